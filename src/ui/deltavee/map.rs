//! DeltaVee's map as SVG markup: the tiles, planets, asteroid fields and every counter this seat may see.

use super::{unit_key, unit_name};
use crate::engine::deltavee::map::{self, Tile};
use crate::engine::deltavee::state::{CraftKind, Player, Status, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::hex::Hex;
use crate::ui::board::camera::World;
use crate::ui::board::layout::{grid_center, num, Rect, S, SQ3, UNIT};
use crate::ui::esc;
use std::fmt::Write;

/// The tiles' extent, one hex of margin.
fn extent(tiles: &[Tile]) -> Rect {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for t in tiles {
        for h in [t.hex(1, 1), t.hex(map::TILE_COLS, map::TILE_ROWS), t.hex(2, map::TILE_ROWS)] {
            let (x, y) = grid_center(h);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
    }
    if x0 > x1 {
        (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0);
    }
    Rect { x0: x0 - 1.5 * S, y0: y0 - 1.5 * S, x1: x1 + 1.5 * S, y1: y1 + 1.5 * S }
}

/// Counter side (map units).
const SIDE: f64 = 0.62 * S;
/// The scale at which a counter is 46 CSS px across: a finger's target (44 px), with a margin.
const TAP_K: f64 = 46.0 / SIDE;
/// Boards narrower than this (phones) start at [`TAP_K`]; wider ones with whole tiles in view.
const NARROW: f64 = 700.0;

/// The camera's world for a `w`×`h` board: the tiles; the first view at least a tappable counter size on
/// phones, else at least a whole tile; zooming in to twice a tappable size at least.
pub(super) fn world(tiles: &[Tile], w: f64, h: f64) -> World {
    let one = extent(&[Tile { x: 0, y: 0 }]);
    let tile_k = (w / one.w()).min(h / one.h());
    World { r: extent(tiles), start_k: if w < NARROW { TAP_K } else { TAP_K.min(tile_k) }, near: 2.0 * TAP_K }
}

/// Where the first view centres: the selected unit, else this seat's first unit with an order, else its
/// first unit on the map; on wide boards, the middle of that unit's tile.
pub(super) fn focus(v: &View, sel: Option<Unit>, w: f64) -> Option<(f64, f64)> {
    let hex_of = |u: Unit| match u {
        Unit::Ship(s) => {
            v.ships
                .iter()
                .find(|x| x.id == s && x.player == v.seat && matches!(x.status, Status::InPlay | Status::Landed))?
                .at
        }
        Unit::Craft(c) => v.counters.iter().find(|x| x.id == c && x.player == v.seat && x.atop.is_none())?.at,
    };
    let own = || {
        let ships = v.ships.iter().filter(|s| s.player == v.seat).map(|s| Unit::Ship(s.id));
        ships.chain(v.counters.iter().filter(|c| c.player == v.seat).map(|c| Unit::Craft(c.id))).find_map(hex_of)
    };
    let h =
        sel.and_then(hex_of).or_else(|| v.legal.iter().find_map(|c| c.action.unit().and_then(hex_of))).or_else(own)?;
    if w < NARROW {
        return Some(grid_center(h));
    }
    let (t, _, _) = map::locate(h);
    let r = extent(&[t]);
    Some(((r.x0 + r.x1) / 2.0, (r.y0 + r.y1) / 2.0))
}

pub(super) fn hex_outline(o: &mut String, h: Hex, scale: f64) {
    let (x, y) = grid_center(h);
    for (i, (c, s)) in UNIT.iter().enumerate() {
        o.push(if i == 0 { 'M' } else { 'L' });
        num(o, x + S * scale * c, 1);
        o.push(' ');
        num(o, y + S * scale * s, 1);
    }
    o.push('Z');
}

fn at(o: &mut String, x: f64, y: f64) {
    o.push_str(" x=\"");
    num(o, x, 1);
    o.push_str("\" y=\"");
    num(o, y, 1);
    o.push('"');
}

/// sin and cos of each hour's angle (30° steps clockwise from north), as a table.
const HOURS: [(f64, f64); 12] = [
    (0.5, SQ3 / 2.0),
    (SQ3 / 2.0, 0.5),
    (1.0, 0.0),
    (SQ3 / 2.0, -0.5),
    (0.5, -SQ3 / 2.0),
    (0.0, -1.0),
    (-0.5, -SQ3 / 2.0),
    (-SQ3 / 2.0, -0.5),
    (-1.0, 0.0),
    (-SQ3 / 2.0, 0.5),
    (-0.5, SQ3 / 2.0),
    (0.0, 1.0),
];

/// A counter: a square with a short name, its course (an arrow toward its facing and its velocity) when
/// shown, and its accessible name.
#[allow(clippy::too_many_arguments)]
fn counter(
    o: &mut String,
    u: Unit,
    player: Player,
    x: f64,
    y: f64,
    short: &str,
    course: Option<(u8, u8)>,
    name: &str,
    sel: bool,
) {
    let side = SIDE;
    let class = match (player, sel) {
        (Player::One, false) => "dv-unit p1",
        (Player::One, true) => "dv-unit p1 sel",
        (Player::Two, false) => "dv-unit p2",
        (Player::Two, true) => "dv-unit p2 sel",
    };
    let _ =
        write!(o, "<g class=\"{class}\" data-unit=\"{}\" role=\"button\" tabindex=\"-1\" aria-label=\"", unit_key(u));
    esc(o, name);
    // A tap anywhere on the counter or its course selects it.
    o.push_str("\"><circle class=\"dv-hit\" cx=\"");
    num(o, x, 1);
    o.push_str("\" cy=\"");
    num(o, y, 1);
    o.push_str("\" r=\"");
    num(o, S, 1);
    o.push_str("\"/><rect");
    at(o, x - side / 2.0, y - side / 2.0);
    o.push_str(" width=\"");
    num(o, side, 1);
    o.push_str("\" height=\"");
    num(o, side, 1);
    o.push_str("\" rx=\"3\"/>");
    if let Some((hour, _)) = course {
        let (sx, cy) = HOURS[(hour.clamp(1, 12) - 1) as usize];
        o.push_str("<path class=\"dv-course\" d=\"M");
        num(o, x, 1);
        o.push(' ');
        num(o, y, 1);
        o.push('L');
        num(o, x + sx * 0.85 * S, 1);
        o.push(' ');
        num(o, y - cy * 0.85 * S, 1);
        o.push_str("\"/>");
    }
    // The printed face beside the button, not in it: the button's name says it all in words.
    o.push_str("</g><g aria-hidden=\"true\">");
    if let Some((hour, velocity)) = course {
        let (sx, cy) = HOURS[(hour.clamp(1, 12) - 1) as usize];
        o.push_str("<text class=\"dv-velocity\"");
        at(o, x + sx * 0.95 * S, y - cy * 0.95 * S + 4.0);
        let _ = write!(o, ">{velocity}</text>");
    }
    o.push_str("<text class=\"dv-short\"");
    at(o, x, y + 4.0);
    o.push('>');
    esc(o, short);
    o.push_str("</text></g>");
}

pub(super) fn map_markup(v: &View, sel: Option<Unit>) -> String {
    let mut o = String::with_capacity(64 * 1024);
    // The grid, one path for every tile; each tile's letter under its hexes; the hex labels.
    // Decoration for the eye only: units carry their hexes in their names.
    o.push_str("<g aria-hidden=\"true\"><path class=\"dv-grid\" d=\"");
    for t in &v.tiles {
        for h in t.hexes() {
            hex_outline(&mut o, h, 1.0);
        }
    }
    o.push_str("\"/>");
    for t in &v.tiles {
        let (x, y) = grid_center(t.hex(map::TILE_COLS / 2, map::TILE_ROWS / 2 + 1));
        o.push_str("<text class=\"dv-tile\"");
        at(&mut o, x, y);
        o.push('>');
        o.push(t.letter().unwrap_or('·'));
        o.push_str("</text>");
    }
    o.push_str("<g class=\"dv-labels\">");
    for t in &v.tiles {
        for h in t.hexes() {
            let (x, y) = grid_center(h);
            let (_, c, r) = map::locate(h);
            o.push_str("<text");
            at(&mut o, x, y - 0.55 * S);
            let _ = write!(o, ">{c:02}{r:02}</text>");
        }
    }
    o.push_str("</g>");
    // Asteroid fields (6.6) and planets (6.5).
    if !v.asteroids.is_empty() {
        o.push_str("<path class=\"dv-asteroids\" d=\"");
        for &h in &v.asteroids {
            hex_outline(&mut o, h, 0.92);
        }
        o.push_str("\"/>");
    }
    for &h in &v.planets {
        let (x, y) = grid_center(h);
        o.push_str("<circle class=\"dv-planet\" cx=\"");
        num(&mut o, x, 1);
        o.push_str("\" cy=\"");
        num(&mut o, y, 1);
        o.push_str("\" r=\"");
        num(&mut o, 0.7 * S, 1);
        o.push_str("\"/>");
    }
    o.push_str("</g>");
    // Units on the map, each hex's spread a little so a stack stays readable.
    let mut placed: Vec<(Hex, u32)> = Vec::new();
    let mut spot = |h: Hex| {
        let n = match placed.iter_mut().find(|(x, _)| *x == h) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                placed.push((h, 0));
                0
            }
        };
        let (x, y) = grid_center(h);
        (x + 0.22 * S * n as f64, y + 0.18 * S * n as f64)
    };
    for s in v.ships.iter().filter(|s| matches!(s.status, Status::InPlay | Status::Landed)) {
        let Some(h) = s.at else { continue };
        let (x, y) = spot(h);
        let course = s.facing.zip(s.velocity).map(|(f, vel)| (f.hour(), vel));
        let mut name = format!("{} in {}", s.name, map::label(h).unwrap_or_default());
        if let Some((hour, vel)) = course {
            let _ = write!(name, ", facing {hour} o'clock, velocity {vel}");
        }
        if s.force_field {
            name.push_str(", force field on");
        }
        let short = format!("{}{}", &s.class[..1], s.letter);
        counter(&mut o, Unit::Ship(s.id), s.player, x, y, &short, course, &name, sel == Some(Unit::Ship(s.id)));
    }
    for c in v.counters.iter().filter(|c| c.atop.is_none()) {
        let Some(h) = c.at else { continue };
        let (x, y) = spot(h);
        let u = Unit::Craft(c.id);
        let (short, course) = match &c.known {
            Some(k) => {
                let short = match k.kind {
                    CraftKind::Missile(_) => "M",
                    CraftKind::Battlecraft(_) => "B",
                };
                (short, k.facing.zip(k.velocity).map(|(f, vel)| (f.hour(), vel)))
            }
            // Its Velocity marker and facing are public (2.6).
            None => ("?", c.facing.zip(c.velocity).map(|(f, vel)| (f.hour(), vel))),
        };
        let mut name = format!("{} in {}", unit_name(v, u), map::label(h).unwrap_or_default());
        if let Some((hour, vel)) = course {
            let _ = write!(name, ", facing {hour} o'clock, velocity {vel}");
        }
        counter(&mut o, u, c.player, x, y, short, course, &name, sel == Some(u));
    }
    o
}
