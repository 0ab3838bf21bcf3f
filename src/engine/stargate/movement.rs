//! Movement (5.0–6.0): planning one leg of a unit's movement, or the refusal that names the case.
//!
//! A *leg* is what one `Move` action does: a straight run (linear movement 5.1, teleport 5.4), a wobble
//! (5.6), or a stretch of a gate-skimming circle (5.3). A unit may make several legs in a phase (turning
//! between them, 5.2); moving another unit or ending the phase finishes it. [`plan`] checks everything
//! and returns what the leg will do; `rules` carries it out (rolling the dice a plan calls for). Legal
//! legs are found by planning every candidate destination, so each rule is written once, here.

use super::data::{self, Kind, Movement, Race};
use super::state::{Loc, Mode, Motion, Phase, Side, Skim, State, UnitId};
use crate::engine::game::Refusal;
use crate::engine::hex::{Dir, Hex};

/// What a legal leg will do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub units: Vec<UnitId>,
    /// A new movement begins with this leg (and whether it is the Virunian bonus move, 5.8).
    pub begins: Option<(Motion, bool)>,
    pub path: Vec<Hex>,
    /// The first hex leaves the straight path: enemy units fire after it (5.2).
    pub turn: bool,
    /// Movement points after doubling, when the leg leaves an orbit circle (5.34).
    pub doubled: Option<u8>,
    /// The skimming status after the leg, when it changes (leaving a circle is implied by `doubled`).
    pub skim: Option<Option<Skim>>,
    /// Bookkeeping after the leg.
    pub after: Motion,
}

pub fn refuse(case: &str, msg: impl Into<String>) -> Refusal {
    Refusal::illegal(&format!("StarGate {case}"), msg)
}

/// Prohibited to all movement: off the map, the staging area (once in play), Stargates, the Nullgate.
fn prohibited(h: Hex) -> Option<Refusal> {
    if data::staging_hexes().contains(&h) {
        Some(refuse("3.1", format!("{h} is in the staging area, which no unit may enter once in play")))
    } else if !data::on_map(h) {
        Some(refuse("5.0", "units may never be moved off the map"))
    } else if (0..2).any(|g| data::gate_hex(g) == h) {
        Some(refuse("5.0", format!("{h} is a Stargate: units enter Stargates only by deployment (3.2)")))
    } else if h == data::nullgate() {
        Some(refuse("11.2", "the Nullgate is prohibited to all movement"))
    } else {
        None
    }
}

fn enemy_in(st: &State, h: Hex, side: Side) -> bool {
    st.side_at(h, side.other()) > 0
}

/// A leg ends in the first enemy-occupied hex it enters: the approach routine there comes first (7.0).
fn approach_first(h: Hex) -> Refusal {
    refuse("7.0", format!("{h} is enemy-occupied: end this leg there for the approach routine, then go on"))
}

/// Stacking (8.0) and Monad (6.0) limits where a leg ends.
fn check_stop(st: &State, units: &[UnitId], side: Side, h: Hex) -> Result<(), Refusal> {
    let others: Vec<UnitId> = st.units_at(h).filter(|u| !units.contains(u) && st.side(*u) == side).collect();
    if others.len() + units.len() > 3 {
        return Err(refuse("8.0", format!("no more than three friendly units may stop in {h}")));
    }
    if side == Side::Virunian {
        let monad = |u: &UnitId| st.counter(*u).kind == Kind::Monad;
        if !others.is_empty() && (units.iter().any(monad) || others.iter().any(monad)) {
            return Err(refuse("6.0", "Monads may not be stacked with other Virunian units"));
        }
    }
    Ok(())
}

