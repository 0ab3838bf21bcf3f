//! The damage a spaceship has taken (DeltaVee 8.8, 8.9, 10.1): the Status box of every compartment of its
//! Spacecraft Log — bridge, engine, force field and each pod box — and of its battlecraft's bridge and
//! engine (10.4), with the queries the other rules need: which pods still work and how, the fires the ship
//! may conduct (8.1), its Battle Commands (5.2, 7.3), its Targeting Program (8.6), its Maneuver Rating and
//! engine (8.9), its force field (8.9, 9.8), its energy pod (8.9), and whether it counts as destroyed
//! (11.0).
//!
//! Interpretations:
//! - 8.8: a part's armor is the number of hits it absorbs before the last: armor 0 goes straight to X,
//!   armor 1 to D then X, armor 2 to V, D, then X. Further hits on an X part change nothing.
//! - 8.9 names no damage to the burster; it is not on the Hit Table and always works.
//! - 8.9 does not say a damaged weapon pod loses its Battle Command or its Targeting Program modifier (it
//!   says so of the battle communications pod only), so a damaged weapon pod keeps both; a destroyed pod
//!   is "totally eliminated" and keeps nothing.
//! - 11.0 "destroyed": the bridge, the engine and more than half of the ship's pods all destroyed (X), or
//!   intercepted by a missile without an active force field (recorded by [`Damage::intercepted`]). A
//!   battlecraft has no pods, so for it the bridge and engine suffice.
//! - 8.9 energy pod: the threshold is what the energy pod box holds (the ship spends the pod's energy
//!   first, 5.6): 144 Energy Units, or 288 for two energy pods sharing one place (5.8's note; that box is
//!   hit as one). No scenario ship carries two energy pod boxes; the largest box counts.

use super::data::{Class, Fire, Part, PodKind};
use super::state::{CraftKind, Ship, State, Unit};
use serde::{Deserialize, Serialize};

/// A Status box (10.1): empty, or marked V, D or X (8.8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Status {
    #[default]
    Intact,
    /// V: hit once with armor 2; no effect on capabilities (8.9).
    Vulnerable,
    /// D: damaged (8.9).
    Damaged,
    /// X: destroyed (8.9).
    Destroyed,
}

impl Status {
    /// The mark in the Status box.
    pub fn mark(self) -> &'static str {
        match self {
            Status::Intact => "",
            Status::Vulnerable => "V",
            Status::Damaged => "D",
            Status::Destroyed => "X",
        }
    }
    /// The status after one more hit on a part of `armor` (0–2) (8.8).
    pub fn hit(self, armor: u8) -> Status {
        let hits = match self {
            Status::Intact => 0,
            Status::Vulnerable => armor.saturating_sub(1),
            Status::Damaged => armor,
            Status::Destroyed => return Status::Destroyed,
        } + 1;
        match (armor + 1).saturating_sub(hits) {
            0 => Status::Destroyed,
            1 => Status::Damaged,
            _ => Status::Vulnerable,
        }
    }
    /// Damaged or destroyed: the part's capabilities are impaired (8.9; V impairs nothing).
    pub fn impaired(self) -> bool {
        self >= Status::Damaged
    }
    pub fn destroyed(self) -> bool {
        self == Status::Destroyed
    }
}

/// The Status boxes of a launched or docked battlecraft, in its ship's Battlecraft section (10.4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CraftDamage {
    pub bridge: Status,
    pub engine: Status,
}

/// Every Status box of a ship's log. Starts empty (no hits).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Damage {
    pub bridge: Status,
    pub engine: Status,
    /// Unused (never hit) when the class has no force field: its box is X from the start (10.1 step 1),
    /// which [`force_field_class`] reads from the class.
    pub force_field: Status,
    /// Pod boxes 1–15, by box number − 1.
    pub pods: [Status; 15],
    /// Battlecraft by battlecraft-pod box number (10.4); a craft never hit has no entry.
    pub craft: Vec<(u8, CraftDamage)>,
    /// Intercepted by an enemy missile with no active force field: destroyed outright (9.6, 11.0).
    pub intercepted: bool,
}

