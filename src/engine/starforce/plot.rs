//! The Shift Plot (SF 7.0): each player's secret orders for his Forces this Game-Turn, sealed (`engine::seal`)
//! and opened together. Here: the plot's orders, their bytes (what is sealed, and so what the app keeps on
//! the plotting device), and the check of a plot against the state (SF 6.1–6.4, 33.1–33.2, 38.3).

use super::data::stars::STARS;
use super::data::tables::{ENHANCER_CAPACITY, FAKERS_PER_STARFORCE, FAKER_FLOOR};
use super::rescue;
use super::space::LiteZulu;
use super::state::{Force, Kind, Seat, State};
use crate::engine::game::Refusal;
use crate::engine::tagged::{Tagged, E};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The domain of the plots' seals.
pub const SEAL_DOMAIN: &str = "StarForce plot";

/// One Force's order for the Game-Turn.
/// Records write it as `{"order": "shift", "to": …}`; read by hand (`engine::tagged`, see `Action`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "order", rename_all = "snake_case")]
pub enum Order {
    /// Stays where it is.
    Hold,
    /// Shifts to `to` (SF 6.1), enhanced by Force `via` waiting there if named (SF 6.3).
    Shift {
        to: LiteZulu,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        via: Option<u8>,
    },
    /// Holds and enhances up to two Forces that end their shifts here naming it (SF 6.3).
    Enhance,
    /// Holds and becomes four FakerForces (SF 33.2).
    BreakDown,
    /// Holds; four FakerForces here plotting it become one StarForce (SF 33.2).
    Combine,
    /// Holds in the endangered system and takes a Population Point aboard at the end of the turn (38.3).
    Load,
    /// Holds in another system and sets its Population Point down there (38.3).
    Unload,
    /// A Force not yet on the Display enters at `to`, a system with the player's Gate (45.4).
    Enter { to: LiteZulu },
}

const ORDER: Tagged = Tagged {
    key: "order",
    tags: &["hold", "shift", "enhance", "break_down", "combine", "load", "unload", "enter"],
    expected: "internally tagged enum Order",
    seq_expected: None,
};

crate::engine::tagged::deserialize_by!(Order, order);

fn order(v: Value) -> Result<Order, E> {
    let (i, mut f) = ORDER.open(v)?;
    let o = match i {
        0 => Order::Hold,
        1 => Order::Shift { to: f.get("to")?, via: f.optional("via")? },
        2 => Order::Enhance,
        3 => Order::BreakDown,
        4 => Order::Combine,
        5 => Order::Load,
        6 => Order::Unload,
        _ => Order::Enter { to: f.get("to")? },
    };
    f.done(o)
}

/// A player's plot: an order per Force, in ascending Force id; a Force it leaves out holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plot {
    pub orders: Vec<(u8, Order)>,
}

impl Plot {
    /// The order of Force `id` (Hold if the plot leaves it out).
    pub fn order(&self, id: u8) -> Order {
        self.orders
            .iter()
            .find(|(f, _)| *f == id)
            .map_or(Order::Hold, |&(_, o)| o)
    }

    /// The bytes sealed: per order, the Force id, a tag byte and for a shift its column, row, level
    /// (two's complement) and enhancer (255 none).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(self.orders.len() * 6);
        for &(id, order) in &self.orders {
            b.push(id);
            match order {
                Order::Hold => b.push(0),
                Order::Shift { to, via } => {
                    let (c, r) = to.col_row();
                    b.extend_from_slice(&[
                        1,
                        c as u8,
                        r as u8,
                        to.level as i8 as u8,
                        via.unwrap_or(255),
                    ]);
                }
                Order::Enhance => b.push(2),
                Order::BreakDown => b.push(3),
                Order::Combine => b.push(4),
                Order::Load => b.push(5),
                Order::Unload => b.push(6),
                Order::Enter { to } => {
                    let (c, r) = to.col_row();
                    b.extend_from_slice(&[7, c as u8, r as u8, to.level as i8 as u8]);
                }
            }
        }
        b
    }

    /// Reads [`Plot::to_bytes`]; `None` for bytes that are no plot (ids must ascend).
    pub fn from_bytes(bytes: &[u8]) -> Option<Plot> {
        let mut orders = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let id = bytes[i];
            let tag = *bytes.get(i + 1)?;
            i += 2;
            let order = match tag {
                0 => Order::Hold,
                1 => {
                    let s = bytes.get(i..i + 4)?;
                    i += 4;
                    let (c, r) = (s[0] as i32, s[1] as i32);
                    if c > 99 || r > 99 {
                        return None;
                    }
                    let via = if s[3] == 255 { None } else { Some(s[3]) };
                    Order::Shift {
                        to: LiteZulu::at(c, r, s[2] as i8 as i32),
                        via,
                    }
                }
                2 => Order::Enhance,
                3 => Order::BreakDown,
                4 => Order::Combine,
                5 => Order::Load,
                6 => Order::Unload,
                7 => {
                    let s = bytes.get(i..i + 3)?;
                    i += 3;
                    if s[0] > 99 || s[1] > 99 {
                        return None;
                    }
                    Order::Enter { to: LiteZulu::at(s[0] as i32, s[1] as i32, s[2] as i8 as i32) }
                }
                _ => return None,
            };
            if orders.last().is_some_and(|&(last, _)| last >= id) {
                return None;
            }
            orders.push((id, order));
        }
        Some(Plot { orders })
    }
}

