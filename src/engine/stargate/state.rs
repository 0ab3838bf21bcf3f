//! StarGate's game state and its sequence of play (4.0) as an explicit state machine.

use super::data::{self, Counter, Kind, Role};
use super::tables::{Shielded, Tactic};
use crate::engine::dice::Dice;
use crate::engine::hex::{Dir, Hex};
use serde::{Deserialize, Serialize};

/// The two sides, which are also the seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Virunian,
    Coalition,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Virunian => "Virunian",
            Side::Coalition => "Coalition",
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Virunian => Side::Coalition,
            Side::Coalition => Side::Virunian,
        }
    }
}

/// Index into `State::units` (and [`data::counters`]).
pub type UnitId = u8;

/// The steps of a Game-Turn (4.0), named like the rulebook. The Virunian Deployment Phase has no player
/// choice: it is carried out (and logged) as the Virunian Player Turn begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    CoalitionStaging,
    VirunianMovement,
    VirunianCombat,
    CoalitionMovement,
    CoalitionCombat,
    /// End of the Game-Turn: the Nullgate's gravity took one of `loser`'s units in a value-4 hex, and
    /// there is more than one to choose from (11.3).
    NullgateGravity { loser: Side },
    GameOver,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::CoalitionStaging => "Coalition Staging Segment",
            Phase::VirunianMovement => "Virunian Movement Phase",
            Phase::VirunianCombat => "Virunian Combat Phase",
            Phase::CoalitionMovement => "Coalition Movement Phase",
            Phase::CoalitionCombat => "Coalition Combat Phase",
            Phase::NullgateGravity { .. } => "Nullgate gravity",
            Phase::GameOver => "Game over",
        }
    }
    /// Who acts in this step.
    pub fn phasing(self) -> Option<Side> {
        match self {
            Phase::CoalitionStaging | Phase::CoalitionMovement | Phase::CoalitionCombat => Some(Side::Coalition),
            Phase::VirunianMovement | Phase::VirunianCombat => Some(Side::Virunian),
            Phase::NullgateGravity { loser } => Some(loser),
            Phase::GameOver => None,
        }
    }
}

/// Where a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loc {
    /// Not in play yet: a Coalition unit not yet staged, or a Virunian unit not yet revealed. Which
    /// Virunian unit lies face down in which Stargate is not stored anywhere: nobody may know it (3.2), so
    /// the unit is drawn by die when it is revealed (5.8).
    Off,
    /// On the map or in the Coalition staging area.
    At(Hex),
    Eliminated,
}

/// A unit's gate-skimming status, carried between turns (5.32).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skim {
    pub gate: u8,
    pub clockwise: bool,
    /// Orbit hexes entered so far in this circling (1, 2, or 3 = may leave).
    pub entered: u8,
    /// The heading it entered the circle with: the only direction it may leave in (5.33).
    pub exit: Dir,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unit {
    pub loc: Loc,
    pub skim: Option<Skim>,
}

/// How a unit or combined unit is being moved (5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Linear,
    Wobble,
    Teleport,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Linear => "linear movement",
            Mode::Wobble => "wobbling",
            Mode::Teleport => "teleport",
        }
    }
}

/// The unit being moved now, between its legs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Motion {
    /// The unit, or every unit of a combined unit (8.1), moving together.
    pub units: Vec<UnitId>,
    pub mode: Mode,
    /// Movement points left (linear, wobbling); unused by teleport.
    pub mp: u8,
    /// The straight path so far (5.2); `None` before the first hex.
    pub heading: Option<Dir>,
    /// Movement doubled by gate skimming: it may no longer turn (5.34).
    pub augmented: bool,
    /// Teleport legs made (a Tri-Ship may turn once, 5.9; other teleports go in one line).
    pub legs: u8,
    /// Hexes teleported so far (5.45).
    pub teleported: u8,
    /// The Igugui lending its teleport to this Human (5.5).
    pub lender: Option<UnitId>,
    /// Just revealed: its first hex must take it out of the orbit hex into a normal hex (5.8 rule 3).
    pub leaving_orbit: bool,
}

impl Motion {
    /// A movement about to begin, with the unit's full allowance.
    pub fn new(units: Vec<UnitId>, mode: Mode, mp: u8, lender: Option<UnitId>, leaving_orbit: bool) -> Motion {
        Motion { units, mode, mp, heading: None, augmented: false, legs: 0, teleported: 0, lender, leaving_orbit }
    }
}