impl Damage {
    /// The status of a part (pod boxes outside 1–15 read as intact).
    pub fn status(&self, part: Part) -> Status {
        match part {
            Part::Bridge => self.bridge,
            Part::Engine => self.engine,
            Part::ForceField => self.force_field,
            Part::Pod(n) => self.pods.get((n as usize).wrapping_sub(1)).copied().unwrap_or_default(),
        }
    }
    fn slot(&mut self, part: Part) -> &mut Status {
        match part {
            Part::Bridge => &mut self.bridge,
            Part::Engine => &mut self.engine,
            Part::ForceField => &mut self.force_field,
            Part::Pod(n) => &mut self.pods[n as usize - 1],
        }
    }
    /// Marks a part's Status box (8.8; pod boxes outside 1–15 are ignored).
    pub fn set(&mut self, part: Part, to: Status) {
        if matches!(part, Part::Pod(n) if n == 0 || n > 15) {
            return;
        }
        *self.slot(part) = to;
    }
    /// Marks the bridge or engine box of the battlecraft of pod box `pod` (10.4).
    pub fn set_craft(&mut self, pod: u8, part: Part, to: Status) {
        let mut c = self.craft(pod);
        match part {
            Part::Bridge => c.bridge = to,
            Part::Engine => c.engine = to,
            _ => return,
        }
        match self.craft.iter_mut().find(|(p, _)| *p == pod) {
            Some((_, d)) => *d = c,
            None => self.craft.push((pod, c)),
        }
    }
    /// The battlecraft of pod box `pod`.
    pub fn craft(&self, pod: u8) -> CraftDamage {
        self.craft.iter().find(|(p, _)| *p == pod).map(|(_, c)| *c).unwrap_or_default()
    }
}

