//! What one seat may see (5.11, 6.11, 14.0): every force, StarGate and face-down chit on the map, but the
//! make-up of its own fleets only, the SP of its own gates only, its own RP, and the potential values it
//! has seen; everyone's Civilization Level (fate rolls are public, brief §4). With the current step's
//! prompt, the legal actions in words, and each force's shift destinations with their scatter risk.

use super::action::Action;
use super::economy;
use super::fate;
use super::log::{count, fate_column_name, party, phase_name, player};
use super::rules::{self, case_of, prompt_of};
use super::scenarios::Fleets;
use super::shift::{self, Plan};
use super::state::{Auto, Dissolution, Hexrow, Party, Seat, State};
use super::conflict::{self, Stage};
use super::contact;
use super::interaction;
use super::preview;
use super::tables::Opt;
use super::wisdom;
use super::step::{actors, step, Step};
use crate::engine::hex::Hex;
use crate::engine::seal::LISTED_SALT;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// "Player 1".
    pub player: String,
    /// The scenario's name for his side ("Cepheids").
    pub side: String,
    pub cl: u8,
    /// Civilization Level Range in hexes (5.15).
    pub clr: u32,
    /// His Resource Points: only he knows them (14.0).
    pub rp: Option<u32>,
    /// The dissolutions he has had and whether he has had K: fate rolls are public (11.34, 11.2).
    pub fates: Vec<char>,
}

/// The viewing seat's civilization chart, the sheet each player keeps (12.16, 14.0): his SP and their Fate
/// Table column, CL and CLR, RP, wisdom chits and the X chit (17.26–17.27), the X results of this Game-Turn
/// (11.12), the fate results that come once which he has had (11.34, 11.2 K), and where he stands toward
/// victory (18.0), all from the engine.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Chart {
    pub sp: u32,
    pub fate_column: String,
    pub cl: u8,
    pub clr: u32,
    pub rp: u32,
    pub wisdom: u8,
    pub x_chit: bool,
    pub x: u8,
    pub fates: Vec<char>,
    pub victory: String,
}

/// A force counter (5.12): whose, where, and — for its owner only — its fleets. An autonomous force's
/// fleets whose kinds are revealed are public, and so is how many lie face down (13.0).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ForceView {
    pub owner: Party,
    pub hex: Hex,
    pub fleets: Option<Fleets>,
    /// An autonomous force's fleets face down, their kinds unknown to all.
    pub unknown: u8,
    /// Shifted this Game-Turn (it shifts no more, 5.12).
    pub shifted: bool,
    /// The wisdom chits its fleets carry, face up for all to see (17.0, 17.22).
    pub chits: u8,
}

/// An autonomous force (13.0), public: its set, the result that called it, its CL, caretaker, whether it is
/// active (13.22), the players it is hostile toward for good (13.26).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AutonomousView {
    pub set: Auto,
    pub letter: char,
    pub cl: u8,
    pub caretaker: Option<Seat>,
    pub active: bool,
    pub enemies: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GateView {
    pub hex: Hex,
    /// `None`: neutral.
    pub owner: Option<Party>,
    /// Its System Points, for its owner only (14.0); an autonomous gate's for all once revealed (13.23).
    pub sp: Option<u8>,
    pub neutralized: bool,
}

/// A face-down potential value chit (3.2), with its value if this seat has seen it (6.11–6.12).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ChitView {
    pub hex: Hex,
    pub value: Option<u8>,
}

/// A force this seat may shift now, with every hex it may shift to and that shift's figures: length,
/// the Scatter Table's modifier, the chance in sixths that it scatters (5.41–5.46), beyond the CLR.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ForceShifts {
    pub from: Hex,
    pub fleets: Fleets,
    /// The force that shifted last, going on (5.21).
    pub go_on: bool,
    pub to: Vec<(Hex, Plan)>,
    /// The wisdom chits it carries, and whether it may take along the one lying in its hex (17.21–17.23).
    pub chits: u8,
    pub may_take: bool,
}

