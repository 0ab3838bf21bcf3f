//! DeltaVee 10.0: the Spacecraft Log filled out from a class and its pods, checked against the log example
//! (a Flute with heavy weapon, energy, battlecraft and standard jump pods, all armor Class 2).

use starshift::engine::deltavee::data::{Class, Missile, PodKind};
use starshift::engine::deltavee::log::{Log, Pod, Sheet};

fn flute_example() -> Log {
    let pods = [
        Pod::new(PodKind::HeavyWeapon, 2),
        Pod::new(PodKind::Energy, 2),
        Pod::battlecraft(Class::Terwillicker5000, 2),
        Pod::new(PodKind::StandardJump, 2),
    ];
    Log::new(Class::Flute, &pods, Sheet::Nr1).expect("the example fills out")
}

#[test]
fn flute_example_compartments() {
    let log = flute_example();
    // Pod box 5 is crossed out; the four pods fill boxes 1–4 with their armor.
    assert_eq!(log.pod_boxes.len(), 5);
    let crossed: Vec<u8> = log.pod_boxes.iter().filter(|b| b.crossed_out).map(|b| b.number).collect();
    assert_eq!(crossed, [5]);
    let kinds: Vec<PodKind> = log.pods().map(|p| p.kind).collect();
    assert_eq!(kinds, [PodKind::HeavyWeapon, PodKind::Energy, PodKind::Battlecraft, PodKind::StandardJump]);
    assert!(log.pods().all(|p| p.armor == 2));
    // Bridge, engine and force field carry the Flute's armor, 2; the Flute has a force field (no X).
    assert_eq!((log.bridge_armor, log.engine_armor, log.force_field_armor), (2, 2, Some(2)));
}

#[test]
fn flute_example_missile_sections() {
    let log = flute_example();
    // Crossed out: four unguided boxes, two guided lines, two intelligent lines, one MIMS line.
    let crossed: Vec<u8> = Missile::ALL.iter().map(|&m| log.section(m).crossed_lines()).collect();
    assert_eq!(crossed, [4, 2, 2, 1]);
    let lines: Vec<u8> = Missile::ALL.iter().map(|&m| log.section(m).lines()).collect();
    assert_eq!(lines, [6, 5, 3, 1]);
    // The heavy weapon pod is Civ 7: guided 9, intelligent 7, MIMS 6 Energy Units each.
    assert!(log.missiles.iter().flat_map(|s| &s.stock).all(|s| s.civ == 7 && s.pod == 1));
    assert_eq!(log.section(Missile::Guided).energy_units(), Some(9));
    assert_eq!(log.section(Missile::Intelligent).energy_units(), Some(7));
    assert_eq!(log.section(Missile::Mims).energy_units(), Some(6));
    assert_eq!(log.section(Missile::Unguided).energy_units(), Some(0));
    // The rightmost boxes crossed out (reconstructed sheet: 10, 9 and 7 boxes a line).
    assert_eq!(log.section(Missile::Guided).crossed_boxes(), Some(1));
    assert_eq!(log.section(Missile::Intelligent).crossed_boxes(), Some(2));
    assert_eq!(log.section(Missile::Mims).crossed_boxes(), Some(1));
    // Which need preparing: the chart's asterisks for a heavy weapon pod.
    let prepare: Vec<bool> = Missile::ALL.iter().map(|&m| log.section(m).stock[0].prepare).collect();
    assert_eq!(prepare, [false, true, true, true]);
}

#[test]
fn flute_example_energy_and_battlecraft() {
    let log = flute_example();
    // (66 + 144) / 6 = 35 Energy Blocks; the track keeps 0–6 and crosses out 7 and 8.
    assert_eq!(log.energy_units, 210);
    assert_eq!(log.energy_blocks, 35);
    assert_eq!(log.burn_rate, 6);
    assert_eq!(log.track_crossed, [7, 8]);
    // The Terwillicker-5000's bridge and engine: its armor, 1; it starts with 15 Energy Units.
    assert_eq!(log.battlecraft.len(), 1);
    let bc = log.battlecraft[0];
    assert_eq!(
        (bc.pod, bc.class, bc.bridge_armor, bc.engine_armor, bc.energy_units),
        (3, Class::Terwillicker5000, 1, 1, 15)
    );
}

#[test]
fn energy_blocks_for_other_hulls() {
    let blocks = |class, pods: &[Pod], sheet| Log::new(class, pods, sheet).expect("fits").energy_blocks;
    assert_eq!(blocks(Class::Piccolo, &[Pod::new(PodKind::Hunter, 0)], Sheet::Nr1), 10);
    let dagger = [Pod::new(PodKind::HeavyWeapon, 2), Pod::new(PodKind::Energy, 2)];
    assert_eq!(blocks(Class::Dagger, &dagger, Sheet::Nr1), 48);
    assert_eq!(blocks(Class::CorcoMu, &[Pod::new(PodKind::Energy, 1)], Sheet::Nr2), 20);
    // A hull without a force field gets an X in its Status box; an unarmored one notes 0.
    let gamma = Log::new(Class::CorcoGamma, &[Pod::new(PodKind::Crew, 0)], Sheet::Nr1).expect("fits");
    assert_eq!((gamma.force_field_armor, gamma.bridge_armor), (None, 0));
    assert_eq!(gamma.track_crossed, [7, 8]);
    assert_eq!(gamma.pod_boxes.iter().filter(|b| b.crossed_out).count(), 2);
}

