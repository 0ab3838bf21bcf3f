//! Hex geometry on flat-topped hexes (a hex side faces north), in axial coordinates.
//!
//! Axial `(q, r)` is the only coordinate the rules use. SPI's four-digit `XXYY` labels (XX = column,
//! YY = row, columns west→east) are converted only at the edges ([`Hex::from_label`], [`Hex::label`]).
//!
//! Column parity: **even columns sit half a hex lower** than odd ones (Red Blob's "even-q"). Outreach
//! 5.52's scatter example (2020 → six hexes direction 3 → 2623) holds under it (tested).
//!
//! Coordinates are bounded where they are read ([`Hex::LIMIT`]: a record, a link or an action naming a hex
//! farther out is damaged input), and the arithmetic here saturates instead of overflowing, so no hex,
//! however extreme, can panic or wrap (tests/engine/hex.rs tries `i32::MIN` and `i32::MAX` on every
//! operation).
//!
//! The six directions are numbered 1–6 clockwise from north: 1 N, 2 NE, 3 SE, 4 S, 5 SW, 6 NW
//! (the numbering Outreach 5.52 fixes and StarGate's orbit hexes 1–6 reuse). Pixel layout belongs to the UI.

use serde::{Deserialize, Serialize};

/// A hex in axial coordinates. In JSON (records, views) it is its `XXYY` label where it has one (column
/// and row 0–99), else `{"q": …, "r": …}`; both forms are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// One of the six hex-side directions, 1 = north, numbered clockwise. Read from JSON as 1–6 only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8")]
pub struct Dir(u8);

impl TryFrom<u8> for Dir {
    type Error = String;
    fn try_from(n: u8) -> Result<Dir, String> {
        Dir::new(n).ok_or_else(|| format!("a direction is a number from 1 to 6, not {n}"))
    }
}

const STEPS: [(i32, i32); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];
const NAMES: [&str; 6] = ["north", "north-east", "south-east", "south", "south-west", "north-west"];

impl Dir {
    /// All six directions, 1 to 6.
    pub const ALL: [Dir; 6] = [Dir(1), Dir(2), Dir(3), Dir(4), Dir(5), Dir(6)];

    /// Direction number `n` (1–6); `None` otherwise.
    pub fn new(n: u8) -> Option<Dir> {
        (1..=6).contains(&n).then_some(Dir(n))
    }
    /// The rulebook number, 1–6.
    pub fn number(self) -> u8 {
        self.0
    }
    pub fn name(self) -> &'static str {
        NAMES[self.0 as usize - 1]
    }
    /// The direction `k` steps clockwise (negative: counter-clockwise).
    pub fn turn(self, k: i32) -> Dir {
        Dir(((self.0 as i32 - 1 + k).rem_euclid(6) + 1) as u8)
    }
    pub fn opposite(self) -> Dir {
        self.turn(3)
    }
}

/// `v` clamped into `i32`: hex arithmetic is done in `i64` and saturates rather than overflow.
const fn sat(v: i64) -> i32 {
    if v > i32::MAX as i64 {
        i32::MAX
    } else if v < i32::MIN as i64 {
        i32::MIN
    } else {
        v as i32
    }
}

impl Hex {
    /// Coordinates of a hex read from a record, a link or an action lie strictly within ±`LIMIT` (about a
    /// million hexes: far beyond any map, DeltaVee's unbounded plane included, and far from overflow).
    pub const LIMIT: i32 = 1 << 20;

    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// Whether both coordinates lie within ±[`Hex::LIMIT`] (exclusive): a hex any game can use.
    pub const fn in_bounds(self) -> bool {
        self.q.unsigned_abs() < Hex::LIMIT as u32 && self.r.unsigned_abs() < Hex::LIMIT as u32
    }

    /// From offset column and row (even columns half a hex lower).
    pub const fn from_offset(col: i32, row: i32) -> Hex {
        let c = col as i64;
        Hex { q: col, r: sat(row as i64 - (c + (c & 1)) / 2) }
    }

    /// (column, row) of this hex.
    pub fn offset(self) -> (i32, i32) {
        let q = self.q as i64;
        (self.q, sat(self.r as i64 + (q + (q & 1)) / 2))
    }

    /// Parses an `XXYY` label (exactly four digits).
    /// A `const fn`, so that a map's data may keep labels and its tables of hexes still be built at compile
    /// time (`outreach::map::beacon`).
    pub const fn from_label(label: &str) -> Option<Hex> {
        let b = label.as_bytes();
        if b.len() != 4 || !b[0].is_ascii_digit() || !b[1].is_ascii_digit() || !b[2].is_ascii_digit() || !b[3].is_ascii_digit() {
            return None;
        }
        let (col, row) = ((b[0] - b'0') as i32 * 10 + (b[1] - b'0') as i32, (b[2] - b'0') as i32 * 10 + (b[3] - b'0') as i32);
        Some(Hex::from_offset(col, row))
    }

    /// The `XXYY` label (columns and rows 0–99 on the maps that use labels).
    pub fn label(self) -> String {
        let (c, r) = self.offset();
        format!("{c:02}{r:02}")
    }

