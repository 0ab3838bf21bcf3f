//! The Contact Segment (Outreach 4.2 D1, 7.0) under Outreach II's rules, with scripted dice: the brief's
//! V12 for players, sealed indices opened together, the rolls in shift order to the first C, the marker's
//! coming and going (7.21, 7.22, 7.26), and the refusals.

use super::h;
use starshift::engine::dice::Dice;
use starshift::engine::game::{Game, RefusalKind};
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::contact;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::{rules, Outreach};
use starshift::engine::seal::LISTED_SALT;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;

fn fleets(r: u8, d: u8, e: u8) -> Fleets {
    Fleets { r, d, e }
}

/// Conflict over Scorpii (18.1) under Outreach II's rules with nothing on the map, at the end of the second
/// player's exploration (shift order Player 1, Player 2), the dice scripted.
fn board(dice: &[u32]) -> State {
    let mut st = rules::new_game_with("scorpii", true, 1).expect("sets up");
    st.forces.clear();
    st.gates.clear();
    st.chits.clear();
    st.order = vec![P1, P2];
    st.phase = Phase::Exploration;
    st.at = 1;
    st.dice = Dice::scripted(dice);
    st
}

fn put(st: &mut State, seat: Seat, hex: &str, f: Fleets) {
    st.forces.push(Force { owner: Party::Player(seat), hex: h(hex), fleets: f, shifted: false, unknown: 0, chits: 0 });
}

fn gate(st: &mut State, seat: Seat, hex: &str, sp: u8) {
    st.gates.push(Gate { hex: h(hex), owner: Some(Party::Player(seat)), sp, neutralized: false, created: 0, augmented: 0, face_down: false });
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

fn seal(index: u32) -> Action {
    Action::SealIndex { commitment: contact::commitment(index, LISTED_SALT) }
}

fn open(index: u32) -> Action {
    Action::OpenIndex { index, salt: LISTED_SALT }
}

/// The refusal's case; the state is untouched.
fn refused(st: &mut State, seat: Seat, a: Action) -> (RefusalKind, String) {
    let before = st.clone();
    let r = rules::apply(st, seat, &a).expect_err("refused");
    assert_eq!(*st, before, "a refusal leaves the state untouched");
    (r.kind, r.case)
}

/// V12 (7.11–7.13, 7.4, 7.21): a StarGate of 2 SP with 3 regulars and 2 explorers may name 2 to 9; its
/// owner names 9 and rolls 4 on the 5–9 column: C. A Contact marker lies in the hex and the other player's
/// roll is not needed.
#[test]
fn v12_a_gate_and_its_fleets_choose_2_to_9_and_a_4_on_9_makes_contact() {
    let mut st = board(&[4]);
    gate(&mut st, P1, "1010", 2);
    put(&mut st, P1, "1010", fleets(3, 0, 2));
    put(&mut st, P2, "1010", fleets(3, 0, 0));
    assert_eq!(contact::index_range(&st, Party::Player(P1), h("1010")), (2, 9), "7.11: 2 explorers + 5 fleets + 2 SP; 7.12: the SP");
    assert_eq!(contact::index_range(&st, Party::Player(P2), h("1010")), (0, 3));

    let ev = act(&mut st, P2, Action::EndPhase);
    assert_eq!(
        ev,
        vec![
            Event::Ended { seat: P2, phase: Phase::Exploration },
            Event::Next,
            Event::PhaseBegan { phase: Phase::Contact },
            Event::ContactCheck { hex: h("1010"), parties: vec![Party::Player(P1), Party::Player(P2)], choosing: vec![P1, P2] },
        ]
    );
    // Both seal, in any order; nothing opens before both have.
    assert_eq!(rules::to_act(&st), vec![P1, P2]);
    let v = Outreach::view(&st, P1);
    let may: Vec<(u32, u8)> = v.contact.expect("a hex is resolved").may_seal;
    assert_eq!(may, vec![(2, 2), (3, 2), (4, 2), (5, 3), (6, 3), (7, 3), (8, 3), (9, 3)], "7.4: C on 5–6, then 4–6");
    assert_eq!(v.legal.len(), 8, "the listed seals, for the CLI and scripts");
    assert_eq!(v.legal[7].label, "Seal a Contact Index of 9 (7.13)");
    act(&mut st, P2, seal(0));
    assert_eq!(refused(&mut st, P2, open(0)).1, "7.13", "a seat that has sealed waits for the others");
    act(&mut st, P1, seal(9));
    assert_eq!(rules::to_act(&st), vec![P1, P2], "now both open");
    act(&mut st, P1, open(9));
    let ev = act(&mut st, P2, open(0));
    assert_eq!(
        ev,
        vec![
            Event::IndexOpened { seat: P2, index: 0 },
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Contact { seat: Party::Player(P1), hex: h("1010"), index: 9 } },
            Event::ContactMade { hex: h("1010"), by: Some(Party::Player(P1)) },
            Event::ContactResolved { hex: h("1010") },
            Event::PhaseBegan { phase: Phase::Interaction },
            Event::InteractionBegan { toward: vec![(P1, vec![Party::Player(P2)]), (P2, vec![Party::Player(P1)])] },
        ]
    );
    assert_eq!(st.contacts, vec![h("1010")]);
}

