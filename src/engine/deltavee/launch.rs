//! Missile launch (DeltaVee 9.1–9.4, 9.9): in the friendly Fire Phase a spaceship launches missiles from
//! its missile-carrying pods, each launch counting as one of the pod's fires (9.2, 5.5, 8.1); a MIMS in
//! play launches four unguided missiles once (9.9).
//!
//! A launch takes a missile the pod still holds (the Pod Attribute Chart's count less those prepared or
//! launched, 9.1, 10.2) — or, for a type the chart stars for that pod, one prepared atop the ship by a
//! Prepare Missile Command in an earlier Command Phase (7.4, 9.1). It is written in the first unused
//! Pod/# box of the ship's log (9.3: pod box and counter number, e.g. 2/3), given a Velocity marker and
//! placed face down next to the ship (9.4). No energy is expended (9.2). Its Civ Level is the pod's (9.5).
//!
//! Readings:
//! - 9.4's two diagrams (not in our text; reconstruction.md): a missile goes into a hex of the ship's
//!   forward arc — for a ship pointing at a hex side, the hex ahead and the two beside it (sides F and
//!   F ± 2 o'clock); for a ship pointing at a corner, the two hexes flanking that corner (F ± 1) — and may
//!   point the ship's way or one position either side. Its velocity is the ship's, one more or one less,
//!   at least 1 (9.4) and at most 9 (the markers, 7.2).
//! - A missile placed into a hex with enemy units enters it: the Interception Routine falls due (9.6).
//! - 9.9: the MIMS places its four missiles one at a time (`Action::MimsLaunch`), all in the Fire Phase of
//!   the first; it may stop short, and never launches again. The counters are not drawn from a pod (pod
//!   box 0) and their Civ Level is the MIMS's. The counter mix is not limited.
//! - A missile is launched only from a ship in play and able to fire (8.0: one unit's fires at a time; the
//!   waiting Dagger of scenario 4 does not fire), and never from a ship whose force field is active (7.4;
//!   its laser and particle fire go on).

use super::action::Action;
use super::commands::{self, missiles_left, MAX_VELOCITY};
use super::damage::{self, Source};
use super::data::{pod_civ, Missile};
use super::event::Event;
use super::fire;
use super::rules::Ctx;
use super::state::{Craft, CraftId, CraftKind, Phase, Player, ShipId, State, Status, Unit};
use crate::engine::clock::{Clock, Reminder};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;
use serde::Serialize;

fn refuse(case: &str, msg: impl Into<String>) -> Refusal {
    Refusal::illegal(&format!("DeltaVee {case}"), msg)
}

/// Missiles one MIMS launches (9.9).
pub const MIMS_MISSILES: usize = 4;

/// A missile launched (9.3, 9.4, 9.9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Launch {
    /// The launching spaceship, or the MIMS (9.9).
    pub from: Unit,
    /// The pod box launched from (0 for a MIMS's launch).
    pub pod: u8,
    pub craft: CraftId,
    /// The counter drawn at launch, for a missile that needed no preparation (or a MIMS's); `None` when it
    /// was prepared atop the ship.
    pub drawn: Option<Craft>,
    pub hex: Hex,
    pub facing: Clock,
    pub velocity: u8,
}

/// Where and how a missile may be launched from a unit at `at` pointing `facing` at velocity `v` (9.4, as
/// reconstructed: see the module notes): (hex, facing, velocity).
pub fn placements(at: Hex, facing: Clock, v: u8) -> Vec<(Hex, Clock, u8)> {
    let dirs = match facing.side() {
        Some(d) => vec![d.turn(-1), d, d.turn(1)],
        None => {
            let (l, r) = facing.flanks();
            vec![l, r]
        }
    };
    let mut out = Vec::new();
    for d in dirs {
        for k in -1..=1 {
            for velocity in v.saturating_sub(1).max(1)..=(v + 1).min(MAX_VELOCITY) {
                out.push((at.neighbor(d), facing.turn(k), velocity));
            }
        }
    }
    out
}

fn placed_from(st: &State, u: Unit, hex: Hex, facing: Clock, velocity: u8) -> Result<(), Refusal> {
    let (Some(at), Some(f), Some(v)) = (st.at(u), st.facing(u), st.velocity(u)) else {
        return Err(refuse("9.4", "the launcher is not in play"));
    };
    if !placements(at, f, v).contains(&(hex, facing, velocity)) {
        return Err(refuse(
            "9.4",
            "a missile goes into a hex ahead of its launcher, pointing its way or one position off, at its velocity or one more or less (at least 1)",
        ));
    }
    Ok(())
}

