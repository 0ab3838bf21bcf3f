//! The odds of StarGate's rolls, read from the table or rule each roll names (its `Purpose`).

use super::event::{Event, Purpose};
use super::tables::{crt_column, CRT};
use crate::engine::hex::Dir;
use crate::engine::odds::Odds;

/// The odds of a roll event; `None` for any other event. StarGate's rolls hide nothing, so every seat
/// sees the same odds.
pub fn odds(ev: &Event) -> Option<Odds> {
    let Event::Rolled { sides, face, purpose } = ev else { return None };
    let (sides, face) = (*sides, *face);
    let o = Odds::new(sides, face);
    Some(match purpose {
        // 3.2: the die is the number entering; a later deployment halves it, rounding up.
        Purpose::Deployment { halved: false, .. } => Odds::each(sides, face, |f| format!("{f} unit(s)")),
        Purpose::Deployment { halved: true, .. } => o.then(2, "1 unit").then(2, "2 units").then(2, "3 units"),
        Purpose::RevealDraw { among, .. } => Odds::each(sides, face, |f| format!("face-down unit {f} of {among}")),
        Purpose::RevealOrbit { .. } => Odds::each(sides, face, |f| format!("orbit hex {f}")),
        Purpose::TurningFire { .. } => o.then(2, "eliminated").then(4, "no effect"),
        Purpose::StargateTransit { .. } => o.then(1, "eliminated").then(5, "through"),
        Purpose::NullgateTransit => o.then(2, "eliminated").then(4, "through"),
        Purpose::TeleportDrift => o.then(1, "one hex further").then(4, "stays").then(1, "one hex back"),
        Purpose::MindlessDirection { .. } => {
            Odds::each(sides, face, |f| Dir::new(f as u8).map_or(String::new(), |d| d.name().to_string()))
        }
        Purpose::NullgateGravity => {
            o.then(2, "a Virunian unit lost").then(2, "a Coalition unit lost").then(2, "no unit lost")
        }
        Purpose::Approach { number } => {
            let lost = if number.d { "one defending unit lost" } else { "the moving unit lost" };
            let n = number.number as u32;
            o.then(n, lost).then(sides.saturating_sub(n), "no loss")
        }
        Purpose::Combat { differential, .. } => {
            let col = crt_column(*differential)?;
            // The column's results in die order, a run of equal results one outcome (9.2).
            let mut o = o;
            let mut f = 1;
            while f <= 6 {
                let r = CRT[f - 1][col];
                let run = (f..=6).take_while(|&g| CRT[g - 1][col] == r).count();
                o = o.then(run as u32, format!("{} ({})", r.name(), r.meaning()));
                f += run;
            }
            o
        }
    })
}
