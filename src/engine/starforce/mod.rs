//! StarForce (SPI 1974): the Strategic Game on the Stellar Display. The base rules are not in our text;
//! shared/design/starforce.md reconstructs them as "SF x.y" cases, cited here as such.
//!
//! `space` (LiteZulus: hex + level, true distance, Known Space, mirror points, the ring trace), `data`
//! (every value the texts lack, each with its provenance: the star table, the Zulu Limits, the shift,
//! overshift and combat tables).

pub mod data;
pub mod space;
