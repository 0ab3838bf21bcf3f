//! StarGate actions in compact bits for links (see `engine::link`). Frozen once released: new kinds of
//! action go into the reserved space, and existing forms never change.
//!
//! - Seat: written by the link before each action (`link::put_seat`: 1 bit when both seats may act).
//! - Kind, a prefix code: `0` Move, `10` EndPhase, `110` Stage, `1110` Reveal, `1111` + 4 bits for rarer
//!   kinds: `0000` LoseUnit + unit (6); `0001` Announce + option (2); `0010` Commit + hash (64); `0011`
//!   Defend + option (2); `0100` Disclose + option (2) + salt (64); `0101` Attack + hex; `0110` Join +
//!   unit (6); `0111` Resolve; `1000` Disperse + unit (6) + hex; `1001` Berserk + target (6); `1010`
//!   Conceal + announced option (2) + hash (64); `1011` Choose + option (2); the others (`1100`–`1111`)
//!   are reserved. A hex there is column (5) + row (5). (`1010` and `1011` came after the first links:
//!   every older link decodes as before.)
//! - Move: unit (6 bits), mode (2: linear, wobble, teleport), destination, lender (flag, then unit 6 bits).
//! - Destination: `0` + direction − 1 (3) + distance − 1 (5) when it lies on a straight line within 32
//!   hexes of the unit; else `1` + column (5) + row (5).
//! - Stage: unit (5), staging hex 2807–2810 (2). Reveal: gate (1).

use super::action::Action;
use super::data;
use super::state::{Mode, State, UnitId};
use super::tables::Tactic;
use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::hex::{Dir, Hex};

const MODES: [Mode; 3] = [Mode::Linear, Mode::Wobble, Mode::Teleport];

pub fn write(st: &State, action: &Action, out: &mut BitWriter) {
    match *action {
        Action::Move { unit, mode, to, lender } => {
            out.put(0b0, 1);
            out.put(unit as u64, 6);
            out.put(MODES.iter().position(|&m| m == mode).expect("a mode") as u64, 2);
            match st.hex_of(unit).and_then(|from| from.line_to(to)).filter(|&(_, n)| n <= 32) {
                Some((d, n)) => {
                    out.flag(false);
                    out.put(d.number() as u64 - 1, 3);
                    out.put(n as u64 - 1, 5);
                }
                None => {
                    let (c, r) = to.offset();
                    out.flag(true);
                    out.put(c as u64, 5);
                    out.put(r as u64, 5);
                }
            }
            out.flag(lender.is_some());
            if let Some(l) = lender {
                out.put(l as u64, 6);
            }
        }
        Action::EndPhase => out.put(0b10, 2),
        Action::Stage { unit, hex } => {
            out.put(0b110, 3);
            out.put(unit as u64, 5);
            out.put(data::STAGING.iter().position(|&h| h == hex).unwrap_or(0) as u64, 2);
        }
        Action::Reveal { gate } => {
            out.put(0b1110, 4);
            out.put(gate as u64, 1);
        }
        Action::LoseUnit { unit } => {
            out.put(0b1111_0000, 8);
            out.put(unit as u64, 6);
        }
        Action::Announce { tactic } => {
            out.put(0b1111_0001, 8);
            out.put(tactic.index() as u64, 2);
        }
        Action::Commit { hash } => {
            out.put(0b1111_0010, 8);
            out.put(hash, 64);
        }
        Action::Defend { tactic } => {
            out.put(0b1111_0011, 8);
            out.put(tactic.index() as u64, 2);
        }
        Action::Disclose { tactic, salt } => {
            out.put(0b1111_0100, 8);
            out.put(tactic.index() as u64, 2);
            out.put(salt, 64);
        }
        Action::Attack { hex } => {
            out.put(0b1111_0101, 8);
            put_hex(out, hex);
        }
        Action::Join { unit } => {
            out.put(0b1111_0110, 8);
            out.put(unit as u64, 6);
        }
        Action::Resolve => out.put(0b1111_0111, 8),
        Action::Disperse { unit, to } => {
            out.put(0b1111_1000, 8);
            out.put(unit as u64, 6);
            put_hex(out, to);
        }
        Action::Berserk { target } => {
            out.put(0b1111_1001, 8);
            out.put(target as u64, 6);
        }
        Action::Conceal { not, hash } => {
            out.put(0b1111_1010, 8);
            out.put(not.index() as u64, 2);
            out.put(hash, 64);
        }
        Action::Choose { tactic } => {
            out.put(0b1111_1011, 8);
            out.put(tactic.index() as u64, 2);
        }
    }
}

pub fn read(st: &State, input: &mut BitReader) -> Option<Action> {
    let action = if !input.flag()? {
        let unit = input.get(6)? as UnitId;
        let mode = *MODES.get(input.get(2)? as usize)?;
        let to = if !input.flag()? {
            let d = Dir::new(input.get(3)? as u8 + 1)?;
            let n = input.get(5)? as i32 + 1;
            st.units.get(unit as usize)?;
            st.hex_of(unit)?.step(d, n)
        } else {
            let c = input.get(5)? as i32;
            let r = input.get(5)? as i32;
            Hex::from_offset(c, r)
        };
        let lender = if input.flag()? { Some(input.get(6)? as UnitId) } else { None };
        Action::Move { unit, mode, to, lender }
    } else if !input.flag()? {
        Action::EndPhase
    } else if !input.flag()? {
        let unit = input.get(5)? as UnitId;
        let hex = data::STAGING[input.get(2)? as usize];
        Action::Stage { unit, hex }
    } else if !input.flag()? {
        Action::Reveal { gate: input.get(1)? as u8 }
    } else {
        match input.get(4)? {
            0b0000 => Action::LoseUnit { unit: input.get(6)? as UnitId },
            0b0001 => Action::Announce { tactic: tactic(input)? },
            0b0010 => Action::Commit { hash: input.get(64)? },
            0b0011 => Action::Defend { tactic: tactic(input)? },
            0b0100 => Action::Disclose { tactic: tactic(input)?, salt: input.get(64)? },
            0b0101 => Action::Attack { hex: get_hex(input)? },
            0b0110 => Action::Join { unit: input.get(6)? as UnitId },
            0b0111 => Action::Resolve,
            0b1000 => Action::Disperse { unit: input.get(6)? as UnitId, to: get_hex(input)? },
            0b1001 => Action::Berserk { target: input.get(6)? as UnitId },
            0b1010 => Action::Conceal { not: tactic(input)?, hash: input.get(64)? },
            0b1011 => Action::Choose { tactic: tactic(input)? },
            _ => return None,
        }
    };
    Some(action)
}

fn tactic(input: &mut BitReader) -> Option<Tactic> {
    Tactic::ALL.get(input.get(2)? as usize).copied()
}

fn put_hex(out: &mut BitWriter, h: Hex) {
    let (c, r) = h.offset();
    out.put(c as u64, 5);
    out.put(r as u64, 5);
}

fn get_hex(input: &mut BitReader) -> Option<Hex> {
    let c = input.get(5)? as i32;
    let r = input.get(5)? as i32;
    Some(Hex::from_offset(c, r))
}
