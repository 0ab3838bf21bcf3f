//! Outreach's events: everything that changes the state, each applied by [`apply`]. What a seat may
//! know of an event is decided here in data ([`Event::secret_to`]) before any text is made.

use super::scenarios::Fleets;
use super::state::{
    Attrition, Auto, Autonomous, Chit, Discovery, Dissolution, Force, Gate, Hexrow, InteractionChoice, Moving, Party, Phase, Placing,
    Seat, State,
};
use super::economy::FleetKind;
use super::tables::{Exploration, Opt};
use super::conflict::{self, ConflictCheck, Stage};
use super::contact;
use super::interaction;
use super::reduction::ReductionCheck;
use crate::engine::hex::Hex;
use crate::engine::seal::{Commitment, Sealing, Slot};
use serde::{Deserialize, Serialize};

/// What a die is rolled for: the table and the row it reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub enum Purpose {
    /// A potential value chit drawn for the shift order (4.2A): the chit's index in the mix.
    ShiftOrder { seat: Seat },
    /// The Scatter Table (5.41): a shift of `length` hexes, the die modified by `modifier` (5.42–5.46).
    Scatter { length: u32, modifier: i32 },
    /// The scatter's direction on the map's scatter diagram (5.52).
    ScatterDirection,
    /// The Exploration Table (6.0) for `seat`: `total` = twice his explorers plus his regular fleets.
    Exploration { seat: Seat, hex: Hex, total: u32 },
    /// How many new beacon stars are discovered: the die plus two (15.11).
    Beacons,
    /// Solitaire placement: two dice for a hex of the chosen hexrow, a beacon on exactly 9 (15.12).
    BeaconHex { hex: Hex },
    /// One of `seat`'s two dice on the Seed Winds Table (18.51): the first gives the row, the second the
    /// column.
    SeedWinds { seat: Seat },
    /// The Contact Table (7.4) for `seat`'s Contact Index in `hex` (7.11–7.13).
    Contact { seat: Party, hex: Hex, index: u32 },
    /// The Conflict Table (9.2) for `seat`'s attack in `hex`: its column index and the die's modifier
    /// (9.16–9.17), the row the modified die clamped to −2…9 (9.19).
    Conflict { seat: Party, hex: Hex, column: u8, modifier: i32 },
    /// The Reduction Table (10.3) for `seat`'s attempt on the StarGate in `hex` at `differential` (10.22, 8.2).
    Reduction { seat: Party, hex: Hex, differential: i32 },
    /// The Fate Table (11.4) for `seat`: the column of his SP moved left by his RP (11.14); the natural die
    /// raised by his `x` results (to 6 at most, 11.12), then by `plus` bought (to 8 at most, 11.13).
    Fate { seat: Seat, column: u8, x: u8, plus: u8 },
    /// Which of the hexes `seat` rolled for this Game-Turn gets the autonomous force he called (13.19).
    AutonomousHex { seat: Seat, hexes: Vec<Hex> },
    /// The kind of one of autonomous force `set`'s fleets in `hex`, drawn from what is left of the set: a
    /// face up to `dreadnoughts` is a dreadnought (3.21, 13.0).
    AutonomousFleet { set: Auto, hex: Hex, regulars: u32, dreadnoughts: u32 },
    /// The SP of autonomous force `set`'s StarGate in `hex`, drawn from the values `left` in the set (3.21).
    AutonomousGate { set: Auto, hex: Hex, left: Vec<u8> },
    /// The Random Interaction Option Table (8.4) for autonomous force `set` toward `seat`, in the column of
    /// its option before (none: No Previous Option).
    Riot { set: Auto, seat: Seat, previous: Option<Opt> },
    /// The back of a wisdom chit `seat` comes to control, one of the `left` no player controls: the X on 1
    /// (17.25, 17.27).
    Wisdom { seat: Seat, left: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    Rolled {
        sides: u32,
        face: u32,
        purpose: Purpose,
    },
    /// A Game-Turn begins (4.1).
    TurnBegan {
        turn: u32,
    },
    /// The shift order of this Game-Turn (4.2A): each player's chit total, then the order.
    OrderSet {
        totals: Vec<(Seat, u32)>,
        order: Vec<Seat>,
    },
    PhaseBegan {
        phase: Phase,
    },
    /// The next player in the phase's order acts (4.2).
    Next,
    /// A force begins a shift from `from` toward `to`, `length` hexes (5.1, 5.41); `go_on`: the force
    /// that shifted last goes on shifting (5.21).
    Shifted {
        seat: Seat,
        from: Hex,
        to: Hex,
        fleets: Fleets,
        length: u32,
        go_on: bool,
            /// The wisdom chits its fleets carry from the force they leave (17.22).
        #[serde(default, skip_serializing_if = "is_zero")]
        chits: u8,
    },
    /// The force arrives where it meant to; `go_on`: it may shift again (5.21); `chits`: the wisdom chits it
    /// carries, any it took along included (17.21).
    Arrived {
        seat: Seat,
        hex: Hex,
        fleets: Fleets,
        go_on: bool,
        #[serde(default, skip_serializing_if = "is_zero")]
        chits: u8,
    },
    /// The force scatters `hexes` hexes in direction `dir` from `intended` to `hex` (5.52); its
    /// attrition (5.51) is `loss` % of its fleets, `count` fleets (doubled beyond its CLR).
    Scattered {
        seat: Seat,
        fleets: Fleets,
        intended: Hex,
        hex: Hex,
        dir: u8,
        hexes: u8,
        loss: u8,
        count: u32,
        doubled: bool,
        #[serde(default, skip_serializing_if = "is_zero")]
        chits: u8,
    },
    /// Fleets of a force taken off the map: attrition chosen by the owner (5.24) or the whole force (5.53).
    Lost {
        seat: Seat,
        hex: Hex,
        fleets: Fleets,
        case: String,
    },
    /// Attrition the owner now chooses (5.24): a force of several kinds loses `count` fleets.
    MustLose {
        attrition: Attrition,
    },
    /// The force shifting stops; it shifts no more this Game-Turn (5.12, 5.22, 5.23).
    Stopped {
        seat: Seat,
    },
    /// A player's shifts or exploration end (4.2).
    Ended {
        seat: Seat,
        phase: Phase,
    },
    /// A force arriving where no beacon is in sight discovers `count` new beacon stars (15.0, 15.11).
    Discovered {
        seat: Seat,
        from: Hex,
        count: u8,
        first: Seat,
    },
    RowChosen {
        seat: Seat,
        row: Hexrow,
    },
    BeaconPlaced {
        seat: Seat,
        hex: Hex,
    },
    /// In solitaire, every hex of the row has had its two dice; the player picks another (15.12).
    RowDone {
        row: Hexrow,
    },
    /// Beacons that fit nowhere (no hexrow or hex left that 15.13–15.14 allow) are not placed.
    BeaconsLeft {
        count: u8,
    },
    /// An exploration's result (6.0).
    Explored {
        seat: Seat,
        hex: Hex,
        result: Exploration,
    },
    /// A chit drawn at random from those left (`drawn`: its index in the mix; the draw advances the dice)
    /// is placed face down in a hex its explorer alone has seen (6.11).
    ChitPlaced {
        seat: Seat,
        hex: Hex,
        drawn: u8,
        value: u8,
    },
    /// An explorer sees the chit already in the hex (6.12).
    ChitSeen {
        seat: Seat,
        hex: Hex,
        value: u8,
    },
    /// A player's Seed Table result (18.51–18.52).
    Seeded { seat: Seat, letter: char },
    /// A StarGate of 18.5's set-up: a chit drawn for its hex (`drawn`, advancing the dice) and the gate at
    /// its full value, the chit going back at once (18.53, 14.16).
    SeedGate { seat: Seat, hex: Hex, drawn: u8, value: u8 },
    /// RP to raise StarFleets before the game: twice the player's SP (18.53).
    Budget { seat: Seat, rp: u32 },
    /// RP lost: 18.5's build budget not spent before the game (brief §4 on 18.53), or the Guardians'
    /// reserve beyond 20 RP (18.24).
    RpLost { seat: Seat, rp: u32, case: String },
    /// A player's income: one RP per SP of his gates (14.0).
    Income { seat: Seat, rp: u32 },
    /// Maintenance paid (14.27).
    Maintained { seat: Seat, rp: u32 },
    /// A StarGate of 0 SP created by expending two fleets (14.13).
    GateCreated { seat: Seat, hex: Hex, fleets: Fleets },
    /// A StarGate augmented to `sp` by expending fleets (14.14).
    Augmented { seat: Seat, hex: Hex, fleets: Fleets, sp: u8 },
    /// The chit of a hex whose gate reached its potential goes back among the unpicked chits (14.16).
    ChitReturned { hex: Hex },
    /// A neutralized StarGate made friendly (14.18–14.19).
    Deneutralized { seat: Seat, hex: Hex, fleets: Fleets, rp: u32 },
    /// A StarFleet raised (14.21–14.25).
    Raised { seat: Seat, hex: Hex, kind: FleetKind, rp: u32 },
    /// A hex's Contact Table resolution begins (7.0): its parties in shift order, and those whose Contact
    /// Index is a choice, to be sealed and opened together (7.13).
    ContactCheck { hex: Hex, parties: Vec<Party>, choosing: Vec<Seat> },
    /// A player seals his Contact Index for the hex being resolved: only the commitment is known.
    IndexSealed { seat: Seat, commitment: Commitment },
    /// A sealed Contact Index opened (7.13), once every party has sealed.
    IndexOpened { seat: Seat, index: u32 },
    /// A C on the Contact Table by `by`'s roll, or without a roll where allies of allies meet (7.25): a
    /// Contact marker in `hex`; everything there is in contact (7.21).
    ContactMade { hex: Hex, by: Option<Party> },
    /// The hex's Contact Table resolution is over.
    ContactResolved { hex: Hex },
    /// The Interaction Segment begins (8.0): each player in contact with others, and those he chooses
    /// options toward, in secret (8.11, 8.15–8.16).
    InteractionBegan { toward: Vec<(Seat, Vec<Party>)> },
    /// A player seals his options: only the commitment is known.
    OptionsSealed { seat: Seat, commitment: Commitment },
    /// A player's sealed options revealed (8.0): his option toward each player of his list, now on his display.
    OptionsOpened { seat: Seat, options: Vec<(Party, Opt)> },
    /// Every display is revealed; the segment's choices are over.
    InteractionResolved,
    /// Conflict is possible in `hex` (9.0): the players who may attack, in shift order; those who must (8.2
    /// C/C); the others say in secret whether they will.
    ConflictCheck {
        hex: Hex,
        may: Vec<Seat>,
        must: Vec<Seat>,
        /// The autonomous forces that attack there, as they must (13.33).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        autonomous: Vec<Auto>,
    },
    /// A player seals whether he attacks: only the commitment is known.
    IntentSealed { seat: Seat, commitment: Commitment },
    /// A sealed intent revealed, once all have sealed (9.0).
    IntentOpened { seat: Seat, attack: bool },
    /// The attackers in `hex`, in shift order, declare their Approximate Conflict Capacities in secret;
    /// `choosing`: those whose range is more than one value (9.15).
    CapacityCheck { hex: Hex, attackers: Vec<Party>, choosing: Vec<Seat> },
    /// A player seals his Approximate Conflict Capacity.
    CapacitySealed { seat: Seat, commitment: Commitment },
    /// A sealed capacity revealed, once all have sealed (9.15).
    CapacityOpened { seat: Seat, capacity: u32 },
    /// Every capacity declared, and so the order of the attacks: the highest first, ties in shift order (9.0).
    AttackOrder { hex: Hex, declared: Vec<(Party, u32)>, order: Vec<Party> },
    /// `seat` attacks `defender`'s force: both true capacities revealed (9.0, 9.14), the column index and the
    /// die's modifier (9.16–9.17).
    Attacked { seat: Party, hex: Hex, defender: Party, attacker_true: u32, defender_true: u32, column: u8, modifier: i32 },
    /// The attack's result: each side's percentage and StarFleets lost (the defender's doubled under C/C, 8.2).
    ConflictLosses {
        seat: Party,
        hex: Hex,
        defender: Party,
        attacker_pct: u8,
        defender_pct: u8,
        attacker_loss: u32,
        defender_loss: u32,
        doubled: bool,
    },
    /// The next losses of the attack are taken now (9.18).
    LossesOwed { seat: Party, hex: Hex, count: u32 },
    /// An attacker whose force is gone, or who has no one left to attack, makes no attack (9.0).
    AttackLapsed { seat: Party, hex: Hex },
    /// The hex's conflict is over.
    ConflictResolved { hex: Hex },
    /// The StarGate in `hex` may be reduced (10.21): the players who may attempt it, to say so in shift order.
    ReductionCheck {
        hex: Hex,
        deciding: Vec<Seat>,
        /// The autonomous forces that attempt it, as they must (13.33).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        autonomous: Vec<Auto>,
    },
    /// A player attempts the reduction, revealing his Reduction Capacity (10.1, 10.22), or declines.
    ReductionDecided { seat: Seat, hex: Hex, attempt: bool, capacity: u32 },
    /// `owner`'s StarGate in `hex` neutralized by `by` (10.1, 10.23): friendly to no one; `destroyed` at 0 SP,
    /// a public chit of 0 in its place (10.24).
    Neutralized { hex: Hex, by: Party, owner: Party, destroyed: bool },
    /// A player out of the game: left with no friendly StarGate (10.25) or below Civilization Level 0
    /// (12.17); his StarFleets go and his StarGates are neutralized.
    Eliminated {
        seat: Seat,
        #[serde(default = "no_gate_case", skip_serializing_if = "is_no_gate_case")]
        case: String,
    },
    /// The hex's reduction is over.
    ReductionResolved { hex: Hex },
    /// What a player spends on his fate roll, said before it (11.13–11.16): `rp` for `left` columns and
    /// `plus` pips; wisdom chits spent, and those that count (18.44's X chit counts as one).
    FateSpent { seat: Seat, rp: u32, left: u8, plus: u8, chits: u8, counted: u8 },
    /// The fate roll's result (11.2): the letter the cell gives him, if any, and the case by which he
    /// ignores it, if any.
    FateResult { seat: Seat, letter: Option<char>, ignored: Option<String> },
    /// A player's Civilization Level changes (11.2, 12.16).
    LevelChanged { seat: Seat, cl: u8, case: String },
    /// A dissolution (11.3): `seat` must neutralize StarGates of his own worth `target` SP or more, `percent`
    /// of his SP rounded up (11.32).
    DissolutionBegan { seat: Seat, letter: char, percent: u8, target: u32 },
    /// A StarGate its owner neutralizes for his dissolution (11.32).
    Dissolved { seat: Seat, hex: Hex },
    /// The Game-Turns in a row each seat's lasting condition of victory has held, and the draw's (18.22,
    /// 18.42, 18.54, 18.57), counted at a Game-Turn's end.
    Held { streaks: Vec<u32>, draw: u32 },
    /// `seat`'s Fate Table result calls autonomous force `set` (11.2 G–J, 13.1): its StarGates face down in
    /// `gates`, the first the hex he rolled for, whose potential value chit goes (13.14); its fleets, face
    /// down, shared among them (13.18).
    AutonomousPlaced { seat: Seat, set: Auto, letter: char, cl: u8, gates: Vec<Hex>, fleets: Vec<(Hex, u8)> },
    /// Autonomous force `set`'s fleets in `hex` whose kinds were unknown, revealed (9.0, 10.22).
    FleetsRevealed { set: Auto, hex: Hex, fleets: Fleets },
    /// The SP of autonomous force `set`'s StarGate in `hex` revealed (7.0, 10.22).
    GateRevealed { set: Auto, hex: Hex, sp: u8 },
    /// `seat`, the first player in contact with autonomous force `set`, becomes its caretaker (13.23).
    Caretaker { set: Auto, seat: Seat },
    /// Autonomous force `set`'s option toward `seat` (8.12, 8.19 by the RIOT; 13.26 hostile for good).
    AutonomousOption { set: Auto, seat: Seat, option: Opt, case: String },
    /// `seat` attacks or reduces autonomous force `set` while it is not hostile to him: it will be, for good,
    /// from the next Interaction Segment (13.26).
    Provoked { set: Auto, seat: Seat },
    /// Autonomous force `set` loses `fleets` in `hex`, regulars first (9.18).
    AutonomousLost { set: Auto, hex: Hex, fleets: Fleets },
    /// `seat`, its caretaker, shifts `fleets` (revealed) and `unknown` (face down) StarFleets of autonomous
    /// force `set` from `from` toward `to`, `length` hexes (13.24, 13.31).
    AutonomousShifted { seat: Seat, set: Auto, from: Hex, to: Hex, fleets: Fleets, unknown: u8, length: u32 },
    /// They arrive in `hex`: the hex shifted to, or where they scattered (5.52; they lose nothing, 5.24).
    AutonomousArrived { set: Auto, hex: Hex, fleets: Fleets, unknown: u8 },
    /// They scattered to `hex` and are removed under `case` (5.53, 5.72).
    AutonomousRemoved { set: Auto, hex: Hex, count: u32, case: String },
    /// New StarFleets of autonomous force `set`, face down, by hex (13.34).
    Reinforced { set: Auto, fleets: Vec<(Hex, u8)> },
    /// Autonomous force `set` has no StarGate left: its fleets leave the map and its set may be called
    /// again (10.25).
    AutonomousEnded { set: Auto },
    /// `seat`'s force in core hex `hex` takes the wisdom chit there along as it shifts away (17.21, 17.23);
    /// `refilled`: a spare is placed there at once (17.24), else the hex is left bare.
    WisdomTaken { seat: Seat, hex: Hex, refilled: bool },
    /// A wisdom chit carried to `seat`'s StarGate in `hex` comes under his control (17.26); `x`: it is the X
    /// chit (17.27). Only he sees its back (17.25, 18.46).
    WisdomGained { seat: Seat, hex: Hex, x: bool },
    /// `count` wisdom chits whose carriers in `hex` are gone go back among the spares (17.22).
    WisdomLost { seat: Seat, hex: Hex, count: u8 },
    /// The X chit's holder, his level raised in 18.4, chooses whether to keep it (18.45).
    KeepXAsked { seat: Seat },
    /// `seat`'s G–J result has more StarGates than fit beside the hex rolled for: `gates` are placed, he
    /// places the rest beside them (13.13).
    OverflowAsked { seat: Seat, letter: char, gates: Vec<Hex> },
    /// He places the next StarGate in `hex` (13.13).
    GatePlaced { seat: Seat, hex: Hex },
    /// He keeps it, its restrictions and help with it; or gives it back among the spares (18.45).
    XKept { seat: Seat, keep: bool },
    GameEnded {
        result: String,
    },
}

