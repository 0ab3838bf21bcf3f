//! DeltaVee's charts and tables against the text: cells spot-checked, and the facts the cases state about
//! the charts (4.5, 4.6, 5.2, the 8.4 example, the 10.0 log example).

use starshift::engine::deltavee::data::*;

#[test]
fn spacecraft_attribute_chart() {
    assert_eq!(SPACECRAFT.len(), 14);
    for (i, row) in SPACECRAFT.iter().enumerate() {
        assert_eq!(row.class as usize, i, "{}", row.name);
        assert_eq!(Class::ALL[i].stats(), row);
    }
    let flute = Class::Flute.stats();
    assert_eq!(
        (flute.pods, flute.velocity_rating, flute.maneuver_rating, flute.energy_capacity, flute.burn_rate),
        (4, 3, 6, 66, 6)
    );
    assert!(flute.streamlined);
    assert_eq!((flute.burster, flute.armor, flute.force_field, flute.civ, flute.target_program), (1, 2, 1, 8, -4));
    assert_eq!((flute.availability, flute.crew, flute.passengers, flute.cargo_tenths), (Availability::R, 3, 12, 30));
    assert_eq!((flute.performance, flute.repair_hours, flute.cost), (20, 24, 20700));
    let mu = Class::CorcoMu.stats();
    assert_eq!(
        (mu.pods, mu.energy_capacity, mu.burn_rate, mu.civ, mu.cargo_tenths, mu.cost),
        (12, 176, 16, 7, 150, 14500)
    );
    let tx = Class::TerwillickerX.stats();
    assert!(tx.battlecraft);
    assert_eq!(
        (tx.velocity_rating, tx.maneuver_rating, tx.energy_capacity, tx.cargo_tenths, tx.performance),
        (3, 9, 15, 1, 25)
    );
    let zeta = Class::CorcoZeta.stats();
    assert_eq!((zeta.civ, zeta.target_program, zeta.performance), (6, 0, -20));
    assert!(!Class::CorcoOmega.stats().streamlined);
    assert_eq!(Class::Piccolo.stats().target_program, -2);
    assert_eq!(Class::Spear.name(), "Spear");
    // 4.1: a Sword changes velocity by up to three, a Spear by one.
    assert_eq!((Class::Sword.stats().velocity_rating, Class::Spear.stats().velocity_rating), (3, 1));
    // 10.3: a Flute's Energy Block is six Energy Units.
    assert_eq!(Class::Flute.stats().burn_rate, 6);
}

/// 4.0: twelve classes (the two Terwillickers are battlecraft without pods); 4.5: nine armored, three not;
/// 4.6: five with a force field, seven without; 4.7: Civ Levels 6–8.
#[test]
fn spacecraft_chart_agrees_with_the_cases() {
    let twelve: Vec<&ClassStats> =
        SPACECRAFT.iter().filter(|r| !matches!(r.class, Class::Lander | Class::CorcoOmega)).collect();
    assert_eq!(twelve.len(), 12);
    assert_eq!(twelve.iter().filter(|r| r.armor > 0).count(), 9);
    assert_eq!(twelve.iter().filter(|r| r.force_field > 0).count(), 5);
    assert!(SPACECRAFT.iter().all(|r| (6..=8).contains(&r.civ)));
    assert!(SPACECRAFT.iter().filter(|r| r.battlecraft).all(|r| r.pods == 0));
    assert!(SPACECRAFT.iter().filter(|r| !r.battlecraft).all(|r| (1..=12).contains(&r.pods)));
    // Every spaceship's capacity, with or without an energy pod, is a whole number of Energy Blocks.
    for r in SPACECRAFT.iter().filter(|r| !r.battlecraft) {
        assert_eq!(r.energy_capacity % r.burn_rate as u16, 0, "{}", r.name);
        assert_eq!(ENERGY_POD_UNITS % r.burn_rate as u16, 0, "{}", r.name);
    }
}

