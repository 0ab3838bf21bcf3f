//! Stellar shifting (5.0): which shifts a force may make (the CLR 5.15, continual shifting 5.21, reserve
//! shifts 5.3, interstellar dust 5.73), the Scatter Table's die and its modifiers (5.41–5.46), scatter,
//! attrition and removal (5.5), and the discovery of beacon stars on arrival (15.0).

use super::beacons;
use super::event::{Event, Purpose};
use super::interaction;
use super::los;
use super::map;
use super::rules::Ctx;
use super::scenarios::Fleets;
use super::setup;
use super::state::{Attrition, Party, Phase, Seat, State};
use super::tables::{self, Scatter};
use super::wisdom;
use crate::engine::game::Refusal;
use crate::engine::hex::{Dir, Hex};
use serde::Serialize;

/// Whether `h` holds a StarGate friendly to `seat`: his own and not neutralized (2.0, 10.0).
pub fn friendly_gate(st: &State, seat: Seat, h: Hex) -> bool {
    st.gate_at(h).is_some_and(|g| g.friendly_to(seat))
}

/// Whether `h` holds a StarGate `seat` shifts with as with his own (5.15, 5.21, 5.42, 5.53, 5.73): friendly,
/// or an ally's, or the gate of a player who chose A toward him while he chose B (8.2).
pub fn shift_gate(st: &State, seat: impl Into<Party>, h: Hex) -> bool {
    let seat = seat.into();
    st.gate_at(h).is_some_and(|g| !g.neutralized && g.owner.is_some_and(|o| interaction::uses_gates_of(st, seat, o)))
}

/// Whether `h` holds a beacon star, printed or discovered (5.42, 15.16); none where 15.0 is left out (18.14).
pub fn beacon_at(st: &State, h: Hex) -> bool {
    (map::beacon(h).is_some() && setup::plays(st, "15.0")) || st.beacons.contains(&h)
}

/// Whether interstellar dust blocks the line from `a` to `b` (5.73, 16.0); never where 16.0 is left out
/// (18.14).
pub fn dust_blocks(st: &State, a: Hex, b: Hex) -> bool {
    setup::plays(st, "16.0") && los::blocked(a, b)
}

/// Galactic nucleus or core (17.0).
pub fn nucleus(h: Hex) -> bool {
    map::kind(h).is_some_and(|k| k.is_nucleus())
}

/// A shift's figures before the die: its length (5.41), the die's modifier (5.42–5.46), whether it goes
/// beyond the CLR (5.15, 5.51), and the chance in sixths that it scatters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Plan {
    pub length: u32,
    pub modifier: i32,
    pub beyond_clr: bool,
    pub go_on: bool,
    pub scatter_in_6: u8,
}

/// `seat`'s Civilization Level Range for shifting: the square of his level (5.15), one higher while he holds
/// the X in 18.5 (18.56).
pub fn clr(st: &State, seat: impl Into<Party>) -> u32 {
    (level(st, seat.into()) as u32).pow(2)
}

/// The level a party shifts at: a player's (one higher while he holds the X in 18.5, 18.56), an autonomous
/// force's own (13.1).
fn level(st: &State, p: Party) -> u8 {
    match p {
        Party::Player(seat) => wisdom::shifting_cl(st, seat),
        Party::Auto(_) => st.cl(p),
    }
}

/// The Scatter Table's modifier for `fleets` of `seat` shifting into `to` (5.42–5.46, cumulative).
pub fn modifier(st: &State, seat: impl Into<Party>, fleets: Fleets, to: Hex) -> i32 {
    let seat = seat.into();
    let mut m = 0;
    if shift_gate(st, seat, to) {
        m += 1; // 5.42
    }
    if beacon_at(st, to) {
        m += 1; // 5.42, 15.16
    }
    m + explorers_modifier(fleets) + (level(st, seat) as i32 - 1).max(0) // 5.45, 18.56
}

/// The part of the Scatter Table's modifier that depends on which fleets go: +1 with explorers among
/// them (5.43), +2 when all are explorers (5.44).
pub fn explorers_modifier(fleets: Fleets) -> i32 {
    match fleets.e as u32 {
        0 => 0,
        e if e == fleets.total() => 2, // 5.44
        _ => 1,                        // 5.43
    }
}

