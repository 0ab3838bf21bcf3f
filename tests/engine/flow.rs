//! Fewer clicks (issue 16, point 5): the shell ends a phase by itself when its end is the only action
//! open, knowing an end by its kind (`ask::ends_step`). Every game keeps that naming: an action is an end
//! of its step exactly when its kind begins `end_`.

use crate::support::{walk, Pick};
use starshift::engine::ask::{ends_step, kind_of};
use starshift::engine::deltavee::{self, DeltaVee};
use starshift::engine::game::Game;
use starshift::engine::stargate::{Action, StarGate};

/// Along pseudo-random walks, every legal action listed is an end exactly when `is_end` says so.
fn ends_are_named_so<G: Game>(scenario: &str, is_end: fn(&G::Action) -> bool) -> usize {
    let mut ends = 0;
    for seed in 1..=3 {
        let s = walk::<G>(scenario, seed, 150, Pick::Random(seed));
        for seat in G::to_act(&s.state) {
            for a in G::legal_actions(&s.state, seat) {
                // (An action without a `do` tag, e.g. a StarForce plot's, is no end.)
                let kind = kind_of(&a).unwrap_or_default();
                assert_eq!(ends_step(&kind), is_end(&a), "{kind}: {a:?}");
                assert_eq!(G::ends_step(&a), is_end(&a), "Game::ends_step, {kind}: {a:?}");
                ends += is_end(&a) as usize;
            }
        }
    }
    ends
}

#[test]
fn stargates_end_is_end_phase() {
    assert_eq!(kind_of(&Action::EndPhase).as_deref(), Some("end_phase"));
    ends_are_named_so::<StarGate>("standard", |a| *a == Action::EndPhase);
}

#[test]
fn deltavees_ends_are_its_command_and_fire_ends() {
    use deltavee::action::Action as A;
    assert_eq!(kind_of(&A::EndCommands).as_deref(), Some("end_commands"));
    assert_eq!(kind_of(&A::EndFire).as_deref(), Some("end_fire"));
    for sc in DeltaVee::scenarios() {
        ends_are_named_so::<DeltaVee>(sc.id, |a| matches!(a, A::EndCommands | A::EndFire));
    }
}

/// Outreach ends its phases by `end_phase`; StarForce and the test game have no step that the shell
/// ends by itself (no kind of theirs begins `end_`).
#[test]
fn every_other_games_ends_are_named_so() {
    use starshift::engine::bids::Bids;
    use starshift::engine::outreach::{action::Action as O, Outreach};
    use starshift::engine::starforce::StarForce;
    let mut ends = 0;
    for sc in Outreach::scenarios() {
        ends += ends_are_named_so::<Outreach>(sc.id, |a| matches!(a, O::EndPhase));
    }
    assert!(ends > 0, "Outreach's walks list an end");
    for sc in StarForce::scenarios() {
        assert_eq!(ends_are_named_so::<StarForce>(sc.id, |_| false), 0);
    }
    for sc in Bids::scenarios() {
        assert_eq!(ends_are_named_so::<Bids>(sc.id, |_| false), 0);
    }
}

#[test]
fn the_step_lists_name_their_ends_so() {
    use starshift::engine::stargate::step::Step;
    use starshift::engine::stargate::Side;
    for step in [Step::Staging, Step::Movement { side: Side::Coalition }, Step::Combat { side: Side::Virunian }] {
        assert!(step.asks().iter().any(|a| ends_step(a.kind)), "{step:?}");
    }
    assert!(!Step::Attack { side: Side::Virunian }.asks().iter().any(|a| ends_step(a.kind)));
}
