//! The Stellar Display's geometry (SF 2.0): LiteZulus (a hex and a Zulu level), planar and true
//! distance, Known Space, the mirror point and the Stellar Randomizer's ring trace.
//!
//! StarForce labels hexes `XXYY` (column, row; columns and rows 00–40) like every SPI map, but its odd
//! columns sit half a hex lower (SF 2.1): the opposite parity to [`Hex::from_offset`]. So this module has
//! its own conversion ([`hex_at`], [`col_row_of`]) and the engine's `Hex` labels are never used here. SF
//! 2.3's test case tells the parities apart: 1734 is 16 hexes from Sol under ours (15 under the other).
//!
//! Arithmetic saturates: no LiteZulu, however extreme, panics or wraps.

use super::data::display::{self, KNOWN_SPACE_RADIUS};
use crate::engine::hex::{Dir, Hex};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Columns and rows run 00–40 (SF 2.1).
pub const MAP_MAX: i32 = 40;

/// `v` clamped into `i32`.
const fn sat(v: i64) -> i32 {
    if v > i32::MAX as i64 {
        i32::MAX
    } else if v < i32::MIN as i64 {
        i32::MIN
    } else {
        v as i32
    }
}

/// The hex at StarForce column `col`, row `row` (odd columns half a hex lower, SF 2.1).
pub const fn hex_at(col: i32, row: i32) -> Hex {
    let c = col as i64;
    Hex::new(col, sat(row as i64 - (c - (c & 1)) / 2))
}

/// StarForce (column, row) of a hex (SF 2.1).
pub fn col_row_of(h: Hex) -> (i32, i32) {
    let q = h.q as i64;
    (h.q, sat(h.r as i64 + (q - (q & 1)) / 2))
}

/// A hex's `XXYY` label on the Stellar Display.
pub fn hex_label_of(h: Hex) -> String {
    let (c, r) = col_row_of(h);
    format!("{c:02}{r:02}")
}

/// Whether a hex lies on the Stellar Display (columns and rows 00–40).
pub fn on_map(h: Hex) -> bool {
    let (c, r) = col_row_of(h);
    (0..=MAP_MAX).contains(&c) && (0..=MAP_MAX).contains(&r)
}

/// Four ASCII digits, as (column, row).
const fn digits4(b: &[u8]) -> Option<(i32, i32)> {
    if b.len() != 4 {
        return None;
    }
    let mut i = 0;
    while i < 4 {
        if !b[i].is_ascii_digit() {
            return None;
        }
        i += 1;
    }
    let (c0, c1, r0, r1) = (
        (b[0] - b'0') as i32,
        (b[1] - b'0') as i32,
        (b[2] - b'0') as i32,
        (b[3] - b'0') as i32,
    );
    Some((c0 * 10 + c1, r0 * 10 + r1))
}

/// Parses a StarForce hex label `XXYY` (exactly four digits, surrounding whitespace ignored).
pub fn parse_hex(s: &str) -> Option<Hex> {
    digits4(s.trim().as_bytes()).map(|(c, r)| hex_at(c, r))
}

/// A position on the Stellar Display (SF 2.1): a hex and a Zulu level, written `XXYY/±Z` ("2612/-2",
/// "2020/0"). Ordered by column, row, then level: the order battles are fought in (SF 5.0 phase 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LiteZulu {
    pub hex: Hex,
    pub level: i32,
}

/// Sol, 2020/0 (SF 2.1).
pub const SOL: LiteZulu = LiteZulu::at(20, 20, 0);

impl LiteZulu {
    /// The LiteZulu at column `col`, row `row`, level `level`. A `const fn`, so that data tables are built
    /// at compile time.
    pub const fn at(col: i32, row: i32, level: i32) -> LiteZulu {
        LiteZulu {
            hex: hex_at(col, row),
            level,
        }
    }

    /// (column, row) of its hex.
    pub fn col_row(self) -> (i32, i32) {
        col_row_of(self.hex)
    }