/// The status of `part` of a unit (8.8): a ship's Status box, a battlecraft's in its ship's Battlecraft
/// section (10.4); a missile, or a part the unit does not have, reads as intact. The hook the movement and
/// command rules read.
pub fn condition(st: &State, unit: Unit, part: Part) -> Status {
    match unit {
        Unit::Ship(s) => st.ship(s).damage.status(part),
        Unit::Craft(c) => {
            let k = st.craft(c);
            let d = st.ship(k.ship).damage.craft(k.pod);
            match (k.kind, part) {
                (CraftKind::Battlecraft(_), Part::Bridge) => d.bridge,
                (CraftKind::Battlecraft(_), Part::Engine) => d.engine,
                _ => Status::Intact,
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------------------
// Which parts a ship has, and their armor (8.8, 10.1)
// ---------------------------------------------------------------------------------------------------------

/// The parts of `ship` the Hit Table can name (8.8): bridge, engine, the force field if its class has one,
/// and each pod box with a pod written in. A destroyed part is still there (further hits do nothing).
pub fn parts(ship: &Ship) -> Vec<Part> {
    let mut out = vec![Part::Bridge, Part::Engine];
    if ship.class.stats().force_field > 0 {
        out.push(Part::ForceField);
    }
    out.extend((1..=ship.pods.len().min(15) as u8).map(Part::Pod));
    out
}

/// Whether `ship` has `part` (8.8).
pub fn has(ship: &Ship, part: Part) -> bool {
    parts(ship).contains(&part)
}

/// The pod in box `n` (1–15).
pub fn pod(ship: &Ship, n: u8) -> Option<PodKind> {
    ship.pods.get((n as usize).wrapping_sub(1)).map(|p| p.kind)
}

/// A part's armor: the hull's for bridge, engine and force field, the pod's own otherwise (8.8).
pub fn armor(ship: &Ship, part: Part) -> u8 {
    match part {
        Part::Pod(n) => ship.pods.get((n as usize).wrapping_sub(1)).map_or(0, |p| p.armor),
        _ => ship.class.stats().armor,
    }
}

/// What a hit did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Marked {
    pub part: Part,
    pub from: Status,
    pub to: Status,
}

/// Records one hit on `part` of `ship` (8.8) and applies what must happen at once (8.9): a destroyed
/// energy pod brings the ship's Energy Units expended up to what the pod held (144; 288 for two in one
/// place, 5.8). `None` if the ship has no such part.
pub fn hit(ship: &mut Ship, part: Part) -> Option<Marked> {
    if !has(ship, part) {
        return None;
    }
    let a = armor(ship, part);
    let from = ship.damage.status(part);
    let to = from.hit(a);
    *ship.damage.slot(part) = to;
    if let Part::Pod(n) = part {
        if to.destroyed() && !from.destroyed() && pod(ship, n) == Some(PodKind::Energy) {
            expend_units(ship, energy_pod_loss(ship));
        }
    }
    Some(Marked { part, from, to })
}

/// Records one hit on the bridge or engine of the battlecraft of pod box `pod` (8.8, 10.4); its armor is
/// its class's. `None` for another part or a pod without a battlecraft.
pub fn hit_craft(ship: &mut Ship, pod: u8, part: Part) -> Option<Marked> {
    let class = craft_class(ship, pod)?;
    let a = class.stats().armor;
    let mut c = ship.damage.craft(pod);
    let slot = match part {
        Part::Bridge => &mut c.bridge,
        Part::Engine => &mut c.engine,
        _ => return None,
    };
    let from = *slot;
    let to = from.hit(a);
    *slot = to;
    match ship.damage.craft.iter_mut().find(|(p, _)| *p == pod) {
        Some((_, d)) => *d = c,
        None => ship.damage.craft.push((pod, c)),
    }
    Some(Marked { part, from, to })
}

/// The class of the battlecraft in pod box `pod`, if any.
pub fn craft_class(ship: &Ship, pod: u8) -> Option<Class> {
    ship.pods.get((pod as usize).wrapping_sub(1))?.craft
}

// ---------------------------------------------------------------------------------------------------------
// Energy (4.3, 8.9, 10.3)
// ---------------------------------------------------------------------------------------------------------

/// Energy Units expended so far: the marked Energy Blocks times the burn rate, plus the track (10.3).
pub fn expended(ship: &Ship) -> u16 {
    ship.units_expended()
}

/// Energy Units the ship has left (4.3, 10.3).
pub fn units_left(ship: &Ship) -> u16 {
    ship.units_left()
}

/// Expends `units` Energy Units on the track, marking a Block each time the marker reaches the burn rate
/// (10.3).
pub fn expend_units(ship: &mut Ship, units: u16) {
    let burn = ship.class.stats().burn_rate as u16;
    let total = ship.track as u16 + units;
    ship.blocks_expended += total / burn;
    ship.track = (total % burn) as u8;
}

/// Energy Units a destroyed energy pod takes with it (8.9): enough to bring the Energy Units expended up to
/// the pod box's energy (144, or 288 for two pods in one place), never more than the ship has left. The
/// one statement of the rule: [`hit`] applies it, and the sequence of play through
/// `commands::energy_pod_destroyed`.
pub fn energy_pod_loss(ship: &Ship) -> u16 {
    pod_energy(ship).saturating_sub(expended(ship)).min(units_left(ship))
}

/// The Energy Units of the ship's energy pod box (module docs): 144, or 288 for two pods in one place.
fn pod_energy(ship: &Ship) -> u16 {
    energy_pods(ship).map(|n| ship.pods[n as usize - 1].energy_units()).max().unwrap_or(0)
}

/// The energy pods' boxes.
fn energy_pods(ship: &Ship) -> impl Iterator<Item = u8> + '_ {
    (1..=ship.pods.len() as u8).filter(|&n| pod(ship, n) == Some(PodKind::Energy))
}

/// An energy pod of the ship is damaged (not destroyed) (8.9).
pub fn energy_pod_damaged(ship: &Ship) -> bool {
    energy_pods(ship).any(|n| ship.damage.status(Part::Pod(n)) == Status::Damaged)
}

/// An energy pod of the ship is destroyed (8.9): its energy is gone (the expenditure was raised to 144).
pub fn energy_pod_lost(ship: &Ship) -> bool {
    energy_pods(ship).any(|n| ship.damage.status(Part::Pod(n)).destroyed())
}

/// Energy Units a damaged energy pod drains this friendly Command Phase (8.9, 7.7): 10, but never past a
/// total of the pod box's energy (144; 288 for two) expended; 0 without a damaged energy pod.
pub fn energy_pod_drain(ship: &Ship) -> u16 {
    if !energy_pod_damaged(ship) || energy_pod_lost(ship) {
        return 0;
    }
    10.min(pod_energy(ship).saturating_sub(expended(ship)))
}

// ---------------------------------------------------------------------------------------------------------
// Movement capabilities (8.9 bridge and engine)
// ---------------------------------------------------------------------------------------------------------

/// The Maneuver Rating after bridge damage (4.2, 8.9): −2 if damaged (not below 0), 1 if destroyed.
pub fn maneuver_rating(rating: u8, bridge: Status) -> u8 {
    match bridge {
        Status::Damaged => rating.saturating_sub(2),
        Status::Destroyed => 1.min(rating),
        _ => rating,
    }
}

/// The ship's Maneuver Rating after bridge damage (8.9).
pub fn ship_maneuver_rating(ship: &Ship) -> u8 {
    maneuver_rating(ship.class.stats().maneuver_rating, ship.damage.bridge)
}

/// May receive Weave Commands: not with a damaged or destroyed bridge (8.9).
pub fn may_weave(bridge: Status) -> bool {
    !bridge.impaired()
}

/// What the engine allows (8.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Engine {
    /// Maneuver Commands as usual.
    Working,
    /// Every Maneuver Command costs one Energy Block.
    BlockPerCommand,
    /// No Maneuver Commands at all: velocity and direction stay as they are.
    NoManeuvers,
}

pub fn engine(status: Status) -> Engine {
    match status {
        Status::Damaged => Engine::BlockPerCommand,
        Status::Destroyed => Engine::NoManeuvers,
        _ => Engine::Working,
    }
}

pub fn ship_engine(ship: &Ship) -> Engine {
    engine(ship.damage.engine)
}

// ---------------------------------------------------------------------------------------------------------
// Force field (4.6, 8.9, 9.8)
// ---------------------------------------------------------------------------------------------------------

/// The force field's working class (8.9): the class's, a damaged Class 2 works as Class 1, a damaged
/// Class 1 or any destroyed one not at all (0).
pub fn force_field_class(ship: &Ship) -> u8 {
    match (ship.class.stats().force_field, ship.damage.force_field) {
        (0, _) | (_, Status::Destroyed) | (1, Status::Damaged) => 0,
        (2, Status::Damaged) => 1,
        (c, _) => c,
    }
}

/// May try to switch the force field on at the moment of interception (9.8): not if it is damaged (8.9).
pub fn may_activate_at_interception(ship: &Ship) -> bool {
    force_field_class(ship) > 0 && !ship.damage.force_field.impaired()
}

// ---------------------------------------------------------------------------------------------------------
// Pods (5.0, 8.9)
// ---------------------------------------------------------------------------------------------------------

/// The status of pod box `n`.
pub fn pod_status(ship: &Ship, n: u8) -> Status {
    ship.damage.status(Part::Pod(n))
}

/// The pod in box `n` is there and not destroyed.
pub fn pod_present(ship: &Ship, n: u8) -> bool {
    pod(ship, n).is_some() && !pod_status(ship, n).destroyed()
}

/// The pod in box `n` is there and neither damaged nor destroyed (V does not count: 8.9).
pub fn pod_unimpaired(ship: &Ship, n: u8) -> bool {
    pod(ship, n).is_some() && !pod_status(ship, n).impaired()
}

/// The working pods' boxes: not destroyed, and not damaged where damage stops the pod altogether (tractor
/// beam, battlecraft, jump pods: 8.9). Damaged weapon, battle communications and energy pods still work,
/// in part (see the other queries).
pub fn working_pods(ship: &Ship) -> Vec<u8> {
    (1..=ship.pods.len() as u8)
        .filter(|&n| {
            let all_or_nothing = matches!(
                pod(ship, n),
                Some(
                    PodKind::TractorBeam7
                        | PodKind::TractorBeam8
                        | PodKind::Battlecraft
                        | PodKind::StandardJump
                        | PodKind::AugmentedJump
                )
            );
            if all_or_nothing {
                pod_unimpaired(ship, n)
            } else {
                pod_present(ship, n)
            }
        })
        .collect()
}

/// Missiles in pod box `n` are lost (and none may be launched from it): it is damaged or destroyed (8.9).
pub fn missiles_lost(ship: &Ship, n: u8) -> bool {
    pod_status(ship, n).impaired()
}

/// Guided missiles launched from pod box `n` may still take Maneuver Commands: not once it is damaged or
/// destroyed (8.9).
pub fn controls_guided(ship: &Ship, n: u8) -> bool {
    !pod_status(ship, n).impaired()
}

/// The tractor beam of pod box `n` works (8.9).
pub fn tractor_works(ship: &Ship, n: u8) -> bool {
    matches!(pod(ship, n), Some(PodKind::TractorBeam7 | PodKind::TractorBeam8)) && pod_unimpaired(ship, n)
}

/// The battlecraft pod `n` may launch or dock a battlecraft, and a battlecraft inside may be used (8.9).
pub fn battlecraft_pod_works(ship: &Ship, n: u8) -> bool {
    pod(ship, n) == Some(PodKind::Battlecraft) && pod_unimpaired(ship, n)
}

/// The pod `n` may be used to hyperjump (5.6, 8.9): an unimpaired jump or hunter pod.
pub fn jump_pod_works(ship: &Ship, n: u8) -> bool {
    matches!(pod(ship, n), Some(PodKind::StandardJump | PodKind::AugmentedJump | PodKind::Hunter))
        && pod_unimpaired(ship, n)
}

/// Battle Commands the ship may receive per Command Phase (5.2, 7.3) after damage (8.9): 1 per light
/// weapon, heavy weapon or arsenal pod not destroyed; 2 per battle communications pod, 1 if damaged, 0 if
/// destroyed.
pub fn battle_commands(ship: &Ship) -> u8 {
    (1..=ship.pods.len() as u8)
        .map(|n| match (pod(ship, n), pod_status(ship, n)) {
            (_, Status::Destroyed) => 0,
            (Some(PodKind::BattleComm), Status::Damaged) => 1,
            (Some(k), _) => k.stats().battle_commands,
            (None, _) => 0,
        })
        .sum()
}

/// Battle Commands lost to damage: the undamaged allowance less the current (5.2, 8.9).
pub fn battle_commands_lost(ship: &Ship) -> u8 {
    let full: u8 = ship.pods.iter().map(|p| p.kind.stats().battle_commands).sum();
    full - battle_commands(ship)
}

/// Unimpaired battle communications pods: each gives the ship −6 and one extra fire (5.6, 8.1, 8.6, 8.9).
pub fn battle_comms(ship: &Ship) -> Vec<u8> {
    (1..=ship.pods.len() as u8)
        .filter(|&n| pod(ship, n) == Some(PodKind::BattleComm) && pod_unimpaired(ship, n))
        .collect()
}

/// Active Search reaches 10 hexes, not 6: an unimpaired battle communications pod (7.4, 8.9).
pub fn active_search_range(ship: &Ship) -> u32 {
    if battle_comms(ship).is_empty() {
        6
    } else {
        10
    }
}

// ---------------------------------------------------------------------------------------------------------
// Fires (4.4, 5.1, 5.5, 8.1) and the Targeting Program (4.8, 5.4, 8.6)
// ---------------------------------------------------------------------------------------------------------

/// Where a fire comes from (8.0 step 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Source {
    Burster,
    /// The weapon pod in this box.
    Pod(u8),
}