fn no_gate_case() -> String {
    "10.25".into()
}

fn is_no_gate_case(c: &String) -> bool {
    c == "10.25"
}

impl Event {
    /// The seat that alone may know this event whole (`known`): its own fleets' make-up, RP, gate SP and
    /// potential values (5.11, 6.11, 14.0); `None`: the event is public.
    pub fn private_to(&self) -> Option<Seat> {
        match self {
            Event::Rolled { purpose: Purpose::Exploration { seat, .. } | Purpose::Wisdom { seat, .. }, .. }
            | Event::Shifted { seat, .. }
            | Event::Arrived { seat, .. }
            | Event::Scattered { seat, .. }
            | Event::Lost { seat, .. }
            | Event::ChitPlaced { seat, .. }
            | Event::ChitSeen { seat, .. }
            | Event::Income { seat, .. }
            | Event::Maintained { seat, .. }
            | Event::GateCreated { seat, .. }
            | Event::Augmented { seat, .. }
            | Event::Deneutralized { seat, .. }
            | Event::Raised { seat, .. }
            | Event::SeedGate { seat, .. }
            | Event::Budget { seat, .. }
            | Event::WisdomGained { seat, .. }
            | Event::RpLost { seat, .. } => Some(*seat),
            Event::MustLose { attrition } => Some(attrition.owner),
            _ => None,
        }
    }
}

