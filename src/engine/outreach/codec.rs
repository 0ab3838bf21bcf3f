//! Outreach actions in compact bits for links (see `engine::link`). Frozen from the first release: new
//! kinds of action go into the reserved space, and existing forms never change.
//!
//! - Seat: written by the link before each action (`link::put_seat`).
//! - Kind, a prefix code: `0` Shift, `10` EndPhase, `110` Explore, `1110` + 4 bits for rarer kinds:
//!   `0000` Stop; `0001` Lose + fleets; `0010` Row + hexrow; `0011` Beacon + hex; `0100` Disband + hex +
//!   fleets; `0101` Maintain; `0110` Create + hex + fleets; `0111` Augment + hex + fleets; `1000`
//!   Deneutralize + hex + fleets; `1001` Raise + hex + kind (2: regular, dreadnought, explorer); `1010`–`1111`
//!   reserved. `1111` + 8 bits: 256 kinds for Outreach II (contact, interaction, conflict, reduction, fate,
//!   autonomous forces, wisdom chits): `0000 0000` SealIndex + commitment (64 bits); `0000 0001`
//!   OpenIndex + index (16 bits) + salt (64 bits); `0000 0010` SealOptions + commitment (64 bits); `0000
//!   0011` OpenOptions + how many (3 bits) + each option (2 bits: 0 A, 1 B, 2 C) + salt (64 bits); `0000
//!   0100` Reduce + hex + attempt (1 bit); `0000 0101` SealIntent + commitment (64 bits); `0000 0110`
//!   OpenIntent + attack (1 bit) + salt (64 bits); `0000 0111` SealCapacity + commitment (64 bits); `0000
//!   1000` OpenCapacity + capacity (16 bits) + salt (64 bits); `0000 1001` Attack + hex + defender (2 bits,
//!   the seat's number less one); `0000 1010` Fate + columns left (4 bits) + pips (3 bits) + chits (2
//!   bits); `0000 1011` Dissolve + hex; `0000 1100` Attack on an autonomous force + hex + its set (2 bits,
//!   its number less one); `0000 1101` Shift carrying wisdom chits + from, fleets, to + chits (a count as
//!   fleets'); `0000 1110` KeepX + keep (1 bit); `0000 1111` AutonomousShift + set (2 bits, its number
//!   less one) + from + count (as a fleets' count) + to; `0001 0000` PlaceGate + hex; the others reserved.
//! - Shift: from (hex), fleets, to (hex). Explore: hex.
//! - A hex: column (6 bits, 1–50) and row (5 bits, 1–28). A hexrow: `0` column / `1` row, then its number
//!   (6 bits). Fleets: regulars, dreadnoughts, explorers, each a count in groups of three bits, each group
//!   followed by a flag saying whether another follows (0–7 in 4 bits, 8–63 in 8).

use super::action::Action;
use super::economy::FleetKind;
use super::scenarios::Fleets;
use super::state::{Auto, Hexrow, Party, Seat, State};
use super::tables::Opt;
use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::hex::Hex;

