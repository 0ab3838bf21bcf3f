//! Random playouts (issue 18 point 4): games of every scenario of `setup::SCENARIOS` (18.1–18.5, the last
//! with 1–4 players) played to their end by seeded policies over the legal actions. In each game: whenever
//! it is not over, some seat acts, every seat that may act has a legal action and no other seat has one (no
//! dead end); every action chosen from `rules::legal_actions` (or a part of a listed shift's fleets, 5.13)
//! is accepted by `rules::apply`; the ten wisdom chits are all somewhere (17.0); the game reaches
//! `Phase::GameOver` within [`ACTIONS_PER_TURN`] actions a Game-Turn; and its actions replayed on a fresh
//! game give an identical state. In some games also: `shift::destinations` is what `shift::plan` says of
//! every hex of the map, and the view's figures for a part of a force are `shift::plan`'s for that part.
//!
//! The bounded form, `cargo test --test engine outreach::playouts` (and so CI's `cargo test --lib --bins
//! --test engine`): [`GAMES`] = 2,000 games of each of the eight scenario ids, 16,000 in all ([`kind`] says
//! which is which). Most end after their first Game-Turn or two, as if it were the scenario's last; one in
//! [`FULL_EVERY`] of each policy plays to the scenario's end (its last Game-Turn, or [`MAX_TURNS`] for
//! 18.5, which has none, 18.55; or its victory, 18.x), and one in [`CORE_FULL_EVERY`] of those heading for
//! the core where its chits are in play. About 1.26 million actions; on this project's 2-core machine
//! about a minute (debug profile, two workers). The summary counts, per scenario, Outreach II's decisions, the games that reached the
//! galactic core, took a wisdom chit there and carried one home, and the games won before their last
//! Game-Turn.
//!
//! More: `STARSHIFT_PLAYOUTS=N` plays N games of each scenario, from seed `STARSHIFT_PLAYOUTS_SEED` (default
//! 0); `STARSHIFT_PLAYOUTS_SCENARIO=id` one scenario only (e.g. `STARSHIFT_PLAYOUTS=1
//! STARSHIFT_PLAYOUTS_SEED=1411 STARSHIFT_PLAYOUTS_SCENARIO=cygnus` plays one game). The release profile
//! (`--release`) is built for size (opt-level "z") and plays them no faster than the debug profile's
//! opt-level 1. Every failing game is reported with its scenario, seed, rules, policy, action number, step
//! and action.

