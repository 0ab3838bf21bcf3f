//! The scenario description card (issue 16 point 7): the engine's set-up, special rules, victory and
//! length of a scenario (`Game::about`), in the lobby's new-game form and, folded, in the game's panels.

use crate::engine::game::About;
use leptos::prelude::*;

/// The card of scenario `name`, folded unless `open` (nothing for a scenario without one).
pub(crate) fn card(name: String, about: Option<About>, open: bool) -> AnyView {
    let Some(a) = about else { return ().into_any() };
    let part = |title: &'static str, text: &'static str| view! { <dt>{title}</dt><dd>{text}</dd> };
    view! {
        <details class="card scenario-card" open=open>
            <summary><h2 class="scenario-h">{format!("Scenario: {name}")}</h2></summary>
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
