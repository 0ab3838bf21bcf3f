//! StarForce's game state: the Forces and StarGates on the Stellar Display, the current step of the
//! sequence of play (SF 5.0) and what it is waiting for. It changes only by events (`event::apply`).

use super::data::stars::{star_at, system, Star, STARS, WANDERERS_END, WANDERERS_END_INDEX};
use super::plot::Plot;
use super::space::LiteZulu;
use crate::engine::dice::Dice;
use crate::engine::seal::Sealing;
use serde::{Deserialize, Serialize};

/// The seats: up to three players (SF 27.0); the Rescue Mission seats one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    P1,
    P2,
    P3,
}

impl Seat {
    pub const ALL: [Seat; 3] = [Seat::P1, Seat::P2, Seat::P3];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Seat> {
        Seat::ALL.get(i).copied()
    }
}

/// What a Force is (SF 3.0, 33.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Four TeleShips; strength 3.
    StarForce,
    /// One TeleShip, a decoy: no strength, cannot enhance (SF 33.3).
    FakerForce,
}

/// A Force on the Stellar Display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Force {
    /// Its key in plots, links and the log; unique in the game, never reused.
    pub id: u8,
    /// Its counter's letter ("A", "J"; FakerForces "F1"…).
    pub name: String,
    pub owner: Seat,
    pub kind: Kind,
    pub at: LiteZulu,
    /// Population Points aboard (38.3).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cargo: u32,
    /// Shown to every seat, level and all, until it next shifts (SF 7.3): it fought, or it was placed by a
    /// randomizer.
    #[serde(default, skip_serializing_if = "is_false")]
    pub revealed: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
fn is_false(b: &bool) -> bool {
    !*b
}

/// A StarGate's condition (SF 3.0, 9.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GateState {
    Operational,
    /// Neutralized in this Combat Phase: it recovers, or is permanently neutralized, in phase 4 (SF 9.0).
    Neutralized,
    /// Never fights or shifts again in the scenario (SF 9.0).
    PermanentlyNeutralized,
}

/// A StarGate: one at most per system, fixed (C106.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gate {
    /// The system's index in [`STARS`].
    pub system: u8,
    pub owner: Seat,
    pub state: GateState,
}

impl Gate {
    pub fn at(&self) -> LiteZulu {
        system(self.system).map_or(super::space::SOL, |s| s.at)
    }
    pub fn operational(&self) -> bool {
        self.state == GateState::Operational
    }
}

/// The steps of a Game-Turn that wait for players (SF 5.0); the others (Shift Execution, Neutralization
/// Recovery, the Scenario Phase) are carried out at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 1: every player plots in secret (SF 7.0).
    Plot,
    /// 3: battles, one LiteZulu at a time (SF 8.0).
    Combat,
    GameOver,
}

/// One side's secret split of its strength for a segment (SF 8.2 b), with its break-off (8.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Split {
    /// Its Forces break off this segment: they allot only Defense (SF 8.6).
    #[serde(default, skip_serializing_if = "is_false")]
    pub break_off: bool,
    pub defence: u32,
    /// Attack on each hostile side, in seat order (SF 8.8).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacks: Vec<(Seat, u32)>,
}

/// The battle being fought (SF 8.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub at: LiteZulu,
    pub segment: u32,
    /// The sides sealing their splits this segment, one slot per seat.
    pub sealing: Sealing,
    /// A side whose Forces broke off and must now shift away (SF 8.6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breaking: Option<Seat>,
    /// Sides still to shift away after a break-off, in seat order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to_break: Vec<Seat>,
}

/// The Rescue Mission's population (38.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rescue {
    /// The endangered system's index in [`STARS`] (38.1).
    pub system: u8,
    /// The Stellar Randomizer chits drawn to find it, in order (38.1).
    pub chits: Vec<(i32, i32)>,
    /// Population Points still on the planet.
    pub planet: u32,
    /// Population Points unloaded at other systems (38.3).
    pub unloaded: u32,
    /// Population Points lost with their StarForces (38.51).
    pub lost: u32,
    /// StarForces lost (38.51).
    pub forces_lost: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub scenario: String,
    /// How many seats play (the first ones of [`Seat::ALL`]).
    pub seats: u8,
    /// The Game-Turn; 0 is a scenario's pre-game shift.
    pub turn: u32,
    /// The last Game-Turn.
    pub turns: u32,
    pub phase: Phase,
    pub forces: Vec<Force>,
    pub gates: Vec<Gate>,
    /// Whether Wandering's End is on the Display (41.4, 42.3).
    #[serde(default, skip_serializing_if = "is_false")]
    pub wanderers: bool,
    /// Scenario 16's rules (42.4): StarForces break down at once, FakerForces fight each other and no
    /// Gate, a system's first FakerForce may be randomized.
    #[serde(default, skip_serializing_if = "is_false")]
    pub faker_war: bool,
    /// Systems a FakerForce has entered (42.4), by index.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entered: Vec<u8>,
    /// Systems destroyed (31.62, 38.4), by index in [`STARS`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub destroyed: Vec<u8>,
    /// The plots of this Game-Turn (SF 7.0): sealed, then opened.
    pub plots: Sealing,
    /// The LiteZulus still to fight in this Combat Phase, in order (SF 8.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub battles: Vec<LiteZulu>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battle: Option<Battle>,
    /// Per seat: consecutive Game-Turns ended holding the scenario's objective (SF 16.0).
    pub held: Vec<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rescue: Option<Rescue>,
    /// The id the next new Force gets.
    pub next_id: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    pub dice: Dice,
}

impl State {
    /// The seats in play, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().take(self.seats as usize)
    }
    pub fn force(&self, id: u8) -> Option<&Force> {
        self.forces.iter().find(|f| f.id == id)
    }
    pub fn forces_of(&self, seat: Seat) -> impl Iterator<Item = &Force> {
        self.forces.iter().filter(move |f| f.owner == seat)
    }
    /// The Gate of the system at `at`, if it has one.
    pub fn gate_at(&self, at: LiteZulu) -> Option<&Gate> {
        self.gates.iter().find(|g| g.at() == at)
    }
    /// The systems on the Display in this scenario, by index: the 74, and Wandering's End where it is.
    pub fn systems(&self) -> impl Iterator<Item = (u8, &'static Star)> {
        let we = self.wanderers.then_some((WANDERERS_END_INDEX, &WANDERERS_END));
        STARS.iter().enumerate().map(|(i, s)| (i as u8, s)).chain(we)
    }
    /// The system at `at`, if any, among those on the Display.
    pub fn system_at(&self, at: LiteZulu) -> Option<(u8, &'static Star)> {
        match star_at(at) {
            Some(s) => STARS.iter().position(|t| t == s).map(|i| (i as u8, s)),
            None => (self.wanderers && at == WANDERERS_END.at).then_some((WANDERERS_END_INDEX, &WANDERERS_END)),
        }
    }
    pub fn is_destroyed(&self, system: usize) -> bool {
        self.destroyed.contains(&(system as u8))
    }
    /// Whether `a` and `b` fight each other (SF 27.0: every pair of players is hostile in the scenarios
    /// played so far).
    pub fn hostile(&self, a: Seat, b: Seat) -> bool {
        a != b
    }
    /// The opened plot of `seat` this Game-Turn, if it is open.
    pub fn opened_plot(&self, seat: Seat) -> Option<Plot> {
        match self.plots.slots.get(seat.index()) {
            Some(crate::engine::seal::Slot::Opened(bytes)) => Plot::from_bytes(bytes),
            _ => None,
        }
    }
}
