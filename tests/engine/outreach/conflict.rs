//! The Conflict Segment (Outreach 4.2 D3, 9.0) under Outreach II's rules, with scripted dice: the brief's
//! V5–V7, the sealed intents and capacities, the order of attacks, the owners' choice of losses (9.18).

use super::h;
use starshift::engine::dice::Dice;
use starshift::engine::game::Game;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::conflict::{self, Stage};
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::interaction;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Attrition, Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::step::Step;
use starshift::engine::outreach::tables::{self, Opt};
use starshift::engine::outreach::{rules, Outreach};
use starshift::engine::seal::LISTED_SALT;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;

fn f(r: u8, d: u8, e: u8) -> Fleets {
    Fleets { r, d, e }
}

/// 18.1 under Outreach II's rules: Player 1's `a` and Player 2's `b` in 1010 with a Contact marker, each with a
/// StarGate elsewhere; at the end of Player 2's exploration; the dice scripted.
fn board(a: Fleets, b: Fleets, dice: &[u32]) -> State {
    let mut st = rules::new_game_with("scorpii", true, 1).expect("sets up");
    st.forces = vec![
        Force { owner: Party::Player(P1), hex: h("1010"), fleets: a, shifted: false, unknown: 0, chits: 0 },
        Force { owner: Party::Player(P2), hex: h("1010"), fleets: b, shifted: false, unknown: 0, chits: 0 },
    ];
    let gate = |owner, hex| Gate { hex: h(hex), owner: Some(owner), sp: 1, neutralized: false, created: 0, augmented: 0, face_down: false };
    st.gates = vec![gate(Party::Player(P1), "2020"), gate(Party::Player(P2), "3030")];
    st.chits.clear();
    st.order = vec![P1, P2];
    st.phase = Phase::Exploration;
    st.at = 1;
    st.contacts = vec![h("1010")];
    st.dice = Dice::scripted(dice);
    st
}

/// Player 1's attack on Player 2 in 1010: (attacker %, defender %), (StarFleets lost by each), doubled.
fn losses(pct: (u8, u8), lost: (u32, u32), doubled: bool) -> Event {
    Event::ConflictLosses {
        seat: Party::Player(P1),
        hex: h("1010"),
        defender: Party::Player(P2),
        attacker_pct: pct.0,
        defender_pct: pct.1,
        attacker_loss: lost.0,
        defender_loss: lost.1,
        doubled,
    }
}

