//! Movement scenario tests (StarGate 5.0–6.0, 8.0–8.2, 11.2, 3.1–3.2): set up, act with scripted dice,
//! assert the exact events.

use super::support::*;
use starshift::engine::game::Game;
use starshift::engine::hex::Dir;
use starshift::engine::stargate::state::{Loc, Skim};
use starshift::engine::stargate::{Action, Event, Mode, Phase, Purpose, Side, StarGate};

const C: Side = Side::Coalition;
const V: Side = Side::Virunian;
fn dir(n: u8) -> Dir {
    Dir::new(n).unwrap()
}

#[test]
fn linear_movement_runs_straight_within_the_allowance_5_1() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510")], &[]);
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1612"), "5.1");
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1517"), "5.1");
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "1513"));
    let mut after = fresh(&[HUMAN], Mode::Linear, 6);
    after.mp = 3;
    after.heading = Some(dir(4));
    assert_eq!(
        ev,
        vec![
            Event::MoveBegan { motion: fresh(&[HUMAN], Mode::Linear, 6), bonus: false },
            Event::Moved { units: vec![HUMAN], path: path(&["1511", "1512", "1513"]), motion: after },
        ]
    );
    // The allowance may not be saved: three points left, four hexes refused.
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1517"), "5.1");
}

#[test]
fn turning_draws_fire_from_enemy_units_within_eight_hexes_5_2() {
    let setup = |dice: &[u32]| {
        let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1506"), (MONAD, "0510")], dice);
        act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
        st
    };
    let turn_to = hex("1512").step(dir(3), 2);
    let first = hex("1512").neighbor(dir(3));

    // Survives: one firer (the Monad is more than eight hexes away), a 3 misses.
    let mut st = setup(&[3]);
    let ev = act(&mut st, C, Action::Move { unit: HUMAN, mode: Mode::Linear, to: turn_to, lender: None });
    let mut m1 = fresh(&[HUMAN], Mode::Linear, 6);
    m1.heading = Some(dir(3));
    m1.mp = 3;
    let mut m2 = m1.clone();
    m2.mp = 2;
    assert_eq!(
        ev,
        vec![
            Event::Moved { units: vec![HUMAN], path: vec![first], motion: m1 },
            Event::Turned { units: vec![HUMAN], at: first, firers: 1 },
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::TurningFire { firer: Some(weapons(1)) } },
            Event::Moved { units: vec![HUMAN], path: vec![turn_to], motion: m2 },
        ]
    );

    // A 1 or 2 eliminates the Turning Unit.
    let mut st = setup(&[2]);
    let ev = act(&mut st, C, Action::Move { unit: HUMAN, mode: Mode::Linear, to: turn_to, lender: None });
    assert_eq!(ev[2], Event::Rolled { sides: 6, face: 2, purpose: Purpose::TurningFire { firer: Some(weapons(1)) } });
    assert_eq!(ev[3], Event::Eliminated { unit: HUMAN, case: "5.2".into(), why: "hit by fire while turning".into() });
    assert_eq!(ev[4], Event::MoveEnded { units: vec![HUMAN] });
    assert_eq!(st.units[HUMAN as usize].loc, Loc::Eliminated);
}

#[test]
fn wobbling_and_teleporting_units_draw_no_turning_fire_5_6_5_2() {
    let mut st = game(Phase::CoalitionMovement, &[(META, "1510"), (weapons(1), "1506")], &[]);
    act(&mut st, C, mv(META, Mode::Wobble, "1511"));
    let ev = act(&mut st, C, mv(META, Mode::Wobble, "1611"));
    assert!(ev.iter().all(|e| !matches!(e, Event::Turned { .. } | Event::Rolled { .. })), "{ev:?}");
}

