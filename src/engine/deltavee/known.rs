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
use super::event::Event;
use super::fire::{FireEvent, NoEffect};
use super::state::{CraftId, Player, ShipId, State, Unit};
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
