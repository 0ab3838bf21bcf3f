//! Outreach's tables — the "separate sheet" the rules text refers to and does not print — as data, each
//! with its provenance ([`Tag`]): the Scatter Table (5.6), the Percentage Loss Table (5.51), the Exploration
//! Table (6.2), the Contact Table (7.4), the Interaction Matrix (8.3), the Random Interaction Option Table
//! (8.4), the Conflict Table (9.2), the Reduction Table (10.3), the Fate Table (11.4), the potential value
//! chit mix (3.2) and the autonomous counter sets (3.21, 13.0). Lookups read a cell; what a result does
//! in play is the rules' business.
//!
//! Most cells are reconstructed (shared/design/outreach.md §3, each table's reason in its tag). The
//! Conflict Table's cells and the column headings of the Exploration, Contact and Fate Tables are recovered
//! fragments of the original sheet; the Interaction Matrix is derived from the text of 8.2.

use super::Tag;

// ---------------------------------------------------------------------------------------------------------
// 5.6 Scatter Table

/// Provenance of [`SCATTER`].
pub const SCATTER_TAG: Tag = Tag::reconstructed(
    "5.52 fixes column 6-8, modified die 4: 6 hexes; built as safe from die 2,3,5,5,6,7,8,9 by column, each row \
     lower adding 1 hex and 10% (at most 60%); at its own CLR with the CL bonus alone a force scatters 1/6 at CL2, \
     1/3 at CL3-5 (5.15 'relative safety')",
);

/// The Scatter Table's columns: shift length in hexes, inclusive (5.41). A one-hex shift never scatters
/// (5.4), so there is no column for it.
pub const SCATTER_COLUMNS: [(u32, u32); 8] =
    [(2, 3), (4, 5), (6, 8), (9, 12), (13, 18), (19, 25), (26, 35), (36, u32::MAX)];

/// A scatter: the percentage of the force's fleets lost to attrition (5.51) and the number of hexes it
/// lands from the intended hex (5.52).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scatter {
    pub loss: u8,
    pub hexes: u8,
}

const fn sc(loss: u8, hexes: u8) -> Option<Scatter> {
    Some(Scatter { loss, hexes })
}
const ARR: Option<Scatter> = None;

/// The Scatter Table, `[modified die − 1][column]` for dice 1–8; `None`: the force arrives. A modified die
/// of 9 or more always arrives.
pub const SCATTER: [[Option<Scatter>; 8]; 8] = [
    [sc(10, 2), sc(20, 4), sc(40, 9), sc(50, 11), sc(60, 14), sc(60, 17), sc(60, 20), sc(60, 23)],
    [ARR, sc(10, 3), sc(30, 8), sc(40, 10), sc(50, 13), sc(60, 16), sc(60, 19), sc(60, 22)],
    [ARR, ARR, sc(20, 7), sc(30, 9), sc(40, 12), sc(60, 15), sc(60, 18), sc(60, 21)],
    [ARR, ARR, sc(10, 6), sc(20, 8), sc(30, 11), sc(50, 14), sc(60, 17), sc(60, 20)],
    [ARR, ARR, ARR, ARR, sc(20, 10), sc(40, 13), sc(50, 16), sc(60, 19)],
    [ARR, ARR, ARR, ARR, ARR, sc(30, 12), sc(40, 15), sc(50, 18)],
    [ARR, ARR, ARR, ARR, ARR, ARR, sc(30, 14), sc(40, 17)],
    [ARR, ARR, ARR, ARR, ARR, ARR, ARR, sc(30, 16)],
];

/// The column for a shift of `length` hexes; `None` for a shift of one hex or less (no roll, 5.4).
pub fn scatter_column(length: u32) -> Option<usize> {
    SCATTER_COLUMNS.iter().position(|&(lo, hi)| (lo..=hi).contains(&length))
}

/// The Scatter Table's cell for a shift of `length` hexes and a modified die (5.41–5.46); `None`: the
/// force arrives (always for one hex, 5.4, and for a modified die of 9 or more).
pub fn scatter(length: u32, modified_die: i32) -> Option<Scatter> {
    let col = scatter_column(length)?;
    let row = usize::try_from(modified_die.max(1) - 1).ok()?;
    SCATTER.get(row).and_then(|r| r[col])
}

