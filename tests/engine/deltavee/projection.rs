//! The projection of each unit's next move (the map's next-move arrows, `movement::projection`): exact hexes
//! for side and corner moves with the Direction Reminder (6.1), map edges (6.2), planets (6.5) and asteroids
//! (6.6); and parity with the real Movement Phase, move after move over several Game-Turns.

use super::movement::{c, game, launch, pass_to, ship};
use starshift::engine::clock::Reminder;
use starshift::engine::deltavee::action::{Action, Order};
use starshift::engine::deltavee::data::{Class, Missile};
use starshift::engine::deltavee::event::Event;
use starshift::engine::deltavee::map::{at, Tile};
use starshift::engine::deltavee::movement::projection;
use starshift::engine::deltavee::rules::{apply, legal_actions};
use starshift::engine::deltavee::state::{CraftKind, Phase, Player, State, Status, Unit};
use starshift::engine::deltavee::view::view;
use starshift::engine::hex::Hex;

fn hexes(labels: &[&str]) -> Vec<Hex> {
    labels.iter().map(|h| at(h)).collect()
}

/// The hexes a unit entered in these events (a move may come in several `Moved` pieces: 6.2, 6.4, 6.6).
fn entered(events: &[Event], unit: Unit) -> Vec<Hex> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Moved { unit: u, path, .. } if *u == unit => Some(path.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The `next` of a unit in `seat`'s view.
fn next_in_view(st: &State, seat: Player, u: Unit) -> Vec<Hex> {
    let v = view(st, seat);
    match u {
        Unit::Ship(s) => v.ships.iter().find(|x| x.id == s).expect("shown").next.clone(),
        Unit::Craft(c) => v.counters.iter().find(|x| x.id == c).expect("shown").next.clone(),
    }
}

#[test]
fn a_corner_course_projects_its_zigzag_from_the_reminder() {
    // Scenario 2: the Sword at A1112, 9 o'clock, velocity 3: south-west first (6.1), then north-west, …
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    assert_eq!(projection(&st, sword, true), hexes(&["A1012", "A0912", "A0812"]));
    // Both seats see it (a ship's course is public, 2.6).
    assert_eq!(next_in_view(&st, Player::Two, sword), hexes(&["A1012", "A0912", "A0812"]));
    apply(&mut st, Player::One, &Action::Move { unit: sword }).expect("listed");
    // Three hexes, an odd count: the next zigzag starts to the right, north-west (the Direction Reminder).
    assert_eq!(st.reminder(sword), Reminder::Right);
    assert_eq!(projection(&st, sword, true), hexes(&["A0712", "A0612", "A0512"]));
    // A Dagger at A0706 turned to 4 o'clock, a side, with a reminder left over.
    let dagger = ship(&st, Player::Two, 'A');
    let Unit::Ship(d) = dagger else { unreachable!() };
    st.ships[d as usize].facing = Some(c(4));
    st.ships[d as usize].reminder = Reminder::Right;
    // 4 o'clock faces the south-east side: a straight hex row, the reminder ignored (6.1).
    assert_eq!(projection(&st, dagger, true), hexes(&["A0806", "A0907", "A1007"]));
}

#[test]
fn the_projection_is_the_path_the_movement_phase_takes() {
    // Scenario 2 over four Game-Turns (the fifth ends it, 11.0): the Sword on its odd corner course (the reminder alternating), the two
    // Daggers on theirs, maps laid down as they leave map A (6.2). Before every move, the projection (and
    // both seats' views of it) is exactly the path the move then takes.
    let mut st = game("first-shot");
    let (mut moves, mut owed_right, mut tiles_laid) = (0, 0, 0);
    while st.turn <= 4 {
        let seat = st.phasing().expect("phasing");
        let legal = legal_actions(&st, seat);
        let a = legal
            .iter()
            .find(|a| matches!(a, Action::Move { .. } | Action::EndCommands | Action::EndFire))
            .unwrap_or_else(|| panic!("a way on in {:?}, Game-Turn {}: {:?}", st.phase, st.turn, st.result))
            .clone();
        let Action::Move { unit } = a else {
            apply(&mut st, seat, &a).expect("listed");
            continue;
        };
        let want = projection(&st, unit, true);
        assert_eq!(next_in_view(&st, Player::One, unit), want);
        assert_eq!(next_in_view(&st, Player::Two, unit), want);
        if st.facing(unit).is_some_and(|f| f.is_corner()) && st.reminder(unit) == Reminder::Right {
            owed_right += 1;
        }
        let ev = apply(&mut st, seat, &a).expect("listed");
        tiles_laid += ev.iter().filter(|e| matches!(e, Event::TilePlaced { .. })).count();
        assert_eq!(entered(&ev, unit), want, "Game-Turn {}, {}", st.turn, st.name(unit));
        assert_eq!(st.at(unit), want.last().copied());
        moves += 1;
    }
    assert_eq!(moves, 12, "three ships, four Game-Turns");
    // Each ship's corner course owes the right on Game-Turns 2 and 4 (an odd velocity, 6.1).
    assert_eq!(owed_right, 6, "corner moves starting to the right were checked");
    // Game-Turn 4: the Sword leaves map A (the only one) to the west, the first Dagger to the east (6.2).
    assert_eq!(tiles_laid, 2, "maps laid down on the way");
}

#[test]
fn a_missile_ends_at_the_map_edge_but_a_face_down_counter_does_not_tell() {
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    // A face-down missile heading off the north edge of map A (12 o'clock from A0502, velocity 3).
    let m = Unit::Craft(launch(&mut st, sword, CraftKind::Missile(Missile::Unguided), "A0502", 12, 3));
    // Its owner sees it removed past A0501 (6.2).
    assert_eq!(projection(&st, m, true), hexes(&["A0501"]));
    assert_eq!(next_in_view(&st, Player::One, m), hexes(&["A0501"]));
    // The enemy, who cannot tell a missile from a battlecraft (2.5), sees its course go on off the maps as a
    // spacecraft's would (a map laid down to the north, 6.2).
    let north = Tile { x: 0, y: -1 };
    let course = vec![at("A0501"), north.hex(5, 17), north.hex(5, 16)];
    assert_eq!(next_in_view(&st, Player::Two, m), course);
    assert!(view(&st, Player::Two).counters.iter().all(|k| k.known.is_none()), "still face down");
    // A spaceship lays the maps down: its projection crosses the edge (6.2).
    let Unit::Ship(s) = sword else { unreachable!() };
    st.ships[s as usize].at = Some(at("A0502"));
    st.ships[s as usize].facing = Some(c(12));
    assert_eq!(projection(&st, sword, true), course);
    // The real move takes that path, laying the map down.
    pass_to(&mut st, Phase::Movement(Player::One));
    let ev = apply(&mut st, Player::One, &Action::Move { unit: sword }).expect("listed");
    assert!(ev.contains(&Event::TilePlaced { tile: north }));
    assert_eq!(entered(&ev, sword), course);
}

#[test]
fn a_planet_hex_ends_the_projection_where_the_move_pauses() {
    // Scenario 4: the Corco Mu at C1406, 9 o'clock, velocity 2; a planet put in C1307.
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    st.planets.push(at("C1307"));
    // It would pause there for Maneuver Commands (6.5): what follows is the player's choice.
    assert_eq!(projection(&st, mu, true), hexes(&["C1307"]));
    apply(&mut st, Player::One, &Action::Move { unit: mu }).expect("listed");
    // Paused: the rest of its move, velocity 2 less the hex moved, on toward 9 o'clock (owing the right).
    assert_eq!(projection(&st, mu, true), hexes(&["C1206"]));
    apply(&mut st, Player::One, &Action::Planet { order: Order::Accelerate }).expect("listed");
    apply(&mut st, Player::One, &Action::Planet { order: Order::TurnRight }).expect("listed");
    // Velocity 3 less 1, at 10 o'clock (6.5).
    let want = hexes(&["C1206", "C1106"]);
    assert_eq!(projection(&st, mu, true), want);
    let ev = apply(&mut st, Player::One, &Action::Resume).expect("listed");
    assert_eq!(entered(&ev, mu), want);
}

#[test]
fn missiles_end_in_planet_hexes_and_asteroids_do_not_end_a_projection() {
    let mut st = game("pirates");
    let mu = ship(&st, Player::One, 'B');
    // A missile at A0509, 9 o'clock, velocity 3: destroyed in the planet hex A0409 (6.5), for either seat.
    let m = Unit::Craft(launch(&mut st, mu, CraftKind::Missile(Missile::Unguided), "A0509", 9, 3));
    assert_eq!(next_in_view(&st, Player::One, m), hexes(&["A0409"]));
    assert_eq!(next_in_view(&st, Player::Two, m), hexes(&["A0409"]));
    // The Corco Mu from C1107 at 9 o'clock, velocity 2: through the asteroid hexes C1007 and C0907 (6.6).
    let Unit::Ship(s) = mu else { unreachable!() };
    st.ships[s as usize].at = Some(at("C1107"));
    assert!(st.asteroids.contains(&at("C1007")) && st.asteroids.contains(&at("C0907")));
    assert_eq!(projection(&st, mu, true), hexes(&["C1007", "C0907"]));
}

#[test]
fn units_that_will_not_move_have_no_projection() {
    let st = game("pirates");
    // The Dagger waits to be alerted (scenario 4); the Flutes are at velocity 0 (6.3).
    let dagger = ship(&st, Player::One, 'A');
    assert_eq!(st.class(dagger), Some(Class::Dagger));
    assert_eq!(st.velocity(dagger), Some(1));
    assert_eq!(projection(&st, dagger, true), []);
    let flute = ship(&st, Player::Two, 'A');
    assert_eq!(st.velocity(flute), Some(0));
    assert_eq!(next_in_view(&st, Player::One, flute), []);
    // A craft still aboard its ship is not in play.
    let mut st = game("first-shot");
    let sword = ship(&st, Player::One, 'A');
    let m = launch(&mut st, sword, CraftKind::Missile(Missile::Guided), "A1112", 3, 2);
    st.crafts[m as usize].status = Status::Aboard;
    assert_eq!(projection(&st, Unit::Craft(m), true), []);
}
