//! The caretaker's shifts of an active autonomous force (Outreach 13.24, 13.31–13.33) under Outreach II's
//! rules, with scripted dice: the engine lists the shifts, the caretaker picks, his phase does not end while
//! one is owed, and the exact events of a shift.

use super::h;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::{log, preview, rules};
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Auto, Autonomous, Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::tables::Opt;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;
const A1: Party = Party::Auto(Auto::A1);

fn gate(hex: &str, owner: Party) -> Gate {
    Gate { hex: h(hex), owner: Some(owner), sp: 1, neutralized: false, created: 0, augmented: 0, face_down: owner == A1 }
}

fn force(hex: &str, owner: Party, fleets: Fleets, unknown: u8) -> Force {
    Force { owner, hex: h(hex), fleets, shifted: false, unknown, chits: 0 }
}

/// 18.1 under Outreach II's rules in Player 1's Regular Shifts: autonomous force 1 at CL `cl`, Player 1 its
/// caretaker, each player's option toward it B, its options toward them as given; the dice scripted.
fn board(cl: u8, toward: [Opt; 2], dice: &[u32]) -> State {
    let mut st = super::bare("scorpii", dice);
    st.phase = Phase::RegularShifts;
    st.at = 0;
    st.autonomous = vec![Autonomous { set: Auto::A1, letter: 'G', cl, caretaker: Some(P1), enemies: vec![] }];
    st.options = vec![(P1.into(), A1, Opt::B), (P2.into(), A1, Opt::B), (A1, P1.into(), toward[0]), (A1, P2.into(), toward[1])];
    st
}

fn listed(st: &State) -> Vec<Action> {
    rules::legal_actions(st, P1)
}

/// 13.24: toward no one hostile, a force away from its StarGates must go to one, and to the one where a
/// player's force is when it can reach it (our reading of "concentrate"); Player 1's phase does not end
/// before. A shift of one hex rolls no die (5.4).
#[test]
fn a_force_off_its_gates_must_concentrate_where_a_player_is() {
    let mut st = board(1, [Opt::B, Opt::B], &[]);
    st.gates.extend([gate("1010", A1), gate("1014", A1)]);
    st.forces.extend([force("1013", A1, Fleets::NONE, 3), force("1014", P2.into(), Fleets { r: 2, d: 0, e: 0 }, 0)]);
    let shift = Action::AutonomousShift { set: Auto::A1, from: h("1013"), count: 3, to: h("1014") };
    assert_eq!(listed(&st), vec![shift.clone()], "the one shift owed, and no end of the phase");
    assert_eq!(preview::before(&st, P1, &shift), None, "one hex: no roll, no odds (5.4)");
    let before = st.clone();
    let r = rules::apply(&mut st, P1, &Action::EndPhase).unwrap_err();
    assert_eq!((r.case.as_str(), r.message.as_str()), ("13.24", "As its caretaker you must first shift Autonomous force 1's force in 1013."));
    let r = rules::apply(&mut st, P1, &Action::AutonomousShift { set: Auto::A1, from: h("1013"), count: 3, to: h("1010") }).unwrap_err();
    assert_eq!((r.case.as_str(), r.message.as_str()), ("13.24", "Autonomous force 1's force in 1013 shifts to 1014."));
    assert_eq!(st, before, "a refusal leaves the state untouched");
    let ev = rules::apply(&mut st, P1, &shift).unwrap();
    assert_eq!(
        ev,
        vec![
            Event::AutonomousShifted { seat: P1, set: Auto::A1, from: h("1013"), to: h("1014"), fleets: Fleets::NONE, unknown: 3, length: 1 },
            Event::AutonomousArrived { set: Auto::A1, hex: h("1014"), fleets: Fleets::NONE, unknown: 3 },
        ]
    );
    assert_eq!(st.counters(A1, h("1014")), 3);
    assert_eq!(listed(&st), vec![Action::EndPhase], "shifted once this Game-Turn: nothing more owed");
    assert!(rules::legal_actions(&st, P2).is_empty(), "only the caretaker shifts it (13.23)");
}