    /// Its hex's label: "2612".
    pub fn hex_label(self) -> String {
        hex_label_of(self.hex)
    }

    /// Its label: "2612/-2", "2020/0", "2326/+17" (ASCII sign, level 0 unsigned).
    pub fn label(self) -> String {
        match self.level {
            0 => format!("{}/0", self.hex_label()),
            l if l > 0 => format!("{}/+{l}", self.hex_label()),
            l => format!("{}/{l}", self.hex_label()),
        }
    }

    /// Parses a label: four digits, a slash, then a level of one or two digits with an optional sign
    /// (`+`, `-` or the minus sign U+2212). Surrounding whitespace is ignored; anything else is `None`.
    pub fn parse(s: &str) -> Option<LiteZulu> {
        LiteZulu::parse_const(s.trim())
    }

    /// [`LiteZulu::parse`] for constant tables: only ASCII whitespace is trimmed.
    pub const fn parse_const(s: &str) -> Option<LiteZulu> {
        let b = s.as_bytes().trim_ascii();
        if b.len() < 6 || b[4] != b'/' {
            return None;
        }
        let (hex, rest) = b.split_at(4);
        let Some((col, row)) = digits4(hex) else {
            return None;
        };
        let (_, level) = rest.split_at(1);
        // The sign: '+', '-', or U+2212 (E2 88 92 in UTF-8).
        let (negative, digits) = match level {
            [b'+', d @ ..] => (false, d),
            [b'-', d @ ..] => (true, d),
            [0xE2, 0x88, 0x92, d @ ..] => (true, d),
            d => (false, d),
        };
        let magnitude = match digits {
            [a] if a.is_ascii_digit() => (*a - b'0') as i32,
            [a, b] if a.is_ascii_digit() && b.is_ascii_digit() => {
                ((*a - b'0') * 10 + (*b - b'0')) as i32
            }
            _ => return None,
        };
        Some(LiteZulu::at(
            col,
            row,
            if negative { -magnitude } else { magnitude },
        ))
    }

    /// Planar distance P: hexes between the two hexes (SF 2.2).
    pub fn planar(self, o: LiteZulu) -> u32 {
        self.hex.distance(o.hex).max(0) as u32
    }

    /// Zulu distance Z: the difference in level (SF 2.2).
    pub fn zulu(self, o: LiteZulu) -> u32 {
        (self.level as i64 - o.level as i64)
            .unsigned_abs()
            .min(u32::MAX as u64) as u32
    }

    /// True distance D (SF 2.2), by the data module's rule.
    pub fn true_distance(self, o: LiteZulu) -> u32 {
        display::true_distance(self.planar(o), self.zulu(o))
    }

    /// Whether it lies in Known Space (SF 2.3): within 20 hexes of Sol and within that ring's Zulu Limit.
    pub fn in_known_space(self) -> bool {
        self.in_volume(0)
    }

    /// Whether it lies in the Volume extended `extension` levels beyond the Zulu Limits (43.4): Known Space
    /// when 0.
    pub fn in_volume(self, extension: i32) -> bool {
        let p = SOL.planar(self);
        p <= KNOWN_SPACE_RADIUS
            && display::zulu_limit(p)
                .is_some_and(|zl| self.level.unsigned_abs() <= zl.unsigned_abs() + extension.unsigned_abs())
    }
}

impl Ord for LiteZulu {
    fn cmp(&self, o: &LiteZulu) -> Ordering {
        // Axial coordinates break the tie left only by saturated extremes, keeping Ord consistent with Eq.
        (self.col_row(), self.level, self.hex).cmp(&(o.col_row(), o.level, o.hex))
    }
}

impl PartialOrd for LiteZulu {
    fn partial_cmp(&self, o: &LiteZulu) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl std::fmt::Display for LiteZulu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label())
    }
}

/// Written as its label in records, views and links.
impl Serialize for LiteZulu {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.label())
    }
}

