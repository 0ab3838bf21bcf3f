//! StarGate's map and counters: the printed components the rules text does not contain, reconstructed
//! (see shared/design/reconstruction.md). Every value carries its provenance:
//! **text** (stated by the rules), **derived** (follows from a case), or **reconstructed** (our design,
//! with the reason). An owner of the original game can correct a value here and nowhere else.
//!
//! Reconstructed choices, in brief:
//! - *Map size* 27 columns × 18 rows (0101–2718): an 11"×17" sheet at SPI's usual hex size gives about
//!   26–28 × 17–19; 27 × 18 keeps the Nullgate (2109) on the middle row with room on all sides.
//! - *Staging area* four hexes just off the east edge (2807–2810), level with the Nullgate: the Coalition
//!   fleet "arrives moving toward the Nullgate" (3.1, 1.0) and the Stargates lie to the west.
//! - *Energy fields* fall off ring by ring from each source; the Nullgate's is the strongest (value 4 in
//!   the six hexes around it, the only 4s, as 11.3 requires), and a band of negative interference lies
//!   between the Stargates' and the Nullgate's fields (so the −2 of the 11.1 example occurs).
//! - *Counters*: 19 Coalition units in four races and 21 Virunian units (6 Tri-Ships × 3 + 3 Monads) are text;
//!   the split of races and the values not fixed by the text are reconstructed below.

use crate::engine::hex::Hex;

/// Map columns 01–27 (reconstructed: see module docs).
pub const COLS: i32 = 27;
/// Map rows 01–18 (reconstructed).
pub const ROWS: i32 = 18;

/// The two Stargates: A at 0914, B at 0706 (text: 2.2, 3.2).
pub const GATES: [Hex; 2] = [Hex::from_offset(9, 14), Hex::from_offset(7, 6)];
pub const GATE_NAMES: [&str; 2] = ["Stargate A", "Stargate B"];
/// The Nullgate at 2109 (text: 2.2, 11.2).
pub const NULLGATE: Hex = Hex::from_offset(21, 9);
/// The Coalition staging area, 2807–2810 (reconstructed: four hexes off the east edge, 3.1).
pub const STAGING: [Hex; 4] =
    [Hex::from_offset(28, 7), Hex::from_offset(28, 8), Hex::from_offset(28, 9), Hex::from_offset(28, 10)];

pub fn gate_hex(gate: usize) -> Hex {
    GATES[gate]
}
pub fn nullgate() -> Hex {
    NULLGATE
}
pub fn staging_hexes() -> [Hex; 4] {
    STAGING
}

/// On the playing area proper (not the staging area).
pub fn on_map(h: Hex) -> bool {
    let (c, r) = h.offset();
    (1..=COLS).contains(&c) && (1..=ROWS).contains(&r)
}

/// The orbit hex numbered `n` (1–6) around a Stargate: numbered clockwise from the north, like the six
/// directions (derived: reconstruction.md fixes one clockwise-from-north numbering for every rule that
/// numbers six hexes; used by 5.7 and 5.8).
pub fn orbit_hex(gate: usize, n: u8) -> Hex {
    gate_hex(gate).neighbor(crate::engine::hex::Dir::new(n).expect("1-6"))
}

/// Which Stargate's orbit circle, and which number, a hex is.
pub fn orbit_of(h: Hex) -> Option<(usize, u8)> {
    (0..2).find_map(|g| {
        let c = gate_hex(g);
        (c.distance(h) == 1).then(|| (g, c.line_to(h).expect("adjacent").0.number()))
    })
}

/// The energy value of a hex (11.1), 0 where none is printed. Reconstructed, ring by ring:
/// - Nullgate: +4 at distance 1 (11.3: "some hexes near the Nullgate have value 4"), +3 at 2, +2 at 3,
///   +1 at 4 — the strongest field (11.0 calls it the source of Virunian power);
/// - each Stargate: +2 at distance 2, +1 at distance 3 (its orbit hexes carry orbit numbers instead, 11.1);
/// - interference where the fields meet: −1 at distance 6 and −2 at distance 7 from the Nullgate when that
///   hex is within 7 of a Stargate (the band between the sources; the 11.1 example has a −2 hex).
///
/// A hex within several fields takes the Nullgate's value first, then the nearer Stargate's.
pub fn energy(h: Hex) -> i8 {
    if !on_map(h) {
        return 0;
    }
    let dn = nullgate().distance(h);
    let dg = (0..2).map(|g| gate_hex(g).distance(h)).min().expect("two gates");
    match (dn, dg) {
        (1, _) => 4,
        (2, _) => 3,
        (3, _) => 2,
        (4, _) => 1,
        (_, 2) => 2,
        (_, 3) => 1,
        (6, 0..=7) => -1,
        (7, 0..=7) => -2,
        _ => 0,
    }
}

/// Coalition races (text: 2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Race {
    Human,
    Igugui,
    MetaMexish,
    Duonoip,
}

impl Race {
    pub const ALL: [Race; 4] = [Race::Human, Race::Igugui, Race::MetaMexish, Race::Duonoip];
    pub fn name(self) -> &'static str {
        match self {
            Race::Human => "Human",
            Race::Igugui => "Igugui",
            Race::MetaMexish => "Meta-Mexish",
            Race::Duonoip => "Duonoip",
        }
    }
}

/// The three units of a Tri-Ship group (text: 8.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Role {
    Control,
    Transport,
    Weapons,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Control, Role::Transport, Role::Weapons];
    pub fn name(self) -> &'static str {
        match self {
            Role::Control => "control",
            Role::Transport => "transport",
            Role::Weapons => "weapons",
        }
    }
}

