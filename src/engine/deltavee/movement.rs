//! The Movement Phase (DeltaVee 3.0 phase 1, 6.0–6.8): every unit of the phasing player moves its
//! velocity in its facing, one unit at a time in the order the player picks.
//!
//! The order matters only through interception (9.6): a missile that destroys an enemy ship spares the
//! next missile headed through that hex. So the player picks which unit moves next ([`Action::Move`]).
//!
//! A move is carried out hex by hex (6.1) and stops for what a hex entered calls for:
//! - a map laid down when a spaceship or battlecraft would leave the maps on the table; a missile leaving
//!   them is removed instead (6.2);
//! - a missile entering a hex with an enemy unit, or any unit entering a hex with an enemy missile: the
//!   Interception Routine falls due (6.4). It is recorded (`InterceptionDue`, `State::interceptions`) and
//!   resolved there and then (`intercept`): the move goes on only if the unit survives, after any choice;
//! - a planet hex: a missile is destroyed; a spaceship or battlecraft pauses for Maneuver Commands (6.5);
//! - an asteroid hex: a die roll at most the velocity is a hit, reported as `AsteroidHit` for the Hit Table
//!   (6.6).
//!
//! Scenario 4's Dagger, which may not move or be fired at until alerted, neither moves nor sets off
//! interceptions until then (our reading: interception is the missile's attack).
//!
//! No energy is expended in this phase (6.7). Before any move, ships carrying a Jump marker leave play
//! (6.8) and streamlined spacecraft brought to velocity 0 in a planet hex land (6.5).
//!
//! [`Action::Move`]: super::action::Action::Move

use super::action::Order;
use super::commands::{self, refuse};
use super::event::{By, Event, Purpose};
use super::fire;
use super::intercept;
use super::map::{locate, Tile};
use super::rules::Ctx;
use super::state::{Gone, Interception, JumpMarker, PlanetStop, Player, State, Status, Unit};
use crate::engine::clock::{advance, Clock, Reminder};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;

/// Whether a unit is kept still by scenario 4's Dagger rule (it may not move until alerted).
fn waiting(st: &State, u: Unit) -> bool {
    matches!(u, Unit::Ship(s) if !st.ship(s).alerted)
}

/// Whether a unit is orbiting: velocity 1 in a planet hex (6.5). It need not move.
pub fn orbiting(st: &State, u: Unit) -> bool {
    st.velocity(u) == Some(1) && st.at(u).is_some_and(|h| st.planets.contains(&h))
}

/// Units of `p` still to move this phase: in play, with a velocity above 0 (6.3), not yet moved, one
/// per docked pair (7.4), in unit order.
pub fn movers(st: &State, p: Player) -> Vec<Unit> {
    if st.phase != super::state::Phase::Movement(p) || st.motion.is_some() {
        return Vec::new();
    }
    st.units_in_play()
        .filter(|&u| st.owner(u) == p && !st.moved.contains(&u) && !waiting(st, u))
        .filter(|&u| st.velocity(u).unwrap_or(0) > 0)
        .filter(|&u| st.docked(u).is_none_or(|d| u < d))
        .collect()
}

/// Checks that `unit` may move now.
pub fn check_move(st: &State, p: Player, unit: Unit) -> Result<(), Refusal> {
    if st.motion.is_some() {
        return Err(refuse("6.0", "the unit being moved must finish its move first"));
    }
    if !movers(st, p).contains(&unit) {
        return Err(refuse("6.0", "that unit has no move to make now"));
    }
    Ok(())
}

/// Checks that `unit` may stay in orbit instead of moving (6.5).
pub fn check_orbit(st: &State, p: Player, unit: Unit) -> Result<(), Refusal> {
    check_move(st, p, unit)?;
    if !orbiting(st, unit) {
        return Err(refuse("6.5", "only a unit with velocity 1 in a planet hex is orbiting"));
    }
    Ok(())
}

