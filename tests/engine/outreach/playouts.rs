//! Random playouts: games of every scenario of `setup::SCENARIOS` (1–4 players) played to their last
//! Game-Turn by random legal actions, every odd seed under Outreach II's rules so far (the Contact Segment:
//! sealed indices opened together). In each game: whenever it is not over, some seat acts, every seat that
//! may act has a legal action and no other seat has one (no dead end); every action tried from `rules::legal_actions` (or a part of a listed
//! shift's fleets, 5.13) is accepted by `rules::apply`; `shift::destinations` is what `shift::plan` says of
//! every hex of the map, and the view's figures for a part of a force are `shift::plan`'s for that part; the game reaches `Phase::GameOver` within [`ACTIONS_PER_TURN`] actions a
//! Game-Turn; and its actions replayed on a fresh `rules::new_game` give an identical state.
//!
//! `cargo test --test engine outreach::playouts` plays [`GAMES`] games of each scenario, each a few
//! Game-Turns long but one in [`FULL_EVERY`] to the scenario's end. More: `STARSHIFT_PLAYOUTS=N` plays N
//! games of each scenario, from seed `STARSHIFT_PLAYOUTS_SEED` (default 0); best in release
//! (`cargo test --release --test engine outreach::playouts`). Every failing game is reported with its
//! scenario, seed, action number, step and action.