/// The chance in sixths that a shift of `length` hexes with the die modified by `modifier` scatters
/// (5.41: the Scatter Table's cells with a result).
pub fn scatter_in_6(length: u32, modifier: i32) -> u8 {
    (1..=6).filter(|d| tables::scatter(length, d + modifier).is_some()).count() as u8
}

/// Whether `fleets` of `seat` in `from` form a force that may shift now, and whether it is the force
/// that shifted last going on (5.21).
fn force(st: &State, seat: Seat, from: Hex, fleets: Fleets) -> Result<bool, Refusal> {
    if fleets.is_empty() {
        return Err(Refusal::illegal("5.12", "A force is at least one StarFleet."));
    }
    if st.going_on(from, fleets) {
        return Ok(true);
    }
    if st.phase == Phase::ReserveShifts && st.reserve_used {
        return Err(Refusal::illegal("5.32", "Each player makes one reserve shift, with one force."));
    }
    if !fleets.within(st.unshifted(seat, from)) {
        let why = if fleets.within(st.fleets_of(seat, from)) {
            "Those StarFleets have shifted this Game-Turn; a force that stopped shifts no more, and none picks up another's fleets."
        } else {
            "You have no such StarFleets there."
        };
        return Err(Refusal::illegal("5.13", why));
    }
    Ok(false)
}

/// Whether `fleets` may form a new force of fleets that have not shifted in `from` (5.13, 5.32).
fn may_form(st: &State, seat: Seat, from: Hex, fleets: Fleets) -> bool {
    !(st.phase == Phase::ReserveShifts && st.reserve_used) && fleets.within(st.unshifted(seat, from))
}

/// The shift of `fleets` of `seat` from `from` to `to`, if the rules allow it now.
pub fn plan(st: &State, seat: Seat, from: Hex, fleets: Fleets, to: Hex) -> Result<Plan, Refusal> {
    let mut go_on = force(st, seat, from, fleets)?;
    if !map::on_map(to) || to == from {
        return Err(Refusal::illegal("5.1", "A shift goes to another hex of the map."));
    }
    let length = from.distance(to) as u32;
    let clr = clr(st, seat);
    let beyond_clr = length > clr;
    if st.phase == Phase::ReserveShifts && beyond_clr {
        return Err(Refusal::illegal("5.34", format!("A reserve shift goes no farther than the CLR ({clr} hexes).")));
    }
    // Fleets that fit both the force going on and the hex's unshifted fleets: beyond the CLR only the
    // unshifted may make the shift (5.21), so they are the ones meant.
    if go_on && beyond_clr && may_form(st, seat, from, fleets) {
        go_on = false;
    }
    if go_on && beyond_clr {
        return Err(Refusal::illegal(
            "5.21",
            format!("A force going on shifts no farther than its CLR ({clr} hexes)."),
        ));
    }
    if beyond_clr && !shift_gate(st, seat, from) {
        return Err(Refusal::illegal(
            "5.15",
            format!("Beyond the CLR ({clr} hexes) a force shifts only from a friendly or allied StarGate."),
        ));
    }
    if length > 1 && dust_blocks(st, from, to) && !(shift_gate(st, seat, from) && shift_gate(st, seat, to)) {
        return Err(Refusal::illegal(
            "5.73",
            "Interstellar dust blocks the line of sight: only an adjacent hex, or a friendly or allied StarGate from another.",
        ));
    }
    let modifier = modifier(st, seat, fleets, to);
    Ok(Plan { length, modifier, beyond_clr, go_on, scatter_in_6: scatter_in_6(length, modifier) })
}

