//! DeltaVee 8.0–8.9 (and 6.6): laser and particle fire with scripted dice — fires per source, energy,
//! range, relative velocity and its reductions, the Targeting Program, the Fire Results and Hit Tables, and
//! damage; the asteroid collision.

use starshift::engine::clock::{Clock, Reminder};
use starshift::engine::deltavee::action::Action;
use starshift::engine::deltavee::damage::{self, Program, Source, Status};
use starshift::engine::deltavee::data::{Chance, Class, Fire, HitResult, Missile, Part, PodKind};
use starshift::engine::deltavee::fire::{
    asteroid_collision, asteroid_hit, fire_actions, fire_events, fire_options, fires_left, geometry, line_clock,
    record_launch, reduction, resolve_fire, Body, FireEvent, FireRecord, NoEffect, Reduction, Roll,
};
use starshift::engine::deltavee::log::Pod;
use starshift::engine::deltavee::rules::Ctx;
use starshift::engine::deltavee::setup::setup;
use starshift::engine::deltavee::state::Status as InPlay;
use starshift::engine::deltavee::state::{Craft, CraftId, CraftKind, Gone, Phase, Player, ShipId, State, Unit};
use starshift::engine::dice::Dice;
use starshift::engine::hex::{Dir, Hex};

fn c(n: u8) -> Clock {
    Clock::new(n).expect("1-12")
}
fn d(n: u8) -> Dir {
    Dir::new(n).expect("1-6")
}
const O: Hex = Hex::new(20, 20);

fn put(st: &mut State, id: ShipId, at: Hex, facing: u8, velocity: u8) {
    let s = &mut st.ships[id as usize];
    (s.at, s.facing, s.velocity) = (Some(at), Some(c(facing)), Some(velocity));
}

/// A scenario in `phasing`'s Fire Phase.
fn fire_phase(scenario: &str, phasing: Player) -> State {
    let mut st = setup(scenario, 1).expect("sets up");
    st.phase = Phase::Fire(phasing);
    st
}

/// Scenario 2 (ids: 0 the Sword, 1 and 2 the Daggers), the Sword at O facing 12 at velocity 3 and Dagger A
/// two hexes north on the same course: range 1 after 8.5, relative velocity 0, Target Value 1.
fn first_shot() -> State {
    let mut st = fire_phase("first-shot", Player::One);
    put(&mut st, 0, O, 12, 3);
    put(&mut st, 1, O.step(d(1), 2), 12, 3);
    put(&mut st, 2, O.step(d(4), 9), 6, 3);
    st
}

#[allow(non_snake_case)]
fn S(id: ShipId) -> Unit {
    Unit::Ship(id)
}

/// A battlecraft or missile of `ship`'s (from pod box `pod`), in play with `body`.
fn craft(st: &mut State, ship: ShipId, kind: CraftKind, pod: u8, body: Body, revealed: bool) -> Unit {
    st.crafts.push(Craft {
        player: st.ship(ship).player,
        kind,
        ship,
        pod,
        number: st.crafts.len() as u8 + 1,
        civ: 8,
        status: InPlay::InPlay,
        at: Some(body.at),
        facing: Some(body.facing),
        velocity: Some(body.velocity),
        reminder: Reminder::Left,
        revealed,
        expended: 0,
        docked: None,
        mims: None,
    });
    Unit::Craft(st.crafts.len() as CraftId - 1)
}

/// A fire or choice with the state's dice scripted.
fn try_fire(st: &mut State, action: Action, dice: &[u32]) -> Result<Vec<FireEvent>, starshift::engine::game::Refusal> {
    st.dice = Dice::scripted(dice);
    resolve_fire(st, action)
}

fn fire(st: &mut State, firer: Unit, source: Source, f: Fire, target: Unit, dice: &[u32]) -> Vec<FireEvent> {
    try_fire(st, Action::Fire { firer, source, fire: f, target }, dice).expect("legal fire")
}

fn pick(st: &mut State, part: Part) -> Vec<FireEvent> {
    try_fire(st, Action::Choose { part }, &[]).expect("offered part")
}

/// The asteroid rules driven alone, with the state's dice scripted: the fire events and the choice left.
fn asteroids(
    st: &mut State,
    unit: Unit,
    dice: &[u32],
    f: fn(&mut Ctx, Unit),
) -> (Vec<FireEvent>, Option<starshift::engine::deltavee::fire::PendingHit>) {
    st.dice = Dice::scripted(dice);
    let mut cx = Ctx { st: st.clone(), events: Vec::new() };
    f(&mut cx, unit);
    *st = cx.st;
    (fire_events(cx.events), st.fire.pending.clone())
}

fn case(r: Result<Vec<FireEvent>, starshift::engine::game::Refusal>) -> String {
    r.expect_err("refused").case
}

