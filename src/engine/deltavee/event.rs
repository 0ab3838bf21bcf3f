//! DeltaVee's events: everything that happens, the only way the state changes (see [`apply`]), and the
//! source of the log (see [`Event::describe`]).
//!
//! Hidden information: `CraftOut` carries what a prepared or launched counter is; what a viewer may know
//! of an event is decided by `known::seen` before [`Event::describe_for`] puts it in words.

use super::action::{Battle, Order};
use super::data::{Expense, Part};
use super::fire::{FireEvent, FireRecord, PendingHit};
use super::known::{self, Viewer};
use super::map::{self, Tile};
use super::setup::{self, SetupAction};
use super::state::{
    Craft, CraftId, Gone, Interception, JumpMarker, Motion, Phase, PlanetStop, Player, ShipId, State, Status, Unit,
};
use crate::engine::clock::{Clock, Reminder};
use crate::engine::hex::Hex;
use serde::Serialize;

/// What a die roll is for: the table or rule it feeds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub enum Purpose {
    /// 6.6: collision with an asteroid when the roll is at most the unit's velocity.
    Asteroid { unit: Unit, velocity: u8 },
    /// Scenario 4: the Dagger is alerted on a 1 or 2.
    Alert { ship: ShipId },
    /// 9.7: the Missile Interception Table, row the missile's Civ Level, column the relative velocity's;
    /// interception on `chance` or less.
    Interception { missile: CraftId, target: Unit, civ: u8, relative_velocity: u8, column: (u32, u32), chance: u8 },
    /// 9.8: switching a force field on at interception, on a die more than the ship's Civ Level less one.
    ForceFieldActivation { ship: ShipId, civ: u8 },
}

impl Purpose {
    pub fn case(&self) -> &'static str {
        match self {
            Purpose::Asteroid { .. } => "6.6",
            Purpose::Alert { .. } => "11.0 scenario 4",
            Purpose::Interception { .. } => "9.7",
            Purpose::ForceFieldActivation { .. } => "9.8",
        }
    }
}

