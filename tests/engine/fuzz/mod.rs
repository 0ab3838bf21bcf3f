//! Fuzz targets, one per decoder (issue 15, point 5): links, records, and each game's action codec and
//! action JSON; random playouts of every scenario of every game; the corpus of past crashes.
//!
//! In the suite each target runs a bounded number of fixed-seed rounds (a few seconds). For a longer run
//! set `STARSHIFT_FUZZ_SECONDS` (per target), e.g.
//! `STARSHIFT_FUZZ_SECONDS=600 cargo test --release --test engine fuzz:: -- --nocapture`.
//! Every target checks the same things of any input: no panic, and every message a player can see is
//! words ([`words::debug_form`]).

mod actions;
mod corpus;
mod links;
mod playouts;
mod records;
pub mod words;

use starshift::engine::game::Game;
use starshift::engine::record::{LoadError, Record, Session};
use starshift::engine::registry::{self, Visit};
use std::time::{Duration, Instant};

/// The rounds a target runs: `0..rounds` in the suite; with `STARSHIFT_FUZZ_SECONDS` set, rounds go on
/// (from `rounds` up, so new seeds) until that many seconds have passed.
pub fn rounds(rounds: u64) -> impl Iterator<Item = u64> {
    let seconds = std::env::var("STARSHIFT_FUZZ_SECONDS").ok().and_then(|s| s.parse::<u64>().ok());
    let until = seconds.map(|s| Instant::now() + Duration::from_secs(s));
    (0..).take_while(move |&i| match until {
        Some(t) => i < rounds || Instant::now() < t,
        None => i < rounds,
    })
}

/// A game's record or link loaded for whichever game it names, as its canonical record (or why not).
pub fn load_any(text: &str) -> Result<Record, LoadError> {
    struct FromRecord<'a>(&'a Record);
    impl Visit for FromRecord<'_> {
        type Out = Result<Record, LoadError>;
        fn visit<G: Game>(self) -> Self::Out {
            Session::<G>::from_record(self.0).map(|s| s.record())
        }
    }
    struct FromLink<'a>(&'a str);
    impl Visit for FromLink<'_> {
        type Out = Result<Record, LoadError>;
        fn visit<G: Game>(self) -> Self::Out {
            starshift::engine::link::decode::<G>(self.0).map(|s| s.record())
        }
    }
    let text = text.trim();
    if text.starts_with('{') {
        let rec: Record = serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string()))?;
        let game = rec.game.clone();
        registry::visit(&game, FromRecord(&rec)).unwrap_or(Err(LoadError::UnknownGame(game)))
    } else {
        let code = starshift::engine::link::code_from_input(text);
        let game = starshift::engine::link::game_of(code)?;
        registry::visit(&game, FromLink(code)).unwrap_or(Err(LoadError::UnknownGame(game)))
    }
}

/// Runs `f` for every game of the registry (so a new game is fuzzed without a line here).
pub fn every_game<V: Visit + Clone>(v: V) -> Vec<V::Out> {
    registry::games().iter().filter_map(|g| registry::visit(g.id, v.clone())).collect()
}
