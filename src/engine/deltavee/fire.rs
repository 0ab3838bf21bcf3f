//! Laser and particle fire (DeltaVee 8.0–8.9), and the asteroid collision of 6.6, which uses the same Hit
//! Table.
//!
//! A fire is declared from one source of a ship (its burster or a weapon pod) at one enemy unit (8.0 step
//! 1); the Energy Units are spent (8.2); range (8.3), relative velocity (8.4) with its reductions (8.5)
//! and the Targeting Program (8.6) give the Target Value; the Fire Results Table gives the Hit Chance and
//! the die decides (8.7); on a hit the Hit Table names the part (8.8) and the hit is recorded at once
//! (8.8, 8.9, through [`super::damage`]). Where the Hit Table leaves the part to the phasing player, the
//! fire waits for a [`FireAction::Choose`].
//!
//! What happened in the current Fire Phase (fires used, the ship now firing, a choice pending) is kept in a
//! [`FireRecord`], to be joined to the game state with the rest of the Fire Phase.
//!
//! Interpretations:
//! - 8.3: the range is the hex distance (the target's hex counts, the firer's does not); 0 in one hex.
//! - 8.5 condition 1, "a straight line between the two units and their directions": the two hexes lie on
//!   one of the twelve straight lines of the grid — a hex row for a side facing, the line through opposite
//!   corners (hexes 2, 4, 6 … steps away, alternating between the two flanking sides) for a corner facing —
//!   and both units face along that line, either way. Units in one hex need only face along one line (the
//!   same or opposite facings). Hexes a zigzag passes through between those corner-line hexes are off the
//!   line.
//! - 8.5 condition 2 needs the same facing and the same velocity, wherever the units are.
//! - 8.6: the player may use the ship's, the firing pod's or an unimpaired battle communications pod's
//!   modifier; the lowest is taken (the modified relative velocity stops at 0, so it never does worse).
//! - 8.1, 5.6: each unimpaired battle communications pod adds one fire, from any one source beyond its own
//!   allowance, of the types that source may conduct.
//! - 8.7: a fire the table makes impossible ("–", or a Target Value above 14) is refused rather than
//!   declared in vain.
//! - 8.8: spaceships are always revealed (their counters' backs show the force field, 2.5); battlecraft
//!   and missiles may be unrevealed. A destroyed part is still a part the table can name.
//! - 8.2, 7.6: a fire that costs more Energy Units than the ship has left is refused.
//! - Force fields (4.6, 7.4) protect against missiles only: laser and particle fire ignores them, and a
//!   ship with an active force field may still fire (7.4). Nothing here depends on a force field being on.
//! - 6.6: a collision uses the Hit Table as for enemy fire, so the choice of part goes to the owner's
//!   opponent; a critical hit has no effect.

use super::damage::{self, fires, Program, Source, Status};
use super::data::{hit_chance, hit_result, Chance, Fire, HitResult, Part, TARGET_VALUE_COLUMNS};
use super::relvel::relative_velocity;
use super::state::{Phase, Player, Ship, ShipId, State};
use crate::engine::clock::Clock;
use crate::engine::dice::Dice;
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

fn refuse(case: &str, msg: impl Into<String>) -> Refusal {
    Refusal::illegal(&format!("DeltaVee {case}"), msg)
}

/// Where a unit is and how it moves: what range and relative velocity need (8.3, 8.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Body {
    pub at: Hex,
    pub facing: Clock,
    pub velocity: u8,
}

/// The unit fired at (8.0 step 1). Launched battlecraft and missiles are not in the state yet, so they are
/// given with their position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// A spaceship (always revealed).
    Ship(ShipId),
    /// The battlecraft of battlecraft pod `pod` of `ship`, out on the map; its hits are logged on its ship's
    /// log (10.4).
    Battlecraft { ship: ShipId, pod: u8, body: Body, revealed: bool },
    /// A missile of `owner`.
    Missile { owner: Player, body: Body, revealed: bool },
}

/// A ship's position, if placed and on a course.
pub fn body(ship: &Ship) -> Option<Body> {
    Some(Body { at: ship.at?, facing: ship.facing?, velocity: ship.velocity? })
}

