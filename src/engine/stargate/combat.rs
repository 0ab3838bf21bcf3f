//! Combat (9.0–9.5), ranged attack (10.0–10.3) and the energy fields in combat (11.1).
//!
//! Every attack is on one defending hex: all phasing units in it attack all enemy units in it (9.0), a
//! Virunian Tri-Ship adds its full strength 10 against its own and each adjacent hex (9.4), and other
//! units may join by ranged attack (10.0). The phasing player declares an attack (`Attack`), lets
//! ranged units join (`Join`), and rolls (`Resolve`); results apply at once, dispersed units are placed
//! by the opposing player (`Disperse`), and a weapons unit whose control unit is lost attacks the nearest
//! unit (9.5), in any phase.
//!
//! Interpretations (also in docs/design.md):
//! - 9.4: a Tri-Ship attacks each adjacent enemy hex separately at 10, an exception to 9.1's one attack
//!   per unit; being engaged so, it makes no ranged attack.
//! - 11.1 adds the hex value to the Virunian total in that hex (attack or defence, never below 0), and to
//!   an adjacent Tri-Ship from its own hex; a ranged attack uses the printed strength (10.2); orbit hexes
//!   add nothing.
//! - 9.1's automatic elimination below −2 strikes the attacking units in the hex; a lone adjacent Tri-Ship
//!   that cannot reach −2 simply makes no attack there.
//! - Dispersal (9.2) goes to a hex with no unit in it, on the map and open to movement, within five hexes;
//!   a unit with no such hex is eliminated.

use super::action::Action;
use super::data::{self, Kind, Race, Role};
use super::event::{Event, Purpose};
use super::movement::refuse;
use super::rules::{Ctx, Eliminate};
use super::state::{Declared, Dispersal, Phase, Side, State, UnitId};
use super::tables::{crt_column, CombatResult, CRT};
use crate::engine::game::Refusal;
use crate::engine::hex::Hex;

/// The strength of units of one side in one hex (8.0): units of one Tri-Ship use the chart (8.1, 8.2),
/// others add up. With `attack`, defence-only values count 0 (9.3).
pub fn strength(st: &State, units: &[UnitId], attack: bool) -> i32 {
    let mut total = 0;
    let mut done: Vec<UnitId> = Vec::new();
    for &u in units {
        if done.contains(&u) {
            continue;
        }
        let group: Vec<UnitId> = match st.group(u) {
            Some(g) => units.iter().copied().filter(|&o| st.group(o) == Some(g)).collect(),
            None => vec![u],
        };
        done.extend(&group);
        total += if group.len() > 1 {
            let has = |r| group.iter().any(|&o| st.role(o) == Some(r));
            let c = data::combined(has(Role::Control), has(Role::Transport), has(Role::Weapons)).expect("2 or 3 roles");
            if attack && c.defense_only { 0 } else { c.strength as i32 }
        } else {
            let c = st.counter(u);
            (if attack { c.attack } else { c.defense }) as i32
        };
    }
    total
}

/// The energy value added to Virunian units in `h` during a Combat Phase (11.1); orbit numbers are no
/// energy values.
pub fn energy(st: &State, h: Hex) -> i32 {
    let combat = matches!(st.phase, Phase::VirunianCombat | Phase::CoalitionCombat);
    if combat && data::orbit_of(h).is_none() { data::energy(h) as i32 } else { 0 }
}

/// The combat strength of `units`, all of one side in hex `h`, with the energy field (11.1).
fn in_hex(st: &State, units: &[UnitId], h: Hex, attack: bool) -> i32 {
    if units.is_empty() {
        return 0;
    }
    let field = if st.side(units[0]) == Side::Virunian { energy(st, h) } else { 0 };
    (strength(st, units, attack) + field).max(0)
}

fn side_in(st: &State, h: Hex, side: Side) -> Vec<UnitId> {
    st.units_at(h).filter(|&u| st.side(u) == side).collect()
}

