//! DeltaVee's game state: the ships, the map features, and the sequence of play (3.0) as named phases.

use super::damage::Damage;
use super::data::Class;
use super::log::{Log, Pod, Sheet};
use super::setup::Choice;
use crate::engine::clock::{Clock, Reminder};
use crate::engine::dice::Dice;
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

/// The two players, who are also the seats. Player 1 is the first player of the sequence of play (3.0)
/// in every scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    One,
    Two,
}

impl Player {
    pub fn name(self) -> &'static str {
        match self {
            Player::One => "Player 1",
            Player::Two => "Player 2",
        }
    }
    pub fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }
}

/// Index into `State::ships`.
pub type ShipId = u8;

/// The two segments of a Command Phase (3.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Segment {
    Detection,
    Command,
}

/// Where the game stands: the set-up choices, then the six phases of a Game-Turn (3.0) — each player's
/// Movement Phase is followed by the other's Command Phase and then his own Fire Phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The scenario's open choices are being made (see `setup`).
    SetUp,
    Movement(Player),
    Command(Player, Segment),
    Fire(Player),
}

impl Phase {
    pub fn name(self) -> String {
        match self {
            Phase::SetUp => "Set-up".into(),
            Phase::Movement(p) => format!("{} Movement Phase", p.name()),
            Phase::Command(p, Segment::Detection) => format!("{} Command Phase, Detection Segment", p.name()),
            Phase::Command(p, Segment::Command) => format!("{} Command Phase, Command Segment", p.name()),
            Phase::Fire(p) => format!("{} Fire Phase", p.name()),
        }
    }
}

/// A spaceship in play (its battlecraft and missiles are in its pods until launched).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    pub player: Player,
    /// The counter's identifying letter (2.5); the two players' letters may repeat (scenario 2).
    pub letter: char,
    pub class: Class,
    /// In compartment box order (10.1).
    pub pods: Vec<Pod>,
    pub sheet: Sheet,
    /// `None` until placed during set-up.
    pub at: Option<Hex>,
    /// `None` until chosen during set-up.
    pub facing: Option<Clock>,
    /// The Velocity marker (2.6); `None` until chosen during set-up.
    pub velocity: Option<u8>,
    /// The zigzag side owed next on a corner facing (6.1).
    pub reminder: Reminder,
    /// Energy Blocks marked off (10.3), including any the scenario spends before play.
    pub blocks_expended: u16,
    /// The Energy Unit marker's space on the track (10.3).
    pub track: u8,
    /// May act (scenario 4's Dagger waits to be alerted).
    pub alerted: bool,
    /// The Status boxes of its log: hits taken (8.8, 10.1).
    #[serde(default)]
    pub damage: Damage,
}

impl Ship {
    /// Its Spacecraft Log as filled out before play (10.0).
    pub fn log(&self) -> Log {
        Log::new(self.class, &self.pods, self.sheet).expect("scenario ships fit their logs (tested)")
    }
    /// E.g. "Player 2's Flute A".
    pub fn name(&self) -> String {
        format!("{}'s {} {}", self.player.name(), self.class.name(), self.letter)
    }
    /// Energy Blocks left (10.3).
    pub fn blocks_left(&self) -> u16 {
        self.log().energy_blocks.saturating_sub(self.blocks_expended)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    pub scenario: &'static str,
    pub dice: Dice,
    pub turn: u32,
    pub phase: Phase,
    pub ships: Vec<Ship>,
    /// The maps laid out at the start, by letter (11.0; more are added as needed, 6.2).
    pub maps: Vec<char>,
    /// Planet hexes (6.5).
    pub planets: Vec<Hex>,
    /// Asteroid Field markers as placed (11.0 scenario 4).
    pub asteroid_markers: Vec<Hex>,
    /// Every hex with an asteroid field: each marker's hex and its six neighbours (6.6, scenario 4), sorted.
    pub asteroids: Vec<Hex>,
    /// Set-up choices still open, in the order they are made.
    pub setup: Vec<Choice>,
}

impl State {
    pub fn ids(&self) -> impl Iterator<Item = ShipId> {
        0..self.ships.len() as ShipId
    }
    pub fn ship(&self, id: ShipId) -> &Ship {
        &self.ships[id as usize]
    }
    /// A player's ships.
    pub fn fleet(&self, p: Player) -> impl Iterator<Item = ShipId> + '_ {
        self.ids().filter(move |&s| self.ship(s).player == p)
    }
    /// The ship of `player` with counter `letter`.
    pub fn find(&self, player: Player, letter: char) -> Option<ShipId> {
        self.ids().find(|&s| self.ship(s).player == player && self.ship(s).letter == letter)
    }
}
