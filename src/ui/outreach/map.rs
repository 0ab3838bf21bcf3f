//! Outreach's galaxy as SVG markup: the static map (hex kinds, dust, printed beacons, Sol, the core and
//! the hex numbers), drawn once for the whole app; and the layer over it that changes with the view
//! (gates, potential value chits, discovered beacons, forces, the selected force's destinations shaded
//! by their scatter chance, the hexes other actions name, the chosen log entry's marks).
//!
//! Few nodes: each hex kind is one path of all its hexes, the dust one path, the hex numbers one `<text>`
//! per map row (each glyph placed by its own x and y), the destinations one path per chance of scatter,
//! filled with a pattern that shades and labels each hex (`odds_patterns`).

use crate::engine::hex::{Dir, Hex};
use crate::engine::outreach::map::{self, Kind};
use crate::engine::outreach::shift::Plan;
use crate::engine::outreach::view::{ForceView, View};
use crate::ui::board::camera::{Cam, World};
use crate::ui::board::layout::{glyph_text, grid_center, num, Rect, S, SQ3, UNIT};
use crate::ui::board::marks::log_marks;
use crate::ui::{esc, esc_attr};
use leptos::prelude::Get;
use std::fmt::Write;
use std::sync::OnceLock;

/// The map's extent (map units), half a hex of margin.
pub fn extent() -> Rect {
    let (x0, y0) = grid_center(Hex::from_offset(1, 1));
    let (x1, y1) = grid_center(Hex::from_offset(map::COLS, map::ROWS));
    Rect { x0: x0 - 1.5 * S, y0: y0 - 1.5 * S, x1: x1 + 1.5 * S, y1: y1 + 1.5 * S }
}

/// Hex radius on screen (CSS px) at which a finger taps a hex and the hex numbers can be read: phones
/// start there.
const TAP_PX: f64 = 26.0;
/// Wider boards start at least at this hex radius (the counters' fleets legible), or the whole map if it
/// is that large.
const LEGIBLE_PX: f64 = 24.0;
/// Boards narrower than this are phones.
const NARROW: f64 = 700.0;
/// Hex numbers show from this hex radius on screen (their 12 map units at least 8.8 CSS px tall).
pub const LABELS_PX: f64 = 22.0;
/// Beacon names and the figures of destinations show from this radius.
pub const NAMES_PX: f64 = 19.0;

pub fn world(w: f64, _h: f64) -> World {
    let px = if w < NARROW { TAP_PX } else { LEGIBLE_PX };
    World { r: extent(), start_k: px / S, near: 2.5 * TAP_PX / S }
}

/// Where the first view centres: the selected force, else where beacon stars are being discovered or the hex
/// being resolved on the Contact Table, else this seat's forces that may shift, else the hexes its other
/// actions name, else all its forces, else its gates (their middle).
pub fn focus(v: &View, sel: Option<Hex>) -> Option<(f64, f64)> {
    let mut hexes: Vec<Hex> = sel.into_iter().chain(attention(v)).collect();
    if hexes.is_empty() {
        hexes = v.shifts.iter().map(|f| f.from).collect();
    }
    if hexes.is_empty() {
        hexes = action_hexes(v);
    }
    if hexes.is_empty() {
        hexes = v.forces.iter().filter(|f| f.owner == v.seat).map(|f| f.hex).collect();
    }
    if hexes.is_empty() {
        hexes = v.gates.iter().filter(|g| g.owner == Some(v.seat.into())).map(|g| g.hex).collect();
    }
    if hexes.is_empty() {
        return None;
    }
    let n = hexes.len() as f64;
    let (sx, sy) = hexes.iter().map(|&h| grid_center(h)).fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
    Some((sx / n, sy / n))
}

