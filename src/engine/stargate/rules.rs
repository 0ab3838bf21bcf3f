//! What is legal now and what an action causes: the sequence of play (4.0), staging (3.1), deployment
//! (3.2), revealing (5.8), mindless transports (5.7), the legs planned in `movement`, and victory (12.0).
//!
//! Every action is resolved on a copy of the state, one event at a time (each event is applied as it is
//! emitted, so later steps see earlier results); the copy replaces the state only if the action
//! succeeds, so a refusal leaves the state untouched.

use super::action::Action;
use super::approach;
use super::combat;
use super::data::{self, Kind, Race};
use super::event::{self, Event, Purpose};
use super::movement::{self, refuse, Plan};
use super::state::{Loc, Mode, Motion, Phase, Side, State, UnitId};
use super::step::{step, Step};
use crate::engine::game::Refusal;
use crate::engine::hex::{Dir, Hex};

/// Resolution in progress: the working state and the events so far.
pub(super) type Ctx = crate::engine::ctx::Ctx<State>;

crate::engine::ctx::evented!(State, Event, Purpose);

/// A unit lost, once (with what losing it causes: a Tri-Ship's control, 9.5).
pub(super) trait Eliminate {
    fn eliminate(&mut self, unit: UnitId, case: &str, why: impl Into<String>);
}

impl Eliminate for Ctx {
    fn eliminate(&mut self, unit: UnitId, case: &str, why: impl Into<String>) {
        if !self.st.eliminated(unit) {
            self.emit(Event::Eliminated { unit, case: case.to_string(), why: why.into() });
            combat::on_control_lost(self, unit);
        }
    }
}

/// Who may act now: the actor of the current step (`step`, 4.0).
pub fn to_act(st: &State) -> Vec<Side> {
    step(st).actor().into_iter().collect()
}

/// Units of `side` that may begin or continue a movement now.
fn movers(st: &State, side: Side) -> Vec<UnitId> {
    if let Some(m) = &st.movement.motion {
        if movement::forced(st) {
            return vec![m.units[0]];
        }
    }
    let mut seen = Vec::new();
    st.ids()
        .filter(|&u| st.side(u) == side && st.hex_of(u).is_some())
        .filter(|&u| {
            // One entry per combined unit (its lead).
            let lead = st.lead(u);
            if seen.contains(&lead) {
                return false;
            }
            seen.push(lead);
            true
        })
        .collect()
}

/// Every legal action of `seat` now, in a stable order: those the current step asks for (`step`).
pub fn legal_actions(st: &State, seat: Side) -> Vec<Action> {
    let now = step(st);
    if now.actor() != Some(seat) {
        return Vec::new();
    }
    let mut out = Vec::new();
    match now {
        Step::Over => {}
        Step::Approach { .. } => {
            if let Some(a) = &st.movement.approach {
                out.extend(approach::legal(st, a, seat));
            }
        }
        Step::Dispersal { .. } => {
            if let Some(d) = st.dispersal.first() {
                let hexes = combat::dispersal_hexes(st, d);
                out.extend(hexes.into_iter().map(|to| Action::Disperse { unit: d.unit, to }));
            }
        }
        Step::Berserk => {
            if let Some((_, targets)) = combat::berserk_choice(st) {
                out.extend(targets.into_iter().map(|target| Action::Berserk { target }));
            }
        }
        Step::Staging => {
            for unit in st.ids() {
                for hex in data::staging_hexes() {
                    if stage_check(st, unit, hex).is_ok() {
                        out.push(Action::Stage { unit, hex });
                    }
                }
            }
        }
        Step::Movement { .. } | Step::GoOnMoving { .. } => {
            for unit in movers(st, seat) {
                for (mode, to, lender) in movement::legs(st, unit) {
                    out.push(Action::Move { unit, mode, to, lender });
                }
            }
            for gate in 0..2 {
                if reveal_check(st, gate).is_ok() {
                    out.push(Action::Reveal { gate });
                }
            }
        }
        Step::Combat { .. } | Step::Attack { .. } => out.extend(combat::legal(st)),
        Step::NullgateGravity { loser } => {
            out.extend(gravity_candidates(st, loser).into_iter().map(|unit| Action::LoseUnit { unit }));
        }
    }
    let routine = matches!(now, Step::Approach { .. } | Step::Dispersal { .. } | Step::Berserk);
    if !routine && end_check(st).is_ok() {
        out.push(Action::EndPhase);
    }
    crate::engine::sort::sort(&mut out);
    out
}

