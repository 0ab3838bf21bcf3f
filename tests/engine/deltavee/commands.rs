//! DeltaVee 3.0 phase 2 and 7.0–7.7: the Detection Segment, Maneuver and Battle Commands, and their energy,
//! with exact events.

use super::movement::{c, game, launch, ship};
use starshift::engine::deltavee::action::{Action, Battle, Order};
use starshift::engine::deltavee::data::{Class, Expense, Missile};
use starshift::engine::deltavee::event::{By, Event, Purpose};
use starshift::engine::deltavee::map::at;
use starshift::engine::deltavee::rules::{apply, legal_actions};
use starshift::engine::deltavee::state::{
    CraftKind, Interception, JumpMarker, Phase, Player, Segment, State, Status, Unit,
};

/// Opens `p`'s Command Segment afresh (what `PhaseBegan` does), for cases set up by hand.
fn segment(st: &mut State, p: Player) {
    st.phase = Phase::Command(p, Segment::Command);
    st.tallies.clear();
}

fn act(st: &mut State, p: Player, a: Action) -> Vec<Event> {
    assert!(legal_actions(st, p).contains(&a), "{a:?} should be listed: {:?}", legal_actions(st, p));
    apply(st, p, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"))
}

/// Refused with this case, not listed, and the state untouched.
fn refused(st: &mut State, p: Player, a: Action, case: &str) {
    assert!(!legal_actions(st, p).contains(&a), "{a:?} should not be listed");
    let before = st.clone();
    let r = apply(st, p, &a).expect_err("refused");
    assert_eq!(r.case, format!("DeltaVee {case}"), "{r}");
    assert_eq!(*st, before);
}

fn man(unit: Unit, order: Order) -> Action {
    Action::Maneuver { unit, order }
}

#[test]
fn detection_flips_enemy_counters_within_three_hexes_for_good() {
    let mut st = game("first-shot");
    let dagger = ship(&st, Player::Two, 'A');
    for s in 1..=2 {
        st.ships[s].velocity = Some(0);
    }
    // Three and four hexes from the Sword at A1112.
    let near = launch(&mut st, dagger, CraftKind::Missile(Missile::Unguided), "A0812", 3, 0);
    let far = launch(&mut st, dagger, CraftKind::Missile(Missile::Unguided), "A0712", 3, 0);
    let sword = ship(&st, Player::One, 'A');
    let ours = launch(&mut st, sword, CraftKind::Missile(Missile::Unguided), "A1114", 6, 4);
    st.phase = Phase::Fire(Player::One);
    let ev = act(&mut st, Player::One, Action::EndFire);
    assert_eq!(
        ev,
        [
            Event::PhaseBegan { phase: Phase::Movement(Player::Two) },
            Event::PhaseBegan { phase: Phase::Command(Player::One, Segment::Detection) },
            Event::Revealed { units: vec![Unit::Craft(near)], by: Player::One, case: "3.0".into() },
            Event::PhaseBegan { phase: Phase::Command(Player::One, Segment::Command) },
            // Each friendly unguided missile one faster (3.0, 7.1).
            Event::Boosted { missile: ours, velocity: 5 },
        ]
    );
    assert!(st.craft(near).revealed && !st.craft(far).revealed);
    // The enemy sees the far one as an unknown counter (2.5).
    assert_eq!(st.craft(far).shown_to(Player::One), None);
    // An unguided missile takes no Maneuver Commands (7.1).
    refused(&mut st, Player::One, man(Unit::Craft(ours), Order::TurnLeft), "7.1");
}

#[test]
fn maneuver_allowance_and_the_energy_of_steering() {
    // Scenario 1: Piccolo D, Maneuver Rating 8 at velocity 1: seven commands (7.1).
    let mut st = game("showdown");
    let d = ship(&st, Player::Two, 'D');
    segment(&mut st, Player::Two);
    let listed = legal_actions(&st, Player::Two);
    assert_eq!(listed.first(), Some(&man(d, Order::Accelerate)));
    assert!(listed.contains(&Action::EndCommands));
    // The first Accelerate, Decelerate or Direction Change is free; a second costs one block (7.5).
    assert_eq!(
        act(&mut st, Player::Two, man(d, Order::Accelerate)),
        [Event::Maneuvered { unit: d, order: Order::Accelerate, by: By::Own }]
    );
    let ev = act(&mut st, Player::Two, man(d, Order::TurnLeft));
    assert_eq!(
        ev,
        [
            Event::Spent { unit: d, expense: Expense::ManeuverBeyondOne, blocks: 1, units: 0 },
            Event::Maneuvered { unit: d, order: Order::TurnLeft, by: By::Own },
        ]
    );
    act(&mut st, Player::Two, man(d, Order::TurnLeft));
    assert_eq!(st.ships[1].blocks_expended, 1, "one block however many beyond the first");
    assert_eq!(st.ships[1].facing, Some(c(7)));
    assert_eq!(st.ships[1].velocity, Some(2));
    // A Weave: one block more, once per phase, into an adjacent hex (7.2, 7.5).
    let to = at("B1510");
    let ev = act(&mut st, Player::Two, man(d, Order::Weave { to }));
    assert_eq!(ev[0], Event::Spent { unit: d, expense: Expense::Weave, blocks: 1, units: 0 });
    assert_eq!(st.ships[1].at, Some(to));
    refused(&mut st, Player::Two, man(d, Order::Weave { to: at("B1511") }), "7.2");
    // Velocity Rating 3: Accelerate and Decelerate three times in all (7.2).
    act(&mut st, Player::Two, man(d, Order::Decelerate));
    act(&mut st, Player::Two, man(d, Order::Accelerate));
    refused(&mut st, Player::Two, man(d, Order::Accelerate), "7.2");
    // Seven commands issued: no more (7.1).
    act(&mut st, Player::Two, man(d, Order::TurnRight));
    assert_eq!(st.tally(d).maneuvers, 7);
    refused(&mut st, Player::Two, man(d, Order::TurnRight), "7.1");
}

#[test]
fn at_the_maneuver_rating_one_speed_command_only() {
    let mut st = game("showdown");
    let d = ship(&st, Player::Two, 'D');
    st.ships[1].velocity = Some(8);
    segment(&mut st, Player::Two);
    let listed: Vec<_> =
        legal_actions(&st, Player::Two).into_iter().filter(|a| matches!(a, Action::Maneuver { .. })).collect();
    assert_eq!(listed, [man(d, Order::Accelerate), man(d, Order::Decelerate)]);
    act(&mut st, Player::Two, man(d, Order::Decelerate));
    // Counted from the velocity at the first command: still one only (7.1).
    refused(&mut st, Player::Two, man(d, Order::Decelerate), "7.1");
}

#[test]
fn no_weave_into_planets_or_asteroids_and_no_energy_no_command() {
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    st.ships[0].at = Some(at("C1107"));
    segment(&mut st, Player::One);
    // C1007 holds asteroids (around the C0907 marker).
    refused(&mut st, Player::One, man(mu, Order::Weave { to: at("C1007") }), "7.2");
    st.planets.push(at("C1106"));
    refused(&mut st, Player::One, man(mu, Order::Weave { to: at("C1106") }), "7.2");
    // Out of Energy Blocks: the free first command only (7.6).
    st.ships[0].blocks_expended = st.ships[0].log().energy_blocks;
    act(&mut st, Player::One, man(mu, Order::TurnLeft));
    refused(&mut st, Player::One, man(mu, Order::TurnLeft), "7.6");
    // The waiting Dagger takes no Commands until alerted (scenario 4).
    let dagger = ship(&st, Player::One, 'A');
    refused(&mut st, Player::One, man(dagger, Order::TurnLeft), "11.0 scenario 4");
}

#[test]
fn prepare_jump_then_jump_or_abort_in_the_next_command_phase() {
    let mut st = game("tau-ceti");
    let iota = ship(&st, Player::One, 'A');
    segment(&mut st, Player::One);
    act(&mut st, Player::One, man(iota, Order::PrepareJump));
    assert_eq!(st.ships[0].jump, Some(JumpMarker::Prepare));
    // Not the Jump in the same phase; no other Maneuver Command with the marker on (7.1, 7.2).
    refused(&mut st, Player::One, man(iota, Order::Jump), "7.2");
    refused(&mut st, Player::One, man(iota, Order::TurnLeft), "7.1");
    act(&mut st, Player::One, Action::EndCommands);
    // The following friendly Command Phase: still on map A, so no Jump (scenario 3), and the Abort is owed.
    segment(&mut st, Player::One);
    refused(&mut st, Player::One, man(iota, Order::Jump), "11.0 scenario 3");
    refused(&mut st, Player::One, Action::EndCommands, "7.2");
    // On map E (the fifth tile) the Jump is allowed.
    st.ships[0].at = Some(at("E0909"));
    act(&mut st, Player::One, man(iota, Order::Jump));
    assert_eq!(st.ships[0].jump, Some(JumpMarker::Jump));
    act(&mut st, Player::One, Action::EndCommands);
    // Scenario 1 allows no hyperjumps (11.0), though a hunter pod holds a jump engine.
    let mut st = game("showdown");
    segment(&mut st, Player::Two);
    let d = ship(&st, Player::Two, 'D');
    refused(&mut st, Player::Two, man(d, Order::PrepareJump), "11.0");
}

#[test]
fn prepared_missiles_are_limited_by_pods_and_battle_commands() {
    let mut st = game("first-shot");
    let a = st.find(Player::Two, 'A').expect("Dagger A");
    segment(&mut st, Player::Two);
    // A heavy weapon pod's unguided missiles need no preparation (5.8).
    refused(
        &mut st,
        Player::Two,
        Action::Battle { ship: a, command: Battle::PrepareMissile { pod: 1, missile: Missile::Unguided } },
        "9.1",
    );
    let prep = Battle::PrepareMissile { pod: 1, missile: Missile::Guided };
    let ev = act(&mut st, Player::Two, Action::Battle { ship: a, command: prep });
    assert_eq!(ev[0], Event::Commanded { ship: a, command: prep });
    let Event::CraftOut { craft } = &ev[1] else { panic!("{ev:?}") };
    assert_eq!((craft.kind, craft.pod, craft.number, craft.civ), (CraftKind::Missile(Missile::Guided), 1, 1, 7));
    assert_eq!(craft.status, Status::Aboard);
    assert_eq!(st.at(Unit::Craft(0)), st.ships[1].at, "it rides atop the Dagger");
    // One Battle Command (7.3) and one missile-carrying pod (7.4): no more.
    refused(&mut st, Player::Two, Action::Battle { ship: a, command: Battle::ActiveSearch }, "7.3");
    segment(&mut st, Player::Two);
    refused(&mut st, Player::Two, Action::Battle { ship: a, command: prep }, "7.4");
    // The Sword: two heavy weapon pods and a battle communications pod, four Battle Commands.
    segment(&mut st, Player::One);
    for missile in [Missile::Intelligent, Missile::Mims] {
        act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::PrepareMissile { pod: 1, missile } });
    }
    refused(
        &mut st,
        Player::One,
        Action::Battle { ship: 0, command: Battle::PrepareMissile { pod: 2, missile: Missile::Guided } },
        "7.4",
    );
    // Heavy weapon pod 1 had one MIMS (5.8): none left.
    assert_eq!(starshift::engine::deltavee::commands::missiles_left(&st, 0, 1, Missile::Mims), 0);
}