/// Who issued a Maneuver Command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum By {
    /// The unit's own allowance in the Command Phase (7.1).
    Own,
    /// On entering a planet hex, in the Movement Phase (6.5).
    Planet,
    /// Through a ship's tractor beam (5.6).
    Tractor { ship: ShipId },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    SetUp {
        player: Player,
        choice: SetupAction,
    },
    TurnBegan {
        turn: u32,
    },
    PhaseBegan {
        phase: Phase,
    },
    Rolled {
        sides: u32,
        face: u32,
        purpose: Purpose,
    },
    /// A map laid down against the edge a ship or battlecraft is leaving (6.2).
    TilePlaced {
        tile: Tile,
    },
    /// A unit begins its move of `velocity` hexes (6.0).
    MoveBegan {
        unit: Unit,
        velocity: u8,
    },
    /// It enters these hexes in order; the reminder is the zigzag side owed next (6.1).
    Moved {
        unit: Unit,
        path: Vec<Hex>,
        reminder: Reminder,
    },
    /// It has entered a planet hex and may take these Maneuver Commands at once (6.5).
    PlanetEntered {
        unit: Unit,
        stop: PlanetStop,
    },
    /// It goes on after its planet maneuvers with this many hexes still to move (6.5).
    MoveResumed {
        unit: Unit,
        left: u8,
    },
    MoveEnded {
        unit: Unit,
    },
    /// Left orbiting its planet without moving (6.5).
    Orbiting {
        unit: Unit,
    },
    /// A streamlined spacecraft at velocity 0 in a planet hex lands (6.5).
    Landed {
        unit: Unit,
    },
    /// A unit leaves play (with anything aboard or docked in its pods).
    Removed {
        unit: Unit,
        gone: Gone,
        case: String,
    },
    /// A missile and an enemy unit in one hex: the Interception Routine is due (6.4, 9.6).
    InterceptionDue {
        interception: Interception,
    },
    /// Hit by an asteroid (6.6): the Hit Table is to be used, a critical hit counting as no effect.
    AsteroidHit {
        unit: Unit,
        roll: u32,
    },
    /// Enemy units turned face up for good (3.0 Detection Segment, 7.4 Active Search).
    Revealed {
        units: Vec<Unit>,
        by: Player,
        case: String,
    },
    /// Scenario 4's Dagger may act from now on.
    Alerted {
        ship: ShipId,
    },
    /// An unguided missile's automatic velocity increase (3.0, 7.1).
    Boosted {
        missile: CraftId,
        velocity: u8,
    },
    /// A Maneuver Command carried out (7.2, 6.5, 5.6).
    Maneuvered {
        unit: Unit,
        order: Order,
        by: By,
    },
    /// A Battle Command issued (7.4); its effects follow as their own events.
    Commanded {
        ship: ShipId,
        command: Battle,
    },
    /// A missile or battlecraft counter leaves its pod: prepared atop its ship (7.4).
    CraftOut {
        craft: Craft,
    },
    /// A battlecraft docked in its pod is prepared again: atop its ship (7.4).
    Prepared {
        craft: CraftId,
    },
    /// A prepared battlecraft is launched (7.4).
    Launched {
        craft: CraftId,
        hex: Hex,
        facing: Clock,
        velocity: u8,
    },
    /// Two units docked by a Rendezvous Command (7.4); a battlecraft with its own ship goes into its pod.
    Docked {
        unit: Unit,
        with: Unit,
    },
    /// Energy expended (7.5–7.7): Energy Blocks marked and Energy Units on the track (a spaceship), or
    /// Energy Units marked (a battlecraft or missile).
    Spent {
        unit: Unit,
        expense: Expense,
        blocks: u8,
        units: u8,
    },
    /// A docked battlecraft draws Energy Units from its ship (5.6, 10.4).
    Replenished {
        craft: CraftId,
        units: u8,
    },
    /// Fire and the Hit Table (8.0–8.9, 6.6).
    Fire {
        fire: FireEvent,
    },
    /// A missile launched from a spaceship's pod (9.1–9.4) or by a MIMS (9.9).
    MissileLaunched {
        launch: super::launch::Launch,
    },
    /// An interception due with no missile or target left in play: nothing happens (9.6).
    InterceptionVoid {
        interception: Interception,
    },
    /// The missile's owner is to choose (9.6): among enemy units tied for the lowest relative velocity,
    /// and, for a Civ Level 8 missile, whether to attempt at all.
    InterceptionPick {
        interception: Interception,
        targets: Vec<Unit>,
        may_decline: bool,
    },
    /// A Civ Level 8 missile's owner declines the Interception Routine (9.6).
    InterceptionDeclined {
        interception: Interception,
    },
    /// The Interception Routine between the missile and `target` (9.6).
    InterceptionBegan {
        interception: Interception,
        target: Unit,
        relative_velocity: u8,
    },
    /// Whether the missile intercepted its target (9.6, 9.7).
    InterceptionResult {
        missile: CraftId,
        target: Unit,
        intercepted: bool,
    },
    /// A force field switched on at the moment of interception (9.8).
    ForceFieldActivated {
        ship: ShipId,
    },
    /// An intercepted ship's active force field: the Hit Table `count` times instead of destruction (9.8).
    HitsOwed {
        target: Unit,
        chooser: Player,
        count: u8,
    },
    /// One of those Hit Table uses (9.8, 8.8).
    OwedHit {
        target: Unit,
        chooser: Player,
    },
    /// The part hit, chosen where the Hit Table left it to `chooser` (8.8).
    HitChosen {
        chooser: Player,
        target: Unit,
        part: Part,
    },
    /// The game is over (11.0, see `victory`).
    Ended {
        outcome: super::victory::Outcome,
    },
}

impl Event {
    /// Die rolls and reveals: undo may not cross them.
    pub fn blocks_undo(&self) -> bool {
        matches!(self, Event::Rolled { .. } | Event::Revealed { .. } | Event::Fire { fire: FireEvent::Rolled { .. } })
    }

    /// The event in words for the log, with its rule case, every unit named. `st` is any state after the
    /// event (names only grow).
    pub fn describe(&self, st: &State) -> String {
        self.describe_for(st, Viewer::Rules)
    }

