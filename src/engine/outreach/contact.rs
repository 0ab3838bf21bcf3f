//! The Contact Segment of the Galactic Interrelation Phase (Outreach 4.2 D1, 7.0), played under Outreach
//! II's rules ([`State::full`]).
//!
//! Hex by hex, lowest number first, wherever two or more players have forces or an unneutralized StarGate
//! not all allied and no Contact marker lies: each player there chooses a Contact Index between his lowest and highest
//! (7.11–7.13), all sealed and then opened together; each index in shift order is rolled on the Contact
//! Table (7.4), and the first C puts a Contact marker in the hex (7.21), the remaining rolls unneeded. A
//! force that shifts into a marked hex is in contact at once (7.22); the marker goes as soon as all there
//! are one player or allies (7.26, in `event::apply`). Allies in one hex are in contact without a roll
//! (7.24), and where an ally's ally who is no ally meets them a marker is placed at once (7.25).
//!
//! An autonomous force there is a party too, its index no choice (7.0, 13.25, `autonomous::contact_index`),
//! rolled after the players'; two autonomous forces ignore each other (13.35).

use super::event::{Event, Purpose};
use super::interaction;
use super::rules::Ctx;
use super::autonomous;
use super::state::{ContactCheck, Party, Seat, State};
use super::tables;
use crate::engine::hex::Hex;
use crate::engine::seal::{self, Commitment, Sealing, LISTED_SALT};

/// The domain of the Contact Indices' seals.
pub const SEAL_DOMAIN: &str = "Outreach 7.13 Contact Index";

/// The players with forces or an unneutralized StarGate in `h` (7.0), in shift order, then the autonomous
/// forces there.
pub fn parties(st: &State, h: Hex) -> Vec<Party> {
    present(st, h, st.order.iter().copied())
}

/// The parties in `h` among `players`, in their order, then the autonomous forces there.
fn present(st: &State, h: Hex, players: impl Iterator<Item = Seat>) -> Vec<Party> {
    let autonomous = st.autonomous.iter().map(|x| Party::Auto(x.set));
    players.map(Party::from).chain(autonomous).filter(|&p| party(st, p, h)).collect()
}

/// Whether `a` and `b` may be in contact: not two autonomous forces (13.35).
pub fn may_meet(a: Party, b: Party) -> bool {
    a.seat().is_some() || b.seat().is_some()
}

/// Whether `h` holds two parties not allied to each other (7.0, 7.24, 7.26; 13.35).
pub fn contested(st: &State, h: Hex) -> bool {
    let p = every_party(st, h);
    p.iter()
        .enumerate()
        .any(|(i, &a)| p[i + 1..].iter().any(|&b| may_meet(a, b) && !interaction::allied(st, a, b)))
}

/// The parties in `h`, players in seat order (not only those in the shift order, as while it is drawn).
fn every_party(st: &State, h: Hex) -> Vec<Party> {
    present(st, h, st.seats())
}

/// Whether in `h` one party is allied to a second that is allied to a third not allied to the first (7.25).
fn chained(st: &State, h: Hex) -> bool {
    let p = every_party(st, h);
    let allied = |a: Party, b: Party| interaction::allied(st, a, b);
    p.iter().any(|&a| {
        p.iter().any(|&b| b != a && allied(a, b) && p.iter().any(|&c| c != a && c != b && allied(b, c) && !allied(a, c)))
    })
}

/// The segment begins: a Contact marker at once where allies of allies meet (7.25).
pub fn begin(cx: &mut Ctx) {
    let mut hexes: Vec<Hex> = cx.st.forces.iter().map(|f| f.hex).chain(cx.st.gates.iter().map(|g| g.hex)).collect();
    crate::engine::sort::sort_dedup(&mut hexes);
    for hex in hexes {
        if !cx.st.contacts.contains(&hex) && chained(&cx.st, hex) {
            cx.emit(Event::ContactMade { hex, by: None });
        }
    }
}

fn party(st: &State, p: Party, h: Hex) -> bool {
    st.forces.iter().any(|f| f.owner == p && f.hex == h) || st.gate_at(h).is_some_and(|g| g.friendly_to(p))
}

/// `p`'s lowest and highest Contact Index in `h`: a player's gate's SP, or 0; and his explorers, plus all his
/// fleets, plus his gate's SP (7.11–7.12). An autonomous force's has no choice (7.0).
pub fn index_range(st: &State, p: Party, h: Hex) -> (u32, u32) {
    let seat = match p {
        Party::Player(s) => s,
        Party::Auto(a) => {
            let i = autonomous::contact_index(st, a, h);
            return (i, i);
        }
    };
    let sp = st.gate_at(h).filter(|g| g.friendly_to(seat)).map_or(0, |g| g.sp as u32);
    let f = st.fleets_of(seat, h);
    (sp, sp + f.total() + f.e as u32)
}

