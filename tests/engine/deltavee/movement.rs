//! DeltaVee 6.0–6.8: the Movement Phase — straight and zigzag moves, map placement, interception
//! triggers, planets, asteroids, landing and hyperjumps — with exact events and scripted dice.

use starshift::engine::clock::{Clock, Reminder};
use starshift::engine::deltavee::action::{Action, Order};
use starshift::engine::deltavee::data::{Class, Missile};
use starshift::engine::deltavee::event::{By, Event, Purpose};
use starshift::engine::deltavee::map::{at, Tile};
use starshift::engine::deltavee::rules::{apply, legal_actions, new_game};
use starshift::engine::deltavee::state::{
    Craft, CraftId, CraftKind, Gone, Interception, JumpMarker, Phase, PlanetStop, Player, Segment, State, Status, Unit,
};
use starshift::engine::dice::Dice;
use starshift::engine::hex::Hex;

pub fn c(n: u8) -> Clock {
    Clock::new(n).expect("1-12")
}

/// A game of scenario `id` with every set-up choice made by its first option.
pub fn game(id: &str) -> State {
    let mut st = new_game(id, 1).expect("sets up");
    while st.phase == Phase::SetUp {
        let p = st.phasing().expect("a chooser");
        let first = legal_actions(&st, p)[0].clone();
        apply(&mut st, p, &first).expect("listed");
    }
    st
}

pub fn ship(st: &State, p: Player, letter: char) -> Unit {
    Unit::Ship(st.find(p, letter).expect("ship"))
}

/// Puts a launched, face-down craft of `ship`'s into play.
pub fn launch(st: &mut State, ship: Unit, kind: CraftKind, hex: &str, facing: u8, velocity: u8) -> CraftId {
    let Unit::Ship(s) = ship else { panic!("a ship") };
    st.crafts.push(Craft {
        player: st.ship(s).player,
        kind,
        ship: s,
        pod: 1,
        number: st.crafts.len() as u8 + 1,
        civ: 7,
        status: Status::InPlay,
        at: Some(at(hex)),
        facing: Some(c(facing)),
        velocity: Some(velocity),
        reminder: Reminder::Left,
        revealed: false,
        expended: 0,
        docked: None,
        mims: None,
    });
    st.crafts.len() as CraftId - 1
}

pub fn moved(unit: Unit, hexes: &[&str], reminder: Reminder) -> Event {
    Event::Moved { unit, path: hexes.iter().map(|h| at(h)).collect(), reminder }
}