// ---------------------------------------------------------------------------------------------------------
// Percentage Loss Table (5.51, 8.2, 9.x)

/// Provenance of [`percentage_loss`] and [`PERCENTAGE_LOSS`].
pub const PERCENTAGE_LOSS_TAG: Tag = Tag::reconstructed(
    "5.51 and 8.2 turn a percentage into a number of fleets and then double it; the sheet is lost: the loss is \
     the percentage of the force's fleets rounded half up, so one fleet alone dies only at 50% or more",
);

/// The percentages the printed grid shows (every percentage the Scatter and Conflict Tables use).
pub const PERCENTAGE_LOSS_PERCENTS: [u32; 11] = [10, 15, 20, 30, 40, 45, 50, 60, 75, 80, 100];

/// The printed grid for forces of 1 to 10 fleets, `[fleets − 1][percent index]`; larger forces by
/// [`percentage_loss`].
pub const PERCENTAGE_LOSS: [[u32; 11]; 10] = [
    [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1],
    [0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2],
    [0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3],
    [0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4],
    [1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5],
    [1, 1, 1, 2, 2, 3, 3, 4, 5, 5, 6],
    [1, 1, 1, 2, 3, 3, 4, 4, 5, 6, 7],
    [1, 1, 2, 2, 3, 4, 4, 5, 6, 6, 8],
    [1, 1, 2, 3, 4, 4, 5, 5, 7, 7, 9],
    [1, 2, 2, 3, 4, 5, 5, 6, 8, 8, 10],
];

/// The fleets a force of `fleets` loses to `percent` (half rounded up), doubled where a case says so
/// (5.51 beyond the CLR, 8.2 a C/C defender), never more than the force.
pub fn percentage_loss(fleets: u32, percent: u32, doubled: bool) -> u32 {
    let base = (fleets as u64 * percent as u64 + 50) / 100;
    let loss = if doubled { base * 2 } else { base };
    loss.min(fleets as u64) as u32
}

// ---------------------------------------------------------------------------------------------------------
// 6.2 Exploration Table

/// Provenance of the Exploration Table's column headings.
pub const EXPLORATION_COLUMNS_TAG: Tag = Tag::fragment("the column headings survive on a scan of the sheet");
/// Provenance of the Exploration Table's cells.
pub const EXPLORATION_TAG: Tag = Tag::reconstructed(
    "one explorer (total 2) succeeds 1 time in 3, the Wezens' 4e+1r (total 9) 5 in 6; a 6 is an X (11.12) in \
     every column, and a 5 too in 13+, so exploring an extra hex is the lever on fate that 19.0 speaks of",
);

/// Columns: twice the explorers plus the regular fleets (6.0 procedure), inclusive.
pub const EXPLORATION_COLUMNS: [(u32, u32); 6] = [(1, 2), (3, 4), (5, 6), (7, 9), (10, 12), (13, u32::MAX)];
/// The lowest die that succeeds, by column.
pub const EXPLORATION_SUCCESS: [u8; 6] = [5, 4, 3, 2, 1, 1];
/// The lowest die that is an X (a success that adds one to the fate roll, 11.12), by column.
pub const EXPLORATION_X: [u8; 6] = [6, 6, 6, 6, 6, 5];

/// An Exploration Table result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Exploration {
    Failure,
    Success,
    /// A success that also adds one to this turn's fate roll (11.12).
    X,
}

/// The column for an adjusted total; `None` for 0 (dreadnoughts alone cannot explore).
pub fn exploration_column(total: u32) -> Option<usize> {
    EXPLORATION_COLUMNS.iter().position(|&(lo, hi)| (lo..=hi).contains(&total))
}

