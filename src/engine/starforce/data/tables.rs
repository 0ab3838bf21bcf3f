//! The rules' tables and constants the texts lack (shared/design/starforce.md §2, §4, §6), each with its
//! provenance: shift ranges (SF 6.2), the enhancer's capacity (SF 6.3), the Overshift Table (SF 6.4), the
//! strengths (SF 3.0, 8.3), the basic Combat Results Table (SF 8.4), the segments of a battle (SF 8.7), the
//! randomizer chits (SF 15.0, 38.1), the FakerForce limit (SF 33.1) and the Rescue Mission's values (38.0).
//! Lookups read a cell; what a result does in play is the rules' business.

use super::Tag;

// ---------------------------------------------------------------------------------------------------------
// SF 6.2 Shift ranges

/// The kinds of shift, from the shortest range to the longest (SF 6.2).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum ShiftKind {
    /// Under a Force's own power.
    Stellar,
    /// Ending at a friendly enhancer (SF 6.3).
    Enhanced,
    /// Beginning or ending at a friendly Operational StarGate.
    Gate,
    /// Beginning at a friendly Operational StarGate and ending at an enhancer.
    EnhancedGate,
    /// Between two friendly Operational StarGates.
    GateToGate,
    /// A tachyon cruiser's move: no shift at all (45.4).
    TachyonMove,
}

impl ShiftKind {
    pub const ALL: [ShiftKind; 5] = [
        ShiftKind::Stellar,
        ShiftKind::Enhanced,
        ShiftKind::Gate,
        ShiftKind::EnhancedGate,
        ShiftKind::GateToGate,
    ];
    /// The largest true distance this kind of shift covers with no roll (SF 6.2).
    pub const fn range(self) -> u32 {
        SHIFT_RANGES[self as usize]
    }
    pub const fn name(self) -> &'static str {
        match self {
            ShiftKind::Stellar => "Stellar Shift",
            ShiftKind::Enhanced => "Enhanced Shift",
            ShiftKind::Gate => "Gate Shift",
            ShiftKind::EnhancedGate => "Enhanced Gate Shift",
            ShiftKind::GateToGate => "Gate-to-Gate Shift",
            ShiftKind::TachyonMove => "tachyon cruiser's move",
        }
    }
}

/// Ranges in lites, in the order of [`ShiftKind::ALL`].
pub const SHIFT_RANGES: [u32; 6] = [5, 10, 10, 15, 20, 2];
pub const SHIFT_RANGES_TAG: Tag = Tag::reconstructed(
    "5 and 10 follow the campaign's reach of 5 lites from an inhabited system and 10 from a Gate (C115, C108.2); \
     20 between Gates fits the story's Tau Ceti-82 Eridani shifts and C109.13; enhancement adds 5",
);

/// How many arriving Forces one enhancer may enhance in a turn (SF 6.3).
pub const ENHANCER_CAPACITY: usize = 2;
pub const ENHANCER_TAG: Tag =
    Tag::reconstructed("play reports speak of placing enhancers and of their incoming capacity; two keeps a Gate worth more");

// ---------------------------------------------------------------------------------------------------------
// SF 6.4 Overshift Table

/// What an overshift roll does to a Force (SF 6.4–6.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Overshift {
    Arrives,
    /// Ends at the mirror point of its destination (SF 6.5).
    Mirror,
    /// Randomized (SF 15.0).
    Randomized,
    /// Lost with all aboard.
    Destroyed,
}

impl Overshift {
    pub const fn letter(self) -> &'static str {
        match self {
            Overshift::Arrives => "—",
            Overshift::Mirror => "M",
            Overshift::Randomized => "R",
            Overshift::Destroyed => "X",
        }
    }
    pub const fn name(self) -> &'static str {
        match self {
            Overshift::Arrives => "arrives",
            Overshift::Mirror => "mirror shift",
            Overshift::Randomized => "randomized",
            Overshift::Destroyed => "destroyed",
        }
    }
}

/// The largest excess an overshift may have: its shift's range, and never more than this (SF 6.4).
pub const MAX_EXCESS: u32 = 10;

const A: Overshift = Overshift::Arrives;
const M: Overshift = Overshift::Mirror;
const R: Overshift = Overshift::Randomized;
const X: Overshift = Overshift::Destroyed;

