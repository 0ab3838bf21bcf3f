//! DeltaVee 2.5–2.7: battlecraft and missiles as units beside the ships — position, facing, velocity,
//! reminder, owner, and the face-down counter the enemy sees until it is revealed.

use starshift::engine::clock::Clock;
use starshift::engine::deltavee::data::{Class, Missile};
use starshift::engine::deltavee::map::at;
use starshift::engine::deltavee::setup::setup;
use starshift::engine::deltavee::state::{Craft, CraftKind, JumpRule, Player, State, Status, Unit};

fn craft(st: &State, ship: u8, kind: CraftKind, status: Status) -> Craft {
    Craft { status, ..Craft::aboard(st.ship(ship).player, kind, ship, 1, 1, 7) }
}

#[test]
fn crafts_are_units_with_hidden_faces() {
    let mut st = setup("first-shot", 1).expect("sets up");
    let sword = st.find(Player::One, 'A').expect("Sword");
    // A prepared battlecraft is aboard: where its ship is, without a Velocity marker (2.6, 6.3, 7.4).
    st.crafts.push(craft(&st, sword, CraftKind::Battlecraft(Class::TerwillickerX), Status::Aboard));
    let bc = Unit::Craft(0);
    assert_eq!(st.at(bc), Some(at("A1112")));
    assert_eq!(st.velocity(bc), None);
    assert!(!st.in_play(bc));
    assert_eq!(st.units_in_play().count(), 3, "the three ships");
    // Launched: its own hex, facing and velocity.
    st.crafts[0].status = Status::InPlay;
    st.crafts[0].at = Some(at("A1012"));
    st.crafts[0].facing = Clock::new(9);
    st.crafts[0].velocity = Some(2);
    assert!(st.in_play(bc));
    assert_eq!(st.owner(bc), Player::One);
    assert_eq!(st.name(bc), "Player 1's Terwillicker-X A1");
    // Face-down to the enemy until revealed (2.5); its owner always knows it.
    assert_eq!(st.craft(0).shown_to(Player::Two), None);
    assert_eq!(st.craft(0).shown_to(Player::One), Some(CraftKind::Battlecraft(Class::TerwillickerX)));
    st.crafts[0].revealed = true;
    assert_eq!(st.craft(0).shown_to(Player::Two), Some(CraftKind::Battlecraft(Class::TerwillickerX)));
    assert_eq!(st.craft(0).allowance(), 15, "a battlecraft's 15 Energy Units (5.6)");
    // A Civ 7 guided missile has 9 Energy Units (9.5); an unguided one none.
    let dagger = st.find(Player::Two, 'A').expect("Dagger");
    st.crafts.push(craft(&st, dagger, CraftKind::Missile(Missile::Guided), Status::Aboard));
    assert_eq!(st.craft(1).allowance(), 9);
    assert_eq!(st.name(Unit::Craft(1)), "Player 2's guided missile A-1");
    st.crafts.push(craft(&st, dagger, CraftKind::Missile(Missile::Unguided), Status::Aboard));
    assert_eq!(st.craft(2).allowance(), 0);
    assert!(st.missile(Unit::Craft(2)).is_some() && !st.is_spacecraft(Unit::Craft(2)));
}

#[test]
fn only_scenario_3_allows_hyperjumps() {
    for id in ["showdown", "first-shot", "pirates", "convoy-red"] {
        assert_eq!(setup(id, 1).expect("sets up").hyperjump, [JumpRule::Never; 2], "{id}");
    }
    // Player 1's smugglers jump from map E or a map above or below it (11.0 scenario 3).
    assert_eq!(setup("tau-ceti", 1).expect("sets up").hyperjump, [JumpRule::FromColumn(4), JumpRule::Never]);
}
