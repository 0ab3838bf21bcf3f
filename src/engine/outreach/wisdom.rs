//! The nucleus's wisdom chits (Outreach 17.2, 3.31). Ten chits lie face up: nine blank on the back, one X.
//! One lies on each core hex; a force shifting away from a core hex may take its chit along, one fleet
//! carrying it (17.21–17.23), and a spare is placed there at once (17.24). Carried to a StarGate of its
//! player's, the chit is his to spend on fate rolls (17.26, 11.16); if its carrier is lost first, it goes back
//! among the spares (17.22).
//!
//! Only the chits' places are kept: the spares are what the ten leave ([`spares`]). The back of a chit is
//! drawn, like an autonomous set's values, when a player first comes to control it: while no player holds the
//! X, it is the X with one chance in the chits no player controls (a die of that many faces, its roll seen by
//! him alone, 17.25, 18.46).
//!
//! The X chit's consequences are its scenario's ([`Scenario::x_chit`](super::scenarios::Scenario)): 18.34
//! ends the solitaire game lost; 18.44–18.45 and 18.56 restrict and help its holder.

use super::event::{Event, Purpose};
use super::map::CORE;
use super::setup;
use super::state::{Party, Seat, State};
use crate::engine::hex::Hex;
use super::rules::Ctx;
use crate::engine::game::Refusal;

/// The wisdom chits of the game (17.0).
pub const CHITS: u8 = 10;
/// The most a player controls at once (17.26; 18.56 lifts it for the X's holder).
pub const HELD_MAX: u8 = 3;

/// Whether `seat`'s side plays 17.0: none of 18.14, 18.25 and 18.26 leaves it out for him.
pub fn takes(st: &State, seat: Seat) -> bool {
    side_ignores(st, seat).is_none()
}

/// The case by which `seat`'s side leaves the wisdom chits alone, if any.
fn side_ignores(st: &State, seat: Seat) -> Option<&'static str> {
    setup::scenario(&st.scenario).and_then(|s| s.sides.get(seat.index())).and_then(|side| side.ignores_wisdom)
}

/// Whether the wisdom chits are in the game: some side plays 17.0.
pub fn in_play(st: &State) -> bool {
    st.seats().any(|s| takes(st, s))
}

/// Whether a wisdom chit lies on `h` (3.31, 17.24).
pub fn lies_on(st: &State, h: Hex) -> bool {
    CORE.contains(&h) && !st.bare_cores.contains(&h) && in_play(st)
}

/// The chits `seat` controls: the blank ones and the X (17.26).
pub fn held(st: &State, seat: Seat) -> u8 {
    let p = st.player(seat);
    p.wisdom + p.x_chit as u8
}

/// The chits `seat`'s fleets carry (17.22).
pub fn carried(st: &State, seat: Seat) -> u8 {
    st.forces.iter().filter(|f| f.owner == seat).map(|f| f.chits).sum()
}

/// The chits off the map and held by no one (3.31): what the ten leave.
pub fn spares(st: &State) -> u8 {
    if !in_play(st) {
        return 0;
    }
    let on_map = CORE.iter().filter(|&&h| lies_on(st, h)).count() as u8;
    let players: u8 = st.seats().map(|s| held(st, s) + carried(st, s)).sum();
    CHITS.saturating_sub(on_map + players)
}

/// The X chit's case in this scenario, if `seat` holds it (18.34, 18.44, 18.56).
pub fn x_case(st: &State, seat: Seat) -> Option<&'static str> {
    let case = setup::scenario(&st.scenario).map_or("", |s| s.x_chit);
    (st.player(seat).x_chit && !case.is_empty()).then_some(case)
}

/// The Civilization Level `seat` shifts with: one above his own while he holds the X in 18.5 (18.56).
pub fn shifting_cl(st: &State, seat: Seat) -> u8 {
    st.player(seat).cl + (x_case(st, seat) == Some("18.56")) as u8
}

/// Why `seat` may not take a chit along from `from`, if he may not: none lies there, his side ignores 17.0,
/// or he holds and carries as many as he may control (17.26, 18.56).
pub fn why_not_take(st: &State, seat: Seat, from: Hex) -> Option<Refusal> {
    if !lies_on(st, from) {
        return Some(Refusal::illegal("17.21", format!("No wisdom chit lies in {from}.")));
    }
    if let Some(case) = side_ignores(st, seat) {
        return Some(Refusal::illegal(case, "Your side leaves the wisdom chits alone."));
    }
    if held(st, seat) + carried(st, seat) >= HELD_MAX && x_case(st, seat) != Some("18.56") {
        return Some(Refusal::illegal(
            "17.26",
            format!("You control and carry {HELD_MAX} wisdom chits already, the most a player may control."),
        ));
    }
    None
}

/// The chits a shift of `total` fleets may carry, fewest to most: those of the force it leaves (`source`)
/// that its fleets staying (`staying`) cannot carry, up to one a fleet, with the chit lying where it leaves
/// from if its player `may_take` it (17.21–17.23).
pub fn carry_range(source: u8, staying: u32, total: u32, may_take: bool) -> (u8, u8) {
    let least = source.saturating_sub(staying.min(255) as u8);
    (least, (source + may_take as u8).min(total.min(255) as u8))
}

/// Takes the chit lying in `from` along, if a shift carries more chits than its force had (17.21, 17.24).
pub fn take_along(cx: &mut Ctx, seat: Seat, from: Hex, chits: u8, source: u8) {
    if chits > source {
        let refilled = spares(&cx.st) > 0;
        cx.emit(Event::WisdomTaken { seat, hex: from, refilled });
    }
}

/// Every chit `seat`'s fleets carry into a hex with a StarGate of his comes under his control (17.26); the
/// back of each is drawn as it does (17.25). In 18.3 the X ends the game, lost (18.34).
pub fn deliver(cx: &mut Ctx, seat: Seat) {
    let at: Vec<Hex> = cx
        .st
        .forces
        .iter()
        .filter(|f| f.owner == seat && f.chits > 0 && cx.st.gate_at(f.hex).is_some_and(|g| g.friendly_to(seat)))
        .map(|f| f.hex)
        .collect();
    for hex in at {
        for _ in 0..cx.st.chits_of(seat, hex) {
            let x = match unseen(&cx.st) {
                Some(left) => cx.roll(left as u32, Purpose::Wisdom { seat, left }) == 1,
                None => false,
            };
            cx.emit(Event::WisdomGained { seat, hex, x });
            if x && x_case(&cx.st, seat) == Some("18.34") {
                cx.emit(Event::GameEnded {
                    result: format!(
                        "{} took the X wisdom chit: the core has exploded, and the game is lost (18.34).",
                        super::log::player(seat)
                    ),
                });
                return;
            }
        }
    }
}

/// The chits whose backs no player has seen, while the X is among them: those no player controls.
fn unseen(st: &State) -> Option<u8> {
    if st.seats().any(|s| st.player(s).x_chit) {
        return None;
    }
    let controlled: u8 = st.seats().map(|s| held(st, s)).sum();
    Some(CHITS.saturating_sub(controlled)).filter(|&n| n > 0)
}

/// A chit whose carrier is gone goes back among the spares at once (17.22): called after every event.
pub fn follow_up(st: &State) -> Option<Event> {
    st.forces.iter().find(|f| f.chits as u32 > f.fleets.total()).and_then(|f| match f.owner {
        Party::Player(seat) => {
            Some(Event::WisdomLost { seat, hex: f.hex, count: f.chits - f.fleets.total() as u8 })
        }
        Party::Auto(_) => None,
    })
}