/// Applies one event to the state.
pub fn apply(st: &mut State, ev: &Event) {
    match ev {
        Event::Rolled { sides, face, .. } => {
            let rolled = st.dice.roll(*sides);
            debug_assert_eq!(rolled, *face);
        }
        Event::TurnBegan { turn } => {
            st.turn = *turn;
            st.explored_now.clear();
            st.x = vec![0; st.players.len()];
            merge_forces(st);
        }
        Event::OrderSet { order, .. } => st.order = order.clone(),
        Event::PhaseBegan { phase } => {
            st.phase = *phase;
            st.at = 0;
            st.moving = None;
            st.reserve_used = false;
            st.maintained = false;
            if *phase == Phase::ResourceAllocation || *phase == Phase::Exploration {
                merge_forces(st);
            }
            if *phase == Phase::Contact {
                st.contact_done.clear();
            }
            if *phase == Phase::Reduction {
                st.reduction_done.clear();
            }
            if *phase == Phase::Conflict {
                st.conflict_done.clear();
            }
        }
        Event::Next => {
            st.at += 1;
            st.moving = None;
            st.reserve_used = false;
            st.maintained = false;
        }
        Event::Shifted { seat, from, fleets, go_on, chits, .. } => {
            take(st, *seat, *from, *fleets, *go_on, *chits);
            st.moving = None;
            st.reserve_used |= st.phase == Phase::ReserveShifts;
        }
        Event::Arrived { seat, hex, fleets, go_on, chits } => {
            st.forces.push(Force { owner: (*seat).into(), hex: *hex, fleets: *fleets, shifted: true, unknown: 0, chits: *chits });
            st.moving = go_on.then(|| Moving { hex: *hex, fleets: *fleets });
        }
        // The surviving fleets land in the scatter hex (5.24); a force off the map is removed at once (5.53).
        Event::Scattered { seat, hex, fleets, chits, .. } => {
            st.forces.push(Force { owner: (*seat).into(), hex: *hex, fleets: *fleets, shifted: true, unknown: 0, chits: *chits })
        }
        Event::MustLose { attrition } => st.attrition = Some(attrition.clone()),
        Event::Lost { seat, hex, fleets, .. } => {
            take(st, *seat, *hex, *fleets, true, 0);
            if let Some(a) = &mut st.attrition {
                a.fleets = a.fleets.minus(*fleets);
                a.count = a.count.saturating_sub(fleets.total());
                if a.count == 0 {
                    st.attrition = None;
                }
            }
        }
        Event::Stopped { .. } => st.moving = None,
        Event::Ended { .. } => st.moving = None,
        Event::Discovered { seat, from, count, first } => {
            st.discovery = Some(Discovery { discoverer: *seat, from: *from, left: *count, row: None, turn: *first })
        }
        Event::RowChosen { row, .. } => {
            if let Some(d) = &mut st.discovery {
                d.row = Some(*row);
            }
        }
        Event::BeaconPlaced { seat, hex } => {
            st.beacons.push(*hex);
            if let Some(d) = &mut st.discovery {
                d.left = d.left.saturating_sub(1);
                d.row = None;
                d.turn = *seat;
                if d.left == 0 {
                    st.discovery = None;
                }
            }
        }
        Event::RowDone { .. } => {
            if let Some(d) = &mut st.discovery {
                d.row = None;
            }
        }
        Event::BeaconsLeft { .. } => st.discovery = None,
        Event::Explored { seat, hex, result } => {
            st.explored_now.push((*seat, *hex));
            if *result != Exploration::Failure {
                let p = &mut st.players[seat.index()];
                if !p.explored.contains(hex) {
                    p.explored.push(*hex);
                }
            }
            if *result == Exploration::X {
                if let Some(x) = st.x.get_mut(seat.index()) {
                    *x += 1;
                }
            }
        }
        Event::ChitPlaced { seat, hex, drawn, value } => {
            let _ = st.dice.roll(st.pool.len() as u32);
            st.pool.retain(|c| c != drawn);
            st.chits.push(Chit { hex: *hex, value: *value, drawn: Some(*drawn), known_by: vec![*seat] });
        }
        Event::ChitSeen { seat, hex, .. } => {
            if let Some(c) = st.chits.iter_mut().find(|c| c.hex == *hex) {
                if !c.known_by.contains(seat) {
                    c.known_by.push(*seat);
                }
            }
        }
        Event::Seeded { seat, letter } => st.players[seat.index()].seed = Some(*letter),
        Event::SeedGate { seat, hex, value, .. } => {
            let _ = st.dice.roll(st.pool.len() as u32);
            st.gates.push(Gate { hex: *hex, owner: Some((*seat).into()), sp: *value, neutralized: false, created: 0, augmented: 0, face_down: false });
            st.players[seat.index()].explored.push(*hex);
        }
        Event::Budget { seat, rp } => st.players[seat.index()].rp = *rp,
        Event::RpLost { seat, rp, .. } => {
            let p = &mut st.players[seat.index()];
            p.rp = p.rp.saturating_sub(*rp);
        }
        Event::Income { seat, rp } => st.players[seat.index()].rp += rp,
        Event::Maintained { seat, rp } => {
            let p = &mut st.players[seat.index()];
            p.rp = p.rp.saturating_sub(*rp);
            st.maintained = true;
        }
        Event::GateCreated { seat, hex, fleets } => {
            take(st, *seat, *hex, *fleets, false, 0);
            let turn = st.turn;
            st.gates.push(Gate { hex: *hex, owner: Some((*seat).into()), sp: 0, neutralized: false, created: turn, augmented: 0, face_down: false });
        }
        Event::Augmented { seat, hex, fleets, sp } => {
            take(st, *seat, *hex, *fleets, false, 0);
            let turn = st.turn;
            if let Some(g) = st.gates.iter_mut().find(|g| g.hex == *hex) {
                g.sp = *sp;
                g.augmented = turn;
            }
        }
        Event::ChitReturned { hex } => {
            if let Some(i) = st.chits.iter().position(|c| c.hex == *hex) {
                if let Some(d) = st.chits.remove(i).drawn {
                    st.pool.push(d);
                    crate::engine::sort::sort(&mut st.pool);
                }
            }
        }
        Event::Deneutralized { seat, hex, fleets, rp } => {
            take(st, *seat, *hex, *fleets, false, 0);
            let p = &mut st.players[seat.index()];
            p.rp = p.rp.saturating_sub(*rp);
            if let Some(g) = st.gates.iter_mut().find(|g| g.hex == *hex) {
                g.owner = Some((*seat).into());
                g.neutralized = false;
            }
        }
        Event::Raised { seat, hex, kind, rp } => {
            let p = &mut st.players[seat.index()];
            p.rp = p.rp.saturating_sub(*rp);
            st.forces.push(Force { owner: (*seat).into(), hex: *hex, fleets: kind.one(), shifted: true, unknown: 0, chits: 0 });
        }
        Event::ContactCheck { hex, parties, choosing } => st.contact = Some(contact::check(st, *hex, parties, choosing)),
        Event::IndexSealed { seat, commitment } => set_slot(st, *seat, Slot::Sealed(*commitment)),
        Event::IndexOpened { seat, index } => set_slot(st, *seat, Slot::Opened(contact::choice(*index).to_vec())),
        Event::ContactMade { hex, .. } => {
            if !st.contacts.contains(hex) {
                st.contacts.push(*hex);
                crate::engine::sort::sort(&mut st.contacts);
            }
        }
        Event::ContactResolved { hex } => {
            st.contact = None;
            st.contact_done.push(*hex);
        }
        Event::InteractionBegan { toward } => {
            let choosing: Vec<Seat> = toward.iter().map(|t| t.0).collect();
            st.interaction = Some(InteractionChoice {
                toward: toward.clone(),
                sealing: Sealing::new(st.players.len(), |i| choosing.iter().any(|s| s.index() == i)),
                domino: Vec::new(),
            });
        }
        Event::OptionsSealed { seat, commitment } => {
            if let Some(s) = st.interaction.as_mut().and_then(|i| i.sealing.slots.get_mut(seat.index())) {
                *s = Slot::Sealed(*commitment);
            }
        }
        Event::OptionsOpened { seat, options } => {
            let bytes = interaction::choice(&options.iter().map(|o| o.1).collect::<Vec<_>>());
            if let Some(s) = st.interaction.as_mut().and_then(|i| i.sealing.slots.get_mut(seat.index())) {
                *s = Slot::Opened(bytes);
            }
            for &(to, opt) in options {
                // 8.19: a counter moved to or from C on a display, his own or the other's toward him.
                let before = st.options.iter().find(|o| o.0 == *seat && o.1 == to).map(|o| o.2);
                if before.is_some_and(|b| (b == Opt::C) != (opt == Opt::C)) {
                    if let Some(i) = st.interaction.as_mut() {
                        i.domino.extend([Some(*seat), to.seat()].into_iter().flatten());
                        crate::engine::sort::sort_dedup(&mut i.domino);
                    }
                }
                st.options.retain(|o| !(o.0 == *seat && o.1 == to));
                st.options.push(((*seat).into(), to, opt));
            }
            crate::engine::sort::sort(&mut st.options);
        }
        Event::InteractionResolved => st.interaction = None,
        Event::ConflictCheck { hex, may, must, autonomous } => {
            let n = st.players.len();
            st.conflict = Some(ConflictCheck {
                hex: *hex,
                stage: Stage::Intent,
                sealing: Sealing::new(n, |i| may.iter().any(|s| s.index() == i) && !must.iter().any(|s| s.index() == i)),
                attackers: must.iter().map(|&s| s.into()).chain(autonomous.iter().map(|&a| a.into())).collect(),
                declared: Vec::new(),
                to_attack: Vec::new(),
                losses: Vec::new(),
            });
        }
        Event::IntentSealed { seat, commitment } | Event::CapacitySealed { seat, commitment } => {
            if let Some(s) = st.conflict.as_mut().and_then(|c| c.sealing.slots.get_mut(seat.index())) {
                *s = Slot::Sealed(*commitment);
            }
        }
        Event::IntentOpened { seat, attack } => {
            let order = st.order.clone();
            if let Some(c) = st.conflict.as_mut() {
                if let Some(s) = c.sealing.slots.get_mut(seat.index()) {
                    *s = Slot::Opened(conflict::intent_choice(*attack).to_vec());
                }
                if *attack && !c.attackers.contains(&(*seat).into()) {
                    c.attackers.push((*seat).into());
                    crate::engine::sort::sort_by_key(&mut c.attackers, |&p| conflict::rank(&order, p));
                }
            }
        }
        Event::CapacityCheck { attackers, choosing, .. } => {
            let n = st.players.len();
            if let Some(c) = st.conflict.as_mut() {
                c.stage = Stage::Capacity;
                c.attackers = attackers.clone();
                c.sealing = Sealing::new(n, |i| choosing.iter().any(|s| s.index() == i));
            }
        }
        Event::CapacityOpened { seat, capacity } => {
            if let Some(s) = st.conflict.as_mut().and_then(|c| c.sealing.slots.get_mut(seat.index())) {
                *s = Slot::Opened(conflict::capacity_choice(*capacity).to_vec());
            }
        }
        Event::AttackOrder { declared, order, .. } => {
            if let Some(c) = st.conflict.as_mut() {
                c.stage = Stage::Attacks;
                c.declared = declared.clone();
                c.to_attack = order.clone();
            }
        }
        Event::Attacked { seat, .. } | Event::AttackLapsed { seat, .. } => {
            if let Some(c) = st.conflict.as_mut() {
                c.to_attack.retain(|s| s != seat);
            }
        }
        Event::ConflictLosses { seat, defender, attacker_loss, defender_loss, .. } => {
            if let Some(c) = st.conflict.as_mut() {
                c.losses = [(*seat, *attacker_loss), (*defender, *defender_loss)].into_iter().filter(|l| l.1 > 0).collect();
            }
        }
        Event::LossesOwed { .. } => {
            if let Some(c) = st.conflict.as_mut() {
                if !c.losses.is_empty() {
                    c.losses.remove(0);
                }
            }
        }
        Event::ConflictResolved { hex } => {
            st.conflict = None;
            st.conflict_done.push(*hex);
        }
        Event::ReductionCheck { hex, deciding, autonomous } => {
            let attempts = autonomous.iter().map(|&a| a.into()).collect();
            st.reduction = Some(ReductionCheck { hex: *hex, deciding: deciding.clone(), attempts })
        }
        Event::ReductionDecided { seat, attempt, .. } => {
            if let Some(r) = &mut st.reduction {
                r.deciding.retain(|s| s != seat);
                if *attempt {
                    r.attempts.push((*seat).into());
                }
            }
        }
        Event::Neutralized { hex, destroyed, .. } => {
            if *destroyed {
                st.gates.retain(|g| g.hex != *hex);
                if let Some(i) = st.chits.iter().position(|c| c.hex == *hex) {
                    if let Some(d) = st.chits.remove(i).drawn {
                        st.pool.push(d);
                        crate::engine::sort::sort(&mut st.pool);
                    }
                }
                let all = st.seats().collect();
                st.chits.push(Chit { hex: *hex, value: 0, drawn: None, known_by: all });
            } else if let Some(g) = st.gates.iter_mut().find(|g| g.hex == *hex) {
                g.owner = None;
                g.neutralized = true;
            }
        }
        Event::Eliminated { seat, .. } => {
            st.players[seat.index()].eliminated = true;
            st.forces.retain(|f| f.owner != *seat);
            for x in st.autonomous.iter_mut().filter(|x| x.caretaker == Some(*seat)) {
                x.caretaker = None;
            }
            st.order.retain(|s| s != seat);
            for g in st.gates.iter_mut().filter(|g| g.owner == Some((*seat).into())) {
                g.owner = None;
                g.neutralized = true;
            }
        }
        Event::ReductionResolved { hex } => {
            st.reduction = None;
            st.reduction_done.push(*hex);
        }
        Event::FateSpent { seat, rp, .. } => {
            let p = &mut st.players[seat.index()];
            p.rp = p.rp.saturating_sub(*rp);
        }
        Event::FateResult { seat, letter: Some(l), ignored: None } if matches!(l, 'A'..='F' | 'K') => {
            st.players[seat.index()].fates.push(*l)
        }
        Event::FateResult { .. } => {}
        Event::AutonomousPlaced { set, letter, cl, gates, fleets, .. } => {
            st.placing = None;
            if let Some(i) = st.chits.iter().position(|c| Some(c.hex) == gates.first().copied()) {
                if let Some(d) = st.chits.remove(i).drawn {
                    st.pool.push(d);
                    crate::engine::sort::sort(&mut st.pool);
                }
            }
            let (set, turn) = (*set, st.turn);
            for &hex in gates {
                let owner = Some(Party::Auto(set));
                st.gates.push(Gate { hex, owner, sp: 0, neutralized: false, created: turn, augmented: 0, face_down: true });
            }
            for &(hex, n) in fleets.iter().filter(|f| f.1 > 0) {
                st.forces.push(Force { owner: set.into(), hex, fleets: Fleets::NONE, shifted: false, unknown: n, chits: 0 });
            }
            st.autonomous.push(Autonomous { set, letter: *letter, cl: *cl, caretaker: None, enemies: Vec::new() });
        }
        Event::FleetsRevealed { set, hex, fleets } => {
            let mut left = *fleets;
            for f in st.forces.iter_mut().filter(|f| f.owner == Party::Auto(*set) && f.hex == *hex) {
                let n = f.unknown.min(left.total() as u8);
                let d = left.d.min(n);
                let here = Fleets { r: (n - d).min(left.r), d, e: 0 };
                f.unknown -= here.total() as u8;
                f.fleets = f.fleets.plus(here);
                left = left.minus(here);
            }
        }
        Event::GateRevealed { hex, sp, .. } => {
            if let Some(g) = st.gates.iter_mut().find(|g| g.hex == *hex) {
                g.sp = *sp;
                g.face_down = false;
            }
        }
        Event::Caretaker { set, seat } => {
            if let Some(x) = st.autonomous.iter_mut().find(|x| x.set == *set) {
                x.caretaker = Some(*seat);
            }
        }
        Event::AutonomousOption { set, seat, option, .. } => {
            let (from, to) = (Party::Auto(*set), Party::Player(*seat));
            st.options.retain(|o| !(o.0 == from && o.1 == to));
            st.options.push((from, to, *option));
            crate::engine::sort::sort(&mut st.options);
        }
        Event::Provoked { set, seat } => {
            if let Some(x) = st.autonomous.iter_mut().find(|x| x.set == *set) {
                if !x.enemies.contains(seat) {
                    x.enemies.push(*seat);
                    crate::engine::sort::sort(&mut x.enemies);
                }
            }
        }
        Event::AutonomousLost { set, hex, fleets } => take(st, Party::Auto(*set), *hex, *fleets, false, 0),
        // The fleets leave their hex, the unshifted first, the revealed kinds then the face-down counters; a
        // force going on shifting stops (5.21).
        Event::AutonomousShifted { set, from, fleets, unknown, .. } => {
            take(st, Party::Auto(*set), *from, *fleets, false, 0);
            let mut left = *unknown;
            for i in leaving(st, Party::Auto(*set), *from, false) {
                let n = st.forces[i].unknown.min(left);
                st.forces[i].unknown -= n;
                left -= n;
            }
            st.forces.retain(|f| f.counters() > 0 || f.chits > 0);
            st.moving = None;
        }
        // The fleets left their hex when they shifted.
        Event::AutonomousRemoved { .. } => {}
        Event::AutonomousArrived { set, hex, fleets, unknown } => st.forces.push(Force {
            owner: Party::Auto(*set),
            hex: *hex,
            fleets: *fleets,
            shifted: true,
            unknown: *unknown,
            chits: 0,
        }),
        Event::Reinforced { set, fleets } => {
            for &(hex, n) in fleets {
                let owner = Party::Auto(*set);
                match st.forces.iter_mut().find(|f| f.owner == owner && f.hex == hex) {
                    Some(f) => f.unknown += n,
                    None => st.forces.push(Force { owner, hex, fleets: Fleets::NONE, shifted: false, unknown: n, chits: 0 }),
                }
            }
        }
        Event::AutonomousEnded { set } => {
            let p = Party::Auto(*set);
            st.forces.retain(|f| f.owner != p);
            st.options.retain(|o| o.0 != p && o.1 != p);
            st.autonomous.retain(|x| x.set != *set);
            for g in st.gates.iter_mut().filter(|g| g.owner == Some(p)) {
                g.owner = None;
                g.neutralized = true;
            }
        }
        Event::Held { streaks, draw } => {
            st.streaks = streaks.clone();
            st.draw = *draw;
        }
        Event::LevelChanged { seat, cl, .. } => st.players[seat.index()].cl = *cl,
        Event::DissolutionBegan { seat, letter, target, .. } => {
            st.dissolution = Some(Dissolution { seat: *seat, letter: *letter, target: *target, chosen: Vec::new() })
        }
        Event::Dissolved { hex, .. } => {
            let mut sp = 0;
            if let Some(g) = st.gates.iter_mut().find(|g| g.hex == *hex) {
                sp = g.sp;
                g.owner = None;
                g.neutralized = true;
            }
            if let Some(d) = &mut st.dissolution {
                d.chosen.push((*hex, sp));
                if d.chosen.iter().map(|c| c.1 as u32).sum::<u32>() >= d.target {
                    st.dissolution = None;
                }
            }
        }
        // The chit goes with the fleets shifting away (`Arrived`, `Scattered`); the hex is bare without a spare.
        Event::WisdomTaken { hex, refilled, .. } => {
            if !refilled {
                st.bare_cores.push(*hex);
            }
        }
        Event::WisdomGained { seat, hex, x } => {
            if let Some(f) = st.forces.iter_mut().find(|f| f.owner == *seat && f.hex == *hex && f.chits > 0) {
                f.chits -= 1;
            }
            let p = &mut st.players[seat.index()];
            if *x {
                p.x_chit = true;
            } else {
                p.wisdom += 1;
            }
        }
        Event::WisdomLost { seat, hex, count } => {
            let mut left = *count;
            for f in st.forces.iter_mut().filter(|f| f.owner == *seat && f.hex == *hex) {
                let n = left.min(f.chits.saturating_sub(f.fleets.total() as u8));
                f.chits -= n;
                left -= n;
            }
            st.forces.retain(|f| f.counters() > 0 || f.chits > 0);
        }
        Event::KeepXAsked { seat } => st.keep_x = Some(*seat),
        Event::OverflowAsked { seat, letter, gates } => {
            st.placing = Some(Placing { seat: *seat, letter: *letter, gates: gates.clone() })
        }
        Event::GatePlaced { hex, .. } => {
            if let Some(p) = &mut st.placing {
                p.gates.push(*hex);
            }
        }
        Event::XKept { seat, keep } => {
            st.keep_x = None;
            st.players[seat.index()].x_chit &= *keep;
        }
        Event::GameEnded { result } => {
            st.phase = Phase::GameOver;
            if st.full {
                st.result = Some(result.clone());
            }
        }
    }
    // A Contact marker goes as soon as all left in its hex are one player or allies (7.26).
    if !st.contacts.is_empty() {
        let left: Vec<Hex> = st.contacts.iter().copied().filter(|&h| contact::contested(st, h)).collect();
        st.contacts = left;
    }
}