/// Whole Tri-Ships (all three units of a group in one hex) of `side` in `h`.
fn tri_ships_in(st: &State, h: Hex, side: Side) -> Vec<Vec<UnitId>> {
    if side != Side::Virunian {
        return Vec::new();
    }
    (1..=data::TRI_GROUPS)
        .map(|g| st.units_at(h).filter(|&u| st.group(u) == Some(g)).collect::<Vec<_>>())
        .filter(|us| us.len() == 3)
        .collect()
}

/// Tri-Ships of `side` adjacent to `h`, which must attack it at full strength (9.4).
pub fn adjacent_tri_ships(st: &State, h: Hex, side: Side) -> Vec<Vec<UnitId>> {
    h.neighbors().into_iter().flat_map(|n| tri_ships_in(st, n, side)).collect()
}

/// The enemy-occupied hexes the phasing player must still attack (9.0, 9.4): every hex holding units of
/// both sides, and in the Virunian phase every hex next to a Tri-Ship — unless already attacked (9.1).
pub fn targets(st: &State) -> Vec<Hex> {
    let Some(side) = combat_side(st) else { return Vec::new() };
    let mut out: Vec<Hex> = Vec::new();
    for u in st.ids().filter(|&u| st.side(u) != side) {
        let Some(h) = st.hex_of(u) else { continue };
        if out.contains(&h) || !data::on_map(h) || st.combat.resolved.contains(&h) {
            continue;
        }
        let enemies = side_in(st, h, side.other());
        if enemies.iter().any(|e| st.combat.attacked.contains(e)) {
            continue;
        }
        if !side_in(st, h, side).is_empty() || !adjacent_tri_ships(st, h, side).is_empty() {
            out.push(h);
        }
    }
    crate::engine::sort::sort(&mut out);
    out
}

/// The attacking side in a Combat Phase.
fn combat_side(st: &State) -> Option<Side> {
    match st.phase {
        Phase::VirunianCombat => Some(Side::Virunian),
        Phase::CoalitionCombat => Some(Side::Coalition),
        _ => None,
    }
}

/// The Ranged Attack Strength `unit` (with its combined unit) would add against `h` (10.1, 10.2).
pub fn ranged_strength(st: &State, unit: UnitId, h: Hex) -> Result<i32, Refusal> {
    let side = st.side(unit);
    let Some(from) = st.hex_of(unit).filter(|&f| data::on_map(f)) else {
        return Err(refuse("10.1", format!("{} is not on the map", st.name(unit))));
    };
    let group = st.combined_with(unit);
    if st.lead(unit) != unit {
        return Err(refuse("8.1", format!("{} attacks with its combined unit: join by {}", st.name(unit), st.name(st.lead(unit)))));
    }
    if !side_in(st, from, side.other()).is_empty() {
        return Err(refuse("10.1", format!("{} is stacked with enemy units", st.name(unit))));
    }
    if group.iter().any(|u| st.combat.used.contains(u)) {
        return Err(refuse("9.1", format!("{} has attacked this phase", st.name(unit))));
    }
    if matches!(st.counter(unit).kind, Kind::Coalition(Race::Duonoip)) {
        return Err(refuse("10.32", "Duonoip units never make ranged attacks"));
    }
    if group.len() == 3 && from.neighbors().into_iter().chain([from]).any(|n| !side_in(st, n, side.other()).is_empty()) {
        return Err(refuse("9.4", "this Tri-Ship attacks the enemy units next to it at full strength"));
    }
    let s = strength(st, &group, true);
    if s == 0 {
        return Err(refuse("9.3", format!("{} has no attack strength", st.name(unit))));
    }
    let Some((d, n)) = from.line_to(h) else {
        return Err(refuse("10.1", format!("{h} is not in a straight line of hexes from {from}")));
    };
    if n >= s {
        return Err(refuse("10.1", format!("{h} is {n} hexes away: the range must be less than the strength {s}")));
    }
    if let Some(b) = from.ray(d, n - 1).find(|&x| data::orbit_of(x).is_some() || data::GATES.contains(&x) || x == data::nullgate()) {
        return Err(refuse("10.1", format!("the line of fire passes through {b}, a Stargate, orbit or Nullgate hex")));
    }
    Ok(s - n)
}

