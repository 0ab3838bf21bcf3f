//! What one seat may see. Face-down Virunian units appear only as counts per Stargate: nobody knows
//! which they are (3.2), and the state does not know either.

use super::action::Action;
use super::data::{self, Kind};
use super::state::{self, Loc, Mode, Phase, Side, State, UnitId};
use super::step::{step, Step};
use super::tables::{self, ApproachNumber, CombatResult, Shielded, Tactic};
use super::{approach, combat};
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
    /// What the unit is, in words: its race ("Igugui"), its Tri-Ship group and role ("Tri-Ship 2
    /// control") or "Monad".
    pub what: String,
    /// The printed values (2.1): attack strength (Coalition) or combat strength (Virunian; 0 = none, 9.3),
    /// defence strength (for a Virunian unit its combat strength, or its parenthesised defence-only value),
    /// movement allowance and how it moves (5.0: linear, wobbling, or linear or teleport).
    pub attack: u8,
    pub defense: u8,
    pub allowance: u8,
    pub movement: data::Movement,
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

/// The approach routine in progress (7.1), as this seat may see it: never the mover's secret option.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ApproachView {
    pub hex: Hex,
    pub units: Vec<UnitId>,
    pub mover: Side,
    pub step: approach::Step,
    /// Who acts now.
    pub actor: Side,
    pub shield: Option<Shielded>,
    /// The option the Virunian Player said he is not choosing (7.34).
    pub announced: Option<Tactic>,
    /// The options this seat may choose now (empty when it is not this seat's step).
    pub tactics: Vec<Tactic>,
    /// Approach numbers after the shield: [defender's option][mover's option] (7.2, 7.5).
    pub matrix: [[ApproachNumber; 3]; 3],
}

/// An attack as it would be rolled now, with the odds (9.2).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttackView {
    pub hex: Hex,
    pub attackers: Vec<UnitId>,
    /// Ranged units joined, with what each adds (10.2).
    pub ranged: Vec<(UnitId, i32)>,
    pub defenders: Vec<UnitId>,
    pub attack: i32,
    pub defense: i32,
    pub differential: i32,
    /// The CRT column's name ("+3–4"), `None` below −2 (9.1: the attackers in the hex are eliminated).
    pub column: Option<&'static str>,
    /// Each result with its chance in percent, e.g. Ed 50, Dd 33, Db 17.
    pub odds: Vec<(CombatResult, u32)>,
    /// The odds in words, e.g. "Combat differential +3: Ed 50%, Dd 33%, Db 17% (9.2, column +3–4)".
    pub summary: String,
}

/// The Combat Phase as the phasing player works through it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CombatView {
    /// Hexes still to be attacked (9.0, 9.4), each as it would go without ranged help.
    pub targets: Vec<AttackView>,
    /// The attack being declared, with the units that may still join it and what each would add.
    pub declared: Option<AttackView>,
    pub joinable: Vec<(UnitId, i32)>,
}

/// A unit waiting to be dispersed (9.2): where it may go.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DispersalView {
    pub unit: UnitId,
    pub from: Hex,
    pub by: Side,
    pub hexes: Vec<Hex>,
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
    /// The step of the sequence of play (4.0) the prompt and the legal actions are for.
    pub step: Step,
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
    /// Why `end` is not legal yet, when it is not: the mandatory action still pending, with its case (e.g.
    /// a staged unit must enter the map, 3.1; a unit must go on moving, 5.32; an attack is owed, 9.0). The
    /// button is then shown as unavailable, with this reason (issue 16).
    pub end_blocked: Option<String>,
    pub approach: Option<ApproachView>,
    pub combat: Option<CombatView>,
    pub dispersal: Option<DispersalView>,
    /// A berserk weapons unit and the nearest units it may attack (9.5).
    pub berserk: Option<(UnitId, Vec<UnitId>)>,
    pub winner: Option<Side>,
}

