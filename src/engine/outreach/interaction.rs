//! The Interaction Segment of the Galactic Interrelation Phase (Outreach 4.2 D2, 8.0), played under
//! Outreach II's rules ([`State::full`]), and what the options chosen allow (8.2, the Interaction Matrix).
//!
//! Each player keeps an Interaction Display: his option toward each other player he has ever been in
//! contact with (8.13), A cooperation, B neutrality or C hostility. In the segment, every player in
//! contact with others (7.21, 7.24) chooses his option toward each of them: toward one met for the first
//! time he must (8.11), toward the others he may change it (8.15–8.16; keeping it is choosing it again).
//! All choose in secret and all displays are revealed together: one sealing of the whole segment, each
//! player's choice his options in the order of the players he is in contact with.
//!
//! A player in contact with an autonomous force chooses his option toward it too (8.11); the force's own
//! options are rolled once every display is revealed (8.12, 8.19, 13.26: `autonomous::choose_options`).

use super::contact;
use super::event::Event;
use super::rules::Ctx;
use super::state::{Party, Seat, State};
use super::tables::{relation, Opt, Relation};
use crate::engine::seal::{self, Commitment, LISTED_SALT};

/// The domain of the interaction options' seals.
pub const SEAL_DOMAIN: &str = "Outreach 8.1 Interaction Options";

/// `from`'s option toward `to` on his display (8.13), if he has ever chosen one.
pub fn option(st: &State, from: impl Into<Party>, to: impl Into<Party>) -> Option<Opt> {
    let (from, to) = (from.into(), to.into());
    st.options.iter().find(|o| o.0 == from && o.1 == to).map(|o| o.2)
}

/// What `seat` may do toward `other` by the options each chose toward the other (8.2, 8.3); `None` until
/// both have chosen.
pub fn toward(st: &State, seat: impl Into<Party>, other: impl Into<Party>) -> Option<Relation> {
    let (seat, other) = (seat.into(), other.into());
    Some(relation(option(st, seat, other)?, option(st, other, seat)?))
}

/// Whether `a` and `b` are allied: each chose A toward the other (8.2 A/A).
pub fn allied(st: &State, a: impl Into<Party>, b: impl Into<Party>) -> bool {
    toward(st, a, b).is_some_and(|r| r.automatic_contact)
}

/// Whether `seat` may shift with `owner`'s StarGates as with his own: allied, or `owner` chose A toward a
/// `seat` that chose B toward him (8.2 A/A, A/B).
pub fn uses_gates_of(st: &State, seat: impl Into<Party>, owner: impl Into<Party>) -> bool {
    let (seat, owner) = (seat.into(), owner.into());
    seat == owner || toward(st, seat, owner).is_some_and(|r| r.uses_gates)
}

/// The other players and the autonomous forces `seat` is in contact with now, in seat order, then set order:
/// both with forces or a gate in a hex with a Contact marker (7.21), or allied and in one hex (7.24).
pub fn in_contact(st: &State, seat: Seat) -> Vec<Party> {
    let mut hexes: Vec<_> = st.forces.iter().map(|f| f.hex).chain(st.gates.iter().map(|g| g.hex)).collect();
    crate::engine::sort::sort_dedup(&mut hexes);
    let mut out = Vec::new();
    for h in hexes {
        let parties = contact::parties(st, h);
        let me = Party::from(seat);
        if !parties.contains(&me) {
            continue;
        }
        let marked = st.contacts.contains(&h);
        for &o in &parties {
            if o != me && (marked || allied(st, seat, o)) && !out.contains(&o) {
                out.push(o);
            }
        }
    }
    crate::engine::sort::sort(&mut out);
    out
}

/// The segment begins: an autonomous force's first contact names its caretaker (13.23), and the players in
/// contact with others choose their options, in secret. `false` when nobody is in contact with anybody.
pub fn begin(cx: &mut Ctx) -> bool {
    super::autonomous::name_caretakers(cx);
    let toward: Vec<(Seat, Vec<Party>)> =
        cx.st.seats().map(|s| (s, in_contact(&cx.st, s))).filter(|(_, o)| !o.is_empty()).collect();
    if toward.is_empty() {
        return false;
    }
    cx.emit(Event::InteractionBegan { toward });
    true
}

/// The players `seat` chooses options toward this segment, in order.
pub fn choosing_toward(st: &State, seat: Seat) -> Vec<Party> {
    st.interaction
        .as_ref()
        .and_then(|i| i.toward.iter().find(|t| t.0 == seat))
        .map(|t| t.1.clone())
        .unwrap_or_default()
}

/// The seats that must still seal their options, or else open them.
pub fn to_act(st: &State) -> Vec<Seat> {
    let Some(i) = &st.interaction else {
        return Vec::new();
    };
    i.sealing.acting().into_iter().filter_map(Seat::from_index).collect()
}

/// Whether `seat` chooses options this segment (sealed or not yet).
pub fn chooses(st: &State, seat: Seat) -> bool {
    st.interaction.as_ref().is_some_and(|i| i.sealing.chooses(seat.index()))
}

/// Options as the bytes a seal commits to: 0 A, 1 B, 2 C.
pub fn choice(options: &[Opt]) -> Vec<u8> {
    options.iter().map(|&o| o as u8).collect()
}

/// The commitment to `options` under `salt`.
pub fn commitment(options: &[Opt], salt: u64) -> Commitment {
    seal::commitment(SEAL_DOMAIN, &choice(options), salt)
}

/// Every choice `seat` may seal now: an option toward each player in his list, in order (3^n of them).
pub fn choices(st: &State, seat: Seat) -> Vec<Vec<Opt>> {
    combinations(st, seat, |q| allowed(st, seat, q))
}

/// Every list of options toward the players `seat` chooses toward, each drawn from `each(player)`.
fn combinations(st: &State, seat: Seat, each: impl Fn(Party) -> Vec<Opt>) -> Vec<Vec<Opt>> {
    let toward = choosing_toward(st, seat);
    if toward.is_empty() {
        return Vec::new();
    }
    let mut all = vec![Vec::new()];
    for q in toward {
        let allowed = each(q);
        all = all.into_iter().flat_map(|v: Vec<Opt>| allowed.iter().map(move |&o| [v.clone(), vec![o]].concat())).collect();
    }
    all
}

/// The options `seat` may choose toward `q`: all but C for the X chit's holder in 18.4, unless `q`'s latest
/// option toward him is C (18.44).
pub fn allowed(st: &State, seat: Seat, q: Party) -> Vec<Opt> {
    if c_barred(st, seat, q) {
        vec![Opt::A, Opt::B]
    } else {
        Opt::ALL.to_vec()
    }
}

/// Whether 18.44 bars `seat` from choosing C toward `q`.
pub fn c_barred(st: &State, seat: Seat, q: Party) -> bool {
    super::wisdom::x_case(st, seat) == Some("18.44") && option(st, q, seat) != Some(Opt::C)
}

/// The options `seat` sealed with the listed salt (for scripts and playouts): among every list, not only
/// those allowed now, since another's options opened first may have barred a C he sealed (18.44).
pub fn listed_opening(st: &State, seat: Seat) -> Option<Vec<Opt>> {
    let c = st.interaction.as_ref()?.sealing.commitment_to_open(seat.index())?;
    combinations(st, seat, |_| Opt::ALL.to_vec()).into_iter().find(|o| commitment(o, LISTED_SALT) == c)
}

/// Whether every choosing player has opened: the displays are revealed.
pub fn all_open(st: &State) -> bool {
    st.interaction.as_ref().is_some_and(|i| i.sealing.opened().is_some())
}
