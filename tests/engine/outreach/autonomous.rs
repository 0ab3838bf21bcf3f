//! The autonomous forces (Outreach 13.0) under Outreach II's rules, with scripted dice: the brief's V13
//! (placement beside the hex rolled for, 13.12–13.18), the die among several such hexes (13.19), four on the
//! map (13.16), no room (13.14); a passive force's Contact Index and its caretaker (7.0, 13.21, 13.23), its
//! first option by the RIOT (8.12); its attack as it must, its kinds drawn when revealed, regulars lost
//! first (9.0, 9.18, 13.33); 13.26; its new StarFleets (13.34); its end with its last StarGate (10.25).

use super::h;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::rules;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::seal::LISTED_SALT;
use starshift::engine::outreach::state::{Auto, Autonomous, Chit, Force, Gate, Party, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::tables::Opt;
use starshift::engine::outreach::{autonomous, interaction};

const P1: Seat = Seat::P1;
const A1: Party = Party::Auto(Auto::A1);

fn gate(hex: &str, owner: Party, sp: u8) -> Gate {
    Gate { hex: h(hex), owner: Some(owner), sp, neutralized: false, created: 0, augmented: 0, face_down: false }
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

/// 18.3 (solitaire) under Outreach II's rules at the end of the exploration: Player 1's gate of 5 SP in
/// 1010 (the Fate Table's 0–9 column), no forces; the dice scripted.
fn board(dice: &[u32]) -> State {
    let mut st = super::bare("psl", dice);
    st.gates.push(gate("1010", P1.into(), 5));
    st
}

/// Ends the exploration and rolls for fate spending nothing.
fn fate(st: &mut State) -> Vec<Event> {
    act(st, P1, Action::EndPhase);
    assert_eq!(step(st), Step::Fate { seat: P1 });
    act(st, P1, Action::Fate { left: 0, plus: 0, chits: 0 })
}

fn placed(gates: &[&str], fleets: &[(&str, u8)]) -> Event {
    Event::AutonomousPlaced {
        seat: P1,
        set: Auto::A1,
        letter: 'G',
        cl: 1,
        gates: gates.iter().map(|g| h(g)).collect(),
        fleets: fleets.iter().map(|&(g, n)| (h(g), n)).collect(),
    }
}

/// V13 (13.12–13.18): rolled for 1710 only this Game-Turn, a G places gates in 1710 (its chit taken away) and
/// 1709, the first hex of the scatter diagram; 5 fleets, 3 and 2, the excess on 1710. With an older chit in
/// 1709, the second gate goes to the diagram's next hex, 1809.
#[test]
fn v13_g_places_two_gates_beside_the_hex_explored() {
    let mut st = board(&[1]);
    st.explored_now.push((P1, h("1710")));
    st.chits.push(Chit { hex: h("1710"), value: 3, drawn: Some(4), known_by: vec![P1] });
    let ev = fate(&mut st);
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('G'), ignored: None });
    assert_eq!(ev[3], placed(&["1710", "1709"], &[("1710", 3), ("1709", 2)]));
    assert!(st.chit_at(h("1710")).is_none() && st.pool.contains(&4), "13.14: the chit goes back among the others");
    let g = st.gate_at(h("1709")).unwrap();
    assert_eq!((g.owner, g.face_down), (Some(A1), true), "face down, its SP unknown");
    assert_eq!((st.counters(A1, h("1710")), st.fleets_of(A1, h("1710"))), (3, Fleets::NONE), "kinds unknown");
    assert_eq!(st.autonomous, vec![Autonomous { set: Auto::A1, letter: 'G', cl: 1, caretaker: None, enemies: vec![] }]);
    assert!(!autonomous::active(&st, Auto::A1), "no display holds it: passive (13.21)");

    let mut st = board(&[1]);
    st.explored_now.push((P1, h("1710")));
    st.chits.push(Chit { hex: h("1709"), value: 3, drawn: None, known_by: vec![] });
    let ev = fate(&mut st);
    assert_eq!(ev[3], placed(&["1710", "1809"], &[("1710", 3), ("1809", 2)]));
}