    /// The event in words, its units named as `viewer` may name them (`known::name`; what else the viewer
    /// may not know of it is decided first, by `known::seen`).
    pub fn describe_for(&self, st: &State, viewer: Viewer) -> String {
        let n = |u: Unit| known::name(st, viewer, u);
        let hex = map::name;
        match self {
            Event::SetUp { player, choice } => match choice {
                SetupAction::Place { ship, hex: h } => {
                    format!("{} is placed in {} (11.0).", st.ship(*ship).name(), hex(*h))
                }
                SetupAction::Course { facing, velocity } => {
                    format!("{} sets his ships' course: {facing}, velocity {velocity} (11.0).", player.name())
                }
            },
            Event::TurnBegan { turn } => format!("Game-Turn {turn} begins (3.0)."),
            Event::PhaseBegan { phase } => format!("{} (3.0).", phase.name()),
            Event::Rolled { sides, face, purpose } => {
                let what = match purpose {
                    Purpose::Asteroid { unit, velocity } => {
                        format!("asteroid collision for {} at velocity {velocity}", n(*unit))
                    }
                    Purpose::Alert { ship } => format!("alerting {}", st.ship(*ship).name()),
                    Purpose::Interception { missile, target, civ, relative_velocity, column, chance } => format!(
                        "the Missile Interception Table, Civ Level {civ} row, relative velocity {relative_velocity} (column {}–{}), {} against {}: interception on {chance} or less",
                        column.0,
                        column.1,
                        n(Unit::Craft(*missile)),
                        n(*target)
                    ),
                    Purpose::ForceFieldActivation { ship, civ } => format!(
                        "activating {}'s force field at interception (Civ Level {civ}: on {civ} or more)",
                        st.ship(*ship).name()
                    ),
                };
                format!("Die (d{sides}) for {what}: {face} ({}).", purpose.case())
            }
            Event::TilePlaced { tile } => format!(
                "A map is laid down at column {}, row {} of the tiles{} (6.2).",
                tile.x,
                tile.y,
                tile.letter().map(|l| format!(" (map {l})")).unwrap_or_default()
            ),
            Event::MoveBegan { unit, velocity } => format!("{} moves {velocity} (6.0).", n(*unit)),
            Event::Moved { unit, path, .. } => {
                format!("{} enters {} (6.1).", n(*unit), path.iter().map(|&h| hex(h)).collect::<Vec<_>>().join(", "))
            }
            Event::PlanetEntered { unit, stop } => {
                format!("{} enters a planet hex: up to {} Maneuver Commands at once (6.5).", n(*unit), stop.allowed)
            }
            Event::MoveResumed { unit, left } => format!("{} goes on: {left} hexes to move (6.5).", n(*unit)),
            Event::MoveEnded { unit } => format!("{} ends its move (6.0).", n(*unit)),
            Event::Orbiting { unit } => format!("{} stays in orbit (6.5).", n(*unit)),
            Event::Landed { unit } => format!("{} lands on the planet (6.5).", n(*unit)),
            Event::Removed { unit, gone, case } => {
                let why = match gone {
                    Gone::Destroyed => "is destroyed",
                    Gone::OffMap => "leaves the maps and is removed",
                    Gone::Jumped => "hyperjumps out of play",
                    Gone::Exhausted => "has spent its last Energy Unit and is removed",
                    Gone::Orbited => "is placed in orbit and leaves play",
                };
                format!("{} {why} ({case}).", n(*unit))
            }
            Event::InterceptionDue { interception: i } => match i.target {
                Some(t) => {
                    format!("{} and {} in {}: interception is due (9.6).", n(Unit::Craft(i.missile)), n(t), hex(i.hex))
                }
                None => format!(
                    "{} enters enemy-occupied {}: interception is due (9.6).",
                    n(Unit::Craft(i.missile)),
                    hex(i.hex)
                ),
            },
            Event::AsteroidHit { unit, roll } => {
                format!("{} is hit by an asteroid (roll {roll}): use the Hit Table (6.6).", n(*unit))
            }
            Event::Revealed { units, by, case } => format!(
                "{} reveals {} ({case}).",
                by.name(),
                units.iter().map(|&u| n(u)).collect::<Vec<_>>().join(", ")
            ),
            Event::Alerted { ship } => format!("{} is alerted (11.0 scenario 4).", st.ship(*ship).name()),
            Event::Boosted { missile, velocity } => {
                format!("{} speeds up to {velocity} (7.1).", n(Unit::Craft(*missile)))
            }
            Event::Maneuvered { unit, order, by } => {
                let (how, case) = match by {
                    By::Own => (String::new(), "7.2"),
                    By::Planet => (" in the planet hex".to_string(), "6.5"),
                    By::Tractor { ship } => (format!(" by {}'s tractor beam", st.ship(*ship).name()), "5.6"),
                };
                format!("{}: {}{how} ({case}).", n(*unit), order.name())
            }
            Event::Commanded { ship, command } => {
                let what = match command {
                    Battle::PrepareMissile { pod, missile } => {
                        format!("Prepare Missile ({} from pod {pod})", missile.name())
                    }
                    Battle::ControlGuided { missile } => {
                        format!("Control Guided Missile ({})", n(Unit::Craft(*missile)))
                    }
                    Battle::ActiveSearch => "Active Search".into(),
                    Battle::PrepareBattlecraft { pod } => format!("Prepare Battlecraft (pod {pod})"),
                    Battle::LaunchBattlecraft { craft, .. } => {
                        format!("Launch Battlecraft ({})", n(Unit::Craft(*craft)))
                    }
                    Battle::Rendezvous { with } => format!("Rendezvous with {}", n(*with)),
                    Battle::TractorBeam { pod, target } => format!("Tractor Beam (pod {pod}) on {}", n(*target)),
                    Battle::ForceField { on: true } => "Activate Force Field".into(),
                    Battle::ForceField { on: false } => "Deactivate Force Field".into(),
                };
                format!("{}: {what} (7.4).", st.ship(*ship).name())
            }
            Event::CraftOut { craft } => {
                format!("{} is prepared atop {} (7.4).", craft_name(st, craft), st.ship(craft.ship).name())
            }
            Event::Prepared { craft } => format!("{} is prepared atop its ship (7.4).", n(Unit::Craft(*craft))),
            Event::Launched { craft, hex: h, facing, velocity } => {
                format!("{} is launched into {}, {facing}, velocity {velocity} (7.4).", n(Unit::Craft(*craft)), hex(*h))
            }
            Event::Docked { unit, with } => format!("{} docks with {} (7.4).", n(*unit), n(*with)),
            Event::Spent { unit, expense, blocks, units } => {
                let mut parts = Vec::new();
                if *blocks > 0 {
                    parts.push(format!("{blocks} Energy Block{}", if *blocks == 1 { "" } else { "s" }));
                }
                if *units > 0 {
                    parts.push(format!("{units} Energy Unit{}", if *units == 1 { "" } else { "s" }));
                }
                format!("{} expends {} for {} (7.5, 7.7).", n(*unit), parts.join(" and "), expense_name(*expense))
            }
            Event::Replenished { craft, units } => {
                format!("{} draws {units} Energy Units from its ship (5.6).", n(Unit::Craft(*craft)))
            }
            Event::Fire { fire: event } => event.describe_for(st, viewer),
            Event::MissileLaunched { launch } => launch.describe_for(st, viewer),
            Event::InterceptionVoid { interception: i } => {
                format!(
                    "No Interception Routine for {}: it or its target is no longer in {} (9.6).",
                    n(Unit::Craft(i.missile)),
                    hex(i.hex)
                )
            }
            Event::InterceptionPick { interception: i, targets, may_decline } => {
                let list = targets.iter().map(|&u| n(u)).collect::<Vec<_>>().join(", ");
                let m = n(Unit::Craft(i.missile));
                match (targets.len(), may_decline) {
                    (1, _) => format!("{m} may intercept {list}; its owner may decline, its Civ Level being 8 (9.6)."),
                    (_, true) => format!(
                        "{m} is tied between {list} at the lowest relative velocity: its owner picks one, or declines, its Civ Level being 8 (9.6)."
                    ),
                    (_, false) => {
                        format!("{m} is tied between {list} at the lowest relative velocity: its owner picks one (9.6).")
                    }
                }
            }
            Event::InterceptionDeclined { interception: i } => {
                format!("{}'s owner declines the Interception Routine (9.6: Civ Level 8).", n(Unit::Craft(i.missile)))
            }
            Event::InterceptionBegan { interception: i, target, relative_velocity } => format!(
                "{} attempts to intercept {} at relative velocity {relative_velocity} (9.6).",
                n(Unit::Craft(i.missile)),
                n(*target)
            ),
            Event::InterceptionResult { missile, target, intercepted: true } => {
                format!("{} intercepts {} (9.6).", n(Unit::Craft(*missile)), n(*target))
            }
            Event::InterceptionResult { missile, target, intercepted: false } => {
                format!("{} fails to intercept {} (9.6).", n(Unit::Craft(*missile)), n(*target))
            }
            Event::ForceFieldActivated { ship } => {
                format!("{}'s force field is activated at interception (9.8).", st.ship(*ship).name())
            }
            Event::HitsOwed { target, count, .. } => {
                format!("{}'s active force field: the Hit Table is used {count} times instead (9.8).", n(*target))
            }
            Event::OwedHit { target, chooser } => {
                format!("{} uses the Hit Table on {} (9.8).", chooser.name(), n(*target))
            }
            Event::Ended { outcome } => format!("The game is over. {}.", outcome.text()),
            Event::HitChosen { chooser, target, part } => {
                format!(
                    "{} chooses the {} of {} (8.8).",
                    chooser.name(),
                    super::fire::part_name(st, *target, *part),
                    n(*target)
                )
            }
        }
    }
}

