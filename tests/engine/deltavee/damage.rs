//! DeltaVee 8.8–8.9, 10.1, 11.0: the damage model — Status boxes by armor, and what damage does to a ship.

use starshift::engine::deltavee::damage::{
    self, battle_commands, battle_commands_lost, extra_fires, fires, force_field_class, hit, hit_craft,
    may_activate_at_interception, ship_engine, ship_maneuver_rating, target_program, total_fires, Engine, Program,
    Source, Status,
};
use starshift::engine::deltavee::data::{Fire, Part, PodKind};
use starshift::engine::deltavee::setup::setup;
use starshift::engine::deltavee::state::{Player, Ship};

/// Scenario 2's ships: the Sword (2 heavy weapon, battle comm, battlecraft with a Terwillicker-X, energy;
/// all armor 2) and a Dagger (heavy weapon, energy).
fn sword() -> Ship {
    let st = setup("first-shot", 1).expect("sets up");
    st.ship(st.find(Player::One, 'A').expect("Sword")).clone()
}
fn dagger() -> Ship {
    let st = setup("first-shot", 1).expect("sets up");
    st.ship(st.find(Player::Two, 'A').expect("Dagger")).clone()
}
/// Scenario 1's Piccolo (armor 1, one hunter pod with its chart armor 2).
fn piccolo() -> Ship {
    let st = setup("showdown", 1).expect("sets up");
    st.ship(0).clone()
}

fn hits(ship: &mut Ship, part: Part, n: usize) -> Vec<Status> {
    (0..n).map(|_| hit(ship, part).expect("has the part").to).collect()
}

