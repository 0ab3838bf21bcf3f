//! The Command Phase (DeltaVee 3.0 phase 2, 7.0–7.7): the Detection Segment, then the Command Segment's
//! Maneuver Commands (7.1, 7.2) and Battle Commands (7.3, 7.4), with the energy they cost (7.5–7.7).
//!
//! Readings of the text (each also noted where it is used):
//! - A unit's Maneuver Command allowance is counted from its velocity when its first Maneuver Command is
//!   issued (7.1's procedure counts it before issuing), so a Decelerate does not buy more commands.
//! - Prepare Jump, Abort Jump and Jump are Maneuver Commands (7.2) and count against the allowance; a ship
//!   with a Prepare Jump marker may take only the Jump or Abort Jump it owes (7.1 forbids the rest), and
//!   those two are exempt from the count so the "must" of 7.2 can always be met. An active force field
//!   allows Prepare Jump and Abort Jump only (7.4), never Jump (7.2).
//! - A Prepare Missile Command prepares only missiles the Pod Attribute Chart marks as needing it (9.1).
//! - Detection is by the phasing player's spaceships and launched battlecraft (5.6: a launched battlecraft
//!   is treated as any other Spacecraft); prepared counters atop a ship have no effect on play (7.4) and are
//!   not detected until launched.
//! - Through a tractor beam only Accelerate, Decelerate and Direction Change are issued, within the
//!   target's Velocity Rating; the target's own allowance is untouched (5.6). They are Maneuver Commands
//!   all the same, so 7.1's bans (a jump marker, an active force field) and 8.9's destroyed engine apply
//!   to them: a force field is a defence against a beam.
//! - Velocity markers go from 0 to 9 (2.6): no Accelerate, and no unguided increase, beyond 9.
//! - A damaged engine's block per Maneuver Command (8.9) is charged besides the block for steering beyond
//!   the first and for a Weave: the summary (7.7) lists them as separate lines.
//! - An enemy counter still face down may not be the target of a tractor beam or a rendezvous: its owner
//!   alone may inspect it (2.5), and whether it could be would tell a battlecraft from a missile.

use super::action::{Action, Battle, Order};
use super::damage::{self, condition, Engine};
use super::data::{missile_stats, Expense, Missile, Part, PodKind};
use super::event::{By, Event, Purpose};
use super::map::locate;
use super::movement;
use super::rules::Ctx;
use super::state::{
    Craft, CraftId, CraftKind, JumpMarker, JumpRule, Phase, Player, Segment, ShipId, State, Status, Unit,
};
use crate::engine::game::Refusal;

/// The highest Velocity marker (2.6).
pub const MAX_VELOCITY: u8 = 9;

/// A refusal citing a DeltaVee case.
pub fn refuse(case: &str, message: impl Into<String>) -> Refusal {
    Refusal::illegal(&format!("DeltaVee {case}"), message)
}

// ---------------------------------------------------------------------------------------------------------
// Ratings and allowances (4.1, 4.2, 9.5, 7.1, 7.3)
// ---------------------------------------------------------------------------------------------------------

/// Most Accelerate and Decelerate Commands per Command Phase (4.1, 9.5; 0 for an unguided missile).
pub fn velocity_rating(st: &State, u: Unit) -> u8 {
    match (st.class(u), u) {
        (Some(c), _) => c.stats().velocity_rating,
        (None, Unit::Craft(c)) => missile_rating(st.craft(c)).map_or(0, |r| r.0),
        _ => 0,
    }
}

/// (velocity, maneuver) ratings of a missile from the Missile Chart (9.5).
fn missile_rating(k: &Craft) -> Option<(u8, u8)> {
    let CraftKind::Missile(m) = k.kind else { return None };
    missile_stats(m, k.civ).map(|r| (r.velocity_rating, r.maneuver_rating))
}

/// The Maneuver Rating after bridge damage (4.2, 9.5, 8.9: damaged −2, destroyed 1).
pub fn maneuver_rating(st: &State, u: Unit) -> u8 {
    let rating = match (st.class(u), u) {
        (Some(c), _) => c.stats().maneuver_rating,
        (None, Unit::Craft(c)) => missile_rating(st.craft(c)).map_or(0, |r| r.1),
        _ => 0,
    };
    if !st.is_spacecraft(u) {
        return rating;
    }
    damage::maneuver_rating(rating, condition(st, u, Part::Bridge))
}

/// Maneuver Commands a unit may take at its current velocity, and whether only one Accelerate or
/// Decelerate is allowed (7.1: the rating less the velocity; when the velocity reaches the rating, one).
pub fn allowance(st: &State, u: Unit) -> (u8, bool) {
    allowance_at(st, u, st.velocity(u).unwrap_or(0))
}

fn allowance_at(st: &State, u: Unit, v: u8) -> (u8, bool) {
    let rating = maneuver_rating(st, u);
    if v >= rating {
        (1, true)
    } else {
        (rating - v, false)
    }
}

/// Battle Commands a ship may take per Command Phase (5.2, 7.3; a damaged battle communications pod
/// gives one, 8.9; a destroyed pod none).
pub fn battle_allowance(st: &State, ship: ShipId) -> u8 {
    damage::battle_commands(st.ship(ship))
}

/// Maneuver Commands one use of a tractor beam pod gives (5.6: Civ 7 one, Civ 8 two; the pod's working
/// Civ Level, 5.3).
pub fn tractor_commands(st: &State, ship: ShipId, kind: PodKind) -> u8 {
    if tractor_civ(st, ship, kind) >= 8 {
        2
    } else {
        1
    }
}

