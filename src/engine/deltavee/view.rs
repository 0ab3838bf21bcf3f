//! What one seat may see (DeltaVee 2.5). An enemy battlecraft or missile that has not been revealed —
//! in play, or prepared face down atop an enemy ship — is shown only as an unknown counter: its owner and
//! where it is and, in play, its course (its Velocity marker is public, 2.6), nothing else (not its type,
//! Civ Level, pod, number or energy). Detection (3.0) and
//! Active Search (7.4) reveal for good; [`Craft::shown_to`] decides. A battlecraft docked in its pod and a
//! face-down counter removed from play are not shown to the enemy at all.
//!
//! Readings: spaceships are always face up (2.5: their backs show the force field), so every ship's
//! counter, course, markers and the Status boxes of its log (hits are announced as they are recorded, 8.8)
//! are public; the energy left and the missiles still in its pods are on its owner's log only. Labels and
//! log lines name an unrevealed craft as "Player N's face-down counter #id" to whoever may not know it
//! (`known`).

use super::action::Action;
use super::damage::Damage;
use super::data::{Missile, Part};
use super::figures::{self, Figures};
use super::map;
use super::map::Tile;
use super::movement;
use super::known::{self, Viewer};
use super::rules::{self, describe_action_for};
use super::sheet::{self, SheetView};
use super::step::{step, Step};
use super::state::{
    Craft, CraftId, CraftKind, JumpMarker, Motion, Phase, Player, Segment, ShipId, State, Status, Unit,
};
use super::victory::{self, Outcome};
use crate::engine::clock::Clock;
use crate::engine::hex::Hex;
use serde::Serialize;

/// A pod as anyone may see it: its kind and armor (the scenario's, public).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PodView {
    pub kind: &'static str,
    pub armor: u8,
}

/// What only the ship's owner knows (its log, 10.0).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LogView {
    pub energy_blocks_left: u16,
    pub energy_units_left: u16,
    /// Missiles still in each pod, by pod box: [unguided, guided, intelligent, MIMS].
    pub missiles: Vec<[u8; 4]>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShipView {
    pub id: ShipId,
    pub player: Player,
    pub letter: char,
    pub class: &'static str,
    /// E.g. "Player 2's Flute A".
    pub name: String,
    pub at: Option<Hex>,
    /// The hex as the maps label it, e.g. "B1511" (2.1).
    pub label: Option<String>,
    pub facing: Option<Clock>,
    pub velocity: Option<u8>,
    pub status: Status,
    pub force_field: bool,
    pub jump: Option<JumpMarker>,
    pub docked: Option<Unit>,
    pub alerted: bool,
    pub pods: Vec<PodView>,
    pub damage: Damage,
    /// Its owner's log; `None` in the enemy's view.
    pub log: Option<LogView>,
    /// Its Spacecraft Log sheet as this seat may read it (10.0): the energy and missile sections are the
    /// owner's only.
    pub sheet: SheetView,
    /// The hexes its next move would enter, in order, from its course now (6.1; see
    /// [`movement::projection`]); empty when it will not move.
    pub next: Vec<Hex>,
}

/// A battlecraft or missile counter as its owner, or the enemy once revealed, sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CraftView {
    pub kind: CraftKind,
    /// E.g. "Player 1's guided missile E-1".
    pub name: String,
    pub ship: ShipId,
    pub pod: u8,
    pub number: u8,
    pub civ: u8,
    pub status: Status,
    pub facing: Option<Clock>,
    pub velocity: Option<u8>,
    pub revealed: bool,
    pub energy_units_left: u8,
    pub docked: Option<Unit>,
}

/// A battlecraft or missile counter on the map or atop a ship. `known` is `None` for an enemy's
/// unrevealed counter: then nothing but its id, owner, place and course is shown (2.5; both players may
/// always inspect every Velocity marker, 2.6, and a counter on the map points its way).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CounterView {
    pub id: CraftId,
    pub player: Player,
    pub at: Option<Hex>,
    /// The hex as the maps label it, e.g. "A0509" (2.1).
    pub label: Option<String>,
    /// Prepared face down atop this ship (7.4).
    pub atop: Option<ShipId>,
    /// Its facing and Velocity marker while in play (2.6: public).
    pub facing: Option<Clock>,
    pub velocity: Option<u8>,
    pub known: Option<CraftView>,
    /// The hexes its next move would enter, in order (its course is public, 2.6): for a face-down enemy
    /// counter, projected without telling its type ([`movement::projection`]).
    pub next: Vec<Hex>,
}

