//! The Conflict Segment of the Galactic Interrelation Phase (Outreach 4.2 D3, 9.0), played under Outreach
//! II's rules ([`State::full`]).
//!
//! Hex by hex, lowest number first, in each hex with a Contact marker (7.32) where some player's force may
//! attack another's (its options allow it, 8.2, and its True Conflict Capacity is above 0): every such player
//! says in secret whether he attacks, all revealed together (a player hostile toward a hostile one there
//! must, 8.2 C/C); the attackers declare in secret an Approximate Conflict Capacity within half their true
//! one either way (9.15), all revealed together; then the highest declared attacks first (ties in shift
//! order), choosing the force he attacks. Both true capacities are revealed and the attack is read on the
//! Conflict Table: the column their ratio (9.2), moved right as the options say (8.2), the die raised by the
//! attacker's dreadnoughts and lowered by the defender's (9.16–9.17, 9.19); each side loses its percentage of
//! its StarFleets (the defender's doubled under C/C, 8.2), the owners choosing which (9.18). The next
//! attacker follows if his force survives (9.0); each attacks once (9.12), all his fleets in the hex as one
//! force (9.11, 9.13).

use super::event::{Event, Purpose};
use super::interaction;
use super::rules::Ctx;
use super::scenarios::Fleets;
use super::state::{Seat, State};
use super::tables;
use crate::engine::hex::Hex;
use crate::engine::seal::{self, Commitment, Sealing, LISTED_SALT};
use serde::{Deserialize, Serialize};

/// The domains of the two secret choices' seals.
pub const INTENT_DOMAIN: &str = "Outreach 9.0 intent to attack";
pub const CAPACITY_DOMAIN: &str = "Outreach 9.15 Approximate Conflict Capacity";

/// Where a hex's conflict stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Each player who may attack seals whether he will (9.0).
    Intent,
    /// Each attacker seals his Approximate Conflict Capacity (9.15).
    Capacity,
    /// The attacks, highest declared first (9.0).
    Attacks,
}

/// A hex's conflict under way (9.0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConflictCheck {
    pub hex: Hex,
    pub stage: Stage,
    /// The sealing of the stage's secret choice, one slot per seat.
    pub sealing: Sealing,
    /// The players who attack, in shift order: those who must, then those whose intent opened so.
    pub attackers: Vec<Seat>,
    /// The Approximate Conflict Capacities declared, once open.
    pub declared: Vec<(Seat, u32)>,
    /// The attacks still to make, in order (9.0).
    pub to_attack: Vec<Seat>,
    /// The losses of the last attack still to take, the attacker's first: (seat, StarFleets).
    pub losses: Vec<(Seat, u32)>,
}

/// A force's True Conflict Capacity: its StarFleets less its explorers plus its dreadnoughts (9.14).
pub fn true_capacity(f: Fleets) -> u32 {
    f.total() - f.e as u32 + f.d as u32
}

/// The Approximate Conflict Capacities a force of true capacity `t` may declare: half of it either way,
/// rounded inward (9.15).
pub fn declared_range(t: u32) -> (u32, u32) {
    (t.div_ceil(2), t * 3 / 2)
}

/// The players whose forces `seat`'s force in `h` may attack: in a hex with a Contact marker (7.32), with
/// StarFleets there, his options allowing it (8.2), his force's capacity above 0; in shift order.
pub fn targets(st: &State, seat: Seat, h: Hex) -> Vec<Seat> {
    if !st.contacts.contains(&h) || true_capacity(st.fleets_of(seat, h)) == 0 {
        return Vec::new();
    }
    st.order
        .iter()
        .copied()
        .filter(|&o| {
            o != seat
                && !st.fleets_of(o, h).is_empty()
                && interaction::toward(st, seat, o).is_some_and(|r| r.attack.is_some())
        })
        .collect()
}

/// The targets `seat` must attack if any: those hostile to him while he is hostile to them (8.2 C/C).
pub fn must_attack(st: &State, seat: Seat, h: Hex) -> Vec<Seat> {
    targets(st, seat, h).into_iter().filter(|&o| interaction::toward(st, seat, o).is_some_and(|r| r.mandatory)).collect()
}

