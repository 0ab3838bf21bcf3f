//! Beacon stars (15.0): whether a hex sees one, the discovery of new ones by a force that arrives where
//! none is in sight, and their placement in hexrows (15.11–15.14): chosen and placed by the players in
//! turn to the discoverer's left, or, in solitaire, by two dice for each hex of the row the player picks.

use super::event::{Event, Purpose};
use super::los;
use super::map;
use super::rules::Ctx;
use super::setup;
use super::shift::{beacon_at, nucleus};
use super::state::{Discovery, Hexrow, Seat, State};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;

/// Every beacon star on the map, printed and discovered; none in a scenario without them (18.14).
pub fn all(st: &State) -> impl Iterator<Item = Hex> + '_ {
    let printed = if setup::plays(st, "15.0") { &map::BEACONS[..] } else { &[] };
    printed.iter().map(|b| b.at()).chain(st.beacons.iter().copied())
}

/// Whether a beacon star is in sight of `h` (15.0, 15.15).
pub fn in_sight(st: &State, h: Hex) -> bool {
    all(st).any(|b| los::sees(h, b))
}

/// The seat to the left of `s`: the next in clockwise order (4.2A, 15.12).
pub fn left_of(st: &State, s: Seat) -> Seat {
    Seat::from_index((s.index() + 1) % st.players.len()).unwrap_or(s)
}

/// Rolls the number of new beacon stars `seat`'s force discovers from `from` (15.11).
pub fn discover(cx: &mut Ctx, seat: Seat, from: Hex) {
    if !setup::plays(&cx.st, "15.0") {
        return;
    }
    let count = cx.roll(6, Purpose::Beacons) as u8 + 2;
    let first = left_of(&cx.st, seat);
    cx.emit(Event::Discovered { seat, from, count, first });
    settle(cx);
}

/// The hexes of `row`, in increasing order.
fn hexes(row: Hexrow) -> Vec<Hex> {
    match row {
        Hexrow::Column(c) => (1..=map::ROWS).map(|r| Hex::from_offset(c as i32, r)).collect(),
        Hexrow::Row(r) => (1..=map::COLS).map(|c| Hex::from_offset(c, r as i32)).collect(),
    }
}

/// The hexes of `row` a beacon may be placed in from `from`: in sight of it (15.14), holding no beacon,
/// never the nucleus or core.
pub fn places(st: &State, from: Hex, row: Hexrow) -> Vec<Hex> {
    hexes(row).into_iter().filter(|&h| !nucleus(h) && !beacon_at(st, h) && los::sees(from, h)).collect()
}

/// Whether `row` may be chosen for a beacon discovered from `from` (15.13): at least two of its hexes in
/// sight, no beacon in sight in it, not a row through `from`; and a hex left to place in.
pub fn row_allowed(st: &State, from: Hex, row: Hexrow) -> bool {
    if row.contains(from) {
        return false;
    }
    let seen: Vec<Hex> = hexes(row).into_iter().filter(|&h| los::sees(from, h)).collect();
    seen.len() >= 2 && !seen.iter().any(|&h| beacon_at(st, h)) && !places(st, from, row).is_empty()
}

/// Every hexrow that may be chosen now: columns, then rows.
pub fn rows(st: &State, from: Hex) -> Vec<Hexrow> {
    let cols = (1..=map::COLS as u8).map(Hexrow::Column);
    let rows = (1..=map::ROWS as u8).map(Hexrow::Row);
    cols.chain(rows).filter(|&r| row_allowed(st, from, r)).collect()
}

/// Who acts in a discovery: the chooser of the next row, or the player to his left who places (15.12).
/// In solitaire the one player chooses and the dice place.
pub fn actor(st: &State, d: &Discovery) -> Seat {
    match d.row {
        None => d.turn,
        Some(_) => left_of(st, d.turn),
    }
}

/// A hexrow chosen for the next beacon.
pub fn choose_row(cx: &mut Ctx, seat: Seat, row: Hexrow) -> Result<(), Refusal> {
    let d = cx.st.discovery.clone().filter(|d| d.row.is_none() && d.turn == seat);
    let Some(d) = d else {
        return Err(Refusal::illegal("15.12", "No hexrow is yours to choose now."));
    };
    if !row_allowed(&cx.st, d.from, row) {
        return Err(Refusal::illegal(
            "15.13",
            "A hexrow for a beacon star shows at least two hexes and no beacon star to the discovering force, and does not run through its hex.",
        ));
    }
    cx.emit(Event::RowChosen { seat, row });
    if cx.st.players.len() == 1 {
        solitaire(cx, seat, d.from, row);
    }
    settle(cx);
    Ok(())
}

/// Solitaire placement (15.12): two dice for each hex of the row in turn, a beacon on exactly 9.
fn solitaire(cx: &mut Ctx, seat: Seat, from: Hex, row: Hexrow) {
    for h in places(&cx.st, from, row) {
        if cx.st.discovery.is_none() {
            return;
        }
        let a = cx.roll(6, Purpose::BeaconHex { hex: h });
        let b = cx.roll(6, Purpose::BeaconHex { hex: h });
        if a + b == 9 {
            cx.emit(Event::BeaconPlaced { seat, hex: h });
        }
    }
    // The row is done: the player picks another (15.12).
    if cx.st.discovery.is_some() {
        cx.emit(Event::RowDone { row });
    }
}

/// A beacon placed by the player whose turn it is, in the chosen row (15.12, 15.14).
pub fn place(cx: &mut Ctx, seat: Seat, hex: Hex) -> Result<(), Refusal> {
    let d = cx.st.discovery.clone().filter(|d| d.row.is_some() && actor(&cx.st, d) == seat);
    let Some(d) = d else {
        return Err(Refusal::illegal("15.12", "No beacon star is yours to place now."));
    };
    let row = d.row.expect("filtered");
    if !places(&cx.st, d.from, row).contains(&hex) {
        return Err(Refusal::illegal(
            "15.14",
            format!("A beacon star goes in {} where the discovering force sees it, in a hex without one.", row.words()),
        ));
    }
    cx.emit(Event::BeaconPlaced { seat, hex });
    settle(cx);
    Ok(())
}

/// Beacons that no hexrow can take any more are not placed.
fn settle(cx: &mut Ctx) {
    if let Some(d) = cx.st.discovery.clone() {
        if d.row.is_none() && rows(&cx.st, d.from).is_empty() {
            cx.emit(Event::BeaconsLeft { count: d.left });
        }
    }
}