#[test]
fn guided_missiles_need_control_and_spend_energy_per_command() {
    let mut st = game("first-shot");
    let dagger = ship(&st, Player::Two, 'A');
    let g = launch(&mut st, dagger, CraftKind::Missile(Missile::Guided), "A0508", 3, 2);
    let i = launch(&mut st, dagger, CraftKind::Missile(Missile::Intelligent), "A0509", 3, 2);
    segment(&mut st, Player::Two);
    refused(&mut st, Player::Two, man(Unit::Craft(g), Order::Accelerate), "7.4");
    // An intelligent missile maneuvers every friendly Command Phase: one Energy Unit a command (7.5).
    let ev = act(&mut st, Player::Two, man(Unit::Craft(i), Order::Accelerate));
    assert_eq!(ev[0], Event::Spent { unit: Unit::Craft(i), expense: Expense::MissileManeuver, blocks: 0, units: 1 });
    // Missiles do not weave (7.2).
    refused(&mut st, Player::Two, man(Unit::Craft(i), Order::Weave { to: at("A0608") }), "7.2");
    let a = st.find(Player::Two, 'A').expect("Dagger");
    act(&mut st, Player::Two, Action::Battle { ship: a, command: Battle::ControlGuided { missile: g } });
    act(&mut st, Player::Two, man(Unit::Craft(g), Order::Accelerate));
    act(&mut st, Player::Two, man(Unit::Craft(g), Order::Accelerate));
    assert_eq!(st.craft(g).expended, 2);
    assert_eq!(st.craft(g).units_left(), 7, "Civ 7 guided: 9 Energy Units (9.5)");
    // Guided Civ 7: Velocity Rating 2 (9.5); Maneuver Rating 5 less velocity 2: three commands (7.1).
    refused(&mut st, Player::Two, man(Unit::Craft(g), Order::Decelerate), "7.2");
    act(&mut st, Player::Two, man(Unit::Craft(g), Order::TurnLeft));
    refused(&mut st, Player::Two, man(Unit::Craft(g), Order::TurnLeft), "7.1");
}

