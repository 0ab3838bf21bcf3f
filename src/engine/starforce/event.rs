//! StarForce's events: everything that changes the state, each applied by [`apply`]. What a seat may know
//! of an event is decided in data ([`Event::known_to`]) before any text is made (`log`).

use super::data::tables::{Overshift, ShiftKind, FAKERS_PER_STARFORCE};
use super::plot::Plot;
use super::random::ChitPart;
use super::space::LiteZulu;
use super::state::{Battle, Force, GateState, Kind, Phase, Seat, Split, State};
use crate::engine::seal::{Sealing, Slot};
use serde::{Deserialize, Serialize};

/// What a die or chit is drawn for: the table and the row it reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub enum Purpose {
    /// The Overshift Table (SF 6.4) for Force `force`, `excess` lites beyond its range.
    Overshift { force: u8, excess: u32 },
    /// A Stellar Randomizer number placing a randomized Force (SF 15.0).
    Placement { force: u8, part: ChitPart },
    /// The CRT (SF 8.4): `side`'s Attack on `target` at `differential`.
    Combat {
        side: Seat,
        target: Seat,
        differential: i32,
    },
    /// A Stellar Randomizer number finding the endangered system (38.1).
    Endangered { part: ChitPart },
    /// One of the two Decimal Randomizers of the nova (38.4).
    Nova,
    /// The turn-end Decimal Randomizer that may bring the PSL into play (45.4).
    Activation,
    /// The Decimal Randomizer for the first FakerForce to enter system `system` (42.4).
    Entry { force: u8, system: u8 },
}

/// Why a battle ended (SF 8.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleEnd {
    /// No two hostile sides with strength remain.
    Decided,
    /// Nobody allotted Attack: the units stay and fight next Combat Phase.
    Standoff,
    /// The last segment was fought.
    LastSegment,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "e", rename_all = "snake_case")]
