//! The sequence of play (DeltaVee 3.0) as one step: what happens now and who acts. `to_act`,
//! `legal_actions`, the prompt and the view all read [`step`], so they cannot disagree.
//!
//! A choice owed in the middle of a phase comes first, whatever the phase: the part a hit strikes (8.8,
//! 6.6, 9.8), then an interception's choice (9.6). Then the phase of 3.0: set-up (11.0), the Movement
//! Phase (6.0) with its planet stops (6.5), the Command Phase's Detection and Command Segments (7.0) and the
//! Fire Phase (8.0).

use super::intercept;
use super::state::{Phase, Player, Segment, State};
use crate::engine::ask::{always, maybe, Ask};
use serde::Serialize;

/// What happens now, named like the rulebook, with who acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "is", rename_all = "snake_case")]
pub enum Step {
    /// The game has ended (11.0).
    Over,
    /// The scenario's set-up choices (11.0).
    SetUp { chooser: Player },
    /// Moving the units one at a time (6.0).
    Movement { player: Player },
    /// A unit stopped in a planet hex: Maneuver Commands at once, or go on (6.5).
    PlanetManeuvers { player: Player },
    /// The missile's owner picks a target among the tied units, or a Civ Level 8 missile declines (9.6).
    Intercept { chooser: Player },
    /// The part a hit strikes, where the Hit Table leaves it to a player (8.8; 6.6; 9.8).
    HitChoice { chooser: Player },
    /// The Detection Segment: resolved without any player (3.0), so never waited in.
    Detection { player: Player },
    /// The Command Segment: Maneuver and Battle Commands (7.0).
    Command { player: Player },
    /// Fire and missile launches (8.0, 9.0).
    Fire { player: Player },
}

/// The step the game is at.
pub fn step(st: &State) -> Step {
    if st.result.is_some() {
        return Step::Over;
    }
    if let Some(p) = &st.fire.pending {
        return Step::HitChoice { chooser: p.chooser };
    }
    if st.fire.pick.is_some() {
        // 9.6: the missile's owner; the first interception due is the one waiting.
        if let Some(chooser) = intercept::chooser(st) {
            return Step::Intercept { chooser };
        }
    }
    match st.phase {
        // Set-up ends with its last choice, so a chooser is always waiting during it.
        Phase::SetUp => st.setup.first().map_or(Step::Over, |c| Step::SetUp { chooser: c.player() }),
        Phase::Movement(player) if st.motion.as_ref().is_some_and(|m| m.planet.is_some()) => {
            Step::PlanetManeuvers { player }
        }
        Phase::Movement(player) => Step::Movement { player },
        Phase::Command(player, Segment::Detection) => Step::Detection { player },
        Phase::Command(player, Segment::Command) => Step::Command { player },
        Phase::Fire(player) => Step::Fire { player },
    }
}

const SET_UP: &[Ask] = &[always("set_up", "set-up")];
const MOVEMENT: &[Ask] = &[always("move", "move"), maybe("orbit", "orbit")];
// 6.5: the Maneuver Commands may all be spent; going on is always open.
const PLANET: &[Ask] = &[maybe("planet", "maneuver commands"), always("resume", "go on")];
const INTERCEPT: &[Ask] = &[always("intercept", "intercept"), maybe("decline", "decline")];
const HIT: &[Ask] = &[always("choose", "choose the part")];
const COMMAND: &[Ask] = &[
    maybe("maneuver", "maneuver"),
    maybe("tractor", "tractor beam"),
    maybe("battle", "battle commands"),
    maybe("replenish", "energy units"),
    // 7.2: not while a ship with a Prepare Jump marker must still be issued Jump or Abort Jump.
    maybe("end_commands", "end the command segment"),
];
const FIRE: &[Ask] = &[
    maybe("fire", "fire"),
    maybe("launch", "launch"),
    maybe("mims_launch", "launch"),
    always("end_fire", "end the fire phase"),
];

impl Step {
    /// Who acts: nobody once the game is over or in the Detection Segment (3.0).
    pub fn actor(self) -> Option<Player> {
        match self {
            Step::Over | Step::Detection { .. } => None,
            Step::SetUp { chooser } | Step::Intercept { chooser } | Step::HitChoice { chooser } => Some(chooser),
            Step::Movement { player }
            | Step::PlanetManeuvers { player }
            | Step::Command { player }
            | Step::Fire { player } => Some(player),
        }
    }

    /// The kinds of action the step asks for, with the words its prompt uses for each.
    pub fn asks(self) -> &'static [Ask] {
        match self {
            Step::Over | Step::Detection { .. } => &[],
            Step::SetUp { .. } => SET_UP,
            Step::Movement { .. } => MOVEMENT,
            Step::PlanetManeuvers { .. } => PLANET,
            Step::Intercept { .. } => INTERCEPT,
            Step::HitChoice { .. } => HIT,
            Step::Command { .. } => COMMAND,
            Step::Fire { .. } => FIRE,
        }
    }
}