/// Which ways a unit (or combined unit) may move, and its allowance (5.0, 8.2, 5.9).
pub fn modes(st: &State, units: &[UnitId]) -> (Vec<Mode>, u8) {
    if units.len() == 1 {
        let c = st.counter(units[0]);
        let modes = match c.movement {
            Movement::Linear => vec![Mode::Linear],
            Movement::Wobble => vec![Mode::Wobble],
            Movement::LinearOrTeleport => vec![Mode::Linear, Mode::Teleport],
        };
        return (modes, c.allowance);
    }
    let has = |r| units.iter().any(|&u| st.role(u) == Some(r));
    use data::Role::*;
    match data::combined(has(Control), has(Transport), has(Weapons)) {
        Some(c) => {
            let mut m = Vec::new();
            if c.linear {
                m.push(Mode::Linear);
            }
            if c.wobble {
                m.push(Mode::Wobble);
            }
            if c.teleport {
                m.push(Mode::Teleport);
            }
            (m, c.allowance)
        }
        None => (Vec::new(), 0),
    }
}

pub fn is_tri_ship(st: &State, units: &[UnitId]) -> bool {
    units.len() == 3 && units.iter().all(|&u| st.group(u).is_some())
}

fn race(st: &State, u: UnitId) -> Option<Race> {
    match st.counter(u).kind {
        Kind::Coalition(r) => Some(r),
        _ => None,
    }
}

/// Starts a new movement for `unit` (with its combined unit), checking who may move (3.1, 5.5, 5.8, 6.0).
fn begin(st: &State, side: Side, unit: UnitId, mode: Mode, lender: Option<UnitId>) -> Result<(Motion, bool), Refusal> {
    let mv = &st.movement;
    let units = st.combined_with(unit);
    if let Some(m) = &mv.motion {
        if !m.units.contains(&unit) && forced(st) {
            let who = st.name(m.units[0]);
            return Err(if m.leaving_orbit {
                refuse("5.8", format!("{who} was just revealed and must be moved first"))
            } else {
                refuse("5.32", format!("{who} may not stop in an orbit hex with movement points left"))
            });
        }
    }
    if units.iter().any(|u| mv.moved.contains(u)) {
        return Err(refuse("5.0", format!("{} has already moved this phase", st.name(unit))));
    }
    if mv.lenders.contains(&unit) {
        return Err(refuse("5.5", format!("{} lends its teleport this phase and must stay put", st.name(unit))));
    }
    let mut bonus = false;
    if side == Side::Virunian && st.counter(unit).kind != Kind::Monad {
        if mv.bonus {
            return Err(refuse("5.8", "the Virunian bonus move has been made: no other unit may move"));
        }
        let g = st.group(unit).expect("a Tri-Ship unit");
        if mv.group_moves[g as usize - 1] > 0 {
            if !st.unrevealed().is_empty() {
                return Err(refuse(
                    "5.8",
                    format!(
                        "Tri-Ship {g} has moved this phase; until every Virunian unit is revealed the bonus move must be a unit revealed from a Stargate"
                    ),
                ));
            }
            bonus = true;
        }
    }
    let (allowed, allowance) = modes(st, &units);
    let lent = match lender {
        None => false,
        Some(l) => {
            if race(st, unit) != Some(Race::Human) || mode != Mode::Teleport {
                return Err(refuse("5.5", "only Human units may be teleported by an Igugui"));
            }
            if race(st, l) != Some(Race::Igugui) || st.hex_of(l).is_none() {
                return Err(refuse("5.5", "only an Igugui unit in play may lend its teleport"));
            }
            if st.hex_of(l).is_some_and(|h| data::staging_hexes().contains(&h)) {
                return Err(refuse("3.1", format!("{} must move out of the staging area itself", st.name(l))));
            }
            if mv.moved.contains(&l) {
                return Err(refuse("5.5", format!("{} has moved this phase and may not lend its teleport", st.name(l))));
            }
            let d = st.hex_of(l).expect("in play").distance(st.hex_of(unit).expect("in play"));
            if d > 4 {
                return Err(refuse("5.5", format!("{} is {d} hexes away; it must be within four", st.name(l))));
            }
            true
        }
    };
    if !lent && !allowed.contains(&mode) {
        return Err(refuse("5.0", format!("{} cannot move by {}", st.name(unit), mode.name())));
    }
    Ok((Motion::new(units, mode, allowance, lender, false), bonus))
}

