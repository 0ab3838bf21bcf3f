//! What one seat may see (SF 7.2–7.3): every system and StarGate; its own Forces in full; another player's
//! Forces in full only while revealed (they fought, or a randomizer placed them), else only that he has
//! one or more in a hex — never how many, what kind, or at what level. Plots and splits stay sealed until
//! every one is in. With the prompt and every legal action.

use super::action::Action;
use super::combat::{self, Splitting};
use super::plot::Plotting;
use super::data::stars::{Class, STARS};
use super::rescue;
use super::space::LiteZulu;
use super::state::{GateState, Kind, Seat, State};
use super::step::{actors, step, Step};
use super::StarForce;
use crate::engine::game::Game;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SystemView {
    pub name: &'static str,
    pub at: LiteZulu,
    pub class: Class,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gate: Option<(Seat, GateState)>,
    pub destroyed: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ForceView {
    pub id: u8,
    pub name: String,
    pub owner: Seat,
    pub kind: Kind,
    pub at: LiteZulu,
    pub cargo: u32,
    pub revealed: bool,
}

/// Another player has one Force or more in this hex, at some level (SF 7.2).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Presence {
    pub owner: Seat,
    /// The hex's label ("2626"): no level.
    pub hex: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleView {
    pub at: LiteZulu,
    pub segment: u32,
    /// Each side's strength this segment and whether it has sealed its split.
    pub sides: Vec<(Seat, u32, bool)>,
    /// What this seat's split is checked against, if it splits now.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub splitting: Option<Splitting>,
    /// This seat declares now, in secret, whether its Forces break off (SF 8.2 a).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub declaring: bool,
    /// The sides that declared a break-off this segment, once the declarations are open (SF 8.2 a).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declared: Option<Vec<Seat>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RescueView {
    pub system: &'static str,
    pub at: LiteZulu,
    pub chits: Vec<(i32, i32)>,
    pub planet: u32,
    pub saved: u32,
    pub forces_lost: u32,
    pub score: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub action: Action,
    pub label: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub turn: u32,
    pub turns: u32,
    pub systems: Vec<SystemView>,
    pub forces: Vec<ForceView>,
    pub presence: Vec<Presence>,
    /// Per plotting seat: whether it has sealed its plot.
    pub plots: Vec<(Seat, bool)>,
    /// What this seat's plot is checked against, while it has a plot to seal (the plot editor's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plotting: Option<Plotting>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub battle: Option<BattleView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rescue: Option<RescueView>,
    pub prompt: String,
    pub legal: Vec<Choice>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

fn player(seat: Seat) -> &'static str {
    StarForce::SEAT_INFO[seat.index()].player
}

pub fn view(st: &State, seat: Seat) -> View {
    let systems = st
        .systems()
        .map(|(i, s)| (i as usize, s))
        .map(|(i, s)| SystemView {
            name: s.name,
            at: s.at,
            class: s.class,
            gate: st
                .gates
                .iter()
                .find(|g| g.system as usize == i)
                .map(|g| (g.owner, g.state)),
            destroyed: st.is_destroyed(i),
        })
        .collect();
    let forces = st
        .forces
        .iter()
        .filter(|f| f.owner == seat || f.revealed)
        .map(|f| ForceView {
            id: f.id,
            name: f.name.clone(),
            owner: f.owner,
            kind: f.kind,
            at: f.at,
            cargo: f.cargo,
            revealed: f.revealed,
        })
        .collect();
    let mut presence: Vec<Presence> = st
        .forces
        .iter()
        .filter(|f| f.owner != seat && !f.revealed)
        .map(|f| Presence {
            owner: f.owner,
            hex: f.at.hex_label(),
        })
        .collect();
    crate::engine::sort::sort_dedup(&mut presence);
    let battle = st.battle.as_ref().map(|b| BattleView {
        at: b.at,
        segment: b.segment,
        sides: st
            .seats()
            .filter(|s| b.sealing.chooses(s.index()))
            .map(|s| {
                (
                    s,
                    combat::strength(st, s, b.at, b.segment),
                    b.sealing.has_sealed(s.index()),
                )
            })
            .collect(),
        splitting: (step(st) == Step::Split && b.sealing.check_seal(seat.index()).is_ok())
            .then(|| Splitting::of(st, seat, b.at, b.segment)),
        declaring: step(st) == Step::Declare && b.sealing.check_seal(seat.index()).is_ok(),
        declared: b.declared.clone(),
    });
    let rescue = st.rescue.as_ref().map(|r| RescueView {
        system: STARS[r.system as usize].name,
        at: STARS[r.system as usize].at,
        chits: r.chits.clone(),
        planet: r.planet,
        saved: rescue::saved(st),
        forces_lost: r.forces_lost,
        score: rescue::score(st),
    });
    let legal = super::rules::legal_actions(st, seat)
        .into_iter()
        .map(|action| {
            let label = match &action {
                Action::SealPlot { .. } => "Seal a plot".to_string(),
                Action::OpenPlot { .. } => "Open your plot".to_string(),
                // The listed seals use the listed salt, so each names its choice (the app seals its own).
                Action::SealDeclaration { commitment } if *commitment == super::rules::declaration_commitment(true, crate::engine::seal::LISTED_SALT) => {
                    "Seal a declaration: break off".to_string()
                }
                Action::SealDeclaration { .. } => "Seal a declaration: stand".to_string(),
                Action::OpenDeclaration { break_off: true, .. } => "Open your declaration: break off".to_string(),
                Action::OpenDeclaration { .. } => "Open your declaration: stand".to_string(),
                Action::SealSplit { .. } => "Seal a split".to_string(),
                Action::OpenSplit { .. } => "Open your split".to_string(),
                Action::BreakOff { to } => format!("Break off to {}", to.label()),
            };
            Choice { action, label }
        })
        .collect();
    View {
        seat,
        turn: st.turn,
        turns: st.turns,
        systems,
        forces,
        presence,
        plots: st
            .seats()
            .filter(|s| st.plots.chooses(s.index()))
            .map(|s| (s, st.plots.has_sealed(s.index())))
            .collect(),
        plotting: (step(st) == Step::Plot && st.plots.check_seal(seat.index()).is_ok()).then(|| Plotting::of(st, seat)),
        battle,
        rescue,
        prompt: prompt(st, seat),
        legal,
        result: st.result.clone(),
    }
}

fn prompt(st: &State, seat: Seat) -> String {
    let acting = actors(st).contains(&seat);
    let waiting = || {
        actors(st)
            .iter()
            .map(|&s| player(s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match step(st) {
        Step::Over => format!("The game is over: {}.", st.result.clone().unwrap_or_default()),
        Step::Plot if acting && st.plots.commitment_to_open(seat.index()).is_some() => {
            "Every plot is sealed: open yours (SF 7.1).".into()
        }
        Step::Plot if acting => "Plot your Forces' orders in secret, then seal the plot (SF 7.0).".into(),
        Step::Plot => format!("Waiting for {} to plot (SF 7.0).", waiting()),
        Step::Declare if acting && st.battle.as_ref().is_some_and(|b| b.sealing.commitment_to_open(seat.index()).is_some()) => {
            "Every declaration is sealed: open yours (SF 8.2 a).".into()
        }
        Step::Declare if acting => "Declare in secret whether your Forces break off this segment (SF 8.2 a, 8.6).".into(),
        Step::Declare => format!("Waiting for {} to declare whether they break off (SF 8.2 a).", waiting()),
        Step::Split if acting && st.declared_break_offs => {
            "Split your strength in secret into Attack on each enemy side and Defense (SF 8.2).".into()
        }
        Step::Split if acting => {
            "Split your strength in secret into Attack on each enemy side and Defense, or break off (SF 8.2, 8.6).".into()
        }
        Step::Split => format!("Waiting for {} to split their strength (SF 8.2).", waiting()),
        Step::BreakOff { seat: s } if s == seat => {
            "Your Forces broke off: shift them up to 5 lites to a LiteZulu free of the enemy (SF 8.6).".into()
        }
        Step::BreakOff { seat: s } => format!("Waiting for {} to break off (SF 8.6).", player(s)),
    }
}
