//! The scenarios' set-ups and special rules: scenarios 16–18 (42.2, 43.2–43.4, 44.2–44.4) and the
//! reference scenario's victory (SF 16.0).

use super::cases::{begin, plots, sf, z};
use starshift::engine::game::Game;
use starshift::engine::starforce::event::Event;
use starshift::engine::starforce::state::{GateState, Seat};
use starshift::engine::starforce::{points, scenarios, StarForce};

#[test]
fn random_systems_lie_beyond_the_zulu_limits_on_one_side_and_the_rxpexy_near_the_psl() {
    // 31.1 (reconstructed), 43.2, 43.4
    for seed in 0..40 {
        let st = scenarios::setup("rxpexy", seed).unwrap();
        assert_eq!(st.random_systems.len(), 10, "four PSL and six RxPexy systems");
        let side = st.random_systems[0].level.signum();
        for z in &st.random_systems {
            assert!(!z.in_known_space() && st.in_volume(*z), "{} beyond the Zulu Limit, within ten more levels", z.label());
            assert_eq!(z.level.signum(), side, "43.4: one side of the Volume");
        }
        let (psl, rx) = st.random_systems.split_at(4);
        for r in rx {
            assert!(psl.iter().any(|p| p.planar(*r) <= 6), "43.2: within six hexes of a PSL random system");
        }
        let owners = |s: Seat| st.gates.iter().filter(|g| g.owner == s).count();
        assert_eq!((owners(Seat::P1), owners(Seat::P2)), (74 + 1 + 4, 6));
        assert_eq!((st.forces_of(Seat::P1).count(), st.forces_of(Seat::P2).count()), (16, 8));
    }
    for seed in 0..40 {
        let st = scenarios::setup("revolution", seed).unwrap();
        let us = &st.random_systems[4..10];
        let rx = &st.random_systems[10..16];
        assert!(us[0].level.signum() == -rx[0].level.signum(), "44.2: the RxPexy on the US's far side");
        assert_eq!(
            (st.forces_of(Seat::P1).count(), st.forces_of(Seat::P2).count(), st.forces_of(Seat::P3).count()),
            (18, 6, 6)
        );
    }
}

#[test]
fn the_rxpexy_and_the_psl_fight_from_turn_four_and_the_us_never_fights_the_rxpexy() {
    // 44.4
    let mut st = scenarios::setup("revolution", 1).unwrap();
    st.forces.clear();
    let here = "2525/+3";
    sf(&mut st, Seat::P1, "A", here);
    sf(&mut st, Seat::P2, "U1", "2424/+3");
    sf(&mut st, Seat::P3, "S", here);
    sf(&mut st, Seat::P3, "T", "2424/+3");
    st.turn = 1;
    let mut st = begin(st);
    let events = plots(&mut st, vec![]);
    assert!(!events.iter().any(|e| matches!(e, Event::BattleBegan { .. })), "no battle before Game-Turn 4: {events:?}");
    st.turn = 4;
    let mut st = begin(st);
    let events = plots(&mut st, vec![]);
    assert_eq!(
        events.iter().filter(|e| matches!(e, Event::BattleBegan { .. })).collect::<Vec<_>>(),
        vec![&Event::BattleBegan { at: z(here), sides: vec![Seat::P1, Seat::P3] }],
        "the PSL and the RxPexy fight from Game-Turn 4; the US and the RxPexy at 2424/+3 never"
    );
}

#[test]
fn points_count_gates_neutralized_for_good_by_class() {
    // 43.3, 44.3
    let mut st = scenarios::setup("rxpexy", 2).unwrap();
    let rx_gate = st.gates.iter().position(|g| g.owner == Seat::P2).unwrap();
    st.gates[rx_gate].state = GateState::PermanentlyNeutralized;
    let tertiary = st.gates.iter().position(|g| g.owner == Seat::P1 && g.system == scenarios::system("Barnard's Star")).unwrap();
    st.gates[tertiary].state = GateState::PermanentlyNeutralized;
    let sol = st.gates.iter().position(|g| g.owner == Seat::P1 && g.system == scenarios::system("Sol")).unwrap();
    st.gates[sol].state = GateState::PermanentlyNeutralized;
    assert_eq!((points::score(&st, Seat::P1), points::score(&st, Seat::P2)), (10, 5 + 15));
    st.turn = st.turns;
    assert!(points::result(&st).starts_with("Player 2 wins on points"), "{}", points::result(&st));
    let mut st = scenarios::setup("revolution", 2).unwrap();
    st.turn = st.turns;
    assert_eq!(points::score(&st, Seat::P2), 100, "44.3: the US keeps every Gate to Game-Turn 40");
    let _ = StarForce::scenarios();
}

#[test]
fn xenophobes_holding_a_system_two_turns_make_it_go_nova_the_turn_after() {
    // 31.5 (reconstructed), 41.3
    let mut st = scenarios::setup("incursion", 4).unwrap();
    let barnard = scenarios::system("Barnard's Star");
    let at = starshift::engine::starforce::data::stars::STARS[barnard as usize].at;
    for g in st.gates.iter_mut().filter(|g| g.system == barnard) {
        g.state = GateState::PermanentlyNeutralized;
    }
    let x = st.forces.iter().find(|f| f.owner == Seat::P2).unwrap().id;
    st.forces.iter_mut().find(|f| f.id == x).unwrap().at = at;
    let mut st = begin(st);
    let mut novas = Vec::new();
    for turn in 1..=3 {
        let events = plots(&mut st, vec![]);
        let induced = events.iter().any(|e| matches!(e, Event::NovaInduced { system } if *system == barnard));
        assert_eq!(induced, turn == 2, "induced at the end of the second turn held");
        novas.extend(events.into_iter().filter(|e| matches!(e, Event::Nova { .. } | Event::ForceLost { .. })));
    }
    assert_eq!(novas, vec![Event::ForceLost { force: x, case: "31.5".into() }, Event::Nova { system: barnard }]);
    assert!(st.is_destroyed(barnard as usize));
    assert_eq!(points::score(&st, Seat::P2), 5, "a tertiary system destroyed: 5 points (41.3)");
}
