//! The sequence of play (Outreach 4.2) as one step: what happens now and who acts. `to_act`,
//! `legal_actions`, the prompt and the view all read [`step`].
//!
//! What interrupts a phase comes first: a scatter's attrition its owner chooses (5.24), then discovered
//! beacon stars to place (15.12). Then the phase: regular shifts by each player in shift order (4.2 B1),
//! one reserve shift each in reverse order (B2), exploration in shift order (C), resource allocation in
//! shift order (F: maintenance, then orders). Under Outreach II's rules the Contact Segment (D1) comes
//! between exploration and resource allocation: hex by hex, every party seals and opens its Contact Index
//! together, a step of several actors ([`actors`]); then the Interaction Segment (D2), every player in contact
//! with others sealing his options and all revealing them together; the Conflict Segment (D3), intents and
//! capacities sealed in turn, then the attacks and the losses they owe; the Reduction Segment (D4); then the
//! Fate Phase (E), each player in shift order rolling and choosing the StarGates a dissolution takes.

use super::beacons;
use super::conflict::{self, Stage};
use super::contact;
use super::interaction;
use crate::engine::hex::Hex;
use super::state::{Party, Phase, Seat, State};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "is", rename_all = "snake_case")]
pub enum Step {
    Over,
    /// The owner of a scattered force picks the fleets its attrition takes (5.24).
    Attrition {
        seat: Seat,
    },
    /// A hexrow to choose for the next discovered beacon star (15.12–15.13).
    BeaconRow {
        seat: Seat,
    },
    /// A discovered beacon star to place in the chosen hexrow (15.12, 15.14).
    BeaconPlace {
        seat: Seat,
    },
    /// A player's StarFleets raised before the first Game-Turn (18.41).
    Builds {
        seat: Seat,
    },
    /// A player's regular shifts (5.0).
    Shifts {
        seat: Seat,
    },
    /// A player's one reserve shift (5.3).
    ReserveShift {
        seat: Seat,
    },
    /// A player's exploration (6.0).
    Exploration {
        seat: Seat,
    },
    /// A player pays maintenance, or disbands fleets first (14.27–14.28).
    Maintenance {
        seat: Seat,
    },
    /// A player's orders: gates, augmentation, de-neutralization, new fleets (14.1–14.2).
    Orders {
        seat: Seat,
    },
    /// The parties in `hex` seal their Contact Indices, then open them (7.0, 7.13): every seat of
    /// [`actors`] at once.
    ContactIndex {
        hex: Hex,
    },
    /// The players in contact with others seal their interaction options, then reveal them (8.0): every
    /// seat of [`actors`] at once.
    InteractionOptions,
    /// A player says whether his force in `hex` attempts to reduce the StarGate there (10.1).
    Reduction {
        seat: Seat,
        hex: Hex,
    },
    /// The players who may attack in `hex` seal whether they will, then reveal it (9.0): every seat of
    /// [`actors`] at once.
    Intent {
        hex: Hex,
    },
    /// The attackers in `hex` seal their Approximate Conflict Capacities, then reveal them (9.15).
    Capacity {
        hex: Hex,
    },
    /// An attacker chooses the force he attacks (9.0).
    Attack {
        seat: Seat,
        hex: Hex,
    },
    /// A player says what he spends on his fate roll, and rolls (11.1).
    Fate {
        seat: Seat,
    },
    /// A player chooses the StarGates his dissolution neutralizes (11.32).
    Dissolution {
        seat: Seat,
    },
    /// The X chit's holder, his level raised, keeps the chit or gives it back (18.45).
    KeepX {
        seat: Seat,
    },
    /// The roller of a G–J result places the StarGates that do not fit beside the hex rolled for (13.13).
    PlaceGate {
        seat: Seat,
    },
}