/// The unit being moved may not stop now: just revealed (5.8 rule 2), or in an orbit hex with movement
/// points left (5.32) — unless it has nowhere legal to go.
pub fn forced(st: &State) -> bool {
    let Some(m) = &st.movement.motion else { return false };
    let lead = m.units[0];
    let in_orbit = st.hex_of(lead).and_then(data::orbit_of).is_some();
    let must = m.leaving_orbit || (m.mode == Mode::Linear && in_orbit && m.mp > 0 && st.units[lead as usize].skim.is_some());
    must && !legs(st, lead).is_empty()
}

/// Plans a leg of `unit` to `to`.
pub fn plan(st: &State, side: Side, unit: UnitId, mode: Mode, to: Hex, lender: Option<UnitId>) -> Result<Plan, Refusal> {
    let (motion, begins) = start(st, side, unit, mode, lender)?;
    leg(st, side, &motion, begins, to, None)
}

/// Who may move now, and the movement a leg continues or begins.
fn start(
    st: &State,
    side: Side,
    unit: UnitId,
    mode: Mode,
    lender: Option<UnitId>,
) -> Result<(Motion, Option<(Motion, bool)>), Refusal> {
    if !matches!(st.phase, Phase::VirunianMovement | Phase::CoalitionMovement) {
        return Err(refuse("4.0", "units move only in their Movement Phase"));
    }
    if (unit as usize) >= st.units.len() || st.side(unit) != side {
        return Err(refuse("5.0", "a player moves only his own units"));
    }
    if st.hex_of(unit).is_none() {
        return Err(refuse("5.0", format!("{} is not in play", st.name(unit))));
    }
    let lead = st.lead(unit);
    if lead != unit {
        return Err(refuse(
            "8.1",
            format!("{} moves as one combined unit with {}: move it by that unit", st.name(unit), st.name(lead)),
        ));
    }
    match &st.movement.motion {
        Some(m) if m.units.contains(&unit) => {
            if m.mode != mode || m.lender != lender {
                return Err(refuse("5.44", format!("{} keeps to one kind of movement this phase", st.name(unit))));
            }
            Ok((m.clone(), None))
        }
        _ => {
            let (m, bonus) = begin(st, side, unit, mode, lender)?;
            Ok((m.clone(), Some((m, bonus))))
        }
    }
}

/// One leg of a movement to `to`.
fn leg(
    st: &State,
    side: Side,
    motion: &Motion,
    begins: Option<(Motion, bool)>,
    to: Hex,
    reach: Option<&Reach>,
) -> Result<Plan, Refusal> {
    let from = st.hex_of(motion.units[0]).expect("checked by start");
    if from == to {
        return Err(refuse("5.0", "choose a hex to move to"));
    }
    let mut p = match motion.mode {
        Mode::Linear => linear(st, side, motion, from, to)?,
        Mode::Wobble => wobble(st, side, motion, from, to, reach)?,
        Mode::Teleport => teleport(st, side, motion, from, to)?,
    };
    p.begins = begins;
    Ok(p)
}

fn new_plan(units: &[UnitId], path: Vec<Hex>, after: Motion) -> Plan {
    Plan { units: units.to_vec(), begins: None, path, turn: false, doubled: None, skim: None, after }
}

/// The orbit hex next to `h` around its Stargate, clockwise or not.
fn orbit_next(h: Hex, clockwise: bool) -> Hex {
    let (g, n) = data::orbit_of(h).expect("an orbit hex");
    let k = Dir::new(n).expect("1-6");
    data::gate_hex(g).neighbor(k.turn(if clockwise { 1 } else { -1 }))
}

