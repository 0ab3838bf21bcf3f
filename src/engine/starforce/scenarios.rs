//! StarForce's scenarios as data: who starts where with what, how long, and who plots before the first
//! Game-Turn. The reference scenario (SF 16.0), the Rescue Mission (38.0) and the FakerWar (42.0).

use super::data::stars::{by_name, STARS};
use super::rescue;
use super::space::LiteZulu;
use super::state::{Force, Gate, GateState, Kind, Phase, Rescue, Seat, State};
use crate::engine::dice::Dice;
use crate::engine::game::ScenarioInfo;
use crate::engine::seal::Sealing;

pub const SCENARIOS: [ScenarioInfo; 7] = [
    ScenarioInfo { id: "reference", name: "Hegemony and League (reference scenario)" },
    ScenarioInfo { id: "rescue", name: "The Rescue Mission (solitaire)" },
    ScenarioInfo { id: "incursion", name: "Scenario 15: The Third Xenophobe Incursion" },
    ScenarioInfo { id: "fakerwar", name: "Scenario 16: The FakerWar (three players)" },
    ScenarioInfo { id: "rxpexy", name: "Scenario 17: The RxPexy Dispute" },
    ScenarioInfo { id: "revolution", name: "Scenario 18: The US Revolution (three players)" },
    ScenarioInfo { id: "obsolescence", name: "Scenario 19: The War of Obsolescence and Treachery" },
];

/// The seats a scenario seats.
pub fn seats(id: &str) -> usize {
    match id {
        "rescue" => 1,
        "fakerwar" | "revolution" => 3,
        _ => 2,
    }
}

/// The seats that plot in the pre-game Game-Turn 0, if the scenario has one.
pub fn pre_game(id: &str) -> &'static [Seat] {
    match id {
        // SF 16.0: the League's one free shift before play.
        "reference" => &[Seat::P2],
        // Our reconstruction: a free first plot to deploy from the scenario's starting places.
        "rxpexy" => &[Seat::P1, Seat::P2],
        "revolution" => &[Seat::P1, Seat::P2, Seat::P3],
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
        extension: 0,
        peace: Vec::new(),
        random_systems: Vec::new(),
        wanderers: false,
        faker_war: false,
        entered: Vec::new(),
        pool: Vec::new(),
        xenophobes: None,
        inducing: Vec::new(),
        novas_due: Vec::new(),
        forces_lost: vec![0; seats],
        pool_open: false,
        destroyed: Vec::new(),
        plots: Sealing::new(seats, |_| false),
        battles: Vec::new(),
        battle: None,
        held: vec![0; seats],
        rescue: None,
        next_id: 0,
        result: None,
        dice: Dice::new(seed),
        gone: Vec::new(),
        declared_break_offs: false,
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
    if let Some(s) = st.system(system) {
        st.gates.push(Gate { system, owner, state: GateState::Operational, at: s.at });
    }
}

fn at(name: &str) -> LiteZulu {
    STARS[system(name) as usize].at
}

/// Counter letters: the PSL's StarForces, the RxPexy's, the Union of Sentients'.
const PSL_NAMES: [&str; 18] = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R"];
const RX_NAMES: [&str; 8] = ["S", "T", "U", "V", "W", "X", "Y", "Z"];
const US_NAMES: [&str; 6] = ["U1", "U2", "U3", "U4", "U5", "U6"];

/// Scenario 17's length: the text gives none; 30 Game-Turns, reconstructed (brief §4).
pub const RXPEXY_TURNS: u32 = 30;
/// Scenario 18's length (44.3 scores the US at Game-Turn Forty).
pub const REVOLUTION_TURNS: u32 = 40;
/// Scenario 19's length and the PSL's StarForces (45.2–45.3).
pub const OBSOLESCENCE_TURNS: u32 = 20;
pub const OBSOLESCENCE_PSL: u32 = 24;
/// 45.4: the PSL comes into play on a turn-end chit of 9.
pub const ACTIVATION_CHIT: u32 = 9;
/// 44.4: the RxPexy and the PSL fight from Game-Turn Four.
pub const REVOLUTION_RXPEXY_WAR: u32 = 4;
/// 43.2: the RxPexy's systems lie within six hexes of the PSL's random ones.
pub const RXPEXY_REACH: u32 = 6;