pub enum Event {
    Rolled {
        sides: u32,
        face: u32,
        purpose: Purpose,
    },
    /// A Game-Turn begins with its Plot Phase: these seats plot (SF 5.0 step 1).
    TurnBegan {
        turn: u32,
        plotting: Vec<Seat>,
    },
    /// A seat sealed its plot: only its commitment is in the record (SF 7.1).
    PlotSealed {
        seat: Seat,
        commitment: u64,
    },
    /// A seat's plot opened once all were sealed (SF 7.1).
    PlotOpened {
        seat: Seat,
        plot: Plot,
    },
    /// Shift Execution (SF 6.0): Force `force` ends at `to` (its destination, or the mirror point).
    Shifted {
        force: u8,
        owner: Seat,
        to: LiteZulu,
        kind: ShiftKind,
        distance: u32,
        result: Overshift,
    },
    /// Force `force` is destroyed (SF 6.4 overshift, 38.4 nova).
    ForceLost {
        force: u8,
        case: String,
    },
    /// Force `force` is randomized and placed at `to` (SF 15.0).
    Randomized {
        force: u8,
        to: LiteZulu,
        case: String,
    },
    /// StarForce `force` breaks down into four FakerForces, ids from `first` (SF 33.2).
    BrokeDown {
        force: u8,
        owner: Seat,
        first: u8,
    },
    /// Four FakerForces combine into StarForce `into` (SF 33.2).
    Combined {
        owner: Seat,
        fakers: Vec<u8>,
        into: u8,
    },
    /// The Combat Phase begins: battles at these LiteZulus, in order (SF 8.1).
    CombatBegan {
        battles: Vec<LiteZulu>,
    },
    /// A listed battle no longer has hostile units (they were randomized in an earlier one).
    BattleSkipped {
        at: LiteZulu,
    },
    /// A battle begins: every unit there is revealed (SF 7.3).
    BattleBegan {
        at: LiteZulu,
        sides: Vec<Seat>,
    },
    /// A segment begins where break-offs are declared first: these sides, which may break off, seal their
    /// declarations (SF 8.2 a).
    DeclarationsBegan {
        at: LiteZulu,
        segment: u32,
        sealing: Sealing,
    },
    DeclarationSealed {
        seat: Seat,
        commitment: u64,
    },
    DeclarationOpened {
        seat: Seat,
        break_off: bool,
    },
    /// Every declaration is open: these sides break off this segment (SF 8.2 a, 8.6).
    BreakOffsDeclared {
        seats: Vec<Seat>,
    },
    /// A segment's splits: these sides seal them (SF 8.2 b).
    SegmentBegan {
        at: LiteZulu,
        segment: u32,
        sealing: Sealing,
    },
    SplitSealed {
        seat: Seat,
        commitment: u64,
    },
    SplitOpened {
        seat: Seat,
        split: Split,
    },
    /// A Gate's side lost all its Forces and two points more reached it (SF 8.5).
    GateNeutralized {
        system: u8,
    },
    /// These sides broke off and must shift away (SF 8.6).
    BreakOffsDue {
        seats: Vec<Seat>,
    },
    /// `seat`'s Forces in the battle shift away (SF 8.6).
    BrokeOff {
        seat: Seat,
        forces: Vec<u8>,
        to: LiteZulu,
    },
    BattleEnded {
        at: LiteZulu,
        why: BattleEnd,
    },
    /// SF 9.0.
    /// Force `force` of the pool enters the Display at `to` (45.4, 41.2).
    Entered { force: u8, owner: Seat, to: LiteZulu },
    /// `seat`'s inactive StarGates and pool come into play (45.4).
    Activated { seat: Seat },
    /// A FakerForce entered system `system` for the first time (42.4).
    SystemEntered {
        system: u8,
    },
    GateRecovered {
        system: u8,
    },
    GatePermanentlyNeutralized {
        system: u8,
    },
    /// A StarForce takes a Population Point aboard (38.3).
    Loaded {
        force: u8,
    },
    /// A StarForce sets its Population Point down (38.3).
    Unloaded {
        force: u8,
    },
    /// The endangered star goes nova (38.4): the system is destroyed with every Force in it.
    Nova {
        system: u8,
    },
    /// Forces join `seat`'s pool, to enter later at a friendly StarGate (41.2).
    Reinforced { seat: Seat, forces: Vec<Force> },
    /// Xenophobe StarForces have held at `system` two Game-Turns: it goes nova at the end of the next (31.5).
    NovaInduced { system: u8 },
    /// Seat's consecutive Game-Turns holding the objective (SF 16.0).
    Held {
        seat: Seat,
        turns: u32,
    },
    GameEnded {
        result: String,
    },
}

impl Event {
    /// The seats that may know everything in this event; `None`: every seat. Other seats learn only what
    /// `log` says of it from the public part (SF 7.2).
    pub fn known_to(&self) -> Option<Seat> {
        match self {
            Event::PlotOpened { seat, .. } | Event::BrokeOff { seat, .. } => Some(*seat),
            Event::Shifted { owner, .. }
            | Event::BrokeDown { owner, .. }
            | Event::Combined { owner, .. }
            | Event::Entered { owner, .. } => Some(*owner),
            _ => None,
        }
    }
}

fn force_mut(st: &mut State, id: u8) -> Option<&mut Force> {
    st.forces.iter_mut().find(|f| f.id == id)
}

/// Takes Force `id` off the Display, kept in `gone` for the log's names.
fn leave(st: &mut State, id: u8) -> Option<Force> {
    let i = st.forces.iter().position(|f| f.id == id)?;
    let f = st.forces.remove(i);
    st.gone.push(f.clone());
    Some(f)
}

fn gate_state(st: &mut State, system: u8, state: GateState) {
    if let Some(g) = st.gates.iter_mut().find(|g| g.system == system) {
        g.state = state;
    }
}

