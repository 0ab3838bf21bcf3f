//! Outreach's game state: the players (1–4 seats), their forces, StarGates and potential value chits on
//! the map, discovered beacon stars, and where the Game-Turn stands (4.2). It changes only by events
//! (`event::apply`).

use super::scenarios::Fleets;
use super::conflict::ConflictCheck;
use super::reduction::ReductionCheck;
use super::tables::Opt;
use crate::engine::dice::Dice;
use crate::engine::seal::Sealing;
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

/// The seats: up to four players (18.0), in clockwise order around the map (4.2A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    P1,
    P2,
    P3,
    P4,
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat::P1, Seat::P2, Seat::P3, Seat::P4];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Option<Seat> {
        Seat::ALL.get(i).copied()
    }
}

/// The four sets of autonomous counters (3.2, 13.0), each of its own colour: forces of no player, each run
/// by its caretaker (13.23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Auto {
    A1,
    A2,
    A3,
    A4,
}

impl Auto {
    pub const ALL: [Auto; 4] = [Auto::A1, Auto::A2, Auto::A3, Auto::A4];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Who owns a force or a StarGate and keeps options toward others (8.1): a player, or an autonomous force
/// (13.0). Written as the seat's or the set's name ("p1", "a1"), so states of games without autonomous forces
/// read as they always have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Party {
    Player(Seat),
    Auto(Auto),
}

impl Party {
    /// The player, if it is one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Party::Player(s) => Some(s),
            Party::Auto(_) => None,
        }
    }
    pub fn auto(self) -> Option<Auto> {
        match self {
            Party::Auto(a) => Some(a),
            Party::Player(_) => None,
        }
    }
}

impl From<Seat> for Party {
    fn from(s: Seat) -> Party {
        Party::Player(s)
    }
}

impl From<Auto> for Party {
    fn from(a: Auto) -> Party {
        Party::Auto(a)
    }
}

impl PartialEq<Seat> for Party {
    fn eq(&self, s: &Seat) -> bool {
        *self == Party::Player(*s)
    }
}

/// A player: his side's name from the scenario, Civilization Level (12.0) and Resource Points (14.0),
/// and the hexes he has explored successfully (6.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub side: String,
    pub cl: u8,
    pub rp: u32,
    pub explored: Vec<Hex>,
    /// His Seed Table result in 18.5 (18.51–18.52).
    pub seed: Option<char>,
    /// Eliminated, left with no friendly StarGate (10.25): he acts no more.
    #[serde(default, skip_serializing_if = "is_false")]
    pub eliminated: bool,
    /// The blank wisdom chits he controls, to spend on fate rolls (11.16, 17.26).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wisdom: u8,
    /// He controls the X wisdom chit (17.27; 18.34, 18.44, 18.56).
    #[serde(default, skip_serializing_if = "is_false")]
    pub x_chit: bool,
    /// The Fate Table results that come once a game which he has had: dissolutions (11.34) and K (11.2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fates: Vec<char>,
}

impl Player {
    /// The Civilization Level Range in hexes: the square of the CL (5.15); 0 at CL 0.
    pub fn clr(&self) -> u32 {
        (self.cl as u32).pow(2)
    }
}

/// A player's StarFleets in one hex that shift together (5.12–5.13). Fleets that have shifted this
/// Shift Phase stay a force of their own until it ends, so no force picks up another's fleets (5.13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Force {
    pub owner: Party,
    pub hex: Hex,
    pub fleets: Fleets,
    /// Shifted this Game-Turn (regular or reserve: 5.12, 5.33).
    pub shifted: bool,
    /// An autonomous force's fleets whose kind no one has seen (13.0): drawn from what is left of its set when
    /// a resolution needs it (9.0, 10.0, 13.23). `fleets` holds those revealed.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub unknown: u8,
    /// The wisdom chits its fleets carry from a core hex toward a friendly StarGate, one a fleet (17.21–17.22).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub chits: u8,
}

impl Force {
    /// Its StarFleet counters, revealed or not.
    pub fn counters(&self) -> u32 {
        self.fleets.total() + self.unknown as u32
    }
}