/// The tractor beam's reach in hexes (5.6: Civ 7 four, Civ 8 six).
pub fn tractor_range(st: &State, ship: ShipId, kind: PodKind) -> i32 {
    if tractor_civ(st, ship, kind) >= 8 {
        6
    } else {
        4
    }
}

fn tractor_civ(st: &State, ship: ShipId, kind: PodKind) -> u8 {
    super::data::pod_civ(kind, st.ship(ship).class.stats().civ).unwrap_or(7)
}

// ---------------------------------------------------------------------------------------------------------
// Energy (7.5–7.7, 10.3)
// ---------------------------------------------------------------------------------------------------------

/// An expenditure: who pays, for what, in blocks and units.
type Charge = (Unit, Expense, u8, u8);

/// Whether the charges can be met (7.6: a unit out of energy may take no Command needing it).
fn affordable(st: &State, charges: &[Charge]) -> bool {
    let mut need: Vec<(Unit, u16, u16)> = Vec::new();
    for &(u, _, b, n) in charges {
        match need.iter_mut().find(|x| x.0 == u) {
            Some(x) => {
                x.1 += b as u16;
                x.2 += n as u16;
            }
            None => need.push((u, b as u16, n as u16)),
        }
    }
    need.iter().all(|&(u, b, n)| match u {
        Unit::Ship(s) => {
            let ship = st.ship(s);
            let burn = ship.class.stats().burn_rate as u16;
            b <= ship.blocks_left() && b * burn + n <= ship.units_left()
        }
        Unit::Craft(c) => b + n <= st.craft(c).units_left() as u16,
    })
}

/// What a Maneuver Command issued to `u` by its own allowance costs (7.5, 7.7, 8.9).
fn maneuver_charges(st: &State, u: Unit, order: Order) -> Vec<Charge> {
    let t = st.tally(st.helm(u));
    let mut out = Vec::new();
    if !st.is_spacecraft(u) {
        // A missile: one Energy Unit per Maneuver Command.
        out.push((u, Expense::MissileManeuver, 0, 1));
        return out;
    }
    // A block for a spaceship; a battlecraft's burn rate is 1, so its block is one Energy Unit (7.5).
    let block = |e: Expense| -> Charge {
        match (u, st.docked(u)) {
            // Docked ships: their two burn rates in Energy Units instead of a block (7.4).
            (_, Some(d)) => {
                let burn = |x: Unit| st.class(x).map_or(0, |c| c.stats().burn_rate);
                (u, Expense::ManeuverDocked, 0, burn(u) + burn(d))
            }
            (Unit::Ship(_), None) => (u, e, 1, 0),
            (Unit::Craft(_), None) => (u, e, 0, 1),
        }
    };
    if order.is_steering() && t.steering == 1 {
        out.push(block(Expense::ManeuverBeyondOne));
    }
    if matches!(order, Order::Weave { .. }) {
        out.push(block(Expense::Weave));
    }
    if damage::engine(condition(st, u, Part::Engine)) == Engine::BlockPerCommand {
        out.push(block(Expense::EngineDamaged));
    }
    out
}

fn emit_charges(cx: &mut Ctx, charges: Vec<Charge>) {
    for (unit, expense, blocks, units) in charges {
        cx.emit(Event::Spent { unit, expense, blocks, units });
    }
}

/// 8.9: an energy pod destroyed brings the ship's Energy Units expended up to 144 at once (the pod is
/// empty). For the damage rules to call when they record the destruction.
pub fn energy_pod_destroyed(cx: &mut Ctx, ship: ShipId) {
    let units = damage::energy_pod_loss(cx.st.ship(ship));
    if units > 0 {
        let (blocks, units) = split(&cx.st, ship, units);
        cx.emit(Event::Spent { unit: Unit::Ship(ship), expense: Expense::EnergyPodDestroyed, blocks, units });
    }
}

/// `units` Energy Units as whole blocks plus units on the track, for the event (10.3).
fn split(st: &State, ship: ShipId, units: u16) -> (u8, u8) {
    let burn = st.ship(ship).class.stats().burn_rate as u16;
    let whole = units / burn;
    ((whole.min(255)) as u8, (units - whole * burn) as u8)
}

// ---------------------------------------------------------------------------------------------------------
// The Detection Segment and the start of the Command Segment (3.0)
// ---------------------------------------------------------------------------------------------------------

/// Unrevealed enemy units of `p` within `range` hexes of `from` (counting the enemy's hex, not one's own).
fn unrevealed_near(st: &State, p: Player, from: crate::engine::hex::Hex, range: i32) -> Vec<Unit> {
    st.craft_ids()
        .filter(|&c| {
            let k = st.craft(c);
            k.player != p && k.in_play() && !k.revealed && k.at.is_some_and(|h| h.distance(from) <= range)
        })
        .map(Unit::Craft)
        .collect()
}

/// 3.0 Detection Segment: every unrevealed enemy unit within three hexes of any of `p`'s spacecraft is
/// turned face up for good.
pub fn detection(cx: &mut Ctx, p: Player) {
    let st = &cx.st;
    let mut found: Vec<Unit> = st
        .units_in_play()
        .filter(|&u| st.owner(u) == p && st.is_spacecraft(u))
        .filter_map(|u| st.at(u))
        .flat_map(|h| unrevealed_near(st, p, h, 3))
        .collect();
    crate::engine::sort::sort_dedup(&mut found);
    if !found.is_empty() {
        cx.emit(Event::Revealed { units: found, by: p, case: "3.0".into() });
    }
}

