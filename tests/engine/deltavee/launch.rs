//! DeltaVee 9.1–9.4 and 9.9: missile launch — the pod's missiles and their preparation, one of the pod's
//! fires, the log entry, placement and velocity (9.4 as reconstructed), a MIMS's four unguided missiles —
//! with exact events.

use super::movement::{c, game, launch as put_missile, ship};
use starshift::engine::deltavee::action::Action;
use starshift::engine::deltavee::data::Missile;
use starshift::engine::deltavee::event::Event;
use starshift::engine::deltavee::fire::{fires_left, FireRecord};
use starshift::engine::deltavee::launch::{log_entries, placements, Launch};
use starshift::engine::deltavee::map::{at, label};
use starshift::engine::deltavee::rules::{apply, legal_actions};
use starshift::engine::deltavee::state::{CraftKind, Interception, Phase, Player, State, Status, Unit};
use starshift::engine::dice::Dice;

fn act(st: &mut State, p: Player, a: Action) -> Vec<Event> {
    assert!(legal_actions(st, p).contains(&a), "{a:?} should be listed");
    apply(st, p, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"))
}

/// Scenario 2 in Player 1's Fire Phase: the Sword (two heavy weapon pods, boxes 1 and 2, and a battle
/// communications pod) at A1112, 9 o'clock, velocity 3.
fn fire_phase() -> State {
    let mut st = game("first-shot");
    st.phase = Phase::Fire(Player::One);
    st.fire = FireRecord::default();
    st
}

fn labels(v: &[(starshift::engine::hex::Hex, starshift::engine::clock::Clock, u8)]) -> Vec<String> {
    let mut out: Vec<String> = v.iter().map(|(h, f, v)| format!("{} {} {v}", label(*h).unwrap(), f.hour())).collect();
    out.dedup();
    out
}

#[test]
fn launch_placement_follows_the_reconstructed_diagrams() {
    // 9.4, a corner facing (9 o'clock): the two hexes flanking the corner, pointing 8, 9 or 10, velocity
    // 2–4 (the ship's 3, one less, one more).
    let p = placements(at("A1112"), c(9), 3);
    assert_eq!(p.len(), 2 * 3 * 3);
    let hexes: std::collections::BTreeSet<String> = p.iter().map(|x| label(x.0).unwrap()).collect();
    assert_eq!(hexes.into_iter().collect::<Vec<_>>(), ["A1011", "A1012"]);
    assert!(p.iter().all(|x| [8, 9, 10].contains(&x.1.hour()) && (2..=4).contains(&x.2)));
    // A side facing (12 o'clock): the hex ahead and the two beside it; a ship at velocity 0 launches at 1
    // only (9.4: at least 1).
    let p = placements(at("A0505"), c(12), 0);
    assert_eq!(labels(&p[..3]), ["A0404 11 1", "A0404 12 1", "A0404 1 1"]);
    let hexes: std::collections::BTreeSet<String> = p.iter().map(|x| label(x.0).unwrap()).collect();
    assert_eq!(hexes.into_iter().collect::<Vec<_>>(), ["A0404", "A0504", "A0604"]);
    assert!(p.iter().all(|x| x.2 == 1));
}

#[test]
fn an_unguided_missile_is_launched_as_one_of_the_pods_fires() {
    let mut st = fire_phase();
    let sword = ship(&st, Player::One, 'A');
    let before = fires_left(&st, &st.fire, sword);
    let n = st.crafts.len() as u16;
    let a = Action::Launch { ship: 0, pod: 1, missile: Missile::Unguided, hex: at("A1012"), facing: c(9), velocity: 4 };
    let ev = act(&mut st, Player::One, a);
    let Event::MissileLaunched { launch } = &ev[0] else { panic!("{ev:?}") };
    assert_eq!(ev.len(), 1);
    let Launch { from, pod, craft, drawn, hex, facing, velocity } = launch.clone();
    assert_eq!((from, pod, craft, hex, facing, velocity), (sword, 1, n, at("A1012"), c(9), 4));
    let k = drawn.expect("a fresh counter: unguided missiles of a heavy weapon pod need no preparation (9.1)");
    assert_eq!((k.kind, k.number, k.civ, k.pod), (CraftKind::Missile(Missile::Unguided), 1, 7, 1));
    // Face down, in play, with its Velocity marker (9.4); the log entry 1/1 (9.3).
    let m = st.craft(n);
    assert_eq!((m.status, m.at, m.velocity, m.revealed), (Status::InPlay, Some(at("A1012")), Some(4), false));
    let text = ev[0].describe(&st);
    assert!(text.contains("heavy weapon pod") && text.contains("Pod/# 1/1") && text.ends_with("(9.2–9.4)."), "{text}");
    // One of the Sword's fires (9.2); no energy (9.2).
    assert_eq!(fires_left(&st, &st.fire, sword), before - 1);
    assert_eq!(st.fire.used(sword, starshift::engine::deltavee::damage::Source::Pod(1)), 1);
    // Placement outside the diagrams is refused (9.4), as is a guided missile not prepared (9.1).
    let bad =
        Action::Launch { ship: 0, pod: 2, missile: Missile::Unguided, hex: at("A1212"), facing: c(9), velocity: 3 };
    let r = apply(&mut st.clone(), Player::One, &bad).unwrap_err();
    assert!(r.to_string().contains("9.4"), "{r}");
    let guided =
        Action::Launch { ship: 0, pod: 2, missile: Missile::Guided, hex: at("A1012"), facing: c(9), velocity: 3 };
    let r = apply(&mut st.clone(), Player::One, &guided).unwrap_err();
    assert!(r.to_string().contains("9.1"), "{r}");
    // Not in the enemy's Fire Phase (9.0).
    assert!(legal_actions(&st, Player::Two).is_empty());
}

#[test]
fn a_prepared_guided_missile_is_launched_and_fires_run_out() {
    let mut st = fire_phase();
    let sword = ship(&st, Player::One, 'A');
    // Prepared atop the Sword in the Command Phase (7.4).
    let g = put_missile(&mut st, sword, CraftKind::Missile(Missile::Guided), "A1112", 9, 0);
    let k = &mut st.crafts[g as usize];
    (k.status, k.at, k.facing, k.velocity, k.pod, k.number) = (Status::Aboard, None, None, None, 2, 1);
    let a = Action::Launch { ship: 0, pod: 2, missile: Missile::Guided, hex: at("A1011"), facing: c(10), velocity: 2 };
    let ev = act(&mut st, Player::One, a);
    let Event::MissileLaunched { launch } = &ev[0] else { panic!() };
    assert_eq!((launch.craft, launch.drawn.is_none()), (g, true));
    assert!(ev[0].describe(&st).contains("Pod/# 2/1"));
    assert_eq!(log_entries(&st, 0, Missile::Guided), [(2, 1)]);
    assert_eq!(st.craft(g).status, Status::InPlay);
    // The Sword has three fires (two pods, the battle communications pod's extra, 8.1): a third launch
    // from pod 2 takes the extra; then the burster; then nothing (9.2).
    let u =
        |pod| Action::Launch { ship: 0, pod, missile: Missile::Unguided, hex: at("A1011"), facing: c(9), velocity: 3 };
    act(&mut st, Player::One, u(1));
    act(&mut st, Player::One, u(2));
    assert_eq!(fires_left(&st, &st.fire, sword), 1);
    let r = apply(&mut st.clone(), Player::One, &u(1)).unwrap_err();
    assert!(r.to_string().contains("8.1"), "{r}");
    assert!(!legal_actions(&st, Player::One).iter().any(|a| matches!(a, Action::Launch { .. })));
    // The log's unguided section: 1/1, then 2/2 (9.3, 10.2).
    assert_eq!(log_entries(&st, 0, Missile::Unguided), [(1, 1), (2, 2)]);
}

#[test]
fn a_missile_launched_into_an_enemy_hex_sets_off_the_routine() {
    // 9.4, 9.6: Dagger A put in A1012; the launch enters its hex, and the routine follows at once.
    let mut st = fire_phase();
    st.ships[1].at = Some(at("A1012"));
    st.dice = Dice::scripted(&[10]);
    let a = Action::Launch { ship: 0, pod: 1, missile: Missile::Unguided, hex: at("A1012"), facing: c(9), velocity: 3 };
    let ev = act(&mut st, Player::One, a);
    let n = st.crafts.len() as u16 - 1;
    let i = Interception { missile: n, target: None, hex: at("A1012") };
    assert_eq!(ev[1], Event::InterceptionDue { interception: i });
    assert!(matches!(ev[2], Event::InterceptionBegan { target: Unit::Ship(1), .. }));
    assert!(matches!(ev[4], Event::InterceptionResult { intercepted: false, .. }));
}

#[test]
fn a_mims_launches_four_unguided_missiles_once() {
    // 9.9: a MIMS in play (Player 1's) launches four unguided missiles in one Fire Phase, as if it were a
    // spaceship (9.4); no fire of the Sword's is used; it stays in play; never again.
    let mut st = fire_phase();
    let sword = ship(&st, Player::One, 'A');
    let mims = put_missile(&mut st, sword, CraftKind::Missile(Missile::Mims), "A0505", 12, 2);
    let fires = fires_left(&st, &st.fire, sword);
    let a = |v| Action::MimsLaunch { mims, hex: at("A0504"), facing: c(12), velocity: v };
    for (i, v) in [1, 2, 3, 3].into_iter().enumerate() {
        let ev = act(&mut st, Player::One, a(v));
        let Event::MissileLaunched { launch } = &ev[0] else { panic!() };
        assert_eq!((launch.from, launch.pod), (Unit::Craft(mims), 0));
        let k = launch.drawn.clone().expect("a counter from the unused ones");
        assert_eq!((k.kind, k.mims, k.civ), (CraftKind::Missile(Missile::Unguided), Some(mims), 7));
        assert!(ev[0].describe(&st).contains("(9.9; not written on the log)."), "{i}");
    }
    assert_eq!(fires_left(&st, &st.fire, sword), fires);
    assert!(st.in_play(Unit::Craft(mims)));
    let r = apply(&mut st.clone(), Player::One, &a(2)).unwrap_err();
    assert!(r.to_string().contains("9.9"), "{r}");
    // A MIMS that launched fewer than four in an earlier Fire Phase may not go on (9.9: once).
    let mut st = fire_phase();
    let mims = put_missile(&mut st, sword, CraftKind::Missile(Missile::Mims), "A0505", 12, 2);
    act(&mut st, Player::One, Action::MimsLaunch { mims, hex: at("A0504"), facing: c(12), velocity: 2 });
    st.fire = FireRecord::default();
    let r = apply(&mut st, Player::One, &Action::MimsLaunch { mims, hex: at("A0504"), facing: c(12), velocity: 2 })
        .unwrap_err();
    assert!(r.to_string().contains("9.9"), "{r}");
}

/// 7.4: behind an active force field the Sword may still fire its lasers, but launches no missile; with the
/// field off again the same launch is listed and accepted.
#[test]
fn no_launch_from_behind_an_active_force_field() {
    let mut st = fire_phase();
    st.ships[0].force_field = true;
    let a = Action::Launch { ship: 0, pod: 1, missile: Missile::Unguided, hex: at("A1012"), facing: c(9), velocity: 4 };
    assert!(!legal_actions(&st, Player::One).iter().any(|x| matches!(x, Action::Launch { .. })));
    assert!(legal_actions(&st, Player::One).iter().any(|x| matches!(x, Action::Fire { .. })), "fire goes on");
    let before = st.clone();
    let r = apply(&mut st, Player::One, &a).unwrap_err();
    assert_eq!(r.case, "DeltaVee 7.4", "{r}");
    assert_eq!(st, before);
    st.ships[0].force_field = false;
    act(&mut st, Player::One, a);
}
