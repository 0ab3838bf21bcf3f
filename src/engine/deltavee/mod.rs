//! DeltaVee (SPI): tactical space combat with Newtonian movement, pods and missiles.
//!
//! The foundation so far, not yet a playable [`Game`](crate::engine::game::Game) nor in the registry:
//! `map` (the tiled plane, 2.1, 6.2), `data` (every chart and table of the text), `log` (the Spacecraft Log
//! filled out for play, 10.0), `relvel` (relative velocity, 8.4), `state` (ships, map features and the
//! phases of 3.0), `setup` (the five scenarios of 11.0 and their set-up choices), `damage` (the Status
//! boxes of the log and what damage does, 8.8–8.9). The twelve facings and
//! zigzag moves (6.1) are shared, in [`crate::engine::clock`].

pub mod damage;
pub mod data;
pub mod fire;
pub mod log;
pub mod map;
pub mod relvel;
pub mod setup;
pub mod state;