/// How a unit moves on its own (5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Movement {
    /// 5.1
    Linear,
    /// 5.6
    Wobble,
    /// Linear with the allowance, or teleport (5.44)
    LinearOrTeleport,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Kind {
    Coalition(Race),
    /// Tri-Ship group 1–6 and role.
    Tri(u8, Role),
    Monad,
}

/// One counter's printed values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Counter {
    pub kind: Kind,
    /// Attack strength (Coalition) or combat strength (Virunian); 0 = none (9.3).
    pub attack: u8,
    /// Defence strength; for Virunian units the same combat strength, or the parenthesised defence-only value.
    pub defense: u8,
    pub allowance: u8,
    pub movement: Movement,
}

/// Coalition counter values by race (reconstructed unless noted):
/// - Human ×6, 3-3-6 linear: attack 3 is the 10.2 example; linear by 5.1.
/// - Igugui ×4, 2-2-6, linear 6 or teleport: allowance 6 and teleport are text (5.44); weak in combat
///   because their value is mobility and lending teleport (5.5).
/// - Meta-Mexish ×5, 3-4-5 wobbling (5.6): the sturdy defenders, as they may never charge (7.33).
/// - Duonoip ×4, 4-3-5 linear: the strongest attack, offset by charge-only moves (7.32) and no ranged
///   attack (10.32).
///
/// 6 + 4 + 5 + 4 = 19 (text: 2.1).
pub const COALITION: [(Race, u8, u8, u8, u8, Movement); 4] = [
    (Race::Human, 6, 3, 3, 6, Movement::Linear),
    (Race::Igugui, 4, 2, 2, 6, Movement::LinearOrTeleport),
    (Race::MetaMexish, 5, 3, 4, 5, Movement::Wobble),
    (Race::Duonoip, 4, 4, 3, 5, Movement::Linear),
];

/// Virunian Tri-Ship unit values (per role; six groups alike):
/// - control: no attack (9.3, text), defence (2) reconstructed, wobbles (5.6, text), allowance 3
///   reconstructed (below the combined 5 of 8.2, so joining up is worth it);
/// - transport: no attack (9.3, text), defence (2) reconstructed, linear (5.1, text), allowance 5
///   reconstructed (the transport carries the group: 8.2's combined allowances are all 5);
/// - weapons: strength 3 (text: 9.5 "twice its normal strength, or 6"), linear (5.1, text), allowance 4
///   reconstructed.
///
/// Monads: strength 5, linear allowance 6 (text: 6.0).
pub const TRI_ROLES: [(Role, u8, u8, u8, Movement); 3] = [
    (Role::Control, 0, 2, 3, Movement::Wobble),
    (Role::Transport, 0, 2, 5, Movement::Linear),
    (Role::Weapons, 3, 3, 4, Movement::Linear),
];
pub const MONAD: (u8, u8, u8) = (5, 5, 6);
pub const TRI_GROUPS: u8 = 6;
pub const MONADS: u8 = 3;

/// The full counter mix, in unit-id order: Coalition by race, then Tri-Ship groups 1–6 (control,
/// transport, weapons), then the three Monads. Built once; a unit id indexes it.
pub fn counters() -> &'static [Counter] {
    static MIX: std::sync::OnceLock<Vec<Counter>> = std::sync::OnceLock::new();
    MIX.get_or_init(counter_mix)
}

fn counter_mix() -> Vec<Counter> {
    let mut out = Vec::with_capacity(40);
    for (race, n, a, d, ma, mv) in COALITION {
        for _ in 0..n {
            out.push(Counter { kind: Kind::Coalition(race), attack: a, defense: d, allowance: ma, movement: mv });
        }
    }
    for g in 1..=TRI_GROUPS {
        for (role, a, d, ma, mv) in TRI_ROLES {
            out.push(Counter { kind: Kind::Tri(g, role), attack: a, defense: d, allowance: ma, movement: mv });
        }
    }
    for _ in 0..MONADS {
        let (a, d, ma) = MONAD;
        out.push(Counter { kind: Kind::Monad, attack: a, defense: d, allowance: ma, movement: Movement::Linear });
    }
    out
}

/// The Virunian Combined Unit Capabilities Chart (8.2, text): roles present → (combat strength, defence
/// only?, allowance, may move linear, may wobble, may teleport).
pub struct Combined {
    pub strength: u8,
    pub defense_only: bool,
    pub allowance: u8,
    pub linear: bool,
    pub wobble: bool,
    pub teleport: bool,
}

pub fn combined(control: bool, transport: bool, weapons: bool) -> Option<Combined> {
    let c = |strength, defense_only, allowance, linear, wobble, teleport| {
        Some(Combined { strength, defense_only, allowance, linear, wobble, teleport })
    };
    match (control, transport, weapons) {
        (true, true, false) => c(5, true, 5, true, true, true),
        (true, false, true) => c(6, false, 5, true, true, false),
        (false, true, true) => c(5, false, 5, true, false, false),
        // The Tri-Ship: teleport with one turn (5.9); the allowance is unlimited.
        (true, true, true) => c(10, false, 0, false, false, true),
        _ => None,
    }
}

impl Counter {
    /// The Tri-Ship group, for Tri-Ship units.
    pub fn group(&self) -> Option<u8> {
        match self.kind {
            Kind::Tri(g, _) => Some(g),
            _ => None,
        }
    }
}
