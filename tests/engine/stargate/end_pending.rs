//! "End … Phase" is never offered while a mandatory action is pending (issue 16, point 4): the legal list
//! leaves it out and the view says why, with the case (3.1, 5.32, 9.0), so the button is shown unavailable.

use super::support::*;
use starshift::engine::game::Game;
use starshift::engine::stargate::{Action, Mode, Phase, Side, StarGate, State};

const C: Side = Side::Coalition;

/// The End button's state for `seat`: its label, whether it is legal, and the reason when not.
fn end(st: &State, seat: Side) -> (Option<String>, bool, Option<String>) {
    let v = StarGate::view(st, seat);
    let legal = v.legal.iter().any(|c| c.action == Action::EndPhase);
    (v.end.map(|e| e.label), legal, v.end_blocked)
}

#[test]
fn a_staged_unit_owes_its_move_3_1() {
    let st = game(Phase::CoalitionMovement, &[(HUMAN, "2807")], &[]);
    let (label, legal, why) = end(&st, C);
    assert_eq!(label.as_deref(), Some("End the Coalition Movement Phase"));
    assert!(!legal);
    assert!(why.as_deref().is_some_and(|w| w.contains("staging area") && w.ends_with("(StarGate 3.1)")), "{why:?}");
}

#[test]
fn a_skimming_unit_must_go_on_5_32() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1010")], &[]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1013"));
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1014"));
    let (_, legal, why) = end(&st, C);
    assert!(!legal);
    assert!(why.as_deref().is_some_and(|w| w.ends_with("(StarGate 5.32)")), "{why:?}");
}

#[test]
fn every_attack_is_owed_and_a_declared_one_rolls_first_9_0() {
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "2416"), (weapons(1), "2416")], &[1]);
    let (_, legal, why) = end(&st, C);
    assert!(!legal);
    assert!(why.as_deref().is_some_and(|w| w.contains("2416") && w.ends_with("(StarGate 9.0)")), "{why:?}");
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    let (_, legal, why) = end(&st, C);
    assert!(!legal);
    assert!(why.as_deref().is_some_and(|w| w.starts_with("roll for the attack")), "{why:?}");
}

#[test]
fn nothing_pending_the_end_is_legal_and_no_reason_is_given() {
    let st = game(Phase::CoalitionMovement, &[(HUMAN, "2707")], &[]);
    assert!(end(&st, C).1);
    assert_eq!(end(&st, C).2, None);
    // Not this seat's step: no End at all.
    assert_eq!(end(&st, Side::Virunian), (None, false, None));
}
