//! DeltaVee's game state: the ships, their battlecraft and missiles, the map features, and the sequence of
//! play (3.0) as named phases with the bookkeeping of the phase in progress.
//!
//! Hidden information (2.5): battlecraft and missiles stay face-down until the enemy detects them (3.0,
//! 7.4 Active Search). The state stores what every counter is; a view for a seat must show an enemy's
//! unrevealed craft only as an unknown counter, through [`Craft::shown_to`], never by reading `kind`.

use super::damage::Damage;
use super::data::{missile_stats, Class, Missile};
use super::fire::FireRecord;
use super::log::{Log, Pod, Sheet, BATTLECRAFT_ENERGY_UNITS};
use super::map::Tile;
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
    /// Every seat, in seat order (3.0: Player 1 is the first player).
    pub const ALL: [Player; 2] = [Player::One, Player::Two];
    /// The seat's index in per-seat lists (the view's `sides` and `points`).
    pub fn index(self) -> usize {
        self as usize
    }
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
    /// In play, landed on a planet (6.5) or gone (destroyed, jumped: 6.8).
    pub status: Status,
    /// The counter shows its force field side (7.4).
    pub force_field: bool,
    /// A Prepare Jump or Jump marker atop the ship (7.2).
    pub jump: Option<JumpMarker>,
    /// The unit docked with it by a Rendezvous Command (7.4): both move under one Velocity marker.
    pub docked: Option<Unit>,
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
    /// Energy Units left: the blocks not marked, less what the Energy Unit Track shows of the current one
    /// (10.3).
    pub fn units_left(&self) -> u16 {
        (self.blocks_left() * self.class.stats().burn_rate as u16).saturating_sub(self.track as u16)
    }
    /// Energy Units expended in all (blocks marked and the track): the figure 8.9's energy pod rules
    /// compare with 144.
    pub fn units_expended(&self) -> u16 {
        self.blocks_expended * self.class.stats().burn_rate as u16 + self.track as u16
    }
    /// In play on the map (not landed, destroyed or gone).
    pub fn in_play(&self) -> bool {
        self.status == Status::InPlay && self.at.is_some()
    }
}

/// Index into `State::crafts`.
pub type CraftId = u16;

/// A unit (2.5): a spaceship, or a battlecraft or missile counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    Ship(ShipId),
    Craft(CraftId),
}

/// What a battlecraft or missile counter is (2.5). Hidden from the enemy until revealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CraftKind {
    Battlecraft(Class),
    Missile(Missile),
}

/// Why a unit left play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gone {
    /// Destroyed (by fire, interception, a planet: 6.5, 8.8, 9.6).
    Destroyed,
    /// A missile directed off the maps (6.2).
    OffMap,
    /// Removed by hyperjump (6.8).
    Jumped,
    /// A missile removed after its last Energy Unit (9.5).
    Exhausted,
    /// Placed in orbit and removed from play (11.0 scenario 5).
    Orbited,
}

/// Where a unit stands in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// A prepared missile or battlecraft: face down atop its ship, without a Velocity marker; it moves with
    /// the ship and has no effect on play (6.3, 7.4).
    Aboard,
    /// On the map with a Velocity marker.
    InPlay,
    /// A battlecraft back in its pod by a Rendezvous Command (5.6, 7.4).
    Docked,
    /// Landed on a planet: stays there, used for nothing, not destroyed (6.5).
    Landed,
    Gone(Gone),
}

/// The marker a hyperjumping ship carries (7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JumpMarker {
    Prepare,
    Jump,
}

/// A battlecraft or missile counter, from the moment it is prepared (or, for a missile needing no
/// preparation, launched) out of its ship's pod (7.4, 9.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Craft {
    pub player: Player,
    pub kind: CraftKind,
    /// The ship it belongs to or was launched from (2.5: battlecraft A1 is spaceship A's first).
    pub ship: ShipId,
    /// The pod's Compartment box number (10.1).
    pub pod: u8,
    /// The identity number on the counter (A1, guided missile A-03: 2.5, 9.3).
    pub number: u8,
    /// The missile's Civ Level, the launching pod's (9.5); a battlecraft's its class's.
    pub civ: u8,
    pub status: Status,
    /// Set while in play (`Status::InPlay`); otherwise it is where its ship is.
    pub at: Option<Hex>,
    pub facing: Option<Clock>,
    pub velocity: Option<u8>,
    pub reminder: Reminder,
    /// Turned face up for the enemy, for good (3.0, 7.4).
    pub revealed: bool,
    /// Energy Units marked off (10.2 missile boxes, 10.4 battlecraft boxes).
    pub expended: u8,
    /// The unit docked with it by a Rendezvous Command (7.4).
    pub docked: Option<Unit>,
    /// The MIMS that launched it, for an unguided missile of a MIMS's special launch (9.9).
    #[serde(default)]
    pub mims: Option<CraftId>,
}