/// 7.0, 7.4: each party rolls in shift order; index 0 never makes contact, and a 5 on index 3 (the 2–4
/// column, C on 5–6) does. The hexes go in number order.
#[test]
fn the_parties_roll_in_shift_order_until_the_first_c_hex_by_hex() {
    let mut st = board(&[6, 5, 2, 3]);
    put(&mut st, P1, "1212", fleets(2, 0, 0));
    put(&mut st, P2, "1212", fleets(1, 0, 1));
    put(&mut st, P1, "0808", fleets(1, 0, 0));
    put(&mut st, P2, "0808", fleets(1, 0, 0));
    act(&mut st, P2, Action::EndPhase);
    assert_eq!(st.contact.as_ref().map(|c| c.hex), Some(h("0808")), "the lowest-numbered hex first");
    for (seat, i) in [(P1, 0), (P2, 1)] {
        act(&mut st, seat, seal(i));
    }
    act(&mut st, P1, open(0));
    let ev = act(&mut st, P2, open(1));
    assert_eq!(
        ev,
        vec![
            Event::IndexOpened { seat: P2, index: 1 },
            Event::Rolled { sides: 6, face: 6, purpose: Purpose::Contact { seat: Party::Player(P1), hex: h("0808"), index: 0 } },
            Event::Rolled { sides: 6, face: 5, purpose: Purpose::Contact { seat: Party::Player(P2), hex: h("0808"), index: 1 } },
            Event::ContactResolved { hex: h("0808") },
            Event::ContactCheck { hex: h("1212"), parties: vec![Party::Player(P1), Party::Player(P2)], choosing: vec![P1, P2] },
        ],
        "a 6 on index 0 is no contact; index 1 needs a 6"
    );
    assert!(st.contacts.is_empty());
    act(&mut st, P1, seal(0));
    act(&mut st, P2, seal(3));
    act(&mut st, P2, open(3));
    let ev = act(&mut st, P1, open(0));
    assert_eq!(
        &ev[..4],
        &[
            Event::IndexOpened { seat: P1, index: 0 },
            Event::Rolled { sides: 6, face: 2, purpose: Purpose::Contact { seat: Party::Player(P1), hex: h("1212"), index: 0 } },
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::Contact { seat: Party::Player(P2), hex: h("1212"), index: 3 } },
            Event::ContactResolved { hex: h("1212") },
        ],
        "a 3 on index 3 (C on 5–6) is no contact"
    );
    assert_eq!(st.phase, Phase::Fate, "then the Fate Phase (4.2 E)");
}

