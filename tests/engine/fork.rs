//! How an incoming history stands to a saved one (`src/ui/fork.rs`, included here: the app's UI is built
//! for wasm only, and this part needs no browser): a reply that does not continue exactly what this device
//! has — a retaken turn — is a branch, never "another game".

#[path = "../../src/ui/fork.rs"]
#[allow(clippy::module_inception)]
mod fork;

use super::support::{stargate_walk, Pick};
use fork::{best, common, relation, Relation};
use starshift::engine::game::Game;
use starshift::engine::record::{Record, Session};
use starshift::engine::stargate::StarGate;

/// As `ui::store::relation`: the same setup (game, scenario, seed, options), then the actions.
fn rel(saved: &Record, incoming: &Record) -> Relation {
    let same = saved.game == incoming.game
        && saved.scenario == incoming.scenario
        && saved.seed == incoming.seed
        && saved.options == incoming.options;
    relation(same, &saved.actions, &incoming.actions)
}

/// `s` after `steps` more actions, each the first (or the last) legal action of the first seat to act.
fn go_on(mut s: Session<StarGate>, steps: usize, last: bool) -> Session<StarGate> {
    for _ in 0..steps {
        let Some(&seat) = StarGate::to_act(&s.state).first() else { break };
        let legal = StarGate::legal_actions(&s.state, seat);
        let Some(a) = (if last { legal.last() } else { legal.first() }) else { break };
        s.act(seat, a.clone()).expect("a listed action is legal");
    }
    s
}

#[test]
fn same_longer_and_shorter_histories() {
    let sent = stargate_walk(11, 20, Pick::Random(3));
    let reply = go_on(sent.clone(), 6, false);
    assert_eq!(rel(&sent.record(), &sent.record()), Relation::Same);
    assert_eq!(rel(&sent.record(), &reply.record()), Relation::Extends);
    assert_eq!(rel(&reply.record(), &sent.record()), Relation::Older);
}

#[test]
fn another_seed_is_another_game_even_with_the_same_moves() {
    let a = stargate_walk(11, 10, Pick::First).record();
    let mut b = a.clone();
    b.seed += 1;
    assert_eq!(rel(&a, &b), Relation::Different);
    let mut c = a.clone();
    c.scenario = "other".into();
    assert_eq!(rel(&a, &c), Relation::Different);
}

#[test]
fn a_retaken_turn_is_a_branch_that_names_where_it_parted() {
    // This device sent the game at 20 actions; the first reply took one way, a second reply (the turn
    // played again from the same link) another.
    let sent = stargate_walk(7, 20, Pick::Random(9));
    let first = go_on(sent.clone(), 8, false);
    let retaken = go_on(sent.clone(), 8, true);
    let (f, r) = (first.record(), retaken.record());
    let n = common(&f.actions, &r.actions);
    assert!(n >= 20 && n < f.actions.len() && n < r.actions.len(), "they part after the shared 20 ({n})");
    assert_eq!(rel(&f, &r), Relation::Branch { common: n });
    assert_eq!(rel(&r, &f), Relation::Branch { common: n });
    // A shorter branch (fewer actions than the save) is still a branch, not "older".
    let short = go_on(sent.clone(), 1, true).record();
    if short.actions[20] != f.actions[20] {
        assert_eq!(rel(&f, &short), Relation::Branch { common: 20 });
    }
}

#[test]
fn the_match_prefers_the_game_an_incoming_record_continues_then_the_closest_branch() {
    let l = |c| Relation::Branch { common: c };
    // A save it continues wins over a branch that shares more.
    assert_eq!(best([(0, l(30), 40), (1, Relation::Extends, 25)]), Some((1, Relation::Extends)));
    // Among saves it continues or trails, the furthest along.
    assert_eq!(best([(0, Relation::Extends, 10), (1, Relation::Older, 25)]), Some((1, Relation::Older)));
    // Among branches, the one sharing the most actions.
    assert_eq!(best([(0, l(5), 40), (1, l(12), 20), (2, Relation::Different, 90)]), Some((1, l(12))));
    assert_eq!(best([(0, Relation::Different, 3)]), None);
}
