//! Approach scenario tests (StarGate 7.0–7.5, 5.43): set up, act with scripted dice, assert the exact
//! events.

use super::support::*;
use starshift::engine::game::{Game, RefusalKind};
use starshift::engine::hex::Dir;
use starshift::engine::seal::LISTED_SALT;
use starshift::engine::stargate::approach::commitment;
use starshift::engine::stargate::state::{Approach, Loc};
use starshift::engine::stargate::tables::{ApproachNumber, Shielded, Tactic};
use starshift::engine::stargate::{Action, Event, Mode, Phase, Purpose, Side, StarGate, State, UnitId};

const C: Side = Side::Coalition;
const V: Side = Side::Virunian;
use Tactic::*;

fn approach(units: &[UnitId], at: &str, shield: Option<Shielded>, announce: bool) -> Approach {
    Approach {
        units: units.to_vec(),
        hex: hex(at),
        shield,
        announce,
        announced: None,
        commitment: None,
        attack: None,
        defense: None,
        loss: false,
    }
}

fn num(number: u8, d: bool) -> ApproachNumber {
    ApproachNumber { number, d }
}

/// The mover commits with a secret salt, the defender chooses, the mover discloses: the events of the
/// disclosure.
fn chits(st: &mut State, mover: Side, attack: Tactic, defense: Tactic) -> Vec<Event> {
    let salt = 0x5eed_cafe_f00d_d00d;
    let hash = commitment(attack, salt);
    assert_eq!(StarGate::apply(st, mover, &Action::Commit { hash }).unwrap(), vec![Event::Committed { hash }]);
    assert_eq!(act(st, mover.other(), Action::Defend { tactic: defense }), vec![Event::Defended { tactic: defense }]);
    StarGate::apply(st, mover, &Action::Disclose { tactic: attack, salt }).unwrap()
}

#[test]
fn entering_an_enemy_hex_ends_the_leg_and_begins_the_approach_7_0_7_1() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512")], &[4]);
    // Not through it in one leg: the approach comes first.
    let r = refused(&mut st, C, mv(HUMAN, Mode::Linear, "1513"), "7.0");
    assert!(r.message.contains("1512"), "{r}");
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    let mut after = fresh(&[HUMAN], Mode::Linear, 6);
    after.mp = 4;
    after.heading = Some(Dir::new(4).unwrap());
    assert_eq!(
        ev,
        vec![
            Event::MoveBegan { motion: fresh(&[HUMAN], Mode::Linear, 6), bonus: false },
            Event::Moved { units: vec![HUMAN], path: path(&["1511", "1512"]), motion: after },
            Event::ApproachBegan { approach: approach(&[HUMAN], "1512", None, false), attackers: 1, defenders: 1 },
        ]
    );
    // The mover chooses first; nothing else may happen meanwhile.
    assert_eq!(StarGate::to_act(&st), vec![C]);
    refused(&mut st, C, Action::EndPhase, "7.1");
    refused(&mut st, C, Action::Defend { tactic: Warp }, "7.1");
    // Charge against Warp: approach number 1 (7.2); a 4 misses, and the Human goes on from 1512.
    let ev = chits(&mut st, C, Charge, Warp);
    assert_eq!(
        ev,
        vec![
            Event::ChitsRevealed { attack: Charge, defense: Warp, shield: None, number: num(1, false) },
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Approach { number: num(1, false) } },
            Event::ApproachEnded,
        ]
    );
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1515"));
    assert_eq!(st.hex_of(HUMAN), Some(hex("1515")));
}