/// Every hex `fleets` of `seat` in `from` may shift to now, with its plan, in map order.
///
/// The same as asking [`plan`] about every hex of the map, but it asks only about the hexes that [`plan`]'s
/// cheap checks leave: none if the force may not shift (5.12, 5.13, 5.32: the same refusal for every hex);
/// none beyond the CLR unless it may go so far (5.15, 5.21, 5.34); none out of sight past dust but from a
/// friendly gate to another (5.73).
pub fn destinations(st: &State, seat: Seat, from: Hex, fleets: Fleets) -> Vec<(Hex, Plan)> {
    let Ok(go_on) = force(st, seat, from, fleets) else {
        return Vec::new();
    };
    let clr = clr(st, seat);
    let from_gate = shift_gate(st, seat, from);
    let beyond = (!go_on || may_form(st, seat, from, fleets)) && st.phase != Phase::ReserveShifts && from_gate;
    map::hexes()
        .filter(|&to| {
            let length = from.distance(to) as u32;
            (length <= clr || beyond)
                && !(length > 1 && dust_blocks(st, from, to) && !(from_gate && shift_gate(st, seat, to)))
        })
        .filter_map(|to| plan(st, seat, from, fleets, to).ok().map(|p| (to, p)))
        .collect()
}

/// The wisdom chits of the force a shift of `fleets` from `from` leaves, and its fleets: the force going on
/// (5.21), or the fleets there that have not shifted.
pub fn leaves(st: &State, seat: Seat, from: Hex, go_on: bool) -> (u8, u32) {
    let mut forces = st.forces.iter().filter(|f| f.owner == seat && f.hex == from && f.shifted == go_on);
    if go_on {
        // The force going on is the one that arrived last.
        forces.next_back().map_or((0, 0), |f| (f.chits, f.fleets.total()))
    } else {
        forces.fold((0, 0), |(c, n), f| (c + f.chits, n + f.fleets.total()))
    }
}

/// The wisdom chits a planned shift may carry, fewest to most (17.21–17.23), and those its force has.
pub fn carry_range(st: &State, seat: Seat, from: Hex, fleets: Fleets, p: &Plan) -> ((u8, u8), u8) {
    let (source, all) = leaves(st, seat, from, p.go_on);
    let may_take = wisdom::why_not_take(st, seat, from).is_none();
    (wisdom::carry_range(source, all - fleets.total().min(all), fleets.total(), may_take), source)
}

/// Whether a planned shift may carry `chits` wisdom chits (17.21–17.23, 17.26); those its force has.
pub fn check_carry(st: &State, seat: Seat, from: Hex, fleets: Fleets, p: &Plan, chits: u8) -> Result<u8, Refusal> {
    let ((least, most), source) = carry_range(st, seat, from, fleets, p);
    if chits < least {
        return Err(Refusal::illegal("17.22", "Each fleet carries one wisdom chit: the fleets staying cannot carry them all."));
    }
    if chits > most {
        if chits as u32 > fleets.total() {
            return Err(Refusal::illegal("17.22", "Each fleet carries one wisdom chit."));
        }
        return Err(wisdom::why_not_take(st, seat, from)
            .unwrap_or_else(|| Refusal::illegal("17.21", "The force carries no more wisdom chits.")));
    }
    Ok(source)
}

/// Carries out a planned shift: the wisdom chit taken along (17.21), the Scatter Table's roll (none for one
/// hex, 5.4), arrival or scatter, attrition and removal; the chits carried to a StarGate of his (17.26).
#[allow(clippy::too_many_arguments)]
pub fn shift(cx: &mut Ctx, seat: Seat, from: Hex, fleets: Fleets, to: Hex, p: Plan, chits: u8, source: u8) {
    wisdom::take_along(cx, seat, from, chits, source);
    cx.emit(Event::Shifted { seat, from, to, fleets, length: p.length, go_on: p.go_on, chits: chits.min(source) });
    let cell = if p.length > 1 {
        let die = cx.roll(6, Purpose::Scatter { length: p.length, modifier: p.modifier });
        tables::scatter(p.length, die as i32 + p.modifier)
    } else {
        None
    };
    match cell {
        None => arrive(cx, seat, fleets, to, p, chits),
        Some(sc) => scatter(cx, seat, from, fleets, to, p, sc, chits),
    }
    wisdom::deliver(cx, seat);
}

fn arrive(cx: &mut Ctx, seat: Seat, fleets: Fleets, to: Hex, p: Plan, chits: u8) {
    // 5.21: within the CLR to a friendly gate it may go on; otherwise it stops (5.22, 5.23).
    let go_on = !p.beyond_clr && shift_gate(&cx.st, seat, to);
    cx.emit(Event::Arrived { seat, hex: to, fleets, go_on, chits });
    // 15.0: a purposeful shift into a hex that sees no beacon star discovers new ones.
    if !nucleus(to) && !beacons::in_sight(&cx.st, to) {
        beacons::discover(cx, seat, to);
    }
}

