//! DeltaVee's playing area: an unbounded hex plane drawn as identical map tiles (DeltaVee 2.1, 6.2).
//!
//! The four printed maps are identical, each hex numbered `XXYY` within its map, and a map letter tells
//! them apart (2.1); more maps are laid down as units head off the edge (6.2), so the software treats the
//! area as one unbounded plane in tiles. Tiles are 16 columns × 17 rows (reconstructed, the smallest size
//! holding every hex the scenarios name: columns up to 16 in B1612, rows up to 17 in B0717), lettered A, B,
//! C, … west to east (the scenario map diagrams; ships facing 3 o'clock head toward later letters).
//!
//! Tile `x` (A = 0) holds plane columns `16x + 1 ..= 16x + 16` and tile row `y` (the lettered row is 0;
//! negative north, positive south — scenario 3 may add maps above or below E) rows `17y + 1 ..= 17y + 17`.
//! Sixteen is even, so a column keeps its parity from one tile to the next: the grid lines up across every
//! tile edge with the shared convention (even columns half a hex lower), and tile A's hexes are the shared
//! [`Hex`] labels themselves (A0207 is `Hex::from_label("0207")`).

use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

/// Columns per tile, `XX` = 01–16 (reconstructed: see module docs).
pub const TILE_COLS: i32 = 16;
/// Rows per tile, `YY` = 01–17 (reconstructed).
pub const TILE_ROWS: i32 = 17;

/// A tile's place in the plane: `x` west→east from A = 0, `y` north→south from the lettered row 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub x: i32,
    pub y: i32,
}

impl Tile {
    /// The lettered tile `A`, `B`, … (uppercase).
    pub fn lettered(letter: char) -> Option<Tile> {
        letter.is_ascii_uppercase().then(|| Tile { x: letter as i32 - 'A' as i32, y: 0 })
    }
    /// The tile's letter, for tiles A–Z of the lettered row.
    pub fn letter(self) -> Option<char> {
        (self.y == 0 && (0..26).contains(&self.x)).then(|| (b'A' + self.x as u8) as char)
    }
    /// The plane hex at `XX`, `YY` (1–16, 1–17) of this tile.
    pub fn hex(self, col: i32, row: i32) -> Hex {
        Hex::from_offset(TILE_COLS * self.x + col, TILE_ROWS * self.y + row)
    }
    /// Every hex of the tile, column by column.
    pub fn hexes(self) -> impl Iterator<Item = Hex> {
        (1..=TILE_COLS).flat_map(move |c| (1..=TILE_ROWS).map(move |r| self.hex(c, r)))
    }
}

/// The tile a hex lies in, with its `XX` and `YY` there.
pub fn locate(h: Hex) -> (Tile, i32, i32) {
    let (col, row) = h.offset();
    let (x, y) = ((col - 1).div_euclid(TILE_COLS), (row - 1).div_euclid(TILE_ROWS));
    (Tile { x, y }, (col - 1).rem_euclid(TILE_COLS) + 1, (row - 1).rem_euclid(TILE_ROWS) + 1)
}

/// Parses a map label such as `B1511`: a tile letter and four digits `XXYY` within the tile.
pub fn parse(label: &str) -> Option<Hex> {
    let mut chars = label.chars();
    let tile = Tile::lettered(chars.next()?)?;
    let digits = chars.as_str();
    if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (col, row): (i32, i32) = (digits.get(..2)?.parse().ok()?, digits.get(2..)?.parse().ok()?);
    ((1..=TILE_COLS).contains(&col) && (1..=TILE_ROWS).contains(&row)).then(|| tile.hex(col, row))
}

/// The map label of a hex on a lettered tile, e.g. `B1511`; `None` elsewhere on the plane.
pub fn label(h: Hex) -> Option<String> {
    let (tile, col, row) = locate(h);
    Some(format!("{}{col:02}{row:02}", tile.letter()?))
}

/// A hex in words: its map label, or `(q, r)` off the lettered tiles.
pub fn name(h: Hex) -> String {
    label(h).unwrap_or_else(|| format!("({}, {})", h.q, h.r))
}

/// A hex named in the text, for data tables: panics on a bad label (a typo in our data, caught by tests).
pub fn at(label: &str) -> Hex {
    parse(label).unwrap_or_else(|| panic!("not a DeltaVee map label: {label}"))
}
