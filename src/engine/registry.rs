//! The games Starshift knows. A record's or link's `game` id picks one.

use super::deltavee::DeltaVee;
use super::game::{Game, ScenarioInfo};
use super::stargate::StarGate;

#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub scenarios: &'static [ScenarioInfo],
    /// Seat ids as in records, in the game's seat order.
    pub seats: &'static [&'static str],
    /// The seats' players in words, in the same order ("Virunian Player", "Player 1").
    pub players: &'static [&'static str],
}

/// Every playable game (StarGate and DeltaVee now; StarForce and Outreach follow).
pub fn games() -> Vec<GameInfo> {
    vec![
        GameInfo {
            id: StarGate::ID,
            name: StarGate::NAME,
            scenarios: StarGate::scenarios(),
            seats: &["virunian", "coalition"],
            players: &["Virunian Player", "Coalition Player"],
        },
        GameInfo {
            id: DeltaVee::ID,
            name: DeltaVee::NAME,
            scenarios: DeltaVee::scenarios(),
            seats: &["one", "two"],
            players: &["Player 1", "Player 2"],
        },
    ]
}

pub fn find(id: &str) -> Option<GameInfo> {
    games().into_iter().find(|g| g.id == id)
}
