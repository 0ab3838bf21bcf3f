//! The game screen: the board, whose turn it is, the prompt and its buttons, the event log, undo, sharing,
//! export, the refusal banner, and the pass-and-play hand-over screen.

use crate::engine::game::Game;
use crate::engine::link;
use crate::engine::stargate::approach::{self, commitment, Step};
use crate::engine::stargate::tables::Tactic;
use crate::engine::stargate::{Action, Side, StarGate, View};
use crate::platform::storage::{self, SeatMode};
use crate::platform::{clipboard, files, fragment, secrets, seed};
use crate::ui::aid::player_aid;
use crate::ui::approach::approach_panel;
use crate::ui::combat::combat_panel;
use crate::ui::store::*;
use crate::ui::{button_index, click, nothing, on_event, rflag, rtext, rview, show};
use leptos::html;
use leptos::prelude::*;
use std::sync::Arc;

/// Board actions are made on the board; everything else gets a button in the prompt panel.
fn on_board(a: &Action) -> bool {
    matches!(a, Action::Stage { .. } | Action::Move { .. } | Action::Reveal { .. } | Action::Disperse { .. })
}

/// Actions with a panel of their own (the approach's secret choice, the combat panel) or made by the app
/// itself (disclosing a secret choice kept on this device).
fn in_panel(a: &Action) -> bool {
    matches!(a, Action::Commit { .. } | Action::Disclose { .. } | Action::Attack { .. } | Action::Join { .. } | Action::Resolve)
}

/// The moving player's approach option, kept on this device, is disclosed as soon as the defender has
/// answered (7.12): on one device both players then see the chits shown together.
fn disclose_kept_secret(s: &mut SgSession, is_local: impl Fn(Side) -> bool) -> bool {
    let Some(a) = s.state.movement.approach.as_ref() else { return false };
    let (Step::Disclose, Some(hash)) = (approach::step(a), a.commitment) else { return false };
    let mover = approach::mover(&s.state, a);
    if !is_local(mover) {
        return false;
    }
    let Some((tactic, salt)) = secrets::recall(hash) else { return false };
    let done = s.act(mover, Action::Disclose { tactic, salt }).is_ok();
    if done {
        secrets::forget(hash);
    }
    done
}

