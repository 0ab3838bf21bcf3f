//! The caretaker's shifts of an active autonomous force (Outreach 13.24, 13.31–13.33), made in his Regular
//! Shift Phase alongside his own: the engine lists the shifts the rules leave him, he picks.
//!
//! Our readings (the brief's 4: "the engine lists legal autonomous moves, the caretaker picks"):
//! - A force hostile (C) toward no active player (13.24, 13.33): where a hex with its StarGate holds a
//!   player's force and can be reached, every force of it elsewhere must shift to one such hex
//!   ("concentrate"); else a force in a hex without its StarGate must shift to one; a force on its StarGate
//!   may shift to another. Each shift moves the whole force.
//! - A force hostile toward an active player (13.31–13.32): one StarFleet stays with each of its StarGates
//!   (the first force, as many fleets as gates); the others (the second force) shift toward the nearest
//!   StarGate of such a player in sight (least distance, line of sight clear of dust, 15.15): to it when one
//!   shift reaches it, else to the hexes one shift can reach nearest it. With no such gate in sight it keeps
//!   to its gates as above (13.33). The fleets that go are the strongest: revealed dreadnoughts, then the
//!   face-down counters, then revealed regulars.
//! - A shift reaches a hex as a player's does (5.15, 5.73): within the force's CLR (its CL squared), or
//!   farther from one of its StarGates; across dust only to an adjacent hex or gate to gate. One shift a
//!   Game-Turn, rolled on the Scatter Table (5.4): a scatter moves it, it loses nothing (5.24), and it is
//!   removed where a player's force would be (5.53, 5.72).
//! - The caretaker's own phase may not end while a force must still shift.

use super::event::{Event, Purpose};
use super::interaction;
use super::map;
use super::rules::Ctx;
use super::scenarios::Fleets;
use super::shift;
use super::state::{Auto, Party, Phase, Seat, State};
use super::tables::{self, Opt};
use crate::engine::game::Refusal;
use crate::engine::hex::{Dir, Hex};

/// A shift the caretaker may, or must, make: `count` StarFleets of `set` from `from` to one of `to`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Move {
    pub set: Auto,
    pub from: Hex,
    pub count: u8,
    pub to: Vec<Hex>,
    pub must: bool,
    pub case: &'static str,
}

/// The active autonomous forces `seat` is the caretaker of (13.23–13.24).
fn cared_for(st: &State, seat: Seat) -> Vec<Auto> {
    st.autonomous
        .iter()
        .filter(|x| x.caretaker == Some(seat) && super::autonomous::active(st, x.set))
        .map(|x| x.set)
        .collect()
}

/// Whether one shift of `a`'s fleets from `from` reaches `to` (5.15, 5.73).
fn reaches(st: &State, a: Auto, from: Hex, to: Hex) -> bool {
    let length = from.distance(to) as u32;
    let from_gate = shift::shift_gate(st, a, from);
    map::on_map(to)
        && length > 0
        && (length <= shift::clr(st, a) || from_gate)
        && !(length > 1 && shift::dust_blocks(st, from, to) && !(from_gate && shift::shift_gate(st, a, to)))
}

/// The StarGates of the active players `a` is hostile toward (13.31), unneutralized.
fn enemy_gates(st: &State, a: Auto) -> Vec<Hex> {
    st.gates
        .iter()
        .filter(|g| {
            !g.neutralized
                && g.owner.and_then(|o| o.seat()).is_some_and(|s| {
                    !st.player(s).eliminated && interaction::option(st, a, s) == Some(Opt::C)
                })
        })
        .map(|g| g.hex)
        .collect()
}

/// `a`'s StarFleet counters in `h` that have not shifted this Game-Turn.
fn unshifted(st: &State, a: Auto, h: Hex) -> u8 {
    st.forces.iter().filter(|f| f.owner == Party::Auto(a) && f.hex == h && !f.shifted).map(|f| f.counters() as u8).sum()
}

/// Every shift `seat` may or must make now with the forces he is caretaker of, by set and hex.
pub fn moves(st: &State, seat: Seat) -> Vec<Move> {
    if st.phase != Phase::RegularShifts || !st.full {
        return Vec::new();
    }
    let mut out = Vec::new();
    for a in cared_for(st, seat) {
        let gates: Vec<Hex> = st.gates.iter().filter(|g| g.friendly_to(a)).map(|g| g.hex).collect();
        let occupied: Vec<Hex> = gates
            .iter()
            .copied()
            .filter(|&g| st.seats().any(|s| st.counters(s, g) > 0))
            .collect();
        let targets = enemy_gates(st, a);
        let mut hexes: Vec<Hex> = st.forces.iter().filter(|f| f.owner == Party::Auto(a)).map(|f| f.hex).collect();
        crate::engine::sort::sort_dedup(&mut hexes);
        for from in hexes {
            let n = unshifted(st, a, from);
            if n == 0 {
                continue;
            }
            // 13.31–13.32: the fleets beyond one a StarGate go for the nearest enemy gate in sight.
            let keep = gates.contains(&from) as u8;
            let sighted: Vec<Hex> = targets.iter().copied().filter(|&t| !shift::dust_blocks(st, from, t)).collect();
            // The StarGate's fleet stays; a force at the enemy's gate is there already (13.32).
            if let Some(near) = sighted.iter().map(|t| t.distance(from)).min() {
                if n > keep && near > 0 {
                    let nearest: Vec<Hex> = sighted.iter().copied().filter(|t| t.distance(from) == near).collect();
                    let to = toward(st, a, from, &nearest);
                    if !to.is_empty() {
                        out.push(Move { set: a, from, count: n - keep, to, must: true, case: "13.31" });
                    }
                }
                continue;
            }
            // 13.24, 13.33: to the StarGates, concentrated where players are.
            let reach = |hs: &[Hex]| -> Vec<Hex> { hs.iter().copied().filter(|&h| h != from && reaches(st, a, from, h)).collect() };
            let (to, must) = if !occupied.contains(&from) && !reach(&occupied).is_empty() {
                (reach(&occupied), true)
            } else if !gates.contains(&from) {
                (reach(&gates), true)
            } else if occupied.contains(&from) {
                (Vec::new(), false)
            } else {
                (reach(&gates), false)
            };
            if !to.is_empty() {
                out.push(Move { set: a, from, count: n, to, must, case: "13.24" });
            }
        }
    }
    out
}

