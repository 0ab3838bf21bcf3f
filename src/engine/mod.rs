//! The rules engine: pure Rust, deterministic, no web crates (a test enforces it).
//!
//! `ask` (what a step of play asks for: the kinds of action and the prompt's words), `hex` (geometry), `clock` (DeltaVee's twelve facings and zigzag moves on the same grid), `ctx` (an action's working state and its events, for every game's rules), `dice` (the pinned generator), `game` (the contract every game implements), `help` (rule cases in our words and the tables, for the in-game help),
//! `record` (record, replay, state hash, undo), `replay` (stepping through a game), `odds` (a roll's chances), `link` (the shareable link codec), `save` (a saved game's text: its meta and its link), `registry` (the one list of games), `seal` (sealed secret choices), `sha256` (their commitments), `sort` (one small sort for every type), `tagged` (reading internally tagged enums small),
//! and one folder per game (`bids` is a small test game of sealed choices for 2–6 seats; `outreach` holds
//! Outreach's data, hex map, line of sight and the first rules of play, and is not in the registry yet).

pub mod ask;
pub mod bids;
pub mod bits;
pub mod clock;
pub mod ctx;
pub mod deltavee;
pub mod dice;
pub mod game;
pub mod help;
pub mod hex;
pub mod link;
pub mod named;
pub mod odds;
pub mod outreach;
pub mod record;
pub mod registry;
pub mod replay;
pub mod save;
pub mod seal;
pub mod sha256;
pub mod sort;
pub mod stargate;
pub mod starforce;
pub mod tagged;