fn act(st: &mut State, p: Player, a: Action) -> Vec<Event> {
    assert!(legal_actions(st, p).contains(&a), "{a:?} should be listed: {:?}", legal_actions(st, p));
    apply(st, p, &a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"))
}

#[test]
fn corner_move_zigzags_left_first_and_leaves_the_reminder() {
    // Scenario 1: Piccolo E at A0207 points at 3 o'clock, velocity 1 (6.1: first to the left, NE).
    let mut st = game("showdown");
    let e = ship(&st, Player::One, 'E');
    assert_eq!(legal_actions(&st, Player::One), [Action::Move { unit: e }]);
    assert!(legal_actions(&st, Player::Two).is_empty());
    let ev = act(&mut st, Player::One, Action::Move { unit: e });
    assert_eq!(
        ev,
        [
            Event::MoveBegan { unit: e, velocity: 1 },
            moved(e, &["A0307"], Reminder::Right),
            Event::MoveEnded { unit: e },
            Event::PhaseBegan { phase: Phase::Command(Player::Two, Segment::Detection) },
            Event::PhaseBegan { phase: Phase::Command(Player::Two, Segment::Command) },
        ]
    );
    // An odd corner move: the Direction Reminder owes the right-hand side next (6.1).
    assert_eq!(st.ship(0).reminder, Reminder::Right);
}

#[test]
fn a_three_hex_corner_move_alternates_sides() {
    // Scenario 2: the Sword at A1112, 9 o'clock, velocity 3: south-west, north-west, south-west.
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let ev = act(&mut st, Player::One, Action::Move { unit: sword });
    assert_eq!(ev[1], moved(sword, &["A1012", "A0912", "A0812"], Reminder::Right));
    assert_eq!(st.at(sword), Some(at("A0812")));
}

#[test]
fn leaving_the_maps_lays_down_a_map_but_removes_a_missile() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    st.ships[0].at = Some(at("A0212"));
    // A missile heading off the north edge of map A (12 o'clock from A0501).
    let m = launch(&mut st, sword, CraftKind::Missile(Missile::Unguided), "A0502", 12, 3);
    let mu = Unit::Craft(m);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    assert_eq!(
        ev,
        [
            Event::MoveBegan { unit: mu, velocity: 3 },
            moved(mu, &["A0501"], Reminder::Left),
            Event::Removed { unit: mu, gone: Gone::OffMap, case: "6.2".into() },
        ]
    );
    assert_eq!(st.craft(m).status, Status::Gone(Gone::OffMap));
    // The Sword goes west off map A: a map is laid down to the west (6.2).
    let ev = act(&mut st, Player::One, Action::Move { unit: sword });
    let (h0, h1) = (Hex::from_offset(0, 12), Hex::from_offset(-1, 13));
    assert_eq!(ev[1], moved(sword, &["A0113"], Reminder::Right));
    assert_eq!(ev[2], Event::TilePlaced { tile: Tile { x: -1, y: 0 } });
    assert_eq!(ev[3], Event::Moved { unit: sword, path: vec![h0, h1], reminder: Reminder::Right });
    assert_eq!(ev[4], Event::MoveEnded { unit: sword });
    assert_eq!(st.tiles.len(), 2);
}

#[test]
fn missiles_meeting_enemies_make_interceptions_due() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let dagger = ship(&st, Player::Two, 'A');
    // Player 2's missile waits in A0912, on the Sword's path; Player 1's missile heads into the Dagger's hex.
    let theirs = launch(&mut st, dagger, CraftKind::Missile(Missile::Unguided), "A0912", 6, 0);
    let ours = launch(&mut st, sword, CraftKind::Missile(Missile::Guided), "A0906", 9, 2);
    // Any order (6.0): both are listed.
    assert_eq!(
        legal_actions(&st, Player::One),
        [Action::Move { unit: sword }, Action::Move { unit: Unit::Craft(ours) }]
    );
    // The routine is resolved in the hex, before the move goes on (9.6): a 10 fails.
    st.dice = Dice::scripted(&[10, 10]);
    let ev = act(&mut st, Player::One, Action::Move { unit: Unit::Craft(ours) });
    let i = Interception { missile: ours, target: None, hex: at("A0706") };
    assert_eq!(
        ev[1..3],
        [moved(Unit::Craft(ours), &["A0806", "A0706"], Reminder::Left), Event::InterceptionDue { interception: i }]
    );
    assert!(
        matches!(ev[3], Event::InterceptionBegan { interception, target, .. } if interception == i && target == dagger)
    );
    assert_eq!(ev[5], Event::InterceptionResult { missile: ours, target: dagger, intercepted: false });
    assert_eq!(ev[6], Event::MoveEnded { unit: Unit::Craft(ours) });
    let ev = act(&mut st, Player::One, Action::Move { unit: sword });
    let i = Interception { missile: theirs, target: Some(sword), hex: at("A0912") };
    assert_eq!(
        ev[1..3],
        [moved(sword, &["A1012", "A0912"], Reminder::Left), Event::InterceptionDue { interception: i }]
    );
    assert_eq!(ev[5], Event::InterceptionResult { missile: theirs, target: sword, intercepted: false });
    assert_eq!(ev[6..8], [moved(sword, &["A0812"], Reminder::Right), Event::MoveEnded { unit: sword }]);
    assert!(st.interceptions.is_empty(), "each routine resolved as it fell due (9.6)");
}