/// The start of `p`'s Movement Phase: hyperjumps (6.8) and landings (6.5).
pub fn phase_start(cx: &mut Ctx, p: Player) {
    let st = &cx.st;
    let jumping: Vec<_> =
        st.fleet(p).filter(|&s| st.ship(s).in_play() && st.ship(s).jump == Some(JumpMarker::Jump)).collect();
    for s in jumping {
        cx.emit(Event::Removed { unit: Unit::Ship(s), gone: Gone::Jumped, case: "6.8".into() });
    }
    let st = &cx.st;
    let landing: Vec<Unit> = st
        .units_in_play()
        .filter(|&u| st.owner(u) == p && st.velocity(u) == Some(0) && !waiting(st, u))
        .filter(|&u| st.at(u).is_some_and(|h| st.planets.contains(&h)))
        .filter(|&u| st.class(u).is_some_and(|c| c.stats().streamlined))
        .collect();
    for u in landing {
        cx.emit(Event::Landed { unit: u });
    }
}

/// Moves `unit` (checked by [`check_move`]).
pub fn start(cx: &mut Ctx, unit: Unit) {
    let velocity = cx.st.velocity(unit).unwrap_or(0);
    cx.emit(Event::MoveBegan { unit, velocity });
    go(cx);
}

/// The Maneuver Commands a unit entering a planet hex may take (6.5, counted as 7.1).
fn planet_stop(st: &State, u: Unit) -> Option<PlanetStop> {
    if !st.is_spacecraft(u) || commands::may_maneuver(st, u).is_err() {
        return None;
    }
    let (allowed, speed_only) = commands::allowance(st, u);
    (allowed > 0).then_some(PlanetStop { allowed, issued: 0, speed: 0, speed_only })
}

/// Planet maneuvers open to the unit paused in a planet hex, in a stable order.
pub fn planet_orders(st: &State) -> Vec<Order> {
    let Some(m) = &st.motion else { return Vec::new() };
    let Some(stop) = m.planet else { return Vec::new() };
    if stop.issued >= stop.allowed {
        return Vec::new();
    }
    let v = st.velocity(m.unit).unwrap_or(0);
    let rating = commands::velocity_rating(st, m.unit);
    let mut out = Vec::new();
    if stop.speed < rating {
        if v < commands::MAX_VELOCITY {
            out.push(Order::Accelerate);
        }
        // Not below 1 in this way (6.5).
        if v > 1 {
            out.push(Order::Decelerate);
        }
    }
    if !stop.speed_only {
        out.extend([Order::TurnLeft, Order::TurnRight]);
    }
    out
}

/// A planet maneuver (6.5): no energy is expended.
pub fn planet(cx: &mut Ctx, order: Order) -> Result<(), Refusal> {
    let Some(m) = cx.st.motion.clone().filter(|m| m.planet.is_some()) else {
        return Err(refuse("6.5", "no unit has just entered a planet hex"));
    };
    if !planet_orders(&cx.st).contains(&order) {
        return Err(refuse(
            "6.5",
            "in a planet hex only Accelerate, Decelerate and Direction Change, within the unit's allowance and not below velocity 1",
        ));
    }
    cx.emit(Event::Maneuvered { unit: m.unit, order, by: By::Planet });
    Ok(())
}

/// The unit paused in a planet hex goes on: its new velocity less the hexes already moved (6.5).
pub fn resume(cx: &mut Ctx) -> Result<(), Refusal> {
    let Some(m) = cx.st.motion.clone().filter(|m| m.planet.is_some()) else {
        return Err(refuse("6.5", "no unit is paused in a planet hex"));
    };
    let left = cx.st.velocity(m.unit).unwrap_or(0).saturating_sub(m.done);
    cx.emit(Event::MoveResumed { unit: m.unit, left });
    go(cx);
    Ok(())
}

/// One hex of a move as the map alone decides it: the stepping shared by the real move ([`go`]) and the
/// projection of the next one ([`projection`]), so the two never part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The hex entered (6.1).
    pub hex: Hex,
    /// The zigzag side owed after it (6.1).
    pub reminder: Reminder,
    /// The map to lay down first when the hex is off the maps on the table (6.2; a missile is removed
    /// instead and never enters it).
    pub new_tile: Option<Tile>,
    /// A planet hex (6.5).
    pub planet: bool,
    /// An asteroid hex (6.6).
    pub asteroid: bool,
}