// ---------------------------------------------------------------------------------------------------------
// Range and relative velocity (8.3–8.6)
// ---------------------------------------------------------------------------------------------------------

/// The facing from `from` along which `to` lies on a straight line of the grid, if it does (see the module
/// notes on 8.5): side facings along hex rows, corner facings along the lines through opposite corners.
pub fn line_clock(from: Hex, to: Hex) -> Option<Clock> {
    let n = from.distance(to);
    if n == 0 {
        return None;
    }
    Clock::ALL.into_iter().find(|c| {
        let (l, r) = c.flanks();
        if c.is_side() {
            from.step(l, n) == to
        } else {
            n % 2 == 0 && from.step(l, n / 2).step(r, n / 2) == to
        }
    })
}

/// Facing along a line, either way.
fn along(facing: Clock, line: Clock) -> bool {
    matches!(facing.positions_to(line), 0 | 6)
}

/// Which 8.5 reduction applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reduction {
    None,
    /// Condition 1: both units and their facings on one straight line — relative velocity halved, rounded
    /// up.
    StraightLine,
    /// Condition 2: the same facing and velocity — relative velocity 0, range halved, rounded up (it takes
    /// precedence over condition 1).
    SameCourse,
}

/// 8.5's condition, for a firing unit and a target.
pub fn reduction(firer: Body, target: Body) -> Reduction {
    if firer.facing == target.facing && firer.velocity == target.velocity {
        return Reduction::SameCourse;
    }
    let straight = match line_clock(firer.at, target.at) {
        None if firer.at == target.at => along(firer.facing, target.facing),
        None => false,
        Some(line) => along(firer.facing, line) && along(target.facing, line),
    };
    if straight {
        Reduction::StraightLine
    } else {
        Reduction::None
    }
}

/// Range and relative velocity between two units, before the Targeting Program (8.3–8.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Geometry {
    /// Hexes counted as 8.3 says.
    pub distance: u32,
    /// The range used: the distance, halved (rounded up) under 8.5 condition 2.
    pub range: u32,
    /// The relative velocity of 8.4.
    pub chart_velocity: u8,
    pub reduction: Reduction,
    /// After 8.5.
    pub relative_velocity: u8,
}

pub fn geometry(firer: Body, target: Body) -> Geometry {
    let distance = firer.at.distance(target.at) as u32;
    let chart_velocity = relative_velocity((firer.facing, firer.velocity), (target.facing, target.velocity));
    let reduction = reduction(firer, target);
    let (range, relative_velocity) = match reduction {
        Reduction::None => (distance, chart_velocity),
        Reduction::StraightLine => (distance, chart_velocity.div_ceil(2)),
        Reduction::SameCourse => (distance.div_ceil(2), 0),
    };
    Geometry { distance, range, chart_velocity, reduction, relative_velocity }
}

/// The relative velocity after a Targeting Program modifier, never below 0 (8.6).
pub fn modified_velocity(relative_velocity: u8, modifier: i8) -> u8 {
    (relative_velocity as i32 + modifier as i32).max(0) as u8
}

// ---------------------------------------------------------------------------------------------------------
// The Fire Phase record
// ---------------------------------------------------------------------------------------------------------

/// A Hit Table result waiting for a player's choice of part (8.8, 6.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHit {
    pub chooser: Player,
    pub target: Target,
    /// The parts to choose from.
    pub parts: Vec<Part>,
    /// From a critical hit (any part).
    pub critical: bool,
}

/// What has happened in the current Fire Phase (8.0, 8.1, 9.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireRecord {
    /// Fires and missile launches so far, by ship and source.
    pub used: Vec<(ShipId, Source, u8)>,
    /// Ships in the order they began firing; all but the last are done (8.0: one ship's fires at a time).
    pub order: Vec<ShipId>,
    pub pending: Option<PendingHit>,
}