#[test]
fn active_search_reaches_six_or_ten_hexes() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let dagger = ship(&st, Player::Two, 'A');
    // Eight hexes west of the Dagger at A0706 lies A1508 … use plain columns: A1506 is 8 from A0706.
    let m = launch(&mut st, sword, CraftKind::Missile(Missile::Unguided), "A1506", 3, 1);
    segment(&mut st, Player::Two);
    let a = st.find(Player::Two, 'A').expect("Dagger");
    act(&mut st, Player::Two, Action::Battle { ship: a, command: Battle::ActiveSearch });
    assert!(!st.craft(m).revealed, "beyond six hexes of the Dagger");
    // The Sword's battle communications pod searches ten hexes (7.4).
    let theirs = launch(&mut st, dagger, CraftKind::Missile(Missile::Unguided), "A0206", 3, 1);
    segment(&mut st, Player::One);
    let ev = act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::ActiveSearch });
    assert_eq!(ev[1], Event::Revealed { units: vec![Unit::Craft(theirs)], by: Player::One, case: "7.4".into() });
}

#[test]
fn battlecraft_are_prepared_launched_a_phase_later_and_dock_again() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    segment(&mut st, Player::One);
    // The Sword's pods: heavy, heavy, battle communications, battlecraft (box 4), energy.
    act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::PrepareBattlecraft { pod: 4 } });
    let bc = 0;
    assert_eq!(st.craft(bc).kind, CraftKind::Battlecraft(Class::TerwillickerX));
    assert_eq!(st.name(Unit::Craft(bc)), "Player 1's Terwillicker-X A1");
    let launch_it = Battle::LaunchBattlecraft { craft: bc, hex: at("A1012"), facing: c(8), velocity: 4 };
    refused(&mut st, Player::One, Action::Battle { ship: 0, command: launch_it }, "7.4");
    segment(&mut st, Player::One);
    // Five directions, three velocities, six hexes (7.4).
    let launches = legal_actions(&st, Player::One)
        .into_iter()
        .filter(|a| matches!(a, Action::Battle { command: Battle::LaunchBattlecraft { .. }, .. }))
        .count();
    assert_eq!(launches, 6 * 5 * 3);
    refused(
        &mut st,
        Player::One,
        Action::Battle {
            ship: 0,
            command: Battle::LaunchBattlecraft { craft: bc, hex: at("A1012"), facing: c(6), velocity: 3 },
        },
        "7.4",
    );
    let ev = act(&mut st, Player::One, Action::Battle { ship: 0, command: launch_it });
    assert_eq!(ev[1], Event::Launched { craft: bc, hex: at("A1012"), facing: c(8), velocity: 4 });
    assert!(st.in_play(Unit::Craft(bc)) && !st.craft(bc).revealed);
    // It maneuvers like a spacecraft, paying in Energy Units (7.5).
    let b = Unit::Craft(bc);
    act(&mut st, Player::One, man(b, Order::TurnRight));
    let ev = act(&mut st, Player::One, man(b, Order::Decelerate));
    assert_eq!(ev[0], Event::Spent { unit: b, expense: Expense::ManeuverBeyondOne, blocks: 0, units: 1 });
    // Back with its ship on the same course: Rendezvous docks it in its pod (5.6, 7.4).
    st.crafts[0].at = st.ships[0].at;
    st.crafts[0].facing = st.ships[0].facing;
    st.crafts[0].velocity = st.ships[0].velocity;
    let ev = act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::Rendezvous { with: b } });
    assert_eq!(ev[1], Event::Docked { unit: b, with: sword });
    assert_eq!(st.craft(bc).status, Status::Docked);
    // Docked, it draws Energy Units from the ship, no Command needed (5.6).
    act(&mut st, Player::One, Action::Replenish { craft: bc, units: 1 });
    assert_eq!((st.craft(bc).expended, st.ships[0].track), (0, 1));
}