impl Step {
    /// The one seat that acts, for the steps of one actor.
    pub fn actor(self) -> Option<Seat> {
        match self {
            Step::Over
            | Step::ContactIndex { .. }
            | Step::InteractionOptions
            | Step::Intent { .. }
            | Step::Capacity { .. } => None,
            Step::Attrition { seat }
            | Step::BeaconRow { seat }
            | Step::BeaconPlace { seat }
            | Step::Builds { seat }
            | Step::Shifts { seat }
            | Step::ReserveShift { seat }
            | Step::Exploration { seat }
            | Step::Maintenance { seat }
            | Step::Orders { seat }
            | Step::Reduction { seat, .. }
            | Step::Attack { seat, .. }
            | Step::Fate { seat }
            | Step::Dissolution { seat }
            | Step::KeepX { seat }
            | Step::PlaceGate { seat } => Some(seat),
        }
    }
}

/// Every seat that may act now: the step's actor, or the parties still to seal or open their Contact Index.
pub fn actors(st: &State) -> Vec<Seat> {
    match step(st) {
        Step::ContactIndex { .. } => contact::to_act(st),
        Step::InteractionOptions => interaction::to_act(st),
        Step::Intent { .. } | Step::Capacity { .. } => conflict::to_act(st),
        s => s.actor().into_iter().collect(),
    }
}

pub fn step(st: &State) -> Step {
    if st.phase == Phase::GameOver {
        return Step::Over;
    }
    // Losses owed come before anything else: a scatter's (5.24) or a conflict's (9.18).
    if let Some(a) = &st.attrition {
        return Step::Attrition { seat: a.owner };
    }
    if let Some(c) = &st.contact {
        return Step::ContactIndex { hex: c.hex };
    }
    if st.interaction.is_some() {
        return Step::InteractionOptions;
    }
    if let Some(c) = &st.conflict {
        return match c.stage {
            Stage::Intent => Step::Intent { hex: c.hex },
            Stage::Capacity => Step::Capacity { hex: c.hex },
            Stage::Attacks => match c.to_attack.first() {
                Some(&Party::Player(seat)) if c.losses.is_empty() => Step::Attack { seat, hex: c.hex },
                Some(&Party::Auto(a)) if c.losses.is_empty() => match conflict::chooser(st, a, c.hex) {
                    Some(seat) => Step::Attack { seat, hex: c.hex },
                    None => Step::Over,
                },
                _ => Step::Over,
            },
        };
    }
    if let Some((seat, hex)) = st.reduction.as_ref().and_then(|r| Some((*r.deciding.first()?, r.hex))) {
        return Step::Reduction { seat, hex };
    }
    if let Some(d) = &st.dissolution {
        return Step::Dissolution { seat: d.seat };
    }
    if let Some(seat) = st.keep_x {
        return Step::KeepX { seat };
    }
    if let Some(p) = &st.placing {
        return Step::PlaceGate { seat: p.seat };
    }
    if let Some(d) = &st.discovery {
        let seat = beacons::actor(st, d);
        return if d.row.is_none() { Step::BeaconRow { seat } } else { Step::BeaconPlace { seat } };
    }
    let Some(seat) = st.current() else {
        return Step::Over;
    };
    match st.phase {
        Phase::Builds => Step::Builds { seat },
        // Seeding asks nothing but the beacon stars of each discovery (above); `rules::advance` starts
        // the next one and never leaves the phase waiting without one.
        Phase::Seeding => Step::Over,
        Phase::RegularShifts => Step::Shifts { seat },
        Phase::ReserveShifts => Step::ReserveShift { seat },
        Phase::Exploration => Step::Exploration { seat },
        // These segments ask nothing but their secret choices (above).
        Phase::Contact | Phase::Interaction | Phase::Conflict | Phase::Reduction => Step::Over,
        Phase::Fate => Step::Fate { seat },
        Phase::ResourceAllocation if st.maintained => Step::Orders { seat },
        Phase::ResourceAllocation => Step::Maintenance { seat },
        Phase::GameOver => Step::Over,
    }
}