/// An attack on `h` as it stands: who takes part and the strengths (9.0, 9.4, 10.2, 11.1).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Assessment {
    pub hex: Hex,
    /// The phasing units in the hex and adjacent Tri-Ships: the units combat results affect.
    pub attackers: Vec<UnitId>,
    /// Ranged units (never affected by results, 10.31) and what each adds.
    pub ranged: Vec<(UnitId, i32)>,
    pub defenders: Vec<UnitId>,
    pub attack: i32,
    pub defense: i32,
    /// The attack strength of the units in the hex (9.1's automatic elimination applies to them).
    pub in_hex: Vec<UnitId>,
}

impl Assessment {
    pub fn differential(&self) -> i32 {
        self.attack - self.defense
    }
}

pub fn assess(st: &State, side: Side, h: Hex, ranged: &[UnitId]) -> Assessment {
    let in_hex_units = side_in(st, h, side);
    let mut attack = in_hex(st, &in_hex_units, h, true);
    let mut attackers = in_hex_units.clone();
    for n in h.neighbors() {
        for tri in tri_ships_in(st, n, side) {
            attack += in_hex(st, &tri, n, true);
            attackers.extend(tri);
        }
    }
    let mut joined = Vec::new();
    for &u in ranged {
        let add = ranged_strength(st, u, h).unwrap_or(0);
        attack += add;
        joined.push((u, add));
    }
    let defenders = side_in(st, h, side.other());
    let defense = in_hex(st, &defenders, h, false);
    Assessment { hex: h, attackers, ranged: joined, defenders, attack, defense, in_hex: in_hex_units }
}

/// 9.3, as the Virunian Combat Phase begins: Virunian units sharing a hex with Coalition units and
/// unable to attack are eliminated without combat.
pub(super) fn phase_start(cx: &mut Ctx) {
    if cx.st.phase != Phase::VirunianCombat {
        return;
    }
    let mut hexes: Vec<Hex> = cx.st.ids().filter_map(|u| cx.st.hex_of(u)).filter(|&h| data::on_map(h)).collect();
    crate::engine::sort::sort_dedup(&mut hexes);
    for h in hexes {
        let ours = side_in(&cx.st, h, Side::Virunian);
        if !ours.is_empty() && !side_in(&cx.st, h, Side::Coalition).is_empty() && strength(&cx.st, &ours, true) == 0 {
            for u in ours {
                cx.eliminate(u, "9.3", format!("no attack strength in {h}, which Coalition units share"));
            }
        }
    }
}

/// Legal actions of the phasing player in a Combat Phase (declaring, joining, rolling).
pub fn legal(st: &State) -> Vec<Action> {
    match &st.combat.declared {
        None => targets(st).into_iter().map(|hex| Action::Attack { hex }).collect(),
        Some(d) => {
            let side = combat_side(st).expect("a combat phase");
            let mut out: Vec<Action> = st
                .ids()
                .filter(|&u| st.side(u) == side && !d.ranged.contains(&u) && ranged_strength(st, u, d.hex).is_ok())
                .map(|unit| Action::Join { unit })
                .collect();
            out.push(Action::Resolve);
            out
        }
    }
}

pub(super) fn act(cx: &mut Ctx, action: &Action) -> Result<(), Refusal> {
    let st = &cx.st;
    let Some(side) = combat_side(st) else {
        return Err(refuse("9.0", "combat takes place in the Combat Phases"));
    };
    match (action.clone(), &st.combat.declared) {
        (Action::Attack { hex }, None) => {
            if !targets(st).contains(&hex) {
                return Err(refuse("9.1", format!("{hex} holds no enemy units to attack now")));
            }
            cx.emit(Event::CombatDeclared { hex });
        }
        (Action::Join { unit }, Some(d)) => {
            if st.side(unit) != side {
                return Err(refuse("10.1", "only the attacker's units join an attack"));
            }
            if d.ranged.contains(&unit) {
                return Err(refuse("9.1", format!("{} has joined already", st.name(unit))));
            }
            let s = ranged_strength(st, unit, d.hex)?;
            cx.emit(Event::Joined { units: st.combined_with(unit), strength: s as u8 });
        }
        (Action::Resolve, Some(d)) => {
            let d = d.clone();
            resolve(cx, side, &d);
        }
        (Action::Attack { .. }, Some(d)) => {
            return Err(refuse("9.0", format!("resolve the attack on {} first", d.hex)));
        }
        _ => return Err(refuse("9.0", "declare an attack on an enemy-occupied hex first")),
    }
    Ok(())
}