/// A seat's slot in the sealing of the hex being resolved on the Contact Table.
fn set_slot(st: &mut State, seat: Seat, slot: Slot) {
    if let Some(s) = st.contact.as_mut().and_then(|c| c.sealing.slots.get_mut(seat.index())) {
        *s = slot;
    }
}

/// `seat`'s forces in `hex`, the newest that has `shifted` (or not) first: the order fleets leave in.
fn leaving(st: &State, seat: Party, hex: Hex, shifted: bool) -> Vec<usize> {
    let mut order: Vec<usize> =
        (0..st.forces.len()).filter(|&i| st.forces[i].owner == seat && st.forces[i].hex == hex).collect();
    crate::engine::sort::sort_by_key(&mut order, |&i| (st.forces[i].shifted != shifted, std::cmp::Reverse(i)));
    order
}

/// Takes `fleets` of `seat` out of `hex`, and `chits` wisdom chits they carry: from the newest force that has
/// `shifted` (or not) first. A force left with fewer fleets than chits keeps them until `WisdomLost` (17.22).
fn take(st: &mut State, seat: impl Into<Party>, hex: Hex, fleets: Fleets, shifted: bool, chits: u8) {
    let mut left = fleets;
    let mut chits = chits;
    for i in leaving(st, seat.into(), hex, shifted) {
        let f = &mut st.forces[i];
        let here = Fleets { r: f.fleets.r.min(left.r), d: f.fleets.d.min(left.d), e: f.fleets.e.min(left.e) };
        f.fleets = f.fleets.minus(here);
        left = left.minus(here);
        let c = f.chits.min(chits);
        f.chits -= c;
        chits -= c;
    }
    st.forces.retain(|f| f.counters() > 0 || f.chits > 0);
}

/// Each player's fleets in a hex become one unshifted force again once the Shift Phase is over (5.13).
fn merge_forces(st: &mut State) {
    let mut merged: Vec<Force> = Vec::new();
    for f in std::mem::take(&mut st.forces) {
        match merged.iter_mut().find(|m| m.owner == f.owner && m.hex == f.hex) {
            Some(m) => {
                m.fleets = m.fleets.plus(f.fleets);
                m.unknown += f.unknown;
                m.chits += f.chits;
            }
            None => merged.push(Force { shifted: false, ..f }),
        }
    }
    st.forces = merged;
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}
