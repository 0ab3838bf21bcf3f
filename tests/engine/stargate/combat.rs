//! Combat scenario tests (StarGate 9.0–9.5, 10.0–10.3, 11.1): set up, act with scripted dice, assert the
//! exact events. The hexes around 2416 have no energy value.

use super::support::*;
use starshift::engine::game::Game;
use starshift::engine::hex::{Dir, Hex};
use starshift::engine::stargate::data;
use starshift::engine::stargate::combat::{assess, ranged_strength};
use starshift::engine::stargate::state::{Dispersal, Loc};
use starshift::engine::stargate::tables::CombatResult;
use starshift::engine::stargate::{Action, Event, Phase, Purpose, Side, StarGate};

const C: Side = Side::Coalition;
const V: Side = Side::Virunian;

fn elim(unit: u8, case: &str, why: &str) -> Event {
    Event::Eliminated { unit, case: case.into(), why: why.into() }
}

#[test]
fn in_hex_attack_with_ranged_support_on_the_crt_9_0_10_2() {
    let at = [(HUMAN, "2416"), (weapons(1), "2416"), (HUMAN + 1, "2414"), (DUONOIP, "2415")];
    let mut st = game(Phase::CoalitionCombat, &at, &[1]);
    // Every shared hex must be attacked before the phase ends (9.0).
    refused(&mut st, C, Action::EndPhase, "9.0");
    assert_eq!(StarGate::legal_actions(&st, C), vec![Action::Attack { hex: hex("2416") }]);
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    // The Human two hexes away may add 3 − 2 = 1; the adjacent Duonoip never fires at range (10.32).
    assert_eq!(StarGate::legal_actions(&st, C), vec![Action::Join { unit: HUMAN + 1 }, Action::Resolve]);
    refused(&mut st, C, Action::Join { unit: DUONOIP }, "10.32");
    assert_eq!(act(&mut st, C, Action::Join { unit: HUMAN + 1 }), vec![Event::Joined { units: vec![HUMAN + 1], strength: 1 }]);
    let ev = act(&mut st, C, Action::Resolve);
    assert_eq!(
        ev,
        vec![
            Event::Combat {
                hex: hex("2416"),
                attackers: vec![HUMAN],
                ranged: vec![HUMAN + 1],
                defenders: vec![weapons(1)],
                attack: 4,
                defense: 3,
            },
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::Combat { differential: 1, berserk: false } },
            Event::CombatResult { hex: hex("2416"), result: CombatResult::Ed },
            elim(weapons(1), "9.2", "combat result Ed (9.2)"),
        ]
    );
    act(&mut st, C, Action::EndPhase);
}

#[test]
fn db_disperses_both_sides_the_attacker_placing_the_defenders_first_9_2() {
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "2416"), (weapons(1), "2416"), (HUMAN + 1, "2417")], &[3]);
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    let ev = act(&mut st, C, Action::Resolve);
    assert_eq!(
        ev[1..],
        [
            Event::Rolled { sides: 6, face: 3, purpose: Purpose::Combat { differential: 0, berserk: false } },
            Event::CombatResult { hex: hex("2416"), result: CombatResult::Db },
            Event::DispersalOrdered { units: vec![Dispersal { unit: weapons(1), from: hex("2416"), by: C }] },
            Event::DispersalOrdered { units: vec![Dispersal { unit: HUMAN, from: hex("2416"), by: V }] },
        ]
    );
    assert_eq!(StarGate::to_act(&st), vec![C]);
    refused(&mut st, C, Action::EndPhase, "9.2");
    // Within five hexes, and empty.
    refused(&mut st, C, Action::Disperse { unit: weapons(1), to: hex("2410") }, "9.2");
    refused(&mut st, C, Action::Disperse { unit: weapons(1), to: hex("2417") }, "9.2");
    assert_eq!(act(&mut st, C, Action::Disperse { unit: weapons(1), to: hex("2411") }), vec![Event::Dispersed {
        unit: weapons(1),
        to: hex("2411")
    }]);
    assert_eq!(StarGate::to_act(&st), vec![V]);
    act(&mut st, V, Action::Disperse { unit: HUMAN, to: hex("2018") });
    assert_eq!(StarGate::to_act(&st), vec![C]);
    act(&mut st, C, Action::EndPhase);
}

#[test]
fn below_minus_two_the_attackers_in_the_hex_are_eliminated_without_a_roll_9_1() {
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "2416"), (weapons(1), "2416"), (weapons(2), "2416")], &[]);
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    let ev = act(&mut st, C, Action::Resolve);
    assert_eq!(ev[1..], [elim(HUMAN, "9.1", "the attack on 2416 fell short of the −2 differential")]);
}