#[test]
fn entering_a_planet_hex_allows_maneuvers_and_shortens_the_rest() {
    // Scenario 4: the Corco Mu at C1406, 9 o'clock, velocity 2; a planet put in C1307.
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    st.planets.push(at("C1307"));
    // The Dagger waits to be alerted: it does not move (scenario 4).
    assert_eq!(legal_actions(&st, Player::One), [Action::Move { unit: mu }]);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    // Maneuver Rating 4 less velocity 2: two commands (6.5, 7.1).
    let stop = PlanetStop { allowed: 2, issued: 0, speed: 0, speed_only: false };
    assert_eq!(ev[1..], [moved(mu, &["C1307"], Reminder::Right), Event::PlanetEntered { unit: mu, stop }]);
    assert_eq!(
        legal_actions(&st, Player::One),
        [
            Action::Planet { order: Order::Accelerate },
            Action::Planet { order: Order::Decelerate },
            Action::Planet { order: Order::TurnLeft },
            Action::Planet { order: Order::TurnRight },
            Action::Resume,
        ]
    );
    let ev = act(&mut st, Player::One, Action::Planet { order: Order::Accelerate });
    assert_eq!(ev, [Event::Maneuvered { unit: mu, order: Order::Accelerate, by: By::Planet }]);
    // Velocity Rating 1: no second Accelerate or Decelerate (7.2).
    assert_eq!(
        legal_actions(&st, Player::One),
        [Action::Planet { order: Order::TurnLeft }, Action::Planet { order: Order::TurnRight }, Action::Resume]
    );
    act(&mut st, Player::One, Action::Planet { order: Order::TurnRight });
    assert_eq!(legal_actions(&st, Player::One), [Action::Resume], "both commands issued");
    let blocks = st.ships[0].blocks_expended;
    let ev = act(&mut st, Player::One, Action::Resume);
    // New velocity 3 less the one hex moved: two more hexes, at 10 o'clock (6.5).
    assert_eq!(
        ev[..3],
        [
            Event::MoveResumed { unit: mu, left: 2 },
            moved(mu, &["C1206", "C1106"], Reminder::Left),
            Event::MoveEnded { unit: mu },
        ]
    );
    assert_eq!(st.ships[0].facing, Some(c(10)));
    assert_eq!(st.ships[0].velocity, Some(3));
    assert_eq!(st.ships[0].blocks_expended, blocks, "no energy in the Movement Phase (6.5, 6.7)");
}

#[test]
fn planet_maneuvers_never_bring_velocity_below_one() {
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    st.ships[0].velocity = Some(1);
    st.planets.push(at("C1307"));
    act(&mut st, Player::One, Action::Move { unit: mu });
    let listed = legal_actions(&st, Player::One);
    assert!(!listed.contains(&Action::Planet { order: Order::Decelerate }), "{listed:?}");
    assert!(apply(&mut st, Player::One, &Action::Planet { order: Order::Decelerate }).is_err());
}

#[test]
fn a_missile_entering_a_planet_hex_is_destroyed() {
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    st.ships[0].velocity = Some(0);
    let m = launch(&mut st, mu, CraftKind::Missile(Missile::Unguided), "A0509", 9, 3);
    let ev = act(&mut st, Player::One, Action::Move { unit: Unit::Craft(m) });
    assert_eq!(
        ev[1..],
        [
            moved(Unit::Craft(m), &["A0409"], Reminder::Right),
            Event::Removed { unit: Unit::Craft(m), gone: Gone::Destroyed, case: "6.5".into() },
            Event::PhaseBegan { phase: Phase::Command(Player::Two, Segment::Detection) },
            Event::PhaseBegan { phase: Phase::Command(Player::Two, Segment::Command) },
        ]
    );
}

