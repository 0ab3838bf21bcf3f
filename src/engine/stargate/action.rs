//! What a StarGate player can do. Each value is one entry of a record.

use super::state::{Mode, UnitId};
use super::tables::Tactic;
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Place a Coalition unit in a staging hex (3.1).
    Stage { unit: UnitId, hex: Hex },
    /// Turn a face-down unit in a Stargate over and place it in an orbit hex (5.8).
    Reveal { gate: u8 },
    /// Move a unit (with its combined unit, 8.1) one leg to `to` (5.0): a straight run (linear,
    /// teleport), a wobble, or part of a gate-skimming circle. `lender` names the Igugui lending teleport
    /// to a Human (5.5). Moving another unit, or ending the phase, finishes this unit's movement.
    Move {
        unit: UnitId,
        mode: Mode,
        to: Hex,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lender: Option<UnitId>,
    },
    /// End the current segment or phase.
    EndPhase,
    /// Choose which of your units is lost, where the rules let the owner choose (7.13, 11.3).
    LoseUnit { unit: UnitId },
    /// Approach (7.34): the Virunian Player names an option he is not choosing.
    Announce { tactic: Tactic },
    /// Approach (7.11): the moving player's secret option, as a commitment (`approach::commitment`).
    Commit { hash: u64 },
    /// Approach (7.11): the defender's option.
    Defend { tactic: Tactic },
    /// Approach (7.12): the moving player reveals his option and the salt of his commitment.
    Disclose { tactic: Tactic, salt: u64 },
    /// Combat (9.0): declare the attack on the enemy units in `hex`.
    Attack { hex: Hex },
    /// Ranged attack (10.0): a unit (with its combined unit) joins the declared attack.
    Join { unit: UnitId },
    /// Roll for the declared attack (9.2).
    Resolve,
    /// Place a dispersed unit (9.2): an unoccupied, open hex within five hexes.
    Disperse { unit: UnitId, to: Hex },
    /// The Virunian Player picks the target of a berserk weapons unit among the nearest units (9.5).
    Berserk { target: UnitId },
}