/// Linear movement (5.1), turning (5.2) and gate skimming (5.3).
fn linear(st: &State, side: Side, m: &Motion, from: Hex, to: Hex) -> Result<Plan, Refusal> {
    let lead = m.units[0];
    let skim = st.units[lead as usize].skim;
    let mut after = m.clone();
    after.leaving_orbit = false;

    // Circling on: around the orbit circle the unit is skimming (5.31).
    if let (Some(s), Some((g, _))) = (skim, data::orbit_of(from)) {
        if g == s.gate as usize && data::orbit_of(to).map(|o| o.0) == Some(g) {
            let mut path = Vec::new();
            let mut h = from;
            while h != to {
                h = orbit_next(h, s.clockwise);
                path.push(h);
            }
            if path.len() as u8 > m.mp {
                return Err(refuse("5.3", format!("{} movement point(s) left: not enough to reach {to}", m.mp)));
            }
            if let Some(&h) = path.iter().find(|&&h| enemy_in(st, h, side) && h != to) {
                return Err(approach_first(h));
            }
            check_stop(st, &m.units, side, to)?;
            after.mp -= path.len() as u8;
            let entered = (s.entered + path.len() as u8).min(3);
            let mut p = new_plan(&m.units, path, after);
            p.skim = Some(Some(Skim { entered, ..s }));
            return Ok(p);
        }
    }

    let Some((d, n)) = from.line_to(to) else {
        return Err(refuse("5.1", "linear movement runs along the grain in a straight line of hexes"));
    };
    let mut mp = m.mp;
    let mut doubled = None;
    // Leaving an orbit circle: only in the direction it was entered, after at least three orbit hexes,
    // into a normal hex; the movement left is doubled (5.31, 5.33, 5.34).
    if let Some(s) = skim.filter(|s| data::orbit_of(from).map(|o| o.0) == Some(s.gate as usize)) {
        if s.entered < 3 {
            return Err(refuse("5.31", format!("the unit must pass through {} more orbit hex(es) first", 3 - s.entered)));
        }
        if d != s.exit {
            return Err(refuse(
                "5.33",
                format!("a unit leaves an orbit circle only in the direction it entered it ({})", s.exit.name()),
            ));
        }
        let first = from.neighbor(d);
        if data::orbit_of(first).is_some() || prohibited(first).is_some() {
            return Err(refuse("5.33", "the unit must leave the orbit circle into a normal hex"));
        }
        mp = mp.saturating_mul(2);
        doubled = Some(mp);
    }
    if m.leaving_orbit {
        let first = from.neighbor(d);
        if data::orbit_of(first).is_some() {
            return Err(refuse("5.8", "a just-revealed unit must first move out of the orbit hex into a normal hex"));
        }
    }
    let turn = matches!(m.heading, Some(h) if h != d) && doubled.is_none();
    if turn && m.augmented {
        return Err(refuse("5.34", "a unit whose movement was doubled by gate skimming may not turn"));
    }
    if n > mp as i32 {
        return Err(refuse("5.1", format!("{mp} movement point(s) left: {to} is {n} hexes away")));
    }
    let mut path = Vec::new();
    let mut new_skim = None;
    for h in from.ray(d, n) {
        if let Some(r) = prohibited(h) {
            return Err(r);
        }
        if enemy_in(st, h, side) && h != to {
            return Err(approach_first(h));
        }
        path.push(h);
        if let Some((g, k)) = data::orbit_of(h) {
            // Entering an orbit hex starts gate skimming (5.3), in the sense of the unit's heading.
            if h.neighbor(d) == data::gate_hex(g) {
                return Err(refuse("5.3", format!("{h} may not be entered heading straight into the Stargate")));
            }
            if h != to {
                return Err(refuse("5.31", format!("entering orbit hex {h} starts gate skimming: the unit must circle")));
            }
            let k = Dir::new(k).expect("1-6");
            let clockwise = d == k.turn(1) || d == k.turn(2);
            new_skim = Some(Skim { gate: g as u8, clockwise, entered: 1, exit: d });
        }
    }
    check_stop(st, &m.units, side, to)?;
    after.mp = mp - n as u8;
    after.heading = Some(d);
    if doubled.is_some() {
        after.augmented = true;
    }
    let mut p = new_plan(&m.units, path, after);
    p.turn = turn;
    p.doubled = doubled;
    p.skim = new_skim.map(Some);
    Ok(p)
}

