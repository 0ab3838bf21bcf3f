//! Setting up a scenario with fixed starting positions (18.1–18.4): one player per side, in the order
//! the scenario lists them (clockwise, 4.2A), each with his starting StarGates, fleets, Resource Points
//! and Civilization Level, and the potential values of his starting hexes known to him alone (6.0).

use super::scenarios::{self, Scenario};
use super::state::{Chit, Force, Gate, Phase, Player, Seat, State};
use super::tables::PV_CHITS;
use crate::engine::dice::Dice;
use crate::engine::hex::Hex;
use crate::engine::game::ScenarioInfo;

/// The scenarios, with their ids (records) and names (the lobby).
pub const SCENARIOS: [ScenarioInfo; 8] = [
    ScenarioInfo { id: "scorpii", name: "18.1 Conflict over Scorpii (2 players)" },
    ScenarioInfo { id: "nucleus", name: "18.2 Route to the Nucleus (3 players)" },
    ScenarioInfo { id: "psl", name: "18.3 PSL Outleap (solitaire)" },
    ScenarioInfo { id: "cygnus", name: "18.4 Struggle for Cygnus-Carina (4 players)" },
    ScenarioInfo { id: "luck1", name: "18.5 Luck of the Draw (solitaire)" },
    ScenarioInfo { id: "luck2", name: "18.5 Luck of the Draw (2 players)" },
    ScenarioInfo { id: "luck3", name: "18.5 Luck of the Draw (3 players)" },
    ScenarioInfo { id: "luck4", name: "18.5 Luck of the Draw (4 players)" },
];

/// The data of scenario `id`.
pub fn scenario(id: &str) -> Option<&'static Scenario> {
    let i = SCENARIOS.iter().position(|s| s.id == id)?;
    Some(scenarios::SCENARIOS[i])
}

/// Whether the rules section `case` ("15.0") is played in the game's scenario (18.14 leaves some out).
pub fn plays(st: &State, case: &str) -> bool {
    scenario(&st.scenario).is_none_or(|s| !s.ignores.contains(&case))
}

/// The seat playing the Guardians' restrictions (18.24), if any.
pub fn guardian(st: &State) -> Option<Seat> {
    scenario(&st.scenario)?.guardian.and_then(|i| Seat::from_index(i as usize))
}

/// Whether the StarGate in `hex` began the game friendly to `seat`: one of its side's starting gates.
pub fn began_friendly(st: &State, seat: Seat, hex: Hex) -> bool {
    scenario(&st.scenario)
        .and_then(|s| s.sides.get(seat.index()))
        .is_some_and(|side| side.starts.iter().any(|s| s.gate.is_some() && s.at() == hex))
}

/// Whether `seat` may own one dreadnought per ten SP at most (18.26).
pub fn dreadnought_capped(st: &State, seat: Seat) -> bool {
    scenario(&st.scenario).is_some_and(|s| s.dreadnought_cap.contains(&(seat.index() as u8)))
}

/// The starting state of scenario `id`, before its first Game-Turn begins.
pub fn setup(id: &str, seed: u64) -> Result<State, String> {
    let sc = scenario(id).ok_or_else(|| format!("Outreach has no scenario \"{id}\"."))?;
    let mut st = State {
        scenario: id.to_string(),
        players: Vec::new(),
        turn: 0,
        turns: sc.turns as u32,
        phase: Phase::RegularShifts,
        order: Vec::new(),
        at: 0,
        forces: Vec::new(),
        gates: Vec::new(),
        chits: Vec::new(),
        pool: (0..PV_CHITS.len() as u8).collect(),
        beacons: Vec::new(),
        moving: None,
        reserve_used: false,
        maintained: false,
        attrition: None,
        discovery: None,
        explored_now: Vec::new(),
        x: vec![0; sc.sides.len()],
        dice: Dice::new(seed),
        full: false,
        contacts: Vec::new(),
        contact: None,
        contact_done: Vec::new(),
        options: Vec::new(),
        interaction: None,
        conflict: None,
        conflict_done: Vec::new(),
        reduction: None,
        reduction_done: Vec::new(),
        dissolution: None,
        autonomous: Vec::new(),
        bare_cores: Vec::new(),
        keep_x: None,
        placing: None,
        result: None,
        streaks: Vec::new(),
        draw: 0,
    };
    for (i, side) in sc.sides.iter().enumerate() {
        let seat = Seat::from_index(i).ok_or("a scenario has at most four sides")?;
        let mut player =
            Player { side: side.name.to_string(), cl: side.cl, rp: side.rp as u32, explored: Vec::new(), seed: None, eliminated: false, wisdom: 0, x_chit: false, fates: Vec::new() };
        for s in side.starts {
            let hex = s.at();
            if !s.fleets.is_empty() {
                st.forces.push(Force { owner: seat.into(), hex, fleets: s.fleets, shifted: false, unknown: 0, chits: 0 });
            }
            if let Some(sp) = s.gate {
                st.gates.push(Gate { hex, owner: Some(seat.into()), sp, neutralized: false, created: 0, augmented: 0, face_down: false });
            }
            // A gate at its hex's full potential has no chit (14.16); the side knows its other values.
            if s.gate.is_none_or(|sp| sp < s.pv) {
                st.chits.push(Chit { hex, value: s.pv, drawn: None, known_by: vec![seat] });
            }
            player.explored.push(hex);
        }
        st.players.push(player);
    }
    Ok(st)
}
