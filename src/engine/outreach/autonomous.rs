//! The autonomous forces (Outreach 13.0), played under Outreach II's rules ([`State::full`]).
//!
//! A Fate Table result G–J calls one (11.2): its StarGates go on a hex the roller rolled on the Exploration
//! Table this Game-Turn and around it in the order of the map's scatter diagram, its StarFleets shared
//! among them (13.11–13.19). Its counters lie face down: no one knows a fleet's kind or a gate's SP until a
//! resolution needs it, and then it is drawn from what is left of its set (principle 9 of the design: a secret
//! no player may know yet is not stored). The first player in contact with it becomes its caretaker (13.23).
//! A force no display holds an option toward is passive (13.21): its Contact Index is its fleets plus 3 for a
//! gate; once a player has chosen an option toward it, it is active for good (13.22) and its index is its
//! largest (7.0). Its own options come from the Random Interaction Option Table (8.12, 8.19), except that a
//! player who attacks or reduces it while it is not hostile makes it hostile to him for good (13.26). It
//! attacks and reduces whoever it is hostile toward, whenever it may (13.33), and while hostile to an active
//! player it gains a StarFleet for every two of its StarGates each Resource Allocation Phase (13.34). Left
//! with no StarGate it is gone, and its set may be called again (10.25).
//!
//! Its caretaker shifts it in his Regular Shift Phase (13.24, 13.31–13.33, `caretaker`). StarGates that do
//! not fit beside the hex rolled for go where the roller chooses beside those that do (13.13).

use super::event::{Event, Purpose};
use super::interaction;
use super::map;
use super::rules::Ctx;
use super::scenarios::Fleets;
use super::state::{Auto, Party, Seat, State};
use super::tables::{self, Opt, AUTONOMOUS_FLEETS, AUTONOMOUS_GATES};
use crate::engine::game::Refusal;
use crate::engine::hex::{Dir, Hex};

/// How many autonomous forces may be on the map at once: one per set (13.16, 3.2).
pub const MOST: usize = tables::AUTONOMOUS_SETS as usize;

/// Whether `a` is active: some player's display holds an option toward it (13.2, 13.22).
pub fn active(st: &State, a: Auto) -> bool {
    st.options.iter().any(|o| o.1 == Party::Auto(a) && o.0.seat().is_some_and(|s| !st.player(s).eliminated))
}

/// Whether an autonomous StarGate may go in `h` for a force called around `origin` (13.14): on the map,
/// outside the nucleus and core, with no StarGate, and no potential value chit unless it is `origin`.
fn eligible(st: &State, h: Hex, origin: Hex) -> bool {
    map::kind(h).is_some_and(|k| !k.is_nucleus())
        && st.gate_at(h).is_none()
        && (h == origin || st.chit_at(h).is_none())
}

/// The hexes of a force of `gates` StarGates called around `origin`, the first `origin` (13.12–13.14): the
/// eligible hexes beside it in the scatter diagram's order, then any excess beside those (13.13). `None` if
/// they do not all fit.
pub fn layout(st: &State, origin: Hex, gates: usize) -> Option<Vec<Hex>> {
    if !eligible(st, origin, origin) {
        return None;
    }
    let mut v = vec![origin];
    for d in Dir::ALL {
        let h = origin.step(d, 1);
        if v.len() < gates && eligible(st, h, origin) {
            v.push(h);
        }
    }
    // 13.13: at least one beside the first hex, and every other one beside one that is.
    let beside: Vec<Hex> = v[1..].to_vec();
    for b in beside {
        for d in Dir::ALL {
            let h = b.step(d, 1);
            if v.len() < gates && h.distance(origin) > 1 && !v.contains(&h) && eligible(st, h, origin) {
                v.push(h);
            }
        }
    }
    (v.len() == gates).then_some(v)
}

/// The hexes `seat` rolled on the Exploration Table this Game-Turn where a force of `gates` StarGates fits
/// (13.11, 13.14, 13.19), in map order.
pub fn candidates(st: &State, seat: Seat, gates: usize) -> Vec<Hex> {
    let mut v: Vec<Hex> = st.explored_now.iter().filter(|e| e.0 == seat).map(|e| e.1).collect();
    crate::engine::sort::sort_dedup(&mut v);
    v.retain(|&h| layout(st, h, gates).is_some());
    v
}