/// The result of exploring with this adjusted total and die (1–6); `None` if the total cannot explore.
pub fn exploration(total: u32, die: u8) -> Option<Exploration> {
    let col = exploration_column(total)?;
    Some(if die >= EXPLORATION_X[col] {
        Exploration::X
    } else if die >= EXPLORATION_SUCCESS[col] {
        Exploration::Success
    } else {
        Exploration::Failure
    })
}

// ---------------------------------------------------------------------------------------------------------
// 7.4 Contact Table

/// Provenance of the Contact Table's column headings.
pub const CONTACT_COLUMNS_TAG: Tag = Tag::fragment("the column headings survive on a scan of the sheet");
/// Provenance of the Contact Table's cells.
pub const CONTACT_TAG: Tag = Tag::reconstructed(
    "index 0 is hiding and never makes contact; each column right makes contact one die face likelier; any \
     party's C suffices (7.0), and a gate cannot hide below its SP (7.12)",
);

/// Columns: the contact index (7.11–7.13), inclusive.
pub const CONTACT_COLUMNS: [(u32, u32); 6] = [(0, 0), (1, 1), (2, 4), (5, 9), (10, 16), (17, u32::MAX)];
/// The lowest die that makes contact (C), by column; `None`: never.
pub const CONTACT_LOWEST: [Option<u8>; 6] = [None, Some(6), Some(5), Some(4), Some(3), Some(2)];

/// The column for a contact index.
pub fn contact_column(index: u32) -> usize {
    CONTACT_COLUMNS.iter().position(|&(lo, hi)| (lo..=hi).contains(&index)).expect("the columns cover every index")
}

/// Whether this index and die (1–6) make contact (a C result; otherwise e, no effect).
pub fn contact(index: u32, die: u8) -> bool {
    CONTACT_LOWEST[contact_column(index)].is_some_and(|lo| die >= lo)
}

// ---------------------------------------------------------------------------------------------------------
// 8.3 Interaction Matrix

/// An interaction option (8.2): A cooperation, B neutrality, C hostility.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Opt {
    A,
    B,
    C,
}

impl Opt {
    pub const ALL: [Opt; 3] = [Opt::A, Opt::B, Opt::C];
    pub fn letter(self) -> char {
        match self {
            Opt::A => 'A',
            Opt::B => 'B',
            Opt::C => 'C',
        }
    }
    /// The option's name in 8.2: cooperation, neutrality, hostility.
    pub fn name(self) -> &'static str {
        match self {
            Opt::A => "cooperation",
            Opt::B => "neutrality",
            Opt::C => "hostility",
        }
    }
    /// The option of a byte of a sealed choice: 0 A, 1 B, 2 C.
    pub fn from_byte(b: u8) -> Option<Opt> {
        Opt::ALL.get(b as usize).copied()
    }
}

/// What one party may do toward another, given the option each chose toward the other (8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Relation {
    /// It may shift with the other's gates as if they were its own or allied (5.21, 5.42).
    pub uses_gates: bool,
    /// It may attack the other's forces and reduce its gates, with this many columns to the right on the
    /// Conflict and Reduction Tables; `None`: it may not.
    pub attack: Option<u8>,
    /// Conflict between them is mandatory where they are in contact (C/C).
    pub mandatory: bool,
    /// The defender's losses are doubled (C/C).
    pub doubled: bool,
    /// Their forces in one hex are in contact without a roll (A/A, 7.24).
    pub automatic_contact: bool,
}

const fn rel(uses_gates: bool, attack: Option<u8>, cc: bool, automatic_contact: bool) -> Relation {
    Relation { uses_gates, attack, mandatory: cc, doubled: cc, automatic_contact }
}

/// Provenance of [`MATRIX`].
pub const MATRIX_TAG: Tag = Tag::derived("8.2 lists what each of the six pairs of options allows; the matrix is that list");
/// Provenance of the one cell 8.2 leaves open: a B party attacking a C party.
pub const MATRIX_B_ON_C_TAG: Tag = Tag::reconstructed(
    "8.2 says only how C attacks B; we read that B may attack C at the normal column, as under B/B",
);

