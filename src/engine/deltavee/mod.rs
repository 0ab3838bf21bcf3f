//! DeltaVee (SPI): tactical space combat with Newtonian movement, pods and missiles.
//!
//! A playable [`Game`](crate::engine::game::Game) ([`DeltaVee`], in `game`: per-seat `view`, link
//! `codec`, and `victory`, 11.0, with the tracker's goals; `about`, each scenario's card). The parts:
//! `map` (the tiled plane, 2.1, 6.2), `data` (every chart and table of the text), `log` (the Spacecraft Log
//! filled out for play, 10.0), `relvel` (relative velocity, 8.4), `state` (ships, battlecraft and
//! missiles, map features and the phases of 3.0), `setup` (the five scenarios of 11.0 and their set-up
//! choices), `action` and `event` (what players do and what happens), `step` (the sequence of play, 3.0, as
//! one step: who acts and what is asked), `rules` (legal actions, apply), `movement` (the Movement Phase, 6.0–6.8), `commands` (the Command Phase,
//! 7.0–7.7), `damage` (the Status boxes of the log and what damage does, 8.8–8.9), `known` (what a seat may know of
//! units and events, 2.5), `sheet` (a ship's log as a seat may read it, 10.0), `fire` (laser and particle fire, 8.0–8.9) and `figures` (what the
//! command and fire panels show beside a legal action: costs, allowances left, a fire's figures). The
//! twelve facings and zigzag moves (6.1) are shared, in [`crate::engine::clock`].

pub mod about;
pub mod action;
pub mod codec;
pub mod commands;
pub mod damage;
pub mod data;
pub mod event;
pub mod figures;
pub mod fire;
pub mod intercept;
pub mod known;
pub mod launch;
pub mod game;
pub mod help;
pub mod log;
pub mod map;
pub mod movement;
pub mod odds;
pub mod relvel;
pub mod rules;
pub mod setup;
pub mod sheet;
pub mod state;
pub mod step;
pub mod victory;
pub mod view;

pub use game::{DeltaVee, Logged};