/// Why a G–J result of `seat`'s calls no force, if so: four are on the map (13.16), or none fits around the
/// hexes he rolled for (13.14). The roll on no hex at all (13.15) is `fate::reading`'s.
pub fn invalid(st: &State, seat: Seat, letter: char) -> Option<&'static str> {
    let (gates, _, _) = tables::FATE_EFFECTS.iter().find(|e| e.letter == letter)?.autonomous?;
    if st.autonomous.len() >= MOST {
        return Some("13.16");
    }
    candidates(st, seat, gates as usize).is_empty().then_some("13.14")
}

/// `seat`'s G–J result places its force (13.11–13.19): the first unused set, on a hex he rolled for, a die
/// choosing among several (13.19); its StarGates beside it in the diagram's order (13.12), and those that do
/// not fit there beside those that do, where he chooses when he has a choice (13.13, [`overflow`]). `true`
/// when he is to choose.
pub fn appear(cx: &mut Ctx, seat: Seat, letter: char) -> bool {
    let Some((gates, _, _)) = tables::FATE_EFFECTS.iter().find(|e| e.letter == letter).and_then(|e| e.autonomous)
    else {
        return false;
    };
    if Auto::ALL.into_iter().all(|a| cx.st.autonomous_force(a).is_some()) {
        return false;
    }
    let hexes = candidates(&cx.st, seat, gates as usize);
    let origin = match hexes.len() {
        0 => return false,
        1 => hexes[0],
        n => {
            let face = cx.roll(n as u32, Purpose::AutonomousHex { seat, hexes: hexes.clone() });
            hexes[face as usize - 1]
        }
    };
    let Some(at) = layout(&cx.st, origin, gates as usize) else { return false };
    let beside = at.iter().take_while(|h| h.distance(origin) <= 1).count();
    let choose = overflow(&cx.st, &at[..beside]).len() > gates as usize - beside;
    if beside < gates as usize && choose {
        cx.emit(Event::OverflowAsked { seat, letter, gates: at[..beside].to_vec() });
        return true;
    }
    place(cx, seat, letter, at);
    false
}

/// The hexes where the next StarGate that does not fit beside the hex rolled for may go (13.13): eligible,
/// not beside that hex, beside one of the gates that are.
pub fn overflow(st: &State, placed: &[Hex]) -> Vec<Hex> {
    let Some(&origin) = placed.first() else { return Vec::new() };
    let mut v: Vec<Hex> = placed[1..]
        .iter()
        .flat_map(|b| Dir::ALL.map(|d| b.step(d, 1)))
        .filter(|&h| h.distance(origin) > 1 && !placed.contains(&h) && eligible(st, h, origin))
        .collect();
    crate::engine::sort::sort_dedup(&mut v);
    v
}

/// The roller places the next StarGate in `hex` (13.13); once the last is placed, the force appears and the
/// Fate Phase goes on. `true` when another is still his to place.
pub fn place_gate(cx: &mut Ctx, seat: Seat, hex: Hex) -> Result<bool, Refusal> {
    let Some(p) = cx.st.placing.clone() else {
        return Err(Refusal::illegal("13.13", "No autonomous StarGate is being placed."));
    };
    if !overflow(&cx.st, &p.gates).contains(&hex) {
        return Err(Refusal::illegal(
            "13.13",
            "A StarGate that does not fit beside the hex rolled for goes in an eligible hex beside one that does.",
        ));
    }
    cx.emit(Event::GatePlaced { seat, hex });
    let gates = tables::FATE_EFFECTS.iter().find(|e| e.letter == p.letter).and_then(|e| e.autonomous).map_or(0, |a| a.0);
    let Some(p) = cx.st.placing.clone() else { return Ok(false) };
    let left = gates as usize - p.gates.len();
    // Where what is left fits only one way, it goes there without asking.
    let room = overflow(&cx.st, &p.gates);
    if left > 0 && room.len() > left {
        return Ok(true);
    }
    let mut all = p.gates.clone();
    all.extend(room.into_iter().take(left));
    place(cx, seat, p.letter, all);
    Ok(false)
}