/// A StarGate counter (14.1): its hex, owner (`None`: neutral), System Points, and whether it is
/// neutralized (10.0). `created` and `augmented`: the Game-Turn of its creation and last augmentation
/// (14.15, 14.21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gate {
    pub hex: Hex,
    pub owner: Option<Party>,
    pub sp: u8,
    pub neutralized: bool,
    pub created: u32,
    pub augmented: u32,
    /// An autonomous StarGate whose SP (printed on its back, 3.21) no one has seen: `sp` is 0 until drawn from
    /// what is left of its set when a resolution needs it (7.0, 10.0).
    #[serde(default, skip_serializing_if = "is_false")]
    pub face_down: bool,
}

impl Gate {
    /// Whether it is `party`'s and not neutralized: neutralized gates are friendly to no one (10.23).
    pub fn friendly_to(&self, party: impl Into<Party>) -> bool {
        self.owner == Some(party.into()) && !self.neutralized
    }
}

/// A potential value chit on the map (3.2, 6.1), face down: its value for its hex and who has seen it.
/// `drawn`: its index in the chit mix (`tables::PV_CHITS`), or `None` for a scenario's printed value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chit {
    pub hex: Hex,
    pub value: u8,
    pub drawn: Option<u8>,
    pub known_by: Vec<Seat>,
}

/// The phases of a Game-Turn (4.2). The Shift Order Determination Phase (A) has no choice: it is drawn
/// as the turn begins. The Galactic Interrelation and Fate Phases (D, E) are Outreach II's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// 18.5's set-up: beacon stars placed around each asterisked seed's first hex by 15.0's procedure
    /// (18.53), one seed after another in seat order.
    Seeding,
    /// Before the first Game-Turn, each player in turn raises StarFleets with his RP at his gates (18.41).
    Builds,
    /// B1: each player in shift order shifts his forces (5.0).
    RegularShifts,
    /// B2: from the last player back to the first, one force each (5.3).
    ReserveShifts,
    /// C: each player in shift order explores (6.0).
    Exploration,
    /// D1: the Contact Segment of the Galactic Interrelation Phase, hex by hex (7.0). Outreach II's rules
    /// only ([`State::full`]), as are the phases after it.
    Contact,
    /// D2: the Interaction Segment: options chosen in secret and revealed together (8.0).
    Interaction,
    /// D3: the Conflict Segment, hex by hex (9.0).
    Conflict,
    /// D4: the Reduction Segment, hex by hex (10.0).
    Reduction,
    /// E: each player in shift order rolls on the Fate Table (11.0).
    Fate,
    /// F: resource allocation (14.0).
    ResourceAllocation,
    GameOver,
}

/// The force now shifting, which may shift again (continual shifting, 5.21).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moving {
    pub hex: Hex,
    pub fleets: Fleets,
}

/// Losses its owner must choose: a scatter's attrition (5.24, 5.51) or a conflict's (9.18), `count` fleets
/// from the force of `fleets` now in `hex` (or to be removed with it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attrition {
    pub owner: Seat,
    pub hex: Hex,
    pub fleets: Fleets,
    pub count: u32,
    /// The case of the losses: a scatter's attrition (5.51), or a conflict's (9.18).
    #[serde(default = "scatter_case", skip_serializing_if = "is_scatter_case")]
    pub case: String,
}

fn scatter_case() -> String {
    "5.51".into()
}

fn is_scatter_case(c: &String) -> bool {
    c == "5.51"
}

/// A hexrow (15.12): a whole column or a whole row of the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "line", content = "n", rename_all = "lowercase")]
pub enum Hexrow {
    Column(u8),
    Row(u8),
}

impl Hexrow {
    pub fn contains(self, h: Hex) -> bool {
        let (c, r) = h.offset();
        match self {
            Hexrow::Column(n) => c == n as i32,
            Hexrow::Row(n) => r == n as i32,
        }
    }
    pub fn words(self) -> String {
        match self {
            Hexrow::Column(n) => format!("column {n:02}"),
            Hexrow::Row(n) => format!("row {n:02}"),
        }
    }
}