/// The start of `p`'s Command Segment: scenario 4's alert roll, each unguided missile one faster (3.0,
/// 7.1), and a damaged energy pod's drain (8.9).
pub fn segment_start(cx: &mut Ctx, p: Player) {
    let waiting: Vec<ShipId> = cx.st.fleet(p).filter(|&s| !cx.st.ship(s).alerted && cx.st.ship(s).in_play()).collect();
    for ship in waiting {
        if cx.roll(10, Purpose::Alert { ship }) <= 2 {
            cx.emit(Event::Alerted { ship });
        }
    }
    let st = &cx.st;
    let unguided: Vec<(CraftId, u8)> = st
        .craft_ids()
        .filter(|&c| {
            let k = st.craft(c);
            k.player == p && k.in_play() && k.kind == CraftKind::Missile(Missile::Unguided)
        })
        .map(|c| (c, st.craft(c).velocity.unwrap_or(0)))
        .collect();
    for (missile, v) in unguided {
        if v < MAX_VELOCITY {
            cx.emit(Event::Boosted { missile, velocity: v + 1 });
        }
    }
    let st = &cx.st;
    let drains: Vec<(ShipId, u8)> = st
        .fleet(p)
        .filter(|&s| st.ship(s).in_play())
        .map(|s| (s, damage::energy_pod_drain(st.ship(s)).min(st.ship(s).units_left()) as u8))
        .filter(|&(_, units)| units > 0)
        .collect();
    for (s, units) in drains {
        cx.emit(Event::Spent { unit: Unit::Ship(s), expense: Expense::EnergyPodDamaged, blocks: 0, units });
    }
}

// ---------------------------------------------------------------------------------------------------------
// Maneuver Commands (7.1, 7.2)
// ---------------------------------------------------------------------------------------------------------

fn in_command_segment(st: &State, p: Player) -> Result<(), Refusal> {
    if st.phase != Phase::Command(p, Segment::Command) {
        return Err(refuse("3.0", "Commands are issued in one's own Command Segment"));
    }
    Ok(())
}

/// The jump pod a ship would jump with: (has a working standard jump or hunter pod, has a working
/// augmented jump pod) (5.6, 8.9).
fn jump_pods(st: &State, ship: ShipId) -> (bool, bool) {
    let s = st.ship(ship);
    let working = |kinds: &[PodKind]| {
        (1..=s.pods.len() as u8).any(|b| kinds.contains(&s.pods[b as usize - 1].kind) && damage::jump_pod_works(s, b))
    };
    (working(&[PodKind::StandardJump, PodKind::Hunter]), working(&[PodKind::AugmentedJump]))
}

/// Whether the scenario lets the ship jump where it is (11.0).
fn may_jump_here(st: &State, ship: ShipId) -> Result<(), Refusal> {
    let s = st.ship(ship);
    match st.hyperjump[s.player as usize] {
        JumpRule::Never => Err(refuse("11.0", "this scenario does not allow hyperjumps")),
        JumpRule::FromColumn(x) => match s.at.map(|h| locate(h).0.x) {
            Some(c) if c == x => Ok(()),
            _ => Err(refuse("11.0 scenario 3", "a ship may jump only from map E or a map above or below it")),
        },
    }
}

/// Whether `u` may take Maneuver Commands of its own at all now (7.1, 7.4, 8.9), leaving aside the
/// jump commands' exceptions.
pub fn may_maneuver(st: &State, u: Unit) -> Result<(), Refusal> {
    if let Unit::Ship(s) = u {
        if !st.ship(s).alerted {
            return Err(refuse("11.0 scenario 4", "the Dagger may not act until alerted"));
        }
        if st.ship(s).jump.is_some() {
            return Err(refuse("7.1", "a ship with a Prepare Jump or Jump marker takes no Maneuver Commands"));
        }
        if st.ship(s).force_field {
            return Err(refuse("7.1", "a ship with an active force field takes no Maneuver Commands"));
        }
    }
    if st.is_spacecraft(u) && damage::engine(condition(st, u, Part::Engine)) == Engine::NoManeuvers {
        return Err(refuse("8.9", "a destroyed engine allows no Maneuver Commands"));
    }
    match st.missile(u) {
        Some(Missile::Unguided) => Err(refuse("7.1", "an unguided missile takes no Maneuver Commands")),
        Some(Missile::Guided) if !st.tally(u).controlled => {
            Err(refuse("7.4", "a guided missile needs a Control Guided Missile Command to its ship first"))
        }
        _ => Ok(()),
    }
}

