//! Pixel geometry of the StarGate map, on the grid every game shares (`ui::board::layout`).
//!
//! The staging area (column 28) is drawn [`STAGING_GAP`] further east so it reads as off the map.

use crate::engine::hex::Hex;
use crate::engine::stargate::data;
use crate::ui::board::layout::{grid_center, num, Rect, S, SQ3, UNIT};

/// Extra eastward shift of the staging hexes.
pub const STAGING_GAP: f64 = 0.8 * S;
/// Counter side: the hex's middle below its top line (label, energy value), so the printed values are large.
pub const COUNTER: f64 = 0.96 * S;
/// Counters sit this far below the hex centre, between the label (top) and the energy value (bottom).
pub const COUNTER_DY: f64 = 0.02 * S;

/// Map-unit centre of a hex of the StarGate map.
pub fn center(h: Hex) -> (f64, f64) {
    let (x, y) = grid_center(h);
    (if h.offset().0 > data::COLS { x + STAGING_GAP } else { x }, y)
}

/// The six corners of a hex, scaled about its centre (1.0 = the grid outline).
pub fn corners(h: Hex, scale: f64) -> [(f64, f64); 6] {
    let (x, y) = center(h);
    let r = S * scale;
    UNIT.map(|(c, s)| (x + r * c, y + r * s))
}

/// `points` attribute of a hex polygon.
pub fn points(h: Hex, scale: f64) -> String {
    let mut s = String::with_capacity(80);
    for (x, y) in corners(h, scale) {
        num(&mut s, x, 1);
        s.push(',');
        num(&mut s, y, 1);
        s.push(' ');
    }
    s
}

/// One path outlining many hexes (one `M…Z` per hex).
pub fn hex_path(hexes: &[Hex], scale: f64) -> String {
    let mut s = String::new();
    for &h in hexes {
        for (i, (x, y)) in corners(h, scale).into_iter().enumerate() {
            s.push(if i == 0 { 'M' } else { 'L' });
            num(&mut s, x, 1);
            s.push(' ');
            num(&mut s, y, 1);
        }
        s.push('Z');
    }
    s
}

/// The playing area, column by column.
pub fn map_hexes() -> Vec<Hex> {
    (1..=data::COLS).flat_map(|c| (1..=data::ROWS).map(move |r| Hex::from_offset(c, r))).collect()
}

/// Every hex a unit can be in: the map, then the staging area.
pub fn all_hexes() -> Vec<Hex> {
    let mut v = map_hexes();
    v.extend(data::staging_hexes());
    v
}

pub fn is_staging(h: Hex) -> bool {
    data::staging_hexes().contains(&h)
}

/// The playing area's outer box.
pub fn map_rect() -> Rect {
    let (x0, _) = center(Hex::from_offset(1, 1));
    let (x1, _) = center(Hex::from_offset(data::COLS, 1));
    Rect { x0: x0 - S, y0: SQ3 * S * 0.5, x1: x1 + S, y1: (data::ROWS as f64 + 1.0) * SQ3 * S }
}

/// The staging area's frame (around its four hexes, with room for its title above).
pub fn staging_rect() -> Rect {
    let st = data::staging_hexes();
    let (x, y0) = center(st[0]);
    let (_, y1) = center(st[st.len() - 1]);
    Rect { x0: x - 1.25 * S, y0: y0 - 0.87 * S - 1.4 * S, x1: x + 1.25 * S, y1: y1 + 0.87 * S + 0.35 * S }
}

/// Everything drawn, with a margin: what "fit" shows.
pub fn world_rect() -> Rect {
    let m = map_rect();
    let s = staging_rect();
    let pad = 0.6 * S;
    Rect { x0: m.x0 - pad, y0: m.y0.min(s.y0) - pad, x1: m.x1.max(s.x1) + pad, y1: m.y1.max(s.y1) + pad }
}
