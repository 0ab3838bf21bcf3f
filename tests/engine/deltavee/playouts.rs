//! DeltaVee: many short random games across the five scenarios (3.0, 11.0). For each game: no panic, some
//! seat always has a legal action while the game is on, play gets past the first Game-Turn, and the game's
//! record replays (`Session::from_record`) to the same state hash. The count (2000 games of up to 200
//! actions) is sized to take about a minute of CPU in the dev profile: 20–40 s on a 2-core machine.

use crate::support::Rng;
use starshift::engine::deltavee::action::Action;
use starshift::engine::deltavee::setup::SCENARIOS;
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::game::{Game, Options};
use starshift::engine::record::Session;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// Games per scenario.
const GAMES: u64 = 400;
/// Actions per game at most.
const STEPS: usize = 200;

/// One random game of `id`: fires and launches favoured when listed, so that damage and interceptions occur.
fn short_game(id: &str, seed: u64) -> (usize, bool, u32) {
    let mut s = Session::<DeltaVee>::new(id, Options::new(), seed).expect("sets up");
    let mut rng = Rng::new(seed ^ 0x9e37_79b9);
    let mut acted = 0;
    for step in 0..STEPS {
        let seats = DeltaVee::to_act(&s.state);
        let Some(&seat) = seats.first() else {
            // Nobody to act: only when the game is over (11.0).
            assert!(s.state.result.is_some(), "{id} seed {seed} step {step}: nobody to act, game not over");
            break;
        };
        assert!(s.state.result.is_none(), "{id} seed {seed} step {step}: a seat to act after the game ended");
        let legal = DeltaVee::legal_actions(&s.state, seat);
        assert!(!legal.is_empty(), "{id} seed {seed} step {step}: dead end in {}", s.state.phase.name());
        let fires: Vec<&Action> = legal
            .iter()
            .filter(|a| matches!(a, Action::Fire { .. } | Action::Launch { .. } | Action::MimsLaunch { .. }))
            .collect();
        let a = if !fires.is_empty() && rng.below(4) > 0 {
            fires[rng.below(fires.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        if let Err(r) = s.act(seat, a.clone()) {
            panic!("{id} seed {seed} step {step}: listed {a:?} refused: {r}");
        }
        acted += 1;
    }
    // Play goes on: every game gets past its first Game-Turn or ends (3.0).
    assert!(s.state.turn >= 2 || s.state.result.is_some(), "{id} seed {seed}: stuck in Game-Turn 1");
    let back = Session::<DeltaVee>::from_record(&s.record())
        .unwrap_or_else(|e| panic!("{id} seed {seed}: the record does not replay: {e}"));
    assert_eq!(back.hash(), s.hash(), "{id} seed {seed}: replayed state differs");
    (acted, s.state.result.is_some(), s.state.turn)
}

/// `GAMES` games of scenario `id`, each checked by `short_game`.
fn games_of(id: &str) {
    let start = Instant::now();
    let (mut actions, mut ended, mut turns) = (0, 0, Vec::new());
    for seed in 1..=GAMES {
        let r = catch_unwind(AssertUnwindSafe(|| short_game(id, seed)));
        let (n, over, turn) = r.unwrap_or_else(|_| panic!("{id} seed {seed}: the playout failed (see above)"));
        actions += n;
        ended += over as usize;
        turns.push(turn);
    }
    turns.sort();
    eprintln!(
        "{id}: {GAMES} games, {actions} actions, {ended} ended, Game-Turns reached min {} median {} max {}, in {:.1?}",
        turns[0],
        turns[turns.len() / 2],
        turns[turns.len() - 1],
        start.elapsed()
    );
}

// One test per scenario, so that the test harness spreads them over the cores.
#[test]
fn many_short_games_of_the_showdown() {
    games_of("showdown");
}

#[test]
fn many_short_games_of_the_first_shot() {
    games_of("first-shot");
}

#[test]
fn many_short_games_of_escape_from_tau_ceti() {
    games_of("tau-ceti");
}

#[test]
fn many_short_games_of_pirates() {
    games_of("pirates");
}

#[test]
fn many_short_games_of_attack_on_convoy_red() {
    games_of("convoy-red");
}

#[test]
fn the_playouts_cover_every_scenario() {
    let ids: Vec<&str> = SCENARIOS.iter().map(|s| s.id).collect();
    assert_eq!(ids, ["showdown", "first-shot", "tau-ceti", "pirates", "convoy-red"]);
}

/// A long game for the replay figures (`tests/bench.sh`: a 1,000-action game replays in wasm in ≤ 50 ms):
/// a seeded random walk of "pirates" to 1,000 actions, kept as the golden record
/// tests/golden/v2/deltavee-1000.json. It must replay to its check forever; made once with
/// `STARSHIFT_WRITE_GOLDEN=1 cargo test --test engine thousand_action_golden` (never regenerated after).
#[test]
fn thousand_action_golden() {
    use starshift::engine::record::Record;
    const FILE: &str = "tests/golden/v2/deltavee-1000.json";
    if std::env::var_os("STARSHIFT_WRITE_GOLDEN").is_some() {
        let mut found = None;
        for seed in 0..200u64 {
            let s = crate::support::walk::<DeltaVee>("pirates", seed, 1000, crate::support::Pick::Random(seed));
            if s.history.len() == 1000 {
                found = Some(s);
                break;
            }
        }
        let s = found.expect("a seed whose random game lasts 1,000 actions");
        std::fs::write(FILE, serde_json::to_string_pretty(&s.record()).unwrap() + "\n").unwrap();
    }
    let rec: Record = serde_json::from_str(&std::fs::read_to_string(FILE).unwrap()).unwrap();
    let s = Session::<DeltaVee>::from_record(&rec).expect("the 1,000-action golden record replays to its check");
    assert_eq!(s.history.len(), 1000);
}