/// `owner`'s losses in 1010 to choose: `count` of his `fleets` (9.18).
fn must_lose(owner: Seat, fleets: Fleets, count: u32) -> Event {
    Event::MustLose { attrition: Attrition { owner, hex: h("1010"), fleets, count, case: "9.18".into() } }
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

/// Through the Interaction Segment with Player 1's and Player 2's options toward each other.
fn interact(st: &mut State, p1: Opt, p2: Opt) -> Vec<Event> {
    act(st, P2, Action::EndPhase);
    for (s, o) in [(P1, p1), (P2, p2)] {
        act(st, s, Action::SealOptions { commitment: interaction::commitment(&[o], LISTED_SALT) });
    }
    act(st, P1, Action::OpenOptions { options: vec![p1], salt: LISTED_SALT });
    act(st, P2, Action::OpenOptions { options: vec![p2], salt: LISTED_SALT })
}

fn intent(st: &mut State, seat: Seat, attack: bool) -> Vec<Event> {
    act(st, seat, Action::SealIntent { commitment: conflict::intent_commitment(attack, LISTED_SALT) });
    Vec::new()
}

fn open_intent(st: &mut State, seat: Seat, attack: bool) -> Vec<Event> {
    act(st, seat, Action::OpenIntent { attack, salt: LISTED_SALT })
}

fn capacity(st: &mut State, seat: Seat, k: u32) {
    act(st, seat, Action::SealCapacity { commitment: conflict::capacity_commitment(k, LISTED_SALT) });
}

fn open_capacity(st: &mut State, seat: Seat, k: u32) -> Vec<Event> {
    act(st, seat, Action::OpenCapacity { capacity: k, salt: LISTED_SALT })
}

/// V5 (9.14–9.15): 5 regulars, 3 explorers and 7 dreadnoughts have a true capacity of 19 and declare 10 to
/// 28; a true capacity of 10 declares 5 to 15.
#[test]
fn v5_true_and_approximate_capacities() {
    assert_eq!(conflict::true_capacity(f(5, 7, 3)), 19);
    assert_eq!(conflict::declared_range(19), (10, 28));
    assert_eq!(conflict::declared_range(10), (5, 15));
    assert_eq!(conflict::true_capacity(f(0, 0, 4)), 0, "explorers alone cannot attack");
}

/// V6 (8.2 A/C): a hostile player attacking a cooperating one of equal strength reads 200–299%, two columns
/// right of 100–149%.
#[test]
fn v6_c_attacks_a_two_columns_right() {
    assert_eq!(tables::conflict_column(8, 8, 0), 2);
    assert_eq!(tables::conflict_column(8, 8, 2), 4);
    let mut st = board(f(8, 0, 0), f(8, 0, 0), &[5]);
    let ev = interact(&mut st, Opt::C, Opt::A);
    assert_eq!(
        ev[ev.len() - 2..],
        [Event::PhaseBegan { phase: Phase::Conflict }, Event::ConflictCheck { hex: h("1010"), may: vec![P1], must: vec![], autonomous: vec![] }],
        "8.2 A/C: only the C side may attack"
    );
    intent(&mut st, P1, true);
    let ev = open_intent(&mut st, P1, true);
    assert_eq!(ev[1], Event::CapacityCheck { hex: h("1010"), attackers: vec![Party::Player(P1)], choosing: vec![P1] });
    capacity(&mut st, P1, 12);
    let ev = open_capacity(&mut st, P1, 12);
    assert_eq!(ev[1], Event::AttackOrder { hex: h("1010"), declared: vec![(Party::Player(P1), 12)], order: vec![Party::Player(P1)] });
    assert_eq!(rules::legal_actions(&st, P1), vec![Action::Attack { hex: h("1010"), defender: Party::Player(P2) }]);
    let ev = act(&mut st, P1, Action::Attack { hex: h("1010"), defender: Party::Player(P2) });
    assert_eq!(
        ev[..3],
        [
            Event::Attacked { seat: Party::Player(P1), hex: h("1010"), defender: Party::Player(P2), attacker_true: 8, defender_true: 8, column: 4, modifier: 0 },
            Event::Rolled { sides: 6, face: 5, purpose: Purpose::Conflict { seat: Party::Player(P1), hex: h("1010"), column: 4, modifier: 0 } },
            losses((20, 50), (2, 4), false),
        ],
        "row 5 of 200–299%: 20/50"
    );
}

/// V7 (9.x, 8.2 B/B): 8 regulars and 2 dreadnoughts (true 12) attack 4 regulars and a dreadnought (true 6);
/// a 3 + 2 − 1 reads row 4 of 200–299%, 20/50: the attacker loses 2 of 10, the defender 3 of 5. Each owner
/// chooses which of his (9.18): the attacker first.
#[test]
fn v7_b_b_attack_and_the_owners_choose_their_losses() {
    let mut st = board(f(8, 2, 0), f(4, 1, 0), &[3]);
    interact(&mut st, Opt::B, Opt::B);
    assert_eq!(st.conflict.as_ref().map(|c| c.stage), Some(Stage::Intent));
    assert_eq!(rules::to_act(&st), vec![P1, P2], "both may attack: both say whether, in secret");
    intent(&mut st, P1, true);
    intent(&mut st, P2, false);
    open_intent(&mut st, P2, false);
    let ev = open_intent(&mut st, P1, true);
    assert_eq!(ev[1], Event::CapacityCheck { hex: h("1010"), attackers: vec![Party::Player(P1)], choosing: vec![P1] });
    assert_eq!(Outreach::view(&st, P1).conflict.unwrap().may_seal_capacity, (6..=18).collect::<Vec<_>>());
    capacity(&mut st, P1, 6);
    open_capacity(&mut st, P1, 6);
    // The odds before the roll: Player 2 declared no capacity, so a line for each column it may give; his
    // dreadnought is his secret, so the die shows only Player 1's two: rows 3–8 of 200–299%.
    let v = Outreach::view(&st, P1);
    let attack = v.legal.iter().find(|c| matches!(c.action, Action::Attack { .. })).expect("the attack is listed");
    let odds = attack.odds.as_ref().expect("the attack's odds");
    assert_eq!(
        odds.given,
        "Conflict Table (9.2), losses in % attacker/defender: your true capacity 12 against Player 2's, his secret until the \
         attack, die +2 for the dreadnoughts you see (9.16–9.17)"
    );
    assert_eq!(odds.rows.len(), 7);
    assert_eq!(
        (odds.rows[4].0.as_str(), odds.rows[4].1.text()),
        ("200–299%", "Odds: each of the 6 outcomes 1 in 6 (17%).".to_string())
    );
    let faces: Vec<&str> = odds.rows[4].1.outcomes.iter().map(|o| o.what.as_str()).collect();
    assert_eq!(faces, ["20/50", "20/50", "20/50", "20/60", "30/80", "30/80"], "rows 3–8 of 200–299%");
    let ev = act(&mut st, P1, Action::Attack { hex: h("1010"), defender: Party::Player(P2) });
    assert_eq!(
        ev[1..],
        [
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::Conflict { seat: Party::Player(P1), hex: h("1010"), column: 4, modifier: 1 } },
            losses((20, 50), (2, 3), false),
            Event::LossesOwed { seat: Party::Player(P1), hex: h("1010"), count: 2 },
            must_lose(P1, f(8, 2, 0), 2),
        ]
    );
    assert_eq!(starshift::engine::outreach::step::step(&st), Step::Attrition { seat: P1 });
    let ev = act(&mut st, P1, Action::Lose { fleets: f(2, 0, 0) });
    assert_eq!(
        ev,
        vec![
            Event::Lost { seat: P1, hex: h("1010"), fleets: f(2, 0, 0), case: "9.18".into() },
            Event::LossesOwed { seat: Party::Player(P2), hex: h("1010"), count: 3 },
            must_lose(P2, f(4, 1, 0), 3),
        ]
    );
    let ev = act(&mut st, P2, Action::Lose { fleets: f(3, 0, 0) });
    assert_eq!(ev[0], Event::Lost { seat: P2, hex: h("1010"), fleets: f(3, 0, 0), case: "9.18".into() });
    assert!(ev.contains(&Event::ConflictResolved { hex: h("1010") }));
    assert_eq!(st.fleets_of(P1, h("1010")), f(6, 2, 0));
    assert_eq!(st.fleets_of(P2, h("1010")), f(1, 1, 0));
}

