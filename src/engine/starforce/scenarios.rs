//! StarForce's scenarios as data: who starts where with what, how long, and who plots before the first
//! Game-Turn. The reference scenario (SF 16.0), the Rescue Mission (38.0) and the FakerWar (42.0).

use super::data::stars::{by_name, STARS};
use super::rescue;
use super::space::LiteZulu;
use super::state::{Force, Gate, GateState, Kind, Phase, Rescue, Seat, State};
use crate::engine::dice::Dice;
use crate::engine::game::ScenarioInfo;
use crate::engine::seal::Sealing;

pub const SCENARIOS: [ScenarioInfo; 3] = [
    ScenarioInfo { id: "reference", name: "Hegemony and League (reference scenario)" },
    ScenarioInfo { id: "rescue", name: "The Rescue Mission (solitaire)" },
    ScenarioInfo { id: "fakerwar", name: "Scenario 16: The FakerWar (three players)" },
];

/// The seats a scenario seats.
pub fn seats(id: &str) -> usize {
    match id {
        "rescue" => 1,
        "fakerwar" => 3,
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

/// The index of the system called `name` (0, Sol's neighbour in the list, for a name not found: the
/// scenarios name only systems of the table, which a test checks).
pub fn system(name: &str) -> u8 {
    STARS.iter().position(|s| Some(s) == by_name(name)).unwrap_or(0) as u8
}

/// The FakerWar's three players' systems (42.2), in seat order.
pub const FAKERWAR_SYSTEMS: [&[&str]; 3] = [
    &["Sol", "Alpha Centauri", "Tau Ceti", "Epsilon Indi", "Epsilon Eridani", "82 Eridani", "Delta Pavonis"],
    &["Sigma Draconis", "61 Cygni", "HR 8832", "Eta Cassiopeiae"],
    &["70 Ophiuchi", "HR 7703", "36 Ophiuchi", "CD-20"],
];

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
        wanderers: false,
        faker_war: false,
        entered: Vec::new(),
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

/// Places StarForces named `names` for `seat` at `at`.
fn place(st: &mut State, seat: Seat, names: &[&str], at: LiteZulu) {
    for n in names {
        let id = st.next_id;
        st.next_id += 1;
        st.forces.push(Force { id, name: n.to_string(), owner: seat, kind: Kind::StarForce, at, cargo: 0, revealed: false });
    }
}

fn gate(st: &mut State, system: u8, owner: Seat) {
    st.gates.push(Gate { system, owner, state: GateState::Operational });
}

fn at(name: &str) -> LiteZulu {
    STARS[system(name) as usize].at
}

/// The scenario's opening state, before its first Game-Turn begins.
pub fn setup(id: &str, seed: u64) -> Result<State, String> {
    let mut st = blank(seats(id), seed);
    st.scenario = id.to_string();
    match id {
        // SF 16.0: the Solar Hegemony at Sol, the League at Epsilon Eridani.
        "reference" => {
            place(&mut st, Seat::P1, &["J", "K", "L", "M"], at("Sol"));
            place(&mut st, Seat::P2, &["A", "B", "C"], at("Epsilon Eridani"));
            gate(&mut st, system("Sol"), Seat::P1);
            gate(&mut st, system("Epsilon Eridani"), Seat::P2);
            st.turn = 0;
            st.turns = 12;
        }
        // 38.1–38.2.
        "rescue" => {
            let (endangered, chits) = rescue::find_endangered(&mut st.dice);
            let nearest = rescue::nearest_tertiary(endangered).unwrap_or(0);
            place(&mut st, Seat::P1, &["A", "B", "C", "D"], at("Sol"));
            place(&mut st, Seat::P1, &["E", "F"], at("Sigma Draconis"));
            place(&mut st, Seat::P1, &["G", "H", "I", "J"], STARS[endangered].at);
            place(&mut st, Seat::P1, &["K", "L"], STARS[nearest].at);
            st.destroyed = rescue::destroyed_first_incursion();
            for i in 0..STARS.len() as u8 {
                if i as usize != endangered && !st.destroyed.contains(&i) {
                    gate(&mut st, i, Seat::P1);
                }
            }
            st.rescue = Some(Rescue {
                system: endangered as u8,
                chits,
                planet: super::data::tables::RESCUE_POPULATION,
                unloaded: 0,
                lost: 0,
                forces_lost: 0,
            });
            st.turns = u32::MAX;
        }
        // 42.2: each race's StarForces at its home, its Gates at its systems; Wandering's End neutral.
        "fakerwar" => {
            let names = [["A", "B", "C", "D"], ["L", "M", "N", "O"], ["R", "S", "T", "U"]];
            for (k, systems) in FAKERWAR_SYSTEMS.iter().enumerate() {
                let seat = Seat::ALL[k];
                place(&mut st, seat, &names[k], at(systems[0]));
                for s in systems.iter() {
                    gate(&mut st, system(s), seat);
                }
            }
            st.wanderers = true;
            st.faker_war = true;
            st.turns = super::fakerwar::TURNS;
        }
        _ => return Err(format!("StarForce has no scenario \"{id}\"")),
    }
    Ok(st)
}