fn refuse(case: &str, message: String) -> Refusal {
    Refusal::illegal(case, message)
}

/// What a seat's plot is checked against (SF 6.0, 7.0, 33.0, 38.3): its own Forces and the friendly
/// Operational StarGates as the Game-Turn begins, and the Rescue Mission's endangered system. Built from
/// the state ([`Plotting::of`]); the seat's view carries it, so the app's plot editor checks a plot, and
/// figures each destination, by the rules' own code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Plotting {
    pub seat: Seat,
    pub forces: Vec<Force>,
    /// The seat's Forces waiting to enter the Display, while they may (45.4).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pool: Vec<Force>,
    /// The LiteZulus of the StarGates friendly to the seat and Operational (SF 6.2).
    pub gates: Vec<LiteZulu>,
    /// The Rescue Mission: the endangered system's LiteZulu and the Population Points left on it (38.3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rescue: Option<(LiteZulu, u32)>,
    /// Systems destroyed, by index in [`STARS`].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub destroyed: Vec<u8>,
    /// The FakerWar's orders (42.4): StarForces break down at once, FakerForces do not combine, and no
    /// limit on FakerForces.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub faker_war: bool,
    /// The FakerWar (42.4): where a FakerForce of the seat would be the first into a system not its own,
    /// which draws the Decimal Randomizer.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub entries: Vec<LiteZulu>,
    /// Levels the Volume reaches beyond the Zulu Limits (43.4).
    #[serde(skip_serializing_if = "is_zero")]
    pub extension: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// Checks `seat`'s plot against the state at the start of the Game-Turn; nothing changes.
pub fn check(st: &State, seat: Seat, plot: &Plot) -> Result<(), Refusal> {
    Plotting::of(st, seat).check(plot)
}

impl Plotting {
    pub fn of(st: &State, seat: Seat) -> Plotting {
        Plotting {
            seat,
            forces: st.forces_of(seat).cloned().collect(),
            pool: if st.pool_open { st.pool.iter().filter(|f| f.owner == seat).cloned().collect() } else { Vec::new() },
            gates: st
                .gates
                .iter()
                .filter(|g| g.operational() && g.owner == seat)
                .map(|g| g.at())
                .collect(),
            rescue: st
                .rescue
                .as_ref()
                .map(|r| (STARS[r.system as usize].at, r.planet)),
            destroyed: st.destroyed.clone(),
            faker_war: st.faker_war,
            entries: if st.faker_war { super::fakerwar::entry_systems(st, seat) } else { Vec::new() },
            extension: st.extension,
        }
    }

    /// The seat's Force `id`.
    pub fn force(&self, id: u8) -> Option<&Force> {
        self.forces.iter().find(|f| f.id == id)
    }

    /// Whether a friendly Operational StarGate is at `at` (SF 6.2).
    pub fn gate_at(&self, at: LiteZulu) -> bool {
        self.gates.contains(&at)
    }