/// 8.8: armor 0 is destroyed by the first hit, armor 1 damaged then destroyed, armor 2 made vulnerable,
/// damaged, then destroyed; a destroyed part takes no further effect.
#[test]
fn status_by_armor() {
    use Status::*;
    let run = |armor| {
        let mut s = Intact;
        (0..4)
            .map(|_| {
                s = s.hit(armor);
                s
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(run(0), [Destroyed, Destroyed, Destroyed, Destroyed]);
    assert_eq!(run(1), [Damaged, Destroyed, Destroyed, Destroyed]);
    assert_eq!(run(2), [Vulnerable, Damaged, Destroyed, Destroyed]);
    assert_eq!([Intact, Vulnerable, Damaged, Destroyed].map(Status::mark), ["", "V", "D", "X"]);
}

/// 8.8: bridge, engine and force field take the hull's armor, pods their own (the Corco Mu: hull 0, its
/// pods armor 1 by scenario 4).
#[test]
fn parts_take_hull_or_pod_armor() {
    let st = setup("pirates", 1).expect("sets up");
    let mut mu = st.ship(st.find(Player::One, 'B').expect("Mu")).clone();
    assert_eq!(hits(&mut mu, Part::Bridge, 1), [Status::Destroyed]);
    assert_eq!(hits(&mut mu, Part::Pod(12), 2), [Status::Damaged, Status::Destroyed]);
    // No force field on a Mu, no 13th pod: the Hit Table finds nothing there.
    assert_eq!(hit(&mut mu, Part::ForceField), None);
    assert_eq!(hit(&mut mu, Part::Pod(13)), None);
    let mut p = piccolo();
    assert_eq!(hits(&mut p, Part::Engine, 2), [Status::Damaged, Status::Destroyed]);
    assert_eq!(hits(&mut p, Part::Pod(1), 3), [Status::Vulnerable, Status::Damaged, Status::Destroyed]);
}

/// 8.9 bridge: damaged −2 Maneuver Rating and no Weave; destroyed rating 1. Vulnerable changes nothing.
#[test]
fn bridge_damage() {
    let mut s = sword();
    assert_eq!(ship_maneuver_rating(&s), 8);
    hit(&mut s, Part::Bridge);
    assert_eq!((s.damage.bridge, ship_maneuver_rating(&s)), (Status::Vulnerable, 8));
    assert!(damage::may_weave(s.damage.bridge));
    hit(&mut s, Part::Bridge);
    assert_eq!((s.damage.bridge, ship_maneuver_rating(&s)), (Status::Damaged, 6));
    assert!(!damage::may_weave(s.damage.bridge));
    hit(&mut s, Part::Bridge);
    assert_eq!((s.damage.bridge, ship_maneuver_rating(&s)), (Status::Destroyed, 1));
}

/// 8.9 engine: damaged, an Energy Block per Maneuver Command; destroyed, no Maneuver Commands.
#[test]
fn engine_damage() {
    let mut p = piccolo();
    assert_eq!(ship_engine(&p), Engine::Working);
    hit(&mut p, Part::Engine);
    assert_eq!(ship_engine(&p), Engine::BlockPerCommand);
    hit(&mut p, Part::Engine);
    assert_eq!(ship_engine(&p), Engine::NoManeuvers);
}

/// 8.9 force fields: a damaged Class 2 works as Class 1 and may not be switched on at interception; a
/// damaged Class 1 and any destroyed field do not work.
#[test]
fn force_field_damage() {
    let mut s = sword();
    assert_eq!((force_field_class(&s), may_activate_at_interception(&s)), (2, true));
    hits(&mut s, Part::ForceField, 2);
    assert_eq!((force_field_class(&s), may_activate_at_interception(&s)), (1, false));
    hit(&mut s, Part::ForceField);
    assert_eq!(force_field_class(&s), 0);
    let mut d = dagger();
    assert_eq!(force_field_class(&d), 1);
    hit(&mut d, Part::ForceField);
    assert_eq!(force_field_class(&d), 1, "vulnerable: still works");
    hit(&mut d, Part::ForceField);
    assert_eq!(force_field_class(&d), 0);
    assert_eq!(force_field_class(&piccolo()), 0);
}

/// 8.1 and 5.2 on the Sword (burster Class 2, two heavy weapon pods, a battle communications pod): four
/// fires and four Battle Commands; 8.9 battle communications pod damaged: one Battle Command, no extra fire,
/// no −6.
#[test]
fn battle_comm_damage() {
    let mut s = sword();
    let f = fires(&s);
    assert_eq!(
        f.iter().map(|a| (a.source, a.fires)).collect::<Vec<_>>(),
        [(Source::Burster, 1), (Source::Pod(1), 1), (Source::Pod(2), 1)]
    );
    assert_eq!(f[0].types, [Fire::LaserBurst, Fire::LaserBarrage]);
    assert_eq!(f[1].types, Fire::ALL);
    assert_eq!((extra_fires(&s), total_fires(&s)), (1, 4));
    assert_eq!((battle_commands(&s), battle_commands_lost(&s)), (4, 0));
    assert_eq!(target_program(&s, Source::Burster), (Program::BattleComm(3), -6));
    assert_eq!(damage::active_search_range(&s), 10);
    hits(&mut s, Part::Pod(3), 2);
    assert_eq!((extra_fires(&s), total_fires(&s)), (0, 3));
    assert_eq!((battle_commands(&s), battle_commands_lost(&s)), (3, 1));
    assert_eq!(target_program(&s, Source::Burster), (Program::Ship, -4));
    assert_eq!(damage::active_search_range(&s), 6);
    hit(&mut s, Part::Pod(3));
    assert_eq!((battle_commands(&s), battle_commands_lost(&s)), (2, 2));
}

/// 8.9 weapon pods: damaged, bursts only and its missiles lost (an arsenal pod one fire instead of two);
/// destroyed, gone — fires and Battle Command with it.
#[test]
fn weapon_pod_damage() {
    let st = setup("tau-ceti", 1).expect("sets up");
    let mut s = st.ship(st.find(Player::Two, 'A').expect("Sword")).clone();
    assert_eq!(s.pods[0].kind, PodKind::Arsenal);
    assert_eq!(total_fires(&s), 1 + 2 + 2 + 1);
    assert!(!damage::missiles_lost(&s, 1));
    hits(&mut s, Part::Pod(1), 2);
    let f = fires(&s);
    assert_eq!((f[1].source, f[1].fires), (Source::Pod(1), 1));
    assert_eq!(f[1].types, [Fire::LaserBurst, Fire::ParticleBurst]);
    assert!(damage::missiles_lost(&s, 1) && !damage::controls_guided(&s, 1));
    assert_eq!(battle_commands(&s), 1 + 1 + 2, "a damaged arsenal pod keeps its Battle Command");
    hit(&mut s, Part::Pod(1));
    assert!(fires(&s).iter().all(|a| a.source != Source::Pod(1)));
    assert_eq!((total_fires(&s), battle_commands(&s)), (1 + 2 + 1, 3));
    // The hunter pod's jump engine (5.6) goes with damage.
    let mut p = piccolo();
    assert!(damage::jump_pod_works(&p, 1));
    hits(&mut p, Part::Pod(1), 2);
    assert!(!damage::jump_pod_works(&p, 1));
    assert!(damage::working_pods(&p).contains(&1), "a damaged hunter pod still fires bursts");
}

/// 8.9 energy pod: damaged, 10 Energy Units each Command Phase up to 144 in all; destroyed, the Energy
/// Units expended rise to 144 at once (on the track and Energy Blocks of 10.3).
#[test]
fn energy_pod_damage() {
    let mut s = sword();
    assert_eq!(s.pods[4].kind, PodKind::Energy);
    assert_eq!(damage::energy_pod_drain(&s), 0);
    hits(&mut s, Part::Pod(5), 2);
    assert_eq!(damage::energy_pod_drain(&s), 10);
    damage::expend_units(&mut s, 139);
    assert_eq!((s.blocks_expended, s.track), (23, 1), "139 = 23 blocks of 6, and 1");
    assert_eq!(damage::energy_pod_drain(&s), 5);
    let mut s = sword();
    damage::expend_units(&mut s, 4);
    hits(&mut s, Part::Pod(5), 3);
    assert!(damage::energy_pod_lost(&s));
    assert_eq!((damage::expended(&s), s.blocks_expended, s.track), (144, 24, 0));
    assert_eq!(damage::units_left(&s), 78);
}

/// 8.9: tractor beam, battlecraft and jump pods stop working when damaged.
#[test]
fn other_pods() {
    let mut s = sword();
    assert!(damage::battlecraft_pod_works(&s, 4));
    hits(&mut s, Part::Pod(4), 2);
    assert!(!damage::battlecraft_pod_works(&s, 4));
    assert!(!damage::working_pods(&s).contains(&4));
}

/// 11.0: destroyed when the bridge, the engine and more than half of the pods are destroyed.
#[test]
fn destroyed_craft() {
    let mut p = piccolo();
    hits(&mut p, Part::Bridge, 2);
    hits(&mut p, Part::Engine, 2);
    assert!(!damage::destroyed(&p));
    hits(&mut p, Part::Pod(1), 3);
    assert!(damage::destroyed(&p));
    // The Sword's five pods: three must go.
    let mut s = sword();
    hits(&mut s, Part::Bridge, 3);
    hits(&mut s, Part::Engine, 3);
    hits(&mut s, Part::Pod(1), 3);
    hits(&mut s, Part::Pod(2), 3);
    assert!(!damage::destroyed(&s));
    hits(&mut s, Part::Pod(5), 3);
    assert!(damage::destroyed(&s));
    let mut d = dagger();
    d.damage.intercepted = true;
    assert!(damage::destroyed(&d));
}

/// 10.4: a battlecraft's bridge and engine are marked in its ship's Battlecraft section, with its own armor
/// (Terwillicker-X: 2); with both destroyed it counts as destroyed.
#[test]
fn battlecraft_damage() {
    let mut s = sword();
    assert_eq!(hit_craft(&mut s, 4, Part::Bridge).map(|m| m.to), Some(Status::Vulnerable));
    assert_eq!(hit_craft(&mut s, 4, Part::Pod(1)), None);
    assert_eq!(hit_craft(&mut s, 1, Part::Bridge), None, "no battlecraft in a heavy weapon pod");
    for _ in 0..2 {
        hit_craft(&mut s, 4, Part::Bridge);
    }
    assert!(!damage::craft_destroyed(&s, 4));
    for _ in 0..3 {
        hit_craft(&mut s, 4, Part::Engine);
    }
    assert!(damage::craft_destroyed(&s, 4));
    assert_eq!(damage::maneuver_rating(9, s.damage.craft(4).bridge), 1);
}

/// The log's Status boxes travel with the ship; a ship saved before they existed reads as undamaged.
#[test]
fn damage_serialises_and_defaults() {
    let mut s = sword();
    hit(&mut s, Part::Pod(2));
    let json = serde_json::to_value(&s).expect("serialises");
    assert_eq!(serde_json::from_value::<Ship>(json.clone()).expect("reads back"), s);
    let mut old = json;
    old.as_object_mut().expect("an object").remove("damage");
    assert_eq!(serde_json::from_value::<Ship>(old).expect("reads").damage, damage::Damage::default());
}

/// 8.9 with 5.8's note: two energy pods in one pod place are one box, hit as one, holding 288 Energy
/// Units: damaged, it drains 10 a Command Phase until 288 are expended; destroyed, the expenditure rises to
/// 288 at once (scenario 2's Sword, its energy pod box made a pair: 78 + 288 Energy Units).
#[test]
fn two_energy_pods_in_one_place_take_damage_as_one() {
    let paired = || {
        let mut s = sword();
        s.pods[4].pair = true;
        s
    };
    let mut s = paired();
    assert_eq!(damage::units_left(&s), 366);
    hits(&mut s, Part::Pod(5), 2);
    damage::expend_units(&mut s, 200);
    assert_eq!(damage::energy_pod_drain(&s), 10, "past 144, still draining toward 288");
    damage::expend_units(&mut s, 83);
    assert_eq!(damage::energy_pod_drain(&s), 5);
    let mut s = paired();
    damage::expend_units(&mut s, 4);
    hits(&mut s, Part::Pod(5), 3);
    assert!(damage::energy_pod_lost(&s));
    assert_eq!((damage::expended(&s), damage::units_left(&s)), (288, 78));
}
