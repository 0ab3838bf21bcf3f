//! Dice: one pinned pseudo-random generator kept in the game state, and our own mapping to faces.
//!
//! Generator: SplitMix64 (Steele, Lea & Flood, 2014) — a 64-bit counter advanced by the golden-ratio
//! increment `0x9E37_79B9_7F4A_7C15`, output mixed by the two multiplies below. It is written out here
//! (not taken from a crate) so that no dependency update can ever change an old game's rolls.
//!
//! Faces: the upper 32 bits of one output are mapped to `1..=sides` by rejection sampling (an output in the
//! incomplete last block is discarded and the next one drawn), so every face is exactly equally likely.
//! The sequence of faces for a seed is frozen by tests (`dice_sequence_is_pinned`).

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice {
    state: u64,
    /// Faces to give before the generator, in order: for scenario tests only (never in a record).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    script: Vec<u32>,
}

impl Dice {
    pub fn new(seed: u64) -> Dice {
        Dice { state: seed, script: Vec::new() }
    }

    /// Dice that give exactly `faces` first (for scenario tests of rule cases).
    pub fn scripted(faces: &[u32]) -> Dice {
        Dice { state: 0, script: faces.to_vec() }
    }


    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform face in `1..=sides` (`sides` ≥ 1).
    pub fn roll(&mut self, sides: u32) -> u32 {
        let sides = sides.max(1);
        if !self.script.is_empty() {
            return self.script.remove(0).clamp(1, sides);
        }
        let limit = u32::MAX - (u32::MAX % sides + 1) % sides;
        loop {
            let x = (self.next_u64() >> 32) as u32;
            if x <= limit {
                return x % sides + 1;
            }
        }
    }

    /// What `roll(sides)` would give, without advancing.
    pub fn peek(&self, sides: u32) -> u32 {
        self.clone().roll(sides)
    }
}