#[test]
fn pod_attribute_chart() {
    let heavy = pod_stats(PodKind::HeavyWeapon);
    assert_eq!(heavy.missiles, [6, 5, 3, 1]);
    assert_eq!(heavy.prepare, [false, true, true, true]);
    assert_eq!((heavy.battle_commands, heavy.civ, heavy.target_program, heavy.fires), (1, Some(7), Some(-4), 1));
    assert_eq!(heavy.armor, PodArmor::Fixed(2));
    let light = pod_stats(PodKind::LightWeapon);
    assert_eq!((light.missiles, light.prepare), ([5, 3, 0, 0], [true, true, false, false]));
    assert_eq!((light.civ, light.target_program, light.armor), (Some(6), Some(-2), PodArmor::Fixed(1)));
    let arsenal = pod_stats(PodKind::Arsenal);
    assert_eq!((arsenal.missiles, arsenal.prepare), ([8, 7, 5, 2], [false, false, true, true]));
    assert_eq!(arsenal.fires, 2);
    let hunter = pod_stats(PodKind::Hunter);
    assert_eq!((hunter.missiles, hunter.jump, hunter.special, hunter.civ), ([2, 0, 1, 0], true, true, Some(8)));
    let comm = pod_stats(PodKind::BattleComm);
    assert_eq!((comm.weapons, comm.battle_commands, comm.target_program, comm.fires), (false, 2, Some(-6), 1));
    assert_eq!(pod_stats(PodKind::TractorBeam7).civ, Some(7));
    assert_eq!(pod_stats(PodKind::TractorBeam8).civ, Some(8));
    assert_eq!(pod_stats(PodKind::AugmentedJump), PodStats { civ: Some(8), ..pod_stats(PodKind::StandardJump) });
    let energy = pod_stats(PodKind::Energy);
    assert_eq!((energy.civ, energy.special, energy.armor, energy.jump), (Some(7), true, PodArmor::Scenario, false));
    let cargo = pod_stats(PodKind::BufferedCargo);
    assert_eq!((cargo.civ, cargo.special, cargo.fires, cargo.armor), (None, false, 0, PodArmor::Scenario));
    // 5.1: only the four weapon pods fire or carry missiles; 5.2: light, heavy, arsenal give one Battle
    // Command each, battle communications two.
    for kind in [PodKind::Hunter, PodKind::LightWeapon, PodKind::HeavyWeapon, PodKind::Arsenal] {
        assert!(kind.stats().weapons && kind.carries_missiles(), "{}", kind.name());
    }
    assert!(!PodKind::BattleComm.carries_missiles() && !PodKind::Energy.stats().weapons);
    let commands: Vec<u8> =
        [PodKind::Hunter, PodKind::LightWeapon, PodKind::HeavyWeapon, PodKind::Arsenal, PodKind::BattleComm]
            .map(|k| k.stats().battle_commands)
            .to_vec();
    assert_eq!(commands, [0, 1, 1, 1, 2]);
    // 5.3: a pod's Civ Level drops by one on a lower-Civ hull.
    assert_eq!(pod_civ(PodKind::Hunter, 7), Some(7));
    assert_eq!(pod_civ(PodKind::Arsenal, 6), Some(7));
    assert_eq!(pod_civ(PodKind::HeavyWeapon, 8), Some(7));
    assert_eq!(pod_civ(PodKind::Crew, 8), None);
}