/// The hex the step is about, kept in view: a discovery's (15.12), the one resolved on the Contact Table
/// (7.0), the one in conflict (9.0), the StarGate's that may be reduced (10.1), or in the Interaction
/// Segment the first Contact marker's where this seat is (8.0).
pub fn attention(v: &View) -> Option<Hex> {
    let mine = |h: &Hex| v.forces.iter().any(|f| f.hex == *h && f.owner == v.seat);
    let reducing = match v.step {
        crate::engine::outreach::step::Step::Reduction { hex, .. } => Some(hex),
        _ => v.conflict.as_ref().map(|c| c.hex),
    };
    v.discovery
        .as_ref()
        .map(|d| d.from)
        .or(v.contact.as_ref().map(|c| c.hex))
        .or(reducing)
        .or(v.interaction.as_ref().and_then(|_| v.contacts.iter().copied().find(mine)))
}

/// The part of the map the board shows, in blocks of [`BLOCK`] columns and rows with a block's margin, so
/// that it changes only now and then as the map pans.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub cols: (i32, i32),
    pub rows: (i32, i32),
}

/// Columns and rows per block of [`Area`].
const BLOCK: f64 = 6.0;

impl Area {
    /// The whole map.
    pub const ALL: Area = Area { cols: (i32::MIN, i32::MAX), rows: (i32::MIN, i32::MAX) };

    /// The area a camera shows.
    pub fn of(c: &Cam) -> Area {
        if c.w < 1.0 || c.h < 1.0 {
            return Area::ALL;
        }
        let block = |v: f64, unit: f64| (v / unit / BLOCK).floor() as i32;
        let (x0, x1) = (-c.tx / c.k, (c.w - c.tx) / c.k);
        let (y0, y1) = (-c.ty / c.k, (c.h - c.ty) / c.k);
        let cols = (block(x0, 1.5 * S) - 1, block(x1, 1.5 * S) + 1);
        let rows = (block(y0, SQ3 * S) - 1, block(y1, SQ3 * S) + 1);
        let b = BLOCK as i32;
        Area { cols: (cols.0 * b, (cols.1 + 1) * b), rows: (rows.0 * b, (rows.1 + 1) * b) }
    }

    pub fn holds(&self, h: Hex) -> bool {
        let (c, r) = h.offset();
        (self.cols.0..=self.cols.1).contains(&c) && (self.rows.0..=self.rows.1).contains(&r)
    }
}

/// The hex of the map under the map point (x, y), if on the map: the one whose centre is nearest.
pub fn hex_at(x: f64, y: f64) -> Option<Hex> {
    let c0 = (x / (1.5 * S) + 0.5).floor() as i32;
    let mut best: Option<(f64, Hex)> = None;
    for c in c0 - 1..=c0 + 1 {
        let r0 = (y / (SQ3 * S) - if c % 2 == 0 { 0.5 } else { 0.0 } + 0.5).floor() as i32;
        for r in r0 - 1..=r0 + 1 {
            let h = Hex::from_offset(c, r);
            let (hx, hy) = grid_center(h);
            let d = (hx - x).powi(2) + (hy - y).powi(2);
            if best.is_none_or(|(bd, _)| d < bd) {
                best = Some((d, h));
            }
        }
    }
    let (d, h) = best?;
    (map::on_map(h) && d <= S * S).then_some(h)
}

/// A hex's outline as path data, `scale` times the hex (relative moves after the first corner).
pub fn hex_outline(o: &mut String, h: Hex, scale: f64) {
    hex_corner(o, h, scale);
    o.push_str(&hex_moves(scale));
}

/// The move to a hex's first corner, `scale` times the hex.
fn hex_corner(o: &mut String, h: Hex, scale: f64) {
    let (x, y) = grid_center(h);
    o.push('M');
    num(o, x + S * scale, 1);
    o.push(' ');
    num(o, y, 1);
}