/// Checks a Maneuver Command to one of `p`'s units by its own allowance; returns what it costs.
pub fn check_maneuver(st: &State, p: Player, u: Unit, order: Order) -> Result<Vec<Charge>, Refusal> {
    in_command_segment(st, p)?;
    if !st.in_play(u) || st.owner(u) != p {
        return Err(refuse("7.0", "Commands go to one's own units in play"));
    }
    let t = st.tally(st.helm(u));
    let jump_owed = matches!(u, Unit::Ship(s) if st.ship(s).jump == Some(JumpMarker::Prepare));
    match order {
        Order::Jump | Order::AbortJump if jump_owed => {
            let Unit::Ship(s) = u else { unreachable!() };
            if damage::engine(condition(st, u, Part::Engine)) == Engine::NoManeuvers {
                return Err(refuse("8.9", "a destroyed engine allows no Maneuver Commands"));
            }
            if order == Order::Jump {
                if st.tally(u).prepared_jump {
                    return Err(refuse(
                        "7.2",
                        "the Jump Command comes in the friendly Command Phase after Prepare Jump",
                    ));
                }
                check_jump(st, s)?;
            }
        }
        Order::PrepareJump => {
            let Unit::Ship(s) = u else { return Err(refuse("7.2", "only spaceships hyperjump")) };
            // An active force field allows Prepare Jump (7.2, 7.4).
            if st.ship(s).jump.is_some() {
                return Err(refuse("7.2", "the ship already has a jump marker"));
            }
            if !st.ship(s).alerted {
                return Err(refuse("11.0 scenario 4", "the Dagger may not act until alerted"));
            }
            if damage::engine(condition(st, u, Part::Engine)) == Engine::NoManeuvers {
                return Err(refuse("8.9", "a destroyed engine allows no Maneuver Commands"));
            }
            if st.hyperjump[p as usize] == JumpRule::Never {
                return Err(refuse("11.0", "this scenario does not allow hyperjumps"));
            }
            if !jump_pods(st, s).0 {
                return Err(refuse("7.2", "Prepare Jump needs a working standard jump or hunter pod"));
            }
            count(st, u, order, &t)?;
        }
        Order::Jump | Order::AbortJump => {
            let Unit::Ship(s) = u else { return Err(refuse("7.2", "only spaceships hyperjump")) };
            if order == Order::AbortJump {
                return Err(refuse("7.2", "there is no Prepare Jump marker to remove"));
            }
            // Without a Prepare Jump marker only an augmented jump pod jumps (7.2).
            may_maneuver(st, u)?;
            if !jump_pods(st, s).1 {
                return Err(refuse("7.2", "a Jump Command needs a Prepare Jump marker, or an augmented jump pod"));
            }
            check_jump(st, s)?;
            count(st, u, order, &t)?;
        }
        _ => {
            may_maneuver(st, u)?;
            count(st, u, order, &t)?;
            check_order(st, u, order, t.speed, t.weaved)?;
        }
    }
    let charges = maneuver_charges(st, u, order);
    if !affordable(st, &charges) {
        return Err(refuse("7.6", "not enough energy left for that Command"));
    }
    Ok(charges)
}

fn check_jump(st: &State, s: ShipId) -> Result<(), Refusal> {
    if st.ship(s).force_field {
        return Err(refuse("7.2", "no Jump Command to a ship with an active force field"));
    }
    let (standard, augmented) = jump_pods(st, s);
    if !standard && !augmented {
        return Err(refuse("8.9", "a damaged or destroyed jump pod may not be used to hyperjump"));
    }
    may_jump_here(st, s)
}

/// The unit's Maneuver Command allowance this phase, counted from its velocity when its first Maneuver
/// Command was issued (7.1; a docked pair counts on one tally, 7.4), and whether only one Accelerate or
/// Decelerate is allowed.
pub fn phase_allowance(st: &State, u: Unit) -> (u8, bool) {
    let base = st.tally(st.helm(u)).base_velocity.or(st.velocity(u)).unwrap_or(0);
    allowance_at(st, u, base)
}

/// Maneuver Commands `u` may still be issued by its own allowance this phase (7.1): the allowance less
/// those issued. The jump commands a Prepare Jump marker owes are not counted (7.2).
pub fn maneuvers_left(st: &State, u: Unit) -> u8 {
    phase_allowance(st, u).0.saturating_sub(st.tally(st.helm(u)).maneuvers)
}

/// Battle Commands the ship may still be issued this phase (7.3): its allowance less those issued.
pub fn battles_left(st: &State, ship: ShipId) -> u8 {
    battle_allowance(st, ship).saturating_sub(st.tally(Unit::Ship(ship)).battle)
}

/// 7.1: within the allowance counted at the unit's first command; past the rating, one Accelerate or
/// Decelerate only.
fn count(st: &State, u: Unit, order: Order, t: &super::state::Tally) -> Result<(), Refusal> {
    let (n, speed_only) = phase_allowance(st, u);
    if t.maneuvers >= n {
        return Err(refuse("7.1", format!("its {n} Maneuver Commands this phase are issued")));
    }
    if speed_only && !order.is_speed() {
        return Err(refuse("7.1", "at or above its Maneuver Rating a unit takes one Accelerate or Decelerate only"));
    }
    Ok(())
}