#[test]
fn pod_armor_and_civ_rules() {
    // The chart fixes weapon pods' armor; others take the scenario's.
    assert_eq!(Pod::new(PodKind::LightWeapon, 2).armor, 1);
    assert_eq!(Pod::new(PodKind::HeavyWeapon, 0).armor, 2);
    assert_eq!(Pod::new(PodKind::BufferedCargo, 0).armor, 0);
    assert_eq!(Pod::new(PodKind::Energy, 1).armor, 1);
    // A hunter pod (Civ 8) on a Piccolo (Civ 7) works at Civ 7: its intelligent missile has 7 Energy Units.
    let log = Log::new(Class::Piccolo, &[Pod::new(PodKind::Hunter, 0)], Sheet::Nr1).expect("fits");
    assert_eq!(log.section(Missile::Intelligent).stock[0].civ, 7);
    assert_eq!(log.section(Missile::Intelligent).energy_units(), Some(7));
    assert_eq!(log.section(Missile::Unguided).lines(), 2);
    // Missiles the scenario removes leave their lines crossed out.
    let light = Pod::new(PodKind::LightWeapon, 1).without(Missile::Guided);
    let log = Log::new(Class::CorcoGamma, &[light], Sheet::Nr1).expect("fits");
    assert_eq!(log.section(Missile::Guided).lines(), 0);
    assert_eq!(log.section(Missile::Guided).crossed_lines(), 7);
    assert_eq!(log.section(Missile::Guided).energy_units(), None);
    // Two pods of different Civ Levels: per-pod Energy Units, no single figure for the section.
    let pods = [Pod::new(PodKind::LightWeapon, 1), Pod::new(PodKind::HeavyWeapon, 2)];
    let log = Log::new(Class::Clarinet, &pods, Sheet::Nr2).expect("fits");
    let eu: Vec<u8> = log.section(Missile::Guided).stock.iter().map(|s| s.energy_units).collect();
    assert_eq!(eu, [7, 9]);
    assert_eq!(log.section(Missile::Guided).energy_units(), None);
}

#[test]
fn logs_that_cannot_be_filled_out() {
    assert!(Log::new(Class::TerwillickerX, &[], Sheet::Nr1).is_err(), "a battlecraft has no log of its own");
    let five = [Pod::new(PodKind::Crew, 0); 5];
    assert!(Log::new(Class::Flute, &five, Sheet::Nr1).is_err(), "a Flute holds four pods");
    // Six pods do not fit the five boxes of Nr.1; a burn rate of 12 does not fit its track.
    assert!(Log::new(Class::CorcoZeta, &[], Sheet::Nr1).is_err());
    assert!(Log::new(Class::Spear, &[], Sheet::Nr1).is_err());
    // Two arsenal pods' 16 unguided missiles overflow Nr.1's ten boxes but fit Nr.2.
    let arsenals = [Pod::new(PodKind::Arsenal, 2); 2];
    assert!(Log::new(Class::Sword, &arsenals, Sheet::Nr1).is_err());
    assert!(Log::new(Class::Sword, &arsenals, Sheet::Nr2).is_ok());
}

/// 5.8's note: a non-streamlined hull may carry two energy pods for one point of pod capacity: one pod box
/// holding 288 Energy Units. A Sword (non-streamlined, capacity 78, burn 6) with its five pods and the
/// pair in its energy pod's box: 78 + 288 = 366 Energy Units, 61 Energy Blocks. A streamlined Piccolo may
/// not, and no other pods may pair.
#[test]
fn two_energy_pods_in_one_place() {
    let h = |k| Pod::new(k, 2);
    let mut pods = vec![
        h(PodKind::HeavyWeapon),
        h(PodKind::HeavyWeapon),
        h(PodKind::BattleComm),
        h(PodKind::Crew),
        h(PodKind::Energy),
    ];
    let one = Log::new(Class::Sword, &pods, Sheet::Nr2).expect("fits");
    assert_eq!((one.energy_units, one.energy_blocks), (222, 37));
    pods[4] = Pod::energy_pair(2);
    let two = Log::new(Class::Sword, &pods, Sheet::Nr2).expect("two energy pods in one place fit");
    assert_eq!((two.energy_units, two.energy_blocks), (366, 61));
    assert_eq!(two.pods().count(), 5, "still five pod places");
    assert_eq!(two.pods().map(|p| p.name()).last(), Some("two energy"));
    let err = Log::new(Class::Piccolo, &[Pod::energy_pair(2)], Sheet::Nr1).unwrap_err();
    assert!(err.contains("streamlined") && err.contains("5.8"), "{err}");
    let hunter_pair = Pod { pair: true, ..Pod::new(PodKind::Hunter, 2) };
    let err = Log::new(Class::Sword, &[hunter_pair], Sheet::Nr2).unwrap_err();
    assert!(err.contains("only energy pods") && err.contains("5.8"), "{err}");
}