#[test]
fn gate_skimming_circles_at_least_three_orbit_hexes_and_doubles_on_leaving_5_3() {
    // Heading straight into the Stargate is no way to enter its orbit circle (5.3).
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1312")], &[]);
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1013"), "5.3");

    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1010")], &[]);
    // Entering an orbit hex begins skimming: a straight run may not go on past it (5.31).
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1015"), "5.31");
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "1013"));
    let skim = Skim { gate: 0, clockwise: true, entered: 1, exit: dir(4) };
    assert_eq!(ev.last(), Some(&Event::Skimming { units: vec![HUMAN], skim: Some(skim) }));
    // Heading south into orbit hex 2 (north-east of the gate) carries the unit clockwise, to orbit hex 3.
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "1014"));
    assert_eq!(ev.last(), Some(&Event::Skimming { units: vec![HUMAN], skim: Some(Skim { entered: 2, ..skim }) }));
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1015"), "5.31");
    // Movement points left: it may not stop in an orbit hex (5.32).
    refused(&mut st, C, Action::EndPhase, "5.32");
    refused(&mut st, C, mv(META, Mode::Wobble, "1010"), "5.0");
    act(&mut st, C, mv(HUMAN, Mode::Linear, "0915"));
    // Only in the direction it entered (south), not south-east (5.33).
    refused(&mut st, C, Action::Move { unit: HUMAN, mode: Mode::Linear, to: hex("0915").neighbor(dir(3)), lender: None }, "5.33");
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "0916"));
    let mut after = fresh(&[HUMAN], Mode::Linear, 6);
    after.mp = 1;
    after.heading = Some(dir(4));
    after.augmented = true;
    assert_eq!(
        ev,
        vec![
            Event::Skimming { units: vec![HUMAN], skim: None },
            Event::Doubled { units: vec![HUMAN], mp: 2 },
            Event::Moved { units: vec![HUMAN], path: path(&["0916"]), motion: after },
        ]
    );
    // A unit whose movement was doubled may not turn (5.34).
    refused(&mut st, C, Action::Move { unit: HUMAN, mode: Mode::Linear, to: hex("0916").neighbor(dir(3)), lender: None }, "5.34");
}

#[test]
fn skimming_status_is_carried_to_the_next_turn_5_32() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1007")], &[1, 1]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1013"));
    // Out of movement points in an orbit hex: the phase may end, and the 1 Skim marker stays.
    act(&mut st, C, Action::EndPhase);
    assert_eq!(st.units[HUMAN as usize].skim, Some(Skim { gate: 0, clockwise: true, entered: 1, exit: dir(4) }));
    act(&mut st, C, Action::EndPhase); // Coalition Combat Phase → Game-Turn 2: Coalition Staging Segment
    act(&mut st, C, Action::EndPhase); // → Virunian Player Turn: deployment rolls 1 and 1
    act(&mut st, V, Action::EndPhase);
    act(&mut st, V, Action::EndPhase);
    assert_eq!(st.phase, Phase::CoalitionMovement);
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "1015"), "5.31");
    act(&mut st, C, mv(HUMAN, Mode::Linear, "0915"));
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "0918"));
    assert!(ev.contains(&Event::Doubled { units: vec![HUMAN], mp: 8 }), "{ev:?}");
}

#[test]
fn teleport_traces_a_straight_line_and_risks_a_stargate_5_4_5_41_5_42() {
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1312")], &[1]);
    let ev = act(&mut st, C, Action::Move { unit: IGUGUI, mode: Mode::Teleport, to: hex("0715"), lender: None });
    assert_eq!(ev[1], Event::Rolled { sides: 6, face: 1, purpose: Purpose::StargateTransit { gate: 0 } });
    assert_eq!(ev[2].clone(), Event::Eliminated { unit: IGUGUI, case: "5.41".into(), why: "lost teleporting through 0914".into() });

    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1312")], &[2]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "0715"));
    let mut after = fresh(&[IGUGUI], Mode::Teleport, 6);
    after.legs = 1;
    after.teleported = 6;
    after.heading = Some(dir(5));
    assert_eq!(
        ev,
        vec![
            Event::MoveBegan { motion: fresh(&[IGUGUI], Mode::Teleport, 6), bonus: false },
            Event::Rolled { sides: 6, face: 2, purpose: Purpose::StargateTransit { gate: 0 } },
            Event::Moved { units: vec![IGUGUI], path: path(&["1212", "1113", "1013", "0914", "0814", "0715"]), motion: after },
        ]
    );
    // One straight line only (5.4).
    refused(&mut st, C, mv(IGUGUI, Mode::Teleport, "0713"), "5.4");

    // Orbit hexes do not affect a teleport: no skimming (5.42).
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1312")], &[]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1013"));
    assert!(!ev.iter().any(|e| matches!(e, Event::Skimming { .. })));
    // Never onto a Stargate, the Nullgate, or off the map (5.0, 11.2).
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1312")], &[]);
    refused(&mut st, C, mv(IGUGUI, Mode::Teleport, "0914"), "5.0");
}

