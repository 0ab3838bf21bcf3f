//! DeltaVee actions in compact bits for links (see `engine::link`). Frozen once released: new kinds of
//! action go into the reserved codes, and existing forms never change. Each action is written explicitly
//! (not as an index into the legal list), so rules that later add options leave old links meaning what
//! they meant.
//!
//! - Seat: written by the link before each action (`link::put_seat`: nothing while one player may act,
//!   always so far: 3.0 has one phasing player, 8.8 one chooser).
//! - Kind, 4 bits: `0` SetUp, `1` Move, `2` Orbit, `3` Planet, `4` Resume, `5` Maneuver, `6` Tractor,
//!   `7` Battle, `8` Replenish, `9` EndCommands, `10` Fire, `11` Choose, `12` EndFire, `13` Intercept +
//!   unit, `14` Decline; `15` is followed by 8 more bits: `0` Launch + ship id + pod box + missile + hex
//!   next to the ship + facing + velocity; `1` MimsLaunch + craft id + hex next to the MIMS + facing +
//!   velocity; the others are reserved.
//! - Numbers: a *small* number is `0` + its value in the small width, or `1` + the value in the large
//!   width. Ship id: small 3 / 8. Craft id: small 6 / 16. Velocity: small 4 / 8. Pod box: 4 bits (1–15).
//! - Unit: `0` + ship id, or `1` + craft id.
//! - Facing: the hour − 1 (4 bits). Missile: 2 bits (unguided, guided, intelligent, MIMS). Fire: 2 bits
//!   (laser burst, laser barrage, particle burst, particle barrage). Part: 2 bits (bridge, engine, force
//!   field, pod) and for a pod its box (4 bits). Source: `0` burster, `1` + pod box.
//! - Hex next to a reference hex: `0` + the index (3 bits) of the neighbour in `Hex::neighbors` order, else
//!   `1` + absolute q and r (32 bits each, two's complement; beyond `Hex::LIMIT` no hex).
//! - Order, 3 bits: `0` Accelerate, `1` Decelerate, `2` Direction Change counter-clockwise, `3` clockwise,
//!   `4` Weave + hex next to the unit, `5` Prepare Jump, `6` Abort Jump, `7` Jump.
//! - SetUp: `0` Place + ship id + the hex's index (5 bits) in the open placement choice's hex list (11.0);
//!   `1` Course + facing + velocity.
//! - Move, Orbit: unit. Planet: order (the moving unit's hex is the reference). Maneuver: unit + order.
//!   Tractor: ship id + order (the beam's target is the reference). Replenish: craft id + units (8 bits).
//! - Battle: ship id + 3 bits: `0` Prepare Missile + pod box + missile; `1` Control Guided Missile + craft
//!   id; `2` Active Search; `3` Prepare Battlecraft + pod box; `4` Launch Battlecraft + craft id + hex next
//!   to the ship + facing + velocity; `5` Rendezvous + unit; `6` Tractor Beam + pod box + unit; `7` force
//!   field + 1 bit (on).
//! - Fire: firer unit + source + fire + target unit. Choose: part.

use super::action::{Action, Battle, Order};
use super::damage::Source;
use super::data::{Fire, Missile, Part};
use super::setup::{Choice, SetupAction};
use super::state::{State, Unit};
use crate::engine::bits::{BitReader, BitWriter};
use crate::engine::clock::Clock;
use crate::engine::hex::Hex;