pub fn write(_st: &State, action: &Action, out: &mut BitWriter) {
    match *action {
        Action::Shift { from, fleets, to, chits } => {
            if chits == 0 {
                out.put(0b0, 1);
            } else {
                second(out, 13);
            }
            put_hex(out, from);
            put_fleets(out, fleets);
            put_hex(out, to);
            if chits > 0 {
                put_count(out, chits);
            }
        }
        Action::EndPhase => out.put(0b10, 2),
        Action::Explore { hex } => {
            out.put(0b110, 3);
            put_hex(out, hex);
        }
        Action::Stop => rare(out, 0b0000),
        Action::Lose { fleets } => {
            rare(out, 0b0001);
            put_fleets(out, fleets);
        }
        Action::Row { row } => {
            rare(out, 0b0010);
            let (flag, n) = match row {
                Hexrow::Column(n) => (false, n),
                Hexrow::Row(n) => (true, n),
            };
            out.flag(flag);
            out.put(n as u64 & 63, 6);
        }
        Action::Beacon { hex } => {
            rare(out, 0b0011);
            put_hex(out, hex);
        }
        Action::Disband { hex, fleets } => hex_fleets(out, 0b0100, hex, fleets),
        Action::Maintain => rare(out, 0b0101),
        Action::Create { hex, fleets } => hex_fleets(out, 0b0110, hex, fleets),
        Action::Augment { hex, fleets } => hex_fleets(out, 0b0111, hex, fleets),
        Action::Deneutralize { hex, fleets } => hex_fleets(out, 0b1000, hex, fleets),
        Action::Raise { hex, kind } => {
            rare(out, 0b1001);
            put_hex(out, hex);
            out.put(FleetKind::ALL.iter().position(|&k| k == kind).unwrap_or(0) as u64, 2);
        }
        Action::SealIndex { commitment } => sealed(out, 0, commitment),
        Action::OpenIndex { index, salt } => {
            second(out, 1);
            out.put(index.min(u16::MAX as u32) as u64, 16);
            out.put(salt, 64);
        }
        Action::SealOptions { commitment } => sealed(out, 2, commitment),
        Action::OpenOptions { ref options, salt } => {
            second(out, 3);
            out.put(options.len().min(7) as u64, 3);
            for &o in options.iter().take(7) {
                out.put(o as u64, 2);
            }
            out.put(salt, 64);
        }
        Action::Reduce { hex, attempt } => {
            second(out, 4);
            put_hex(out, hex);
            out.flag(attempt);
        }
        Action::SealIntent { commitment } => sealed(out, 5, commitment),
        Action::OpenIntent { attack, salt } => {
            second(out, 6);
            out.flag(attack);
            out.put(salt, 64);
        }
        Action::SealCapacity { commitment } => sealed(out, 7, commitment),
        Action::OpenCapacity { capacity, salt } => {
            second(out, 8);
            out.put(capacity.min(u16::MAX as u32) as u64, 16);
            out.put(salt, 64);
        }
        Action::Attack { hex, defender } => {
            let (kind, n) = match defender {
                Party::Player(s) => (9, s.index()),
                Party::Auto(a) => (12, a.index()),
            };
            second(out, kind);
            put_hex(out, hex);
            out.put(n as u64 & 3, 2);
        }
        Action::Fate { left, plus, chits } => {
            second(out, 10);
            out.put(left.min(15) as u64, 4);
            out.put(plus.min(7) as u64, 3);
            out.put(chits.min(3) as u64, 2);
        }
        Action::Dissolve { hex } => {
            second(out, 11);
            put_hex(out, hex);
        }
        Action::KeepX { keep } => {
            second(out, 14);
            out.flag(keep);
        }
        Action::PlaceGate { hex } => {
            second(out, 16);
            put_hex(out, hex);
        }
        Action::AutonomousShift { set, from, count, to } => {
            second(out, 15);
            out.put(set.index() as u64 & 3, 2);
            put_hex(out, from);
            put_count(out, count);
            put_hex(out, to);
        }
    }
}