/// The relative moves round a hex from its first corner, `scale` times the hex: the same for every hex.
fn hex_moves(scale: f64) -> String {
    if scale == 1.0 && S == 30.0 {
        return "l-15 26h-30l-15-26 15-26h30z".into();
    }
    let mut o = String::new();
    let mut prev = (S * scale, 0.0);
    for &(c, s) in &UNIT[1..] {
        let p = (S * scale * c, S * scale * s);
        o.push('l');
        num(&mut o, p.0 - prev.0, 1);
        o.push(' ');
        num(&mut o, p.1 - prev.1, 1);
        prev = p;
    }
    o.push('z');
    o
}

/// A path of every hex in `hexes` (nothing when empty).
fn hexes_path(o: &mut String, class: &str, hexes: impl IntoIterator<Item = Hex>, scale: f64) {
    let d = hexes_path_d(hexes, scale);
    if !d.is_empty() {
        let _ = write!(o, "<path class=\"{class}\" d=\"{d}\"/>");
    }
}

/// The outlines of `hexes`, each its corner and the same relative moves.
fn hexes_path_d(hexes: impl IntoIterator<Item = Hex>, scale: f64) -> String {
    let moves = hex_moves(scale);
    let mut d = String::new();
    for h in hexes {
        hex_corner(&mut d, h, scale);
        d.push_str(&moves);
    }
    d
}

/// The class of a hex kind's path.
fn kind_class(k: Kind) -> &'static str {
    match k {
        Kind::Axis => "or-axis",
        Kind::Fringe => "or-fringe",
        Kind::Interspiral => "or-inter",
        Kind::Nucleus => "or-nucleus",
        Kind::Core => "or-core",
    }
}

/// A four-pointed star at (x, y), `r` map units to a point, as path data.
fn star(o: &mut String, x: f64, y: f64, r: f64) {
    let w = r * 0.28;
    o.push('M');
    num(o, x, 1);
    o.push(' ');
    num(o, y - r, 1);
    // Points: north, east, south, west, with narrow waists between.
    let pts = [(w, -w), (r, 0.0), (w, w), (0.0, r), (-w, w), (-r, 0.0), (-w, -w)];
    for (dx, dy) in pts {
        o.push('L');
        num(o, x + dx, 1);
        o.push(' ');
        num(o, y + dy, 1);
    }
    o.push('z');
}

/// The map's two ends of the hexside of `h` toward direction `d` (1 north, 2 north-east, 3 south-east).
fn side(o: &mut String, h: Hex, d: Dir) {
    let (x, y) = grid_center(h);
    // Corners: UNIT[4] north-west, UNIT[5] north-east, UNIT[0] east, UNIT[1] south-east.
    let (a, b) = match d.number() {
        1 => (UNIT[4], UNIT[5]),
        2 => (UNIT[5], UNIT[0]),
        _ => (UNIT[0], UNIT[1]),
    };
    o.push('M');
    num(o, x + S * a.0, 1);
    o.push(' ');
    num(o, y + S * a.1, 1);
    o.push('L');
    num(o, x + S * b.0, 1);
    o.push(' ');
    num(o, y + S * b.1, 1);
}

/// The static galaxy, built once for the whole app: the same for every view and seat.
pub fn galaxy() -> &'static str {
    static GALAXY: OnceLock<String> = OnceLock::new();
    GALAXY.get_or_init(galaxy_markup)
}