#[test]
fn igugui_moves_linearly_or_teleports_never_both_5_44() {
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510")], &[]);
    act(&mut st, C, mv(IGUGUI, Mode::Linear, "1511"));
    refused(&mut st, C, mv(IGUGUI, Mode::Teleport, "1515"), "5.44");
}

#[test]
fn long_igugui_teleports_drift_5_45() {
    // 1: one hex further.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510")], &[1]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1503"));
    assert_eq!(ev[2..], [
        Event::Rolled { sides: 6, face: 1, purpose: Purpose::TeleportDrift },
        Event::Drifted { units: vec![IGUGUI], to: hex("1502") },
    ]);
    // 6: one hex back.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510")], &[6]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1503"));
    assert_eq!(ev[3], Event::Drifted { units: vec![IGUGUI], to: hex("1504") });
    // 3: stays.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510")], &[3]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1503"));
    assert_eq!(ev.len(), 3);
    assert_eq!(st.hex_of(IGUGUI), Some(hex("1503")));
    // Six hexes or fewer: no roll.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510")], &[]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1504"));
    assert!(!ev.iter().any(|e| matches!(e, Event::Rolled { .. })));
    // Drifting off the map eliminates it.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510")], &[1]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1501"));
    assert!(matches!(&ev[3], Event::Eliminated { unit: IGUGUI, case, .. } if case == "5.45"), "{ev:?}");
}

#[test]
fn an_igugui_lends_its_teleport_to_a_human_within_four_hexes_5_5() {
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (HUMAN, "1513"), (HUMAN + 1, "1516")], &[]);
    let lent = |unit, to: &str| Action::Move { unit, mode: Mode::Teleport, to: hex(to), lender: Some(IGUGUI) };
    refused(&mut st, C, lent(HUMAN + 1, "1518"), "5.5");
    let ev = act(&mut st, C, lent(HUMAN, "1517"));
    let mut m = fresh(&[HUMAN], Mode::Teleport, 6);
    m.lender = Some(IGUGUI);
    assert_eq!(ev[0], Event::MoveBegan { motion: m, bonus: false });
    // The lender must stay put for the whole phase.
    refused(&mut st, C, mv(IGUGUI, Mode::Linear, "1509"), "5.5");
}

#[test]
fn wobbling_goes_any_way_through_orbit_hexes_without_skimming_5_6() {
    let mut st = game(Phase::CoalitionMovement, &[(META, "1112")], &[]);
    refused(&mut st, C, mv(META, Mode::Wobble, "0914"), "5.0");
    refused(&mut st, C, mv(META, Mode::Wobble, "1518"), "5.6");
    let ev = act(&mut st, C, mv(META, Mode::Wobble, "0915"));
    match &ev[1] {
        Event::Moved { path, motion, .. } => {
            assert_eq!(path.last(), Some(&hex("0915")));
            assert_eq!(motion.mp as usize, 5 - path.len());
        }
        e => panic!("{e:?}"),
    }
    assert!(!ev.iter().any(|e| matches!(e, Event::Skimming { .. })));
}

#[test]
fn mindless_transports_move_five_hexes_at_random_5_7() {
    let setup = |at: &[(u8, &str)], dice: &[u32]| {
        let mut st = game(Phase::CoalitionStaging, at, dice);
        st.units[control(1) as usize].loc = Loc::Eliminated;
        all_deployed(&mut st);
        // Every Coalition unit already in play, far away, so nothing is left to stage.
        for u in 0..19u8 {
            if st.units[u as usize].loc == Loc::Off {
                st.units[u as usize].loc = Loc::At(starshift::engine::hex::Hex::from_offset(1 + u as i32, 18));
            }
        }
        st
    };
    let mut st = setup(&[(transport(1), "1510")], &[4]);
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(ev[1..], [
        Event::Rolled { sides: 6, face: 4, purpose: Purpose::MindlessDirection { unit: transport(1) } },
        Event::MindlessMoved { unit: transport(1), dir: dir(4), to: Some(hex("1515")) },
    ]);
    // Onto another unit: everything in that hex is lost with it.
    let mut st = setup(&[(transport(1), "1510"), (HUMAN, "1513")], &[4]);
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(ev[2], Event::MindlessMoved { unit: transport(1), dir: dir(4), to: Some(hex("1513")) });
    assert!(matches!(ev[3], Event::Eliminated { unit: HUMAN, .. }));
    assert!(matches!(ev[4], Event::Eliminated { unit, .. } if unit == transport(1)));
    // Off the map: lost.
    let mut st = setup(&[(transport(1), "1503")], &[1]);
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(ev[2], Event::MindlessMoved { unit: transport(1), dir: dir(1), to: None });
    assert!(matches!(&ev[3], Event::Eliminated { case, .. } if case == "5.7"));
}

