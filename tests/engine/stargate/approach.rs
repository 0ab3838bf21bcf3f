//! Approach scenario tests (StarGate 7.0–7.5, 5.43): set up, act with scripted dice, assert the exact
//! events.

use super::support::*;
use starshift::engine::game::{Game, RefusalKind};
use starshift::engine::hex::Dir;
use starshift::engine::seal::LISTED_SALT;
use starshift::engine::stargate::approach::{commitment, Step};
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
        concealed: None,
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
    // The announcement alone, as records made before `Conceal` hold it: still accepted (no longer listed).
    let announce = Action::Announce { tactic: Maneuver };
    assert!(!StarGate::legal_actions(&st, V).contains(&announce));
    assert_eq!(StarGate::apply(&mut st, V, &announce).unwrap(), vec![Event::Announced { tactic: Maneuver }]);
    StarGate::apply(&mut st, C, &Action::Commit { hash: commitment(Warp, 5) }).unwrap();
    refused(&mut st, V, Action::Defend { tactic: Maneuver }, "7.34");
    act(&mut st, V, Action::Defend { tactic: Charge });

    // A Virunian unit moves onto an Igugui: the Virunian mover announces, and may not then disclose it.
    let mut st = game(Phase::VirunianMovement, &[(weapons(1), "1510"), (IGUGUI, "1512")], &[6]);
    all_deployed(&mut st);
    act(&mut st, V, mv(weapons(1), Mode::Linear, "1512"));
    StarGate::apply(&mut st, V, &Action::Announce { tactic: Warp }).unwrap();
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

/// Plays an approach as the app does in pass-and-play: each seat to act either opens a seal it keeps
/// (`Game::to_open`, done by the app itself) or takes the next of `moves`, sealing it first when it is
/// a choice to seal (`Game::seal`, the choice's bytes, a secret salt). Returns every event and the seats
/// that acted by hand, in order, from `first` on until the approach is over and `first` is to act again.
fn pass_and_play(st: &mut State, first: (Side, Action), moves: &[(Side, Sealed)]) -> (Vec<Event>, Vec<Side>) {
    let mut kept: Vec<(u64, Vec<u8>, u64)> = Vec::new();
    let mut seats = vec![first.0];
    let mut events = act(st, first.0, first.1);
    let mut moves = moves.iter();
    let mut salt = 0x0123_4567_89ab_cdef_u64;
    while st.movement.approach.is_some() {
        let seat = StarGate::to_act(st)[0];
        if let Some(c) = StarGate::to_open(st, seat) {
            let (_, choice, salt) = kept.iter().find(|k| k.0 == c).expect("kept on this device").clone();
            let open = StarGate::open(st, seat, &choice, salt).expect("opens");
            events.extend(StarGate::apply(st, seat, &open).unwrap_or_else(|r| panic!("{open:?}: {r}")));
            continue;
        }
        let (who, m) = moves.next().unwrap_or_else(|| panic!("no move left for {seat:?} at {:?}", st.movement.approach));
        assert_eq!(*who, seat, "the seat to act");
        seats.push(seat);
        let action = match m {
            Sealed::Open(a) => a.clone(),
            Sealed::Secret(choice) => {
                salt = salt.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(1);
                let (c, a) = StarGate::seal(st, seat, choice, salt).expect("a choice this seat may seal now");
                kept.push((c, choice.clone(), salt));
                a
            }
        };
        events.extend(StarGate::apply(st, seat, &action).unwrap_or_else(|r| panic!("{action:?}: {r}")));
    }
    assert!(moves.next().is_none(), "moves left over");
    assert_eq!(StarGate::to_act(st), vec![first.0], "back to the mover");
    seats.push(first.0);
    (events, seats)
}

enum Sealed {
    Open(Action),
    Secret(Vec<u8>),
}

/// Hand-overs: changes of the seat acting by hand.
fn handovers(seats: &[Side]) -> usize {
    seats.windows(2).filter(|w| w[0] != w[1]).count()
}

fn conceal(t: Tactic, not: Tactic) -> Sealed {
    Sealed::Secret(vec![t.index() as u8, not.index() as u8])
}

