//! DeltaVee 11.0: each scenario's victory conditions, scenario 5's Victory Points, the draws and the
//! destroyed-craft definition; the game ends at the instant a condition is met, between actions, and then
//! nobody may act.

use super::movement::{game, launch, ship};
use starshift::engine::deltavee::action::Action;
use starshift::engine::deltavee::damage::Status as Box_;
use starshift::engine::deltavee::data::{Class, Part};
use starshift::engine::deltavee::event::Event;
use starshift::engine::deltavee::map::at;
use starshift::engine::deltavee::rules::{apply, legal_actions, to_act, Ctx};
use starshift::engine::deltavee::state::{CraftKind, Gone, Phase, Player, State, Status, Unit};
use starshift::engine::deltavee::victory::{check, outcome, points, Outcome};
use starshift::engine::game::RefusalKind;
use starshift::engine::hex::Hex;

use Player::{One, Two};

fn id(u: Unit) -> usize {
    match u {
        Unit::Ship(s) => s as usize,
        Unit::Craft(_) => panic!("a ship"),
    }
}

fn set_gone(st: &mut State, p: Player, letter: char, g: Gone) {
    let s = id(ship(st, p, letter));
    st.ships[s].status = Status::Gone(g);
}

fn destroy(st: &mut State, p: Player, letter: char) {
    set_gone(st, p, letter, Gone::Destroyed);
}

fn winner(st: &State) -> Option<Option<Player>> {
    outcome(st).map(|o| o.winner)
}

fn place(st: &mut State, p: Player, letter: char, h: Hex, velocity: u8) {
    let s = id(ship(st, p, letter));
    st.ships[s].at = Some(h);
    st.ships[s].velocity = Some(velocity);
}

/// Ends `p`'s Fire Phase (an action that changes nothing the conditions read), returning its events.
fn end_fire(st: &mut State, p: Player) -> Vec<Event> {
    st.phase = Phase::Fire(p);
    apply(st, p, &Action::EndFire).expect("EndFire")
}

#[test]
fn showdown_ends_the_instant_a_piccolo_is_destroyed() {
    let mut st = game("showdown");
    assert_eq!(outcome(&st), None);
    destroy(&mut st, Two, 'D');
    let ev = end_fire(&mut st, One);
    let Some(Event::Ended { outcome }) = ev.last() else { panic!("ended: {ev:?}") };
    assert_eq!(outcome.winner, Some(One));
    assert!(outcome.reason.contains("11.0 scenario 1"), "{}", outcome.reason);
    assert!(ev.last().unwrap().describe(&st).contains("Player 1 wins"));
    // The game is over: no one acts, anything is refused as game over, the state untouched.
    assert!(to_act(&st).is_empty());
    assert!(legal_actions(&st, Two).is_empty());
    let before = st.clone();
    let r = apply(&mut st, Two, &Action::EndFire).expect_err("over");
    assert_eq!(r.kind, RefusalKind::GameOver);
    assert_eq!(st, before);
}

#[test]
fn destroyed_by_its_status_boxes_counts_before_removal() {
    // 11.0: bridge, engine and more than half of the pods destroyed (the Piccolo has one pod).
    let mut st = game("showdown");
    let e = id(ship(&st, One, 'E'));
    for part in [Part::Bridge, Part::Engine, Part::Pod(1)] {
        st.ships[e].damage.set(part, Box_::Destroyed);
    }
    assert_eq!(winner(&st), Some(Some(Two)));
    // Intercepted without an active force field (9.6).
    let mut st = game("showdown");
    st.ships[e].damage.intercepted = true;
    assert_eq!(winner(&st), Some(Some(Two)));
    // Landed or jumped is not destroyed: the other player is then alone in play, a draw.
    let mut st = game("showdown");
    set_gone(&mut st, One, 'E', Gone::Jumped);
    assert_eq!(winner(&st), Some(None));
}

#[test]
fn both_conditions_at_once_are_a_draw() {
    let mut st = game("showdown");
    destroy(&mut st, One, 'E');
    destroy(&mut st, Two, 'D');
    assert_eq!(winner(&st), Some(None));
}

