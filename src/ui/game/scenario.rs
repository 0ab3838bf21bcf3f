//! The scenario description card (issue 16 point 7): the engine's set-up, special rules, victory and
//! length of a scenario (`Game::about`), in the lobby's new-game form and in the game's panels.
//!
//! Folded at first in both: open in the lobby, its four paragraphs pushed the seats and "Start game"
//! below the fold at 390×844 and 1366×768. The text comes with the game's help, not its code (issue 20):
//! each card fetches it when first unfolded, the lobby's with the game's code.

use crate::engine::game::About;
use crate::ui::rtext;
use crate::ui::table::Table;
use leptos::html;
use leptos::prelude::*;
use leptos::task::spawn_local;

/// The card of `game`'s `scenario` (`name`), in the lobby's new-game form and in the game's panels: its
/// text comes with the game's help, fetched (with the game's code, for the lobby's) the first time it is
/// unfolded (at once if `open`), and again on the next unfolding if that failed. `open` holds whether it
/// is unfolded, so the lobby's stays open while the player tries other games and scenarios.
pub(crate) fn card(game: String, scenario: String, name: String, open: RwSignal<bool>) -> AnyView {
    let text = RwSignal::new(None::<Result<Option<About>, String>>);
    let fetch = move || {
        if matches!(text.get_untracked(), Some(Ok(_))) {
            return;
        }
        let (game, scenario) = (game.clone(), scenario.clone());
        spawn_local(async move {
            let about = Table::about(&game, &scenario).await;
            let _ = text.try_set(Some(about));
        });
    };
    if open.get_untracked() {
        fetch();
    }
    let body = view! { <div inner_html=rtext(move || text.with(markup))></div> };
    frame(name, open, Box::new(fetch), body.into_any())
}

/// The card's body as markup (one string, not a view's code per state): the four parts, or why not.
fn markup(text: &Option<Result<Option<About>, String>>) -> String {
    let mut o = String::new();
    match text {
        None => o.push_str("<p class=\"muted\" role=\"status\">Fetching the scenario\u{2019}s description\u{2026}</p>"),
        Some(Ok(Some(a))) => {
            o.push_str("<dl class=\"scenario-about\">");
            for (title, text) in [("Set-up", a.setup), ("Special rules", a.rules), ("Victory", a.victory), ("Length", a.length)] {
                o.push_str("<dt>");
                o.push_str(title);
                o.push_str("</dt><dd>");
                crate::ui::esc(&mut o, text);
                o.push_str("</dd>");
            }
            o.push_str("</dl>");
        }
        Some(Ok(None)) => o.push_str("<p class=\"muted\">This scenario has no description.</p>"),
        Some(Err(e)) => crate::ui::elem(&mut o, "p", " class=\"muted\" role=\"alert\"", e),
    }
    o
}

/// The folding card around `body`; `unfolded` runs each time it opens.
fn frame(name: String, open: RwSignal<bool>, unfolded: Box<dyn Fn() + Send + Sync>, body: AnyView) -> AnyView {
    let details = NodeRef::<html::Details>::new();
    let toggled = move |_| {
        if let Some(d) = details.get_untracked() {
            open.set(d.open());
            if d.open() {
                unfolded();
            }
        }
    };
    view! {
        <details class="card scenario-card" open=open.get_untracked() node_ref=details on:toggle=toggled>
            <summary>
                <h2 class="scenario-h">{format!("Scenario: {name}")}</h2>
                <span class="scenario-more">"set-up, special rules, victory, length"</span>
            </summary>
            {body}
        </details>
    }
    .into_any()
}
