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
//!
//! An autonomous force attacks as it must, whoever it is hostile toward (13.33), never another autonomous
//! force (13.35): it says nothing in secret, its true capacity is revealed as the attackers declare (9.0), and
//! it attacks the first of its targets in shift order. Its losses are its regulars first (9.18). A player who
//! attacks it while it is not hostile to him makes it so for good (13.26).

use super::event::{Event, Purpose};
use super::interaction;
use super::rules::Ctx;
use super::scenarios::Fleets;
use super::autonomous;
use super::contact;
use super::state::{Auto, Party, Seat, State};
use super::tables::{self, Opt};
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
    /// The parties who attack, in shift order (the autonomous forces after the players): those who must,
    /// then those whose intent opened so.
    pub attackers: Vec<Party>,
    /// The Approximate Conflict Capacities declared, once open (an autonomous force's true one, 9.0).
    pub declared: Vec<(Party, u32)>,
    /// The attacks still to make, in order (9.0).
    pub to_attack: Vec<Party>,
    /// The losses of the last attack still to take, the attacker's first: (party, StarFleets).
    pub losses: Vec<(Party, u32)>,
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

/// The order of attack among equals: shift order, the autonomous forces after the players.
pub fn rank(order: &[Seat], p: Party) -> (usize, Party) {
    (p.seat().and_then(|s| order.iter().position(|&o| o == s)).unwrap_or(order.len()), p)
}

/// A party's true capacity in `h` as far as it is known: an autonomous force's unknown fleets count one each
/// (they are revealed before it matters, 9.0).
fn capacity_in(st: &State, p: Party, h: Hex) -> u32 {
    let unknown = st.counters(p, h) - st.fleets_of(p, h).total();
    true_capacity(st.fleets_of(p, h)) + unknown
}

/// The parties whose forces `p`'s force in `h` may attack: in a hex with a Contact marker (7.32), with
/// StarFleets there, the options allowing it (8.2), its capacity above 0; in shift order, the autonomous
/// forces after the players. An autonomous force attacks only those it is hostile toward (13.24, 13.33) and
/// no other autonomous force (13.35).
pub fn targets(st: &State, p: Party, h: Hex) -> Vec<Party> {
    if !st.contacts.contains(&h) || capacity_in(st, p, h) == 0 {
        return Vec::new();
    }
    contact::parties(st, h)
        .into_iter()
        .filter(|&o| {
            o != p
                && contact::may_meet(p, o)
                && st.counters(o, h) > 0
                && interaction::toward(st, p, o).is_some_and(|r| r.attack.is_some())
                && (p.seat().is_some() || interaction::option(st, p, o) == Some(Opt::C))
        })
        .collect()
}

/// The targets `p` must attack if any: for a player, those hostile to him while he is hostile to them (8.2
/// C/C); an autonomous force must attack all it may (13.33).
pub fn must_attack(st: &State, p: Party, h: Hex) -> Vec<Party> {
    let all = targets(st, p, h);
    if p.auto().is_some() {
        return all;
    }
    all.into_iter().filter(|&o| interaction::toward(st, p, o).is_some_and(|r| r.mandatory)).collect()
}

/// Starts the next hex's conflict, lowest-numbered first, if any. `false` when none is left.
pub fn start_next(cx: &mut Ctx) -> bool {
    let st = &cx.st;
    let next = st.contacts.iter().copied().find(|h| {
        !st.conflict_done.contains(h) && contact::parties(st, *h).into_iter().any(|p| !targets(st, p, *h).is_empty())
    });
    let Some(hex) = next else {
        return false;
    };
    let may: Vec<Seat> = st.order.iter().copied().filter(|&s| !targets(st, s.into(), hex).is_empty()).collect();
    let must: Vec<Seat> = may.iter().copied().filter(|&s| !must_attack(st, s.into(), hex).is_empty()).collect();
    let autonomous: Vec<Auto> =
        st.autonomous.iter().map(|x| x.set).filter(|&a| !targets(st, a.into(), hex).is_empty()).collect();
    cx.emit(Event::ConflictCheck { hex, may, must, autonomous: autonomous.clone() });
    // Each attacking autonomous force's true capacity is revealed with the declarations (9.0).
    for a in autonomous {
        autonomous::reveal_fleets(cx, a, hex);
    }
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
                .filter_map(|p| p.seat())
                .filter(|&s| {
                    let (lo, hi) = declared_range(true_capacity(cx.st.fleets_of(s, c.hex)));
                    lo < hi
                })
                .collect();
            cx.emit(Event::CapacityCheck { hex: c.hex, attackers: c.attackers.clone(), choosing });
        }
        Stage::Capacity => {
            let opened = c.sealing.opened().unwrap_or_default();
            let declared: Vec<(Party, u32)> = c
                .attackers
                .iter()
                .map(|&p| {
                    let t = true_capacity(cx.st.fleets_of(p, c.hex));
                    let Party::Player(s) = p else { return (p, t) };
                    // Outside the range (a seal made by hand) it counts as the nearest it may be (9.15).
                    let (lo, hi) = declared_range(t);
                    let k = match opened.get(s.index()).copied().flatten() {
                        Some([a, b]) => (u16::from_be_bytes([*a, *b]) as u32).clamp(lo, hi),
                        _ => lo,
                    };
                    (p, k)
                })
                .collect();
            let mut order: Vec<Party> = c.attackers.clone();
            let by = |p: &Party| {
                let k = declared.iter().find(|d| d.0 == *p).map_or(0, |d| d.1);
                (std::cmp::Reverse(k), rank(&cx.st.order, *p))
            };
            crate::engine::sort::sort_by_key(&mut order, by);
            cx.emit(Event::AttackOrder { hex: c.hex, declared, order });
        }
        Stage::Attacks => {}
    }
}

