//! "Share turn": the link to the position, for the next player who must act — through the system share
//! sheet where the browser has one, else copied; by mail with a one-line summary; as a QR code for a device
//! at the same table; and, past the length mail and chat programs keep clickable, as a file holding the link.
//! The panel is here; what its buttons do is in `sharing`, a chunk fetched on the first click.

use super::sharing::{self, Ways};
use crate::engine::game::{player, Game};
use crate::engine::link;
use crate::engine::record::Session;
use crate::platform::share;
use crate::ui::export;
use crate::ui::{and_list, click, nothing, rflag, rtext, rview, show};
use leptos::html;
use leptos::prelude::*;
use std::sync::Arc;

/// Many mail and chat programs stop making a link clickable past about this many characters.
pub const CLICKABLE_CHARS: usize = 2000;

/// What sharing a position needs: its link's body (deflated when shared), a one-line summary, and the
/// name of the file that holds the link when it is too long to click (`ui::export`).
pub(super) struct Turn {
    pub body: Vec<u8>,
    /// "StarGate, Game-Turn 3, Coalition to move".
    pub summary: String,
    pub file_name: String,
}

impl Turn {
    pub fn of<G: Game>(s: &Session<G>) -> Turn {
        let st = s.status();
        // "Coalition Player" → "Coalition" (`strip_suffix`: `trim_end_matches` brings a string searcher).
        let name = |p: &str| p.strip_suffix(" Player").unwrap_or(p).to_string();
        let to_act: Vec<String> = G::to_act(&s.state).into_iter().map(|x| name(player::<G>(x))).collect();
        let summary = match st.result {
            Some(r) => format!("{}, game over: {r}", G::NAME),
            None if to_act.is_empty() => format!("{}, {}", G::NAME, crate::ui::game_turn(st.turn)),
            None => format!("{}, {}, {} to move", G::NAME, crate::ui::game_turn(st.turn), and_list(&to_act)),
        };
        Turn {
            body: link::body(s),
            summary,
            file_name: export::file_name(G::ID, st.turn),
        }
    }
}

