//! The Interception Routine (DeltaVee 9.6–9.8): resolving the interceptions the movement and command
//! rules record as due (`State::interceptions`, in the order they arose), whatever the phase.
//!
//! For each: the relative velocity of missile and target (8.4 with 8.5's conditions, never 8.6's), the
//! Missile Interception Table's row for the missile's Civ Level and the column for that velocity (9.7),
//! and the die. An interception destroys the missile and the target — unless the target is a spaceship
//! with an active force field, which takes the Hit Table instead (three times for Class 1, once for Class
//! 2; the missile's owner rolls and chooses parts, 8.8); a ship with an inactive force field tries to switch
//! it on at that moment (9.8).
//!
//! Readings (each also noted where it is used):
//! - The routine is resolved as soon as it falls due: in the hex where a moving unit meets the missile,
//!   before the move goes on (a move pauses while a choice waits, as for an asteroid hit); after a Weave
//!   or a launch, once the unit is placed. A missile that explodes stops there, and a target destroyed
//!   is spared the interceptions still due against it.
//! - Interceptions fall due only when a unit enters a hex (6.4, 9.6; a launch places a missile into its
//!   hex), so a failed or declined routine is not tried again while the two stay in that hex: a new
//!   attempt needs one of them to leave and come back.
//! - Both players' missiles in one hex (9.6): the entering unit is the phasing player's (it moves, weaves
//!   or is launched in its player's phase), and the due interceptions are recorded with its own missile's
//!   routine first, then each enemy missile's against it — so the phasing player's routine comes first.
//! - A missile entering a hex of several enemy units attempts the one with the lowest relative velocity;
//!   on a tie its owner chooses (`Action::Intercept`). A missile of Civ Level 8 may decline
//!   (`Action::Decline`): its owner is asked before each of its routines.
//! - 9.8's activation: "more than one less than the Civ Level" is read as the die at least two below the
//!   Civ Level (die ≤ Civ − 2: a Civ 8 ship succeeds on 1–6, a Civ 6 ship on 1–4), so a higher Civ Level
//!   does better, as everywhere else in the game. The attempt is always made when it may be (the force
//!   field must work: 8.9; an Energy Block must be left): failing is no worse than not trying. The block is
//!   expended when the field comes on.
//! - Only spaceships have force fields: a battlecraft intercepted is destroyed.

use super::action::Action;
use super::damage;
use super::data::{interception_chance, Chance, Expense, INTERCEPTION_COLUMNS};
use super::event::{Event, Purpose};
use super::fire::{self, body};
use super::rules::Ctx;
use super::state::{Gone, Interception, Player, State, Unit};
use crate::engine::game::Refusal;
use serde::{Deserialize, Serialize};

fn refuse(case: &str, msg: impl Into<String>) -> Refusal {
    Refusal::illegal(&format!("DeltaVee {case}"), msg)
}

/// A choice the missile's owner must make before the first due interception is resolved (9.6): which of
/// the units tied for the lowest relative velocity to attempt, and, for a Civ Level 8 missile, whether to
/// attempt at all.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    pub targets: Vec<Unit>,
    pub may_decline: bool,
}

/// The relative velocity of missile and target for interception (9.6: 8.4 and 8.5, not 8.6).
pub fn relative_velocity(st: &State, missile: Unit, target: Unit) -> Option<u8> {
    Some(fire::geometry(body(st, missile)?, body(st, target)?).relative_velocity)
}

/// The units `i`'s missile may attempt: its given target, or the enemy units in the hex with the lowest
/// relative velocity (9.6). Empty if the missile or every target is out of play or has left the hex.
pub fn candidates(st: &State, i: &Interception) -> Vec<Unit> {
    let m = Unit::Craft(i.missile);
    if !st.in_play(m) || st.at(m) != Some(i.hex) {
        return Vec::new();
    }
    let owner = st.owner(m);
    let pool: Vec<Unit> = match i.target {
        Some(t) => vec![t],
        None => st.units_in_play().filter(|&u| st.owner(u) != owner).collect(),
    };
    let rated: Vec<(Unit, u8)> = pool
        .into_iter()
        .filter(|&u| st.in_play(u) && st.at(u) == Some(i.hex))
        // Scenario 4's waiting Dagger sets off no interception (see `movement`).
        .filter(|&u| !matches!(u, Unit::Ship(s) if !st.ship(s).alerted))
        .filter_map(|u| Some((u, relative_velocity(st, m, u)?)))
        .collect();
    let Some(low) = rated.iter().map(|r| r.1).min() else { return Vec::new() };
    rated.into_iter().filter(|r| r.1 == low).map(|r| r.0).collect()
}

/// The player who must make an interception's choice (9.6), if one waits: the missile's owner.
pub fn chooser(st: &State) -> Option<Player> {
    st.fire.pick.as_ref()?;
    st.interceptions.first().map(|i| st.owner(Unit::Craft(i.missile)))
}

/// The actions open while an interception's choice waits (9.6).
pub fn actions(st: &State) -> Vec<Action> {
    let Some(pick) = &st.fire.pick else { return Vec::new() };
    let mut out: Vec<Action> = pick.targets.iter().map(|&target| Action::Intercept { target }).collect();
    if pick.may_decline {
        out.push(Action::Decline);
    }
    out
}