#[test]
fn first_shot_daggers_sword_and_the_25_hex_draw() {
    let base = game("first-shot");
    assert_eq!(outcome(&base), None);
    let mut st = base.clone();
    destroy(&mut st, Two, 'A');
    assert_eq!(outcome(&st), None, "one Dagger is not enough");
    destroy(&mut st, Two, 'B');
    assert_eq!(winner(&st), Some(Some(One)));
    let mut st = base.clone();
    destroy(&mut st, One, 'A');
    assert_eq!(winner(&st), Some(Some(Two)));

    // More than 25 hexes between every opposing pair: a draw; 25 is not enough.
    let mut st = base.clone();
    let o = Hex::new(0, 0);
    place(&mut st, One, 'A', o, 3);
    place(&mut st, Two, 'A', Hex::new(26, 0), 3);
    place(&mut st, Two, 'B', Hex::new(0, 26), 3);
    let draw = outcome(&st).expect("a draw");
    assert_eq!(draw.winner, None);
    assert!(draw.reason.contains("25 hexes") && draw.reason.contains("11.0 scenario 2"), "{}", draw.reason);
    place(&mut st, Two, 'B', Hex::new(0, 25), 3);
    assert_eq!(outcome(&st), None);
    // A launched battlecraft counts as a Spacecraft end of a pair.
    place(&mut st, Two, 'B', Hex::new(0, 26), 3);
    let sword = ship(&st, One, 'A');
    launch(&mut st, sword, CraftKind::Battlecraft(Class::TerwillickerX), "A0101", 3, 1);
    let c = st.crafts.len() - 1;
    st.crafts[c].at = Some(Hex::new(20, 0));
    assert_eq!(outcome(&st), None);
}

#[test]
fn tau_ceti_jumps_the_sword_and_three_ships() {
    let base = game("tau-ceti");
    assert_eq!(outcome(&base), None);
    let mut st = base.clone();
    set_gone(&mut st, One, 'A', Gone::Jumped);
    assert_eq!(winner(&st), Some(Some(One)), "the Iota jumps");
    let mut st = base.clone();
    set_gone(&mut st, One, 'B', Gone::Jumped);
    assert_eq!(outcome(&st), None, "one Gamma is not enough");
    set_gone(&mut st, One, 'D', Gone::Jumped);
    assert_eq!(winner(&st), Some(Some(One)), "two Gammas jump");
    let mut st = base.clone();
    destroy(&mut st, Two, 'A');
    assert_eq!(winner(&st), Some(Some(One)), "the Sword is destroyed");
    let mut st = base.clone();
    for l in ['B', 'C', 'D'] {
        destroy(&mut st, One, l);
    }
    assert_eq!(outcome(&st), None, "three ships but not the Iota");
    let mut st = base.clone();
    destroy(&mut st, One, 'A');
    destroy(&mut st, One, 'B');
    assert_eq!(outcome(&st), None, "two ships");
    destroy(&mut st, One, 'C');
    assert_eq!(winner(&st), Some(Some(Two)), "three with the Iota");
}

#[test]
fn pirates_orbit_docking_flutes_and_the_mu_draw() {
    let base = game("pirates");
    assert_eq!(outcome(&base), None, "the Dagger orbiting Esata is not the Mu");
    let mut st = base.clone();
    let esata = at("A0409");
    place(&mut st, One, 'B', esata, 2);
    assert_eq!(outcome(&st), None, "passing through at velocity 2");
    place(&mut st, One, 'B', esata, 1);
    let w = outcome(&st).expect("in orbit");
    assert_eq!(w.winner, Some(One));
    assert!(w.reason.contains("orbit") && w.reason.contains("11.0 scenario 4"));
    let mut st = base.clone();
    destroy(&mut st, Two, 'A');
    assert_eq!(outcome(&st), None);
    destroy(&mut st, Two, 'B');
    assert_eq!(winner(&st), Some(Some(One)), "both Flutes");
    let mut st = base.clone();
    destroy(&mut st, One, 'B');
    assert_eq!(winner(&st), Some(None), "the Mu destroyed: a draw");
    let mut st = base.clone();
    let (mu, flute) = (ship(&st, One, 'B'), ship(&st, Two, 'B'));
    st.ships[id(flute)].docked = Some(mu);
    st.ships[id(mu)].docked = Some(flute);
    assert_eq!(winner(&st), Some(Some(Two)), "a Flute docks with the Mu");
}