/// A legal action with its words for a button or a list, and the figures to show beside it (a Command's
/// cost and the allowances left, a fire's odds: see [`figures`](super::figures)).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub action: Action,
    pub label: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub figures: Option<Figures>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Player,
    pub scenario: &'static str,
    /// The sides as the scenario tells them, by seat index (Player 1 first).
    pub sides: Vec<&'static str>,
    pub turn: u32,
    pub phase: Phase,
    /// Named like 3.0, e.g. "Second Player Command Phase, Detection Segment".
    pub phase_name: String,
    pub to_act: Vec<Player>,
    /// What to do now, for this seat.
    pub prompt: String,
    /// The step of the sequence of play (3.0) the prompt and the legal actions are for.
    pub step: Step,
    pub ships: Vec<ShipView>,
    pub counters: Vec<CounterView>,
    /// Every map tile on the table (2.1, 6.2).
    pub tiles: Vec<Tile>,
    pub planets: Vec<Hex>,
    pub asteroids: Vec<Hex>,
    /// The move of one of this seat's units in progress (6.0), with its planet stop (6.5).
    pub motion: Option<Motion>,
    /// A Hit Table choice waiting for this seat (8.8): the unit hit and the parts to choose from.
    pub hit: Option<(Unit, Vec<Part>)>,
    /// Every legal action of this seat now (empty when it is not this seat's turn).
    pub legal: Vec<Choice>,
    /// Scenario 5's Victory Points, by seat index (11.0).
    pub points: Option<Vec<i32>>,
    pub result: Option<Outcome>,
}

/// The scenario's names for the players (11.0), by seat index.
pub fn sides(scenario: &str) -> Vec<&'static str> {
    let names: [&'static str; 2] = match scenario {
        "showdown" => ["the cut-throats", "the local guard"],
        "first-shot" => ["Venable", "Laidley"],
        "tau-ceti" => ["the smugglers", "the federal navy"],
        "pirates" => ["the Corco Mu and Esata", "the pirates"],
        "convoy-red" => ["Convoy Red", "the insurgents"],
        _ => ["Player 1", "Player 2"],
    };
    names.to_vec()
}

/// The phase named like the sequence of play (3.0): Player 1 is the first player.
pub fn phase_name(phase: Phase) -> String {
    let who = |p: Player| match p {
        Player::One => "First Player",
        Player::Two => "Second Player",
    };
    match phase {
        Phase::SetUp => "Set-up (11.0)".into(),
        Phase::Movement(p) => format!("{} Movement Phase", who(p)),
        Phase::Command(p, Segment::Detection) => format!("{} Command Phase, Detection Segment", who(p)),
        Phase::Command(p, Segment::Command) => format!("{} Command Phase, Command Segment", who(p)),
        Phase::Fire(p) => format!("{} Fire Phase", who(p)),
    }
}

fn craft_view(k: &Craft, name: String) -> CraftView {
    CraftView {
        kind: k.kind,
        name,
        ship: k.ship,
        pod: k.pod,
        number: k.number,
        civ: k.civ,
        status: k.status,
        facing: k.facing,
        velocity: k.velocity,
        revealed: k.revealed,
        energy_units_left: k.units_left(),
        docked: k.docked,
    }
}