/// Applies one event to the state.
pub fn apply(st: &mut State, ev: &Event) {
    match ev {
        Event::Rolled { sides, .. } => {
            st.dice.roll(*sides);
        }
        Event::TurnBegan { turn, plotting } => {
            st.turn = *turn;
            st.phase = Phase::Plot;
            st.plots = Sealing::new(st.seats as usize, |i| {
                Seat::from_index(i).is_some_and(|s| plotting.contains(&s))
            });
        }
        Event::PlotSealed { seat, commitment } => {
            if let Some(s) = st.plots.slots.get_mut(seat.index()) {
                *s = Slot::Sealed(*commitment);
            }
        }
        Event::PlotOpened { seat, plot } => {
            if let Some(s) = st.plots.slots.get_mut(seat.index()) {
                *s = Slot::Opened(plot.to_bytes());
            }
        }
        Event::Shifted { force, to, .. } => {
            if let Some(f) = force_mut(st, *force) {
                f.at = *to;
                f.revealed = false;
            }
        }
        Event::ForceLost { force, .. } => {
            if let Some(f) = st.force(*force).filter(|f| f.kind == Kind::StarForce).map(|f| f.owner.index()) {
                if let Some(n) = st.forces_lost.get_mut(f) {
                    *n += 1;
                }
            }
            if let (Some(f), Some(r)) = (st.force(*force).cloned(), st.rescue.as_mut()) {
                if f.kind == Kind::StarForce {
                    r.forces_lost += 1;
                }
                r.lost += f.cargo;
            }
            leave(st, *force);
        }
        Event::Randomized { force, to, .. } => {
            if let Some(f) = force_mut(st, *force) {
                f.at = *to;
                f.revealed = true;
            }
        }
        Event::BrokeDown { force, first, .. } => {
            if let Some(f) = leave(st, *force) {
                for k in 0..FAKERS_PER_STARFORCE as u8 {
                    let id = first.wrapping_add(k);
                    st.forces.push(Force {
                        id,
                        name: format!("{}{}", f.name, k + 1),
                        owner: f.owner,
                        kind: Kind::FakerForce,
                        at: f.at,
                        cargo: 0,
                        revealed: f.revealed,
                    });
                }
                st.next_id = first.wrapping_add(FAKERS_PER_STARFORCE as u8);
            }
        }
        Event::Combined { fakers, into, .. } => {
            let first = fakers.first().and_then(|&id| st.force(id)).cloned();
            for &id in fakers {
                leave(st, id);
            }
            if let Some(f) = first {
                let name = f
                    .name
                    .trim_end_matches(|c: char| c.is_ascii_digit())
                    .to_string();
                st.forces.push(Force {
                    id: *into,
                    name,
                    kind: Kind::StarForce,
                    revealed: false,
                    ..f
                });
            }
            st.next_id = into.wrapping_add(1);
        }
        Event::CombatBegan { battles } => {
            st.phase = Phase::Combat;
            st.battles = battles.clone();
        }
        Event::BattleSkipped { at } => st.battles.retain(|b| b != at),
        Event::BattleBegan { at, .. } => {
            st.battles.retain(|b| b != at);
            for f in st.forces.iter_mut().filter(|f| f.at == *at) {
                f.revealed = true;
            }
            st.battle = Some(Battle {
                at: *at,
                segment: 0,
                sealing: Sealing::new(0, |_| false),
                breaking: None,
                to_break: Vec::new(),
                declared: None,
            });
        }
        Event::SegmentBegan {
            segment, sealing, ..
        } => {
            if let Some(b) = st.battle.as_mut() {
                b.segment = *segment;
                b.sealing = sealing.clone();
            }
        }
        Event::DeclarationsBegan { segment, sealing, .. } => {
            if let Some(b) = st.battle.as_mut() {
                b.segment = *segment;
                b.sealing = sealing.clone();
                b.declared = None;
            }
        }
        Event::DeclarationOpened { seat, break_off } => {
            if let Some(s) = st.battle.as_mut().and_then(|b| b.sealing.slots.get_mut(seat.index())) {
                *s = Slot::Opened(vec![*break_off as u8]);
            }
        }
        Event::BreakOffsDeclared { seats } => {
            if let Some(b) = st.battle.as_mut() {
                b.declared = Some(seats.clone());
            }
        }
        Event::SplitSealed { seat, commitment } | Event::DeclarationSealed { seat, commitment } => {
            if let Some(s) = st
                .battle
                .as_mut()
                .and_then(|b| b.sealing.slots.get_mut(seat.index()))
            {
                *s = Slot::Sealed(*commitment);
            }
        }
        Event::SplitOpened { seat, split } => {
            if let Some(s) = st
                .battle
                .as_mut()
                .and_then(|b| b.sealing.slots.get_mut(seat.index()))
            {
                *s = Slot::Opened(super::combat::split_bytes(split));
            }
        }
        Event::GateNeutralized { system } => gate_state(st, *system, GateState::Neutralized),
        Event::BreakOffsDue { seats } => {
            if let Some(b) = st.battle.as_mut() {
                b.to_break = seats.clone();
            }
        }
        Event::BrokeOff { seat, forces, to } => {
            for f in st.forces.iter_mut().filter(|f| forces.contains(&f.id)) {
                f.at = *to;
                f.revealed = false;
            }
            if let Some(b) = st.battle.as_mut() {
                b.to_break.retain(|s| s != seat);
            }
        }
        Event::BattleEnded { .. } => st.battle = None,
        Event::SystemEntered { system } => st.entered.push(*system),
        Event::Entered { force, to, .. } => {
            if let Some(i) = st.pool.iter().position(|f| f.id == *force) {
                let mut f = st.pool.remove(i);
                f.at = *to;
                f.revealed = false;
                st.forces.push(f);
            }
        }
        Event::Reinforced { forces, .. } => {
            st.next_id = forces.iter().map(|f| f.id.wrapping_add(1)).fold(st.next_id, u8::max);
            st.pool.extend(forces.iter().cloned());
            st.pool_open = true;
        }
        Event::NovaInduced { system } => st.novas_due.push(*system),
        Event::Activated { seat } => {
            st.pool_open = true;
            for g in st.gates.iter_mut().filter(|g| g.owner == *seat && g.state == GateState::Inactive) {
                g.state = GateState::Operational;
            }
        }
        Event::GateRecovered { system } => gate_state(st, *system, GateState::Operational),
        Event::GatePermanentlyNeutralized { system } => {
            gate_state(st, *system, GateState::PermanentlyNeutralized)
        }
        Event::Loaded { force } => {
            if let Some(f) = force_mut(st, *force) {
                f.cargo += 1;
            }
            if let Some(r) = st.rescue.as_mut() {
                r.planet = r.planet.saturating_sub(1);
            }
        }
        Event::Unloaded { force } => {
            let n = force_mut(st, *force).map_or(0, |f| std::mem::take(&mut f.cargo));
            if let Some(r) = st.rescue.as_mut() {
                r.unloaded += n;
            }
        }
        Event::Nova { system } => {
            st.destroyed.push(*system);
            st.novas_due.retain(|s| s != system);
            st.inducing.retain(|(s, _)| s != system);
            st.gates.retain(|g| g.system != *system);
            if let Some(r) = st.rescue.as_mut() {
                r.lost += r.planet;
                r.planet = 0;
            }
        }
        Event::Held { seat, turns } => {
            if let Some(h) = st.held.get_mut(seat.index()) {
                *h = *turns;
            }
        }
        Event::GameEnded { result } => {
            st.phase = Phase::GameOver;
            st.result = Some(result.clone());
            st.battle = None;
            st.battles.clear();
        }
    }
}
