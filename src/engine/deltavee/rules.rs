//! What is legal now and what an action causes: the sequence of play (3.0) through the set-up choices, the
//! Movement Phase (`movement`), the Command Phase (`commands`) and the Fire Phase (`fire`). A Hit Table
//! choice (8.8, 6.6) waits for its chooser whatever the phase: nothing else may be done until it is made.
//!
//! Every action is resolved on a copy of the state, one event at a time (each event applied as it is
//! emitted); the copy replaces the state only if the action succeeds, so a refusal leaves the state
//! untouched.

use super::action::{Action, Battle};
use super::commands::{self, refuse};
use super::event::{self, Event, Purpose};
use super::fire;
use super::intercept;
use super::known::{self, Viewer};
use super::launch;
use super::movement;
use super::setup;
use super::state::{Phase, Player, Segment, State, Unit};
use super::step::{step, Step};
use crate::engine::game::Refusal;

/// Resolution in progress: the working state and the events so far. Its die is a d10 that reads 0 as 10
/// (1.0).
pub type Ctx = crate::engine::ctx::Ctx<State>;

crate::engine::ctx::evented!(State, Event, Purpose);

/// Sets up scenario `id` (see `setup`) and, when it leaves no choice open, opens the first Movement Phase.
pub fn new_game(id: &str, seed: u64) -> Result<State, String> {
    let st = setup::setup(id, seed)?;
    if st.phase == Phase::SetUp {
        return Ok(st);
    }
    let mut cx = Ctx { st, events: Vec::new() };
    begin(&mut cx, Phase::Movement(Player::One));
    settle(&mut cx);
    Ok(cx.st)
}

/// Who may act now: the actor of the current step (`step`, 3.0).
pub fn to_act(st: &State) -> Vec<Player> {
    step(st).actor().into_iter().collect()
}

/// Every legal action of `seat` now, in a stable order: those the current step asks for (`step`).
pub fn legal_actions(st: &State, seat: Player) -> Vec<Action> {
    let now = step(st);
    if now.actor() != Some(seat) {
        return Vec::new();
    }
    let mut out = Vec::new();
    match now {
        Step::Over | Step::Detection { .. } => {}
        Step::HitChoice { .. } => return fire::fire_actions(st, &st.fire),
        Step::Intercept { .. } => out.extend(intercept::actions(st)),
        Step::SetUp { .. } => out.extend(setup::options(st).into_iter().map(|choice| Action::SetUp { choice })),
        // 6.5: the unit in the planet hex takes its Maneuver Commands or goes on.
        Step::PlanetManeuvers { .. } => {
            out.extend(movement::planet_orders(st).into_iter().map(|order| Action::Planet { order }));
            out.push(Action::Resume);
        }
        Step::Movement { player } => {
            for unit in movement::movers(st, player) {
                out.push(Action::Move { unit });
                if movement::orbiting(st, unit) {
                    out.push(Action::Orbit { unit });
                }
            }
        }
        Step::Command { player } => out.extend(commands::legal(st, player)),
        Step::Fire { .. } => {
            out.extend(fire::fire_actions(st, &st.fire));
            out.extend(launch::actions(st));
            out.push(Action::EndFire);
        }
    }
    crate::engine::sort::sort(&mut out);
    out
}

/// "an" before a vowel, else "a".
pub fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// An action in words, for buttons and lists, every unit named.
pub fn describe_action(st: &State, a: &Action) -> String {
    describe_action_for(st, a, Viewer::Rules)
}

