//! The nucleus's wisdom chits (Outreach 17.2, 3.31) with scripted dice: the brief's V19 (17.23–17.26: the
//! holder of three may not take one, the next force does, a spare is placed at once), a chit carried home and
//! its back drawn (17.25–17.26), a carrier lost (17.22), the core left bare when no spare is left (17.24),
//! a chit left without a carrier refused (17.22), 18.34's X, 18.56's shifts a level higher.

use super::h;
use starshift::engine::dice::Dice;
use starshift::engine::game::RefusalKind;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::{rules, shift, tables, view, wisdom};

const P: Seat = Seat::P1;
const Q: Seat = Seat::P2;
const CORE: &str = "3516";

fn fleets(r: u8) -> Fleets {
    Fleets { r, d: 0, e: 0 }
}

/// Scenario `id` at the start of the regular shifts, shift order by seat, nothing on the map, every player
/// at CL 2 (CLR 4); the dice scripted.
fn board(id: &str, dice: &[u32]) -> State {
    let mut st = rules::new_game(id, 1).expect("sets up");
    st.forces.clear();
    st.gates.clear();
    st.chits.clear();
    st.order = st.seats().collect();
    st.phase = Phase::RegularShifts;
    st.at = 0;
    st.moving = None;
    st.discovery = None;
    for p in &mut st.players {
        p.cl = 2;
    }
    st.dice = Dice::scripted(dice);
    assert_eq!(step(&st), Step::Shifts { seat: P });
    st
}

fn put(st: &mut State, seat: Seat, hex: &str, r: u8, chits: u8) {
    st.forces.push(Force { owner: seat.into(), hex: h(hex), fleets: fleets(r), shifted: false, unknown: 0, chits });
}

fn gate(st: &mut State, seat: Seat, hex: &str) {
    st.gates.push(Gate {
        hex: h(hex),
        owner: Some(Party::Player(seat)),
        sp: 2,
        neutralized: false,
        created: 0,
        augmented: 0,
        face_down: false,
    });
}