impl Craft {
    /// A battlecraft or missile just taken from pod box `pod` of `ship`: face down atop it, no course yet
    /// (7.4, 9.3).
    pub fn aboard(player: Player, kind: CraftKind, ship: ShipId, pod: u8, number: u8, civ: u8) -> Craft {
        Craft {
            player,
            kind,
            ship,
            pod,
            number,
            civ,
            status: Status::Aboard,
            at: None,
            facing: None,
            velocity: None,
            reminder: Reminder::Left,
            revealed: false,
            expended: 0,
            docked: None,
            mims: None,
        }
    }
    /// Energy Units it started with: the Missile Chart's for its Civ Level (none for unguided missiles), a
    /// battlecraft's 15 (9.5, 5.6).
    pub fn allowance(&self) -> u8 {
        match self.kind {
            CraftKind::Battlecraft(_) => BATTLECRAFT_ENERGY_UNITS,
            CraftKind::Missile(m) => missile_stats(m, self.civ).map_or(0, |r| r.energy_units),
        }
    }
    pub fn units_left(&self) -> u8 {
        self.allowance().saturating_sub(self.expended)
    }
    pub fn is_missile(&self) -> bool {
        matches!(self.kind, CraftKind::Missile(_))
    }
    /// What `viewer` may know the counter is (2.5): its owner always, the enemy once it is revealed;
    /// `None` is an unknown face-down counter.
    pub fn shown_to(&self, viewer: Player) -> Option<CraftKind> {
        (viewer == self.player || self.revealed).then_some(self.kind)
    }
    pub fn in_play(&self) -> bool {
        self.status == Status::InPlay && self.at.is_some()
    }
}

/// Which players may hyperjump, and where (11.0: only where a scenario says so).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JumpRule {
    Never,
    /// Only from a map in this tile column (scenario 3: map E and the maps above or below it).
    FromColumn(i32),
}

/// A unit's movement in progress (6.0): hexes still to go and gone, and, when it has just entered a planet
/// hex, the Maneuver Commands it may take there (6.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Motion {
    pub unit: Unit,
    pub left: u8,
    pub done: u8,
    pub planet: Option<PlanetStop>,
}

/// The pause in a planet hex (6.5): Maneuver Commands allowed and issued.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlanetStop {
    pub allowed: u8,
    pub issued: u8,
    /// Accelerate and Decelerate Commands issued (at most the Velocity Rating: 7.2).
    pub speed: u8,
    /// The exception of 7.1: one Accelerate or Decelerate only.
    pub speed_only: bool,
}

/// A missile and a unit in one hex: the Interception Routine is due (6.4, 9.6). `target` is `None` when a
/// missile entered a hex of enemy units (which one it attempts depends on the relative velocities).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Interception {
    pub missile: CraftId,
    pub target: Option<Unit>,
    pub hex: Hex,
}

