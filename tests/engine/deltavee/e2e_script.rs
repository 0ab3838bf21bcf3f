//! The browser's Showdown journey (tests/e2e/deltavee-showdown.spec.mjs) plays scenario 1 to a victory by
//! taps. Its script comes from the engine, so every tap is a legal action of that game: each action with
//! the seat that takes it and its button's label. Regenerate it with
//! `STARSHIFT_WRITE_E2E=1 cargo test --test engine deltavee::e2e_script`; the test fails when it is out of date.

use crate::support::Rng;
use serde_json::{json, Value};
use starshift::engine::deltavee::action::{Action, Battle};
use starshift::engine::deltavee::view::view;
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::game::{Game, Options};
use starshift::engine::record::Session;

const SCENARIO: &str = "showdown";
/// The shortest victory the policy below reached over seeds 1–300: 73 actions, Player 2's ship destroyed by
/// a missile in Game-Turn 5 (11.0 scenario 1).
const SEED: u64 = 7;
const STEPS: usize = 700;
const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures/deltavee-showdown.json");

/// A player in a hurry: intercepts whenever it may, prepares and launches missiles and fires when listed,
/// never declines an interception nor raises a force field (so the first missile to reach a ship destroys
/// it, 11.0), else acts at random.
fn pick(legal: &[Action], rng: &mut Rng) -> Action {
    let pref = |f: &dyn Fn(&Action) -> bool| legal.iter().filter(|a| f(a)).cloned().collect::<Vec<_>>();
    let intercept = pref(&|a| matches!(a, Action::Intercept { .. }));
    if let Some(a) = intercept.first() {
        return a.clone();
    }
    let attack = pref(&|a| {
        matches!(
            a,
            Action::Launch { .. }
                | Action::Fire { .. }
                | Action::Battle { command: Battle::PrepareMissile { .. } | Battle::ControlGuided { .. }, .. }
        )
    });
    if !attack.is_empty() && rng.below(4) > 0 {
        return attack[rng.below(attack.len())].clone();
    }
    let calm =
        pref(&|a| !matches!(a, Action::Decline | Action::Battle { command: Battle::ForceField { on: true }, .. }));
    let from = if calm.is_empty() { legal } else { &calm };
    from[rng.below(from.len())].clone()
}

fn play(seed: u64) -> Session<DeltaVee> {
    let mut s = Session::<DeltaVee>::new(SCENARIO, Options::new(), seed).expect("sets up");
    let mut rng = Rng::new(seed ^ 0x5eed);
    for _ in 0..STEPS {
        let Some(&seat) = DeltaVee::to_act(&s.state).first() else { break };
        let a = pick(&DeltaVee::legal_actions(&s.state, seat), &mut rng);
        s.act(seat, a).expect("a listed action");
    }
    s
}

/// The script: the record before the first action (it fixes the seed), each action's seat and its button's
/// label as that seat's view lists it (unique among its legal actions), and the result.
fn script() -> Value {
    let game = play(SEED);
    let mut replay = Session::<DeltaVee>::new(SCENARIO, Options::new(), SEED).unwrap();
    let record = replay.record();
    let mut steps = Vec::new();
    let mut kinds = std::collections::BTreeSet::new();
    for e in &game.history {
        let v = view(&replay.state, e.seat);
        let choice = v.legal.iter().find(|c| c.action == e.action).expect("the action is listed in its seat's view");
        let same = v.legal.iter().filter(|c| c.label == choice.label).count();
        assert_eq!(same, 1, "two legal actions labelled {:?}", choice.label);
        kinds.insert(format!("{:?}", e.action).split([' ', '{']).next().unwrap().to_string());
        steps.push(json!({ "seat": e.seat.name(), "label": choice.label }));
        replay.act(e.seat, e.action.clone()).expect("replays");
    }
    let result = game.state.result.as_ref().expect("the game ends in a victory");
    // The journey shows commands, fire and launches, and moves (3.0).
    for k in ["Maneuver", "Fire", "Launch", "Move", "EndCommands", "EndFire"] {
        assert!(kinds.contains(k), "no {k} in the game: {kinds:?}");
    }
    json!({ "seed": SEED, "record": record, "winner": result.winner.map(|p| p.name()), "result": result.reason, "hash": game.hash(), "steps": steps })
}

#[test]
fn e2e_script_is_up_to_date() {
    let text = serde_json::to_string_pretty(&script()).unwrap() + "\n";
    if std::env::var("STARSHIFT_WRITE_E2E").is_ok() {
        std::fs::write(FILE, &text).unwrap();
    }
    let on_disk = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(
        on_disk == text,
        "{FILE} is out of date: run STARSHIFT_WRITE_E2E=1 cargo test --test engine deltavee::e2e_script"
    );
}

/// 10.2: the owner's log counts the missiles still in each pod: the Showdown's first launch (an unguided
/// missile from the Piccolo's hunter pod, 9.1) leaves one fewer there; the enemy's view has no log.
#[test]
fn the_owners_log_counts_missiles_left_after_a_launch() {
    let game = play(SEED);
    let mut s = Session::<DeltaVee>::new(SCENARIO, Options::new(), SEED).unwrap();
    let mine =
        |s: &Session<DeltaVee>| view(&s.state, starshift::engine::deltavee::state::Player::One).ships[0].log.clone();
    let before = mine(&s).expect("the owner's log").missiles[0];
    for e in &game.history {
        let launch = matches!(e.action, Action::Launch { .. });
        s.act(e.seat, e.action.clone()).unwrap();
        if launch {
            break;
        }
    }
    let after = mine(&s).unwrap().missiles[0];
    assert_eq!(after[0] + 1, before[0], "one unguided missile fewer: {before:?} → {after:?}");
    assert_eq!(after[1..], before[1..]);
    assert!(view(&s.state, starshift::engine::deltavee::state::Player::Two).ships[0].log.is_none());
}
