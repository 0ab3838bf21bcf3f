//! What an Outreach player does, as records write it (`"do"`).

use super::scenarios::Fleets;
use super::economy::FleetKind;
use super::state::{Auto, Hexrow, Party};
use super::tables::Opt;
use crate::engine::hex::Hex;
use crate::engine::tagged::{Tagged, E};
use serde::Serialize;
use serde_json::Value;

/// Records hold actions as `{"do": "shift", "from": "0814", …}` (serde's internally tagged form).
/// `Deserialize` is written by hand below: serde's derived code for it is larger (`engine::tagged` has the
/// figures).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Action {
    /// Shift `fleets` from `from` to `to` (5.1): a new force of fleets that have not shifted this
    /// Game-Turn, or the force that shifted last going on (5.21), shedding fleets if it likes (5.13); its
    /// fleets carry `chits` wisdom chits: its force's, then the one lying in `from` (17.21–17.23).
    Shift {
        from: Hex,
        fleets: Fleets,
        to: Hex,
        #[serde(default, skip_serializing_if = "is_zero")]
        chits: u8,
    },
    /// The force that may go on shifting stops (5.21).
    Stop,
    /// The fleets a scatter's attrition (5.24, 5.51) or a conflict (9.18) takes, the owner's choice.
    Lose { fleets: Fleets },
    /// The hexrow for the next discovered beacon star (15.12–15.13).
    Row { row: Hexrow },
    /// A discovered beacon star placed in the chosen hexrow (15.12, 15.14).
    Beacon { hex: Hex },
    /// Explore a hex that holds the player's fleets (6.0).
    Explore { hex: Hex },
    /// Disband fleets rather than maintain them (14.28).
    Disband { hex: Hex, fleets: Fleets },
    /// Pay the maintenance owed (14.27).
    Maintain,
    /// Create a StarGate by expending two fleets (14.13).
    Create { hex: Hex, fleets: Fleets },
    /// Augment a friendly StarGate by the fleets expended (14.14).
    Augment { hex: Hex, fleets: Fleets },
    /// De-neutralize a StarGate (14.18).
    Deneutralize { hex: Hex, fleets: Fleets },
    /// Raise a StarFleet (14.21–14.25).
    Raise { hex: Hex, kind: FleetKind },
    /// The player's regular shifts, his reserve shift, his exploration or his orders end (4.2).
    EndPhase,
    /// Seals the player's Contact Index for the hex being resolved: only its commitment travels (7.13).
    SealIndex { commitment: u64 },
    /// Opens the player's sealed Contact Index, once every party has sealed (7.13).
    OpenIndex { index: u32, salt: u64 },
    /// Seals the player's interaction options toward the players he is in contact with (8.0).
    SealOptions { commitment: u64 },
    /// Reveals the player's sealed options, one toward each player of his list in order (8.0).
    OpenOptions { options: Vec<Opt>, salt: u64 },
    /// The player's force in `hex` attempts the reduction of the StarGate there, or declines (10.1).
    Reduce { hex: Hex, attempt: bool },
    /// Seals whether the player attacks in the hex in conflict (9.0).
    SealIntent { commitment: u64 },
    /// Reveals the sealed intent (9.0).
    OpenIntent { attack: bool, salt: u64 },
    /// Seals the player's Approximate Conflict Capacity (9.15).
    SealCapacity { commitment: u64 },
    /// Reveals the sealed capacity (9.15).
    OpenCapacity { capacity: u32, salt: u64 },
    /// The player's force in `hex` attacks `defender`'s (9.0).
    Attack { hex: Hex, defender: Party },
    /// The player rolls on the Fate Table, having spent 5 RP for each of `left` columns to the left (11.14),
    /// 50 RP for each of `plus` pips (11.13) and `chits` wisdom chits (11.16).
    Fate { left: u8, plus: u8, chits: u8 },
    /// The player neutralizes his StarGate in `hex` for a dissolution (11.32).
    Dissolve { hex: Hex },
    /// The X chit's holder, his level raised, keeps it or gives it back (18.45).
    KeepX { keep: bool },
    /// The roller of a G–J result places the next of its StarGates that do not fit beside the hex rolled
    /// for (13.13).
    PlaceGate { hex: Hex },
    /// The caretaker shifts `count` StarFleets of the active autonomous force `set` from `from` to `to`
    /// (13.24, 13.31–13.33): those the engine lists, the strongest going first.
    AutonomousShift { set: Auto, from: Hex, count: u8, to: Hex },
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The variants' tags, in declaration order.
const TAGS: [&str; 28] = [
    "shift", "stop", "lose", "row", "beacon", "explore", "disband", "maintain", "create", "augment", "deneutralize",
    "raise", "end_phase", "seal_index", "open_index", "seal_options", "open_options", "reduce", "seal_intent",
    "open_intent", "seal_capacity", "open_capacity", "attack", "fate", "dissolve", "keep_x", "place_gate",
    "autonomous_shift",
];

