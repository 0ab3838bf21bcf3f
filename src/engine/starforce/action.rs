//! What a player does in StarForce: seal and open his plot (SF 7.0), seal and open his split in a battle
//! segment (SF 8.2), and shift away after a break-off (SF 8.6).

use super::plot::Plot;
use super::space::LiteZulu;
use super::state::Split;
use crate::engine::seal::Commitment;
use crate::engine::tagged::{Tagged, E};
use serde::Serialize;
use serde_json::Value;

/// Records hold actions as `{"kind": "open_plot", "plot": …, "salt": 7}` (serde's internally tagged form,
/// no other keys). `Deserialize` is written by hand below, as is the plot's orders': serde's derived code
/// for both is larger (`engine::tagged` has the figures).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
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

const ACTION: Tagged = Tagged {
    key: "kind",
    tags: &["seal_plot", "open_plot", "seal_declaration", "open_declaration", "seal_split", "open_split", "break_off"],
    expected: "internally tagged enum Action",
    seq_expected: None,
};

// Reads what the derived `Deserialize` of `#[serde(tag = "kind", deny_unknown_fields)]` reads.
crate::engine::tagged::deserialize_by!(Action, action);

fn action(v: Value) -> Result<Action, E> {
    let (i, mut f) = ACTION.open(v)?;
    let a = match i {
        0 => Action::SealPlot { commitment: f.get("commitment")? },
        1 => Action::OpenPlot { plot: f.get("plot")?, salt: f.get("salt")? },
        2 => Action::SealDeclaration { commitment: f.get("commitment")? },
        3 => Action::OpenDeclaration { break_off: f.get("break_off")?, salt: f.get("salt")? },
        4 => Action::SealSplit { commitment: f.get("commitment")? },
        5 => Action::OpenSplit { split: f.get("split")?, salt: f.get("salt")? },
        _ => Action::BreakOff { to: f.get("to")? },
    };
    f.done(a)
}
