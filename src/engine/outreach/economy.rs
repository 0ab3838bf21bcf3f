//! The Resource Allocation Phase (14.0): income from friendly gates, maintenance of StarFleets (14.27–
//! 14.28), creating, augmenting and de-neutralizing StarGates (14.1), and raising StarFleets (14.2).
//!
//! Each player allots in turn, in shift order: first maintenance (he may disband fleets rather than pay
//! for them), then his orders. An order is checked against the state and gives its events, or a refusal. Fleets raised this phase are kept apart (`Force::shifted`) until the next
//! Game-Turn, so only fleets that began the phase in a hex are expended there (14.13, 14.14, 14.18).

use super::event::Event;
use super::map::{self, Kind};
use super::rules::Ctx;
use super::scenarios::Fleets;
use super::log;
use super::setup;
use super::shift::friendly_gate;
use super::state::{Phase, Seat, State};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;
use serde::{Deserialize, Serialize};

/// A kind of StarFleet to raise, with its cost in RP (14.23–14.25).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FleetKind {
    Regular,
    Dreadnought,
    Explorer,
}

impl FleetKind {
    pub const ALL: [FleetKind; 3] = [FleetKind::Regular, FleetKind::Dreadnought, FleetKind::Explorer];
    pub fn cost(self) -> u32 {
        match self {
            FleetKind::Regular => 3,
            FleetKind::Dreadnought => 8,
            FleetKind::Explorer => 5,
        }
    }
    pub fn one(self) -> Fleets {
        match self {
            FleetKind::Regular => Fleets { r: 1, d: 0, e: 0 },
            FleetKind::Dreadnought => Fleets { r: 0, d: 1, e: 0 },
            FleetKind::Explorer => Fleets { r: 0, d: 0, e: 1 },
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            FleetKind::Regular => "regular",
            FleetKind::Dreadnought => "dreadnought",
            FleetKind::Explorer => "explorer",
        }
    }
}

/// Each player's income: one RP per SP of his gates that are not neutralized (14.0).
pub fn income(st: &State, seat: Seat) -> u32 {
    st.system_points(seat)
}

/// The maintenance `seat` owes now: in each hex, one RP for each of his non-explorer fleets beyond the
/// first (14.27); fleets raised this phase owe nothing yet.
pub fn maintenance(st: &State, seat: Seat) -> u32 {
    st.hexes_of(seat)
        .into_iter()
        .map(|h| {
            let f = st.unshifted(seat, h);
            (f.r as u32 + f.d as u32).saturating_sub(1)
        })
        .sum()
}

/// Disbands fleets rather than maintain them (14.28, the owner's choice).
pub fn disband(cx: &mut Ctx, seat: Seat, hex: Hex, fleets: Fleets) -> Result<(), Refusal> {
    if fleets.is_empty() || !fleets.within(cx.st.unshifted(seat, hex)) {
        return Err(Refusal::illegal("14.28", "Disband StarFleets you have in that hex."));
    }
    cx.emit(Event::Lost { seat, hex, fleets, case: "14.28".into() });
    Ok(())
}

/// Pays the maintenance owed (14.27); refused when the RP do not reach it (then fleets must go, 14.28).
pub fn maintain(cx: &mut Ctx, seat: Seat) -> Result<(), Refusal> {
    let owed = maintenance(&cx.st, seat);
    let rp = cx.st.player(seat).rp;
    if owed > rp {
        return Err(Refusal::illegal(
            "14.28",
            format!("Maintenance is {owed} RP and you have {rp}: disband StarFleets until it is no more."),
        ));
    }
    cx.emit(Event::Maintained { seat, rp: owed });
    Ok(())
}

/// Creates a gate by expending two fleets that began the phase in an explored hex without a gate
/// (14.11–14.13).
pub fn create(st: &State, seat: Seat, hex: Hex, fleets: Fleets) -> Result<Vec<Event>, Refusal> {
    if setup::guardian(st) == Some(seat) {
        return Err(Refusal::illegal("18.24", "The Guardians create no StarGates."));
    }
    if map::kind(hex).is_none_or(|k| k.is_nucleus()) {
        return Err(Refusal::illegal("14.11", "StarGates are built on axis, fringe and interspiral hexes only."));
    }
    if st.gate_at(hex).is_some() || !st.player(seat).explored.contains(&hex) {
        return Err(Refusal::illegal("14.12", "A StarGate goes in a hex you have explored that has no StarGate."));
    }
    if fleets.total() != 2 || !fleets.within(st.unshifted(seat, hex)) {
        return Err(Refusal::illegal(
            "14.13",
            "Creating a StarGate expends two StarFleets that began the phase there.",
        ));
    }
    Ok(vec![Event::GateCreated { seat, hex, fleets }])
}

/// The potential value of `hex` for augmenting its gate: its chit's (14.16).
fn potential(st: &State, hex: Hex) -> u8 {
    st.chit_at(hex).map_or(st.gate_at(hex).map_or(0, |g| g.sp), |c| c.value)
}