#[test]
fn asteroid_hexes_roll_against_velocity() {
    // Scenario 4: from C1107 at 9 o'clock, velocity 2, through C1007 and C0907 (an Asteroid Field marker).
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    st.ships[0].at = Some(at("C1107"));
    // The hit goes to the Hit Table (a 1, a critical hit: no effect in an asteroid collision).
    use starshift::engine::deltavee::data::HitResult;
    use starshift::engine::deltavee::fire::{FireEvent, NoEffect, Roll};
    st.dice = Dice::scripted(&[2, 1, 3]);
    let ev = act(&mut st, Player::One, Action::Move { unit: mu });
    assert_eq!(
        ev[1..8],
        [
            moved(mu, &["C1007"], Reminder::Right),
            Event::Rolled { sides: 10, face: 2, purpose: Purpose::Asteroid { unit: mu, velocity: 2 } },
            Event::AsteroidHit { unit: mu, roll: 2 },
            Event::Fire { fire: FireEvent::Rolled { face: 1, roll: Roll::HitTable { row: HitResult::Critical } } },
            Event::Fire { fire: FireEvent::NoEffect { why: NoEffect::CriticalInAsteroids } },
            moved(mu, &["C0907"], Reminder::Left),
            Event::Rolled { sides: 10, face: 3, purpose: Purpose::Asteroid { unit: mu, velocity: 2 } },
        ]
    );
    assert_eq!(ev[8], Event::MoveEnded { unit: mu });
}

#[test]
fn orbiting_units_need_not_move_and_zero_velocity_units_do_not() {
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    let dagger = ship(&st, Player::One, 'A');
    st.ships[1].alerted = true;
    // The Dagger at velocity 1 in planet hex A0409 is orbiting (6.5).
    assert_eq!(
        legal_actions(&st, Player::One),
        [Action::Move { unit: mu }, Action::Move { unit: dagger }, Action::Orbit { unit: dagger }]
    );
    let ev = act(&mut st, Player::One, Action::Orbit { unit: dagger });
    assert_eq!(ev, [Event::Orbiting { unit: dagger }]);
    assert_eq!(st.at(dagger), Some(at("A0409")));
    act(&mut st, Player::One, Action::Move { unit: mu });
    // Player 2's Flutes, at velocity 0, have nothing to move (6.3).
    act(&mut st, Player::Two, Action::EndCommands);
    act(&mut st, Player::One, Action::EndFire);
    assert_eq!(st.phase, Phase::Command(Player::One, Segment::Command));
}

#[test]
fn streamlined_craft_at_velocity_zero_land_and_jumpers_leave() {
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    let dagger = ship(&st, Player::One, 'A');
    st.ships[1].alerted = true;
    st.ships[1].velocity = Some(0);
    // The Corco Mu is not streamlined: at 0 in the planet hex it stays without landing (6.5).
    st.ships[0].at = Some(at("A0409"));
    st.ships[0].velocity = Some(0);
    st.phase = Phase::Fire(Player::Two);
    let ev = act(&mut st, Player::Two, Action::EndFire);
    assert_eq!(
        ev[..3],
        [
            Event::TurnBegan { turn: 2 },
            Event::PhaseBegan { phase: Phase::Movement(Player::One) },
            Event::Landed { unit: dagger },
        ]
    );
    assert_eq!(st.ships[1].status, Status::Landed);
    assert_eq!(st.ships[1].velocity, None, "its Velocity marker is removed");
    assert_eq!(st.ships[0].status, Status::InPlay);
    let _ = mu;
    // Scenario 3: a ship with a Jump marker leaves play in its next Movement Phase (6.8).
    let mut st = game("tau-ceti");
    let iota = ship(&st, Player::One, 'A');
    st.ships[0].jump = Some(JumpMarker::Jump);
    st.phase = Phase::Fire(Player::Two);
    let ev = act(&mut st, Player::Two, Action::EndFire);
    assert_eq!(ev[2], Event::Removed { unit: iota, gone: Gone::Jumped, case: "6.8".into() });
    assert!(!legal_actions(&st, Player::One).contains(&Action::Move { unit: iota }));
}

#[test]
fn a_missile_out_of_energy_leaves_at_the_end_of_the_movement_phase() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let m = launch(&mut st, sword, CraftKind::Missile(Missile::Guided), "A0101", 6, 1);
    st.crafts[m as usize].expended = 9;
    act(&mut st, Player::One, Action::Move { unit: Unit::Craft(m) });
    let ev = act(&mut st, Player::One, Action::Move { unit: sword });
    assert!(ev.contains(&Event::Removed { unit: Unit::Craft(m), gone: Gone::Exhausted, case: "9.5".into() }));
    let _ = Class::Sword;
}

