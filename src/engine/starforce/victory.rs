//! Victory (SF 16.0) at the end of each Game-Turn, for the scenarios with players against each other: the
//! reference scenario's Gate taken or Epsilon Indi held, and the last Game-Turn.

use super::data::stars::by_name;
use super::event::Event;
use super::rules::Ctx;
use super::state::{GateState, Kind, Seat, State};
use crate::engine::game::Game;

/// StarForces needed to occupy a system (SF 16.0).
pub const OCCUPY: usize = 2;
/// Consecutive Game-Turns of occupation that win the reference scenario (SF 16.0).
pub const HOLD_TURNS: u32 = 2;

fn player(seat: Seat) -> &'static str {
    <super::StarForce as Game>::SEAT_INFO[seat.index()].player
}

/// Whether `seat` occupies the system at `name` (SF 16.0): two of its StarForces there, no enemy.
pub fn occupies(st: &State, seat: Seat, name: &str) -> bool {
    let Some(s) = by_name(name) else { return false };
    let mine = st
        .forces
        .iter()
        .filter(|f| f.owner == seat && f.at == s.at && f.kind == Kind::StarForce)
        .count();
    mine >= OCCUPY
        && !st
            .forces
            .iter()
            .any(|f| f.at == s.at && st.hostile(f.owner, seat))
}

/// The reference scenario's objective.
pub const OBJECTIVE: &str = "Epsilon Indi";

pub fn turn_end(cx: &mut Ctx) {
    if cx.st.faker_war {
        return super::fakerwar::turn_end(cx);
    }
    if cx.st.xenophobes.is_some() && super::xeno::homes_destroyed(&cx.st) {
        let result = "Player 2 wins: every PSL home system is destroyed (41.3)".to_string();
        return cx.emit(Event::GameEnded { result });
    }
    if super::points::on_points(&cx.st.scenario) {
        if cx.st.turn >= cx.st.turns {
            let result = super::points::result(&cx.st);
            cx.emit(Event::GameEnded { result });
        }
        return;
    }
    if cx.st.scenario != "reference" || cx.st.turn == 0 {
        return;
    }
    let seats: Vec<Seat> = cx.st.seats().collect();
    // A Gate permanently neutralized wins at once.
    for &s in &seats {
        let taken = cx
            .st
            .gates
            .iter()
            .any(|g| cx.st.hostile(g.owner, s) && g.state == GateState::PermanentlyNeutralized);
        if taken {
            let result = format!(
                "{} wins: the enemy StarGate is permanently neutralized (SF 16.0)",
                player(s)
            );
            return cx.emit(Event::GameEnded { result });
        }
    }
    for &s in &seats {
        let turns = if occupies(&cx.st, s, OBJECTIVE) {
            cx.st.held[s.index()] + 1
        } else {
            0
        };
        if turns != cx.st.held[s.index()] {
            cx.emit(Event::Held { seat: s, turns });
        }
        if turns >= HOLD_TURNS {
            let result = format!(
                "{} wins: {OBJECTIVE} occupied at the end of two Game-Turns running (SF 16.0)",
                player(s)
            );
            return cx.emit(Event::GameEnded { result });
        }
    }
    if cx.st.turn >= cx.st.turns {
        cx.emit(Event::GameEnded {
            result: format!("A draw: Game-Turn {} was the last (SF 16.0)", cx.st.turns),
        });
    }
}