/// The Interaction Matrix, `[my option toward them][their option toward me]`: what I may do toward them.
pub const MATRIX: [[Relation; 3]; 3] = [
    // I chose A.
    [rel(true, None, false, true), rel(false, None, false, false), rel(false, None, false, false)],
    // I chose B.
    [rel(true, None, false, false), rel(false, Some(0), false, false), rel(false, Some(0), false, false)],
    // I chose C.
    [rel(false, Some(2), false, false), rel(false, Some(1), false, false), rel(false, Some(0), true, false)],
];

/// What a party that chose `mine` toward another that chose `theirs` may do toward it.
pub fn relation(mine: Opt, theirs: Opt) -> Relation {
    MATRIX[mine as usize][theirs as usize]
}

// ---------------------------------------------------------------------------------------------------------
// 8.4 Random Interaction Option Table

/// Provenance of [`RIOT`].
pub const RIOT_TAG: Tag = Tag::reconstructed(
    "a first meeting leans neutral (A 1/3, B 1/2, C 1/6); an option tends to stay (2/3 for A and B); \
     hostility thaws only to neutrality",
);

/// The RIOT's columns (8.4): no previous option, then the previous option A, B, C.
pub const RIOT_COLUMNS: [&str; 4] = ["No Previous", "A", "B", "C"];

/// The RIOT, `[column][die − 1]`.
pub const RIOT: [[Opt; 6]; 4] = [
    [Opt::A, Opt::A, Opt::B, Opt::B, Opt::B, Opt::C],
    [Opt::A, Opt::A, Opt::A, Opt::A, Opt::B, Opt::C],
    [Opt::A, Opt::B, Opt::B, Opt::B, Opt::B, Opt::C],
    [Opt::B, Opt::B, Opt::C, Opt::C, Opt::C, Opt::C],
];

/// An autonomous force's option for a die (1–6), given its previous option toward that player (`None`:
/// no previous contact, and always for a passive force, 13.21).
pub fn riot(previous: Option<Opt>, die: u8) -> Opt {
    let col = previous.map_or(0, |o| o as usize + 1);
    RIOT[col][(die.clamp(1, 6) - 1) as usize]
}

// ---------------------------------------------------------------------------------------------------------
// 9.2 Conflict Table

/// Provenance of [`CONFLICT`].
pub const CONFLICT_TAG: Tag = Tag::fragment(
    "recovered from a scan of the sheet (columns, rows -2 to 9, cells attacker%/defender%), kept verbatim \
     though not monotone (brief 7: likely slips for an owner to correct)",
);
/// Provenance of the two cells the scan shows as '?'.
pub const CONFLICT_UNREADABLE_TAG: Tag = Tag::reconstructed(
    "unreadable on the scan: given 300-399's row 4-5 values (a column right reads about like rows down), \
     monotone with their neighbours",
);

/// The Conflict Table's columns: the attacker's true capacity as a percentage of the defender's, inclusive.
pub const CONFLICT_COLUMNS: [(u32, u32); 7] =
    [(33, 65), (66, 99), (100, 149), (150, 199), (200, 299), (300, 399), (400, u32::MAX)];
/// The lowest and highest rows (9.16–9.19: the die, one up per attacking dreadnought and one down per
/// defending one, clamped).
pub const CONFLICT_ROWS: (i32, i32) = (-2, 9);

/// A Conflict Table cell: the percentages of the attacker's and the defender's fleets lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Losses {
    pub attacker: u8,
    pub defender: u8,
}

const fn l(attacker: u8, defender: u8) -> Losses {
    Losses { attacker, defender }
}