/// Bookkeeping of the current Movement Phase.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MovePhase {
    /// Units that have moved (or begun to) this phase, in order.
    pub moved: Vec<UnitId>,
    /// Moves made by each Tri-Ship group this phase (5.8).
    pub group_moves: [u8; 6],
    /// The Virunian bonus move has begun: the phase ends when it is finished (5.8).
    pub bonus: bool,
    /// Igugui lending teleport this phase, who must stay put (5.5).
    pub lenders: Vec<UnitId>,
    pub motion: Option<Motion>,
    /// The approach routine in progress (7.1): the movement waits for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub approach: Option<Approach>,
    /// Phasing units that entered (or were eliminated entering) an enemy-occupied hex this phase, with
    /// the hex: they count toward the phasing side's shield there (7.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub approached: Vec<(UnitId, Hex)>,
    /// Units eliminated this phase, with the hex they were in: defenders lost count toward the defending
    /// side's shield (7.4 counts the defenders present at the start of the phase).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost: Vec<(UnitId, Hex)>,
}

/// An approach routine (7.1) in progress: a unit moved into an enemy-occupied hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Approach {
    /// The unit being moved (every unit of a combined unit, 8.1).
    pub units: Vec<UnitId>,
    pub hex: Hex,
    /// Who is shielded (7.4), from the counts when the routine began.
    pub shield: Option<Shielded>,
    /// An Igugui moves or defends: the Virunian Player announces an option he is not choosing (7.34).
    pub announce: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub announced: Option<Tactic>,
    /// The mover's commitment to his secret option (see `approach::commitment`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<u64>,
    /// The defender's commitment to his secret option, when he chose first: the Virunian Player defending
    /// against an Igugui announces (7.34) and conceals his option at once (`Action::Conceal`), and the
    /// mover then chooses in the open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concealed: Option<u64>,
    /// The mover's option: set when revealed, or from the start when only one is allowed (7.32).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack: Option<Tactic>,
    /// The defender's option (chosen in the open after the mover's commitment, or disclosed after the
    /// mover's open choice when the defender concealed his first).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense: Option<Tactic>,
    /// A "d" result with several defenders: their owner chooses the unit lost (7.13).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub loss: bool,
}

/// Bookkeeping of the current Combat Phase (9.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatPhase {
    /// Defending hexes whose combat is resolved.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resolved: Vec<Hex>,
    /// Units that have attacked, in-hex or ranged: no unit attacks twice (9.1; a Tri-Ship's adjacent
    /// attacks excepted, 9.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<UnitId>,
    /// Enemy units attacked: none is attacked twice (9.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacked: Vec<UnitId>,
    /// The attack being declared: its defending hex and the ranged units joining it (10.0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declared: Option<Declared>,
}

