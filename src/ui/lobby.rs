//! The lobby: new game, saved games, opening a link or code, importing a record; and the seat question
//! for a game that arrives by link or record.

use crate::engine::registry;
use crate::platform::storage::{self, Listed, SaveFile, SeatMode};
use crate::platform::clock;
use crate::ui::backup::{BackupCard, BackupReminder};
use crate::ui::{flows, tools};
use crate::ui::seats::SeatsEditor;
use crate::ui::store::{self, *};
use crate::ui::{click, esc_attr, later, on_event, on_submit, rflag, rtext, rview};
use leptos::prelude::*;
use std::sync::Arc;

/// The lobby's message: errors in an alert region, information in a status region.
#[component]
pub fn MessageBar() -> impl IntoView {
    let app = use_app();
    let text = move |k: NoticeKind| app.message.with(|m| m.as_ref().filter(|n| n.kind == k).map(|n| n.text.clone()));
    view! {
        <div class="notice error" role="alert" hidden=rflag(move || text(NoticeKind::Error).is_none())>
            <span>{rtext(move || text(NoticeKind::Error).unwrap_or_default())}</span>
            <button class="small" on:click=click(move |_| app.message.set(None))>"Dismiss"</button>
        </div>
        <div class="notice info" role="status" hidden=rflag(move || text(NoticeKind::Info).is_none())>
            <span>{rtext(move || text(NoticeKind::Info).unwrap_or_default())}</span>
            <button class="small" on:click=click(move |_| app.message.set(None))>"Dismiss"</button>
        </div>
    }
}

#[component]
pub fn Lobby() -> impl IntoView {
    let storage_problem = storage::check().err().map(|e| e.to_string());
    view! {
        // The page's header (Starshift and its tagline) is static markup in index.html, painted before the
        // app loads; the app shows it on this screen only (ui::App).
        <div class="lobby lobby-main">
            <MessageBar/>
            {later(|| view! { <BackupReminder/> }.into_any())}
            {storage_problem.map(|p| view! { <div class="notice warn" role="note">{p}</div> })}
            // One card per task (ui::later): the lobby's first render is several short tasks.
            <div class="lobby-grid">
                {later(|| view! { <NewGame/> }.into_any())}
                {later(|| view! { <SavedGames/> }.into_any())}
                {later(|| view! { <OpenLink/> }.into_any())}
                {later(|| view! { <ImportRecord/> }.into_any())}
                {later(|| view! { <BackupCard/> }.into_any())}
            </div>
        </div>
    }
}

#[component]
fn NewGame() -> impl IntoView {
    let app = use_app();
    let games: Vec<_> = registry::games().into_iter().filter(|g| g.listed).collect();
    let first = games[0];
    let game_id = RwSignal::new(first.id.to_string());
    let scenario = RwSignal::new(first.scenarios[0].id.to_string());
    // Whether the scenario card is unfolded: kept while the player tries other games and scenarios.
    let about_open = RwSignal::new(false);
    // The seats of the chosen scenario (Outreach seats one to four), each played here at first.
    let local = |g: &registry::GameInfo, sc: &str| -> Vec<(String, SeatMode)> {
        (g.seats_of)(sc).iter().map(|s| (s.id.to_string(), SeatMode::Local)).collect()
    };
    let seats = RwSignal::new(local(&first, first.scenarios[0].id));
    let error = RwSignal::new(None::<String>);
    let scenarios = move || registry::find(&game_id.get()).map(|g| g.scenarios.to_vec()).unwrap_or_default();
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let v = seats.get_untracked();
        if !v.iter().any(|(_, m)| *m == SeatMode::Local) {
            error.set(Some("At least one side must be played on this device.".into()));
            return;
        }
        let seats: Seats = v.into_iter().collect();
        let (game, scenario) = (game_id.get_untracked(), scenario.get_untracked());
        let known = game.clone();
        flows::run(app, Some(&known), None, Box::new(move |f| (f.start_new)(app, &game, &scenario, seats)));
    };
    view! {
        <section class="card new-game" aria-labelledby="new-game-h">
            <h2 id="new-game-h">"New game"</h2>
            <form on:submit=on_submit(start)>
                <label class="field">
                    <span>"Game"</span>
                    <select on:change=on_event(move |ev| {
                        let id = event_target_value(&ev);
                        if let Some(g) = registry::find(&id) {
                            scenario.set(g.scenarios[0].id.to_string());
                            seats.set(local(&g, g.scenarios[0].id));
                        }
                        game_id.set(id);
                    }) inner_html=crate::ui::options(games.iter().map(|g| (g.id, g.name)), first.id)>
                    </select>
                </label>
                <label class="field">
                    <span>"Scenario"</span>
                    // The game's scenarios as markup, made again when the game changes (its first chosen).
                    <select on:change=on_event(move |ev| {
                        let sc = event_target_value(&ev);
                        if let Some(g) = registry::find(&game_id.get_untracked()) {
                            seats.set(local(&g, &sc));
                        }
                        scenario.set(sc);
                    }) inner_html=rtext(move || crate::ui::options(scenarios().iter().map(|s| (s.id, s.name)), &scenario.get_untracked()))>
                    </select>
                </label>
                {rview(move || {
                    let (g, sc) = (registry::find(&game_id.get()), scenario.get());
                    let name = g.and_then(|g| g.scenarios.iter().find(|s| s.id == sc)).map_or(sc.clone(), |s| s.name.to_string());
                    crate::ui::game::scenario::card(game_id.get(), sc, name, about_open)
                })}
                {rview(move || registry::find(&game_id.get()).and_then(|g| g.preview).map(|p| view! {
                    <p class="preview-note" role="note">{p}</p>
                }.into_any()).unwrap_or_else(|| ().into_any()))}
                {rview(move || { game_id.track(); scenario.track(); view! { <SeatsEditor game=game_id.get_untracked() seats=seats name="new"/> }.into_any() })}
                <p class="form-error" role="alert">{rtext(move || error.get().unwrap_or_default())}</p>
                <button type="submit" class="primary">"Start game"</button>
            </form>
        </section>
    }
}