/// What one source allows each Fire Phase (8.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Allowance {
    pub source: Source,
    /// Fires (or missile launches, 9.2) per Fire Phase, before the battle communications pod's extra.
    pub fires: u8,
    /// The types of fire it may conduct.
    pub types: Vec<Fire>,
}

/// The fire types of a burster class (4.4, 8.1): 1 bursts, 2 bursts or barrages, 0 none.
pub fn burster_types(class: u8) -> Vec<Fire> {
    match class {
        0 => vec![],
        1 => vec![Fire::LaserBurst],
        _ => vec![Fire::LaserBurst, Fire::LaserBarrage],
    }
}

/// The ship's sources of fire and what each allows this Fire Phase (8.1, with 8.9's damage): the burster
/// (one fire, by class), each weapon pod not destroyed (one fire of any type; an arsenal pod two; a damaged
/// pod bursts only, and a damaged arsenal pod one fire).
pub fn fires(ship: &Ship) -> Vec<Allowance> {
    let mut out = Vec::new();
    let b = ship.class.stats().burster;
    if b > 0 {
        out.push(Allowance { source: Source::Burster, fires: 1, types: burster_types(b) });
    }
    for n in 1..=ship.pods.len() as u8 {
        let Some(kind) = pod(ship, n) else { continue };
        let stats = kind.stats();
        if !stats.weapons || !pod_present(ship, n) {
            continue;
        }
        let damaged = pod_status(ship, n).impaired();
        let types = if damaged { vec![Fire::LaserBurst, Fire::ParticleBurst] } else { Fire::ALL.to_vec() };
        let fires = if damaged { stats.fires.min(1) } else { stats.fires };
        out.push(Allowance { source: Source::Pod(n), fires, types });
    }
    out
}