/// Starts the next hex's conflict, lowest-numbered first, if any. `false` when none is left.
pub fn start_next(cx: &mut Ctx) -> bool {
    let st = &cx.st;
    let next = st.contacts.iter().copied().find(|h| {
        !st.conflict_done.contains(h) && st.order.iter().any(|&s| !targets(st, s, *h).is_empty())
    });
    let Some(hex) = next else {
        return false;
    };
    let may: Vec<Seat> = st.order.iter().copied().filter(|&s| !targets(st, s, hex).is_empty()).collect();
    let must: Vec<Seat> = may.iter().copied().filter(|&s| !must_attack(st, s, hex).is_empty()).collect();
    cx.emit(Event::ConflictCheck { hex, may, must });
    true
}

/// The seats that must still seal the stage's choice, or else open it.
pub fn to_act(st: &State) -> Vec<Seat> {
    let Some(c) = st.conflict.as_ref().filter(|c| c.stage != Stage::Attacks) else {
        return Vec::new();
    };
    c.sealing.acting().into_iter().filter_map(Seat::from_index).collect()
}

/// Whether `seat` makes the stage's secret choice (sealed or not yet).
pub fn chooses(st: &State, seat: Seat) -> bool {
    st.conflict.as_ref().is_some_and(|c| c.stage != Stage::Attacks && c.sealing.chooses(seat.index()))
}

/// Whether every choice of the stage is open.
pub fn all_open(st: &State) -> bool {
    st.conflict.as_ref().is_some_and(|c| c.stage == Stage::Attacks || c.sealing.opened().is_some())
}

/// An intent as the byte a seal commits to: 1 attack, 0 not.
pub fn intent_choice(attack: bool) -> [u8; 1] {
    [attack as u8]
}

/// A declared capacity as the bytes a seal commits to (big-endian).
pub fn capacity_choice(capacity: u32) -> [u8; 2] {
    (capacity.min(u16::MAX as u32) as u16).to_be_bytes()
}

/// The commitment to an intent, or to a declared capacity, under `salt`.
pub fn intent_commitment(attack: bool, salt: u64) -> Commitment {
    seal::commitment(INTENT_DOMAIN, &intent_choice(attack), salt)
}
pub fn capacity_commitment(capacity: u32, salt: u64) -> Commitment {
    seal::commitment(CAPACITY_DOMAIN, &capacity_choice(capacity), salt)
}

/// The capacities `seat` may declare now (9.15).
pub fn capacities(st: &State, seat: Seat) -> Vec<u32> {
    match &st.conflict {
        Some(c) if c.stage == Stage::Capacity => {
            let (lo, hi) = declared_range(true_capacity(st.fleets_of(seat, c.hex)));
            (lo..=hi).collect()
        }
        _ => Vec::new(),
    }
}

/// The choice `seat` sealed with the listed salt (for scripts and playouts): an intent or a capacity.
pub fn listed_opening(st: &State, seat: Seat) -> Option<ListedOpening> {
    let c = st.conflict.as_ref()?;
    let sealed = c.sealing.commitment_to_open(seat.index())?;
    match c.stage {
        Stage::Intent => {
            [true, false].into_iter().find(|&a| intent_commitment(a, LISTED_SALT) == sealed).map(ListedOpening::Intent)
        }
        Stage::Capacity => capacities(st, seat)
            .into_iter()
            .find(|&k| capacity_commitment(k, LISTED_SALT) == sealed)
            .map(ListedOpening::Capacity),
        Stage::Attacks => None,
    }
}

/// A listed opening of either secret choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListedOpening {
    Intent(bool),
    Capacity(u32),
}