thread_local! {
    /// Saves of the form written before that the lobby has tried to read, for the page's life.
    static TRIED: std::cell::RefCell<Vec<String>> = Default::default();
}

#[component]
fn SavedGames() -> impl IntoView {
    let app = use_app();
    // Read again each time the saves change (`saves_rev`): never compared with the list before, so the
    // first load needs no code to compare saves (issue 20).
    let saves = Memo::new_with_compare(
        move |_| {
            app.saves_rev.track();
            storage::list()
        },
        |_, _| true,
    );
    // The save whose deletion waits for a yes.
    let confirming = RwSignal::new(None::<String>);
    // Saves of the form written before (JSON) are read with the tools' chunk, which holds the JSON code;
    // listed as read from then on. Each is tried once (a chunk that cannot be fetched is said so; the
    // page tries again when reloaded).
    crate::ui::effect(move || {
        let old: Vec<String> = saves.with(|l| {
            let l = l.as_deref().unwrap_or_default();
            l.iter()
                .filter_map(|x| if let Listed::Old { text, .. } = x { Some(text.clone()) } else { None })
                .filter(|t| !TRIED.with(|v| v.borrow().contains(t)))
                .collect()
        });
        if old.is_empty() {
            return;
        }
        TRIED.with(|v| v.borrow_mut().extend(old.iter().cloned()));
        leptos::task::spawn_local(async move {
            if let Some(tools) = tools::get(app).await {
                for text in old {
                    let read = (tools.read_old)(&text);
                    storage::read_old(text, read);
                }
                app.saves_rev.update(|r| *r += 1);
            }
        });
    });
    // One listener for the list: a button's `data-do` names the action, its `data-id` the save.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some((act, id)) = data_button(&ev) else { return };
        let listed = saves.with_untracked(|l| l.as_ref().ok().and_then(|l| l.iter().find(|x| x.id() == id).cloned()));
        let Some(listed) = listed else { return };
        match (act.as_str(), listed) {
            ("continue", Listed::Ok { save, .. }) => {
                let game = save.meta.game.clone();
                flows::run(app, Some(&game), Some("the saved game"), Box::new(move |f| (f.continue_save)(app, &id, save)))
            }
            ("export", Listed::Ok { save, .. }) => tools::run(app, Box::new(move |t| (t.export_save)(app, save))),
            ("download", Listed::Damaged { text, .. } | Listed::Newer { text, .. } | Listed::Old { text, .. }) => {
                let name = format!("starshift-save-{id}.txt");
                tools::run(app, Box::new(move |t| (t.download_text)(app, &name, &text)))
            }
            ("delete", _) => confirming.set(Some(id)),
            ("keep", _) => confirming.set(None),
            ("yes", _) => {
                confirming.set(None);
                match storage::delete(&id) {
                    Ok(()) => app.message.set(Some(Notice::info("The saved game was deleted."))),
                    Err(e) => app.message.set(Some(Notice::error(e.to_string()))),
                }
                app.saves_rev.update(|r| *r += 1);
            }
            _ => {}
        }
    };
    let html = move || saves.with(|l| confirming.with(|c| saves_markup(l, c.as_deref())));
    view! {
        <section class="card saves" aria-labelledby="saves-h" on:click=click(on_click)>
            <h2 id="saves-h">"Saved games"</h2>
            <div inner_html=rtext(html)></div>
        </section>
    }
}

