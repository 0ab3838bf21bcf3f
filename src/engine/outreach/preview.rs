//! The odds a seat sees before the roll its choice makes: an exploration (6.0), an attack on the Conflict
//! Table (9.2), an attempt at reduction (10.3) and a caretaker's shift of an autonomous force (5.4,
//! 13.24), read by `log::purpose_odds` from the same table row the log shows after the roll. Shifts (5.41–5.46), Contact Indices (7.4) and fate rolls (11.4) show theirs in
//! their own parts of the view.
//!
//! Only what the seat may know goes in: a defender's true capacity is read as the capacity he declared
//! (9.15) and his dreadnoughts as none unless seen; a gate's hidden SP gives a line for each SP it may have.

use super::action::Action;
use super::conflict;
use super::event::Purpose;
use super::explore;
use super::interaction;
use super::log::{self, conflict_column_name, party};
use super::reduction;
use super::scenarios::Fleets;
use super::shift;
use super::state::{Auto, Party, Seat, State};
use super::tables;
use crate::engine::hex::Hex;
use crate::engine::odds::Odds;
use serde::Serialize;

/// The odds of the roll a choice makes: what they assume (`given`: the table, its column or row, what is
/// taken as known), and a row for each case the seat cannot tell apart, labelled (one row, unlabelled, when
/// he knows all).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Preview {
    pub given: String,
    pub rows: Vec<(String, Odds)>,
}

/// The odds for `action` of `seat`, none if it makes no roll of these tables.
pub fn before(st: &State, seat: Seat, action: &Action) -> Option<Preview> {
    match *action {
        Action::Explore { hex } => exploration(st, seat, hex),
        Action::Attack { hex, defender } => attack(st, seat, hex, defender),
        Action::Reduce { hex, attempt: true } => reduce(st, seat, hex),
        Action::AutonomousShift { set, from, to, .. } => autonomous_shift(st, set, from, to),
        _ => None,
    }
}

/// 5.41–5.46: a caretaker's shift of an autonomous force rolls on the Scatter Table when it is two hexes or
/// longer, with the force's own modifier (13.24, `caretaker::shift`).
fn autonomous_shift(st: &State, set: Auto, from: Hex, to: Hex) -> Option<Preview> {
    let length = from.distance(to) as u32;
    if length < 2 {
        return None;
    }
    let modifier = shift::modifier(st, set, Fleets::NONE, to);
    one(
        format!("Scatter Table, a shift of {length} hexes, die {modifier:+} (5.41–5.46)"),
        &Purpose::Scatter { length, modifier },
    )
}

fn one(given: String, purpose: &Purpose) -> Option<Preview> {
    let odds = log::purpose_odds(purpose, 6, 0)?;
    Some(Preview { given, rows: vec![(String::new(), odds)] })
}

/// 6.0: twice the explorers plus the regulars.
fn exploration(st: &State, seat: Seat, hex: Hex) -> Option<Preview> {
    let total = explore::total(st, seat, hex);
    one(format!("Exploration Table, total {total} (6.0)"), &Purpose::Exploration { seat, hex, total })
}

