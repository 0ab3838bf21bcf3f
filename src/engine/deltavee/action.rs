//! What a DeltaVee player can do: set-up choices, the order of moves and the planet maneuvers of the
//! Movement Phase (6.0, 6.5), the Commands of the Command Phase (7.0), fire and the Hit Table's choices
//! (8.0, 8.8), and ending a segment or phase.

use super::damage::Source;
use super::data::{Fire, Missile, Part};
use super::setup::SetupAction;
use super::state::{CraftId, ShipId, Unit};
use crate::engine::clock::Clock;
use crate::engine::hex::Hex;
use crate::engine::tagged::{Tagged, E};
use serde::Serialize;
use serde_json::Value;

/// A Maneuver Command (7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(tag = "order", rename_all = "snake_case")]
pub enum Order {
    /// Velocity one greater.
    Accelerate,
    /// Velocity one less.
    Decelerate,
    /// Direction Change one position counter-clockwise.
    TurnLeft,
    /// Direction Change one position clockwise.
    TurnRight,
    /// Move at once to an adjacent hex (spaceships and battlecraft only).
    Weave { to: Hex },
    /// Place a Prepare Jump marker (standard jump pod or hunter pod).
    PrepareJump,
    /// Remove the Prepare Jump marker.
    AbortJump,
    /// Flip the Prepare Jump marker, or place a Jump marker (augmented jump pod): the ship leaves play in
    /// its next Movement Phase (6.8).
    Jump,
}

impl Order {
    /// Accelerate, Decelerate or Direction Change: the orders 6.5 allows in a planet hex and 7.5 charges
    /// for beyond the first.
    pub fn is_steering(self) -> bool {
        matches!(self, Order::Accelerate | Order::Decelerate | Order::TurnLeft | Order::TurnRight)
    }
    pub fn is_speed(self) -> bool {
        matches!(self, Order::Accelerate | Order::Decelerate)
    }
    pub fn name(self) -> String {
        match self {
            Order::Accelerate => "Accelerate".into(),
            Order::Decelerate => "Decelerate".into(),
            Order::TurnLeft => "Direction Change (counter-clockwise)".into(),
            Order::TurnRight => "Direction Change (clockwise)".into(),
            Order::Weave { to } => format!("Weave to {}", super::map::name(to)),
            Order::PrepareJump => "Prepare Jump".into(),
            Order::AbortJump => "Abort Jump".into(),
            Order::Jump => "Jump".into(),
        }
    }
}

/// A Battle Command (7.4), issued to a spaceship.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum Battle {
    /// Place a missile of `missile` type from pod box `pod` face down atop the ship.
    PrepareMissile { pod: u8, missile: Missile },
    /// The ship's guided missile `missile` may take Maneuver Commands this phase.
    ControlGuided { missile: CraftId },
    /// Reveal every unrevealed enemy unit within 6 hexes (10 with a battle communications pod).
    ActiveSearch,
    /// Place the battlecraft of pod box `pod` face down atop the ship.
    PrepareBattlecraft { pod: u8 },
    /// Place a battlecraft prepared in an earlier Command Phase in an adjacent hex, with a course.
    LaunchBattlecraft { craft: CraftId, hex: Hex, facing: Clock, velocity: u8 },
    /// Dock with a unit in the same hex on the same course (a battlecraft with its own ship: into its pod).
    Rendezvous { with: Unit },
    /// Lock the tractor beam of pod box `pod` on `target`, which then takes Maneuver Commands through it.
    TractorBeam { pod: u8, target: Unit },
    /// Activate (`on`) or deactivate the force field.
    ForceField { on: bool },
}

/// One entry of a record: `{"do": "maneuver", "unit": {"ship": 0}, "order": {"order": "accelerate"}}`.
/// `Deserialize` (of `Order` and `Battle` too) is written by hand at the end of this file
/// (`engine::tagged`, which has the figures): serde's derived code for internally tagged enums is larger.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// A set-up choice (11.0).
    SetUp { choice: SetupAction },
    /// Movement Phase: move this unit its velocity now (6.0: one at a time, in any order).
    Move { unit: Unit },
    /// Movement Phase: leave this unit orbiting the planet it is in, unmoved (6.5).
    Orbit { unit: Unit },
    /// Movement Phase: a Maneuver Command to the unit that has just entered a planet hex (6.5).
    Planet { order: Order },
    /// Movement Phase: no more planet maneuvers; the unit goes on with its move (6.5).
    Resume,
    /// Command Phase: a Maneuver Command to one of your units (7.2).
    Maneuver { unit: Unit, order: Order },
    /// Command Phase: a Maneuver Command to the target of this ship's active tractor beam (5.6).
    Tractor { ship: ShipId, order: Order },
    /// Command Phase: a Battle Command to one of your spaceships (7.4).
    Battle { ship: ShipId, command: Battle },
    /// Command Phase: a battlecraft in its pod draws Energy Units from its ship (5.6, 10.4).
    Replenish { craft: CraftId, units: u8 },
    /// End the Command Segment.
    EndCommands,
    /// Fire Phase: declare and resolve one fire from `source` of `firer` at `target` (8.0).
    Fire { firer: Unit, source: Source, fire: Fire, target: Unit },
    /// The part hit, where the Hit Table leaves it to a player (8.8; 6.6 in an asteroid collision).
    Choose { part: Part },
    /// The target of an interception among those tied for the lowest relative velocity, or the only one a
    /// Civ Level 8 missile may decline (9.6).
    Intercept { target: Unit },
    /// A Civ Level 8 missile's owner declines the Interception Routine (9.6).
    Decline,
    /// Fire Phase: launch a missile of type `missile` from pod box `pod` of `ship` into `hex`, pointing
    /// `facing`, at `velocity` (9.1–9.4); one of the pod's fires (9.2).
    Launch { ship: ShipId, pod: u8, missile: Missile, hex: Hex, facing: Clock, velocity: u8 },
    /// Fire Phase: one of a MIMS's four unguided missiles (9.9).
    MimsLaunch { mims: CraftId, hex: Hex, facing: Clock, velocity: u8 },
    /// End the Fire Phase.
    EndFire,
}

