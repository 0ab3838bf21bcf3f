//! What a viewer may know (DeltaVee 2.5): of a unit — its name, or only that it is a face-down counter —
//! and of an event, decided as data ([`seen`]) before any words are made ([`words`]). The log, the view's
//! labels and prompt name units through [`name`]; nothing is redacted from text after the fact.
//!
//! Readings: an enemy battlecraft or missile not yet revealed is "Player N's face-down counter #id" to
//! everyone but its owner (2.5; spaceships are always face up). What would tell such a counter's kind is
//! not known either: the Battle Commands that prepare or control one (7.4), what it was prepared as, the
//! energy it expends (7.5, 7.7), and why a hit on it had no effect (8.8). Knowledge is judged on the state
//! after the action, so a counter revealed by it (3.0 Detection, 7.4 Active Search) is named.

use super::action::Battle;
use super::event::{Event, Purpose};
use super::fire::{FireEvent, NoEffect};
use super::map;
use super::state::{CraftId, Player, ShipId, State, Unit};
use crate::engine::game::Marks;
use crate::engine::hex::Hex;
use serde::Serialize;

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Viewer {
    /// The rules themselves (tests, the record): everything is named.
    Rules,
    /// One seat: its own counters and those revealed.
    Seat(Player),
    /// Someone who is neither player: only what is revealed.
    Spectator,
}

/// Whether `viewer` may know what craft `c` is (2.5).
pub fn knows(st: &State, viewer: Viewer, c: CraftId) -> bool {
    match viewer {
        Viewer::Rules => true,
        Viewer::Seat(p) => st.craft(c).shown_to(p).is_some(),
        Viewer::Spectator => st.craft(c).revealed,
    }
}

/// Whether `viewer` knows unit `u` (every spaceship is face up, 2.5).
fn knows_unit(st: &State, viewer: Viewer, u: Unit) -> bool {
    match u {
        Unit::Ship(_) => true,
        Unit::Craft(c) => knows(st, viewer, c),
    }
}

/// Unit `u` as `viewer` may name it: "Player 2's face-down counter #7" for a craft it may not know.
pub fn name(st: &State, viewer: Viewer, u: Unit) -> String {
    match u {
        Unit::Craft(c) if !knows(st, viewer, c) => format!("{}'s face-down counter #{c}", st.craft(c).player.name()),
        _ => st.name(u),
    }
}

/// What a viewer may know of one event (2.5).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Seen {
    /// The whole event, its units named as the viewer may name them.
    Whole(Event),
    /// A counter placed face down atop a ship; not what it is (7.4).
    FaceDownPrepared { player: Player, ship: ShipId },
    /// A Battle Command that prepares or controls a counter; not which (7.4).
    BattleCommand { ship: ShipId },
    /// A face-down counter expends energy; not how much nor for what (7.5, 7.7).
    EnergyExpended { unit: Unit },
    /// A hit on a face-down counter has no effect; not why (8.8: the why would tell its kind).
    NoEffect,
}

/// What `viewer` may know of each of an action's events. `st` is the state after the action.
pub fn seen(events: &[Event], st: &State, viewer: Viewer) -> Vec<Seen> {
    let mut target = None;
    events
        .iter()
        .map(|ev| {
            if let Event::Fire { fire: FireEvent::Declared { option } } = ev {
                target = Some(option.target);
            }
            let hidden = |u: Unit| !knows_unit(st, viewer, u);
            let own = |ship: ShipId| viewer == Viewer::Rules || viewer == Viewer::Seat(st.ship(ship).player);
            match ev {
                Event::Fire { fire: FireEvent::NoEffect { why: NoEffect::GlancingBlow | NoEffect::MissileUnaffected } }
                    if target.is_some_and(hidden) =>
                {
                    Seen::NoEffect
                }
                Event::CraftOut { craft } if !craft.revealed && !own(craft.ship) => {
                    Seen::FaceDownPrepared { player: craft.player, ship: craft.ship }
                }
                Event::Commanded {
                    ship,
                    command: Battle::PrepareMissile { .. } | Battle::PrepareBattlecraft { .. } | Battle::ControlGuided { .. },
                } if !own(*ship) => Seen::BattleCommand { ship: *ship },
                Event::Spent { unit, .. } if hidden(*unit) => Seen::EnergyExpended { unit: *unit },
                _ => Seen::Whole(ev.clone()),
            }
        })
        .collect()
}

