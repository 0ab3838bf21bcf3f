//! Relative velocity of a firing unit and its target (DeltaVee 8.4), from their facings and velocities.
//! The reductions of 8.5 (a straight line; same facing and velocity) and the Targeting Program (8.6) come
//! later, with fire.

use super::data::chart_relative_velocity;
use crate::engine::clock::Clock;
use serde::Serialize;

/// Which of 8.4's three statements the two facings fall under (imagine both units in one hex).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Relation {
    /// Statement 1: the same facing or an adjacent one — the difference of the velocities.
    Along,
    /// Statement 2: the opposite facing or one adjacent to it — the sum.
    Against,
    /// Statement 3: the other six facings — the Relative Velocity Chart.
    Across,
}

/// How the target's facing stands to the firer's (8.4). Adjacent means one Direction Change apart (7.2).
pub fn relation(firing: Clock, target: Clock) -> Relation {
    match firing.positions_to(target) {
        0 | 1 => Relation::Along,
        5 | 6 => Relation::Against,
        _ => Relation::Across,
    }
}

/// The relative velocity of a firing unit and a target, each given as (facing, current velocity) (8.4).
pub fn relative_velocity(firing: (Clock, u8), target: (Clock, u8)) -> u8 {
    let ((fc, fv), (tc, tv)) = (firing, target);
    match relation(fc, tc) {
        Relation::Along => fv.abs_diff(tv),
        Relation::Against => fv + tv,
        Relation::Across => chart_relative_velocity(fv, tv),
    }
}
