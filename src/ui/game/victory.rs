//! The victory tracker (issue 16 point 7): each player's victory conditions and how far each is, as the
//! engine counts them for the viewing seat (`Game::goals`), as text and a progress bar. Not generic: the
//! game's part is the closure giving the goals.

use crate::engine::game::Goal;
use crate::ui::rview;
use leptos::prelude::*;

/// The tracker card; `goals()` gives the viewing seat's goals now (nothing is drawn for a game without).
pub(super) fn tracker(goals: Box<dyn Fn() -> Vec<Goal> + Send + Sync>) -> AnyView {
    let goals = Memo::new(move |_| goals());
    view! {
        <section class="card victory" aria-labelledby="victory-h" class:empty=move || goals.with(Vec::is_empty)>
            <h2 id="victory-h">"Victory"</h2>
            <ul class="goals">{rview(move || goals.get().into_iter().map(goal).collect_view().into_any())}</ul>
        </section>
    }
    .into_any()
}

/// One goal: who, what it needs, `have / of` and its bar, labelled with all of that for assistive tech.
fn goal(g: Goal) -> impl IntoView {
    let met = g.have >= g.of;
    let count = format!("{} / {}", g.have, g.of);
    let label = format!("{}: {} — {count} ({})", g.player, g.needs, g.case);
    view! {
        <li class="goal" class:met=met>
            <div class="goal-text">
                <span class="goal-who">{g.player}</span>" "
                <span class="goal-needs">{g.needs}</span>" "
                <span class="goal-case">"(" {g.case} ")"</span>
            </div>
            <div class="goal-bar">
                <progress max=g.of.to_string() value=g.have.min(g.of).to_string() aria-label=label></progress>
                <span class="goal-count">{count}</span>
            </div>
        </li>
    }
}