pub fn game_screen(open: Arc<OpenGame>) -> AnyView {
    let app = use_app();
    let id = StoredValue::new(open.id.clone());
    let session = RwSignal::new(open.session.clone());
    let seats = StoredValue::new(open.seats.clone());
    let is_local = move |s: Side| seats.with_value(|m| m.get(&s) == Some(&SeatMode::Local));
    let locals = seats.with_value(local_seats);
    let pass_and_play = locals.len() > 1;
    // The first seat that may act now and is played on this device.
    let acting_local = move || session.with_untracked(|s| StarGate::to_act(&s.state)).into_iter().find(|&x| is_local(x));
    let first = acting_local().or(locals.first().copied()).unwrap_or(StarGate::seats()[0]);
    // The seat whose view the board shows, and the seat waiting behind the hand-over screen.
    let shown = RwSignal::new(first);
    let handover = RwSignal::new(if open.cover && pass_and_play { acting_local() } else { None });
    let refusal = RwSignal::new(None::<String>);
    let notice = RwSignal::new(open.notice.clone());
    let share_url = RwSignal::new(None::<String>);
    let drawer = RwSignal::new(false);

    // After every change: disclose a secret kept here, hand over if another person on this device is to
    // act, and autosave.
    let after_change = move || {
        session.update(|s| {
            disclose_kept_secret(s, is_local);
        });
        if let Some(s) = acting_local() {
            if s != shown.get_untracked() {
                handover.set(Some(s));
            }
        }
        share_url.set(None);
        let save = session.with_untracked(|s| seats.with_value(|m| save_file(s, m)));
        match storage::store(&id.get_value(), &save) {
            Ok(()) => {
                if notice.with_untracked(|n| n.as_ref().is_some_and(|n| n.kind == NoticeKind::Error)) {
                    notice.set(Some(Notice::info("Saved again.")));
                }
            }
            Err(e) => notice.set(Some(Notice::error(e.to_string()))),
        }
    };

    let on_action = Callback::new(move |action: Action| {
        if handover.get_untracked().is_some() {
            return;
        }
        let seat = shown.get_untracked();
        let outcome = session.try_maybe_update(|s| match s.act(seat, action) {
            Ok(_) => (true, Ok(())),
            Err(r) => (false, Err(r)),
        });
        match outcome {
            Some(Ok(())) => {
                refusal.set(None);
                after_change();
            }
            Some(Err(r)) => refusal.set(Some(r.to_string())),
            None => {}
        }
    });

    // The moving player's secret approach option: a fresh salt, kept on this device, and the commitment.
    let on_commit = Callback::new(move |tactic: Tactic| {
        let salt = seed::random_u64();
        let hash = commitment(tactic, salt);
        match secrets::remember(hash, tactic, salt) {
            Ok(()) => on_action.run(Action::Commit { hash }),
            Err(e) => refusal.set(Some(format!("Your secret choice cannot be kept on this device: {e}"))),
        }
    });
    // Opened at the step where a secret chosen here is to be disclosed (e.g. a returned link).
    if session.with_untracked(|s| s.state.movement.approach.is_some()) {
        let disclosed = session.try_update(|s| disclose_kept_secret(s, is_local)).unwrap_or(false);
        if disclosed {
            after_change();
        }
    }

    let view_sig: Signal<View> = Signal::derive(move || session.with(|s| StarGate::view(&s.state, shown.get())));
    // Plain closures rather than memos where the views they feed compare what they show anyway (one memo
    // type less each in the wasm).
    let status = move || session.with(|s| s.status());
    let to_act = move || session.with(|s| StarGate::to_act(&s.state));
    let waiting_for: Signal<Option<Side>> = Signal::derive(move || {
        let t = to_act();
        if t.iter().any(|&s| is_local(s)) {
            None
        } else {
            t.first().copied()
        }
    });

    let undo_why = move || {
        session.with(|s| {
            if let Some(why) = s.undo_blocked() {
                return Some(why.to_string());
            }
            let last = s.history.last().map(|e| e.seat)?;
            (!is_local(last)).then(|| format!("The last action was the {}'s, made on another device.", player(last)))
        })
    };
    let undo = move |_| {
        let r = session.try_update(|s| s.undo());
        match r {
            Some(Ok(())) => {
                refusal.set(None);
                after_change();
            }
            Some(Err(e)) => refusal.set(Some(e)),
            None => {}
        }
    };

    let export = move |_| {
        let (text, turn) =
            session.with_untracked(|s| (serde_json::to_string_pretty(&s.record()).unwrap_or_default(), s.status().turn));
        let name = format!("starshift-stargate-turn{turn}.json");
        if let Err(e) = files::download(&name, &text, "application/json") {
            notice.set(Some(Notice::error(e)));
        }
    };

    let status_line = move || {
        let st = status();
        match st.result {
            Some(r) => format!("Game over — {r}"),
            None => format!("Game-Turn {} · {}", st.turn, st.phase),
        }
    };
    let to_act_line = move || {
        let t = to_act();
        if t.is_empty() {
            return String::new();
        }
        t.iter()
            .map(|&s| format!("{} to act ({})", player(s), if is_local(s) { "this device" } else { "remote, by link" }))
            .collect::<Vec<_>>()
            .join(" · ")
    };

    view! {
        <div class="game" class:covered=rflag(move || handover.get().is_some())>
            <header class="topbar" inert=rflag(move || handover.get().is_some())>
                <button class="back" on:click=click(move |_| app.to_lobby(None))>"← Lobby"</button>
                <div class="status" role="status" aria-live="polite">
                    <div class="status-main">{rtext(status_line)}</div>
                    <div class="status-sub">{rtext(to_act_line)}</div>
                </div>
                {pass_and_play.then(|| view! {
                    <div class="viewing" aria-label="Viewing seat">{rtext(move || format!("Viewing: {}", player(shown.get())))}</div>
                })}
            </header>
            <div class="game-body" inert=rflag(move || handover.get().is_some())>
                <section class="board-area" aria-label="Board">
                    {show(Box::new(move || handover.get().is_none()),
                        Box::new(move || board_slot(view_sig, on_action).into_any()),
                        Box::new(|| view! { <div class="board-hidden" aria-hidden="true"></div> }.into_any()))}
                </section>
                // On narrow screens the panels are a drawer under the board: a part of it, or most of the
                // screen, as the player chooses; the board keeps the rest (style/main.css).
                <aside id="panels" class="panels" class:open=rflag(move || drawer.get()) aria-label="Game panels">
                    <button type="button" class="drawer-handle" aria-controls="panels"
                        aria-expanded=rtext(move || drawer.get().to_string())
                        on:click=click(move |_| drawer.update(|d| *d = !*d))>
                        {rtext(move || if drawer.get() { "Panels: show less \u{25be}".into() } else { "Panels: show more \u{25b4}".into() })}
                    </button>
                    <div class="refusal" role="alert">
                        {rview(move || refusal.get().map(|r| view! {
                            <div class="refusal-box">
                                <strong>"Not allowed: "</strong><span class="refusal-text">{r}</span>
                                <button class="small" on:click=click(move |_| refusal.set(None))>"Dismiss"</button>
                            </div>
                        }).into_any())}
                    </div>
                    <div class="game-notice" role="status">
                        {rview(move || notice.get().map(|n| view! {
                            <div class=if n.kind == NoticeKind::Error { "notice error" } else { "notice info" }>
                                <span>{n.text}</span>
                                <button class="small" on:click=click(move |_| notice.set(None))>"Dismiss"</button>
                            </div>
                        }).into_any())}
                    </div>
                    {rview(move || status().result.map(|r| view! {
                        <section class="card result" aria-labelledby="result-h">
                            <h2 id="result-h">"Game over"</h2>
                            <p class="result-text">{r}</p>
                            <p class="muted">"The record stays replayable: share or export it below."</p>
                        </section>
                    }).into_any())}
                    {show(Box::new(move || handover.get().is_none()),
                        Box::new(move || view! {
                            {prompt_panel(view_sig, on_action, waiting_for)}
                            {approach_panel(view_sig, on_commit)}
                            {combat_panel(view_sig, on_action)}
                            <crate::ui::board::UnitsText view=view_sig on_action=on_action/>
                        }.into_any()),
                        Box::new(nothing))}
                    {share_panel(session, share_url, waiting_for)}
                    <div class="tools">
                        <button on:click=click(undo) disabled=rflag(move || undo_why().is_some())
                            aria-describedby="undo-why">"Undo"</button>
                        <button on:click=click(export)>"Export record"</button>
                    </div>
                    <p id="undo-why" class="muted undo-why">{rtext(move || undo_why().unwrap_or_default())}</p>
                    {event_log(session)}
                    {player_aid()}
                </aside>
            </div>
            {rview(move || handover.get().map(|s| hand_over(s, shown, handover)).into_any())}
        </div>
    }
    .into_any()
}

