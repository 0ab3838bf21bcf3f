//! The Reduction Segment (Outreach 4.2 D4, 10.0) under Outreach II's rules, with scripted dice: the
//! brief's V8, the order of attempts, the options' column shifts (8.2), destruction at 0 SP (10.24) and
//! elimination (10.25).

use super::h;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::interaction;
use starshift::engine::outreach::reduction;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Chit, Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::tables::Opt;
use starshift::engine::outreach::rules;
use starshift::engine::seal::LISTED_SALT;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;
const P3: Seat = Seat::P3;

/// `id` under Outreach II's rules: Player 2's StarGate of `sp` SP in 1010 (and one of 1 SP in 2020 unless
/// `lone`), a Contact marker there, every other player's `dreadnoughts` in 1010; Player 1 at CL 2, the others
/// at CL 1; at the end of the last player's exploration, the dice scripted.
fn board(id: &str, sp: u8, dreadnoughts: u8, lone: bool, dice: &[u32]) -> State {
    let mut st = super::bare(id, dice);
    let gate = |hex: &str, sp| Gate { hex: h(hex), owner: Some(Party::Player(P2)), sp, neutralized: false, created: 0, augmented: 0, face_down: false };
    st.gates.push(gate("1010", sp));
    if !lone {
        st.gates.push(gate("2020", 1));
    }
    for s in st.seats().filter(|&s| s != P2).collect::<Vec<_>>() {
        st.forces.push(Force { owner: Party::Player(s), hex: h("1010"), fleets: Fleets { r: 0, d: dreadnoughts, e: 0 }, shifted: false, unknown: 0, chits: 0 });
    }
    st.players[0].cl = 2;
    st.contacts = vec![h("1010")];
    st
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

/// Ends the last exploration and plays the Interaction Segment: each player's options toward the others in
/// seat order, sealed, then revealed. The events from the last reveal on.
fn interact(st: &mut State, options: &[(Seat, &[Opt])]) -> Vec<Event> {
    let last = *st.order.last().unwrap();
    act(st, last, Action::EndPhase);
    assert_eq!(st.phase, Phase::Interaction);
    for (seat, o) in options {
        act(st, *seat, Action::SealOptions { commitment: interaction::commitment(o, LISTED_SALT) });
    }
    let mut ev = Vec::new();
    for (seat, o) in options {
        ev = act(st, *seat, Action::OpenOptions { options: o.to_vec(), salt: LISTED_SALT });
    }
    ev
}

/// V8 (10.22): six dreadnoughts at CL 2 against a StarGate of 3 SP at CL 1, B toward B: differential +4,
/// and a 3 neutralizes it.
#[test]
fn v8_six_dreadnoughts_at_cl2_neutralize_a_3_sp_gate_on_a_3() {
    let mut st = board("scorpii", 3, 6, false, &[3]);
    let ev = interact(&mut st, &[(P1, &[Opt::B]), (P2, &[Opt::B])]);
    assert_eq!(
        ev[ev.len() - 2..],
        [Event::PhaseBegan { phase: Phase::Reduction }, Event::ReductionCheck { hex: h("1010"), deciding: vec![P1], autonomous: vec![] }]
    );
    assert_eq!(rules::legal_actions(&st, P1).len(), 2, "attempt or not");
    let ev = act(&mut st, P1, Action::Reduce { hex: h("1010"), attempt: true });
    assert_eq!(
        ev[..4],
        [
            Event::ReductionDecided { seat: P1, hex: h("1010"), attempt: true, capacity: 8 },
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::Reduction { seat: Party::Player(P1), hex: h("1010"), differential: 4 } },
            Event::Neutralized { hex: h("1010"), by: Party::Player(P1), owner: Party::Player(P2), destroyed: false },
            Event::ReductionResolved { hex: h("1010") },
        ]
    );
    let g = st.gate_at(h("1010")).unwrap();
    assert!(g.neutralized && g.owner.is_none(), "friendly to no one (10.23)");
    assert_eq!(st.phase, Phase::Fate, "then the Fate Phase (4.2 E)");
}

/// V8: the same attempt fails on a 2.
#[test]
fn v8_a_2_fails() {
    let mut st = board("scorpii", 3, 6, false, &[2]);
    interact(&mut st, &[(P1, &[Opt::B]), (P2, &[Opt::B])]);
    let ev = act(&mut st, P1, Action::Reduce { hex: h("1010"), attempt: true });
    assert!(!ev.iter().any(|e| matches!(e, Event::Neutralized { .. })));
    assert!(!st.gate_at(h("1010")).unwrap().neutralized);
}

/// 10.24, 10.25: a StarGate of 0 SP neutralized is destroyed, a public chit of 0 in its place; its owner, with
/// no friendly StarGate left, is eliminated with his StarFleets and draws no more for the shift order.
#[test]
fn a_0_sp_gate_is_destroyed_and_its_owner_with_no_gate_left_is_eliminated() {
    let mut st = board("scorpii", 0, 1, true, &[6]);
    st.forces.push(Force { owner: Party::Player(P2), hex: h("3030"), fleets: Fleets { r: 2, d: 0, e: 0 }, shifted: false, unknown: 0, chits: 0 });
    interact(&mut st, &[(P1, &[Opt::C]), (P2, &[Opt::B])]);
    let ev = act(&mut st, P1, Action::Reduce { hex: h("1010"), attempt: true });
    assert_eq!(
        ev[1..5],
        [
            Event::Rolled { sides: 6, face: 6, purpose: Purpose::Reduction { seat: Party::Player(P1), hex: h("1010"), differential: 3 } },
            Event::Neutralized { hex: h("1010"), by: Party::Player(P1), owner: Party::Player(P2), destroyed: true },
            Event::Eliminated { seat: P2, case: "10.25".into() },
            Event::ReductionResolved { hex: h("1010") },
        ],
        "1 dreadnought + CL 2 − (0 SP + CL 1), one column right for C toward B (8.2)"
    );
    assert!(st.gate_at(h("1010")).is_none());
    assert_eq!(st.chits, vec![Chit { hex: h("1010"), value: 0, drawn: None, known_by: vec![P1, P2] }]);
    assert!(st.forces.iter().all(|f| f.owner != P2) && st.player(P2).eliminated);
    assert_eq!(st.order, vec![P1]);
}