use starshift::engine::hex::Hex;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::state::{Party, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::tables::{self, FATE_EFFECTS};
use starshift::engine::outreach::{fate, map, rules, setup, shift, view, wisdom};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Games of each scenario in a plain `cargo test` (the figures in the module's comment).
const GAMES: u64 = 2000;
/// One game in this many of each policy is played to the scenario's end; the others end after one of
/// the first [`SHORT_TURNS`] Game-Turns.
const FULL_EVERY: u64 = 64;
const SHORT_TURNS: u64 = 2;
/// Of the games heading for the core where its wisdom chits are in play (18.3–18.5), one in this many is
/// played to the end: the core is some 15–25 hexes from the starts, a hex or two a Game-Turn.
const CORE_FULL_EVERY: u64 = 32;
/// The Game-Turns of a whole game of 18.5, which has no last (18.55).
const MAX_TURNS: u32 = 50;
/// One short game in this many (rounds of four seeds) checks every shift's destinations against
/// `shift::plan` on every hex of the map, and the view's figures for parts of forces: the costliest checks,
/// three quarters of the time where they are made. Of the whole games, those of the second seed of a round.
const CHECK_EVERY: u64 = 16;

/// The bound on a game's length: actions a Game-Turn (and as many for the pre-game builds, 18.41). The
/// games play a few dozen.
const ACTIONS_PER_TURN: usize = 500;

/// A small deterministic generator for the playouts' choices (not the game's dice).
pub(super) struct Pick(u64);

impl Pick {
    pub(super) fn new(seed: u64) -> Pick {
        Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5851_F42D_4C95_7F2D)
    }
    pub(super) fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Where a game is, for the report of a failure.
#[derive(Default)]
struct Trace {
    /// Actions applied so far (in the replay once it has begun).
    played: usize,
    replay: bool,
    /// The action being applied.
    now: Option<(Step, Seat, Action)>,
}

/// What a game of the playouts is, from its seed. Of four seeds in a row (a round), the first plays
/// Outreach I's rules and [`Policy::RANDOM`]; the others Outreach II's, the second the same policy, the
/// third seeking others' forces (contact, conflict) or, every other time, the scenario's objectives, the
/// fourth heading for the galactic core and carrying its wisdom chits home, the fate rolls prudent
/// ([`Seek`], [`prudent`]).
#[derive(Clone, Copy, Debug)]
struct Kind {
    full: bool,
    turns: u32,
    policy: Policy,
    /// The costly checks of every shift ([`CHECK_EVERY`]).
    checks: bool,
}

fn kind(id: &str, seed: u64) -> Kind {
    let st = rules::new_game(id, seed).expect("sets up");
    let last = st.turns.min(MAX_TURNS);
    let round = seed / 4;
    let core = seed % 4 == 3 && wisdom::in_play(&st);
    let whole = round.is_multiple_of(if core { CORE_FULL_EVERY } else { FULL_EVERY });
    let turns = if whole { last } else { last.min(1 + (round % SHORT_TURNS) as u32) };
    let policy = match seed % 4 {
        0 | 1 => Policy::RANDOM,
        2 if seed % 8 == 2 => Policy { seek: Some(Seek::Others), seek_in_4: 2, ..Policy::RANDOM },
        2 => Policy { seek: Some(Seek::Objectives), seek_in_4: 3, ..Policy::RANDOM },
        _ => Policy { seek: Some(Seek::Core), seek_in_4: 3, prudent: true, ..Policy::RANDOM },
    };
    Kind { full: !seed.is_multiple_of(4), turns, policy, checks: round.is_multiple_of(CHECK_EVERY) && (!whole || seed % 4 == 1) }
}

/// A fresh game of `id` with `seed`, `turns` long, under Outreach II's rules if `full`.
fn fresh(id: &str, seed: u64, k: Kind) -> State {
    let mut st =
        rules::new_game_with(id, k.full, seed).unwrap_or_else(|e| panic!("{id} seed {seed}: no game: {e}"));
    st.turns = k.turns;
    st
}

/// `shift::destinations` against `shift::plan` asked about every hex of the map.
fn check_destinations(st: &State, seat: Seat, from: Hex, fleets: Fleets) {
    let want: Vec<_> =
        map::hexes().filter_map(|to| shift::plan(st, seat, from, fleets, to).ok().map(|p| (to, p))).collect();
    assert_eq!(shift::destinations(st, seat, from, fleets), want, "destinations of {fleets:?} from {from}");
}

/// The view's figures for `part` of the force of `whole` in `from` (what the screen shows once fewer fleets
/// are chosen): each destination's are what `shift::plan` says of that part.
fn check_part(st: &State, seat: Seat, from: Hex, whole: Fleets, part: Fleets) {
    let v = view::view(st, seat);
    let f = v.shifts.iter().find(|f| f.from == from && f.fleets == whole).expect("the listed force in the view");
    for (to, p) in f.plans_for(part) {
        let q = shift::plan(st, seat, from, part, to).unwrap_or_else(|r| panic!("{part:?} from {from} to {to}: {r}"));
        assert_eq!(
            (q.length, q.modifier, q.scatter_in_6, q.beyond_clr),
            (p.length, p.modifier, p.scatter_in_6, p.beyond_clr),
            "figures of {part:?} of {whole:?} from {from} to {to}"
        );
    }
}

/// What a playout's shifts head for now and then ([`seek`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Seek {
    /// Forces of other parties and the wisdom chits (contact, conflict).
    Others,
    /// The galactic core: its three hexes (17.0), a chit taken there carried home.
    Core,
    /// The scenario's objective hexes (18.12's 1816, 18.42's five) without a friendly StarGate: explored and
    /// a StarGate created there when listed (14.11–14.12); else as [`Seek::Others`].
    Objectives,
}

/// The scenario's objective hexes where `seat` has no friendly StarGate.
fn objectives(st: &State, seat: Seat) -> Vec<Hex> {
    setup::scenario(&st.scenario)
        .map_or(&[][..], |s| s.objectives)
        .iter()
        .filter_map(|o| Hex::from_label(o))
        .filter(|&h| !st.gate_at(h).is_some_and(|g| g.friendly_to(seat)))
        .collect()
}

/// How a seat of a playout chooses among its listed actions (also the golden games', game.rs).
#[derive(Clone, Copy, Debug)]
pub(super) struct Policy {
    /// The listed last (the end of a phase, mostly) one time in this many.
    pub end_one_in: usize,
    /// A shift that heads for a goal, `seek_in_4` times in 4 where one is listed.
    pub seek: Option<Seek>,
    pub seek_in_4: usize,
    /// The fate roll's spending with the best chance of a higher CL and the least of a dissolution or an
    /// autonomous force for its cost ([`prudent`]); else a random one.
    pub prudent: bool,
    /// Now and then a shift of a random part of its force's fleets (5.13) with any chits it may carry.
    pub parts: bool,
}

impl Policy {
    /// The playouts' first policy: random listed actions, the end one time in four, parts of forces.
    pub const RANDOM: Policy = Policy { end_one_in: 4, seek: None, seek_in_4: 0, prudent: false, parts: true };
}

/// A policy that seeks contact, or the core and its wisdom chits, so that meetings, conflict and chits
/// happen in the playouts: of `seat`'s listed shifts, the one that ends nearest a goal — for
/// [`Seek::Others`] a force of another party or a core hex with a chit, for [`Seek::Core`] a core hex with a
/// chit (any core hex once none lies there) — or, for a force carrying chits, a StarGate of his; carrying
/// as many chits as it may. [`Seek::Core`] goes there safely: only by shifts that come nearer and scatter
/// on one face of the die at most (5.41).
pub(super) fn seeking(st: &State, seat: Seat, legal: &[Action], seek: Seek) -> Option<Action> {
    let lying: Vec<Hex> = map::CORE.iter().copied().filter(|&h| wisdom::lies_on(st, h)).collect();
    let wanted = objectives(st, seat);
    let seek = if seek == Seek::Objectives && wanted.is_empty() { Seek::Others } else { seek };
    let goals: Vec<Hex> = match seek {
        Seek::Objectives => wanted,
        Seek::Others => st.forces.iter().filter(|f| f.owner != seat).map(|f| f.hex).chain(lying).collect(),
        Seek::Core if lying.is_empty() => map::CORE.to_vec(),
        Seek::Core => lying,
    };
    let home: Vec<Hex> = st.gates.iter().filter(|g| g.friendly_to(seat)).map(|g| g.hex).collect();
    let near = |to: Hex, goals: &[Hex]| goals.iter().map(|g| to.distance(*g)).min().unwrap_or(i32::MAX);
    let mut shifts: Vec<((i32, std::cmp::Reverse<u8>), &Action)> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::Shift { from, to, chits, .. } => {
                let carrying = st.chits_of(seat, from) > 0 || chits > 0;
                let goals = if carrying && !home.is_empty() { &home[..] } else { &goals[..] };
                let d = near(to, goals);
                // Heading for the core, only nearer.
                (seek != Seek::Core || d < near(from, goals)).then_some(((d, std::cmp::Reverse(chits)), a))
            }
            _ => None,
        })
        .collect();
    shifts.sort_by_key(|s| s.0);
    let safe = |a: &Action| match *a {
        Action::Shift { from, fleets, to, .. } => {
            seek != Seek::Core || shift::plan(st, seat, from, fleets, to).is_ok_and(|p| p.scatter_in_6 <= 1)
        }
        _ => false,
    };
    shifts.into_iter().map(|s| s.1).find(|a| safe(a)).cloned()
}

