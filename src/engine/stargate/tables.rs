//! StarGate's charts and tables (the rules' separate sheet, as facts): the Approach Option Matrix (7.2),
//! the Shielded Approach Chart (7.5) and the Combat Results Table (9.2), with the odds of each outcome.
//! The Combined Unit Capabilities Chart (8.2) is `data::combined`.
//!
//! Transcription note (7.2): in the Charge row, the "(a)(b)(c)" after the last cell are stray row labels;
//! that cell's approach number is 1.

use serde::{Deserialize, Serialize};

/// An approach option tactic chit (7.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tactic {
    Warp,
    Charge,
    Maneuver,
}

impl Tactic {
    pub const ALL: [Tactic; 3] = [Tactic::Warp, Tactic::Charge, Tactic::Maneuver];
    pub fn name(self) -> &'static str {
        match self {
            Tactic::Warp => "Warp",
            Tactic::Charge => "Charge",
            Tactic::Maneuver => "Maneuver",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// An approach number (7.12): a roll at or under it eliminates the moving unit, or, with `d`, one
/// defending unit instead (7.13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApproachNumber {
    pub number: u8,
    pub d: bool,
}

impl std::fmt::Display for ApproachNumber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.number, if self.d { "d" } else { "" })
    }
}

const fn n(number: u8, d: bool) -> ApproachNumber {
    ApproachNumber { number, d }
}

/// 7.2, indexed [defender's option][phasing player's option], options in `Tactic::ALL` order.
pub const APPROACH_MATRIX: [[ApproachNumber; 3]; 3] = [
    [n(2, false), n(1, false), n(1, true)],
    [n(1, true), n(2, false), n(1, false)],
    [n(1, false), n(1, true), n(2, false)],
];

/// Who is shielded in an approach (7.4): the side with more units in the hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Shielded {
    Defender,
    Attacker,
}

/// 7.5: the matrix number a shield replaces, as (matrix number, defender shielded, attacker shielded).
pub const SHIELD_CHART: [(ApproachNumber, ApproachNumber, ApproachNumber); 3] = [
    (n(2, false), n(3, false), n(1, false)),
    (n(1, false), n(2, false), n(0, false)),
    (n(1, true), n(0, false), n(2, true)),
];

/// The approach number for these options and shield (7.2, 7.5).
pub fn approach_number(attack: Tactic, defense: Tactic, shield: Option<Shielded>) -> ApproachNumber {
    let base = APPROACH_MATRIX[defense.index()][attack.index()];
    let Some(s) = shield else { return base };
    let row = SHIELD_CHART.iter().find(|r| r.0 == base).expect("every matrix number has a chart row");
    match s {
        Shielded::Defender => row.1,
        Shielded::Attacker => row.2,
    }
}

/// A combat result (9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatResult {
    /// All attacking units eliminated.
    Ea,
    /// All attacking units dispersed by the defender.
    Da,
    /// All attacking and defending units dispersed (the attacker disperses the defenders first).
    Db,
    /// All defending units dispersed by the attacker.
    Dd,
    /// All defending units eliminated.
    Ed,
}

impl CombatResult {
    pub fn name(self) -> &'static str {
        match self {
            CombatResult::Ea => "Ea",
            CombatResult::Da => "Da",
            CombatResult::Db => "Db",
            CombatResult::Dd => "Dd",
            CombatResult::Ed => "Ed",
        }
    }
    pub fn meaning(self) -> &'static str {
        match self {
            CombatResult::Ea => "all attacking units eliminated",
            CombatResult::Da => "all attacking units dispersed",
            CombatResult::Db => "all attacking and defending units dispersed",
            CombatResult::Dd => "all defending units dispersed",
            CombatResult::Ed => "all defending units eliminated",
        }
    }
}

/// The CRT's columns (9.2): −2, −1, 0, 1, 2, 3–4, 5–7, 8 or more.
pub const CRT_COLUMNS: [&str; 8] = ["−2", "−1", "0", "+1", "+2", "+3–4", "+5–7", "+8 or more"];

use CombatResult::*;
/// 9.2, indexed [die − 1][column].
pub const CRT: [[CombatResult; 8]; 6] = [
    [Db, Dd, Dd, Ed, Ed, Ed, Ed, Ed],
    [Da, Db, Dd, Dd, Ed, Ed, Ed, Ed],
    [Da, Db, Db, Dd, Dd, Ed, Ed, Ed],
    [Ea, Da, Db, Db, Dd, Dd, Ed, Ed],
    [Ea, Da, Da, Db, Db, Dd, Dd, Ed],
    [Ea, Ea, Da, Da, Db, Db, Dd, Dd],
];

/// The CRT column of a combat differential, `None` below −2 (9.1: the attackers are then eliminated).
pub fn crt_column(differential: i32) -> Option<usize> {
    match differential {
        i32::MIN..=-3 => None,
        -2..=2 => Some((differential + 2) as usize),
        3..=4 => Some(5),
        5..=7 => Some(6),
        _ => Some(7),
    }
}

/// The chance of each result in a CRT column, in sixths: (result, faces), in table order of first
/// appearance, e.g. "+3–4: Ed 3/6, Dd 2/6, Db 1/6".
pub fn crt_odds(column: usize) -> Vec<(CombatResult, u8)> {
    let mut out: Vec<(CombatResult, u8)> = Vec::new();
    for row in CRT {
        match out.iter_mut().find(|(r, _)| *r == row[column]) {
            Some((_, k)) => *k += 1,
            None => out.push((row[column], 1)),
        }
    }
    out
}

/// Percent of `faces` sixths, rounded, for the odds shown before a roll.
pub fn percent(faces: u8) -> u32 {
    (faces as u32 * 100 + 3) / 6
}
