//! DeltaVee 9.6–9.8: the Interception Routine with scripted dice — resolved in the hex where it falls due,
//! the Missile Interception Table, force fields (three Hit Table results for Class 1, activation at
//! interception), the owner's pick on a tie, a Civ Level 8 missile's decline, both players' missiles in one
//! hex — with exact events.

use super::movement::{game, launch, moved, ship};
use starshift::engine::clock::Reminder;
use starshift::engine::deltavee::action::Action;
use starshift::engine::deltavee::damage::Status as Box;
use starshift::engine::deltavee::data::hit_result;
use starshift::engine::deltavee::data::{Expense, Missile, Part};
use starshift::engine::deltavee::event::{Event, Purpose};
use starshift::engine::deltavee::fire::{FireEvent, Roll};
use starshift::engine::deltavee::intercept::activates;
use starshift::engine::deltavee::map::at;
use starshift::engine::deltavee::rules::{apply, legal_actions};
use starshift::engine::deltavee::state::{CraftId, CraftKind, Gone, Interception, Player, State, Unit};
use starshift::engine::dice::Dice;

fn act(st: &mut State, p: Player, a: Action) -> Vec<Event> {
    assert!(legal_actions(st, p).contains(&a), "{a:?} should be listed: {:?}", legal_actions(st, p));
    apply(st, p, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"))
}

/// Scenario 2 in Player 1's Movement Phase: the Sword's guided missile (Civ 7) at A0906, 9 o'clock,
/// velocity 2, heads into Dagger A's hex A0706 (Dagger A: 3 o'clock, velocity 3 — relative velocity 3, the
/// 3–4 column: Interception Chance 5 at Civ 7, 9.7). Dagger B is moved out of the way.
fn setup() -> (State, CraftId, Unit, Unit) {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let dagger = ship(&st, Player::Two, 'A');
    st.ships[2].at = Some(at("A0715"));
    let m = launch(&mut st, sword, CraftKind::Missile(Missile::Guided), "A0906", 9, 2);
    (st, m, sword, dagger)
}

fn due(m: CraftId) -> Interception {
    Interception { missile: m, target: None, hex: at("A0706") }
}

fn chance(m: CraftId, target: Unit, civ: u8) -> Purpose {
    let chance = [5, 5, 6][civ as usize - 6];
    Purpose::Interception { missile: m, target, civ, relative_velocity: 3, column: (3, 4), chance }
}

fn hit_roll(face: u32) -> Event {
    Event::Fire { fire: FireEvent::Rolled { face, roll: Roll::HitTable { row: hit_result(face) } } }
}

#[test]
fn a_missile_intercepting_an_active_class_1_force_field_uses_the_hit_table_three_times() {
    // 9.8: Dagger A (Class 1 force field) is active: the missile explodes, the Dagger is not destroyed,
    // and Player 1, the missile's owner, rolls on the Hit Table three times, choosing parts (8.8).
    let (mut st, m, _, dagger) = setup();
    let mu = Unit::Craft(m);
    st.ships[1].force_field = true;
    st.dice = Dice::scripted(&[5, 4, 2, 6]);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    let d = due(m);
    assert_eq!(
        ev,
        [
            Event::MoveBegan { unit: mu, velocity: 2 },
            moved(mu, &["A0806", "A0706"], Reminder::Left),
            Event::InterceptionDue { interception: d },
            Event::InterceptionBegan { interception: d, target: dagger, relative_velocity: 3 },
            Event::Rolled { sides: 10, face: 5, purpose: chance(m, dagger, 7) },
            Event::InterceptionResult { missile: m, target: dagger, intercepted: true },
            Event::Removed { unit: mu, gone: Gone::Destroyed, case: "9.6".into() },
            Event::HitsOwed { target: dagger, chooser: Player::One, count: 3 },
            // First: 4, pod 1 (the heavy weapon pod; no pod 9).
            Event::OwedHit { target: dagger, chooser: Player::One },
            hit_roll(4),
            Event::Fire {
                fire: FireEvent::Marked { unit: dagger, part: Part::Pod(1), from: Box::Intact, to: Box::Vulnerable }
            },
            // Second: 2, bridge or engine — the missile's owner chooses (8.8).
            Event::OwedHit { target: dagger, chooser: Player::One },
            hit_roll(2),
            Event::Fire {
                fire: FireEvent::ChoiceOpen {
                    chooser: Player::One,
                    target: dagger,
                    parts: vec![Part::Bridge, Part::Engine],
                    critical: false
                }
            },
        ]
    );
    assert_eq!(
        legal_actions(&st, Player::One),
        [Action::Choose { part: Part::Bridge }, Action::Choose { part: Part::Engine }]
    );
    assert!(legal_actions(&st, Player::Two).is_empty());
    let ev = act(&mut st, Player::One, Action::Choose { part: Part::Engine });
    assert_eq!(
        ev[..4],
        [
            Event::HitChosen { chooser: Player::One, target: dagger, part: Part::Engine },
            Event::Fire {
                fire: FireEvent::Marked { unit: dagger, part: Part::Engine, from: Box::Intact, to: Box::Vulnerable }
            },
            // Third: 6, pod 3 or 11 — the Dagger has neither: a glancing blow (8.8).
            Event::OwedHit { target: dagger, chooser: Player::One },
            hit_roll(6),
        ]
    );
    assert_eq!(
        ev[4],
        Event::Fire { fire: FireEvent::NoEffect { why: starshift::engine::deltavee::fire::NoEffect::GlancingBlow } }
    );
    assert!(st.in_play(dagger), "an active force field: not destroyed (9.8)");
    assert!(st.fire.owed.is_empty() && st.interceptions.is_empty());
}

#[test]
fn an_inactive_force_field_may_come_on_at_interception() {
    // 9.8: Dagger A's force field is off. Intercepted, its owner rolls: Civ Level 8, so on 8 or more (die
    // more than the Civ Level less one) it comes on for an Energy Block, and the Hit Table follows
    // three times (Class 1).
    assert!(activates(8, 8) && activates(10, 8) && !activates(7, 8) && activates(6, 6) && !activates(5, 6));
    let (mut st, m, _, dagger) = setup();
    let mu = Unit::Craft(m);
    let blocks = st.ship(1).blocks_left();
    st.dice = Dice::scripted(&[1, 8, 4, 4, 4]);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    assert_eq!(
        ev[6..11],
        [
            Event::Removed { unit: mu, gone: Gone::Destroyed, case: "9.6".into() },
            Event::Rolled { sides: 10, face: 8, purpose: Purpose::ForceFieldActivation { ship: 1, civ: 8 } },
            Event::Spent { unit: dagger, expense: Expense::ActivateForceField, blocks: 1, units: 0 },
            Event::ForceFieldActivated { ship: 1 },
            Event::HitsOwed { target: dagger, chooser: Player::One, count: 3 },
        ]
    );
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::OwedHit { .. })).count(), 3);
    assert!(st.ship(1).force_field && st.in_play(dagger));
    assert_eq!(st.ship(1).blocks_left(), blocks - 1);
    // The description names the case and the number needed.
    let text = ev[7].describe(&st);
    assert!(text.contains("on 8 or more") && text.ends_with("(9.8)."), "{text}");

    // On a 7 it stays off: the Dagger is destroyed with the missile, whose move ends there (9.6, 9.8).
    let (mut st, m, _, dagger) = setup();
    st.dice = Dice::scripted(&[1, 7]);
    let ev = act(&mut st, Player::One, Action::Move { unit: Unit::Craft(m) });
    assert_eq!(
        ev[7..],
        [
            Event::Rolled { sides: 10, face: 7, purpose: Purpose::ForceFieldActivation { ship: 1, civ: 8 } },
            Event::Removed { unit: dagger, gone: Gone::Destroyed, case: "9.6".into() },
        ]
    );
}

