//! The victory tracker (12.0): how far each side is from its condition. Counted from units eliminated,
//! which every seat sees (an eliminated unit is removed face up), so every seat is told the same.

use super::data::{Kind, Race, TRI_GROUPS};
use super::state::State;
use crate::engine::game::Goal;

/// What 12.1 and 12.2 count, from the units eliminated: one count for the tracker and the victory check.
pub struct Losses {
    /// Coalition units lost (12.1: eight).
    pub coalition: u32,
    /// Coalition races with a unit lost (12.1: all four).
    pub races: u32,
    /// Tri-Ship groups that have lost a unit (12.2: all six).
    pub groups: u32,
}

pub fn losses(st: &State) -> Losses {
    let lost: Vec<_> = st.ids().filter(|&u| st.eliminated(u)).collect();
    let coalition: Vec<Race> = lost
        .iter()
        .filter_map(|&u| match st.counter(u).kind {
            Kind::Coalition(r) => Some(r),
            _ => None,
        })
        .collect();
    Losses {
        coalition: coalition.len() as u32,
        races: Race::ALL.iter().filter(|r| coalition.contains(r)).count() as u32,
        groups: (1..=TRI_GROUPS).filter(|&g| lost.iter().any(|&u| st.group(u) == Some(g))).count() as u32,
    }
}

/// 12.1 (the Virunians: eight Coalition units lost, of all four races) and 12.2 (the Coalition: every
/// Tri-Ship group has lost a unit).
pub fn goals(st: &State) -> Vec<Goal> {
    let l = losses(st);
    let virunian = "Virunian Player";
    vec![
        Goal { player: virunian, needs: "Coalition units lost (eight)".into(), have: l.coalition, of: 8, case: "12.1" },
        Goal {
            player: virunian,
            needs: "Coalition races with a unit lost (all four)".into(),
            have: l.races,
            of: Race::ALL.len() as u32,
            case: "12.1",
        },
        Goal {
            player: "Coalition Player",
            needs: "Tri-Ship groups that have lost a unit (all six; a tie goes to the Coalition)".into(),
            have: l.groups,
            of: TRI_GROUPS as u32,
            case: "12.2",
        },
    ]
}