/// V7 under C/C (8.2): both must attack, no intent asked; the defender's losses doubled: 6 of 5, all. The
/// higher declared attacks first; the other's force, destroyed, makes no attack.
#[test]
fn v7_c_c_both_must_attack_and_the_defender_loses_double() {
    let mut st = board(f(8, 2, 0), f(4, 1, 0), &[3]);
    let ev = interact(&mut st, Opt::C, Opt::C);
    assert_eq!(ev.last(), Some(&Event::CapacityCheck { hex: h("1010"), attackers: vec![Party::Player(P1), Party::Player(P2)], choosing: vec![P1, P2] }));
    capacity(&mut st, P1, 18);
    capacity(&mut st, P2, 9);
    open_capacity(&mut st, P2, 9);
    let ev = open_capacity(&mut st, P1, 18);
    assert_eq!(ev[1], Event::AttackOrder { hex: h("1010"), declared: vec![(Party::Player(P1), 18), (Party::Player(P2), 9)], order: vec![Party::Player(P1), Party::Player(P2)] });
    // The odds before the roll read Player 2's declared 9 as his capacity: 12 is 133%, column 100–149%.
    let v = Outreach::view(&st, P1);
    let attack = v.legal.iter().find(|c| matches!(c.action, Action::Attack { .. })).expect("the attack is listed");
    let odds = attack.odds.as_ref().expect("the attack's odds");
    assert_eq!(
        odds.given,
        "Conflict Table (9.2), losses in % attacker/defender: your true capacity 12 against Player 2's declared 9, read as \
         true, die +2 for the dreadnoughts you see (9.16–9.17), his losses doubled (8.2)"
    );
    assert_eq!(odds.rows.iter().map(|r| r.0.as_str()).collect::<Vec<_>>(), ["100–149%"]);
    let ev = act(&mut st, P1, Action::Attack { hex: h("1010"), defender: Party::Player(P2) });
    assert!(ev.contains(&losses((20, 50), (2, 5), true)));
    let ev = act(&mut st, P1, Action::Lose { fleets: f(1, 1, 0) });
    assert!(ev.contains(&Event::Lost { seat: P2, hex: h("1010"), fleets: f(4, 1, 0), case: "9.18".into() }), "all five, no choice");
    assert!(ev.contains(&Event::AttackLapsed { seat: Party::Player(P2), hex: h("1010") }));
    assert!(ev.contains(&Event::ConflictResolved { hex: h("1010") }));
}

/// 9.0, 8.2: players who may attack nobody (A toward B, both ways) have no conflict; an attacker must
/// choose a force his options allow, and an opened intent must be the one sealed.
#[test]
fn no_conflict_without_a_target_and_refusals() {
    let mut st = board(f(2, 0, 0), f(2, 0, 0), &[]);
    let ev = interact(&mut st, Opt::A, Opt::B);
    assert!(!ev.iter().any(|e| matches!(e, Event::ConflictCheck { .. })), "A/B: neither may attack");

    let mut st = board(f(2, 0, 0), f(2, 0, 0), &[]);
    interact(&mut st, Opt::B, Opt::B);
    intent(&mut st, P1, true);
    intent(&mut st, P2, true);
    let before = st.clone();
    let r = rules::apply(&mut st, P1, &Action::OpenIntent { attack: false, salt: LISTED_SALT }).expect_err("not what was sealed");
    assert_eq!(r.case, "9.0");
    assert_eq!(st, before);
}
