//! Scenario 15, the Third Xenophobe Incursion (41.0), with the Xenophobe rules it needs (31.0, reconstructed:
//! our text lacks that section): battles with the Xenophobes destroy rather than randomize (`combat`); their
//! StarForces induce a nova at a PSL system by holding there two Game-Turns unopposed where its Gate is
//! neutralized for good or gone, and the system explodes at the end of the next (31.5); the PSL's
//! reinforcements join its pool on even Game-Turns and four more after its first system is lost (41.2).

use super::data::stars::{Class, STARS};
use super::event::Event;
use super::rules::Ctx;
use super::state::{Force, GateState, Kind, Seat, State};

/// The PSL and the Xenophobes.
pub const PSL: Seat = Seat::P1;
pub const XENO: Seat = Seat::P2;
/// Game-Turns a Xenophobe StarForce holds at a system to induce its nova (31.5, reconstructed).
pub const INDUCE_TURNS: u32 = 2;
/// 41.2: one StarForce each even Game-Turn from 2, six in all; four after the first system is lost.
pub const REINFORCEMENTS: u32 = 6;
pub const AFTER_FIRST_LOSS: usize = 4;
/// The scenario's length: the text gives none; 24 Game-Turns, reconstructed (brief §4).
pub const TURNS: u32 = 24;
/// The PSL's home systems (C112.1): their loss wins for the Xenophobes at once (41.3).
pub const HOMES: [&str; 3] = ["Sol", "Sigma Draconis", "70 Ophiuchi"];

/// Whether the PSL still holds `system` (not destroyed) and the Xenophobes may induce its nova there: its
/// Gate neutralized for good, or none (31.5).
fn open_to_nova(st: &State, system: u8) -> bool {
    !st.is_destroyed(system as usize)
        && st.gates.iter().filter(|g| g.system == system).all(|g| g.state == GateState::PermanentlyNeutralized)
}

fn new_forces(st: &State, n: usize, seat: Seat) -> Vec<Force> {
    let first = st.next_id;
    let made = st.forces.iter().chain(&st.pool).filter(|f| f.owner == seat).count();
    let at = STARS[0].at;
    (0..n)
        .map(|k| Force {
            id: first.wrapping_add(k as u8),
            name: format!("R{}", made + k + 1),
            owner: seat,
            kind: Kind::StarForce,
            at,
            cargo: 0,
            revealed: false,
        })
        .collect()
}

/// The Scenario Phase of 41.0: novas due, nova inducement, reinforcements for the next Game-Turn.
pub fn turn_end(cx: &mut Ctx) {
    if cx.st.xenophobes.is_none() {
        return;
    }
    let first_loss = cx.st.destroyed.is_empty();
    for system in cx.st.novas_due.clone() {
        let at = cx.st.system(system).map(|s| s.at);
        let there: Vec<u8> = cx.st.forces.iter().filter(|f| Some(f.at) == at).map(|f| f.id).collect();
        for force in there {
            cx.emit(Event::ForceLost { force, case: "31.5".into() });
        }
        cx.emit(Event::Nova { system });
    }
    // 31.5: Xenophobe StarForces alone at a PSL system open to it, turn after turn.
    let systems: Vec<(u8, super::space::LiteZulu)> = cx.st.systems().map(|(i, s)| (i, s.at)).collect();
    let mut inducing = Vec::new();
    for (i, at) in systems {
        let xeno = cx.st.forces.iter().any(|f| f.owner == XENO && f.kind == Kind::StarForce && f.at == at);
        let psl = cx.st.forces.iter().any(|f| f.owner == PSL && f.at == at);
        if xeno && !psl && open_to_nova(&cx.st, i) && !cx.st.novas_due.contains(&i) {
            let held = cx.st.inducing.iter().find(|(s, _)| *s == i).map_or(0, |x| x.1) + 1;
            inducing.push((i, held));
        }
    }
    cx.st.inducing = inducing.clone();
    for (system, held) in inducing {
        if held >= INDUCE_TURNS {
            cx.emit(Event::NovaInduced { system });
        }
    }
    // 41.2: reinforcements for the Game-Turn to come.
    let next = cx.st.turn + 1;
    if next.is_multiple_of(2) && next / 2 <= REINFORCEMENTS {
        let forces = new_forces(&cx.st, 1, PSL);
        cx.emit(Event::Reinforced { seat: PSL, forces });
    }
    if first_loss && cx.st.destroyed.iter().any(|&s| is_psl(&cx.st, s)) {
        let forces = new_forces(&cx.st, AFTER_FIRST_LOSS, PSL);
        cx.emit(Event::Reinforced { seat: PSL, forces });
    }
}

/// Whether `system` is one of the PSL's (every system but the Xenophobes' own).
fn is_psl(st: &State, system: u8) -> bool {
    !st.gates.iter().any(|g| g.system == system && g.owner == XENO) && st.system(system).is_some_and(|s| s.class != Class::Random)
}

/// The Victory Points of 41.3.
pub fn score(st: &State, seat: Seat) -> u32 {
    let lost = |s: Seat| st.forces_lost.get(s.index()).copied().unwrap_or(0);
    match seat {
        XENO => {
            let systems: u32 = st
                .destroyed
                .iter()
                .filter_map(|&s| st.system(s))
                .map(|s| match s.class {
                    Class::Primary => 50,
                    Class::Secondary => 30,
                    Class::Tertiary => 5,
                    Class::Random => 0,
                })
                .sum();
            systems + lost(PSL)
        }
        _ => {
            let gates = st.gates.iter().filter(|g| g.owner == XENO && g.state == GateState::PermanentlyNeutralized).count() as u32;
            80 * gates + 10 * lost(XENO)
        }
    }
}

/// The Xenophobes win at once when every PSL home system is destroyed (41.3).
pub fn homes_destroyed(st: &State) -> bool {
    HOMES.iter().all(|h| st.destroyed.contains(&super::scenarios::system(h)))
}