/// 13.19: of two hexes rolled for, a die names the one; 13.16: with four forces on the map a G–J is ignored;
/// 13.14: with no room around the hex rolled for, too.
#[test]
fn the_hex_is_rolled_for_and_a_result_without_room_is_ignored() {
    let mut st = board(&[1, 2]);
    st.explored_now.extend([(P1, h("2515")), (P1, h("1710"))]);
    let ev = fate(&mut st);
    let hexes = vec![h("1710"), h("2515")];
    assert_eq!(ev[3], Event::Rolled { sides: 2, face: 2, purpose: Purpose::AutonomousHex { seat: P1, hexes } });
    assert_eq!(ev[4], placed(&["2515", "2514"], &[("2515", 3), ("2514", 2)]));

    let mut st = board(&[1]);
    st.explored_now.push((P1, h("1710")));
    st.autonomous = Auto::ALL.map(|set| Autonomous { set, letter: 'G', cl: 1, caretaker: None, enemies: vec![] }).to_vec();
    let ev = fate(&mut st);
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('G'), ignored: Some("13.16".into()) });

    let mut st = board(&[1]);
    st.explored_now.push((P1, h("1710")));
    st.gates.push(gate("1710", Party::Player(P1), 0));
    let ev = fate(&mut st);
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('G'), ignored: Some("13.14".into()) });
}

/// An autonomous force of `unknown` face-down fleets and a face-down gate in 1710, and Player 1's `fleets`
/// there, at the end of his exploration, the force's options toward him `opt` (none: passive).
fn meeting(fleets: Fleets, unknown: u8, opt: Option<(Opt, Opt)>, dice: &[u32]) -> State {
    let mut st = board(dice);
    st.gates.push(Gate { face_down: true, ..gate("1710", A1, 0) });
    st.forces.push(Force { owner: A1, hex: h("1710"), fleets: Fleets::NONE, shifted: false, unknown, chits: 0 });
    st.forces.push(Force { owner: P1.into(), hex: h("1710"), fleets, shifted: false, unknown: 0, chits: 0 });
    st.autonomous.push(Autonomous { set: Auto::A1, letter: 'G', cl: 1, caretaker: Some(P1), enemies: vec![] });
    if let Some((mine, its)) = opt {
        st.options = vec![(P1.into(), A1, mine), (A1, P1.into(), its)];
        st.contacts = vec![h("1710")];
    } else {
        st.autonomous[0].caretaker = None;
    }
    st
}

/// Player 1 keeps his option toward the force in the Interaction Segment (8.15): sealed, then opened.
fn keep(st: &mut State, opt: Opt) -> Vec<Event> {
    act(st, P1, Action::SealOptions { commitment: interaction::commitment(&[opt], LISTED_SALT) });
    act(st, P1, Action::OpenOptions { options: vec![opt], salt: LISTED_SALT })
}

/// 7.0, 13.21–13.23, 8.12: a passive force's index is its fleets plus 3 for its gate, rolled after the
/// player's; its first contact makes Player 1 its caretaker; he chooses an option toward it, and it rolls
/// its own on the RIOT's first column; it is active from then on.
#[test]
fn a_passive_force_is_contacted_and_rolls_its_first_option() {
    let mut st = meeting(Fleets { r: 2, d: 0, e: 0 }, 3, None, &[6, 4, 6]);
    let ev = act(&mut st, P1, Action::EndPhase);
    assert!(ev.contains(&Event::ContactCheck { hex: h("1710"), parties: vec![P1.into(), A1], choosing: vec![P1] }), "{ev:?}");
    act(&mut st, P1, Action::SealIndex { commitment: starshift::engine::outreach::contact::commitment(0, LISTED_SALT) });
    let ev = act(&mut st, P1, Action::OpenIndex { index: 0, salt: LISTED_SALT });
    let contact = |seat, index, face| Event::Rolled { sides: 6, face, purpose: Purpose::Contact { seat, hex: h("1710"), index } };
    assert_eq!(ev[1..4], [contact(P1.into(), 0, 6), contact(A1, 6, 4), Event::ContactMade { hex: h("1710"), by: Some(A1) }]);
    assert!(ev.contains(&Event::Caretaker { set: Auto::A1, seat: P1 }));
    assert!(ev.contains(&Event::InteractionBegan { toward: vec![(P1, vec![A1])] }));
    act(&mut st, P1, Action::SealOptions { commitment: interaction::commitment(&[Opt::B], LISTED_SALT) });
    let ev = act(&mut st, P1, Action::OpenOptions { options: vec![Opt::B], salt: LISTED_SALT });
    let riot = Event::Rolled { sides: 6, face: 6, purpose: Purpose::Riot { set: Auto::A1, seat: P1, previous: None } };
    let i = ev.iter().position(|e| *e == riot).expect("the RIOT is rolled");
    assert_eq!(ev[i + 1], Event::AutonomousOption { set: Auto::A1, seat: P1, option: Opt::C, case: "8.12".into() });
    assert!(autonomous::active(&st, Auto::A1), "13.22");
}