fn galaxy_markup() -> String {
    let mut o = String::with_capacity(160 * 1024);
    o.push_str("<g aria-hidden=\"true\">");
    // Every hex, one path per kind: the grid is their outline.
    for k in Kind::ALL {
        hexes_path(
            &mut o,
            &format!("or-hex {}", kind_class(k)),
            map::hexes().filter(|&h| map::kind(h) == Some(k)),
            1.0,
        );
    }
    // Interstellar dust: one path of every dust hexside (16.0).
    let mut d = String::new();
    for (h, dir) in map::dust_sides() {
        side(&mut d, h, dir);
    }
    let _ = write!(o, "<path class=\"or-dust\" d=\"{d}\"/>");
    // Sol (18.3) under its beacon.
    let (sx, sy) = grid_center(map::SOL);
    o.push_str("<circle class=\"or-sol\" cx=\"");
    num(&mut o, sx, 1);
    o.push_str("\" cy=\"");
    num(&mut o, sy, 1);
    o.push_str("\" r=\"");
    num(&mut o, 0.62 * S, 1);
    o.push_str("\"/>");
    // The printed beacon stars (15.0): a star each, its first name under it when zoomed in.
    let mut stars = String::new();
    for b in &map::BEACONS {
        let (x, y) = grid_center(b.at());
        star(&mut stars, x - 0.5 * S, y - 0.2 * S, 0.3 * S);
    }
    let _ = write!(o, "<path class=\"or-beacon\" d=\"{stars}\"/>");
    o.push_str("<g class=\"or-names\">");
    for b in &map::BEACONS {
        let (x, y) = grid_center(b.at());
        o.push_str("<text x=\"");
        num(&mut o, x, 1);
        o.push_str("\" y=\"");
        num(&mut o, y + 0.78 * S, 1);
        o.push_str("\">");
        esc(&mut o, b.name());
        if b.stars.len() > 1 {
            let _ = write!(o, " +{}", b.stars.len() - 1);
        }
        o.push_str("</text>");
    }
    let (cx, cy) = grid_center(map::CORE[0]);
    o.push_str("<text class=\"or-core-name\" x=\"");
    num(&mut o, cx + 0.75 * S, 1);
    o.push_str("\" y=\"");
    num(&mut o, cy + 1.2 * S, 1);
    o.push_str("\">Galactic core</text>");
    o.push_str("<text class=\"or-sol-name\" x=\"");
    num(&mut o, sx, 1);
    o.push_str("\" y=\"");
    num(&mut o, sy - 0.3 * S, 1);
    o.push_str("\">Sol</text></g>");
    // The hex numbers, one text per row (rows of glyphs, each placed).
    o.push_str("<g class=\"or-labels\">");
    for r in 1..=map::ROWS {
        let items: Vec<((f64, f64), String)> = (1..=map::COLS)
            .map(|c| {
                let h = Hex::from_offset(c, r);
                let (x, y) = grid_center(h);
                ((x, y - 0.52 * S), h.label())
            })
            .collect();
        glyph_text(&mut o, "or-num", &items, 7.0);
    }
    o.push_str("</g></g>");
    o
}

/// Counter size (map units).
const CW: f64 = 1.36 * S;
const CH: f64 = 0.66 * S;

/// The picked force's destinations (from `from`, the figures of the fleets chosen), under the counters: shaded by the
/// chance of scatter in sixths, 0 to 6 (5.41–5.46), and marked with it, "n/6"; outlined when beyond the CLR (5.15,
/// 5.51); and the force's own hex. Only the hexes in `area` (the board's view and a margin) are drawn: from a gate
/// nearly the whole map may be a destination.
///
/// Each chance is one path filled with its pattern ([`odds_patterns`]), so a select that shades a thousand hexes
/// paints seven shapes: a thousand labels of their own took Chromium 5 ms to paint, and as SVG texts 15 ms to lay out.
pub fn dest_markup(from: Hex, to: &[(Hex, Plan)], area: Area) -> String {
    let mut o = String::with_capacity(64 * 1024);
    o.push_str("<g aria-hidden=\"true\">");
    let seen = || to.iter().filter(|(h, _)| area.holds(*h));
    for n in 0..=6u8 {
        let d = hexes_path_d(seen().filter(|(_, p)| p.scatter_in_6 == n).map(|(h, _)| *h), 0.94);
        if !d.is_empty() {
            let _ = write!(o, "<path class=\"or-dest\" data-odds=\"{n}/6\" fill=\"url(#or-odds-{n})\" d=\"{d}\"/>");
        }
    }
    hexes_path(&mut o, "or-beyond", seen().filter(|(_, p)| p.beyond_clr).map(|(h, _)| *h), 0.8);
    hexes_path(&mut o, "or-from", [from], 0.96);
    o.push_str("</g>");
    o
}