#[test]
fn units_that_cannot_attack_are_eliminated_in_the_virunian_combat_phase_9_3() {
    let mut st = game(Phase::VirunianMovement, &[(control(1), "2416"), (transport(1), "2416"), (HUMAN, "2416")], &[]);
    all_deployed(&mut st);
    let ev = act(&mut st, V, Action::EndPhase);
    let why = "no attack strength in 2416, which Coalition units share";
    assert_eq!(
        ev,
        vec![
            Event::PhaseBegan { phase: Phase::VirunianCombat },
            elim(control(1), "9.3", why),
            elim(transport(1), "9.3", why),
        ]
    );
    // No combat is left to make.
    act(&mut st, V, Action::EndPhase);
}

#[test]
fn tri_ships_attack_every_adjacent_enemy_hex_at_full_strength_9_4() {
    let tri = [(control(2), "2416"), (transport(2), "2416"), (weapons(2), "2416"), (HUMAN, "2415"), (HUMAN + 1, "2316")];
    let mut st = game(Phase::VirunianCombat, &tri, &[6, 5]);
    assert_eq!(StarGate::legal_actions(&st, V), vec![Action::Attack { hex: hex("2316") }, Action::Attack { hex: hex("2415") }]);
    refused(&mut st, V, Action::EndPhase, "9.0");
    act(&mut st, V, Action::Attack { hex: hex("2415") });
    let ev = act(&mut st, V, Action::Resolve);
    let ship = vec![control(2), transport(2), weapons(2)];
    assert_eq!(
        ev[..3],
        [
            Event::Combat { hex: hex("2415"), attackers: ship.clone(), ranged: vec![], defenders: vec![HUMAN], attack: 10, defense: 3 },
            Event::Rolled { sides: 6, face: 6, purpose: Purpose::Combat { differential: 7, berserk: false } },
            Event::CombatResult { hex: hex("2415"), result: CombatResult::Dd },
        ]
    );
    act(&mut st, V, Action::Disperse { unit: HUMAN, to: hex("2411") });
    // The same Tri-Ship attacks its other neighbour too, again at 10.
    act(&mut st, V, Action::Attack { hex: hex("2316") });
    let ev = act(&mut st, V, Action::Resolve);
    assert!(matches!(&ev[0], Event::Combat { attack: 10, .. }), "{ev:?}");
}

#[test]
fn a_berserk_weapons_unit_attacks_the_nearest_unit_in_the_coalition_phase_9_5() {
    // Two Humans destroy control unit 1 (6 against 2: +4, a 1 is Ed). Weapons unit 1, two hexes away,
    // goes berserk: both Humans are nearest, so the Virunian Player chooses; 6 against 3 (+3), a 1: Ed.
    let at = [(HUMAN, "2416"), (HUMAN + 1, "2416"), (control(1), "2416"), (weapons(1), "2216")];
    let mut st = game(Phase::CoalitionCombat, &at, &[1, 1]);
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    let ev = act(&mut st, C, Action::Resolve);
    assert_eq!(
        ev[2..],
        [
            Event::CombatResult { hex: hex("2416"), result: CombatResult::Ed },
            elim(control(1), "9.2", "combat result Ed (9.2)"),
            Event::BerserkTriggered { unit: weapons(1) },
        ]
    );
    assert_eq!(StarGate::to_act(&st), vec![V]);
    assert_eq!(
        StarGate::legal_actions(&st, V),
        vec![Action::Berserk { target: HUMAN }, Action::Berserk { target: HUMAN + 1 }]
    );
    let ev = act(&mut st, V, Action::Berserk { target: HUMAN + 1 });
    assert_eq!(
        ev,
        vec![
            Event::BerserkAttack { unit: weapons(1), target: HUMAN + 1, attack: 6, defense: 3 },
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::Combat { differential: 3, berserk: true } },
            Event::CombatResult { hex: hex("2416"), result: CombatResult::Ed },
            elim(HUMAN + 1, "9.2", "combat result Ed (9.2)"),
            elim(weapons(1), "9.5", "a berserk weapons unit is eliminated after its attack"),
        ]
    );
    assert_eq!(StarGate::to_act(&st), vec![C]);
}

