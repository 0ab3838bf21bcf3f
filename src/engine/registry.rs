//! The games Starshift knows. A record's or link's `game` id picks one.

use super::deltavee::DeltaVee;
use super::game::{Game, ScenarioInfo};
use super::stargate::StarGate;

#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub scenarios: &'static [ScenarioInfo],
    /// Seat names, in order.
    pub seats: &'static [&'static str],
}

/// Every playable game (StarGate and DeltaVee now; StarForce and Outreach follow).
pub fn games() -> Vec<GameInfo> {
    vec![
        GameInfo {
            id: StarGate::ID,
            name: StarGate::NAME,
            scenarios: StarGate::scenarios(),
            seats: &["virunian", "coalition"],
        },
        GameInfo { id: DeltaVee::ID, name: DeltaVee::NAME, scenarios: DeltaVee::scenarios(), seats: &["one", "two"] },
    ]
}

pub fn find(id: &str) -> Option<GameInfo> {
    games().into_iter().find(|g| g.id == id)
}
