//! What a tap means, read only from `view.legal` (no rule is re-implemented here).

use crate::engine::hex::Hex;
use crate::engine::stargate::data;
use crate::engine::stargate::view::{Choice, UnitView};
use crate::engine::stargate::{Action, UnitId, View};

/// One button of the chooser: a legal action, or "pick this unit" when a tap is ambiguous.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Act(Choice),
    Select(UnitId, String),
}

/// The chooser shown over a hex when one tap could mean several things.
#[derive(Clone, Debug, PartialEq)]
pub struct Chooser {
    pub hex: Hex,
    pub items: Vec<Item>,
}

/// What a tap on a hex does.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    Act(Action),
    Choose(Chooser),
    Select(Option<UnitId>),
}

/// The unit an action is about, and the hex it targets (Stage and Move only).
pub fn unit_target(a: &Action) -> Option<(UnitId, Hex)> {
    match *a {
        Action::Stage { unit, hex } => Some((unit, hex)),
        Action::Move { unit, to, .. } => Some((unit, to)),
        _ => None,
    }
}

/// The unit whose id the legal actions of `u`'s combined unit use (8.1); `u` itself when alone.
pub fn lead(v: &View, u: UnitId) -> UnitId {
    v.units.iter().find(|x| x.id == u).map_or(u, |x| x.lead)
}

/// The unit (or its combined unit) has legal Stage or Move actions.
pub fn has_actions(v: &View, u: UnitId) -> bool {
    let u = lead(v, u);
    v.legal.iter().any(|c| unit_target(&c.action).is_some_and(|(x, _)| x == u))
}

/// The owner may choose to lose this unit now (11.3): the board marks it; the choice itself is a
/// button of the prompt panel.
pub fn loseable(v: &View, u: UnitId) -> bool {
    v.legal.iter().any(|c| c.action == Action::LoseUnit { unit: u })
}

/// Every distinct hex the legal actions of the unit (or its combined unit) lead to.
pub fn targets(v: &View, u: UnitId) -> Vec<Hex> {
    let u = lead(v, u);
    let mut out: Vec<Hex> = Vec::new();
    for c in &v.legal {
        if let Some((x, h)) = unit_target(&c.action) {
            if x == u && !out.contains(&h) {
                out.push(h);
            }
        }
    }
    out
}

/// The legal actions that take unit `u` (or its combined unit) to hex `h`.
pub fn actions_to(v: &View, u: UnitId, h: Hex) -> Vec<Choice> {
    let u = lead(v, u);
    v.legal.iter().filter(|c| unit_target(&c.action) == Some((u, h))).cloned().collect()
}

/// Hexes of the Stargates a unit may be revealed from now.
pub fn reveal_hexes(v: &View) -> Vec<Hex> {
    v.legal
        .iter()
        .filter_map(|c| match c.action {
            Action::Reveal { gate } => Some(data::gate_hex(gate as usize)),
            _ => None,
        })
        .collect()
}

/// What a tap on a hex does by itself, with no unit selected: declare an attack on it (9.0) or place the
/// unit being dispersed there (9.2).
pub fn hex_action(v: &View, h: Hex) -> Option<Choice> {
    v.legal
        .iter()
        .find(|c| matches!(c.action, Action::Attack { hex } | Action::Disperse { to: hex, .. } if hex == h))
        .cloned()
}

/// Every hex a tap acts on by itself (see [`hex_action`]), for highlighting.
pub fn action_hexes(v: &View) -> Vec<Hex> {
    v.legal
        .iter()
        .filter_map(|c| match c.action {
            Action::Attack { hex } | Action::Disperse { to: hex, .. } => Some(hex),
            _ => None,
        })
        .collect()
}

fn reveal_at(v: &View, h: Hex) -> Option<Choice> {
    v.legal.iter().find(|c| matches!(c.action, Action::Reveal { gate } if data::gate_hex(gate as usize) == h)).cloned()
}

/// The units in a hex, those with legal actions first, then by id.
pub fn units_at(v: &View, h: Hex) -> Vec<&UnitView> {
    let mut us: Vec<&UnitView> = v.units.iter().filter(|u| u.hex == Some(h)).collect();
    crate::ui::sort_by_key(&mut us, |u| (!has_actions(v, u.id) as u64) << 8 | u.id as u64);
    us
}

/// Face-down units lying in the Stargate at `h`.
pub fn face_down_at(v: &View, h: Hex) -> u8 {
    v.gates.iter().filter(|g| g.hex == h).map(|g| g.face_down).sum()
}

