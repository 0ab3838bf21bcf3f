//! The selected unit, enlarged (issue 16 point 7): its counter drawn large, with its course, and what the
//! view says of it in words — hex (2.1), facing and velocity (2.6), force field, next move (6.1), and for a
//! ship its class and status; a face-down enemy counter shows only what is public (2.5, 2.6). Drawn by the
//! shared `ui::board::counter_card`; the ship's whole Spacecraft Log sheet stays one tap away (`sheet`).

use super::map::HOURS;
use super::unit_name;
use crate::engine::deltavee::map;
use crate::engine::deltavee::state::{CraftKind, Player, Status, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::deltavee::DeltaVee;
use crate::engine::hex::Hex;
use crate::ui::board::counter_card::Card;
use crate::ui::board::layout::num;
use crate::ui::{esc, seat_class};

/// The enlarged counter's view box: the counter with room for its course arrow and velocity.
const VIEWBOX: &str = "-28 -28 56 56";

/// The counter's face, centred on (0, 0): a square of its side's colour with its short name, and its
/// course (an arrow toward its facing, its velocity at the tip).
fn face(player: Player, short: &str, course: Option<(u8, u8)>) -> String {
    let mut o = String::with_capacity(512);
    o.push_str("<g class=\"dv-face ");
    o.push_str(seat_class::<DeltaVee>(player));
    o.push_str("\"><rect x=\"-14\" y=\"-14\" width=\"28\" height=\"28\" rx=\"3\"/>");
    if let Some((hour, velocity)) = course {
        let (sx, cy) = HOURS[(hour.clamp(1, 12) - 1) as usize];
        o.push_str("<path class=\"dv-course\" d=\"M0 0L");
        num(&mut o, sx * 19.0, 1);
        o.push(' ');
        num(&mut o, -cy * 19.0, 1);
        o.push_str("\"/><text class=\"dv-velocity\" x=\"");
        num(&mut o, sx * 23.0, 1);
        o.push_str("\" y=\"");
        num(&mut o, -cy * 23.0 + 4.0, 1);
        o.push_str("\">");
        o.push_str(&velocity.to_string());
        o.push_str("</text>");
    }
    o.push_str("<text class=\"dv-short\" y=\"5\">");
    esc(&mut o, short);
    o.push_str("</text></g>");
    o
}

fn hex_words(h: Option<Hex>) -> String {
    h.and_then(map::label).unwrap_or_else(|| "off the lettered maps".into())
}

fn next_words(next: &[Hex]) -> String {
    match next.last() {
        None => "stays in its hex".into(),
        Some(&h) => match map::label(h) {
            Some(l) => format!("to {l} ({} hex{})", next.len(), if next.len() == 1 { "" } else { "es" }),
            None => format!("{} hexes, off the lettered maps", next.len()),
        },
    }
}

/// The card of unit `u` as this seat sees it, while it is on the map.
pub fn card(v: &View, u: Unit) -> Option<Card> {
    let mut rows: Vec<(&'static str, String)> = Vec::new();
    let (player, short, course, at, next) = match u {
        Unit::Ship(id) => {
            let s = v.ships.iter().find(|s| s.id == id && matches!(s.status, Status::InPlay | Status::Landed))?;
            rows.push(("Class", s.class.to_string()));
            if s.status == Status::Landed {
                rows.push(("Status", "landed".into()));
            }
            rows.push(("Force field", if s.force_field { "on" } else { "off" }.into()));
            let course = s.facing.zip(s.velocity).map(|(f, vel)| (f.hour(), vel));
            (s.player, super::ship_short(s), course, s.at, &s.next)
        }
        Unit::Craft(id) => {
            let c = v.counters.iter().find(|c| c.id == id && c.atop.is_none())?;
            let (short, what, f, vel) = match &c.known {
                Some(k) => {
                    let short = match k.kind {
                        CraftKind::Missile(_) => "M",
                        CraftKind::Battlecraft(_) => "B",
                    };
                    (short, k.name.clone(), k.facing, k.velocity)
                }
                None => ("?", "face down: its type is secret".into(), c.facing, c.velocity),
            };
            rows.push(("Counter", what));
            (c.player, short.to_string(), f.zip(vel).map(|(f, vel)| (f.hour(), vel)), c.at, &c.next)
        }
    };
    rows.push(("Hex", hex_words(at)));
    if let Some((hour, velocity)) = course {
        rows.push(("Facing", format!("{hour} o'clock")));
        rows.push(("Velocity", velocity.to_string()));
    }
    rows.push(("Next move", next_words(next)));
    Some(Card { face: face(player, &short, course), view_box: VIEWBOX, name: unit_name(v, u), rows })
}
