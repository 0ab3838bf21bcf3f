//! What a step of a game's sequence of play asks for: each kind of action it may list, and the words its
//! prompt uses for it. Each game's `step` module declares these per step, so the prompt, the legal
//! actions and the tests read one list.

/// One kind of action a step asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    /// The action's tag, as it is written in records (`"do"`).
    pub kind: &'static str,
    /// Words the step's prompt uses for it (compared without case).
    pub word: &'static str,
    /// Whether every visit of the step lists it; otherwise it may be unavailable (e.g. nothing to fire at).
    pub always: bool,
}

/// An action kind the step always lists.
pub const fn always(kind: &'static str, word: &'static str) -> Ask {
    Ask { kind, word, always: true }
}

/// An action kind the step lists only when the rules allow one.
pub const fn maybe(kind: &'static str, word: &'static str) -> Ask {
    Ask { kind, word, always: false }
}

/// Whether an action kind ends its step or phase. Every game names those kinds `end_…` (`end_phase`,
/// `end_commands`, `end_fire`), and no other kind begins so (checked by a test against each step's asks):
/// the shell ends a phase by itself when that is the only action open (issue 16).
pub fn ends_step(kind: &str) -> bool {
    kind.starts_with("end_")
}

/// An action's kind as its record form writes it (its `do` tag), if it has one.
pub fn kind_of<A: serde::Serialize>(action: &A) -> Option<String> {
    match serde_json::to_value(action).ok()?.get("do")? {
        serde_json::Value::String(k) => Some(k.clone()),
        _ => None,
    }
}