/// The words of what `viewer` may know of an event, made from that alone (`st`: after the action).
pub fn words(seen: &Seen, st: &State, viewer: Viewer) -> String {
    match seen {
        Seen::Whole(ev) => ev.describe_for(st, viewer),
        Seen::FaceDownPrepared { player, ship } => {
            format!("{} places a face-down counter atop {} (7.4).", player.name(), st.ship(*ship).name())
        }
        Seen::BattleCommand { ship } => format!("{}: a Battle Command (7.4).", st.ship(*ship).name()),
        Seen::EnergyExpended { unit } => format!("{} expends energy (7.5, 7.7).", name(st, viewer, *unit)),
        Seen::NoEffect => "The hit has no effect (8.8).".into(),
    }
}

/// A unit's key in [`Marks`]: a ship's id, or a craft's id above `CRAFT_MARK`.
pub const CRAFT_MARK: u32 = 1 << 16;

pub fn unit_mark(u: Unit) -> u32 {
    match u {
        Unit::Ship(s) => s as u32,
        Unit::Craft(c) => CRAFT_MARK | c as u32,
    }
}

pub fn mark_unit(key: u32) -> Unit {
    if key & CRAFT_MARK != 0 {
        Unit::Craft((key & !CRAFT_MARK) as CraftId)
    } else {
        Unit::Ship(key as ShipId)
    }
}

/// Where an event happened, made from what the viewer may know of it (`seen`) alone, like its words: the
/// hexes it names and the units its words name. Positions and courses are public (2.6), and a face-down
/// counter is named by its number in the words too; what `seen` withholds is not marked (7.4: which
/// counter a Battle Command prepares; 8.8: nothing for a hit without effect on a face-down counter).
pub fn marks(seen: &Seen) -> Marks {
    let (hexes, units): (Vec<Hex>, Vec<Unit>) = match seen {
        Seen::Whole(ev) => whole_marks(ev),
        Seen::FaceDownPrepared { ship, .. } | Seen::BattleCommand { ship } => (vec![], vec![Unit::Ship(*ship)]),
        Seen::EnergyExpended { unit } => (vec![], vec![*unit]),
        Seen::NoEffect => (vec![], vec![]),
    };
    Marks { hexes, units: units.into_iter().map(unit_mark).collect() }
}

/// The marks of each of an action's events as `seen` by one viewer ([`marks`]); a fire's die and its
/// outcome name no unit, so they take the fire's (its firer and target, 8.0), as the viewer saw it declared,
/// or the unit whose Hit Table it is (an asteroid's, 6.6; a force field's, 9.8).
pub fn marks_of(seen: &[Seen]) -> Vec<Marks> {
    let mut fire = Marks::default();
    seen.iter()
        .map(|sn| {
            let m = marks(sn);
            match sn {
                Seen::Whole(
                    Event::Fire { fire: FireEvent::Declared { .. } }
                    | Event::AsteroidHit { .. }
                    | Event::HitsOwed { .. }
                    | Event::OwedHit { .. },
                ) => fire = m.clone(),
                Seen::Whole(Event::Fire {
                    fire: FireEvent::Rolled { .. } | FireEvent::AutomaticHit | FireEvent::Missed,
                }) => return fire.clone(),
                _ => {}
            }
            m
        })
        .collect()
}