/// New beacon stars being placed (15.1): discovered from `from` by `discoverer`'s force, `left` still
/// to place; `row`: the hexrow chosen for the next one; `turn`: whose choice or placement it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discovery {
    pub discoverer: Seat,
    pub from: Hex,
    pub left: u8,
    pub row: Option<Hexrow>,
    pub turn: Seat,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub scenario: String,
    pub players: Vec<Player>,
    /// The Game-Turn (1…) and the scenario's last.
    pub turn: u32,
    pub turns: u32,
    pub phase: Phase,
    /// This Game-Turn's shift order (4.2A), and the position in it of the player acting in the phase.
    pub order: Vec<Seat>,
    pub at: usize,
    pub forces: Vec<Force>,
    pub gates: Vec<Gate>,
    pub chits: Vec<Chit>,
    /// Indices into `tables::PV_CHITS` of the chits not on the map.
    pub pool: Vec<u8>,
    /// Beacon stars discovered in play (15.0), beside the printed ones.
    pub beacons: Vec<Hex>,
    pub moving: Option<Moving>,
    /// The acting player has made his reserve shift (5.32).
    pub reserve_used: bool,
    /// The acting player has paid his maintenance this Resource Allocation Phase (14.27).
    pub maintained: bool,
    pub attrition: Option<Attrition>,
    pub discovery: Option<Discovery>,
    /// Hexes explored this Game-Turn, by whom (one roll per hex per player, 6.0).
    pub explored_now: Vec<(Seat, Hex)>,
    /// X results this Game-Turn per seat: each adds one to that player's fate roll (11.12).
    pub x: Vec<u8>,
    pub dice: Dice,
    /// Outreach II's sequence of play: the Galactic Interrelation Phase (4.2 D) is played. False for the
    /// records of Outreach I, which replay as they were made (the record's option `"rules": "full"`).
    #[serde(default, skip_serializing_if = "is_false")]
    pub full: bool,
    /// The hexes holding a Contact marker (7.2): every force and StarGate there is in contact.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contacts: Vec<Hex>,
    /// The hex whose Contact Table resolution is under way (7.0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contact: Option<ContactCheck>,
    /// The hexes resolved on the Contact Table this segment, contact made or not.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contact_done: Vec<Hex>,
    /// The Interaction Displays (8.1): each option a player has chosen toward another, (from, to, option).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<(Party, Party, Opt)>,
    /// The Interaction Segment under way (8.0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interaction: Option<InteractionChoice>,
    /// The hex whose conflict is under way (9.0).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conflict: Option<ConflictCheck>,
    /// The hexes whose conflict is over this segment.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conflict_done: Vec<Hex>,
    /// The StarGate whose reduction is under way (10.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reduction: Option<ReductionCheck>,
    /// The hexes whose reduction is over this segment.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reduction_done: Vec<Hex>,
    /// The Game-Turns in a row, per seat, that its scenario's lasting condition of victory has held at a
    /// Game-Turn's end (18.22, 18.42, 18.57); empty while none has.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub streaks: Vec<u32>,
    /// The Game-Turns in a row every remaining player has held more than 100 SP (18.54's draw).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub draw: u32,
    /// A dissolution whose StarGates its player is choosing (11.32).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dissolution: Option<Dissolution>,
    /// The autonomous forces on the map (13.0), in the order they appeared.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub autonomous: Vec<Autonomous>,
    /// The core hexes left without a wisdom chit, no spare being left to refill them (3.31, 17.24); in a
    /// scenario that plays 17.0 the others hold one (`wisdom`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bare_cores: Vec<Hex>,
    /// The X chit's holder whose level a fate roll raised, choosing whether to keep it (18.45).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keep_x: Option<Seat>,
    /// An autonomous force's StarGates being placed, the roller choosing where the excess goes (13.13).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing: Option<Placing>,
    /// How the game ended, in words (4.1, 18.x), under Outreach II's rules: the status line and the result
    /// banner show it. The preview's games keep none, so their states and checks read as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// A G–J result's StarGates placed so far around the hex rolled for, the first that hex (13.12–13.13): the
/// roller places the rest.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Placing {
    pub seat: Seat,
    pub letter: char,
    pub gates: Vec<Hex>,
}

/// An autonomous force (13.0): the set of counters it is made of, the Fate Table result that called it and
/// its Civilization Level (11.2 G–J), its caretaker once a player has contacted it (13.23), and the players
/// toward whom it is hostile for good since they attacked or reduced it while it was not (13.26).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Autonomous {
    pub set: Auto,
    pub letter: char,
    pub cl: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caretaker: Option<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enemies: Vec<Seat>,
}

/// A dissolution under way (11.3): `seat` neutralizes StarGates of his own worth `target` SP or more, the
/// `letter`'s percentage of his SP rounded up (11.32); those chosen so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dissolution {
    pub seat: Seat,
    pub letter: char,
    pub target: u32,
    pub chosen: Vec<(Hex, u8)>,
}