/// An action in words, its units named as `viewer` may name them (2.5, `known::name`).
pub fn describe_action_for(st: &State, a: &Action, viewer: Viewer) -> String {
    let n = |u: Unit| known::name(st, viewer, u);
    let hex = super::map::name;
    match a {
        Action::SetUp { choice: setup::SetupAction::Place { ship, hex: h } } => {
            format!("Place {} in {}", st.ship(*ship).name(), hex(*h))
        }
        Action::SetUp { choice: setup::SetupAction::Course { facing, velocity } } => {
            format!("Course: {facing}, velocity {velocity}")
        }
        Action::Move { unit } => format!("Move {}", n(*unit)),
        Action::Orbit { unit } => format!("Leave {} in orbit", n(*unit)),
        Action::Planet { order } => format!("In the planet hex: {}", order.name()),
        Action::Resume => "Go on moving".into(),
        Action::Maneuver { unit, order } => format!("{}: {}", n(*unit), order.name()),
        Action::Tractor { ship, order } => format!("{}'s tractor beam: {}", st.ship(*ship).name(), order.name()),
        Action::Battle { ship, command } => {
            let what = match *command {
                Battle::PrepareMissile { pod, missile } => {
                    format!("Prepare {} {} missile from pod {pod}", article(missile.name()), missile.name())
                }
                Battle::ControlGuided { missile } => {
                    format!("Control {}", n(Unit::Craft(missile)))
                }
                Battle::ActiveSearch => "Active Search".into(),
                Battle::PrepareBattlecraft { pod } => format!("Prepare the battlecraft of pod {pod}"),
                Battle::LaunchBattlecraft { craft, hex: h, facing, velocity } => {
                    format!("Launch {} into {}, {facing}, velocity {velocity}", n(Unit::Craft(craft)), hex(h))
                }
                Battle::Rendezvous { with } => format!("Rendezvous with {}", n(with)),
                Battle::TractorBeam { pod, target } => {
                    format!("Tractor beam of pod {pod} on {}", n(target))
                }
                Battle::ForceField { on: true } => "Activate the force field".into(),
                Battle::ForceField { on: false } => "Deactivate the force field".into(),
            };
            format!("{}: {what}", st.ship(*ship).name())
        }
        Action::Replenish { craft, units } => {
            format!("{} draws {units} Energy Units", n(Unit::Craft(*craft)))
        }
        Action::Fire { firer, source, fire, target } => {
            let from = match source {
                super::damage::Source::Burster => "the burster".to_string(),
                super::damage::Source::Pod(n) => format!("pod {n}"),
            };
            format!("{}: {} from {from} at {}", n(*firer), fire.name(), n(*target))
        }
        Action::Choose { part } => match &st.fire.pending {
            Some(p) => format!("The hit strikes {}'s {}", n(p.target), fire::part_name(st, p.target, *part)),
            None => format!("The hit strikes the {}", part.name()),
        },
        Action::Intercept { target } => format!("Intercept {}", n(*target)),
        Action::Decline => "Decline the Interception Routine".into(),
        Action::Launch { ship, pod, missile, hex: h, facing, velocity } => format!(
            "{}: launch {} {} missile from pod {pod} into {}, {facing}, velocity {velocity}",
            st.ship(*ship).name(),
            article(missile.name()),
            missile.name(),
            hex(*h)
        ),
        Action::MimsLaunch { mims, hex: h, facing, velocity } => format!(
            "{}: launch an unguided missile into {}, {facing}, velocity {velocity}",
            n(Unit::Craft(*mims)),
            hex(*h)
        ),
        Action::EndCommands => "End the Command Segment".into(),
        Action::EndFire => "End the Fire Phase".into(),
    }
}

