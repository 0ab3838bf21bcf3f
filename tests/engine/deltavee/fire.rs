//! DeltaVee 8.0–8.9 (and 6.6): laser and particle fire with scripted dice — fires per source, energy,
//! range, relative velocity and its reductions, the Targeting Program, the Fire Results and Hit Tables, and
//! damage; the asteroid collision.

use starshift::engine::clock::Clock;
use starshift::engine::deltavee::damage::{self, Program, Source, Status};
use starshift::engine::deltavee::data::{Chance, Fire, HitResult, Part, PodKind};
use starshift::engine::deltavee::fire::{
    asteroid_collision, asteroid_collision_of, choose, fire_options, fire_options_at, fires_left, geometry, line_clock,
    record_launch, reduction, resolve_fire, Body, FireAction, FireEvent, FireRecord, NoEffect, Reduction, Roll, Target,
};
use starshift::engine::deltavee::log::Pod;
use starshift::engine::deltavee::setup::setup;
use starshift::engine::deltavee::state::{Phase, Player, ShipId, State};
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

fn fire(
    st: &mut State,
    rec: &mut FireRecord,
    firer: ShipId,
    source: Source,
    f: Fire,
    target: Target,
    dice: &[u32],
) -> Vec<FireEvent> {
    let mut dice = Dice::scripted(dice);
    resolve_fire(st, rec, FireAction::Fire { firer, source, fire: f, target }, &mut dice).expect("legal fire")
}

fn pick(st: &mut State, rec: &mut FireRecord, part: Part) -> Vec<FireEvent> {
    resolve_fire(st, rec, FireAction::Choose { part }, &mut Dice::scripted(&[])).expect("offered part")
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
    let mut rec = FireRecord::default();
    let t = Target::Ship(1);
    // Two from the burster (the second is the extra fire), one from each pod, all missing on a 10.
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, t, &[10]);
    assert!(matches!(&ev[0], FireEvent::Declared { option } if !option.extra));
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, t, &[10]);
    assert!(matches!(&ev[0], FireEvent::Declared { option } if option.extra));
    assert_eq!(ev.last(), Some(&FireEvent::Missed));
    fire(&mut st, &mut rec, 0, Source::Pod(1), Fire::LaserBurst, t, &[10]);
    assert_eq!(fires_left(&rec, 0, &st.ships[0]), 1);
    fire(&mut st, &mut rec, 0, Source::Pod(2), Fire::LaserBurst, t, &[10]);
    assert_eq!(fires_left(&rec, 0, &st.ships[0]), 0);
    let again = FireAction::Fire { firer: 0, source: Source::Pod(1), fire: Fire::LaserBurst, target: t };
    assert_eq!(case(resolve_fire(&mut st, &mut rec, again, &mut Dice::scripted(&[10]))), "DeltaVee 8.1");
    assert!(fire_options(&st, &rec, 0).is_empty());
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
    assert_eq!(fires_left(&rec, 0, &st.ships[0]), 1);
    assert_eq!(record_launch(&st, &mut rec, 0, 1).expect_err("spent").case, "DeltaVee 8.1");
    let opts = fire_options(&st, &rec, 0);
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
    let opts = fire_options(&st, &rec, 0);
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
    let o = fire_options(&st, &rec, 0)
        .into_iter()
        .find(|o| o.target == Target::Ship(1) && o.source == Source::Burster && o.fire == Fire::LaserBurst)
        .expect("listed");
    assert_eq!(o.geometry.relative_velocity, 4);
    assert_eq!((o.program, o.modifier, o.modified_velocity, o.target_value), (Program::BattleComm(3), -6, 0, 3));
    // With the battle communications pod damaged, the heavy weapon pod's −4 equals the Sword's own.
    damage::hit(&mut st.ships[0], Part::Pod(3));
    damage::hit(&mut st.ships[0], Part::Pod(3));
    let o = fire_options(&st, &rec, 0).into_iter().find(|o| o.source == Source::Pod(1)).expect("listed");
    assert_eq!((o.program, o.modifier, o.target_value), (Program::Ship, -4, 3));
}