/// Augments a friendly gate by one SP for each fleet expended, up to the hex's potential (14.14–14.16).
pub fn augment(st: &State, seat: Seat, hex: Hex, fleets: Fleets) -> Result<Vec<Event>, Refusal> {
    if setup::guardian(st) == Some(seat) {
        return Err(Refusal::illegal("18.24", "The Guardians augment no StarGates."));
    }
    let Some(g) = st.gate_at(hex).filter(|_| friendly_gate(st, seat, hex)) else {
        return Err(Refusal::illegal("14.14", "Only a friendly StarGate is augmented."));
    };
    if g.created == st.turn {
        return Err(Refusal::illegal(
            "14.15",
            "A StarGate created this Game-Turn is augmented next Game-Turn at the earliest.",
        ));
    }
    if fleets.is_empty() || !fleets.within(st.unshifted(seat, hex)) {
        return Err(Refusal::illegal("14.14", "Augmenting expends StarFleets that began the phase in the hex."));
    }
    let sp = g.sp as u32 + fleets.total();
    let pv = potential(st, hex) as u32;
    if sp > pv {
        return Err(Refusal::illegal("14.16", format!("A StarGate's SP never pass its hex's potential value ({pv}).")));
    }
    let mut events = vec![Event::Augmented { seat, hex, fleets, sp: sp as u8 }];
    if sp == pv && st.chit_at(hex).is_some() {
        events.push(Event::ChitReturned { hex });
    }
    Ok(events)
}

/// De-neutralizes a neutralized gate (14.18–14.19): RP equal to its SP and SP − CL fleets expended (none
/// if that is not positive), with a friendly fleet present and no force of another player there.
pub fn deneutralize(st: &State, seat: Seat, hex: Hex, fleets: Fleets) -> Result<Vec<Event>, Refusal> {
    let Some(g) = st.gate_at(hex).filter(|g| g.neutralized || g.owner.is_none()) else {
        return Err(Refusal::illegal("14.18", "Only a neutralized StarGate is de-neutralized."));
    };
    if setup::guardian(st) == Some(seat) && !setup::began_friendly(st, seat, hex) {
        return Err(Refusal::illegal("18.24", "The Guardians de-neutralize only StarGates that began the game theirs."));
    }
    if st.fleets_of(seat, hex).is_empty() {
        return Err(Refusal::illegal("14.18", "One of your StarFleets must be in the hex."));
    }
    if st.forces.iter().any(|f| f.hex == hex && f.owner != seat) {
        return Err(Refusal::illegal("14.18", "No other player's force may be in the hex."));
    }
    let (sp, cl) = (g.sp as u32, st.player(seat).cl as u32);
    let need = sp.saturating_sub(cl);
    if fleets.total() != need || !fleets.within(st.unshifted(seat, hex)) {
        return Err(Refusal::illegal(
            "14.18",
            format!(
                "De-neutralizing this StarGate expends {} that began the phase there.",
                log::count(need, "StarFleet", "StarFleets")
            ),
        ));
    }
    if st.player(seat).rp < sp {
        return Err(Refusal::illegal("14.18", format!("De-neutralizing this StarGate costs {sp} RP.")));
    }
    Ok(vec![Event::Deneutralized { seat, hex, fleets, rp: sp }])
}

/// Raising a `kind` of StarFleet in `hex` (14.21–14.25).
pub fn raise(st: &State, seat: Seat, hex: Hex, kind: FleetKind) -> Result<Vec<Event>, Refusal> {
    let gate = st.gate_at(hex).filter(|g| g.sp > 0 && friendly_gate(st, seat, hex));
    let Some(g) = gate else {
        return Err(Refusal::illegal("14.21", "StarFleets are raised only at a friendly StarGate of more than 0 SP."));
    };
    let builds = st.phase == Phase::Builds;
    if g.augmented == st.turn && !builds {
        return Err(Refusal::illegal("14.21", "No StarFleet is raised at a StarGate augmented this phase."));
    }
    let raised = st.fleets_of(seat, hex).minus(st.unshifted(seat, hex)).total();
    let cap = st.player(seat).cl.max(1) as u32;
    // 18.41: before the game, costs and hex kinds apply (14.23–14.25), not the cap per hex.
    if raised >= cap && !builds {
        return Err(Refusal::illegal(
            "14.22",
            format!(
                "At your Civilization Level, {} per hex each phase.",
                log::count(cap, "StarFleet", "StarFleets")
            ),
        ));
    }
    let k = map::kind(hex);
    if kind == FleetKind::Dreadnought && !matches!(k, Some(Kind::Axis | Kind::Fringe)) {
        return Err(Refusal::illegal("14.24", "Dreadnoughts are raised in spiral axis and fringe hexes only."));
    }
    if kind == FleetKind::Explorer && k != Some(Kind::Axis) {
        return Err(Refusal::illegal("14.25", "Explorers are raised in spiral axis hexes only."));
    }
    if kind == FleetKind::Dreadnought && super::wisdom::x_case(st, seat) == Some("18.44") {
        return Err(Refusal::illegal("18.44", "The holder of the X chit raises no dreadnoughts."));
    }
    if kind == FleetKind::Dreadnought && setup::dreadnought_capped(st, seat) {
        let owned: u32 = st.forces.iter().filter(|f| f.owner == seat).map(|f| f.fleets.d as u32).sum();
        let cap = income(st, seat) / 10;
        if owned >= cap {
            return Err(Refusal::illegal(
                "18.26",
                format!("One dreadnought per ten SP you own: {}.", log::count(cap, "dreadnought", "dreadnoughts")),
            ));
        }
    }
    if st.player(seat).rp < kind.cost() {
        return Err(Refusal::illegal("14.23", format!("A {} costs {} RP.", kind.name(), kind.cost())));
    }
    Ok(vec![Event::Raised { seat, hex, kind, rp: kind.cost() }])
}

/// The Guardians keep a reserve of 20 RP at most: what is beyond is lost as their orders end (18.24).
pub fn reserve(cx: &mut Ctx, seat: Seat) {
    let rp = cx.st.player(seat).rp;
    if setup::guardian(&cx.st) == Some(seat) && rp > 20 {
        cx.emit(Event::RpLost { seat, rp: rp - 20, case: "18.24".into() });
    }
}