#[test]
fn tractor_beams_steer_another_unit_at_twice_its_burn_rate() {
    // Scenario 4: Flute A's tractor pod (Civ 7 on a Civ 8 hull: one command, four hexes: 5.6).
    let mut st = game("pirates");
    let (fa, fb) = (st.find(Player::Two, 'A').expect("A"), st.find(Player::Two, 'B').expect("B"));
    let mu = ship(&st, Player::One, 'B');
    segment(&mut st, Player::Two);
    refused(
        &mut st,
        Player::Two,
        Action::Battle { ship: fa, command: Battle::TractorBeam { pod: 3, target: mu } },
        "5.6",
    );
    act(
        &mut st,
        Player::Two,
        Action::Battle { ship: fa, command: Battle::TractorBeam { pod: 3, target: Unit::Ship(fb) } },
    );
    let ev = act(&mut st, Player::Two, Action::Tractor { ship: fa, order: Order::Accelerate });
    assert_eq!(
        ev,
        [
            Event::Spent { unit: Unit::Ship(fa), expense: Expense::TractorBeam, blocks: 0, units: 12 },
            Event::Maneuvered { unit: Unit::Ship(fb), order: Order::Accelerate, by: By::Tractor { ship: fa } },
        ]
    );
    assert_eq!(st.ships[3].velocity, Some(1));
    assert_eq!((st.ships[2].blocks_expended, st.ships[2].track), (2, 0), "12 units: two Flute blocks");
    assert_eq!(st.ships[3].blocks_expended, 0, "the target pays nothing");
    refused(&mut st, Player::Two, Action::Tractor { ship: fa, order: Order::TurnLeft }, "5.6");
}

#[test]
fn an_active_force_field_forbids_most_commands() {
    let mut st = game("first-shot");
    segment(&mut st, Player::One);
    let ev = act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::ForceField { on: true } });
    assert_eq!(ev[0], Event::Spent { unit: Unit::Ship(0), expense: Expense::ActivateForceField, blocks: 1, units: 0 });
    assert!(st.ships[0].force_field);
    refused(&mut st, Player::One, man(Unit::Ship(0), Order::TurnLeft), "7.1");
    refused(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::PrepareBattlecraft { pod: 3 } }, "7.4");
    act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::PrepareBattlecraft { pod: 4 } });
    act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::ActiveSearch });
    act(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::ForceField { on: false } });
    assert!(!st.ships[0].force_field);
    // Four Battle Commands issued (7.3).
    refused(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::ActiveSearch }, "7.3");
    // The Piccolo has no force field (4.6).
    let mut st = game("showdown");
    segment(&mut st, Player::Two);
    let r = apply(&mut st, Player::Two, &Action::Battle { ship: 1, command: Battle::ForceField { on: true } });
    assert!(r.is_err(), "no Battle Commands at all: a hunter pod gives none (5.8)");
}