/// Of the listed fate spendings, the one whose six faces give the most: a level (11.2) is worth 100, a
/// dissolution or an autonomous force −10, an RP −¼ (so RP are saved for the pips that may raise a level,
/// and a column to the left is bought against a dissolution); a chit spent −25.
pub(super) fn prudent(st: &State, seat: Seat, legal: &[Action]) -> Option<Action> {
    let value = |left: u8, plus: u8, chits: u8| {
        let col = fate::column(st, seat, left);
        let counted = fate::chits_counted(st, seat, chits);
        let mut v = 0i32;
        for natural in 1..=6 {
            let die = fate::adjusted(natural, fate::x_results(st, seat), plus);
            let r = fate::reading(st, seat, tables::fate(die, col), counted);
            let effect = r.letter.filter(|_| r.ignored.is_none()).and_then(|l| FATE_EFFECTS.iter().find(|e| e.letter == l));
            if let Some(e) = effect {
                v += 100 * e.cl.max(0) as i32 - 10 * (e.dissolution > 0 || e.autonomous.is_some()) as i32;
            }
        }
        4 * v - (left as i32 * 5 + plus as i32 * 50) - 100 * chits as i32
    };
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::Fate { left, plus, chits } => Some((value(left, plus, chits), a)),
            _ => None,
        })
        .max_by_key(|(v, _)| *v)
        .map(|(_, a)| a.clone())
}

