//! The Rescue Mission (38.0), a solitaire game: find the endangered system (38.1), lift its sixty
//! Population Points off one per StarForce (38.3) before the nova (38.4), and score what was saved (38.51).

use super::data::stars::{Class, STARS};
use super::data::tables::{
    DESTROYED_FIRST_INCURSION, RESCUE_CAPACITY, RESCUE_LEVELS, RESCUE_LOSS_PENALTY,
};
use super::event::{Event, Purpose};
use super::plot::{Order, Plot, Plotting};
use super::random;
use super::rules::Ctx;
use super::space::{column_hex, ring_trace, LiteZulu, SOL};
use super::state::{Force, Kind, State};
use crate::engine::dice::Dice;
use crate::engine::game::Refusal;

/// The systems destroyed in the First Incursion (31.62), by index in [`STARS`].
pub fn destroyed_first_incursion() -> Vec<u8> {
    STARS
        .iter()
        .enumerate()
        .filter(|(_, s)| DESTROYED_FIRST_INCURSION.contains(&s.name))
        .map(|(i, _)| i as u8)
        .collect()
}

/// The endangered system a chit finds (38.1): trace the ring about Sol through hex 20`top`, clockwise
/// for a bottom of +0 or more, and take the first tertiary system met, in two dimensions; `None`: draw
/// again.
pub fn endangered(top: i32, bottom: i32) -> Option<usize> {
    let destroyed = destroyed_first_incursion();
    for hex in ring_trace(column_hex(top), bottom >= 0) {
        let found = STARS.iter().enumerate().find(|(i, s)| {
            s.at.hex == hex && s.class == Class::Tertiary && !destroyed.contains(&(*i as u8))
        });
        if let Some((i, _)) = found {
            return Some(i);
        }
    }
    None
}

/// The undestroyed tertiary system nearest `from` in true distance, ties to the one nearer Sol (38.2).
pub fn nearest_tertiary(from: usize) -> Option<usize> {
    let destroyed = destroyed_first_incursion();
    let at = STARS.get(from)?.at;
    STARS
        .iter()
        .enumerate()
        .filter(|(i, s)| {
            *i != from && s.class == Class::Tertiary && !destroyed.contains(&(*i as u8))
        })
        .min_by_key(|(_, s)| (at.true_distance(s.at), s.at.true_distance(SOL)))
        .map(|(i, _)| i)
}

/// Draws chits until one finds the endangered system (38.1), with the chits drawn. The draws come from
/// the game's dice before its first Game-Turn.
pub fn find_endangered(dice: &mut Dice) -> (usize, Vec<(i32, i32)>) {
    let mut chits = Vec::new();
    loop {
        let top = dice.roll(41) as i32 - 1;
        let bottom = dice.roll(41) as i32 - 21;
        chits.push((top, bottom));
        if let Some(i) = endangered(top, bottom) {
            return (i, chits);
        }
    }
}

/// The endangered system's LiteZulu, in a Rescue Mission.
pub fn endangered_at(st: &State) -> Option<LiteZulu> {
    st.rescue.as_ref().map(|r| STARS[r.system as usize].at)
}

/// Checks a Load or Unload order (38.3).
pub fn check_order(ctx: &Plotting, f: &Force, order: Order, plot: &Plot) -> Result<(), Refusal> {
    let Some((home, planet)) = ctx.rescue else {
        return Err(Refusal::illegal(
            "38.3",
            "only the Rescue Mission loads and unloads Population Points",
        ));
    };
    if f.kind != Kind::StarForce {
        return Err(Refusal::illegal(
            "38.3",
            "only StarForces carry Population Points",
        ));
    }
    if order == Order::Load {
        if f.at != home {
            return Err(Refusal::illegal(
                "38.3",
                format!(
                    "{} loads only in the endangered system, {}",
                    f.name,
                    home.label()
                ),
            ));
        }
        if f.cargo >= RESCUE_CAPACITY {
            return Err(Refusal::illegal(
                "38.3",
                format!(
                    "{} carries {RESCUE_CAPACITY} Population Point at most",
                    f.name
                ),
            ));
        }
        let loading = plot
            .orders
            .iter()
            .filter(|(_, o)| *o == Order::Load)
            .count() as u32;
        if loading > planet {
            return Err(Refusal::illegal(
                "38.3",
                format!("only {planet} Population Points are left to load"),
            ));
        }
        return Ok(());
    }
    if f.cargo == 0 {
        return Err(Refusal::illegal(
            "38.3",
            format!("{} carries no Population Point", f.name),
        ));
    }
    let system = STARS.iter().position(|s| s.at == f.at);
    match system {
        Some(i) if STARS[i].at != home && !ctx.destroyed.contains(&(i as u8)) => Ok(()),
        _ => Err(Refusal::illegal(
            "38.3",
            format!("{} unloads only at another undestroyed system", f.name),
        )),
    }
}

