//! Randomization (SF 15.0): a randomized Force leaves where it is and is placed at once where Stellar
//! Randomizer chits say — the first chit's top number a column and its bottom a level, the second chit's top
//! a row — drawn again until the LiteZulu is in Known Space and holds no system and no unit. Chits are drawn
//! by the state's dice, each draw an event naming the randomizer.

use super::data::tables::{CHIT_BOTTOM, CHIT_TOP, DECIMAL};
use super::event::{Event, Purpose};
use super::rules::Ctx;
use super::space::{known_space, LiteZulu};
use serde::{Deserialize, Serialize};

/// Which number of a Stellar Randomizer chit a draw reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChitPart {
    Top,
    Bottom,
}

/// Draws one number of a Stellar Randomizer chit.
pub fn chit(cx: &mut Ctx, part: ChitPart, purpose: impl Fn(ChitPart) -> Purpose) -> i32 {
    let (lo, hi) = match part {
        ChitPart::Top => CHIT_TOP,
        ChitPart::Bottom => CHIT_BOTTOM,
    };
    lo + cx.roll((hi - lo + 1) as u32, purpose(part)) as i32 - 1
}

/// Draws a Decimal Randomizer chit: 0–9.
pub fn decimal(cx: &mut Ctx, purpose: Purpose) -> u32 {
    cx.roll(DECIMAL, purpose) - 1
}

/// Whether a randomized Force may be placed at `at` (SF 15.0).
pub fn free(st: &super::state::State, at: LiteZulu) -> bool {
    st.in_volume(at) && st.system_at(at).is_none() && !st.forces.iter().any(|f| f.at == at)
}

/// The most draws before the first free LiteZulu in order is taken instead: never reached in practice
/// (more than half of all draws are free), but a bound keeps every game finite.
const MOST_DRAWS: u32 = 200;

/// Randomizes Force `force` (SF 15.0), citing `case` for why.
pub fn randomize(cx: &mut Ctx, force: u8, case: &str) {
    for _ in 0..MOST_DRAWS {
        let purpose = |part| Purpose::Placement { force, part };
        let col = chit(cx, ChitPart::Top, purpose);
        let level = chit(cx, ChitPart::Bottom, purpose);
        let row = chit(cx, ChitPart::Top, purpose);
        let at = LiteZulu::at(col, row, level);
        if free(&cx.st, at) {
            cx.emit(Event::Randomized {
                force,
                to: at,
                case: case.into(),
            });
            return;
        }
    }
    if let Some(at) = known_space().find(|&z| free(&cx.st, z)) {
        cx.emit(Event::Randomized {
            force,
            to: at,
            case: case.into(),
        });
    }
}
