//! What is legal now and what an action causes: the sequence of play (4.0), staging (3.1), deployment
//! (3.2) and the Movement Phases (5.0–6.0, in `movement`).

use super::action::Action;
use super::event::{self, Event};
use super::state::{Side, State};
use crate::engine::game::Refusal;

pub fn to_act(st: &State) -> Vec<Side> {
    st.phase.phasing().into_iter().collect()
}

pub fn legal_actions(st: &State, seat: Side) -> Vec<Action> {
    let _ = (st, seat);
    vec![Action::EndPhase]
}

pub fn prompt(st: &State, seat: Side) -> String {
    let _ = (st, seat);
    String::new()
}

pub fn apply(st: &mut State, seat: Side, action: &Action) -> Result<Vec<Event>, Refusal> {
    let _ = (seat, action, event::apply);
    let _ = st;
    Ok(vec![])
}