/// What one unit has been issued in the Command Phase in progress (7.1–7.5).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    /// Maneuver Commands issued (7.1).
    pub maneuvers: u8,
    /// Accelerate and Decelerate Commands (at most the Velocity Rating: 7.2).
    pub speed: u8,
    /// Accelerate, Decelerate and Direction Change Commands (more than one costs energy once: 7.5).
    pub steering: u8,
    pub weaved: bool,
    /// Battle Commands issued (7.3).
    pub battle: u8,
    /// A guided missile may take Maneuver Commands: its ship was issued Control Guided Missile (7.4).
    pub controlled: bool,
    /// Tractor beam pods already used (7.4: one command each per phase).
    pub tractor_pods: Vec<u8>,
    /// An active tractor beam of this ship: target and Maneuver Commands left (5.6).
    pub tractor: Option<(Unit, u8)>,
    /// A Prepare Jump Command was issued this phase (so the Jump or Abort falls due next time: 7.2).
    pub prepared_jump: bool,
    /// A battlecraft prepared this phase (it may be launched in a later one: 7.4).
    pub prepared_craft: bool,
    /// The velocity when its first Maneuver Command was issued: its allowance is counted from it (7.1).
    pub base_velocity: Option<u8>,
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
    /// Battlecraft and missiles out of their pods (prepared, in play, or gone).
    pub crafts: Vec<Craft>,
    /// Every map tile on the table: the scenario's, then each placed during play (6.2).
    pub tiles: Vec<Tile>,
    /// Per player (`Player::One` first): who may hyperjump, and where (11.0).
    pub hyperjump: [JumpRule; 2],
    /// Units of the phasing player that have made their move this Movement Phase (6.0).
    pub moved: Vec<Unit>,
    /// The move being made.
    pub motion: Option<Motion>,
    /// What each unit has been issued this Command Phase, by unit.
    pub tallies: Vec<(Unit, Tally)>,
    /// Interception Routines due, in the order they arose, for the routine to resolve (9.6).
    pub interceptions: Vec<Interception>,
    /// Fires of the current Fire Phase and a Hit Table choice waiting (8.0, 8.8); reset as each Fire Phase
    /// begins.
    pub fire: FireRecord,
    /// Set when the game ends (11.0, see `victory`): nobody may act any more.
    pub result: Option<super::victory::Outcome>,
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
    pub fn craft(&self, id: CraftId) -> &Craft {
        &self.crafts[id as usize]
    }
    pub fn craft_ids(&self) -> impl Iterator<Item = CraftId> {
        0..self.crafts.len() as CraftId
    }
    /// Every unit on the map with a Velocity marker: ships, then crafts.
    pub fn units_in_play(&self) -> impl Iterator<Item = Unit> + '_ {
        let ships = self.ids().filter(|&s| self.ship(s).in_play()).map(Unit::Ship);
        ships.chain(self.craft_ids().filter(|&c| self.craft(c).in_play()).map(Unit::Craft))
    }
    pub fn owner(&self, u: Unit) -> Player {
        match u {
            Unit::Ship(s) => self.ship(s).player,
            Unit::Craft(c) => self.craft(c).player,
        }
    }
    /// Where a unit is: its own hex in play, its ship's when aboard or docked in its pod (6.3).
    pub fn at(&self, u: Unit) -> Option<Hex> {
        match u {
            Unit::Ship(s) => self.ship(s).at,
            Unit::Craft(c) => match self.craft(c).status {
                Status::Aboard | Status::Docked => self.ship(self.craft(c).ship).at,
                _ => self.craft(c).at,
            },
        }
    }
    pub fn facing(&self, u: Unit) -> Option<Clock> {
        match u {
            Unit::Ship(s) => self.ship(s).facing,
            Unit::Craft(c) => self.craft(c).facing,
        }
    }
    pub fn velocity(&self, u: Unit) -> Option<u8> {
        match u {
            Unit::Ship(s) => self.ship(s).velocity,
            Unit::Craft(c) => self.craft(c).velocity,
        }
    }
    pub fn reminder(&self, u: Unit) -> Reminder {
        match u {
            Unit::Ship(s) => self.ship(s).reminder,
            Unit::Craft(c) => self.craft(c).reminder,
        }
    }
    pub fn in_play(&self, u: Unit) -> bool {
        match u {
            Unit::Ship(s) => self.ship(s).in_play(),
            Unit::Craft(c) => self.craft(c).in_play(),
        }
    }
    pub fn docked(&self, u: Unit) -> Option<Unit> {
        match u {
            Unit::Ship(s) => self.ship(s).docked,
            Unit::Craft(c) => self.craft(c).docked,
        }
    }
    /// The unit's missile type, if it is a missile.
    pub fn missile(&self, u: Unit) -> Option<Missile> {
        match u {
            Unit::Craft(c) => match self.craft(c).kind {
                CraftKind::Missile(m) => Some(m),
                CraftKind::Battlecraft(_) => None,
            },
            Unit::Ship(_) => None,
        }
    }
    /// A spaceship or battlecraft (not a missile): what 6.2, 6.5 and 7.2's Weave treat alike.
    pub fn is_spacecraft(&self, u: Unit) -> bool {
        self.missile(u).is_none()
    }
    /// The unit's class, for spaceships and battlecraft.
    pub fn class(&self, u: Unit) -> Option<Class> {
        match u {
            Unit::Ship(s) => Some(self.ship(s).class),
            Unit::Craft(c) => match self.craft(c).kind {
                CraftKind::Battlecraft(k) => Some(k),
                CraftKind::Missile(_) => None,
            },
        }
    }
    /// E.g. "Player 2's Flute A", "Player 1's battlecraft E1", "Player 2's guided missile D-3". For the
    /// log as its owner sees it: a view for the enemy names an unrevealed craft through `shown_to`.
    pub fn name(&self, u: Unit) -> String {
        match u {
            Unit::Ship(s) => self.ship(s).name(),
            Unit::Craft(c) => {
                let k = self.craft(c);
                let letter = self.ship(k.ship).letter;
                match k.kind {
                    CraftKind::Battlecraft(class) => {
                        format!("{}'s {} {letter}{}", k.player.name(), class.name(), k.number)
                    }
                    CraftKind::Missile(m) => {
                        format!("{}'s {} missile {letter}-{}", k.player.name(), m.name(), k.number)
                    }
                }
            }
        }
    }
    /// The unit whose tally counts Maneuver Commands: a docked pair takes them "as if they were one"
    /// (7.4), so both count on the lower of the two.
    pub fn helm(&self, u: Unit) -> Unit {
        self.docked(u).map_or(u, |d| d.min(u))
    }
    /// The bookkeeping of a unit's commands this Command Phase.
    pub fn tally(&self, u: Unit) -> Tally {
        self.tallies.iter().find(|(x, _)| *x == u).map(|(_, t)| t.clone()).unwrap_or_default()
    }
    pub fn tally_mut(&mut self, u: Unit) -> &mut Tally {
        if let Some(i) = self.tallies.iter().position(|(x, _)| *x == u) {
            return &mut self.tallies[i].1;
        }
        self.tallies.push((u, Tally::default()));
        &mut self.tallies.last_mut().expect("pushed").1
    }
    /// The phasing player, or the chooser during set-up.
    pub fn phasing(&self) -> Option<Player> {
        match self.phase {
            Phase::SetUp => self.setup.first().map(Choice::player),
            Phase::Movement(p) | Phase::Command(p, _) | Phase::Fire(p) => Some(p),
        }
    }
}