/// The order's own limits (7.2): speed within the Velocity Rating and the markers, one Weave, and not into
/// a planet or asteroid hex, by spacecraft only.
fn check_order(st: &State, u: Unit, order: Order, speed: u8, weaved: bool) -> Result<(), Refusal> {
    let v = st.velocity(u).unwrap_or(0);
    match order {
        Order::Accelerate | Order::Decelerate => {
            if speed >= velocity_rating(st, u) {
                return Err(refuse("7.2", "Accelerate and Decelerate Commands are limited to the Velocity Rating"));
            }
            if order == Order::Accelerate && v >= MAX_VELOCITY {
                return Err(refuse("2.6", "Velocity markers go no higher than 9"));
            }
            if order == Order::Decelerate && v == 0 {
                return Err(refuse("7.2", "the unit is already at velocity 0"));
            }
        }
        Order::TurnLeft | Order::TurnRight => {}
        Order::Weave { to } => {
            if !st.is_spacecraft(u) {
                return Err(refuse("7.2", "missiles may not weave"));
            }
            if weaved {
                return Err(refuse("7.2", "one Weave Command per unit per Command Phase"));
            }
            if !damage::may_weave(condition(st, u, Part::Bridge)) {
                return Err(refuse("8.9", "a damaged or destroyed bridge allows no Weave Commands"));
            }
            if st.at(u).is_none_or(|h| h.distance(to) != 1) {
                return Err(refuse("7.2", "a Weave is into an adjacent hex"));
            }
            if st.planets.contains(&to) || st.asteroids.contains(&to) {
                return Err(refuse("7.2", "no weaving into a planet or asteroid hex"));
            }
        }
        _ => return Err(refuse("7.2", "not a Maneuver Command here")),
    }
    Ok(())
}

/// Every order worth trying for a unit, in a stable order.
fn candidate_orders(st: &State, u: Unit) -> Vec<Order> {
    let mut out = vec![Order::Accelerate, Order::Decelerate, Order::TurnLeft, Order::TurnRight];
    if let Some(h) = st.at(u) {
        out.extend(h.neighbors().into_iter().map(|to| Order::Weave { to }));
    }
    if matches!(u, Unit::Ship(_)) {
        out.extend([Order::PrepareJump, Order::AbortJump, Order::Jump]);
    }
    out
}

/// Issues a Maneuver Command of the unit's own (checked by [`check_maneuver`]).
pub fn maneuver(cx: &mut Ctx, p: Player, u: Unit, order: Order) -> Result<(), Refusal> {
    let charges = check_maneuver(&cx.st, p, u, order)?;
    emit_charges(cx, charges);
    cx.emit(Event::Maneuvered { unit: u, order, by: By::Own });
    if let Order::Weave { to } = order {
        entered(cx, u, to);
    }
    Ok(())
}

/// A unit placed into `to` during the Command Phase (a Weave, a launch): a map laid down if needed (6.2),
/// and interceptions due (9.6: whatever the phase).
pub(super) fn entered(cx: &mut Ctx, u: Unit, to: crate::engine::hex::Hex) {
    let tile = locate(to).0;
    if !cx.st.tiles.contains(&tile) {
        cx.emit(Event::TilePlaced { tile });
    }
    let p = cx.st.owner(u);
    for interception in movement::interceptions(&cx.st, u, p, to) {
        cx.emit(Event::InterceptionDue { interception });
    }
}

/// Checks a Maneuver Command through `ship`'s active tractor beam (5.6); returns its cost to the ship.
pub fn check_tractor(st: &State, p: Player, ship: ShipId, order: Order) -> Result<Vec<Charge>, Refusal> {
    in_command_segment(st, p)?;
    if st.ship(ship).player != p {
        return Err(refuse("7.0", "Commands go to one's own units"));
    }
    let Some((target, left)) = st.tally(Unit::Ship(ship)).tractor else {
        return Err(refuse("5.6", "the ship's tractor beam is not active"));
    };
    if left == 0 {
        return Err(refuse("5.6", "the tractor beam's Maneuver Commands are used up"));
    }
    if !st.in_play(target) {
        return Err(refuse("5.6", "the tractor beam's target is no longer in play"));
    }
    if !order.is_steering() {
        return Err(refuse("5.6", "a tractor beam issues Accelerate, Decelerate and Direction Change"));
    }
    // 7.1 and 8.9 bar Maneuver Commands to such a unit whoever issues them (a beam's are Maneuver Commands).
    if let Unit::Ship(t) = target {
        if st.ship(t).jump.is_some() {
            return Err(refuse("7.1", "a ship with a Prepare Jump or Jump marker takes no Maneuver Commands"));
        }
        if st.ship(t).force_field {
            return Err(refuse("7.1", "a ship with an active force field takes no Maneuver Commands"));
        }
    }
    if damage::engine(condition(st, target, Part::Engine)) == Engine::NoManeuvers {
        return Err(refuse("8.9", "a destroyed engine allows no Maneuver Commands"));
    }
    check_order(st, target, order, st.tally(st.helm(target)).speed, false)?;
    let burn = st.class(target).map_or(0, |c| c.stats().burn_rate);
    let charges = vec![(Unit::Ship(ship), Expense::TractorBeam, 0, 2 * burn)];
    if !affordable(st, &charges) {
        return Err(refuse("7.6", "not enough energy left for the tractor beam"));
    }
    Ok(charges)
}

pub fn tractor(cx: &mut Ctx, p: Player, ship: ShipId, order: Order) -> Result<(), Refusal> {
    let charges = check_tractor(&cx.st, p, ship, order)?;
    let (target, _) = cx.st.tally(Unit::Ship(ship)).tractor.expect("checked");
    emit_charges(cx, charges);
    cx.emit(Event::Maneuvered { unit: target, order, by: By::Tractor { ship } });
    Ok(())
}

// ---------------------------------------------------------------------------------------------------------
// Battle Commands (7.3, 7.4)
// ---------------------------------------------------------------------------------------------------------

/// Missiles of type `m` still in pod box `pod` (9.1: the chart's, less those prepared or launched).
pub fn missiles_left(st: &State, ship: ShipId, pod: u8, m: Missile) -> u8 {
    let start = st.ship(ship).pods[pod as usize - 1].missiles[m as usize];
    let drawn =
        st.crafts.iter().filter(|k| k.ship == ship && k.pod == pod && k.kind == CraftKind::Missile(m)).count() as u8;
    start.saturating_sub(drawn)
}