#[test]
fn revealing_draws_blind_places_by_die_and_must_move_at_once_5_8() {
    let mut st = game(Phase::VirunianMovement, &[(HUMAN, "1013")], &[1, 2]);
    all_deployed(&mut st);
    let pool = st.unrevealed().len() as u8;
    let ev = act(&mut st, V, Action::Reveal { gate: 0 });
    // The die names orbit hex 2 (1013); it is occupied, so the next free one clockwise (1014).
    assert_eq!(
        ev,
        vec![
            Event::Rolled { sides: pool as u32, face: 1, purpose: Purpose::RevealDraw { gate: 0, among: pool } },
            Event::Rolled { sides: 6, face: 2, purpose: Purpose::RevealOrbit { gate: 0 } },
            Event::Revealed { unit: control(1), gate: 0, hex: hex("1014") },
            Event::MoveBegan {
                motion: starshift::engine::stargate::state::Motion::new(vec![control(1)], Mode::Wobble, 3, None, true),
                bonus: false
            },
        ]
    );
    // It must be moved at once (rule 2), first out of the orbit circle into a normal hex (rule 3).
    refused(&mut st, V, Action::EndPhase, "5.8");
    act(&mut st, V, mv(control(1), Mode::Wobble, "1115"));
}

#[test]
fn one_unit_per_tri_ship_group_and_the_bonus_move_5_8() {
    let mut st = game(Phase::VirunianMovement, &[(control(1), "1510"), (transport(1), "1710"), (weapons(2), "0510")], &[1, 1]);
    all_deployed(&mut st);
    act(&mut st, V, mv(control(1), Mode::Wobble, "1511"));
    // A second unit of group 1 while units are still face down: refused.
    refused(&mut st, V, mv(transport(1), Mode::Linear, "1712"), "5.8");
    act(&mut st, V, mv(weapons(2), Mode::Linear, "0512"));
    // A reveal drawing group 1 again is the bonus move, and the phase's last.
    let ev = act(&mut st, V, Action::Reveal { gate: 0 });
    assert!(matches!(&ev[4], Event::MoveBegan { bonus: true, motion } if motion.units == vec![weapons(1)]), "{ev:?}");
    act(&mut st, V, mv(weapons(1), Mode::Linear, "0911"));
    refused(&mut st, V, Action::Reveal { gate: 0 }, "5.8");

    // Once every unit is revealed, any second unit of a group may make the bonus move.
    let mut st = game(Phase::VirunianMovement, &[(control(1), "1510"), (transport(1), "1710")], &[]);
    all_on_row_one(&mut st);
    act(&mut st, V, mv(control(1), Mode::Wobble, "1511"));
    let ev = act(&mut st, V, mv(transport(1), Mode::Linear, "1712"));
    assert!(matches!(&ev[1], Event::MoveBegan { bonus: true, .. }), "{ev:?}");
}

#[test]
fn a_tri_ship_teleports_with_one_turn_and_no_fire_5_9() {
    let tri = [(control(2), "1510"), (transport(2), "1510"), (weapons(2), "1510"), (HUMAN, "1506")];
    let mut st = game(Phase::VirunianMovement, &tri, &[]);
    all_deployed(&mut st);
    // A Tri-Ship moves only by teleport.
    assert!(!StarGate::legal_actions(&st, V).iter().any(|a| matches!(a, Action::Move { mode: Mode::Linear | Mode::Wobble, .. })));
    act(&mut st, V, mv(control(2), Mode::Teleport, "1513"));
    let ev = act(&mut st, V, mv(control(2), Mode::Teleport, "1911"));
    assert!(matches!(&ev[0], Event::Moved { units, .. } if units.len() == 3), "{ev:?}");
    assert!(!ev.iter().any(|e| matches!(e, Event::Turned { .. } | Event::Rolled { .. })));
    refused(&mut st, V, mv(control(2), Mode::Teleport, "1915"), "5.9");
}