/// The seven fills of the destinations, one per chance of scatter in sixths: its shade, and its figure "n/6" where
/// each hex's label goes. The hex grid repeats every two columns and one row, so one tile of that size holds a
/// label for each column; the tile's edges fall between labels. The figures show only when the hexes are large
/// enough on screen to read them (`or-lod-names`, [`NAMES_PX`]).
pub fn odds_patterns() -> &'static str {
    static MARKUP: OnceLock<String> = OnceLock::new();
    MARKUP.get_or_init(|| {
        // A label's baseline below its hex centre (map units), the middle of its glyphs 4.5 above that. The
        // tile's edges: a half column left of the even columns, a quarter row above the odd columns' labels.
        let (w, h, below) = (3.0 * S, SQ3 * S, 0.62 * S + 4.0);
        let (x0, y0) = (-0.75 * S, below - 4.5 - 0.25 * h);
        let mut o = String::from("<defs>");
        // Figures with two decimals at most, by `num` (no float formatting in the wasm).
        let n2 = |v: f64| {
            let mut t = String::new();
            num(&mut t, v, 2);
            t
        };
        let (x0s, y0s, ws, hs) = (n2(x0), n2(y0), n2(w), n2(h));
        for n in 0..=6u8 {
            let _ = write!(
                o,
                "<pattern id=\"or-odds-{n}\" patternUnits=\"userSpaceOnUse\" x=\"{x0s}\" y=\"{y0s}\" \
                 width=\"{ws}\" height=\"{hs}\"><rect class=\"or-r{n}\" width=\"{ws}\" height=\"{hs}\"/>"
            );
            // Even columns' centres at x 0 and half a row down, odd columns' at 1.5 S and a whole row.
            for (cx, cy) in [(0.0, 0.5 * h), (1.5 * S, h)] {
                // `a - floor(a / h) h` rather than `rem_euclid`, whose float remainder brings libm's
                // `fmod` and 128-bit division into the wasm.
                let a = cy + below - y0;
                let (x, y) = (n2(cx - x0), n2(a - (a / h).floor() * h));
                let _ = write!(o, "<text class=\"or-odds-text\" x=\"{x}\" y=\"{y}\">{n}/6</text>");
            }
            o.push_str("</pattern>");
        }
        o.push_str("</defs>");
        o
    })
}