impl ForceShifts {
    /// The destinations and figures of `part` of this force (5.13): which fleets go changes only the die's
    /// modifier for explorers (5.43–5.44), so each plan's modifier and chance of scatter are those of `part`.
    pub fn plans_for(&self, part: Fleets) -> Vec<(Hex, Plan)> {
        let change = shift::explorers_modifier(part) - shift::explorers_modifier(self.fleets);
        if change == 0 {
            return self.to.clone();
        }
        let redo = |p: &Plan| {
            let modifier = p.modifier + change;
            Plan { modifier, scatter_in_6: shift::scatter_in_6(p.length, modifier), ..*p }
        };
        self.to.iter().map(|(h, p)| (*h, redo(p))).collect()
    }
    /// The wisdom chits `part` of this force may carry, fewest to most (17.21–17.22).
    pub fn carry_range(&self, part: Fleets) -> (u8, u8) {
        wisdom::carry_range(self.chits, self.fleets.total().saturating_sub(part.total()), part.total(), self.may_take)
    }
}

/// Beacon stars being placed (15.12): found from `from`; `row` once named.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DiscoveryView {
    pub discoverer: Seat,
    pub from: Hex,
    pub left: u8,
    pub row: Option<Hexrow>,
}

/// A legal action with its words for a button or a list.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub action: Action,
    pub label: String,
    /// The odds of the roll it makes, as this seat may know them (exploration, attack, reduction).
    pub odds: Option<preview::Preview>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub scenario: String,
    pub turn: u32,
    /// The scenario's last Game-Turn; `None`: no limit (18.55).
    pub turns: Option<u32>,
    /// The rules sections the scenario leaves out (18.14: "15.0" beacon stars, "16.0" dust): the map
    /// shows none of what they print.
    pub ignores: &'static [&'static str],
    pub phase: &'static str,
    pub step: Step,
    /// Who acts now (`None`: the game is over).
    pub actor: Option<Seat>,
    /// What the step asks, with its case.
    pub prompt: String,
    pub case: &'static str,
    pub players: Vec<PlayerView>,
    /// This Game-Turn's shift order (4.2).
    pub order: Vec<Seat>,
    pub forces: Vec<ForceView>,
    pub gates: Vec<GateView>,
    pub chits: Vec<ChitView>,
    /// Beacon stars discovered in play (the printed ones are the map's).
    pub beacons: Vec<Hex>,
    /// Hexes this seat has explored successfully (6.1).
    pub explored: Vec<Hex>,
    /// Where the force that may go on shifting stands (5.21).
    pub moving: Option<Hex>,
    /// This seat's forces it may shift now, with their destinations (empty when it is not shifting).
    pub shifts: Vec<ForceShifts>,
    pub discovery: Option<DiscoveryView>,
    /// The maintenance this seat owes now (14.27), in its Resource Allocation Phase.
    pub maintenance: Option<u32>,
    /// Every legal action of this seat now, in the rules' order.
    pub legal: Vec<Choice>,
    /// Every seat that may act now: the actor, or the parties still to seal or open a Contact Index.
    pub actors: Vec<Seat>,
    /// The hexes holding a Contact marker (7.21): public.
    pub contacts: Vec<Hex>,
    /// The core hexes a wisdom chit lies on (3.31, 17.24): public.
    pub wisdom: Vec<Hex>,
    /// The hex being resolved on the Contact Table, and this seat's part in it.
    pub contact: Option<ContactView>,
    /// Every option revealed on the Interaction Displays (8.1): (from, to, option), public.
    pub options: Vec<(Party, Party, Opt)>,
    /// The autonomous forces on the map (13.0).
    pub autonomous: Vec<AutonomousView>,
    /// The Interaction Segment's secret choices, as this seat sees them (8.0).
    pub interaction: Option<InteractionView>,
    /// The hex in conflict, as this seat sees it (9.0).
    pub conflict: Option<ConflictView>,
    /// The viewing seat's civilization chart; none for a seat that is no player of the game.
    pub chart: Option<Chart>,
    /// The fate roll to make, for the player who makes it (11.1).
    pub fate: Option<FateView>,
    /// The dissolution under way, public (11.3): whose, its letter, the SP it takes and the gates taken so far.
    pub dissolution: Option<Dissolution>,
}

