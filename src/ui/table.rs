//! A game on the table, whatever the game: what the lobby, the saves, links and the game screen's shell
//! need of it (record, status, seats, who is to act). Seats are named by their ids as in records
//! ("virunian"); each game's own screen works with its typed session.
//!
//! Adding a game to the app: a variant here, a match arm in each method, and its screen (`ui::game`).

use crate::engine::game::{Game, Options, Status};
use crate::engine::link;
use crate::engine::record::{LoadError, Record, Session};
use crate::engine::registry;
use crate::engine::deltavee::DeltaVee;
use crate::engine::stargate::StarGate;

#[derive(Clone)]
pub enum Table {
    StarGate(Session<StarGate>),
    DeltaVee(Session<DeltaVee>),
}

/// A seat's id as in records ("virunian"): the registry lists the ids in the game's seat order.
pub fn seat_id<G: Game>(seat: G::Seat) -> &'static str {
    let i = G::seats().iter().position(|&s| s == seat).unwrap_or(0);
    registry::find(G::ID).and_then(|g| g.seats.get(i).copied()).unwrap_or("")
}

/// The seat with id `id`.
pub fn seat_of<G: Game>(id: &str) -> Option<G::Seat> {
    G::seats().iter().copied().find(|&s| seat_id::<G>(s) == id)
}

/// "Virunian Player", "Player 1".
pub fn player_of<G: Game>(seat: G::Seat) -> String {
    player_named(G::ID, seat_id::<G>(seat))
}

/// A player's name as a sentence needs it: "the Virunian Player", but "Player 1".
pub fn the(player: &str) -> String {
    if player.starts_with("Player ") {
        player.to_string()
    } else {
        format!("the {player}")
    }
}

/// The player of seat `id` of `game` in words (the id itself for a game or seat the registry lacks).
pub fn player_named(game: &str, id: &str) -> String {
    registry::find(game)
        .and_then(|g| g.seats.iter().position(|&s| s == id).and_then(|i| g.players.get(i)))
        .map_or(id.to_string(), |p| p.to_string())
}

fn ids<G: Game>(seats: impl IntoIterator<Item = G::Seat>) -> Vec<&'static str> {
    seats.into_iter().map(seat_id::<G>).collect()
}

impl Table {
    /// Whether the app has a screen for `game` (the registry may list games whose engine comes first).
    pub fn plays(game: &str) -> bool {
        game == StarGate::ID || game == DeltaVee::ID
    }

    /// A new game of `game`.
    pub fn new(game: &str, scenario: &str, seed: u64) -> Result<Table, String> {
        match game {
            StarGate::ID => Session::new(scenario, Options::new(), seed).map(Table::StarGate),
            DeltaVee::ID => Session::new(scenario, Options::new(), seed).map(Table::DeltaVee),
            other => Err(format!("Starshift cannot play \"{other}\" yet.")),
        }
    }

    /// Replays a record of any game the app plays.
    pub fn replay(rec: &Record) -> Result<Table, LoadError> {
        match rec.game.as_str() {
            StarGate::ID => Session::from_record(rec).map(Table::StarGate),
            DeltaVee::ID => Session::from_record(rec).map(Table::DeltaVee),
            other => Err(LoadError::UnknownGame(other.to_string())),
        }
    }

    /// Decodes link text of any game the app plays.
    pub fn decode_link(code: &str) -> Result<Table, LoadError> {
        match link::game_of(code)?.as_str() {
            StarGate::ID => link::decode(code).map(Table::StarGate),
            DeltaVee::ID => link::decode(code).map(Table::DeltaVee),
            other => Err(LoadError::UnknownGame(other.to_string())),
        }
    }

    pub fn game(&self) -> &'static str {
        match self {
            Table::StarGate(_) => StarGate::ID,
            Table::DeltaVee(_) => DeltaVee::ID,
        }
    }

    pub fn scenario(&self) -> &str {
        match self {
            Table::StarGate(s) => &s.scenario,
            Table::DeltaVee(s) => &s.scenario,
        }
    }

    pub fn record(&self) -> Record {
        match self {
            Table::StarGate(s) => s.record(),
            Table::DeltaVee(s) => s.record(),
        }
    }

    pub fn status(&self) -> Status {
        match self {
            Table::StarGate(s) => s.status(),
            Table::DeltaVee(s) => s.status(),
        }
    }

    /// Every seat's id, in the game's order.
    pub fn seats(&self) -> Vec<&'static str> {
        match self {
            Table::StarGate(_) => ids::<StarGate>(StarGate::seats().iter().copied()),
            Table::DeltaVee(_) => ids::<DeltaVee>(DeltaVee::seats().iter().copied()),
        }
    }

    /// The ids of the seats that may act now.
    pub fn to_act(&self) -> Vec<&'static str> {
        match self {
            Table::StarGate(s) => ids::<StarGate>(StarGate::to_act(&s.state)),
            Table::DeltaVee(s) => ids::<DeltaVee>(DeltaVee::to_act(&s.state)),
        }
    }

    /// "Virunian Player", for a seat id.
    pub fn player(&self, id: &str) -> String {
        player_named(self.game(), id)
    }
}
