//! The figures the command and fire panels show beside a legal action, computed by the rules that check
//! it, never worked out again: what a Command costs and what the unit has left (7.1–7.7, 5.6), and a
//! fire's range, relative velocity, Targeting Program, Target Value and Hit Chance (8.0–8.7) with the
//! fires left (8.1); for a missile launch, the fires and missiles left (9.1, 9.2, 9.9).
//!
//! Figures are given only for the acting seat's own legal actions (`view::view` lists none for a seat
//! that may not act), and name only what that seat may know: its own units' energy and allowances, and of
//! a target only what both players see (its place and Velocity marker, 2.6).

use super::action::Action;
use super::commands::{self, missiles_left};
use super::data::Expense;
use super::fire::{self, FireOption};
use super::launch;
use super::state::{Player, State, Unit};
use serde::Serialize;

/// One line of a Command's cost, as the summary of 7.7 lists them: who pays, for what, in Energy Blocks
/// (a spaceship's) and Energy Units.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Charge {
    pub unit: Unit,
    pub expense: Expense,
    pub blocks: u8,
    pub units: u8,
}

/// What a Command would charge (7.5–7.7, 5.6): its lines, and in all, Energy Blocks and Energy Units (a
/// block counted at its ship's burn rate, 10.3). Nothing for a free Command.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Cost {
    pub charges: Vec<Charge>,
    pub blocks: u16,
    pub energy_units: u16,
}

impl Cost {
    pub fn is_free(&self) -> bool {
        self.energy_units == 0
    }
}

/// What one of the seat's units has left in the Command Phase in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Allowances {
    pub unit: Unit,
    /// Maneuver Commands still to be issued by its own allowance (7.1).
    pub maneuvers_left: u8,
    /// At or above its Maneuver Rating: the one command left may only be an Accelerate or Decelerate (7.1).
    pub speed_only: bool,
    /// Battle Commands still to be issued, for a spaceship (7.3, 8.9).
    pub battles_left: Option<u8>,
    /// Maneuver Commands still to be issued through the ship's active tractor beam (5.6).
    pub tractor_left: Option<u8>,
    /// Energy Units left: a spaceship's (10.3), a battlecraft's or missile's own (10.4, 9.5).
    pub energy_units_left: u16,
    /// A spaceship's Energy Blocks left (10.3).
    pub energy_blocks_left: Option<u16>,
}

/// The figures of one legal action.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Figures {
    /// A Maneuver, tractor beam or Battle Command: its cost, and what the unit it is listed under (the
    /// unit commanded, or the ship whose tractor beam or Battle Command it is) has left before it.
    Command { cost: Cost, left: Allowances },
    /// A fire (8.0–8.7): every figure the rules work out for it, and the firer's fires and Energy Units
    /// left before it (8.1, 8.2).
    Fire { option: FireOption, fires_left: u8, energy_units_left: u16 },
    /// A missile launch from a spaceship's pod: no energy (9.2); one of the ship's fires (9.2), and the
    /// missiles of that type still in the pod (9.1, 10.2; a prepared one waits atop the ship).
    Launch { fires_left: u8, missiles_left: u8 },
    /// One of a MIMS's four launches (9.9): how many it still has, this one included.
    MimsLaunch { launches_left: u8 },
}

fn cost(st: &State, charges: Vec<(Unit, Expense, u8, u8)>) -> Cost {
    let mut out = Cost::default();
    for (unit, expense, blocks, units) in charges {
        let burn = match unit {
            Unit::Ship(s) => st.ship(s).class.stats().burn_rate as u16,
            Unit::Craft(_) => 1,
        };
        out.blocks += blocks as u16;
        out.energy_units += blocks as u16 * burn + units as u16;
        out.charges.push(Charge { unit, expense, blocks, units });
    }
    out
}

/// What `u` has left this Command Phase.
pub fn allowances(st: &State, u: Unit) -> Allowances {
    let (_, speed_only) = commands::phase_allowance(st, u);
    let ship = match u {
        Unit::Ship(s) => Some(s),
        Unit::Craft(_) => None,
    };
    Allowances {
        unit: u,
        maneuvers_left: commands::maneuvers_left(st, u),
        speed_only,
        battles_left: ship.map(|s| commands::battles_left(st, s)),
        tractor_left: ship.and_then(|s| st.tally(Unit::Ship(s)).tractor).map(|(_, left)| left),
        energy_units_left: fire::units_left(st, u),
        energy_blocks_left: ship.map(|s| st.ship(s).blocks_left()),
    }
}

/// The figures of `action` for `seat`, if it is legal and has any.
pub fn figures(st: &State, seat: Player, action: &Action) -> Option<Figures> {
    match *action {
        Action::Maneuver { unit, order } => {
            let charges = commands::check_maneuver(st, seat, unit, order).ok()?;
            Some(Figures::Command { cost: cost(st, charges), left: allowances(st, unit) })
        }
        Action::Tractor { ship, order } => {
            let charges = commands::check_tractor(st, seat, ship, order).ok()?;
            Some(Figures::Command { cost: cost(st, charges), left: allowances(st, Unit::Ship(ship)) })
        }
        Action::Battle { ship, command } => {
            let charges = commands::check_battle(st, seat, ship, command).ok()?;
            Some(Figures::Command { cost: cost(st, charges), left: allowances(st, Unit::Ship(ship)) })
        }
        Action::Fire { firer, source, fire: f, target } => {
            if st.owner(firer) != seat {
                return None;
            }
            let option = fire::check(st, &st.fire, firer, source, f, target).ok()?;
            Some(Figures::Fire {
                option,
                fires_left: fire::fires_left(st, &st.fire, firer),
                energy_units_left: fire::units_left(st, firer),
            })
        }
        Action::Launch { ship, pod, missile, hex, facing, velocity } => {
            launch::check(st, seat, ship, pod, missile, (hex, facing, velocity)).ok()?;
            Some(Figures::Launch {
                fires_left: fire::fires_left(st, &st.fire, Unit::Ship(ship)),
                missiles_left: missiles_left(st, ship, pod, missile),
            })
        }
        Action::MimsLaunch { mims, hex, facing, velocity } => {
            launch::check_mims(st, seat, mims, (hex, facing, velocity)).ok()?;
            let launched = launch::mims_launched(st, mims);
            Some(Figures::MimsLaunch { launches_left: launch::MIMS_MISSILES.saturating_sub(launched) as u8 })
        }
        _ => None,
    }
}