/// 8.2: a player who chose A may not reduce, nor a B an A; C toward A reads two columns right. 10.21:
/// not while the owner has StarFleets there; 10.22: only with dreadnoughts.
#[test]
fn who_may_reduce() {
    let mut st = board("scorpii", 3, 2, false, &[]);
    let may = |st: &mut State, mine: Opt, theirs: Opt| {
        st.options = vec![(Party::Player(P1), Party::Player(P2), mine), (Party::Player(P2), Party::Player(P1), theirs)];
        reduction::reducers(st, h("1010"))
    };
    assert_eq!(may(&mut st, Opt::A, Opt::C), vec![], "A/C: A may not reduce C");
    assert_eq!(may(&mut st, Opt::B, Opt::A), vec![], "A/B: neither may reduce the other");
    assert_eq!(may(&mut st, Opt::B, Opt::B), vec![P1]);
    assert_eq!(reduction::shift(&st, Party::Player(P1), Party::Player(P2)), Some(0));
    assert_eq!(may(&mut st, Opt::C, Opt::A), vec![P1]);
    assert_eq!(reduction::shift(&st, Party::Player(P1), Party::Player(P2)), Some(2));
    st.forces.push(Force { owner: Party::Player(P2), hex: h("1010"), fleets: Fleets { r: 1, d: 0, e: 0 }, shifted: false, unknown: 0, chits: 0 });
    assert_eq!(may(&mut st, Opt::C, Opt::C), vec![], "10.21: a StarFleet of the owner's defends it");
    st.forces.retain(|f| f.owner != P2);
    st.forces[0].fleets = Fleets { r: 3, d: 0, e: 0 };
    assert_eq!(may(&mut st, Opt::C, Opt::C), vec![], "10.22: no dreadnought");
    st.contacts.clear();
    st.forces[0].fleets = Fleets { r: 0, d: 1, e: 0 };
    assert_eq!(may(&mut st, Opt::C, Opt::C), vec![], "7.32: no contact");
}

/// 10.1: every player who may reduce says whether he attempts it, in shift order; the strongest rolls first
/// (Player 3's 3 dreadnoughts + CL 1 against Player 1's 2 + CL 2: a tie, shift order) and the next only if
/// the first fails.
#[test]
fn the_strongest_attempt_rolls_first_and_the_next_only_if_it_fails() {
    let mut st = board("luck3", 3, 2, false, &[1, 1]);
    st.forces.iter_mut().filter(|f| f.owner == P3).for_each(|f| f.fleets.d = 3);
    // Players 1 and 3 allies (no conflict between them), both neutral toward Player 2.
    interact(&mut st, &[(P1, &[Opt::B, Opt::A]), (P2, &[Opt::B, Opt::B]), (P3, &[Opt::A, Opt::B])]);
    assert_eq!(st.reduction.as_ref().unwrap().deciding, vec![P1, P3]);
    act(&mut st, P1, Action::Reduce { hex: h("1010"), attempt: true });
    let ev = act(&mut st, P3, Action::Reduce { hex: h("1010"), attempt: true });
    let rolls: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Rolled { purpose: Purpose::Reduction { seat, differential, .. }, face, .. } => Some((*seat, *differential, *face)),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, vec![(P1.into(), 0, 1), (P3.into(), 0, 1)], "capacities 4 and 4: Player 1 first in shift order");
}

/// The odds before the roll (10.3): V8's attempt, the gate's SP hidden from Player 1, a line for each SP it
/// may have, those of equal odds together; declining shows none.
#[test]
fn v8_the_attempt_shows_its_odds_for_each_sp_the_hidden_gate_may_have() {
    let mut st = board("scorpii", 3, 6, false, &[3]);
    interact(&mut st, &[(P1, &[Opt::B]), (P2, &[Opt::B])]);
    let v = starshift::engine::outreach::view::view(&st, P1);
    let odds = |attempt: bool| {
        let c = v.legal.iter().find(|c| c.action == Action::Reduce { hex: h("1010"), attempt }).expect("listed");
        c.odds.clone()
    };
    assert_eq!(odds(false), None);
    let p = odds(true).expect("the attempt's odds");
    assert_eq!(p.given, "Reduction Table (10.3), your capacity 8, Player 2's CL 1, the gate's SP hidden");
    assert_eq!(
        p.rows.iter().map(|(sp, o)| (sp.as_str(), o.text())).collect::<Vec<_>>(),
        [
            ("SP 0–1", "Odds: neutralized 6 in 6 (100%)."),
            ("SP 2", "Odds: no effect 1 in 6 (17%), neutralized 5 in 6 (83%)."),
            ("SP 3–4", "Odds: no effect 2 in 6 (33%), neutralized 4 in 6 (67%)."),
            ("SP 5–6", "Odds: no effect 3 in 6 (50%), neutralized 3 in 6 (50%)."),
            ("SP 7", "Odds: no effect 4 in 6 (67%), neutralized 2 in 6 (33%)."),
            ("SP 8–9", "Odds: no effect 5 in 6 (83%), neutralized 1 in 6 (17%)."),
            ("SP 10+", "Odds: no effect 6 in 6 (100%)."),
        ]
        .map(|(a, b)| (a, b.to_string()))
    );
}