impl FireRecord {
    /// Fires (and launches) from `source` of `ship` so far.
    pub fn used(&self, ship: ShipId, source: Source) -> u8 {
        self.used.iter().find(|(s, src, _)| *s == ship && *src == source).map_or(0, |u| u.2)
    }
    fn count(&mut self, ship: ShipId, source: Source) {
        match self.used.iter_mut().find(|(s, src, _)| *s == ship && *src == source) {
            Some(u) => u.2 += 1,
            None => self.used.push((ship, source, 1)),
        }
        if self.order.last() != Some(&ship) {
            self.order.push(ship);
        }
    }
    /// `ship` has finished firing: another ship has fired since (8.0).
    pub fn done(&self, ship: ShipId) -> bool {
        self.order.contains(&ship) && self.order.last() != Some(&ship)
    }
}

/// Whether `source` of `ship` may conduct one more fire or launch, and if so whether it takes a battle
/// communications pod's extra fire (8.1, 9.2).
fn slot(record: &FireRecord, id: ShipId, ship: &Ship, source: Source) -> Result<bool, Refusal> {
    let allow = fires(ship);
    let Some(a) = allow.iter().find(|a| a.source == source) else {
        return Err(refuse("8.1", format!("{} has no {} to fire from", ship.name(), source_name(ship, source))));
    };
    if record.used(id, source) < a.fires {
        return Ok(false);
    }
    let extras_used: u8 = allow.iter().map(|a| record.used(id, a.source).saturating_sub(a.fires)).sum();
    if extras_used < damage::extra_fires(ship) {
        return Ok(true);
    }
    Err(refuse("8.1", format!("{}'s {} has no fire left this Fire Phase", ship.name(), source_name(ship, source))))
}

/// Fires and launches `ship` has left this Fire Phase (8.1, 9.2).
pub fn fires_left(record: &FireRecord, id: ShipId, ship: &Ship) -> u8 {
    let allow = fires(ship);
    let own: u8 = allow.iter().map(|a| a.fires.saturating_sub(record.used(id, a.source))).sum();
    let extras_used: u8 = allow.iter().map(|a| record.used(id, a.source).saturating_sub(a.fires)).sum();
    own + damage::extra_fires(ship).saturating_sub(extras_used)
}

/// Counts a missile launch from pod `pod` of `ship` against its fires (9.2), as a fire would be; for the
/// missile rules to call. Refused when the pod has no fire left.
pub fn record_launch(st: &State, record: &mut FireRecord, id: ShipId, pod: u8) -> Result<(), Refusal> {
    let ship = st.ship(id);
    if record.done(id) {
        return Err(refuse("8.0", format!("{} has finished firing this phase", ship.name())));
    }
    slot(record, id, ship, Source::Pod(pod))?;
    record.count(id, Source::Pod(pod));
    Ok(())
}

fn source_name(ship: &Ship, source: Source) -> String {
    match source {
        Source::Burster => "burster".into(),
        Source::Pod(n) => match damage::pod(ship, n) {
            Some(k) => format!("{} pod (box {n})", k.name()),
            None => format!("pod box {n}"),
        },
    }
}

// ---------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------

/// A fire the phasing player may declare, with every figure of 8.3–8.7 for display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireOption {
    pub firer: ShipId,
    pub source: Source,
    pub fire: Fire,
    pub target: Target,
    pub geometry: Geometry,
    /// Whose Targeting Program is used, and its modifier (8.6).
    pub program: Program,
    pub modifier: i8,
    /// The relative velocity after the modifier, never below 0 (8.6).
    pub modified_velocity: u8,
    /// Range + modified relative velocity (8.7).
    pub target_value: u32,
    pub chance: Chance,
    pub energy_units: u8,
    /// Takes a battle communications pod's extra fire (8.1).
    pub extra: bool,
}

