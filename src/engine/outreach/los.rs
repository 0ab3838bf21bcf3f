//! Line of sight (15.15, 16.0): a straight line between the centres of two hexes, blocked where it crosses
//! an interstellar dust hexside. It decides which beacons a hex sees (15.0, 15.13–15.14), whether a
//! scattered force still sees a friendly gate (5.53c) and whether a shift passes through dust (5.73).
//!
//! Geometry (brief §2.3; reconstructed where the text is silent): the segment joins the true centres of
//! flat-top hexes (even columns half a hex lower); it is blocked if it properly crosses a dust side. A
//! segment through a hex corner (or along a side) is tested twice, moved 10⁻⁷ hex to either side, and is
//! blocked only if both are — a corner lets the line slip past where either way round is open. So two
//! adjacent hexes see each other unless the side between them is dust.

use super::map::{self, dust_between, dust_sides};
use crate::engine::hex::{Dir, Hex};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

const SQRT3: f64 = 1.732_050_807_568_877_2;
/// How far a line through a corner is moved to either side.
const NUDGE: f64 = 1e-7;
/// A corner this close to a line lies on it.
const ON_LINE: f64 = 1e-9;

type Pt = (f64, f64);

/// The centre of a hex, in hex units (centre to corner = 1), x east and y south: flat-top hexes, so the
/// axial coordinates already hold the column parity.
pub fn centre(h: Hex) -> Pt {
    let (q, r) = (h.q as f64, h.r as f64);
    (1.5 * q, SQRT3 * (r + q / 2.0))
}

/// The corners' offsets from the centre, at k × 60° clockwise from east: (cos, sin) of those angles, as
/// constants (no trigonometry in the wasm).
const CORNERS: [Pt; 6] =
    [(1.0, 0.0), (0.5, SQRT3 / 2.0), (-0.5, SQRT3 / 2.0), (-1.0, 0.0), (-0.5, -SQRT3 / 2.0), (0.5, -SQRT3 / 2.0)];

/// The corner of `h` at `k` × 60° clockwise from east (k = 0: the east corner).
fn corner(h: Hex, k: i32) -> Pt {
    let (x, y) = centre(h);
    let (dx, dy) = CORNERS[k.rem_euclid(6) as usize];
    (x + dx, y + dy)
}

/// The two ends of the side of `h` facing direction `d` (1 north: between the corners at 240° and 300°).
pub fn side(h: Hex, d: Dir) -> (Pt, Pt) {
    let k = 4 + d.number() as i32 - 1;
    (corner(h, k), corner(h, k + 1))
}

/// The dust hexsides as segments, made once, sorted by their west ends (for [`near`]).
fn dust_segments() -> &'static [(Pt, Pt)] {
    static SEGMENTS: OnceLock<Vec<(Pt, Pt)>> = OnceLock::new();
    SEGMENTS.get_or_init(|| {
        let mut v: Vec<(Pt, Pt)> = dust_sides().into_iter().map(|(h, d)| side(h, d)).collect();
        crate::engine::sort::sort_by_key(&mut v, |x| crate::engine::sort::float_key(x.0 .0.min(x.1 .0)));
        v
    })
}

/// How far beyond the box of a line [`near`] looks, in hexes: more than [`crosses_dust`]'s own 1 hex plus
/// the [`NUDGE`].
const NEAR: f64 = 1.01;
/// How far from a line [`near`] looks across it, in hexes: far more than the [`NUDGE`] and [`ON_LINE`]. A side
/// with both ends farther on one side neither touches nor crosses the line, moved or not.
const NEAR_ACROSS: f64 = 0.01;

/// The dust sides that come within [`NEAR`] of the box of the segment p–q (p ≠ q) and within
/// [`NEAR_ACROSS`] of its line: a superset of the sides [`blocked_by`] could find on or across it, so
/// testing these alone gives the same answer as testing all.
fn near(p: Pt, q: Pt, segments: &[(Pt, Pt)]) -> Vec<(Pt, Pt)> {
    let (lo_x, hi_x) = (p.0.min(q.0) - NEAR, p.0.max(q.0) + NEAR);
    let (lo_y, hi_y) = (p.1.min(q.1) - NEAR, p.1.max(q.1) + NEAR);
    // orient(p, q, c) is the distance of c from the line times its length.
    let across = NEAR_ACROSS * ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
    // Sorted by west end, and a side is one hex wide: none west of lo_x - 1 reaches lo_x.
    let start = segments.partition_point(|&(a, b)| a.0.min(b.0) < lo_x - 1.0);
    segments[start..]
        .iter()
        .take_while(|&&(a, b)| a.0.min(b.0) <= hi_x)
        .filter(|&&(a, b)| a.0.max(b.0) >= lo_x && a.1.max(b.1) >= lo_y && a.1.min(b.1) <= hi_y)
        .filter(|&&(a, b)| {
            let (da, db) = (orient(p, q, a), orient(p, q, b));
            !((da > across && db > across) || (da < -across && db < -across))
        })
        .copied()
        .collect()
}

