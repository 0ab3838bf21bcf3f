//! The rules engine: pure Rust, deterministic, no web crates (a test enforces it).
//!
//! `ask` (what a step of play asks for: the kinds of action and the prompt's words), `hex` (geometry), `clock` (DeltaVee's twelve facings and zigzag moves on the same grid), `dice` (the pinned generator), `game` (the contract every game implements),
//! `record` (record, replay, state hash, undo), `link` (the shareable link codec), `registry` (the games), `sha256` (commitments to secret choices), `sort` (one small sort for every type), `tagged` (reading internally tagged enums small),
//! and one folder per game.

pub mod ask;
pub mod bits;
pub mod clock;
pub mod deltavee;
pub mod dice;
pub mod game;
pub mod hex;
pub mod link;
pub mod record;
pub mod registry;
pub mod sha256;
pub mod sort;
pub mod stargate;
pub mod tagged;
