//! StarForce's data: every value the rules texts lack, each tagged with its provenance ([`Tag`]), in one
//! module so an owner of the original corrects it in one place: `display` (the Zulu Limits and the
//! true-distance table, SF 2.2–2.3), `stars` (the Stellar Display's star systems, SF 2.4) and `tables`
//! (shift ranges, overshift, combat, randomizers, scenario constants).

pub mod display;
pub mod stars;
pub mod tables;

pub use crate::engine::help::{Source, Tag};