#[test]
fn a_roll_at_or_under_the_number_eliminates_the_mover_or_with_d_a_defender_7_13() {
    // Warp against Warp: 2; a 2 eliminates the moving unit.
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512")], &[2]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    let ev = chits(&mut st, C, Warp, Warp);
    assert_eq!(
        ev[1..],
        [
            Event::Rolled { sides: 6, face: 2, purpose: Purpose::Approach { number: num(2, false) } },
            Event::Eliminated { unit: HUMAN, case: "7.13".into(), why: "lost approaching 1512".into() },
            Event::MoveEnded { units: vec![HUMAN] },
            Event::ApproachEnded,
        ]
    );
    assert_eq!(st.units[HUMAN as usize].loc, Loc::Eliminated);

    // Maneuver against Warp: 1d; a 1 eliminates the one defender instead.
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512")], &[1]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    let ev = chits(&mut st, C, Maneuver, Warp);
    assert_eq!(
        ev,
        vec![
            Event::ChitsRevealed { attack: Maneuver, defense: Warp, shield: None, number: num(1, true) },
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::Approach { number: num(1, true) } },
            Event::Eliminated { unit: weapons(1), case: "7.13".into(), why: "lost in the approach at 1512".into() },
            Event::ApproachEnded,
        ]
    );
    assert_eq!(st.hex_of(HUMAN), Some(hex("1512")));
}

#[test]
fn several_defenders_their_owner_chooses_the_loss_7_13() {
    // Two defenders against one mover: the defender is shielded; 1d becomes 0 (7.5), so no roll.
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512"), (weapons(2), "1512")], &[]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    assert_eq!(
        chits(&mut st, C, Maneuver, Warp),
        vec![
            Event::ChitsRevealed { attack: Maneuver, defense: Warp, shield: Some(Shielded::Defender), number: num(0, false) },
            Event::ApproachEnded,
        ]
    );
    // Warp against Warp, defender shielded: 2 becomes 3, and a 3 eliminates the first Human. The second
    // Human still counts it (7.4): two movers against two defenders, no shield; 1d and a 1: the
    // Virunian Player chooses the unit lost.
    let at = [(HUMAN, "1510"), (HUMAN + 1, "1513"), (weapons(1), "1512"), (weapons(2), "1512")];
    let mut st = game(Phase::CoalitionMovement, &at, &[3, 1]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    let ev = chits(&mut st, C, Warp, Warp);
    assert_eq!(ev[0], Event::ChitsRevealed { attack: Warp, defense: Warp, shield: Some(Shielded::Defender), number: num(3, false) });
    assert_eq!(st.units[HUMAN as usize].loc, Loc::Eliminated);
    let ev = act(&mut st, C, mv(HUMAN + 1, Mode::Linear, "1512"));
    assert!(
        matches!(ev.last(), Some(Event::ApproachBegan { attackers: 2, defenders: 2, approach }) if approach.shield.is_none()),
        "{ev:?}"
    );
    let ev = chits(&mut st, C, Maneuver, Warp);
    assert_eq!(ev.last(), Some(&Event::ApproachLoss));
    assert_eq!(StarGate::to_act(&st), vec![V]);
    let legal = StarGate::legal_actions(&st, V);
    assert_eq!(legal, vec![Action::LoseUnit { unit: weapons(1) }, Action::LoseUnit { unit: weapons(2) }]);
    refused(&mut st, V, Action::LoseUnit { unit: HUMAN + 1 }, "7.13");
    let ev = act(&mut st, V, Action::LoseUnit { unit: weapons(2) });
    assert_eq!(
        ev,
        vec![
            Event::Eliminated { unit: weapons(2), case: "7.13".into(), why: "lost in the approach at 1512".into() },
            Event::ApproachEnded,
        ]
    );
}