/// Extra fires from any one source each (8.1, 5.6): one per unimpaired battle communications pod.
pub fn extra_fires(ship: &Ship) -> u8 {
    battle_comms(ship).len() as u8
}

/// Fires the ship may conduct in one Fire Phase in all (8.1: cumulative).
pub fn total_fires(ship: &Ship) -> u8 {
    fires(ship).iter().map(|a| a.fires).sum::<u8>() + extra_fires(ship)
}

/// Whose Targeting Program a fire uses (8.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Program {
    /// The firing unit's own: the ship's (or a battlecraft's) class.
    Ship,
    /// The firing weapon pod's.
    Pod(u8),
    /// The battle communications pod in this box: −6 for fire from anywhere on the ship.
    BattleComm(u8),
}

/// The best Targeting Program modifier for a fire from `source` (8.6, 5.4): the ship's, or the firing
/// pod's, or −6 from an unimpaired battle communications pod (a damaged one gives none: 8.9); the player
/// may use any of them, and the lowest never does worse (the modified relative velocity stops at 0).
/// Ties go to the ship, then the pod.
pub fn target_program(ship: &Ship, source: Source) -> (Program, i8) {
    let mut best = (Program::Ship, ship.class.stats().target_program);
    if let Source::Pod(n) = source {
        if let Some(tp) = pod(ship, n).and_then(|k| k.stats().target_program) {
            if tp < best.1 {
                best = (Program::Pod(n), tp);
            }
        }
    }
    if let Some(&n) = battle_comms(ship).first() {
        let tp = PodKind::BattleComm.stats().target_program.expect("-6");
        if tp < best.1 {
            best = (Program::BattleComm(n), tp);
        }
    }
    best
}

// ---------------------------------------------------------------------------------------------------------
// Destroyed (11.0)
// ---------------------------------------------------------------------------------------------------------

/// The ship counts as destroyed (11.0): intercepted without an active force field, or its bridge, engine
/// and more than half of its pods destroyed. It is removed from play.
pub fn destroyed(ship: &Ship) -> bool {
    let d = &ship.damage;
    let pods_x = (1..=ship.pods.len() as u8).filter(|&n| pod_status(ship, n).destroyed()).count();
    d.intercepted || (d.bridge.destroyed() && d.engine.destroyed() && pods_x * 2 > ship.pods.len())
}

/// The battlecraft of pod box `pod` counts as destroyed (11.0): its bridge and engine destroyed (it has no
/// pods).
pub fn craft_destroyed(ship: &Ship, pod: u8) -> bool {
    let c = ship.damage.craft(pod);
    c.bridge.destroyed() && c.engine.destroyed()
}