fn shift(from: &str, r: u8, to: &str, chits: u8) -> Action {
    Action::Shift { from: h(from), fleets: fleets(r), to: h(to), chits }
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

fn refused(st: &mut State, seat: Seat, a: Action) -> String {
    let before = st.clone();
    let r = rules::apply(st, seat, &a).expect_err("refused");
    assert_eq!(r.kind, RefusalKind::Illegal);
    assert_eq!(*st, before, "a refusal leaves the state untouched");
    r.case
}

/// The first face of a die that scatters a shift of `length` hexes with the die modified by `modifier`.
fn scattering_face(length: u32, modifier: i32) -> u32 {
    (1..=6).find(|&f| tables::scatter(length, f as i32 + modifier).is_some()).expect("some face scatters")
}

/// The first face that arrives.
fn arriving_face(length: u32, modifier: i32) -> u32 {
    (1..=6).find(|&f| tables::scatter(length, f as i32 + modifier).is_none()).expect("some face arrives")
}

/// V19 (17.23–17.26): P, holding three chits, and Q both start the Game-Turn in core hex 3516. P shifts
/// first and may not take the chit along; Q's force takes it, and a spare is placed there at once. Q's fleet
/// carries it to his StarGate two hexes away and controls it; its back is drawn among the seven chits no
/// player controls, and a 2 is blank.
#[test]
fn v19_the_holder_of_three_may_not_take_a_chit_the_next_force_does_and_it_is_refilled() {
    let mut st = board("cygnus", &[]);
    st.players[P.index()].wisdom = 3;
    put(&mut st, P, CORE, 1, 0);
    put(&mut st, Q, CORE, 2, 0);
    gate(&mut st, Q, "3316");
    assert!(wisdom::lies_on(&st, h(CORE)));
    assert_eq!(wisdom::spares(&st), 4, "10 less 3 on the map and the 3 P holds");
    // P may not take it (17.26): his legal shifts carry nothing.
    assert_eq!(refused(&mut st, P, shift(CORE, 1, "3416", 1)), "17.26");
    assert!(rules::legal_actions(&st, P).iter().all(|a| !matches!(a, Action::Shift { chits: 1.., .. })));
    act(&mut st, P, shift(CORE, 1, "3416", 0));
    act(&mut st, P, Action::EndPhase);
    assert_eq!(step(&st), Step::Shifts { seat: Q });
    // Q may: each of his shifts from the core is listed carrying none or one.
    let listed = rules::legal_actions(&st, Q);
    assert!(listed.contains(&shift(CORE, 2, "3316", 1)) && listed.contains(&shift(CORE, 2, "3316", 0)));
    let plan = shift::plan(&st, Q, h(CORE), fleets(1), h("3316")).expect("within the CLR");
    let arrive = arriving_face(plan.length, plan.modifier);
    st.dice = Dice::scripted(&[arrive, 2]);
    let ev = act(&mut st, Q, shift(CORE, 1, "3316", 1));
    assert_eq!(
        ev,
        vec![
            Event::WisdomTaken { seat: Q, hex: h(CORE), refilled: true },
            Event::Shifted { seat: Q, from: h(CORE), to: h("3316"), fleets: fleets(1), length: 2, go_on: false, chits: 0 },
            Event::Rolled { sides: 6, face: arrive, purpose: Purpose::Scatter { length: 2, modifier: plan.modifier } },
            Event::Arrived { seat: Q, hex: h("3316"), fleets: fleets(1), go_on: true, chits: 1 },
            Event::Rolled { sides: 7, face: 2, purpose: Purpose::Wisdom { seat: Q, left: 7 } },
            Event::WisdomGained { seat: Q, hex: h("3316"), x: false },
        ]
    );
    assert_eq!(st.players[Q.index()].wisdom, 1);
    assert!(wisdom::lies_on(&st, h(CORE)), "refilled at once (17.24)");
    assert_eq!(wisdom::spares(&st), 3);
    assert_eq!(st.chits_of(Q, h("3316")), 0);
    // The chit's back is his alone (17.25): the others' log says only that he controls a chit.
    let roll = &ev[4];
    assert!(starshift::engine::outreach::log::describe(roll, Some(P)).contains("looks at the back"));
    assert!(starshift::engine::outreach::log::describe(roll, Some(Q)).contains("blank"));
    assert!(!starshift::engine::outreach::log::describe(&ev[5], Some(P)).contains("blank"));
}

/// 17.22: a chit's carrier lost on the way sends the chit back among the spares. A shift from the nucleus that
/// scatters is removed (5.72), its chit with it.
#[test]
fn a_chit_whose_carrier_is_lost_goes_back_among_the_spares() {
    let mut st = board("cygnus", &[]);
    put(&mut st, P, CORE, 1, 0);
    let plan = shift::plan(&st, P, h(CORE), fleets(1), h("3116")).expect("within the CLR");
    st.dice = Dice::scripted(&[scattering_face(plan.length, plan.modifier), 1]);
    let ev = act(&mut st, P, shift(CORE, 1, "3116", 1));
    let lost = ev.iter().position(|e| matches!(e, Event::Lost { .. })).expect("removed (5.72)");
    assert!(matches!(&ev[lost], Event::Lost { case, .. } if case == "5.72"));
    assert!(matches!(ev[lost + 1], Event::WisdomLost { seat: P, count: 1, .. }), "{ev:?}");
    assert_eq!(wisdom::carried(&st, P), 0);
    assert_eq!(wisdom::spares(&st), 7, "the chit is back among the spares; 3 on the map again");
    assert!(st.forces.is_empty());
}

/// 17.24: with no spare left, the core hex stays bare once its chit is taken; the view shows no chit there.
#[test]
fn a_core_hex_is_left_bare_when_no_spare_is_left() {
    let mut st = board("cygnus", &[]);
    for (s, n) in [(Seat::P2, 3), (Seat::P3, 3), (Seat::P4, 1)] {
        st.players[s.index()].wisdom = n;
    }
    assert_eq!(wisdom::spares(&st), 0);
    put(&mut st, P, CORE, 2, 0);
    let ev = act(&mut st, P, shift(CORE, 2, "3416", 1));
    assert_eq!(ev[0], Event::WisdomTaken { seat: P, hex: h(CORE), refilled: false });
    assert!(!wisdom::lies_on(&st, h(CORE)));
    assert!(!view::view(&st, P).wisdom.contains(&h(CORE)));
    assert_eq!(view::view(&st, Q).forces.iter().map(|f| f.chits).sum::<u8>(), 1, "the carried chit is public");
    assert_eq!(wisdom::spares(&st), 0);
}

/// 17.22: each fleet carries one chit, and fleets leaving a force may not strand its chits.
#[test]
fn one_fleet_carries_one_chit_and_none_is_left_without_a_carrier() {
    let mut st = board("cygnus", &[]);
    put(&mut st, P, "3416", 2, 2);
    assert_eq!(refused(&mut st, P, shift("3416", 1, "3417", 0)), "17.22");
    assert_eq!(refused(&mut st, P, shift("3416", 1, "3417", 2)), "17.22");
    act(&mut st, P, shift("3416", 1, "3417", 1));
    assert_eq!(st.chits_of(P, h("3416")), 1);
    assert_eq!(st.chits_of(P, h("3417")), 1);
    // In the nucleus but not on a core hex: no chit to take.
    put(&mut st, P, "3415", 1, 0);
    assert_eq!(refused(&mut st, P, shift("3415", 1, "3414", 1)), "17.21");
}

/// 18.34: in the PSL Outleap, the chit carried home that proves to be the X ends the game, lost.
#[test]
fn psl_the_x_chit_loses_the_game() {
    let mut st = board("psl", &[]);
    put(&mut st, P, CORE, 1, 0);
    gate(&mut st, P, "3316");
    let plan = shift::plan(&st, P, h(CORE), fleets(1), h("3316")).expect("within the CLR");
    st.dice = Dice::scripted(&[arriving_face(plan.length, plan.modifier), 1]);
    let ev = act(&mut st, P, shift(CORE, 1, "3316", 1));
    assert!(ev.contains(&Event::Rolled { sides: 10, face: 1, purpose: Purpose::Wisdom { seat: P, left: 10 } }));
    assert!(ev.contains(&Event::WisdomGained { seat: P, hex: h("3316"), x: true }));
    assert!(matches!(ev.last(), Some(Event::GameEnded { result }) if result.contains("18.34")), "{ev:?}");
    assert_eq!(step(&st), Step::Over);
}

/// 18.56: the X's holder in 18.5 shifts as if a level higher: CL 2 gives a CLR of 9; a holder of the X is not
/// bound by 17.26's three. 18.14 and 18.2's sides leave the chits alone: none lies on the map.
#[test]
fn luck_the_x_holder_shifts_a_level_higher_and_scorpii_has_no_chits() {
    let mut st = board("luck2", &[]);
    assert_eq!(shift::clr(&st, P), 4);
    st.players[P.index()].x_chit = true;
    st.players[P.index()].wisdom = 3;
    assert_eq!(shift::clr(&st, P), 9);
    put(&mut st, P, CORE, 1, 0);
    assert!(wisdom::why_not_take(&st, P, h(CORE)).is_none());
    for id in ["scorpii", "nucleus"] {
        let st = rules::new_game(id, 1).expect("sets up");
        assert!(!wisdom::in_play(&st) && !wisdom::lies_on(&st, h(CORE)), "{id}");
    }
}

/// 18.44: the X's holder in 18.4 raises no dreadnoughts and may not choose C toward a player whose latest
/// option toward him is not C. 18.45: when a fate roll raises his level he keeps the X or gives it back.
#[test]
fn cygnus_the_x_holder_s_restrictions_and_his_choice_when_his_level_rises() {
    use starshift::engine::outreach::economy::{self, FleetKind};
    use starshift::engine::outreach::interaction;
    use starshift::engine::outreach::tables::Opt;
    let mut st = board("cygnus", &[]);
    gate(&mut st, P, "1216");
    st.turn = 3;
    st.players[P.index()].rp = 100;
    st.players[P.index()].x_chit = true;
    let refusal = economy::raise(&st, P, h("1216"), FleetKind::Dreadnought).expect_err("18.44");
    assert_eq!(refusal.case, "18.44");
    assert!(!interaction::c_barred(&st, Q, P.into()), "only the holder is bound");
    assert!(interaction::c_barred(&st, P, Q.into()));
    assert_eq!(interaction::allowed(&st, P, Q.into()), [Opt::A, Opt::B]);
    st.options.push((Q.into(), P.into(), Opt::C));
    assert!(!interaction::c_barred(&st, P, Q.into()), "C answers C");
    // 18.45: a fate roll that raises his level asks him; giving it back ends its restrictions.
    let mut st = super::bare("cygnus", &[6]);
    st.players[P.index()].x_chit = true;
    st.players[P.index()].wisdom = 1;
    st.phase = Phase::Fate;
    st.at = 0;
    st.gates.push(Gate { hex: h("1216"), owner: Some(P.into()), sp: 5, neutralized: false, created: 0, augmented: 0, face_down: false });
    assert_eq!(step(&st), Step::Fate { seat: P });
    let ev = act(&mut st, P, Action::Fate { left: 0, plus: 0, chits: 1 });
    assert!(ev.iter().any(|e| matches!(e, Event::LevelChanged { seat: P, .. })), "{ev:?}");
    assert_eq!(ev.last(), Some(&Event::KeepXAsked { seat: P }));
    assert_eq!(step(&st), Step::KeepX { seat: P });
    assert_eq!(rules::legal_actions(&st, P), [Action::KeepX { keep: true }, Action::KeepX { keep: false }]);
    let ev = act(&mut st, P, Action::KeepX { keep: false });
    assert_eq!(ev, [Event::XKept { seat: P, keep: false }, Event::Next]);
    assert!(!st.players[P.index()].x_chit);
    assert_eq!(step(&st), Step::Fate { seat: Q });
}
