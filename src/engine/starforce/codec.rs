//! StarForce actions in compact bits for links (`engine::link`). Not yet released: frozen once it is.
//!
//! - Kind, 3 bits: `000` SealPlot and its commitment (64); `001` OpenPlot, salt (64), the plot; `010`
//!   SealSplit and its commitment (64); `011` OpenSplit, salt (64), the split; `100` BreakOff and a
//!   LiteZulu; `101` SealDeclaration and its commitment (64); `110` OpenDeclaration, salt (64) and the
//!   break-off (1 bit); `111` reserved.
//! - A LiteZulu: column (6 bits), row (6 bits), level + 64 (7 bits).
//! - A plot: how many orders (8 bits), each a Force id (8 bits) and an order (4 bits: 0 Hold, 1 Shift, 2
//!   Enhance, 3 BreakDown, 4 Combine, 5 Load, 6 Unload, 7 Enter, 8–15 reserved); a Shift adds its LiteZulu and an
//!   enhancer flag (1 bit) with the enhancer's id (8 bits), an Enter its LiteZulu.
//! - A split: break-off (1 bit), Defense (10 bits), how many attacks (2 bits), each a seat (2 bits, its
//!   number less one) and an Attack (10 bits).

use super::action::Action;
use super::plot::{Order, Plot};
use super::space::LiteZulu;
use super::state::{Seat, Split, State};
use crate::engine::bits::{BitReader, BitWriter};

fn put_zulu(out: &mut BitWriter, z: LiteZulu) {
    let (c, r) = z.col_row();
    out.put(c.clamp(0, 63) as u64, 6);
    out.put(r.clamp(0, 63) as u64, 6);
    out.put((z.level + 64).clamp(0, 127) as u64, 7);
}

fn get_zulu(input: &mut BitReader) -> Option<LiteZulu> {
    let c = input.get(6)? as i32;
    let r = input.get(6)? as i32;
    let level = input.get(7)? as i32 - 64;
    Some(LiteZulu::at(c, r, level))
}

pub fn write(_st: &State, action: &Action, out: &mut BitWriter) {
    match action {
        Action::SealPlot { commitment } => {
            out.put(0, 3);
            out.put(*commitment, 64);
        }
        Action::OpenPlot { plot, salt } => {
            out.put(1, 3);
            out.put(*salt, 64);
            out.put(plot.orders.len().min(255) as u64, 8);
            for (id, order) in plot.orders.iter().take(255) {
                out.put(*id as u64, 8);
                let tag = match order {
                    Order::Hold => 0,
                    Order::Shift { .. } => 1,
                    Order::Enhance => 2,
                    Order::BreakDown => 3,
                    Order::Combine => 4,
                    Order::Load => 5,
                    Order::Unload => 6,
                    Order::Enter { .. } => 7,
                };
                out.put(tag, 4);
                if let Order::Enter { to } = order {
                    put_zulu(out, *to);
                }
                if let Order::Shift { to, via } = order {
                    put_zulu(out, *to);
                    out.flag(via.is_some());
                    if let Some(v) = via {
                        out.put(*v as u64, 8);
                    }
                }
            }
        }
        Action::SealSplit { commitment } => {
            out.put(2, 3);
            out.put(*commitment, 64);
        }
        Action::OpenSplit { split, salt } => {
            out.put(3, 3);
            out.put(*salt, 64);
            out.flag(split.break_off);
            out.put(split.defence.min(1023) as u64, 10);
            out.put(split.attacks.len().min(3) as u64, 2);
            for (t, n) in split.attacks.iter().take(3) {
                out.put(t.index() as u64, 2);
                out.put((*n).min(1023) as u64, 10);
            }
        }
        Action::BreakOff { to } => {
            out.put(4, 3);
            put_zulu(out, *to);
        }
        Action::SealDeclaration { commitment } => {
            out.put(5, 3);
            out.put(*commitment, 64);
        }
        Action::OpenDeclaration { break_off, salt } => {
            out.put(6, 3);
            out.put(*salt, 64);
            out.flag(*break_off);
        }
    }
}

pub fn read(_st: &State, input: &mut BitReader) -> Option<Action> {
    Some(match input.get(3)? {
        0 => Action::SealPlot {
            commitment: input.get(64)?,
        },
        1 => {
            let salt = input.get(64)?;
            let n = input.get(8)?;
            let mut orders = Vec::new();
            for _ in 0..n {
                let id = input.get(8)? as u8;
                let order = match input.get(4)? {
                    0 => Order::Hold,
                    1 => {
                        let to = get_zulu(input)?;
                        let via = if input.flag()? {
                            Some(input.get(8)? as u8)
                        } else {
                            None
                        };
                        Order::Shift { to, via }
                    }
                    2 => Order::Enhance,
                    3 => Order::BreakDown,
                    4 => Order::Combine,
                    5 => Order::Load,
                    6 => Order::Unload,
                    7 => Order::Enter { to: get_zulu(input)? },
                    _ => return None,
                };
                orders.push((id, order));
            }
            Action::OpenPlot {
                plot: Plot { orders },
                salt,
            }
        }
        2 => Action::SealSplit {
            commitment: input.get(64)?,
        },
        3 => {
            let salt = input.get(64)?;
            let break_off = input.flag()?;
            let defence = input.get(10)? as u32;
            let n = input.get(2)?;
            let mut attacks = Vec::new();
            for _ in 0..n {
                let seat = Seat::from_index(input.get(2)? as usize)?;
                attacks.push((seat, input.get(10)? as u32));
            }
            Action::OpenSplit {
                split: Split {
                    break_off,
                    defence,
                    attacks,
                },
                salt,
            }
        }
        4 => Action::BreakOff {
            to: get_zulu(input)?,
        },
        5 => Action::SealDeclaration { commitment: input.get(64)? },
        6 => {
            let salt = input.get(64)?;
            Action::OpenDeclaration { break_off: input.flag()?, salt }
        }
        _ => return None,
    })
}