#[test]
fn a_tie_at_the_lowest_relative_velocity_is_the_missile_owners_pick() {
    // 9.6: both Daggers in A0706 on the same course: tied. Player 1 picks; nothing else may be done.
    let (mut st, m, sword, dagger) = setup();
    let other = ship(&st, Player::Two, 'B');
    st.ships[2].at = Some(at("A0706"));
    let mu = Unit::Craft(m);
    st.dice = Dice::scripted(&[10]);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    let d = due(m);
    assert_eq!(
        ev[2..],
        [
            Event::InterceptionDue { interception: d },
            Event::InterceptionPick { interception: d, targets: vec![dagger, other], may_decline: false },
        ]
    );
    assert_eq!(
        legal_actions(&st, Player::One),
        [Action::Intercept { target: dagger }, Action::Intercept { target: other }]
    );
    assert!(legal_actions(&st, Player::Two).is_empty());
    let r = apply(&mut st.clone(), Player::One, &Action::Move { unit: sword }).unwrap_err();
    assert!(r.to_string().contains("9.6"), "{r}");
    let r = apply(&mut st.clone(), Player::One, &Action::Decline).unwrap_err();
    assert!(r.to_string().contains("Civ Level 8"), "{r}");
    let r = apply(&mut st.clone(), Player::One, &Action::Intercept { target: sword }).unwrap_err();
    assert!(r.to_string().contains("9.6"), "{r}");
    let ev = act(&mut st, Player::One, Action::Intercept { target: other });
    assert_eq!(
        ev,
        [
            Event::InterceptionBegan { interception: d, target: other, relative_velocity: 3 },
            Event::Rolled { sides: 10, face: 10, purpose: chance(m, other, 7) },
            Event::InterceptionResult { missile: m, target: other, intercepted: false },
            Event::MoveEnded { unit: mu },
        ]
    );
    // A failed routine is not tried again while they share the hex (9.6): nothing more is due.
    assert!(st.interceptions.is_empty() && st.fire.pick.is_none());
    assert_eq!(legal_actions(&st, Player::One), [Action::Move { unit: sword }]);
}