/// 8.1's example: a ship with two light weapon pods conducts three fires (burster and each pod); with a
/// battle communications pod, four (the extra one from any of them).
#[test]
fn number_of_fires_example() {
    let mut st = fire_phase("showdown", Player::One);
    let s = &mut st.ships[0];
    s.class = starshift::engine::deltavee::data::Class::Flute;
    s.pods = vec![Pod::new(PodKind::LightWeapon, 1), Pod::new(PodKind::LightWeapon, 1)];
    assert_eq!(damage::total_fires(&st.ships[0]), 3);
    st.ships[0].pods.push(Pod::new(PodKind::BattleComm, 2));
    assert_eq!(damage::total_fires(&st.ships[0]), 4);
    put(&mut st, 0, O, 12, 0);
    put(&mut st, 1, O.step(d(1), 1), 12, 0);
    st.fire = FireRecord::default();
    let t = S(1);
    // Two from the burster (the second is the extra fire), one from each pod, all missing on a 10.
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, t, &[10]);
    assert!(matches!(&ev[0], FireEvent::Declared { option } if !option.extra));
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, t, &[10]);
    assert!(matches!(&ev[0], FireEvent::Declared { option } if option.extra));
    assert_eq!(ev.last(), Some(&FireEvent::Missed));
    fire(&mut st, S(0), Source::Pod(1), Fire::LaserBurst, t, &[10]);
    assert_eq!(fires_left(&st, &st.fire, S(0)), 1);
    fire(&mut st, S(0), Source::Pod(2), Fire::LaserBurst, t, &[10]);
    assert_eq!(fires_left(&st, &st.fire, S(0)), 0);
    let again = Action::Fire { firer: S(0), source: Source::Pod(1), fire: Fire::LaserBurst, target: t };
    assert_eq!(case(try_fire(&mut st, again, &[10])), "DeltaVee 8.1");
    assert!(fire_options(&st, &st.fire, S(0)).is_empty());
}

/// 9.2's example: two light weapon pods that launch two missiles leave one fire, from the burster.
#[test]
fn launches_count_as_fires() {
    let mut st = fire_phase("showdown", Player::One);
    let s = &mut st.ships[0];
    s.class = starshift::engine::deltavee::data::Class::Flute;
    s.pods = vec![Pod::new(PodKind::LightWeapon, 1), Pod::new(PodKind::LightWeapon, 1)];
    put(&mut st, 0, O, 12, 0);
    put(&mut st, 1, O.step(d(1), 3), 6, 0);
    let mut rec = FireRecord::default();
    record_launch(&st, &mut rec, 0, 1).expect("pod 1 launches");
    record_launch(&st, &mut rec, 0, 2).expect("pod 2 launches");
    assert_eq!(fires_left(&st, &rec, S(0)), 1);
    assert_eq!(record_launch(&st, &mut rec, 0, 1).expect_err("spent").case, "DeltaVee 8.1");
    let opts = fire_options(&st, &rec, S(0));
    assert!(!opts.is_empty() && opts.iter().all(|o| o.source == Source::Burster));
}

/// 8.4's example through the fire geometry: velocities 4 and 3 give 1, 7 or 5 (off any straight line).
#[test]
fn relative_velocity_example() {
    let firer = Body { at: O, facing: c(3), velocity: 4 };
    let at = O.step(d(1), 3).step(d(2), 1);
    for (facing, want) in [(2, 1), (8, 7), (12, 5)] {
        let g = geometry(firer, Body { at, facing: c(facing), velocity: 3 });
        assert_eq!((g.reduction, g.chart_velocity, g.relative_velocity), (Reduction::None, want, want), "{facing}");
        assert_eq!(g.range, 4);
    }
}

