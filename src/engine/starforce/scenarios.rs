//! StarForce's scenarios as data: who starts where with what, how long, and who plots before the first
//! Game-Turn. The reference scenario (SF 16.0) and the Rescue Mission (38.0) so far.

use super::data::stars::{by_name, STARS};
use super::rescue;
use super::space::LiteZulu;
use super::state::{Force, Gate, GateState, Kind, Phase, Rescue, Seat, State};
use crate::engine::dice::Dice;
use crate::engine::game::ScenarioInfo;
use crate::engine::seal::Sealing;

pub const SCENARIOS: [ScenarioInfo; 2] = [
    ScenarioInfo {
        id: "reference",
        name: "Hegemony and League (reference scenario)",
    },
    ScenarioInfo {
        id: "rescue",
        name: "The Rescue Mission (solitaire)",
    },
];

/// The seats a scenario seats.
pub fn seats(id: &str) -> usize {
    match id {
        "rescue" => 1,
        _ => 2,
    }
}

/// The seats that plot in the pre-game Game-Turn 0, if the scenario has one.
pub fn pre_game(id: &str) -> &'static [Seat] {
    match id {
        // SF 16.0: the League's one free shift before play.
        "reference" => &[Seat::P2],
        _ => &[],
    }
}

fn system(name: &str) -> u8 {
    STARS
        .iter()
        .position(|s| Some(s) == by_name(name))
        .unwrap_or(0) as u8
}

fn forces(seat: Seat, names: &[&str], at: LiteZulu, next: &mut u8) -> Vec<Force> {
    names
        .iter()
        .map(|n| {
            *next += 1;
            Force {
                id: *next - 1,
                name: n.to_string(),
                owner: seat,
                kind: Kind::StarForce,
                at,
                cargo: 0,
                revealed: false,
            }
        })
        .collect()
}

fn gate(name: &str, owner: Seat) -> Gate {
    Gate {
        system: system(name),
        owner,
        state: GateState::Operational,
    }
}

/// A state of `seats` players with nothing on the Display (scenario id "test"), for scenario tests of
/// rule cases: they place their Forces and Gates, then begin a Game-Turn (`rules::begin`).
pub fn blank(seats: usize, seed: u64) -> State {
    State {
        scenario: "test".into(),
        seats: seats as u8,
        turn: 1,
        turns: 99,
        phase: Phase::Plot,
        forces: Vec::new(),
        gates: Vec::new(),
        destroyed: Vec::new(),
        plots: Sealing::new(seats, |_| false),
        battles: Vec::new(),
        battle: None,
        held: vec![0; seats],
        rescue: None,
        next_id: 0,
        result: None,
        dice: Dice::new(seed),
    }
}

/// The scenario's opening state, before its first Game-Turn begins.
pub fn setup(id: &str, seed: u64) -> Result<State, String> {
    let mut dice = Dice::new(seed);
    let mut next = 0u8;
    let at = |name: &str| STARS[system(name) as usize].at;
    let (forces, gates, turn, turns, rescue, destroyed) = match id {
        // SF 16.0: the Solar Hegemony at Sol, the League at Epsilon Eridani.
        "reference" => {
            let mut f = forces(Seat::P1, &["J", "K", "L", "M"], at("Sol"), &mut next);
            f.extend(forces(
                Seat::P2,
                &["A", "B", "C"],
                at("Epsilon Eridani"),
                &mut next,
            ));
            (
                f,
                vec![gate("Sol", Seat::P1), gate("Epsilon Eridani", Seat::P2)],
                0,
                12,
                None,
                Vec::new(),
            )
        }
        // 38.1–38.2.
        "rescue" => {
            let (endangered, chits) = rescue::find_endangered(&mut dice);
            let nearest = rescue::nearest_tertiary(endangered).unwrap_or(0);
            let home = STARS[endangered].at;
            let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"];
            let mut f = forces(Seat::P1, &letters[..4], at("Sol"), &mut next);
            f.extend(forces(
                Seat::P1,
                &letters[4..6],
                at("Sigma Draconis"),
                &mut next,
            ));
            f.extend(forces(Seat::P1, &letters[6..10], home, &mut next));
            f.extend(forces(
                Seat::P1,
                &letters[10..],
                STARS[nearest].at,
                &mut next,
            ));
            let destroyed = rescue::destroyed_first_incursion();
            let gates = (0..STARS.len())
                .filter(|&i| i != endangered && !destroyed.contains(&(i as u8)))
                .map(|i| Gate {
                    system: i as u8,
                    owner: Seat::P1,
                    state: GateState::Operational,
                })
                .collect();
            let rescue = Rescue {
                system: endangered as u8,
                chits,
                planet: super::data::tables::RESCUE_POPULATION,
                unloaded: 0,
                lost: 0,
                forces_lost: 0,
            };
            (f, gates, 1, u32::MAX, Some(rescue), destroyed)
        }
        _ => return Err(format!("StarForce has no scenario \"{id}\"")),
    };
    let seats = seats(id);
    Ok(State {
        scenario: id.to_string(),
        seats: seats as u8,
        turn,
        turns,
        phase: Phase::Plot,
        forces,
        gates,
        destroyed,
        plots: Sealing::new(seats, |_| false),
        battles: Vec::new(),
        battle: None,
        held: vec![0; seats],
        rescue,
        next_id: next,
        result: None,
        dice,
    })
}
