//! A scenario's set-up placements (11.0), on the map and in the orders panel. The engine lists a Place
//! action for every ship still to place and every free set-up hex. The map outlines the hexes of the
//! first ship the engine lists, and a tap on one (or Enter on its grid cell) places that ship there; the
//! ships go down in order. In the panel each ship's places are buttons showing the hex, each named by the
//! whole action, so any ship may go first there.

use super::map::hex_outline;
use super::orders::Btn;
use crate::engine::deltavee::action::Action;
use crate::engine::deltavee::map;
use crate::engine::deltavee::setup::SetupAction;
use crate::engine::deltavee::state::Unit;
use crate::engine::deltavee::view::View;
use crate::engine::hex::Hex;
use crate::ui::esc_attr;
use std::fmt::Write;

/// The hex a Place action puts its ship in.
pub(super) fn place_hex(a: &Action) -> Option<Hex> {
    match *a {
        Action::SetUp { choice: SetupAction::Place { hex, .. } } => Some(hex),
        _ => None,
    }
}

/// The places the map offers, all of the first ship listed: (index into `View::legal`, the ship, the hex).
pub(super) fn on_map(v: &View) -> Vec<(usize, Unit, Hex)> {
    let places = v.legal.iter().enumerate().filter_map(|(i, c)| Some((i, c.action.unit()?, place_hex(&c.action)?)));
    let places: Vec<(usize, Unit, Hex)> = places.collect();
    let ship = places.first().map(|p| p.1);
    places.into_iter().filter(|p| Some(p.1) == ship).collect()
}

/// The legal action placing a ship in `h` on the map, if any.
pub(super) fn place_at(v: &View, h: Hex) -> Option<usize> {
    on_map(v).into_iter().find(|p| p.2 == h).map(|p| p.0)
}

/// The map's outlines of the places, each with its action's index in `data-act`, for the pointer (the
/// keyboard has the grid cells).
pub(super) fn markup(o: &mut String, v: &View) {
    o.push_str("<g class=\"dv-places\" aria-hidden=\"true\">");
    for (i, _, h) in on_map(v) {
        let _ = write!(o, "<path class=\"dv-place\" data-act=\"{i}\" d=\"");
        hex_outline(o, h, 0.9);
        o.push_str("\"/>");
    }
    o.push_str("</g>");
}

/// The Place actions `idx` (one ship's) as buttons showing their hexes.
pub(super) fn buttons(o: &mut String, v: &View, idx: &[usize], out: &mut Vec<Btn>) {
    o.push_str("<div class=\"dv-place-list\">");
    for &i in idx {
        let Some(h) = place_hex(&v.legal[i].action) else { continue };
        o.push_str("<button aria-label=\"");
        esc_attr(o, &v.legal[i].label);
        o.push_str("\">");
        o.push_str(&map::label(h).unwrap_or_default());
        o.push_str("</button>");
        out.push(Btn::Act(i));
    }
    o.push_str("</div>");
}