/// The rows' excess bands, inclusive.
pub const OVERSHIFT_ROWS: [(u32, u32); 5] = [(1, 2), (3, 4), (5, 6), (7, 8), (9, 10)];
/// `[row][d10 face 0–9]`.
pub const OVERSHIFT: [[Overshift; 10]; 5] = [
    [A, A, A, A, A, A, A, M, M, R],
    [A, A, A, A, A, M, M, M, R, X],
    [A, A, A, M, M, M, R, R, R, X],
    [A, A, M, M, M, R, R, R, X, X],
    [A, M, M, M, R, R, R, X, X, X],
];
pub const OVERSHIFT_TAG: Tag = Tag::reconstructed(
    "risk grows with the excess; an excess of 1-2 mirrors 2 Forces in 10, as the story's assault lost 2 of 5; \
     destruction from an excess of 3 on (38.5 counts StarForces lost to overshift)",
);

/// The Overshift Table's row for an excess of `excess` lites (1 to [`MAX_EXCESS`]).
pub fn overshift_row(excess: u32) -> Option<usize> {
    OVERSHIFT_ROWS
        .iter()
        .position(|&(lo, hi)| (lo..=hi).contains(&excess))
}

/// The result of an overshift by `excess` lites on a d10 face 0–9.
pub fn overshift(excess: u32, face: u32) -> Option<Overshift> {
    OVERSHIFT
        .get(overshift_row(excess)?)?
        .get(face as usize)
        .copied()
}

// ---------------------------------------------------------------------------------------------------------
// SF 3.0, 8.3 Strengths

/// A tachyon cruiser's Attack; it has no Defense (45.4).
pub const TACHYON_ATTACK: u32 = 3;
pub const TACHYON_TAG: Tag = Tag::reconstructed("45.4 gives it no Defense Strength and no Attack figure: a StarForce's 3");

/// A StarForce's combat strength (SF 3.0).
pub const STARFORCE_STRENGTH: u32 = 3;
/// An Operational StarGate's combat strength, from segment 2 on (SF 8.3).
pub const GATE_STRENGTH: u32 = 5;
/// The first segment in which a Gate allots strength and may be hit (SF 8.3).
pub const GATE_FIRST_SEGMENT: u32 = 2;
pub const STRENGTH_TAG: Tag = Tag::reconstructed(
    "play logs show a StarForce at 3 and a Gate at 5 that joins the battle in its second segment; two StarForces \
     can then take a Gate alone, more when a StarForce defends it (the designer's remark)",
);
/// TeleShips in a StarForce (C107.1); a FakerForce is one.
pub const TELESHIPS_PER_STARFORCE: u32 = 4;

// ---------------------------------------------------------------------------------------------------------
// SF 8.4 Combat Results Table