/// The battlecraft of pod box `pod` while it is in its pod: `None` if the pod has none or it is out;
/// `Some(None)` if it has never left; `Some(Some(c))` if it came back docked.
fn battlecraft_in_pod(st: &State, ship: ShipId, pod: u8) -> Option<Option<CraftId>> {
    st.ship(ship).pods.get(pod as usize - 1)?.craft?;
    match st.craft_ids().find(|&c| st.craft(c).ship == ship && st.craft(c).pod == pod) {
        None => Some(None),
        Some(c) if st.craft(c).status == Status::Docked => Some(Some(c)),
        Some(_) => None,
    }
}

/// An enemy counter still face down: `p` may not tell a battlecraft from a missile (2.5), so it may not be
/// picked as a tractor beam's target or a rendezvous partner (the legal list must not tell either).
fn hidden(st: &State, p: Player, u: Unit) -> bool {
    matches!(u, Unit::Craft(c) if st.craft(c).player != p && !st.craft(c).revealed)
}

/// Checks a Battle Command to `ship`; returns what it costs.
pub fn check_battle(st: &State, p: Player, ship: ShipId, command: Battle) -> Result<Vec<Charge>, Refusal> {
    in_command_segment(st, p)?;
    let s = st.ship(ship);
    if s.player != p || !s.in_play() {
        return Err(refuse("7.0", "Battle Commands go to one's own spaceships in play"));
    }
    if !s.alerted {
        return Err(refuse("11.0 scenario 4", "the Dagger may not act until alerted"));
    }
    let t = st.tally(Unit::Ship(ship));
    if t.battle >= battle_allowance(st, ship) {
        return Err(refuse("7.3", format!("its {} Battle Commands this phase are issued", battle_allowance(st, ship))));
    }
    let allowed_with_field = matches!(
        command,
        Battle::PrepareMissile { .. }
            | Battle::ActiveSearch
            | Battle::PrepareBattlecraft { .. }
            | Battle::ForceField { on: false }
    );
    if s.force_field && !allowed_with_field {
        return Err(refuse("7.4", "an active force field allows only Prepare Missile, Active Search, Prepare Battlecraft and the jump commands"));
    }
    let pod_of = |b: u8| -> Result<PodKind, Refusal> {
        s.pods.get((b as usize).wrapping_sub(1)).map(|p| p.kind).ok_or_else(|| refuse("10.1", "there is no such pod"))
    };
    let mut charges = Vec::new();
    match command {
        Battle::PrepareMissile { pod, missile } => {
            let kind = pod_of(pod)?;
            if !kind.carries_missiles() || damage::missiles_lost(s, pod) {
                return Err(refuse("7.4", "missiles are prepared in a working missile-carrying pod"));
            }
            if !kind.stats().prepare[missile as usize] {
                return Err(refuse("9.1", "that pod launches that missile without preparation"));
            }
            if missiles_left(st, ship, pod, missile) == 0 {
                return Err(refuse("9.1", "the pod has no more missiles of that type"));
            }
            let capacity = s.pods.iter().filter(|p| p.kind.carries_missiles()).count();
            let aboard =
                st.crafts.iter().filter(|k| k.ship == ship && k.is_missile() && k.status == Status::Aboard).count();
            if aboard >= capacity {
                return Err(refuse("7.4", "no more prepared missiles than missile-carrying pods"));
            }
        }
        Battle::ControlGuided { missile } => {
            let k = st.crafts.get(missile as usize).ok_or_else(|| refuse("2.5", "there is no such missile"))?;
            if k.ship != ship || k.kind != CraftKind::Missile(Missile::Guided) || !k.in_play() {
                return Err(refuse("7.4", "control one of the ship's own guided missiles in play"));
            }
            if !damage::controls_guided(s, k.pod) {
                return Err(refuse("8.9", "its launching pod is damaged"));
            }
            if st.tally(Unit::Craft(missile)).controlled {
                return Err(refuse("7.4", "that missile is already under control this phase"));
            }
        }
        Battle::ActiveSearch => {}
        Battle::PrepareBattlecraft { pod } => {
            if pod_of(pod)? != PodKind::Battlecraft || !damage::battlecraft_pod_works(s, pod) {
                return Err(refuse("7.4", "a battlecraft is prepared from a working battlecraft pod"));
            }
            if battlecraft_in_pod(st, ship, pod).is_none() {
                return Err(refuse("7.4", "the pod holds no battlecraft"));
            }
        }
        Battle::LaunchBattlecraft { craft, hex, facing, velocity } => {
            let k = st.crafts.get(craft as usize).ok_or_else(|| refuse("2.5", "there is no such battlecraft"))?;
            if k.ship != ship || k.is_missile() || k.status != Status::Aboard {
                return Err(refuse("7.4", "launch a battlecraft prepared atop this ship"));
            }
            if st.tally(Unit::Craft(craft)).prepared_craft {
                return Err(refuse("7.4", "a battlecraft is launched in a Command Phase after it was prepared"));
            }
            if !damage::battlecraft_pod_works(s, k.pod) {
                return Err(refuse("8.9", "a battlecraft may not be launched from a damaged pod"));
            }
            let (Some(at), Some(f), Some(v)) = (s.at, s.facing, s.velocity) else { unreachable!("in play") };
            if at.distance(hex) != 1 {
                return Err(refuse("7.4", "a battlecraft is launched into a hex adjacent to its ship"));
            }
            if !(v.saturating_sub(1).max(1)..=(v + 1).min(MAX_VELOCITY)).contains(&velocity) {
                return Err(refuse("7.4", "launch velocity: the ship's, one more or one less, at least 1"));
            }
            if f.positions_to(facing) > 2 {
                return Err(refuse("7.4", "launch direction: the ship's or within two positions of it"));
            }
        }
        Battle::Rendezvous { with } => {
            let u = Unit::Ship(ship);
            if hidden(st, p, with) {
                return Err(refuse("2.5", "an unrevealed enemy counter may not be singled out"));
            }
            if with == u || !st.in_play(with) || !st.is_spacecraft(with) {
                return Err(refuse("7.4", "rendezvous with another spaceship or battlecraft in play"));
            }
            let same = st.at(with) == s.at && st.velocity(with) == s.velocity && st.facing(with) == s.facing;
            if !same {
                return Err(refuse("7.4", "docking units share a hex, a velocity and a direction"));
            }
            let own = matches!(with, Unit::Craft(c) if st.craft(c).ship == ship);
            if own {
                let Unit::Craft(c) = with else { unreachable!() };
                if !damage::battlecraft_pod_works(s, st.craft(c).pod) {
                    return Err(refuse("8.9", "a battlecraft may not dock with a damaged pod"));
                }
            } else if s.docked.is_some() || st.docked(with).is_some() {
                return Err(refuse("7.4", "two units dock together, no more"));
            }
        }
        Battle::TractorBeam { pod, target } => {
            let kind = pod_of(pod)?;
            if !damage::tractor_works(s, pod) {
                return Err(refuse("5.6", "a tractor beam needs a working tractor beam pod"));
            }
            if t.tractor_pods.contains(&pod) {
                return Err(refuse("7.4", "a tractor beam pod takes one Command per Command Phase"));
            }
            if t.tractor.is_some_and(|(_, left)| left > 0) {
                return Err(refuse("5.6", "the ship's other tractor beam is still in use"));
            }
            if hidden(st, p, target) {
                return Err(refuse("2.5", "an unrevealed enemy counter may not be singled out"));
            }
            if target == Unit::Ship(ship) || !st.in_play(target) || !st.is_spacecraft(target) {
                return Err(refuse("5.6", "a tractor beam holds another spaceship or battlecraft, never a missile"));
            }
            let range = tractor_range(st, ship, kind);
            if st.at(target).zip(s.at).is_none_or(|(a, b)| a.distance(b) > range) {
                return Err(refuse("5.6", format!("the target must be within {range} hexes")));
            }
        }
        Battle::ForceField { on: true } => {
            if s.class.stats().force_field == 0 {
                return Err(refuse("4.6", "the ship has no force field"));
            }
            if s.force_field {
                return Err(refuse("7.4", "the force field is already active"));
            }
            if damage::force_field_class(s) == 0 {
                return Err(refuse("8.9", "the force field may not be used"));
            }
            charges.push((Unit::Ship(ship), Expense::ActivateForceField, 1, 0));
        }
        Battle::ForceField { on: false } => {
            if !s.force_field {
                return Err(refuse("7.4", "the force field is not active"));
            }
        }
    }
    if !affordable(st, &charges) {
        return Err(refuse("7.6", "not enough energy left for that Command"));
    }
    Ok(charges)
}