/// A hex's conflict as one seat sees it (9.0): who attacks (once known) and who has sealed the stage's
/// choice; the capacities declared and the attacks to come; this seat's own choices now: whether to attack
/// (the players it may attack) or the capacities it may declare (9.15), and its force's true capacity.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ConflictView {
    pub hex: Hex,
    pub stage: Stage,
    pub choosing: Vec<Seat>,
    pub sealed: Vec<Seat>,
    pub attackers: Vec<Party>,
    pub declared: Vec<(Party, u32)>,
    pub to_attack: Vec<Party>,
    pub targets: Vec<Party>,
    pub must: bool,
    pub true_capacity: u32,
    pub may_seal_intent: bool,
    pub may_seal_capacity: Vec<u32>,
}

/// The Interaction Segment as one seat sees it: who chooses, who has sealed, and the players this seat
/// chooses toward (still to seal), each with its option now if it has one (8.11: none means he must choose).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct InteractionView {
    pub choosing: Vec<Seat>,
    pub sealed: Vec<Seat>,
    pub may_seal: Vec<(Party, Option<Opt>)>,
    /// Those of `may_seal` toward whom this seat may not choose C (18.44).
    pub no_c: Vec<Party>,
}

/// A hex's Contact Table resolution as one seat sees it (7.0, 7.13): the parties, who has sealed, and this
/// A fate roll about to be made (11.1): the player's SP and their column, his X results this turn (11.12),
/// his RP and wisdom chits, whether an X chit counts as one spent (18.44); each spending he may choose with
/// the odds of each outcome (faces of six) and the column it reads.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FateView {
    pub sp: u32,
    pub column: String,
    pub x: u8,
    pub rp: u32,
    pub wisdom: u8,
    pub x_chit_counts: bool,
    pub choices: Vec<FateChoice>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FateChoice {
    pub left: u8,
    pub plus: u8,
    pub chits: u8,
    pub rp: u32,
    pub column: String,
    pub odds: Vec<(String, u32)>,
}

/// seat's own range of indices if it chooses one and has not sealed yet (the app seals the one chosen).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ContactView {
    pub hex: Hex,
    pub parties: Vec<Party>,
    pub sealed: Vec<Seat>,
    /// The indices this seat may seal now, each with the chance in sixths that its own roll makes contact.
    pub may_seal: Vec<(u32, u8)>,
}