pub fn write(st: &State, action: &Action, out: &mut BitWriter) {
    match action {
        Action::SetUp { choice } => {
            out.put(0, 4);
            match *choice {
                SetupAction::Place { ship, hex } => {
                    out.flag(false);
                    small(out, ship as u64, 3, 8);
                    let i = match st.setup.first() {
                        Some(Choice::Place { hexes, .. }) => hexes.iter().position(|&h| h == hex).unwrap_or(31),
                        _ => 31,
                    };
                    out.put(i as u64, 5);
                }
                SetupAction::Course { facing, velocity } => {
                    out.flag(true);
                    put_facing(out, facing);
                    small(out, velocity as u64, 4, 8);
                }
            }
        }
        Action::Move { unit } => {
            out.put(1, 4);
            put_unit(out, *unit);
        }
        Action::Orbit { unit } => {
            out.put(2, 4);
            put_unit(out, *unit);
        }
        Action::Planet { order } => {
            out.put(3, 4);
            put_order(out, *order, st.motion.as_ref().and_then(|m| at(st, m.unit)));
        }
        Action::Resume => out.put(4, 4),
        Action::Maneuver { unit, order } => {
            out.put(5, 4);
            put_unit(out, *unit);
            put_order(out, *order, at(st, *unit));
        }
        Action::Tractor { ship, order } => {
            out.put(6, 4);
            small(out, *ship as u64, 3, 8);
            put_order(out, *order, tractor_target(st, *ship).and_then(|t| at(st, t)));
        }
        Action::Battle { ship, command } => {
            out.put(7, 4);
            small(out, *ship as u64, 3, 8);
            match *command {
                Battle::PrepareMissile { pod, missile } => {
                    out.put(0, 3);
                    out.put(pod as u64, 4);
                    out.put(Missile::ALL.iter().position(|&m| m == missile).expect("a missile") as u64, 2);
                }
                Battle::ControlGuided { missile } => {
                    out.put(1, 3);
                    small(out, missile as u64, 6, 16);
                }
                Battle::ActiveSearch => out.put(2, 3),
                Battle::PrepareBattlecraft { pod } => {
                    out.put(3, 3);
                    out.put(pod as u64, 4);
                }
                Battle::LaunchBattlecraft { craft, hex, facing, velocity } => {
                    out.put(4, 3);
                    small(out, craft as u64, 6, 16);
                    put_hex(out, hex, ship_hex(st, *ship));
                    put_facing(out, facing);
                    small(out, velocity as u64, 4, 8);
                }
                Battle::Rendezvous { with } => {
                    out.put(5, 3);
                    put_unit(out, with);
                }
                Battle::TractorBeam { pod, target } => {
                    out.put(6, 3);
                    out.put(pod as u64, 4);
                    put_unit(out, target);
                }
                Battle::ForceField { on } => {
                    out.put(7, 3);
                    out.flag(on);
                }
            }
        }
        Action::Replenish { craft, units } => {
            out.put(8, 4);
            small(out, *craft as u64, 6, 16);
            out.put(*units as u64, 8);
        }
        Action::EndCommands => out.put(9, 4),
        Action::Fire { firer, source, fire, target } => {
            out.put(10, 4);
            put_unit(out, *firer);
            match source {
                Source::Burster => out.flag(false),
                Source::Pod(n) => {
                    out.flag(true);
                    out.put(*n as u64, 4);
                }
            }
            out.put(Fire::ALL.iter().position(|f| f == fire).expect("a fire") as u64, 2);
            put_unit(out, *target);
        }
        Action::Choose { part } => {
            out.put(11, 4);
            match part {
                Part::Bridge => out.put(0, 2),
                Part::Engine => out.put(1, 2),
                Part::ForceField => out.put(2, 2),
                Part::Pod(n) => {
                    out.put(3, 2);
                    out.put(*n as u64, 4);
                }
            }
        }
        Action::EndFire => out.put(12, 4),
        Action::Intercept { target } => {
            out.put(13, 4);
            put_unit(out, *target);
        }
        Action::Decline => out.put(14, 4),
        Action::Launch { ship, pod, missile, hex, facing, velocity } => {
            out.put(15, 4);
            out.put(0, 8);
            small(out, *ship as u64, 3, 8);
            out.put(*pod as u64, 4);
            out.put(Missile::ALL.iter().position(|m| m == missile).expect("a missile") as u64, 2);
            put_hex(out, *hex, ship_hex(st, *ship));
            put_facing(out, *facing);
            small(out, *velocity as u64, 4, 8);
        }
        Action::MimsLaunch { mims, hex, facing, velocity } => {
            out.put(15, 4);
            out.put(1, 8);
            small(out, *mims as u64, 6, 16);
            put_hex(out, *hex, at(st, Unit::Craft(*mims)));
            put_facing(out, *facing);
            small(out, *velocity as u64, 4, 8);
        }
    }
}