/// The Conflict Table, `[row + 2][column]`.
pub const CONFLICT: [[Losses; 7]; 12] = [
    [l(75, 15), l(80, 15), l(75, 30), l(45, 30), l(30, 30), l(30, 75), l(15, 75)],
    [l(75, 15), l(60, 15), l(75, 30), l(45, 30), l(30, 30), l(30, 75), l(10, 80)],
    [l(75, 15), l(75, 30), l(75, 30), l(30, 30), l(30, 60), l(30, 75), l(0, 100)],
    [l(50, 10), l(50, 20), l(40, 20), l(20, 20), l(20, 40), l(20, 50), l(0, 100)],
    [l(30, 10), l(50, 20), l(30, 20), l(30, 40), l(20, 40), l(20, 50), l(0, 100)],
    [l(50, 10), l(50, 20), l(40, 40), l(20, 40), l(20, 50), l(20, 60), l(0, 100)],
    [l(40, 10), l(40, 20), l(30, 40), l(20, 40), l(20, 50), l(15, 75), l(0, 100)],
    [l(40, 10), l(40, 20), l(30, 40), l(20, 40), l(20, 50), l(10, 80), l(0, 100)],
    [l(40, 20), l(40, 40), l(20, 40), l(20, 50), l(20, 60), l(0, 100), l(0, 100)],
    [l(60, 40), l(75, 75), l(30, 60), l(30, 75), l(30, 80), l(0, 100), l(0, 100)],
    [l(60, 60), l(30, 30), l(30, 75), l(30, 75), l(30, 80), l(0, 100), l(0, 100)],
    [l(15, 30), l(15, 30), l(30, 75), l(15, 60), l(0, 100), l(0, 100), l(0, 100)],
];

/// The cells the scan shows as '?' (row, column index), reconstructed ([`CONFLICT_UNREADABLE_TAG`]).
pub const CONFLICT_UNREADABLE: [(i32, usize); 2] = [(-2, 6), (-1, 6)];

/// The column for these true capacities, `shift` columns to the right (8.2), after clamping: below 33%
/// reads 33–65, a defender of capacity 0 reads 400+, and nothing goes beyond 400+.
pub fn conflict_column(attacker: u32, defender: u32, shift: u8) -> usize {
    let base = if defender == 0 {
        CONFLICT_COLUMNS.len() - 1
    } else {
        let pct = (attacker as u64 * 100 / defender as u64).min(u32::MAX as u64) as u32;
        CONFLICT_COLUMNS.iter().position(|&(lo, hi)| (lo..=hi).contains(&pct)).unwrap_or(0)
    };
    (base + shift as usize).min(CONFLICT_COLUMNS.len() - 1)
}

/// The cell for a modified die (clamped to −2…9) and a column.
pub fn conflict(row: i32, column: usize) -> Losses {
    let r = row.clamp(CONFLICT_ROWS.0, CONFLICT_ROWS.1) - CONFLICT_ROWS.0;
    CONFLICT[r as usize][column.min(CONFLICT_COLUMNS.len() - 1)]
}

// ---------------------------------------------------------------------------------------------------------
// 10.3 Reduction Table

/// Provenance of [`REDUCTION`].
pub const REDUCTION_TAG: Tag = Tag::reconstructed(
    "10.22's example differential +4 neutralizes 2 times in 3; an isolated SP-0 Guardian gate (0+3) falls 1 time \
     in 3 a turn to two CL1 dreadnoughts, 1 in 2 if they are C toward a B Guardian (19.0: navy, then neutralize)",
);

/// The Reduction Table's columns: the differential (10.22) from −2 to +6; at −3 or less a reduction
/// never succeeds, at +6 or more it always does.
pub const REDUCTION_COLUMNS: (i32, i32) = (-3, 6);

/// The lowest die that neutralizes the gate, by differential −3 … +6 (`None`: never).
pub const REDUCTION: [Option<u8>; 10] = [None, Some(6), Some(6), Some(5), Some(4), Some(4), Some(3), Some(3), Some(2), Some(1)];

/// Whether a reduction with this differential (after any column shift, 8.2) and die (1–6) neutralizes.
pub fn reduction(differential: i32, die: u8) -> bool {
    let c = differential.clamp(REDUCTION_COLUMNS.0, REDUCTION_COLUMNS.1) - REDUCTION_COLUMNS.0;
    REDUCTION[c as usize].is_some_and(|lo| die >= lo)
}

// ---------------------------------------------------------------------------------------------------------
// 11.4 Fate Table

/// Provenance of the Fate Table's headings.
pub const FATE_HEADINGS_TAG: Tag =
    Tag::fragment("the column headings (SP 0-9 ... 100+) and rows to die 8 survive on a scan of the sheet");
