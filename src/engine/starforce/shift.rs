//! Stellar shifting (SF 6.0): the kind and range of a plotted shift, its true distance and excess (SF 6.2,
//! 6.4), and Shift Execution (SF 5.0 step 2): overshift rolls in Force-ID order, mirror shifts (SF 6.5),
//! arrivals all at once, then randomized placements (SF 15.0).

use super::data::tables::{overshift, Overshift, ShiftKind, MAX_EXCESS};
use super::event::{Event, Purpose};
use super::plot::{Order, Plot, Plotting};
use super::random;
use super::rules::Ctx;
use super::space::{mirror, LiteZulu};
use super::state::{Force, GateState, Kind, Seat, State};
use crate::engine::game::Refusal;
use serde::{Deserialize, Serialize};

/// A plotted shift as the rules read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Planned {
    pub kind: ShiftKind,
    /// True distance, lites (SF 2.2).
    pub distance: u32,
    /// Lites beyond the kind's range: an overshift if above 0 (SF 6.4).
    pub excess: u32,
}

/// Whether `seat` has an Operational StarGate at `at` (SF 6.2: a friendly Gate).
pub fn friendly_gate(st: &State, seat: Seat, at: LiteZulu) -> bool {
    st.gate_at(at)
        .is_some_and(|g| g.operational() && g.owner == seat)
}

/// The shift of Force `f` of `seat` to `to`, enhanced by `via`, as plotted in `plot`: its best kind (SF
/// 6.2), distance and excess; refused if `to` is outside Known Space (SF 2.3), the enhancer is not one
/// (SF 6.3) or the excess is too large (SF 6.4).
pub fn plan(
    st: &State,
    seat: Seat,
    plot: &Plot,
    f: &Force,
    to: LiteZulu,
    via: Option<u8>,
) -> Result<Planned, Refusal> {
    Plotting::of(st, seat).plan(plot, f, to, via)
}

impl Plotting {
    /// [`plan`] against what the seat's plot is checked against.
    pub fn plan(
        &self,
        plot: &Plot,
        f: &Force,
        to: LiteZulu,
        via: Option<u8>,
    ) -> Result<Planned, Refusal> {
        let seat = self.seat;
    if f.kind == Kind::TachyonCruiser {
        // 45.4: two lites a turn, no shift and so no overshift.
        let distance = f.at.true_distance(to);
        if distance > ShiftKind::TachyonMove.range() || !to.in_volume(self.extension) {
            return Err(Refusal::illegal(
                "45.4",
                format!("a tachyon cruiser moves {} lites a turn at most, and {} is {distance}", ShiftKind::TachyonMove.range(), to.label()),
            ));
        }
        return Ok(Planned { kind: ShiftKind::TachyonMove, distance, excess: 0 });
    }
        if !to.in_volume(self.extension) {
            return Err(Refusal::illegal(
                "SF 2.3",
                format!("{} lies outside Known Space", to.label()),
            ));
        }
        let enhanced = match via {
            None => false,
            Some(e) => {
                let ok = self
                    .force(e)
                    .filter(|e| {
                        e.owner == seat && e.kind == Kind::StarForce && e.at == to && e.id != f.id
                    })
                    .is_some_and(|e| plot.order(e.id) == Order::Enhance);
                if !ok {
                    let name = self.force(e).map_or(format!("{e}"), |e| e.name.clone());
                    return Err(Refusal::illegal(
                    "SF 6.3",
                    format!("{name} is no enhancer at {}: it must be your StarForce there, plotting Enhance", to.label()),
                ));
                }
                true
            }
        };
        let from_gate = self.gate_at(f.at);
        let to_gate = self.gate_at(to);
        let kind = if from_gate && to_gate {
            ShiftKind::GateToGate
        } else if from_gate && enhanced {
            ShiftKind::EnhancedGate
        } else if from_gate || to_gate {
            ShiftKind::Gate
        } else if enhanced {
            ShiftKind::Enhanced
        } else {
            ShiftKind::Stellar
        };
        let distance = f.at.true_distance(to);
        let excess = distance.saturating_sub(kind.range());
        let most = kind.range().min(MAX_EXCESS);
        if excess > most {
            return Err(Refusal::illegal(
            "SF 6.4",
            format!(
                "{} is {distance} lites from {}: a {} reaches {} and may overshift by {most} at most",
                to.label(),
                f.at.label(),
                kind.name(),
                kind.range()
            ),
        ));
        }
        Ok(Planned {
            kind,
            distance,
            excess,
        })
    }
}