pub fn read(st: &State, input: &mut BitReader) -> Option<Action> {
    let action = match input.get(4)? {
        0 => {
            let choice = if !input.flag()? {
                let ship = get_small(input, 3, 8)? as u8;
                let i = input.get(5)? as usize;
                let hex = match st.setup.first() {
                    Some(Choice::Place { hexes, .. }) => *hexes.get(i)?,
                    _ => return None,
                };
                SetupAction::Place { ship, hex }
            } else {
                let facing = get_facing(input)?;
                let velocity = u8::try_from(get_small(input, 4, 8)?).ok()?;
                SetupAction::Course { facing, velocity }
            };
            Action::SetUp { choice }
        }
        1 => Action::Move { unit: get_unit(input)? },
        2 => Action::Orbit { unit: get_unit(input)? },
        3 => Action::Planet { order: get_order(input, st.motion.as_ref().and_then(|m| at(st, m.unit)))? },
        4 => Action::Resume,
        5 => {
            let unit = get_unit(input)?;
            Action::Maneuver { unit, order: get_order(input, at(st, unit))? }
        }
        6 => {
            let ship = get_small(input, 3, 8)? as u8;
            let reference = st.ships.get(ship as usize).and_then(|_| tractor_target(st, ship)).and_then(|t| at(st, t));
            Action::Tractor { ship, order: get_order(input, reference)? }
        }
        7 => {
            let ship = get_small(input, 3, 8)? as u8;
            let command = match input.get(3)? {
                0 => {
                    let pod = input.get(4)? as u8;
                    Battle::PrepareMissile { pod, missile: Missile::ALL[input.get(2)? as usize] }
                }
                1 => Battle::ControlGuided { missile: get_small(input, 6, 16)? as u16 },
                2 => Battle::ActiveSearch,
                3 => Battle::PrepareBattlecraft { pod: input.get(4)? as u8 },
                4 => {
                    let craft = get_small(input, 6, 16)? as u16;
                    let hex = get_hex(input, st.ships.get(ship as usize).and_then(|_| ship_hex(st, ship)))?;
                    let facing = get_facing(input)?;
                    let velocity = u8::try_from(get_small(input, 4, 8)?).ok()?;
                    Battle::LaunchBattlecraft { craft, hex, facing, velocity }
                }
                5 => Battle::Rendezvous { with: get_unit(input)? },
                6 => {
                    let pod = input.get(4)? as u8;
                    Battle::TractorBeam { pod, target: get_unit(input)? }
                }
                _ => Battle::ForceField { on: input.flag()? },
            };
            Action::Battle { ship, command }
        }
        8 => {
            let craft = get_small(input, 6, 16)? as u16;
            Action::Replenish { craft, units: input.get(8)? as u8 }
        }
        9 => Action::EndCommands,
        10 => {
            let firer = get_unit(input)?;
            let source = if input.flag()? { Source::Pod(input.get(4)? as u8) } else { Source::Burster };
            let fire = Fire::ALL[input.get(2)? as usize];
            Action::Fire { firer, source, fire, target: get_unit(input)? }
        }
        11 => {
            let part = match input.get(2)? {
                0 => Part::Bridge,
                1 => Part::Engine,
                2 => Part::ForceField,
                _ => Part::Pod(input.get(4)? as u8),
            };
            Action::Choose { part }
        }
        12 => Action::EndFire,
        13 => Action::Intercept { target: get_unit(input)? },
        14 => Action::Decline,
        _ => match input.get(8)? {
            0 => {
                let ship = get_small(input, 3, 8)? as u8;
                let pod = input.get(4)? as u8;
                let missile = Missile::ALL[input.get(2)? as usize];
                let hex = get_hex(input, st.ships.get(ship as usize).and_then(|_| ship_hex(st, ship)))?;
                let facing = get_facing(input)?;
                let velocity = u8::try_from(get_small(input, 4, 8)?).ok()?;
                Action::Launch { ship, pod, missile, hex, facing, velocity }
            }
            1 => {
                let mims = get_small(input, 6, 16)? as u16;
                let hex = get_hex(input, at(st, Unit::Craft(mims)))?;
                let facing = get_facing(input)?;
                let velocity = u8::try_from(get_small(input, 4, 8)?).ok()?;
                Action::MimsLaunch { mims, hex, facing, velocity }
            }
            _ => return None,
        },
    };
    // Bits that name a unit the game does not have are no action.
    super::game::known_ids(st, &action).then_some(action)
}

