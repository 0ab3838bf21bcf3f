//! 18.5's set-up (18.51–18.53): each player's two dice on the Seed Winds Table, re-rolled by the players
//! who share a result; a StarGate at full potential in every hex of his result, a beacon star in its first
//! hex, and twice his SP in RP to raise StarFleets before the game (lost if unspent, brief §4). The
//! beacon stars of asterisked results are placed afterwards by 15.0's procedure (`rules::advance`).

use super::event::{Event, Purpose};
use super::explore;
use super::map::{self, Kind};
use super::rules::Ctx;
use super::scenarios::{self, Seed};
use super::shift::beacon_at;
use super::state::{Phase, Seat, State};
use super::tables::PV_CHITS;
use crate::engine::hex::Hex;

/// `seat`'s Seed Table result.
pub fn seed_of(st: &State, seat: Seat) -> Option<&'static Seed> {
    let letter = st.player(seat).seed?;
    scenarios::SEEDS.iter().find(|s| s.letter == letter)
}

/// Rolls every player's seed and sets his gates, beacon star and build budget up; then the seeding phase
/// for the asterisked results, in seat order.
pub fn set_up(cx: &mut Ctx) {
    let seats: Vec<Seat> = cx.st.seats().collect();
    let mut letters: Vec<char> = vec![' '; seats.len()];
    let mut rolling = seats.clone();
    // 18.51: two dice each; players who share a result roll again, until all differ.
    while !rolling.is_empty() {
        for &seat in &rolling {
            let first = cx.roll(6, Purpose::SeedWinds { seat });
            let second = cx.roll(6, Purpose::SeedWinds { seat });
            letters[seat.index()] = scenarios::seed_winds(first as u8, second as u8).map_or(' ', |s| s.letter);
        }
        rolling = seats
            .iter()
            .copied()
            .filter(|s| letters.iter().filter(|&&l| l == letters[s.index()]).count() > 1)
            .collect();
    }
    for &seat in &seats {
        cx.emit(Event::Seeded { seat, letter: letters[seat.index()] });
        let Some(seed) = seed_of(&cx.st, seat) else { continue };
        // 18.53: a chit for each hex, and a gate at its full value (so the chit goes back at once, 14.16).
        let mut sp = 0;
        for hex in seed.at() {
            let i = cx.st.dice.peek(cx.st.pool.len() as u32) as usize - 1;
            let drawn = cx.st.pool[i];
            let value = PV_CHITS[drawn as usize][explore::column(map::kind(hex).unwrap_or(Kind::Interspiral))];
            cx.emit(Event::SeedGate { seat, hex, drawn, value });
            sp += value as u32;
        }
        let first = seed.first();
        if !beacon_at(&cx.st, first) {
            cx.emit(Event::BeaconPlaced { seat, hex: first });
        }
        cx.emit(Event::Budget { seat, rp: 2 * sp });
    }
    let order: Vec<Seat> = seats.into_iter().filter(|&s| seed_of(&cx.st, s).is_some_and(|s| s.asterisk)).collect();
    cx.emit(Event::OrderSet { totals: Vec::new(), order });
    cx.emit(Event::PhaseBegan { phase: Phase::Seeding });
}

/// The first hex of `seat`'s result, where 15.0's procedure starts (18.53).
pub fn first_hex(st: &State, seat: Seat) -> Option<Hex> {
    seed_of(st, seat).map(|s| s.first())
}