#[test]
fn a_civ_level_8_missile_may_decline() {
    // 9.6: the owner of a Civ Level 8 missile may decline the routine.
    let (mut st, m, sword, dagger) = setup();
    st.crafts[m as usize].civ = 8;
    let mu = Unit::Craft(m);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    let d = due(m);
    assert_eq!(ev[3], Event::InterceptionPick { interception: d, targets: vec![dagger], may_decline: true });
    assert_eq!(legal_actions(&st, Player::One), [Action::Intercept { target: dagger }, Action::Decline]);
    let before = st.dice.clone();
    let ev = act(&mut st, Player::One, Action::Decline);
    assert_eq!(ev, [Event::InterceptionDeclined { interception: d }, Event::MoveEnded { unit: mu }]);
    assert_eq!(st.dice, before, "no die is rolled");
    assert!(ev[0].describe(&st).ends_with("(9.6: Civ Level 8)."));
    assert!(st.in_play(mu) && st.in_play(dagger));
    assert_eq!(legal_actions(&st, Player::One), [Action::Move { unit: sword }]);

    // Or go ahead: the Civ 8 row, 3–4 column: 6 (9.7).
    let (mut st, m, _, dagger) = setup();
    st.crafts[m as usize].civ = 8;
    act(&mut st, Player::One, Action::Move { unit: Unit::Craft(m) });
    st.dice = Dice::scripted(&[6, 9]);
    let ev = act(&mut st, Player::One, Action::Intercept { target: dagger });
    assert_eq!(ev[1], Event::Rolled { sides: 10, face: 6, purpose: chance(m, dagger, 8) });
    assert_eq!(ev[2], Event::InterceptionResult { missile: m, target: dagger, intercepted: true });
}

#[test]
fn both_players_missiles_in_one_hex_the_phasing_players_goes_first() {
    // 9.6: Player 1's missile enters a hex with Player 2's missile: Player 1 (phasing) conducts the routine
    // first; its missile explodes and destroys the enemy missile, whose own routine is then void.
    let (mut st, m, _, dagger) = setup();
    st.ships[1].at = Some(at("A0715"));
    let theirs = launch(&mut st, dagger, CraftKind::Missile(Missile::Unguided), "A0706", 9, 2);
    let (mu, tu) = (Unit::Craft(m), Unit::Craft(theirs));
    st.dice = Dice::scripted(&[1]);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    let ours = due(m);
    let their = Interception { missile: theirs, target: Some(mu), hex: at("A0706") };
    assert_eq!(
        ev[2..],
        [
            Event::InterceptionDue { interception: ours },
            Event::InterceptionDue { interception: their },
            Event::InterceptionBegan { interception: ours, target: tu, relative_velocity: 0 },
            Event::Rolled {
                sides: 10,
                face: 1,
                purpose: Purpose::Interception {
                    missile: m,
                    target: tu,
                    civ: 7,
                    relative_velocity: 0,
                    column: (0, 0),
                    chance: 9
                }
            },
            Event::InterceptionResult { missile: m, target: tu, intercepted: true },
            Event::Removed { unit: mu, gone: Gone::Destroyed, case: "9.6".into() },
            Event::Removed { unit: tu, gone: Gone::Destroyed, case: "9.6".into() },
            Event::InterceptionVoid { interception: their },
        ]
    );
}

