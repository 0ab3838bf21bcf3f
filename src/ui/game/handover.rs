//! The pass-and-play hand-over screen.

use crate::ui::click;
use crate::ui::table::the;
use leptos::html;
use leptos::prelude::*;

/// The full-screen cover between two people on one device: `who` ("Virunian Player") takes it over with
/// `ready()`; then the focus returns where it was, else to `board_focus`. `take_back`: the seat handing
/// over may still take back its own last action (issue 16: undo is your own).
pub(super) fn hand_over(
    who: String,
    ready: Box<dyn Fn() + Send + Sync>,
    take_back: Option<Box<dyn Fn() + Send + Sync>>,
    board_focus: &'static str,
) -> AnyView {
    let button = NodeRef::<html::Button>::new();
    crate::ui::effect(move || {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    // The rest of the screen is inert meanwhile; afterwards the focus goes back where it was, else to
    // the board's tab stop.
    let before = crate::ui::focus::active();
    on_cleanup(move || crate::ui::focus::restore(before, board_focus));
    view! {
        <div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-h"
            on:keydown=crate::ui::on_key(|e| crate::ui::focus::trap_tab(&e, ".handover"))>
            <div class="handover-box">
                <h2 id="handover-h">{format!("Pass the device to {} — tap when ready", the(&who))}</h2>
                <p>"The board stays hidden until then."</p>
                <button class="primary big" node_ref=button on:click=click(move |_| ready())>{format!("{who} ready")}</button>
                {take_back.map(|t| view! {
                    <p class="take-back">
                        <button class="secondary" on:click=click(move |_| t())>"Not yet: take back my last action"</button>
                    </p>
                })}
            </div>
        </div>
    }
    .into_any()
}