const ACTION: Tagged = Tagged { key: "do", tags: &TAGS, expected: "internally tagged enum Action", seq_expected: None };

// Reads what the derived `Deserialize` of `#[serde(tag = "do")]` reads (`engine::tagged`).
crate::engine::tagged::deserialize_by!(Action, action);

fn action(v: Value) -> Result<Action, E> {
    let (i, mut f) = ACTION.open(v)?;
    let a = match i {
        0 => Action::Shift {
            from: f.get("from")?,
            fleets: f.get("fleets")?,
            to: f.get("to")?,
            chits: f.optional("chits")?.unwrap_or(0),
        },
        1 => Action::Stop,
        2 => Action::Lose { fleets: f.get("fleets")? },
        3 => Action::Row { row: f.get("row")? },
        4 => Action::Beacon { hex: f.get("hex")? },
        5 => Action::Explore { hex: f.get("hex")? },
        6 => Action::Disband { hex: f.get("hex")?, fleets: f.get("fleets")? },
        7 => Action::Maintain,
        8 => Action::Create { hex: f.get("hex")?, fleets: f.get("fleets")? },
        9 => Action::Augment { hex: f.get("hex")?, fleets: f.get("fleets")? },
        10 => Action::Deneutralize { hex: f.get("hex")?, fleets: f.get("fleets")? },
        11 => Action::Raise { hex: f.get("hex")?, kind: f.get("kind")? },
        12 => Action::EndPhase,
        13 => Action::SealIndex { commitment: f.get("commitment")? },
        14 => Action::OpenIndex { index: f.get("index")?, salt: f.get("salt")? },
        15 => Action::SealOptions { commitment: f.get("commitment")? },
        16 => Action::OpenOptions { options: f.get("options")?, salt: f.get("salt")? },
        17 => Action::Reduce { hex: f.get("hex")?, attempt: f.get("attempt")? },
        18 => Action::SealIntent { commitment: f.get("commitment")? },
        19 => Action::OpenIntent { attack: f.get("attack")?, salt: f.get("salt")? },
        20 => Action::SealCapacity { commitment: f.get("commitment")? },
        21 => Action::OpenCapacity { capacity: f.get("capacity")?, salt: f.get("salt")? },
        22 => Action::Attack { hex: f.get("hex")?, defender: f.get("defender")? },
        23 => Action::Fate { left: f.get("left")?, plus: f.get("plus")?, chits: f.get("chits")? },
        24 => Action::Dissolve { hex: f.get("hex")? },
        25 => Action::KeepX { keep: f.get("keep")? },
        26 => Action::PlaceGate { hex: f.get("hex")? },
        _ => Action::AutonomousShift { set: f.get("set")?, from: f.get("from")?, count: f.get("count")?, to: f.get("to")? },
    };
    f.done(a)
}