#[test]
fn docked_ships_move_and_burn_as_one() {
    let mut st = game("pirates");
    let (fa, fb) = (st.find(Player::Two, 'A').expect("A"), st.find(Player::Two, 'B').expect("B"));
    st.ships[3].at = st.ships[2].at;
    st.ships[3].facing = st.ships[2].facing;
    segment(&mut st, Player::Two);
    let ev =
        act(&mut st, Player::Two, Action::Battle { ship: fa, command: Battle::Rendezvous { with: Unit::Ship(fb) } });
    assert_eq!(ev[1], Event::Docked { unit: Unit::Ship(fb), with: Unit::Ship(fa) });
    act(&mut st, Player::Two, man(Unit::Ship(fa), Order::Accelerate));
    // The second steering command: the two burn rates in Energy Units instead of a block (7.4).
    let ev = act(&mut st, Player::Two, man(Unit::Ship(fa), Order::TurnLeft));
    assert_eq!(ev[0], Event::Spent { unit: Unit::Ship(fa), expense: Expense::ManeuverDocked, blocks: 0, units: 12 });
    assert_eq!((st.ships[3].velocity, st.ships[3].facing), (st.ships[2].velocity, st.ships[2].facing));
    // Commands to either count as one unit's: the energy beyond the first is paid once (7.4, 7.5).
    let ev = act(&mut st, Player::Two, man(Unit::Ship(fb), Order::TurnLeft));
    assert_eq!(ev, [Event::Maneuvered { unit: Unit::Ship(fb), order: Order::TurnLeft, by: By::Own }]);
    assert_eq!(st.tally(Unit::Ship(fa)).maneuvers, 3);
    assert_eq!(st.helm(Unit::Ship(fb)), Unit::Ship(fa));
    // One Velocity marker: one move carries both (7.4).
    act(&mut st, Player::Two, Action::EndCommands);
    act(&mut st, Player::One, Action::EndFire);
    assert_eq!(legal_actions(&st, Player::Two), [Action::Move { unit: Unit::Ship(fa) }]);
    act(&mut st, Player::Two, Action::Move { unit: Unit::Ship(fa) });
    assert_eq!(st.ships[3].at, st.ships[2].at);
    assert_ne!(st.ships[2].at, Some(at("B1612")));
}

#[test]
fn a_face_down_enemy_counter_is_no_tractor_target() {
    let mut st = game("pirates");
    let fa = st.find(Player::Two, 'A').expect("A");
    let mu = ship(&st, Player::One, 'B');
    // The Mu's Terwillicker 5000, face down two hexes from Flute A at B1612.
    let bc = launch(&mut st, mu, CraftKind::Battlecraft(Class::Terwillicker5000), "B1412", 9, 1);
    segment(&mut st, Player::Two);
    let beam = Action::Battle { ship: fa, command: Battle::TractorBeam { pod: 3, target: Unit::Craft(bc) } };
    refused(&mut st, Player::Two, beam.clone(), "2.5");
    st.crafts[bc as usize].revealed = true;
    act(&mut st, Player::Two, beam);
    // Burn rate 1: two Energy Units a command (5.6).
    let ev = act(&mut st, Player::Two, Action::Tractor { ship: fa, order: Order::TurnRight });
    assert_eq!(ev[0], Event::Spent { unit: Unit::Ship(fa), expense: Expense::TractorBeam, blocks: 0, units: 2 });
    assert_eq!(st.craft(bc).facing, Some(c(10)));
}

#[test]
fn the_dagger_is_alerted_on_a_one_or_two() {
    // Scenario 4: Player 1 rolls in each friendly Command Phase; 1 or 2 alerts the Dagger at once.
    use starshift::engine::deltavee::event::Purpose;
    use starshift::engine::dice::Dice;
    for (face, alerted) in [(3, false), (2, true)] {
        let mut st = game("pirates");
        let dagger = st.find(Player::One, 'A').expect("Dagger");
        st.dice = Dice::scripted(&[face]);
        st.ships[2].velocity = Some(0);
        st.ships[3].velocity = Some(0);
        st.phase = Phase::Fire(Player::One);
        let ev = act(&mut st, Player::One, Action::EndFire);
        let roll = Event::Rolled { sides: 10, face, purpose: Purpose::Alert { ship: dagger } };
        assert_eq!(ev[3], roll);
        assert_eq!(ev.get(4) == Some(&Event::Alerted { ship: dagger }), alerted);
        assert_eq!(st.ships[dagger as usize].alerted, alerted);
        // Usable from this Command Phase on.
        let turn = man(Unit::Ship(dagger), Order::TurnLeft);
        assert_eq!(legal_actions(&st, Player::One).contains(&turn), alerted);
    }
}