#[test]
fn a_class_2_force_field_takes_one_hit_table_result_chosen_by_the_missiles_owner() {
    // 9.8: the Sword (Class 2, active) moves into Player 2's waiting missile: intercepted (9.6 — the unit
    // entering a missile's hex), the Hit Table once, Player 2 rolling and choosing.
    let mut st = game("first-shot");
    let (sword, dagger) = (ship(&st, Player::One, 'A'), ship(&st, Player::Two, 'A'));
    st.ships[0].force_field = true;
    let m = launch(&mut st, dagger, CraftKind::Missile(Missile::Unguided), "A1012", 6, 0);
    st.dice = Dice::scripted(&[1, 4]);
    let ev = act(&mut st, Player::One, Action::Move { unit: sword });
    let i = Interception { missile: m, target: Some(sword), hex: at("A1012") };
    assert_eq!(ev[2], Event::InterceptionDue { interception: i });
    assert!(
        matches!(ev[3], Event::InterceptionBegan { interception, target, .. } if interception == i && target == sword)
    );
    assert_eq!(
        ev[5..10],
        [
            Event::InterceptionResult { missile: m, target: sword, intercepted: true },
            Event::Removed { unit: Unit::Craft(m), gone: Gone::Destroyed, case: "9.6".into() },
            Event::HitsOwed { target: sword, chooser: Player::Two, count: 1 },
            Event::OwedHit { target: sword, chooser: Player::Two },
            hit_roll(4),
        ]
    );
    // The Sword goes on with its move (6.0, 9.6).
    assert!(st.in_play(sword));
    assert!(ev.contains(&Event::MoveEnded { unit: sword }));
    assert_eq!(st.at(sword), Some(at("A0812")));
}

#[test]
fn a_failed_routine_is_not_tried_again_while_the_two_share_the_hex() {
    // 9.6: the Sword ends its move in A0812 on Player 2's intelligent missile (velocity 0); the routine
    // fails. Through a whole Game-Turn neither leaves the hex — the Sword is slowed to 0 by hand — and no
    // routine is conducted between them again.
    let mut st = game("first-shot");
    let (sword, dagger) = (ship(&st, Player::One, 'A'), ship(&st, Player::Two, 'A'));
    let m = launch(&mut st, dagger, CraftKind::Missile(Missile::Intelligent), "A0812", 6, 0);
    st.dice = Dice::scripted(&[10]);
    let ev = act(&mut st, Player::One, Action::Move { unit: sword });
    assert!(ev.contains(&Event::InterceptionResult { missile: m, target: sword, intercepted: false }));
    assert_eq!(st.at(sword), Some(at("A0812")));
    st.ships[0].velocity = Some(0);
    let turn = st.turn;
    while st.turn == turn + 1 || st.turn == turn {
        if st.turn == turn + 1 && st.phase == starshift::engine::deltavee::state::Phase::Movement(Player::One) {
            break;
        }
        let p = starshift::engine::deltavee::rules::to_act(&st)[0];
        let legal = legal_actions(&st, p);
        let a = legal
            .iter()
            .find(|a| matches!(a, Action::Move { .. } | Action::EndCommands | Action::EndFire))
            .or(legal.first())
            .expect("something to do")
            .clone();
        let ev = act(&mut st, p, a);
        assert!(!ev.iter().any(|e| matches!(e, Event::InterceptionBegan { target, .. } if *target == sword)), "{ev:?}");
        assert_eq!(st.at(Unit::Craft(m)), Some(at("A0812")));
    }
    assert_eq!(st.at(sword), Some(at("A0812")));
}
