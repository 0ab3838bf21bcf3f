//! The odds of DeltaVee's rolls, read from the table and row each roll names: its `Purpose`, or for fire
//! and the Hit Table its `Roll` (8.7, 8.8).

use super::data::{hit_result, HitResult};
use super::event::{Event, Purpose};
use super::fire::{FireEvent, Roll};
use crate::engine::odds::Odds;

/// The odds of a roll event; `None` for any other event. They tell no more than the roll's own line in
/// the log, which every seat reads whole (`known::seen` hides no roll).
pub fn odds(ev: &Event) -> Option<Odds> {
    match ev {
        Event::Rolled { sides, face, purpose } => {
            let o = Odds::new(*sides, *face);
            let rest = |n: u32| sides.saturating_sub(n);
            Some(match purpose {
                // 6.6: a collision on the unit's velocity or less.
                Purpose::Asteroid { velocity, .. } => {
                    let n = (*velocity as u32).min(*sides);
                    o.then(n, "collision").then(rest(n), "no collision")
                }
                // Scenario 4: alerted on a 1 or 2.
                Purpose::Alert { .. } => o.then(2, "alerted").then(rest(2), "not alerted"),
                Purpose::Interception { chance, .. } => {
                    let n = (*chance as u32).min(*sides);
                    o.then(n, "intercepted").then(rest(n), "not intercepted")
                }
                // 9.8: on more than the Civ Level less one.
                Purpose::ForceFieldActivation { civ, .. } => {
                    let n = (*civ as u32).saturating_sub(1).min(*sides);
                    o.then(n, "stays off").then(rest(n), "switched on")
                }
            })
        }
        Event::Fire { fire: FireEvent::Rolled { face, roll } } => {
            let o = Odds::new(10, *face);
            Some(match roll {
                Roll::FireResults { chance, .. } => {
                    let n = (*chance as u32).min(10);
                    o.then(n, "hit").then(10 - n, "no hit")
                }
                Roll::HitTable { .. } => Odds::each(10, *face, |f| match hit_result(f) {
                    HitResult::Critical => "critical hit".to_string(),
                    HitResult::Either(a, b) => format!("{} or {}", a.name(), b.name()),
                }),
                Roll::AsteroidCollision { velocity } => {
                    let n = (*velocity as u32).min(10);
                    o.then(n, "collision").then(10 - n, "no collision")
                }
            })
        }
        _ => None,
    }
}