/// The declared attack as it would be resolved now: its ranged leads' strengths counted (10.0).
fn declared_assessment(st: &State, side: Side, d: &Declared) -> Assessment {
    let leads: Vec<UnitId> = d.ranged.iter().copied().filter(|&u| st.lead(u) == u).collect();
    assess(st, side, d.hex, &leads)
}

/// Whether resolving the declared attack rolls a die: below −2 no die is rolled, the attacking units in
/// the hex are eliminated (9.1).
pub fn declared_rolls(st: &State) -> bool {
    match (&st.combat.declared, st.phase.phasing()) {
        (Some(d), Some(side)) => crt_column(declared_assessment(st, side, d).differential()).is_some(),
        _ => true,
    }
}

fn resolve(cx: &mut Ctx, side: Side, d: &Declared) {
    let a = declared_assessment(&cx.st, side, d);
    let ranged: Vec<UnitId> = d.ranged.clone();
    cx.emit(Event::Combat {
        hex: d.hex,
        attackers: a.attackers.clone(),
        ranged,
        defenders: a.defenders.clone(),
        attack: a.attack,
        defense: a.defense,
    });
    let differential = a.differential();
    let Some(column) = crt_column(differential) else {
        for &u in &a.in_hex {
            cx.eliminate(u, "9.1", format!("the attack on {} fell short of the −2 differential", d.hex));
        }
        return;
    };
    let face = cx.roll(6, Purpose::Combat { differential, berserk: false });
    let result = CRT[face as usize - 1][column];
    cx.emit(Event::CombatResult { hex: d.hex, result });
    apply_result(cx, result, &a.attackers, &a.defenders, side);
}

/// Applies a combat result at once (9.0, 9.2): eliminations, or dispersals queued for the opposing player
/// (on Db the attacker's placing of the defenders first).
fn apply_result(cx: &mut Ctx, result: CombatResult, attackers: &[UnitId], defenders: &[UnitId], side: Side) {
    let scatter = |cx: &mut Ctx, units: &[UnitId], by: Side| {
        let units: Vec<Dispersal> = units
            .iter()
            .filter_map(|&unit| cx.st.hex_of(unit).map(|from| Dispersal { unit, from, by }))
            .collect();
        if !units.is_empty() {
            cx.emit(Event::DispersalOrdered { units });
        }
    };
    let why = format!("combat result {} (9.2)", result.name());
    match result {
        CombatResult::Ea => attackers.iter().for_each(|&u| cx.eliminate(u, "9.2", why.clone())),
        CombatResult::Ed => defenders.iter().for_each(|&u| cx.eliminate(u, "9.2", why.clone())),
        CombatResult::Da => scatter(cx, attackers, side.other()),
        CombatResult::Dd => scatter(cx, defenders, side),
        CombatResult::Db => {
            scatter(cx, defenders, side);
            scatter(cx, attackers, side.other());
        }
    }
}

/// Where a dispersed unit may be placed: an empty hex on the map, open to movement, within five hexes
/// of where it fought (9.2).
pub fn dispersal_hexes(st: &State, d: &Dispersal) -> Vec<Hex> {
    let mut out = Vec::new();
    for r in 1..=5 {
        for h in d.from.ring(r) {
            let open = data::on_map(h) && !data::GATES.contains(&h) && h != data::nullgate();
            if open && st.units_at(h).next().is_none() {
                out.push(h);
            }
        }
    }
    crate::engine::sort::sort(&mut out);
    out
}

pub(super) fn disperse(cx: &mut Ctx, seat: Side, unit: UnitId, to: Hex) -> Result<(), Refusal> {
    let d = *cx.st.dispersal.first().expect("a dispersal is pending");
    if seat != d.by || unit != d.unit {
        return Err(refuse("9.2", format!("{} is to be dispersed next", cx.st.name(d.unit))));
    }
    if !dispersal_hexes(&cx.st, &d).contains(&to) {
        return Err(refuse("9.2", format!("{to} is not an empty open hex within five hexes of {}", d.from)));
    }
    cx.emit(Event::Dispersed { unit, to });
    Ok(())
}