/// The figures for a fire, without checking that it may be made.
pub fn assess(st: &State, firer: ShipId, source: Source, fire: Fire, target: Target) -> Option<FireOption> {
    let ship = st.ship(firer);
    let from = body(ship)?;
    let to = target_body(st, target)?;
    let geometry = geometry(from, to);
    let (program, modifier) = damage::target_program(ship, source);
    let modified_velocity = modified_velocity(geometry.relative_velocity, modifier);
    let target_value = geometry.range + modified_velocity as u32;
    Some(FireOption {
        firer,
        source,
        fire,
        target,
        geometry,
        program,
        modifier,
        modified_velocity,
        target_value,
        chance: hit_chance(fire, target_value),
        energy_units: fire.energy_units(),
        extra: false,
    })
}

fn target_body(st: &State, target: Target) -> Option<Body> {
    match target {
        Target::Ship(s) => body(st.ships.get(s as usize)?),
        Target::Battlecraft { body, .. } | Target::Missile { body, .. } => Some(body),
    }
}

fn target_owner(st: &State, target: Target) -> Option<Player> {
    match target {
        Target::Ship(s) | Target::Battlecraft { ship: s, .. } => st.ships.get(s as usize).map(|x| x.player),
        Target::Missile { owner, .. } => Some(owner),
    }
}

/// Checks a declared fire (8.0–8.2, 8.7) and gives its figures.
pub fn check(
    st: &State,
    record: &FireRecord,
    firer: ShipId,
    source: Source,
    fire: Fire,
    target: Target,
) -> Result<FireOption, Refusal> {
    let Phase::Fire(phasing) = st.phase else {
        return Err(refuse("3.0", "fire is conducted in the Fire Phase only"));
    };
    if record.pending.is_some() {
        return Err(refuse("8.8", "the part hit by the last fire must be chosen first"));
    }
    let Some(ship) = st.ships.get(firer as usize) else {
        return Err(refuse("8.0", "no such ship"));
    };
    if ship.player != phasing {
        return Err(refuse("8.0", format!("{} is not the phasing player's", ship.name())));
    }
    if damage::destroyed(ship) {
        return Err(refuse("11.0", format!("{} is destroyed", ship.name())));
    }
    if body(ship).is_none() || !ship.alerted {
        return Err(refuse("8.0", format!("{} is not in play", ship.name())));
    }
    if record.done(firer) {
        return Err(refuse("8.0", format!("{} has finished firing: another ship has fired since", ship.name())));
    }
    let extra = slot(record, firer, ship, source)?;
    let types = fires(ship).into_iter().find(|a| a.source == source).map(|a| a.types).unwrap_or_default();
    if !types.contains(&fire) {
        let case = if source == Source::Burster { "4.4" } else { "8.9" };
        return Err(refuse(
            case,
            format!("{}'s {} may not conduct a {}", ship.name(), source_name(ship, source), fire.name()),
        ));
    }
    if target_owner(st, target) != Some(phasing.other()) {
        return Err(refuse("8.0", "the target must be an enemy unit"));
    }
    match target {
        Target::Ship(t) if damage::destroyed(st.ship(t)) => {
            return Err(refuse("11.0", format!("{} is destroyed", st.ship(t).name())));
        }
        Target::Battlecraft { ship: t, pod, .. } => {
            if damage::craft_class(st.ship(t), pod).is_none() || damage::craft_destroyed(st.ship(t), pod) {
                return Err(refuse("8.0", "no such battlecraft in play"));
            }
        }
        _ => {}
    }
    let Some(mut option) = assess(st, firer, source, fire, target) else {
        return Err(refuse("8.3", "the target is not on the map"));
    };
    option.extra = extra;
    if option.chance == Chance::Impossible {
        return Err(refuse("8.7", format!("a {} at Target Value {} cannot hit", fire.name(), option.target_value)));
    }
    if damage::units_left(ship) < fire.energy_units() as u16 {
        return Err(refuse(
            "8.2",
            format!(
                "a {} costs {} Energy Units; {} has {}",
                fire.name(),
                fire.energy_units(),
                ship.name(),
                damage::units_left(ship)
            ),
        ));
    }
    Ok(option)
}