#[test]
fn shielding_counts_defenders_lost_earlier_in_the_phase_7_4() {
    let at = [(HUMAN, "1510"), (HUMAN + 1, "1514"), (HUMAN + 2, "1611"), (weapons(1), "1512"), (weapons(2), "1512")];
    let mut st = game(Phase::CoalitionMovement, &at, &[1, 2]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    chits(&mut st, C, Maneuver, Warp); // one against two: 1d becomes 0
    act(&mut st, C, mv(HUMAN + 1, Mode::Linear, "1512"));
    chits(&mut st, C, Maneuver, Warp); // two against two: 1d, a 1
    act(&mut st, V, Action::LoseUnit { unit: weapons(1) });
    // A third Human: three movers against the two defenders there at the start of the phase (one lost
    // since): the moving side is shielded, and Warp/Warp 2 becomes 1 (7.5); a 2 misses.
    let ev = act(&mut st, C, mv(HUMAN + 2, Mode::Linear, "1512"));
    assert!(
        matches!(ev.last(), Some(Event::ApproachBegan { attackers: 3, defenders: 2, approach }) if approach.shield == Some(Shielded::Attacker)),
        "{ev:?}"
    );
    let ev = chits(&mut st, C, Warp, Warp);
    assert_eq!(
        ev,
        vec![
            Event::ChitsRevealed { attack: Warp, defense: Warp, shield: Some(Shielded::Attacker), number: num(1, false) },
            Event::Rolled { sides: 6, face: 2, purpose: Purpose::Approach { number: num(1, false) } },
            Event::ApproachEnded,
        ]
    );
}

#[test]
fn a_commitment_must_match_its_disclosure_7_12() {
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512")], &[6]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    let hash = commitment(Charge, 77);
    StarGate::apply(&mut st, C, &Action::Commit { hash }).unwrap();
    refused(&mut st, V, Action::Commit { hash }, "7.1");
    act(&mut st, V, Action::Defend { tactic: Maneuver });
    // Changing one's mind after seeing the defender's option is refused; so is a wrong salt.
    refused(&mut st, C, Action::Disclose { tactic: Warp, salt: 77 }, "7.12");
    refused(&mut st, C, Action::Disclose { tactic: Charge, salt: 78 }, "7.12");
    let ev = StarGate::apply(&mut st, C, &Action::Disclose { tactic: Charge, salt: 77 }).unwrap();
    assert_eq!(ev[0], Event::ChitsRevealed { attack: Charge, defense: Maneuver, shield: None, number: num(1, true) });
    // Listed commitments use the listed (non-secret) salt, and their disclosure is listed too.
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512")], &[6]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    act(&mut st, C, Action::Commit { hash: commitment(Warp, LISTED_SALT) });
    act(&mut st, V, Action::Defend { tactic: Warp });
    assert_eq!(StarGate::legal_actions(&st, C), vec![Action::Disclose { tactic: Warp, salt: LISTED_SALT }]);
}

#[test]
fn a_moving_duonoip_only_charges_and_meta_mexish_never_7_32_7_33() {
    let mut st = game(Phase::CoalitionMovement, &[(DUONOIP, "1510"), (weapons(1), "1512")], &[6]);
    let ev = act(&mut st, C, mv(DUONOIP, Mode::Linear, "1512"));
    let mut a = approach(&[DUONOIP], "1512", None, false);
    a.attack = Some(Charge);
    assert_eq!(ev.last(), Some(&Event::ApproachBegan { approach: a, attackers: 1, defenders: 1 }));
    // Nothing to keep secret: the defender chooses at once, and the chits are shown.
    assert_eq!(StarGate::to_act(&st), vec![V]);
    let ev = act(&mut st, V, Action::Defend { tactic: Charge });
    assert_eq!(ev[1], Event::ChitsRevealed { attack: Charge, defense: Charge, shield: None, number: num(2, false) });

    let mut st = game(Phase::CoalitionMovement, &[(META, "1510"), (weapons(1), "1512")], &[6]);
    act(&mut st, C, mv(META, Mode::Wobble, "1512"));
    assert_eq!(
        StarGate::legal_actions(&st, C),
        {
            let mut v = vec![
                Action::Commit { hash: commitment(Warp, LISTED_SALT) },
                Action::Commit { hash: commitment(Maneuver, LISTED_SALT) },
            ];
            v.sort();
            v
        }
    );
    // A secret Charge can be committed but never disclosed.
    StarGate::apply(&mut st, C, &Action::Commit { hash: commitment(Charge, 9) }).unwrap();
    act(&mut st, V, Action::Defend { tactic: Warp });
    refused(&mut st, C, Action::Disclose { tactic: Charge, salt: 9 }, "7.33");
}

#[test]
fn with_an_igugui_the_virunian_announces_an_option_he_is_not_choosing_7_34() {
    // An Igugui moves: the Virunian defender announces first, and may not then choose it.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[6]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Linear, "1512"));
    assert!(matches!(ev.last(), Some(Event::ApproachBegan { approach, .. }) if approach.announce));
    assert_eq!(StarGate::to_act(&st), vec![V]);
    assert_eq!(StarGate::apply(&mut st, C, &Action::Commit { hash: 1 }).unwrap_err().kind, RefusalKind::NotYourTurn);
    assert_eq!(act(&mut st, V, Action::Announce { tactic: Maneuver }), vec![Event::Announced { tactic: Maneuver }]);
    StarGate::apply(&mut st, C, &Action::Commit { hash: commitment(Warp, 5) }).unwrap();
    refused(&mut st, V, Action::Defend { tactic: Maneuver }, "7.34");
    act(&mut st, V, Action::Defend { tactic: Charge });

    // A Virunian unit moves onto an Igugui: the Virunian mover announces, and may not then disclose it.
    let mut st = game(Phase::VirunianMovement, &[(weapons(1), "1510"), (IGUGUI, "1512")], &[6]);
    all_deployed(&mut st);
    act(&mut st, V, mv(weapons(1), Mode::Linear, "1512"));
    act(&mut st, V, Action::Announce { tactic: Warp });
    StarGate::apply(&mut st, V, &Action::Commit { hash: commitment(Warp, 5) }).unwrap();
    act(&mut st, C, Action::Defend { tactic: Warp });
    refused(&mut st, V, Action::Disclose { tactic: Warp, salt: 5 }, "7.34");

    // An Igugui only shielding (not in the hex) does not call for an announcement.
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (IGUGUI, "1610"), (weapons(1), "1512")], &[6]);
    let ev = act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    assert!(matches!(ev.last(), Some(Event::ApproachBegan { approach, .. }) if !approach.announce));
}