/// The Energy Expenditure Summary's line, in words (7.7).
fn expense_name(e: Expense) -> &'static str {
    match e {
        Expense::ManeuverBeyondOne => "more than one Accelerate, Decelerate or Direction Change",
        Expense::MissileManeuver => "a missile's Maneuver Command",
        Expense::Weave => "a Weave",
        Expense::ActivateForceField => "activating the force field",
        Expense::TractorBeam => "the tractor beam",
        Expense::ReplenishBattlecraft => "replenishing a battlecraft",
        Expense::ManeuverDocked => "maneuvering docked ships",
        Expense::ParticleBurst => "a particle burst",
        Expense::LaserBarrage => "a laser barrage",
        Expense::ParticleBarrage => "a particle barrage",
        Expense::EngineDamaged => "a Maneuver Command with a damaged engine",
        Expense::EnergyPodDamaged => "a damaged energy pod",
        Expense::EnergyPodDestroyed => "a destroyed energy pod",
    }
}

/// A craft's name before it is in the state.
pub(super) fn craft_name(st: &State, c: &Craft) -> String {
    let letter = st.ship(c.ship).letter;
    match c.kind {
        super::state::CraftKind::Battlecraft(k) => format!("{}'s {} {letter}{}", c.player.name(), k.name(), c.number),
        super::state::CraftKind::Missile(m) => {
            format!("{}'s {} missile {letter}-{}", c.player.name(), m.name(), c.number)
        }
    }
}

