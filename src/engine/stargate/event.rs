//! StarGate's events: everything that happens, the only way the state changes (see [`apply`]), and the
//! source of the log (see [`describe`]).

use super::data::{self, GATE_NAMES};
use super::state::{unit_name, unit_names, Approach, Declared, Dispersal, Loc, Mode, Motion, Phase, Side, Skim, State, UnitId};
use super::tables::{crt_column, ApproachNumber, CombatResult, Shielded, Tactic, CRT_COLUMNS};
use crate::engine::game::Marks;
use crate::engine::hex::{Dir, Hex};
use serde::Serialize;

/// What a die roll is for: the table or rule and the row it feeds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "for", rename_all = "snake_case")]
pub enum Purpose {
    /// 3.2: how many face-down units enter this Stargate (later deployments halve the roll, rounding up).
    Deployment { gate: u8, halved: bool },
    /// 5.8: which of the face-down units is turned over (drawn blind: any of `among` equally likely).
    RevealDraw { gate: u8, among: u8 },
    /// 5.8: the orbit hex a just-revealed unit is placed in.
    RevealOrbit { gate: u8 },
    /// 5.2: one enemy unit's fire at a Turning Unit (`None`: a face-down unit in a Stargate); 1–2 eliminates.
    TurningFire { firer: Option<UnitId> },
    /// 5.41: a teleport through a Stargate; 1 eliminates.
    StargateTransit { gate: u8 },
    /// 11.2: a teleport through the Nullgate; 1–2 eliminates.
    NullgateTransit,
    /// 5.45: an Igugui teleport of more than six hexes; 1 = one hex further, 6 = one hex back.
    TeleportDrift,
    /// 5.7: the direction of a mindless transport (the orbit hex of that number).
    MindlessDirection { unit: UnitId },
    /// 11.3: the Nullgate's gravity at the end of the Game-Turn: 1–2 a Virunian unit in a value-4 hex is
    /// lost, 3–4 a Coalition unit, 5–6 none.
    NullgateGravity,
    /// 7.13: the approach die against the approach number.
    Approach { number: ApproachNumber },
    /// 9.2: the Combat Results Table, in the column of this differential (a berserk attack, 9.5, too).
    Combat { differential: i32, berserk: bool },
}