/// Where a wobbling unit can get to: each reachable hex with the hex it is entered from, ordered by hex.
/// A sorted vector rather than a `BTreeMap<Hex, Hex>`: the same answers, without a B-tree's code for
/// one more key type in the wasm.
#[derive(Default)]
pub struct Reach(Vec<(Hex, Hex)>);

impl Reach {
    pub fn new() -> Reach {
        Reach::default()
    }
    fn find(&self, k: &Hex) -> Result<usize, usize> {
        self.0.binary_search_by(|e| e.0.cmp(k))
    }
    pub fn contains_key(&self, k: &Hex) -> bool {
        self.find(k).is_ok()
    }
    pub fn get(&self, k: &Hex) -> Option<&Hex> {
        self.find(k).ok().map(|i| &self.0[i].1)
    }
    pub fn insert(&mut self, k: Hex, v: Hex) {
        match self.find(&k) {
            Ok(i) => self.0[i].1 = v,
            Err(i) => self.0.insert(i, (k, v)),
        }
    }
    /// The reachable hexes, in order.
    pub fn keys(&self) -> impl Iterator<Item = &Hex> + '_ {
        self.0.iter().map(|e| &e.0)
    }
}

/// Breadth-first search within the movement points left, over hexes open to movement; an enemy-occupied
/// hex ends the leg (7.0); a just-revealed unit's first step must leave the orbit circle (5.8 rule 3).
fn wobble_reach(st: &State, side: Side, m: &Motion, from: Hex) -> Reach {
    let passable = |h: Hex| prohibited(h).is_none();
    let mut prev = Reach::new();
    let mut frontier = vec![from];
    for _ in 0..m.mp {
        let mut next = Vec::new();
        for h in frontier.into_iter().filter(|&h| h == from || !enemy_in(st, h, side)) {
            for n in h.neighbors() {
                let first_ok = !(m.leaving_orbit && h == from && data::orbit_of(n).is_some());
                if n != from && !prev.contains_key(&n) && first_ok && passable(n) {
                    prev.insert(n, h);
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    prev
}

/// Wobbling (5.6): any route within the allowance, through orbit hexes freely, no turning fire.
fn wobble(st: &State, side: Side, m: &Motion, from: Hex, to: Hex, reach: Option<&Reach>) -> Result<Plan, Refusal> {
    if let Some(r) = prohibited(to) {
        return Err(r);
    }
    let own;
    let prev = match reach {
        Some(r) => r,
        None => {
            own = wobble_reach(st, side, m, from);
            &own
        }
    };
    if !prev.contains_key(&to) {
        return Err(refuse("5.6", format!("{to} is out of reach with {} movement point(s) left", m.mp)));
    }
    check_stop(st, &m.units, side, to)?;
    let mut path = vec![to];
    while let Some(&p) = prev.get(path.last().expect("non-empty")) {
        if p == from {
            break;
        }
        path.push(p);
    }
    path.reverse();
    let mut after = m.clone();
    after.mp -= path.len() as u8;
    after.leaving_orbit = false;
    let mut p = new_plan(&m.units, path, after);
    if st.units[m.units[0] as usize].skim.is_some() {
        p.skim = Some(None);
    }
    Ok(p)
}

/// Teleportation (5.4, 5.5, 5.9): a straight line of any length through any hex; a Tri-Ship may turn once.
fn teleport(st: &State, side: Side, m: &Motion, from: Hex, to: Hex) -> Result<Plan, Refusal> {
    let tri = is_tri_ship(st, &m.units);
    let max_legs = if tri { 2 } else { 1 };
    if m.legs >= max_legs {
        return Err(refuse(
            if tri { "5.9" } else { "5.4" },
            if tri { "a Tri-Ship may turn only once while teleporting" } else { "a teleport is one straight line" },
        ));
    }
    let Some((d, n)) = from.line_to(to) else {
        return Err(refuse("5.4", "a teleport traces a straight line of hexes"));
    };
    if m.leaving_orbit && data::orbit_of(from.neighbor(d)).is_some() {
        return Err(refuse("5.8", "a just-revealed unit must first move out of the orbit hex into a normal hex"));
    }
    if let Some(r) = prohibited(to) {
        return Err(r);
    }
    if from.ray(d, n).any(|h| !data::on_map(h)) {
        return Err(refuse("5.0", "units may never be moved off the map"));
    }
    check_stop(st, &m.units, side, to)?;
    let mut after = m.clone();
    after.legs += 1;
    after.teleported = after.teleported.saturating_add(n as u8);
    after.leaving_orbit = false;
    after.heading = Some(d);
    let mut p = new_plan(&m.units, from.ray(d, n).collect(), after);
    if st.units[m.units[0] as usize].skim.is_some() {
        p.skim = Some(None);
    }
    Ok(p)
}

/// Every legal leg of `unit` now (each as a `Move` action's parts), in a stable order.
pub fn legs(st: &State, unit: UnitId) -> Vec<(Mode, Hex, Option<UnitId>)> {
    let side = st.side(unit);
    let Some(from) = st.hex_of(unit) else { return Vec::new() };
    let moving = st.movement.motion.as_ref().filter(|m| m.units.contains(&unit));
    let units = st.combined_with(unit);
    let mut options: Vec<(Mode, Option<UnitId>)> = match moving {
        Some(m) => vec![(m.mode, m.lender)],
        None => modes(st, &units).0.into_iter().map(|m| (m, None)).collect(),
    };
    if moving.is_none() && race(st, unit) == Some(Race::Human) {
        for l in st.ids().filter(|&l| race(st, l) == Some(Race::Igugui)) {
            if st.hex_of(l).is_some_and(|h| h.distance(from) <= 4) {
                options.push((Mode::Teleport, Some(l)));
            }
        }
    }
    let mut out = Vec::new();
    for (mode, lender) in options {
        let Ok((motion, begins)) = start(st, side, unit, mode, lender) else { continue };
        let mp = motion.mp as i32;
        let reach = (mode == Mode::Wobble).then(|| wobble_reach(st, side, &motion, from));
        let candidates: Vec<Hex> = match &reach {
            Some(r) => r.keys().copied().collect(),
            None => {
                // Teleports reach the map edge; linear moves at most twice what is left (5.34).
                let reach = if mode == Mode::Teleport { data::COLS + data::ROWS } else { mp * 2 };
                let mut c: Vec<Hex> =
                    Dir::ALL.into_iter().flat_map(|d| from.ray(d, reach).take_while(|&h| data::on_map(h))).collect();
                if let Some((g, _)) = data::orbit_of(from) {
                    c.extend(data::gate_hex(g).ring(1));
                }
                c
            }
        };
        for to in candidates {
            if data::on_map(to) && leg(st, side, &motion, begins.clone(), to, reach.as_ref()).is_ok() {
                out.push((mode, to, lender));
            }
        }
    }
    crate::engine::sort::sort_dedup(&mut out);
    out
}

/// True when `u` is a Virunian transport whose control unit is gone: it moves at random (5.7).
pub fn mindless(st: &State, u: UnitId) -> bool {
    match st.counter(u).kind {
        Kind::Tri(g, data::Role::Transport) => st.ids().any(|c| {
            st.counter(c).kind == Kind::Tri(g, data::Role::Control) && st.units[c as usize].loc == Loc::Eliminated
        }),
        _ => false,
    }
}