/// The `data-do` and `data-id` of the markup button a click hit.
fn data_button(ev: &leptos::ev::MouseEvent) -> Option<(String, String)> {
    let hit = crate::platform::dom::cast::<web_sys::Element>(ev.target()?)?.closest("button[data-do]").ok()??;
    Some((hit.get_attribute("data-do")?, hit.get_attribute("data-id").unwrap_or_default()))
}

/// The saved games as markup: each with what it is and its buttons, or the question before deleting.
fn saves_markup(list: &Result<Vec<Listed>, storage::StorageError>, confirming: Option<&str>) -> String {
    let mut out = String::new();
    let list = match list {
        Err(e) => {
            crate::ui::elem(&mut out, "p", " class=\"muted\"", &e.to_string());
            return out;
        }
        Ok(l) if l.is_empty() => return "<p class=\"muted\">No saved games yet.</p>".into(),
        Ok(l) => l,
    };
    out.push_str("<ul class=\"save-list\">");
    for l in list {
        let id = l.id();
        let (title, lines, what) = match l {
            Listed::Damaged { why, .. } => ("Damaged save".to_string(),
                vec![("muted", format!("This entry cannot be read ({why}). Download its text to keep it, or delete it."))],
                "this damaged save"),
            Listed::Old { .. } => ("Saved by an earlier Starshift".into(), vec![("muted", "Reading this save\u{2026}".into())], "this save"),
            Listed::Newer { version, .. } => ("Saved by a newer Starshift".into(),
                vec![("muted", format!("This game uses record format {version}, newer than this version of the app knows. \
                    Reload to update Starshift; until then it is kept as it is."))],
                "this save"),
            Listed::Ok { save, .. } => {
                let (game, scenario) = game_names(&save.meta.game, &save.meta.scenario);
                // A copy with a name of its own (a branch kept apart) says so in its title.
                let title = match &save.meta.name {
                    Some(n) => format!("{game} — {scenario} · {n}"),
                    None => format!("{game} — {scenario}"),
                };
                let state = match &save.meta.result {
                    Some(r) => format!("Over: {r}"),
                    None => format!("{}, {}", crate::ui::game_turn(save.meta.turn), save.meta.phase),
                };
                let when = clock::format_local(save.meta.updated_ms);
                (title, vec![("", state), ("muted", format!("Last played {when} · {}", seats_text(save)))], "this game")
            }
        };
        out.push_str(if matches!(l, Listed::Ok { .. }) { "<li class=\"save\">" } else { "<li class=\"save damaged\">" });
        crate::ui::elem(&mut out, "div", " class=\"save-title\"", &title);
        for (class, text) in lines {
            crate::ui::elem(&mut out, "div", if class.is_empty() { "" } else { " class=\"muted\"" }, &text);
        }
        let button = |out: &mut String, class: &str, label: Option<&str>, act: &str, text: &str| {
            out.push_str("<button type=\"button\"");
            if !class.is_empty() {
                out.push_str(&format!(" class=\"{class}\""));
            }
            if let Some(label) = label {
                out.push_str(" aria-label=\"");
                esc_attr(out, label);
                out.push('"');
            }
            out.push_str(&format!(" data-do=\"{act}\" data-id=\""));
            esc_attr(out, id);
            out.push_str("\">");
            out.push_str(text);
            out.push_str("</button>");
        };
        if confirming == Some(id) {
            out.push_str("<div class=\"confirm\" role=\"group\" aria-label=\"Confirm delete\">");
            crate::ui::elem(&mut out, "span", "", &format!("Delete {what} for good?"));
            button(&mut out, "danger", None, "yes", "Yes, delete");
            button(&mut out, "", None, "keep", "Keep it");
        } else {
            out.push_str("<div class=\"actions\">");
            if matches!(l, Listed::Ok { .. }) {
                button(&mut out, "primary", Some(&format!("Continue {title}")), "continue", "Continue");
                button(&mut out, "", None, "export", "Export");
            } else {
                button(&mut out, "", None, "download", "Download its text");
            }
            button(&mut out, "", None, "delete", "Delete");
        }
        out.push_str("</div></li>");
    }
    out.push_str("</ul>");
    out
}