/// Sets a unit's hex, and its docked partner's (one Velocity marker for both: 7.4).
fn place(st: &mut State, u: Unit, h: Hex) {
    let partner = st.docked(u);
    for x in std::iter::once(u).chain(partner) {
        match x {
            Unit::Ship(s) => st.ships[s as usize].at = Some(h),
            Unit::Craft(c) => st.crafts[c as usize].at = Some(h),
        }
    }
}

/// Sets a unit's course fields, and its docked partner's.
fn course(st: &mut State, u: Unit, f: impl Fn(&mut Option<Clock>, &mut Option<u8>, &mut Reminder)) {
    let partner = st.docked(u);
    for x in std::iter::once(u).chain(partner) {
        match x {
            Unit::Ship(s) => {
                let sh = &mut st.ships[s as usize];
                f(&mut sh.facing, &mut sh.velocity, &mut sh.reminder)
            }
            Unit::Craft(c) => {
                let k = &mut st.crafts[c as usize];
                f(&mut k.facing, &mut k.velocity, &mut k.reminder)
            }
        }
    }
}

/// Spends Energy Units from a ship: along the Energy Unit Track, marking a block each time it reaches the
/// burn rate (10.3).
pub(super) fn spend_units(st: &mut State, ship: ShipId, units: u16) {
    let s = &mut st.ships[ship as usize];
    let burn = s.class.stats().burn_rate as u16;
    let total = s.track as u16 + units;
    s.blocks_expended += total / burn;
    s.track = (total % burn) as u8;
}