/// The missile a launch from pod `pod` of `ship` would take: a prepared one atop the ship, if the type
/// needs preparing there (`Some(id)`), or a fresh counter (`None`).
pub fn check(
    st: &State,
    p: Player,
    ship: ShipId,
    pod: u8,
    missile: Missile,
    (hex, facing, velocity): (Hex, Clock, u8),
) -> Result<Option<CraftId>, Refusal> {
    if st.phase != Phase::Fire(p) {
        return Err(refuse("9.0", "missiles are launched in the friendly Fire Phase"));
    }
    let s = st.ships.get(ship as usize).ok_or_else(|| refuse("2.5", "there is no such spaceship"))?;
    if s.player != p {
        return Err(refuse("9.0", "a player launches from his own spaceships"));
    }
    if !s.in_play() || !s.alerted {
        return Err(refuse("9.0", format!("{} is not in play", s.name())));
    }
    if s.force_field {
        // 7.4: laser and particle fire may go on behind an active force field, missile launches may not.
        return Err(refuse("7.4", "no missile is launched from a ship with an active force field"));
    }
    let Some(kind) = s.pods.get((pod as usize).wrapping_sub(1)).map(|x| x.kind) else {
        return Err(refuse("9.1", "there is no such pod box"));
    };
    if s.pods[pod as usize - 1].missiles[missile as usize] == 0 {
        return Err(refuse("9.1", format!("the {} pod carries no {} missiles", kind.name(), missile.name())));
    }
    if damage::missiles_lost(s, pod) {
        return Err(refuse("8.9", "a damaged or destroyed pod's missiles are lost"));
    }
    let prepared = if kind.stats().prepare[missile as usize] {
        let found = st.craft_ids().find(|&c| {
            let k = st.craft(c);
            k.ship == ship && k.pod == pod && k.kind == CraftKind::Missile(missile) && k.status == Status::Aboard
        });
        match found {
            Some(c) => Some(c),
            None => {
                return Err(refuse(
                    "9.1",
                    format!(
                        "a {} missile of a {} pod is launched only once prepared (Prepare Missile, 7.4)",
                        missile.name(),
                        kind.name()
                    ),
                ))
            }
        }
    } else {
        if missiles_left(st, ship, pod, missile) == 0 {
            return Err(refuse("10.2", format!("the pod has launched all its {} missiles", missile.name())));
        }
        None
    };
    // 9.2: the launch is one of the pod's fires.
    fire::record_launch(st, &mut st.fire.clone(), ship, pod)?;
    placed_from(st, Unit::Ship(ship), hex, facing, velocity)?;
    Ok(prepared)
}

/// The next counter number of `missile` for `ship`'s letter (9.3).
fn next_number(st: &State, ship: ShipId, missile: Missile) -> u8 {
    st.crafts.iter().filter(|k| k.ship == ship && k.kind == CraftKind::Missile(missile)).count() as u8 + 1
}

/// Launches a missile from a spaceship's pod (9.1–9.4), then any interception it sets off falls due.
pub fn launch(
    cx: &mut Ctx,
    p: Player,
    ship: ShipId,
    pod: u8,
    missile: Missile,
    place: (Hex, Clock, u8),
) -> Result<(), Refusal> {
    let prepared = check(&cx.st, p, ship, pod, missile, place)?;
    let (craft, drawn) = match prepared {
        Some(c) => (c, None),
        None => {
            let s = cx.st.ship(ship);
            let civ = pod_civ(s.pods[pod as usize - 1].kind, s.class.stats().civ).unwrap_or(7);
            let k = Craft::aboard(p, CraftKind::Missile(missile), ship, pod, next_number(&cx.st, ship, missile), civ);
            (cx.st.crafts.len() as CraftId, Some(k))
        }
    };
    let (hex, facing, velocity) = place;
    cx.emit(Event::MissileLaunched {
        launch: Launch { from: Unit::Ship(ship), pod, craft, drawn, hex, facing, velocity },
    });
    commands::entered(cx, Unit::Craft(craft), hex);
    Ok(())
}

/// The Pod/# boxes filled in `ship`'s Missile section for `missile` (9.3, 10.2), in order: pod box and
/// counter number of each missile prepared or launched from its pods (a MIMS's are not written: 9.9).
pub fn log_entries(st: &State, ship: ShipId, missile: Missile) -> Vec<(u8, u8)> {
    st.crafts
        .iter()
        .filter(|k| k.ship == ship && k.kind == CraftKind::Missile(missile) && k.pod > 0)
        .map(|k| (k.pod, k.number))
        .collect()
}

/// Missiles a MIMS has launched (9.9).
pub fn mims_launched(st: &State, mims: CraftId) -> usize {
    st.crafts.iter().filter(|k| k.mims == Some(mims)).count()
}

/// Checks one of a MIMS's four launches (9.9).
pub fn check_mims(st: &State, p: Player, mims: CraftId, place: (Hex, Clock, u8)) -> Result<(), Refusal> {
    if st.phase != Phase::Fire(p) {
        return Err(refuse("9.9", "a MIMS launches in the friendly Fire Phase"));
    }
    let k = st.crafts.get(mims as usize).ok_or_else(|| refuse("2.5", "there is no such counter"))?;
    if k.player != p || k.kind != CraftKind::Missile(Missile::Mims) || !k.in_play() {
        return Err(refuse("9.9", "only a friendly MIMS in play launches missiles"));
    }
    let total = mims_launched(st, mims);
    let now = st.fire.mims.iter().filter(|&&m| m == mims).count();
    if total >= MIMS_MISSILES || total != now {
        return Err(refuse("9.9", "a MIMS launches its four unguided missiles once, in one Fire Phase"));
    }
    let (hex, facing, velocity) = place;
    placed_from(st, Unit::Craft(mims), hex, facing, velocity)
}