impl Purpose {
    pub fn case(&self) -> &'static str {
        match self {
            Purpose::Deployment { .. } => "3.2",
            Purpose::RevealDraw { .. } | Purpose::RevealOrbit { .. } => "5.8",
            Purpose::TurningFire { .. } => "5.2",
            Purpose::StargateTransit { .. } => "5.41",
            Purpose::NullgateTransit => "11.2",
            Purpose::TeleportDrift => "5.45",
            Purpose::MindlessDirection { .. } => "5.7",
            Purpose::NullgateGravity => "11.3",
            Purpose::Approach { .. } => "7.13",
            Purpose::Combat { .. } => "9.2",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    TurnBegan { turn: u32 },
    PhaseBegan { phase: Phase },
    Rolled { sides: u32, face: u32, purpose: Purpose },
    Staged { unit: UnitId, hex: Hex },
    Deployed { gate: u8, count: u8 },
    Revealed { unit: UnitId, gate: u8, hex: Hex },
    /// A unit (or combined unit) begins its movement for this phase.
    MoveBegan { motion: Motion, bonus: bool },
    /// One leg of movement; `motion` is the bookkeeping after it.
    Moved { units: Vec<UnitId>, path: Vec<Hex>, motion: Motion },
    /// A linear mover left its straight path: enemy units within eight hexes fire (5.2).
    Turned { units: Vec<UnitId>, at: Hex, firers: u8 },
    /// Gate-skimming status set or cleared (5.31–5.33).
    Skimming { units: Vec<UnitId>, skim: Option<Skim> },
    /// Remaining movement doubled on leaving an orbit circle (5.34).
    Doubled { units: Vec<UnitId>, mp: u8 },
    /// Placed by the random drift of a long Igugui teleport (5.45).
    Drifted { units: Vec<UnitId>, to: Hex },
    /// A unit's movement for this phase is over.
    MoveEnded { units: Vec<UnitId> },
    /// A mindless transport is carried five hexes (5.7).
    MindlessMoved { unit: UnitId, dir: Dir, to: Option<Hex> },
    Eliminated { unit: UnitId, case: String, why: String },
    /// A unit moved into an enemy-occupied hex: the approach routine begins (7.1).
    ApproachBegan { approach: Approach, attackers: u8, defenders: u8 },
    /// The Virunian Player names an option he is not choosing (7.34).
    Announced { tactic: Tactic },
    /// The moving player has chosen his option in secret (7.11).
    Committed { hash: u64 },
    /// The defender's option (7.11).
    Defended { tactic: Tactic },
    /// The defending Virunian Player has chosen his option in secret, first (7.11, 7.34): `Action::Conceal`.
    Concealed { hash: u64 },
    /// The moving player's option, chosen in the open once the defender's is concealed (7.11).
    Chosen { tactic: Tactic },
    /// Both options shown and cross-referenced (7.12, 7.5).
    ChitsRevealed { attack: Tactic, defense: Tactic, shield: Option<Shielded>, number: ApproachNumber },
    /// A "d" result among several defenders: their owner chooses the unit lost (7.13).
    ApproachLoss,
    /// The approach routine is over; a surviving mover may go on (7.0).
    ApproachEnded,
    /// The phasing player declares an attack on the enemy units in `hex` (9.0).
    CombatDeclared { hex: Hex },
    /// A unit (or combined unit) joins the declared attack by ranged attack, adding `strength` (10.2).
    Joined { units: Vec<UnitId>, strength: u8 },
    /// The attack's strengths are totalled (9.0, 9.4, 10.2, 11.1).
    Combat { hex: Hex, attackers: Vec<UnitId>, ranged: Vec<UnitId>, defenders: Vec<UnitId>, attack: i32, defense: i32 },
    /// The Combat Results Table's result (9.2).
    CombatResult { hex: Hex, result: CombatResult },
    /// These units are dispersed, each placed by the player named (9.2).
    DispersalOrdered { units: Vec<Dispersal> },
    Dispersed { unit: UnitId, to: Hex },
    /// A weapons unit's control unit is lost: it goes berserk (9.5).
    BerserkTriggered { unit: UnitId },
    /// The berserk weapons unit attacks the nearest unit at 6 (9.5).
    BerserkAttack { unit: UnitId, target: UnitId, attack: i32, defense: i32 },
    GameWon { winner: Side, case: String },
}

impl Event {
    /// Die rolls and reveals: undo may not cross them.
    pub fn blocks_undo(&self) -> bool {
        matches!(
            self,
            Event::Rolled { .. }
                | Event::Revealed { .. }
                | Event::Announced { .. }
                | Event::Defended { .. }
                | Event::Chosen { .. }
                | Event::ChitsRevealed { .. }
        )
    }
}

/// Applies one event to the state. Every state change goes through here.
pub fn apply(st: &mut State, ev: &Event) {
    match ev {
        Event::TurnBegan { turn } => st.turn = *turn,
        Event::PhaseBegan { phase } => {
            st.phase = *phase;
            st.movement = Default::default();
            st.combat = Default::default();
        }
        Event::Rolled { sides, face, .. } => {
            let rolled = st.dice.roll(*sides);
            debug_assert_eq!(rolled, *face);
        }
        Event::Staged { unit, hex } => st.units[*unit as usize].loc = Loc::At(*hex),
        Event::Deployed { gate, count } => {
            st.face_down[*gate as usize] += count;
            st.deployments = st.deployments.max(1);
        }
        Event::Revealed { unit, gate, hex } => {
            st.face_down[*gate as usize] -= 1;
            st.units[*unit as usize].loc = Loc::At(*hex);
        }
        Event::MoveBegan { motion, bonus } => {
            let m = &mut st.movement;
            m.moved.extend(motion.units.iter().copied());
            if let Some(l) = motion.lender {
                m.lenders.push(l);
            }
            if let Some(g) = motion.units.first().and_then(|&u| data::counters()[u as usize].group()) {
                m.group_moves[g as usize - 1] += 1;
            }
            m.bonus |= *bonus;
            m.motion = Some(motion.clone());
        }
        Event::Moved { units, path, motion } => {
            if let Some(&to) = path.last() {
                for &u in units {
                    st.units[u as usize].loc = Loc::At(to);
                }
            }
            st.movement.motion = Some(motion.clone());
        }
        Event::Turned { .. } => {}
        Event::Skimming { units, skim } => {
            for &u in units {
                st.units[u as usize].skim = *skim;
            }
        }
        Event::Doubled { mp, .. } => {
            if let Some(m) = st.movement.motion.as_mut() {
                m.mp = *mp;
                m.augmented = true;
            }
        }
        Event::Drifted { units, to } => {
            for &u in units {
                st.units[u as usize].loc = Loc::At(*to);
            }
        }
        Event::MoveEnded { .. } => st.movement.motion = None,
        Event::MindlessMoved { unit, to, .. } => {
            if let Some(h) = to {
                st.units[*unit as usize].loc = Loc::At(*h);
            }
        }
        Event::Eliminated { unit, .. } => {
            if let (Phase::VirunianMovement | Phase::CoalitionMovement, Some(h)) = (st.phase, st.hex_of(*unit)) {
                st.movement.lost.push((*unit, h));
            }
            st.dispersal.retain(|d| d.unit != *unit);
            st.berserk.retain(|w| w != unit);
            let u = &mut st.units[*unit as usize];
            u.loc = Loc::Eliminated;
            u.skim = None;
            if let Some(m) = st.movement.motion.as_mut() {
                m.units.retain(|x| x != unit);
                if m.units.is_empty() {
                    st.movement.motion = None;
                }
            }
        }
        Event::ApproachBegan { approach, .. } => {
            st.movement.approached.extend(approach.units.iter().map(|&u| (u, approach.hex)));
            st.movement.approach = Some(approach.clone());
        }
        Event::Announced { tactic } => with_approach(st, |a| a.announced = Some(*tactic)),
        Event::Committed { hash } => with_approach(st, |a| a.commitment = Some(*hash)),
        Event::Defended { tactic } => with_approach(st, |a| a.defense = Some(*tactic)),
        Event::Concealed { hash } => with_approach(st, |a| a.concealed = Some(*hash)),
        Event::Chosen { tactic } => with_approach(st, |a| a.attack = Some(*tactic)),
        Event::ChitsRevealed { attack, defense, .. } => with_approach(st, |a| {
            a.attack = Some(*attack);
            a.defense = Some(*defense);
        }),
        Event::ApproachLoss => with_approach(st, |a| a.loss = true),
        Event::ApproachEnded => st.movement.approach = None,
        Event::CombatDeclared { hex } => st.combat.declared = Some(Declared { hex: *hex, ranged: Vec::new() }),
        Event::Joined { units, .. } => {
            if let Some(d) = st.combat.declared.as_mut() {
                d.ranged.extend(units);
            }
        }
        Event::Combat { hex, attackers, ranged, defenders, .. } => {
            let c = &mut st.combat;
            c.resolved.push(*hex);
            c.used.extend(attackers.iter().chain(ranged));
            c.attacked.extend(defenders);
            c.declared = None;
        }
        Event::CombatResult { .. } => {}
        Event::DispersalOrdered { units } => st.dispersal.extend(units),
        Event::Dispersed { unit, to } => {
            let u = &mut st.units[*unit as usize];
            u.loc = Loc::At(*to);
            u.skim = None;
            if let Some(i) = st.dispersal.iter().position(|d| d.unit == *unit) {
                st.dispersal.remove(i);
            }
        }
        Event::BerserkTriggered { unit } => st.berserk.push(*unit),
        Event::BerserkAttack { unit, .. } => st.berserk.retain(|w| w != unit),
        Event::GameWon { winner, .. } => {
            st.winner = Some(*winner);
            st.phase = Phase::GameOver;
            st.movement.motion = None;
        }
    }
}

fn with_approach(st: &mut State, f: impl FnOnce(&mut Approach)) {
    if let Some(a) = st.movement.approach.as_mut() {
        f(a);
    }
}


/// The event in words, with its rule case.
pub fn describe(ev: &Event) -> String {
    match ev {
        Event::TurnBegan { turn } => format!("Game-Turn {turn} begins (4.0)."),
        Event::PhaseBegan { phase } => format!("{} (4.0).", phase.name()),
        Event::Rolled { sides, face, purpose } => {
            let what = match purpose {
                Purpose::Deployment { gate, halved } => format!(
                    "deployment into {}{}",
                    GATE_NAMES[*gate as usize],
                    if *halved { ", halved rounding up" } else { "" }
                ),
                Purpose::RevealDraw { gate, among } => {
                    format!("drawing blind among {among} face-down units for {}", GATE_NAMES[*gate as usize])
                }
                Purpose::RevealOrbit { gate } => format!("orbit hex of {}", GATE_NAMES[*gate as usize]),
                Purpose::TurningFire { firer } => format!(
                    "turning fire by {} (1–2 eliminates)",
                    firer.map(unit_name).unwrap_or_else(|| "a face-down unit".into())
                ),
                Purpose::StargateTransit { gate } => {
                    format!("teleport through {} (1 eliminates)", GATE_NAMES[*gate as usize])
                }
                Purpose::NullgateTransit => "teleport through the Nullgate (1–2 eliminates)".into(),
                Purpose::TeleportDrift => "long Igugui teleport (1: one hex further, 6: one hex back)".into(),
                Purpose::MindlessDirection { unit } => format!("direction of mindless {}", unit_name(*unit)),
                // 7.13: the die against the approach number; its outcome in the same line.
                Purpose::Approach { number } => format!(
                    "approach number {number}: {}",
                    match (*face <= number.number as u32, number.d) {
                        (true, true) => "at or under it, one defending unit is lost",
                        (true, false) => "at or under it, the moving unit is lost",
                        (false, _) => "over it, nobody is lost",
                    }
                ),
                // 9.2: the column by the differential, the row by the die.
                Purpose::Combat { differential, berserk } => format!(
                    "Combat Results Table{}, column {} (differential {differential:+}), row {face}",
                    if *berserk { " (berserk attack, 9.5)" } else { "" },
                    crt_column(*differential).map(|c| CRT_COLUMNS[c]).unwrap_or("none")
                ),
                Purpose::NullgateGravity => {
                    "Nullgate gravity (1–2: a Virunian unit in a value-4 hex is lost, 3–4: a Coalition unit, 5–6: none)".into()
                }
            };
            let die = if *sides == 6 { "Die".to_string() } else { format!("Draw 1–{sides}") };
            format!("{die}: {face} — {what} ({}).", purpose.case())
        }
        Event::Staged { unit, hex } => format!("{} is staged in {hex} (3.1).", unit_name(*unit)),
        Event::Deployed { gate, count } => {
            format!("{count} face-down unit(s) deployed into {} (3.2).", GATE_NAMES[*gate as usize])
        }
        Event::Revealed { unit, gate, hex } => format!(
            "A unit in {} is revealed: {}, placed in orbit hex {} ({hex}) (5.8).",
            GATE_NAMES[*gate as usize],
            unit_name(*unit),
            data::orbit_of(*hex).map(|(_, n)| n).unwrap_or(0)
        ),
        Event::MoveBegan { motion, bonus } => format!(
            "{} begins to move by {}{}{} (5.0{}).",
            unit_names(&motion.units),
            motion.mode.name(),
            match motion.lender {
                Some(l) => format!(", lent by {}", unit_name(l)),
                None => String::new(),
            },
            if *bonus { " as the Virunian bonus move" } else { "" },
            if *bonus { ", 5.8" } else if motion.lender.is_some() { ", 5.5" } else { "" }
        ),
        Event::Moved { units, path, motion } => {
            let route: Vec<String> = path.iter().map(|h| h.label()).collect();
            let left = match motion.mode {
                Mode::Teleport => String::new(),
                _ => format!("; {} movement point(s) left", motion.mp),
            };
            format!("{} moves {}{left}.", unit_names(units), route.join(" → "))
        }
        Event::Turned { units, at, firers } => {
            format!("{} turns at {at}: {firers} enemy unit(s) within eight hexes fire (5.2).", unit_names(units))
        }
        Event::Skimming { units, skim } => match skim {
            Some(s) => format!(
                "{} skims {} {}, orbit hex {} of at least 3 (5.31–5.32).",
                unit_names(units),
                GATE_NAMES[s.gate as usize],
                if s.clockwise { "clockwise" } else { "counter-clockwise" },
                s.entered.min(3)
            ),
            None => format!("{} leaves the orbit circle (5.33).", unit_names(units)),
        },
        Event::Doubled { units, mp } => {
            format!("{} leaves orbit with movement doubled: {mp} point(s) left, no more turns (5.34).", unit_names(units))
        }
        Event::Drifted { units, to } => format!("{} drifts to {to} (5.45).", unit_names(units)),
        Event::MoveEnded { units } => format!("{} ends its movement.", unit_names(units)),
        Event::MindlessMoved { unit, dir, to } => match to {
            Some(h) => format!("Mindless {} is carried five hexes {} to {h} (5.7).", unit_name(*unit), dir.name()),
            None => format!("Mindless {} is carried {} (5.7).", unit_name(*unit), dir.name()),
        },
        Event::Eliminated { unit, case, why } => format!("{} is eliminated: {why} ({case}).", unit_name(*unit)),
        Event::ApproachBegan { approach, attackers, defenders } => format!(
            "{} moves into the enemy-occupied hex {}: approach routine (7.1); {attackers} moving against {defenders} defending unit(s){} (7.4).",
            unit_names(&approach.units),
            approach.hex,
            match approach.shield {
                Some(Shielded::Defender) => ", the defender is shielded",
                Some(Shielded::Attacker) => ", the moving player is shielded",
                None => ", nobody is shielded",
            }
        ),
        Event::Announced { tactic } => format!("The Virunian Player announces he is not choosing {} (7.34).", tactic.name()),
        Event::Committed { .. } => "The moving player chooses an approach option in secret (7.11).".into(),
        Event::Defended { .. } => "The defender chooses an approach option in secret (7.11).".into(),
        Event::Concealed { .. } => "The defending Virunian Player chooses an approach option in secret, first (7.11, 7.34).".into(),
        Event::Chosen { .. } => "The moving player chooses an approach option; both are shown together (7.11, 7.12).".into(),
        Event::ChitsRevealed { attack, defense, shield, number } => format!(
            "Approach options revealed: moving player {}, defender {}: approach number {number} (7.2{}).",
            attack.name(),
            defense.name(),
            match shield {
                Some(Shielded::Defender) => ", 7.5 defender shielded",
                Some(Shielded::Attacker) => ", 7.5 moving player shielded",
                None => "",
            }
        ),
        Event::ApproachLoss => "One defending unit is lost: the defender chooses which (7.13).".into(),
        Event::ApproachEnded => "The approach routine is over (7.1).".into(),
        Event::CombatDeclared { hex } => format!("Attack declared on {hex} (9.0)."),
        Event::Joined { units, strength } => format!("{} joins by ranged attack, adding {strength} (10.2).", unit_names(units)),
        Event::Combat { hex, attackers, ranged, defenders, attack, defense } => format!(
            "Combat in {hex}: {}{} ({attack}) against {} ({defense}): differential {:+} (9.0{}).",
            unit_names(attackers),
            if ranged.is_empty() { String::new() } else { format!(" with ranged {}", unit_names(ranged)) },
            unit_names(defenders),
            attack - defense,
            if attack - defense < -2 { ", 9.1: below −2, the attackers in the hex are eliminated" } else { "" }
        ),
        Event::CombatResult { hex, result } => format!("Result in {hex}: {}, {} (9.2).", result.name(), result.meaning()),
        Event::DispersalOrdered { units } => {
            let ids: Vec<UnitId> = units.iter().map(|d| d.unit).collect();
            format!("{} to be dispersed by the {} Player (9.2).", unit_names(&ids), units[0].by.name())
        }
        Event::Dispersed { unit, to } => format!("{} is dispersed to {to} (9.2).", unit_name(*unit)),
        Event::BerserkTriggered { unit } => format!("{} goes berserk: its control unit is lost (9.5).", unit_name(*unit)),
        Event::BerserkAttack { unit, target, attack, defense } => format!(
            "Berserk {} attacks the nearest unit, {} ({attack} against {defense}) (9.5).",
            unit_name(*unit),
            unit_name(*target)
        ),
        Event::GameWon { winner, case } => format!("The {} Player wins ({case}).", winner.name()),
    }
}

/// Where the event happened: its hexes and units. StarGate's events hold nothing a seat may not know (see
/// `Game::describe`), so the marks are the same for every seat. Events that name no place (the approach's
/// options, 7.1) have none.
pub fn marks(ev: &Event) -> Marks {
    let gate = |g: &u8| vec![data::gate_hex(*g as usize)];
    let (hexes, units): (Vec<Hex>, Vec<UnitId>) = match ev {
        Event::Rolled { purpose, .. } => match purpose {
            Purpose::Deployment { gate: g, .. }
            | Purpose::RevealDraw { gate: g, .. }
            | Purpose::RevealOrbit { gate: g }
            | Purpose::StargateTransit { gate: g } => (gate(g), vec![]),
            Purpose::TurningFire { firer: Some(u) } | Purpose::MindlessDirection { unit: u } => (vec![], vec![*u]),
            _ => (vec![], vec![]),
        },
        Event::Staged { unit, hex } | Event::Revealed { unit, hex, .. } => (vec![*hex], vec![*unit]),
        Event::Deployed { gate: g, .. } => (gate(g), vec![]),
        Event::MoveBegan { motion, .. } => (vec![], motion.units.clone()),
        Event::Moved { units, path, .. } => (path.clone(), units.clone()),
        Event::Turned { units, at, .. } => (vec![*at], units.clone()),
        Event::Drifted { units, to } => (vec![*to], units.clone()),
        Event::Skimming { units, .. } | Event::Doubled { units, .. } | Event::MoveEnded { units } => {
            (vec![], units.clone())
        }
        Event::MindlessMoved { unit, to, .. } => (to.iter().copied().collect(), vec![*unit]),
        Event::Eliminated { unit, .. } | Event::BerserkTriggered { unit } => (vec![], vec![*unit]),
        Event::ApproachBegan { approach, .. } => (vec![approach.hex], approach.units.clone()),
        Event::CombatDeclared { hex } | Event::CombatResult { hex, .. } => (vec![*hex], vec![]),
        Event::Joined { units, .. } => (vec![], units.clone()),
        Event::Combat { hex, attackers, ranged, defenders, .. } => {
            (vec![*hex], attackers.iter().chain(ranged).chain(defenders).copied().collect())
        }
        Event::DispersalOrdered { units } => {
            (units.iter().map(|d| d.from).collect(), units.iter().map(|d| d.unit).collect())
        }
        Event::Dispersed { unit, to } => (vec![*to], vec![*unit]),
        Event::BerserkAttack { unit, target, .. } => (vec![], vec![*unit, *target]),
        _ => (vec![], vec![]),
    };
    Marks { hexes, units: units.into_iter().map(u32::from).collect() }
}

/// The results of an approach (7.2 the approach number, 7.13 the die and the loss) and of combat (9.1 the
/// attackers lost below −2, 9.2 the die and the result, dispersal, 9.5 berserk): the shell's banner.
pub fn is_result(ev: &Event) -> bool {
    match ev {
        Event::Rolled { purpose, .. } => matches!(purpose, Purpose::Approach { .. } | Purpose::Combat { .. }),
        Event::Eliminated { case, .. } => case.starts_with("7.") || case.starts_with("9."),
        Event::ChitsRevealed { .. }
        | Event::ApproachLoss
        | Event::CombatResult { .. }
        | Event::DispersalOrdered { .. }
        | Event::BerserkTriggered { .. }
        | Event::BerserkAttack { .. } => true,
        _ => false,
    }
}