/// 8.7–8.8 on armor 2: a hit on the Dagger's bridge/engine row leaves the choice to the phasing player;
/// its engine goes V, D, X over three fires. Energy is spent per 8.2 (particle barrage 3, burst 1), and a
/// particle barrage at Target Value 1 hits automatically.
#[test]
fn armor_2_three_hits() {
    let mut st = first_shot();
    let mut rec = FireRecord::default();
    let t = Target::Ship(1);
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, t, &[6, 2]);
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
        FireEvent::ChoiceOpen { chooser: Player::One, parts: vec![Part::Bridge, Part::Engine], critical: false }
    );
    // While the choice is open nothing else may be done, and only an offered part may be chosen.
    let next = FireAction::Fire { firer: 0, source: Source::Pod(1), fire: Fire::LaserBurst, target: t };
    assert_eq!(case(resolve_fire(&mut st, &mut rec, next, &mut Dice::scripted(&[1, 2]))), "DeltaVee 8.8");
    let before = st.clone();
    assert_eq!(
        case(resolve_fire(&mut st, &mut rec, FireAction::Choose { part: Part::Pod(1) }, &mut Dice::scripted(&[]))),
        "DeltaVee 8.8"
    );
    assert_eq!(st, before);
    assert_eq!(
        pick(&mut st, &mut rec, Part::Engine),
        [FireEvent::Marked { ship: 1, craft: None, part: Part::Engine, from: Status::Intact, to: Status::Vulnerable }]
    );
    // A particle barrage at Target Value 1: "A", no Fire Results roll; only the Hit Table die is used.
    let ev = fire(&mut st, &mut rec, 0, Source::Pod(1), Fire::ParticleBarrage, t, &[2]);
    assert_eq!(ev[1], FireEvent::Expended { ship: 0, units: 3, blocks_expended: 0, track: 3 });
    assert_eq!(ev[2], FireEvent::AutomaticHit);
    assert!(matches!(ev[3], FireEvent::Rolled { face: 2, roll: Roll::HitTable { .. } }));
    assert!(matches!(pick(&mut st, &mut rec, Part::Engine)[0], FireEvent::Marked { to: Status::Damaged, .. }));
    let ev = fire(&mut st, &mut rec, 0, Source::Pod(2), Fire::ParticleBurst, t, &[9, 2]);
    assert_eq!(ev[1], FireEvent::Expended { ship: 0, units: 1, blocks_expended: 0, track: 4 });
    assert!(matches!(pick(&mut st, &mut rec, Part::Engine)[0], FireEvent::Marked { to: Status::Destroyed, .. }));
    assert_eq!(damage::ship_engine(&st.ships[1]), damage::Engine::NoManeuvers);
    // A miss: die above the Hit Chance.
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, t, &[7]);
    assert_eq!(ev.last(), Some(&FireEvent::Missed));
}

/// 8.8 on armor 0 and 1: the Corco Mu's hull (0) is destroyed by one hit, its pods (armor 1) damaged.
#[test]
fn armor_0_and_1() {
    let mut st = fire_phase("pirates", Player::Two);
    let (mu, flute) = (st.find(Player::One, 'B').unwrap(), st.find(Player::Two, 'A').unwrap());
    put(&mut st, mu, O, 9, 2);
    put(&mut st, flute, O.step(d(6), 2), 3, 0);
    let mut rec = FireRecord::default();
    let t = Target::Ship(mu);
    fire(&mut st, &mut rec, flute, Source::Burster, Fire::LaserBurst, t, &[1, 2]);
    assert!(matches!(
        pick(&mut st, &mut rec, Part::Bridge)[0],
        FireEvent::Marked { from: Status::Intact, to: Status::Destroyed, .. }
    ));
    assert_eq!(damage::ship_maneuver_rating(&st.ship(mu)), 1);
    // Row 4: pods 1 and 9, both aboard the Mu: the phasing player picks pod 9 (a standard cabin).
    fire(&mut st, &mut rec, flute, Source::Pod(1), Fire::LaserBurst, t, &[1, 4]);
    assert!(matches!(
        pick(&mut st, &mut rec, Part::Pod(9))[0],
        FireEvent::Marked { from: Status::Intact, to: Status::Damaged, .. }
    ));
}

/// 8.8 row 1: a critical hit lets the phasing player pick any part of the target.
#[test]
fn critical_hit() {
    let mut st = first_shot();
    let mut rec = FireRecord::default();
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, Target::Ship(1), &[1, 1]);
    let all = vec![Part::Bridge, Part::Engine, Part::ForceField, Part::Pod(1), Part::Pod(2)];
    assert_eq!(ev.last(), Some(&FireEvent::ChoiceOpen { chooser: Player::One, parts: all, critical: true }));
    assert!(matches!(
        pick(&mut st, &mut rec, Part::ForceField)[0],
        FireEvent::Marked { part: Part::ForceField, to: Status::Vulnerable, .. }
    ));
}