/// 8.5: the straight-line halving (rounded up, range untouched) along a hex row and along a corner line;
/// the same-course rule (relative velocity 0, range halved up) taking precedence.
#[test]
fn relative_velocity_reductions() {
    let north4 = O.step(d(1), 4);
    // Along the 12–6 hex row: 3 + 2 = 5 against, halved to 3; range 4.
    let g = geometry(Body { at: O, facing: c(12), velocity: 2 }, Body { at: north4, facing: c(6), velocity: 3 });
    assert_eq!((g.reduction, g.chart_velocity, g.relative_velocity, g.range), (Reduction::StraightLine, 5, 3, 4));
    // One hex off the row: no reduction.
    let off = O.step(d(1), 3).step(d(2), 1);
    let g = geometry(Body { at: O, facing: c(12), velocity: 2 }, Body { at: off, facing: c(6), velocity: 3 });
    assert_eq!((g.reduction, g.relative_velocity, g.range), (Reduction::None, 5, 4));
    // The target on the row but facing across it: no reduction.
    assert_eq!(
        reduction(Body { at: O, facing: c(12), velocity: 2 }, Body { at: north4, facing: c(3), velocity: 3 }),
        Reduction::None
    );
    // The 1 o'clock corner line: two steps north and two north-east; the zigzag hex between is off it.
    let corner = O.step(d(1), 2).step(d(2), 2);
    assert_eq!(line_clock(O, corner), Some(c(1)));
    assert_eq!(line_clock(O, O.step(d(1), 2).step(d(2), 1)), None);
    let g = geometry(Body { at: O, facing: c(1), velocity: 2 }, Body { at: corner, facing: c(7), velocity: 5 });
    assert_eq!((g.reduction, g.chart_velocity, g.relative_velocity, g.range), (Reduction::StraightLine, 7, 4, 4));
    // Same facing and velocity, anywhere: relative velocity 0, range 5 halved up to 3.
    let g =
        geometry(Body { at: O, facing: c(3), velocity: 2 }, Body { at: O.step(d(6), 5), facing: c(3), velocity: 2 });
    assert_eq!((g.reduction, g.relative_velocity, g.distance, g.range), (Reduction::SameCourse, 0, 5, 3));
    // On a straight line too: condition 2 takes precedence.
    let g = geometry(Body { at: O, facing: c(12), velocity: 2 }, Body { at: north4, facing: c(12), velocity: 2 });
    assert_eq!((g.reduction, g.relative_velocity, g.range), (Reduction::SameCourse, 0, 2));
    // One hex: facings along one line (same or opposite) are a straight line.
    let here = |f| reduction(Body { at: O, facing: c(12), velocity: 2 }, Body { at: O, facing: c(f), velocity: 1 });
    assert_eq!((here(6), here(12), here(2)), (Reduction::StraightLine, Reduction::StraightLine, Reduction::None));
}

/// 8.6: the Piccolo's own −2, its hunter pod's −4 for fire from the pod; the Sword's battle communications
/// pod −6 for all its fire; the modified relative velocity stops at 0 and the range is never reduced.
#[test]
fn targeting_program() {
    let mut st = fire_phase("showdown", Player::One);
    put(&mut st, 0, O, 12, 2);
    put(&mut st, 1, O.step(d(1), 4), 6, 3);
    let rec = FireRecord::default();
    let opts = fire_options(&st, &rec, S(0));
    let burst = |src| opts.iter().find(|o| o.source == src && o.fire == Fire::LaserBurst).expect("listed").clone();
    let b = burst(Source::Burster);
    // Straight line: 5 halved to 3; −2 → 1; range 4 → Target Value 5: laser burst hits on 4 or less.
    assert_eq!((b.program, b.modifier, b.modified_velocity, b.target_value), (Program::Ship, -2, 1, 5));
    assert_eq!(b.chance, Chance::AtMost(4));
    let p = burst(Source::Pod(1));
    assert_eq!((p.program, p.modifier, p.modified_velocity, p.target_value), (Program::Pod(1), -4, 0, 4));
    // The Sword: relative velocity 4 (1 + 3 against, off the line) less 6 is 0, not −2: Target Value = range 3.
    let mut st = first_shot();
    put(&mut st, 1, O.step(d(3), 3), 6, 1);
    let o = fire_options(&st, &rec, S(0))
        .into_iter()
        .find(|o| o.target == S(1) && o.source == Source::Burster && o.fire == Fire::LaserBurst)
        .expect("listed");
    assert_eq!(o.geometry.relative_velocity, 4);
    assert_eq!((o.program, o.modifier, o.modified_velocity, o.target_value), (Program::BattleComm(3), -6, 0, 3));
    // With the battle communications pod damaged, the heavy weapon pod's −4 equals the Sword's own.
    damage::hit(&mut st.ships[0], Part::Pod(3));
    damage::hit(&mut st.ships[0], Part::Pod(3));
    let o = fire_options(&st, &rec, S(0)).into_iter().find(|o| o.source == Source::Pod(1)).expect("listed");
    assert_eq!((o.program, o.modifier, o.target_value), (Program::Ship, -4, 3));
}