/// The attack on `hex` with these ranged units, as the view shows it.
pub fn attack_view(st: &State, side: Side, hex: Hex, ranged: &[UnitId]) -> AttackView {
    let a = combat::assess(st, side, hex, ranged);
    let differential = a.differential();
    let col = tables::crt_column(differential);
    let odds: Vec<(CombatResult, u32)> = col
        .map(|c| tables::crt_odds(c).into_iter().map(|(r, k)| (r, tables::percent(k))).collect())
        .unwrap_or_default();
    let summary = match col {
        Some(c) => format!(
            "Combat differential {differential:+}: {} (9.2, column {})",
            odds.iter().map(|(r, p)| format!("{} {p}%", r.name())).collect::<Vec<_>>().join(", "),
            tables::CRT_COLUMNS[c]
        ),
        None => format!("Combat differential {differential:+}: below −2, the attacking units in the hex are eliminated (9.1)"),
    };
    AttackView {
        hex,
        attackers: a.attackers,
        ranged: a.ranged,
        defenders: a.defenders,
        attack: a.attack,
        defense: a.defense,
        differential,
        column: col.map(|c| tables::CRT_COLUMNS[c]),
        odds,
        summary,
    }
}

fn combat_view(st: &State, seat: Side) -> Option<CombatView> {
    let side = st.phase.phasing().filter(|_| matches!(st.phase, Phase::VirunianCombat | Phase::CoalitionCombat))?;
    if side != seat {
        return None;
    }
    let declared = st.combat.declared.as_ref();
    let leads = |d: &state::Declared| d.ranged.iter().copied().filter(|&u| st.lead(u) == u).collect::<Vec<_>>();
    Some(CombatView {
        targets: combat::targets(st).into_iter().map(|h| attack_view(st, side, h, &[])).collect(),
        declared: declared.map(|d| attack_view(st, side, d.hex, &leads(d))),
        joinable: declared
            .map(|d| {
                st.ids()
                    .filter(|&u| st.side(u) == side && !d.ranged.contains(&u))
                    .filter_map(|u| combat::ranged_strength(st, u, d.hex).ok().map(|s| (u, s)))
                    .collect()
            })
            .unwrap_or_default(),
    })
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
    let what = match c.kind {
        Kind::Coalition(r) => r.name().to_string(),
        Kind::Tri(g, role) => format!("Tri-Ship {g} {}", role.name()),
        Kind::Monad => "Monad".to_string(),
    };
    UnitView {
        id: u,
        side: st.side(u),
        name: st.name(u),
        kind,
        group,
        what,
        attack: c.attack,
        defense: c.defense,
        allowance: c.allowance,
        movement: c.movement,
        hex: st.hex_of(u),
        skim: st.units[u as usize].skim.map(|s| s.entered.min(3)),
        moved: st.movement.moved.contains(&u),
        lead: st.lead(u),
    }
}

pub fn view(st: &State, seat: Side) -> View {
    let now = step(st);
    let to_act: Vec<Side> = now.actor().into_iter().collect();
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
        step: now,
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
        end_blocked: rules::can_ask_to_end(st, seat)
            .then(|| rules::end_check(st).err().map(|r| r.to_string()))
            .flatten(),
        legal,
        approach: st.movement.approach.as_ref().map(|a| ApproachView {
            hex: a.hex,
            units: a.units.clone(),
            mover: approach::mover(st, a),
            step: approach::step(a),
            actor: approach::actor(st, a),
            shield: a.shield,
            announced: a.announced,
            tactics: if approach::actor(st, a) == seat && matches!(approach::step(a), approach::Step::Commit | approach::Step::Choose | approach::Step::Defend) {
                approach::tactics(st, a, seat)
            } else {
                Vec::new()
            },
            matrix: approach::matrix(a),
        }),
        combat: combat_view(st, seat),
        dispersal: st.dispersal.first().map(|d| DispersalView {
            unit: d.unit,
            from: d.from,
            by: d.by,
            hexes: combat::dispersal_hexes(st, d),
        }),
        berserk: combat::berserk_choice(st),
        winner: st.winner,
    }
}