/// The Rescue Mission's Scenario Phase (38.3–38.4): loads and unloads, then the nova's two Decimal
/// Randomizers; the game ends with the nova or once no Population Point is left in the system.
pub fn turn_end(cx: &mut Ctx) {
    let Some(r) = cx.st.rescue.clone() else {
        return;
    };
    let home = STARS[r.system as usize].at;
    for seat in cx.st.seats().collect::<Vec<_>>() {
        let Some(plot) = cx.st.opened_plot(seat) else {
            continue;
        };
        for &(id, order) in &plot.orders {
            let Some(f) = cx.st.force(id) else { continue };
            match order {
                Order::Load
                    if f.at == home && cx.st.rescue.as_ref().is_some_and(|r| r.planet > 0) =>
                {
                    cx.emit(Event::Loaded { force: id })
                }
                Order::Unload if f.cargo > 0 && f.at != home => {
                    cx.emit(Event::Unloaded { force: id })
                }
                _ => {}
            }
        }
    }
    let a = random::decimal(cx, Purpose::Nova);
    let b = random::decimal(cx, Purpose::Nova);
    if a == 0 && b == 0 {
        let there: Vec<u8> = cx
            .st
            .forces
            .iter()
            .filter(|f| f.at == home)
            .map(|f| f.id)
            .collect();
        for force in there {
            cx.emit(Event::ForceLost {
                force,
                case: "38.4".into(),
            });
        }
        cx.emit(Event::Nova { system: r.system });
        return end(cx, "the star went nova");
    }
    let left = cx.st.rescue.as_ref().map_or(0, |r| r.planet)
        + cx.st
            .forces
            .iter()
            .filter(|f| f.at == home)
            .map(|f| f.cargo)
            .sum::<u32>();
    if left == 0 {
        return end(cx, "no Population Point is left in the endangered system");
    }
    if !cx.st.forces.iter().any(|f| f.kind == Kind::StarForce) {
        end(cx, "no StarForce is left");
    }
}

/// Population Points saved so far: unloaded, or aboard a StarForce (38.51).
pub fn saved(st: &State) -> u32 {
    st.rescue.as_ref().map_or(0, |r| r.unloaded) + st.forces.iter().map(|f| f.cargo).sum::<u32>()
}

/// The score (38.51): points saved, less three per StarForce lost.
pub fn score(st: &State) -> i64 {
    let lost = st.rescue.as_ref().map_or(0, |r| r.forces_lost);
    saved(st) as i64 - (RESCUE_LOSS_PENALTY * lost) as i64
}

/// The victory level of a score (38.51).
pub fn level(score: i64) -> &'static str {
    RESCUE_LEVELS
        .iter()
        .find(|(at_least, _)| score >= *at_least as i64)
        .map_or("Defeat", |(_, name)| name)
}

fn end(cx: &mut Ctx, why: &str) {
    let score = score(&cx.st);
    let result = format!("{}: {score} points, {why} (38.51)", level(score));
    cx.emit(Event::GameEnded { result });
}

/// Only the Rescue Mission has Population Points.
pub fn is_rescue(st: &State) -> bool {
    st.rescue.is_some()
}
