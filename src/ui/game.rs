//! The game screen's shell, the same for every game: whose turn it is, the refusal banner and notices,
//! the result, sharing, undo, export, the event log and the pass-and-play hand-over screen, with autosave
//! after every change. Each game supplies its board and panels ([`Screen`], e.g. `ui::stargate`).

use crate::engine::game::{seat_id, Game};
use crate::engine::link;
use crate::engine::record::Session;
use crate::platform::storage::{self, SeatMode};
use crate::platform::{secrets, seed};
use crate::ui::export;
use crate::ui::store::*;
use crate::ui::table::{player_of, the, Unfetched};
use crate::ui::{click, nothing, rflag, rtext, rview, show};
use leptos::prelude::*;
use std::sync::Arc;

mod banner;
mod handover;
mod log;
mod auto;
mod confirm;
mod flow;
mod qr;
mod replay;
pub(crate) mod scenario;
mod share;
mod sharing;
mod undo;
mod victory;
use banner::result_banner;
use handover::hand_over;
use log::event_log;
use share::{share_panel, Turn};
pub use replay::{replay_screen, ReplayLoading, ReplayScreen};

/// What the shell's panels column gets to build a game's own panels with.
pub struct Panels<G: Screen> {
    /// The viewing seat's view.
    pub view: Signal<G::View>,
    pub on_action: Callback<G::Action>,
    /// Seals the viewing seat's secret choice (the game's bytes for it, `Game::seal`): the shell draws the
    /// salt, keeps choice and salt on this device and applies the seal; it opens the choice by itself when
    /// the game asks for it.
    pub on_seal: Callback<Vec<u8>>,
    /// The player this device waits for ("Coalition Player"), when no seat here may act.
    pub waiting_for: Signal<Option<String>>,
    /// The refusal banner, for a panel's own failures.
    pub refusal: RwSignal<Option<String>>,
}

/// A game's own part of the game screen.
pub trait Screen:
    Game<State: Send + Sync, Event: Send + Sync, Action: Send + Sync, View: Send + Sync, Seat: Send + Sync>
    + Sized
    + 'static
{
    /// Where the keyboard focus goes when the hand-over screen closes and nothing else had it.
    const BOARD_FOCUS: &'static str;
    /// Called once as the game screen opens, before the board and panels: e.g. to provide a context
    /// they share.
    fn prepare() {}
    /// `applied`: the last action applied on this device, set anew after each (`None` until one is): a
    /// board may show what it did (DeltaVee animates moves) or ignore it.
    fn board(
        view: Signal<Self::View>,
        on_action: Callback<Self::Action>,
        applied: Signal<Option<Arc<Applied<Self>>>>,
    ) -> AnyView;
    fn panels(p: Panels<Self>) -> AnyView;
    /// How long the board takes to show what an action did (DeltaVee's moves slide): the hand-over screen
    /// waits that long before covering it.
    fn showing_ms(_: &Applied<Self>) -> u32 {
        0
    }
    /// What of an action's events its board shows in [`Applied`]: none unless it says (DeltaVee's moves
    /// slide), so that no other game's code copies its events.
    fn board_events(_: &[Self::Event]) -> Vec<Self::Event> {
        Vec::new()
    }
    /// The player aid at the foot of the panels.
    fn aid() -> AnyView;
    /// Its help, with its code or fetched when first asked for: [`help_chunk!`](crate::help_chunk).
    fn game_help() -> crate::ui::help::GameHelp;
    /// Its replay screen, with its code or fetched when the replay first opens:
    /// [`replay_chunk!`](crate::replay_chunk).
    fn replay() -> ReplayLoading<Self>;
}

/// The last action applied on this device, for a board to show what it did (DeltaVee animates moves).
pub struct Applied<G: Game> {
    /// The viewing seat's view just before it (where the units stood).
    pub before: G::View,
    /// Its events, as far as the board shows them ([`Screen::board_events`]).
    pub events: Vec<G::Event>,
}

pub fn game_screen(open: Arc<OpenGame>) -> AnyView {
    open.table.screen(&open)
}

/// Said instead of the game screen when a game that opened no longer replays (it cannot: replaying is
/// deterministic), with the way back to the lobby.
pub(crate) fn unopened(why: String) -> AnyView {
    let app = use_app();
    view! {
        <div class="lobby">
            <section class="card" role="alert">
                <p>{format!("This game could not be opened: {why}")}</p>
                <button on:click=click(move |_| app.to_lobby(None))>"← Lobby"</button>
            </section>
        </div>
    }
    .into_any()
}