/// Applies one event to the state. Every state change goes through here.
pub fn apply(st: &mut State, ev: &Event) {
    match ev {
        Event::SetUp { player, choice } => {
            setup::apply(st, *player, *choice).expect("checked before the event");
        }
        Event::TurnBegan { turn } => st.turn = *turn,
        Event::PhaseBegan { phase } => {
            st.phase = *phase;
            if let Phase::Fire(_) = phase {
                st.fire = FireRecord::default();
            }
            st.moved.clear();
            st.motion = None;
            st.tallies.clear();
        }
        Event::Rolled { sides, face, .. } => {
            let rolled = st.dice.roll(*sides);
            debug_assert_eq!(rolled, *face);
        }
        Event::TilePlaced { tile } => st.tiles.push(*tile),
        Event::MoveBegan { unit, velocity } => {
            st.motion = Some(Motion { unit: *unit, left: *velocity, done: 0, planet: None });
        }
        Event::Moved { unit, path, reminder } => {
            if let Some(&last) = path.last() {
                place(st, *unit, last);
            }
            let r = *reminder;
            course(st, *unit, |_, _, rem| *rem = r);
            if let Some(m) = st.motion.as_mut() {
                m.left = m.left.saturating_sub(path.len() as u8);
                m.done += path.len() as u8;
            }
        }
        Event::PlanetEntered { stop, .. } => {
            if let Some(m) = st.motion.as_mut() {
                m.planet = Some(*stop);
            }
        }
        Event::MoveResumed { left, .. } => {
            if let Some(m) = st.motion.as_mut() {
                m.planet = None;
                m.left = *left;
            }
        }
        Event::MoveEnded { unit } | Event::Orbiting { unit } => {
            st.motion = None;
            st.moved.push(*unit);
            if let Some(p) = st.docked(*unit) {
                st.moved.push(p);
            }
        }
        Event::Landed { unit } => {
            course(st, *unit, |_, v, _| *v = None);
            set_status(st, *unit, Status::Landed);
        }
        Event::Removed { unit, gone, .. } => remove(st, *unit, *gone),
        Event::Fire { fire: event } => apply_fire(st, event),
        Event::HitChosen { .. } => st.fire.pending = None,
        Event::MissileLaunched { launch } => super::launch::apply(st, launch),
        Event::InterceptionVoid { .. } | Event::InterceptionBegan { .. } | Event::InterceptionDeclined { .. } => {
            if !st.interceptions.is_empty() {
                st.interceptions.remove(0);
            }
            st.fire.pick = None;
        }
        Event::InterceptionPick { targets, may_decline, .. } => {
            st.fire.pick = Some(super::intercept::Pick { targets: targets.clone(), may_decline: *may_decline })
        }
        Event::InterceptionResult { .. } => {}
        Event::ForceFieldActivated { ship } => st.ships[*ship as usize].force_field = true,
        Event::HitsOwed { target, chooser, count } => {
            st.fire.owed.extend(std::iter::repeat_n((*target, *chooser), *count as usize));
        }
        Event::OwedHit { .. } => {
            if !st.fire.owed.is_empty() {
                st.fire.owed.remove(0);
            }
        }
        Event::Ended { outcome } => st.result = Some(outcome.clone()),
        Event::InterceptionDue { interception } => st.interceptions.push(*interception),
        Event::AsteroidHit { .. } => {}
        Event::Revealed { units, .. } => {
            for &u in units {
                if let Unit::Craft(c) = u {
                    st.crafts[c as usize].revealed = true;
                }
            }
        }
        Event::Alerted { ship } => st.ships[*ship as usize].alerted = true,
        Event::Boosted { missile, velocity } => st.crafts[*missile as usize].velocity = Some(*velocity),
        Event::Maneuvered { unit, order, by } => maneuver(st, *unit, *order, *by),
        Event::Commanded { ship, command } => {
            st.tally_mut(Unit::Ship(*ship)).battle += 1;
            match *command {
                Battle::ControlGuided { missile } => st.tally_mut(Unit::Craft(missile)).controlled = true,
                Battle::TractorBeam { pod, target } => {
                    let civ = st.ship(*ship).pods[pod as usize - 1].kind;
                    let commands = super::commands::tractor_commands(st, *ship, civ);
                    let t = st.tally_mut(Unit::Ship(*ship));
                    t.tractor_pods.push(pod);
                    t.tractor = Some((target, commands));
                }
                Battle::ForceField { on } => st.ships[*ship as usize].force_field = on,
                _ => {}
            }
        }
        Event::CraftOut { craft } => {
            st.crafts.push(craft.clone());
            let c = st.crafts.len() as CraftId - 1;
            st.tally_mut(Unit::Craft(c)).prepared_craft = true;
        }
        Event::Prepared { craft } => {
            st.crafts[*craft as usize].status = Status::Aboard;
            st.tally_mut(Unit::Craft(*craft)).prepared_craft = true;
        }
        Event::Launched { craft, hex, facing, velocity } => {
            let k = &mut st.crafts[*craft as usize];
            k.status = Status::InPlay;
            k.at = Some(*hex);
            k.facing = Some(*facing);
            k.velocity = Some(*velocity);
            k.reminder = Reminder::Left;
        }
        Event::Docked { unit, with } => {
            let into_pod = matches!((*unit, *with), (Unit::Craft(c), Unit::Ship(s)) if st.craft(c).ship == s);
            if into_pod {
                let Unit::Craft(c) = *unit else { unreachable!() };
                let k = &mut st.crafts[c as usize];
                k.status = Status::Docked;
                k.at = None;
                k.facing = None;
                k.velocity = None;
                k.reminder = Reminder::Left;
            } else {
                set_docked(st, *unit, Some(*with));
                set_docked(st, *with, Some(*unit));
            }
        }
        Event::Spent { unit, blocks, units, .. } => match *unit {
            Unit::Ship(s) => {
                st.ships[s as usize].blocks_expended += *blocks as u16;
                spend_units(st, s, *units as u16);
            }
            Unit::Craft(c) => st.crafts[c as usize].expended += units,
        },
        Event::Replenished { craft, units } => {
            let k = &mut st.crafts[*craft as usize];
            k.expended = k.expended.saturating_sub(*units);
            let ship = k.ship;
            spend_units(st, ship, *units as u16);
        }
    }
}