#[test]
fn convoy_red_victory_points() {
    let base = game("convoy-red");
    assert_eq!(points(&base), Some(vec![0, 0]));
    assert_eq!(points(&game("showdown")), None);
    // A Zeta destroyed: the ship and its three cargo pods.
    let mut st = base.clone();
    destroy(&mut st, One, 'B');
    assert_eq!(points(&st), Some(vec![0, 4]));
    // A cargo pod destroyed on a ship still in play; a Flute lost costs two.
    let mut st = base.clone();
    let c = id(ship(&st, One, 'C'));
    let cargo = st.ships[c].pods.iter().position(|p| p.kind.is_cargo()).unwrap() as u8 + 1;
    st.ships[c].damage.set(Part::Pod(cargo), Box_::Destroyed);
    assert_eq!(points(&st), Some(vec![0, 1]));
    destroy(&mut st, Two, 'B');
    assert_eq!(points(&st), Some(vec![0, -1]));

    // A Zeta in orbit around Zaraznov leaves play at once: 1 + its two cargo pods left; Player 2 keeps
    // the destroyed one.
    let zaraznov = at("C1110");
    st.ships[c].at = Some(zaraznov);
    st.ships[c].velocity = Some(1);
    let mut cx = Ctx { st, events: Vec::new() };
    assert!(!check(&mut cx));
    assert_eq!(
        cx.events,
        vec![Event::Removed { unit: Unit::Ship(c as u8), gone: Gone::Orbited, case: "11.0 scenario 5".into() }]
    );
    assert_eq!(points(&cx.st), Some(vec![3, -1]));

    // Eight points win.
    let mut st = base.clone();
    for l in ['B', 'C'] {
        set_gone(&mut st, One, l, Gone::Orbited);
    }
    assert_eq!(points(&st), Some(vec![8, 0]));
    assert_eq!(winner(&st), Some(Some(One)));
    let mut st = base.clone();
    for l in ['B', 'C'] {
        destroy(&mut st, One, l);
    }
    assert_eq!(winner(&st), Some(Some(Two)));
    // The Clarinet destroyed: Player 2 loses, whatever his points.
    destroy(&mut st, Two, 'A');
    let o: Outcome = outcome(&st).unwrap();
    assert_eq!(o.winner, Some(One));
    assert!(o.reason.contains("Clarinet"));
}

#[test]
fn a_player_with_nothing_in_play_ends_the_game_in_a_draw() {
    let mut st = game("first-shot");
    // The Sword landed somewhere: not destroyed, but nothing of Player 1's is in play.
    set_gone(&mut st, One, 'A', Gone::Jumped);
    let o = outcome(&st).unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("Player 1 has no unit left in play"), "{}", o.reason);
}

#[test]
fn pirates_a_flute_docking_with_the_mu_ends_the_game_at_once() {
    use starshift::engine::deltavee::action::Battle;
    use starshift::engine::deltavee::state::Segment;
    let mut st = game("pirates");
    let (mu, flute) = (ship(&st, One, 'B'), ship(&st, Two, 'A'));
    let m = &st.ships[id(mu)];
    let (h, f, v) = (m.at, m.facing, m.velocity);
    let fl = &mut st.ships[id(flute)];
    (fl.at, fl.facing, fl.velocity) = (h, f, v);
    st.phase = Phase::Command(Two, Segment::Command);
    st.tallies.clear();
    let Unit::Ship(f_id) = flute else { unreachable!() };
    let dock = Action::Battle { ship: f_id, command: Battle::Rendezvous { with: mu } };
    assert!(legal_actions(&st, Two).contains(&dock));
    let ev = apply(&mut st, Two, &dock).expect("docks");
    let Some(Event::Ended { outcome }) = ev.last() else { panic!("{ev:?}") };
    assert_eq!(outcome.winner, Some(Two));
    assert!(to_act(&st).is_empty());
}

#[test]
fn convoy_red_a_ship_moving_into_orbit_leaves_play_with_its_points() {
    use starshift::engine::clock::{advance, Clock, Reminder};
    // The convoy's course was set to velocity 0 (the first option): back to Player 1's Movement Phase.
    let mut st = game("convoy-red");
    st.phase = Phase::Movement(One);
    st.moved.clear();
    let zaraznov = at("C1110");
    let (west, _) = advance(zaraznov, Clock::new(9).unwrap(), Reminder::Left);
    assert_eq!(advance(west, Clock::new(3).unwrap(), Reminder::Left).0, zaraznov);
    let b = ship(&st, One, 'B');
    let s = &mut st.ships[id(b)];
    (s.at, s.facing, s.velocity, s.reminder) = (Some(west), Clock::new(3), Some(1), Reminder::Left);
    // It stops in the planet hex for its Maneuver Commands (6.5): not in orbit while it may still speed up.
    let ev = apply(&mut st, One, &Action::Move { unit: b }).expect("moves");
    assert!(matches!(ev.last(), Some(Event::PlanetEntered { .. })), "{ev:?}");
    assert_eq!(st.ships[id(b)].status, Status::InPlay);
    let ev = apply(&mut st, One, &Action::Resume).expect("goes on");
    assert!(ev.contains(&Event::Removed { unit: b, gone: Gone::Orbited, case: "11.0 scenario 5".into() }), "{ev:?}");
    assert_eq!(st.ships[id(b)].status, Status::Gone(Gone::Orbited));
    assert_eq!(points(&st), Some(vec![4, 0]));
    assert_eq!(st.result, None);
}