/// Shift Execution (SF 5.0 step 2) once every plot is open.
pub fn execute(cx: &mut Ctx) {
    let plots: Vec<(Seat, Plot)> = cx
        .st
        .seats()
        .filter_map(|s| cx.st.opened_plot(s).map(|p| (s, p)))
        .collect();
    let mut moves: Vec<(u8, Seat, LiteZulu, Planned)> = Vec::new();
    for (seat, plot) in &plots {
        for &(id, order) in &plot.orders {
            if let (Order::Shift { to, via }, Some(f)) = (order, cx.st.force(id)) {
                if let Ok(p) = plan(&cx.st, *seat, plot, f, to, via) {
                    moves.push((id, *seat, to, p));
                }
            }
        }
    }
    crate::engine::sort::sort_by_key(&mut moves, |m| m.0 as u64);
    // Overshift rolls in Force-ID order (SF 6.4); arrivals all at once.
    let mut arrivals = Vec::new();
    let mut lost = Vec::new();
    let mut to_place = Vec::new();
    for &(id, _, to, p) in &moves {
        let from = cx.st.force(id).map_or(to, |f| f.at);
        if p.excess == 0 {
            arrivals.push((id, to, p, Overshift::Arrives));
            continue;
        }
        let face = cx.roll(
            10,
            Purpose::Overshift {
                force: id,
                excess: p.excess,
            },
        ) - 1;
        match overshift(p.excess, face).unwrap_or(Overshift::Arrives) {
            Overshift::Arrives => arrivals.push((id, to, p, Overshift::Arrives)),
            Overshift::Mirror => {
                let m = mirror(from, to);
                if cx.st.in_volume(m) {
                    arrivals.push((id, m, p, Overshift::Mirror));
                } else {
                    // SF 6.5: a mirror point outside Known Space rebounds: randomized.
                    to_place.push((id, p, true));
                }
            }
            Overshift::Randomized => to_place.push((id, p, false)),
            Overshift::Destroyed => lost.push(id),
        }
    }
    for (force, to, plan, result) in arrivals {
        let Some(owner) = cx.st.force(force).map(|f| f.owner) else {
            continue;
        };
        cx.emit(Event::Shifted {
            force,
            owner,
            to,
            kind: plan.kind,
            distance: plan.distance,
            result,
        });
    }
    // 45.4: Forces waiting off the Display enter where their plots say.
    for (owner, plot) in &plots {
        for &(force, order) in &plot.orders {
            if let Order::Enter { to } = order {
                if cx.st.pool_open && cx.st.pool.iter().any(|f| f.id == force) {
                    cx.emit(Event::Entered { force, owner: *owner, to });
                }
            }
        }
    }
    // 45.4: a tachyon cruiser in the LiteZulu of an inactive Gate neutralizes it for good.
    let struck: Vec<u8> = cx
        .st
        .gates
        .iter()
        .filter(|g| g.state == GateState::Inactive)
        .filter(|g| cx.st.forces.iter().any(|f| f.kind == Kind::TachyonCruiser && f.at == g.at && f.owner != g.owner))
        .map(|g| g.system)
        .collect();
    for system in struck {
        cx.emit(Event::GatePermanentlyNeutralized { system });
    }
    for force in lost {
        cx.emit(Event::ForceLost {
            force,
            case: "SF 6.4".into(),
        });
    }
    for (force, _, rebound) in to_place {
        random::randomize(cx, force, if rebound { "SF 6.5" } else { "SF 6.4" });
    }
    // SF 33.2: break-downs and combinations take effect where the Forces hold.
    for (owner, plot) in &plots {
        let owner = *owner;
        // 42.4: in the FakerWar every StarForce breaks down at once, ordered to or not.
        let mut breaking: Vec<u8> = plot.orders.iter().filter(|o| o.1 == Order::BreakDown).map(|o| o.0).collect();
        if cx.st.faker_war {
            breaking = cx.st.forces_of(owner).filter(|f| f.kind == Kind::StarForce).map(|f| f.id).collect();
        }
        for id in breaking {
            if cx.st.force(id).is_some() {
                cx.emit(Event::BrokeDown {
                    force: id,
                    owner,
                    first: cx.st.next_id,
                });
            }
        }
        let mut groups: Vec<(LiteZulu, Vec<u8>)> = Vec::new();
        for &(id, order) in &plot.orders {
            if let (Order::Combine, Some(f)) = (order, cx.st.force(id)) {
                match groups.iter_mut().find(|(at, _)| *at == f.at) {
                    Some((_, ids)) => ids.push(id),
                    None => groups.push((f.at, vec![id])),
                }
            }
        }
        for (_, ids) in groups {
            for four in ids.chunks_exact(super::data::tables::FAKERS_PER_STARFORCE) {
                cx.emit(Event::Combined {
                    owner,
                    fakers: four.to_vec(),
                    into: cx.st.next_id,
                });
            }
        }
    }
}