#[test]
fn a_destroyed_energy_pod_brings_the_expenditure_up_to_144() {
    use starshift::engine::deltavee::commands::energy_pod_destroyed;
    use starshift::engine::deltavee::rules::Ctx;
    // Scenario 5: the Dagger (burn rate 4) has spent 10 blocks, 40 Energy Units; 104 more go at once (8.9).
    let st = game("convoy-red");
    let e = st.find(Player::One, 'E').expect("Dagger");
    let mut cx = Ctx { st, events: Vec::new() };
    energy_pod_destroyed(&mut cx, e);
    assert_eq!(
        cx.events,
        [Event::Spent { unit: Unit::Ship(e), expense: Expense::EnergyPodDestroyed, blocks: 26, units: 0 }]
    );
    assert_eq!(cx.st.ship(e).units_expended(), 144);
    assert_eq!(cx.st.ship(e).blocks_left(), (48 + 144) / 4 - 36);
}

#[test]
fn set_up_choices_are_actions_and_play_begins_after_them() {
    use starshift::engine::deltavee::rules::new_game;
    use starshift::engine::deltavee::setup::SetupAction;
    let mut st = new_game("tau-ceti", 1).expect("sets up");
    assert_eq!(st.phase, Phase::SetUp);
    let first = legal_actions(&st, Player::One)[0].clone();
    assert!(matches!(first, Action::SetUp { choice: SetupAction::Place { .. } }));
    assert!(legal_actions(&st, Player::Two).is_empty());
    refused(&mut st, Player::One, Action::EndCommands, "3.0");
    while st.phase == Phase::SetUp {
        let p = st.phasing().expect("chooser");
        let a = legal_actions(&st, p)[0].clone();
        let ev = act(&mut st, p, a);
        if st.phase != Phase::SetUp {
            assert_eq!(ev.last(), Some(&Event::PhaseBegan { phase: Phase::Movement(Player::One) }));
        }
    }
    let _ = JumpMarker::Jump;
}

/// 5.6, 7.4: a tractor beam steers an enemy spaceship as if its player controlled it: Flute A's Civ 7 beam
/// (one Maneuver Command, four hexes) turns the Corco Mu from 9 to 10 o'clock at twice the Mu's burn rate
/// (2 × 16 = 32 Energy Units, from the Flute; the Mu pays nothing), and the Mu's next move follows the
/// new direction.
#[test]
fn a_tractor_beam_turns_an_enemy_ship() {
    let mut st = game("pirates");
    let fa = st.find(Player::Two, 'A').expect("A");
    let mu = ship(&st, Player::One, 'B');
    let Unit::Ship(m) = mu else { panic!("a ship") };
    let flute_at = st.ships[fa as usize].at.expect("placed");
    // Five hexes off, beyond the Civ 7 beam's reach; then four.
    st.ships[m as usize].at = Some(flute_at.step(c(4).side().expect("a side"), 5));
    segment(&mut st, Player::Two);
    let beam = Action::Battle { ship: fa, command: Battle::TractorBeam { pod: 3, target: mu } };
    refused(&mut st, Player::Two, beam.clone(), "5.6");
    let mu_at = flute_at.step(c(4).side().expect("a side"), 4);
    st.ships[m as usize].at = Some(mu_at);
    let before = (st.ships[m as usize].blocks_expended, st.ships[m as usize].track);
    act(&mut st, Player::Two, beam);
    let ev = act(&mut st, Player::Two, Action::Tractor { ship: fa, order: Order::TurnRight });
    assert_eq!(
        ev,
        [
            Event::Spent { unit: Unit::Ship(fa), expense: Expense::TractorBeam, blocks: 0, units: 32 },
            Event::Maneuvered { unit: mu, order: Order::TurnRight, by: By::Tractor { ship: fa } },
        ]
    );
    assert_eq!(st.ships[m as usize].facing, Some(c(10)));
    assert_eq!((st.ships[m as usize].blocks_expended, st.ships[m as usize].track), before, "the Mu pays nothing");
    // 32 Energy Units at the Flute's burn rate of 6: five Energy Blocks and two Units on the track (10.3).
    assert_eq!((st.ships[fa as usize].blocks_expended, st.ships[fa as usize].track), (5, 2));
    // A Civ 7 beam gives one Maneuver Command (5.6).
    refused(&mut st, Player::Two, Action::Tractor { ship: fa, order: Order::TurnRight }, "5.6");
    // The Mu's owner moves it on its new course: two hexes toward 10 o'clock (6.0).
    super::movement::pass_to_movement(&mut st, Player::One);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    let (line, _) = starshift::engine::clock::path(mu_at, c(10), starshift::engine::clock::Reminder::Left, 2);
    assert_eq!(ev[1], Event::Moved { unit: mu, path: line, reminder: starshift::engine::clock::Reminder::Left });
}

