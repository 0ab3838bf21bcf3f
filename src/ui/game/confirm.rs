//! No surprise (issue 16, point 5): an action that would roll a die or reveal what was hidden cannot be
//! undone, so the shell asks once before it, saying why; "don't ask again" keeps the answer on this
//! device (`platform::prefs`).

use crate::engine::game::Game;
use crate::ui::click;
use leptos::html;
use leptos::prelude::*;

/// Whether `action` of `seat` would roll or reveal (tried on a copy of the state: nothing is shown).
pub(super) fn cannot_be_undone<G: Game>(state: &G::State, seat: G::Seat, action: &G::Action) -> bool {
    let mut trial = state.clone();
    G::apply(&mut trial, seat, action).is_ok_and(|ev| ev.iter().any(G::blocks_undo))
}

/// Asks before such an action: `go()` or `cancel()`.
pub(super) fn confirm_dialog(go: Box<dyn Fn() + Send + Sync>, cancel: Box<dyn Fn() + Send + Sync>) -> AnyView {
    let button = NodeRef::<html::Button>::new();
    crate::ui::effect(move || {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    let cancel = std::sync::Arc::new(cancel);
    let esc = cancel.clone();
    let again = crate::ui::on_event(|ev| {
        let el: web_sys::HtmlInputElement = event_target(&ev);
        let _ = crate::platform::prefs::set_confirm(!el.checked());
    });
    view! {
        <div class="handover confirm" role="dialog" aria-modal="true" aria-labelledby="confirm-h" aria-describedby="confirm-p"
            on:keydown=crate::ui::on_key(move |e| {
                if e.key() == "Escape" { esc() } else { crate::ui::focus::trap_tab(&e, ".confirm") }
            })>
            <div class="handover-box">
                <h2 id="confirm-h">"This cannot be undone"</h2>
                <p id="confirm-p">"This action rolls a die or reveals what was hidden, so Undo cannot take it back. Go ahead?"</p>
                <div class="consent-actions">
                    <button class="primary" node_ref=button on:click=click(move |_| go())>"Go ahead"</button>
                    <button class="secondary" on:click=click(move |_| cancel())>"Cancel"</button>
                </div>
                <p class="dont-ask"><label><input type="checkbox" on:change=again/>" Don't ask again on this device"</label></p>
            </div>
        </div>
    }
    .into_any()
}