/// `seat`'s choice by `policy` among `legal` (never empty) at step `now`: the action, and for a shift of
/// part of a listed force the whole force's fleets.
pub(super) fn choose(st: &State, seat: Seat, now: Step, legal: &[Action], policy: Policy, pick: &mut Pick) -> (Action, Option<Fleets>) {
    if let (Some(seek), true) = (policy.seek, matches!(now, Step::Shifts { .. } | Step::ReserveShift { .. })) {
        if pick.next(4) < policy.seek_in_4 {
            if let Some(a) = seeking(st, seat, legal, seek) {
                return (a, None);
            }
        }
    }
    // An objective explored, and a StarGate created there (14.11–14.12).
    if policy.seek == Some(Seek::Objectives) && pick.next(4) != 0 {
        let wanted = objectives(st, seat);
        let found = legal.iter().find(|a| match a {
            Action::Explore { hex } | Action::Create { hex, .. } => wanted.contains(hex),
            _ => false,
        });
        if let Some(a) = found {
            return (a.clone(), None);
        }
    }
    // Pay for the fleets that go there, mostly (14.27).
    if policy.seek == Some(Seek::Core) && matches!(now, Step::Maintenance { .. }) && pick.next(4) != 0 {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::Maintain)) {
            return (a.clone(), None);
        }
    }
    if policy.prudent && matches!(now, Step::Fate { .. }) {
        if let Some(a) = prudent(st, seat, legal) {
            return (a, None);
        }
    }
    let a = if pick.next(policy.end_one_in) == 0 {
        legal.last().unwrap().clone()
    } else {
        legal[pick.next(legal.len())].clone()
    };
    if let Action::Shift { from, fleets, to, .. } = a {
        if policy.parts && pick.next(2) == 0 {
            let part = Fleets {
                r: pick.next(fleets.r as usize + 1) as u8,
                d: pick.next(fleets.d as usize + 1) as u8,
                e: pick.next(fleets.e as usize + 1) as u8,
            };
            if !part.is_empty() {
                // The chits it carries: any the engine allows that part (17.21–17.22).
                let plan = shift::plan(st, seat, from, part, to).expect("a part shifts where its force does");
                let ((least, most), _) = shift::carry_range(st, seat, from, part, &plan);
                let chits = least + pick.next((most - least) as usize + 1) as u8;
                return (Action::Shift { from, fleets: part, to, chits }, Some(fleets));
            }
        }
    }
    (a, None)
}