/// 7.4 Rendezvous, 7.5: Flute A takes Flute B in tow. Docked, the two answer to one set of Maneuver
/// Commands; a second steering command costs the two burn rates in Energy Units (6 + 6 = 12) from the ship
/// issuing it, not a block each; and one move carries both hex by hex.
#[test]
fn a_docked_tow_moves_both_ships_at_the_combined_burn() {
    let mut st = game("pirates");
    let (fa, fb) = (st.find(Player::Two, 'A').expect("A"), st.find(Player::Two, 'B').expect("B"));
    // Flute B alongside Flute A: the same hex, velocity (0) and direction (7.4).
    st.ships[fb as usize].at = st.ships[fa as usize].at;
    st.ships[fb as usize].facing = st.ships[fa as usize].facing;
    let facing = st.ships[fa as usize].facing.expect("placed");
    segment(&mut st, Player::Two);
    let ev =
        act(&mut st, Player::Two, Action::Battle { ship: fa, command: Battle::Rendezvous { with: Unit::Ship(fb) } });
    assert_eq!(
        ev,
        [
            Event::Commanded { ship: fa, command: Battle::Rendezvous { with: Unit::Ship(fb) } },
            Event::Docked { unit: Unit::Ship(fb), with: Unit::Ship(fa) },
        ]
    );
    let ev = act(&mut st, Player::Two, man(Unit::Ship(fa), Order::Accelerate));
    assert_eq!(ev, [Event::Maneuvered { unit: Unit::Ship(fa), order: Order::Accelerate, by: By::Own }]);
    let ev = act(&mut st, Player::Two, man(Unit::Ship(fa), Order::Accelerate));
    assert_eq!(
        ev,
        [
            Event::Spent { unit: Unit::Ship(fa), expense: Expense::ManeuverDocked, blocks: 0, units: 12 },
            Event::Maneuvered { unit: Unit::Ship(fa), order: Order::Accelerate, by: By::Own },
        ]
    );
    assert_eq!((st.ships[fa as usize].velocity, st.ships[fb as usize].velocity), (Some(2), Some(2)));
    assert_eq!(st.ships[fb as usize].blocks_expended, 0, "the towed ship pays nothing");
    assert_eq!((st.ships[fa as usize].blocks_expended, st.ships[fa as usize].track), (2, 0), "12 units: 2 blocks");
    super::movement::pass_to_movement(&mut st, Player::Two);
    assert_eq!(legal_actions(&st, Player::Two), [Action::Move { unit: Unit::Ship(fa) }], "one Velocity marker");
    let from = st.ships[fa as usize].at.expect("placed");
    let ev = act(&mut st, Player::Two, Action::Move { unit: Unit::Ship(fa) });
    let (line, r) = starshift::engine::clock::path(from, facing, starshift::engine::clock::Reminder::Left, 2);
    assert_eq!(
        ev[..3],
        [
            Event::MoveBegan { unit: Unit::Ship(fa), velocity: 2 },
            Event::Moved { unit: Unit::Ship(fa), path: line.clone(), reminder: r },
            Event::MoveEnded { unit: Unit::Ship(fa) }
        ]
    );
    assert_eq!((st.ships[fa as usize].at, st.ships[fb as usize].at), (Some(line[1]), Some(line[1])));
}

/// 2.6: Velocity markers run from 0 to 9. The Sword at 9 (above its Maneuver Rating of 8: one speed command
/// only, 7.1) may decelerate but not accelerate; at its next Command Segment an unguided missile at 9 stays
/// at 9 while one at 8 is boosted to 9 (7.1).
#[test]
fn velocity_markers_stop_at_nine() {
    let mut st = game("first-shot");
    st.ships[0].velocity = Some(9);
    segment(&mut st, Player::One);
    refused(&mut st, Player::One, man(Unit::Ship(0), Order::Accelerate), "2.6");
    act(&mut st, Player::One, man(Unit::Ship(0), Order::Decelerate));
    assert_eq!(st.ships[0].velocity, Some(8));
    refused(&mut st, Player::One, man(Unit::Ship(0), Order::Decelerate), "7.1");
    let sword = Unit::Ship(0);
    let fast = launch(&mut st, sword, CraftKind::Missile(Missile::Unguided), "A0115", 12, 9);
    let slower = launch(&mut st, sword, CraftKind::Missile(Missile::Unguided), "A0215", 12, 8);
    act(&mut st, Player::One, Action::EndCommands);
    super::movement::pass_to(&mut st, Phase::Command(Player::One, Segment::Command));
    assert!(st.in_play(Unit::Craft(fast)) && st.in_play(Unit::Craft(slower)), "moved north, still on map A");
    assert_eq!(st.craft(slower).velocity, Some(9));
    assert_eq!(st.craft(fast).velocity, Some(9), "no marker above 9");
}