#[test]
fn combined_units_move_by_the_chart_8_1_8_2() {
    // Control/transport: 5, 5W or T.
    let mut st = game(Phase::VirunianMovement, &[(control(3), "1510"), (transport(3), "1510")], &[]);
    all_deployed(&mut st);
    let modes: Vec<Mode> = StarGate::legal_actions(&st, V)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { mode, .. } => Some(mode),
            _ => None,
        })
        .collect();
    for m in [Mode::Linear, Mode::Wobble, Mode::Teleport] {
        assert!(modes.contains(&m), "{m:?}");
    }
    let ev = act(&mut st, V, mv(control(3), Mode::Linear, "1515"));
    assert!(matches!(&ev[1], Event::Moved { units, .. } if *units == vec![control(3), transport(3)]), "{ev:?}");
    // Transport/weapons: linear 5 only.
    let mut st = game(Phase::VirunianMovement, &[(transport(4), "1510"), (weapons(4), "1510")], &[]);
    all_deployed(&mut st);
    refused(&mut st, V, mv(transport(4), Mode::Linear, "1516"), "5.1");
    refused(&mut st, V, mv(transport(4), Mode::Wobble, "1511"), "5.0");
    // A combined unit moves by one name only: its lowest-numbered unit (the view's `lead`).
    refused(&mut st, V, mv(weapons(4), Mode::Linear, "1515"), "8.1");
}

#[test]
fn monads_move_freely_and_never_stack_with_virunians_6_0() {
    let mut st = game(Phase::VirunianMovement, &[(MONAD, "1510"), (MONAD + 1, "1710"), (control(1), "1513")], &[]);
    all_deployed(&mut st);
    refused(&mut st, V, mv(MONAD, Mode::Linear, "1513"), "6.0");
    act(&mut st, V, mv(MONAD, Mode::Linear, "1512"));
    act(&mut st, V, mv(MONAD + 1, Mode::Linear, "1712"));
    // Monads do not count against the Tri-Ship groups' moves.
    act(&mut st, V, mv(control(1), Mode::Wobble, "1514"));
}

#[test]
fn no_more_than_three_friendly_units_stop_in_a_hex_8_0() {
    let mut st = game(
        Phase::CoalitionMovement,
        &[(HUMAN, "1512"), (HUMAN + 1, "1512"), (HUMAN + 2, "1512"), (HUMAN + 3, "1510")],
        &[],
    );
    refused(&mut st, C, mv(HUMAN + 3, Mode::Linear, "1512"), "8.0");
    // Passing through is allowed.
    act(&mut st, C, mv(HUMAN + 3, Mode::Linear, "1513"));
}

#[test]
fn the_nullgate_is_closed_except_to_a_risky_teleport_11_2() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "2112"), (IGUGUI, "2112")], &[2]);
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "2106"), "11.2");
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "2106"));
    assert_eq!(ev[1], Event::Rolled { sides: 6, face: 2, purpose: Purpose::NullgateTransit });
    assert!(matches!(&ev[2], Event::Eliminated { case, .. } if case == "11.2"));
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "2112")], &[3]);
    act(&mut st, C, mv(IGUGUI, Mode::Teleport, "2106"));
    assert_eq!(st.hex_of(IGUGUI), Some(hex("2106")));
}

#[test]
fn staging_one_unit_of_each_race_per_hex_that_must_then_enter_3_1() {
    let mut st = game(Phase::CoalitionStaging, &[], &[3, 4]);
    let ev = act(&mut st, C, Action::Stage { unit: HUMAN, hex: hex("2807") });
    assert_eq!(ev, vec![Event::Staged { unit: HUMAN, hex: hex("2807") }]);
    refused(&mut st, C, Action::Stage { unit: HUMAN + 1, hex: hex("2808") }, "3.1");
    refused(&mut st, C, Action::Stage { unit: IGUGUI, hex: hex("2807") }, "3.1");
    refused(&mut st, C, Action::Stage { unit: IGUGUI, hex: hex("2707") }, "3.1");
    act(&mut st, C, Action::Stage { unit: IGUGUI, hex: hex("2808") });
    st.deployments = 0;
    act(&mut st, C, Action::EndPhase);
    act(&mut st, V, Action::EndPhase);
    act(&mut st, V, Action::EndPhase);
    assert_eq!(st.phase, Phase::CoalitionMovement);
    // Staged units must enter the map; the staging area is never re-entered.
    refused(&mut st, C, Action::EndPhase, "3.1");
    refused(&mut st, C, mv(HUMAN, Mode::Linear, "2807").clone(), "5.0");
    act(&mut st, C, mv(HUMAN, Mode::Linear, "2506"));
    act(&mut st, C, mv(IGUGUI, Mode::Linear, "2708"));
    act(&mut st, C, Action::EndPhase);
}

