//! The victory tracker (issue 16 point 7): each player's victory conditions and how far each is, as the
//! engine counts them for the viewing seat (`Game::goals`), as text and a progress bar. Not generic: the
//! game's part is the closure giving the goals. Markup made from the goals (`markup_panel`), not a view
//! per goal: the same for every game, and less code (issue 20).

use crate::engine::game::Goal;
use crate::ui::{elem, esc_attr, markup_panel};
use leptos::prelude::*;

/// The tracker card; `goals()` gives the viewing seat's goals now (nothing is drawn for a game without).
pub(super) fn tracker(goals: Box<dyn Fn() -> Vec<Goal> + Send + Sync>) -> AnyView {
    let goals = Memo::new(move |_| goals());
    markup_panel(
        "card victory",
        "victory-h",
        Box::new(move || goals.with(|g| !g.is_empty())),
        Box::new(move || goals.with(|g| markup(g))),
        Box::new(|_| {}),
    )
}

/// The heading and one item per goal: who, what it needs, `have / of` and its bar, labelled with all of
/// that for assistive tech.
fn markup(goals: &[Goal]) -> String {
    let mut o = String::from("<h2 id=\"victory-h\">Victory</h2><ul class=\"goals\">");
    for g in goals {
        let count = format!("{} / {}", g.have, g.of);
        o.push_str(if g.have >= g.of { "<li class=\"goal met\">" } else { "<li class=\"goal\">" });
        o.push_str("<div class=\"goal-text\">");
        elem(&mut o, "span", " class=\"goal-who\"", g.player);
        o.push(' ');
        elem(&mut o, "span", " class=\"goal-needs\"", &g.needs);
        o.push(' ');
        elem(&mut o, "span", " class=\"goal-case\"", &format!("({})", g.case));
        o.push_str(&format!("</div><div class=\"goal-bar\"><progress max=\"{}\" value=\"{}\" aria-label=\"", g.of, g.have.min(g.of)));
        esc_attr(&mut o, &format!("{}: {} — {count} ({})", g.player, g.needs, g.case));
        o.push_str("\"></progress>");
        elem(&mut o, "span", " class=\"goal-count\"", &count);
        o.push_str("</div></li>");
    }
    o.push_str("</ul>");
    o
}