/// 9.5 as corrected: the middle group is the intelligent missile. The 10.0 example's Civ 7 heavy weapon
/// pod gives guided 9, intelligent 7 and MIMS 6 Energy Units.
#[test]
fn missile_chart() {
    let eu = |m, civ| missile_stats(m, civ).map(|r| r.energy_units);
    assert_eq!(
        (eu(Missile::Guided, 7), eu(Missile::Intelligent, 7), eu(Missile::Mims, 7)),
        (Some(9), Some(7), Some(6))
    );
    let g6 = missile_stats(Missile::Guided, 6).expect("row");
    assert_eq!((g6.velocity_rating, g6.maneuver_rating, g6.energy_units), (1, 5, 7));
    let g8 = missile_stats(Missile::Guided, 8).expect("row");
    assert_eq!((g8.velocity_rating, g8.maneuver_rating, g8.energy_units), (2, 6, 10));
    let i6 = missile_stats(Missile::Intelligent, 6).expect("row");
    assert_eq!((i6.velocity_rating, i6.maneuver_rating, i6.energy_units), (2, 5, 6));
    let i8 = missile_stats(Missile::Intelligent, 8).expect("row");
    assert_eq!((i8.velocity_rating, i8.maneuver_rating, i8.energy_units), (2, 7, 9));
    let m8 = missile_stats(Missile::Mims, 8).expect("row");
    assert_eq!((m8.velocity_rating, m8.maneuver_rating, m8.energy_units), (2, 7, 7));
    assert_eq!(missile_stats(Missile::Unguided, 7), None);
    // No Civ 6 MIMS is printed: the lowest row stands in.
    assert_eq!(missile_stats(Missile::Mims, 6).map(|r| r.civ), Some(7));
    assert_eq!(MISSILE_CHART.iter().filter(|r| r.missile == Missile::Unguided).count(), 0);
}

#[test]
fn fire_results_table() {
    use Chance::*;
    assert_eq!(hit_chance(Fire::LaserBurst, 0), AtMost(7));
    assert_eq!(hit_chance(Fire::LaserBurst, 11), AtMost(1));
    assert_eq!(hit_chance(Fire::LaserBurst, 12), Impossible);
    assert_eq!(hit_chance(Fire::LaserBarrage, 3), AtMost(7));
    assert_eq!(hit_chance(Fire::LaserBarrage, 14), AtMost(1));
    assert_eq!(hit_chance(Fire::ParticleBurst, 0), Auto);
    assert_eq!(hit_chance(Fire::ParticleBurst, 1), AtMost(9));
    assert_eq!(hit_chance(Fire::ParticleBurst, 7), AtMost(1));
    assert_eq!(hit_chance(Fire::ParticleBurst, 8), Impossible);
    assert_eq!(hit_chance(Fire::ParticleBarrage, 1), Auto);
    assert_eq!(hit_chance(Fire::ParticleBarrage, 5), AtMost(7));
    assert_eq!(hit_chance(Fire::ParticleBarrage, 9), AtMost(1));
    assert_eq!(hit_chance(Fire::ParticleBarrage, 10), Impossible);
    for fire in Fire::ALL {
        assert_eq!(hit_chance(fire, 15), Impossible, "above 14 nothing hits");
        assert_eq!(hit_chance(fire, 1000), Impossible);
    }
    let costs: Vec<u8> = Fire::ALL.iter().map(|f| f.energy_units()).collect();
    assert_eq!(costs, [0, 2, 1, 3]);
    // Every Target Value 0–14 falls in exactly one column.
    for tv in 0..=14u32 {
        assert_eq!(TARGET_VALUE_COLUMNS.iter().filter(|&&(lo, hi)| (lo..=hi).contains(&tv)).count(), 1);
    }
}

#[test]
fn hit_table() {
    assert_eq!(hit_result(1), HitResult::Critical);
    assert_eq!(hit_result(2), HitResult::Either(Part::Bridge, Part::Engine));
    assert_eq!(hit_result(3), HitResult::Either(Part::ForceField, Part::Pod(8)));
    assert_eq!(hit_result(4), HitResult::Either(Part::Pod(1), Part::Pod(9)));
    assert_eq!(hit_result(10), HitResult::Either(Part::Pod(7), Part::Pod(15)));
    // Pods 1–15 each appear once.
    let mut pods: Vec<u8> = HIT_TABLE
        .iter()
        .flat_map(|r| match r {
            HitResult::Either(a, b) => vec![*a, *b],
            HitResult::Critical => vec![],
        })
        .filter_map(|p| if let Part::Pod(n) = p { Some(n) } else { None })
        .collect();
    pods.sort();
    assert_eq!(pods, (1..=15).collect::<Vec<_>>());
}