/// In the attacks: the next attacker's turn, or the losses of the last attack, or the hex's end. `true` when
/// the next step is a player's (an attack to choose, or losses to pick).
pub fn go_on(cx: &mut Ctx) -> bool {
    let Some(c) = cx.st.conflict.clone().filter(|c| c.stage == Stage::Attacks) else { return false };
    if let Some(&(party, count)) = c.losses.first() {
        cx.emit(Event::LossesOwed { seat: party, hex: c.hex, count });
        match party {
            Party::Player(seat) => {
                super::shift::take_losses(cx, seat, c.hex, cx.st.fleets_of(seat, c.hex), count, "9.18")
            }
            Party::Auto(set) => {
                let fleets = autonomous::losses(&cx.st, set, c.hex, count);
                cx.emit(Event::AutonomousLost { set, hex: c.hex, fleets });
            }
        }
        return cx.st.attrition.is_some();
    }
    match c.to_attack.first() {
        // An autonomous force attacks as it must (13.33): its caretaker chooses whom when it may attack
        // several (13.23, 9.0); else the one it may.
        Some(&Party::Auto(a)) if chooser(&cx.st, a, c.hex).is_some() => true,
        Some(&Party::Auto(a)) if !targets(&cx.st, a.into(), c.hex).is_empty() => {
            let defender = defenders(&cx.st, a.into(), c.hex)[0];
            attack(cx, a.into(), c.hex, defender);
            false
        }
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

/// The caretaker who chooses whom `a`'s force in `h` attacks, when it may attack more than one (13.23, 9.0).
pub fn chooser(st: &State, a: Auto, h: Hex) -> Option<Seat> {
    let caretaker = st.autonomous.iter().find(|x| x.set == a)?.caretaker?;
    (!st.player(caretaker).eliminated && defenders(st, a.into(), h).len() > 1).then_some(caretaker)
}

/// Whose attack `seat` chooses at an attack step: his own force's, or the autonomous force's he is caretaker
/// of (13.23).
pub fn attacking(st: &State, seat: Seat) -> Party {
    match st.conflict.as_ref().and_then(|c| c.to_attack.first()) {
        Some(&Party::Auto(a)) if st.autonomous.iter().any(|x| x.set == a && x.caretaker == Some(seat)) => a.into(),
        _ => seat.into(),
    }
}

/// The defenders `seat` may choose now: the targets he must attack if any (8.2 C/C), else any target.
pub fn defenders(st: &State, seat: Party, h: Hex) -> Vec<Party> {
    let must = must_attack(st, seat, h);
    if must.is_empty() {
        targets(st, seat, h)
    } else {
        must
    }
}

/// `seat` attacks `defender`'s force in `h` (9.0–9.19): true capacities revealed, one roll on the Conflict
/// Table, each side's losses owed.
pub fn attack(cx: &mut Ctx, seat: Party, h: Hex, defender: Party) {
    if let (Party::Player(s), Party::Auto(a)) = (seat, defender) {
        autonomous::reveal_fleets(cx, a, h);
        if interaction::option(&cx.st, a, s) != Some(Opt::C) {
            cx.emit(Event::Provoked { set: a, seat: s });
        }
    }
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
