//! DeltaVee's orders panel: the prompt and every legal action as a button, grouped by the unit it concerns.

use super::unit_name;
use crate::engine::deltavee::state::Unit;
use crate::engine::deltavee::view::{Choice, View};
use crate::ui::elem;
use std::fmt::Write;

/// The legal actions in the panel's order: the selected unit's, then each other unit's in the order
/// the list gives them, then those that name no unit. The buttons' order is this order.
pub(super) fn ordered(v: &View, sel: Option<Unit>) -> Vec<&Choice> {
    let mut units: Vec<Option<Unit>> = Vec::new();
    for c in &v.legal {
        let u = c.action.unit();
        if !units.contains(&u) {
            units.push(u);
        }
    }
    units.sort_by_key(|u| match u {
        _ if *u == sel && sel.is_some() => 0,
        Some(_) => 1,
        None => 2,
    });
    units.iter().flat_map(|&u| v.legal.iter().filter(move |c| c.action.unit() == u)).collect()
}

pub(super) fn orders_markup(o: &mut String, v: &View, sel: Option<Unit>) {
    elem(o, "h2", " id=\"orders-h\"", "Orders");
    let prompt = if !v.prompt.is_empty() {
        v.prompt.as_str()
    } else if v.legal.is_empty() {
        "Nothing to do now."
    } else {
        "Choose an action."
    };
    elem(o, "p", " class=\"prompt-text\"", prompt);
    if let Some(p) = v.points {
        elem(o, "p", " class=\"muted\"", &format!("Victory Points: Player 1 {}, Player 2 {} (11.0).", p[0], p[1]));
    }
    let mut current: Option<Option<Unit>> = None;
    for c in ordered(v, sel) {
        let u = c.action.unit();
        if current != Some(u) {
            if current.is_some() {
                o.push_str("</div>");
            }
            current = Some(u);
            let title = match u {
                Some(u) => unit_name(v, u),
                None => "General".to_string(),
            };
            let class = if u.is_some() && u == sel { "dv-group selected" } else { "dv-group" };
            let _ = write!(o, "<div class=\"{class}\">");
            elem(o, "h3", "", &title);
        }
        elem(o, "button", "", &c.label);
    }
    if current.is_some() {
        o.push_str("</div>");
    }
}