impl CombatPhase {
    pub fn is_empty(&self) -> bool {
        *self == CombatPhase::default()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declared {
    pub hex: Hex,
    pub ranged: Vec<UnitId>,
}

/// A unit a combat result disperses, waiting for the opposing player to place it (9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dispersal {
    pub unit: UnitId,
    /// Where it was at the instant of combat: it goes within five hexes of here.
    pub from: Hex,
    /// The player who places it.
    pub by: Side,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct State {
    pub dice: Dice,
    pub turn: u32,
    pub phase: Phase,
    pub units: Vec<Unit>,
    /// Face-down Virunian units in Stargate A and B (3.2).
    pub face_down: [u8; 2],
    /// Virunian Deployment Phases held so far (the first roll is full, later ones halved: 3.2).
    pub deployments: u8,
    pub movement: MovePhase,
    #[serde(default, skip_serializing_if = "CombatPhase::is_empty")]
    pub combat: CombatPhase,
    /// Units to be dispersed, in order (9.2: on Db the attacker's placing of defenders comes first).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dispersal: Vec<Dispersal>,
    /// Weapons units gone berserk, waiting to attack (9.5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub berserk: Vec<UnitId>,
    /// Set when the game is over (12.0).
    pub winner: Option<Side>,
}

impl State {
    pub fn new(seed: u64) -> State {
        State {
            dice: Dice::new(seed),
            turn: 1,
            phase: Phase::CoalitionStaging,
            units: vec![Unit { loc: Loc::Off, skim: None }; data::counters().len()],
            face_down: [0, 0],
            deployments: 0,
            movement: MovePhase::default(),
            combat: CombatPhase::default(),
            dispersal: Vec::new(),
            berserk: Vec::new(),
            winner: None,
        }
    }

    pub fn counter(&self, u: UnitId) -> &Counter {
        &data::counters()[u as usize]
    }

    pub fn side(&self, u: UnitId) -> Side {
        match self.counter(u).kind {
            Kind::Coalition(_) => Side::Coalition,
            _ => Side::Virunian,
        }
    }

    pub fn ids(&self) -> impl Iterator<Item = UnitId> {
        0..self.units.len() as UnitId
    }

    pub fn hex_of(&self, u: UnitId) -> Option<Hex> {
        match self.units[u as usize].loc {
            Loc::At(h) => Some(h),
            _ => None,
        }
    }

    /// Units at a hex (including the staging area).
    pub fn units_at(&self, h: Hex) -> impl Iterator<Item = UnitId> + '_ {
        self.ids().filter(move |&u| self.hex_of(u) == Some(h))
    }

    pub fn side_at(&self, h: Hex, side: Side) -> usize {
        self.units_at(h).filter(|&u| self.side(u) == side).count()
    }

    pub fn group(&self, u: UnitId) -> Option<u8> {
        match self.counter(u).kind {
            Kind::Tri(g, _) => Some(g),
            _ => None,
        }
    }

    pub fn role(&self, u: UnitId) -> Option<Role> {
        match self.counter(u).kind {
            Kind::Tri(_, r) => Some(r),
            _ => None,
        }
    }

    /// The unit and any units of the same Tri-Ship in its hex: the combined unit it belongs to (8.1).
    pub fn combined_with(&self, u: UnitId) -> Vec<UnitId> {
        match (self.group(u), self.hex_of(u)) {
            (Some(g), Some(h)) => self.units_at(h).filter(|&o| self.group(o) == Some(g)).collect(),
            _ => vec![u],
        }
    }

    /// The unit whose id its combined unit's moves use: the lowest id among them (8.1).
    pub fn lead(&self, u: UnitId) -> UnitId {
        self.combined_with(u).into_iter().min().unwrap_or(u)
    }

    /// Face-down Virunian units: in the Stargates or not yet deployed.
    pub fn unrevealed(&self) -> Vec<UnitId> {
        self.ids().filter(|&u| self.side(u) == Side::Virunian && self.units[u as usize].loc == Loc::Off).collect()
    }

    pub fn undeployed(&self) -> u8 {
        self.unrevealed().len() as u8 - self.face_down[0] - self.face_down[1]
    }

    pub fn eliminated(&self, u: UnitId) -> bool {
        self.units[u as usize].loc == Loc::Eliminated
    }

    /// The unit's name as printed and spoken, e.g. "Igugui 2-2-6" or "Tri-Ship 3 weapons 3-4".
    pub fn name(&self, u: UnitId) -> String {
        unit_name(u)
    }
}

/// A unit's printed and spoken name (see [`State::name`]); it depends only on the counter mix.
pub fn unit_name(u: UnitId) -> String {
    let counters = data::counters();
    let c = &counters[u as usize];
    let ma = match c.movement {
        data::Movement::Wobble => format!("{}W", c.allowance),
        data::Movement::LinearOrTeleport => format!("{}T", c.allowance),
        data::Movement::Linear => c.allowance.to_string(),
    };
    // Same-kind counters are told apart by their number within the kind.
    let nth = counters[..u as usize]
        .iter()
        .filter(|o| match (o.kind, c.kind) {
            (Kind::Coalition(a), Kind::Coalition(b)) => a == b,
            (Kind::Monad, Kind::Monad) => true,
            _ => false,
        })
        .count()
        + 1;
    match c.kind {
        Kind::Coalition(race) => format!("{} {}-{}-{} #{nth}", race.name(), c.attack, c.defense, ma),
        Kind::Tri(g, role) if c.attack == 0 => format!("Tri-Ship {g} {} ({})-{ma}", role.name(), c.defense),
        Kind::Tri(g, role) => format!("Tri-Ship {g} {} {}-{ma}", role.name(), c.attack),
        Kind::Monad => format!("Monad {}-{ma} #{nth}", c.attack),
    }
}

/// Several units' names, e.g. "Tri-Ship 2 control (2)-3W + Tri-Ship 2 weapons 3-4".
pub fn unit_names(units: &[UnitId]) -> String {
    units.iter().map(|&u| unit_name(u)).collect::<Vec<_>>().join(" + ")
}
