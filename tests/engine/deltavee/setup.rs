//! DeltaVee 11.0: the five scenarios set up with the text's forces, positions, courses and spent energy,
//! and their open choices enumerated.

use starshift::engine::clock::Clock;
use starshift::engine::deltavee::data::{Class, Missile, PodKind};
use starshift::engine::deltavee::log::Sheet;
use starshift::engine::deltavee::map::{self, at};
use starshift::engine::deltavee::setup::{apply, chooser, options, setup, Choice, SetupAction, SCENARIOS};
use starshift::engine::deltavee::state::{Phase, Player, ShipId, State};
use std::collections::HashSet;

fn c(n: u8) -> Clock {
    Clock::new(n).expect("1-12")
}

fn ship(st: &State, p: Player, letter: char) -> ShipId {
    st.find(p, letter).unwrap_or_else(|| panic!("{p:?} {letter}"))
}

/// (player, letter, class, pod count, hex, facing, velocity) as the text gives them.
type Row = (Player, char, Class, usize, Option<&'static str>, Option<u8>, Option<u8>);

fn check(st: &State, rows: &[Row]) {
    assert_eq!(st.ships.len(), rows.len());
    for &(p, l, class, pods, hex, facing, velocity) in rows {
        let s = st.ship(ship(st, p, l));
        assert_eq!(s.class, class, "{}", s.name());
        assert_eq!(s.pods.len(), pods, "{}", s.name());
        assert_eq!(s.at.and_then(map::label).as_deref(), hex, "{}", s.name());
        assert_eq!(s.facing, facing.map(c), "{}", s.name());
        assert_eq!(s.velocity, velocity, "{}", s.name());
        // Every ship fills out its log, with as many pods as its class holds (4.9).
        let log = s.log();
        assert_eq!(log.pods().count(), class.stats().pods as usize, "{}", s.name());
    }
}

/// `player` places his ship `letter` (of `owner`) at `hex`.
fn place(st: &mut State, player: Player, owner: Player, letter: char, hex: &str) -> Result<(), String> {
    let s = ship(st, owner, letter);
    apply(st, player, SetupAction::Place { ship: s, hex: at(hex) })
}

/// Makes every open choice with the first option, as a player would one at a time.
fn finish(st: &mut State) {
    while let Some(p) = chooser(st) {
        let first = options(st)[0];
        apply(st, p, first).expect("listed options apply");
    }
}

#[test]
fn every_scenario_sets_up_and_plays_out_its_choices() {
    assert_eq!(SCENARIOS.len(), 5);
    for sc in SCENARIOS {
        let mut st = setup(sc.id, 7).expect("sets up");
        assert_eq!(st.scenario, sc.id);
        finish(&mut st);
        assert_eq!(st.phase, Phase::Movement(Player::One), "{}", sc.id);
        assert!(st.setup.is_empty());
        for s in &st.ships {
            assert!(s.at.is_some() && s.facing.is_some() && s.velocity.is_some(), "{}", s.name());
        }
        // No two ships of a player share a hex after set-up.
        for p in [Player::One, Player::Two] {
            let hexes: Vec<_> = st.fleet(p).map(|s| st.ship(s).at).collect();
            assert_eq!(hexes.iter().collect::<HashSet<_>>().len(), hexes.len(), "{}", sc.id);
        }
    }
    assert!(setup("nonesuch", 1).is_err());
}

#[test]
fn scenario_1_the_showdown() {
    use Player::*;
    let st = setup("showdown", 1).expect("sets up");
    assert_eq!(st.phase, Phase::Movement(One), "nothing is left open");
    assert_eq!(st.maps, ['A', 'B']);
    check(
        &st,
        &[
            (One, 'E', Class::Piccolo, 1, Some("A0207"), Some(3), Some(1)),
            (Two, 'D', Class::Piccolo, 1, Some("B1511"), Some(9), Some(1)),
        ],
    );
    assert!(st.ships.iter().all(|s| s.pods[0].kind == PodKind::Hunter && s.sheet == Sheet::Nr1));
    assert!(st.planets.is_empty() && st.asteroids.is_empty());
}

#[test]
fn scenario_2_the_first_shot() {
    use Player::*;
    let st = setup("first-shot", 1).expect("sets up");
    assert_eq!(st.maps, ['A']);
    check(
        &st,
        &[
            (One, 'A', Class::Sword, 5, Some("A1112"), Some(9), Some(3)),
            (Two, 'A', Class::Dagger, 2, Some("A0706"), Some(3), Some(3)),
            (Two, 'B', Class::Dagger, 2, Some("A0705"), Some(3), Some(3)),
        ],
    );
    let sword = st.ship(ship(&st, One, 'A'));
    assert_eq!(sword.sheet, Sheet::Nr2);
    assert_eq!(sword.log().battlecraft[0].class, Class::TerwillickerX);
    assert_eq!(sword.pods.iter().filter(|p| p.kind == PodKind::HeavyWeapon).count(), 2);
    // (78 + 144) / 6 = 37 Energy Blocks, none spent.
    assert_eq!(sword.blocks_left(), 37);
}

#[test]
fn scenario_3_escape_from_tau_ceti() {
    use Player::*;
    let mut st = setup("tau-ceti", 1).expect("sets up");
    assert_eq!(st.maps, ['A', 'B', 'C', 'D']);
    check(
        &st,
        &[
            (One, 'A', Class::CorcoIota, 9, None, Some(3), Some(2)),
            (One, 'B', Class::CorcoGamma, 3, None, Some(3), Some(2)),
            (One, 'C', Class::CorcoGamma, 3, None, Some(3), Some(2)),
            (One, 'D', Class::CorcoGamma, 3, None, Some(3), Some(2)),
            (Two, 'A', Class::Sword, 5, None, None, Some(3)),
        ],
    );
    // The Iota's heavy weapon pods carry no intelligent missiles or MIMS.
    let iota = st.ship(ship(&st, One, 'A')).log();
    assert_eq!((iota.section(Missile::Intelligent).lines(), iota.section(Missile::Mims).lines()), (0, 0));
    assert_eq!((iota.section(Missile::Unguided).lines(), iota.section(Missile::Guided).lines()), (12, 10));
    // Three Energy Blocks spent by each: the Iota had (120 + 144) / 12 = 22, a Gamma 54 / 6 = 9.
    assert!(st.ships.iter().all(|s| s.blocks_expended == 3));
    assert_eq!(st.ship(ship(&st, One, 'A')).blocks_left(), 19);
    assert_eq!(st.ship(ship(&st, One, 'D')).blocks_left(), 6);
    assert!(st.ship(ship(&st, One, 'D')).pods.iter().all(|p| p.armor == 0));
    // Player 1 places the four ships within one hex of A0909, then Player 2 the Sword on map A's west
    // edge, and gives it a facing (velocity 3 fixed).
    assert_eq!(chooser(&st), Some(One));
    let ring: HashSet<_> = ["A0909", "A0908", "A1008", "A1009", "A0910", "A0809", "A0808"].map(at).into();
    match &st.setup[0] {
        Choice::Place { hexes, ships, .. } => {
            assert_eq!(hexes.iter().copied().collect::<HashSet<_>>(), ring);
            assert_eq!(ships.len(), 4);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(options(&st).len(), 4 * 7);
    place(&mut st, One, One, 'C', "A1008").expect("legal");
    assert_eq!(options(&st).len(), 3 * 6, "A1008 is taken and C is placed");
    assert!(place(&mut st, One, One, 'B', "A1008").is_err());
    assert!(place(&mut st, One, One, 'B', "A0707").is_err());
    assert!(place(&mut st, Two, One, 'B', "A0909").is_err());
    for (l, h) in [('A', "A0909"), ('B', "A0808"), ('D', "A0910")] {
        place(&mut st, One, One, l, h).expect("legal");
    }
    assert_eq!(chooser(&st), Some(Two));
    let west: Vec<String> = options(&st)
        .iter()
        .map(|o| match o {
            SetupAction::Place { hex, .. } => map::label(*hex).expect("on map A"),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(west, (1..=17).map(|r| format!("A01{r:02}")).collect::<Vec<_>>());
    place(&mut st, Two, Two, 'A', "A0109").expect("legal");
    assert_eq!(options(&st).len(), 12, "any of twelve facings, velocity 3");
    assert!(apply(&mut st, Two, SetupAction::Course { facing: c(3), velocity: 4 }).is_err());
    apply(&mut st, Two, SetupAction::Course { facing: c(2), velocity: 3 }).expect("legal");
    assert_eq!(st.phase, Phase::Movement(One));
    assert_eq!(st.ship(ship(&st, Two, 'A')).facing, Some(c(2)));
}

#[test]
fn scenario_4_pirates() {
    use Player::*;
    let mut st = setup("pirates", 1).expect("sets up");
    assert_eq!(st.maps, ['A', 'B', 'C']);
    check(
        &st,
        &[
            (One, 'B', Class::CorcoMu, 12, Some("C1406"), Some(9), Some(2)),
            (One, 'A', Class::Dagger, 2, Some("A0409"), Some(3), Some(1)),
            (Two, 'A', Class::Flute, 4, Some("B1612"), None, Some(0)),
            (Two, 'B', Class::Flute, 4, Some("B1611"), None, Some(0)),
        ],
    );
    assert!(!st.ship(ship(&st, One, 'A')).alerted, "the Dagger waits to be alerted");
    assert!(st.ship(ship(&st, One, 'B')).alerted);
    assert_eq!(st.planets, [at("A0409")]);
    // Six markers, each with its six neighbours: 6 × 7 hexes less two shared ones (C0903 between C0902
    // and C0904, C0908 between C0907 and C0909). Column 09 is a wall from C0901 to C0916 with gaps east.
    assert_eq!(st.asteroids.len(), 6 * 7 - 2);
    for m in ["C0902", "C0915", "C0803", "C1009", "C0916"] {
        assert!(st.asteroids.contains(&at(m)), "{m}");
    }
    for m in ["C0917", "C1005", "C1010", "C1013", "C0801"] {
        assert_eq!(st.asteroids.contains(&at(m)), m == "C0801", "{m}");
    }
    let mu = st.ship(ship(&st, One, 'B'));
    assert!(mu.pods.iter().all(|p| p.armor == 1));
    assert_eq!(mu.log().battlecraft[0].class, Class::Terwillicker5000);
    assert!(st.ship(ship(&st, Two, 'A')).pods.iter().any(|p| p.kind == PodKind::TractorBeam7));
    // Each Flute's facing is chosen in turn: twelve options, velocity 0.
    assert_eq!(st.setup.len(), 2);
    assert!(st.setup.iter().all(|ch| ch.player() == Two));
    assert_eq!(options(&st).len(), 12);
    apply(&mut st, Two, SetupAction::Course { facing: c(7), velocity: 0 }).expect("legal");
    apply(&mut st, Two, SetupAction::Course { facing: c(8), velocity: 0 }).expect("legal");
    assert_eq!((st.ship(ship(&st, Two, 'A')).facing, st.ship(ship(&st, Two, 'B')).facing), (Some(c(7)), Some(c(8))));
}

#[test]
fn scenario_5_attack_on_convoy_red() {
    use Player::*;
    let mut st = setup("convoy-red", 1).expect("sets up");
    check(
        &st,
        &[
            (One, 'A', Class::Spear, 8, None, None, None),
            (One, 'B', Class::CorcoZeta, 6, None, None, None),
            (One, 'C', Class::CorcoZeta, 6, None, None, None),
            (One, 'D', Class::CorcoZeta, 6, None, None, None),
            (One, 'E', Class::Dagger, 2, None, None, None),
            (Two, 'A', Class::Clarinet, 7, Some("B0717"), None, None),
            (Two, 'B', Class::Flute, 4, Some("B0617"), None, None),
            (Two, 'C', Class::Flute, 4, Some("B0516"), None, None),
        ],
    );
    assert_eq!(st.planets, [at("C1110")]);
    assert!(st.ships.iter().all(|s| s.blocks_expended == 10));
    // A Zeta: (80 + 144) / 8 = 28 blocks, 18 left. Zeta D has no guided missiles.
    assert_eq!(st.ship(ship(&st, One, 'B')).blocks_left(), 18);
    assert_eq!(st.ship(ship(&st, One, 'B')).log().section(Missile::Guided).lines(), 3);
    assert_eq!(st.ship(ship(&st, One, 'D')).log().section(Missile::Guided).lines(), 0);
    assert!(st.ship(ship(&st, One, 'A')).pods.iter().any(|p| p.kind == PodKind::TractorBeam8));
    assert_eq!(st.ship(ship(&st, Two, 'A')).log().battlecraft.len(), 2);
    // Player 1 places five ships in seven hexes, then one course for all (12 facings × velocities 0–4);
    // Player 2 one course for all three (12 × 0–6).
    assert_eq!(options(&st).len(), 5 * 7);
    for (l, h) in [('A', "A0407"), ('B', "A0406"), ('C', "A0408"), ('D', "A0307"), ('E', "A0507")] {
        place(&mut st, One, One, l, h).expect("legal");
    }
    assert_eq!(options(&st).len(), 12 * 5);
    assert!(apply(&mut st, One, SetupAction::Course { facing: c(3), velocity: 5 }).is_err());
    apply(&mut st, One, SetupAction::Course { facing: c(3), velocity: 4 }).expect("legal");
    assert!(st.fleet(One).all(|s| st.ship(s).facing == Some(c(3)) && st.ship(s).velocity == Some(4)));
    assert_eq!(chooser(&st), Some(Two));
    assert_eq!(options(&st).len(), 12 * 7);
    apply(&mut st, Two, SetupAction::Course { facing: c(11), velocity: 6 }).expect("legal");
    assert!(st.fleet(Two).all(|s| st.ship(s).facing == Some(c(11)) && st.ship(s).velocity == Some(6)));
    assert_eq!(st.phase, Phase::Movement(One));
}
