//! Golden records: saved games that must replay to the same state hash forever (old records load
//! forever), and damaged ones that must be refused with the right error.
//!
//! To add a golden record, run `STARSHIFT_WRITE_GOLDEN=1 cargo test --test engine write_golden -- --ignored`
//! once, commit the file, and add its hash below. Never regenerate an existing one: a changed hash
//! means old saves and links would break.

use super::playout::{play_to_end, random_game};
use crate::support::{walk, Pick};
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::link;
use starshift::engine::record::{LoadError, Record, Session};
use starshift::engine::stargate::StarGate;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

/// (file, actions, state hash after the last action).
const GOLDEN: [(&str, usize, &str); 3] = [
    ("stargate-opening.json", 40, "8ab67f6e86e8b700"),
    ("stargate-300.json", 300, "4ee7817c456437f4"),
    ("stargate-complete.json", 0, "00064939f23c6afc"),
];

/// DeltaVee golden records: (file, scenario, actions, state hash after the last action). Made by a random
/// walk of the listed actions from seed 2026 (see `write_golden`).
const DELTAVEE_GOLDEN: [(&str, &str, usize, &str); 1] =
    [("deltavee-showdown.json", "showdown", 40, "6f9bd97726d3d02e")];

fn load(name: &str) -> Record {
    let text = std::fs::read_to_string(format!("{DIR}/{name}")).expect("golden file");
    serde_json::from_str(&text).expect("golden file parses")
}

#[test]
fn golden_records_replay_to_their_hash() {
    for (name, actions, hash) in GOLDEN {
        let rec = load(name);
        if actions > 0 {
            assert_eq!(rec.actions.len(), actions, "{name}");
        }
        let s = Session::<StarGate>::from_record(&rec).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.hash(), hash, "{name}");
        // Its link decodes to the same game.
        let back = link::decode::<StarGate>(&link::encode(&s)).expect("link");
        assert_eq!(back.hash(), hash, "{name} link");
    }
}

#[test]
fn deltavee_golden_records_replay_to_their_hash() {
    for (name, scenario, actions, hash) in DELTAVEE_GOLDEN {
        let rec = load(name);
        assert_eq!((rec.game.as_str(), rec.scenario.as_str(), rec.actions.len()), ("deltavee", scenario, actions));
        let s = Session::<DeltaVee>::from_record(&rec).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.hash(), hash, "{name}");
        let back = link::decode::<DeltaVee>(&link::encode(&s)).expect("link");
        assert_eq!(back.hash(), hash, "{name} link");
    }
}

/// Records made while StarGate's rules stopped at movement (before the approach routine, 7.0, and
/// combat, 9.0) replay until the first step those rules now govern, and are then refused with a clear
/// message naming the action and the rule: they were development builds' games, never a release's.
#[test]
fn records_from_before_the_complete_rules_are_refused_clearly() {
    let rec = load("legacy/stargate-300-before-approach.json");
    let err = Session::<StarGate>::from_record(&rec).expect_err("refused");
    assert!(matches!(err, LoadError::Refused { .. }), "{err:?}");
    assert!(err.to_string().contains("StarGate 7.1"), "{err}");
}

#[test]
fn the_complete_golden_game_ends_in_a_victory() {
    let s = Session::<StarGate>::from_record(&load("stargate-complete.json")).expect("replays");
    assert!(s.state.winner.is_some());
}

#[test]
fn damaged_records_are_refused() {
    type Is = fn(&LoadError) -> bool;
    let cases: [(&str, Is); 5] = [
        ("wrong-hash.json", |e| matches!(e, LoadError::HashMismatch { .. })),
        ("illegal-action.json", |e| matches!(e, LoadError::Refused { .. })),
        ("future-version.json", |e| matches!(e, LoadError::FutureVersion(_))),
        ("unknown-game.json", |e| matches!(e, LoadError::UnknownGame(_))),
        ("corrupt-action.json", |e| matches!(e, LoadError::Corrupt(_))),
    ];
    for (name, expected) in cases {
        let rec = load(&format!("invalid/{name}"));
        let err = Session::<StarGate>::from_record(&rec).expect_err(name);
        assert!(expected(&err), "{name}: {err:?}");
        assert!(!err.to_string().is_empty());
    }
}

#[test]
#[ignore]
fn write_golden() {
    if std::env::var("STARSHIFT_WRITE_GOLDEN").is_err() {
        return;
    }
    for (name, actions, _) in GOLDEN {
        let path = format!("{DIR}/{name}");
        if std::path::Path::new(&path).exists() {
            continue;
        }
        let s = if actions == 0 {
            play_to_end(2026, 60)
        } else {
            let s = random_game(2026 + actions as u64, actions);
            assert_eq!(s.history.len(), actions, "the game must not end early");
            s
        };
        std::fs::write(&path, serde_json::to_string_pretty(&s.record()).unwrap() + "\n").unwrap();
        println!("{name}: {}", s.hash());
    }
    for (name, scenario, actions, _) in DELTAVEE_GOLDEN {
        let path = format!("{DIR}/{name}");
        if std::path::Path::new(&path).exists() {
            continue;
        }
        let s = walk::<DeltaVee>(scenario, 2026, actions, Pick::Random(2026));
        assert_eq!(s.history.len(), actions, "the game must not end early");
        std::fs::write(&path, serde_json::to_string_pretty(&s.record()).unwrap() + "\n").unwrap();
        println!("{name}: {}", s.hash());
    }
}