/// An Interaction Segment's secret choices (8.0, 8.11, 8.15): each player in contact with others and the
/// players he chooses options toward, in seat order; the sealing, one slot per seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InteractionChoice {
    pub toward: Vec<(Seat, Vec<Party>)>,
    pub sealing: Sealing,
    /// The players whose displays had an option moved to or from C this segment, their own or another's
    /// toward them: the autonomous forces in contact with them choose again (8.19).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub domino: Vec<Seat>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// A hex's Contact Table resolution (7.0): its parties, each player with forces or an unneutralized
/// StarGate there, in shift order; and their Contact Indices, sealed and opened together (7.13), one slot per
/// seat (`Out` for a seat that is no party or whose index has no choice, 7.11–7.12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContactCheck {
    pub hex: Hex,
    pub parties: Vec<Party>,
    pub sealing: Sealing,
}

impl State {
    pub fn player(&self, s: Seat) -> &Player {
        &self.players[s.index()]
    }
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len()).filter_map(Seat::from_index)
    }
    /// The player acting in the current phase, by the shift order (reversed for reserve shifts, 5.3).
    pub fn current(&self) -> Option<Seat> {
        match self.phase {
            Phase::ReserveShifts => self.order.iter().rev().nth(self.at).copied(),
            Phase::GameOver => None,
            _ => self.order.get(self.at).copied(),
        }
    }
    /// The autonomous force of set `a`, if it is on the map (13.0).
    pub fn autonomous_force(&self, a: Auto) -> Option<&Autonomous> {
        self.autonomous.iter().find(|x| x.set == a)
    }
    /// A party's Civilization Level: a player's (12.0), or an autonomous force's (11.2 G–J).
    pub fn cl(&self, p: Party) -> u8 {
        match p {
            Party::Player(s) => self.player(s).cl,
            Party::Auto(a) => self.autonomous_force(a).map_or(0, |x| x.cl),
        }
    }
    /// The StarFleet counters of `p` in `h`, their kinds known or not.
    pub fn counters(&self, p: impl Into<Party>, h: Hex) -> u32 {
        let p = p.into();
        self.forces.iter().filter(|f| f.owner == p && f.hex == h).map(|f| f.counters()).sum()
    }
    /// `seat`'s System Points: the SP of his StarGates that are not neutralized (11.11, 14.0).
    pub fn system_points(&self, seat: Seat) -> u32 {
        self.gates.iter().filter(|g| g.friendly_to(seat)).map(|g| g.sp as u32).sum()
    }
    pub fn gate_at(&self, h: Hex) -> Option<&Gate> {
        self.gates.iter().find(|g| g.hex == h)
    }
    pub fn chit_at(&self, h: Hex) -> Option<&Chit> {
        self.chits.iter().find(|c| c.hex == h)
    }
    /// `seat`'s fleets in `h`, shifted or not.
    pub fn fleets_of(&self, seat: impl Into<Party>, h: Hex) -> Fleets {
        let seat = seat.into();
        self.forces.iter().filter(|f| f.owner == seat && f.hex == h).fold(Fleets::NONE, |a, f| a.plus(f.fleets))
    }
    /// The wisdom chits `seat`'s fleets in `h` carry (17.22).
    pub fn chits_of(&self, seat: Seat, h: Hex) -> u8 {
        self.forces.iter().filter(|f| f.owner == seat && f.hex == h).map(|f| f.chits).sum()
    }
    /// `seat`'s fleets in `h` that have not shifted this Game-Turn.
    pub fn unshifted(&self, seat: Seat, h: Hex) -> Fleets {
        self.forces
            .iter()
            .filter(|f| f.owner == seat && f.hex == h && !f.shifted)
            .fold(Fleets::NONE, |a, f| a.plus(f.fleets))
    }
    /// Whether `fleets` in `from` are (part of) the force that shifted last and may go on (5.21).
    pub fn going_on(&self, from: Hex, fleets: Fleets) -> bool {
        self.moving.as_ref().is_some_and(|m| m.hex == from && fleets.within(m.fleets))
    }
    /// Every hex holding forces of `seat`, in map order, once.
    pub fn hexes_of(&self, seat: Seat) -> Vec<Hex> {
        let mut v: Vec<Hex> = self.forces.iter().filter(|f| f.owner == seat).map(|f| f.hex).collect();
        crate::engine::sort::sort_dedup(&mut v);
        v
    }
}