/// 13.33, 9.0, 9.18: hostile toward Player 1 (B toward it), the force attacks as it must; its three fleets'
/// kinds are drawn from its set's 15 regulars and 5 dreadnoughts as the attackers declare; it loses regulars
/// first. Player 1 (B) may attack a C at the normal column, and is asked.
#[test]
fn a_hostile_force_attacks_and_loses_its_regulars_first() {
    // Faces: 1 (a dreadnought, 5 in 20), 19 (a regular, 15 in 19), 18 (a regular); then the attack's die.
    let mut st = meeting(Fleets { r: 4, d: 0, e: 0 }, 3, Some((Opt::B, Opt::C)), &[1, 19, 18, 1]);
    act(&mut st, P1, Action::EndPhase);
    let ev = keep(&mut st, Opt::B);
    assert!(!ev.iter().any(|e| matches!(e, Event::Rolled { purpose: Purpose::Riot { .. }, .. })), "no change, no roll (8.19)");
    assert!(ev.contains(&Event::ConflictCheck { hex: h("1710"), may: vec![P1], must: vec![], autonomous: vec![Auto::A1] }), "{ev:?}");
    let fleet = |face, regulars, dreadnoughts| Event::Rolled {
        sides: regulars + dreadnoughts,
        face,
        purpose: Purpose::AutonomousFleet { set: Auto::A1, hex: h("1710"), regulars, dreadnoughts },
    };
    let i = ev.iter().position(|e| matches!(e, Event::ConflictCheck { .. })).unwrap();
    assert_eq!(
        ev[i + 1..i + 5],
        [
            fleet(1, 15, 5),
            fleet(19, 15, 4),
            fleet(18, 14, 4),
            Event::FleetsRevealed { set: Auto::A1, hex: h("1710"), fleets: Fleets { r: 2, d: 1, e: 0 } }
        ]
    );
    assert_eq!(st.fleets_of(A1, h("1710")), Fleets { r: 2, d: 1, e: 0 });
    // Player 1 declines; the force declares its true capacity 4 and attacks: 4 against 4 is 100–149%, a column
    // right for C toward B (8.2): 150–199%; die 1, +1 for its dreadnought (9.16).
    act(&mut st, P1, Action::SealIntent { commitment: starshift::engine::outreach::conflict::intent_commitment(false, LISTED_SALT) });
    let ev = act(&mut st, P1, Action::OpenIntent { attack: false, salt: LISTED_SALT });
    assert!(ev.contains(&Event::AttackOrder { hex: h("1710"), declared: vec![(A1, 4)], order: vec![A1] }), "{ev:?}");
    let attacked = ev.iter().find(|e| matches!(e, Event::Attacked { .. })).expect("it attacks");
    assert_eq!(
        *attacked,
        Event::Attacked { seat: A1, hex: h("1710"), defender: P1.into(), attacker_true: 4, defender_true: 4, column: 3, modifier: 1 }
    );
    // Row 2 of 150–199%: 30/40 — the force loses 1 of 3, a regular (9.18); Player 1 2 of his 4 regulars.
    assert!(ev.contains(&Event::AutonomousLost { set: Auto::A1, hex: h("1710"), fleets: Fleets { r: 1, d: 0, e: 0 } }), "{ev:?}");
    assert_eq!(st.fleets_of(A1, h("1710")), Fleets { r: 1, d: 1, e: 0 });
    assert_eq!(st.fleets_of(P1, h("1710")), Fleets { r: 2, d: 0, e: 0 });
}

/// 13.26: Player 1, C toward a force that is A toward him, attacks it; it turns C toward him for good at the
/// next Interaction Segment, without a roll.
#[test]
fn attacking_a_force_that_is_not_hostile_makes_it_hostile_for_good() {
    let mut st = meeting(Fleets { r: 6, d: 0, e: 0 }, 2, Some((Opt::C, Opt::A)), &[20, 19, 6]);
    act(&mut st, P1, Action::EndPhase);
    keep(&mut st, Opt::C);
    act(&mut st, P1, Action::SealIntent { commitment: starshift::engine::outreach::conflict::intent_commitment(true, LISTED_SALT) });
    act(&mut st, P1, Action::OpenIntent { attack: true, salt: LISTED_SALT });
    // His capacity sealed and opened (9.15), the lowest listed.
    while step(&st) != (Step::Attack { seat: P1, hex: h("1710") }) {
        let a = rules::legal_actions(&st, P1)[0].clone();
        act(&mut st, P1, a);
    }
    let ev = act(&mut st, P1, Action::Attack { hex: h("1710"), defender: A1 });
    assert!(ev.contains(&Event::Provoked { set: Auto::A1, seat: P1 }), "{ev:?}");
    assert_eq!(st.autonomous[0].enemies, vec![P1]);
}