#[test]
fn a_coalition_igugui_moving_in_the_virunian_conceals_his_option_first_two_hand_overs_7_34() {
    // Case A: the Coalition Igugui moves onto a Virunian unit. The Virunian defender announces and
    // conceals at once, the Coalition chooses in the open, the Virunian option opens by itself: Charge
    // against Warp, approach number 1; a 4 misses.
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[4]);
    let (events, seats) = pass_and_play(
        &mut st,
        (C, mv(IGUGUI, Mode::Linear, "1512")),
        &[(V, conceal(Warp, Maneuver)), (C, Sealed::Open(Action::Choose { tactic: Charge }))],
    );
    let hash = events.iter().find_map(|e| match e {
        Event::Concealed { hash } => Some(*hash),
        _ => None,
    });
    let n = events.iter().position(|e| matches!(e, Event::ApproachBegan { .. })).expect("began") + 1;
    assert_eq!(
        events[n..],
        [
            Event::Announced { tactic: Maneuver },
            Event::Concealed { hash: hash.expect("concealed") },
            Event::Chosen { tactic: Charge },
            Event::ChitsRevealed { attack: Charge, defense: Warp, shield: None, number: num(1, false) },
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Approach { number: num(1, false) } },
            Event::ApproachEnded,
        ]
    );
    assert_ne!(hash, Some(commitment(Warp, LISTED_SALT)), "sealed with a secret salt");
    // C moves, V announces and conceals, C chooses, (V's seal opens), C goes on: two hand-overs.
    assert_eq!(seats, vec![C, V, C, C]);
    assert_eq!(handovers(&seats), 2);
    act(&mut st, C, mv(IGUGUI, Mode::Linear, "1514"));

    // The same approach the old way (records made before `Conceal`): announce, commit, defend, disclose.
    let mut old = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[4]);
    let salt = 99;
    let mut seats = vec![C];
    act(&mut old, C, mv(IGUGUI, Mode::Linear, "1512"));
    let mut ev = Vec::new();
    for (seat, a) in [
        (V, Action::Announce { tactic: Maneuver }),
        (C, Action::Commit { hash: commitment(Charge, salt) }),
        (V, Action::Defend { tactic: Warp }),
    ] {
        seats.push(seat);
        ev.extend(StarGate::apply(&mut old, seat, &a).unwrap_or_else(|r| panic!("{a:?}: {r}")));
    }
    ev.extend(StarGate::apply(&mut old, C, &Action::Disclose { tactic: Charge, salt }).unwrap()); // by itself
    seats.push(C);
    assert_eq!(
        ev,
        vec![
            Event::Announced { tactic: Maneuver },
            Event::Committed { hash: commitment(Charge, salt) },
            Event::Defended { tactic: Warp },
            Event::ChitsRevealed { attack: Charge, defense: Warp, shield: None, number: num(1, false) },
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Approach { number: num(1, false) } },
            Event::ApproachEnded,
        ]
    );
    assert_eq!(handovers(&seats), 4, "two more than the new way");
}

#[test]
fn a_virunian_unit_moving_onto_an_igugui_announces_and_commits_in_one_action_7_34() {
    // Case B: the Virunian mover announces and commits at once; the Coalition defends; his option
    // opens by itself. Maneuver against Charge: 1; a 1 eliminates the moving weapons unit.
    let mut st = game(Phase::VirunianMovement, &[(weapons(1), "1510"), (IGUGUI, "1512")], &[1]);
    all_deployed(&mut st);
    let (events, seats) = pass_and_play(
        &mut st,
        (V, mv(weapons(1), Mode::Linear, "1512")),
        &[(V, conceal(Maneuver, Warp)), (C, Sealed::Open(Action::Defend { tactic: Charge }))],
    );
    let hash = events.iter().find_map(|e| match e {
        Event::Committed { hash } => Some(*hash),
        _ => None,
    });
    let n = events.iter().position(|e| matches!(e, Event::ApproachBegan { .. })).expect("began") + 1;
    assert_eq!(
        events[n..],
        [
            Event::Announced { tactic: Warp },
            Event::Committed { hash: hash.expect("committed") },
            Event::Defended { tactic: Charge },
            Event::ChitsRevealed { attack: Maneuver, defense: Charge, shield: None, number: num(1, false) },
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::Approach { number: num(1, false) } },
            Event::Eliminated { unit: weapons(1), case: "7.13".into(), why: "lost approaching 1512".into() },
            Event::MoveEnded { units: vec![weapons(1)] },
            Event::ApproachEnded,
        ]
    );
    // V moves, V announces and commits, C defends, (V's seal opens), V plays on: two hand-overs, and one
    // action fewer than announcing and committing apart.
    assert_eq!(seats, vec![V, V, C, V]);
    assert_eq!(handovers(&seats), 2);
}

