//! Twelve facing directions on the shared flat-topped hex grid, named like a clock face (DeltaVee 6.1).
//!
//! With a hex side facing north, the six sides face 12, 2, 4, 6, 8 and 10 o'clock — the shared
//! [`Dir`] 1–6 (N, NE, SE, S, SW, NW) — and the six corners face 1, 3, 5, 7, 9 and 11 o'clock.
//!
//! A move toward a side is a step along the hex row leaving by that side. A move toward a corner follows
//! the line through that corner as a zigzag that alternates between the two sides flanking the corner,
//! the left one (counter-clockwise) first (6.1). Our reading of the Direction Reminder (6.1, 2.7): a unit
//! that ends a corner move after an odd number of hexes has its next zigzag step owed to the *right*; the
//! marker placed in the hex it would enter next keeps that phase, so the zigzag goes on across moves
//! without drifting to either side. It is removed when the unit changes direction, after which the zigzag
//! starts again to the left. So the reminder is exactly "which flanking side comes next": [`Reminder`].

use crate::engine::hex::{Dir, Hex};
use serde::{Deserialize, Serialize};

/// A facing, 1–12 o'clock. Even hours face hex sides, odd hours face hex corners (DeltaVee 6.1).
/// Read from records as 1–12 only (any other number is damaged input).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8")]
pub struct Clock(u8);

impl TryFrom<u8> for Clock {
    type Error = String;
    fn try_from(n: u8) -> Result<Clock, String> {
        Clock::new(n).ok_or_else(|| format!("a facing is an hour from 1 to 12, not {n}"))
    }
}

/// Which flanking side a zigzag (corner) move steps toward next (DeltaVee 6.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reminder {
    /// The counter-clockwise side: the first step of every zigzag, and the state after an even count.
    #[default]
    Left,
    /// The clockwise side: owed after an odd number of zigzag steps (a Direction Reminder is on the map).
    Right,
}

impl Reminder {
    pub fn other(self) -> Reminder {
        match self {
            Reminder::Left => Reminder::Right,
            Reminder::Right => Reminder::Left,
        }
    }
}

impl Clock {
    /// All twelve, 1 to 12 o'clock.
    pub const ALL: [Clock; 12] = [
        Clock(1),
        Clock(2),
        Clock(3),
        Clock(4),
        Clock(5),
        Clock(6),
        Clock(7),
        Clock(8),
        Clock(9),
        Clock(10),
        Clock(11),
        Clock(12),
    ];

    /// `n` o'clock (1–12); `None` otherwise.
    pub fn new(n: u8) -> Option<Clock> {
        (1..=12).contains(&n).then_some(Clock(n))
    }
    /// The hour, 1–12.
    pub fn hour(self) -> u8 {
        self.0
    }
    /// `k` positions clockwise (negative: counter-clockwise); one position is one Direction Change (7.2).
    pub fn turn(self, k: i32) -> Clock {
        Clock(((self.0 as i32 - 1 + k).rem_euclid(12) + 1) as u8)
    }
    pub fn opposite(self) -> Clock {
        self.turn(6)
    }
    /// Positions between two facings the short way round, 0–6 (0 same, 1 adjacent, 6 opposite).
    pub fn positions_to(self, o: Clock) -> u8 {
        let d = (o.0 as i32 - self.0 as i32).rem_euclid(12) as u8;
        d.min(12 - d)
    }
    /// Facing a hex side (even hours).
    pub fn is_side(self) -> bool {
        self.0.is_multiple_of(2)
    }
    /// Facing a hex corner (odd hours).
    pub fn is_corner(self) -> bool {
        !self.is_side()
    }
    /// The hex side faced, for even hours: 12 → N (1), 2 → NE (2), …, 10 → NW (6).
    pub fn side(self) -> Option<Dir> {
        self.is_side().then(|| Dir::new((self.0 % 12) / 2 + 1).expect("1-6"))
    }
    /// The two sides flanking a corner, left (counter-clockwise) then right; for a side, that side twice.
    pub fn flanks(self) -> (Dir, Dir) {
        match self.side() {
            Some(d) => (d, d),
            None => (self.turn(-1).side().expect("even"), self.turn(1).side().expect("even")),
        }
    }
    /// The side a move steps toward next, given the reminder (ignored when facing a side).
    pub fn step_dir(self, reminder: Reminder) -> Dir {
        let (left, right) = self.flanks();
        match reminder {
            Reminder::Left => left,
            Reminder::Right => right,
        }
    }
}

impl From<Dir> for Clock {
    /// The hour a hex side faces: N → 12, NE → 2, …, NW → 10.
    fn from(d: Dir) -> Clock {
        Clock(((d.number() - 1) * 2 + 11) % 12 + 1)
    }
}

impl std::fmt::Display for Clock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} o'clock", self.0)
    }
}

/// One hex of movement facing `clock` (DeltaVee 6.1): the hex entered and the reminder for the step after.
/// A side move ignores the reminder and leaves none (`Left`); a corner move steps to the flanking side the
/// reminder names and owes the other side next.
pub fn advance(hex: Hex, clock: Clock, reminder: Reminder) -> (Hex, Reminder) {
    if clock.is_side() {
        return (hex.neighbor(clock.step_dir(reminder)), Reminder::Left);
    }
    (hex.neighbor(clock.step_dir(reminder)), reminder.other())
}

/// `n` hexes of movement facing `clock`: the hexes entered in order (the last is the destination) and the
/// reminder left at the end.
pub fn path(hex: Hex, clock: Clock, reminder: Reminder, n: u32) -> (Vec<Hex>, Reminder) {
    let mut out = Vec::with_capacity(n as usize);
    let (mut h, mut r) = (hex, reminder);
    for _ in 0..n {
        (h, r) = advance(h, clock, r);
        out.push(h);
    }
    (out, r)
}

/// Where the Direction Reminder marker lies (6.1, 2.7): the hex the unit would enter next, when a corner
/// move has left the zigzag owing a step to the right; `None` otherwise.
pub fn reminder_hex(hex: Hex, clock: Clock, reminder: Reminder) -> Option<Hex> {
    (clock.is_corner() && reminder == Reminder::Right).then(|| advance(hex, clock, reminder).0)
}