/// Twice the signed area of the triangle a, b, c (> 0: c lies clockwise of a→b with y south).
fn orient(a: Pt, b: Pt, c: Pt) -> f64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}

/// Whether segments p–q and a–b cross at a point inside both.
fn crosses(p: Pt, q: Pt, a: Pt, b: Pt) -> bool {
    let (d1, d2) = (orient(p, q, a), orient(p, q, b));
    let (d3, d4) = (orient(a, b, p), orient(a, b, q));
    d1 * d2 < 0.0 && d3 * d4 < 0.0
}

/// Whether point c lies on segment p–q (within [`ON_LINE`]).
fn on_segment(p: Pt, q: Pt, c: Pt) -> bool {
    let len = ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
    if len == 0.0 || (orient(p, q, c) / len).abs() > ON_LINE {
        return false;
    }
    let t = ((c.0 - p.0) * (q.0 - p.0) + (c.1 - p.1) * (q.1 - p.1)) / (len * len);
    (0.0..=1.0).contains(&t)
}

/// Whether the segment p–q properly crosses any dust side.
fn crosses_dust(p: Pt, q: Pt, segments: &[(Pt, Pt)]) -> bool {
    let (lo_x, hi_x) = (p.0.min(q.0) - 1.0, p.0.max(q.0) + 1.0);
    let (lo_y, hi_y) = (p.1.min(q.1) - 1.0, p.1.max(q.1) + 1.0);
    segments.iter().any(|&(a, b)| {
        let near = a.0.max(b.0) >= lo_x && a.0.min(b.0) <= hi_x && a.1.max(b.1) >= lo_y && a.1.min(b.1) <= hi_y;
        near && crosses(p, q, a, b)
    })
}

/// Whether the line of sight between two hexes is blocked by dust (15.15). A hex always sees itself;
/// hexes need not be on the map (off-map hexes have no dust).
///
/// Between two hexes of the map each answer is worked out once and then remembered; off the map it is
/// worked out each time.
pub fn blocked(a: Hex, b: Hex) -> bool {
    let (Some(i), Some(j)) = (index(a), index(b)) else {
        return blocked_by(a, b, dust_segments());
    };
    // Two bits a pair in a word of the row of `a`: known, and blocked. One atomic word holds both, so any
    // thread reads them together; two threads working out the same pair at once set the same bits.
    let (word, shift) = (&row(i)[j / PAIRS_A_WORD], 2 * (j % PAIRS_A_WORD) as u32);
    let bits = word.load(Ordering::Relaxed) >> shift;
    if bits & KNOWN != 0 {
        return bits & BLOCKED != 0;
    }
    let blocked = blocked_by(a, b, dust_segments());
    word.fetch_or((KNOWN | if blocked { BLOCKED } else { 0 }) << shift, Ordering::Relaxed);
    blocked
}

/// The position of an on-map hex in [`map::hexes`]' order (column by column), or `None` off the map.
fn index(h: Hex) -> Option<usize> {
    let (c, r) = h.offset();
    map::on_map(h).then(|| ((c - 1) * map::ROWS + (r - 1)) as usize)
}

const HEXES: usize = (map::COLS * map::ROWS) as usize;
const PAIRS_A_WORD: usize = 16;
const WORDS: usize = HEXES.div_ceil(PAIRS_A_WORD);
const KNOWN: u32 = 1;
const BLOCKED: u32 = 2;

/// What is known of the lines of sight from the hex at `i` to each hex of the map, in map order: made, all
/// unknown, when first asked for.
fn row(i: usize) -> &'static [AtomicU32; WORDS] {
    static ROWS: [OnceLock<Box<[AtomicU32; WORDS]>>; HEXES] = [const { OnceLock::new() }; HEXES];
    ROWS[i].get_or_init(|| Box::new([const { AtomicU32::new(0) }; WORDS]))
}

/// Whether the line of sight between two hexes is blocked by dust: [`dust_segments`] `all`, of which only
/// those [`near`] the line can matter.
fn blocked_by(a: Hex, b: Hex, all: &[(Pt, Pt)]) -> bool {
    match a.distance(b) {
        0 => return false,
        1 => return dust_between(a, b),
        _ => {}
    }
    let (p, q) = (centre(a), centre(b));
    let segments = &near(p, q, all)[..];
    let touches_corner = segments.iter().any(|&(s, t)| on_segment(p, q, s) || on_segment(p, q, t));
    if !touches_corner {
        return crosses_dust(p, q, segments);
    }
    // Through a corner or along a side: blocked only if blocked moved either way.
    let len = ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
    let n = (-(q.1 - p.1) / len * NUDGE, (q.0 - p.0) / len * NUDGE);
    let moved = |s: f64| crosses_dust((p.0 + s * n.0, p.1 + s * n.1), (q.0 + s * n.0, q.1 + s * n.1), segments);
    moved(1.0) && moved(-1.0)
}

/// Whether `a` sees `b`: an unblocked line of sight (15.15).
pub fn sees(a: Hex, b: Hex) -> bool {
    !blocked(a, b)
}