/// Provenance of the Fate Table's cells.
pub const FATE_TAG: Tag = Tag::reconstructed(
    "19.0: spending RP or exploring more lowers the risk of bad results, so a higher die or a column further left \
     never hurts; a natural roll brings an autonomous force 1 time in 6 in every column and dissolution more often \
     as SP grow; a CL gain needs a chit and a 6 or 7, or no chit and an 8 (100 RP)",
);

/// The Fate Table's columns: the player's total SP, inclusive (0–9 … 90–99, 100+).
pub const FATE_COLUMNS: [(u32, u32); 11] =
    [(0, 9), (10, 19), (20, 29), (30, 39), (40, 49), (50, 59), (60, 69), (70, 79), (80, 89), (90, 99), (100, u32::MAX)];

/// An adjusted fate roll: the dice from X results may not pass 6 (11.12), with resource points 8 (11.13).
pub const FATE_X_CAP: u8 = 6;
pub const FATE_CAP: u8 = 8;
/// Resource points per +1 on the fate roll (11.13) and per column to the left (11.14).
pub const FATE_RP_PER_PIP: u32 = 50;
pub const FATE_RP_PER_COLUMN: u32 = 5;

/// A Fate Table cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// No result.
    None,
    /// A result A–L (11.2).
    Letter(char),
    /// L, only if at least one wisdom chit was spent on this roll.
    L1,
    /// K if two chits were spent and the player never had K, otherwise L.
    K2OrL,
}

impl Fate {
    pub fn label(self) -> String {
        match self {
            Fate::None => "—".into(),
            Fate::Letter(c) => c.to_string(),
            Fate::L1 => "L1".into(),
            Fate::K2OrL => "K2/L".into(),
        }
    }
}

const N: Fate = Fate::None;
const L1: Fate = Fate::L1;
const K2: Fate = Fate::K2OrL;
const fn x(c: char) -> Fate {
    Fate::Letter(c)
}

/// The Fate Table, `[adjusted die − 1][column]`, dice 1–8.
pub const FATE: [[Fate; 11]; 8] = [
    [x('G'), x('G'), x('H'), x('A'), x('B'), x('B'), x('C'), x('C'), x('D'), x('E'), x('F')],
    [N, N, N, x('H'), x('I'), x('A'), x('B'), x('B'), x('C'), x('D'), x('E')],
    [N, N, N, N, N, x('I'), x('I'), x('A'), x('B'), x('C'), x('D')],
    [N, N, N, N, N, N, N, x('J'), x('J'), x('A'), x('B')],
    [N, N, N, N, N, N, N, N, N, x('J'), x('J')],
    [L1, L1, L1, L1, L1, N, N, N, N, N, N],
    [L1, L1, L1, L1, L1, L1, L1, L1, L1, L1, L1],
    [K2, K2, K2, K2, x('L'), x('L'), x('L'), x('L'), x('L'), x('L'), x('L')],
];

/// The column for a total SP, moved `left` columns to the left (11.14), never past 0–9.
pub fn fate_column(sp: u32, left: u32) -> usize {
    let c = FATE_COLUMNS.iter().position(|&(lo, hi)| (lo..=hi).contains(&sp)).expect("the columns cover every total");
    c.saturating_sub(left as usize)
}

/// The cell for an adjusted die (clamped to 1–8) and a column.
pub fn fate(die: u8, column: usize) -> Fate {
    FATE[(die.clamp(1, FATE_CAP) - 1) as usize][column.min(FATE_COLUMNS.len() - 1)]
}

/// What a fate result does (11.2): a dissolution percentage, a CL change, an autonomous force.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FateEffect {
    pub letter: char,
    /// Percentage of the player's SP neutralized (11.3).
    pub dissolution: u8,
    /// Change of civilization level.
    pub cl: i8,
    /// An autonomous force appears: its gates, fleets and civilization level (13.1).
    pub autonomous: Option<(u8, u8, u8)>,
}