#[test]
fn teleports_approach_only_where_they_end_and_tri_ships_never_5_43_7_31() {
    // Through an enemy hex: no approach; ending in one: approach.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1514"));
    assert!(!ev.iter().any(|e| matches!(e, Event::ApproachBegan { .. })), "{ev:?}");
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1512"));
    assert!(matches!(ev.last(), Some(Event::ApproachBegan { .. })), "{ev:?}");
    // A Tri-Ship teleports into an enemy hex without the routine.
    let tri = [(control(2), "1510"), (transport(2), "1510"), (weapons(2), "1510"), (HUMAN, "1512")];
    let mut st = game(Phase::VirunianMovement, &tri, &[]);
    all_deployed(&mut st);
    let ev = act(&mut st, V, mv(control(2), Mode::Teleport, "1512"));
    assert!(!ev.iter().any(|e| matches!(e, Event::ApproachBegan { .. })), "{ev:?}");
    assert_eq!(st.hex_of(weapons(2)), Some(hex("1512")));
    assert_eq!(StarGate::to_act(&st), vec![V]);
}

#[test]
fn a_long_igugui_teleport_drifting_onto_an_enemy_approaches_there_5_45_5_43() {
    // 1501 → 1508 is seven hexes; a 1 places it one further, on the enemy in 1509.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1501"), (weapons(1), "1509")], &[1]);
    let ev = act(&mut st, C, mv(IGUGUI, Mode::Teleport, "1508"));
    let n = ev.len();
    assert_eq!(ev[n - 2], Event::Drifted { units: vec![IGUGUI], to: hex("1509") });
    assert!(matches!(&ev[n - 1], Event::ApproachBegan { approach, .. } if approach.hex == hex("1509") && approach.announce));
}

#[test]
fn wobbling_units_stop_at_the_first_enemy_hex_then_go_on_7_0() {
    let mut st = game(Phase::CoalitionMovement, &[(META, "1510"), (weapons(1), "1511")], &[6]);
    let legal = StarGate::legal_actions(&st, C);
    assert!(legal.contains(&mv(META, Mode::Wobble, "1511")));
    act(&mut st, C, mv(META, Mode::Wobble, "1511"));
    chits(&mut st, C, Warp, Maneuver);
    assert!(st.movement.approach.is_none());
    // Four movement points left; on it goes.
    act(&mut st, C, mv(META, Mode::Wobble, "1513"));
}
