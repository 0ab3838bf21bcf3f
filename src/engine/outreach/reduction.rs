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

use super::event::{Event, Purpose};
use super::interaction;
use super::rules::Ctx;
use super::state::{Seat, State};
use super::tables;
use crate::engine::hex::Hex;

/// The reduction of the StarGate in a hex under way: the players still to say whether they attempt it, in
/// shift order, and the attempts said, in shift order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ReductionCheck {
    pub hex: Hex,
    pub deciding: Vec<Seat>,
    pub attempts: Vec<Seat>,
}

/// The columns `seat` reads to the right when reducing `owner`'s gates, or `None` if his options do not let
/// him (8.2: never toward an A or an ally, never as an A; C toward A two columns, C toward B one).
pub fn shift(st: &State, seat: Seat, owner: Seat) -> Option<u8> {
    interaction::toward(st, seat, owner)?.attack
}

/// `seat`'s Reduction Capacity in `h`: his dreadnoughts there plus his CL (10.22).
pub fn capacity(st: &State, seat: Seat, h: Hex) -> u32 {
    st.fleets_of(seat, h).d as u32 + st.player(seat).cl as u32
}

/// The players who may attempt to reduce the StarGate in `h`, in shift order: with at least one dreadnought
/// there (10.22) and options that allow it (8.2), where the gate is a player's, unneutralized, in a hex with
/// a Contact marker (7.32) and none of its owner's StarFleets (10.21).
pub fn reducers(st: &State, h: Hex) -> Vec<Seat> {
    let Some(owner) = st.gate_at(h).filter(|g| !g.neutralized).and_then(|g| g.owner) else {
        return Vec::new();
    };
    if !st.contacts.contains(&h) || !st.fleets_of(owner, h).is_empty() {
        return Vec::new();
    }
    st.order
        .iter()
        .copied()
        .filter(|&s| s != owner && st.fleets_of(s, h).d > 0 && shift(st, s, owner).is_some())
        .collect()
}

/// Starts the next hex's reduction, lowest-numbered first, if any. `false` when none is left.
pub fn start_next(cx: &mut Ctx) -> bool {
    let mut hexes: Vec<Hex> = cx.st.gates.iter().map(|g| g.hex).collect();
    hexes.sort();
    let next = hexes.into_iter().find(|h| !cx.st.reduction_done.contains(h) && !reducers(&cx.st, *h).is_empty());
    let Some(hex) = next else {
        return false;
    };
    let deciding = reducers(&cx.st, hex);
    cx.emit(Event::ReductionCheck { hex, deciding });
    true
}

/// The attempts in the order they roll: the strongest first, ties in shift order (10.1).
pub fn order(st: &State, r: &ReductionCheck) -> Vec<Seat> {
    let mut v = r.attempts.clone();
    let rank = |s: &Seat| (std::cmp::Reverse(capacity(st, *s, r.hex)), st.order.iter().position(|o| o == s));
    v.sort_by_key(rank);
    v
}

/// Rolls the attempts until one neutralizes the gate (10.1, 10.3); then 10.24 and 10.25.
pub fn resolve(cx: &mut Ctx) {
    let Some(r) = cx.st.reduction.clone() else {
        return;
    };
    let hex = r.hex;
    for seat in order(&cx.st, &r) {
        let Some((sp, Some(owner))) = cx.st.gate_at(hex).map(|g| (g.sp, g.owner)) else { break };
        let differential = capacity(&cx.st, seat, hex) as i32 - (sp as i32 + cx.st.player(owner).cl as i32)
            + shift(&cx.st, seat, owner).unwrap_or(0) as i32;
        let die = cx.roll(6, Purpose::Reduction { seat, hex, differential }) as u8;
        if tables::reduction(differential, die) {
            let destroyed = sp == 0;
            cx.emit(Event::Neutralized { hex, by: seat, owner, destroyed });
            if !cx.st.gates.iter().any(|g| g.owner == Some(owner) && !g.neutralized) {
                cx.emit(Event::Eliminated { seat: owner, case: "10.25".into() });
            }
            break;
        }
    }
    cx.emit(Event::ReductionResolved { hex });
}