/// The next hex to resolve on the Contact Table this segment: the lowest-numbered not yet resolved with
/// two parties not allied (7.24) and no Contact marker (7.0).
pub fn next_hex(st: &State) -> Option<Hex> {
    let mut hexes: Vec<Hex> = st.forces.iter().map(|f| f.hex).chain(st.gates.iter().map(|g| g.hex)).collect();
    crate::engine::sort::sort_dedup(&mut hexes);
    hexes.into_iter().find(|h| !st.contacts.contains(h) && !st.contact_done.contains(h) && contested(st, *h))
}

/// Starts the Contact Table resolution of the next hex, if any: the players whose index is a choice seal it.
/// `false` when every hex is resolved.
pub fn start_next(cx: &mut Ctx) -> bool {
    let Some(hex) = next_hex(&cx.st) else {
        return false;
    };
    let parties = parties(&cx.st, hex);
    let choosing: Vec<Seat> = parties
        .iter()
        .filter_map(|p| p.seat())
        .filter(|&s| {
            let (lo, hi) = index_range(&cx.st, s.into(), hex);
            lo < hi
        })
        .collect();
    cx.emit(Event::ContactCheck { hex, parties, choosing });
    true
}

/// The seats that must still seal their index, or else open it.
pub fn to_act(st: &State) -> Vec<Seat> {
    let Some(c) = &st.contact else {
        return Vec::new();
    };
    c.sealing.acting().into_iter().filter_map(Seat::from_index).collect()
}

/// Whether `seat` chooses an index in the hex being resolved (sealed or not yet).
pub fn chooses(st: &State, seat: Seat) -> bool {
    st.contact.as_ref().is_some_and(|c| c.sealing.chooses(seat.index()))
}

/// The chance in sixths that a roll on `index` makes contact (7.4).
pub fn chance_in_6(index: u32) -> u8 {
    (1..=6u8).filter(|&d| tables::contact(index, d)).count() as u8
}

/// A Contact Index as the bytes a seal commits to.
pub fn choice(index: u32) -> [u8; 2] {
    (index.min(u16::MAX as u32) as u16).to_be_bytes()
}

/// The commitment to `index` under `salt`.
pub fn commitment(index: u32, salt: u64) -> Commitment {
    seal::commitment(SEAL_DOMAIN, &choice(index), salt)
}

/// The indices `seat` may choose in the hex being resolved (7.13).
pub fn choices(st: &State, seat: Seat) -> Vec<u32> {
    match &st.contact {
        Some(c) => {
            let (lo, hi) = index_range(st, seat.into(), c.hex);
            (lo..=hi).collect()
        }
        None => Vec::new(),
    }
}

/// The index `seat` sealed with the listed salt, if it was one of his choices (for scripts and playouts).
pub fn listed_opening(st: &State, seat: Seat) -> Option<u32> {
    let c = st.contact.as_ref()?.sealing.commitment_to_open(seat.index())?;
    choices(st, seat).into_iter().find(|&i| commitment(i, LISTED_SALT) == c)
}

/// Whether every party has opened (or had no choice): the hex is ready to roll.
pub fn all_open(st: &State) -> bool {
    st.contact.as_ref().is_some_and(|c| c.sealing.opened().is_some())
}

/// Rolls the hex's indices in shift order until the first C (7.0, 7.4); the hex is then resolved.
pub fn resolve(cx: &mut Ctx) {
    let Some(c) = cx.st.contact.clone() else {
        return;
    };
    let opened = c.sealing.opened().unwrap_or_default();
    // An active autonomous force names its largest index, its gate's SP in it (7.0, 13.25).
    if let Some(Party::Auto(a)) = cx.st.gate_at(c.hex).and_then(|g| g.owner) {
        if autonomous::active(&cx.st, a) {
            autonomous::reveal_gate(cx, c.hex);
        }
    }
    for &seat in &c.parties {
        // An index opened outside the party's range (a seal made by hand) counts as the nearest it may
        // name (7.13); a party with no choice names its lowest, which is its highest (7.11–7.12).
        let (lo, hi) = index_range(&cx.st, seat, c.hex);
        let slot = seat.seat().and_then(|s| opened.get(s.index()).copied().flatten());
        let index = match slot {
            Some([a, b]) => (u16::from_be_bytes([*a, *b]) as u32).clamp(lo, hi),
            _ => lo,
        };
        let die = cx.roll(6, Purpose::Contact { seat, hex: c.hex, index }) as u8;
        if tables::contact(index, die) {
            cx.emit(Event::ContactMade { hex: c.hex, by: Some(seat) });
            break;
        }
    }
    cx.emit(Event::ContactResolved { hex: c.hex });
}

/// The sealing of a hex's indices: a slot for each seat, choosing for those in `choosing`.
pub fn sealing(seats: usize, choosing: &[Seat]) -> Sealing {
    Sealing::new(seats, |i| choosing.iter().any(|s| s.index() == i))
}

/// The state of a hex's resolution as its check begins.
pub fn check(st: &State, hex: Hex, parties: &[Party], choosing: &[Seat]) -> ContactCheck {
    ContactCheck { hex, parties: parties.to_vec(), sealing: sealing(st.players.len(), choosing) }
}
