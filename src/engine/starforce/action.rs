//! What a player does in StarForce: seal and open his plot (SF 7.0), seal and open his split in a battle
//! segment (SF 8.2), and shift away after a break-off (SF 8.6).

use super::plot::Plot;
use super::space::LiteZulu;
use super::state::Split;
use crate::engine::seal::Commitment;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Seals this Game-Turn's plot: only its commitment travels (SF 7.1).
    SealPlot { commitment: Commitment },
    /// Opens the sealed plot once every plot is sealed.
    OpenPlot { plot: Plot, salt: u64 },
    /// Seals this segment's declaration: does the side break off? (SF 8.2 a, 8.6)
    SealDeclaration { commitment: Commitment },
    /// Opens it once every declaring side's is sealed.
    OpenDeclaration { break_off: bool, salt: u64 },
    /// Seals this segment's split (SF 8.2 b).
    SealSplit { commitment: Commitment },
    /// Opens the sealed split once every side's is sealed (SF 8.2 c).
    OpenSplit { split: Split, salt: u64 },
    /// Shifts the side's Forces out of the battle after breaking off (SF 8.6).
    BreakOff { to: LiteZulu },
}