impl Action {
    /// The unit this action is given to or done by, if it names one (for grouping actions by unit).
    pub fn unit(&self) -> Option<Unit> {
        match *self {
            Action::SetUp { choice: SetupAction::Place { ship, .. } } => Some(Unit::Ship(ship)),
            Action::Move { unit } | Action::Orbit { unit } | Action::Maneuver { unit, .. } => Some(unit),
            Action::Tractor { ship, .. } | Action::Battle { ship, .. } | Action::Launch { ship, .. } => {
                Some(Unit::Ship(ship))
            }
            Action::Replenish { craft, .. } | Action::MimsLaunch { mims: craft, .. } => Some(Unit::Craft(craft)),
            Action::Fire { firer, .. } => Some(firer),
            _ => None,
        }
    }
}

// ----- reading records (serde's internally tagged form, by hand) -------------------------------------------

const ORDER: Tagged = Tagged {
    key: "order",
    tags: &["accelerate", "decelerate", "turn_left", "turn_right", "weave", "prepare_jump", "abort_jump", "jump"],
    expected: "internally tagged enum Order",
    seq_expected: None,
};

const BATTLE: Tagged = Tagged {
    key: "command",
    tags: &[
        "prepare_missile",
        "control_guided",
        "active_search",
        "prepare_battlecraft",
        "launch_battlecraft",
        "rendezvous",
        "tractor_beam",
        "force_field",
    ],
    expected: "internally tagged enum Battle",
    seq_expected: None,
};

const ACTION: Tagged = Tagged {
    key: "do",
    tags: &[
        "set_up",
        "move",
        "orbit",
        "planet",
        "resume",
        "maneuver",
        "tractor",
        "battle",
        "replenish",
        "end_commands",
        "fire",
        "choose",
        "intercept",
        "decline",
        "launch",
        "mims_launch",
        "end_fire",
    ],
    expected: "internally tagged enum Action",
    seq_expected: None,
};

fn order(v: Value) -> Result<Order, E> {
    let (i, mut f) = ORDER.open(v)?;
    let o = match i {
        0 => Order::Accelerate,
        1 => Order::Decelerate,
        2 => Order::TurnLeft,
        3 => Order::TurnRight,
        4 => Order::Weave { to: f.get("to")? },
        5 => Order::PrepareJump,
        6 => Order::AbortJump,
        _ => Order::Jump,
    };
    f.done(o)
}

fn battle(v: Value) -> Result<Battle, E> {
    let (i, mut f) = BATTLE.open(v)?;
    let b = match i {
        0 => Battle::PrepareMissile { pod: f.get("pod")?, missile: f.get("missile")? },
        1 => Battle::ControlGuided { missile: f.get("missile")? },
        2 => Battle::ActiveSearch,
        3 => Battle::PrepareBattlecraft { pod: f.get("pod")? },
        4 => Battle::LaunchBattlecraft {
            craft: f.get("craft")?,
            hex: f.get("hex")?,
            facing: f.get("facing")?,
            velocity: f.get("velocity")?,
        },
        5 => Battle::Rendezvous { with: f.get("with")? },
        6 => Battle::TractorBeam { pod: f.get("pod")?, target: f.get("target")? },
        _ => Battle::ForceField { on: f.get("on")? },
    };
    f.done(b)
}

fn action(v: Value) -> Result<Action, E> {
    let (i, mut f) = ACTION.open(v)?;
    let a = match i {
        0 => Action::SetUp { choice: f.get("choice")? },
        1 => Action::Move { unit: f.get("unit")? },
        2 => Action::Orbit { unit: f.get("unit")? },
        3 => Action::Planet { order: f.get("order")? },
        4 => Action::Resume,
        5 => Action::Maneuver { unit: f.get("unit")?, order: f.get("order")? },
        6 => Action::Tractor { ship: f.get("ship")?, order: f.get("order")? },
        7 => Action::Battle { ship: f.get("ship")?, command: f.get("command")? },
        8 => Action::Replenish { craft: f.get("craft")?, units: f.get("units")? },
        9 => Action::EndCommands,
        10 => Action::Fire {
            firer: f.get("firer")?,
            source: f.get("source")?,
            fire: f.get("fire")?,
            target: f.get("target")?,
        },
        11 => Action::Choose { part: f.get("part")? },
        12 => Action::Intercept { target: f.get("target")? },
        13 => Action::Decline,
        14 => Action::Launch {
            ship: f.get("ship")?,
            pod: f.get("pod")?,
            missile: f.get("missile")?,
            hex: f.get("hex")?,
            facing: f.get("facing")?,
            velocity: f.get("velocity")?,
        },
        15 => Action::MimsLaunch {
            mims: f.get("mims")?,
            hex: f.get("hex")?,
            facing: f.get("facing")?,
            velocity: f.get("velocity")?,
        },
        _ => Action::EndFire,
    };
    f.done(a)
}

crate::engine::tagged::deserialize_by!(Order, order);

crate::engine::tagged::deserialize_by!(Battle, battle);

crate::engine::tagged::deserialize_by!(Action, action);
