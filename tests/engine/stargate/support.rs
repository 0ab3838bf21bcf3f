//! Setting up StarGate positions for scenario tests: units placed by label, phase chosen, dice scripted.

use starshift::engine::dice::Dice;
use starshift::engine::game::{Game, Refusal};
use starshift::engine::hex::Hex;
use starshift::engine::stargate::state::{Loc, Motion};
use starshift::engine::stargate::{Action, Event, Mode, Phase, Side, StarGate, State, UnitId};

/// Unit ids (see data::counters): Coalition by race, Tri-Ship groups 1–6, Monads.
pub const HUMAN: UnitId = 0;
pub const IGUGUI: UnitId = 6;
pub const META: UnitId = 10;
pub const DUONOIP: UnitId = 15;
pub const MONAD: UnitId = 37;
pub fn control(g: u8) -> UnitId {
    19 + (g - 1) * 3
}
pub fn transport(g: u8) -> UnitId {
    20 + (g - 1) * 3
}
pub fn weapons(g: u8) -> UnitId {
    21 + (g - 1) * 3
}

pub fn hex(label: &str) -> Hex {
    Hex::from_label(label).expect("valid label")
}

/// A game in `phase` with the given units placed and every other Virunian unit face down in the pool.
pub fn game(phase: Phase, at: &[(UnitId, &str)], dice: &[u32]) -> State {
    let mut st = State::new(0);
    st.phase = phase;
    st.deployments = 1;
    st.dice = Dice::scripted(dice);
    for &(u, l) in at {
        st.units[u as usize].loc = Loc::At(hex(l));
    }
    st
}

pub fn mv(unit: UnitId, mode: Mode, to: &str) -> Action {
    Action::Move { unit, mode, to: hex(to), lender: None }
}

/// Applies an action that must be accepted; it must also be listed as legal.
pub fn act(st: &mut State, seat: Side, a: Action) -> Vec<Event> {
    assert!(
        StarGate::legal_actions(st, seat).contains(&a),
        "{a:?} is not listed as legal; legal: {:?}",
        StarGate::legal_actions(st, seat)
    );
    StarGate::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"))
}

/// Applies an action that must be refused with `case`, leaving the state untouched and unlisted.
pub fn refused(st: &mut State, seat: Side, a: Action, case: &str) -> Refusal {
    let before = st.clone();
    let r = StarGate::apply(st, seat, &a).expect_err("must be refused");
    assert_eq!(r.case, format!("StarGate {case}"), "{r}");
    assert_eq!(*st, before, "a refusal leaves the state untouched");
    assert!(!StarGate::legal_actions(st, seat).contains(&a), "a refused action is not listed");
    r
}

/// The motion bookkeeping of a fresh linear move of `u` with allowance `mp`.
pub fn fresh(units: &[UnitId], mode: Mode, mp: u8) -> Motion {
    Motion::new(units.to_vec(), mode, mp, None, false)
}

pub fn path(labels: &[&str]) -> Vec<Hex> {
    labels.iter().map(|l| hex(l)).collect()
}

/// Puts every face-down Virunian unit into Stargate A, so no deployment is left (3.2).
pub fn all_deployed(st: &mut State) {
    st.face_down = [st.unrevealed().len() as u8, 0];
}

/// Reveals every face-down Virunian unit onto row 01, one per hex, far from the action (5.8's "all revealed").
pub fn all_on_row_one(st: &mut State) {
    for (i, u) in st.unrevealed().into_iter().enumerate() {
        st.units[u as usize].loc = Loc::At(Hex::from_offset(1 + i as i32, 1));
    }
    st.face_down = [0, 0];
}
