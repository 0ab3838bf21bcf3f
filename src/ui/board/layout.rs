//! Pixel geometry every game's hex map shares. UI-only: the engine knows hexes, not pixels.
//!
//! Flat-topped hexes of radius [`S`] map units: x = col·1.5·S, y = (row + ½ on even columns)·√3·S.

use crate::engine::hex::Hex;
use std::fmt::Write;

/// Hex radius (centre to corner) in map units.
pub const S: f64 = 30.0;
pub const SQ3: f64 = 1.732_050_807_568_877_2;

/// Map-unit centre of a hex of the plain grid (every game's hexes; StarGate's staging area aside).
pub fn grid_center(h: Hex) -> (f64, f64) {
    let (c, r) = h.offset();
    (c as f64 * 1.5 * S, (r as f64 + if c % 2 == 0 { 0.5 } else { 0.0 }) * SQ3 * S)
}

/// cos and sin of 0°, 60°, … 300° (a table: no trigonometry code in the wasm).
pub const UNIT: [(f64, f64); 6] =
    [(1.0, 0.0), (0.5, SQ3 / 2.0), (-0.5, SQ3 / 2.0), (-1.0, 0.0), (-0.5, -SQ3 / 2.0), (0.5, -SQ3 / 2.0)];

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

/// One `<text>` of many short strings (`class`, if any), each centred on its point: every glyph placed by
/// its own x and y, so hundreds of labels are one node (Outreach's and StarForce's hex numbers). `adv`: a
/// glyph's advance in map units.
pub fn glyph_text(o: &mut String, class: &str, items: &[((f64, f64), String)], adv: f64) {
    if items.is_empty() {
        return;
    }
    let (mut xs, mut ys, mut text) = (String::new(), String::new(), String::new());
    for ((x, y), s) in items {
        let n = s.chars().count() as f64;
        for (i, ch) in s.chars().enumerate() {
            if !xs.is_empty() {
                xs.push(' ');
                ys.push(' ');
            }
            num(&mut xs, x + (i as f64 - (n - 1.0) / 2.0) * adv, 1);
            num(&mut ys, *y, 1);
            text.push(ch);
        }
    }
    o.push_str("<text");
    if !class.is_empty() {
        let _ = write!(o, " class=\"{class}\"");
    }
    let _ = write!(o, " x=\"{xs}\" y=\"{ys}\">");
    crate::ui::esc(o, &text);
    o.push_str("</text>");
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
