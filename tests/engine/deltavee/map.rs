//! DeltaVee 2.1, 6.2: the plane in 16 × 17 tiles lettered west to east, and labels like B1511.

use starshift::engine::deltavee::map::{self, locate, parse, Tile, TILE_COLS, TILE_ROWS};
use starshift::engine::hex::{Dir, Hex};
use std::collections::HashSet;

/// Every hex the five scenarios name (11.0), positions, planets and asteroid markers.
pub const SCENARIO_HEXES: [&str; 21] = [
    "A0207", "B1511", // 1
    "A1112", "A0706", "A0705", // 2
    "A0909", // 3 (and the 0100 hex row, below)
    "C1406", "A0409", "B1612", "B1611", "C0902", "C0904", "C0907", "C0909", "C0912", "C0915", // 4
    "A0407", "B0717", "B0617", "B0516", "C1110", // 5
];

#[test]
fn every_hex_of_tiles_a_to_e_round_trips() {
    let mut seen = HashSet::new();
    for (x, letter) in "ABCDE".chars().enumerate() {
        let tile = Tile::lettered(letter).expect("letter");
        assert_eq!(tile, Tile { x: x as i32, y: 0 });
        assert_eq!(tile.letter(), Some(letter));
        for col in 1..=16 {
            for row in 1..=17 {
                let text = format!("{letter}{col:02}{row:02}");
                let hex = parse(&text).unwrap_or_else(|| panic!("{text}"));
                assert_eq!(map::label(hex).as_deref(), Some(text.as_str()));
                assert_eq!(locate(hex), (tile, col, row));
                assert_eq!(tile.hex(col, row), hex);
                assert!(seen.insert(hex), "{text} repeats a plane hex");
            }
        }
        assert_eq!(tile.hexes().count(), (TILE_COLS * TILE_ROWS) as usize);
    }
    assert_eq!(seen.len(), 5 * 16 * 17);
}

#[test]
fn tile_a_is_the_shared_labelling() {
    for text in ["0101", "0207", "1112", "1617", "0909"] {
        assert_eq!(parse(&format!("A{text}")), Hex::from_label(text));
    }
    // B's first column follows A's last.
    assert_eq!(parse("B0101").expect("B0101").offset(), (17, 1));
    assert_eq!(parse("E1617").expect("E1617").offset(), (80, 17));
}

#[test]
fn malformed_labels_are_refused() {
    for bad in
        ["", "B", "B151", "B15111", "b1511", "1511", "B1711", "B0011", "B1518", "B1500", "BB1511", "B15a1", "É0101"]
    {
        assert_eq!(parse(bad), None, "{bad:?}");
    }
}

#[test]
fn every_scenario_hex_parses() {
    for text in SCENARIO_HEXES {
        let hex = parse(text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(map::label(hex).as_deref(), Some(text));
    }
    // Scenario 3's "0100 hex row" of map A: column 01, all seventeen rows.
    for row in 1..=17 {
        assert!(parse(&format!("A01{row:02}")).is_some());
    }
}

/// Sixteen columns is even, so parity carries over the A/B edge: A16yy (even, lower) touches B01yy on
/// its north-east and B01(yy+1) on its south-east, exactly as inside a tile.
#[test]
fn adjacency_across_the_a_b_boundary() {
    let ne = Dir::new(2).expect("NE");
    let se = Dir::new(3).expect("SE");
    let sw = Dir::new(5).expect("SW");
    let nw = Dir::new(6).expect("NW");
    for row in 1..=16 {
        let a = map::at(&format!("A16{row:02}"));
        assert_eq!(map::label(a.neighbor(ne)), Some(format!("B01{row:02}")));
        assert_eq!(map::label(a.neighbor(se)), Some(format!("B01{:02}", row + 1)));
        let b = map::at(&format!("B01{:02}", row + 1));
        assert_eq!(map::label(b.neighbor(nw)), Some(format!("A16{row:02}")));
        assert_eq!(map::label(b.neighbor(sw)), Some(format!("A16{:02}", row + 1)));
        // The same pattern as an even column meeting an odd one inside tile A.
        let inside = map::at(&format!("A04{row:02}"));
        assert_eq!(map::label(inside.neighbor(ne)), Some(format!("A05{row:02}")));
    }
    assert_eq!(map::at("A1609").distance(map::at("B0109")), 1);
    assert_eq!(map::at("A0207").distance(map::at("B1511")), 29);
}

#[test]
fn hexes_off_the_lettered_row_have_tiles_but_no_labels() {
    for hex in [Hex::from_offset(0, 5), Hex::from_offset(5, 0), Hex::from_offset(70, 18), Hex::from_offset(-3, -40)] {
        let (tile, col, row) = locate(hex);
        assert_eq!(tile.hex(col, row), hex);
        assert_eq!(map::label(hex), None, "{hex:?}");
    }
    // Above map E (scenario 3): tile x 4, y -1.
    assert_eq!(locate(Hex::from_offset(70, -2)), (Tile { x: 4, y: -1 }, 6, 15));
}