/// What `seat` is asked to do at the current step (`step`), in the words its [`Step::asks`] names.
pub fn prompt(st: &State, seat: Side) -> String {
    let now = step(st);
    if let Some(w) = st.winner {
        return format!("The game is over: the {} Player has won.", w.name());
    }
    if let Some(a) = &st.movement.approach {
        return approach::prompt(st, a, seat);
    }
    let Some(actor) = now.actor() else { return String::new() };
    if actor != seat {
        return match now {
            Step::Dispersal { .. } => match st.dispersal.first() {
                Some(d) => format!("Waiting for the {} Player, who disperses {} (9.2).", actor.name(), st.name(d.unit)),
                None => format!("Waiting for the {} Player (9.2).", actor.name()),
            },
            Step::Berserk => match combat::berserk_choice(st) {
                Some((w, _)) => format!(
                    "Waiting for the Virunian Player: {} has gone berserk, and he chooses its target (9.5).",
                    st.name(w)
                ),
                None => "Waiting for the Virunian Player (9.5).".into(),
            },
            _ => format!("Waiting for the {} Player ({}).", actor.name(), st.phase.name()),
        };
    }
    match now {
        Step::Over | Step::Approach { .. } => String::new(),
        Step::Dispersal { .. } => match st.dispersal.first() {
            Some(d) => format!("Disperse {} to an empty hex within five hexes of {} (9.2).", st.name(d.unit), d.from),
            None => String::new(),
        },
        Step::Berserk => match combat::berserk_choice(st) {
            Some((w, _)) => {
                format!("{} has gone berserk: choose which of the nearest units it attacks (9.5).", st.name(w))
            }
            None => String::new(),
        },
        Step::GoOnMoving { .. } => match &st.movement.motion {
            Some(m) => format!("Go on moving {} ({}).", st.name(m.units[0]), if m.leaving_orbit { "5.8" } else { "5.32" }),
            None => String::new(),
        },
        Step::Staging => {
            "Place up to one unit of each race in the staging area, one per hex (3.1); then end the segment.".into()
        }
        Step::Movement { side: Side::Virunian } => "Move one unit or combined unit of each Tri-Ship group, and Monads; reveal units in the Stargates; the bonus move ends the phase, or end the phase yourself (5.8).".into(),
        Step::Movement { side: Side::Coalition } => {
            "Move any or all of your units; staged units must enter the map (3.1, 5.0); then end the phase.".into()
        }
        Step::Attack { .. } => match &st.combat.declared {
            Some(d) => format!("Attack on {}: let ranged units join (10.0), then roll (9.2).", d.hex),
            None => String::new(),
        },
        Step::Combat { .. } if combat::targets(st).is_empty() => "No attacks remain: end the Combat Phase.".into(),
        Step::Combat { .. } => "Attack every enemy-occupied hex you share (and, for Tri-Ships, every adjacent one): pick a hex (9.0, 9.4).".into(),
        Step::NullgateGravity { .. } => {
            "The Nullgate's gravity claims one of your units in a value-4 hex: choose which (11.3).".into()
        }
    }
}

fn stage_check(st: &State, unit: UnitId, hex: Hex) -> Result<(), Refusal> {
    if st.phase != Phase::CoalitionStaging {
        return Err(refuse("4.0", "units are staged only in the Coalition Staging Segment"));
    }
    let Some(&Kind::Coalition(race)) = data::counters().get(unit as usize).map(|c| &c.kind) else {
        return Err(refuse("3.1", "only Coalition units are staged"));
    };
    if st.units[unit as usize].loc != Loc::Off {
        return Err(refuse("3.1", format!("{} is already in play", st.name(unit))));
    }
    if !data::staging_hexes().contains(&hex) {
        return Err(refuse("3.1", format!("{hex} is not in the staging area")));
    }
    if st.units_at(hex).next().is_some() {
        return Err(refuse("3.1", format!("{hex} already holds a staged unit: one unit per staging hex")));
    }
    let staged_race = |r: Race| {
        data::staging_hexes().iter().any(|&h| st.units_at(h).any(|u| st.counter(u).kind == Kind::Coalition(r)))
    };
    if staged_race(race) {
        return Err(refuse("3.1", format!("one {} unit has been staged this turn already", race.name())));
    }
    Ok(())
}