/// The next hex of a move from `at` facing `facing` with the zigzag side `reminder` owed (6.1), and what
/// the map there calls for. `laid` are maps taken as already on the table besides the state's (the
/// projection's own, 6.2). Pure: reads the state, changes nothing.
pub fn step(st: &State, at: Hex, facing: Clock, reminder: Reminder, laid: &[Tile]) -> Step {
    let (hex, reminder) = advance(at, facing, reminder);
    let tile = locate(hex).0;
    let new_tile = (!st.tiles.contains(&tile) && !laid.contains(&tile)).then_some(tile);
    Step { hex, reminder, new_tile, planet: st.planets.contains(&hex), asteroid: st.asteroids.contains(&hex) }
}

/// The hexes `unit` would enter, in order, in its next move (the map's next-move arrows): from its facing,
/// velocity and zigzag reminder now, stepped by [`step`] exactly as [`go`] steps. Our choices for what
/// depends on more than the course:
/// - it ends where the map ends the move: a missile at the last hex before the edge of the maps (it is
///   removed there, 6.2) or in a planet hex (destroyed, 6.5); a spaceship or battlecraft in a planet hex
///   where it would pause for Maneuver Commands (6.5: where it goes from there is the player's choice).
///   Maps a spacecraft would lay down (6.2) are taken as laid;
/// - asteroid hexes (6.6) and interceptions (6.4, 9.6) do not end it: they may damage or destroy the
///   unit but never turn it;
/// - a unit that will not move has none: velocity 0 (6.3) or scenario 4's Dagger waiting to be alerted.
///   An orbiting unit (6.5) is shown its one hex on: it may also stay;
/// - the unit whose move is in progress (paused in a planet hex or for a choice) has the rest of that
///   move: after a planet stop, its velocity less the hexes already moved (6.5).
///
/// `known`: whether the viewer knows what the unit is. An enemy's face-down counter (2.5) is projected
/// without telling a missile from a battlecraft: across the edge of the maps, and to its first planet hex.
pub fn projection(st: &State, unit: Unit, known: bool) -> Vec<Hex> {
    let (Some(mut at), Some(facing)) = (st.at(unit), st.facing(unit)) else { return Vec::new() };
    if !st.in_play(unit) || waiting(st, unit) {
        return Vec::new();
    }
    let velocity = st.velocity(unit).unwrap_or(0);
    let left = match &st.motion {
        Some(m) if m.unit == unit || st.docked(unit) == Some(m.unit) => match m.planet {
            Some(_) => velocity.saturating_sub(m.done),
            None => m.left,
        },
        _ => velocity,
    };
    let missile = known && !st.is_spacecraft(unit);
    let pauses = !known || planet_stop(st, unit).is_some();
    let mut reminder = st.reminder(unit);
    let mut laid = Vec::new();
    let mut out = Vec::with_capacity(left as usize);
    for _ in 0..left {
        let s = step(st, at, facing, reminder, &laid);
        if let Some(tile) = s.new_tile {
            if missile {
                break;
            }
            laid.push(tile);
        }
        (at, reminder) = (s.hex, s.reminder);
        out.push(at);
        if s.planet && (missile || pauses) {
            break;
        }
    }
    out
}

