//! Sealed choices: the one mechanism for secret choices that every seat makes before any is shown
//! (StarGate's approach options, 7.11–7.12; later StarForce's plots and Outreach's interaction options).
//!
//! A seat **seals** its choice: the record (and so every save and link) holds only a commitment, the
//! first 64 bits of SHA-256 over the game's domain text, the choice's bytes and a 64-bit salt that stays on
//! the chooser's device. When the step asks for it, the seat **opens** the choice: the choice and salt go
//! into the record and the engine checks them against the commitment. A seat may seal once and open only
//! its own choice, so no seat can see or change another's.
//!
//! Games whose seats all choose at once keep a [`Sealing`] in their state: it says who must still seal,
//! opens nobody's choice before every seat has sealed, and checks each opening.

use super::sha256::sha256;
use serde::{Deserialize, Serialize};

/// The first 64 bits of SHA-256 over a domain, a choice and a salt.
pub type Commitment = u64;

/// The salt of the seals listed among a seat's legal actions (for scripts, tests and random playouts):
/// anyone can try every choice against such a commitment, so it keeps nothing secret. The app never uses
/// it: it draws a fresh salt from the platform's cryptographic random source.
pub const LISTED_SALT: u64 = 0;

/// The commitment to `choice` under `salt`: SHA-256(domain ‖ choice ‖ salt, big-endian), first 8 bytes.
pub fn commitment(domain: &str, choice: &[u8], salt: u64) -> Commitment {
    let mut msg = Vec::with_capacity(domain.len() + choice.len() + 8);
    msg.extend_from_slice(domain.as_bytes());
    msg.extend_from_slice(choice);
    msg.extend_from_slice(&salt.to_be_bytes());
    let d = sha256(&msg);
    u64::from_be_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

/// Where one seat stands in a [`Sealing`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    /// This seat makes no choice this time.
    Out,
    /// Still to seal.
    Choosing,
    Sealed(Commitment),
    /// Opened and checked: the choice's bytes.
    Opened(Vec<u8>),
}

/// Why a seal or an opening was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SealError {
    /// The seat makes no choice here.
    NotChoosing,
    /// The seat has sealed already; a sealed choice cannot be changed.
    AlreadySealed,
    /// Some seat has not sealed yet, so nothing opens.
    NotAllSealed,
    /// The choice and salt do not give the seat's commitment.
    Mismatch,
    /// The seat's choice is open already.
    AlreadyOpen,
}

impl SealError {
    /// The refusal in words, for a game to put in its [`Refusal`](super::game::Refusal) with its case.
    pub fn message(self) -> &'static str {
        match self {
            SealError::NotChoosing => "this seat makes no secret choice now",
            SealError::AlreadySealed => "this seat's secret choice is sealed and cannot be changed",
            SealError::NotAllSealed => "a secret choice opens only once every seat has sealed its own",
            SealError::Mismatch => "that choice and salt do not match the choice sealed before",
            SealError::AlreadyOpen => "this seat's choice is open already",
        }
    }
}

/// The sealed choices of one simultaneous step, one slot per seat in the game's seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sealing {
    pub slots: Vec<Slot>,
}

impl Sealing {
    /// A step in which the seats for which `choosing` holds must each seal a choice.
    pub fn new(seats: usize, choosing: impl Fn(usize) -> bool) -> Sealing {
        Sealing { slots: (0..seats).map(|i| if choosing(i) { Slot::Choosing } else { Slot::Out }).collect() }
    }

    /// Seats (indices) that must still seal, in seat order.
    pub fn to_seal(&self) -> Vec<usize> {
        self.indices(|s| matches!(s, Slot::Choosing))
    }

    /// Seats that must open now: none until every seat has sealed.
    pub fn to_open(&self) -> Vec<usize> {
        if self.slots.iter().any(|s| matches!(s, Slot::Choosing)) {
            return Vec::new();
        }
        self.indices(|s| matches!(s, Slot::Sealed(_)))
    }

    /// Seats that act now: those still to seal, or once all have sealed, those to open.
    pub fn acting(&self) -> Vec<usize> {
        let seal = self.to_seal();
        if seal.is_empty() {
            self.to_open()
        } else {
            seal
        }
    }

    /// Whether seat `i` has sealed its choice (opened or not).
    pub fn has_sealed(&self, i: usize) -> bool {
        matches!(self.slots.get(i), Some(Slot::Sealed(_) | Slot::Opened(_)))
    }

    /// Whether seat `i` makes a choice in this step (sealed or not yet).
    pub fn chooses(&self, i: usize) -> bool {
        self.slots.get(i).is_some_and(|s| *s != Slot::Out)
    }

    /// The commitment seat `i` must open now, if it must.
    pub fn commitment_to_open(&self, i: usize) -> Option<Commitment> {
        match self.slots.get(i) {
            Some(&Slot::Sealed(c)) if self.to_open().contains(&i) => Some(c),
            _ => None,
        }
    }

    /// Every seat's choice, once all are open (seats that made none are `None`).
    pub fn opened(&self) -> Option<Vec<Option<&[u8]>>> {
        self.slots
            .iter()
            .map(|s| match s {
                Slot::Out => Some(None),
                Slot::Opened(b) => Some(Some(b.as_slice())),
                _ => None,
            })
            .collect()
    }

    /// Checks a seal by seat `i` (nothing changes).
    pub fn check_seal(&self, i: usize) -> Result<(), SealError> {
        match self.slots.get(i) {
            Some(Slot::Choosing) => Ok(()),
            Some(Slot::Sealed(_) | Slot::Opened(_)) => Err(SealError::AlreadySealed),
            _ => Err(SealError::NotChoosing),
        }
    }

    /// Checks an opening by seat `i` against its commitment (nothing changes).
    pub fn check_open(&self, domain: &str, i: usize, choice: &[u8], salt: u64) -> Result<(), SealError> {
        match self.slots.get(i) {
            None | Some(Slot::Out) => Err(SealError::NotChoosing),
            Some(Slot::Opened(_)) => Err(SealError::AlreadyOpen),
            Some(Slot::Choosing) => Err(SealError::NotAllSealed),
            Some(&Slot::Sealed(c)) => {
                if !self.to_open().contains(&i) {
                    Err(SealError::NotAllSealed)
                } else if commitment(domain, choice, salt) != c {
                    Err(SealError::Mismatch)
                } else {
                    Ok(())
                }
            }
        }
    }

    fn indices(&self, f: impl Fn(&Slot) -> bool) -> Vec<usize> {
        self.slots.iter().enumerate().filter(|(_, s)| f(s)).map(|(i, _)| i).collect()
    }
}
