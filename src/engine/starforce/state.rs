//! StarForce's game state: the Forces and StarGates on the Stellar Display, the current step of the
//! sequence of play (SF 5.0) and what it is waiting for. It changes only by events (`event::apply`).

use super::data::stars::{star_at, Class, Star, STARS, WANDERERS_END, WANDERERS_END_INDEX};
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
    /// The RxPexy's old cruiser: moves two lites a turn without shifting, attacks but has no Defense (45.4).
    TachyonCruiser,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::StarForce => "StarForce",
            Kind::FakerForce => "FakerForce",
            Kind::TachyonCruiser => "tachyon cruiser",
        }
    }
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

fn is_zero_i(n: &i32) -> bool {
    *n == 0
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
    /// Not yet in play (45.4): it neither fights nor helps a shift until its player is activated.
    Inactive,
}

/// The index of the first system deployed at random (31.1), after the 74 and Wandering's End.
pub const RANDOM_SYSTEMS_FIRST: u8 = 75;

/// A system on the Display: one of the star table's, Wandering's End, or one deployed at random (31.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct System {
    pub name: &'static str,
    pub at: LiteZulu,
    pub class: Class,
}

/// The names of the systems deployed at random, in order.
pub const RANDOM_NAMES: [&str; 16] = [
    "Random system 1", "Random system 2", "Random system 3", "Random system 4", "Random system 5", "Random system 6",
    "Random system 7", "Random system 8", "Random system 9", "Random system 10", "Random system 11",
    "Random system 12", "Random system 13", "Random system 14", "Random system 15", "Random system 16",
];

impl System {
    pub fn of(s: &'static Star) -> System {
        System { name: s.name, at: s.at, class: s.class }
    }
    pub fn random(k: usize, at: LiteZulu) -> System {
        System { name: RANDOM_NAMES.get(k).copied().unwrap_or("Random system"), at, class: Class::Random }
    }
}

/// A StarGate: one at most per system, fixed (C106.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gate {
    /// The system's index in [`STARS`].
    pub system: u8,
    pub owner: Seat,
    pub state: GateState,
    /// Its system's LiteZulu.
    pub at: LiteZulu,
}