/// One of a MIMS's launches (9.9): an unguided missile placed as from a spaceship (9.4), no Command, not
/// on the log; the MIMS stays in play.
pub fn launch_mims(cx: &mut Ctx, p: Player, mims: CraftId, place: (Hex, Clock, u8)) -> Result<(), Refusal> {
    check_mims(&cx.st, p, mims, place)?;
    let m = cx.st.craft(mims).clone();
    let mut k = Craft::aboard(
        p,
        CraftKind::Missile(Missile::Unguided),
        m.ship,
        0,
        next_number(&cx.st, m.ship, Missile::Unguided),
        m.civ,
    );
    k.mims = Some(mims);
    let craft = cx.st.crafts.len() as CraftId;
    let (hex, facing, velocity) = place;
    let launch = Launch { from: Unit::Craft(mims), pod: 0, craft, drawn: Some(k), hex, facing, velocity };
    cx.emit(Event::MissileLaunched { launch });
    commands::entered(cx, Unit::Craft(craft), hex);
    Ok(())
}

/// Every launch the phasing player may make now (9.1–9.4, 9.9), in a stable order.
pub fn actions(st: &State) -> Vec<Action> {
    let Phase::Fire(p) = st.phase else { return Vec::new() };
    let mut out = Vec::new();
    for ship in st.fleet(p) {
        let s = st.ship(ship);
        let (Some(at), Some(f), Some(v)) = (s.at, s.facing, s.velocity) else { continue };
        for pod in 1..=s.pods.len() as u8 {
            for missile in Missile::ALL {
                let places = placements(at, f, v);
                if check(st, p, ship, pod, missile, places[0]).is_err() {
                    continue;
                }
                for (hex, facing, velocity) in places {
                    out.push(Action::Launch { ship, pod, missile, hex, facing, velocity });
                }
            }
        }
    }
    for mims in st.craft_ids() {
        let k = st.craft(mims);
        let (Some(at), Some(f), Some(v)) = (k.at, k.facing, k.velocity) else { continue };
        let places = placements(at, f, v);
        if check_mims(st, p, mims, places[0]).is_err() {
            continue;
        }
        out.extend(places.into_iter().map(|(hex, facing, velocity)| Action::MimsLaunch {
            mims,
            hex,
            facing,
            velocity,
        }));
    }
    out
}

/// Applies a launch: the counter drawn (if any) goes into play, and a spaceship's launch counts against
/// the pod's fires (9.2); a MIMS's against its four (9.9).
pub fn apply(st: &mut State, l: &Launch) {
    if let Some(k) = &l.drawn {
        debug_assert_eq!(st.crafts.len(), l.craft as usize);
        st.crafts.push(k.clone());
    }
    let k = &mut st.crafts[l.craft as usize];
    k.status = Status::InPlay;
    k.at = Some(l.hex);
    k.facing = Some(l.facing);
    k.velocity = Some(l.velocity);
    k.reminder = Reminder::Left;
    match l.from {
        Unit::Ship(_) => st.fire.count(l.from, Source::Pod(l.pod)),
        Unit::Craft(m) => st.fire.mims.push(m),
    }
}

impl Launch {
    /// The launch in words, with the log entry (9.3) and its cases.
    pub fn describe(&self, st: &State) -> String {
        self.describe_for(st, super::known::Viewer::Rules)
    }

    /// In words, the missile and the MIMS named as `viewer` may name them (2.5, `known::name`).
    pub fn describe_for(&self, st: &State, viewer: super::known::Viewer) -> String {
        let hex = super::map::name(self.hex);
        let k = self.drawn.as_ref().unwrap_or_else(|| st.craft(self.craft));
        let missile = if super::known::knows(st, viewer, self.craft) {
            super::event::craft_name(st, k)
        } else {
            super::known::name(st, viewer, Unit::Craft(self.craft))
        };
        let course = format!("{hex}, {}, velocity {}", self.facing, self.velocity);
        match self.from {
            Unit::Ship(s) => {
                let pod = damage::pod(st.ship(s), self.pod).map_or("missile".to_string(), |p| p.name().to_string());
                format!(
                    "{} launches {missile} from its {pod} pod into {course}; Pod/# {}/{} on its log (9.2–9.4).",
                    st.ship(s).name(),
                    self.pod,
                    k.number
                )
            }
            Unit::Craft(m) => format!(
                "{} launches {missile} into {course}, one of its {MIMS_MISSILES} (9.9; not written on the log).",
                super::known::name(st, viewer, Unit::Craft(m))
            ),
        }
    }
}