/// Issues a Battle Command (checked by [`check_battle`]) and carries out its effects.
pub fn battle(cx: &mut Ctx, p: Player, ship: ShipId, command: Battle) -> Result<(), Refusal> {
    let charges = check_battle(&cx.st, p, ship, command)?;
    emit_charges(cx, charges);
    cx.emit(Event::Commanded { ship, command });
    match command {
        Battle::PrepareMissile { pod, missile } => {
            let st = &cx.st;
            let s = st.ship(ship);
            let number = st.crafts.iter().filter(|k| k.ship == ship && k.kind == CraftKind::Missile(missile)).count();
            let civ = super::data::pod_civ(s.pods[pod as usize - 1].kind, s.class.stats().civ).unwrap_or(7);
            let craft = Craft::aboard(s.player, CraftKind::Missile(missile), ship, pod, number as u8 + 1, civ);
            cx.emit(Event::CraftOut { craft });
        }
        Battle::ActiveSearch => {
            let st = &cx.st;
            let range = damage::active_search_range(st.ship(ship)) as i32;
            let at = st.ship(ship).at.expect("in play");
            let units = unrevealed_near(st, p, at, range);
            if !units.is_empty() {
                cx.emit(Event::Revealed { units, by: p, case: "7.4".into() });
            }
        }
        Battle::PrepareBattlecraft { pod } => match battlecraft_in_pod(&cx.st, ship, pod).expect("checked") {
            Some(craft) => cx.emit(Event::Prepared { craft }),
            None => {
                let st = &cx.st;
                let s = st.ship(ship);
                let class = s.pods[pod as usize - 1].craft.expect("checked");
                let number = (1..=pod).filter(|&b| s.pods[b as usize - 1].craft.is_some()).count() as u8;
                let craft =
                    Craft::aboard(s.player, CraftKind::Battlecraft(class), ship, pod, number, class.stats().civ);
                cx.emit(Event::CraftOut { craft });
            }
        },
        Battle::LaunchBattlecraft { craft, hex, facing, velocity } => {
            cx.emit(Event::Launched { craft, hex, facing, velocity });
            entered(cx, Unit::Craft(craft), hex);
        }
        Battle::Rendezvous { with } => cx.emit(Event::Docked { unit: with, with: Unit::Ship(ship) }),
        Battle::ControlGuided { .. } | Battle::TractorBeam { .. } | Battle::ForceField { .. } => {}
    }
    Ok(())
}