/// Moves the hex's conflict on once its stage's choices are open: the capacities to declare, or the order
/// of the attacks (9.0); nothing if nobody attacks.
pub fn next_stage(cx: &mut Ctx) {
    let Some(c) = cx.st.conflict.clone() else { return };
    match c.stage {
        Stage::Intent => {
            if c.attackers.is_empty() {
                cx.emit(Event::ConflictResolved { hex: c.hex });
                return;
            }
            let choosing: Vec<Seat> = c
                .attackers
                .iter()
                .copied()
                .filter(|&s| {
                    let (lo, hi) = declared_range(true_capacity(cx.st.fleets_of(s, c.hex)));
                    lo < hi
                })
                .collect();
            cx.emit(Event::CapacityCheck { hex: c.hex, attackers: c.attackers.clone(), choosing });
        }
        Stage::Capacity => {
            let opened = c.sealing.opened().unwrap_or_default();
            let declared: Vec<(Seat, u32)> = c
                .attackers
                .iter()
                .map(|&s| {
                    // Outside the range (a seal made by hand) it counts as the nearest it may be (9.15).
                    let (lo, hi) = declared_range(true_capacity(cx.st.fleets_of(s, c.hex)));
                    let k = match opened.get(s.index()).copied().flatten() {
                        Some([a, b]) => (u16::from_be_bytes([*a, *b]) as u32).clamp(lo, hi),
                        _ => lo,
                    };
                    (s, k)
                })
                .collect();
            let mut order: Vec<Seat> = c.attackers.clone();
            let rank = |s: &Seat| {
                let k = declared.iter().find(|d| d.0 == *s).map_or(0, |d| d.1);
                (std::cmp::Reverse(k), cx.st.order.iter().position(|o| o == s))
            };
            order.sort_by_key(rank);
            cx.emit(Event::AttackOrder { hex: c.hex, declared, order });
        }
        Stage::Attacks => {}
    }
}

/// In the attacks: the next attacker's turn, or the losses of the last attack, or the hex's end. `true` when
/// the next step is a player's (an attack to choose, or losses to pick).
pub fn go_on(cx: &mut Ctx) -> bool {
    let Some(c) = cx.st.conflict.clone().filter(|c| c.stage == Stage::Attacks) else { return false };
    if let Some(&(seat, count)) = c.losses.first() {
        cx.emit(Event::LossesOwed { seat, hex: c.hex, count });
        super::shift::take_losses(cx, seat, c.hex, cx.st.fleets_of(seat, c.hex), count, "9.18");
        return cx.st.attrition.is_some();
    }
    match c.to_attack.first() {
        Some(&seat) if !targets(&cx.st, seat, c.hex).is_empty() => true,
        // A force destroyed, or with no one left to attack, makes no attack (9.0).
        Some(&seat) => {
            cx.emit(Event::AttackLapsed { seat, hex: c.hex });
            false
        }
        None => {
            cx.emit(Event::ConflictResolved { hex: c.hex });
            false
        }
    }
}

/// The defenders `seat` may choose now: the targets he must attack if any (8.2 C/C), else any target.
pub fn defenders(st: &State, seat: Seat, h: Hex) -> Vec<Seat> {
    let must = must_attack(st, seat, h);
    if must.is_empty() {
        targets(st, seat, h)
    } else {
        must
    }
}

/// `seat` attacks `defender`'s force in `h` (9.0–9.19): true capacities revealed, one roll on the Conflict
/// Table, each side's losses owed.
pub fn attack(cx: &mut Ctx, seat: Seat, h: Hex, defender: Seat) {
    let (att, def) = (cx.st.fleets_of(seat, h), cx.st.fleets_of(defender, h));
    let (a, d) = (true_capacity(att), true_capacity(def));
    let rel = interaction::toward(&cx.st, seat, defender);
    let shift = rel.and_then(|r| r.attack).unwrap_or(0);
    let doubled = rel.is_some_and(|r| r.doubled);
    let column = tables::conflict_column(a, d, shift);
    let modifier = att.d as i32 - def.d as i32;
    cx.emit(Event::Attacked { seat, hex: h, defender, attacker_true: a, defender_true: d, column: column as u8, modifier });
    let die = cx.roll(6, Purpose::Conflict { seat, hex: h, column: column as u8, modifier }) as i32;
    let cell = tables::conflict(die + modifier, column);
    let attacker_loss = tables::percentage_loss(att.total(), cell.attacker as u32, false);
    let defender_loss = tables::percentage_loss(def.total(), cell.defender as u32, doubled);
    cx.emit(Event::ConflictLosses {
        seat,
        hex: h,
        defender,
        attacker_pct: cell.attacker,
        defender_pct: cell.defender,
        attacker_loss,
        defender_loss,
        doubled,
    });
}