/// Plays `st` on with no commands and no fire until `p`'s next Movement Phase: every listed move is made,
/// every Command Segment and Fire Phase ended at once.
pub fn pass_to_movement(st: &mut State, p: Player) {
    pass_to(st, Phase::Movement(p));
}

/// As [`pass_to_movement`], up to `phase`.
pub fn pass_to(st: &mut State, phase: Phase) {
    for _ in 0..200 {
        if st.phase == phase {
            return;
        }
        let seat = st.phasing().expect("a phasing player");
        let legal = legal_actions(st, seat);
        let a = legal
            .iter()
            .find(|a| matches!(a, Action::EndCommands | Action::EndFire | Action::Move { .. }))
            .unwrap_or_else(|| panic!("nothing to pass with in {}: {legal:?}", st.phase.name()))
            .clone();
        apply(st, seat, &a).expect("listed");
    }
    panic!("never reached {phase:?}");
}

/// 6.1: a corner move of one hex a Game-Turn keeps its zigzag across Game-Turns through the Direction
/// Reminder (left, right, left, …: the Piccolo's 3 o'clock line runs along row 07, every second hex on it),
/// and a direction change removes the reminder, so the next corner move starts to the left again.
#[test]
fn the_zigzag_keeps_its_parity_across_game_turns() {
    let mut st = game("showdown");
    let e = ship(&st, Player::One, 'E');
    let start = at("A0207");
    let (line, _) = starshift::engine::clock::path(start, c(3), Reminder::Left, 5);
    let want = [("A0307", Reminder::Right), ("A0407", Reminder::Left), ("A0507", Reminder::Right)];
    let want = [want.as_slice(), &[("A0607", Reminder::Left), ("A0707", Reminder::Right)]].concat();
    for (turn, (hex, reminder)) in want.into_iter().enumerate() {
        assert_eq!(st.turn, turn as u32 + 1);
        let from = st.at(e).expect("in play");
        let ev = act(&mut st, Player::One, Action::Move { unit: e });
        assert_eq!(
            ev[..3],
            [Event::MoveBegan { unit: e, velocity: 1 }, moved(e, &[hex], reminder), Event::MoveEnded { unit: e }]
        );
        assert_eq!((st.at(e), st.ship(0).reminder), (Some(at(hex)), reminder), "Game-Turn {}", turn + 1);
        assert_eq!(st.at(e), Some(line[turn]), "on the corner line from {from}");
        if turn % 2 == 1 {
            assert_eq!(st.at(e).map(|h| h.distance(start)), Some(turn as i32 + 1), "every second hex on row 07");
        }
        if turn < 4 {
            pass_to_movement(&mut st, Player::One);
        }
    }
    // Game-Turn 5's Command Phase: turn away and back; the reminder owed the right but is removed (6.1), so
    // Game-Turn 6's move starts to the left (north-east) again, not to the right (A0807).
    let facing = st.ship(0).facing;
    while st.phase != Phase::Command(Player::One, Segment::Command) {
        let seat = st.phasing().expect("phasing");
        let legal = legal_actions(&st, seat);
        let a = legal.iter().find(|a| matches!(a, Action::EndCommands | Action::EndFire | Action::Move { .. }));
        apply(&mut st, seat, &a.expect("pass").clone()).expect("listed");
    }
    act(&mut st, Player::One, Action::Maneuver { unit: e, order: Order::TurnLeft });
    assert_eq!(st.ship(0).reminder, Reminder::Left, "a direction change removes the reminder");
    act(&mut st, Player::One, Action::Maneuver { unit: e, order: Order::TurnRight });
    assert_eq!((st.ship(0).facing, st.ship(0).reminder), (facing, Reminder::Left));
    pass_to_movement(&mut st, Player::One);
    let ev = act(&mut st, Player::One, Action::Move { unit: e });
    let left = at("A0707").step(c(3).step_dir(Reminder::Left), 1);
    assert_eq!(ev[1], Event::Moved { unit: e, path: vec![left], reminder: Reminder::Right });
    assert_ne!(left, at("A0807"));
}
