//! The replay: a game stepped through action by action and Game-Turn by Game-Turn (`engine::replay`),
//! read-only, as one seat played on this device saw it then: the game's own board fed that seat's view
//! of the step, the shared event log up to the step with each roll's odds (`Game::odds`), and the odds of
//! the rolls of the step's action. Nothing here changes the game or its save.
//!
//! Each game's replay is a wasm chunk of its own (`<game>_replay`, [`replay_chunk!`](crate::replay_chunk),
//! issue 20), fetched when the replay first opens, so that opening a game does not fetch it.

use super::handover::hand_over;
use super::log::event_log;
use super::{Applied, Screen};
use crate::engine::game::{Game, Status};
use crate::engine::odds::Odds;
use crate::engine::record::{Entry, Session};
use crate::engine::replay::Replay;
use crate::ui::table::player_of;
use crate::ui::{click, esc, on_event, on_key, rflag, rtext, rview};
use leptos::html;
use leptos::prelude::*;
use std::fmt::Write;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// A game's replay screen: [`replay_screen`] for its type.
pub type ReplayScreen<G> = fn(&Session<G>, Vec<<G as Game>::Seat>, <G as Game>::Seat, Callback<()>) -> AnyView;
/// A game's replay screen being fetched: `None` if its chunk cannot be.
pub type ReplayLoading<G> = Pin<Box<dyn Future<Output = Option<ReplayScreen<G>>>>>;

/// In a game's `Screen` impl, its `replay`: `replay_chunk!($split, Type)`: [`replay_screen`] is reached
/// through a split point named `$split` (the chunk `starshift-<split>-<hash>.wasm`, `scripts/split.mjs`,
/// which fetches the replay's stylesheet with it), so that it stays out of the game's own chunk and of the
/// shell's.
#[macro_export]
macro_rules! replay_chunk {
    ($split:ident, $game:ty) => {
        fn replay() -> $crate::ui::game::ReplayLoading<$game> {
            #[leptos::wasm_split::wasm_split($split, wasm_split_path = leptos::wasm_split, fallible)]
            fn screen() -> Result<$crate::ui::game::ReplayScreen<$game>, $crate::ui::table::Unfetched> {
                Ok($crate::ui::game::replay_screen::<$game>)
            }
            Box::pin(async { screen().await.ok() })
        }
    };
}

type Line = ((usize, usize), String);
type Lines = Arc<Vec<Line>>;

/// What the replay reads, fixed when it opens.
struct Data<G: Game> {
    /// Its game replayed: the history, and the last state, which names what the log's events name by key
    /// (`Game::describe_in`).
    replay: Replay<G>,
    /// `ends[k]`: how many events the first `k` actions caused (the log's length at step `k`).
    ends: Vec<usize>,
}

impl<G: Game> Data<G> {
    fn entries(&self) -> &[Entry<G>] {
        &self.replay.game.history
    }

    fn last(&self) -> &G::State {
        &self.replay.game.state
    }
}