pub fn view(st: &State, seat: Seat) -> View {
    let now = step(st);
    let mine = |s: Party| s == seat;
    let players = st
        .seats()
        .map(|s| {
            let p = st.player(s);
            PlayerView {
                seat: s,
                player: player(s),
                side: p.side.clone(),
                cl: p.cl,
                clr: p.clr(),
                rp: mine(s.into()).then_some(p.rp),
                fates: p.fates.clone(),
            }
        })
        .collect();
    let forces = st
        .forces
        .iter()
        .map(|f| ForceView {
            owner: f.owner,
            hex: f.hex,
            fleets: (mine(f.owner) || f.owner.auto().is_some()).then_some(f.fleets),
            unknown: f.unknown,
            shifted: f.shifted,
            chits: f.chits,
        })
        .collect();
    let gates = st
        .gates
        .iter()
        .map(|g| GateView {
            hex: g.hex,
            owner: g.owner,
            sp: g.owner.is_some_and(|o| mine(o) || o.auto().is_some() && !g.face_down).then_some(g.sp),
            neutralized: g.neutralized,
        })
        .collect();
    let chits = st
        .chits
        .iter()
        .map(|c| ChitView { hex: c.hex, value: c.known_by.contains(&seat).then_some(c.value) })
        .collect();
    let acting = now.actor() == Some(seat);
    let shifts = match now {
        Step::Shifts { .. } | Step::ReserveShift { .. } if acting => rules::forces(st, seat)
            .into_iter()
            .map(|(from, fleets)| {
                let go_on = st.going_on(from, fleets);
                let to = shift::destinations(st, seat, from, fleets);
                let chits = shift::leaves(st, seat, from, go_on).0;
                let may_take = wisdom::why_not_take(st, seat, from).is_none();
                ForceShifts { from, fleets, go_on, to, chits, may_take }
            })
            .collect(),
        _ => Vec::new(),
    };
    // The listed seals hide nothing (their salt is known): for the CLI, scripts and playouts. The app seals
    // a Contact Index with a salt of its own (`Game::seal`, from `contact.may_seal`) and opens it itself.
    let legal = rules::legal_actions(st, seat)
        .into_iter()
        .map(|action| {
            let label = match action {
                Action::SealIndex { commitment } => contact::choices(st, seat)
                    .into_iter()
                    .find(|&i| contact::commitment(i, LISTED_SALT) == commitment)
                    .map_or_else(|| describe_action(now, &action), |i| format!("Seal a Contact Index of {i} (7.13)")),
                Action::SealIntent { commitment } => {
                    let attack = conflict::intent_commitment(true, LISTED_SALT) == commitment;
                    format!("Seal: {} (9.0)", if attack { "attack" } else { "no attack" })
                }
                Action::SealCapacity { commitment } => conflict::capacities(st, seat)
                    .into_iter()
                    .find(|&k| conflict::capacity_commitment(k, LISTED_SALT) == commitment)
                    .map_or_else(
                        || describe_action(now, &action),
                        |k| format!("Seal an Approximate Conflict Capacity of {k} (9.15)"),
                    ),
                Action::SealOptions { commitment } => {
                    let toward = interaction::choosing_toward(st, seat);
                    interaction::choices(st, seat)
                        .into_iter()
                        .find(|o| interaction::commitment(o, LISTED_SALT) == commitment)
                        .map_or_else(
                            || describe_action(now, &action),
                            |o| {
                                let each: Vec<String> =
                                    toward.iter().zip(&o).map(|(q, o)| format!("{} toward {}", o.letter(), party(*q))).collect();
                                format!("Seal the options {} (8.0)", each.join(", "))
                            },
                        )
                }
                Action::Attack { hex, defender } if conflict::attacking(st, seat) != Party::from(seat) => format!(
                    "{} attacks {}'s force in {hex} (9.0, 13.23)",
                    party(conflict::attacking(st, seat)),
                    party(defender)
                ),
                Action::Dissolve { hex } => match st.gate_at(hex) {
                    Some(g) => format!("Neutralize your StarGate in {hex}, {} SP (11.32)", g.sp),
                    None => describe_action(now, &action),
                },
                _ => describe_action(now, &action),
            };
            let odds = preview::before(st, seat, &action);
            Choice { label, action, odds }
        })
        .collect();
    View {
        seat,
        scenario: st.scenario.clone(),
        turn: st.turn,
        turns: (st.turns < u16::MAX as u32).then_some(st.turns),
        ignores: super::setup::scenario(&st.scenario).map_or(&[], |s| s.ignores),
        phase: phase_name(st.phase),
        step: now,
        actor: now.actor(),
        prompt: prompt(st, now, seat),
        case: case_of(now),
        players,
        order: st.order.clone(),
        forces,
        gates,
        chits,
        beacons: st.beacons.clone(),
        explored: st.players.get(seat.index()).map(|p| p.explored.clone()).unwrap_or_default(),
        moving: st.moving.as_ref().map(|m| m.hex),
        shifts,
        discovery: st.discovery.as_ref().map(|d| DiscoveryView {
            discoverer: d.discoverer,
            from: d.from,
            left: d.left,
            row: d.row,
        }),
        maintenance: matches!(now, Step::Maintenance { .. }).then(|| economy::maintenance(st, seat)),
        legal,
        actors: actors(st),
        contacts: st.contacts.clone(),
        wisdom: super::map::CORE.into_iter().filter(|&h| wisdom::lies_on(st, h)).collect(),
        contact: st.contact.as_ref().map(|c| ContactView {
            hex: c.hex,
            parties: c.parties.clone(),
            sealed: c.parties.iter().filter_map(|p| p.seat()).filter(|s| c.sealing.has_sealed(s.index())).collect(),
            may_seal: if c.sealing.check_seal(seat.index()).is_ok() {
                contact::choices(st, seat).into_iter().map(|i| (i, contact::chance_in_6(i))).collect()
            } else {
                Vec::new()
            },
        }),
        conflict: st.conflict.as_ref().map(|c| {
            let choosing: Vec<Seat> = st.seats().filter(|s| c.sealing.chooses(s.index())).collect();
            let sealing = c.sealing.check_seal(seat.index()).is_ok();
            ConflictView {
                hex: c.hex,
                stage: c.stage,
                sealed: choosing.iter().copied().filter(|s| c.sealing.has_sealed(s.index())).collect(),
                choosing,
                attackers: if c.stage == Stage::Intent { Vec::new() } else { c.attackers.clone() },
                declared: c.declared.clone(),
                to_attack: c.to_attack.clone(),
                targets: conflict::targets(st, seat.into(), c.hex),
                must: !conflict::must_attack(st, seat.into(), c.hex).is_empty(),
                true_capacity: conflict::true_capacity(st.fleets_of(seat, c.hex)),
                may_seal_intent: sealing && c.stage == Stage::Intent,
                may_seal_capacity: if sealing { conflict::capacities(st, seat) } else { Vec::new() },
            }
        }),
        chart: st.players.get(seat.index()).map(|p| {
            Chart {
                sp: st.system_points(seat),
                fate_column: fate_column_name(fate::column(st, seat, 0)),
                cl: p.cl,
                clr: super::shift::clr(st, seat),
                rp: p.rp,
                wisdom: p.wisdom,
                x_chit: p.x_chit,
                x: fate::x_results(st, seat),
                fates: p.fates.clone(),
                victory: super::victory::progress(st, seat),
            }
        }),
        fate: matches!(now, Step::Fate { seat: s } if s == seat).then(|| FateView {
            sp: st.system_points(seat),
            column: fate_column_name(fate::column(st, seat, 0)),
            x: fate::x_results(st, seat),
            rp: st.player(seat).rp,
            wisdom: st.player(seat).wisdom,
            x_chit_counts: fate::chits_counted(st, seat, 0) > 0,
            choices: fate::spendings(st, seat)
                .into_iter()
                .map(|s| FateChoice {
                    left: s.left,
                    plus: s.plus,
                    chits: s.chits,
                    rp: s.rp(),
                    column: fate_column_name(fate::column(st, seat, s.left)),
                    odds: fate::odds(st, seat, s),
                })
                .collect(),
        }),
        dissolution: st.dissolution.clone(),
        options: st.options.clone(),
        autonomous: st
            .autonomous
            .iter()
            .map(|x| AutonomousView {
                set: x.set,
                letter: x.letter,
                cl: x.cl,
                caretaker: x.caretaker,
                active: super::autonomous::active(st, x.set),
                enemies: x.enemies.clone(),
            })
            .collect(),
        interaction: st.interaction.as_ref().map(|i| {
            let sealed = |s: &Seat| i.sealing.has_sealed(s.index());
            InteractionView {
                choosing: i.toward.iter().map(|t| t.0).collect(),
                sealed: i.toward.iter().map(|t| t.0).filter(sealed).collect(),
                may_seal: if i.sealing.check_seal(seat.index()).is_ok() {
                    interaction::choosing_toward(st, seat)
                        .into_iter()
                        .map(|q| (q, interaction::option(st, seat, q)))
                        .collect()
                } else {
                    Vec::new()
                },
                no_c: interaction::choosing_toward(st, seat)
                    .into_iter()
                    .filter(|&q| interaction::c_barred(st, seat, q))
                    .collect(),
            }
        }),
    }
}

