//! The odds of a die roll as they stood when it was rolled: the outcomes its table row offered, each with
//! the faces that give it, and the face that came up. Each game reads them from its roll events
//! (`Game::odds`), which name their table and row; the replay shows them beside the log.

use serde::Serialize;

/// One outcome of a roll: faces `lo..=hi` give it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    /// In words, e.g. "eliminated" or "Ed".
    pub what: String,
    pub lo: u32,
    pub hi: u32,
}

impl Outcome {
    pub fn faces(&self) -> u32 {
        self.hi + 1 - self.lo
    }
}

/// A roll's outcomes, covering faces `1..=sides` in order without a gap or overlap (a test checks).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Odds {
    pub sides: u32,
    pub face: u32,
    pub outcomes: Vec<Outcome>,
}

impl Odds {
    /// Odds for a die of `sides` that came up `face`, built outcome by outcome with [`Odds::then`].
    pub fn new(sides: u32, face: u32) -> Odds {
        Odds { sides, face, outcomes: Vec::new() }
    }

    /// Adds the outcome of the next `faces` faces (none for 0).
    pub fn then(mut self, faces: u32, what: impl Into<String>) -> Odds {
        let lo = self.outcomes.last().map_or(1, |o| o.hi + 1);
        if faces > 0 {
            self.outcomes.push(Outcome { what: what.into(), lo, hi: lo + faces - 1 });
        }
        self
    }

    /// Each face its own outcome, named by `what(face)`.
    pub fn each(sides: u32, face: u32, what: impl Fn(u32) -> String) -> Odds {
        (1..=sides).fold(Odds::new(sides, face), |o, f| o.then(1, what(f)))
    }

    /// The index of the outcome that came up.
    pub fn came(&self) -> Option<usize> {
        self.outcomes.iter().position(|o| (o.lo..=o.hi).contains(&self.face))
    }

    /// The chance of `faces` in words: "2 in 6 (33%)".
    pub fn chance(&self, faces: u32) -> String {
        format!("{faces} in {} ({}%)", self.sides, (faces * 100 + self.sides / 2) / self.sides.max(1))
    }

    /// The odds in one line for the log: "Odds: eliminated 2 in 6 (33%), survives 4 in 6 (67%).", or,
    /// when every outcome is as likely, "Odds: each of the 10 outcomes 1 in 10 (10%)."
    pub fn text(&self) -> String {
        let first = self.outcomes.first().map_or(0, Outcome::faces);
        if self.outcomes.len() > 3 && self.outcomes.iter().all(|o| o.faces() == first) {
            return format!("Odds: each of the {} outcomes {}.", self.outcomes.len(), self.chance(first));
        }
        let parts: Vec<String> = self.outcomes.iter().map(|o| format!("{} {}", o.what, self.chance(o.faces()))).collect();
        format!("Odds: {}.", parts.join(", "))
    }
}
