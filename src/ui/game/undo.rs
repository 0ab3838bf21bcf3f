//! Undo is your own (issue 16, point 6): the seat on this device takes back its own actions of its
//! current turn (`Session::undo_consent`); another seat's action needs that seat's player to agree on
//! this device, which the log keeps (`platform::notes`). Nothing crosses a roll or a reveal.

use crate::engine::game::Game;
use crate::engine::record::Session;
use crate::ui::click;
use crate::ui::table::the;
use leptos::html;
use leptos::prelude::*;

/// The undone action in public words, for the consent and its note (never a secret: `describe(.., None)`).
pub(super) fn last_in_words<G: Game>(s: &Session<G>) -> String {
    let words: Vec<String> = s.history.last().map_or(Vec::new(), |e| {
        e.events.iter().map(|ev| G::describe_in(&s.state, ev, None)).filter(|w| !w.is_empty()).collect()
    });
    if words.is_empty() {
        "their last action".into()
    } else {
        words.join(" ")
    }
}

/// The log's note for an undo made with `who`'s consent.
pub(super) fn consent_note(who: &str, what: &str) -> String {
    format!("Undone with {}'s consent, given on this device: {what}", the(who))
}

/// The event log's lines with the notes put in place: a note written when the record held `at` actions
/// comes before the events of action `at` (after them all when the record is that short now).
pub(super) fn with_notes(lines: Vec<((usize, usize), String)>, notes: &[(usize, String)]) -> Vec<((usize, usize), String)> {
    if notes.is_empty() {
        return lines;
    }
    let mut out = Vec::with_capacity(lines.len() + notes.len());
    let mut pending: Vec<(usize, usize, &String)> = notes.iter().enumerate().map(|(k, (at, t))| (*at, k, t)).collect();
    crate::ui::sort_by_key(&mut pending, |n| crate::ui::pair_key(n.0 as i32, n.1 as i32));
    let mut next = pending.into_iter().peekable();
    for line in lines {
        while let Some((at, k, t)) = next.next_if(|n| n.0 <= line.0 .0) {
            out.push(((at, usize::MAX - k), t.clone()));
        }
        out.push(line);
    }
    out.extend(next.map(|(at, k, t)| ((at, usize::MAX - k), t.clone())));
    out
}

/// Asks `who` ("Virunian Player"), handed the device, to agree to undo `what`; `agree()` or `cancel()`.
pub(super) fn consent_dialog(
    who: String,
    what: String,
    agree: Box<dyn Fn() + Send + Sync>,
    cancel: Box<dyn Fn() + Send + Sync>,
) -> AnyView {
    let button = NodeRef::<html::Button>::new();
    crate::ui::effect(move || {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    let cancel = std::sync::Arc::new(cancel);
    let esc = cancel.clone();
    view! {
        <div class="handover consent" role="dialog" aria-modal="true" aria-labelledby="consent-h" aria-describedby="consent-p"
            on:keydown=crate::ui::on_key(move |e| {
                if e.key() == "Escape" { esc() } else { crate::ui::focus::trap_tab(&e, ".consent") }
            })>
            <div class="handover-box">
                <h2 id="consent-h">{format!("Undo {}'s action? Only they may agree", the(&who))}</h2>
                <p id="consent-p">{format!("You may take back only your own actions of your turn. This one is {}'s: {what} Pass the device to {} to agree; the log keeps it.", the(&who), the(&who))}</p>
                <div class="consent-actions">
                    <button class="primary" on:click=click(move |_| agree())>{format!("{who}: I agree, undo it")}</button>
                    <button class="secondary" node_ref=button on:click=click(move |_| cancel())>"Cancel"</button>
                </div>
            </div>
        </div>
    }
    .into_any()
}
