//! StarForce's sequence of play (SF 5.0) as one current step: who acts, and for what. The Plot Phase and
//! the battles' segments wait for sealed choices; a break-off waits for its side's destination; Shift
//! Execution, Neutralization Recovery and the Scenario Phase happen at once, so they are never a step.

use super::state::{Phase, Seat, State};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Over,
    /// Every plotting seat seals its plot, then all open them (SF 7.0).
    Plot,
    /// The sides that may break off seal their declarations, then all open them (SF 8.2 a).
    Declare,
    /// The battle's sides seal their splits, then all open them (SF 8.2).
    Split,
    /// `seat`'s Forces broke off and shift away (SF 8.6).
    BreakOff {
        seat: Seat,
    },
}

pub fn step(st: &State) -> Step {
    match st.phase {
        Phase::GameOver => Step::Over,
        Phase::Plot => Step::Plot,
        Phase::Combat => match &st.battle {
            Some(b) => match b.to_break.first() {
                Some(&seat) => Step::BreakOff { seat },
                None if st.declared_break_offs && b.declared.is_none() => Step::Declare,
                None => Step::Split,
            },
            None => Step::Over,
        },
    }
}

/// The seats that act now, in seat order.
pub fn actors(st: &State) -> Vec<Seat> {
    let from = |v: Vec<usize>| v.into_iter().filter_map(Seat::from_index).collect();
    match step(st) {
        Step::Over => Vec::new(),
        Step::Plot => from(st.plots.acting()),
        Step::Declare | Step::Split => st
            .battle
            .as_ref()
            .map_or(Vec::new(), |b| from(b.sealing.acting())),
        Step::BreakOff { seat } => vec![seat],
    }
}
