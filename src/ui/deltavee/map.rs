//! DeltaVee's map as SVG markup: the tiles, planets, asteroid fields, every counter this seat may see and
//! each one's next move as an arrow; and the animation of the moves just made along their hexes.

use super::{unit_key, unit_name};
use crate::engine::deltavee::event::Event;
use crate::engine::deltavee::known;
use crate::engine::game::Marks;
use crate::engine::deltavee::game::Logged;
use crate::engine::deltavee::map::{self, Tile};
use crate::engine::deltavee::state::{CraftKind, Player, Status, Unit};
use crate::engine::deltavee::view::View;
use crate::engine::deltavee::DeltaVee;
use crate::engine::hex::Hex;
use crate::platform::motion;
use crate::ui::board::camera::{PanZoom, World};
use crate::ui::board::marks::{follow_marks, log_marks};
use crate::ui::board::layout::{grid_center, num, Rect, S, SQ3, UNIT};
use crate::ui::game::Applied;
use crate::ui::{esc, esc_attr, seat_class};
use leptos::prelude::*;
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
/// The least scale of a first view: hexes of 21 CSS px radius, at which the hex numbers (12 map units) and
/// the counters' names and velocities are at least 9 CSS px tall on screen (issue 16 point 7;
/// tests/e2e/counters.spec.mjs). A board too small to show a whole tile at it (a tablet held upright)
/// shows part of one, centred on the action.
const LEGIBLE_K: f64 = 21.0 / S;

/// The scale at which a whole tile fits a `w`×`h` board.
fn tile_k(w: f64, h: f64) -> f64 {
    let one = extent(&[Tile { x: 0, y: 0 }]);
    (w / one.w()).min(h / one.h())
}

/// The camera's world for a `w`×`h` board: the tiles; the first view at least a tappable counter size on
/// phones, else a whole tile if it is legible, else legible; zooming in to twice a tappable size at least.
pub(super) fn world(tiles: &[Tile], w: f64, h: f64) -> World {
    let start_k = if w < NARROW { TAP_K } else { TAP_K.min(tile_k(w, h).max(LEGIBLE_K)) };
    World { r: extent(tiles), start_k, near: 2.0 * TAP_K }
}