/// Every fire `firer` may declare now at the given targets (8.0–8.7).
pub fn fire_options_at(st: &State, record: &FireRecord, firer: ShipId, targets: &[Target]) -> Vec<FireOption> {
    let Some(ship) = st.ships.get(firer as usize) else { return Vec::new() };
    let mut out = Vec::new();
    for a in fires(ship) {
        for &fire in &a.types {
            for &t in targets {
                if let Ok(o) = check(st, record, firer, a.source, fire, t) {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// Every fire `firer` may declare now at the enemy spaceships (8.0–8.7).
pub fn fire_options(st: &State, record: &FireRecord, firer: ShipId) -> Vec<FireOption> {
    let Some(ship) = st.ships.get(firer as usize) else { return Vec::new() };
    let targets: Vec<Target> = st.fleet(ship.player.other()).map(Target::Ship).collect();
    fire_options_at(st, record, firer, &targets)
}

// ---------------------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------------------

/// What the phasing player does in the Fire Phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FireAction {
    /// Declare and resolve one fire (8.0).
    Fire { firer: ShipId, source: Source, fire: Fire, target: Target },
    /// Choose the part hit, when the Hit Table leaves it to the phasing player (8.8).
    Choose { part: Part },
}

/// A die roll's table and row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Roll {
    /// The Fire Results Table (8.7), the fire's row and the Target Value's column: a hit on `chance` or
    /// less.
    FireResults { fire: Fire, target_value: u32, column: (u32, u32), chance: u8 },
    /// The Hit Table (8.8), the row read.
    HitTable { row: HitResult },
    /// An asteroid collision (6.6): a hit on the unit's velocity or less.
    AsteroidCollision { velocity: u8 },
}

/// Why a Hit Table result did nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum NoEffect {
    /// The target has neither part named (8.8).
    GlancingBlow,
    /// A critical hit on an unrevealed unit (8.8).
    CriticalOnUnrevealed,
    /// A critical hit in an asteroid collision (6.6).
    CriticalInAsteroids,
    /// A row that does not affect a missile (8.8).
    MissileUnaffected,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum FireEvent {
    Declared {
        option: FireOption,
    },
    /// Energy Units spent (8.2, 10.3), and the ship's log after.
    Expended {
        ship: ShipId,
        units: u8,
        blocks_expended: u16,
        track: u8,
    },
    Rolled {
        face: u32,
        roll: Roll,
    },
    /// The Hit Chance was "A": no roll (8.7).
    AutomaticHit,
    Missed,
    NoEffect {
        why: NoEffect,
    },
    /// The part is for `chooser` to pick among `parts` (8.8).
    ChoiceOpen {
        chooser: Player,
        parts: Vec<Part>,
        critical: bool,
    },
    /// A Status box marked (8.8): on a ship, or on its battlecraft of pod box `craft`.
    Marked {
        ship: ShipId,
        craft: Option<u8>,
        part: Part,
        from: Status,
        to: Status,
    },
    /// The pod's missiles are lost, any prepared ones too (8.9).
    MissilesLost {
        ship: ShipId,
        pod: u8,
    },
    /// The battlecraft in the pod may no longer be used (8.9).
    BattlecraftLost {
        ship: ShipId,
        pod: u8,
    },
    /// A destroyed energy pod raised the Energy Units expended (8.9).
    EnergyRaised {
        ship: ShipId,
        expended: u16,
    },
    MissileDestroyed,
    /// The ship (or its battlecraft of pod box `craft`) counts as destroyed and leaves play (11.0).
    Destroyed {
        ship: ShipId,
        craft: Option<u8>,
    },
}

/// Resolves a Fire Phase action (8.0): a fire, or the choice of part a hit left open. Refused actions leave
/// everything untouched.
pub fn resolve_fire(
    st: &mut State,
    record: &mut FireRecord,
    action: FireAction,
    dice: &mut Dice,
) -> Result<Vec<FireEvent>, Refusal> {
    match action {
        FireAction::Choose { part } => {
            let Some(p) = record.pending.clone() else {
                return Err(refuse("8.8", "no hit waits for a choice of part"));
            };
            let events = choose(st, &p, part)?;
            record.pending = None;
            Ok(events)
        }
        FireAction::Fire { firer, source, fire, target } => {
            let option = check(st, record, firer, source, fire, target)?;
            record.count(firer, source);
            let mut ev = vec![FireEvent::Declared { option: option.clone() }];
            if option.energy_units > 0 {
                let ship = &mut st.ships[firer as usize];
                damage::expend_units(ship, option.energy_units as u16);
                ev.push(FireEvent::Expended {
                    ship: firer,
                    units: option.energy_units,
                    blocks_expended: ship.blocks_expended,
                    track: ship.track,
                });
            }
            match option.chance {
                Chance::Auto => ev.push(FireEvent::AutomaticHit),
                Chance::AtMost(n) => {
                    let face = dice.roll(10);
                    let column = TARGET_VALUE_COLUMNS
                        .into_iter()
                        .find(|&(lo, hi)| (lo..=hi).contains(&option.target_value))
                        .expect("a possible fire has a column");
                    let roll = Roll::FireResults { fire, target_value: option.target_value, column, chance: n };
                    ev.push(FireEvent::Rolled { face, roll });
                    if face > n as u32 {
                        ev.push(FireEvent::Missed);
                        return Ok(ev);
                    }
                }
                Chance::Impossible => unreachable!("refused by check"),
            }
            let chooser = st.ship(firer).player;
            let (more, pending) = hit_table(st, target, chooser, false, dice);
            ev.extend(more);
            record.pending = pending;
            Ok(ev)
        }
    }
}

/// The parts of a target the Hit Table can name (8.8): a ship's (see [`damage::parts`]); a battlecraft's
/// bridge and engine (10.4); none for a missile.
fn target_parts(st: &State, target: Target) -> Vec<Part> {
    match target {
        Target::Ship(s) => damage::parts(st.ship(s)),
        Target::Battlecraft { .. } => vec![Part::Bridge, Part::Engine],
        Target::Missile { .. } => vec![],
    }
}

/// Rolls on the Hit Table for `target` (8.8) and applies the result, or leaves the choice to `chooser`.
/// `asteroid`: a collision, where a critical hit does nothing (6.6).
fn hit_table(
    st: &mut State,
    target: Target,
    chooser: Player,
    asteroid: bool,
    dice: &mut Dice,
) -> (Vec<FireEvent>, Option<PendingHit>) {
    let face = dice.roll(10);
    let row = hit_result(face);
    let mut ev = vec![FireEvent::Rolled { face, roll: Roll::HitTable { row } }];
    if let Target::Missile { revealed, .. } = target {
        // 8.8: a missile is destroyed on a 2, or on a 1 if revealed; nothing else affects it.
        if face == 2 || (face == 1 && revealed && !asteroid) {
            ev.push(FireEvent::MissileDestroyed);
        } else {
            let why = if face == 1 && asteroid {
                NoEffect::CriticalInAsteroids
            } else if face == 1 {
                NoEffect::CriticalOnUnrevealed
            } else {
                NoEffect::MissileUnaffected
            };
            ev.push(FireEvent::NoEffect { why });
        }
        return (ev, None);
    }
    let all = target_parts(st, target);
    let revealed = match target {
        Target::Battlecraft { revealed, .. } => revealed,
        _ => true,
    };
    let (parts, critical) = match row {
        HitResult::Critical if asteroid => {
            ev.push(FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids });
            return (ev, None);
        }
        HitResult::Critical if !revealed => {
            ev.push(FireEvent::NoEffect { why: NoEffect::CriticalOnUnrevealed });
            return (ev, None);
        }
        HitResult::Critical => (all, true),
        HitResult::Either(a, b) => ([a, b].into_iter().filter(|p| all.contains(p)).collect::<Vec<_>>(), false),
    };
    match parts.len() {
        0 => ev.push(FireEvent::NoEffect { why: NoEffect::GlancingBlow }),
        1 => ev.extend(apply_hit(st, target, parts[0])),
        _ => {
            ev.push(FireEvent::ChoiceOpen { chooser, parts: parts.clone(), critical });
            return (ev, Some(PendingHit { chooser, target, parts, critical }));
        }
    }
    (ev, None)
}

/// Applies the choice of part a Hit Table result left open (8.8, 6.6). Refused if the part is not among
/// those offered.
pub fn choose(st: &mut State, pending: &PendingHit, part: Part) -> Result<Vec<FireEvent>, Refusal> {
    if !pending.parts.contains(&part) {
        return Err(refuse("8.8", "that part is not among those the Hit Table allows"));
    }
    Ok(apply_hit(st, pending.target, part))
}

/// Records a hit on `part` of the target and its immediate effects (8.8, 8.9, 11.0).
fn apply_hit(st: &mut State, target: Target, part: Part) -> Vec<FireEvent> {
    let mut ev = Vec::new();
    match target {
        Target::Ship(s) => {
            let ship = &mut st.ships[s as usize];
            let was_destroyed = damage::destroyed(ship);
            let before = damage::expended(ship);
            let Some(m) = damage::hit(ship, part) else { return ev };
            ev.push(FireEvent::Marked { ship: s, craft: None, part, from: m.from, to: m.to });
            if let Part::Pod(n) = part {
                let newly_impaired = m.to.impaired() && !m.from.impaired();
                let kind = damage::pod(ship, n).expect("the part exists");
                if newly_impaired && ship.pods[n as usize - 1].missiles.iter().any(|&c| c > 0) {
                    ev.push(FireEvent::MissilesLost { ship: s, pod: n });
                }
                if newly_impaired && ship.pods[n as usize - 1].craft.is_some() {
                    ev.push(FireEvent::BattlecraftLost { ship: s, pod: n });
                }
                let after = damage::expended(ship);
                if after > before {
                    debug_assert_eq!(kind, super::data::PodKind::Energy);
                    ev.push(FireEvent::EnergyRaised { ship: s, expended: after });
                }
            }
            if !was_destroyed && damage::destroyed(ship) {
                ev.push(FireEvent::Destroyed { ship: s, craft: None });
            }
        }
        Target::Battlecraft { ship: s, pod, .. } => {
            let ship = &mut st.ships[s as usize];
            let was_destroyed = damage::craft_destroyed(ship, pod);
            let Some(m) = damage::hit_craft(ship, pod, part) else { return ev };
            ev.push(FireEvent::Marked { ship: s, craft: Some(pod), part, from: m.from, to: m.to });
            if !was_destroyed && damage::craft_destroyed(ship, pod) {
                ev.push(FireEvent::Destroyed { ship: s, craft: Some(pod) });
            }
        }
        Target::Missile { .. } => ev.push(FireEvent::MissileDestroyed),
    }
    ev
}

// ---------------------------------------------------------------------------------------------------------
// Asteroids (6.6)
// ---------------------------------------------------------------------------------------------------------

/// A ship entering an asteroid hex checks for collision (6.6): a die at most its current velocity is a hit,
/// and the Hit Table is read as for enemy fire, a critical hit doing nothing. A choice of part, if the row
/// leaves one, goes to the owner's opponent (see the module notes) and is applied with [`choose`].
pub fn asteroid_collision(st: &mut State, ship: ShipId, dice: &mut Dice) -> (Vec<FireEvent>, Option<PendingHit>) {
    asteroid_collision_of(st, Target::Ship(ship), dice)
}

/// [`asteroid_collision`] for any unit: a ship, a launched battlecraft or a missile (6.6; a missile is
/// destroyed on a Hit Table 2 only, the 1 being a critical hit and so no effect).
pub fn asteroid_collision_of(st: &mut State, unit: Target, dice: &mut Dice) -> (Vec<FireEvent>, Option<PendingHit>) {
    let velocity = target_body(st, unit).map_or(0, |b| b.velocity);
    let chooser = target_owner(st, unit).unwrap_or(Player::One).other();
    let face = dice.roll(10);
    let mut ev = vec![FireEvent::Rolled { face, roll: Roll::AsteroidCollision { velocity } }];
    if face > velocity as u32 {
        ev.push(FireEvent::Missed);
        return (ev, None);
    }
    let (more, pending) = hit_table(st, unit, chooser, true, dice);
    ev.extend(more);
    (ev, pending)
}