fn reveal_check(st: &State, gate: u8) -> Result<(), Refusal> {
    if st.phase != Phase::VirunianMovement {
        return Err(refuse("5.8", "units are revealed only in the Virunian Movement Phase"));
    }
    if gate > 1 || st.face_down[gate as usize] == 0 {
        return Err(refuse("5.8", "there is no face-down unit in that Stargate"));
    }
    if st.movement.bonus {
        return Err(refuse("5.8", "the Virunian bonus move has been made"));
    }
    if movement::forced(st) {
        return Err(refuse("5.8", "the unit being moved must go on first"));
    }
    if (1..=6).all(|n| st.units_at(data::orbit_hex(gate as usize, n)).next().is_some()) {
        return Err(refuse("5.8", "every orbit hex of that Stargate is occupied"));
    }
    Ok(())
}

/// Whether `seat` is in a step that ends by its own choice (so an End button belongs on its screen).
pub fn can_ask_to_end(st: &State, seat: Side) -> bool {
    let now = step(st);
    now.actor() == Some(seat)
        && matches!(
            now,
            Step::Staging | Step::Movement { .. } | Step::GoOnMoving { .. } | Step::Combat { .. } | Step::Attack { .. }
        )
}

/// Whether the current phase may end now, or the mandatory action that must come first.
pub(super) fn end_check(st: &State) -> Result<(), Refusal> {
    match st.phase {
        Phase::GameOver => Err(Refusal::game_over()),
        Phase::NullgateGravity { .. } => Err(refuse("11.3", "choose the unit the Nullgate takes first")),
        Phase::VirunianMovement | Phase::CoalitionMovement => {
            if movement::forced(st) {
                let m = st.movement.motion.as_ref().expect("forced implies a motion");
                return Err(refuse(
                    if m.leaving_orbit { "5.8" } else { "5.32" },
                    format!("{} must go on moving first", st.name(m.units[0])),
                ));
            }
            if st.phase == Phase::CoalitionMovement {
                for h in data::staging_hexes() {
                    if let Some(u) = st.units_at(h).find(|&u| !movement::legs(st, u).is_empty()) {
                        return Err(refuse("3.1", format!("{} must move out of the staging area", st.name(u))));
                    }
                }
            }
            Ok(())
        }
        Phase::VirunianCombat | Phase::CoalitionCombat => {
            if let Some(d) = &st.combat.declared {
                return Err(refuse("9.0", format!("roll for the attack on {} first", d.hex)));
            }
            match combat::targets(st).first() {
                Some(h) => Err(refuse("9.0", format!("every combat must be resolved: {h} is still to be attacked"))),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

pub fn apply(st: &mut State, seat: Side, action: &Action) -> Result<Vec<Event>, Refusal> {
    if st.phase == Phase::GameOver {
        return Err(Refusal::game_over());
    }
    if !to_act(st).contains(&seat) {
        return Err(Refusal::not_your_turn(format!("It is the {} Player's turn.", seat.other().name())));
    }
    let ids: &[Option<UnitId>] = match action {
        Action::Stage { unit, .. } => &[Some(*unit)],
        Action::Move { unit, lender, .. } => &[Some(*unit), *lender],
        Action::LoseUnit { unit } | Action::Join { unit } | Action::Disperse { unit, .. } => &[Some(*unit)],
        Action::Berserk { target } => &[Some(*target)],
        _ => &[],
    };
    if ids.iter().flatten().any(|&u| u as usize >= st.units.len()) {
        return Err(refuse("2.1", "there is no such unit"));
    }
    let mut cx = Ctx { st: st.clone(), events: Vec::new() };
    if st.movement.approach.is_some() {
        approach::act(&mut cx, seat, action)?;
        return Ok(finish(st, cx));
    }
    if !st.dispersal.is_empty() {
        let Action::Disperse { unit, to } = *action else {
            return Err(refuse("9.2", "the dispersed units must be placed first"));
        };
        combat::disperse(&mut cx, seat, unit, to)?;
        return Ok(finish(st, cx));
    }
    if let Some((w, targets)) = combat::berserk_choice(st) {
        let Action::Berserk { target } = *action else {
            return Err(refuse("9.5", "the berserk weapons unit's target must be chosen first"));
        };
        if !targets.contains(&target) {
            return Err(refuse("9.5", "a berserk unit attacks one of the units nearest it"));
        }
        combat::berserk_attack(&mut cx, w, target);
        return Ok(finish(st, cx));
    }
    match *action {
        Action::Stage { unit, hex } => {
            stage_check(st, unit, hex)?;
            cx.emit(Event::Staged { unit, hex });
        }
        Action::Reveal { gate } => {
            reveal_check(st, gate)?;
            finish_motion(&mut cx);
            reveal(&mut cx, gate);
        }
        Action::Move { unit, mode, to, lender } => {
            let plan = movement::plan(st, seat, unit, mode, to, lender)?;
            if plan.begins.is_some() {
                finish_motion(&mut cx);
            }
            carry_out(&mut cx, plan);
        }
        Action::EndPhase => {
            end_check(st)?;
            end_phase(&mut cx);
        }
        Action::LoseUnit { unit } => {
            let Phase::NullgateGravity { loser } = st.phase else {
                return Err(refuse("11.3", "no unit is to be chosen for loss now"));
            };
            if !gravity_candidates(st, loser).contains(&unit) {
                return Err(refuse("11.3", "choose one of your units in a value-4 energy hex"));
            }
            cx.eliminate(unit, "11.3", "captured by the Nullgate's gravity");
            next_turn(&mut cx);
        }
        Action::Announce { .. }
        | Action::Commit { .. }
        | Action::Conceal { .. }
        | Action::Choose { .. }
        | Action::Defend { .. }
        | Action::Disclose { .. } => {
            return Err(refuse("7.1", "no approach routine is in progress"));
        }
        Action::Attack { .. } | Action::Join { .. } | Action::Resolve => combat::act(&mut cx, action)?,
        Action::Disperse { .. } => return Err(refuse("9.2", "no unit is waiting to be dispersed")),
        Action::Berserk { .. } => return Err(refuse("9.5", "no berserk unit is waiting for a target")),
    }
    Ok(finish(st, cx))
}

/// After an action: what follows by itself (9.2, 9.5), the victory check (12.0), and the new state.
fn finish(st: &mut State, mut cx: Ctx) -> Vec<Event> {
    combat::settle(&mut cx);
    check_victory(&mut cx);
    *st = cx.st;
    cx.events
}

/// Ends the current unit's movement, if any.
fn finish_motion(cx: &mut Ctx) {
    if let Some(m) = cx.st.movement.motion.clone() {
        cx.emit(Event::MoveEnded { units: m.units });
    }
}

/// Carries out a planned leg: turning fire (5.2), transits (5.41, 11.2), drift (5.45), skimming (5.3).
fn carry_out(cx: &mut Ctx, p: Plan) {
    if let Some((motion, bonus)) = p.begins.clone() {
        cx.emit(Event::MoveBegan { motion, bonus });
    }
    let units = p.units.clone();
    let side = cx.st.side(units[0]);
    let from = cx.st.hex_of(units[0]).expect("a moving unit is in play");
    if let Some(mp) = p.doubled {
        cx.emit(Event::Skimming { units: units.clone(), skim: None });
        cx.emit(Event::Doubled { units: units.clone(), mp });
    }
    let mut path = p.path.clone();
    if p.turn {
        let first = path.remove(0);
        let mut after_first = p.after.clone();
        after_first.mp = p.after.mp + path.len() as u8;
        cx.emit(Event::Moved { units: units.clone(), path: vec![first], motion: after_first });
        if !turning_fire(cx, &units, first, side) {
            return;
        }
    }
    if p.after.mode == Mode::Teleport {
        for &h in &path {
            let (purpose, kill) = if let Some(g) = (0..2).find(|&g| data::gate_hex(g) == h) {
                (Purpose::StargateTransit { gate: g as u8 }, 1)
            } else if h == data::nullgate() {
                (Purpose::NullgateTransit, 2)
            } else {
                continue;
            };
            let case = purpose.case();
            if cx.roll(6, purpose) <= kill {
                for &u in &units {
                    cx.eliminate(u, case, format!("lost teleporting through {h}"));
                }
                cx.emit(Event::MoveEnded { units: units.clone() });
                return;
            }
        }
    }
    if !path.is_empty() {
        cx.emit(Event::Moved { units: units.clone(), path: path.clone(), motion: p.after.clone() });
    }
    if let Some(skim) = p.skim {
        cx.emit(Event::Skimming { units: units.clone(), skim });
    }
    let long_igugui = p.after.mode == Mode::Teleport
        && side == Side::Coalition
        && (p.after.teleported > 6)
        && p.after.legs == 1;
    if long_igugui {
        drift(cx, &units, from, *p.path.last().expect("a leg has hexes"));
    }
    // Ending in an enemy-occupied hex: the approach routine, except for a Tri-Ship (7.0, 7.31, 5.43).
    let alive: Vec<UnitId> = units.iter().copied().filter(|&u| !cx.st.eliminated(u)).collect();
    if let Some(h) = alive.first().and_then(|&u| cx.st.hex_of(u)) {
        if cx.st.side_at(h, side.other()) > 0 && !movement::is_tri_ship(&cx.st, &alive) {
            approach::begin(cx, &alive, h);
        }
    }
}

/// 5.2: each enemy unit within eight hexes fires once (a combined unit once; a face-down unit in a
/// Stargate counts too); a 1 or 2 eliminates the Turning Unit. Returns whether it survives.
fn turning_fire(cx: &mut Ctx, units: &[UnitId], at: Hex, side: Side) -> bool {
    let st = &cx.st;
    let mut firers: Vec<Option<UnitId>> = Vec::new();
    let mut seen: Vec<UnitId> = Vec::new();
    for u in st.ids().filter(|&u| st.side(u) != side) {
        let Some(h) = st.hex_of(u) else { continue };
        if !data::on_map(h) || h.distance(at) > 8 {
            continue;
        }
        let lead = st.lead(u);
        if !seen.contains(&lead) {
            seen.push(lead);
            firers.push(Some(lead));
        }
    }
    if side == Side::Coalition {
        for g in 0..2 {
            if data::gate_hex(g).distance(at) <= 8 {
                firers.extend(std::iter::repeat_n(None, st.face_down[g] as usize));
            }
        }
    }
    cx.emit(Event::Turned { units: units.to_vec(), at, firers: firers.len() as u8 });
    for firer in firers {
        if cx.roll(6, Purpose::TurningFire { firer }) <= 2 {
            for &u in units {
                cx.eliminate(u, "5.2", "hit by fire while turning");
            }
            cx.emit(Event::MoveEnded { units: units.to_vec() });
            return false;
        }
    }
    true
}

/// 5.45: after an Igugui (or lent) teleport of more than six hexes: 1 = one hex further, 6 = one back;
/// if that breaks a movement rule the unit is eliminated.
fn drift(cx: &mut Ctx, units: &[UnitId], from: Hex, to: Hex) {
    let (d, _) = from.line_to(to).expect("a teleport is straight");
    let face = cx.roll(6, Purpose::TeleportDrift);
    let target = match face {
        1 => to.neighbor(d),
        6 => to.neighbor(d.opposite()),
        _ => return,
    };
    let side = cx.st.side(units[0]);
    let blocked = target == from
        || data::staging_hexes().contains(&target)
        || !data::on_map(target)
        || (0..2).any(|g| data::gate_hex(g) == target)
        || target == data::nullgate()
        || cx.st.units_at(target).filter(|&u| cx.st.side(u) == side && !units.contains(&u)).count() + units.len() > 3;
    if blocked {
        for &u in units {
            cx.eliminate(u, "5.45", format!("its drift to {target} would break a movement rule"));
        }
        cx.emit(Event::MoveEnded { units: units.to_vec() });
    } else {
        cx.emit(Event::Drifted { units: units.to_vec(), to: target });
    }
}

/// 5.8: turn a face-down unit over (drawn blind by die), place it by die in an orbit hex (clockwise to
/// the next free one), and begin its movement — or its random move if it is a mindless transport (5.7).
fn reveal(cx: &mut Ctx, gate: u8) {
    let pool = cx.st.unrevealed();
    let pick = cx.roll(pool.len() as u32, Purpose::RevealDraw { gate, among: pool.len() as u8 });
    let unit = pool[pick as usize - 1];
    let n = cx.roll(6, Purpose::RevealOrbit { gate }) as u8;
    let hex = (0..6)
        .map(|k| data::orbit_hex(gate as usize, (n - 1 + k) % 6 + 1))
        .find(|&h| cx.st.units_at(h).next().is_none())
        .expect("reveal_check found a free orbit hex");
    cx.emit(Event::Revealed { unit, gate, hex });
    // A weapons unit whose control unit is lost goes berserk as it enters play (9.5).
    let g = cx.st.group(unit);
    let control_lost = cx.st.ids().any(|c| {
        cx.st.group(c) == g && cx.st.role(c) == Some(data::Role::Control) && cx.st.eliminated(c)
    });
    if cx.st.role(unit) == Some(data::Role::Weapons) && control_lost {
        cx.emit(Event::BerserkTriggered { unit });
        return;
    }
    let st = &cx.st;
    let monad = st.counter(unit).kind == Kind::Monad;
    let bonus = !monad && st.movement.group_moves[st.group(unit).expect("Tri-Ship") as usize - 1] > 0;
    if movement::mindless(st, unit) {
        // Revealing it was this group's move; where it goes is not the player's to choose (5.7).
        cx.emit(Event::MoveBegan { motion: Motion::new(vec![unit], Mode::Linear, 0, None, false), bonus });
        cx.emit(Event::MoveEnded { units: vec![unit] });
        mindless_move(cx, unit);
        return;
    }
    let (modes, mp) = movement::modes(&cx.st, &[unit]);
    cx.emit(Event::MoveBegan { motion: Motion::new(vec![unit], modes[0], mp, None, true), bonus });
}

/// 5.7: a transport whose control unit is gone is carried five hexes in the direction of the orbit hex
/// the die names; off the map or into a prohibited hex it is lost, and onto or through any other unit
/// it is lost with every unit in that hex.
fn mindless_move(cx: &mut Ctx, unit: UnitId) {
    let Some(from) = cx.st.hex_of(unit) else { return };
    let face = cx.roll(6, Purpose::MindlessDirection { unit });
    let dir = Dir::new(face as u8).expect("1-6");
    for h in from.ray(dir, 5) {
        let prohibited = !data::on_map(h) || (0..2).any(|g| data::gate_hex(g) == h) || h == data::nullgate();
        if prohibited {
            cx.emit(Event::MindlessMoved { unit, dir, to: None });
            cx.eliminate(unit, "5.7", format!("carried into the prohibited hex or off the map at {h}"));
            return;
        }
        let others: Vec<UnitId> = cx.st.units_at(h).collect();
        if !others.is_empty() {
            cx.emit(Event::MindlessMoved { unit, dir, to: Some(h) });
            for u in others.into_iter().chain([unit]) {
                cx.eliminate(u, "5.7", format!("collision with a mindless transport in {h}"));
            }
            return;
        }
    }
    cx.emit(Event::MindlessMoved { unit, dir, to: Some(from.step(dir, 5)) });
    let st = &cx.st;
    if st.units[unit as usize].skim.is_some() {
        cx.emit(Event::Skimming { units: vec![unit], skim: None });
    }
}

/// Ends the current phase and runs the sequence of play (4.0) to the next step that needs a player.
fn end_phase(cx: &mut Ctx) {
    finish_motion(cx);
    match cx.st.phase {
        Phase::CoalitionStaging => virunian_turn(cx),
        Phase::VirunianMovement => {
            cx.emit(Event::PhaseBegan { phase: Phase::VirunianCombat });
            combat::phase_start(cx);
        }
        Phase::VirunianCombat => cx.emit(Event::PhaseBegan { phase: Phase::CoalitionMovement }),
        Phase::CoalitionMovement => cx.emit(Event::PhaseBegan { phase: Phase::CoalitionCombat }),
        Phase::CoalitionCombat => {
            if !nullgate_gravity(cx) {
                next_turn(cx);
            }
        }
        Phase::NullgateGravity { .. } | Phase::GameOver => {}
    }
}

/// Units of `side` in value-4 energy hexes, which the Nullgate's gravity may take (11.3).
fn gravity_candidates(st: &State, side: Side) -> Vec<UnitId> {
    st.ids().filter(|&u| st.side(u) == side && st.hex_of(u).is_some_and(|h| data::energy(h) == 4)).collect()
}

/// 11.3, at the end of each Game-Turn: if any unit is in a value-4 hex, the Virunian Player rolls; at most
/// one unit is lost, the owner choosing among several. Returns true when waiting for that choice.
fn nullgate_gravity(cx: &mut Ctx) -> bool {
    if gravity_candidates(&cx.st, Side::Virunian).is_empty() && gravity_candidates(&cx.st, Side::Coalition).is_empty() {
        return false;
    }
    let loser = match cx.roll(6, Purpose::NullgateGravity) {
        1 | 2 => Side::Virunian,
        3 | 4 => Side::Coalition,
        _ => return false,
    };
    match gravity_candidates(&cx.st, loser)[..] {
        [] => false,
        [unit] => {
            cx.eliminate(unit, "11.3", "captured by the Nullgate's gravity");
            false
        }
        _ => {
            cx.emit(Event::PhaseBegan { phase: Phase::NullgateGravity { loser } });
            true
        }
    }
}

/// A new Game-Turn: the Coalition Staging Segment while units wait to be staged, else the Virunian turn.
fn next_turn(cx: &mut Ctx) {
    cx.emit(Event::TurnBegan { turn: cx.st.turn + 1 });
    let to_stage = cx.st.ids().any(|u| cx.st.side(u) == Side::Coalition && cx.st.units[u as usize].loc == Loc::Off);
    if to_stage {
        cx.emit(Event::PhaseBegan { phase: Phase::CoalitionStaging });
    } else {
        virunian_turn(cx);
    }
}

/// The Virunian Player Turn begins: the Deployment Phase (3.2), then the Movement Phase, whose start
/// moves the mindless transports (5.7).
fn virunian_turn(cx: &mut Ctx) {
    let undeployed = cx.st.undeployed();
    if undeployed > 0 {
        let halved = cx.st.deployments > 0;
        let mut left = undeployed;
        for gate in 0..2u8 {
            if left == 0 {
                break;
            }
            let face = cx.roll(6, Purpose::Deployment { gate, halved }) as u8;
            let count = if halved { face.div_ceil(2) } else { face }.min(left);
            left -= count;
            cx.emit(Event::Deployed { gate, count });
        }
    }
    cx.emit(Event::PhaseBegan { phase: Phase::VirunianMovement });
    let transports: Vec<UnitId> =
        cx.st.ids().filter(|&u| cx.st.hex_of(u).is_some() && movement::mindless(&cx.st, u)).collect();
    for u in transports {
        mindless_move(cx, u);
    }
}

/// 12.1 and 12.2, checked after every action; the Coalition wins a tie.
fn check_victory(cx: &mut Ctx) {
    if cx.st.winner.is_some() {
        return;
    }
    // The tracker's counts (goals::losses), so the check and what players see never differ.
    let l = super::goals::losses(&cx.st);
    let virunian = l.groups == data::TRI_GROUPS as u32;
    let coalition_beaten = l.coalition >= 8 && l.races == Race::ALL.len() as u32;
    if virunian {
        cx.emit(Event::GameWon { winner: Side::Coalition, case: "12.2".into() });
    } else if coalition_beaten {
        cx.emit(Event::GameWon { winner: Side::Virunian, case: "12.1".into() });
    }
}