/// "2,340".
fn thousands(n: usize) -> String {
    let d = n.to_string();
    let mut out = String::new();
    for (i, c) in d.chars().enumerate() {
        if i > 0 && (d.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// What the link's length means for sending it.
pub fn length_note(chars: usize) -> String {
    if chars > CLICKABLE_CHARS {
        format!(
            "This link is {} characters, longer than the {} many mail and chat programs keep clickable. Send the \
             game as a file instead: the other player opens it with \u{201c}Import a game record\u{201d}.",
            thousands(chars),
            thousands(CLICKABLE_CHARS)
        )
    } else {
        format!("This link is {} characters: short enough for mail and chat.", thousands(chars))
    }
}

/// The share panel's state, which the ways of sharing read and set.
#[derive(Clone, Copy)]
pub(super) struct Panel {
    /// The link's field, selected for copying by hand.
    pub field: NodeRef<html::Input>,
    /// What the last way of sharing did.
    pub said: RwSignal<Option<String>>,
    /// The link to the position, once made; `None` again after every change.
    pub share_url: RwSignal<Option<String>>,
    pub qr_open: RwSignal<bool>,
    /// The QR code (SVG markup, `None` for a link too long for one) of the link it was made for.
    pub qr: RwSignal<Option<(String, Option<String>)>>,
    /// The file name and link of the position shared last, for the file.
    pub made: StoredValue<Option<(String, String)>>,
    pub waiting_for: Signal<Option<String>>,
}

/// The share panel. `turn` makes the position's link (it replays the game, so only when asked).
pub(super) fn share_panel(
    turn: Box<dyn Fn() -> Turn + Send + Sync>,
    share_url: RwSignal<Option<String>>,
    waiting_for: Signal<Option<String>>,
) -> AnyView {
    let p = Panel {
        field: NodeRef::new(),
        said: RwSignal::new(None),
        share_url,
        qr_open: RwSignal::new(false),
        qr: RwSignal::new(None),
        made: StoredValue::new(None),
        waiting_for,
    };
    let Panel { field, said, qr_open, qr, .. } = p;
    let turn: Arc<dyn Fn() -> Turn + Send + Sync> = turn.into();
    // Each button takes the position as it is when clicked, then runs its way once the chunk is there.
    let with_turn = move |way: fn(&Ways) -> fn(Panel, Turn)| {
        let turn = turn.clone();
        move |_| {
            let t = turn();
            sharing::run(p, move |w| way(w)(p, t));
        }
    };
    let share = with_turn(|w| w.share);
    let email = with_turn(|w| w.email);
    let make_qr = with_turn(|w| w.qr);
    // The QR code: closed if open; else shown for the link made last, or for a link made now.
    let toggle_qr = move |ev| {
        if qr_open.get_untracked() {
            qr_open.set(false);
        } else if share_url.with_untracked(|u| u.is_some()) {
            sharing::run(p, move |w| (w.show_qr)(p));
        } else {
            make_qr(ev);
        }
    };
    let save_file = move |_| sharing::run(p, move |w| (w.save_file)(p));
    let sheet = share::has_sheet();
    let long = move || share_url.with(|u| u.as_ref().is_some_and(|u| u.chars().count() > CLICKABLE_CHARS));

    view! {
        <section class="card share" class:urgent=rflag(move || waiting_for.get().is_some()) aria-labelledby="share-h">
            <h2 id="share-h" class="visually-hidden">"Share"</h2>
            <div class="share-ways">
                <button class=rtext(move || if waiting_for.get().is_some() { "primary".into() } else { String::new() })
                    on:click=click(share)>{if sheet { "Share turn" } else { "Share turn (copy link)" }}</button>
                <button on:click=click(email)>"Email this turn"</button>
                <button aria-expanded=rtext(move || qr_open.get().to_string()) aria-controls="share-qr"
                    on:click=click(toggle_qr)>"QR code"</button>
            </div>
            <p class="copied" role="status">{rtext(move || said.get().unwrap_or_default())}</p>
            {show(Box::new(move || share_url.get().is_some()), Box::new(move || view! {
                <label class="field">
                    <span>"Link to this position"</span>
                    <input type="text" readonly node_ref=field prop:value=rtext(move || share_url.get().unwrap_or_default())
                        on:focus=move |ev| { let i: web_sys::HtmlInputElement = event_target(&ev); i.select(); }/>
                </label>
                <p class="link-length" class:too-long=rflag(long)>
                    {rtext(move || share_url.with(|u| u.as_ref().map(|u| length_note(u.chars().count())).unwrap_or_default()))}
                </p>
                {show(Box::new(long), Box::new(move || view! {
                    <button on:click=click(save_file)>"Save the game as a file"</button>
                }.into_any()), Box::new(nothing))}
            }.into_any()), Box::new(nothing))}
            <div id="share-qr" class="share-qr" hidden=rflag(move || !qr_open.get() || share_url.with(|u| u.is_none()))>
                // The code of the link shown, never of one made before.
                {rview(move || match (qr_open.get(), share_url.get(), qr.get()) {
                    (true, Some(url), Some((of, code))) if of == url => match code {
                        Some(svg) => view! {
                            <figure>
                                <div class="qr" inner_html=svg></div>
                                <figcaption>"Scan it with the other device\u{2019}s camera to open this position there."</figcaption>
                            </figure>
                        }.into_any(),
                        None => view! { <p>"This link is too long for a QR code: send it or save the game as a file."</p> }.into_any(),
                    },
                    _ => nothing(),
                })}
            </div>
            <p class="trust muted">
                "A link carries the game\u{2019}s seed: whoever opens it can try moves in another tab and see the \
                 coming dice and draws before playing for real. Share with players you trust; Starshift names a \
                 reply that retakes a turn."
            </p>
        </section>
    }
    .into_any()
}