/// Carries out `action` for `seat`: the events, or a refusal with the state untouched.
pub fn apply(st: &mut State, seat: Player, action: &Action) -> Result<Vec<Event>, Refusal> {
    if st.result.is_some() {
        return Err(Refusal::game_over());
    }
    if !to_act(st).contains(&seat) {
        return Err(Refusal::not_your_turn(format!("It is not {}'s turn ({}).", seat.name(), st.phase.name())));
    }
    let mut cx = Ctx { st: st.clone(), events: Vec::new() };
    let p = seat;
    let now = step(st);
    if let Step::Intercept { .. } = now {
        intercept::choose(&mut cx, action)?;
        // A move paused for the interception goes on (9.6).
        if cx.st.motion.as_ref().is_some_and(|m| m.planet.is_none()) {
            movement::go(&mut cx);
        }
        settle(&mut cx);
        *st = cx.st;
        return Ok(cx.events);
    }
    if let Step::HitChoice { .. } = now {
        if !matches!(action, Action::Choose { .. }) {
            return Err(refuse("8.8", "the part hit must be chosen first"));
        }
        fire::resolve(&mut cx, action)?;
        // A move paused for the choice goes on (6.6).
        if cx.st.motion.as_ref().is_some_and(|m| m.planet.is_none()) {
            movement::go(&mut cx);
        }
        settle(&mut cx);
        *st = cx.st;
        return Ok(cx.events);
    }
    match (st.phase, action) {
        (Phase::SetUp, Action::SetUp { choice }) => {
            if !setup::options(st).contains(choice) {
                return Err(refuse("11.0", "that is not one of the scenario's set-up options"));
            }
            cx.emit(Event::SetUp { player: p, choice: *choice });
            if cx.st.phase != Phase::SetUp {
                begin(&mut cx, Phase::Movement(Player::One));
            }
        }
        (Phase::Movement(_), Action::Move { unit }) => {
            movement::check_move(st, p, *unit)?;
            movement::start(&mut cx, *unit);
        }
        (Phase::Movement(_), Action::Orbit { unit }) => {
            movement::check_orbit(st, p, *unit)?;
            cx.emit(Event::Orbiting { unit: *unit });
        }
        (Phase::Movement(_), Action::Planet { order }) => movement::planet(&mut cx, *order)?,
        (Phase::Movement(_), Action::Resume) => movement::resume(&mut cx)?,
        (_, Action::Maneuver { unit, order }) => commands::maneuver(&mut cx, p, *unit, *order)?,
        (_, Action::Tractor { ship, order }) => commands::tractor(&mut cx, p, *ship, *order)?,
        (_, Action::Battle { ship, command }) => commands::battle(&mut cx, p, *ship, *command)?,
        (_, Action::Replenish { craft, units }) => {
            commands::check_replenish(st, p, *craft, *units)?;
            cx.emit(Event::Replenished { craft: *craft, units: *units });
        }
        (_, Action::EndCommands) => {
            commands::check_end(st, p)?;
            begin(&mut cx, Phase::Fire(p.other()));
        }
        (Phase::Fire(_), Action::Fire { .. } | Action::Choose { .. }) => fire::resolve(&mut cx, action)?,
        (_, &Action::Launch { ship, pod, missile, hex, facing, velocity }) => {
            launch::launch(&mut cx, p, ship, pod, missile, (hex, facing, velocity))?
        }
        (_, &Action::MimsLaunch { mims, hex, facing, velocity }) => {
            launch::launch_mims(&mut cx, p, mims, (hex, facing, velocity))?
        }
        (Phase::Fire(_), Action::EndFire) => match p {
            Player::One => begin(&mut cx, Phase::Movement(Player::Two)),
            Player::Two => {
                cx.emit(Event::TurnBegan { turn: st.turn + 1 });
                begin(&mut cx, Phase::Movement(Player::One));
            }
        },
        (phase, a) => {
            let what = describe_action(st, a);
            return Err(refuse("3.0", format!("\u{201c}{what}\u{201d} is not an action of the {}", phase.name())));
        }
    }
    settle(&mut cx);
    *st = cx.st;
    Ok(cx.events)
}

/// Begins a phase or segment and carries out what opens it.
fn begin(cx: &mut Ctx, phase: Phase) {
    cx.emit(Event::PhaseBegan { phase });
    match phase {
        Phase::Movement(p) => movement::phase_start(cx, p),
        Phase::Command(p, Segment::Detection) => commands::detection(cx, p),
        Phase::Command(p, Segment::Command) => commands::segment_start(cx, p),
        Phase::SetUp | Phase::Fire(_) => {}
    }
}

/// Runs the sequence of play on through the steps that need no player: a Movement Phase with nothing
/// left to move ends, and the Detection Segment leads into the Command Segment (3.0).
fn settle(cx: &mut Ctx) {
    loop {
        intercept::drain(cx);
        if super::victory::check(cx) || intercept::blocked(&cx.st) {
            return;
        }
        match cx.st.phase {
            Phase::Movement(p) if cx.st.motion.is_none() && movement::movers(&cx.st, p).is_empty() => {
                movement::phase_end(cx, p);
                begin(cx, Phase::Command(p.other(), Segment::Detection));
            }
            Phase::Command(p, Segment::Detection) => begin(cx, Phase::Command(p, Segment::Command)),
            _ => return,
        }
    }
}