/// What a game did: Outreach II's decisions and events counted, and whether it reached the core, took a
/// wisdom chit there and carried one home.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    games: usize,
    actions: usize,
    /// Contact Indices sealed, choices of options sealed, attacks made, reductions decided, fate rolls,
    /// StarGates dissolved by choice.
    index_seals: usize,
    option_seals: usize,
    attacks: usize,
    reductions: usize,
    fates: usize,
    dissolved: usize,
    /// Autonomous forces placed, given a caretaker, and attacking or reducing (13.0).
    placed: usize,
    caretakers: usize,
    autonomous_attacks: usize,
    /// Wisdom chits taken from a core hex and carried home to a friendly StarGate (17.21, 17.26).
    chits_taken: usize,
    chits_home: usize,
    /// Games with a player's force in a core hex at some point; games taking a chit; games carrying one home.
    reached_core: usize,
    took_chit: usize,
    carried_home: usize,
    /// Games ended by the scenario's victory (or its defeat) before their last Game-Turn.
    ended_early: usize,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        let Tally {
            games,
            actions,
            index_seals,
            option_seals,
            attacks,
            reductions,
            fates,
            dissolved,
            placed,
            caretakers,
            autonomous_attacks,
            chits_taken,
            chits_home,
            reached_core,
            took_chit,
            carried_home,
            ended_early,
        } = *o;
        self.games += games;
        self.actions += actions;
        self.index_seals += index_seals;
        self.option_seals += option_seals;
        self.attacks += attacks;
        self.reductions += reductions;
        self.fates += fates;
        self.dissolved += dissolved;
        self.placed += placed;
        self.caretakers += caretakers;
        self.autonomous_attacks += autonomous_attacks;
        self.chits_taken += chits_taken;
        self.chits_home += chits_home;
        self.reached_core += reached_core;
        self.took_chit += took_chit;
        self.carried_home += carried_home;
        self.ended_early += ended_early;
    }

    fn words(&self) -> String {
        format!(
            "{} games, {} actions, {} Contact Indices and {} choices of options sealed, {} attacks, {} reductions \
             decided, {} fate rolls, {} StarGates dissolved by choice, {} autonomous forces placed, {} caretakers, \
             {} autonomous attacks and reductions; {} games reached the core, {} took a wisdom chit ({} chits), {} \
             carried one home ({} chits); {} ended before their last Game-Turn",
            self.games,
            self.actions,
            self.index_seals,
            self.option_seals,
            self.attacks,
            self.reductions,
            self.fates,
            self.dissolved,
            self.placed,
            self.caretakers,
            self.autonomous_attacks,
            self.reached_core,
            self.took_chit,
            self.chits_taken,
            self.carried_home,
            self.chits_home,
            self.ended_early
        )
    }
}