fn whole_marks(ev: &Event) -> (Vec<Hex>, Vec<Unit>) {
    let craft = Unit::Craft;
    let ship = Unit::Ship;
    let none = (vec![], vec![]);
    match ev {
        Event::SetUp { choice: super::setup::SetupAction::Place { ship: s, hex }, .. } => (vec![*hex], vec![ship(*s)]),
        Event::TilePlaced { tile } => (vec![tile.hex(map::TILE_COLS / 2, map::TILE_ROWS / 2 + 1)], vec![]),
        Event::Rolled { purpose, .. } => match purpose {
            Purpose::Asteroid { unit, .. } => (vec![], vec![*unit]),
            Purpose::Alert { ship: s } | Purpose::ForceFieldActivation { ship: s, .. } => (vec![], vec![ship(*s)]),
            Purpose::Interception { missile, target, .. } => (vec![], vec![craft(*missile), *target]),
        },
        Event::Moved { unit, path, .. } => (path.clone(), vec![*unit]),
        Event::MoveBegan { unit, .. }
        | Event::PlanetEntered { unit, .. }
        | Event::MoveResumed { unit, .. }
        | Event::MoveEnded { unit }
        | Event::Orbiting { unit }
        | Event::Landed { unit }
        | Event::Removed { unit, .. }
        | Event::AsteroidHit { unit, .. }
        | Event::Spent { unit, .. } => (vec![], vec![*unit]),
        Event::Maneuvered { unit, by, .. } => match by {
            super::event::By::Tractor { ship: s } => (vec![], vec![*unit, ship(*s)]),
            _ => (vec![], vec![*unit]),
        },
        Event::Revealed { units, .. } => (vec![], units.clone()),
        Event::Alerted { ship: s } | Event::ForceFieldActivated { ship: s } => (vec![], vec![ship(*s)]),
        Event::Boosted { missile: c, .. } | Event::Prepared { craft: c } | Event::Replenished { craft: c, .. } => {
            (vec![], vec![craft(*c)])
        }
        Event::Commanded { ship: s, command } => {
            let mut units = vec![ship(*s)];
            match *command {
                Battle::ControlGuided { missile: c } | Battle::LaunchBattlecraft { craft: c, .. } => units.push(craft(c)),
                Battle::Rendezvous { with: u } | Battle::TractorBeam { target: u, .. } => units.push(u),
                _ => {}
            }
            (vec![], units)
        }
        Event::CraftOut { craft: k } => (vec![], vec![ship(k.ship)]),
        Event::Launched { craft: c, hex, .. } => (vec![*hex], vec![craft(*c)]),
        Event::Docked { unit, with } => (vec![], vec![*unit, *with]),
        Event::Fire { fire } => match fire {
            FireEvent::Declared { option } => (vec![], vec![option.firer, option.target]),
            FireEvent::Expended { unit, .. } | FireEvent::Marked { unit, .. } | FireEvent::Destroyed { unit } => {
                (vec![], vec![*unit])
            }
            FireEvent::ChoiceOpen { target, .. } => (vec![], vec![*target]),
            FireEvent::MissilesLost { ship: s, .. }
            | FireEvent::BattlecraftPodLost { ship: s, .. }
            | FireEvent::EnergyRaised { ship: s, .. } => (vec![], vec![ship(*s)]),
            _ => none,
        },
        Event::MissileLaunched { launch } => (vec![launch.hex], vec![launch.from, craft(launch.craft)]),
        Event::InterceptionDue { interception: i }
        | Event::InterceptionVoid { interception: i }
        | Event::InterceptionDeclined { interception: i } => {
            (vec![i.hex], std::iter::once(craft(i.missile)).chain(i.target).collect())
        }
        Event::InterceptionPick { interception: i, targets, .. } => {
            (vec![i.hex], std::iter::once(craft(i.missile)).chain(targets.iter().copied()).collect())
        }
        Event::InterceptionBegan { interception: i, target, .. } => (vec![i.hex], vec![craft(i.missile), *target]),
        Event::InterceptionResult { missile, target, .. } => (vec![], vec![craft(*missile), *target]),
        Event::HitsOwed { target, .. } | Event::OwedHit { target, .. } | Event::HitChosen { target, .. } => {
            (vec![], vec![*target])
        }
        Event::TurnBegan { .. } | Event::PhaseBegan { .. } | Event::SetUp { .. } | Event::Ended { .. } => none,
    }
}

/// The results of fire and damage the shell shows in its banner: the Fire Results Table's and the Hit
/// Table's dice and what they did (8.7–8.9), an asteroid collision (6.6), an interception and what it
/// did (9.6–9.8), a unit destroyed.
pub fn is_result(ev: &Event) -> bool {
    match ev {
        // Not the fire itself, nor the choice of part it asks for (the orders panel's).
        Event::Fire { fire } => {
            !matches!(fire, FireEvent::Declared { .. } | FireEvent::Expended { .. } | FireEvent::ChoiceOpen { .. })
        }
        Event::Rolled { purpose, .. } => {
            matches!(purpose, Purpose::Asteroid { .. } | Purpose::Interception { .. } | Purpose::ForceFieldActivation { .. })
        }
        Event::Removed { gone, .. } => *gone == super::state::Gone::Destroyed,
        Event::AsteroidHit { .. }
        | Event::InterceptionResult { .. }
        | Event::ForceFieldActivated { .. }
        | Event::HitsOwed { .. }
        | Event::HitChosen { .. } => true,
        _ => false,
    }
}