/// 8.7–8.8 on armor 2: a hit on the Dagger's bridge/engine row leaves the choice to the phasing player;
/// its engine goes V, D, X over three fires. Energy is spent per 8.2 (particle barrage 3, burst 1), and a
/// particle barrage at Target Value 1 hits automatically.
#[test]
fn armor_2_three_hits() {
    let mut st = first_shot();
    st.fire = FireRecord::default();
    let t = S(1);
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, t, &[6, 2]);
    assert!(matches!(
        &ev[1],
        FireEvent::Rolled {
            face: 6,
            roll: Roll::FireResults { fire: Fire::LaserBurst, target_value: 1, column: (1, 1), chance: 6 }
        }
    ));
    assert!(matches!(
        &ev[2],
        FireEvent::Rolled { face: 2, roll: Roll::HitTable { row: HitResult::Either(Part::Bridge, Part::Engine) } }
    ));
    assert_eq!(
        ev[3],
        FireEvent::ChoiceOpen {
            chooser: Player::One,
            target: t,
            parts: vec![Part::Bridge, Part::Engine],
            critical: false
        }
    );
    // While the choice is open nothing else may be done, and only an offered part may be chosen.
    let next = Action::Fire { firer: S(0), source: Source::Pod(1), fire: Fire::LaserBurst, target: t };
    assert_eq!(case(try_fire(&mut st, next, &[1, 2])), "DeltaVee 8.8");
    let before = st.clone();
    assert_eq!(case(resolve_fire(&mut st, Action::Choose { part: Part::Pod(1) })), "DeltaVee 8.8");
    assert_eq!(st, before);
    assert_eq!(
        pick(&mut st, Part::Engine),
        [FireEvent::Marked { unit: S(1), part: Part::Engine, from: Status::Intact, to: Status::Vulnerable }]
    );
    // A particle barrage at Target Value 1: "A", no Fire Results roll; only the Hit Table die is used.
    let ev = fire(&mut st, S(0), Source::Pod(1), Fire::ParticleBarrage, t, &[2]);
    assert_eq!(ev[1], FireEvent::Expended { unit: S(0), units: 3, left: 219 });
    assert_eq!(ev[2], FireEvent::AutomaticHit);
    assert!(matches!(ev[3], FireEvent::Rolled { face: 2, roll: Roll::HitTable { .. } }));
    assert!(matches!(pick(&mut st, Part::Engine)[0], FireEvent::Marked { to: Status::Damaged, .. }));
    let ev = fire(&mut st, S(0), Source::Pod(2), Fire::ParticleBurst, t, &[9, 2]);
    assert_eq!(ev[1], FireEvent::Expended { unit: S(0), units: 1, left: 218 });
    assert!(matches!(pick(&mut st, Part::Engine)[0], FireEvent::Marked { to: Status::Destroyed, .. }));
    assert_eq!(damage::ship_engine(&st.ships[1]), damage::Engine::NoManeuvers);
    // A miss: die above the Hit Chance.
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, t, &[7]);
    assert_eq!(ev.last(), Some(&FireEvent::Missed));
}

/// 8.8 on armor 0 and 1: the Corco Mu's hull (0) is destroyed by one hit, its pods (armor 1) damaged.
#[test]
fn armor_0_and_1() {
    let mut st = fire_phase("pirates", Player::Two);
    let (mu, flute) = (st.find(Player::One, 'B').unwrap(), st.find(Player::Two, 'A').unwrap());
    put(&mut st, mu, O, 9, 2);
    put(&mut st, flute, O.step(d(6), 2), 3, 0);
    st.fire = FireRecord::default();
    let t = S(mu);
    fire(&mut st, S(flute), Source::Burster, Fire::LaserBurst, t, &[1, 2]);
    assert!(matches!(
        pick(&mut st, Part::Bridge)[0],
        FireEvent::Marked { from: Status::Intact, to: Status::Destroyed, .. }
    ));
    assert_eq!(damage::ship_maneuver_rating(st.ship(mu)), 1);
    // Row 4: pods 1 and 9, both aboard the Mu: the phasing player picks pod 9 (a standard cabin).
    fire(&mut st, S(flute), Source::Pod(1), Fire::LaserBurst, t, &[1, 4]);
    assert!(matches!(
        pick(&mut st, Part::Pod(9))[0],
        FireEvent::Marked { from: Status::Intact, to: Status::Damaged, .. }
    ));
}

/// 8.8 row 1: a critical hit lets the phasing player pick any part of the target.
#[test]
fn critical_hit() {
    let mut st = first_shot();
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, S(1), &[1, 1]);
    let all = vec![Part::Bridge, Part::Engine, Part::ForceField, Part::Pod(1), Part::Pod(2)];
    assert_eq!(
        ev.last(),
        Some(&FireEvent::ChoiceOpen { chooser: Player::One, target: S(1), parts: all, critical: true })
    );
    assert!(matches!(
        pick(&mut st, Part::ForceField)[0],
        FireEvent::Marked { part: Part::ForceField, to: Status::Vulnerable, .. }
    ));
}