/// The units nearest a berserk weapons unit, friend or foe (9.5).
pub fn berserk_targets(st: &State, w: UnitId) -> Vec<UnitId> {
    let Some(at) = st.hex_of(w) else { return Vec::new() };
    let others: Vec<(i32, UnitId)> = st
        .ids()
        .filter(|&u| u != w)
        .filter_map(|u| st.hex_of(u).filter(|&h| data::on_map(h)).map(|h| (h.distance(at), u)))
        .collect();
    let Some(near) = others.iter().map(|&(d, _)| d).min() else { return Vec::new() };
    others.into_iter().filter(|&(d, _)| d == near).map(|(_, u)| u).collect()
}

/// A weapons unit gone berserk attacks `target` at 6, then is eliminated whatever the outcome (9.5).
pub(super) fn berserk_attack(cx: &mut Ctx, w: UnitId, target: UnitId) {
    let at = cx.st.hex_of(target).expect("a target on the map");
    let field = if cx.st.side(target) == Side::Virunian { energy(&cx.st, at) } else { 0 };
    let defense = (cx.st.counter(target).defense as i32 + field).max(0);
    cx.emit(Event::BerserkAttack { unit: w, target, attack: 6, defense });
    let differential = 6 - defense;
    if let Some(column) = crt_column(differential) {
        let face = cx.roll(6, Purpose::Combat { differential, berserk: true });
        let result = CRT[face as usize - 1][column];
        cx.emit(Event::CombatResult { hex: at, result });
        // The attacker's own results do not matter: it is eliminated next.
        match result {
            CombatResult::Ed => cx.eliminate(target, "9.2", format!("combat result {} (9.2)", result.name())),
            CombatResult::Dd | CombatResult::Db => {
                cx.emit(Event::DispersalOrdered {
                    units: vec![Dispersal { unit: target, from: at, by: cx.st.side(target).other() }],
                })
            }
            _ => {}
        }
    }
    cx.eliminate(w, "9.5", "a berserk weapons unit is eliminated after its attack");
}

/// The berserk weapons unit waiting for the Virunian Player to pick among equally near targets.
pub fn berserk_choice(st: &State) -> Option<(UnitId, Vec<UnitId>)> {
    let &w = st.berserk.first()?;
    let t = berserk_targets(st, w);
    (t.len() > 1).then_some((w, t))
}

/// Resolves what needs no player: dispersals with nowhere to go, berserk attacks with one nearest target
/// (or none). Stops where a player must choose.
pub(super) fn settle(cx: &mut Ctx) {
    loop {
        if cx.st.winner.is_some() || cx.st.movement.approach.is_some() {
            return;
        }
        if let Some(&d) = cx.st.dispersal.first() {
            if dispersal_hexes(&cx.st, &d).is_empty() {
                cx.eliminate(d.unit, "9.2", "no empty open hex within five hexes to be dispersed to");
                continue;
            }
            return;
        }
        let Some(&w) = cx.st.berserk.first() else { return };
        match berserk_targets(&cx.st, w)[..] {
            [] => cx.eliminate(w, "9.5", "a berserk weapons unit with no unit to attack"),
            [t] => berserk_attack(cx, w, t),
            _ => return,
        }
    }
}

/// Queues the berserk attack of the weapons unit of a control unit just eliminated, if in play (9.5).
pub(super) fn on_control_lost(cx: &mut Ctx, control: UnitId) {
    let Some(g) = cx.st.group(control) else { return };
    if cx.st.role(control) != Some(Role::Control) {
        return;
    }
    let w = cx.st.ids().find(|&u| cx.st.group(u) == Some(g) && cx.st.role(u) == Some(Role::Weapons)).expect("a weapons unit");
    if cx.st.hex_of(w).is_some_and(data::on_map) && !cx.st.berserk.contains(&w) {
        cx.emit(Event::BerserkTriggered { unit: w });
    }
}