/// Where one shift from `from` takes `a`'s second force toward `nearest` (13.32): a target it reaches, else
/// the hexes it reaches that come nearest one, if nearer than `from`.
fn toward(st: &State, a: Auto, from: Hex, nearest: &[Hex]) -> Vec<Hex> {
    let direct: Vec<Hex> = nearest.iter().copied().filter(|&t| reaches(st, a, from, t)).collect();
    if !direct.is_empty() {
        return direct;
    }
    let gap = |h: Hex| nearest.iter().map(|t| t.distance(h)).min().unwrap_or(u32::MAX as i32);
    let reached: Vec<Hex> = map::hexes().filter(|&h| reaches(st, a, from, h)).collect();
    let Some(best) = reached.iter().map(|&h| gap(h)).min() else { return Vec::new() };
    if best >= gap(from) {
        return Vec::new();
    }
    reached.into_iter().filter(|&h| gap(h) == best).collect()
}

/// Whether `seat` must still shift a force he is caretaker of before his phase ends (13.24, 13.31).
pub fn owed(st: &State, seat: Seat) -> Option<Move> {
    moves(st, seat).into_iter().find(|m| m.must)
}

/// The caretaker's shift of `count` of `set`'s StarFleets from `from` to `to`, if listed: the fleets leave,
/// the Scatter Table is rolled for a shift of two hexes or more (5.4), and they arrive, scatter, or are
/// removed (5.52–5.53, 5.72).
pub fn shift(cx: &mut Ctx, seat: Seat, set: Auto, from: Hex, count: u8, to: Hex) -> Result<(), Refusal> {
    let who = super::log::party(set.into());
    let Some(m) = moves(&cx.st, seat).into_iter().find(|m| m.set == set && m.from == from) else {
        return Err(Refusal::illegal("13.24", format!("You may not shift {who}'s StarFleets in {from} now.")));
    };
    if count != m.count {
        return Err(Refusal::illegal(m.case, format!("{who} shifts {} of its StarFleets from {from}.", m.count)));
    }
    if !m.to.contains(&to) {
        let list: Vec<String> = m.to.iter().map(|h| h.to_string()).collect();
        return Err(Refusal::illegal(m.case, format!("{who}'s force in {from} shifts to {}.", list.join(" or "))));
    }
    // The strongest go: revealed dreadnoughts, then the face-down counters, then revealed regulars.
    let here = cx.st.forces.iter().filter(|f| f.owner == Party::Auto(set) && f.hex == from && !f.shifted);
    let (seen, face_down) = here.fold((Fleets::NONE, 0u8), |(s, u), f| (s.plus(f.fleets), u + f.unknown));
    let d = seen.d.min(count);
    let unknown = face_down.min(count - d);
    let fleets = Fleets { r: count - d - unknown, d, e: 0 };
    let length = from.distance(to) as u32;
    cx.emit(Event::AutonomousShifted { seat, set, from, to, fleets, unknown, length });
    let modifier = shift::modifier(&cx.st, set, Fleets::NONE, to);
    let cell = if length > 1 {
        let die = cx.roll(6, Purpose::Scatter { length, modifier });
        tables::scatter(length, die as i32 + modifier)
    } else {
        None
    };
    let Some(sc) = cell else {
        cx.emit(Event::AutonomousArrived { set, hex: to, fleets, unknown });
        return Ok(());
    };
    let dir = cx.roll(6, Purpose::ScatterDirection) as u8;
    let hex = to.step(Dir::new(dir).expect("a die is 1-6"), sc.hexes as i32);
    let st = &cx.st;
    let case = if !map::on_map(hex) {
        Some("5.53")
    } else if shift::nucleus(from) || shift::nucleus(to) {
        Some("5.72")
    } else if !shift::shift_gate(st, set, to)
        && !st.gates.iter().any(|g| shift::shift_gate(st, set, g.hex) && !shift::dust_blocks(st, hex, g.hex))
    {
        Some("5.53")
    } else {
        None
    };
    match case {
        Some(case) => cx.emit(Event::AutonomousRemoved { set, hex, count: count as u32, case: case.into() }),
        None => cx.emit(Event::AutonomousArrived { set, hex, fleets, unknown }),
    }
    Ok(())
}