/// Whether the routine must wait for a player: an interception's choice (9.6) or a part hit (8.8).
pub fn blocked(st: &State) -> bool {
    st.fire.pending.is_some() || st.fire.pick.is_some()
}

/// Resolves due interceptions (and the Hit Table results they owe) until none is left or a choice waits.
pub fn drain(cx: &mut Ctx) {
    loop {
        if blocked(&cx.st) {
            return;
        }
        if let Some(&(target, chooser)) = cx.st.fire.owed.first() {
            cx.emit(Event::OwedHit { target, chooser });
            if cx.st.in_play(target) {
                fire::hit_table(cx, target, chooser, false);
            }
            continue;
        }
        let Some(i) = cx.st.interceptions.first().copied() else { return };
        let targets = candidates(&cx.st, &i);
        // 9.6: a Civ Level 8 missile's owner may decline.
        let may_decline = cx.st.craft(i.missile).civ >= 8;
        match targets.len() {
            0 => cx.emit(Event::InterceptionVoid { interception: i }),
            1 if !may_decline => resolve(cx, i, targets[0]),
            _ => cx.emit(Event::InterceptionPick { interception: i, targets, may_decline }),
        }
    }
}

/// Checks the missile owner's choice (9.6).
pub fn check(st: &State, action: &Action) -> Result<(), Refusal> {
    let Some(pick) = &st.fire.pick else {
        return Err(refuse("9.6", "no interception waits for a choice"));
    };
    match *action {
        Action::Intercept { target } if !pick.targets.contains(&target) => {
            Err(refuse("9.6", "the missile attempts only a unit tied for the lowest relative velocity"))
        }
        Action::Intercept { .. } => Ok(()),
        Action::Decline if !pick.may_decline => {
            Err(refuse("9.6", "only a missile of Civ Level 8 may decline the Interception Routine"))
        }
        Action::Decline => Ok(()),
        _ => Err(refuse("9.6", "the interception's choice must be made first")),
    }
}

/// The missile's owner makes the choice waiting (9.6), and the routine goes on.
pub fn choose(cx: &mut Ctx, action: &Action) -> Result<(), Refusal> {
    check(&cx.st, action)?;
    let i = *cx.st.interceptions.first().expect("a choice is for the first interception due");
    match *action {
        Action::Intercept { target } => resolve(cx, i, target),
        _ => cx.emit(Event::InterceptionDeclined { interception: i }),
    }
    drain(cx);
    Ok(())
}

/// Whether a force field comes on at interception (9.8): the die more than the Civ Level less one, i.e.
/// the Civ Level or more (the reading the issue states; docs/design.md).
pub fn activates(face: u32, civ: u8) -> bool {
    face + 1 > civ as u32
}

/// Steps 1–3 of 9.6 for the missile of `i` against `target`, and 9.8.
fn resolve(cx: &mut Ctx, i: Interception, target: Unit) {
    let m = Unit::Craft(i.missile);
    let rv = relative_velocity(&cx.st, m, target).unwrap_or(0);
    cx.emit(Event::InterceptionBegan { interception: i, target, relative_velocity: rv });
    let civ = cx.st.craft(i.missile).civ;
    let intercepted = match interception_chance(civ, rv as u32) {
        Chance::Auto => true,
        Chance::Impossible => false,
        Chance::AtMost(n) => {
            let column = INTERCEPTION_COLUMNS
                .into_iter()
                .find(|&(lo, hi)| (lo..=hi).contains(&(rv as u32)))
                .expect("the columns cover every velocity");
            let purpose =
                Purpose::Interception { missile: i.missile, target, civ, relative_velocity: rv, column, chance: n };
            cx.roll(10, purpose) <= n as u32
        }
    };
    cx.emit(Event::InterceptionResult { missile: i.missile, target, intercepted });
    if !intercepted {
        return;
    }
    // The missile explodes (9.6).
    cx.emit(Event::Removed { unit: m, gone: Gone::Destroyed, case: "9.6".into() });
    let mut class = 0;
    if let Unit::Ship(s) = target {
        let ship = cx.st.ship(s);
        if ship.force_field {
            class = damage::force_field_class(ship);
        } else if damage::may_activate_at_interception(ship) && ship.blocks_left() > 0 {
            // 9.8: the ship's owner rolls, no Command needed; an Energy Block if it comes on.
            let civ = ship.class.stats().civ;
            let face = cx.roll(10, Purpose::ForceFieldActivation { ship: s, civ });
            if activates(face, civ) {
                cx.emit(Event::Spent { unit: target, expense: Expense::ActivateForceField, blocks: 1, units: 0 });
                cx.emit(Event::ForceFieldActivated { ship: s });
                class = damage::force_field_class(cx.st.ship(s));
            }
        }
    }
    match class {
        0 => cx.emit(Event::Removed { unit: target, gone: Gone::Destroyed, case: "9.6".into() }),
        // 9.8: Class 1 three Hit Table results, Class 2 one, the missile's owner rolling and choosing.
        c => {
            let count = if c == 1 { 3 } else { 1 };
            cx.emit(Event::HitsOwed { target, chooser: cx.st.owner(m), count });
        }
    }
}