/// 8.8: neither part aboard is a glancing blow; only one aboard is hit without a choice.
#[test]
fn glancing_blow_and_single_part() {
    let mut st = fire_phase("showdown", Player::One);
    put(&mut st, 0, O, 3, 1);
    put(&mut st, 1, O.step(d(2), 1), 3, 1);
    st.fire = FireRecord::default();
    let t = S(1);
    // Row 3: force field or pod 8 — a Piccolo has neither.
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, t, &[1, 3]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::GlancingBlow }));
    // Row 4: pod 1 or pod 9 — only the hunter pod (armor 2).
    let ev = fire(&mut st, S(0), Source::Pod(1), Fire::LaserBurst, t, &[1, 4]);
    assert_eq!(
        ev.last(),
        Some(&FireEvent::Marked { unit: S(1), part: Part::Pod(1), from: Status::Intact, to: Status::Vulnerable })
    );
    assert!(st.fire.pending.is_none());
}

/// 8.8: a critical hit on an unrevealed unit is no hit; on a revealed battlecraft, a choice of its bridge or
/// engine, marked in its ship's Battlecraft section (10.4). Missiles: destroyed on 2, or on 1 if revealed;
/// nothing else affects them.
#[test]
fn unrevealed_targets_and_missiles() {
    let mut st = first_shot();
    st.phase = Phase::Fire(Player::Two);
    let body = Body { at: O.step(d(1), 1), facing: c(12), velocity: 3 };
    // The Sword's Terwillicker-X (pod 4), launched and still face down.
    let tx = craft(&mut st, 0, CraftKind::Battlecraft(Class::TerwillickerX), 4, body, false);
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(1), Source::Burster, Fire::LaserBurst, tx, &[1, 1]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalOnUnrevealed }));
    st.crafts[0].revealed = true;
    let ev = fire(&mut st, S(1), Source::Pod(1), Fire::LaserBurst, tx, &[1, 1]);
    assert_eq!(
        ev.last(),
        Some(&FireEvent::ChoiceOpen {
            chooser: Player::Two,
            target: tx,
            parts: vec![Part::Bridge, Part::Engine],
            critical: true
        })
    );
    assert_eq!(
        pick(&mut st, Part::Engine),
        [FireEvent::Marked { unit: tx, part: Part::Engine, from: Status::Intact, to: Status::Vulnerable }]
    );
    assert_eq!(st.ships[0].damage.craft(4).engine, Status::Vulnerable);
    assert_eq!(damage::condition(&st, tx, Part::Engine), Status::Vulnerable);
    // Missiles of the Sword's, face down then face up, fired at by the Daggers.
    let m1 = craft(&mut st, 0, CraftKind::Missile(Missile::Guided), 1, body, false);
    let m2 = craft(&mut st, 0, CraftKind::Missile(Missile::Guided), 1, body, true);
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(2), Source::Burster, Fire::LaserBurst, m1, &[1, 1]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalOnUnrevealed }));
    let ev = fire(&mut st, S(2), Source::Pod(1), Fire::LaserBurst, m2, &[1, 7]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::MissileUnaffected }));
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(1), Source::Burster, Fire::LaserBurst, m2, &[1, 1]);
    assert_eq!(ev.last(), Some(&FireEvent::Destroyed { unit: m2 }));
    assert_eq!(st.crafts[2].status, InPlay::Gone(Gone::Destroyed));
    // Options: every enemy unit in play — the Sword, its battlecraft and the face-down missile. Ten hexes
    // along the 12–6 row from Dagger B, 3 + 3 halved to 3, less 4: Target Value 10 — laser fire only.
    let opts = fire_options(&st, &FireRecord::default(), S(2));
    let at_missile: Vec<_> = opts.iter().filter(|o| o.target == m1).collect();
    assert!(at_missile.iter().all(|o| o.target_value == 10));
    assert_eq!(at_missile.len(), 2 + 2, "burster and heavy weapon pod: laser burst and barrage");
    assert!(opts.iter().any(|o| o.target == tx) && opts.iter().any(|o| o.target == S(0)));
    assert!(opts.iter().all(|o| o.target != m2), "a destroyed missile is out of play");
    let ev = {
        st.fire = FireRecord::default();
        fire(&mut st, S(2), Source::Burster, Fire::LaserBurst, m1, &[1, 2])
    };
    assert_eq!(ev.last(), Some(&FireEvent::Destroyed { unit: m1 }));
}