#[allow(clippy::too_many_arguments)]
fn scatter(cx: &mut Ctx, seat: Seat, from: Hex, fleets: Fleets, to: Hex, p: Plan, sc: Scatter, chits: u8) {
    let dir = cx.roll(6, Purpose::ScatterDirection) as u8;
    let hex = to.step(Dir::new(dir).expect("a die is 1-6"), sc.hexes as i32);
    let count = tables::percentage_loss(fleets.total(), sc.loss as u32, p.beyond_clr);
    cx.emit(Event::Scattered {
        seat,
        fleets,
        intended: to,
        hex,
        dir,
        hexes: sc.hexes,
        loss: sc.loss,
        count,
        doubled: p.beyond_clr,
        chits,
    });
    // 5.53: removed off the map (a), on a shift from or to the nucleus (b, 5.72), or out of sight of every
    // friendly gate unless it was shifting to one (c).
    let removed = if !map::on_map(hex) {
        Some(("5.53", "it scattered off the map"))
    } else if nucleus(from) || nucleus(to) {
        Some(("5.72", "its shift was from or to the galactic nucleus"))
    } else if !shift_gate(&cx.st, seat, to)
        && !cx.st.gates.iter().any(|g| shift_gate(&cx.st, seat, g.hex) && !dust_blocks(&cx.st, hex, g.hex))
    {
        Some(("5.53", "no friendly or allied StarGate is in sight"))
    } else {
        None
    };
    if let Some((case, _why)) = removed {
        cx.emit(Event::Lost { seat, hex, fleets, case: case.into() });
        cx.emit(Event::Stopped { seat });
        return;
    }
    // 5.24: attrition, then the survivors stop in the scatter hex.
    take_losses(cx, seat, hex, fleets, count, "5.51");
    cx.emit(Event::Stopped { seat });
}

/// `count` fleets lost from a force of `fleets` in `hex`: all of one kind or all of them at once;
/// otherwise the owner chooses (5.24).
/// `count` of the `fleets` of `seat` in `hex` lost under `case`: at once where there is no choice (all of
/// them, or one kind only), else the owner chooses (5.24, 9.18).
pub fn take_losses(cx: &mut Ctx, seat: Seat, hex: Hex, fleets: Fleets, count: u32, case: &str) {
    if count == 0 {
        return;
    }
    let kinds = [fleets.r, fleets.d, fleets.e].iter().filter(|&&n| n > 0).count();
    if count >= fleets.total() || kinds == 1 {
        let n = count.min(fleets.total()) as u8;
        let lost = if count >= fleets.total() {
            fleets
        } else if fleets.r > 0 {
            Fleets { r: n, d: 0, e: 0 }
        } else if fleets.d > 0 {
            Fleets { r: 0, d: n, e: 0 }
        } else {
            Fleets { r: 0, d: 0, e: n }
        };
        cx.emit(Event::Lost { seat, hex, fleets: lost, case: case.into() });
    } else {
        cx.emit(Event::MustLose { attrition: Attrition { owner: seat, hex, fleets, count, case: case.into() } });
    }
}

/// The owner's choice of losses (5.24, 9.18): exactly the number owed, from the force that owes them.
pub fn lose(cx: &mut Ctx, seat: Seat, lost: Fleets) -> Result<(), Refusal> {
    let Some(a) = cx.st.attrition.clone().filter(|a| a.owner == seat) else {
        return Err(Refusal::illegal("5.24", "No losses are owed now."));
    };
    let choosing = if a.case == "5.51" { "5.24" } else { a.case.as_str() };
    if lost.total() != a.count || !lost.within(a.fleets) {
        return Err(Refusal::illegal(
            choosing,
            format!("Remove exactly {} of the force's StarFleets ({}).", a.count, a.fleets.words()),
        ));
    }
    cx.emit(Event::Lost { seat, hex: a.hex, fleets: lost, case: a.case });
    Ok(())
}
