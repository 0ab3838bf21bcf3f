//! Scenario 16, the FakerWar (42.0): the first FakerForce to enter a system not its owner's may be
//! randomized by the system's Gate (42.4), and victory by FakerForces holding eight tertiary systems or
//! massing at Wandering's End (42.3).

use super::data::stars::{Class, WANDERERS_END};
use super::data::tables::FAKERWAR_ENTRY_RANDOMIZED;
use super::event::{Event, Purpose};
use super::random;
use super::rules::Ctx;
use super::state::{Kind, Seat, State};

/// Tertiary systems to hold, and FakerForces to mass at Wandering's End (42.3).
pub const SYSTEMS_TO_HOLD: usize = 8;
pub const FAKERS_AT_WANDERERS_END: usize = 8;
/// The FakerWar's length: the text gives none; 30 Game-Turns, reconstructed (brief §4).
pub const TURNS: u32 = 30;
/// Consecutive Game-Turns the tertiary systems must be held (42.3).
pub const HOLD_TURNS: u32 = 2;

/// Whether system `system` draws the entry chit for a FakerForce of `owner` (42.4): not its owner's, and
/// not entered yet.
fn draws(st: &State, system: u8, owner: Seat) -> bool {
    !st.entered.contains(&system) && !st.gates.iter().any(|g| g.system == system && g.owner == owner)
}

/// The LiteZulus of the systems where a FakerForce of `seat` would draw the entry chit (42.4), for the
/// plotting player's odds.
pub fn entry_systems(st: &State, seat: Seat) -> Vec<super::space::LiteZulu> {
    st.systems().filter(|(i, _)| !st.destroyed.contains(i) && draws(st, *i, seat)).map(|(_, s)| s.at).collect()
}

/// After Shift Execution (42.4): each system a FakerForce enters for the first time that is not its
/// owner's draws a Decimal Randomizer for the first such FakerForce, in Force-ID order; 8 or 9 randomizes it.
pub fn entries(cx: &mut Ctx) {
    if !cx.st.faker_war {
        return;
    }
    let mut fakers: Vec<(u8, Seat, super::space::LiteZulu)> =
        cx.st.forces.iter().filter(|f| f.kind == Kind::FakerForce).map(|f| (f.id, f.owner, f.at)).collect();
    crate::engine::sort::sort_by_key(&mut fakers, |f| f.0 as u64);
    for (force, owner, at) in fakers {
        let Some((system, _)) = cx.st.system_at(at) else { continue };
        if !draws(&cx.st, system, owner) {
            continue;
        }
        let chit = random::decimal(cx, Purpose::Entry { force, system });
        cx.emit(Event::SystemEntered { system });
        if entry_randomized(chit) {
            random::randomize(cx, force, "42.4");
        }
    }
}

/// Whether the decimal chit drawn as a FakerForce enters a system randomizes it (42.4).
pub fn entry_randomized(chit: u32) -> bool {
    chit >= FAKERWAR_ENTRY_RANDOMIZED
}

/// Tertiary systems where `seat` has a FakerForce and no other player has one (42.3).
pub fn uncontested(st: &State, seat: Seat) -> usize {
    st.systems()
        .filter(|(_, s)| s.class == Class::Tertiary)
        .filter(|(_, s)| {
            let mine = st.forces.iter().any(|f| f.owner == seat && f.kind == Kind::FakerForce && f.at == s.at);
            let theirs = st.forces.iter().any(|f| f.owner != seat && f.kind == Kind::FakerForce && f.at == s.at);
            mine && !theirs
        })
        .count()
}

/// `seat`'s FakerForces at Wandering's End, if no other player has one there (42.3); else 0.
pub fn at_wanderers_end(st: &State, seat: Seat) -> usize {
    let here = |f: &&super::state::Force| f.kind == Kind::FakerForce && f.at == WANDERERS_END.at;
    if st.forces.iter().filter(here).any(|f| f.owner != seat) {
        return 0;
    }
    st.forces.iter().filter(here).filter(|f| f.owner == seat).count()
}

fn player(seat: Seat) -> &'static str {
    super::log::player(seat)
}

/// The Scenario Phase's victory check (42.3): Wandering's End at once, eight tertiary systems after two
/// Game-Turns running; two winners at once: the one with more systems, a tie plays on.
pub fn turn_end(cx: &mut Ctx) {
    let seats: Vec<Seat> = cx.st.seats().collect();
    let mut winners: Vec<(Seat, usize, String)> = Vec::new();
    for &s in &seats {
        let n = uncontested(&cx.st, s);
        let turns = if n >= SYSTEMS_TO_HOLD { cx.st.held[s.index()] + 1 } else { 0 };
        if turns != cx.st.held[s.index()] {
            cx.emit(Event::Held { seat: s, turns });
        }
        if at_wanderers_end(&cx.st, s) >= FAKERS_AT_WANDERERS_END {
            winners.push((s, n, format!("{} wins: eight FakerForces hold Wandering's End (42.3)", player(s))));
        } else if turns >= HOLD_TURNS {
            winners.push((s, n, format!("{} wins: FakerForces alone in {n} tertiary systems two Game-Turns running (42.3)", player(s))));
        }
    }
    let best = winners.iter().map(|w| w.1).max();
    let top: Vec<&(Seat, usize, String)> = winners.iter().filter(|w| Some(w.1) == best).collect();
    if let [one] = top[..] {
        return cx.emit(Event::GameEnded { result: one.2.clone() });
    }
    if cx.st.turn >= cx.st.turns {
        cx.emit(Event::GameEnded { result: format!("A draw: Game-Turn {} was the last (42.3)", cx.st.turns) });
    }
}