    /// Checks a plot; nothing changes.
    pub fn check(&self, plot: &Plot) -> Result<(), Refusal> {
        let (st, seat) = (self, self.seat);
        let mut last = None;
        let mut breakdowns = 0usize;
        let mut combines: Vec<(LiteZulu, usize)> = Vec::new();
        for &(id, order) in &plot.orders {
            if last.is_some_and(|l| l >= id) {
                return Err(refuse(
                    "SF 6.1",
                    "each Force has one order in a plot".into(),
                ));
            }
            last = Some(id);
            // A Force waiting to enter (45.4) has one order: where it enters.
            if let Some(f) = self.pool.iter().find(|f| f.id == id) {
                match order {
                    Order::Hold => continue,
                    Order::Enter { to } if self.gates.contains(&to) => continue,
                    _ => {
                        return Err(refuse(
                            "45.4",
                            format!("{} is not yet on the Display: it may only enter at a system with your working StarGate", f.name),
                        ))
                    }
                }
            }
            let Some(f) = st.force(id).filter(|f| f.owner == seat) else {
                return Err(refuse(
                    "SF 7.0",
                    format!("a plot orders only its own player's Forces (no Force {id})"),
                ));
            };
            if matches!(order, Order::Enter { .. }) {
                return Err(refuse("45.4", format!("{} is on the Display already", f.name)));
            }
            if f.kind == Kind::TachyonCruiser && !matches!(order, Order::Hold | Order::Shift { via: None, .. }) {
                return Err(refuse("45.4", format!("tachyon cruiser {} only moves or holds", f.name)));
            }
            let sf = f.kind == Kind::StarForce;
            if self.faker_war && (sf && !matches!(order, Order::BreakDown | Order::Hold) || order == Order::Combine) {
                return Err(refuse(
                    "42.4",
                    format!("in the FakerWar StarForces break down at once and FakerForces stay apart: {} cannot {}", f.name, if sf { "do anything else" } else { "combine" }),
                ));
            }
            match order {
                Order::Hold => {}
                Order::Shift { to, via } => {
                    if to == f.at {
                        return Err(refuse(
                            "SF 6.1",
                            format!("Force {} is at {} already: plot Hold", f.name, to.label()),
                        ));
                    }
                    self.plan(plot, f, to, via)?;
                }
                Order::Enhance if !sf => {
                    return Err(refuse(
                        "SF 33.3",
                        format!("FakerForce {} cannot enhance", f.name),
                    ));
                }
                Order::Enhance => {}
                Order::BreakDown if !sf => {
                    return Err(refuse(
                        "SF 33.2",
                        format!(
                            "only a StarForce breaks down, and {} is a FakerForce",
                            f.name
                        ),
                    ));
                }
                Order::BreakDown => breakdowns += 1,
                Order::Combine if f.kind != Kind::FakerForce => {
                    return Err(refuse(
                        "SF 33.2",
                        format!("only FakerForces combine, and {} is a StarForce", f.name),
                    ));
                }
                Order::Combine => match combines.iter_mut().find(|(at, _)| *at == f.at) {
                    Some((_, n)) => *n += 1,
                    None => combines.push((f.at, 1)),
                },
                Order::Load | Order::Unload => rescue::check_order(self, f, order, plot)?,
                Order::Enter { .. } => {}
            }
        }
        // SF 6.3: an enhancer serves at most two Forces.
        for &(id, order) in &plot.orders {
            if order == Order::Enhance {
                let served = plot
                    .orders
                    .iter()
                    .filter(|(_, o)| matches!(o, Order::Shift { via: Some(v), .. } if *v == id))
                    .count();
                if served > ENHANCER_CAPACITY {
                    let name = st.force(id).map_or(String::new(), |f| f.name.clone());
                    return Err(refuse("SF 6.3", format!("enhancer {name} serves at most {ENHANCER_CAPACITY} Forces a turn, not {served}")));
                }
            }
        }
        if let Some((at, n)) = combines.iter().find(|(_, n)| n % FAKERS_PER_STARFORCE != 0) {
            return Err(refuse(
                "SF 33.2",
                format!(
                    "FakerForces combine four at a time: {n} at {} plot Combine",
                    at.label()
                ),
            ));
        }
        // SF 33.1: FakerForces at most the larger of four and half the player's StarForces, after the plot.
        let combined: usize = combines.iter().map(|(_, n)| n / FAKERS_PER_STARFORCE).sum();
        let sfs = st
            .forces
            .iter()
            .filter(|f| f.kind == Kind::StarForce)
            .count()
            + combined
            - breakdowns;
        let fakers = st
            .forces
            .iter()
            .filter(|f| f.kind == Kind::FakerForce)
            .count()
            + FAKERS_PER_STARFORCE * breakdowns
            - FAKERS_PER_STARFORCE * combined;
        if breakdowns > 0 && fakers > faker_limit(sfs) && !self.faker_war {
            return Err(refuse(
                "SF 33.1",
                format!(
                    "a player may have at most {} FakerForces with {sfs} StarForces, not {fakers}",
                    faker_limit(sfs)
                ),
            ));
        }
        Ok(())
    }
}

/// The most FakerForces a player with `starforces` StarForces may have (SF 33.1).
pub fn faker_limit(starforces: usize) -> usize {
    FAKER_FLOOR.max(starforces / 2)
}