/// Opens every sealed choice the game asks a seat played here to open, with the choice and salt kept on
/// this device (`engine::seal`); true if any was opened.
fn open_kept_seals<G: Game>(s: &mut Session<G>, is_local: &dyn Fn(G::Seat) -> bool) -> bool {
    let mut opened = false;
    loop {
        let next = G::to_act(&s.state).into_iter().filter(|&seat| is_local(seat)).find_map(|seat| {
            let c = G::to_open(&s.state, seat)?;
            let (choice, salt) = secrets::recall(G::ID, seat_id::<G>(seat), c)?;
            Some((seat, c, G::open(&s.state, seat, &choice, salt)?))
        });
        let Some((seat, c, action)) = next else { return opened };
        if s.act(seat, action).is_err() {
            return opened;
        }
        secrets::forget(G::ID, seat_id::<G>(seat), c);
        opened = true;
    }
}

pub(crate) fn play<G: Screen>(open: &OpenGame, session: Session<G>) -> AnyView {
    let app = use_app();
    G::prepare();
    crate::ui::help::set_game(G::NAME, G::game_help());
    let id = StoredValue::new(open.id.clone());
    let playing = G::seats_of(&session.scenario);
    let scenario_id = session.scenario.clone();
    let scenario_name = G::scenarios().iter().find(|s| s.id == scenario_id).map_or(scenario_id.clone(), |s| s.name.to_string());
    let session = RwSignal::new(session);
    let seats = StoredValue::new(open.seats.clone());
    let name = StoredValue::new(open.name.clone());
    let is_local = move |s: G::Seat| seats.with_value(|m| m.get(seat_id::<G>(s)) == Some(&SeatMode::Local));
    let locals: Vec<G::Seat> = playing.iter().copied().filter(|&s| is_local(s)).collect();
    let pass_and_play = locals.len() > 1;
    // The first seat that may act now and is played on this device.
    let acting_local = move || session.with_untracked(|s| G::to_act(&s.state)).into_iter().find(|&x| is_local(x));
    let first = acting_local().or(locals.first().copied()).unwrap_or(playing[0]);
    // The seat whose view the board shows, and the seat waiting behind the hand-over screen.
    let shown = RwSignal::new(first);
    let handover = RwSignal::new(if open.cover && pass_and_play { acting_local() } else { None });
    let refusal = RwSignal::new(None::<String>);
    let notice = RwSignal::new(open.notice.clone());
    // The last autosave failed: a game opens with an error notice only when its save failed.
    let save_failed = StoredValue::new(open.notice.as_ref().is_some_and(|n| n.kind == NoticeKind::Error));
    let share_url = RwSignal::new(None::<String>);
    let drawer = RwSignal::new(false);
    let applied = RwSignal::new(None::<Arc<Applied<G>>>);
    // The seat whose consent to an undo is being asked on this device, and the log's notes kept here.
    let asking = RwSignal::new(None::<G::Seat>);
    // An action waiting for the player's go-ahead (it cannot be undone, `confirm`).
    let confirming = RwSignal::new(None::<G::Action>);
    let kept_notes = crate::platform::notes::load(&open.id);
    let notes = RwSignal::new(kept_notes.clone().unwrap_or_default());
    // Notes of the form written before (JSON) are read with the tools' chunk and kept in today's form.
    if let Err(text) = kept_notes {
        let id = open.id.clone();
        leptos::task::spawn_local(async move {
            if let Some(tools) = crate::ui::tools::try_get().await {
                let all = (tools.read_notes)(&text);
                if crate::platform::notes::keep(&id, &all).is_ok() {
                    notes.set(all);
                }
            }
        });
    }
    let marks = StoredValue::new(auto::Marks::<G>::new());
    let replaying = RwSignal::new(false);
    // The replay's screen, its chunk fetched when the replay first opens.
    let replay_code = StoredValue::new(None::<ReplayScreen<G>>);
    // A later part fetched after all (the replay's, the sharing chunk's): its failed fetch's notice goes.
    let fetched = move || {
        if notice.with_untracked(|n| n.as_ref() == Some(&Unfetched::notice())) {
            notice.set(None);
        }
    };
    let open_replay = move |_| {
        if replay_code.with_value(Option::is_some) {
            return replaying.set(true);
        }
        leptos::task::spawn_local(async move {
            match G::replay().await {
                Some(screen) => {
                    fetched();
                    replay_code.set_value(Some(screen));
                    replaying.set(true);
                }
                None => notice.set(Some(Unfetched::notice())),
            }
        });
    };

    // After every change: open the seals kept here that the game asks for, hand over if another person on this device is to act
    // (once the board has shown the change for `wait` ms), and autosave.
    // `auto`: after an action, also end by itself a phase whose only open action is its end (`auto`).
    let after_change = move |wait: u32, auto: bool| {
        session.update(|s| {
            let auto = auto && crate::platform::prefs::auto_end();
            while open_kept_seals(s, &is_local) | (auto && auto::end_by_itself(s, &is_local)) {}
        });
        if let Some(s) = acting_local() {
            if s != shown.get_untracked() {
                if wait == 0 {
                    handover.set(Some(s));
                } else {
                    // Counted from the next frame, where the board starts to show the change: the change
                    // is drawn first, which on a busy device takes a while (a wait counted from now
                    // covered DeltaVee's slide before its end on CI, 2026-11-29).
                    request_animation_frame(move || {
                        set_timeout(
                            move || {
                                // Still to hand over: nothing else happened meanwhile (e.g. an undo).
                                if acting_local() == Some(s) && handover.try_get_untracked() == Some(None) {
                                    handover.set(Some(s));
                                }
                            },
                            std::time::Duration::from_millis(wait as u64),
                        )
                    });
                }
            }
        }
        share_url.set(None);
        let (meta, link) = session.with_untracked(|s| {
            let meta = seats.with_value(|m| meta_for(G::ID, &s.scenario, s.status(), m, name.get_value()));
            (meta, link::text(&link::body(s), None))
        });
        match storage::store(&id.get_value(), &meta, &link) {
            // "Saved again." replaces only the autosave's own error (or the one the game opened with, which is
            // a failed save too), never another part's notice.
            Ok(()) => {
                if save_failed.get_value() {
                    save_failed.set_value(false);
                    notice.set(Some(Notice::info("Saved again.")));
                }
            }
            Err(e) => {
                save_failed.set_value(true);
                notice.set(Some(Notice::error(e.to_string())));
            }
        }
    };

    let act = move |action: G::Action| {
        let seat = shown.get_untracked();
        let outcome = session.try_maybe_update(|s| {
            let before = G::view(&s.state, seat);
            match s.act(seat, action) {
                Ok(events) => (true, Ok(Applied { before, events: G::board_events(events) })),
                Err(r) => (false, Err(r)),
            }
        });
        match outcome {
            Some(Ok(a)) => {
                refusal.set(None);
                after_change(G::showing_ms(&a), true);
                applied.set(Some(Arc::new(a)));
            }
            Some(Err(r)) => refusal.set(Some(r.to_string())),
            None => {}
        }
    };
    let on_action = Callback::new(move |action: G::Action| {
        if handover.get_untracked().is_some() {
            return;
        }
        let seat = shown.get_untracked();
        if crate::platform::prefs::confirm()
            && session.with_untracked(|s| confirm::cannot_be_undone::<G>(&s.state, seat, &action))
        {
            confirming.set(Some(action));
            return;
        }
        act(action);
    });

    // The viewing seat seals a secret choice: a salt from the cryptographic source, choice and salt kept
    // on this device, then the seal (only its commitment) goes into the record.
    let on_seal = Callback::new(move |choice: Vec<u8>| {
        let seat = shown.get_untracked();
        let sealed = seed::secure_u64().and_then(|salt| {
            let (c, action) = session
                .with_untracked(|s| G::seal(&s.state, seat, &choice, salt))
                .ok_or_else(|| "that is not a choice you may seal now".to_string())?;
            secrets::keep(G::ID, seat_id::<G>(seat), c, &choice, salt)
                .map_err(|e| format!("your secret choice cannot be kept on this device: {e}"))?;
            Ok(action)
        });
        match sealed {
            Ok(action) => on_action.run(action),
            Err(e) => refusal.set(Some(format!("Not sealed: {e}."))),
        }
    });

    // Opened where a kept seal is due (e.g. a returned link).
    if session.try_update(|s| open_kept_seals(s, &is_local)).unwrap_or(false) {
        after_change(0, false);
    }

    // The log entry chosen: its marks, where it happened as the viewing seat may know it, for the board.
    let log_pick = RwSignal::new(None::<(usize, usize)>);
    provide_context(crate::ui::board::marks::LogMarks(Signal::derive(move || {
        let at = log_pick.get()?;
        session.with(|s| log::marks_at::<G>(&s.history, at, shown.get()))
    })));
    // On narrow screens the drawer closes to show the map.
    crate::ui::effect(move || {
        if log_pick.get().is_some() {
            drawer.set(false);
        }
    });
    // The last action's results in the viewing seat's words, for the result banner.
    let results = move || {
        session.with(|s| {
            let last = s.history.last().map(|e| e.events.as_slice()).unwrap_or_default();
            let seat = Some(shown.get());
            (s.history.len(), last.iter().filter(|ev| G::is_result(ev)).map(|ev| G::describe_in(&s.state, ev, seat)).collect())
        })
    };

    // The viewing seat's view, made once per change for the board and panels that read it (not copied
    // out for each). Never compared with the one before: a change to the game almost always changes it,
    // and so no game's `View` equality is in the wasm (issue 20).
    let view_sig: Signal<G::View> =
        Memo::new_with_compare(move |_| session.with(|s| G::view(&s.state, shown.get())), |_, _| true).into();
    // Plain closures rather than memos where the views they feed compare what they show anyway (one memo
    // type less each in the wasm).
    let status = move || session.with(|s| s.status());
    let to_act = move || session.with(|s| G::to_act(&s.state));
    flow::prompt_in_view(move || (status(), to_act(), shown.get()));
    let waiting_for: Signal<Option<String>> = Signal::derive(move || {
        let t = to_act();
        if t.iter().any(|&s| is_local(s)) {
            None
        } else {
            t.first().map(|&s| player_of::<G>(s))
        }
    });

    // Undo is the viewing seat's own; another seat's action needs its consent here (`undo`).
    let consent = move || session.with(|s| s.undo_consent(shown.get()));
    let undo_why = move || match consent() {
        Err(why) => Some(why.to_string()),
        Ok(Some(o)) if !is_local(o) => {
            Some(format!("The last action was {}'s, made on another device.", the(&player_of::<G>(o))))
        }
        Ok(_) => None,
    };
    let undo_now = move || {
        let r = session.try_update(|s| s.undo());
        match r {
            Some(Ok(())) => {
                refusal.set(None);
                after_change(0, false);
            }
            Some(Err(e)) => refusal.set(Some(e)),
            None => {}
        }
    };
    let undo = move |_| match consent() {
        Ok(Some(o)) => asking.set(Some(o)),
        _ => undo_now(),
    };

    let export = move |_| {
        let (body, turn) = session.with_untracked(|s| (link::body(s), s.status().turn));
        // Its code is the sharing chunk's (`sharing::Ways::export`).
        leptos::task::spawn_local(async move {
            let Ok(ways) = sharing::ways().await else { return notice.set(Some(Unfetched::notice())) };
            fetched();
            if let Err(e) = (ways.export)(body, export::file_name(G::ID, turn)).await {
                notice.set(Some(Notice::error(e)));
            }
        });
    };

    let status_line = move || {
        let st = status();
        match st.result {
            Some(r) => format!("Game over — {r}"),
            None => format!("{} · {}", crate::ui::game_turn(st.turn), st.phase),
        }
    };
    let to_act_line = move || {
        let t = to_act();
        if t.is_empty() {
            return String::new();
        }
        t.iter()
            .map(|&s| {
                let place = if is_local(s) { "this device" } else { "remote, by link" };
                format!("{} to act ({place})", player_of::<G>(s))
            })
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let log_lines = move || {
        let lines = session.with(|s| {
            s.history
                .iter()
                .enumerate()
                .flat_map(|(i, e)| e.events.iter().enumerate().map(move |(j, ev)| ((i, j), G::describe_in(&s.state, ev, Some(shown.get())))))
                // Bookkeeping events (the next player, a hex's resolution over) have no words: no entry.
                .filter(|(_, words)| !words.is_empty())
                .collect::<Vec<_>>()
        });
        let mut all = notes.get();
        marks.update_value(|m| session.with(|s| all.extend_from_slice(m.notes(s))));
        undo::with_notes(lines, &all)
    };

    view! {
        <div class="game" class:covered=rflag(move || handover.get().is_some() || asking.get().is_some() || confirming.get().is_some())>
            <header class="topbar" inert=rflag(move || handover.get().is_some() || asking.get().is_some() || confirming.get().is_some() || replaying.get())>
                <button class="back" on:click=click(move |_| app.to_lobby(None))>"← Lobby"</button>
                <div class="status" role="status" aria-live="polite">
                    <div class="status-main">{rtext(status_line)}</div>
                    <div class="status-sub">{rtext(to_act_line)}</div>
                </div>
                {pass_and_play.then(|| view! {
                    <div class="viewing" aria-label="Viewing seat">{rtext(move || format!("Viewing: {}", player_of::<G>(shown.get())))}</div>
                })}
            </header>
            <div class="game-body" inert=rflag(move || handover.get().is_some() || asking.get().is_some() || confirming.get().is_some() || replaying.get())>
                <section class="board-area" aria-label="Board">
                    {show(Box::new(move || handover.get().is_none() && !replaying.get()),
                        Box::new(move || G::board(view_sig, on_action, applied.into())),
                        Box::new(|| view! { <div class="board-hidden" aria-hidden="true"></div> }.into_any()))}
                    {result_banner(Box::new(results), Box::new(move || log_pick.get().is_some()))}
                    // Shown while the map has the keyboard's focus (style/main.css); the grid's name says
                    // the same to screen readers.
                    <p class="keys-hint" aria-hidden="true">
                        "Keyboard: arrow keys move between hexes · Enter selects · Escape cancels · + − zoom, 0 fits · Tab leaves the map"
                    </p>
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
                                <strong>"Not allowed: "</strong>{crate::ui::help::linked(r, "refusal-text")}
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
                        Box::new(move || G::panels(Panels { view: view_sig, on_action, on_seal, waiting_for, refusal })),
                        Box::new(nothing))}
                    {share_panel(Box::new(move || session.with_untracked(Turn::of)), share_url, waiting_for)}
                    <div class="tools">
                        <button on:click=click(undo) disabled=rflag(move || undo_why().is_some())
                            aria-describedby="undo-why">{rtext(move || match consent() {
                                Ok(Some(o)) => format!("Undo (asks {})", the(&player_of::<G>(o))),
                                _ => "Undo".into(),
                            })}</button>
                        <button on:click=click(export)>"Export record"</button>
                        <button on:click=click(open_replay)>"Replay"</button>
                    </div>
                    <p id="undo-why" class="muted undo-why">{rtext(move || undo_why().unwrap_or_default())}</p>
                    {scenario::card(G::ID.to_string(), scenario_id.clone(), scenario_name.clone(), RwSignal::new(false))}
                    {victory::tracker(Box::new(move || session.with(|s| G::goals(&s.state, Some(shown.get())))))}
                    {auto::settings(move || confirming.track())}
                    // One log at a time: the replay shows its own.
                    {show(Box::new(move || !replaying.get()), Box::new(move || event_log(Box::new(log_lines), log_pick)), Box::new(nothing))}
                    {G::aid()}
                </aside>
            </div>
            {rview(move || handover.get().map(|s| {
                let ready = move || {
                    shown.set(s);
                    handover.set(None);
                };
                // The seat handing over (not one reopening the game) may still take back its own last action.
                let from = shown.get_untracked();
                let own = from != s && session.with_untracked(|x| x.undo_consent(from)) == Ok(None);
                let take_back = own.then(|| Box::new(move || {
                    handover.set(None);
                    undo_now();
                }) as Box<dyn Fn() + Send + Sync>);
                hand_over(player_of::<G>(s), Box::new(ready), take_back, G::BOARD_FOCUS)
            }).into_any())}
            {rview(move || asking.get().map(|o| {
                let who = player_of::<G>(o);
                let what = session.with_untracked(undo::last_in_words);
                let agree = {
                    let who = who.clone();
                    let what = what.clone();
                    move || {
                        asking.set(None);
                        let at = session.with_untracked(|s| s.history.len().saturating_sub(1));
                        undo_now();
                        if session.with_untracked(|s| s.history.len()) != at {
                            return;
                        }
                        match crate::platform::notes::add(&id.get_value(), at, undo::consent_note(&who, &what)) {
                            Ok(all) => notes.set(all),
                            Err(e) => notice.set(Some(Notice::error(format!("The consent could not be kept in the log: {e}")))),
                        }
                    }
                };
                undo::consent_dialog(who, what, Box::new(agree), Box::new(move || asking.set(None)))
            }).into_any())}
            {rview(move || confirming.get().map(|a| {
                let go = move || {
                    confirming.set(None);
                    act(a.clone());
                };
                confirm::confirm_dialog(Box::new(go), Box::new(move || confirming.set(None)))
            }).into_any())}
            {show(Box::new(move || replaying.get()), Box::new(move || {
                let close = Callback::new(move |_| replaying.set(false));
                match replay_code.get_value() {
                    Some(screen) => session.with_untracked(|s| screen(s, locals.clone(), shown.get_untracked(), close)),
                    None => nothing(),
                }
            }), Box::new(nothing))}
        </div>
    }
    .into_any()
}
