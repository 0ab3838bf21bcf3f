//! The scenario description card (issue 16 point 7): the engine's set-up, special rules, victory and
//! length of a scenario (`Game::about`), in the lobby's new-game form and in the game's panels.
//!
//! Folded at first in both: open in the lobby, its four paragraphs pushed the seats and "Start game"
//! below the fold at 390×844 and 1366×768.

use crate::engine::game::About;
use leptos::html;
use leptos::prelude::*;

/// The card of scenario `name` (nothing for a scenario without one). `open` holds whether it is unfolded,
/// so the lobby's card stays open while the player tries other scenarios.
pub(crate) fn card(name: String, about: Option<About>, open: RwSignal<bool>) -> AnyView {
    let Some(a) = about else { return ().into_any() };
    let part = |title: &'static str, text: &'static str| view! { <dt>{title}</dt><dd>{text}</dd> };
    let details = NodeRef::<html::Details>::new();
    let toggled = move |_| {
        if let Some(d) = details.get_untracked() {
            open.set(d.open());
        }
    };
    view! {
        <details class="card scenario-card" open=open.get_untracked() node_ref=details on:toggle=toggled>
            <summary>
                <h2 class="scenario-h">{format!("Scenario: {name}")}</h2>
                <span class="scenario-more">"set-up, special rules, victory, length"</span>
            </summary>
            <dl class="scenario-about">
                {part("Set-up", a.setup)}
                {part("Special rules", a.rules)}
                {part("Victory", a.victory)}
                {part("Length", a.length)}
            </dl>
        </details>
    }
    .into_any()
}