/// The replay over the game screen, at its last step. `session` is the game as it stands (replayed here);
/// `locals` the seats played on this device; `shown` the seat the game screen shows. A seat played here
/// views it (every seat once the game is over); in pass-and-play, the device is handed over before
/// another seat's view is shown. `close` returns to the game. The game's part is here; the screen itself,
/// the same for every game, is [`shell`].
pub fn replay_screen<G: Screen>(session: &Session<G>, locals: Vec<G::Seat>, shown: G::Seat, close: Callback<()>) -> AnyView {
    // The board's own contexts (e.g. DeltaVee's selection), apart from the game screen's.
    G::prepare();
    let replay = match Replay::new(session) {
        Ok(r) => r,
        Err(e) => return view! { <p class="notice error" role="alert">{format!("This game cannot be replayed: {e}")}</p> }.into_any(),
    };
    let over = G::status(&session.state).result.is_some();
    let mut seats = if over { G::seats_of(&session.scenario).to_vec() } else { locals.clone() };
    if seats.is_empty() {
        seats.push(shown);
    }
    let n = replay.len();
    let ends = std::iter::once(0)
        .chain(replay.game.history.iter().scan(0, |t, e| {
            *t += e.events.len();
            Some(*t)
        }))
        .collect();
    let last = replay.game.state.clone();
    let data = Arc::new(Data { replay, ends });
    let seats: Arc<Vec<G::Seat>> = Arc::new(seats);

    let step = RwSignal::new(n);
    let seat = RwSignal::new(seats.iter().position(|&s| s == shown).unwrap_or(0));
    let at = {
        let seats = seats.clone();
        move |i: usize| seats[i.min(seats.len() - 1)]
    };
    // The seat's view of the step, made once per change (a view lists every legal action: not cheap).
    let view = RwSignal::new(G::view(&last, at(seat.get_untracked())));
    let state = RwSignal::new(last);
    let a = at.clone();
    let show_seat = Callback::new(move |i: usize| {
        view.set(state.with_untracked(|st| G::view(st, a(i))));
        seat.set(i);
    });
    // One action forward is shown as the board shows a move in play (DeltaVee's slide, its camera
    // following); after a jump the board is drawn afresh, its camera on the position as at the start.
    let applied = RwSignal::new(None::<Arc<Applied<G>>>);
    let board_key = RwSignal::new(0u32);
    let d = data.clone();
    let a = at.clone();
    // To step `k`; `redraw`: a jump that draws the board afresh (not while the slider is dragged).
    let go = Callback::new(move |(k, redraw): (usize, bool)| {
        let k = k.min(n);
        let from = step.get_untracked();
        if k == from {
            // The slider let go where it was dragged to.
            if redraw {
                board_key.update(|b| *b += 1);
            }
            return;
        }
        let before = (k == from + 1).then(|| view.get_untracked());
        let st = d.replay.state_at(k);
        view.set(G::view(&st, a(seat.get_untracked())));
        state.set(st);
        step.set(k);
        match before {
            Some(before) => applied.set(Some(Arc::new(Applied { before, events: G::board_events(&d.entries()[k - 1].events) }))),
            None if redraw => board_key.update(|b| *b += 1),
            None => {}
        }
    });
    let d = data.clone();
    let turn = Callback::new(move |on: bool| {
        let k = step.get_untracked();
        go.run((if on { d.replay.next_turn(k) } else { d.replay.prev_turn(k) }, true));
    });

    // Every line of the log as the seat read it, with the odds of each roll, kept for the seat last asked.
    let cache = StoredValue::new(None::<(usize, Lines)>);
    let (d, a) = (data.clone(), at.clone());
    let lines_of = move |i: usize| -> Lines {
        if let Some((_, l)) = cache.get_value().filter(|(c, _)| *c == i) {
            return l;
        }
        let s = a(i);
        let l: Lines = Arc::new(
            d.entries()
                .iter()
                .enumerate()
                .flat_map(|(i, e)| e.events.iter().enumerate().map(move |(j, ev)| ((i, j), ev)))
                .map(|(at, ev)| {
                    let mut line = G::describe_in(d.last(), ev, Some(s));
                    if let Some(o) = G::odds(ev, Some(s)) {
                        line.push(' ');
                        line.push_str(&o.text());
                    }
                    (at, line)
                })
                .collect(),
        );
        cache.set_value(Some((i, l.clone())));
        l
    };
    // The replay's own log entry chosen: its marks on the replay's board (ui::board::marks).
    let pick = RwSignal::new(None::<super::log::Place>);
    let (d, a) = (data.clone(), at.clone());
    provide_context(crate::ui::board::marks::LogMarks(Signal::derive(move || {
        let p = pick.get()?;
        super::log::marks_at::<G>(d.entries(), p, a(seat.get()))
    })));
    let d = data.clone();
    let log_lines = move || {
        let all = lines_of(seat.get());
        all[..d.ends[step.get()]].to_vec()
    };
    let d = data.clone();
    let where_line = move || match step.get() {
        0 => format!("As set up, before any action (0 of {n})"),
        k => format!("Action {k} of {n}, by {}", player_of::<G>(d.entries()[k - 1].seat)),
    };
    let status_line = move || match state.with(G::status) {
        Status { result: Some(_), .. } => "Replay: game over".to_string(),
        st => format!("Replay: {} · {}", crate::ui::game_turn(st.turn), st.phase),
    };
    let (d, a) = (data.clone(), at.clone());
    let odds_html = move || {
        let k = step.get();
        let events = if k == 0 { &[][..] } else { &d.entries()[k - 1].events[..] };
        rolls_html::<G>(d.last(), events, a(seat.get()))
    };
    shell(Shell {
        n,
        step,
        seats: seats.iter().map(|&s| player_of::<G>(s)).collect(),
        seat,
        cover: !over && locals.len() > 1,
        go,
        turn,
        show_seat,
        close,
        board_focus: G::BOARD_FOCUS,
        board: Box::new(move || {
            board_key.track();
            untrack(|| G::board(view.into(), Callback::new(|_| {}), applied.into()))
        }),
        status_line: Box::new(status_line),
        where_line: Arc::new(where_line),
        log_lines: Box::new(log_lines),
        pick,
        odds_html: Box::new(odds_html),
    })
}