/// One random game to its end: its last state, the actions played, and whether a player's force stood in
/// a core hex at some point.
fn playout(id: &str, seed: u64, k: Kind, trace: &mut Trace) -> (State, Vec<(Seat, Action)>, bool) {
    let mut st = fresh(id, seed, k);
    let mut pick = Pick::new(seed);
    let mut played = Vec::new();
    let mut core = false;
    let bound = ACTIONS_PER_TURN * (k.turns as usize + 1);
    let chits_in_play = wisdom::in_play(&st);
    while played.len() < bound {
        let now = step(&st);
        if now == Step::Over {
            assert_eq!(st.phase, Phase::GameOver, "over, but in the {:?} phase", st.phase);
            return (st, played, core);
        }
        let actors = rules::to_act(&st);
        assert!(!actors.is_empty(), "nobody to act at {now:?}");
        if let Some(one) = now.actor() {
            assert_eq!(actors, vec![one], "to act at {now:?}");
        }
        let seat = actors[pick.next(actors.len())];
        let mut legal = Vec::new();
        for s in st.seats() {
            let listed = rules::legal_actions(&st, s);
            match (actors.contains(&s), listed.is_empty()) {
                (true, true) => {
                    let x = if st.player(s).x_chit { ", holding the X chit" } else { "" };
                    panic!("{s:?} must act but has no legal action at {now:?}{x}");
                }
                (false, false) => panic!("{s:?} may not act but has legal actions at {now:?}: {listed:?}"),
                _ => {}
            }
            if s == seat {
                legal = listed;
            }
        }
        if k.checks && matches!(now, Step::Shifts { .. } | Step::ReserveShift { .. }) {
            for (from, fleets) in rules::forces(&st, seat) {
                check_destinations(&st, seat, from, fleets);
            }
        }
        let (a, whole) = choose(&st, seat, now, &legal, k.policy, &mut pick);
        if let (true, Some(whole), Action::Shift { from, fleets: part, .. }) = (k.checks, whole, &a) {
            check_destinations(&st, seat, *from, *part);
            check_part(&st, seat, *from, whole, *part);
        }
        trace.now = Some((now, seat, a.clone()));
        if let Err(r) = rules::apply(&mut st, seat, &a) {
            panic!("refused: {r}");
        }
        // The ten wisdom chits are all somewhere: on the map, carried, held or spare (3.31, 17.25).
        if chits_in_play {
            let placed = map::CORE.iter().filter(|&&h| wisdom::lies_on(&st, h)).count() as u8
                + st.seats().map(|s| wisdom::held(&st, s) + wisdom::carried(&st, s)).sum::<u8>();
            assert_eq!(placed + wisdom::spares(&st), wisdom::CHITS, "wisdom chits: {placed} placed");
        }
        core |= st.forces.iter().any(|f| matches!(f.owner, Party::Player(_)) && map::CORE.contains(&f.hex));
        trace.now = None;
        played.push((seat, a));
        trace.played = played.len();
    }
    panic!("not over after {bound} actions ({} Game-Turns), at {:?} of Game-Turn {}", k.turns, step(&st), st.turn);
}