/// 3.0, 8.1: a launched battlecraft conducts one laser fire with its own Targeting Program, paying for a
/// barrage from its own 15 Energy Units; destroying its bridge and engine removes it from play (11.0).
#[test]
fn battlecraft_fire_and_destruction() {
    let mut st = first_shot();
    let tx = craft(
        &mut st,
        0,
        CraftKind::Battlecraft(Class::TerwillickerX),
        4,
        Body { at: O.step(d(2), 1), facing: c(12), velocity: 3 },
        true,
    );
    st.fire = FireRecord::default();
    let opts = fire_options(&st, &st.fire, tx);
    assert!(opts.iter().all(|o| o.source == Source::Burster && o.program == Program::Ship && o.modifier == -4));
    assert!(opts.iter().all(|o| matches!(o.fire, Fire::LaserBurst | Fire::LaserBarrage)));
    let ev = fire(&mut st, tx, Source::Burster, Fire::LaserBarrage, S(1), &[10]);
    assert_eq!(ev[1], FireEvent::Expended { unit: tx, units: 2, left: 13 });
    assert_eq!(fires_left(&st, &st.fire, tx), 0);
    // The Daggers answer in their phase: the bridge and engine (armor 2) go in six hits.
    st.phase = Phase::Fire(Player::Two);
    for part in [Part::Bridge, Part::Bridge, Part::Bridge, Part::Engine, Part::Engine] {
        damage::hit_craft(&mut st.ships[0], 4, part);
    }
    let ev = {
        st.fire = FireRecord::default();
        fire(&mut st, S(1), Source::Burster, Fire::LaserBurst, tx, &[1, 2])
    };
    assert!(matches!(ev.last(), Some(FireEvent::ChoiceOpen { .. })));
    st.fire = FireRecord::default();
    fire(&mut st, S(1), Source::Burster, Fire::LaserBurst, tx, &[1, 2]);
    assert_eq!(
        pick(&mut st, Part::Engine),
        [
            FireEvent::Marked { unit: tx, part: Part::Engine, from: Status::Damaged, to: Status::Destroyed },
            FireEvent::Destroyed { unit: tx },
        ]
    );
    assert!(!st.in_play(tx));
}

/// 8.7: "A" needs no roll; "–" and Target Values above 14 cannot hit, and such fires are not offered.
#[test]
fn automatic_and_impossible() {
    let mut st = first_shot();
    // Dagger A 12 hexes off, on the same course: range 6, Target Value 6.
    put(&mut st, 1, O.step(d(1), 12), 12, 3);
    // Dagger B 16 hexes off, across: velocity 3 and 3 → 4, less 6 → 0: Target Value 16.
    put(&mut st, 2, O.step(d(3), 16), 8, 3);
    let rec = FireRecord::default();
    let opts = fire_options(&st, &rec, S(0));
    let find = |t, f| opts.iter().find(|o| o.target == S(t) && o.fire == f).map(|o| (o.target_value, o.chance));
    assert_eq!(find(1, Fire::LaserBurst), Some((6, Chance::AtMost(3))));
    assert_eq!(find(1, Fire::ParticleBurst), Some((6, Chance::AtMost(1))));
    assert_eq!(find(2, Fire::LaserBarrage), None);
    put(&mut st, 1, O.step(d(1), 18), 12, 3);
    let opts = fire_options(&st, &rec, S(0));
    let find = |t, f| opts.iter().find(|o| o.target == S(t) && o.fire == f).map(|o| (o.target_value, o.chance));
    // Range 9: particle burst "–", particle barrage 1, laser burst 2.
    assert_eq!(find(1, Fire::ParticleBurst), None);
    assert_eq!(find(1, Fire::ParticleBarrage), Some((9, Chance::AtMost(1))));
    st.fire = FireRecord::default();
    let a = Action::Fire { firer: S(0), source: Source::Pod(1), fire: Fire::ParticleBurst, target: S(1) };
    assert_eq!(case(try_fire(&mut st, a, &[1])), "DeltaVee 8.7");
}

/// The refusals: out of phase, the wrong player's ship, a friendly target, a burster barrage from a Class 1
/// burster, a barrage from a damaged pod, a ship that has finished firing, energy short. None changes the
/// state.
#[test]
fn refusals() {
    let mut st = first_shot();
    st.fire = FireRecord::default();
    let try_ = |st: &mut State, firer, source, fire, t| {
        st.dice = Dice::scripted(&[1, 5]);
        let before = st.clone();
        let r = resolve_fire(st, Action::Fire { firer: S(firer), source, fire, target: S(t) });
        assert_eq!(*st, before);
        case(r)
    };
    st.phase = Phase::Movement(Player::One);
    assert_eq!(try_(&mut st, 0, Source::Burster, Fire::LaserBurst, 1), "DeltaVee 3.0");
    st.phase = Phase::Fire(Player::One);
    assert_eq!(try_(&mut st, 1, Source::Burster, Fire::LaserBurst, 0), "DeltaVee 8.0");
    st.ships[2].player = Player::One;
    assert_eq!(try_(&mut st, 0, Source::Burster, Fire::LaserBurst, 2), "DeltaVee 8.0");
    st.ships[2].player = Player::Two;
    assert_eq!(try_(&mut st, 0, Source::Burster, Fire::ParticleBurst, 1), "DeltaVee 4.4");
    assert_eq!(try_(&mut st, 0, Source::Pod(3), Fire::LaserBurst, 1), "DeltaVee 8.1");
    damage::hit(&mut st.ships[0], Part::Pod(1));
    damage::hit(&mut st.ships[0], Part::Pod(1));
    assert_eq!(try_(&mut st, 0, Source::Pod(1), Fire::LaserBarrage, 1), "DeltaVee 8.9");
    let full = st.ships[0].log().energy_units;
    damage::expend_units(&mut st.ships[0], full - 2);
    assert_eq!(try_(&mut st, 0, Source::Pod(2), Fire::ParticleBarrage, 1), "DeltaVee 8.2");
    // 8.0: one ship's fires at a time — the Sword, Player 1's only ship, may go on; in Player 2's phase,
    // once Dagger B has fired, Dagger A may not come back.
    st.phase = Phase::Fire(Player::Two);
    put(&mut st, 2, O.step(d(4), 2), 12, 3);
    fire(&mut st, S(1), Source::Burster, Fire::LaserBurst, S(0), &[10]);
    fire(&mut st, S(2), Source::Burster, Fire::LaserBurst, S(0), &[10]);
    assert_eq!(try_(&mut st, 1, Source::Pod(1), Fire::LaserBurst, 0), "DeltaVee 8.0");
}

