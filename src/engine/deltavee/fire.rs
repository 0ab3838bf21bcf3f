//! Laser and particle fire (DeltaVee 8.0–8.9), and the asteroid collision of 6.6, which uses the same Hit
//! Table.
//!
//! A fire is declared from one source of a ship (its burster or a weapon pod) at one enemy unit (8.0 step
//! 1); the Energy Units are spent (8.2); range (8.3), relative velocity (8.4) with its reductions (8.5)
//! and the Targeting Program (8.6) give the Target Value; the Fire Results Table gives the Hit Chance and
//! the die decides (8.7); on a hit the Hit Table names the part (8.8) and the hit is recorded at once
//! (8.8, 8.9, through [`super::damage`]). Where the Hit Table leaves the part to a player, the game waits
//! for an `Action::Choose`.
//!
//! Firers are the phasing player's spaceships and launched battlecraft; targets are any enemy unit in play —
//! spaceship, battlecraft or missile ([`Unit`]). What happened in the current Fire Phase (fires used, the
//! unit now firing, a choice pending) is kept in the state's [`FireRecord`] (`State::fire`, reset as each
//! Fire Phase begins). Every change is an event (`Event::Fire`, `Event::HitChosen`) applied by
//! `event::apply`; dice are the state's.
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
//! - 8.2, 7.6: a fire that costs more Energy Units than the unit has left is refused; a battlecraft pays
//!   from its own 15 (10.4).
//! - 3.0, 8.1: a battlecraft conducts one laser fire per Fire Phase from its burster (a burst; a barrage
//!   too with a Class 2 burster), with its own Targeting Program; it has no pods.
//! - 11.0: a ship or battlecraft that comes to count as destroyed is removed from play at once, with the
//!   crafts aboard or docked in it; a missile hit is removed.
//! - Only units in play are fired at or fire: a prepared missile or battlecraft atop its ship, or one docked
//!   in its pod, has no effect on play (7.4) and cannot be singled out.
//! - Force fields (4.6, 7.4) protect against missiles only: laser and particle fire ignores them, and a
//!   ship with an active force field may still fire (7.4). Nothing here depends on a force field being on.
//! - 6.6: a collision uses the Hit Table as for enemy fire, so the choice of part goes to the owner's
//!   opponent; a critical hit has no effect.

use super::action::Action;
use super::damage::{self, Allowance, Program, Source, Status};
use super::data::{hit_chance, hit_result, Chance, Fire, HitResult, Part, PodKind, TARGET_VALUE_COLUMNS};
use super::event::Event;
use super::relvel::relative_velocity;
use super::rules::Ctx;
use super::state::{CraftKind, Phase, Player, ShipId, State, Unit};
use crate::engine::clock::Clock;
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

/// A unit's position and course, if it is in play.
pub fn body(st: &State, u: Unit) -> Option<Body> {
    if !exists(st, u) || !st.in_play(u) {
        return None;
    }
    Some(Body { at: st.at(u)?, facing: st.facing(u)?, velocity: st.velocity(u)? })
}

fn exists(st: &State, u: Unit) -> bool {
    match u {
        Unit::Ship(s) => (s as usize) < st.ships.len(),
        Unit::Craft(c) => (c as usize) < st.crafts.len(),
    }
}