/// 8.8: neither part aboard is a glancing blow; only one aboard is hit without a choice.
#[test]
fn glancing_blow_and_single_part() {
    let mut st = fire_phase("showdown", Player::One);
    put(&mut st, 0, O, 3, 1);
    put(&mut st, 1, O.step(d(2), 1), 3, 1);
    let mut rec = FireRecord::default();
    let t = Target::Ship(1);
    // Row 3: force field or pod 8 — a Piccolo has neither.
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, t, &[1, 3]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::GlancingBlow }));
    // Row 4: pod 1 or pod 9 — only the hunter pod (armor 2).
    let ev = fire(&mut st, &mut rec, 0, Source::Pod(1), Fire::LaserBurst, t, &[1, 4]);
    assert_eq!(
        ev.last(),
        Some(&FireEvent::Marked {
            ship: 1,
            craft: None,
            part: Part::Pod(1),
            from: Status::Intact,
            to: Status::Vulnerable
        })
    );
    assert!(rec.pending.is_none());
}

/// 8.8: a critical hit on an unrevealed unit is no hit; on a revealed battlecraft, a choice of its bridge or
/// engine. Missiles: destroyed on 2, or on 1 if revealed; nothing else affects them.
#[test]
fn unrevealed_targets_and_missiles() {
    let mut st = first_shot();
    st.phase = Phase::Fire(Player::Two);
    let body = Body { at: O.step(d(1), 1), facing: c(12), velocity: 3 };
    let craft = |revealed| Target::Battlecraft { ship: 0, pod: 4, body, revealed };
    let mut rec = FireRecord::default();
    let ev = fire(&mut st, &mut rec, 1, Source::Burster, Fire::LaserBurst, craft(false), &[1, 1]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalOnUnrevealed }));
    let ev = fire(&mut st, &mut rec, 1, Source::Pod(1), Fire::LaserBurst, craft(true), &[1, 1]);
    assert_eq!(
        ev.last(),
        Some(&FireEvent::ChoiceOpen { chooser: Player::Two, parts: vec![Part::Bridge, Part::Engine], critical: true })
    );
    assert_eq!(
        pick(&mut st, &mut rec, Part::Engine),
        [FireEvent::Marked {
            ship: 0,
            craft: Some(4),
            part: Part::Engine,
            from: Status::Intact,
            to: Status::Vulnerable
        }]
    );
    assert_eq!(st.ships[0].damage.craft(4).engine, Status::Vulnerable);
    // Missiles (the Dagger's three fires: burster, heavy weapon pod, and no more).
    let missile = |revealed| Target::Missile { owner: Player::One, body, revealed };
    let mut rec = FireRecord::default();
    let ev = fire(&mut st, &mut rec, 2, Source::Burster, Fire::LaserBurst, missile(false), &[1, 1]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalOnUnrevealed }));
    let ev = fire(&mut st, &mut rec, 2, Source::Pod(1), Fire::LaserBurst, missile(false), &[1, 2]);
    assert_eq!(ev.last(), Some(&FireEvent::MissileDestroyed));
    let mut rec = FireRecord::default();
    st.ships[1].damage = Default::default();
    let ev = fire(&mut st, &mut rec, 1, Source::Burster, Fire::LaserBurst, missile(true), &[1, 1]);
    assert_eq!(ev.last(), Some(&FireEvent::MissileDestroyed));
    let ev = fire(&mut st, &mut rec, 1, Source::Pod(1), Fire::LaserBurst, missile(true), &[1, 7]);
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::MissileUnaffected }));
    // Options list them when given.
    let rec = FireRecord::default();
    let opts = fire_options_at(&st, &rec, 2, &[missile(false)]);
    // Ten hexes along the 12–6 row, 3 + 3 halved to 3, less 4: Target Value 10 — laser fire only.
    assert!(opts.iter().all(|o| o.target_value == 10));
    assert_eq!(opts.len(), 2 + 2, "burster and heavy weapon pod: laser burst and barrage");
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
    let opts = fire_options(&st, &rec, 0);
    let find =
        |t, f| opts.iter().find(|o| o.target == Target::Ship(t) && o.fire == f).map(|o| (o.target_value, o.chance));
    assert_eq!(find(1, Fire::LaserBurst), Some((6, Chance::AtMost(3))));
    assert_eq!(find(1, Fire::ParticleBurst), Some((6, Chance::AtMost(1))));
    assert_eq!(find(2, Fire::LaserBarrage), None);
    put(&mut st, 1, O.step(d(1), 18), 12, 3);
    let opts = fire_options(&st, &rec, 0);
    let find =
        |t, f| opts.iter().find(|o| o.target == Target::Ship(t) && o.fire == f).map(|o| (o.target_value, o.chance));
    // Range 9: particle burst "–", particle barrage 1, laser burst 2.
    assert_eq!(find(1, Fire::ParticleBurst), None);
    assert_eq!(find(1, Fire::ParticleBarrage), Some((9, Chance::AtMost(1))));
    let mut rec = FireRecord::default();
    let a = FireAction::Fire { firer: 0, source: Source::Pod(1), fire: Fire::ParticleBurst, target: Target::Ship(1) };
    assert_eq!(case(resolve_fire(&mut st, &mut rec, a, &mut Dice::scripted(&[1]))), "DeltaVee 8.7");
}