#[test]
fn deployment_rolls_full_then_halved_rounding_up_3_2() {
    let mut st = game(Phase::CoalitionStaging, &[], &[3, 4, 3, 5]);
    st.deployments = 0;
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(
        ev,
        vec![
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::Deployment { gate: 0, halved: false } },
            Event::Deployed { gate: 0, count: 3 },
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Deployment { gate: 1, halved: false } },
            Event::Deployed { gate: 1, count: 4 },
            Event::PhaseBegan { phase: Phase::VirunianMovement },
        ]
    );
    assert_eq!(st.face_down, [3, 4]);
    for _ in 0..4 {
        let seat = StarGate::to_act(&st)[0];
        act(&mut st, seat, Action::EndPhase);
    }
    let seat = StarGate::to_act(&st)[0];
    let ev = act(&mut st, seat, Action::EndPhase);
    assert!(ev.contains(&Event::Deployed { gate: 0, count: 2 }), "{ev:?}");
    assert!(ev.contains(&Event::Deployed { gate: 1, count: 3 }), "{ev:?}");
}

#[test]
fn the_coalition_wins_a_tie_12_1_12_2() {
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "1510")], &[]);
    all_deployed(&mut st);
    // Eight Coalition losses of all four races, and a loss in every Tri-Ship group.
    for u in [1, 2, 3, 4, IGUGUI, META, DUONOIP, DUONOIP + 1] {
        st.units[u as usize].loc = Loc::Eliminated;
    }
    for g in 1..=6 {
        st.units[weapons(g) as usize].loc = Loc::Eliminated;
    }
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(ev.last(), Some(&Event::GameWon { winner: Side::Coalition, case: "12.2".into() }));
    assert!(StarGate::to_act(&st).is_empty());
}

#[test]
fn the_nullgate_gravity_takes_one_unit_in_a_value_4_hex_at_turn_end_11_3() {
    // 2110 and 2208 are value-4 hexes beside the Nullgate.
    let setup = |dice: &[u32]| {
        let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "2110"), (META, "2208"), (MONAD, "2008")], dice);
        all_deployed(&mut st);
        st
    };
    // 3–4: a Coalition unit; two to choose from, so the Coalition Player chooses.
    let mut st = setup(&[3]);
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(
        ev,
        vec![
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::NullgateGravity },
            Event::PhaseBegan { phase: Phase::NullgateGravity { loser: C } },
        ]
    );
    refused(&mut st, C, Action::EndPhase, "11.3");
    refused(&mut st, C, Action::LoseUnit { unit: HUMAN + 1 }, "11.3");
    let ev = act(&mut st, C, Action::LoseUnit { unit: META });
    assert_eq!(ev[0], Event::Eliminated { unit: META, case: "11.3".into(), why: "captured by the Nullgate's gravity".into() });
    assert_eq!(ev[1], Event::TurnBegan { turn: 2 });
    // 1–2: the only Virunian unit there is lost at once.
    let mut st = setup(&[1]);
    let ev = act(&mut st, C, Action::EndPhase);
    assert!(matches!(&ev[1], Event::Eliminated { unit: MONAD, case, .. } if case == "11.3"), "{ev:?}");
    assert_eq!(ev[2], Event::TurnBegan { turn: 2 });
    // 5–6: nothing.
    let mut st = setup(&[6]);
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(ev[1], Event::TurnBegan { turn: 2 });
    // Nobody in a value-4 hex: no roll at all.
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "1510")], &[]);
    all_deployed(&mut st);
    let ev = act(&mut st, C, Action::EndPhase);
    assert_eq!(ev[0], Event::TurnBegan { turn: 2 });
}

#[test]
fn the_view_names_the_step_to_end_even_while_ending_is_refused_3_1() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "2807")], &[]);
    let v = StarGate::view(&st, C);
    assert_eq!(v.end.as_ref().map(|e| e.label.as_str()), Some("End the Coalition Movement Phase"));
    assert!(!v.legal.iter().any(|c| c.action == Action::EndPhase), "staged units must enter first");
    refused(&mut st, C, Action::EndPhase, "3.1");
    // Not this seat's turn, or a forced choice: no End button.
    assert_eq!(StarGate::view(&st, V).end, None);
    let st = game(Phase::NullgateGravity { loser: C }, &[(HUMAN, "2110"), (META, "2208")], &[]);
    assert_eq!(StarGate::view(&st, C).end, None);
}