/// A tap on hex `h` with unit `sel` selected:
/// 1. a hex the selected unit may go to: its one action, or a chooser of them;
/// 2. a hex to attack or to disperse a unit to: that action;
/// 3. a Stargate with a legal Reveal: reveal (a chooser if the hex also holds units that can act);
/// 4. a hex with units: select the first, or the next one after the selected unit (tap again to cycle);
/// 5. otherwise: clear the selection.
pub fn tap(v: &View, sel: Option<UnitId>, h: Hex) -> Outcome {
    if let Some(u) = sel {
        let mut acts = actions_to(v, u, h);
        if acts.len() == 1 {
            return Outcome::Act(acts.remove(0).action);
        }
        if acts.len() > 1 {
            return Outcome::Choose(Chooser { hex: h, items: acts.into_iter().map(Item::Act).collect() });
        }
    }
    if let Some(c) = hex_action(v, h) {
        return Outcome::Act(c.action);
    }
    let units = units_at(v, h);
    if let Some(r) = reveal_at(v, h) {
        let pickable: Vec<&&UnitView> = units.iter().filter(|x| has_actions(v, x.id)).collect();
        if pickable.is_empty() {
            return Outcome::Act(r.action);
        }
        let mut items = vec![Item::Act(r)];
        items.extend(pickable.iter().map(|x| Item::Select(x.id, x.name.clone())));
        return Outcome::Choose(Chooser { hex: h, items });
    }
    if units.is_empty() {
        return Outcome::Select(None);
    }
    let next = match sel.and_then(|s| units.iter().position(|x| x.id == s)) {
        Some(i) => units[(i + 1) % units.len()].id,
        None => units[0].id,
    };
    Outcome::Select(Some(next))
}

/// The selection after the view changed: the moving unit, else the old one if it can still act.
pub fn reselect(v: &View, old: Option<UnitId>) -> Option<UnitId> {
    if let Some(m) = &v.motion {
        if let Some(&u) = m.units.iter().find(|&&u| has_actions(v, u)).or(m.units.first()) {
            return Some(u);
        }
    }
    old.filter(|&u| has_actions(v, u))
}

/// The printed features of a hex, for its accessible name ("Stargate A", "orbit 3 of Stargate B",
/// "energy +4", "staging area").
pub fn features(h: Hex) -> Vec<String> {
    let mut f = Vec::new();
    for g in 0..2 {
        if data::gate_hex(g) == h {
            f.push(data::GATE_NAMES[g].to_string());
        }
    }
    if data::nullgate() == h {
        f.push("Nullgate".into());
    }
    if let Some((g, n)) = data::orbit_of(h) {
        f.push(format!("orbit {n} of {}", data::GATE_NAMES[g]));
    }
    match data::energy(h) {
        0 => {}
        e if e > 0 => f.push(format!("energy +{e}")),
        e => f.push(format!("energy {e}")),
    }
    if data::staging_hexes().contains(&h) {
        f.push("staging area".into());
    }
    f
}

/// The accessible name of a counter: its printed name and state.
pub fn unit_label(u: &UnitView) -> String {
    let mut s = u.name.clone();
    if u.moved {
        s.push_str(", moved");
    }
    if let Some(k) = u.skim {
        s.push_str(&format!(", skim {k}"));
    }
    s
}

/// A counter's accessible name in the current view: its name and state, and whether it may be lost.
pub fn unit_label_in(v: &View, u: &UnitView) -> String {
    let mut s = unit_label(u);
    if loseable(v, u.id) {
        s.push_str(", may be lost");
    }
    s
}

/// What a hex holds and offers now, appended to its static name.
pub fn hex_state(v: &View, sel: Option<UnitId>, h: Hex) -> String {
    let mut parts: Vec<String> = Vec::new();
    let fd = face_down_at(v, h);
    if fd > 0 {
        parts.push(format!("{fd} face-down unit{}", if fd == 1 { "" } else { "s" }));
    }
    let units = units_at(v, h);
    if units.len() > 4 {
        parts.push(format!("{} units", units.len()));
    } else {
        parts.extend(units.iter().map(|u| {
            let l = unit_label_in(v, u);
            if Some(u.id) == sel {
                format!("{l} (selected)")
            } else {
                l
            }
        }));
    }
    if let Some(u) = sel {
        match actions_to(v, u, h).as_slice() {
            [] => {}
            [c] => parts.push(format!("tap to {}", lower_first(&c.label))),
            more => parts.push(format!("{} choices here", more.len())),
        }
    }
    if reveal_at(v, h).is_some() {
        parts.push("tap to reveal a unit".into());
    }
    if let Some(c) = hex_action(v, h) {
        parts.push(format!("tap to {}", lower_first(&c.label)));
    }
    parts.join(", ")
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_lowercase().to_string() + c.as_str(),
        None => String::new(),
    }
}