/// 7.1: Maneuver and Battle Commands are not carried over: the Sword, given all eight of its Maneuver
/// Commands at velocity 0 and its Battle Commands, has the same allowance again in its next Command Phase.
#[test]
fn commands_left_unissued_or_issued_do_not_carry_over() {
    let mut st = game("first-shot");
    st.ships[0].velocity = Some(0);
    segment(&mut st, Player::One);
    let sword = Unit::Ship(0);
    // The Sword's whole allowance: eight Maneuver Commands (turns, at velocity 0) and four Battle Commands.
    let spend_all = |st: &mut State| {
        for i in 0..8 {
            let order = if i % 2 == 0 { Order::TurnLeft } else { Order::TurnRight };
            act(st, Player::One, man(sword, order));
        }
        refused(st, Player::One, man(sword, Order::TurnLeft), "7.1");
        for _ in 0..4 {
            act(st, Player::One, Action::Battle { ship: 0, command: Battle::ActiveSearch });
        }
    };
    spend_all(&mut st);
    refused(&mut st, Player::One, Action::Battle { ship: 0, command: Battle::ActiveSearch }, "7.3");
    act(&mut st, Player::One, Action::EndCommands);
    super::movement::pass_to(&mut st, Phase::Command(Player::One, Segment::Command));
    assert_eq!(st.ships[0].velocity, Some(0));
    spend_all(&mut st);
}

/// 6.4, 9.6: the Interception Routine is conducted whatever the phase: Dagger A weaves, in its Command
/// Phase, into the hex of the Sword's face-down guided missile (Civ 7); the missile's owner rolls at once.
#[test]
fn weaving_into_an_enemy_missiles_hex_sets_off_the_routine() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let dagger = ship(&st, Player::Two, 'A');
    let m = launch(&mut st, sword, CraftKind::Missile(Missile::Guided), "A0806", 12, 2);
    segment(&mut st, Player::Two);
    st.dice = starshift::engine::dice::Dice::scripted(&[10]);
    let ev = act(&mut st, Player::Two, man(dagger, Order::Weave { to: at("A0806") }));
    let due = Interception { missile: m, target: Some(dagger), hex: at("A0806") };
    // 12 against 3 o'clock: three positions apart, the chart: velocities 2 and 3 give 4 (8.4); Civ 7 in
    // the 3–4 column: 5 (9.7). A 10 misses.
    let chance =
        Purpose::Interception { missile: m, target: dagger, civ: 7, relative_velocity: 4, column: (3, 4), chance: 5 };
    assert_eq!(
        ev,
        [
            Event::Spent { unit: dagger, expense: Expense::Weave, blocks: 1, units: 0 },
            Event::Maneuvered { unit: dagger, order: Order::Weave { to: at("A0806") }, by: By::Own },
            Event::InterceptionDue { interception: due },
            Event::InterceptionBegan { interception: due, target: dagger, relative_velocity: 4 },
            Event::Rolled { sides: 10, face: 10, purpose: chance },
            Event::InterceptionResult { missile: m, target: dagger, intercepted: false },
        ]
    );
    assert!(st.in_play(dagger) && st.in_play(Unit::Craft(m)) && st.interceptions.is_empty());
}

/// 5.6 with 7.1: a tractor beam's commands are Maneuver Commands, so a ship with an active force field or a
/// jump marker takes none through it either. Scenario 4's Dagger (alerted, moved within four hexes of
/// Flute A): held by the beam, it cannot be turned while its field is on or a Prepare Jump marker is atop.
#[test]
fn no_tractor_commands_to_a_ship_behind_a_force_field_or_a_jump_marker() {
    let mut st = game("pirates");
    let fa = st.find(Player::Two, 'A').expect("A");
    let dagger = ship(&st, Player::One, 'A');
    let Unit::Ship(d) = dagger else { panic!("a ship") };
    st.ships[d as usize].alerted = true;
    st.ships[d as usize].at = Some(st.ships[fa as usize].at.expect("placed").step(c(2).side().expect("side"), 3));
    st.ships[d as usize].force_field = true;
    segment(&mut st, Player::Two);
    act(&mut st, Player::Two, Action::Battle { ship: fa, command: Battle::TractorBeam { pod: 3, target: dagger } });
    let turn = Action::Tractor { ship: fa, order: Order::TurnRight };
    refused(&mut st, Player::Two, turn.clone(), "7.1");
    st.ships[d as usize].force_field = false;
    st.ships[d as usize].jump = Some(JumpMarker::Prepare);
    refused(&mut st, Player::Two, turn.clone(), "7.1");
    st.ships[d as usize].jump = None;
    let ev = act(&mut st, Player::Two, turn);
    assert_eq!(ev[1], Event::Maneuvered { unit: dagger, order: Order::TurnRight, by: By::Tractor { ship: fa } });
    assert_eq!(st.ships[d as usize].facing, Some(c(4)));
}