/// The PSL's systems (43.2): a Gate at every system of the table and at Wandering's End.
fn psl_systems(st: &mut State, _random: usize) {
    st.wanderers = true;
    for i in 0..STARS.len() as u8 {
        gate(st, i, Seat::P1);
    }
    gate(st, super::data::stars::WANDERERS_END_INDEX, Seat::P1);
}

/// Scenario 18's systems (44.2), which scenario 19 keeps (45.2): the PSL's as in 43.2, then the US's six
/// random systems on one side of the Volume and the RxPexy's six on the other, near the PSL's: their
/// LiteZulus (PSL, US, RxPexy).
fn revolution_systems(st: &mut State) -> (Vec<LiteZulu>, Vec<LiteZulu>, Vec<LiteZulu>) {
    psl_systems(st, 4);
    let side = if st.dice.roll(2) == 1 { 1 } else { -1 };
    let psl = deploy_random(st, 4, side, None);
    let us_side = if st.dice.roll(2) == 1 { 1 } else { -1 };
    let us = deploy_random(st, 6, us_side, None);
    let rx = deploy_random(st, 6, -us_side, Some(&psl));
    (psl, us, rx)
}

/// Gates for `seat` at the random systems `at` (already on the Display).
fn own(st: &mut State, at: &[LiteZulu], seat: Seat) {
    for &z in at {
        if let Some((i, _)) = st.system_at(z) {
            gate(st, i, seat);
        }
    }
}

/// Places StarForces over `at` in turn, the first systems getting the extra ones.
fn spread(st: &mut State, seat: Seat, names: &[&str], at: &[LiteZulu]) {
    for (k, n) in names.iter().enumerate() {
        if let Some(&z) = at.get(k % at.len().max(1)) {
            place(st, seat, &[n], z);
        }
    }
}

