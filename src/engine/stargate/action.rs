//! What a StarGate player can do. Each value is one entry of a record.

use super::state::{Mode, UnitId};
use super::tables::Tactic;
use crate::engine::hex::Hex;
use crate::engine::tagged::{Tagged, E};
use serde::Serialize;
use serde_json::Value;

/// Records hold actions as `{"do": "stage", "unit": 3, "hex": "2801"}` (serde's internally tagged form).
/// `Deserialize` is written by hand below: serde's derived code for an internally tagged enum is larger
/// (`engine::tagged` has the figures).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
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
    /// Approach (7.12): the player who chose in secret reveals his option and the salt of his commitment
    /// (the moving player; or the Virunian defender who concealed his option first, `Conceal`).
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
    /// Approach with an Igugui (7.34, 7.11): the Virunian Player announces `not`, an option he is not
    /// choosing, and conceals his own option at once, as a commitment (`approach::commitment`). As the
    /// defender he so chooses first, and the mover then chooses in the open (`Choose`); as the mover it
    /// is his announcement and his secret choice in one.
    Conceal { not: Tactic, hash: u64 },
    /// Approach (7.11): the moving player's option, chosen in the open once the defender's is concealed.
    Choose { tactic: Tactic },
}

/// The variants' tags, in declaration order.
const TAGS: [&str; 16] = [
    "stage", "reveal", "move", "end_phase", "lose_unit", "announce", "commit", "defend", "disclose", "attack", "join",
    "resolve", "disperse", "berserk", "conceal", "choose",
];

// Reads what the derived `Deserialize` of `#[serde(tag = "do")]` reads, with its error messages
// (`engine::tagged`).
crate::engine::tagged::deserialize_by!(Action, action);

const ACTION: Tagged =
    Tagged { key: "do", tags: &TAGS, expected: "internally tagged enum Action", seq_expected: Some(&SEQ_EXPECTED) };

fn action(v: Value) -> Result<Action, E> {
    let (i, mut f) = ACTION.open(v)?;
    let a = match i {
        0 => Action::Stage { unit: f.get("unit")?, hex: f.get("hex")? },
        1 => Action::Reveal { gate: f.get("gate")? },
        2 => Action::Move { unit: f.get("unit")?, mode: f.get("mode")?, to: f.get("to")?, lender: f.optional("lender")? },
        3 => Action::EndPhase,
        4 => Action::LoseUnit { unit: f.get("unit")? },
        5 => Action::Announce { tactic: f.get("tactic")? },
        6 => Action::Commit { hash: f.get("hash")? },
        7 => Action::Defend { tactic: f.get("tactic")? },
        8 => Action::Disclose { tactic: f.get("tactic")?, salt: f.get("salt")? },
        9 => Action::Attack { hex: f.get("hex")? },
        10 => Action::Join { unit: f.get("unit")? },
        11 => Action::Resolve,
        12 => Action::Disperse { unit: f.get("unit")?, to: f.get("to")? },
        13 => Action::Berserk { target: f.get("target")? },
        14 => Action::Conceal { not: f.get("not")?, hash: f.get("hash")? },
        _ => Action::Choose { tactic: f.get("tactic")? },
    };
    f.done(a)
}

/// What a too-short sequence form was expected to hold, per variant (serde's wording).
const SEQ_EXPECTED: [&str; 16] = [
    "struct variant Action::Stage with 2 elements",
    "struct variant Action::Reveal with 1 element",
    "struct variant Action::Move with 4 elements",
    "",
    "struct variant Action::LoseUnit with 1 element",
    "struct variant Action::Announce with 1 element",
    "struct variant Action::Commit with 1 element",
    "struct variant Action::Defend with 1 element",
    "struct variant Action::Disclose with 2 elements",
    "struct variant Action::Attack with 1 element",
    "struct variant Action::Join with 1 element",
    "",
    "struct variant Action::Disperse with 2 elements",
    "struct variant Action::Berserk with 1 element",
    "struct variant Action::Conceal with 2 elements",
    "struct variant Action::Choose with 1 element",
];
