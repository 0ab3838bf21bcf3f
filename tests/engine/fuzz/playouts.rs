//! Random playouts of every scenario of every game in the registry (a new game is covered without a line
//! here): each seat's view, the log lines of every event for every reader, and the status are words at
//! every step; the game's record and link give it back whole at the end.

use super::{every_game, rounds, words::assert_words};
use crate::support::Rng;
use serde_json::Value;
use starshift::engine::game::{Game, Options};
use starshift::engine::link;
use starshift::engine::record::Session;
use starshift::engine::registry::Visit;

/// The keys under which views hold text for players.
const TEXT_KEYS: [&str; 7] = ["label", "prompt", "summary", "phase_name", "name", "result", "message"];

/// Every player-facing string of a view's JSON.
fn texts(v: &Value, key: Option<&str>, out: &mut Vec<String>) {
    match v {
        Value::String(s) if key.is_some_and(|k| TEXT_KEYS.contains(&k)) => out.push(s.clone()),
        Value::Object(m) => m.iter().for_each(|(k, x)| texts(x, Some(k), out)),
        Value::Array(a) => a.iter().for_each(|x| texts(x, key, out)),
        _ => {}
    }
}

#[derive(Clone, Copy)]
struct Playouts(u64);

impl Visit for Playouts {
    type Out = usize;
    fn visit<G: Game>(self) -> usize {
        let mut played = 0;
        for sc in G::scenarios() {
            let mut rng = Rng::new(self.0 * 31 + played as u64);
            let mut s = Session::<G>::new(sc.id, Options::new(), self.0).expect("sets up");
            for step in 0..400 {
                let at = format!("{} {} seed {} step {step}", G::ID, sc.id, self.0);
                let status = G::status(&s.state);
                assert_words(&at, &status.phase);
                assert_words(&at, status.result.as_deref().unwrap_or(""));
                for &seat in G::seats_of(sc.id) {
                    let mut out = Vec::new();
                    texts(&serde_json::to_value(G::view(&s.state, seat)).expect("view"), None, &mut out);
                    out.iter().for_each(|t| assert_words(&at, t));
                }
                let Some(&seat) = G::to_act(&s.state).get(rng.below(G::to_act(&s.state).len().max(1))) else {
                    break;
                };
                let legal = G::legal_actions(&s.state, seat);
                let Some(a) = legal.get(rng.below(legal.len().max(1))).cloned() else { break };
                let events = s.act(seat, a.clone()).unwrap_or_else(|r| panic!("{at}: listed {a:?} refused: {r}")).to_vec();
                for e in &events {
                    for reader in G::seats_of(sc.id).iter().map(|&x| Some(x)).chain([None]) {
                        assert_words(&at, &G::describe(e, reader));
                    }
                }
            }
            let back = Session::<G>::from_record(&s.record()).expect("its record loads");
            assert_eq!(back.check(), s.check());
            assert_eq!(link::decode::<G>(&link::encode(&s)).expect("its link loads").record(), s.record());
            played += 1;
        }
        played
    }
}

#[test]
fn random_playouts_of_every_scenario_of_every_game() {
    let mut played = 0;
    for round in rounds(2) {
        played += every_game(Playouts(round + 1)).into_iter().sum::<usize>();
    }
    let scenarios: usize = starshift::engine::registry::games().iter().map(|g| g.scenarios.len()).sum();
    assert!(played >= 2 * scenarios, "{played} playouts for {scenarios} scenarios");
}