/// Goes on with the move in progress until it ends, or pauses in a planet hex (6.5) or for the choice of
/// part an asteroid hit leaves open (6.6).
pub fn go(cx: &mut Ctx) {
    // Interceptions (and the hits they owe) still due from where the move paused come first (9.6).
    intercept::drain(cx);
    if intercept::blocked(&cx.st) {
        return;
    }
    let Some(m) = cx.st.motion.clone() else { return };
    let u = m.unit;
    let player = cx.st.owner(u);
    let missile = !cx.st.is_spacecraft(u);
    let (Some(mut at), Some(facing)) = (cx.st.at(u), cx.st.facing(u)) else { return };
    let mut reminder = cx.st.reminder(u);
    let mut path: Vec<Hex> = Vec::new();
    let flush = |cx: &mut Ctx, path: &mut Vec<Hex>, reminder| {
        if !path.is_empty() {
            cx.emit(Event::Moved { unit: u, path: std::mem::take(path), reminder });
        }
    };
    for _ in 0..m.left {
        let s = step(&cx.st, at, facing, reminder, &[]);
        if let Some(tile) = s.new_tile {
            flush(cx, &mut path, reminder);
            if missile {
                cx.emit(Event::Removed { unit: u, gone: Gone::OffMap, case: "6.2".into() });
                return;
            }
            cx.emit(Event::TilePlaced { tile });
        }
        (at, reminder) = (s.hex, s.reminder);
        path.push(at);
        let planet = s.planet;
        if missile && planet {
            flush(cx, &mut path, reminder);
            cx.emit(Event::Removed { unit: u, gone: Gone::Destroyed, case: "6.5".into() });
            return;
        }
        let due = interceptions(&cx.st, u, player, at);
        if !due.is_empty() {
            flush(cx, &mut path, reminder);
            for interception in due {
                cx.emit(Event::InterceptionDue { interception });
            }
            // Resolved here, before the move goes on (9.6; see `intercept`): a missile that explodes stops.
            intercept::drain(cx);
            if !cx.st.in_play(u) || intercept::blocked(&cx.st) {
                return;
            }
        }
        if s.asteroid {
            flush(cx, &mut path, reminder);
            // Each unit entering checks: a docked partner too (7.4: it moves under the same marker).
            for x in std::iter::once(u).chain(cx.st.docked(u)) {
                asteroid(cx, x);
            }
            if !cx.st.in_play(u) || cx.st.fire.pending.is_some() {
                return;
            }
        }
        if planet {
            if let Some(stop) = planet_stop(&cx.st, u) {
                flush(cx, &mut path, reminder);
                cx.emit(Event::PlanetEntered { unit: u, stop });
                return;
            }
        }
    }
    flush(cx, &mut path, reminder);
    cx.emit(Event::MoveEnded { unit: u });
}

/// 6.6: the die against the unit's velocity; a hit goes to the Hit Table as for fire, a critical hit
/// having no effect ([`fire::asteroid_hit`]). One choice of part waits at a time: while the first unit of
/// a docked pair has one open, its partner does not check (TODO: queue the partner's check).
fn asteroid(cx: &mut Ctx, u: Unit) {
    if cx.st.fire.pending.is_some() || !cx.st.in_play(u) {
        return;
    }
    let velocity = cx.st.velocity(u).unwrap_or(0);
    let face = cx.roll(10, Purpose::Asteroid { unit: u, velocity });
    if face <= velocity as u32 {
        cx.emit(Event::AsteroidHit { unit: u, roll: face });
        fire::asteroid_hit(cx, u);
    }
}

/// Interceptions a unit of `player` entering `at` sets off (6.4, 9.6): its own, if it is a missile and
/// enemy units are there; and each enemy missile there against it.
pub fn interceptions(st: &State, u: Unit, player: Player, at: Hex) -> Vec<Interception> {
    let enemies: Vec<Unit> =
        st.units_in_play().filter(|&e| st.owner(e) != player && st.at(e) == Some(at) && !waiting(st, e)).collect();
    let mut out = Vec::new();
    let movers = std::iter::once(u).chain(st.docked(u));
    for x in movers {
        if let Unit::Craft(c) = x {
            if st.craft(c).is_missile() && !enemies.is_empty() {
                out.push(Interception { missile: c, target: None, hex: at });
            }
        }
        for &e in &enemies {
            if let Unit::Craft(m) = e {
                if st.craft(m).is_missile() {
                    out.push(Interception { missile: m, target: Some(x), hex: at });
                }
            }
        }
    }
    out
}

/// The end of `p`'s Movement Phase: missiles that spent their last Energy Unit in the Command Phase
/// before are removed (9.5).
pub fn phase_end(cx: &mut Ctx, p: Player) {
    let st = &cx.st;
    let spent: Vec<_> = st
        .craft_ids()
        .filter(|&c| {
            let k = st.craft(c);
            k.player == p && k.status == Status::InPlay && k.allowance() > 0 && k.units_left() == 0
        })
        .collect();
    for c in spent {
        cx.emit(Event::Removed { unit: Unit::Craft(c), gone: Gone::Exhausted, case: "9.5".into() });
    }
}