/// A unit leaves play, with anything aboard or docked in its pods; a docked pair is parted.
fn remove(st: &mut State, unit: Unit, gone: Gone) {
    set_status(st, unit, Status::Gone(gone));
    if let Unit::Ship(s) = unit {
        // What is aboard or docked in its pods goes with it.
        for c in st.craft_ids().collect::<Vec<_>>() {
            let k = &mut st.crafts[c as usize];
            if k.ship == s && matches!(k.status, Status::Aboard | Status::Docked) {
                k.status = Status::Gone(gone);
            }
        }
    }
    if let Some(p) = st.docked(unit) {
        set_docked(st, p, None);
        set_docked(st, unit, None);
    }
    if st.motion.as_ref().is_some_and(|m| m.unit == unit) {
        st.motion = None;
        st.moved.push(unit);
    }
}

/// Applies a fire event (8.0–8.9, 6.6).
fn apply_fire(st: &mut State, ev: &FireEvent) {
    match ev {
        FireEvent::Declared { option } => st.fire.count(option.firer, option.source),
        FireEvent::Expended { unit, units, .. } => match *unit {
            Unit::Ship(s) => spend_units(st, s, *units as u16),
            Unit::Craft(c) => st.crafts[c as usize].expended += units,
        },
        FireEvent::Rolled { face, .. } => {
            let rolled = st.dice.roll(10);
            debug_assert_eq!(rolled, *face);
        }
        FireEvent::ChoiceOpen { chooser, target, parts, critical } => {
            st.fire.pending =
                Some(PendingHit { chooser: *chooser, target: *target, parts: parts.clone(), critical: *critical });
        }
        FireEvent::Marked { unit, part, to, .. } => match *unit {
            Unit::Ship(s) => st.ships[s as usize].damage.set(*part, *to),
            Unit::Craft(c) => {
                let (s, pod) = (st.crafts[c as usize].ship, st.crafts[c as usize].pod);
                st.ships[s as usize].damage.set_craft(pod, *part, *to);
            }
        },
        FireEvent::Destroyed { unit } => remove(st, *unit, Gone::Destroyed),
        // Reports: what they tell is read from the Status boxes (8.9), or was spent by `Spent`.
        FireEvent::AutomaticHit
        | FireEvent::Missed
        | FireEvent::NoEffect { .. }
        | FireEvent::MissilesLost { .. }
        | FireEvent::BattlecraftPodLost { .. }
        | FireEvent::EnergyRaised { .. } => {}
    }
}