/// Where a unit is, for reading: `None` for ids the state does not have (never a panic).
fn at(st: &State, u: Unit) -> Option<Hex> {
    let known = match u {
        Unit::Ship(s) => (s as usize) < st.ships.len(),
        Unit::Craft(c) => (c as usize) < st.crafts.len(),
    };
    known.then(|| st.at(u)).flatten()
}

fn ship_hex(st: &State, ship: u8) -> Option<Hex> {
    st.ships.get(ship as usize).and_then(|s| s.at)
}

/// The unit a ship's active tractor beam holds this Command Phase (5.6).
fn tractor_target(st: &State, ship: u8) -> Option<Unit> {
    st.tallies.iter().find(|(u, _)| *u == Unit::Ship(ship)).and_then(|(_, t)| t.tractor.map(|(target, _)| target))
}

fn small(out: &mut BitWriter, v: u64, narrow: u32, wide: u32) {
    if v < 1 << narrow {
        out.flag(false);
        out.put(v, narrow);
    } else {
        out.flag(true);
        out.put(v, wide);
    }
}

fn get_small(input: &mut BitReader, narrow: u32, wide: u32) -> Option<u64> {
    if input.flag()? {
        input.get(wide)
    } else {
        input.get(narrow)
    }
}

fn put_unit(out: &mut BitWriter, u: Unit) {
    match u {
        Unit::Ship(s) => {
            out.flag(false);
            small(out, s as u64, 3, 8);
        }
        Unit::Craft(c) => {
            out.flag(true);
            small(out, c as u64, 6, 16);
        }
    }
}

fn get_unit(input: &mut BitReader) -> Option<Unit> {
    Some(if input.flag()? {
        Unit::Craft(get_small(input, 6, 16)? as u16)
    } else {
        Unit::Ship(get_small(input, 3, 8)? as u8)
    })
}

fn put_facing(out: &mut BitWriter, c: Clock) {
    out.put(c.hour() as u64 - 1, 4);
}

fn get_facing(input: &mut BitReader) -> Option<Clock> {
    Clock::new(input.get(4)? as u8 + 1)
}

fn put_hex(out: &mut BitWriter, h: Hex, reference: Option<Hex>) {
    match reference.and_then(|r| r.neighbors().iter().position(|&n| n == h)) {
        Some(i) => {
            out.flag(false);
            out.put(i as u64, 3);
        }
        None => {
            out.flag(true);
            out.put(h.q as u32 as u64, 32);
            out.put(h.r as u32 as u64, 32);
        }
    }
}

fn get_hex(input: &mut BitReader, reference: Option<Hex>) -> Option<Hex> {
    if !input.flag()? {
        reference?.neighbors().get(input.get(3)? as usize).copied()
    } else {
        let q = input.get(32)? as u32 as i32;
        let r = input.get(32)? as u32 as i32;
        Some(Hex::new(q, r)).filter(|h| h.in_bounds())
    }
}

fn put_order(out: &mut BitWriter, o: Order, reference: Option<Hex>) {
    match o {
        Order::Accelerate => out.put(0, 3),
        Order::Decelerate => out.put(1, 3),
        Order::TurnLeft => out.put(2, 3),
        Order::TurnRight => out.put(3, 3),
        Order::Weave { to } => {
            out.put(4, 3);
            put_hex(out, to, reference);
        }
        Order::PrepareJump => out.put(5, 3),
        Order::AbortJump => out.put(6, 3),
        Order::Jump => out.put(7, 3),
    }
}

fn get_order(input: &mut BitReader, reference: Option<Hex>) -> Option<Order> {
    Some(match input.get(3)? {
        0 => Order::Accelerate,
        1 => Order::Decelerate,
        2 => Order::TurnLeft,
        3 => Order::TurnRight,
        4 => Order::Weave { to: get_hex(input, reference)? },
        5 => Order::PrepareJump,
        6 => Order::AbortJump,
        _ => Order::Jump,
    })
}