/// 8.9 and 11.0 through fire: destroying a Piccolo's last part destroys the craft, which may then be
/// neither target nor firer; a destroyed energy pod raises the Energy Units expended to 144.
#[test]
fn destruction_and_energy_pod() {
    let mut st = fire_phase("showdown", Player::One);
    put(&mut st, 0, O, 3, 1);
    put(&mut st, 1, O.step(d(2), 1), 3, 1);
    for part in [Part::Bridge, Part::Bridge, Part::Engine, Part::Engine, Part::Pod(1), Part::Pod(1)] {
        damage::hit(&mut st.ships[1], part);
    }
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, S(1), &[1, 4]);
    assert_eq!(
        &ev[ev.len() - 2..],
        [
            FireEvent::Marked { unit: S(1), part: Part::Pod(1), from: Status::Damaged, to: Status::Destroyed },
            FireEvent::Destroyed { unit: S(1) },
        ]
    );
    let a = Action::Fire { firer: S(0), source: Source::Pod(1), fire: Fire::LaserBurst, target: S(1) };
    assert_eq!(case(try_fire(&mut st, a, &[1, 4])), "DeltaVee 11.0");
    // The Dagger's energy pod (box 2, armor 2), hit twice before: row 5 (pod 2 or 10) destroys it.
    let mut st = first_shot();
    damage::hit(&mut st.ships[1], Part::Pod(2));
    damage::hit(&mut st.ships[1], Part::Pod(2));
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, S(1), &[1, 5]);
    assert_eq!(ev.last(), Some(&FireEvent::EnergyRaised { ship: 1, expended: 144 }));
    assert_eq!((st.ships[1].blocks_expended, st.ships[1].track), (36, 0));
    // A heavy weapon pod newly damaged loses its missiles.
    let ev = fire(&mut st, S(0), Source::Pod(1), Fire::LaserBurst, S(1), &[1, 4]);
    assert!(matches!(ev.last(), Some(FireEvent::Marked { part: Part::Pod(1), to: Status::Vulnerable, .. })));
    let ev = fire(&mut st, S(0), Source::Pod(2), Fire::LaserBurst, S(1), &[1, 4]);
    assert_eq!(ev.last(), Some(&FireEvent::MissilesLost { ship: 1, pod: 1 }));
}

/// 6.6: a die above the velocity misses; otherwise the Hit Table as for fire, a critical hit doing
/// nothing, the choice of part going to the opponent.
#[test]
fn asteroid_collisions() {
    let mut st = setup("pirates", 1).expect("sets up");
    let mu = st.find(Player::One, 'B').unwrap();
    put(&mut st, mu, O, 9, 2);
    let (ev, p) = asteroids(&mut st, S(mu), &[3], asteroid_collision);
    assert_eq!(ev, [FireEvent::Rolled { face: 3, roll: Roll::AsteroidCollision { velocity: 2 } }, FireEvent::Missed]);
    assert!(p.is_none());
    let (ev, _) = asteroids(&mut st, S(mu), &[2, 1], asteroid_collision);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids }));
    let (ev, p) = asteroids(&mut st, S(mu), &[1, 2], asteroid_collision);
    let p = p.expect("bridge or engine: a choice");
    assert_eq!(
        ev.last(),
        Some(&FireEvent::ChoiceOpen {
            chooser: Player::Two,
            target: S(mu),
            parts: vec![Part::Bridge, Part::Engine],
            critical: false
        })
    );
    assert_eq!(
        {
            assert_eq!(p.parts, [Part::Bridge, Part::Engine]);
            pick(&mut st, Part::Engine)
        },
        [FireEvent::Marked { unit: S(mu), part: Part::Engine, from: Status::Intact, to: Status::Destroyed }]
    );
}

