//! The enlarged counter (issue 16 point 7): the tapped or selected counter drawn large, with its values
//! spelled out, over a corner of the board. It takes no pointer events, so taps on the map under it still
//! select and move (play stays as fast as before); it names itself ("Enlarged counter: …") for screen
//! readers. Each game's board gives the face's markup and the rows, all from its engine view. Styles:
//! `style/counter.css`.

use crate::ui::{esc, nothing, rview};
use leptos::prelude::*;

/// One counter, enlarged: its face as SVG markup drawn in `view_box`, its name, and its values in words
/// (label, value), in order.
#[derive(Clone, PartialEq)]
pub struct Card {
    pub face: String,
    pub view_box: &'static str,
    pub name: String,
    pub rows: Vec<(&'static str, String)>,
}

fn markup(c: &Card) -> String {
    let mut o = String::with_capacity(1024);
    o.push_str("<svg class=\"counter-big\" viewBox=\"");
    o.push_str(c.view_box);
    o.push_str("\" aria-hidden=\"true\">");
    o.push_str(&c.face);
    o.push_str("</svg><div class=\"counter-facts\"><p class=\"counter-name\">");
    esc(&mut o, &c.name);
    o.push_str("</p><dl>");
    for (label, value) in &c.rows {
        o.push_str("<div><dt>");
        esc(&mut o, label);
        o.push_str("</dt><dd>");
        esc(&mut o, value);
        o.push_str("</dd></div>");
    }
    o.push_str("</dl></div>");
    o
}

/// The card of the counter `card` gives (none: nothing shown). `class`: the board's own placement class.
/// The card comes and goes inside a slot that stays: a card put straight into the board's stage (or taken
/// out of it) laid the whole map out again, its thousand texts — a first select took 30 ms where the next
/// took 10 (issue 16: a select within one 16 ms frame).
pub fn counter_card(card: impl Fn() -> Option<Card> + Send + Sync + 'static, class: &'static str) -> AnyView {
    let shown = Memo::new(move |_| card().map(|c| (format!("Enlarged counter: {}", c.name), markup(&c))));
    let body = rview(move || match shown.get() {
        Some((name, html)) => view! {
            <div class="counter-card" role="group" aria-label=name inner_html=html></div>
        }
        .into_any(),
        None => nothing(),
    });
    view! { <div class=format!("counter-slot {class}")>{body}</div> }.into_any()
}
