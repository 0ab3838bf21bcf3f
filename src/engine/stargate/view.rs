//! What one seat may see. Face-down Virunian units appear only as counts per Stargate: nobody knows
//! which they are (3.2), and the state does not know either.

use super::action::Action;
use super::data::{self, Kind};
use super::state::{Loc, Mode, Phase, Side, State, UnitId};
use super::{describe_action, rules};
use crate::engine::hex::Hex;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct UnitView {
    pub id: UnitId,
    pub side: Side,
    /// The accessible and printed name, e.g. "Igugui 2-2-6T #1".
    pub name: String,
    /// "human", "igugui", "meta-mexish", "duonoip", "control", "transport", "weapons", "monad".
    pub kind: &'static str,
    /// Tri-Ship group 1–6.
    pub group: Option<u8>,
    /// `None` while not in play (Coalition units not yet staged).
    pub hex: Option<Hex>,
    /// Gate-skimming status shown on the counter (5.32): 1 or 2 = must go on circling; 3 = may leave.
    pub skim: Option<u8>,
    /// Has moved (or begun to) this Movement Phase.
    pub moved: bool,
    /// The unit whose id the legal `Move` actions of this unit's combined unit use (8.1: units of one
    /// Tri-Ship in one hex move as one); itself when not combined.
    pub lead: UnitId,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GateView {
    pub name: &'static str,
    pub hex: Hex,
    pub face_down: u8,
}

/// A legal action with its words for a button or a list.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub action: Action,
    pub label: String,
}

/// The unit being moved now.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MotionView {
    pub units: Vec<UnitId>,
    pub mode: Mode,
    /// Movement points left (linear and wobbling).
    pub mp: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Side,
    pub turn: u32,
    pub phase: Phase,
    pub phase_name: &'static str,
    /// Seats that may act now.
    pub to_act: Vec<Side>,
    /// What to do now, for this seat.
    pub prompt: String,
    /// Units in play (map and staging area) and Coalition units waiting to be staged.
    pub units: Vec<UnitView>,
    pub eliminated: Vec<UnitView>,
    pub gates: Vec<GateView>,
    /// Virunian units not yet deployed into a Stargate.
    pub undeployed: u8,
    pub motion: Option<MotionView>,
    /// Every legal action of this seat now (empty when it is not this seat's turn).
    pub legal: Vec<Choice>,
    /// The step this seat may ask to end now, with its button label, even while the rules forbid ending
    /// it yet (then `apply` refuses and says why, e.g. staged units must enter first, 3.1).
    pub end: Option<Choice>,
    pub winner: Option<Side>,
}

pub fn unit_view(st: &State, u: UnitId) -> UnitView {
    let c = st.counter(u);
    let (kind, group) = match c.kind {
        Kind::Coalition(r) => (
            match r {
                data::Race::Human => "human",
                data::Race::Igugui => "igugui",
                data::Race::MetaMexish => "meta-mexish",
                data::Race::Duonoip => "duonoip",
            },
            None,
        ),
        Kind::Tri(g, role) => (
            match role {
                data::Role::Control => "control",
                data::Role::Transport => "transport",
                data::Role::Weapons => "weapons",
            },
            Some(g),
        ),
        Kind::Monad => ("monad", None),
    };
    UnitView {
        id: u,
        side: st.side(u),
        name: st.name(u),
        kind,
        group,
        hex: st.hex_of(u),
        skim: st.units[u as usize].skim.map(|s| s.entered.min(3)),
        moved: st.movement.moved.contains(&u),
        lead: st.lead(u),
    }
}

pub fn view(st: &State, seat: Side) -> View {
    let to_act = rules::to_act(st);
    let legal: Vec<Choice> = if to_act.contains(&seat) {
        rules::legal_actions(st, seat)
            .into_iter()
            .map(|action| Choice { label: describe_action(st, &action), action })
            .collect()
    } else {
        Vec::new()
    };
    let units = st
        .ids()
        .filter(|&u| match st.units[u as usize].loc {
            Loc::At(_) => true,
            // Unstaged Coalition units are public; face-down Virunian units are nobody's to see.
            Loc::Off => st.side(u) == Side::Coalition,
            Loc::Eliminated => false,
        })
        .map(|u| unit_view(st, u))
        .collect();
    let eliminated = st.ids().filter(|&u| st.eliminated(u)).map(|u| unit_view(st, u)).collect();
    View {
        seat,
        turn: st.turn,
        phase: st.phase,
        phase_name: st.phase.name(),
        prompt: rules::prompt(st, seat),
        to_act,
        units,
        eliminated,
        gates: (0..2)
            .map(|g| GateView { name: data::GATE_NAMES[g], hex: data::gate_hex(g), face_down: st.face_down[g] })
            .collect(),
        undeployed: st.undeployed(),
        motion: st.movement.motion.as_ref().map(|m| MotionView {
            units: m.units.clone(),
            mode: m.mode,
            mp: (m.mode != Mode::Teleport).then_some(m.mp),
        }),
        end: rules::can_ask_to_end(st, seat).then(|| Choice {
            label: describe_action(st, &Action::EndPhase),
            action: Action::EndPhase,
        }),
        legal,
        winner: st.winner,
    }
}
