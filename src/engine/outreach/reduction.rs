//! The Reduction Segment of the Galactic Interrelation Phase (Outreach 4.2 D4, 10.0), played under
//! Outreach II's rules ([`State::full`]).
//!
//! Hex by hex, lowest number first: where a player's StarGate stands with a Contact marker (7.32) and none
//! of his StarFleets (10.21), each other player there with dreadnoughts whose options let him reduce the
//! gate's owner (8.2) says, in shift order, whether his force attempts it; each attempt reveals its
//! Reduction Capacity, dreadnoughts plus CL (10.22). The strongest rolls first (ties in shift order), then
//! the next, until the gate is neutralized (10.1). The die is read in the column of the differential, the
//! capacity less the gate's SP and its owner's CL, moved right as the options say (8.2 A/C, B/C). A gate
//! of 0 SP neutralized is destroyed and a public chit of 0 takes its place (10.24); a player left with no
//! friendly StarGate is eliminated with all his StarFleets (10.25).
//!
//! An autonomous force reduces the gates of those it is hostile toward, as it must, when its revealed fleets
//! hold a dreadnought (13.33, 10.22); a player reducing an autonomous gate reveals its SP, and makes the force
//! hostile to him for good if it was not (13.26). An autonomous force left with no gate is gone (10.25).

use super::event::{Event, Purpose};
use super::interaction;
use super::rules::Ctx;
use super::autonomous;
use super::contact;
use super::state::{Auto, Party, Seat, State};
use super::tables::Opt;
use super::tables;
use crate::engine::hex::Hex;

/// The reduction of the StarGate in a hex under way: the players still to say whether they attempt it, in
/// shift order, and the attempts said (the autonomous forces' first, as they must).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReductionCheck {
    pub hex: Hex,
    pub deciding: Vec<Seat>,
    pub attempts: Vec<Party>,
}

/// The columns `seat` reads to the right when reducing `owner`'s gates, or `None` if his options do not let
/// him (8.2: never toward an A or an ally, never as an A; C toward A two columns, C toward B one).
/// An autonomous force reduces only those it is hostile toward (13.33), never another's gates (13.35).
pub fn shift(st: &State, seat: Party, owner: Party) -> Option<u8> {
    if !contact::may_meet(seat, owner) || seat.auto().is_some() && interaction::option(st, seat, owner) != Some(Opt::C) {
        return None;
    }
    interaction::toward(st, seat, owner)?.attack
}

/// `p`'s Reduction Capacity in `h`: its dreadnoughts there plus its CL (10.22).
pub fn capacity(st: &State, p: Party, h: Hex) -> u32 {
    st.fleets_of(p, h).d as u32 + st.cl(p) as u32
}

/// The owner of the unneutralized StarGate in `h` that may be reduced: in a hex with a Contact marker (7.32)
/// and none of its owner's StarFleets (10.21).
fn open_gate(st: &State, h: Hex) -> Option<Party> {
    let owner = st.gate_at(h).filter(|g| !g.neutralized).and_then(|g| g.owner)?;
    (st.contacts.contains(&h) && st.counters(owner, h) == 0).then_some(owner)
}

/// The autonomous forces that attempt the reduction of the gate in `h` (13.33): hostile toward its owner,
/// with a dreadnought there among their fleets revealed.
fn autonomous_reducers(st: &State, h: Hex) -> Vec<Auto> {
    let Some(owner) = open_gate(st, h) else { return Vec::new() };
    st.autonomous
        .iter()
        .map(|x| x.set)
        .filter(|&a| st.fleets_of(a, h).d > 0 && shift(st, a.into(), owner).is_some())
        .collect()
}

/// The players who may attempt to reduce the StarGate in `h`, in shift order: with at least one dreadnought
/// there (10.22) and options that allow it (8.2), where the gate is unneutralized, in a hex with a Contact
/// marker (7.32) and none of its owner's StarFleets (10.21).
pub fn reducers(st: &State, h: Hex) -> Vec<Seat> {
    let Some(owner) = open_gate(st, h) else { return Vec::new() };
    st.order
        .iter()
        .copied()
        .filter(|&s| owner != s && st.fleets_of(s, h).d > 0 && shift(st, s.into(), owner).is_some())
        .collect()
}

/// Starts the next hex's reduction, lowest-numbered first, if any. `false` when none is left. An autonomous
/// force that may attempt one reveals its fleets there first (10.1).
pub fn start_next(cx: &mut Ctx) -> bool {
    let mut hexes: Vec<Hex> = cx.st.gates.iter().map(|g| g.hex).collect();
    crate::engine::sort::sort(&mut hexes);
    hexes.retain(|h| !cx.st.reduction_done.contains(h));
    for hex in hexes {
        let Some(owner) = open_gate(&cx.st, hex) else { continue };
        for a in cx.st.autonomous.iter().map(|x| x.set).collect::<Vec<_>>() {
            if cx.st.counters(a, hex) > 0 && shift(&cx.st, a.into(), owner).is_some() {
                autonomous::reveal_fleets(cx, a, hex);
            }
        }
        let (deciding, autos) = (reducers(&cx.st, hex), autonomous_reducers(&cx.st, hex));
        if !deciding.is_empty() || !autos.is_empty() {
            cx.emit(Event::ReductionCheck { hex, deciding, autonomous: autos });
            return true;
        }
    }
    false
}

/// The attempts in the order they roll: the strongest first, ties in shift order (10.1).
pub fn order(st: &State, r: &ReductionCheck) -> Vec<Party> {
    let mut v = r.attempts.clone();
    crate::engine::sort::sort_by_key(&mut v, |&p| (std::cmp::Reverse(capacity(st, p, r.hex)), super::conflict::rank(&st.order, p)));
    v
}

/// Rolls the attempts until one neutralizes the gate (10.1, 10.3); then 10.24 and 10.25.
pub fn resolve(cx: &mut Ctx) {
    let Some(r) = cx.st.reduction.clone() else {
        return;
    };
    let hex = r.hex;
    for seat in order(&cx.st, &r) {
        let Some(Some(owner)) = cx.st.gate_at(hex).map(|g| g.owner) else { break };
        if let (Party::Player(s), Party::Auto(a)) = (seat, owner) {
            autonomous::reveal_gate(cx, hex);
            if interaction::option(&cx.st, a, s) != Some(Opt::C) {
                cx.emit(Event::Provoked { set: a, seat: s });
            }
        }
        let sp = cx.st.gate_at(hex).map_or(0, |g| g.sp);
        let differential = capacity(&cx.st, seat, hex) as i32 - (sp as i32 + cx.st.cl(owner) as i32)
            + shift(&cx.st, seat, owner).unwrap_or(0) as i32;
        let die = cx.roll(6, Purpose::Reduction { seat, hex, differential }) as u8;
        if tables::reduction(differential, die) {
            let destroyed = sp == 0;
            cx.emit(Event::Neutralized { hex, by: seat, owner, destroyed });
            if !cx.st.gates.iter().any(|g| g.friendly_to(owner)) {
                cx.emit(match owner {
                    Party::Player(seat) => Event::Eliminated { seat, case: "10.25".into() },
                    Party::Auto(set) => Event::AutonomousEnded { set },
                });
            }
            break;
        }
    }
    cx.emit(Event::ReductionResolved { hex });
}