/// 13.34: a force hostile toward an active player gains one StarFleet for every two gates, face down, where
/// it has the fewest; 10.25: reduced of its last gate, it is gone.
#[test]
fn a_hostile_force_gains_fleets_and_ends_with_its_last_gate() {
    let mut st = meeting(Fleets { r: 1, d: 0, e: 0 }, 2, Some((Opt::B, Opt::C)), &[6]);
    st.contacts.clear();
    st.forces.retain(|f| f.owner == A1);
    st.gates.push(Gate { face_down: true, ..gate("1810", A1, 0) });
    st.gates.push(Gate { face_down: true, ..gate("1811", A1, 0) });
    st.gates.push(Gate { face_down: true, ..gate("1709", A1, 0) });
    let ev = fate(&mut st);
    let r = ev.iter().find(|e| matches!(e, Event::Reinforced { .. })).expect("new fleets as resources begin");
    assert_eq!(*r, Event::Reinforced { set: Auto::A1, fleets: vec![(h("1709"), 1), (h("1810"), 1)] });

    // Reduced: an SP drawn for its gate, neutralized by the die, and with no gate left it leaves the map.
    let mut st = meeting(Fleets { r: 0, d: 6, e: 0 }, 0, Some((Opt::C, Opt::B)), &[1, 6]);
    st.forces.retain(|f| f.owner != A1);
    act(&mut st, P1, Action::EndPhase);
    let ev = keep(&mut st, Opt::C);
    assert!(ev.contains(&Event::ReductionCheck { hex: h("1710"), deciding: vec![P1], autonomous: vec![] }), "{ev:?}");
    let ev = act(&mut st, P1, Action::Reduce { hex: h("1710"), attempt: true });
    let left = vec![1, 1, 2, 2, 3, 4];
    assert_eq!(ev[1], Event::Rolled { sides: 6, face: 1, purpose: Purpose::AutonomousGate { set: Auto::A1, hex: h("1710"), left } });
    assert_eq!(ev[2], Event::GateRevealed { set: Auto::A1, hex: h("1710"), sp: 1 });
    assert!(ev.contains(&Event::AutonomousEnded { set: Auto::A1 }), "{ev:?}");
    assert!(st.autonomous.is_empty() && st.forces.iter().all(|f| f.owner != A1));
}

/// 13.13: an H (three StarGates) rolled for 1710, whose neighbours all hold a chit but 1709: the first two
/// go in 1710 and 1709, and the roller places the third beside 1709, not beside 1710, where he likes; an
/// ineligible or an adjacent hex is refused. Then the fleets are shared (13.18) and the phase goes on.
#[test]
fn the_roller_places_the_stargates_that_do_not_fit_beside_the_hex() {
    use starshift::engine::hex::Dir;
    use starshift::engine::outreach::view::view;
    let mut st = super::bare("psl", &[1]);
    st.gates.push(gate("1010", P1.into(), 25)); // the Fate Table's 20–29 column: a 1 is an H
    st.explored_now.push((P1, h("1710")));
    for d in Dir::ALL.into_iter().filter(|&d| h("1710").step(d, 1) != h("1709")) {
        st.chits.push(Chit { hex: h("1710").step(d, 1), value: 1, drawn: None, known_by: vec![] });
    }
    let ev = fate(&mut st);
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('H'), ignored: None });
    assert_eq!(ev[3..], [Event::OverflowAsked { seat: P1, letter: 'H', gates: vec![h("1710"), h("1709")] }]);
    assert_eq!(step(&st), Step::PlaceGate { seat: P1 });
    let places: Vec<Action> = ["1608", "1708", "1808"].map(|x| Action::PlaceGate { hex: h(x) }).to_vec();
    assert_eq!(rules::legal_actions(&st, P1), places, "beside 1709, not beside 1710, eligible");
    assert!(view(&st, P1).prompt.contains("(13.13)"), "{}", view(&st, P1).prompt);
    let before = st.clone();
    let r = rules::apply(&mut st, P1, &Action::PlaceGate { hex: h("1711") }).unwrap_err();
    assert_eq!(r.case, "13.13");
    assert_eq!(st, before);
    let ev = act(&mut st, P1, Action::PlaceGate { hex: h("1808") });
    assert_eq!(
        ev[..2],
        [
            Event::GatePlaced { seat: P1, hex: h("1808") },
            Event::AutonomousPlaced {
                seat: P1,
                set: Auto::A1,
                letter: 'H',
                cl: 1,
                gates: vec![h("1710"), h("1709"), h("1808")],
                fleets: vec![(h("1710"), 3), (h("1709"), 2), (h("1808"), 2)],
            },
        ]
    );
    assert_eq!(ev[2], Event::Next, "the Fate Phase goes on");
    assert!(st.placing.is_none());
}