/// The layer that changes with the view: highlights under the counters (hexes explored, hexes other
/// actions name, a discovery's hexrows), gates, chits, beacons found in play, the forces, the log marks.
/// Apart from the picked force (`dest_markup` marks its hex), so that a pick does not draw it again.
pub fn over_markup(v: &View) -> String {
    let mut o = String::with_capacity(16 * 1024);
    // Highlights, for the eye: each action on the map is also a button in the prompt panel.
    o.push_str("<g aria-hidden=\"true\">");
    hexes_path(&mut o, "or-hl-mine", v.explored.iter().copied(), 0.9);
    hexes_path(&mut o, "or-act", action_hexes(v), 0.9);
    // Contact markers (7.21), and the hex being resolved on the Contact Table (7.0) or in conflict (9.0).
    hexes_path(&mut o, "or-contact", v.contacts.iter().copied(), 0.98);
    let resolving = v.contact.as_ref().map(|c| c.hex).or(v.conflict.as_ref().map(|c| c.hex));
    hexes_path(&mut o, "or-contact-check", resolving, 0.96);
    if let Some(d) = &v.discovery {
        hexes_path(&mut o, "or-from", [d.from], 0.96);
        if let Some(row) = d.row {
            hexes_path(&mut o, "or-row", map::hexes().filter(|&h| row.contains(h)), 0.94);
        } else {
            let rows: Vec<_> = v
                .legal
                .iter()
                .filter_map(|c| match c.action {
                    crate::engine::outreach::Action::Row { row } => Some(row),
                    _ => None,
                })
                .collect();
            hexes_path(&mut o, "or-row", map::hexes().filter(|&h| rows.iter().any(|r| r.contains(h))), 0.94);
        }
    }
    o.push_str("</g>");

    // StarGates (14.1): a ring in the owner's colour (grey: neutral; dashed: neutralized), its SP for its
    // owner.
    o.push_str("<g class=\"or-gates\" aria-hidden=\"true\">");
    for g in &v.gates {
        let (x, y) = grid_center(g.hex);
        let seat = g.owner.map_or("or-neutral", super::party_class);
        let _ = write!(
            o,
            "<g class=\"or-gate {seat}{}\"><circle cx=\"",
            if g.neutralized { " or-neutralized" } else { "" }
        );
        num(&mut o, x, 1);
        o.push_str("\" cy=\"");
        num(&mut o, y, 1);
        o.push_str("\" r=\"");
        num(&mut o, 0.8 * S, 1);
        o.push_str("\"/>");
        if let Some(sp) = g.sp {
            o.push_str("<text x=\"");
            num(&mut o, x + 0.62 * S, 1);
            o.push_str("\" y=\"");
            num(&mut o, y - 0.42 * S, 1);
            let _ = write!(o, "\">{sp}</text>");
        }
        o.push_str("</g>");
    }
    o.push_str("</g>");

    // Face-down potential value chits (3.2): "?" or the value this seat has seen.
    o.push_str("<g class=\"or-chits\" aria-hidden=\"true\">");
    for c in &v.chits {
        let (x, y) = grid_center(c.hex);
        let (cx, cy) = (x - 0.6 * S, y + 0.38 * S);
        o.push_str("<rect x=\"");
        num(&mut o, cx - 0.19 * S, 1);
        o.push_str("\" y=\"");
        num(&mut o, cy - 0.19 * S, 1);
        o.push_str("\" width=\"11.4\" height=\"11.4\" rx=\"2\"");
        o.push_str(if c.value.is_some() { " class=\"or-chit-known\"/>" } else { "/>" });
        o.push_str("<text x=\"");
        num(&mut o, cx, 1);
        o.push_str("\" y=\"");
        num(&mut o, cy + 3.6, 1);
        o.push_str("\">");
        match c.value {
            Some(n) => {
                let _ = write!(o, "{n}");
            }
            None => o.push('?'),
        }
        o.push_str("</text>");
    }
    o.push_str("</g>");

    // Wisdom chits lying face up on the core hexes (3.31, 17.0): a "W".
    for &h in &v.wisdom {
        let (x, y) = grid_center(h);
        let (cx, cy) = (x + 0.6 * S, y + 0.38 * S);
        o.push_str("<g class=\"or-wisdom\" aria-hidden=\"true\"><rect x=\"");
        num(&mut o, cx - 0.19 * S, 1);
        o.push_str("\" y=\"");
        num(&mut o, cy - 0.19 * S, 1);
        o.push_str("\" width=\"11.4\" height=\"11.4\" rx=\"2\"/><text x=\"");
        num(&mut o, cx, 1);
        o.push_str("\" y=\"");
        num(&mut o, cy + 3.6, 1);
        o.push_str("\">W</text></g>");
    }

    // Beacon stars discovered in play (15.0).
    let mut stars = String::new();
    for &h in &v.beacons {
        let (x, y) = grid_center(h);
        star(&mut stars, x - 0.5 * S, y - 0.2 * S, 0.3 * S);
    }
    if !stars.is_empty() {
        let _ = write!(o, "<path class=\"or-beacon or-found\" aria-hidden=\"true\" d=\"{stars}\"/>");
    }

    // Forces (5.12), each hex's spread a little: a counter in the owner's colour, its fleets when this seat
    // may know them.
    let mut placed: Vec<(Hex, u32)> = Vec::new();
    for f in &v.forces {
        let n = match placed.iter_mut().find(|(h, _)| *h == f.hex) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                placed.push((f.hex, 0));
                0
            }
        };
        let (x, y) = grid_center(f.hex);
        let (x, y) = (x + 0.2 * S * n as f64, y + 0.05 * S + 0.28 * S * n as f64);
        let moving = v.moving == Some(f.hex) && f.owner == v.seat;
        let class = format!(
            "or-force {}{}{}",
            super::party_class(f.owner),
            if f.shifted { " or-shifted" } else { "" },
            if moving { " or-moving" } else { "" }
        );
        let _ = write!(o, "<g class=\"{class}\" data-hex=\"{}\" role=\"button\" tabindex=\"-1\" aria-label=\"", f.hex);
        esc_attr(&mut o, &force_words(v, f));
        o.push_str("\"><rect x=\"");
        num(&mut o, x - CW / 2.0, 1);
        o.push_str("\" y=\"");
        num(&mut o, y - CH / 2.0, 1);
        o.push_str("\" width=\"");
        num(&mut o, CW, 1);
        o.push_str("\" height=\"");
        num(&mut o, CH, 1);
        o.push_str("\" rx=\"3\"/><text aria-hidden=\"true\" x=\"");
        num(&mut o, x, 1);
        o.push_str("\" y=\"");
        num(&mut o, y + 4.3, 1);
        o.push_str("\">");
        match (f.fleets, f.unknown) {
            (Some(fl), 0) => esc(&mut o, &fl.words()),
            (Some(fl), n) if !fl.is_empty() => esc(&mut o, &format!("{} +{n}?", fl.words())),
            (_, 0) => o.push('?'),
            (_, n) => esc(&mut o, &format!("{n}?")),
        }
        if f.chits > 0 {
            let _ = write!(o, " W{}", if f.chits > 1 { f.chits.to_string() } else { String::new() });
        }
        o.push_str("</text></g>");
    }

    log_marks_markup(&mut o);
    o
}