/// The prompt for `seat`: the step's words for the one who acts, who is acting for the others.
fn prompt(st: &State, now: Step, seat: Seat) -> String {
    if let Step::Intent { hex } | Step::Capacity { hex } = now {
        let waiting = actors(st);
        let sealing = st.conflict.as_ref().is_some_and(|c| c.sealing.check_seal(seat.index()).is_ok());
        return if sealing {
            format!("Conflict in {hex}: {} ({}).", prompt_of(now), case_of(now))
        } else if waiting.contains(&seat) {
            format!("Conflict in {hex}: all have sealed; reveal your choice ({}).", case_of(now))
        } else {
            let who: Vec<String> = waiting.iter().map(|&s| player(s)).collect();
            format!("Conflict in {hex}: waiting for {} to seal or reveal ({}).", who.join(", "), case_of(now))
        };
    }
    if now == Step::InteractionOptions {
        let waiting = actors(st);
        let sealing = st.interaction.as_ref().is_some_and(|i| i.sealing.check_seal(seat.index()).is_ok());
        return if sealing {
            "Interaction: choose your option toward each player you are in contact with, in secret (8.0).".into()
        } else if waiting.contains(&seat) {
            "Interaction: every player has sealed; reveal your options (8.0).".into()
        } else {
            let who: Vec<String> = waiting.iter().map(|&s| player(s)).collect();
            format!("Interaction: waiting for {} to seal or reveal options (8.0).", who.join(", "))
        };
    }
    if let Step::ContactIndex { hex } = now {
        let waiting = actors(st);
        let sealing = st.contact.as_ref().is_some_and(|c| c.sealing.check_seal(seat.index()).is_ok());
        return if sealing {
            format!("Contact in {hex}: choose your Contact Index in secret (7.13).")
        } else if waiting.contains(&seat) {
            format!("Contact in {hex}: every party has sealed; open your Contact Index (7.13).")
        } else {
            let who: Vec<String> = waiting.iter().map(|&s| player(s)).collect();
            format!("Contact in {hex}: waiting for {} to seal or open a Contact Index (7.13).", who.join(", "))
        };
    }
    match now.actor() {
        None => "The game is over.".into(),
        Some(s) if s == seat => {
            let mut p = prompt_of(now).to_string();
            // ASCII: Unicode case tables are code the wasm need not carry (issue 20).
            if let Some(first) = p.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            if let (Step::Attrition { .. }, Some(a)) = (now, &st.attrition) {
                let (what, case) = if a.case == "9.18" { ("conflict", "9.18") } else { ("scatter's attrition", "5.24") };
                p = format!("Choose the StarFleets your {what} takes: {} of your {} in {} ({case}).", a.count, a.fleets.words(), a.hex);
            } else {
                p = format!("{p} ({}).", case_of(now));
            }
            p
        }
        Some(s) => format!("{} ({}) is acting: {}.", player(s), st.player(s).side, prompt_of(now)),
    }
}