/// What `seat` is asked to do at the current step (`step`), in the words its [`Step::asks`] names.
fn prompt(st: &State, seat: Player, now: Step) -> String {
    if let Some(o) = &st.result {
        return format!("The game is over. {}.", o.text());
    }
    if now.actor() != Some(seat) {
        let who = now.actor().map_or("the other player", |p| p.name());
        return format!("Waiting for {who} ({}).", phase_name(st.phase));
    }
    let n = |u: Unit| known::name(st, Viewer::Seat(seat), u);
    match now {
        Step::Over | Step::Detection { .. } => String::new(),
        Step::HitChoice { .. } => match &st.fire.pending {
            Some(p) => format!("Choose the part of {} the hit strikes (8.8).", n(p.target)),
            None => "Choose the part the hit strikes (8.8).".into(),
        },
        Step::Intercept { .. } => {
            let missile = st.interceptions.first().map(|i| n(Unit::Craft(i.missile)));
            let missile = missile.unwrap_or_else(|| "your missile".into());
            match &st.fire.pick {
                Some(p) if p.may_decline && p.targets.len() == 1 => format!(
                    "{missile} may intercept {}: attempt the Interception Routine, or decline it, its Civ Level being 8 (9.6).",
                    n(p.targets[0])
                ),
                Some(p) if p.may_decline => format!(
                    "Choose which unit {missile} attempts to intercept among those tied at the lowest relative velocity, or decline, its Civ Level being 8 (9.6)."
                ),
                _ => format!(
                    "Choose which unit {missile} attempts to intercept among those tied at the lowest relative velocity (9.6)."
                ),
            }
        }
        Step::SetUp { .. } => "Make the scenario's set-up choice: place your ships or set their course (11.0).".into(),
        Step::PlanetManeuvers { .. } => {
            "Your unit is in a planet hex: give it Maneuver Commands, or let it go on (6.5).".into()
        }
        Step::Movement { .. } => {
            "Move each of your units in play its velocity, one at a time, or leave a unit in a planet hex in orbit (6.0, 6.5).".into()
        }
        Step::Command { player } => {
            let then = match super::commands::check_end(st, player) {
                Ok(()) => String::new(),
                Err(r) => format!(" First, {} ({}).", r.message, r.case),
            };
            format!("Issue Maneuver and Battle Commands to your units (a tractor beam's too), let battlecraft in their pods draw Energy Units, then end the Command Segment (7.0, 5.6).{then}")
        }
        Step::Fire { .. } => {
            "Fire with your ships and battlecraft, launch from your pods, then end the Fire Phase (8.0, 9.0).".into()
        }
    }
}

pub fn view(st: &State, seat: Player) -> View {
    let now = step(st);
    let to_act: Vec<Player> = now.actor().into_iter().collect();
    let legal = if to_act.contains(&seat) {
        rules::legal_actions(st, seat)
            .into_iter()
            .map(|action| Choice {
                label: describe_action_for(st, &action, Viewer::Seat(seat)),
                figures: figures::figures(st, seat, &action),
                action,
            })
            .collect()
    } else {
        Vec::new()
    };
    let ships = st
        .ids()
        .map(|s| {
            let sh = st.ship(s);
            let own = sh.player == seat;
            ShipView {
                id: s,
                player: sh.player,
                letter: sh.letter,
                class: sh.class.name(),
                name: sh.name(),
                at: sh.at,
                label: sh.at.and_then(map::label),
                facing: sh.facing,
                velocity: sh.velocity,
                status: sh.status,
                force_field: sh.force_field,
                jump: sh.jump,
                docked: sh.docked,
                alerted: sh.alerted,
                pods: sh.pods.iter().map(|p| PodView { kind: p.name(), armor: p.armor }).collect(),
                damage: sh.damage.clone(),
                log: own.then(|| LogView {
                    energy_blocks_left: sh.blocks_left(),
                    energy_units_left: sh.units_left(),
                    missiles: (1..=sh.pods.len() as u8)
                        .map(|pod| Missile::ALL.map(|m| super::commands::missiles_left(st, s, pod, m)))
                        .collect(),
                }),
                sheet: sheet::sheet(st, s, seat),
                next: movement::projection(st, Unit::Ship(s), true),
            }
        })
        .collect();
    let counters = st
        .craft_ids()
        .filter_map(|c| {
            let k = st.craft(c);
            let known = k.shown_to(seat).is_some();
            let atop = (k.status == Status::Aboard).then_some(k.ship);
            let visible = known || k.in_play() || atop.is_some();
            let at = if k.in_play() || atop.is_some() { st.at(Unit::Craft(c)) } else { None };
            visible.then(|| CounterView {
                id: c,
                player: k.player,
                at,
                label: at.and_then(map::label),
                atop,
                facing: if k.in_play() { k.facing } else { None },
                velocity: if k.in_play() { k.velocity } else { None },
                known: known.then(|| craft_view(k, st.name(Unit::Craft(c)))),
                next: movement::projection(st, Unit::Craft(c), known),
            })
        })
        .collect();
    View {
        seat,
        scenario: st.scenario,
        sides: sides(st.scenario),
        turn: st.turn,
        phase: st.phase,
        phase_name: phase_name(st.phase),
        prompt: prompt(st, seat, now),
        step: now,
        to_act,
        ships,
        counters,
        tiles: st.tiles.clone(),
        planets: st.planets.clone(),
        asteroids: st.asteroids.clone(),
        motion: st.motion.clone().filter(|m| st.owner(m.unit) == seat),
        hit: st.fire.pending.as_ref().filter(|p| p.chooser == seat).map(|p| (p.target, p.parts.clone())),
        legal,
        points: victory::points(st),
        result: st.result.clone(),
    }
}