#[test]
fn a_weapons_unit_revealed_after_its_control_unit_is_lost_goes_berserk_at_once_9_5() {
    // Everything else is placed; only weapons unit 3 is face down in Stargate A; its control is gone.
    let mut st = game(Phase::VirunianMovement, &[(HUMAN, "1012")], &[1, 1, 6]);
    all_on_row_one(&mut st);
    st.units[weapons(3) as usize].loc = Loc::Off;
    st.units[control(3) as usize].loc = Loc::Eliminated;
    st.face_down = [1, 0];
    let ev = act(&mut st, V, Action::Reveal { gate: 0 });
    assert!(ev.contains(&Event::BerserkTriggered { unit: weapons(3) }), "{ev:?}");
    assert!(ev.contains(&elim(weapons(3), "9.5", "a berserk weapons unit is eliminated after its attack")), "{ev:?}");
    assert!(matches!(ev.iter().find(|e| matches!(e, Event::BerserkAttack { .. })), Some(Event::BerserkAttack { target: HUMAN, .. })), "{ev:?}");
}

#[test]
fn ranged_attack_needs_a_clear_straight_line_shorter_than_the_strength_10_1() {
    let at = [(HUMAN, "2416"), (weapons(1), "2416"), (HUMAN + 1, "2413"), (HUMAN + 2, "2418"), (META, "2616")];
    let st = game(Phase::CoalitionCombat, &at, &[]);
    // Three hexes for strength 3: out of range; two hexes: 3 − 2 = 1.
    assert_eq!(ranged_strength(&st, HUMAN + 1, hex("2416")).unwrap_err().case, "StarGate 10.1");
    assert_eq!(ranged_strength(&st, HUMAN + 2, hex("2416")), Ok(1));
    // 2616 → 2416 is not a straight line of hexes along the grain.
    assert_eq!(ranged_strength(&st, META, hex("2416")).unwrap_err().case, "StarGate 10.1");

    // A unit stacked with enemy units makes no ranged attack.
    let at = [(HUMAN, "2416"), (weapons(1), "2416"), (HUMAN + 1, "2415"), (weapons(2), "2415")];
    let st = game(Phase::CoalitionCombat, &at, &[]);
    assert_eq!(ranged_strength(&st, HUMAN + 1, hex("2416")).unwrap_err().case, "StarGate 10.1");

    // Never through an orbit hex: a Monad (5) three hexes from the defending hex, the line crossing
    // Stargate A's orbit circle.
    let clear = |h: Hex| data::on_map(h) && data::orbit_of(h).is_none() && !data::GATES.contains(&h);
    let (from, to) = Dir::ALL
        .into_iter()
        .flat_map(|d| (1..=6).map(move |n| (d, data::orbit_hex(0, n))))
        .map(|(d, o)| (o.step(d.opposite(), 1), o.step(d, 2)))
        .find(|&(a, b)| clear(a) && clear(b))
        .expect("a line across the orbit circle");
    let mut st = game(Phase::VirunianCombat, &[], &[]);
    for (u, h) in [(HUMAN, to), (weapons(1), to), (MONAD, from)] {
        st.units[u as usize].loc = Loc::At(h);
    }
    let r = ranged_strength(&st, MONAD, to).unwrap_err();
    assert_eq!(r.case, "StarGate 10.1");
    assert!(r.message.contains("orbit"), "{r}");
}

#[test]
fn energy_fields_add_to_virunian_strength_in_combat_11_1() {
    // 2009 has value 4: weapons unit 1 defends at 3 + 4 = 7.
    let st = game(Phase::CoalitionCombat, &[(HUMAN, "2009"), (HUMAN + 1, "2009"), (weapons(1), "2009")], &[]);
    let a = assess(&st, C, hex("2009"), &[]);
    assert_eq!((a.attack, a.defense), (6, 7));
    // Not in a Movement Phase (berserk attacks there see no field).
    let st = game(Phase::VirunianCombat, &[(HUMAN, "2009"), (weapons(1), "2009")], &[]);
    let a = assess(&st, V, hex("2009"), &[]);
    assert_eq!((a.attack, a.defense), (7, 3));
}

#[test]
fn the_view_shows_the_odds_before_the_roll_9_2() {
    let at = [(HUMAN, "2416"), (HUMAN + 1, "2416"), (weapons(1), "2416"), (HUMAN + 2, "2414")];
    let mut st = game(Phase::CoalitionCombat, &at, &[]);
    let v = StarGate::view(&st, C);
    let c = v.combat.expect("the phasing player's combat view");
    assert_eq!(c.targets.len(), 1);
    assert_eq!(c.targets[0].summary, "Combat differential +3: Ed 50%, Dd 33%, Db 17% (9.2, column +3–4)");
    assert!(StarGate::view(&st, V).combat.is_none());
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    let c = StarGate::view(&st, C).combat.unwrap();
    assert_eq!(c.joinable, vec![(HUMAN + 2, 1)]);
    act(&mut st, C, Action::Join { unit: HUMAN + 2 });
    let d = StarGate::view(&st, C).combat.unwrap().declared.unwrap();
    assert_eq!((d.attack, d.defense, d.column), (7, 3, Some("+3–4")));
    assert_eq!(d.summary, "Combat differential +4: Ed 50%, Dd 33%, Db 17% (9.2, column +3–4)");
}