/// 13.31–13.32: hostile (C) toward Player 2, one fleet stays with its StarGate and the other four go for
/// Player 2's StarGate in sight, 3 hexes away within the CLR of CL 2: the revealed dreadnought first, then
/// three face-down counters. The Scatter Table: 3 hexes, +1 for CL 2 (5.45); a 6 arrives.
#[test]
fn a_hostile_force_sends_all_but_its_gates_fleets_at_the_enemy_gate_in_sight() {
    let mut st = board(2, [Opt::B, Opt::C], &[6]);
    st.gates.extend([gate("1010", A1), gate("1013", P2.into())]);
    st.forces.push(force("1010", A1, Fleets { r: 0, d: 1, e: 0 }, 4));
    let shift = Action::AutonomousShift { set: Auto::A1, from: h("1010"), count: 4, to: h("1013") };
    assert_eq!(listed(&st), vec![shift.clone()]);
    // The odds before the roll, from the Scatter Table's row of the roll the shift makes (5.41–5.46).
    let odds = preview::before(&st, P1, &shift).expect("a roll of the Scatter Table");
    assert_eq!(odds.given, "Scatter Table, a shift of 3 hexes, die +1 (5.41–5.46)");
    let row = log::purpose_odds(&Purpose::Scatter { length: 3, modifier: 1 }, 6, 0).unwrap();
    assert_eq!(odds.rows, vec![(String::new(), row)]);
    let r = rules::apply(&mut st, P1, &Action::AutonomousShift { set: Auto::A1, from: h("1010"), count: 5, to: h("1013") }).unwrap_err();
    assert_eq!((r.case.as_str(), r.message.as_str()), ("13.31", "Autonomous force 1 shifts 4 of its StarFleets from 1010."));
    let ev = rules::apply(&mut st, P1, &shift).unwrap();
    let moving = Fleets { r: 0, d: 1, e: 0 };
    assert_eq!(
        ev,
        vec![
            Event::AutonomousShifted { seat: P1, set: Auto::A1, from: h("1010"), to: h("1013"), fleets: moving, unknown: 3, length: 3 },
            Event::Rolled { sides: 6, face: 6, purpose: Purpose::Scatter { length: 3, modifier: 1 } },
            Event::AutonomousArrived { set: Auto::A1, hex: h("1013"), fleets: moving, unknown: 3 },
        ]
    );
    assert_eq!((st.counters(A1, h("1010")), st.fleets_of(A1, h("1010"))), (1, Fleets::NONE), "a face-down fleet keeps the gate");
    assert_eq!(st.fleets_of(A1, h("1013")), moving);
    assert_eq!(listed(&st), vec![Action::EndPhase]);
}

/// 13.32–13.33: an enemy StarGate beyond one shift: the force goes to the hexes nearest it that it reaches
/// (CL 1, CLR 1, from its own gate any distance, 5.15); with no enemy gate at all it keeps to its gates and
/// may shift from one to another, or not.
#[test]
fn beyond_reach_it_closes_in_and_without_an_enemy_it_may_keep_to_its_gates() {
    let mut st = board(1, [Opt::B, Opt::C], &[]);
    st.gates.extend([gate("1010", A1), gate("1020", P2.into())]);
    st.forces.push(force("1012", A1, Fleets::NONE, 2));
    // From 1012, off its gate: CLR 1, so one of the hexes beside it nearest 1020, which is 8 away.
    let to: Vec<_> = listed(&st).into_iter().filter_map(|a| match a {
        Action::AutonomousShift { to, count: 2, .. } => Some(to),
        _ => None,
    }).collect();
    assert_eq!(to, vec![h("1013")]);
    assert!(!listed(&st).contains(&Action::EndPhase));

    let mut st = board(1, [Opt::B, Opt::B], &[]);
    st.gates.extend([gate("1010", A1), gate("1020", A1)]);
    st.forces.push(force("1010", A1, Fleets::NONE, 2));
    assert_eq!(
        listed(&st),
        vec![Action::AutonomousShift { set: Auto::A1, from: h("1010"), count: 2, to: h("1020") }, Action::EndPhase],
        "from one of its gates to the other, if the caretaker likes"
    );
}

/// 13.23, 9.0: hostile toward both players in 1010, the force's caretaker chooses whom it attacks; the odds
/// shown to him are of its attack (5 against Player 2's 4: 100–149%, a column right for C toward B, 8.2);
/// the other player may not choose.
#[test]
fn the_caretaker_chooses_whom_his_force_attacks() {
    use starshift::engine::outreach::conflict::{ConflictCheck, Stage};
    use starshift::engine::outreach::step::{step, Step};
    use starshift::engine::seal::Sealing;
    let mut st = board(1, [Opt::C, Opt::C], &[3]);
    st.phase = Phase::Conflict;
    st.contacts = vec![h("1010")];
    st.forces.extend([
        force("1010", A1, Fleets { r: 3, d: 1, e: 0 }, 0),
        force("1010", P1.into(), Fleets { r: 2, d: 0, e: 0 }, 0),
        force("1010", P2.into(), Fleets { r: 4, d: 0, e: 0 }, 0),
    ]);
    st.conflict = Some(ConflictCheck {
        hex: h("1010"),
        stage: Stage::Attacks,
        sealing: Sealing::new(2, |_| false),
        attackers: vec![A1],
        declared: vec![(A1, 5)],
        to_attack: vec![A1],
        losses: vec![],
    });
    assert_eq!(step(&st), Step::Attack { seat: P1, hex: h("1010") });
    assert!(rules::legal_actions(&st, P2).is_empty());
    let v = starshift::engine::outreach::view::view(&st, P1);
    let labels: Vec<&str> = v.legal.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels,
        ["Autonomous force 1 attacks Player 1's force in 1010 (9.0, 13.23)", "Autonomous force 1 attacks Player 2's force in 1010 (9.0, 13.23)"]
    );
    let given = &v.legal[1].odds.as_ref().unwrap().given;
    assert!(given.starts_with("Conflict Table (9.2), losses in % attacker/defender: Autonomous force 1's true capacity 5 against Player 2's, his secret until the attack, 1 column right (8.2), die +1"), "{given}");
    let ev = rules::apply(&mut st, P1, &Action::Attack { hex: h("1010"), defender: P2.into() }).unwrap();
    assert_eq!(
        ev[0],
        Event::Attacked { seat: A1, hex: h("1010"), defender: P2.into(), attacker_true: 5, defender_true: 4, column: 3, modifier: 1 }
    );
}