#[test]
fn a_concealed_option_must_match_its_disclosure_and_not_be_the_announced_one_7_12_7_34() {
    let setup = || {
        let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[6]);
        act(&mut st, C, mv(IGUGUI, Mode::Linear, "1512"));
        st
    };
    let mut st = setup();
    // Nothing but the Virunian step: the Coalition may not choose yet, nor the Virunian defend.
    assert_eq!(StarGate::apply(&mut st, C, &Action::Choose { tactic: Warp }).unwrap_err().kind, RefusalKind::NotYourTurn);
    refused(&mut st, V, Action::Defend { tactic: Warp }, "7.1");
    let hash = commitment(Charge, 77);
    assert_eq!(
        act(&mut st, V, Action::Conceal { not: Warp, hash: commitment(Charge, LISTED_SALT) }),
        vec![Event::Announced { tactic: Warp }, Event::Concealed { hash: commitment(Charge, LISTED_SALT) }]
    );
    let mut st = setup();
    StarGate::apply(&mut st, V, &Action::Conceal { not: Warp, hash }).unwrap();
    // The Coalition's step: he knows the announcement, and chooses in the open. His view holds no trace
    // of the sealed option, not even its commitment.
    let view = StarGate::view(&st, C);
    let seen = serde_json::to_string(&view).unwrap();
    assert!(!seen.contains(&hash.to_string()) && !seen.contains("conceal"), "{seen}");
    assert_eq!(
        view.approach.as_ref().map(|a| (a.step, a.announced, a.actor, a.tactics.clone())),
        Some((Step::Choose, Some(Warp), C, vec![Warp, Charge, Maneuver]))
    );
    assert!(view.prompt.contains("not choosing Warp (7.34)") && view.prompt.contains("7.11"), "{}", view.prompt);
    assert_eq!(
        StarGate::legal_actions(&st, C),
        vec![Action::Choose { tactic: Warp }, Action::Choose { tactic: Charge }, Action::Choose { tactic: Maneuver }]
    );
    assert!(StarGate::to_open(&st, V).is_none(), "nothing opens before the mover has chosen");
    let early = StarGate::apply(&mut st, V, &Action::Disclose { tactic: Charge, salt: 77 });
    assert_eq!(early.unwrap_err().kind, RefusalKind::NotYourTurn);
    act(&mut st, C, Action::Choose { tactic: Maneuver });
    assert_eq!(StarGate::to_act(&st), vec![V]);
    assert_eq!(StarGate::to_open(&st, V), Some(hash));
    assert_eq!(StarGate::to_open(&st, C), None);
    assert!(StarGate::view(&st, V).prompt.contains("7.12"));
    // Changing one's mind after seeing the mover's option is refused; so is a wrong salt.
    refused(&mut st, V, Action::Disclose { tactic: Warp, salt: 77 }, "7.12");
    refused(&mut st, V, Action::Disclose { tactic: Charge, salt: 78 }, "7.12");
    let ev = StarGate::apply(&mut st, V, &Action::Disclose { tactic: Charge, salt: 77 }).unwrap();
    assert_eq!(ev[0], Event::ChitsRevealed { attack: Maneuver, defense: Charge, shield: None, number: num(1, false) });

    // A concealed option that is the announced one can never be shown (7.34).
    let mut st = setup();
    StarGate::apply(&mut st, V, &Action::Conceal { not: Warp, hash: commitment(Warp, 5) }).unwrap();
    act(&mut st, C, Action::Choose { tactic: Charge });
    refused(&mut st, V, Action::Disclose { tactic: Warp, salt: 5 }, "7.34");
    // The kept choice opens as the option alone.
    assert_eq!(
        StarGate::open(&st, V, &[Charge.index() as u8, Warp.index() as u8], 5),
        Some(Action::Disclose { tactic: Charge, salt: 5 })
    );

    // Without an Igugui, or once announced, there is nothing to conceal.
    let mut st = game(Phase::CoalitionMovement, &[(HUMAN, "1510"), (weapons(1), "1512")], &[6]);
    act(&mut st, C, mv(HUMAN, Mode::Linear, "1512"));
    refused(&mut st, C, Action::Conceal { not: Warp, hash }, "7.1");
}

#[test]
fn old_records_with_the_announcement_alone_still_replay_7_34() {
    // The complete golden game was recorded before `Conceal`: its announcements are separate actions.
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/stargate-complete.json")).unwrap();
    let rec: starshift::engine::record::Record = serde_json::from_str(&text).unwrap();
    let did = |what: &str| rec.actions.iter().filter(|e| e["action"]["do"] == what).count();
    assert!(did("announce") >= 2 && did("conceal") == 0 && did("choose") == 0);
    let s = starshift::engine::record::Session::<StarGate>::from_record(&rec).expect("replays");
    assert_eq!(s.hash(), "00064939f23c6afc");
}
