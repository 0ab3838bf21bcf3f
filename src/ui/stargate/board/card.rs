//! The selected counter, enlarged (issue 16 point 7): its face drawn large and its values in words, all
//! from the engine's `UnitView` (what it is, attack, defence, movement allowance and kind, 2.1 and 5.0),
//! with its hex, its state this phase and the units stacked with it. Drawn by the shared
//! `ui::board::counter_card`.

use super::{counters, select};
use crate::engine::stargate::data::Movement;
use crate::engine::stargate::state::Side;
use crate::engine::stargate::{UnitId, View};
use crate::ui::board::counter_card::Card;

/// The enlarged counter's view box: the counter (side 28.8) with a margin.
pub const VIEWBOX: &str = "-15.5 -15.5 31 31";

/// The card of unit `id` in view `v`, if it is in the view.
pub fn card(v: &View, id: UnitId) -> Option<Card> {
    let u = v.units.iter().find(|x| x.id == id)?;
    let mut face = String::new();
    counters::face(&mut face, u);
    let mut rows: Vec<(&'static str, String)> = vec![("Unit", format!("{} ({})", u.what, u.side.name()))];
    match (u.side, u.attack) {
        (Side::Coalition, a) => {
            rows.push(("Attack", a.to_string()));
            rows.push(("Defence", u.defense.to_string()));
        }
        // A Virunian unit's one combat strength attacks and defends; in parentheses, it only defends (9.3).
        (Side::Virunian, 0) => rows.push(("Defence only", u.defense.to_string())),
        (Side::Virunian, a) => rows.push(("Combat strength", a.to_string())),
    }
    let how = match u.movement {
        Movement::Linear => "linear",
        Movement::Wobble => "wobbling (W)",
        Movement::LinearOrTeleport => "linear or teleport (T)",
    };
    rows.push(("Movement", format!("{}, {how}", u.allowance)));
    rows.push(("Hex", u.hex.map_or_else(|| "not on the map: waiting to be staged".into(), |h| h.label())));
    let mut state: Vec<String> = Vec::new();
    if let Some(mp) = v.motion.as_ref().filter(|m| m.units.contains(&id)).and_then(|m| m.mp) {
        state.push(format!("{mp} MP left"));
    }
    if u.moved {
        state.push("moved".into());
    }
    if let Some(k) = u.skim {
        state.push(format!("gate-skimming {k}"));
    }
    if select::loseable(v, id) {
        state.push("may be lost".into());
    }
    if v.units.iter().filter(|x| x.lead == u.lead).count() > 1 {
        state.push("moves as a combined unit".into());
    }
    if !state.is_empty() {
        rows.push(("Now", state.join(", ")));
    }
    if let Some(h) = u.hex {
        let others: Vec<String> = select::units_at(v, h).iter().filter(|x| x.id != id).map(|x| x.name.clone()).collect();
        if !others.is_empty() {
            rows.push(("Stacked with", others.join("; ")));
        }
    }
    Some(Card { face, view_box: VIEWBOX, name: u.name.clone(), rows })
}