/// 7.12–7.13: a lone StarGate's index is its SP, no choice, so its owner seals nothing; the other party's
/// choice is sealed and opened alone, and the gate's index rolled first in shift order.
#[test]
fn a_party_without_a_choice_seals_nothing() {
    let mut st = board(&[6]);
    gate(&mut st, P1, "1010", 1);
    put(&mut st, P2, "1010", fleets(0, 0, 1));
    let ev = act(&mut st, P2, Action::EndPhase);
    assert_eq!(
        ev.last(),
        Some(&Event::ContactCheck { hex: h("1010"), parties: vec![Party::Player(P1), Party::Player(P2)], choosing: vec![P2] })
    );
    assert_eq!(rules::to_act(&st), vec![P2]);
    assert_eq!(refused(&mut st, P1, seal(1)).0, RefusalKind::NotYourTurn);
    act(&mut st, P2, seal(2));
    let ev = act(&mut st, P2, open(2));
    assert_eq!(
        &ev[..4],
        &[
            Event::IndexOpened { seat: P2, index: 2 },
            Event::Rolled { sides: 6, face: 6, purpose: Purpose::Contact { seat: Party::Player(P1), hex: h("1010"), index: 1 } },
            Event::ContactMade { hex: h("1010"), by: Some(Party::Player(P1)) },
            Event::ContactResolved { hex: h("1010") },
        ]
    );
}

/// 7.13: a seal cannot be changed, and an opening must be the index sealed.
#[test]
fn a_sealed_index_cannot_change() {
    let mut st = board(&[]);
    put(&mut st, P1, "1010", fleets(1, 0, 0));
    put(&mut st, P2, "1010", fleets(1, 0, 0));
    act(&mut st, P2, Action::EndPhase);
    act(&mut st, P1, seal(1));
    assert_eq!(refused(&mut st, P1, seal(0)), (RefusalKind::Illegal, "7.13".to_string()));
    act(&mut st, P2, seal(0));
    assert_eq!(refused(&mut st, P1, open(0)), (RefusalKind::Illegal, "7.13".to_string()));
    assert_eq!(refused(&mut st, P1, Action::OpenIndex { index: 1, salt: 7 }).1, "7.13");
    assert_eq!(refused(&mut st, P1, Action::EndPhase).1, "7.13", "nothing but the index now");
}

/// 7.22: a hex with a Contact marker is not rolled again: whatever is there is in contact. 7.26: the marker
/// goes the moment one player is left in the hex.
#[test]
fn a_marker_stays_while_two_players_are_there_and_goes_when_one_is_left() {
    let mut st = board(&[]);
    put(&mut st, P1, "1010", fleets(1, 0, 0));
    put(&mut st, P2, "1010", fleets(2, 0, 0));
    st.contacts = vec![h("1010")];
    let ev = act(&mut st, P2, Action::EndPhase);
    assert!(!ev.iter().any(|e| matches!(e, Event::ContactCheck { .. })), "no hex to roll (7.22)");
    assert_eq!(st.phase, Phase::Interaction, "the marker's hex is in contact: its players interact (8.0)");
    assert_eq!(st.contacts, vec![h("1010")]);

    // Player 2's force shifts away in the next Game-Turn: the marker goes with it (7.26).
    st.interaction = None;
    st.phase = Phase::RegularShifts;
    st.at = 1;
    st.maintained = false;
    act(&mut st, P2, Action::Shift { from: h("1010"), fleets: fleets(2, 0, 0), to: h("1011"), chits: 0 });
    assert!(st.contacts.is_empty(), "one player left in 1010");
}

/// Outreach I's records keep their sequence of play: without the option, exploration goes straight on to
/// resource allocation, and two players in one hex roll nothing.
#[test]
fn without_outreach_ii_rules_there_is_no_contact_segment() {
    let mut st = board(&[]);
    st.full = false;
    put(&mut st, P1, "1010", fleets(1, 0, 0));
    put(&mut st, P2, "1010", fleets(1, 0, 0));
    let ev = act(&mut st, P2, Action::EndPhase);
    assert!(ev.contains(&Event::PhaseBegan { phase: Phase::ResourceAllocation }));
    assert!(!ev.iter().any(|e| matches!(e, Event::PhaseBegan { phase: Phase::Contact })));
}