#[test]
fn combined_units_fight_by_the_chart_and_do_not_add_8_0_8_2() {
    // Control (2) and weapons (3) of one Tri-Ship in one hex are one combined unit of strength 6 (8.2),
    // not 0 + 3 attacking nor 2 + 3 defending; a unit of another Tri-Ship adds its own strength (8.0).
    let at = [(control(1), "2416"), (weapons(1), "2416"), (weapons(2), "2416"), (HUMAN, "2416")];
    let st = game(Phase::VirunianCombat, &at, &[]);
    let a = assess(&st, V, hex("2416"), &[]);
    assert_eq!((a.attack, a.defense), (9, 3));
    let st = game(Phase::CoalitionCombat, &at, &[]);
    let a = assess(&st, C, hex("2416"), &[]);
    assert_eq!((a.attack, a.defense), (3, 9));
    // Control and transport: (5), for defence only (9.3).
    let at = [(control(1), "2416"), (transport(1), "2416"), (HUMAN, "2416")];
    let st = game(Phase::CoalitionCombat, &at, &[]);
    assert_eq!(assess(&st, C, hex("2416"), &[]).defense, 5);
    let st = game(Phase::VirunianCombat, &at, &[]);
    assert_eq!(assess(&st, V, hex("2416"), &[]).attack, 0);
}

#[test]
fn ranged_units_are_never_affected_by_results_10_31() {
    // Human (3) + ranged Human (+1) against a Monad (5): −1, and a 6 is Ea: only the unit in the hex is lost.
    let at = [(HUMAN, "2416"), (MONAD, "2416"), (HUMAN + 1, "2414")];
    let mut st = game(Phase::CoalitionCombat, &at, &[6]);
    act(&mut st, C, Action::Attack { hex: hex("2416") });
    act(&mut st, C, Action::Join { unit: HUMAN + 1 });
    let ev = act(&mut st, C, Action::Resolve);
    assert_eq!(
        ev[1..],
        [
            Event::Rolled { sides: 6, face: 6, purpose: Purpose::Combat { differential: -1, berserk: false } },
            Event::CombatResult { hex: hex("2416"), result: CombatResult::Ea },
            elim(HUMAN, "9.2", "combat result Ea (9.2)"),
        ]
    );
    assert_eq!(st.hex_of(HUMAN + 1), Some(hex("2414")));
    // And no unit attacks twice (9.1): the ranged Human is spent for this phase.
    assert_eq!(ranged_strength(&st, HUMAN + 1, hex("2416")).unwrap_err().case, "StarGate 9.1");
}

/// StarGate 9.1: below −2 no die is rolled, so the button must not say "Roll"; at −2 and above the attack
/// rolls on the Combat Results Table (9.2). Walks random games' every resolved attack.
#[test]
fn the_resolve_button_says_whether_a_die_is_rolled() {
    use starshift::engine::game::Options;
    use starshift::engine::record::Session;
    use starshift::engine::stargate::describe_action;
    let (mut rolled, mut automatic) = (0, 0);
    for seed in 0..40 {
        let s = super::playout::play_to_end(seed, 12);
        let mut replay = Session::<StarGate>::new("standard", Options::new(), seed).unwrap();
        for e in &s.history {
            let label = describe_action(&replay.state, &e.action);
            let events = replay.act(e.seat, e.action.clone()).unwrap().to_vec();
            if e.action != Action::Resolve {
                continue;
            }
            let die = events.iter().any(|ev| matches!(ev, Event::Rolled { purpose: Purpose::Combat { .. }, .. }));
            if die {
                rolled += 1;
                assert_eq!(label, "Roll for the attack (9.2)");
            } else {
                automatic += 1;
                assert_eq!(label, "Resolve the attack: no die, the attacking units in the hex are eliminated (9.1)");
                assert!(!events.iter().any(|ev| matches!(ev, Event::Rolled { .. })), "{events:?}");
            }
        }
    }
    assert!(rolled > 0 && automatic > 0, "both kinds of attack are met: rolled {rolled}, automatic {automatic}");
}