fn set_status(st: &mut State, u: Unit, status: Status) {
    match u {
        Unit::Ship(s) => st.ships[s as usize].status = status,
        Unit::Craft(c) => st.crafts[c as usize].status = status,
    }
}

fn set_docked(st: &mut State, u: Unit, with: Option<Unit>) {
    match u {
        Unit::Ship(s) => st.ships[s as usize].docked = with,
        Unit::Craft(c) => st.crafts[c as usize].docked = with,
    }
}

/// Carries out a Maneuver Command and counts it.
fn maneuver(st: &mut State, u: Unit, order: Order, by: By) {
    let helm = st.helm(u);
    if by == By::Own {
        let v = st.velocity(u);
        let t = st.tally_mut(helm);
        t.base_velocity = t.base_velocity.or(v);
    }
    match order {
        Order::Accelerate => course(st, u, |_, v, _| *v = v.map(|x| x + 1)),
        Order::Decelerate => course(st, u, |_, v, _| *v = v.map(|x| x.saturating_sub(1))),
        // A Direction Change removes the Direction Reminder: the zigzag starts afresh (6.1).
        Order::TurnLeft => course(st, u, |f, _, r| {
            *f = f.map(|c| c.turn(-1));
            *r = Reminder::Left;
        }),
        Order::TurnRight => course(st, u, |f, _, r| {
            *f = f.map(|c| c.turn(1));
            *r = Reminder::Left;
        }),
        Order::Weave { to } => place(st, u, to),
        Order::PrepareJump => {
            if let Unit::Ship(s) = u {
                st.ships[s as usize].jump = Some(JumpMarker::Prepare);
            }
        }
        Order::AbortJump => {
            if let Unit::Ship(s) = u {
                st.ships[s as usize].jump = None;
            }
        }
        Order::Jump => {
            if let Unit::Ship(s) = u {
                st.ships[s as usize].jump = Some(JumpMarker::Jump);
            }
        }
    }
    match by {
        By::Planet => {
            if let Some(stop) = st.motion.as_mut().and_then(|m| m.planet.as_mut()) {
                stop.issued += 1;
                stop.speed += order.is_speed() as u8;
            }
        }
        By::Own | By::Tractor { .. } => {
            if let By::Tractor { ship } = by {
                if let Some((_, left)) = st.tally_mut(Unit::Ship(ship)).tractor.as_mut() {
                    *left = left.saturating_sub(1);
                }
            }
            let t = st.tally_mut(helm);
            if by == By::Own {
                t.maneuvers += 1;
                t.steering += order.is_steering() as u8;
            }
            t.speed += order.is_speed() as u8;
            t.weaved |= matches!(order, Order::Weave { .. });
            st.tally_mut(u).prepared_jump |= order == Order::PrepareJump;
        }
    }
}