pub fn read(_st: &State, input: &mut BitReader) -> Option<Action> {
    Some(if !input.flag()? {
        let from = get_hex(input)?;
        let fleets = get_fleets(input)?;
        Action::Shift { from, fleets, to: get_hex(input)?, chits: 0 }
    } else if !input.flag()? {
        Action::EndPhase
    } else if !input.flag()? {
        Action::Explore { hex: get_hex(input)? }
    } else if !input.flag()? {
        match input.get(4)? {
            0b0000 => Action::Stop,
            0b0001 => Action::Lose { fleets: get_fleets(input)? },
            0b0010 => {
                let is_row = input.flag()?;
                let n = input.get(6)? as u8;
                Action::Row { row: if is_row { Hexrow::Row(n) } else { Hexrow::Column(n) } }
            }
            0b0011 => Action::Beacon { hex: get_hex(input)? },
            0b0100 => Action::Disband { hex: get_hex(input)?, fleets: get_fleets(input)? },
            0b0101 => Action::Maintain,
            0b0110 => Action::Create { hex: get_hex(input)?, fleets: get_fleets(input)? },
            0b0111 => Action::Augment { hex: get_hex(input)?, fleets: get_fleets(input)? },
            0b1000 => Action::Deneutralize { hex: get_hex(input)?, fleets: get_fleets(input)? },
            0b1001 => Action::Raise { hex: get_hex(input)?, kind: *FleetKind::ALL.get(input.get(2)? as usize)? },
            _ => return None,
        }
    } else {
        match input.get(8)? {
            0 => Action::SealIndex { commitment: input.get(64)? },
            1 => Action::OpenIndex { index: input.get(16)? as u32, salt: input.get(64)? },
            2 => Action::SealOptions { commitment: input.get(64)? },
            3 => {
                let n = input.get(3)?;
                let options = (0..n).map(|_| Opt::from_byte(input.get(2)? as u8)).collect::<Option<Vec<Opt>>>()?;
                Action::OpenOptions { options, salt: input.get(64)? }
            }
            4 => Action::Reduce { hex: get_hex(input)?, attempt: input.flag()? },
            5 => Action::SealIntent { commitment: input.get(64)? },
            6 => Action::OpenIntent { attack: input.flag()?, salt: input.get(64)? },
            7 => Action::SealCapacity { commitment: input.get(64)? },
            8 => Action::OpenCapacity { capacity: input.get(16)? as u32, salt: input.get(64)? },
            9 => Action::Attack { hex: get_hex(input)?, defender: Seat::from_index(input.get(2)? as usize)?.into() },
            10 => Action::Fate { left: input.get(4)? as u8, plus: input.get(3)? as u8, chits: input.get(2)? as u8 },
            11 => Action::Dissolve { hex: get_hex(input)? },
            12 => Action::Attack { hex: get_hex(input)?, defender: Auto::ALL[input.get(2)? as usize].into() },
            13 => {
                let (from, fleets, to) = (get_hex(input)?, get_fleets(input)?, get_hex(input)?);
                Action::Shift { from, fleets, to, chits: get_count(input)? }
            }
            14 => Action::KeepX { keep: input.flag()? },
            16 => Action::PlaceGate { hex: get_hex(input)? },
            15 => {
                let set = Auto::ALL[input.get(2)? as usize];
                let (from, count, to) = (get_hex(input)?, get_count(input)?, get_hex(input)?);
                Action::AutonomousShift { set, from, count, to }
            }
            _ => return None,
        }
    })
}

/// A seal of Outreach II's: its kind and its commitment (64 bits).
fn sealed(out: &mut BitWriter, kind: u64, commitment: u64) {
    second(out, kind);
    out.put(commitment, 64);
}

/// Outreach II's kinds: `1111` + 8 bits.
fn second(out: &mut BitWriter, kind: u64) {
    out.put(0b1111, 4);
    out.put(kind, 8);
}

fn rare(out: &mut BitWriter, kind: u64) {
    out.put(0b1110, 4);
    out.put(kind, 4);
}

fn hex_fleets(out: &mut BitWriter, kind: u64, hex: Hex, fleets: Fleets) {
    rare(out, kind);
    put_hex(out, hex);
    put_fleets(out, fleets);
}

fn put_hex(out: &mut BitWriter, h: Hex) {
    let (c, r) = h.offset();
    out.put(c.clamp(0, 63) as u64, 6);
    out.put(r.clamp(0, 31) as u64, 5);
}

fn get_hex(input: &mut BitReader) -> Option<Hex> {
    let c = input.get(6)? as i32;
    let r = input.get(5)? as i32;
    Some(Hex::from_offset(c, r))
}

fn put_fleets(out: &mut BitWriter, f: Fleets) {
    for n in [f.r, f.d, f.e] {
        put_count(out, n);
    }
}

fn get_fleets(input: &mut BitReader) -> Option<Fleets> {
    Some(Fleets { r: get_count(input)?, d: get_count(input)?, e: get_count(input)? })
}

/// A count in groups of three bits, lowest first, each followed by a flag: another group follows.
fn put_count(out: &mut BitWriter, n: u8) {
    let mut n = n as u64;
    loop {
        out.put(n & 7, 3);
        n >>= 3;
        out.flag(n > 0);
        if n == 0 {
            return;
        }
    }
}

fn get_count(input: &mut BitReader) -> Option<u8> {
    let mut n = 0u64;
    for shift in [0, 3, 6] {
        n |= input.get(3)? << shift;
        if !input.flag()? {
            return u8::try_from(n).ok();
        }
    }
    None
}
