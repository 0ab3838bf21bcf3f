//! Exploration (6.0): which hexes a player may explore, the Exploration Table's roll, and what each player
//! learns of potential values (6.11–6.12).

use super::event::{Event, Purpose};
use super::map::{self, Kind};
use super::rules::Ctx;
use super::state::{Seat, State};
use super::tables::{self, Exploration};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;

/// The Exploration Table's total for `seat`'s fleets in `h`: twice the explorers plus the regulars (6.0);
/// dreadnoughts do not count.
pub fn total(st: &State, seat: Seat, h: Hex) -> u32 {
    let f = st.fleets_of(seat, h);
    2 * f.e as u32 + f.r as u32
}

/// Whether `seat` may explore `h` now, and why not.
pub fn check(st: &State, seat: Seat, h: Hex) -> Result<u32, Refusal> {
    let t = total(st, seat, h);
    if t == 0 {
        return Err(Refusal::illegal("6.0", "Only a hex with your explorer or regular StarFleets is explored."));
    }
    if map::kind(h).is_none_or(|k| k.is_nucleus()) {
        return Err(Refusal::illegal("6.15", "Galactic nucleus hexes are never explored."));
    }
    if st.gate_at(h).is_some() {
        return Err(Refusal::illegal("6.13", "No hex with a StarGate counter is explored, even a friendly one."));
    }
    if st.explored_now.contains(&(seat, h)) {
        return Err(Refusal::illegal("6.0", "Each hex is explored once a Game-Turn."));
    }
    if st.player(seat).explored.contains(&h) {
        return Err(Refusal::illegal("6.12", "You have explored this hex already and know its potential value."));
    }
    Ok(t)
}

/// Every hex `seat` may explore now, in map order.
pub fn hexes(st: &State, seat: Seat) -> Vec<Hex> {
    st.hexes_of(seat).into_iter().filter(|&h| check(st, seat, h).is_ok()).collect()
}

/// The chit mix's column for a hex's kind (3.2).
pub fn column(k: Kind) -> usize {
    match k {
        Kind::Axis => 0,
        Kind::Fringe => 1,
        _ => 2,
    }
}

/// Explores `h`: the die on the Exploration Table, and on a success the hex's chit, drawn and placed face
/// down if it has none (6.11), or seen (6.12).
pub fn explore(cx: &mut Ctx, seat: Seat, h: Hex) -> Result<(), Refusal> {
    let total = check(&cx.st, seat, h)?;
    let die = cx.roll(6, Purpose::Exploration { seat, hex: h, total });
    let result = tables::exploration(total, die as u8).unwrap_or(Exploration::Failure);
    cx.emit(Event::Explored { seat, hex: h, result });
    if result == Exploration::Failure {
        return Ok(());
    }
    match cx.st.chit_at(h) {
        Some(c) if !c.known_by.contains(&seat) => {
            let value = c.value;
            cx.emit(Event::ChitSeen { seat, hex: h, value });
        }
        None if !cx.st.pool.is_empty() => {
            let i = cx.st.dice.peek(cx.st.pool.len() as u32) as usize - 1;
            let drawn = cx.st.pool[i];
            let kind = map::kind(h).unwrap_or(Kind::Interspiral);
            let value = tables::PV_CHITS[drawn as usize][column(kind)];
            cx.emit(Event::ChitPlaced { seat, hex: h, drawn, value });
        }
        _ => {}
    }
    Ok(())
}