impl Gate {
    pub fn at(&self) -> LiteZulu {
        self.at
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
    /// Where break-offs are declared first (`State::declared_break_offs`): the sides breaking off this
    /// segment, once every declaration is open (SF 8.2 a); `None` while they are being declared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Vec<Seat>>,
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
    /// Levels the Volume extends beyond the Zulu Limits for shifts (43.4); 0: Known Space (SF 2.3).
    #[serde(default, skip_serializing_if = "is_zero_i")]
    pub extension: i32,
    /// Pairs of players not hostile before a Game-Turn (44.4): (a, b, first hostile turn; `u32::MAX` never).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub peace: Vec<(Seat, Seat, u32)>,
    /// Systems deployed at random (31.1), by index from [`RANDOM_SYSTEMS_FIRST`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub random_systems: Vec<LiteZulu>,
    /// Whether Wandering's End is on the Display (41.4, 42.3).
    #[serde(default, skip_serializing_if = "is_false")]
    pub wanderers: bool,
    /// Scenario 16's rules (42.4): StarForces break down at once, FakerForces fight each other and no
    /// Gate, a system's first FakerForce may be randomized.
    #[serde(default, skip_serializing_if = "is_false")]
    pub faker_war: bool,
    /// Forces not yet on the Display, which enter at a friendly system when their player may bring them
    /// in (45.4, 41.2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pool: Vec<Force>,
    /// Whether the pool's Forces may enter now (45.4: once the PSL is activated).
    #[serde(default, skip_serializing_if = "is_false")]
    pub pool_open: bool,
    /// The Xenophobe player, in the scenario that has one (41.0): battles with him destroy (31.0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub xenophobes: Option<Seat>,
    /// Systems where Xenophobe StarForces are inducing a nova, with the Game-Turns held so far (31.5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inducing: Vec<(u8, u32)>,
    /// Systems that go nova at the end of this Game-Turn (31.5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub novas_due: Vec<u8>,
    /// StarForces each seat has lost for good (41.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forces_lost: Vec<u32>,
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
    /// Each segment opens with every side's sealed declaration of break-off, before the splits (SF 8.2 a);
    /// games recorded before it (option `"break_off": "declared"` absent) declare it inside the split.
    #[serde(default, skip_serializing_if = "is_false")]
    pub declared_break_offs: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    pub dice: Dice,
    /// Every Force the game has had, as last seen before it left the Display (broken down, combined,
    /// destroyed), so the log names it after it is gone. Derived from the events, so neither hashed nor
    /// saved.
    #[serde(skip)]
    pub gone: Vec<Force>,
}

impl State {
    /// The seats in play, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().take(self.seats as usize)
    }
    pub fn force(&self, id: u8) -> Option<&Force> {
        self.forces.iter().find(|f| f.id == id)
    }
    /// Force `id` wherever it is or was: on the Display, in a pool, or gone.
    pub fn force_ever(&self, id: u8) -> Option<&Force> {
        self.forces.iter().chain(&self.pool).chain(&self.gone).find(|f| f.id == id)
    }
    pub fn forces_of(&self, seat: Seat) -> impl Iterator<Item = &Force> {
        self.forces.iter().filter(move |f| f.owner == seat)
    }
    /// The Gate of the system at `at`, if it has one.
    pub fn gate_at(&self, at: LiteZulu) -> Option<&Gate> {
        self.gates.iter().find(|g| g.at() == at)
    }
    /// The systems on the Display in this scenario, by index: the 74, Wandering's End where it is, and
    /// the systems deployed at random (31.1).
    pub fn systems(&self) -> impl Iterator<Item = (u8, System)> + '_ {
        let we = self.wanderers.then_some((WANDERERS_END_INDEX, System::of(&WANDERERS_END)));
        STARS
            .iter()
            .enumerate()
            .map(|(i, s)| (i as u8, System::of(s)))
            .chain(we)
            .chain(self.random_systems.iter().enumerate().map(|(k, &at)| (RANDOM_SYSTEMS_FIRST + k as u8, System::random(k, at))))
    }
    /// The system of index `i`, if it is on the Display.
    pub fn system(&self, i: u8) -> Option<System> {
        self.systems().find(|(j, _)| *j == i).map(|(_, s)| s)
    }
    /// The system at `at`, if any, among those on the Display.
    pub fn system_at(&self, at: LiteZulu) -> Option<(u8, System)> {
        match star_at(at) {
            Some(s) => STARS.iter().position(|t| t == s).map(|i| (i as u8, System::of(s))),
            None => self.systems().find(|(i, s)| *i >= WANDERERS_END_INDEX && s.at == at),
        }
    }
    pub fn is_destroyed(&self, system: usize) -> bool {
        self.destroyed.contains(&(system as u8))
    }
    /// Whether `a` and `b` fight each other (SF 27.0: every pair of players, unless the scenario makes
    /// peace between two until some Game-Turn, 44.4).
    pub fn hostile(&self, a: Seat, b: Seat) -> bool {
        a != b && !self.peace.iter().any(|&(x, y, from)| ((x, y) == (a, b) || (x, y) == (b, a)) && self.turn < from)
    }
    /// Whether `at` is in the scenario's Volume (SF 2.3, 43.4).
    pub fn in_volume(&self, at: LiteZulu) -> bool {
        at.in_volume(self.extension)
    }
    /// The opened plot of `seat` this Game-Turn, if it is open.
    pub fn opened_plot(&self, seat: Seat) -> Option<Plot> {
        match self.plots.slots.get(seat.index()) {
            Some(crate::engine::seal::Slot::Opened(bytes)) => Plot::from_bytes(bytes),
            _ => None,
        }
    }
}