/// An action in words, for buttons and lists.
pub fn describe_action(now: Step, a: &Action) -> String {
    match a {
        Action::Shift { from, fleets, to, chits } => {
            format!("Shift {} from {from} to {to}{}", fleets.words(), super::log::carrying(*chits))
        }
        Action::Stop => "Stop this force's shifting (5.21)".into(),
        Action::PlaceGate { hex } => format!("Place the autonomous StarGate in {hex} (13.13)"),
        Action::AutonomousShift { set, from, count, to } => format!(
            "Shift {count} of {}'s StarFleets from {from} to {to} (13.24, 13.31)",
            party((*set).into())
        ),
        Action::KeepX { keep: true } => "Keep the X chit, its restrictions and help with it (18.45)".into(),
        Action::KeepX { keep: false } => "Give the X chit back among the spares (18.45)".into(),
        Action::Lose { fleets } => format!("Lose {}", fleets.words()),
        Action::Row { row } => format!("Name {} for the beacon star", row.words()),
        Action::Beacon { hex } => format!("Place the beacon star in {hex}"),
        Action::Explore { hex } => format!("Explore {hex}"),
        Action::Disband { hex, fleets } => format!("Disband {} in {hex} (14.28)", fleets.words()),
        Action::Maintain => "Pay the maintenance (14.27)".into(),
        Action::Create { hex, fleets } => format!("Create a StarGate in {hex} with {}", fleets.words()),
        Action::Augment { hex, fleets } => format!("Augment the StarGate in {hex} with {}", fleets.words()),
        Action::Deneutralize { hex, fleets } => {
            format!(
                "De-neutralize the StarGate in {hex}{}",
                if fleets.is_empty() { String::new() } else { format!(" with {}", fleets.words()) }
            )
        }
        Action::Raise { hex, kind } => format!("Raise one {} StarFleet in {hex} ({} RP)", kind.name(), kind.cost()),
        Action::SealIndex { .. } => "Seal your Contact Index (7.13)".into(),
        Action::OpenIndex { index, .. } => format!("Open your Contact Index of {index} (7.13)"),
        Action::SealOptions { .. } => "Seal your interaction options (8.0)".into(),
        Action::Reduce { hex, attempt: true } => format!("Attempt to reduce the StarGate in {hex} (10.1)"),
        Action::SealIntent { .. } => "Seal whether you attack (9.0)".into(),
        Action::OpenIntent { attack, .. } => format!("Reveal that you {}attack (9.0)", if *attack { "" } else { "do not " }),
        Action::SealCapacity { .. } => "Seal your Approximate Conflict Capacity (9.15)".into(),
        Action::OpenCapacity { capacity, .. } => format!("Reveal your Approximate Conflict Capacity of {capacity} (9.15)"),
        Action::Attack { hex, defender } => format!("Attack {}'s force in {hex} (9.0)", party(*defender)),
        Action::Fate { left: 0, plus: 0, chits: 0 } => "Roll on the Fate Table spending nothing (11.1)".into(),
        Action::Fate { left, plus, chits } => {
            let s = super::fate::Spending { left: *left, plus: *plus, chits: *chits };
            let mut what = Vec::new();
            if *left > 0 {
                what.push(format!("{left} left"));
            }
            if *plus > 0 {
                what.push(format!("{plus:+} on the die"));
            }
            if *chits > 0 {
                what.push(count(*chits, "wisdom chit", "wisdom chits"));
            }
            format!("Roll on the Fate Table spending {} RP ({}) (11.13–11.16)", s.rp(), what.join(", "))
        }
        Action::Dissolve { hex } => format!("Neutralize your StarGate in {hex} (11.32)"),
        Action::Reduce { hex, attempt: false } => format!("Leave the StarGate in {hex} alone (10.1)"),
        Action::OpenOptions { options, .. } => {
            let letters: String = options.iter().map(|o| o.letter()).collect();
            format!("Reveal your interaction options {letters} (8.0)")
        }
        Action::EndPhase => match now {
            Step::Shifts { .. } => "End your regular shifts",
            Step::ReserveShift { .. } => "End your reserve shift",
            Step::Exploration { .. } => "End your exploration",
            Step::Builds { .. } => "End your builds",
            _ => "End your orders",
        }
        .into(),
    }
}
