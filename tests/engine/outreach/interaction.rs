//! The Interaction Segment (Outreach 4.2 D2, 8.0) under Outreach II's rules: options sealed by every
//! player in contact and revealed together, kept on the displays (8.13, 8.17), and what they allow: the use
//! of another's StarGates for shifting (8.2 A/A, A/B) and contact between allies (7.24–7.26).

use super::h;
use starshift::engine::game::{Game, RefusalKind};
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::Event;
use starshift::engine::outreach::interaction;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::shift;
use starshift::engine::outreach::state::{Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::tables::Opt;
use starshift::engine::outreach::{rules, Outreach};
use starshift::engine::seal::LISTED_SALT;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;
const P3: Seat = Seat::P3;

fn fleets(r: u8) -> Fleets {
    Fleets { r, d: 0, e: 0 }
}

use super::bare as board;

fn put(st: &mut State, seat: Seat, hex: &str, r: u8) {
    st.forces.push(Force { owner: Party::Player(seat), hex: h(hex), fleets: fleets(r), shifted: false, unknown: 0, chits: 0 });
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

fn seal(options: &[Opt]) -> Action {
    Action::SealOptions { commitment: interaction::commitment(options, LISTED_SALT) }
}

fn open(options: &[Opt]) -> Action {
    Action::OpenOptions { options: options.to_vec(), salt: LISTED_SALT }
}

fn last(st: &State) -> Seat {
    *st.order.last().unwrap()
}

/// 8.0, 8.11: two players in a hex with a Contact marker must choose options toward each other; both seal,
/// then both reveal, and the displays keep them (8.13). Player 1 cooperates, Player 2 stays neutral: Player
/// 2 may shift with Player 1's StarGates, not the other way round (8.2 A/B).
#[test]
fn players_in_contact_seal_their_options_and_reveal_them_together() {
    let mut st = board("scorpii", &[]);
    put(&mut st, P1, "1010", 1);
    put(&mut st, P2, "1010", 2);
    st.contacts = vec![h("1010")];
    let ev = act(&mut st, P2, Action::EndPhase);
    assert_eq!(
        ev[2..],
        [
            Event::PhaseBegan { phase: Phase::Contact },
            Event::PhaseBegan { phase: Phase::Interaction },
            Event::InteractionBegan { toward: vec![(P1, vec![Party::Player(P2)]), (P2, vec![Party::Player(P1)])] },
        ]
    );
    assert_eq!(rules::to_act(&st), vec![P1, P2]);
    let v = Outreach::view(&st, P1);
    assert_eq!(v.interaction.expect("the segment").may_seal, vec![(P2.into(), None)], "a first choice: none yet (8.11)");
    assert_eq!(rules::legal_actions(&st, P1).len(), 3, "A, B or C toward Player 2");
    act(&mut st, P1, seal(&[Opt::A]));
    let before = st.clone();
    let r = rules::apply(&mut st, P1, &open(&[Opt::A])).expect_err("nothing opens before every seal");
    assert_eq!((r.kind, r.case.as_str()), (RefusalKind::Illegal, "8.0"));
    assert_eq!(st, before);
    act(&mut st, P2, seal(&[Opt::B]));
    act(&mut st, P2, open(&[Opt::B]));
    let ev = act(&mut st, P1, open(&[Opt::A]));
    assert_eq!(
        ev[..4],
        [
            Event::OptionsOpened { seat: P1, options: vec![(Party::Player(P2), Opt::A)] },
            Event::InteractionResolved,
            Event::PhaseBegan { phase: Phase::Conflict },
            Event::PhaseBegan { phase: Phase::Reduction },
        ],
        "A/B: no conflict; no StarGate to reduce"
    );
    assert_eq!(st.options, vec![(P1.into(), P2.into(), Opt::A), (P2.into(), P1.into(), Opt::B)]);
    assert_eq!(interaction::option(&st, P2, P1), Some(Opt::B));
    assert!(interaction::uses_gates_of(&st, P2, P1), "8.2 A/B: the B side uses the A side's gates");
    assert!(!interaction::uses_gates_of(&st, P1, P2), "8.2 A/B: not the other way round");
    assert!(!interaction::allied(&st, P1, P2));
}

/// 8.2 A/B with 5.15: beyond his CLR a force shifts only from a gate it may use; Player 2's force on Player
/// 1's gate may shift three hexes once Player 1 cooperates with a neutral Player 2, not before.
#[test]
fn a_cooperating_players_gate_serves_a_neutral_one_for_shifting() {
    let mut st = board("scorpii", &[]);
    st.gates.push(Gate { hex: h("1010"), owner: Some(Party::Player(P1)), sp: 2, neutralized: false, created: 0, augmented: 0, face_down: false });
    put(&mut st, P2, "1010", 2);
    st.players[1].cl = 1;
    let far = h("1013");
    assert!(shift::plan(&st, P2, h("1010"), fleets(2), far).is_err_and(|r| r.case == "5.15"));
    st.options = vec![(Party::Player(P1), Party::Player(P2), Opt::A), (Party::Player(P2), Party::Player(P1), Opt::B)];
    assert!(shift::shift_gate(&st, P2, h("1010")));
    let p = shift::plan(&st, P2, h("1010"), fleets(2), far).expect("from a gate it may use");
    assert!(p.beyond_clr);
    st.options = vec![(Party::Player(P1), Party::Player(P2), Opt::A), (Party::Player(P2), Party::Player(P1), Opt::C)];
    assert!(shift::plan(&st, P2, h("1010"), fleets(2), far).is_err(), "8.2 A/C: no use of the gates");
}

/// 7.24, 7.26, 8.2 A/A: allies in one hex are in contact without a roll and choose options toward each
/// other again; a Contact marker where only allies are left goes at once.
#[test]
fn allies_need_no_contact_roll_and_lose_their_marker() {
    let mut st = board("scorpii", &[]);
    put(&mut st, P1, "1010", 1);
    put(&mut st, P2, "1010", 1);
    put(&mut st, P1, "2020", 1);
    put(&mut st, P2, "2020", 1);
    st.options = vec![(Party::Player(P1), Party::Player(P2), Opt::A), (Party::Player(P2), Party::Player(P1), Opt::A)];
    st.contacts = vec![h("2020")];
    // Any event applied clears the marker of a hex of allies only (7.26).
    let ev = act(&mut st, P2, Action::EndPhase);
    assert!(st.contacts.is_empty());
    assert!(!ev.iter().any(|e| matches!(e, Event::ContactCheck { .. })), "allies roll for no contact (7.24)");
    assert_eq!(ev.last(), Some(&Event::InteractionBegan { toward: vec![(P1, vec![Party::Player(P2)]), (P2, vec![Party::Player(P1)])] }));
    assert_eq!(Outreach::view(&st, P2).interaction.unwrap().may_seal, vec![(P1.into(), Some(Opt::A))]);
}

/// 7.25: Player 1 allied to Player 2, Player 2 to Player 3, Player 3 not to Player 1: where all three meet a
/// Contact marker is placed without a roll as the Contact Segment begins.
#[test]
fn allies_of_allies_meet_in_contact_at_once() {
    let mut st = board("luck3", &[]);
    assert_eq!(st.players.len(), 3);
    for s in [P1, P2, P3] {
        put(&mut st, s, "1010", 1);
    }
    st.options = vec![
        (Party::Player(P1), Party::Player(P2), Opt::A),
        (Party::Player(P1), Party::Player(P3), Opt::B),
        (Party::Player(P2), Party::Player(P1), Opt::A),
        (Party::Player(P2), Party::Player(P3), Opt::A),
        (Party::Player(P3), Party::Player(P1), Opt::B),
        (Party::Player(P3), Party::Player(P2), Opt::A),
    ];
    let seat = last(&st);
    let ev = act(&mut st, seat, Action::EndPhase);
    assert!(ev.contains(&Event::ContactMade { hex: h("1010"), by: None }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Rolled { .. })), "no roll (7.25)");
    assert_eq!(st.contacts, vec![h("1010")]);
    assert_eq!(
        ev.last(),
        Some(&Event::InteractionBegan { toward: vec![(P1, vec![Party::Player(P2), Party::Player(P3)]), (P2, vec![Party::Player(P1), Party::Player(P3)]), (P3, vec![Party::Player(P1), Party::Player(P2)])] })
    );
    assert_eq!(interaction::choices(&st, P1).len(), 9, "3 options toward each of 2 players");
}

/// A revealed display short of an option (a seal made by hand, not by the app) keeps the option it had, or
/// neutrality: the game never waits for an opening that cannot come.
#[test]
fn a_short_display_keeps_its_option_or_is_neutral() {
    let mut st = board("luck3", &[]);
    for s in [P1, P2, P3] {
        put(&mut st, s, "1010", 1);
    }
    st.contacts = vec![h("1010")];
    st.options = vec![(Party::Player(P1), Party::Player(P3), Opt::C)];
    let seat = last(&st);
    act(&mut st, seat, Action::EndPhase);
    act(&mut st, P1, seal(&[]));
    act(&mut st, P2, seal(&[Opt::A, Opt::A]));
    act(&mut st, P3, seal(&[Opt::B, Opt::B]));
    let ev = act(&mut st, P1, open(&[]));
    assert_eq!(ev[0], Event::OptionsOpened { seat: P1, options: vec![(Party::Player(P2), Opt::B), (Party::Player(P3), Opt::C)] });
}