/// What the replay screen shows and does, for any game.
struct Shell {
    /// The last step.
    n: usize,
    step: RwSignal<usize>,
    /// The seats it may be viewed as, in words, and the one viewing (an index).
    seats: Vec<String>,
    seat: RwSignal<usize>,
    /// Hand the device over before another seat's view.
    cover: bool,
    go: Callback<(usize, bool)>,
    /// On (true) or back a Game-Turn.
    turn: Callback<bool>,
    show_seat: Callback<usize>,
    close: Callback<()>,
    board_focus: &'static str,
    /// The board at the step, drawn afresh whenever it is called.
    board: Box<dyn Fn() -> AnyView + Send + Sync>,
    status_line: Box<dyn Fn() -> String + Send + Sync>,
    where_line: Arc<dyn Fn() -> String + Send + Sync>,
    log_lines: Box<dyn Fn() -> Vec<Line> + Send + Sync>,
    pick: RwSignal<Option<super::log::Place>>,
    odds_html: Box<dyn Fn() -> String + Send + Sync>,
}

/// The replay screen: the game screen's layout (its top bar, board area and panels), the step controls,
/// the dice of the step's action and the log.
fn shell(p: Shell) -> AnyView {
    let Shell { n, step, seats, seat, cover, go, turn, show_seat, close, board_focus, board, status_line, where_line, log_lines, pick, odds_html } = p;
    let handover = RwSignal::new(None::<usize>);
    let slider = NodeRef::<html::Input>::new();
    // A step button disabled by the step (First, Last…) drops the focus: the slider takes it.
    let keep_focus = move || {
        crate::ui::focus::after_render(move || {
            let lost = document().active_element().is_none_or(|e| e.tag_name() == "BODY" || e.has_attribute("disabled"));
            if let (true, Some(s)) = (lost, slider.get_untracked()) {
                let _ = s.focus();
            }
        });
    };
    let step_to = move |k: usize, redraw: bool| {
        go.run((k, redraw));
        keep_focus();
    };
    let at_start = move || step.get() == 0;
    let at_end = move || step.get() == n;

    crate::ui::effect(move || {
        if let Some(s) = slider.get() {
            let _ = s.focus();
        }
    });
    let before = crate::ui::focus::active();
    on_cleanup(move || crate::ui::focus::restore(before, board_focus));

    let seat_picker = (seats.len() > 1).then(|| {
        let ids: Vec<String> = (0..seats.len()).map(|i| i.to_string()).collect();
        let options = crate::ui::options(ids.iter().map(String::as_str).zip(seats.iter().map(String::as_str)), "");
        let pick = move |ev: leptos::ev::Event| {
            let Ok(i) = event_target_value(&ev).parse::<usize>() else { return };
            if i == seat.get_untracked() {
                return;
            }
            if cover {
                handover.set(Some(i));
            } else {
                show_seat.run(i);
            }
        };
        view! {
            <label class="replay-seat">
                <span>"As seen by"</span>
                // The options first, then the value that picks one of them.
                <select on:change=on_event(pick) inner_html=options prop:value=rtext(move || seat.get().to_string())></select>
            </label>
        }
    });
    let one_seat = (seats.len() == 1).then(|| view! { <div class="viewing">{format!("As seen by {}", seats[0])}</div> });
    let names = seats.clone();
    let w = where_line.clone();

    view! {
        <div class="game replay" role="dialog" aria-modal="true" aria-labelledby="replay-title"
            inert=rflag(move || handover.get().is_some())
            on:keydown=on_key(move |e| if e.key() == "Escape" { close.run(()) } else { crate::ui::focus::trap_tab(&e, ".replay") })>
            <header class="topbar">
                <button class="back" on:click=click(move |_| close.run(()))>"← Back to the game"</button>
                <div class="status" role="status" aria-live="polite">
                    <div class="status-main" id="replay-title">{rtext(status_line)}</div>
                    <div class="status-sub">{rtext(move || w())}</div>
                </div>
            </header>
            <div class="game-body">
                <section class="board-area" aria-label="Board at this step">
                    {rview(move || match handover.get() {
                        None => board(),
                        Some(_) => view! { <div class="board-hidden" aria-hidden="true"></div> }.into_any(),
                    })}
                </section>
                <aside class="panels" aria-label="Replay panels">
                    <section class="card replay-controls" aria-labelledby="replay-steps-h">
                        <h2 id="replay-steps-h">"Step through the game"</h2>
                        <div class="replay-steps">
                            <button on:click=click(move |_| step_to(0, true)) disabled=rflag(at_start)>"First"</button>
                            <button on:click=click(move |_| { turn.run(false); keep_focus() }) disabled=rflag(at_start)>"« Turn"</button>
                            <button on:click=click(move |_| step_to(step.get_untracked().saturating_sub(1), false)) disabled=rflag(at_start)>"‹ Back"</button>
                            <button on:click=click(move |_| step_to(step.get_untracked() + 1, false)) disabled=rflag(at_end)>"Forward ›"</button>
                            <button on:click=click(move |_| { turn.run(true); keep_focus() }) disabled=rflag(at_end)>"Turn »"</button>
                            <button on:click=click(move |_| step_to(n, true)) disabled=rflag(at_end)>"Last"</button>
                        </div>
                        <label class="replay-slide">
                            <span class="visually-hidden">"Step"</span>
                            <input type="range" class="replay-slider" node_ref=slider min="0" max=n.to_string()
                                prop:value=rtext(move || step.get().to_string())
                                aria-valuetext=rtext(move || where_line())
                                on:input=on_event(move |ev| go.run((event_target_value(&ev).parse().unwrap_or(0), false)))
                                on:change=on_event(move |ev| go.run((event_target_value(&ev).parse().unwrap_or(0), true)))/>
                        </label>
                        {seat_picker}
                        {one_seat}
                    </section>
                    <section class="card replay-odds" aria-labelledby="replay-odds-h">
                        <h2 id="replay-odds-h">"Dice of this action"</h2>
                        <div inner_html=rtext(odds_html)></div>
                    </section>
                    {event_log(log_lines, pick)}
                </aside>
            </div>
        </div>
        {rview(move || handover.get().map(|i| {
            let ready = move || {
                show_seat.run(i);
                handover.set(None);
            };
            hand_over(names[i].clone(), Box::new(ready), None, ".replay .back")
        }).into_any())}
    }
    .into_any()
}

