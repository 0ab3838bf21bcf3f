//! The sequence of play (StarGate 4.0) as one step: what happens now and who acts. `to_act`,
//! `legal_actions`, the prompt and the view all read [`step`], so they cannot disagree.
//!
//! What interrupts a phase comes first: the approach routine at its own sub-step (7.1, `approach::step`),
//! then a dispersed unit to place (9.2), then a berserk weapons unit's target (9.5). Then the phase of 4.0:
//! the Coalition Staging Segment (3.1), a Movement Phase (5.0) — with a unit that must go on moving (5.32,
//! 5.8) — a Combat Phase (9.0) before or after an attack is declared (10.0), and the Nullgate's gravity
//! (11.3).

use super::approach;
use super::combat;
use super::movement;
use super::state::{Phase, Side, State};
use crate::engine::ask::{always, maybe, Ask};
use serde::Serialize;

/// What happens now, named like the rulebook, with who acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "is", rename_all = "snake_case")]
pub enum Step {
    /// The game has ended (12.0).
    Over,
    /// The approach routine (7.1) at its sub-step, and who acts there.
    Approach { step: approach::Step, actor: Side },
    /// A dispersed unit to be placed by `by` (9.2).
    Dispersal { by: Side },
    /// A berserk weapons unit's target, chosen by the Virunian Player among the nearest units (9.5).
    Berserk,
    /// The Coalition Staging Segment (3.1).
    Staging,
    /// A Movement Phase (5.0).
    Movement { side: Side },
    /// A unit that must go on moving before anything else (gate skimming 5.32, leaving orbit 5.8).
    GoOnMoving { side: Side },
    /// A Combat Phase with no attack declared: pick the next hex to attack, or end the phase (9.0, 9.4).
    Combat { side: Side },
    /// A declared attack: ranged units may join, then the die is rolled (10.0, 9.2).
    Attack { side: Side },
    /// The Nullgate's gravity takes one of `loser`'s units in a value-4 hex, its owner choosing (11.3).
    NullgateGravity { loser: Side },
}

/// The step the game is at.
pub fn step(st: &State) -> Step {
    if st.winner.is_some() || st.phase == Phase::GameOver {
        return Step::Over;
    }
    if let Some(a) = &st.movement.approach {
        return Step::Approach { step: approach::step(a), actor: approach::actor(st, a) };
    }
    if let Some(d) = st.dispersal.first() {
        return Step::Dispersal { by: d.by };
    }
    if combat::berserk_choice(st).is_some() {
        return Step::Berserk;
    }
    match st.phase {
        Phase::CoalitionStaging => Step::Staging,
        Phase::VirunianMovement | Phase::CoalitionMovement => {
            let side = if st.phase == Phase::VirunianMovement { Side::Virunian } else { Side::Coalition };
            if movement::forced(st) {
                Step::GoOnMoving { side }
            } else {
                Step::Movement { side }
            }
        }
        Phase::VirunianCombat | Phase::CoalitionCombat => {
            let side = if st.phase == Phase::VirunianCombat { Side::Virunian } else { Side::Coalition };
            if st.combat.declared.is_some() {
                Step::Attack { side }
            } else {
                Step::Combat { side }
            }
        }
        Phase::NullgateGravity { loser } => Step::NullgateGravity { loser },
        Phase::GameOver => Step::Over,
    }
}

// The approach routine's words are `approach::prompt`'s.
// 7.34: the announcement comes with the Virunian Player's concealed option whenever the mover has a choice.
const ANNOUNCE: &[Ask] = &[maybe("conceal", "in secret"), maybe("announce", "not choose")];
const COMMIT: &[Ask] = &[always("commit", "in secret")];
const CHOOSE: &[Ask] = &[always("choose", "approach option")];
const DEFEND: &[Ask] = &[always("defend", "choose your approach option")];
const DISCLOSE: &[Ask] = &[always("disclose", "reveal your approach option")];
const LOSS: &[Ask] = &[always("lose_unit", "defending unit you lose")];
const DISPERSAL: &[Ask] = &[always("disperse", "disperse")];
const BERSERK: &[Ask] = &[always("berserk", "nearest units")];
const STAGING: &[Ask] = &[maybe("stage", "place"), always("end_phase", "end the segment")];
// 5.8: the Virunian Player reveals units; staged Coalition units must move before the phase may end (3.1).
const MOVEMENT: &[Ask] = &[maybe("move", "move"), maybe("reveal", "reveal"), maybe("end_phase", "end the phase")];
const GO_ON: &[Ask] = &[always("move", "go on moving")];
// Every attack is mandatory (9.0): the phase ends only once none remains, so one of the two is listed.
const COMBAT: &[Ask] = &[maybe("attack", "attack"), maybe("end_phase", "end the combat phase")];
const ATTACK: &[Ask] = &[maybe("join", "join"), always("resolve", "roll")];
const GRAVITY: &[Ask] = &[always("lose_unit", "choose which")];

impl Step {
    /// Who acts: nobody once the game is over.
    pub fn actor(self) -> Option<Side> {
        match self {
            Step::Over => None,
            Step::Approach { actor, .. } => Some(actor),
            Step::Dispersal { by } => Some(by),
            Step::Berserk => Some(Side::Virunian),
            Step::Staging => Some(Side::Coalition),
            Step::Movement { side } | Step::GoOnMoving { side } | Step::Combat { side } | Step::Attack { side } => {
                Some(side)
            }
            Step::NullgateGravity { loser } => Some(loser),
        }
    }

    /// The kinds of action the step asks for, with the words its prompt uses for each.
    pub fn asks(self) -> &'static [Ask] {
        match self {
            Step::Over => &[],
            Step::Approach { step, .. } => match step {
                approach::Step::Announce => ANNOUNCE,
                approach::Step::Commit => COMMIT,
                approach::Step::Choose => CHOOSE,
                approach::Step::Defend => DEFEND,
                approach::Step::Disclose => DISCLOSE,
                approach::Step::Loss => LOSS,
            },
            Step::Dispersal { .. } => DISPERSAL,
            Step::Berserk => BERSERK,
            Step::Staging => STAGING,
            Step::Movement { .. } => MOVEMENT,
            Step::GoOnMoving { .. } => GO_ON,
            Step::Combat { .. } => COMBAT,
            Step::Attack { .. } => ATTACK,
            Step::NullgateGravity { .. } => GRAVITY,
        }
    }
}