fn seats_text(save: &SaveFile) -> String {
    // In the game's seat order, then any seat the game does not list.
    let order: Vec<String> =
        registry::find(&save.meta.game).map(|g| g.seats.iter().map(|s| s.id.to_string()).collect()).unwrap_or_default();
    let mut seats: Vec<(&String, &SeatMode)> = save.meta.seats.iter().collect();
    crate::ui::sort_by_key(&mut seats, |(id, _)| order.iter().position(|o| o == *id).map_or(u64::MAX, |i| i as u64));
    seats
        .into_iter()
        .map(|(id, m)| {
            let place = if *m == SeatMode::Local { "this device" } else { "by link" };
            format!("{}: {place}", crate::ui::table::player_named(&save.meta.game, id))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

#[component]
fn OpenLink() -> impl IntoView {
    let app = use_app();
    let text = RwSignal::new(String::new());
    let open = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = text.get_untracked();
        flows::run(app, None, Some("the game link"), Box::new(move |f| (f.open_code)(app, &text)));
    };
    view! {
        <section class="card open-link" aria-labelledby="open-link-h">
            <h2 id="open-link-h">"Open a game link or code"</h2>
            <form on:submit=on_submit(open)>
                <label class="field">
                    <span>"Link or code"</span>
                    <input type="text" autocomplete="off" spellcheck="false" placeholder="https://…#… or the code"
                        prop:value=rtext(move || text.get()) on:input=on_event(move |ev| text.set(event_target_value(&ev)))/>
                </label>
                <button type="submit">"Open"</button>
            </form>
        </section>
    }
}

#[component]
fn ImportRecord() -> impl IntoView {
    let app = use_app();
    let text = RwSignal::new(String::new());
    let import = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = text.get_untracked();
        flows::run(app, None, Some("the game record"), Box::new(move |f| (f.import_record_text)(app, &text)));
    };
    let pick = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(file) = input.files().and_then(|l| l.get(0)) {
            flows::run(app, None, Some("the game record"), Box::new(move |f| (f.import_file)(app, file)));
        }
        input.set_value("");
    };
    view! {
        <section class="card import" aria-labelledby="import-h">
            <h2 id="import-h">"Import a game record"</h2>
            <form on:submit=on_submit(import)>
                <label class="field">
                    <span>"Game link or record (JSON)"</span>
                    <textarea rows="4" spellcheck="false" prop:value=rtext(move || text.get())
                        on:input=on_event(move |ev| text.set(event_target_value(&ev)))></textarea>
                </label>
                <div class="actions">
                    <button type="submit">"Import"</button>
                    <label class="button file-button">
                        "Choose a file…"
                        <input type="file" accept=".txt,text/plain,.json,application/json" class="visually-hidden" on:change=on_event(pick)/>
                    </label>
                </div>
            </form>
        </section>
    }
}

/// [`ChooseSeats`], for [`Screen::ChooseSeats`](crate::ui::store::Screen::ChooseSeats).
pub fn choose_seats(pending: Arc<PendingGame>) -> AnyView {
    view! { <ChooseSeats pending=pending/> }.into_any()
}

/// Which seats does this device play, for a game that arrived by link or record.
#[component]
pub fn ChooseSeats(pending: Arc<PendingGame>) -> impl IntoView {
    let app = use_app();
    let st = pending.table.status();
    let to_act: Vec<String> = pending.table.to_act().into_iter().map(|id| pending.table.player(id)).collect();
    // In the game's seat order.
    let seats = RwSignal::new(
        pending.table.seats().into_iter().filter_map(|id| Some((id.to_string(), *pending.suggested.get(id)?))).collect::<Vec<_>>(),
    );
    let error = RwSignal::new(None::<String>);
    let p = pending.clone();
    let go = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let v = seats.get_untracked();
        if !v.iter().any(|(_, m)| *m == SeatMode::Local) {
            error.set(Some("At least one side must be played on this device.".into()));
            return;
        }
        store::adopt(app, &p, v.into_iter().collect());
    };
    let (game, scenario) = game_names(pending.table.game(), pending.table.scenario());
    view! {
        <div class="lobby">
            <section class="card choose-seats" aria-labelledby="choose-h">
                <h1 id="choose-h">"Which side do you play on this device?"</h1>
                <p>{format!("{game} — {scenario}, from a {}.", pending.source)}</p>
                <p>{match st.result {
                    Some(r) => format!("The game is over: {r}."),
                    None => format!("{}, {}. {} to act.", crate::ui::game_turn(st.turn), st.phase, crate::ui::and_list(&to_act)),
                }}</p>
                <form on:submit=on_submit(go)>
                    <SeatsEditor game=pending.table.game() seats=seats name="adopt"/>
                    <p class="form-error" role="alert">{rtext(move || error.get().unwrap_or_default())}</p>
                    <div class="actions">
                        <button type="submit" class="primary">"Open the game"</button>
                        <button type="button" on:click=click(move |_| app.to_lobby(None))>"Cancel"</button>
                    </div>
                </form>
            </section>
        </div>
    }
}
