//! StarGate's board as text: every unit in play or waiting, per side, with its hex, and the legal actions
//! that name it as buttons (the engine's own labels), so a game can be played without the map (screen
//! readers, or a map too small to tap). The card around it is the shared `ui::board::text_card`.

use super::select;
use crate::engine::stargate::{Action, Side, StarGate, View};
use crate::ui::board::{action_list, units_card};
use crate::ui::elem;
use crate::ui::table::player_of;
use leptos::prelude::*;

pub fn units_text(view: Signal<View>, on_action: Callback<Action>) -> AnyView {
    units_card(view, on_action, markup)
}

/// The units of each side with their hexes, and (on a combined unit's lead) the legal actions that name
/// them as buttons; returns those buttons' actions in order.
fn markup(o: &mut String, v: &View) -> Vec<Action> {
    let mut acts = Vec::new();
    for side in [Side::Virunian, Side::Coalition] {
        elem(o, "h3", "", &player_of::<StarGate>(side));
        o.push_str("<ul class=\"units-list\">");
        for u in v.units.iter().filter(|u| u.side == side) {
            let at = match u.hex {
                Some(h) => format!("hex {}", h.label()),
                None => "not yet in play".to_string(),
            };
            o.push_str("<li>");
            elem(o, "span", "", &format!("{} — {at}", select::unit_label_in(v, u)));
            if u.lead == u.id {
                let mine = v.legal.iter().filter(|c| select::unit_target(&c.action).is_some_and(|(x, _)| x == u.id));
                action_list(o, &mut acts, mine.map(|c| (c.label.as_str(), c.action.clone())));
            }
            o.push_str("</li>");
        }
        o.push_str("</ul>");
    }
    acts
}
