//! Victory under Outreach II's rules, judged as each Game-Turn ends: 18.12 (marginal and substantive),
//! 18.22 (the chain to the nucleus, five Game-Turns), 18.32 (PSL at level 2), 18.42 (four hexes five
//! Game-Turns, a level above the others' together, SP × CL at the end), 18.54 (every gate, the draw) and
//! 18.57.

use super::h;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::Event;
use starshift::engine::outreach::rules;
use starshift::engine::outreach::state::{Auto, Autonomous, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::victory;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;

/// `id` under Outreach II's rules at the last player's orders of Game-Turn `turn`, no forces.
fn ending(id: &str, turn: u32) -> State {
    let mut st = rules::new_game_with(id, true, 1).expect("sets up");
    st.forces.clear();
    st.discovery = None;
    st.order = st.seats().collect();
    st.turn = turn;
    st.phase = Phase::ResourceAllocation;
    st.maintained = true;
    st.at = st.order.len() - 1;
    st
}

/// Ends the Game-Turn: the game's result, if it ended.
fn end_turn(st: &mut State) -> Option<String> {
    let last = *st.order.last().unwrap();
    let ev = rules::apply(st, last, &Action::EndPhase).unwrap_or_else(|r| panic!("refused: {r}"));
    ev.into_iter().find_map(|e| match e {
        Event::GameEnded { result } => Some(result),
        _ => None,
    })
}

fn gate(hex: &str, owner: Seat, sp: u8) -> Gate {
    Gate { hex: h(hex), owner: Some(Party::Player(owner)), sp, neutralized: false, created: 0, augmented: 0, face_down: false }
}

fn give(st: &mut State, hex: &str, owner: Seat) {
    st.gates.retain(|g| g.hex != h(hex));
    st.gates.push(gate(hex, owner, 1));
}

/// 18.12: after Game-Turn 25, the Cepheids with every starting gate and one on 1816 win a marginal victory;
/// with a Wezen starting gate as well, a substantive one; without 1816, no one wins.
#[test]
fn scorpii_marginal_and_substantive() {
    let mut st = ending("scorpii", 25);
    give(&mut st, "1816", P1);
    assert_eq!(end_turn(&mut st).unwrap(), "Player 1 (Cepheids) wins a marginal victory (18.12)");
    let mut st = ending("scorpii", 25);
    give(&mut st, "1816", P1);
    give(&mut st, "1019", P1);
    assert_eq!(end_turn(&mut st).unwrap(), "Player 1 (Cepheids) wins a substantive victory (18.12)");
    let mut st = ending("scorpii", 25);
    assert_eq!(
        end_turn(&mut st).unwrap(),
        "no one wins: no player kept all his starting StarGates with one on 1816 (18.12)"
    );
    let mut st = ending("scorpii", 24);
    give(&mut st, "1816", P1);
    assert_eq!(end_turn(&mut st), None, "not before the last Game-Turn");
    assert_eq!(st.turn, 25);
}

/// 18.32: the PSL wins at level 2 after Game-Turn 25, and loses below it.
#[test]
fn psl_needs_level_2() {
    let mut st = ending("psl", 25);
    st.players[0].cl = 2;
    assert_eq!(end_turn(&mut st).unwrap(), "Player 1 (PSL) wins: Civilization Level 2 (18.32)");
    let mut st = ending("psl", 25);
    assert_eq!(end_turn(&mut st).unwrap(), "the PSL loses: its Civilization Level is not 2 (18.32)");
}

/// 18.22: a chain of friendly gates at most four hexes apart from a starting gate to a hex beside the
/// nucleus, held at five Game-Turns' ends in a row, wins for the Centaurians at once.
#[test]
fn nucleus_chain_held_five_turns() {
    let mut st = ending("nucleus", 3);
    // The Centaurians (Player 2) start at 1323; the nucleus's edge lies east of it.
    let nucleus_side = starshift::engine::outreach::map::hexes()
        .filter(|&x| {
            starshift::engine::outreach::map::kind(x).is_some_and(|k| !k.is_nucleus())
                && x.neighbors().iter().any(|n| starshift::engine::outreach::map::kind(*n).is_some_and(|k| k.is_nucleus()))
        })
        .min_by_key(|&x| x.distance(h("1323")))
        .unwrap();
    assert!(!victory::chain(&st, P2));
    // Gates every four hexes along the line from 1323 to that hex.
    let from = h("1323");
    let n = from.distance(nucleus_side);
    let mut at = from;
    while at.distance(nucleus_side) > 4 {
        let next = starshift::engine::outreach::map::hexes()
            .filter(|&x| at.distance(x) <= 4 && x.distance(nucleus_side) < at.distance(nucleus_side))
            .min_by_key(|&x| (x.distance(nucleus_side), x))
            .unwrap();
        st.gates.retain(|g| g.hex != next);
        st.gates.push(gate(&next.label(), P2, 1));
        at = next;
    }
    st.gates.retain(|g| g.hex != nucleus_side);
    st.gates.push(gate(&nucleus_side.label(), P2, 1));
    assert!(victory::chain(&st, P2), "{n} hexes");
    for turn in 1..5 {
        assert_eq!(end_turn(&mut st), None, "held {turn}");
        assert_eq!(st.streaks[P2.index()], turn);
        st.phase = Phase::ResourceAllocation;
        st.maintained = true;
        st.at = st.order.len() - 1;
    }
    assert_eq!(
        end_turn(&mut st).unwrap(),
        "Player 2 (Centaurians) wins: a chain of friendly StarGates to the nucleus held five Game-Turns (18.22)"
    );
}

/// 18.42: a level above all the others' together wins; at the end, SP × CL.
#[test]
fn cygnus_level_and_score() {
    let mut st = ending("cygnus", 3);
    st.players[0].cl = 4;
    assert_eq!(end_turn(&mut st).unwrap(), "Player 1 (Cygnians) wins: his CL exceeds all the others' together (18.42)");
    let mut st = ending("cygnus", 3);
    st.streaks = vec![0, 4, 0, 0];
    for o in ["0814", "1118", "1212", "1215"] {
        give(&mut st, o, P2);
    }
    assert_eq!(
        end_turn(&mut st).unwrap(),
        "Player 2 (Rigelians) wins: friendly StarGates on four of the five hexes held five Game-Turns (18.42)"
    );
    let mut st = ending("cygnus", 50);
    st.players[1].cl = 2;
    let r = end_turn(&mut st).unwrap();
    assert!(r.starts_with("Player 2 (Rigelians) wins with SP × CL of 26"), "{r}");
}

/// 18.54: in Luck of the Draw a player who owns every StarGate on the map wins; 18.57: alone, 100 SP five
/// Game-Turns with no other gate on the map.
#[test]
fn luck_every_gate_and_the_solitaire_hundred() {
    let mut st = ending("luck2", 3);
    st.gates = vec![gate("1010", P1, 3)];
    assert_eq!(end_turn(&mut st).unwrap(), "Player 1 wins: no non-friendly StarGate is left on the map (18.54, 18.56)");
    let mut st = ending("luck1", 3);
    st.gates = vec![gate("1010", P1, 60), gate("1012", P1, 40)];
    st.streaks = vec![4];
    assert_eq!(
        end_turn(&mut st).unwrap(),
        "Player 1 wins: 100 SP or more and no non-friendly StarGate, five Game-Turns (18.57)"
    );
    let mut st = ending("luck1", 3);
    st.gates = vec![gate("1010", P1, 60), gate("1012", P1, 40), Gate { owner: None, ..gate("2020", P1, 0) }];
    st.streaks = vec![4];
    assert_eq!(end_turn(&mut st), None, "a neutral gate on the map");
    assert!(st.streaks.is_empty());
}

/// 18.54: a level above the others together counts the autonomous forces with a StarGate on the map; one
/// with none left counts no more.
#[test]
fn luck_a_level_above_the_others_counts_the_autonomous_forces() {
    let mut st = ending("luck2", 3);
    st.gates = vec![gate("1010", P1, 3), gate("3030", P2, 3), Gate { face_down: true, ..gate("2020", P1, 0) }];
    st.gates[2].owner = Some(Party::Auto(Auto::A1));
    st.autonomous = vec![Autonomous { set: Auto::A1, letter: 'J', cl: 2, caretaker: None, enemies: vec![] }];
    (st.players[0].cl, st.players[1].cl) = (3, 1);
    assert_eq!(end_turn(&mut st), None, "3 is not above 1 and the force's 2");
    let mut st = ending("luck2", 3);
    st.gates = vec![gate("1010", P1, 3), gate("3030", P2, 3), Gate { neutralized: true, owner: None, ..gate("2020", P1, 0) }];
    st.autonomous = vec![Autonomous { set: Auto::A1, letter: 'J', cl: 2, caretaker: None, enemies: vec![] }];
    (st.players[0].cl, st.players[1].cl) = (3, 1);
    assert!(victory::progress(&st, P1).contains("your CL 3 against the others' 1 together"));
    assert_eq!(end_turn(&mut st).unwrap(), "Player 1 wins: his CL exceeds all the others' together (18.54)");
}

/// Where a player stands toward victory, in his civilization chart (the view's, from the engine).
#[test]
fn the_chart_says_where_each_player_stands() {
    let mut st = ending("psl", 7);
    assert_eq!(victory::progress(&st, P1), "Civilization Level 2 after Game-Turn 25: now 1 (18.32).");
    let c = starshift::engine::outreach::view::view(&st, P1).chart.unwrap();
    assert_eq!((c.sp, c.cl, c.clr, c.rp, c.fate_column.as_str()), (8, 1, 1, 5, "0–9 SP"));
    st = ending("scorpii", 3);
    assert_eq!(
        victory::progress(&st, P2),
        "Starting StarGates kept: 6 of 6; a friendly StarGate on 1816: no; one of the other side's starting \
         StarGates held: no (18.12, judged after Game-Turn 25)."
    );
    st = ending("cygnus", 3);
    assert_eq!(
        victory::progress(&st, P1),
        "Friendly StarGates on 1 of 0814, 1118, 1212, 1215 and 1314 (four needed), held 0 of 5 Game-Turns; your CL \
         1 against the others' 3 together (18.42)."
    );
}