#[test]
fn missile_interception_table() {
    use Chance::*;
    assert_eq!(interception_chance(6, 0), AtMost(8));
    assert_eq!(interception_chance(6, 2), AtMost(6));
    assert_eq!(interception_chance(6, 11), AtMost(1));
    assert_eq!(interception_chance(7, 4), AtMost(5));
    assert_eq!(interception_chance(7, 7), AtMost(3));
    assert_eq!(interception_chance(7, 10), AtMost(2));
    assert_eq!(interception_chance(8, 0), Auto);
    assert_eq!(interception_chance(8, 1), AtMost(8));
    assert_eq!(interception_chance(8, 5), AtMost(4));
    assert_eq!(interception_chance(8, 8), AtMost(3));
    assert_eq!(interception_chance(8, 13), AtMost(2));
    assert_eq!(interception_chance(8, 99), AtMost(2));
}

#[test]
fn relative_velocity_chart() {
    // The 8.4 example: velocities 4 and 3 on the chart give 5.
    assert_eq!(chart_relative_velocity(4, 3), 5);
    assert_eq!(chart_relative_velocity(0, 0), 0);
    assert_eq!(chart_relative_velocity(1, 0), 1);
    assert_eq!(chart_relative_velocity(1, 1), 1);
    assert_eq!(chart_relative_velocity(9, 9), 13);
    assert_eq!(chart_relative_velocity(9, 0), 9);
    assert_eq!(chart_relative_velocity(8, 2), 8);
    assert_eq!(chart_relative_velocity(6, 5), 8);
    assert_eq!(chart_relative_velocity(9, 6), 11);
    assert_eq!(chart_relative_velocity(8, 4), 9);
    // The printed chart is symmetric.
    for (a, row) in RELATIVE_VELOCITY.iter().enumerate() {
        for (b, cell) in row.iter().enumerate() {
            assert_eq!(*cell, RELATIVE_VELOCITY[b][a], "{a} {b}");
        }
    }
    // Never less than the larger velocity, never more than the sum (it lies between 8.4's statements).
    for f in 0..=9u8 {
        for t in 0..=9u8 {
            let v = chart_relative_velocity(f, t);
            assert!(v >= f.max(t) && v <= (f + t).max(1), "{f} {t}");
        }
    }
}

#[test]
fn energy_expenditure_summary() {
    assert_eq!(ENERGY_SUMMARY.len(), 13);
    assert_eq!(
        energy_cost(Expense::ManeuverBeyondOne),
        (Cost::Blocks { spaceship: 1, battlecraft_units: Some(1) }, Per::CommandPhase)
    );
    assert_eq!(energy_cost(Expense::MissileManeuver), (Cost::Units(1), Per::ManeuverCommand));
    assert_eq!(energy_cost(Expense::TractorBeam), (Cost::TwiceTargetBurnRate, Per::ManeuverCommand));
    assert_eq!(energy_cost(Expense::ReplenishBattlecraft).0, Cost::UpTo(15));
    assert_eq!(energy_cost(Expense::ManeuverDocked).0, Cost::SumOfBurnRates);
    assert_eq!(energy_cost(Expense::EnergyPodDamaged), (Cost::Units(10), Per::CommandPhase));
    assert_eq!(energy_cost(Expense::EnergyPodDestroyed).0, Cost::RaiseExpendedTo(144));
    assert_eq!(energy_cost(Expense::EngineDamaged).1, Per::ManeuverCommand);
    // The fire lines agree with 8.2 and the Fire Results Table.
    for (e, f) in [
        (Expense::ParticleBurst, Fire::ParticleBurst),
        (Expense::LaserBarrage, Fire::LaserBarrage),
        (Expense::ParticleBarrage, Fire::ParticleBarrage),
    ] {
        assert_eq!(energy_cost(e), (Cost::Units(f.energy_units()), Per::Fire));
    }
}
