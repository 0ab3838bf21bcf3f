//! Pixel geometry of the StarGate map. UI-only: the engine knows hexes, not pixels.
//!
//! Flat-topped hexes of radius [`S`] map units: x = col·1.5·S, y = (row + ½ on even columns)·√3·S.
//! The staging area (column 28) is drawn [`STAGING_GAP`] further east so it reads as off the map.

use crate::engine::hex::Hex;
use crate::engine::stargate::data;
use std::fmt::Write;

/// Hex radius (centre to corner) in map units.
pub const S: f64 = 30.0;
pub const SQ3: f64 = 1.732_050_807_568_877_2;
/// Extra eastward shift of the staging hexes.
pub const STAGING_GAP: f64 = 0.8 * S;
/// Counter side.
pub const COUNTER: f64 = 0.9 * S;
/// Counters sit this far below the hex centre, between the label (top) and the energy value (bottom).
pub const COUNTER_DY: f64 = 0.02 * S;

/// Map-unit centre of a hex of the plain grid (every game's hexes; StarGate's staging area aside).
pub fn grid_center(h: Hex) -> (f64, f64) {
    let (c, r) = h.offset();
    (c as f64 * 1.5 * S, (r as f64 + if c % 2 == 0 { 0.5 } else { 0.0 }) * SQ3 * S)
}

/// Map-unit centre of a hex of the StarGate map.
pub fn center(h: Hex) -> (f64, f64) {
    let (x, y) = grid_center(h);
    (if h.offset().0 > data::COLS { x + STAGING_GAP } else { x }, y)
}

/// cos and sin of 0°, 60°, … 300° (a table: no trigonometry code in the wasm).
pub const UNIT: [(f64, f64); 6] =
    [(1.0, 0.0), (0.5, SQ3 / 2.0), (-0.5, SQ3 / 2.0), (-1.0, 0.0), (-0.5, -SQ3 / 2.0), (0.5, -SQ3 / 2.0)];

/// The six corners of a hex, scaled about its centre (1.0 = the grid outline).
pub fn corners(h: Hex, scale: f64) -> [(f64, f64); 6] {
    let (x, y) = center(h);
    let r = S * scale;
    UNIT.map(|(c, s)| (x + r * c, y + r * s))
}

/// Writes `v` rounded to at most `decimals` decimals, without trailing zeros ("12.5", "-3", "0.25").
/// Integer arithmetic only: the wasm carries none of core's float formatting.
pub fn num(out: &mut String, v: f64, decimals: u32) {
    let p = 10i64.pow(decimals);
    let mut n = (v * p as f64 + 0.5).floor() as i64;
    if n < 0 {
        out.push('-');
        n = -n;
    }
    let _ = write!(out, "{}", n / p);
    let (mut frac, mut q) = (n % p, p / 10);
    if frac != 0 {
        out.push('.');
        while frac != 0 {
            out.push((b'0' + (frac / q) as u8) as char);
            frac %= q;
            q /= 10;
        }
    }
}

/// `translate(x y)` with one decimal.
pub fn translate(x: f64, y: f64) -> String {
    let mut s = String::from("translate(");
    num(&mut s, x, 1);
    s.push(' ');
    num(&mut s, y, 1);
    s.push(')');
    s
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

/// A rectangle in map units.
#[derive(Clone, Copy, PartialEq)]
pub struct Rect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Rect {
    pub fn w(&self) -> f64 {
        self.x1 - self.x0
    }
    pub fn h(&self) -> f64 {
        self.y1 - self.y0
    }
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

/// The hex an arrow key moves a map grid's focus to (ARIA grid: rows are offset rows, columns offset
/// columns): `None` for any other key.
pub fn arrow_step(h: Hex, key: &str) -> Option<Hex> {
    let (c, r) = h.offset();
    match key {
        "ArrowUp" => Some(Hex::from_offset(c, r - 1)),
        "ArrowDown" => Some(Hex::from_offset(c, r + 1)),
        "ArrowLeft" => Some(Hex::from_offset(c - 1, r)),
        "ArrowRight" => Some(Hex::from_offset(c + 1, r)),
        _ => None,
    }
}
