//! Victory Points (43.3, 44.3): the scenarios won on points score each enemy StarGate permanently
//! neutralized (SF 9.0: "neutralized" in victory conditions means for good) by its system's class; the
//! player with the most points after the last Game-Turn wins.

use super::data::stars::Class;
use super::state::{GateState, Seat, State};

/// Points `seat` scores for a StarGate of `owner` at a system of `class` permanently neutralized.
fn per_gate(scenario: &str, seat: Seat, owner: Seat, class: Class) -> u32 {
    use Class::*;
    use Seat::*;
    match (scenario, seat, owner) {
        // 43.3: the PSL (P1) and the RxPexy (P2).
        ("rxpexy", P1, P2) => 10,
        ("rxpexy", P2, P1) => match class {
            Random => 10,
            Tertiary => 5,
            Primary | Secondary => 15,
        },
        // 44.3: the PSL (P1), the Union of Sentients (P2), the RxPexy (P3).
        ("revolution", P1, P2) => 10,
        ("revolution", P1, P3) => 5,
        ("revolution", P2, P1) => 20,
        ("revolution", P3, P1) => match class {
            Tertiary => 10,
            Random => 15,
            Primary | Secondary => 20,
        },
        // 45.3: the PSL (P1) and the RxPexy (P2).
        ("obsolescence", P1, P2) => 10,
        ("obsolescence", P2, P1) => match class {
            Tertiary | Random => 15,
            Primary | Secondary => 25,
        },
        _ => 0,
    }
}

/// 45.3: the PSL scores 40 if no PSL system is occupied at the end of Game-Turn Twenty.
pub const PSL_UNOCCUPIED: u32 = 40;

/// Whether an enemy unit stands in the LiteZulu of one of `seat`'s systems.
pub fn occupied(st: &State, seat: Seat) -> bool {
    st.gates.iter().filter(|g| g.owner == seat).any(|g| st.forces.iter().any(|f| f.at == g.at && f.owner != seat))
}

/// 44.3: the Union of Sentients scores 100 if none of its StarGates is neutralized by Game-Turn Forty.
pub const US_INTACT: u32 = 100;

/// Whether `scenario` is won on points.
pub fn on_points(scenario: &str) -> bool {
    matches!(scenario, "incursion" | "rxpexy" | "revolution" | "obsolescence")
}

/// `seat`'s Victory Points now.
pub fn score(st: &State, seat: Seat) -> u32 {
    if st.xenophobes.is_some() {
        return super::xeno::score(st, seat);
    }
    let mut total = 0;
    for g in st.gates.iter().filter(|g| g.state == GateState::PermanentlyNeutralized) {
        if let Some(s) = st.system(g.system) {
            total += per_gate(&st.scenario, seat, g.owner, s.class);
        }
    }
    if st.scenario == "obsolescence" && seat == Seat::P1 && st.turn >= st.turns && !occupied(st, Seat::P1) {
        total += PSL_UNOCCUPIED;
    }
    if st.scenario == "revolution" && seat == Seat::P2 && st.turn >= st.turns {
        let lost = st.gates.iter().any(|g| g.owner == Seat::P2 && g.state == GateState::PermanentlyNeutralized);
        if !lost {
            total += US_INTACT;
        }
    }
    total
}

/// The result after the last Game-Turn: the most points wins.
pub fn result(st: &State) -> String {
    let scores: Vec<(Seat, u32)> = st.seats().map(|s| (s, score(st, s))).collect();
    let best = scores.iter().map(|s| s.1).max().unwrap_or(0);
    let top: Vec<&(Seat, u32)> = scores.iter().filter(|s| s.1 == best).collect();
    let all: Vec<String> = scores.iter().map(|(s, n)| format!("{} {n}", super::log::player(*s))).collect();
    let case = match st.scenario.as_str() {
        "rxpexy" => "43.3",
        "revolution" => "44.3",
        "incursion" => "41.3",
        _ => "45.3",
    };
    match top[..] {
        [(s, _)] => format!("{} wins on points: {} ({case})", super::log::player(*s), all.join(", ")),
        _ => format!("A draw on points: {} ({case})", all.join(", ")),
    }
}