/// Read from a label only; anything else is an error naming what was read.
impl<'de> Deserialize<'de> for LiteZulu {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<LiteZulu, D::Error> {
        let s = String::deserialize(d)?;
        LiteZulu::parse(&s).ok_or_else(|| {
            serde::de::Error::custom(format!("not a LiteZulu (XXYY/+Z, as 2612/-2): {s}"))
        })
    }
}

/// The mirror of destination `dest` seen from `origin` (SF 2.6): as far beyond the origin, in hexes and
/// in levels, as the destination lies before it (axial 2A − B, level 2zA − zB).
pub fn mirror(origin: LiteZulu, dest: LiteZulu) -> LiteZulu {
    let twice = |a: i32, b: i32| sat(2 * a as i64 - b as i64);
    LiteZulu {
        hex: Hex::new(
            twice(origin.hex.q, dest.hex.q),
            twice(origin.hex.r, dest.hex.r),
        ),
        level: twice(origin.level, dest.level),
    }
}

/// Every LiteZulu of Known Space (SF 2.3), in order (column, row, level): 39,917 of them.
pub fn known_space() -> impl Iterator<Item = LiteZulu> {
    let r = KNOWN_SPACE_RADIUS as i32;
    (0..=MAP_MAX)
        .flat_map(move |c| {
            (0..=MAP_MAX).flat_map(move |row| (-r..=r).map(move |l| LiteZulu::at(c, row, l)))
        })
        .filter(|z| z.in_known_space())
}

/// The hex in Sol's column "20xx" at `row` (E38.1: the Stellar Randomizer's top number picks it).
pub fn column_hex(row: i32) -> Hex {
    hex_at(20, row)
}

/// SF 2.5's step directions, `R` hexes each: by (start north of Sol, clockwise).
const fn trace_steps(north: bool, clockwise: bool) -> [u8; 6] {
    match (north, clockwise) {
        (true, true) => [3, 4, 5, 6, 1, 2],   // SE, S, SW, NW, N, NE
        (false, true) => [6, 1, 2, 3, 4, 5],  // NW, N, NE, SE, S, SW
        (true, false) => [5, 4, 3, 2, 1, 6],  // SW, S, SE, NE, N, NW
        (false, false) => [2, 1, 6, 5, 4, 3], // NE, N, NW, SW, S, SE
    }
}

/// The ring trace (SF 2.5): the ring about Sol through `start` (radius R = P(Sol, start)), the start hex
/// first, then the others in turn, clockwise (north up) or counter-clockwise. A start in Sol's column (the
/// randomizer's) is the ring's north or south corner and the trace steps R hexes in each of SF 2.5's six
/// directions; from another start it goes round the same ring the same way. R = 0 gives just the start;
/// a start off the map (columns or rows beyond 00–40) has no ring to trace and also gives just the start.
pub fn ring_trace(start: Hex, clockwise: bool) -> Vec<Hex> {
    let sol = SOL.hex;
    let r = sol.distance(start);
    if r == 0 || !on_map(start) {
        return vec![start];
    }
    let north = start == sol.step(Dir::ALL[0], r);
    let south = start == sol.step(Dir::ALL[3], r);
    if north || south {
        let mut out = Vec::with_capacity(6 * r as usize);
        let mut h = start;
        for d in trace_steps(north, clockwise) {
            let Some(d) = Dir::new(d) else { continue };
            for _ in 0..r {
                out.push(h);
                h = h.neighbor(d);
            }
        }
        return out;
    }
    // Elsewhere: Hex::ring runs clockwise from the north corner; start from `start`, reversed for
    // counter-clockwise.
    let ring = sol.ring(r);
    let i = ring.iter().position(|&h| h == start).unwrap_or(0);
    let mut out: Vec<Hex> = ring[i..].iter().chain(&ring[..i]).copied().collect();
    if !clockwise {
        out[1..].reverse();
    }
    out
}