/// Its columns: differentials −4 or less … +6 or more.
pub const CRT_MIN: i32 = -4;
pub const CRT_MAX: i32 = 6;
/// `[differential + 4][d10 face 0–9]`: enemy Forces lost (a 5 on a Gate side's column is 5 points).
pub const CRT: [[u8; 10]; 11] = [
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    [0, 0, 0, 0, 0, 0, 0, 0, 1, 1],
    [0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
    [0, 0, 0, 0, 0, 0, 1, 1, 1, 1],
    [0, 0, 0, 0, 0, 1, 1, 1, 1, 1],
    [0, 0, 0, 0, 1, 1, 1, 1, 2, 2],
    [0, 0, 0, 1, 1, 1, 1, 2, 2, 3],
    [0, 0, 1, 1, 1, 2, 2, 2, 3, 3],
    [0, 1, 1, 1, 2, 2, 2, 3, 3, 4],
    [1, 2, 2, 2, 3, 3, 3, 4, 4, 4],
    [2, 2, 3, 3, 3, 4, 5, 5, 5, 5],
];
pub const CRT_TAG: Tag = Tag::reconstructed(
    "fits 17 of the 20 results in published play logs; at an even differential half a Force is lost on average",
);

/// The CRT's column for a differential (clamped to −4…+6).
pub fn crt_column(differential: i32) -> usize {
    (differential.clamp(CRT_MIN, CRT_MAX) - CRT_MIN) as usize
}

/// Enemy Forces lost for a differential and a d10 face 0–9 (SF 8.4).
pub fn crt(differential: i32, face: u32) -> u8 {
    CRT[crt_column(differential)]
        .get(face as usize)
        .copied()
        .unwrap_or(0)
}

/// Points that reach a Gate must be at least this many to neutralize it (SF 8.5).
pub const POINTS_TO_NEUTRALIZE: u32 = 2;
pub const NEUTRALIZE_TAG: Tag =
    Tag::reconstructed("play logs: two points neutralize a Gate; so two StarForces are needed to take one (the designer)");

/// The most segments a battle lasts in one Combat Phase (SF 8.7).
pub const SEGMENTS: u32 = 10;
pub const SEGMENTS_TAG: Tag =
    Tag::reconstructed("a bound so that every battle ends; a standoff fights again next turn");

/// The reach of a break-off's Stellar Shift (SF 8.6): the Stellar range, with no enhancement or overshift.
pub const BREAK_OFF_RANGE: u32 = SHIFT_RANGES[0];

// ---------------------------------------------------------------------------------------------------------
// SF 15.0, 38.1 Randomizers

/// The Stellar Randomizer chit's top number: 00–40 (a column or row of the Display).
pub const CHIT_TOP: (i32, i32) = (0, 40);
/// Its bottom number: −20…+20, "+0" counting as positive (SF 15.0, 38.1).
pub const CHIT_BOTTOM: (i32, i32) = (-20, 20);
pub const CHIT_TAG: Tag = Tag::derived(
    "38.1 reads the top as a hex of the Display's 20xx column and the bottom's sign as a direction; the mix is \
     taken as uniform over the Display's columns and levels",
);
/// The Decimal Randomizer: 0–9.
pub const DECIMAL: u32 = 10;

// ---------------------------------------------------------------------------------------------------------
// SF 33.1 FakerForces

/// A FakerForce's strength in the FakerWar, where FakerForces fight each other (42.4).
pub const FAKERWAR_FAKER_STRENGTH: u32 = 1;
/// A system's first FakerForce is randomized on a decimal chit of this or more (42.4).
pub const FAKERWAR_ENTRY_RANDOMIZED: u32 = 8;
pub const FAKERWAR_TAG: Tag = Tag::reconstructed(
    "42.4 lets FakerForces fight each other without saying how hard: one TeleShip, a third of a StarForce's 3; \
     the entry chit of 8 or 9 is the text's, and applies to systems not the FakerForce's own",
);

/// FakerForces a StarForce breaks down into (SF 33.2), and that combine into one.
pub const FAKERS_PER_STARFORCE: usize = 4;
/// The most FakerForces a player may have: the larger of this and half his StarForces (SF 33.1).
pub const FAKER_FLOOR: usize = 4;
pub const FAKER_TAG: Tag = Tag::text("a StarForce is four TeleShips and a FakerForce one (C107.1)");

// ---------------------------------------------------------------------------------------------------------
// 38.0 The Rescue Mission

/// Population Points to lift off (38.0).
pub const RESCUE_POPULATION: u32 = 60;
/// Population Points one StarForce carries (38.3).
pub const RESCUE_CAPACITY: u32 = 1;
pub const RESCUE_CAPACITY_TAG: Tag = Tag::reconstructed(
    "38.0 gives twelve StarForces for sixty points: several trips each, as in the play reports",
);
/// Points lost per StarForce lost (38.51).
pub const RESCUE_LOSS_PENALTY: u32 = 3;
/// Victory levels (38.51): at least this many points.
pub const RESCUE_LEVELS: [(u32, &str); 3] = [
    (60, "Decisive Victory"),
    (50, "Substantive Victory"),
    (40, "Marginal Victory"),
];
/// Systems destroyed in the First Incursion (31.62): no Gate, no landing.
pub const DESTROYED_FIRST_INCURSION: [&str; 1] = ["70 Ophiuchi"];
pub const DESTROYED_TAG: Tag = Tag::reconstructed(
    "31.62 is not in our text; the history says 70 Ophiuchi was destroyed in the First Incursion",
);
/// The nova comes when both Decimal Randomizers read 0 (38.4).
pub const NOVA_TAG: Tag =
    Tag::derived("two decimal randomizers make 00-99; 00 is the nova, one turn in a hundred");

/// Every tag of this file with its table, for the snapshot and the help.
pub fn tags() -> [(&'static str, Tag); 14] {
    [
        ("6.2 shift ranges", SHIFT_RANGES_TAG),
        ("6.3 enhancer capacity", ENHANCER_TAG),
        ("6.4 overshift", OVERSHIFT_TAG),
        ("8.3 strengths", STRENGTH_TAG),
        ("8.4 combat results", CRT_TAG),
        ("8.5 neutralization", NEUTRALIZE_TAG),
        ("8.7 segments", SEGMENTS_TAG),
        ("15.0 randomizer chit", CHIT_TAG),
        ("33.1 FakerForces", FAKER_TAG),
        ("38.3 capacity", RESCUE_CAPACITY_TAG),
        ("31.62 destroyed", DESTROYED_TAG),
        ("38.4 nova", NOVA_TAG),
        ("42.4 FakerWar", FAKERWAR_TAG),
        ("45.4 tachyon cruiser", TACHYON_TAG),
    ]
}