/// 6.6 for a missile: the Hit Table's 1 is a critical hit, so no effect even on a revealed missile; a 2
/// destroys it. `asteroid_hit` is the Hit Table alone, for the movement rules' own collision roll.
#[test]
fn asteroid_collisions_of_missiles() {
    let mut st = setup("pirates", 1).expect("sets up");
    let m =
        craft(&mut st, 2, CraftKind::Missile(Missile::Unguided), 1, Body { at: O, facing: c(3), velocity: 4 }, true);
    let (ev, _) = asteroids(&mut st, m, &[4, 1], asteroid_collision);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids }));
    let (ev, _) = asteroids(&mut st, m, &[2], asteroid_hit);
    assert_eq!(
        ev,
        [
            FireEvent::Rolled { face: 2, roll: Roll::HitTable { row: HitResult::Either(Part::Bridge, Part::Engine) } },
            FireEvent::Destroyed { unit: m }
        ]
    );
}

/// 4.6, 7.4: force fields are a defence against missiles, not fire — Hit Table row 3 on the Sword (five
/// pods, so no pod 8) strikes the force field itself, with no choice and no protection.
#[test]
fn force_fields_do_not_stop_fire() {
    let mut st = first_shot();
    st.phase = Phase::Fire(Player::Two);
    st.fire = FireRecord::default();
    let ev = fire(&mut st, S(1), Source::Burster, Fire::LaserBurst, S(0), &[1, 3]);
    assert_eq!(
        ev.last(),
        Some(&FireEvent::Marked { unit: S(0), part: Part::ForceField, from: Status::Intact, to: Status::Vulnerable })
    );
}

/// The phase's legal actions: every fire of every ship that may fire, or only the parts of a pending choice.
#[test]
fn legal_actions() {
    let mut st = first_shot();
    st.fire = FireRecord::default();
    let acts = fire_actions(&st, &st.fire);
    // The Sword: burster 2 types + two heavy weapon pods 4 each at Dagger A (Target Value 1); at Dagger B
    // (nine hexes, 3 + 3 against halved to 3, less 6: Target Value 9) no particle burst.
    assert_eq!(acts.len(), 10 + 8);
    let events = try_fire(&mut st, acts[0].clone(), &[1, 2]).expect("listed actions are legal");
    assert!(matches!(events.last(), Some(FireEvent::ChoiceOpen { .. })));
    assert_eq!(
        fire_actions(&st, &st.fire),
        [Action::Choose { part: Part::Bridge }, Action::Choose { part: Part::Engine }]
    );
    st.phase = Phase::Movement(Player::Two);
    st.fire.pending = None;
    assert!(fire_actions(&st, &st.fire).is_empty());
}

/// 8.4's example in play: Piccolo E (velocity 4, 3 o'clock) fires its burster's laser burst at Piccolo D
/// (velocity 3), four hexes off any straight line, pointing 2, 8 or 12 o'clock: relative velocity 1, 7 or 5
/// (statements 1, 2, 3); less the Piccolo's Targeting Program −2 (never below 0, 8.6) plus range 4 gives
/// Target Values 4, 9 and 7 (8.7). Each fire is declared, rolled with a scripted d10 and resolved.
#[test]
fn the_relative_velocity_example_in_a_fire() {
    // (target's facing, relative velocity, modified, Target Value, Fire Results column, laser burst Hit Chance)
    for (facing, rv, modified, value, column, chance) in
        [(2, 1, 0, 4, (4, 5), 4), (8, 7, 5, 9, (8, 9), 2), (12, 5, 3, 7, (6, 7), 3)]
    {
        let mut st = fire_phase("showdown", Player::One);
        put(&mut st, 0, O, 3, 4);
        put(&mut st, 1, O.step(d(1), 3).step(d(2), 1), facing, 3);
        let ev = fire(&mut st, S(0), Source::Burster, Fire::LaserBurst, S(1), &[10]);
        let FireEvent::Declared { option } = &ev[0] else { panic!("{ev:?}") };
        assert_eq!(
            (option.geometry.range, option.geometry.reduction, option.geometry.relative_velocity),
            (4, Reduction::None, rv),
            "{facing} o'clock"
        );
        assert_eq!((option.program, option.modifier, option.modified_velocity), (Program::Ship, -2, modified));
        assert_eq!((option.target_value, option.chance, option.energy_units), (value, Chance::AtMost(chance), 0));
        let roll = Roll::FireResults { fire: Fire::LaserBurst, target_value: value, column, chance };
        assert_eq!(ev[1..], [FireEvent::Rolled { face: 10, roll }, FireEvent::Missed], "{facing} o'clock");
    }
}