/// Where the first view centres: the selected unit, else this seat's first unit with an order, else its
/// first set-up place (11.0), else its first unit on the map; on wide boards that show a whole tile, the
/// middle of that tile.
pub(super) fn focus(v: &View, sel: Option<Unit>, w: f64, board_h: f64) -> Option<(f64, f64)> {
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
    let place = || super::placing::on_map(v).first().map(|p| p.2);
    let h = sel
        .and_then(hex_of)
        .or_else(|| v.legal.iter().find_map(|c| c.action.unit().and_then(hex_of)))
        .or_else(place)
        .or_else(own)?;
    if w < NARROW || tile_k(w, board_h) < LEGIBLE_K {
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
pub(super) const HOURS: [(f64, f64); 12] = [
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
    let (seat, sel) = (seat_class::<DeltaVee>(player), if sel { " sel" } else { "" });
    let _ = write!(
        o,
        "<g class=\"dv-piece\" data-piece=\"{key}\"><g class=\"dv-unit {seat}{sel}\" data-unit=\"{key}\" role=\"button\" tabindex=\"-1\" aria-label=\"",
        key = unit_key(u)
    );
    esc_attr(o, name);
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
    o.push_str("</text></g></g>");
}

/// A unit's next move (the engine's projection, `movement::projection`) as a dashed arrow from its hex
/// through the centre of each hex it would enter, for the eye only (its accessible name says where it
/// ends). Coloured like its side's counters; dashes for this seat's own units, dots for the enemy's.
fn next_arrow(o: &mut String, u: Unit, player: Player, own: bool, from: Hex, next: &[Hex]) {
    let Some(&end) = next.last() else { return };
    let (seat, own) = (seat_class::<DeltaVee>(player), if own { "own" } else { "enemy" });
    let _ = write!(o, "<g class=\"dv-next {seat} {own}\" data-next=\"{}\" data-to=\"", unit_key(u));
    esc_attr(o, &map::label(end).unwrap_or_default());
    o.push_str("\"><path class=\"dv-next-line\" d=\"");
    let points: Vec<(f64, f64)> = std::iter::once(from).chain(next.iter().copied()).map(grid_center).collect();
    for (i, &(x, y)) in points.iter().enumerate() {
        o.push(if i == 0 { 'M' } else { 'L' });
        num(o, x, 1);
        o.push(' ');
        num(o, y, 1);
    }
    // The head: a chevron at the end hex's centre, along the last step.
    let (x1, y1) = points[points.len() - 1];
    let (x0, y0) = points[points.len() - 2];
    let len = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt().max(1e-6);
    let (dx, dy) = ((x1 - x0) / len, (y1 - y0) / len);
    let (back, wide) = (0.42 * S, 0.3 * S);
    o.push_str("\"/><path class=\"dv-next-head\" d=\"M");
    num(o, x1 - dx * back - dy * wide, 1);
    o.push(' ');
    num(o, y1 - dy * back + dx * wide, 1);
    o.push('L');
    num(o, x1, 1);
    o.push(' ');
    num(o, y1, 1);
    o.push('L');
    num(o, x1 - dx * back + dy * wide, 1);
    o.push(' ');
    num(o, y1 - dy * back - dx * wide, 1);
    o.push_str("\"/></g>");
}

/// A unit on the map in words, as its counter's accessible name and the units-as-text list give it: its
/// name, hex, course (public, 2.6), force field and next move, e.g. "Player 1's Piccolo E in A0207, facing
/// 3 o'clock, velocity 1, next move to A0307". `None` if it is not on the map.
pub(super) fn unit_words(v: &View, u: Unit) -> Option<String> {
    let (at, facing, velocity, field, next) = match u {
        Unit::Ship(id) => {
            let s = v.ships.iter().find(|s| s.id == id && matches!(s.status, Status::InPlay | Status::Landed))?;
            (s.at?, s.facing, s.velocity, s.force_field, &s.next)
        }
        Unit::Craft(id) => {
            let c = v.counters.iter().find(|c| c.id == id && c.atop.is_none())?;
            let (f, vel) = match &c.known {
                Some(k) => (k.facing, k.velocity),
                None => (c.facing, c.velocity),
            };
            (c.at?, f, vel, false, &c.next)
        }
    };
    let mut name = format!("{} in {}", unit_name(v, u), map::label(at).unwrap_or_default());
    if let Some((f, vel)) = facing.zip(velocity) {
        let _ = write!(name, ", facing {} o'clock, velocity {vel}", f.hour());
    }
    if field {
        name.push_str(", force field on");
    }
    name.push_str(&next_words(next));
    Some(name)
}

/// ", next move to B1409" for a unit's accessible name; nothing when it will not move.
fn next_words(next: &[Hex]) -> String {
    match next.last() {
        None => String::new(),
        Some(&h) => match map::label(h) {
            Some(l) => format!(", next move to {l}"),
            None => format!(", next move {} hexes, off the lettered maps", next.len()),
        },
    }
}

/// The map under the units: the grid, tile letters, set-up places, hex labels, asteroids, planets and
/// next moves. Apart from the units so that a select does not lay the whole map out again (issue 16: a
/// select within one frame).
pub(super) fn ground_markup(v: &View) -> String {
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
    // The set-up's places (11.0), under the hex labels (which let taps through).
    super::placing::markup(&mut o, v);
    o.push_str("<g class=\"dv-labels\">");
    for t in &v.tiles {
        for h in t.hexes() {
            let (x, y) = grid_center(h);
            let (_, c, r) = map::locate(h);
            o.push_str("<text");
            at(&mut o, x, y - 0.45 * S);
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
    // Each unit's next move (6.1), under the counters.
    o.push_str("<g class=\"dv-nexts\">");
    for s in v.ships.iter().filter(|s| s.status == Status::InPlay) {
        if let Some(h) = s.at {
            next_arrow(&mut o, Unit::Ship(s.id), s.player, s.player == v.seat, h, &s.next);
        }
    }
    for c in v.counters.iter().filter(|c| c.atop.is_none()) {
        if let Some(h) = c.at {
            next_arrow(&mut o, Unit::Craft(c.id), c.player, c.player == v.seat, h, &c.next);
        }
    }
    o.push_str("</g></g>");
    o
}

/// The units on the map (`sel` drawn selected) and the chosen log entry's marks.
pub(super) fn units_markup(v: &View, sel: Option<Unit>) -> String {
    let mut o = String::with_capacity(8 * 1024);
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
        let name = unit_words(v, Unit::Ship(s.id)).unwrap_or_default();
        let short = super::ship_short(s);
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
        let name = unit_words(v, u).unwrap_or_default();
        counter(&mut o, u, c.player, x, y, short, course, &name, sel == Some(u));
    }
    log_marks_markup(&mut o, v);
    o
}

/// A log entry's marks on this map: its hexes, and the hexes its units stand in now (a counter atop its
/// ship, its ship's), as this seat's view shows them.
fn marked_hexes(v: &View, m: &Marks) -> (Vec<Hex>, Vec<Hex>) {
    let ship_at = |s| v.ships.iter().find(|x| x.id == s && matches!(x.status, Status::InPlay | Status::Landed))?.at;
    let mut at: Vec<Hex> = Vec::new();
    for &key in &m.units {
        let h = match known::mark_unit(key) {
            Unit::Ship(s) => ship_at(s),
            Unit::Craft(c) => v.counters.iter().find(|x| x.id == c).and_then(|x| x.at.or_else(|| ship_at(x.atop?))),
        };
        if let Some(h) = h.filter(|h| !at.contains(h)) {
            at.push(h);
        }
    }
    (m.hexes.clone(), at)
}

/// The chosen log entry's marks (`ui::board::marks`), over the counters, letting taps through.
fn log_marks_markup(o: &mut String, v: &View) {
    let Some((hexes, units)) = log_marks().with(|m| m.as_ref().map(|m| marked_hexes(v, m))) else { return };
    for (class, hs, scale) in [("log-mark", hexes, 0.92), ("log-mark-unit", units, 1.0)] {
        let _ = write!(o, "<path class=\"{class}\" aria-hidden=\"true\" d=\"");
        for h in hs {
            hex_outline(o, h, scale);
        }
        o.push_str("\"/>");
    }
}

/// Brings each chosen log entry's hexes and units into view.
pub(super) fn show_log_marks(view: Signal<View>, pz: PanZoom) {
    follow_marks(pz, move |m| {
        let (a, b) = view.with_untracked(|v| marked_hexes(v, m));
        a.iter().chain(&b).map(|&h| grid_center(h)).collect()
    });
}

/// Where each unit on the map this seat sees stands (ships in play or landed, counters in play).
fn places(v: &View) -> Vec<(Unit, Hex)> {
    let ships = v.ships.iter().filter(|s| matches!(s.status, Status::InPlay | Status::Landed));
    let ships = ships.filter_map(|s| Some((Unit::Ship(s.id), s.at?)));
    ships
        .chain(v.counters.iter().filter(|c| c.atop.is_none()).filter_map(|c| Some((Unit::Craft(c.id), c.at?))))
        .collect()
}

/// The moves among `events` this seat may watch: each unit seen on the map before and after them, with the
/// hexes from where it stood through every hex it entered (`Event::Moved`, one or more pieces), ending where
/// it stands now. Positions and courses are public (2.6), so every such move is shown to either seat.
fn trails(events: &[Logged], before: &[(Unit, Hex)], after: &[(Unit, Hex)]) -> Vec<(Unit, Vec<Hex>)> {
    let mut out: Vec<(Unit, Vec<Hex>)> = Vec::new();
    for ev in events {
        let Event::Moved { unit, path, .. } = &ev.event else { continue };
        match out.iter_mut().find(|(u, _)| u == unit) {
            Some((_, hexes)) => hexes.extend(path),
            None => {
                let Some(&(_, from)) = before.iter().find(|(u, _)| u == unit) else { continue };
                out.push((*unit, std::iter::once(from).chain(path.iter().copied()).collect()));
            }
        }
    }
    out.retain(|(u, hexes)| after.iter().any(|(x, h)| x == u && hexes.last() == Some(h)));
    out
}

/// Time per hex of a move's animation.
const STEP_MS: u64 = 120;

/// How long the moves of an action take to show: the longest unit's hexes at [`STEP_MS`] each, and a
/// moment to see where it ended (nothing with reduced motion).
pub(super) fn showing_ms(a: &Applied<DeltaVee>) -> u32 {
    if motion::reduced() {
        return 0;
    }
    let mut hexes: Vec<(Unit, usize)> = Vec::new();
    for ev in &a.events {
        let Event::Moved { unit, path, .. } = &ev.event else { continue };
        match hexes.iter_mut().find(|(u, _)| u == unit) {
            Some((_, n)) => *n += path.len(),
            None => hexes.push((*unit, path.len())),
        }
    }
    match hexes.iter().map(|(_, n)| *n).max() {
        Some(n) if n > 0 => (STEP_MS * n as u64 + 250) as u32,
        _ => 0,
    }
}

/// Shows the moves of each action applied on this device: every unit this seat sees moving slides along
/// its zigzag hex by hex ([`STEP_MS`] each; at once when the reader prefers reduced motion), drawn where
/// the move ended all the while (the markup shows the final state; the animation only offsets the counter
/// and hides its new arrow until it arrives). The camera keeps this seat's own moving units, and the
/// selected one, in view, e.g. onto a map just laid down (6.2).
pub(super) fn animate_moves(
    view: Signal<View>,
    applied: Signal<Option<std::sync::Arc<Applied<DeltaVee>>>>,
    sel: RwSignal<Option<Unit>>,
    pz: PanZoom,
) {
    let generation = StoredValue::new(0u32);
    let mut ran = false;
    crate::ui::effect(move || {
        let applied = applied.get();
        // The board's first look: nothing has happened in front of it yet (e.g. just handed over).
        let again = std::mem::replace(&mut ran, true);
        let Some(a) = applied.filter(|_| again) else { return };
        let trails = trails(&a.events, &places(&a.before), &view.with_untracked(places));
        if trails.is_empty() {
            return;
        }
        let followed: Vec<usize> = view.with_untracked(|v| {
            let own = |u: Unit| match u {
                Unit::Ship(s) => v.ships.iter().any(|x| x.id == s && x.player == v.seat),
                Unit::Craft(c) => v.counters.iter().any(|x| x.id == c && x.player == v.seat),
            };
            let sel = sel.get_untracked();
            (0..trails.len()).filter(|&i| own(trails[i].0) || sel == Some(trails[i].0)).collect()
        });
        generation.update_value(|g| *g += 1);
        let gen = generation.get_value();
        let steps = trails.iter().map(|(_, h)| h.len() - 1).max().unwrap_or(0);
        // Offsets from where each counter is drawn (its last hex), per step; step 0 is where it stood.
        let frames: Vec<(String, Vec<(f64, f64)>)> = trails
            .iter()
            .map(|(u, hexes)| {
                let end = grid_center(hexes[hexes.len() - 1]);
                (unit_key(*u), hexes.iter().map(|&h| grid_center(h)).map(|(x, y)| (x - end.0, y - end.1)).collect())
            })
            .collect();
        let follow = move |i: usize| {
            let margin = 2.0 * SIDE * pz.cam.get_untracked().k;
            for &t in &followed {
                let hexes = &trails[t].1;
                let (x, y) = grid_center(hexes[i.min(hexes.len() - 1)]);
                pz.keep_in_view(x, y, margin);
            }
        };
        // Each step first checks that no newer move took over and that the board is still there (a
        // hand-over takes it away, disposing of its reactive values).
        let current = move || generation.try_get_value() == Some(gen);
        if motion::reduced() {
            crate::ui::focus::after_render(move || {
                if current() {
                    follow(steps)
                }
            });
            return;
        }
        // In the next frame, before it is painted: after the markup of the new state is in (no flash of
        // the counter at its end before it starts).
        request_animation_frame(move || {
            let Some(svg) = pz.svg.try_get_untracked().flatten().filter(|_| current()) else { return };
            for (key, offsets) in &frames {
                // The whole piece: the counter's button and its printed face beside it.
                let unit = svg.query_selector(&format!("[data-piece=\"{key}\"]")).ok().flatten();
                let arrow = svg.query_selector(&format!("[data-next=\"{key}\"]")).ok().flatten();
                let Some(unit) = unit else { continue };
                let shifts: Vec<String> = offsets
                    .iter()
                    .map(|&(dx, dy)| {
                        let mut t = String::from("translate(");
                        num(&mut t, dx, 1);
                        t.push_str("px,");
                        num(&mut t, dy, 1);
                        t.push_str("px)");
                        t
                    })
                    .collect();
                // One hex per step; its new arrow waits for it.
                let ms = (STEP_MS * (shifts.len() as u64 - 1)) as f64;
                motion::animate(&unit, "transform", &shifts, ms);
                if let Some(a) = arrow {
                    motion::animate(&a, "visibility", &["hidden".into(), "hidden".into()], ms);
                }
            }
            for i in 1..=steps {
                let follow = follow.clone();
                set_timeout(
                    move || {
                        if current() {
                            follow(i)
                        }
                    },
                    std::time::Duration::from_millis(STEP_MS * (i as u64 - 1)),
                );
            }
        });
    });
}