const fn fe(letter: char, dissolution: u8, cl: i8, autonomous: Option<(u8, u8, u8)>) -> FateEffect {
    FateEffect { letter, dissolution, cl, autonomous }
}

/// The results A–L (11.2; text). B also ignores every later dissolution; K needs two chits and comes
/// once; L may need a chit (the table says when).
pub const FATE_EFFECTS: [FateEffect; 12] = [
    fe('A', 10, 0, None),
    fe('B', 30, 0, None),
    fe('C', 50, 0, None),
    fe('D', 70, 0, None),
    fe('E', 80, -1, None),
    fe('F', 90, -1, None),
    fe('G', 0, 0, Some((2, 5, 1))),
    fe('H', 0, 0, Some((3, 7, 1))),
    fe('I', 0, 0, Some((4, 9, 1))),
    fe('J', 0, 0, Some((5, 12, 2))),
    fe('K', 0, 2, None),
    fe('L', 0, 1, None),
];

// ---------------------------------------------------------------------------------------------------------
// Counters: potential value chits (3.2), autonomous sets (3.21), wisdom chits (17.0)

/// Provenance of [`PV_CHITS`].
pub const PV_CHITS_TAG: Tag = Tag::reconstructed(
    "60 chits (100 markers less 10 wisdom chits leaves 30 beacon counters, 3.2); means axis 3.5, fringe 2.3, \
     interspiral 1.2; at most 5 (no scenario uses 6); holds the pictured 5/1/2 (3.2) and every scenario's \
     potential value for its hex's kind",
);

/// The potential value chits: [axis, fringe, interspiral] (3.2).
pub const PV_CHITS: [[u8; 3]; 60] = [
    [5, 5, 3], [5, 4, 3], [5, 4, 2], [5, 3, 2], [5, 3, 1], [5, 3, 1], [5, 3, 0], [5, 2, 3], [5, 2, 1], [5, 2, 0],
    [5, 2, 0], [5, 2, 0], [5, 1, 2], [5, 1, 1], [5, 1, 1], [5, 0, 0], [4, 5, 0], [4, 4, 0], [4, 4, 0], [4, 3, 2],
    [4, 3, 2], [4, 3, 1], [4, 3, 0], [4, 2, 1], [4, 2, 1], [4, 2, 1], [4, 2, 0], [4, 2, 0], [4, 1, 4], [4, 1, 3],
    [4, 1, 2], [4, 0, 2], [4, 0, 1], [4, 0, 1], [3, 5, 1], [3, 4, 1], [3, 4, 1], [3, 4, 0], [3, 3, 3], [3, 3, 0],
    [3, 3, 0], [3, 2, 2], [3, 2, 1], [3, 1, 0], [3, 1, 0], [3, 0, 2], [2, 5, 2], [2, 4, 1], [2, 3, 3], [2, 3, 1],
    [2, 2, 2], [2, 2, 1], [2, 1, 0], [2, 1, 0], [1, 3, 0], [1, 2, 4], [1, 2, 2], [1, 1, 1], [0, 1, 1], [0, 0, 0],
];

/// Provenance of the autonomous sets.
pub const AUTONOMOUS_TAG: Tag = Tag::reconstructed(
    "4 sets (3.2); 6 gates and 20 fleets each covers the largest appearance (J: 5 gates, 12 fleets) with room for \
     13.34's reinforcements; values on the backs (3.21) drawn from what is left of the set when revealed",
);
/// Autonomous counter sets (3.2: four sets; text).
pub const AUTONOMOUS_SETS: u8 = 4;
/// The SP on the backs of one set's six gates.
pub const AUTONOMOUS_GATES: [u8; 6] = [1, 1, 2, 2, 3, 4];
/// One set's fleets: 15 regular, 5 dreadnoughts (autonomous forces have no explorers, 13.0).
pub const AUTONOMOUS_FLEETS: (u8, u8) = (15, 5);

/// Wisdom chits (3.21, 17.0; text): ten, one of them X; one in each core hex at the start (3.31).
pub const WISDOM_CHITS: u8 = 10;
pub const WISDOM_X: u8 = 1;
