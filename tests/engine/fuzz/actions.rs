//! Each game's action decoders on their own, in states met in random games of every scenario: random bits
//! through `read_action` and hostile JSON through the action's reader. Never a panic; a decoded action is
//! applied (on a copy) without a panic, refused in words, or legal — and then written and read back as
//! itself.

use super::{every_game, rounds, words::assert_words};
use crate::support::{walk, Pick, Rng};
use serde_json::{json, Value};
use starshift::engine::bits::{BitReader, BitWriter};
use starshift::engine::game::Game;
use starshift::engine::registry::Visit;

#[derive(Clone, Copy)]
struct Actions(u64);

/// Applies `a` by `seat` on a copy of `state`: a refusal must be words, a legal action must survive the
/// codec.
fn try_apply<G: Game>(state: &G::State, seat: G::Seat, a: &G::Action, what: &str) -> bool {
    let mut st = state.clone();
    match G::apply(&mut st, seat, a) {
        Ok(events) => {
            for e in &events {
                for reader in G::seats().iter().map(|&s| Some(s)).chain([None]) {
                    assert_words(&format!("{what}: event of {a:?}"), &G::describe(e, reader));
                }
            }
            let mut w = BitWriter::default();
            G::write_action(state, a, &mut w);
            let bytes = w.finish();
            assert_eq!(G::read_action(state, &mut BitReader::new(&bytes)).as_ref(), Some(a), "{what}: codec");
            true
        }
        Err(refusal) => {
            assert_words(&format!("{what}: refusal of {a:?}"), &refusal.to_string());
            false
        }
    }
}

impl Visit for Actions {
    type Out = (usize, usize);
    fn visit<G: Game>(self) -> Self::Out {
        let mut rng = Rng::new(self.0 + 4000);
        let (mut decoded, mut legal) = (0, 0);
        for sc in G::scenarios() {
            let steps = rng.below(80);
            let s = walk::<G>(sc.id, self.0, steps, Pick::Random(self.0 + 1));
            let Some(&seat) = G::to_act(&s.state).first() else { continue };
            let listed = G::legal_actions(&s.state, seat);
            for _ in 0..150 {
                // Random bits, read as an action.
                let len = 1 + rng.below(24);
                let bytes = rng.bytes(len);
                if let Some(a) = G::read_action(&s.state, &mut BitReader::new(&bytes)) {
                    decoded += 1;
                    legal += try_apply::<G>(&s.state, seat, &a, G::ID) as usize;
                }
                // A listed action's JSON made hostile, read back.
                let Some(base) = listed.get(rng.below(listed.len().max(1))) else { continue };
                let mut v = serde_json::to_value(base).expect("serializes");
                spoil(&mut v, &mut rng);
                match serde_json::from_value::<G::Action>(v.clone()) {
                    Ok(a) => {
                        try_apply::<G>(&s.state, seat, &a, G::ID);
                    }
                    Err(e) => assert_words(&format!("{}: action JSON {v}", G::ID), &e.to_string()),
                }
            }
        }
        (decoded, legal)
    }
}

/// One hostile change somewhere in an action's JSON.
fn spoil(v: &mut Value, rng: &mut Rng) {
    let bad = [
        json!(i64::MIN),
        json!(-1),
        json!(0),
        json!(255),
        json!(65535),
        json!(i32::MAX),
        json!(u64::MAX),
        json!({"q": i32::MAX, "r": 0}),
        json!({"q": 0, "r": i32::MIN}),
        json!("9999"),
        json!(null),
        json!({"ship": 200}),
        json!({"craft": 65535}),
    ];
    match v {
        Value::Object(m) if !m.is_empty() => {
            let k = m.keys().nth(rng.below(m.len())).expect("a key").clone();
            if rng.below(3) == 0 {
                let x = m.remove(&k).expect("present");
                m.insert(format!("{k}_"), x);
            } else if let Some(x) = m.get_mut(&k) {
                if x.is_object() && rng.below(2) == 0 {
                    spoil(x, rng);
                } else {
                    *x = bad[rng.below(bad.len())].clone();
                }
            }
        }
        other => *other = bad[rng.below(bad.len())].clone(),
    }
}

#[test]
fn every_game_s_action_decoders_take_any_input() {
    let (mut decoded, mut legal) = (0, 0);
    for round in rounds(3) {
        for (d, l) in every_game(Actions(round)) {
            decoded += d;
            legal += l;
        }
    }
    assert!(decoded > 100 && legal > 0, "decoded {decoded}, legal {legal}");
}