/// One game and its replay: what it did; a failure as a report.
fn game(id: &str, seed: u64) -> Result<Tally, String> {
    let k = kind(id, seed);
    let mut trace = Trace::default();
    let result = catch_unwind(AssertUnwindSafe(|| {
        let (end, played, core) = playout(id, seed, k, &mut trace);
        trace.replay = true;
        let mut again = fresh(id, seed, k);
        let mut t = Tally { games: 1, actions: played.len(), reached_core: core as usize, ..Tally::default() };
        for (n, (seat, a)) in played.iter().enumerate() {
            trace.played = n;
            let events = rules::apply(&mut again, *seat, a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"));
            for e in &events {
                match e {
                    Event::AutonomousPlaced { .. } => t.placed += 1,
                    Event::Caretaker { .. } => t.caretakers += 1,
                    Event::Attacked { seat: Party::Auto(_), .. } => t.autonomous_attacks += 1,
                    Event::Rolled { purpose: Purpose::Reduction { seat: Party::Auto(_), .. }, .. } => {
                        t.autonomous_attacks += 1
                    }
                    Event::WisdomTaken { .. } => t.chits_taken += 1,
                    Event::WisdomGained { .. } => t.chits_home += 1,
                    _ => {}
                }
            }
            match a {
                Action::SealIndex { .. } => t.index_seals += 1,
                Action::SealOptions { .. } => t.option_seals += 1,
                Action::Attack { .. } => t.attacks += 1,
                Action::Reduce { .. } => t.reductions += 1,
                Action::Fate { .. } => t.fates += 1,
                Action::Dissolve { .. } => t.dissolved += 1,
                _ => {}
            }
        }
        trace.played = played.len();
        assert!(again == end, "the replay's state differs from the playout's");
        // The result in words is kept under Outreach II's rules only: the preview's states read as before.
        assert_eq!(end.result.is_some(), k.full, "the state's result: {:?}", end.result);
        t.took_chit = (t.chits_taken > 0) as usize;
        t.carried_home = (t.chits_home > 0) as usize;
        t.ended_early = (end.turn < k.turns) as usize;
        t
    }));
    result.map_err(|e| {
        let why = e
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        let at = match &trace.now {
            Some((now, seat, a)) => {
                let hexes = match a {
                    Action::Shift { from, to, .. } => format!(" ({from} to {to})"),
                    _ => String::new(),
                };
                format!("action #{} {a:?}{hexes} by {seat:?} at {now:?}", trace.played + 1)
            }
            None => format!("after {} actions", trace.played),
        };
        let at = if trace.replay { format!("replaying, {at}") } else { at };
        let rules = if k.full { "Outreach II" } else { "Outreach I" };
        format!("{id} seed {seed} ({} Game-Turns, {rules}, {:?}), {at}: {why}", k.turns, k.policy)
    })
}

/// Seeds a worker takes at once: small enough that the two workers end together.
const CHUNK: u64 = 25;

/// A scenario's games: what they did, the failures, and the time its games took on the workers.
#[derive(Default)]
struct Run {
    tally: Tally,
    failures: Vec<String>,
    seconds: f64,
}

/// `STARSHIFT_PLAYOUTS` games (else [`GAMES`]) of each scenario from seed `STARSHIFT_PLAYOUTS_SEED` (else
/// 0), in chunks of [`CHUNK`] seeds shared by a worker a core (`STARSHIFT_PLAYOUTS_SCENARIO=id` plays that
/// scenario alone); every failure reported at the end.
#[test]
fn random_playouts_of_every_scenario() {
    let var = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<u64>().ok());
    let games = var("STARSHIFT_PLAYOUTS").unwrap_or(GAMES);
    let first = var("STARSHIFT_PLAYOUTS_SEED").unwrap_or(0);
    // Every scenario, and so games of 1, 2, 3 and 4 players.
    let mut players: Vec<usize> =
        setup::SCENARIOS.iter().map(|s| rules::new_game(s.id, 0).unwrap().players.len()).collect();
    players.sort();
    players.dedup();
    assert_eq!(players, [1, 2, 3, 4]);
    let only = std::env::var("STARSHIFT_PLAYOUTS_SCENARIO").ok();
    let ids: Vec<&str> =
        setup::SCENARIOS.iter().map(|s| s.id).filter(|id| only.as_deref().is_none_or(|o| o == *id)).collect();
    assert!(!ids.is_empty(), "no scenario {only:?}");
    // The chunks, the scenarios taking turns.
    let mut chunks: Vec<(usize, u64, u64)> = Vec::new();
    for from in (first..first + games).step_by(CHUNK as usize) {
        for k in 0..ids.len() {
            chunks.push((k, from, CHUNK.min(first + games - from)));
        }
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let runs: Vec<std::sync::Mutex<Run>> = ids.iter().map(|_| Default::default()).collect();
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(chunks.len());
    let started = std::time::Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                while let Some(&(k, from, n)) = chunks.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)) {
                    let t0 = std::time::Instant::now();
                    let mut chunk = Run::default();
                    for seed in from..from + n {
                        match game(ids[k], seed) {
                            Ok(t) => chunk.tally.add(&t),
                            Err(e) => chunk.failures.push(e),
                        }
                    }
                    let mut run = runs[k].lock().unwrap();
                    run.tally.add(&chunk.tally);
                    run.failures.append(&mut chunk.failures);
                    run.seconds += t0.elapsed().as_secs_f64();
                }
            });
        }
    });
    let (mut all, mut failures) = (Tally::default(), Vec::new());
    for (id, run) in ids.iter().zip(runs) {
        let mut run = run.into_inner().unwrap();
        eprintln!(
            "playouts {id}: from seed {first}, {}; {} failed, {:.1} s",
            run.tally.words(),
            run.failures.len(),
            run.seconds
        );
        all.add(&run.tally);
        failures.append(&mut run.failures);
    }
    eprintln!(
        "playouts: {}; {} failed, {:.1} s on {workers} workers",
        all.words(),
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    let count = games * ids.len() as u64;
    assert!(failures.is_empty(), "{} of {count} games failed:\n{}", failures.len(), failures.join("\n"));
    // The Contact and Interaction Segments are played, not just reached: players meet in some of the games.
    assert!(games < 8 || all.index_seals > 0 && all.option_seals > 0, "sealed in {count} games: {all:?}");
    // Every game of Outreach II rolls for fate (11.0).
    assert!(games < 8 || all.fates > 0, "fate rolled in {count} games: {all:?}");
}