/// The board. Another module draws it (`ui::board::Board`).
fn board_slot(view: Signal<View>, on_action: Callback<Action>) -> impl IntoView {
    view! { <crate::ui::board::Board view=view on_action=on_action/> }
}

/// The prompt panel's buttons: the non-board actions, then the step this seat may ask to end when ending
/// is not allowed yet (the button stays and the engine's refusal says why, e.g. staged units must enter
/// the map first, 3.1). (action, label, class)
fn prompt_buttons(v: &View) -> Vec<(Action, String, &'static str)> {
    let mut out: Vec<(Action, String, &'static str)> = v
        .legal
        .iter()
        .filter(|c| !on_board(&c.action) && !in_panel(&c.action))
        .map(|c| (c.action.clone(), c.label.clone(), "primary"))
        .collect();
    if let Some(e) = v.end.as_ref().filter(|e| !v.legal.iter().any(|c| c.action == e.action)) {
        out.push((Action::EndPhase, e.label.clone(), "secondary"));
    }
    out
}

/// Every legal board action, for keyboards.
fn board_actions(v: &View) -> Vec<(Action, String, &'static str)> {
    v.legal.iter().filter(|c| on_board(&c.action)).map(|c| (c.action.clone(), c.label.clone(), "")).collect()
}

/// Buttons as markup (engine labels, escaped), each in `<li>` when `li`.
fn buttons_html(buttons: Vec<(Action, String, &'static str)>, li: bool) -> String {
    let mut o = String::new();
    for (_, label, class) in buttons {
        if li {
            o.push_str("<li>");
        }
        o.push_str("<button");
        if !class.is_empty() {
            o.push_str(" class=\"");
            o.push_str(class);
            o.push('"');
        }
        o.push('>');
        crate::ui::esc(&mut o, &label);
        o.push_str("</button>");
        if li {
            o.push_str("</li>");
        }
    }
    o
}

/// The prompt, the buttons for non-board actions, and (for keyboards) every legal action as a list. The
/// buttons are markup with one click listener per list.
fn prompt_panel(view: Signal<View>, on_action: Callback<Action>, waiting_for: Signal<Option<Side>>) -> AnyView {
    let list_open = RwSignal::new(false);
    let board_count = move || view.with(|v| v.legal.iter().filter(|c| on_board(&c.action)).count());
    // The buttons are markup, rewritten after the action: the focus goes back to the same place (focus.rs).
    let run = move |list: fn(&View) -> Vec<(Action, String, &'static str)>, within: &'static str, ev: leptos::ev::MouseEvent| {
        let Some(i) = button_index(&ev) else { return };
        if let Some(a) = view.with_untracked(|v| list(v).into_iter().nth(i)) {
            on_action.run(a.0);
            crate::ui::focus::after_markup(within.to_string(), i);
        }
    };
    view! {
        <section class="card prompt" aria-labelledby="prompt-h" tabindex="-1">
            <h2 id="prompt-h" class="visually-hidden">"Your move"</h2>
            {rview(move || match waiting_for.get() {
                Some(s) => view! {
                    <p class="waiting">{format!("Waiting for the {} — send them the link.", player(s))}</p>
                }.into_any(),
                None => view! {
                    <p class="prompt-text">{rtext(move || view.with(|v| {
                        if !v.prompt.is_empty() { v.prompt.clone() }
                        else if v.legal.is_empty() { "Nothing to do now.".to_string() }
                        else { "Choose an action.".to_string() }
                    }))}</p>
                }.into_any(),
            })}
            <div class="prompt-actions" inner_html=rtext(move || view.with(|v| buttons_html(prompt_buttons(v), false)))
                on:click=click(move |ev| run(prompt_buttons, "section.prompt .prompt-actions", ev))></div>
            {show(Box::new(move || board_count() != 0), Box::new(move || view! {
                <details class="all-actions" on:toggle=on_event(move |ev| {
                    let el: web_sys::HtmlDetailsElement = event_target(&ev);
                    list_open.set(el.open());
                })>
                    <summary>{rtext(move || format!("All board actions as a list ({})", board_count()))}</summary>
                    {rview(move || list_open.get().then(|| view! {
                        <ul class="action-list" inner_html=rtext(move || view.with(|v| buttons_html(board_actions(v), true)))
                            on:click=click(move |ev| run(board_actions, "section.prompt .action-list", ev))></ul>
                    }).into_any())}
                </details>
            }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}

/// "Share turn": the link to this position, copied to the clipboard and shown in a read-only field.
fn share_panel(session: RwSignal<SgSession>, share_url: RwSignal<Option<String>>, waiting_for: Signal<Option<Side>>) -> AnyView {
    let field = NodeRef::<html::Input>::new();
    let copied = RwSignal::new(None::<String>);
    let share = move |_| {
        let code = session.with_untracked(|s| link::encode(s));
        let url = fragment::link_for(&code);
        share_url.set(Some(url.clone()));
        copied.set(None);
        leptos::task::spawn_local(async move {
            let msg = if clipboard::write_text(&url).await {
                "Link copied to the clipboard. Send it to the other player."
            } else if field.get_untracked().map(|f| clipboard::select_and_copy(&f)).unwrap_or(false) {
                "Link copied. Send it to the other player."
            } else {
                "Copy the selected link below and send it to the other player."
            };
            if let Some(f) = field.get_untracked() {
                f.select();
            }
            copied.set(Some(msg.to_string()));
        });
    };
    view! {
        <section class="card share" class:urgent=rflag(move || waiting_for.get().is_some()) aria-labelledby="share-h">
            <h2 id="share-h" class="visually-hidden">"Share"</h2>
            <button class=rtext(move || if waiting_for.get().is_some() { "primary".into() } else { String::new() }) on:click=click(share)>"Share turn (copy link)"</button>
            <p class="copied" role="status">{rtext(move || copied.get().unwrap_or_default())}</p>
            {show(Box::new(move || share_url.get().is_some()), Box::new(move || view! {
                <label class="field">
                    <span>"Link to this position"</span>
                    <input type="text" readonly node_ref=field prop:value=rtext(move || share_url.get().unwrap_or_default())
                        on:focus=move |ev| { let i: web_sys::HtmlInputElement = event_target(&ev); i.select(); }/>
                </label>
            }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}

/// Every event of the game in words, newest at the bottom, announced politely.
fn event_log(session: RwSignal<SgSession>) -> AnyView {
    let lines = move || {
        session.with(|s| {
            s.history
                .iter()
                .enumerate()
                .flat_map(|(i, e)| e.events.iter().enumerate().map(move |(j, ev)| ((i, j), StarGate::describe(ev))))
                .collect::<Vec<_>>()
        })
    };
    let list = NodeRef::<html::Ol>::new();
    // The list items are kept by hand (no keyed list code): keep the common start, drop the rest (undo),
    // append what is new. The text is the engine's, set as text.
    let shown = StoredValue::new(Vec::<((usize, usize), String)>::new());
    Effect::new(move |_| {
        let Some(ol) = list.get() else { return };
        let now = &lines();
        {
            shown.update_value(|old| {
                let keep = old.iter().zip(now).take_while(|(a, b)| a == b).count();
                while ol.child_element_count() as usize > keep {
                    match ol.last_element_child() {
                        Some(c) => c.remove(),
                        None => break,
                    }
                }
                for (_, text) in &now[keep..] {
                    if let Ok(li) = document().create_element("li") {
                        li.set_text_content(Some(text));
                        let _ = ol.append_child(&li);
                    }
                }
                *old = now.clone();
            })
        }
        request_animation_frame(move || {
            if let Some(el) = list.get_untracked() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    });
    view! {
        <section class="card log" aria-labelledby="log-h">
            <h2 id="log-h">"Event log"</h2>
            <ol class="log-list" node_ref=list aria-live="polite" aria-relevant="additions" tabindex="0">
            </ol>
            {show(Box::new(move || session.with(|s| s.history.iter().all(|e| e.events.is_empty()))),
                Box::new(|| view! { <p class="muted">"No events yet."</p> }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}

/// The full-screen cover between two people on one device.
fn hand_over(seat: Side, shown: RwSignal<Side>, handover: RwSignal<Option<Side>>) -> AnyView {
    let button = NodeRef::<html::Button>::new();
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    // The rest of the screen is inert meanwhile; afterwards the focus goes back where it was, else to
    // the board's tab stop.
    let before = crate::ui::focus::active();
    on_cleanup(move || crate::ui::focus::restore(before, ".sg-hit[tabindex=\"0\"]"));
    let who = player(seat);
    view! {
        <div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-h"
            on:keydown=crate::ui::on_key(|e| crate::ui::focus::trap_tab(&e, ".handover"))>
            <div class="handover-box">
                <h2 id="handover-h">{format!("Pass the device to the {who} — tap when ready")}</h2>
                <p>"The board stays hidden until then."</p>
                <button class="primary big" node_ref=button on:click=click(move |_| {
                    shown.set(seat);
                    handover.set(None);
                })>{format!("{who} ready")}</button>
            </div>
        </div>
    }
    .into_any()
}
