//! 18.5 Luck of the Draw's set-up (18.51–18.53) with scripted dice: the Seed Winds Table, re-rolls of a
//! shared result, gates at full potential, the build budget, and 15.0's beacon stars placed from an
//! asterisked result's first hex (brief V14, V15).

use super::h;
use starshift::engine::dice::Dice;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::state::{Hexrow, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::tables::PV_CHITS;
use starshift::engine::outreach::{beacons, explore, map, rules, scenarios, setup};

/// Scenario `id` set up with `faces` scripted, then begun: the state and the events of its set-up.
fn begun(id: &str, faces: &[u32]) -> (State, Vec<Event>) {
    let mut st = setup::setup(id, 1).unwrap();
    st.dice = Dice::scripted(faces);
    rules::begin(st)
}

#[test]
fn v15_the_seed_winds_table_reads_row_then_column_and_shared_results_roll_again() {
    assert_eq!(scenarios::seed_winds(1, 4).unwrap().letter, 'G');
    assert_eq!(scenarios::seed_winds(6, 1).unwrap().letter, 'C');
    // Both players on K (1,6 and 3,2): both roll again; then D (4,4) and I (5,3). Each hex's chit is
    // the pool's first (the script's 1s).
    let (st, ev) = begun("luck2", &[1, 6, 3, 2, 4, 4, 5, 3, 1, 1, 1, 1, 1, 1, 1]);
    let rolls: Vec<(Seat, u32)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Rolled { face, purpose: Purpose::SeedWinds { seat }, .. } => Some((*seat, *face)),
            _ => None,
        })
        .collect();
    assert_eq!(
        rolls,
        [
            (Seat::P1, 1),
            (Seat::P1, 6),
            (Seat::P2, 3),
            (Seat::P2, 2),
            (Seat::P1, 4),
            (Seat::P1, 4),
            (Seat::P2, 5),
            (Seat::P2, 3)
        ]
    );
    assert_eq!((st.player(Seat::P1).seed, st.player(Seat::P2).seed), (Some('D'), Some('I')));
}

#[test]
fn v14_an_asterisked_seed_places_its_beacon_stars_by_the_discovery_procedure() {
    // P1: 6,1 → C (0814, 0813, 0714); P2: 1,4 → G (five hexes). Each hex's chit is the mix's first (index
    // 0 of the pool: a scripted 1). Then 15.11's die for P1's seed: 3, so 5 beacon stars.
    let mut faces = vec![6, 1, 1, 4];
    faces.extend([1; 8]);
    faces.push(3);
    let (st, ev) = begun("luck2", &faces);
    let value = |hex: &str| PV_CHITS[0][explore::column(map::kind(h(hex)).unwrap())];
    // 18.53: a gate at full potential in each hex, known to its owner; a beacon star in the first hex.
    for hex in ["0814", "0813", "0714"] {
        let g = st.gate_at(h(hex)).unwrap();
        assert_eq!((g.owner, g.sp), (Some(Seat::P1.into()), value(hex)), "{hex}");
        assert!(st.player(Seat::P1).explored.contains(&h(hex)));
        assert!(st.chit_at(h(hex)).is_none(), "the chit goes back at full potential (14.16)");
    }
    let sp: u32 = ["0814", "0813", "0714"].iter().map(|x| value(x) as u32).sum();
    assert!(ev.contains(&Event::Budget { seat: Seat::P1, rp: 2 * sp }));
    assert_eq!(st.player(Seat::P1).rp, 2 * sp);
    assert!(beacons::all(&st).any(|b| b == h("0814")), "a beacon star on the first hex");
    assert!(ev.contains(&Event::Discovered { seat: Seat::P1, from: h("0814"), count: 5, first: Seat::P2 }));
    // B (P2) names a hexrow; never 0814's column or row; each shows 0814 two hexes and no beacon star.
    assert_eq!(step(&st), Step::BeaconRow { seat: Seat::P2 });
    let rows = beacons::rows(&st, h("0814"));
    assert!(!rows.is_empty());
    assert!(!rows.contains(&Hexrow::Column(8)) && !rows.contains(&Hexrow::Row(14)));
    // Then A (P1) places and names the next, alternating.
    let mut st = st;
    let mut placers = Vec::new();
    while let Step::BeaconRow { seat } = step(&st) {
        let row = rules::legal_actions(&st, seat)[0].clone();
        rules::apply(&mut st, seat, &row).unwrap();
        let Step::BeaconPlace { seat: placer } = step(&st) else { panic!("a placement follows the row") };
        placers.push((seat, placer));
        let place = rules::legal_actions(&st, placer)[0].clone();
        assert!(matches!(place, Action::Beacon { .. }));
        rules::apply(&mut st, placer, &place).unwrap();
    }
    assert_eq!(placers.first(), Some(&(Seat::P2, Seat::P1)));
    assert_eq!(placers.get(1), Some(&(Seat::P1, Seat::P2)), "the placer names the next hexrow");
    assert_eq!(placers.len(), 5, "five beacon stars placed");
    // G is not asterisked: set-up goes on to the builds, P1 first.
    assert_eq!((st.phase, step(&st)), (Phase::Builds, Step::Builds { seat: Seat::P1 }));
}

/// Unspent build RP are lost when the first Game-Turn begins (brief §4 on 18.5).
#[test]
fn unspent_build_rp_are_lost_as_the_game_begins() {
    let (mut st, _) = begun("luck1", &[1, 4, 1, 1, 1, 1, 1]);
    assert_eq!(st.player(Seat::P1).seed, Some('G'));
    let rp = st.player(Seat::P1).rp;
    assert!(rp > 0);
    let ev = rules::apply(&mut st, Seat::P1, &Action::EndPhase).unwrap();
    assert!(ev.contains(&Event::RpLost { seat: Seat::P1, rp, case: "18.53".into() }));
    assert_eq!((st.player(Seat::P1).rp, st.turn, st.phase), (0, 1, Phase::RegularShifts));
}