/// The hexes the legal actions other than shifts name (explore, place a beacon, lose, disband, orders).
pub fn action_hexes(v: &View) -> Vec<Hex> {
    let mut out: Vec<Hex> = Vec::new();
    for c in &v.legal {
        if let Some(h) = super::action_hex(&c.action) {
            if !out.contains(&h) {
                out.push(h);
            }
        }
    }
    out
}

/// A force in words for its counter's name: "Player 1's force in 1312: 1r 2e" ("fleets unknown" for
/// another's).
pub fn force_words(v: &View, f: &ForceView) -> String {
    let who = super::party_name(v, f.owner);
    let mut what = match f.fleets {
        Some(fl) if !fl.is_empty() => fl.words(),
        Some(_) if f.unknown > 0 => String::new(),
        _ => "fleets unknown".to_string(),
    };
    if f.unknown > 0 {
        let sep = if what.is_empty() { "" } else { " and " };
        what = format!("{what}{sep}{} face down", f.unknown);
    }
    format!(
        "{who}'s force in {}: {what}{}{}",
        f.hex,
        crate::engine::outreach::log::carrying(f.chits),
        if f.shifted { ", shifted this Game-Turn" } else { "" }
    )
}

/// The chosen log entry's hexes, over the counters.
fn log_marks_markup(o: &mut String) {
    let Some(hexes) = log_marks().get().map(|m| m.hexes) else { return };
    let mut d = String::new();
    for h in hexes {
        hex_outline(&mut d, h, 0.92);
    }
    let _ = write!(o, "<path class=\"log-mark\" aria-hidden=\"true\" d=\"{d}\"/>");
}

/// The hex the keyboard's cursor is on, as path data.
pub fn cursor_path(h: Hex) -> String {
    hexes_d(&[h], 1.0)
}

/// Hexes as path data, `scale` times their size.
pub fn hexes_d(hexes: &[Hex], scale: f64) -> String {
    let mut d = String::new();
    for &h in hexes {
        hex_outline(&mut d, h, scale);
    }
    d
}