/// Face up to the enemy: spaceships always (2.5), battlecraft and missiles once revealed.
pub fn revealed(st: &State, u: Unit) -> bool {
    match u {
        Unit::Ship(_) => true,
        Unit::Craft(c) => st.craft(c).revealed,
    }
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
// What a unit may fire (8.1, 8.6)
// ---------------------------------------------------------------------------------------------------------

/// A unit's sources of fire this Fire Phase: a ship's burster and weapon pods after damage (see
/// [`damage::fires`]); a battlecraft's burster, one laser fire (3.0); nothing for a missile.
pub fn allowances(st: &State, u: Unit) -> Vec<Allowance> {
    match u {
        Unit::Ship(s) => damage::fires(st.ship(s)),
        Unit::Craft(c) => match st.craft(c).kind {
            CraftKind::Battlecraft(class) => {
                let types = damage::burster_types(class.stats().burster);
                if types.is_empty() {
                    vec![]
                } else {
                    vec![Allowance { source: Source::Burster, fires: 1, types }]
                }
            }
            CraftKind::Missile(_) => vec![],
        },
    }
}

fn extra_fires(st: &State, u: Unit) -> u8 {
    match u {
        Unit::Ship(s) => damage::extra_fires(st.ship(s)),
        Unit::Craft(_) => 0,
    }
}

/// The Targeting Program a fire from `source` of `u` uses (8.6; see [`damage::target_program`]); a
/// battlecraft's is its class's.
pub fn target_program(st: &State, u: Unit, source: Source) -> (Program, i8) {
    match u {
        Unit::Ship(s) => damage::target_program(st.ship(s), source),
        Unit::Craft(_) => (Program::Ship, st.class(u).map_or(0, |c| c.stats().target_program)),
    }
}

/// Energy Units the unit has left: a ship's (10.3), a battlecraft's own (10.4).
pub fn units_left(st: &State, u: Unit) -> u16 {
    match u {
        Unit::Ship(s) => damage::units_left(st.ship(s)),
        Unit::Craft(c) => st.craft(c).units_left() as u16,
    }
}

/// The ship or battlecraft counts as destroyed (11.0).
pub fn is_destroyed(st: &State, u: Unit) -> bool {
    match u {
        Unit::Ship(s) => damage::destroyed(st.ship(s)),
        Unit::Craft(c) => {
            let k = st.craft(c);
            matches!(k.kind, CraftKind::Battlecraft(_)) && damage::craft_destroyed(st.ship(k.ship), k.pod)
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// The Fire Phase record
// ---------------------------------------------------------------------------------------------------------

/// A Hit Table result waiting for a player's choice of part (8.8, 6.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHit {
    pub chooser: Player,
    pub target: Unit,
    /// The parts to choose from.
    pub parts: Vec<Part>,
    /// From a critical hit (any part).
    pub critical: bool,
}

/// What has happened in the current Fire Phase (8.0, 8.1, 9.2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireRecord {
    /// Fires and missile launches so far, by unit and source.
    pub used: Vec<(Unit, Source, u8)>,
    /// Units in the order they began firing; all but the last are done (8.0: one unit's fires at a time).
    pub order: Vec<Unit>,
    pub pending: Option<PendingHit>,
    /// Hit Table results an interception owes (9.8), by target, with who rolls and chooses.
    #[serde(default)]
    pub owed: Vec<(Unit, Player)>,
    /// An interception's choice waiting for the missile's owner (9.6).
    #[serde(default)]
    pub pick: Option<super::intercept::Pick>,
    /// MIMS special launches this Fire Phase, one entry per missile (9.9).
    #[serde(default)]
    pub mims: Vec<super::state::CraftId>,
}

impl FireRecord {
    /// Fires (and launches) from `source` of `u` so far.
    pub fn used(&self, u: Unit, source: Source) -> u8 {
        self.used.iter().find(|(x, src, _)| *x == u && *src == source).map_or(0, |e| e.2)
    }
    pub(super) fn count(&mut self, u: Unit, source: Source) {
        match self.used.iter_mut().find(|(x, src, _)| *x == u && *src == source) {
            Some(e) => e.2 += 1,
            None => self.used.push((u, source, 1)),
        }
        if self.order.last() != Some(&u) {
            self.order.push(u);
        }
    }
    /// `u` has finished firing: another unit has fired since (8.0).
    pub fn done(&self, u: Unit) -> bool {
        self.order.contains(&u) && self.order.last() != Some(&u)
    }
}

/// Whether `source` of `u` may conduct one more fire or launch, and if so whether it takes a battle
/// communications pod's extra fire (8.1, 9.2).
fn slot(st: &State, record: &FireRecord, u: Unit, source: Source) -> Result<bool, Refusal> {
    let allow = allowances(st, u);
    let Some(a) = allow.iter().find(|a| a.source == source) else {
        return Err(refuse("8.1", format!("{} has no {} to fire from", st.name(u), source_name(st, u, source))));
    };
    if record.used(u, source) < a.fires {
        return Ok(false);
    }
    let extras_used: u8 = allow.iter().map(|a| record.used(u, a.source).saturating_sub(a.fires)).sum();
    if extras_used < extra_fires(st, u) {
        return Ok(true);
    }
    Err(refuse("8.1", format!("{}'s {} has no fire left this Fire Phase", st.name(u), source_name(st, u, source))))
}

/// Fires and launches `u` has left this Fire Phase (8.1, 9.2).
pub fn fires_left(st: &State, record: &FireRecord, u: Unit) -> u8 {
    let allow = allowances(st, u);
    let own: u8 = allow.iter().map(|a| a.fires.saturating_sub(record.used(u, a.source))).sum();
    let extras_used: u8 = allow.iter().map(|a| record.used(u, a.source).saturating_sub(a.fires)).sum();
    own + extra_fires(st, u).saturating_sub(extras_used)
}

/// Counts a missile launch from pod `pod` of ship `ship` against its fires (9.2), as a fire would be; for
/// the missile rules to call. Refused when the pod has no fire left or the ship has finished firing.
pub fn record_launch(st: &State, record: &mut FireRecord, ship: ShipId, pod: u8) -> Result<(), Refusal> {
    let u = Unit::Ship(ship);
    if record.done(u) {
        return Err(refuse("8.0", format!("{} has finished firing this phase", st.name(u))));
    }
    slot(st, record, u, Source::Pod(pod))?;
    record.count(u, Source::Pod(pod));
    Ok(())
}

fn source_name(st: &State, u: Unit, source: Source) -> String {
    match (source, u) {
        (Source::Burster, _) => "burster".into(),
        (Source::Pod(n), Unit::Ship(s)) => match damage::pod(st.ship(s), n) {
            Some(k) => format!("{} pod (box {n})", k.name()),
            None => format!("pod box {n}"),
        },
        (Source::Pod(n), Unit::Craft(_)) => format!("pod box {n}"),
    }
}

// ---------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------

/// A fire the phasing player may declare, with every figure of 8.3–8.7 for display.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireOption {
    pub firer: Unit,
    pub source: Source,
    pub fire: Fire,
    pub target: Unit,
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

/// The figures for a fire, without checking that it may be made (`None` unless both units are in play).
pub fn assess(st: &State, firer: Unit, source: Source, fire: Fire, target: Unit) -> Option<FireOption> {
    let geometry = geometry(body(st, firer)?, body(st, target)?);
    let (program, modifier) = target_program(st, firer, source);
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

/// Checks a declared fire (8.0–8.2, 8.7) and gives its figures.
pub fn check(
    st: &State,
    record: &FireRecord,
    firer: Unit,
    source: Source,
    fire: Fire,
    target: Unit,
) -> Result<FireOption, Refusal> {
    let Phase::Fire(phasing) = st.phase else {
        return Err(refuse("3.0", "fire is conducted in the Fire Phase only"));
    };
    if record.pending.is_some() {
        return Err(refuse("8.8", "the part hit by the last fire must be chosen first"));
    }
    if !exists(st, firer) || !exists(st, target) {
        return Err(refuse("8.0", "no such unit"));
    }
    if st.owner(firer) != phasing {
        return Err(refuse("8.0", format!("{} is not the phasing player's", st.name(firer))));
    }
    if st.missile(firer).is_some() {
        return Err(refuse("8.0", "missiles do not fire"));
    }
    if is_destroyed(st, firer) {
        return Err(refuse("11.0", format!("{} is destroyed", st.name(firer))));
    }
    let alerted = match firer {
        Unit::Ship(s) => st.ship(s).alerted,
        Unit::Craft(_) => true,
    };
    if body(st, firer).is_none() || !alerted {
        return Err(refuse("8.0", format!("{} is not in play", st.name(firer))));
    }
    if record.done(firer) {
        return Err(refuse("8.0", format!("{} has finished firing: another unit has fired since", st.name(firer))));
    }
    let extra = slot(st, record, firer, source)?;
    let types = allowances(st, firer).into_iter().find(|a| a.source == source).map(|a| a.types).unwrap_or_default();
    if !types.contains(&fire) {
        let case = if source == Source::Burster { "4.4" } else { "8.9" };
        return Err(refuse(
            case,
            format!("{}'s {} may not conduct a {}", st.name(firer), source_name(st, firer, source), fire.name()),
        ));
    }
    if st.owner(target) != phasing.other() {
        return Err(refuse("8.0", "the target must be an enemy unit"));
    }
    if is_destroyed(st, target) {
        return Err(refuse("11.0", "the target is destroyed"));
    }
    let Some(mut option) = assess(st, firer, source, fire, target) else {
        return Err(refuse("8.0", "the target is not in play on the map"));
    };
    option.extra = extra;
    if option.chance == Chance::Impossible {
        return Err(refuse("8.7", format!("a {} at Target Value {} cannot hit", fire.name(), option.target_value)));
    }
    let left = units_left(st, firer);
    if left < fire.energy_units() as u16 {
        return Err(refuse(
            "8.2",
            format!("a {} costs {} Energy Units; {} has {left}", fire.name(), fire.energy_units(), st.name(firer)),
        ));
    }
    Ok(option)
}

/// Every fire `firer` may declare now, at every enemy unit in play (8.0–8.7).
pub fn fire_options(st: &State, record: &FireRecord, firer: Unit) -> Vec<FireOption> {
    if !exists(st, firer) {
        return Vec::new();
    }
    let enemy = st.owner(firer).other();
    let targets: Vec<Unit> = st.units_in_play().filter(|&t| st.owner(t) == enemy).collect();
    let mut out = Vec::new();
    for a in allowances(st, firer) {
        for &fire in &a.types {
            for &t in &targets {
                if let Ok(o) = check(st, record, firer, a.source, fire, t) {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// Every legal Fire Phase action of the phasing player: the parts to choose from when a hit waits for a
/// choice (8.8), otherwise every fire of every unit that may still fire (8.0–8.7). Ending the phase is
/// listed by the sequence of play (`rules::legal_actions`), not here.
pub fn fire_actions(st: &State, record: &FireRecord) -> Vec<Action> {
    if let Some(p) = &record.pending {
        return p.parts.iter().map(|&part| Action::Choose { part }).collect();
    }
    let Phase::Fire(phasing) = st.phase else { return Vec::new() };
    let firers: Vec<Unit> = st.units_in_play().filter(|&u| st.owner(u) == phasing).collect();
    firers
        .into_iter()
        .flat_map(|u| fire_options(st, record, u))
        .map(|o| Action::Fire { firer: o.firer, source: o.source, fire: o.fire, target: o.target })
        .collect()
}

// ---------------------------------------------------------------------------------------------------------
// Resolution
// ---------------------------------------------------------------------------------------------------------

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

/// What happens in fire and on the Hit Table: the fire events of the game's [`Event`] stream
/// (`Event::Fire`), applied to the state by `event::apply` like every other event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum FireEvent {
    /// The fire counts against its source's allowance this Fire Phase (8.1).
    Declared {
        option: FireOption,
    },
    /// Energy Units spent (8.2, 10.3, 10.4), and what the unit has left.
    Expended {
        unit: Unit,
        units: u8,
        left: u16,
    },
    /// A d10 on `roll`'s table and row.
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
    /// The part of `target` hit is for `chooser` to pick among `parts` (8.8).
    ChoiceOpen {
        chooser: Player,
        target: Unit,
        parts: Vec<Part>,
        critical: bool,
    },
    /// A Status box marked (8.8): a ship's, or a battlecraft's (in its ship's Battlecraft section, 10.4).
    Marked {
        unit: Unit,
        part: Part,
        from: Status,
        to: Status,
    },
    /// The pod's missiles are lost, any prepared ones too (8.9).
    MissilesLost {
        ship: ShipId,
        pod: u8,
    },
    /// The battlecraft pod may no longer launch or dock, nor its battlecraft inside be used (8.9).
    BattlecraftPodLost {
        ship: ShipId,
        pod: u8,
    },
    /// A destroyed energy pod raised the Energy Units expended (8.9); the units themselves are the `Spent`
    /// event before it.
    EnergyRaised {
        ship: ShipId,
        expended: u16,
    },
    /// The unit is destroyed and removed from play (8.8 for a missile, 11.0 for a ship or battlecraft),
    /// with any crafts aboard or docked in it.
    Destroyed {
        unit: Unit,
    },
}

/// A part's name, e.g. "pod 3 (light weapon pod)".
pub fn part_name(st: &State, u: Unit, part: Part) -> String {
    match (part, u) {
        (Part::Pod(n), Unit::Ship(s)) => match damage::pod(st.ship(s), n) {
            Some(k) => format!("pod {n} ({} pod)", k.name()),
            None => part.name(),
        },
        _ => part.name(),
    }
}

impl FireEvent {
    /// The event in words, with its case (see `Event::describe`).
    /// In words, its units named as `viewer` may name them (2.5, `known::name`).
    pub fn describe_for(&self, st: &State, viewer: super::known::Viewer) -> String {
        let n = |u: Unit| super::known::name(st, viewer, u);
        match self {
            FireEvent::Declared { option: o } => format!(
                "{} fires a {} from its {} at {}: range {}, relative velocity {}, Targeting Program {:+}, Target Value {} (8.0–8.7).",
                n(o.firer),
                o.fire.name(),
                source_name(st, o.firer, o.source),
                n(o.target),
                o.geometry.range,
                o.geometry.relative_velocity,
                o.modifier,
                o.target_value
            ),
            FireEvent::Expended { unit, units, left } => {
                format!("{} expends {units} Energy Units for the fire, {left} left (8.2).", n(*unit))
            }
            FireEvent::Rolled { face, roll } => match roll {
                Roll::FireResults { fire, target_value, chance, .. } => format!(
                    "Die (d10) on the Fire Results Table, {} row, Target Value {target_value}: {face}, a hit on {chance} or less (8.7).",
                    fire.name()
                ),
                Roll::HitTable { row } => {
                    let what = match row {
                        HitResult::Critical => "critical hit".to_string(),
                        HitResult::Either(a, b) => format!("{} or {}", a.name(), b.name()),
                    };
                    format!("Die (d10) on the Hit Table: {face}, row {face}: {what} (8.8).")
                }
                Roll::AsteroidCollision { velocity } => {
                    format!("Die (d10) for asteroid collision at velocity {velocity}: {face} (6.6).")
                }
            },
            FireEvent::AutomaticHit => "Hit Chance A: an automatic hit, no roll (8.7).".into(),
            FireEvent::Missed => "No hit (8.7).".into(),
            FireEvent::NoEffect { why } => match why {
                NoEffect::GlancingBlow => "A glancing blow: no effect (8.8).".into(),
                NoEffect::CriticalOnUnrevealed => "A critical hit on an unrevealed unit: no effect (8.8).".into(),
                NoEffect::CriticalInAsteroids => "A critical hit in an asteroid collision: no effect (6.6).".into(),
                NoEffect::MissileUnaffected => "That row does not affect a missile (8.8).".into(),
            },
            FireEvent::ChoiceOpen { chooser, target, parts, critical } => format!(
                "{} chooses the part of {} hit{}: {} (8.8).",
                chooser.name(),
                n(*target),
                if *critical { " (critical hit)" } else { "" },
                parts.iter().map(|&p| part_name(st, *target, p)).collect::<Vec<_>>().join(", ")
            ),
            FireEvent::Marked { unit, part, from, to } => format!(
                "{}'s {} takes a hit: {} to {} (8.8).",
                n(*unit),
                part_name(st, *unit, *part),
                if *from == Status::Intact { "intact" } else { from.mark() },
                to.mark()
            ),
            FireEvent::MissilesLost { ship, pod } => {
                format!("{} loses the missiles of pod {pod} (8.9).", st.ship(*ship).name())
            }
            FireEvent::BattlecraftPodLost { ship, pod } => {
                format!("{}'s battlecraft pod {pod} may no longer be used (8.9).", st.ship(*ship).name())
            }
            FireEvent::EnergyRaised { ship, expended } => {
                format!("{}'s energy pod is destroyed: {expended} Energy Units expended (8.9).", st.ship(*ship).name())
            }
            FireEvent::Destroyed { unit } => format!("{} is destroyed and removed (8.8, 11.0).", n(*unit)),
        }
    }
}

fn emit(cx: &mut Ctx, event: FireEvent) {
    cx.emit(Event::Fire { fire: event });
}

/// A d10 for `roll`, logged with its table and row.
fn roll_d10(cx: &mut Ctx, roll: impl FnOnce(u32) -> Roll) -> u32 {
    let face = cx.st.dice.peek(10);
    emit(cx, FireEvent::Rolled { face, roll: roll(face) });
    face
}

/// Checks a Fire Phase action (8.0, 8.8) without resolving it.
pub fn check_action(st: &State, action: &Action) -> Result<(), Refusal> {
    match *action {
        Action::Choose { part } => {
            let Some(p) = &st.fire.pending else {
                return Err(refuse("8.8", "no hit waits for a choice of part"));
            };
            if !p.parts.contains(&part) {
                return Err(refuse("8.8", "that part is not among those the Hit Table allows"));
            }
            Ok(())
        }
        Action::Fire { firer, source, fire, target } => check(st, &st.fire, firer, source, fire, target).map(|_| ()),
        _ => Err(refuse("8.0", "not a Fire Phase action")),
    }
}

/// Resolves a fire or the choice of part a hit left open (8.0–8.8), emitting its events.
pub fn resolve(cx: &mut Ctx, action: &Action) -> Result<(), Refusal> {
    check_action(&cx.st, action)?;
    match *action {
        Action::Choose { part } => {
            let p = cx.st.fire.pending.clone().expect("checked");
            cx.emit(Event::HitChosen { chooser: p.chooser, target: p.target, part });
            apply_hit(cx, p.target, part);
        }
        Action::Fire { firer, source, fire, target } => {
            let option = check(&cx.st, &cx.st.fire, firer, source, fire, target)?;
            emit(cx, FireEvent::Declared { option: option.clone() });
            if option.energy_units > 0 {
                let left = units_left(&cx.st, firer) - option.energy_units as u16;
                emit(cx, FireEvent::Expended { unit: firer, units: option.energy_units, left });
            }
            match option.chance {
                Chance::Auto => emit(cx, FireEvent::AutomaticHit),
                Chance::AtMost(n) => {
                    let column = TARGET_VALUE_COLUMNS
                        .into_iter()
                        .find(|&(lo, hi)| (lo..=hi).contains(&option.target_value))
                        .expect("a possible fire has a column");
                    let roll = Roll::FireResults { fire, target_value: option.target_value, column, chance: n };
                    let face = roll_d10(cx, |_| roll);
                    if face > n as u32 {
                        emit(cx, FireEvent::Missed);
                        return Ok(());
                    }
                }
                Chance::Impossible => unreachable!("refused by check"),
            }
            let chooser = cx.st.owner(firer);
            hit_table(cx, target, chooser, false);
        }
        _ => unreachable!("checked"),
    }
    Ok(())
}

/// Resolves a Fire Phase action on a copy of the state with its own dice, as `rules::apply` does, and
/// gives the fire events; a refusal leaves the state untouched. For tests and tools that drive fire alone
/// (no seat or phase bookkeeping).
pub fn resolve_fire(st: &mut State, action: Action) -> Result<Vec<FireEvent>, Refusal> {
    let mut cx = Ctx { st: st.clone(), events: Vec::new() };
    resolve(&mut cx, &action)?;
    *st = cx.st;
    Ok(fire_events(cx.events))
}

/// The fire events among `events`.
pub fn fire_events(events: Vec<Event>) -> Vec<FireEvent> {
    events
        .into_iter()
        .filter_map(|e| match e {
            Event::Fire { fire: event } => Some(event),
            _ => None,
        })
        .collect()
}

/// The parts of a unit the Hit Table can name (8.8): a ship's (see [`damage::parts`]); a battlecraft's
/// bridge and engine (10.4); none for a missile.
pub fn unit_parts(st: &State, u: Unit) -> Vec<Part> {
    match u {
        Unit::Ship(s) => damage::parts(st.ship(s)),
        Unit::Craft(c) => match st.craft(c).kind {
            CraftKind::Battlecraft(_) => vec![Part::Bridge, Part::Engine],
            CraftKind::Missile(_) => vec![],
        },
    }
}

/// Rolls on the Hit Table for `target` (8.8) and applies the result, or leaves the choice to `chooser`
/// (`FireRecord::pending`). `asteroid`: a collision, where a critical hit does nothing (6.6).
pub fn hit_table(cx: &mut Ctx, target: Unit, chooser: Player, asteroid: bool) {
    let face = roll_d10(cx, |f| Roll::HitTable { row: hit_result(f) });
    let row = hit_result(face);
    let revealed = revealed(&cx.st, target);
    if cx.st.missile(target).is_some() {
        // 8.8: a missile is destroyed on a 2, or on a 1 if revealed; nothing else affects it.
        if face == 2 || (face == 1 && revealed && !asteroid) {
            emit(cx, FireEvent::Destroyed { unit: target });
        } else {
            let why = match (face, asteroid) {
                (1, true) => NoEffect::CriticalInAsteroids,
                (1, false) => NoEffect::CriticalOnUnrevealed,
                _ => NoEffect::MissileUnaffected,
            };
            emit(cx, FireEvent::NoEffect { why });
        }
        return;
    }
    let all = unit_parts(&cx.st, target);
    let (parts, critical) = match row {
        HitResult::Critical if asteroid => return emit(cx, FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids }),
        HitResult::Critical if !revealed => {
            return emit(cx, FireEvent::NoEffect { why: NoEffect::CriticalOnUnrevealed });
        }
        HitResult::Critical => (all, true),
        HitResult::Either(a, b) => ([a, b].into_iter().filter(|p| all.contains(p)).collect::<Vec<_>>(), false),
    };
    match parts.len() {
        0 => emit(cx, FireEvent::NoEffect { why: NoEffect::GlancingBlow }),
        1 => apply_hit(cx, target, parts[0]),
        _ => emit(cx, FireEvent::ChoiceOpen { chooser, target, parts, critical }),
    }
}

/// Records a hit on `part` of the target and its immediate effects (8.8, 8.9, 11.0).
fn apply_hit(cx: &mut Ctx, target: Unit, part: Part) {
    if cx.st.missile(target).is_some() {
        return emit(cx, FireEvent::Destroyed { unit: target });
    }
    let was_destroyed = is_destroyed(&cx.st, target);
    let (ship, from, armor) = match target {
        Unit::Ship(s) => {
            let sh = cx.st.ship(s);
            if !damage::has(sh, part) {
                return;
            }
            (s, sh.damage.status(part), damage::armor(sh, part))
        }
        Unit::Craft(c) => {
            let (s, pod) = (cx.st.craft(c).ship, cx.st.craft(c).pod);
            let Some(class) = damage::craft_class(cx.st.ship(s), pod) else { return };
            (s, damage::condition(&cx.st, target, part), class.stats().armor)
        }
    };
    let to = from.hit(armor);
    emit(cx, FireEvent::Marked { unit: target, part, from, to });
    if let (Unit::Ship(_), Part::Pod(n)) = (target, part) {
        let newly_impaired = to.impaired() && !from.impaired();
        let pod = cx.st.ship(ship).pods[n as usize - 1];
        if newly_impaired && pod.missiles.iter().any(|&c| c > 0) {
            emit(cx, FireEvent::MissilesLost { ship, pod: n });
        }
        if newly_impaired && pod.kind == PodKind::Battlecraft {
            emit(cx, FireEvent::BattlecraftPodLost { ship, pod: n });
        }
        if to.destroyed() && !from.destroyed() && pod.kind == PodKind::Energy {
            let before = damage::expended(cx.st.ship(ship));
            super::commands::energy_pod_destroyed(cx, ship);
            let after = damage::expended(cx.st.ship(ship));
            if after > before {
                emit(cx, FireEvent::EnergyRaised { ship, expended: after });
            }
        }
    }
    if !was_destroyed && is_destroyed(&cx.st, target) {
        emit(cx, FireEvent::Destroyed { unit: target });
    }
}

// ---------------------------------------------------------------------------------------------------------
// Asteroids (6.6)
// ---------------------------------------------------------------------------------------------------------

/// A unit entering an asteroid hex checks for collision (6.6): a die at most its current velocity is a
/// hit, and then [`asteroid_hit`]. The movement rules roll the die themselves (`Purpose::Asteroid`); this
/// is the same check for tools and tests that drive the Hit Table alone.
pub fn asteroid_collision(cx: &mut Ctx, unit: Unit) {
    let velocity = cx.st.velocity(unit).unwrap_or(0);
    let face = roll_d10(cx, |_| Roll::AsteroidCollision { velocity });
    if face > velocity as u32 {
        return emit(cx, FireEvent::Missed);
    }
    asteroid_hit(cx, unit);
}

/// The Hit Table after an asteroid collision (6.6), read as for enemy fire, a critical hit doing nothing. A
/// missile is destroyed on a 2 only. A choice of part, if the row leaves one, goes to the owner's opponent
/// (see the module notes) and waits in `FireRecord::pending`.
pub fn asteroid_hit(cx: &mut Ctx, unit: Unit) {
    let chooser = cx.st.owner(unit).other();
    hit_table(cx, unit, chooser, true);
}