/// The force of `letter` appears with its StarGates in `at`, the first the hex rolled for; its fleets shared
/// evenly among them, the excess on the first (13.18).
fn place(cx: &mut Ctx, seat: Seat, letter: char, at: Vec<Hex>) {
    let Some((gates, fleets, cl)) = tables::FATE_EFFECTS.iter().find(|e| e.letter == letter).and_then(|e| e.autonomous)
    else {
        return;
    };
    let Some(set) = Auto::ALL.into_iter().find(|&a| cx.st.autonomous_force(a).is_none()) else { return };
    let each = fleets / gates;
    let spread: Vec<(Hex, u8)> =
        at.iter().enumerate().map(|(i, &h)| (h, if i == 0 { fleets - each * (gates - 1) } else { each })).collect();
    cx.emit(Event::AutonomousPlaced { seat, set, letter, cl, gates: at, fleets: spread });
}

/// The kinds of `a`'s fleets not on the map revealed, and so still to draw: (regular, dreadnought).
fn fleets_left(st: &State, a: Auto) -> (u32, u32) {
    let seen = st.forces.iter().filter(|f| f.owner == Party::Auto(a)).fold(Fleets::NONE, |x, f| x.plus(f.fleets));
    ((AUTONOMOUS_FLEETS.0 as u32).saturating_sub(seen.r as u32), (AUTONOMOUS_FLEETS.1 as u32).saturating_sub(seen.d as u32))
}

/// The SP values of `a`'s gates not on the map revealed.
fn gates_left(st: &State, a: Auto) -> Vec<u8> {
    let mut left = AUTONOMOUS_GATES.to_vec();
    for g in st.gates.iter().filter(|g| g.owner == Some(Party::Auto(a)) && !g.face_down) {
        if let Some(i) = left.iter().position(|&v| v == g.sp) {
            left.remove(i);
        }
    }
    left
}

/// Reveals the kinds of `a`'s fleets in `h` whose kind no one knows (9.0, 10.22, 13.23): each drawn from
/// what is left of its set.
pub fn reveal_fleets(cx: &mut Ctx, a: Auto, h: Hex) {
    let unknown: u32 = cx.st.forces.iter().filter(|f| f.owner == Party::Auto(a) && f.hex == h).map(|f| f.unknown as u32).sum();
    if unknown == 0 {
        return;
    }
    let (mut r, mut d) = fleets_left(&cx.st, a);
    let mut found = Fleets::NONE;
    for _ in 0..unknown {
        if r + d == 0 {
            break;
        }
        let face = cx.roll(r + d, Purpose::AutonomousFleet { set: a, hex: h, regulars: r, dreadnoughts: d });
        if face <= d {
            found.d += 1;
            d -= 1;
        } else {
            found.r += 1;
            r -= 1;
        }
    }
    cx.emit(Event::FleetsRevealed { set: a, hex: h, fleets: found });
}

/// Reveals the SP of `a`'s face-down StarGate in `h`, if it is one (7.0, 10.22): drawn from what is left of
/// its set.
pub fn reveal_gate(cx: &mut Ctx, h: Hex) {
    let Some(Party::Auto(a)) = cx.st.gate_at(h).filter(|g| g.face_down).and_then(|g| g.owner) else { return };
    let left = gates_left(&cx.st, a);
    if left.is_empty() {
        return;
    }
    let face = cx.roll(left.len() as u32, Purpose::AutonomousGate { set: a, hex: h, left: left.clone() });
    cx.emit(Event::GateRevealed { set: a, hex: h, sp: left[face as usize - 1] });
}

/// An autonomous force's Contact Index in `h` (7.0, 13.25): passive, its fleets there plus 3 for its
/// StarGate; active, its largest, fleets plus the gate's SP (revealed first by [`reveal_gate`]).
pub fn contact_index(st: &State, a: Auto, h: Hex) -> u32 {
    let fleets = st.counters(a, h);
    let gate = st.gate_at(h).filter(|g| g.friendly_to(a));
    match gate {
        Some(g) if active(st, a) => fleets + g.sp as u32,
        Some(_) => fleets + 3,
        None => fleets,
    }
}

