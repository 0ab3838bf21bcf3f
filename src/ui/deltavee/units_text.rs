//! DeltaVee's map as text: every unit on the map this seat sees, per side, in words (hex, course, next
//! move: `map::unit_words`), with the legal actions that concern it as buttons (the engine's own labels),
//! so a game can be played without the map (screen readers, or a map too small to tap).

use super::map::unit_words;
use super::unit_name;
use crate::engine::deltavee::action::Action;
use crate::engine::deltavee::state::{Player, Status, Unit};
use crate::engine::deltavee::view::View;
use crate::ui::board::{action_list, units_card};
use crate::ui::elem;
use leptos::prelude::*;

/// Every unit of `player` this seat sees: ships first, then counters, in the view's order.
fn units_of(v: &View, player: Player) -> Vec<Unit> {
    let ships = v.ships.iter().filter(|s| s.player == player).map(|s| Unit::Ship(s.id));
    let crafts = v.counters.iter().filter(|c| c.player == player && c.atop.is_none() && c.at.is_some());
    ships.chain(crafts.map(|c| Unit::Craft(c.id))).collect()
}

/// A unit off the map in words: a ship landed, jumped or destroyed, or not yet set up.
fn off_map(v: &View, u: Unit) -> String {
    let status = match u {
        Unit::Ship(id) => v.ships.iter().find(|s| s.id == id).map(|s| s.status),
        Unit::Craft(_) => None,
    };
    let where_ = match status {
        Some(Status::InPlay) => "not yet placed",
        _ => "out of play",
    };
    format!("{} — {where_}", unit_name(v, u))
}

pub fn units_text(view: Signal<View>, on_action: Callback<Action>) -> AnyView {
    units_card(view, on_action, markup)
}

/// Each player's units in words with the legal actions that concern them as buttons; returns those
/// buttons' actions in order.
fn markup(o: &mut String, v: &View) -> Vec<Action> {
    let mut acts = Vec::new();
    for p in [Player::One, Player::Two] {
        elem(o, "h3", "", &format!("{} ({})", p.name(), v.sides[p.index()]));
        o.push_str("<ul class=\"units-list\">");
        for u in units_of(v, p) {
            o.push_str("<li>");
            elem(o, "span", "", &unit_words(v, u).unwrap_or_else(|| off_map(v, u)));
            let mine = v.legal.iter().filter(|c| c.action.unit() == Some(u));
            action_list(o, &mut acts, mine.map(|c| (c.label.as_str(), c.action.clone())));
            o.push_str("</li>");
        }
        o.push_str("</ul>");
    }
    acts
}