/// 9.14–9.19: the attacker's true capacity against the defender's, the columns the options move it (8.2),
/// the die moved by the dreadnoughts the attacker may see; each face's losses, attacker's/defender's. A
/// defender who attacks too has declared his capacity (9.15), read as his true one; else his capacity is
/// his secret until the attack (9.0), and there is a row for each column it may give.
fn attack(st: &State, seat: Seat, hex: Hex, defender: Party) -> Option<Preview> {
    // His own force's attack, or the autonomous force's he is caretaker of (13.23).
    let me = conflict::attacking(st, seat);
    let own = st.fleets_of(me, hex);
    let a = conflict::true_capacity(own);
    let declared = st.conflict.as_ref().and_then(|c| c.declared.iter().find(|d| d.0 == defender).map(|d| d.1));
    // An autonomous force's revealed fleets are seen by all (13.23); a player's are his secret.
    let seen_d = match defender {
        Party::Auto(_) => st.fleets_of(defender, hex).d,
        Party::Player(_) => 0,
    };
    let rel = interaction::toward(st, me, defender);
    let shift = rel.and_then(|r| r.attack).unwrap_or(0) as usize;
    let modifier = own.d as i32 - seen_d as i32;
    let them = party(defender);
    let whose = if me == Party::from(seat) { "your".to_string() } else { format!("{}'s", party(me)) };
    let mut given = format!("Conflict Table (9.2), losses in % attacker/defender: {whose} true capacity {a}");
    match declared {
        Some(d) => given.push_str(&format!(" against {them}'s declared {d}, read as true")),
        None => given.push_str(&format!(" against {them}'s, his secret until the attack")),
    }
    if shift > 0 {
        given.push_str(&format!(", {shift} column{} right (8.2)", if shift > 1 { "s" } else { "" }));
    }
    given.push_str(&format!(", die {modifier:+} for the dreadnoughts you see (9.16–9.17)"));
    if rel.is_some_and(|r| r.doubled) {
        given.push_str(", his losses doubled (8.2)");
    }
    let odds = |column: usize| {
        log::purpose_odds(&Purpose::Conflict { seat: me, hex, column: column as u8, modifier }, 6, 0)
    };
    let last = tables::CONFLICT_COLUMNS.len() - 1;
    let rows = match declared {
        Some(d) => {
            let column = tables::conflict_column(a, d, shift as u8);
            vec![(conflict_column_name(column), odds(column)?)]
        }
        None => (0..=last)
            .filter_map(|base| Some((conflict_column_name(base), odds((base + shift).min(last))?)))
            .collect(),
    };
    Some(Preview { given, rows })
}

/// 10.22: dreadnoughts plus CL, less the gate's SP and its owner's CL, moved right by the options (8.2). The
/// SP is the owner's secret, or an autonomous gate's until revealed: then one line for each SP it may have,
/// those of equal odds together, up to where no roll neutralizes.
fn reduce(st: &State, seat: Seat, hex: Hex) -> Option<Preview> {
    let g = st.gate_at(hex)?;
    let owner = g.owner?;
    let capacity = reduction::capacity(st, seat.into(), hex) as i32;
    let shift = reduction::shift(st, seat.into(), owner).unwrap_or(0) as i32;
    let differential = |sp: u8| capacity - (sp as i32 + st.cl(owner) as i32) + shift;
    let purpose = |sp: u8| Purpose::Reduction { seat: seat.into(), hex, differential: differential(sp) };
    let head = format!("Reduction Table (10.3), your capacity {capacity}, {}'s CL {}", party(owner), st.cl(owner));
    if matches!(owner, Party::Auto(_)) && !g.face_down {
        return one(format!("{head}, the gate's SP {}: differential {:+}", g.sp, differential(g.sp)), &purpose(g.sp));
    }
    let mut runs: Vec<(u8, u8, Odds)> = Vec::new();
    for sp in 0..=u8::MAX {
        let odds = log::purpose_odds(&purpose(sp), 6, 0)?;
        match runs.last_mut() {
            Some(last) if last.2 == odds => last.1 = sp,
            _ => runs.push((sp, sp, odds)),
        }
        if !(1..=6).any(|die| tables::reduction(differential(sp), die)) {
            break;
        }
    }
    let n = runs.len();
    let rows = runs
        .into_iter()
        .enumerate()
        .map(|(i, (lo, hi, odds))| {
            let sp = match (lo == hi, i + 1 == n) {
                (_, true) => format!("SP {lo}+"),
                (true, _) => format!("SP {lo}"),
                _ => format!("SP {lo}–{hi}"),
            };
            (sp, odds)
        })
        .collect();
    Some(Preview { given: format!("{head}, the gate's SP hidden"), rows })
}