/// The players each autonomous force in contact with them has no caretaker for become its caretaker: the first
/// in shift order (13.23).
pub fn name_caretakers(cx: &mut Ctx) {
    for a in cx.st.autonomous.iter().filter(|x| x.caretaker.is_none()).map(|x| x.set).collect::<Vec<_>>() {
        let first = cx.st.order.iter().copied().find(|&s| interaction::in_contact(&cx.st, s).contains(&Party::Auto(a)));
        if let Some(seat) = first {
            cx.emit(Event::Caretaker { set: a, seat });
        }
    }
}

/// After every player's display is revealed, each autonomous force's options toward the players in contact
/// with it (8.12, 8.19, 13.26): hostile toward its enemies; toward a player met for the first time, the
/// RIOT's first column; toward a player whose display moved to or from C this segment, the column of its
/// option before. Its own changes move no one else's (8.19).
pub fn choose_options(cx: &mut Ctx) {
    let domino = cx.st.interaction.as_ref().map(|i| i.domino.clone()).unwrap_or_default();
    for x in cx.st.autonomous.clone() {
        let a = x.set;
        for seat in cx.st.seats().collect::<Vec<_>>() {
            let before = interaction::option(&cx.st, a, seat);
            if x.enemies.contains(&seat) {
                if before != Some(Opt::C) && !cx.st.player(seat).eliminated {
                    cx.emit(Event::AutonomousOption { set: a, seat, option: Opt::C, case: "13.26".into() });
                }
                continue;
            }
            if !interaction::in_contact(&cx.st, seat).contains(&Party::Auto(a)) {
                continue;
            }
            let case = match before {
                None => "8.12",
                Some(_) if domino.contains(&seat) => "8.19",
                Some(_) => continue,
            };
            let die = cx.roll(6, Purpose::Riot { set: a, seat, previous: before }) as u8;
            cx.emit(Event::AutonomousOption { set: a, seat, option: tables::riot(before, die), case: case.into() });
        }
    }
}

/// Whether `a` is hostile toward an active player (13.34).
fn hostile(st: &State, a: Auto) -> bool {
    st.seats().any(|s| !st.player(s).eliminated && interaction::option(st, a, s) == Some(Opt::C))
}

/// The Resource Allocation Phase's new autonomous StarFleets (13.34): one for every two StarGates of a force
/// hostile toward an active player, as many as its set has left; each to the gate's hex with the fewest of
/// its fleets (the first in map order among equals).
pub fn reinforce(cx: &mut Ctx) {
    for a in cx.st.autonomous.iter().map(|x| x.set).collect::<Vec<_>>() {
        if !hostile(&cx.st, a) {
            continue;
        }
        let mut hexes: Vec<Hex> = cx.st.gates.iter().filter(|g| g.friendly_to(a)).map(|g| g.hex).collect();
        crate::engine::sort::sort(&mut hexes);
        let on_map: u32 = cx.st.forces.iter().filter(|f| f.owner == Party::Auto(a)).map(|f| f.counters()).sum();
        let room = (AUTONOMOUS_FLEETS.0 as u32 + AUTONOMOUS_FLEETS.1 as u32).saturating_sub(on_map);
        let new = (hexes.len() as u32 / 2).min(room);
        if new == 0 {
            continue;
        }
        let mut count: Vec<(Hex, u32)> = hexes.iter().map(|&h| (h, cx.st.counters(a, h))).collect();
        let mut fleets: Vec<(Hex, u8)> = Vec::new();
        for _ in 0..new {
            let Some(i) = (0..count.len()).min_by_key(|&i| (count[i].1, count[i].0)) else { break };
            count[i].1 += 1;
            match fleets.iter_mut().find(|f| f.0 == count[i].0) {
                Some(f) => f.1 += 1,
                None => fleets.push((count[i].0, 1)),
            }
        }
        crate::engine::sort::sort(&mut fleets);
        cx.emit(Event::Reinforced { set: a, fleets });
    }
}

/// `a`'s losses in `h`: regulars first, dreadnoughts last (9.18); its kinds there are revealed.
pub fn losses(st: &State, a: Auto, h: Hex, count: u32) -> Fleets {
    let f = st.fleets_of(a, h);
    let r = count.min(f.r as u32);
    let d = (count - r).min(f.d as u32);
    Fleets { r: r as u8, d: d as u8, e: 0 }
}