/// One level a Force may plot in a chosen hex, as the level picker shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LevelChoice {
    pub to: LiteZulu,
    pub plan: Planned,
    pub range: u32,
    /// Faces of ten for each overshift result (empty when no roll is made).
    pub odds: Vec<(Overshift, u32)>,
    /// The FakerWar: a FakerForce arriving there first draws the entry chit (42.4).
    pub entry: bool,
}

impl LevelChoice {
    /// "2612/-2 · D 11 · Gate Shift 10 · overshift 1: arrives 70%, mirror shift 20%, randomized 10%".
    pub fn text(&self) -> String {
        let mut s = format!(
            "{} · D {} · {} {}",
            self.to.label(),
            self.plan.distance,
            self.plan.kind.name(),
            self.range
        );
        if self.plan.excess > 0 {
            let odds: Vec<String> = self
                .odds
                .iter()
                .map(|(o, n)| format!("{} {}%", o.name(), n * 10))
                .collect();
            s += &format!(" · overshift {}: {}", self.plan.excess, odds.join(", "));
        }
        if self.entry {
            // The decimal chits 0–9 that randomize it.
            let randomized = (0..10).filter(|&c| super::fakerwar::entry_randomized(c)).count();
            s += &format!(" · first into the system: randomized {}% (42.4)", randomized * 10);
        }
        s
    }
}

/// The chances of each overshift result at `excess`, in faces of ten (SF 6.4).
pub fn overshift_odds(excess: u32) -> Vec<(Overshift, u32)> {
    let mut out: Vec<(Overshift, u32)> = Vec::new();
    for face in 0..10 {
        let Some(o) = overshift(excess, face) else {
            continue;
        };
        match out.iter_mut().find(|(k, _)| *k == o) {
            Some((_, n)) => *n += 1,
            None => out.push((o, 1)),
        }
    }
    out
}

/// Every level Force `force` may plot in the hex of `hex_of`, with what `plan` says of each
/// (given the rest of `plot`, e.g. an enhancer `via`): the level picker's rows, top level first.
impl Plotting {
    pub fn levels(
        &self,
        plot: &Plot,
        force: u8,
        hex_of: LiteZulu,
        via: Option<u8>,
    ) -> Vec<LevelChoice> {
        let Some(f) = self.force(force) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let r = super::data::display::KNOWN_SPACE_RADIUS as i32;
        for level in (-r..=r).rev() {
            let to = LiteZulu {
                hex: hex_of.hex,
                level,
            };
            if to == f.at {
                continue;
            }
            if let Ok(p) = self.plan(plot, f, to, via) {
                out.push(LevelChoice {
                    to,
                    plan: p,
                    range: p.kind.range(),
                    odds: if p.excess > 0 {
                        overshift_odds(p.excess)
                    } else {
                        Vec::new()
                    },
                    entry: f.kind == super::state::Kind::FakerForce && self.entries.contains(&to),
                });
            }
        }
        out
    }
}