/// The refusals: out of phase, the wrong player's ship, a friendly target, a burster barrage from a Class 1
/// burster, a barrage from a damaged pod, a ship that has finished firing, energy short. None changes the
/// state.
#[test]
fn refusals() {
    let mut st = first_shot();
    let mut rec = FireRecord::default();
    let try_ = |st: &mut State, rec: &mut FireRecord, firer, source, fire, t| {
        let before = (st.clone(), rec.clone());
        let r = resolve_fire(
            st,
            rec,
            FireAction::Fire { firer, source, fire, target: Target::Ship(t) },
            &mut Dice::scripted(&[1, 5]),
        );
        assert_eq!((st.clone(), rec.clone()), before);
        case(r)
    };
    st.phase = Phase::Movement(Player::One);
    assert_eq!(try_(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, 1), "DeltaVee 3.0");
    st.phase = Phase::Fire(Player::One);
    assert_eq!(try_(&mut st, &mut rec, 1, Source::Burster, Fire::LaserBurst, 0), "DeltaVee 8.0");
    st.ships[2].player = Player::One;
    assert_eq!(try_(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, 2), "DeltaVee 8.0");
    st.ships[2].player = Player::Two;
    assert_eq!(try_(&mut st, &mut rec, 0, Source::Burster, Fire::ParticleBurst, 1), "DeltaVee 4.4");
    assert_eq!(try_(&mut st, &mut rec, 0, Source::Pod(3), Fire::LaserBurst, 1), "DeltaVee 8.1");
    damage::hit(&mut st.ships[0], Part::Pod(1));
    damage::hit(&mut st.ships[0], Part::Pod(1));
    assert_eq!(try_(&mut st, &mut rec, 0, Source::Pod(1), Fire::LaserBarrage, 1), "DeltaVee 8.9");
    let full = st.ships[0].log().energy_units;
    damage::expend_units(&mut st.ships[0], full - 2);
    assert_eq!(try_(&mut st, &mut rec, 0, Source::Pod(2), Fire::ParticleBarrage, 1), "DeltaVee 8.2");
    // 8.0: one ship's fires at a time — the Sword, Player 1's only ship, may go on; in Player 2's phase,
    // once Dagger B has fired, Dagger A may not come back.
    st.phase = Phase::Fire(Player::Two);
    put(&mut st, 2, O.step(d(4), 2), 12, 3);
    fire(&mut st, &mut rec, 1, Source::Burster, Fire::LaserBurst, Target::Ship(0), &[10]);
    fire(&mut st, &mut rec, 2, Source::Burster, Fire::LaserBurst, Target::Ship(0), &[10]);
    assert_eq!(try_(&mut st, &mut rec, 1, Source::Pod(1), Fire::LaserBurst, 0), "DeltaVee 8.0");
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
    let mut rec = FireRecord::default();
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, Target::Ship(1), &[1, 4]);
    assert_eq!(
        &ev[ev.len() - 2..],
        [
            FireEvent::Marked {
                ship: 1,
                craft: None,
                part: Part::Pod(1),
                from: Status::Damaged,
                to: Status::Destroyed
            },
            FireEvent::Destroyed { ship: 1, craft: None },
        ]
    );
    let a = FireAction::Fire { firer: 0, source: Source::Pod(1), fire: Fire::LaserBurst, target: Target::Ship(1) };
    assert_eq!(case(resolve_fire(&mut st, &mut rec, a, &mut Dice::scripted(&[1, 4]))), "DeltaVee 11.0");
    // The Dagger's energy pod (box 2, armor 2), hit twice before: row 5 (pod 2 or 10) destroys it.
    let mut st = first_shot();
    damage::hit(&mut st.ships[1], Part::Pod(2));
    damage::hit(&mut st.ships[1], Part::Pod(2));
    let mut rec = FireRecord::default();
    let ev = fire(&mut st, &mut rec, 0, Source::Burster, Fire::LaserBurst, Target::Ship(1), &[1, 5]);
    assert_eq!(ev.last(), Some(&FireEvent::EnergyRaised { ship: 1, expended: 144 }));
    assert_eq!((st.ships[1].blocks_expended, st.ships[1].track), (36, 0));
    // A heavy weapon pod newly damaged loses its missiles.
    let ev = fire(&mut st, &mut rec, 0, Source::Pod(1), Fire::LaserBurst, Target::Ship(1), &[1, 4]);
    assert!(matches!(ev.last(), Some(FireEvent::Marked { part: Part::Pod(1), to: Status::Vulnerable, .. })));
    let ev = fire(&mut st, &mut rec, 0, Source::Pod(2), Fire::LaserBurst, Target::Ship(1), &[1, 4]);
    assert_eq!(ev.last(), Some(&FireEvent::MissilesLost { ship: 1, pod: 1 }));
}

