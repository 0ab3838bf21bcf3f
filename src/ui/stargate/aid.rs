//! The player aid: every StarGate table (7.2, 7.5, 8.2, 9.2 and the counters' values), drawn from the
//! engine's data (`engine::stargate::help`) so the aid and the rules can never disagree; reconstructed
//! values are marked. The markup is the shared help's (`ui::help`).

use leptos::prelude::*;

pub fn player_aid() -> AnyView {
    crate::ui::help::aid("StarGate")
}
