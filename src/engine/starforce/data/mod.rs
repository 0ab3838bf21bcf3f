//! StarForce's data: every value the rules texts lack, each tagged with its provenance ([`Tag`]), in one
//! module so an owner of the original corrects it in one place. `stars` holds the Stellar Display's star
//! systems; this file the Zulu Limits and the true-distance table (SF 2.2–2.3) and the rules' tables.

pub mod stars;

pub use crate::engine::help::{Source, Tag};