use starshift::engine::hex::Hex;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::state::{Party, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::{map, rules, setup, shift, view, wisdom};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Games of each scenario in a plain `cargo test` (debug build, about 20 s in all on two cores).
const GAMES: u64 = 32;
/// One game in this many is played to the scenario's last Game-Turn; the others to a random one of the
/// first few ([`SHORT_TURNS`]).
const FULL_EVERY: u64 = 4;
const SHORT_TURNS: u32 = 6;
const MAX_TURNS: u32 = 50;
/// The bound on a game's length: actions a Game-Turn (and as many for the pre-game builds, 18.41). The
/// games play a few dozen.
const ACTIONS_PER_TURN: usize = 500;

/// A small deterministic generator for the playouts' choices (not the game's dice).
struct Pick(u64);

impl Pick {
    fn new(seed: u64) -> Pick {
        Pick(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5851_F42D_4C95_7F2D)
    }
    fn next(&mut self, n: usize) -> usize {
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

/// The game's length in Game-Turns: its scenario's (at most [`MAX_TURNS`]: 18.5 has no limit), or a few.
fn turns_of(id: &str, seed: u64) -> u32 {
    let full = rules::new_game(id, seed).expect("sets up").turns.min(MAX_TURNS);
    if seed.is_multiple_of(FULL_EVERY) {
        full
    } else {
        full.min(1 + (seed / FULL_EVERY % SHORT_TURNS as u64) as u32)
    }
}

/// A fresh game of `id` with `seed`, `turns` long: under Outreach II's rules for an odd seed.
fn fresh(id: &str, seed: u64, turns: u32) -> State {
    let full = seed % 2 == 1;
    let mut st =
        rules::new_game_with(id, full, seed).unwrap_or_else(|e| panic!("{id} seed {seed}: no game: {e}"));
    st.turns = turns;
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

/// A policy that seeks contact and the wisdom chits, so that meetings, conflict and chits happen in the
/// playouts: of `seat`'s listed shifts, the one that ends nearest a goal — a force of another party, a core
/// hex with a chit, or (for a force carrying chits) a StarGate of his — carrying as many chits as it may.
fn seeking(st: &State, seat: Seat, legal: &[Action]) -> Option<Action> {
    let mut goals: Vec<Hex> = st.forces.iter().filter(|f| f.owner != seat).map(|f| f.hex).collect();
    goals.extend(map::CORE.iter().copied().filter(|&h| wisdom::lies_on(st, h)));
    let home: Vec<Hex> = st.gates.iter().filter(|g| g.friendly_to(seat)).map(|g| g.hex).collect();
    let near = |to: Hex, goals: &[Hex]| goals.iter().map(|g| to.distance(*g)).min().unwrap_or(i32::MAX);
    legal
        .iter()
        .filter_map(|a| match *a {
            Action::Shift { from, to, chits, .. } => {
                let carrying = st.chits_of(seat, from) > 0 || chits > 0;
                let d = if carrying && !home.is_empty() { near(to, &home) } else { near(to, &goals) };
                Some(((d, std::cmp::Reverse(chits)), a))
            }
            _ => None,
        })
        .min_by_key(|(k, _)| *k)
        .map(|(_, a)| a.clone())
}

/// One random game to its end: its last state and the actions played.
fn playout(id: &str, seed: u64, turns: u32, trace: &mut Trace) -> (State, Vec<(Seat, Action)>) {
    let mut st = fresh(id, seed, turns);
    let mut pick = Pick::new(seed);
    let mut played = Vec::new();
    let bound = ACTIONS_PER_TURN * (turns as usize + 1);
    while played.len() < bound {
        let now = step(&st);
        if now == Step::Over {
            assert_eq!(st.phase, Phase::GameOver, "over, but in the {:?} phase", st.phase);
            return (st, played);
        }
        let actors = rules::to_act(&st);
        assert!(!actors.is_empty(), "nobody to act at {now:?}");
        if let Some(one) = now.actor() {
            assert_eq!(actors, vec![one], "to act at {now:?}");
        }
        for s in st.seats() {
            let legal = !rules::legal_actions(&st, s).is_empty();
            assert_eq!(legal, actors.contains(&s), "{s:?} has legal actions: {legal}, at {now:?}");
        }
        let seat = actors[pick.next(actors.len())];
        let legal = rules::legal_actions(&st, seat);
        if matches!(now, Step::Shifts { .. } | Step::ReserveShift { .. }) {
            for (from, fleets) in rules::forces(&st, seat) {
                check_destinations(&st, seat, from, fleets);
            }
        }
        // End the phase now and then, so the game moves on; else a random action; a shift now and then with
        // a random part of its force's fleets.
        // In every other game, a shift now and then seeks others and the wisdom chits (`seeking`).
        let seek = seed % 4 >= 2 && pick.next(2) == 0;
        let mut a = match seeking(&st, seat, &legal) {
            Some(a) if seek => a,
            _ if pick.next(4) == 0 => legal.last().unwrap().clone(),
            _ => legal[pick.next(legal.len())].clone(),
        };
        if let Action::Shift { from, fleets, to, .. } = a {
            if !seek && pick.next(2) == 0 {
                let part = Fleets {
                    r: pick.next(fleets.r as usize + 1) as u8,
                    d: pick.next(fleets.d as usize + 1) as u8,
                    e: pick.next(fleets.e as usize + 1) as u8,
                };
                if !part.is_empty() {
                    check_destinations(&st, seat, from, part);
                    check_part(&st, seat, from, fleets, part);
                    // The chits it carries: any the engine allows that part (17.21–17.22).
                    let plan = shift::plan(&st, seat, from, part, to).expect("a part shifts where its force does");
                    let ((least, most), _) = shift::carry_range(&st, seat, from, part, &plan);
                    let chits = least + pick.next((most - least) as usize + 1) as u8;
                    a = Action::Shift { from, fleets: part, to, chits };
                }
            }
        }
        trace.now = Some((now, seat, a.clone()));
        if let Err(r) = rules::apply(&mut st, seat, &a) {
            panic!("refused: {r}");
        }
        // The ten wisdom chits are all somewhere: on the map, carried, held or spare (3.31, 17.25).
        let placed = map::CORE.iter().filter(|&&h| wisdom::lies_on(&st, h)).count() as u8
            + st.seats().map(|s| wisdom::held(&st, s) + wisdom::carried(&st, s)).sum::<u8>();
        assert!(!wisdom::in_play(&st) || placed + wisdom::spares(&st) == wisdom::CHITS, "wisdom chits: {placed} placed");
        trace.now = None;
        played.push((seat, a));
        trace.played = played.len();
    }
    panic!("not over after {bound} actions ({turns} Game-Turns), at {:?} of Game-Turn {}", step(&st), st.turn);
}

/// Outreach II's decisions counted: Contact Indices sealed, choices of options sealed, attacks made,
/// reductions decided, fate rolls, StarGates dissolved by choice; and autonomous forces placed, given a
/// caretaker, and attacking or reducing; wisdom chits taken from a core hex and carried home (17.21, 17.26).
type Decisions = [usize; 11];

/// One game and its replay: its actions and Outreach II decisions; a failure as a report.
fn game(id: &str, seed: u64) -> Result<(usize, Decisions), String> {
    let turns = turns_of(id, seed);
    let mut trace = Trace::default();
    let result = catch_unwind(AssertUnwindSafe(|| {
        let (end, played) = playout(id, seed, turns, &mut trace);
        trace.replay = true;
        let mut again = fresh(id, seed, turns);
        let mut autonomous = [0; 5];
        for (k, (seat, a)) in played.iter().enumerate() {
            trace.played = k;
            let events = rules::apply(&mut again, *seat, a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"));
            for e in &events {
                match e {
                    Event::AutonomousPlaced { .. } => autonomous[0] += 1,
                    Event::Caretaker { .. } => autonomous[1] += 1,
                    Event::Attacked { seat: Party::Auto(_), .. } => autonomous[2] += 1,
                    Event::Rolled { purpose: Purpose::Reduction { seat: Party::Auto(_), .. }, .. } => autonomous[2] += 1,
                    Event::WisdomTaken { .. } => autonomous[3] += 1,
                    Event::WisdomGained { .. } => autonomous[4] += 1,
                    _ => {}
                }
            }
        }
        trace.played = played.len();
        assert!(again == end, "the replay's state differs from the playout's");
        let count = |kind: fn(&Action) -> bool| played.iter().filter(|(_, a)| kind(a)).count();
        let decisions = [
            count(|a| matches!(a, Action::SealIndex { .. })),
            count(|a| matches!(a, Action::SealOptions { .. })),
            count(|a| matches!(a, Action::Attack { .. })),
            count(|a| matches!(a, Action::Reduce { .. })),
            count(|a| matches!(a, Action::Fate { .. })),
            count(|a| matches!(a, Action::Dissolve { .. })),
            autonomous[0],
            autonomous[1],
            autonomous[2],
            autonomous[3],
            autonomous[4],
        ];
        (played.len(), decisions)
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
        format!("{id} seed {seed} ({turns} Game-Turns), {at}: {why}")
    })
}

/// `games` games of `id` from seed `first`: the actions played and Outreach II decisions in all, and a
/// report of each failure.
fn playouts(id: &str, first: u64, games: u64) -> (usize, Decisions, Vec<String>) {
    let started = std::time::Instant::now();
    let (mut actions, mut seals, mut failures) = (0, [0; 11], Vec::new());
    for seed in first..first + games {
        match game(id, seed) {
            Ok((n, d)) => {
                actions += n;
                for (k, n) in d.iter().enumerate() {
                    seals[k] += n;
                }
            }
            Err(e) => failures.push(e),
        }
    }
    eprintln!(
        "playouts {id}: {games} games from seed {first}, {actions} actions, {} Contact Indices and {} choices of \
         options sealed, {} attacks, {} reductions decided, {} fate rolls, {} StarGates dissolved by choice, \
         {} autonomous forces placed, {} caretakers, {} autonomous attacks and reductions, {} wisdom chits taken, \
         {} carried home, {} failed, {:.1} s",
        seals[0],
        seals[1],
        seals[2],
        seals[3],
        seals[4],
        seals[5],
        seals[6],
        seals[7],
        seals[8],
        seals[9],
        seals[10],
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    (actions, seals, failures)
}

/// `STARSHIFT_PLAYOUTS` games (else [`GAMES`]) of each scenario from seed `STARSHIFT_PLAYOUTS_SEED` (else
/// 0), the scenarios side by side; every failure reported at the end.
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
    let started = std::time::Instant::now();
    let results: Vec<(usize, Decisions, Vec<String>)> = std::thread::scope(|scope| {
        let runs: Vec<_> = setup::SCENARIOS.iter().map(|s| scope.spawn(move || playouts(s.id, first, games))).collect();
        runs.into_iter().map(|r| r.join().expect("the playouts catch their games' panics")).collect()
    });
    let actions: usize = results.iter().map(|r| r.0).sum();
    let seals = results.iter().fold([0; 11], |mut a, r| {
        for (k, n) in r.1.iter().enumerate() {
            a[k] += n;
        }
        a
    });
    let failures: Vec<String> = results.into_iter().flat_map(|r| r.2).collect();
    let all = games * setup::SCENARIOS.len() as u64;
    eprintln!(
        "playouts: {all} games, {actions} actions, {} failed, {:.1} s",
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(failures.is_empty(), "{} of {all} games failed:\n{}", failures.len(), failures.join("\n"));
    // The Contact and Interaction Segments are played, not just reached: players meet in some of the games.
    assert!(games < 8 || seals[..2].iter().all(|&n| n > 0), "sealed in {all} games: {seals:?}");
    // Every game of Outreach II rolls for fate (11.0).
    assert!(games < 8 || seals[4] > 0, "fate rolled in {all} games: {seals:?}");
}