    pub fn neighbor(self, d: Dir) -> Hex {
        let (dq, dr) = STEPS[d.0 as usize - 1];
        Hex { q: self.q.saturating_add(dq), r: self.r.saturating_add(dr) }
    }

    pub fn neighbors(self) -> [Hex; 6] {
        Dir::ALL.map(|d| self.neighbor(d))
    }

    /// The hex `n` steps away in direction `d`.
    pub fn step(self, d: Dir, n: i32) -> Hex {
        let (dq, dr) = STEPS[d.0 as usize - 1];
        let (n, q, r) = (n as i64, self.q as i64, self.r as i64);
        Hex { q: sat(q + dq as i64 * n), r: sat(r + dr as i64 * n) }
    }

    /// Cube coordinates (q, r, s) with q + r + s = 0: the third axis of the same grid (saturating, like the
    /// rest). The distance is the largest of the three differences.
    pub fn cube(self) -> (i32, i32, i32) {
        (self.q, self.r, sat(-(self.q as i64) - self.r as i64))
    }

    /// Hex distance (number of steps; `i32::MAX` for the few pairs of extreme hexes farther apart).
    pub fn distance(self, o: Hex) -> i32 {
        let dq = self.q as i64 - o.q as i64;
        let dr = self.r as i64 - o.r as i64;
        sat((dq.abs() + dr.abs() + (dq + dr).abs()) / 2)
    }

    /// If `o` lies on a straight line of hexes along the grain from `self`, the direction and distance.
    pub fn line_to(self, o: Hex) -> Option<(Dir, i32)> {
        let n = self.distance(o);
        if n == 0 {
            return None;
        }
        Dir::ALL.into_iter().find(|&d| self.step(d, n) == o).map(|d| (d, n))
    }

    /// The hexes 1..=n steps away in direction `d`, nearest first.
    pub fn ray(self, d: Dir, n: i32) -> impl Iterator<Item = Hex> {
        (1..=n).map(move |k| self.step(d, k))
    }

    /// The ring of hexes at exactly `radius` (radius 0: the hex itself; below 0: none), clockwise from the
    /// north.
    pub fn ring(self, radius: i32) -> Vec<Hex> {
        if radius <= 0 {
            return if radius == 0 { vec![self] } else { Vec::new() };
        }
        let mut out = Vec::with_capacity(6 * radius as usize);
        let mut h = self.step(Dir(1), radius);
        for side in 0..6 {
            let d = Dir(1).turn(side + 2);
            for _ in 0..radius {
                out.push(h);
                h = h.neighbor(d);
            }
        }
        out
    }

    /// All hexes within `radius`, the centre first, then ring by ring.
    pub fn spiral(self, radius: i32) -> Vec<Hex> {
        (0..=radius).flat_map(|k| self.ring(k)).collect()
    }
}

impl std::fmt::Display for Hex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label())
    }
}

#[derive(Serialize)]
#[serde(untagged)]
enum HexForm {
    Label(String),
    Axial { q: i32, r: i32 },
}

impl Serialize for Hex {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (c, r) = self.offset();
        if (0..=99).contains(&c) && (0..=99).contains(&r) {
            HexForm::Label(self.label()).serialize(s)
        } else {
            HexForm::Axial { q: self.q, r: self.r }.serialize(s)
        }
    }
}

/// Reads both forms: a label string, or a map of exactly the integers `q` and `r`, within ±[`Hex::LIMIT`].
/// Anything else is refused, with the reason in words (an unknown key is named). Written by hand: serde's
/// derived untagged reading buffers through its `Content` (about 3 kB of wasm).
impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hex, D::Error> {
        use serde::de::Error;
        use serde_json::Value;
        const EXPECTED: &str = "a hex is an XXYY label or a map of q and r";
        let coordinate = |name: &str, v: Option<&Value>| -> Result<i32, D::Error> {
            let v = v.ok_or_else(|| D::Error::custom(format!("{EXPECTED}, and {name} is missing")))?;
            match (v.as_i64(), v.as_u64()) {
                (Some(n), _) if n.unsigned_abs() < Hex::LIMIT as u64 => Ok(n as i32),
                (Some(n), _) => Err(n.to_string()),
                (None, Some(n)) => Err(n.to_string()),
                _ => return Err(D::Error::custom(format!("{EXPECTED}, and {name} is not a whole number"))),
            }
            .map_err(|n| {
                let most = Hex::LIMIT - 1;
                D::Error::custom(format!("{name} = {n} lies off every map (hex coordinates run from -{most} to {most})"))
            })
        };
        match Value::deserialize(d)? {
            Value::String(l) => Hex::from_label(&l).ok_or_else(|| D::Error::custom(format!("not an XXYY hex label: {l}"))),
            Value::Object(m) => {
                if let Some(k) = m.keys().find(|k| *k != "q" && *k != "r") {
                    return Err(D::Error::custom(format!("unknown field `{k}` in a hex, expected `q` and `r`")));
                }
                Ok(Hex { q: coordinate("q", m.get("q"))?, r: coordinate("r", m.get("r"))? })
            }
            _ => Err(D::Error::custom(EXPECTED)),
        }
    }
}