/// Every Battle Command worth trying for a ship, in a stable order.
fn candidate_battles(st: &State, ship: ShipId) -> Vec<Battle> {
    let s = st.ship(ship);
    let n = s.pods.len() as u8;
    let mut out = Vec::new();
    for pod in 1..=n {
        for missile in Missile::ALL {
            out.push(Battle::PrepareMissile { pod, missile });
        }
    }
    for c in st.craft_ids() {
        let k = st.craft(c);
        if k.ship == ship && k.kind == CraftKind::Missile(Missile::Guided) {
            out.push(Battle::ControlGuided { missile: c });
        }
    }
    out.push(Battle::ActiveSearch);
    out.extend((1..=n).map(|pod| Battle::PrepareBattlecraft { pod }));
    if let (Some(at), Some(f), Some(v)) = (s.at, s.facing, s.velocity) {
        for c in st.craft_ids().filter(|&c| st.craft(c).ship == ship && st.craft(c).status == Status::Aboard) {
            for hex in at.neighbors() {
                for k in -2..=2 {
                    for velocity in v.saturating_sub(1).max(1)..=(v + 1).min(MAX_VELOCITY) {
                        out.push(Battle::LaunchBattlecraft { craft: c, hex, facing: f.turn(k), velocity });
                    }
                }
            }
        }
    }
    let others: Vec<Unit> = st.units_in_play().filter(|&u| u != Unit::Ship(ship) && st.is_spacecraft(u)).collect();
    for &with in &others {
        if st.at(with) == s.at {
            out.push(Battle::Rendezvous { with });
        }
    }
    for pod in 1..=n {
        if matches!(s.pods[pod as usize - 1].kind, PodKind::TractorBeam7 | PodKind::TractorBeam8) {
            out.extend(others.iter().map(|&target| Battle::TractorBeam { pod, target }));
        }
    }
    out.extend([Battle::ForceField { on: true }, Battle::ForceField { on: false }]);
    out
}

/// Checks drawing Energy Units into a docked battlecraft (5.6, 10.4: up to 15 in all; no Command needed).
pub fn check_replenish(st: &State, p: Player, craft: CraftId, units: u8) -> Result<(), Refusal> {
    in_command_segment(st, p)?;
    let k = st.crafts.get(craft as usize).ok_or_else(|| refuse("2.5", "there is no such battlecraft"))?;
    if k.player != p || k.is_missile() || k.status != Status::Docked {
        return Err(refuse("5.6", "a battlecraft draws energy while docked in its pod"));
    }
    if units == 0 || units > k.expended {
        return Err(refuse("10.4", "a battlecraft never holds more than 15 Energy Units"));
    }
    if units as u16 > st.ship(k.ship).units_left() {
        return Err(refuse("7.6", "the ship has not that much energy left"));
    }
    Ok(())
}

/// Whether the Command Segment may end: a ship whose Prepare Jump marker dates from an earlier phase must
/// have been issued its Jump or Abort Jump (7.2), when either can be issued.
pub fn check_end(st: &State, p: Player) -> Result<(), Refusal> {
    in_command_segment(st, p)?;
    for s in st.fleet(p) {
        let ship = st.ship(s);
        if ship.in_play() && ship.jump == Some(JumpMarker::Prepare) && !st.tally(Unit::Ship(s)).prepared_jump {
            let u = Unit::Ship(s);
            if [Order::Jump, Order::AbortJump].iter().any(|&o| check_maneuver(st, p, u, o).is_ok()) {
                return Err(refuse("7.2", format!("{} must be issued Jump or Abort Jump", ship.name())));
            }
        }
    }
    Ok(())
}

/// Every legal Command Phase action of `p`, in a stable order.
pub fn legal(st: &State, p: Player) -> Vec<Action> {
    if in_command_segment(st, p).is_err() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for u in st.units_in_play().filter(|&u| st.owner(u) == p).collect::<Vec<_>>() {
        for order in candidate_orders(st, u) {
            if check_maneuver(st, p, u, order).is_ok() {
                out.push(Action::Maneuver { unit: u, order });
            }
        }
    }
    for ship in st.fleet(p) {
        if st.tally(Unit::Ship(ship)).tractor.is_some() {
            for order in [Order::Accelerate, Order::Decelerate, Order::TurnLeft, Order::TurnRight] {
                if check_tractor(st, p, ship, order).is_ok() {
                    out.push(Action::Tractor { ship, order });
                }
            }
        }
        if st.ship(ship).in_play() {
            for command in candidate_battles(st, ship) {
                if check_battle(st, p, ship, command).is_ok() {
                    out.push(Action::Battle { ship, command });
                }
            }
        }
    }
    for craft in st.craft_ids() {
        for units in 1..=st.craft(craft).expended {
            if check_replenish(st, p, craft, units).is_ok() {
                out.push(Action::Replenish { craft, units });
            }
        }
    }
    if check_end(st, p).is_ok() {
        out.push(Action::EndCommands);
    }
    out
}
