//! DeltaVee 10.0: a ship's Spacecraft Log as a sheet, computed from the state, as each seat may read it
//! (2.5): the 10.0 example filled out, the marks play adds (energy spent, hits, missiles drawn), and the
//! enemy's sheet without the energy and missile sections.

use super::movement::game;
use starshift::engine::deltavee::action::{Action, Battle, Order};
use starshift::engine::deltavee::damage::{self, Status};
use starshift::engine::deltavee::data::{Class, Missile, Part, PodKind};
use starshift::engine::deltavee::log::{Pod, Sheet};
use starshift::engine::deltavee::rules::{apply, legal_actions};
use starshift::engine::deltavee::setup::setup;
use starshift::engine::deltavee::sheet::{
    sheet, BattlecraftView, CompartmentView, EnergyView, LineState, MissileLine, SheetView, Whereabouts,
};
use starshift::engine::deltavee::state::{self as st8, Phase, Player, Segment, State, Unit};
use starshift::engine::deltavee::view::view;

fn act(st: &mut State, p: Player, a: Action) {
    assert!(legal_actions(st, p).contains(&a), "{a:?} should be listed");
    apply(st, p, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"));
}

fn command_segment(st: &mut State, p: Player) {
    st.phase = Phase::Command(p, Segment::Command);
    st.tallies.clear();
}

fn pod_box(n: u8, pod: Option<&'static str>, armor: Option<u8>, status: Status) -> CompartmentView {
    CompartmentView { part: Part::Pod(n), pod, armor, status, crossed_out: pod.is_none() }
}

fn hull(armor: Option<u8>, ff: Option<u8>, s: [Status; 3]) -> Vec<CompartmentView> {
    vec![
        CompartmentView { part: Part::Bridge, pod: None, armor, status: s[0], crossed_out: false },
        CompartmentView { part: Part::Engine, pod: None, armor, status: s[1], crossed_out: false },
        CompartmentView { part: Part::ForceField, pod: None, armor: ff, status: s[2], crossed_out: false },
    ]
}

fn in_pod(pod: u8, energy_units: u8, n: usize) -> Vec<MissileLine> {
    vec![MissileLine { state: LineState::InPod, pod: Some(pod), number: None, energy_units, spent: 0 }; n]
}

fn crossed(n: usize) -> Vec<MissileLine> {
    vec![MissileLine { state: LineState::CrossedOut, pod: None, number: None, energy_units: 0, spent: 0 }; n]
}

/// The lines of each Missile section, unguided first.
fn lines(s: &SheetView) -> Vec<Vec<MissileLine>> {
    s.missiles.as_ref().expect("the owner's sheet").iter().map(|m| m.lines.clone()).collect()
}

/// The 10.0 example's ship (a Flute; pods: heavy weapon, energy, battlecraft with its Terwillicker-5000,
/// standard jump; armor 2 throughout; Log Nr. 1), set in place of scenario 4's Flute A.
#[test]
fn the_flute_example_as_a_sheet() {
    let mut st = setup("pirates", 1).expect("sets up");
    let flute = st.find(Player::Two, 'A').expect("Flute A");
    let s = &mut st.ships[flute as usize];
    s.pods = vec![
        Pod::new(PodKind::HeavyWeapon, 2),
        Pod::new(PodKind::Energy, 2),
        Pod::battlecraft(Class::Terwillicker5000, 2),
        Pod::new(PodKind::StandardJump, 2),
    ];
    s.blocks_expended = 0;
    let sh = sheet(&st, flute, Player::Two);
    assert_eq!((sh.sheet, sh.title, sh.own), (Sheet::Nr1, "Spacecraft Log Nr. 1", true));
    // 10.1: the Flute's armor 2 for bridge, engine and force field; four pods; box 5 crossed out.
    let mut compartments = hull(Some(2), Some(2), [Status::Intact; 3]);
    compartments.extend([
        pod_box(1, Some("heavy weapon"), Some(2), Status::Intact),
        pod_box(2, Some("energy"), Some(2), Status::Intact),
        pod_box(3, Some("battlecraft"), Some(2), Status::Intact),
        pod_box(4, Some("standard jump"), Some(2), Status::Intact),
        pod_box(5, None, None, Status::Intact),
    ]);
    assert_eq!(sh.compartments, compartments);
    // 10.2: 6 unguided of 10 lines, 5 guided of 7 (9 Energy Units of 10 boxes), 3 intelligent of 5 (7 of
    // 9), 1 MIMS of 2 (6 of 7), all in pod 1 (Civ 7).
    let boxes: Vec<u8> = sh.missiles.as_ref().expect("own").iter().map(|m| m.boxes).collect();
    assert_eq!(boxes, [0, 10, 9, 7]);
    assert_eq!(
        lines(&sh),
        [
            [in_pod(1, 0, 6), crossed(4)].concat(),
            [in_pod(1, 9, 5), crossed(2)].concat(),
            [in_pod(1, 7, 3), crossed(2)].concat(),
            [in_pod(1, 6, 1), crossed(1)].concat(),
        ]
    );
    // 10.3: (66 + 144) / 6 = 35 Energy Blocks; the track's spaces 7 and 8 crossed out, the marker at 0.
    assert_eq!(
        sh.energy,
        Some(EnergyView {
            energy_units: 210,
            blocks: 35,
            blocks_expended: 0,
            blocks_left: 35,
            burn_rate: 6,
            track: 0,
            track_last: 8,
            units_left: 210
        })
    );
    // 10.4: the Terwillicker-5000 in pod 3: armor 1, 15 Energy Units, never hit.
    assert_eq!(
        sh.battlecraft,
        [BattlecraftView {
            pod: 3,
            bridge: Status::Intact,
            engine: Status::Intact,
            class: Some("Terwillicker 5000"),
            armor: Some(1),
            energy_units_left: Some(15),
            whereabouts: Some(Whereabouts::InPod),
        }]
    );
}

/// Scenario 1's Piccolo E on Log Nr. 1 before play, then after two speed commands (the second costs an
/// Energy Block, 7.5), fire costs and hits (8.8): the marks follow the state.
#[test]
fn a_piccolo_sheet_after_energy_spent_and_hits() {
    let mut st = game("showdown");
    let e = st.find(Player::One, 'E').expect("Piccolo E");
    let sh = sheet(&st, e, Player::One);
    // No force field on a Piccolo: its Status box is X from the start (10.1 step 1); armor 1; one hunter
    // pod (the chart's armor 2), boxes 2–5 crossed out.
    let mut compartments = hull(Some(1), None, [Status::Intact, Status::Intact, Status::Destroyed]);
    compartments.push(pod_box(1, Some("hunter"), Some(2), Status::Intact));
    compartments.extend((2..=5).map(|n| pod_box(n, None, None, Status::Intact)));
    assert_eq!(sh.compartments, compartments);
    // The hunter pod: 2 unguided and 1 intelligent missile (Civ 7 on a Piccolo: 7 Energy Units, 9.5).
    assert_eq!(
        lines(&sh),
        [[in_pod(1, 0, 2), crossed(8)].concat(), crossed(7), [in_pod(1, 7, 1), crossed(4)].concat(), crossed(2),]
    );
    let start = EnergyView {
        energy_units: 30,
        blocks: 10,
        blocks_expended: 0,
        blocks_left: 10,
        burn_rate: 3,
        track: 0,
        track_last: 8,
        units_left: 30,
    };
    assert_eq!(sh.energy, Some(start));
    assert!(sh.battlecraft.is_empty());

    // Accelerate twice in one Command Phase: the second costs one Energy Block (7.5).
    command_segment(&mut st, Player::One);
    let man = |order| Action::Maneuver { unit: Unit::Ship(e), order };
    act(&mut st, Player::One, man(Order::Accelerate));
    assert_eq!(sheet(&st, e, Player::One).energy, Some(start), "one speed command is free");
    act(&mut st, Player::One, man(Order::Accelerate));
    let spent = EnergyView { blocks_expended: 1, blocks_left: 9, units_left: 27, ..start };
    assert_eq!(sheet(&st, e, Player::One).energy, Some(spent));
    // Four Energy Units more (e.g. two laser barrages, 8.2): a Block marked, the marker on 1 (10.3).
    damage::expend_units(&mut st.ships[e as usize], 4);
    let spent = EnergyView { blocks_expended: 2, blocks_left: 8, track: 1, units_left: 23, ..start };
    assert_eq!(sheet(&st, e, Player::One).energy, Some(spent));

    // Hits (8.8): the bridge (armor 1) damaged; the hunter pod (armor 2) vulnerable, then damaged: its
    // missiles are lost (8.9).
    let ship = &mut st.ships[e as usize];
    damage::hit(ship, Part::Bridge);
    damage::hit(ship, Part::Pod(1));
    let sh = sheet(&st, e, Player::One);
    assert_eq!(sh.compartments[0].status, Status::Damaged);
    assert_eq!(sh.compartments[3], pod_box(1, Some("hunter"), Some(2), Status::Vulnerable));
    assert_eq!(lines(&sh)[2][0].state, LineState::InPod, "V impairs nothing (8.9)");
    damage::hit(&mut st.ships[e as usize], Part::Pod(1));
    let sh = sheet(&st, e, Player::One);
    assert_eq!(sh.compartments[3].status, Status::Damaged);
    let lost = |eu| MissileLine { state: LineState::Lost, pod: Some(1), number: None, energy_units: eu, spent: 0 };
    assert_eq!(lines(&sh)[0][..3], [lost(0), lost(0), crossed(1)[0]]);
    assert_eq!(lines(&sh)[2][0], lost(7));
    // The enemy sees the same Status boxes.
    assert_eq!(sheet(&st, e, Player::Two).compartments, sh.compartments);
}

/// 10.2: a prepared missile takes the first line, with its pod and counter number in the Pod/# box; an
/// Energy Unit box is crossed for each Maneuver Command it receives (7.5).
#[test]
fn missiles_drawn_fill_the_first_lines() {
    let mut st = game("first-shot");
    let a = st.find(Player::Two, 'A').expect("Dagger A");
    command_segment(&mut st, Player::Two);
    let prep = Battle::PrepareMissile { pod: 1, missile: Missile::Guided };
    act(&mut st, Player::Two, Action::Battle { ship: a, command: prep });
    let sh = sheet(&st, a, Player::Two);
    let out = |state, spent| MissileLine { state, pod: Some(1), number: Some(1), energy_units: 9, spent };
    assert_eq!(
        lines(&sh)[1],
        [vec![out(LineState::Out(st8::Status::Aboard), 0)], in_pod(1, 9, 4), crossed(2)].concat()
    );
    // Launched and steered twice: two of its nine boxes crossed.
    let k = st.crafts.iter().position(|k| k.ship == a).expect("the missile");
    st.crafts[k].status = st8::Status::InPlay;
    st.crafts[k].expended = 2;
    assert_eq!(lines(&sheet(&st, a, Player::Two))[1][0], out(LineState::Out(st8::Status::InPlay), 2));
}

/// 2.5: the enemy's sheet has the Compartment section and the battlecraft's Status boxes, and nothing of
/// the energy, the missiles, or what and where the battlecraft is; the view carries exactly that sheet.
#[test]
fn the_enemy_sheet_has_no_energy_or_missile_figures() {
    let mut st = game("first-shot");
    let sword = st.find(Player::One, 'A').expect("Sword");
    damage::hit_craft(&mut st.ships[sword as usize], 4, Part::Engine);
    let own = sheet(&st, sword, Player::One);
    let theirs = sheet(&st, sword, Player::Two);
    assert!(own.own && !theirs.own);
    assert!(own.missiles.is_some() && own.energy.is_some());
    assert_eq!((theirs.missiles.as_ref(), theirs.energy), (None, None));
    assert_eq!(theirs.compartments, own.compartments);
    // The Terwillicker-X in pod 4 (armor 2): its engine hit once, V.
    assert_eq!(
        theirs.battlecraft,
        [BattlecraftView {
            pod: 4,
            bridge: Status::Intact,
            engine: Status::Vulnerable,
            class: None,
            armor: None,
            energy_units_left: None,
            whereabouts: None,
        }]
    );
    assert_eq!(
        (own.battlecraft[0].class, own.battlecraft[0].armor, own.battlecraft[0].energy_units_left),
        (Some("Terwillicker-X"), Some(2), Some(15))
    );
    let v = view(&st, Player::Two);
    let ship = v.ships.iter().find(|s| s.id == sword).expect("in the view");
    assert_eq!(ship.sheet, theirs);
    assert_eq!(view(&st, Player::One).ships.iter().find(|s| s.id == sword).expect("own").sheet, own);
    let json = serde_json::to_string(&ship.sheet).expect("serialises");
    for hidden in ["blocks", "track", "\"lines\"", "Terwillicker", "in_pod"] {
        assert!(!json.contains(hidden), "{hidden} in the enemy's sheet: {json}");
    }
    assert!(json.contains("\"missiles\":null,\"energy\":null"), "{json}");
}