/// Deploys `n` systems at random (31.1, reconstructed): two Stellar Randomizer tops give a column and a
/// row within 20 hexes of Sol (within [`RXPEXY_REACH`] of one of `near`, if given); a Decimal Randomizer
/// gives how far, 1 to 10 levels, beyond that ring's Zulu Limit the system lies, on `side` (43.4: all of a
/// scenario's on one side). The systems join the Display; their LiteZulus are returned.
fn deploy_random(st: &mut State, n: usize, side: i32, near: Option<&[LiteZulu]>) -> Vec<LiteZulu> {
    use super::data::display::zulu_limit;
    use super::space::{hex_at, SOL};
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < n && tries < 10_000 {
        tries += 1;
        let col = st.dice.roll(41) as i32 - 1;
        let row = st.dice.roll(41) as i32 - 1;
        let beyond = st.dice.roll(10) as i32;
        let flat = LiteZulu { hex: hex_at(col, row), level: 0 };
        let p = SOL.planar(flat);
        let Some(zl) = zulu_limit(p) else { continue };
        let z = LiteZulu { level: side * (zl + beyond), ..flat };
        let close = near.is_none_or(|near| near.iter().any(|m| m.planar(z) <= RXPEXY_REACH));
        if close && st.system_at(z).is_none() && !st.random_systems.iter().any(|r| r.hex == z.hex) {
            st.random_systems.push(z);
            out.push(z);
        }
    }
    out
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
        // 43.2: the PSL holds every system, Wandering's End and four systems at random; the RxPexy six
        // systems within six hexes of those, on the same side of the Volume (43.4).
        "rxpexy" => {
            psl_systems(&mut st, 4);
            let side = if st.dice.roll(2) == 1 { 1 } else { -1 };
            let psl = deploy_random(&mut st, 4, side, None);
            let rx = deploy_random(&mut st, 6, side, Some(&psl));
            own(&mut st, &psl, Seat::P1);
            own(&mut st, &rx, Seat::P2);
            place(&mut st, Seat::P1, &PSL_NAMES[..4], at("Sol"));
            place(&mut st, Seat::P1, &PSL_NAMES[4..8], at("Sigma Draconis"));
            place(&mut st, Seat::P1, &PSL_NAMES[8..12], at("70 Ophiuchi"));
            place(&mut st, Seat::P1, &PSL_NAMES[12..16], super::data::stars::WANDERERS_END.at);
            spread(&mut st, Seat::P2, &RX_NAMES[..8], &rx);
            st.extension = super::data::display::VOLUME_EXTENSION;
            st.turn = 0;
            st.turns = RXPEXY_TURNS;
        }
        // 44.2: the PSL as in 43.2; the Union of Sentients six systems at random; the RxPexy as in 43.2
        // on the other side of the Volume from the US (44.4: RxPexy and PSL at peace until Game-Turn 4;
        // our reconstruction: the US and the RxPexy never fight).
        "revolution" => {
            let (psl, us, rx) = revolution_systems(&mut st);
            own(&mut st, &psl, Seat::P1);
            own(&mut st, &us, Seat::P2);
            own(&mut st, &rx, Seat::P3);
            place(&mut st, Seat::P1, &PSL_NAMES[..5], at("Sol"));
            place(&mut st, Seat::P1, &PSL_NAMES[5..10], at("Sigma Draconis"));
            place(&mut st, Seat::P1, &PSL_NAMES[10..14], at("70 Ophiuchi"));
            place(&mut st, Seat::P1, &PSL_NAMES[14..18], super::data::stars::WANDERERS_END.at);
            spread(&mut st, Seat::P2, &US_NAMES, &us);
            spread(&mut st, Seat::P3, &RX_NAMES[..6], &rx);
            st.peace = vec![(Seat::P1, Seat::P3, REVOLUTION_RXPEXY_WAR), (Seat::P2, Seat::P3, u32::MAX)];
            st.extension = super::data::display::VOLUME_EXTENSION;
            st.turn = 0;
            st.turns = REVOLUTION_TURNS;
        }
        // 45.2: the RxPexy's systems as in 44.2 with five tachyon cruisers; the PSL's and the US's systems
        // as in 44.2 for the PSL, every Gate and its 24 StarForces inactive until a chit of 9 (45.4).
        "obsolescence" => {
            let (psl, us, rx) = revolution_systems(&mut st);
            own(&mut st, &psl, Seat::P1);
            own(&mut st, &us, Seat::P1);
            own(&mut st, &rx, Seat::P2);
            for g in st.gates.iter_mut().filter(|g| g.owner == Seat::P1) {
                g.state = GateState::Inactive;
            }
            for k in 0..OBSOLESCENCE_PSL {
                let id = st.next_id;
                st.next_id += 1;
                let name = format!("P{}", k + 1);
                st.pool.push(Force { id, name, owner: Seat::P1, kind: Kind::StarForce, at: at("Sol"), cargo: 0, revealed: false });
            }
            for (k, n) in ["T1", "T2", "T3", "T4", "T5"].iter().enumerate() {
                let id = st.next_id;
                st.next_id += 1;
                let z = rx[k % rx.len().max(1)];
                st.forces.push(Force { id, name: n.to_string(), owner: Seat::P2, kind: Kind::TachyonCruiser, at: z, cargo: 0, revealed: false });
            }
            st.extension = super::data::display::VOLUME_EXTENSION;
            st.turns = OBSOLESCENCE_TURNS;
        }
        // 41.2: the PSL holds every system and Wandering's End with two StarForces; the Xenophobes two
        // Gates placed at random (31.1) and six StarForces.
        "incursion" => {
            psl_systems(&mut st, 0);
            let side = if st.dice.roll(2) == 1 { 1 } else { -1 };
            let xeno = deploy_random(&mut st, 2, side, None);
            own(&mut st, &xeno, Seat::P2);
            place(&mut st, Seat::P1, &["A"], at("Sol"));
            place(&mut st, Seat::P1, &["B"], at("Sigma Draconis"));
            spread(&mut st, Seat::P2, &["X1", "X2", "X3", "X4", "X5", "X6"], &xeno);
            st.xenophobes = Some(Seat::P2);
            st.extension = super::data::display::VOLUME_EXTENSION;
            st.turns = super::xeno::TURNS;
        }
        _ => return Err(format!("StarForce has no scenario \"{id}\"")),
    }
    Ok(st)
}