/// The odds of each roll among `events` as `seat` knows them, as markup (engine words, escaped): the roll
/// in words, then each outcome with its faces and chance, the one that came up marked.
fn rolls_html<G: Game>(last: &G::State, events: &[G::Event], seat: G::Seat) -> String {
    let mut o = String::new();
    for ev in events {
        let Some(odds) = G::odds(ev, Some(seat)) else { continue };
        o.push_str("<figure class=\"odds-roll\"><figcaption>");
        esc(&mut o, &G::describe_in(last, ev, Some(seat)));
        o.push_str("</figcaption><table class=\"odds-table\"><thead><tr><th scope=\"col\">Outcome</th><th scope=\"col\">Faces</th><th scope=\"col\">Chance</th></tr></thead><tbody>");
        outcome_rows(&mut o, &odds);
        o.push_str("</tbody></table></figure>");
    }
    if o.is_empty() {
        o.push_str("<p class=\"muted\">No die was rolled in this action.</p>");
    }
    o
}

fn outcome_rows(o: &mut String, odds: &Odds) {
    let came = odds.came();
    for (i, x) in odds.outcomes.iter().enumerate() {
        let hit = came == Some(i);
        o.push_str(if hit { "<tr class=\"came\"><th scope=\"row\">" } else { "<tr><th scope=\"row\">" });
        esc(o, &x.what);
        if hit {
            let _ = write!(o, " <span class=\"came-mark\">rolled {}</span>", odds.face);
        }
        let faces = if x.lo == x.hi { x.lo.to_string() } else { format!("{}–{}", x.lo, x.hi) };
        let pct = x.faces() * 100 / odds.sides.max(1);
        let _ = write!(
            o,
            "</th><td>{faces}</td><td><svg class=\"odds-bar\" viewBox=\"0 0 100 8\" aria-hidden=\"true\"><rect width=\"100\" height=\"8\"/><rect class=\"odds-fill\" width=\"{pct}\" height=\"8\"/></svg> {}</td></tr>",
            odds.chance(x.faces())
        );
    }
}