/// 6.6: a die above the velocity misses; otherwise the Hit Table as for fire, a critical hit doing
/// nothing, the choice of part going to the opponent.
#[test]
fn asteroid_collisions() {
    let mut st = setup("pirates", 1).expect("sets up");
    let mu = st.find(Player::One, 'B').unwrap();
    put(&mut st, mu, O, 9, 2);
    let (ev, p) = asteroid_collision(&mut st, mu, &mut Dice::scripted(&[3]));
    assert_eq!(ev, [FireEvent::Rolled { face: 3, roll: Roll::AsteroidCollision { velocity: 2 } }, FireEvent::Missed]);
    assert!(p.is_none());
    let (ev, _) = asteroid_collision(&mut st, mu, &mut Dice::scripted(&[2, 1]));
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids }));
    let (ev, p) = asteroid_collision(&mut st, mu, &mut Dice::scripted(&[1, 2]));
    let p = p.expect("bridge or engine: a choice");
    assert_eq!(
        ev.last(),
        Some(&FireEvent::ChoiceOpen { chooser: Player::Two, parts: vec![Part::Bridge, Part::Engine], critical: false })
    );
    assert_eq!(
        choose(&mut st, &p, Part::Engine).expect("offered"),
        [FireEvent::Marked { ship: mu, craft: None, part: Part::Engine, from: Status::Intact, to: Status::Destroyed }]
    );
}

/// 6.6 for a missile: the Hit Table's 1 is a critical hit, so no effect even on a revealed missile; a 2
/// destroys it.
#[test]
fn asteroid_collisions_of_missiles() {
    let mut st = setup("pirates", 1).expect("sets up");
    let m = Target::Missile { owner: Player::Two, body: Body { at: O, facing: c(3), velocity: 4 }, revealed: true };
    let (ev, _) = asteroid_collision_of(&mut st, m, &mut Dice::scripted(&[4, 1]));
    assert_eq!(ev.last(), Some(&FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids }));
    let (ev, _) = asteroid_collision_of(&mut st, m, &mut Dice::scripted(&[4, 2]));
    assert_eq!(ev.last(), Some(&FireEvent::MissileDestroyed));
}

/// 4.6, 7.4: force fields are a defence against missiles, not fire — Hit Table row 3 on the Sword (five
/// pods, so no pod 8) strikes the force field itself, with no choice and no protection.
#[test]
fn force_fields_do_not_stop_fire() {
    let mut st = first_shot();
    st.phase = Phase::Fire(Player::Two);
    let mut rec = FireRecord::default();
    let ev = fire(&mut st, &mut rec, 1, Source::Burster, Fire::LaserBurst, Target::Ship(0), &[1, 3]);
    assert_eq!(
        ev.last(),
        Some(&FireEvent::Marked {
            ship: 0,
            craft: None,
            part: Part::ForceField,
            from: Status::Intact,
            to: Status::Vulnerable
        })
    );
}
