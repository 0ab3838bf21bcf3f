//! DeltaVee (SPI, 1980): tactical space combat with Newtonian movement, pods and missiles.
//!
//! The foundation so far (not yet a playable [`Game`](crate::engine::game::Game)): `map` (the tiled plane,
//! 2.1, 6.2); the twelve facings and zigzag moves are shared, in [`crate::engine::clock`] (6.1).

pub mod data;
pub mod map;
