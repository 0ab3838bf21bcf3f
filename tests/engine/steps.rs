//! One sequence of play per game (`deltavee::step`, `stargate::step`): at every state visited — the golden
//! records replayed, random playouts of every scenario with fixed seeds, and a few scripted positions — and
//! for every seat, the prompt speaks of exactly what the legal actions allow.
//!
//! "Speaks of exactly what the legal actions allow", at each state:
//! - `to_act` is the step's actor (nobody once the game is over);
//! - a seat not to act has no legal action, and its prompt says it is waiting (or that the game is over);
//! - the seat to act has at least one legal action; the kind (the record's `"do"` tag) of each is one the
//!   step asks for, and the prompt contains the words the step gives for that kind; every kind the step
//!   marks `always` is listed (the others — e.g. DeltaVee's Decline, only for a Civ Level 8 missile, 9.6;
//!   a fire, only with a target in range, 8.0; StarGate's Reveal, only with a face-down unit in a Stargate,
//!   5.8 — may be unavailable: see each game's `step` module).
//!
//! Every step variant (and each sub-step of StarGate's approach routine) must be visited, except
//! DeltaVee's Detection Segment, which the rules pass through without a player (3.0).

use crate::support::Rng;
use serde::Serialize;
use starshift::engine::ask::Ask;
use starshift::engine::deltavee::setup::SCENARIOS;
use starshift::engine::deltavee::state::{Phase as DvPhase, Player};
use starshift::engine::deltavee::{self, step as dv_step, DeltaVee};
use starshift::engine::game::{Game, Options};
use starshift::engine::record::{Record, Session};
use starshift::engine::stargate::{self, step as sg_step, StarGate};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Debug;

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

/// A step's name for counting: its variant, and for StarGate's approach its sub-step.
fn tag(step: &impl Serialize) -> String {
    let v = serde_json::to_value(step).unwrap();
    match v.get("step") {
        Some(sub) => format!("{}/{}", v["is"].as_str().unwrap(), sub.as_str().unwrap()),
        None => v["is"].as_str().unwrap().to_string(),
    }
}

/// The kind of an action: its `"do"` tag in records.
fn kind(action: &impl Serialize) -> String {
    serde_json::to_value(action).unwrap()["do"].as_str().unwrap().to_string()
}

/// Checks one state of game `G` for every seat (see the module's doc); `now` is the state's step.
fn check<G: Game>(
    st: &G::State,
    now: &(impl Serialize + Debug),
    actor: Option<G::Seat>,
    asks: &[Ask],
    prompt: impl Fn(G::Seat) -> String,
    seen: &mut BTreeMap<String, usize>,
    at: &str,
) {
    *seen.entry(tag(now)).or_default() += 1;
    assert_eq!(G::to_act(st), actor.into_iter().collect::<Vec<_>>(), "{at}: to_act is not the actor of {now:?}");
    for &seat in G::seats() {
        let legal = G::legal_actions(st, seat);
        let words = prompt(seat).to_lowercase();
        if Some(seat) != actor {
            assert!(legal.is_empty(), "{at}: {seat:?} does not act at {now:?} yet has {legal:?}");
            let over = actor.is_none() && words.contains("over");
            assert!(words.contains("waiting") || over, "{at}: {seat:?} does not act at {now:?}, prompt: {words}");
            continue;
        }
        assert!(!legal.is_empty(), "{at}: {seat:?} acts at {now:?} but has no legal action");
        let kinds: BTreeSet<String> = legal.iter().map(kind).collect();
        for k in &kinds {
            let ask = asks.iter().find(|a| a.kind == k).unwrap_or_else(|| {
                panic!("{at}: {now:?} does not ask for {k}, yet it is legal ({legal:?}); prompt: {words}")
            });
            assert!(words.contains(ask.word), "{at}: at {now:?} {k} is legal but the prompt does not say \"{}\": {words}", ask.word);
        }
        for a in asks.iter().filter(|a| a.always) {
            assert!(kinds.contains(a.kind), "{at}: {now:?} always asks for {} but it is not legal: {kinds:?}", a.kind);
        }
    }
}

fn deltavee_check(st: &deltavee::state::State, seen: &mut BTreeMap<String, usize>, at: &str) {
    let now = dv_step::step(st);
    let prompt = |seat| DeltaVee::view(st, seat).prompt;
    check::<DeltaVee>(st, &now, now.actor(), now.asks(), prompt, seen, at);
    for &seat in DeltaVee::seats() {
        assert_eq!(DeltaVee::view(st, seat).step, now, "{at}: the view's step");
    }
}

fn stargate_check(st: &stargate::State, seen: &mut BTreeMap<String, usize>, at: &str) {
    let now = sg_step::step(st);
    let prompt = |seat| StarGate::view(st, seat).prompt;
    check::<StarGate>(st, &now, now.actor(), now.asks(), prompt, seen, at);
}

/// Replays every golden record of `G`, checking each state on the way.
fn golden<G: Game>(mut each: impl FnMut(&G::State, &str)) {
    for entry in std::fs::read_dir(GOLDEN).unwrap() {
        let path = entry.unwrap().path();
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        let Ok(rec) = serde_json::from_str::<Record>(&text) else { continue };
        if rec.game != G::ID {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let mut s = Session::<G>::new(&rec.scenario, rec.options.clone(), rec.seed).expect("sets up");
        each(&s.state, &name);
        for (i, v) in rec.actions.iter().enumerate() {
            let seat: G::Seat = serde_json::from_value(v["seat"].clone()).unwrap();
            let action: G::Action = serde_json::from_value(v["action"].clone()).unwrap();
            s.act(seat, action).unwrap_or_else(|r| panic!("{name} action {i}: {r}"));
            each(&s.state, &format!("{name} after action {i}"));
        }
    }
}

/// A random playout of `G` from game seed `seed`, the walk's choices drawn from `rng` (those for which
/// `favour` holds chosen three times in four when listed), checking each state on the way.
fn playout<G: Game>(
    scenario: &str,
    seed: u64,
    rng: u64,
    actions: usize,
    favour: fn(&G::Action) -> bool,
    mut each: impl FnMut(&G::State, &str),
) {
    let mut s = Session::<G>::new(scenario, Options::new(), seed).expect("sets up");
    let mut rng = Rng::new(rng);
    each(&s.state, &format!("{scenario} seed {seed} start"));
    for i in 0..actions {
        let Some(&seat) = G::to_act(&s.state).first() else { break };
        let legal = G::legal_actions(&s.state, seat);
        let liked: Vec<&G::Action> = legal.iter().filter(|a| favour(a)).collect();
        let a = if !liked.is_empty() && rng.below(4) > 0 {
            liked[rng.below(liked.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        s.act(seat, a).expect("listed");
        each(&s.state, &format!("{scenario} seed {seed} after action {i}"));
    }
}

/// Fires and launches, favoured so that hits and interceptions occur (8.0, 9.0).
fn fires(a: &deltavee::action::Action) -> bool {
    use deltavee::action::Action;
    matches!(a, Action::Fire { .. } | Action::Launch { .. } | Action::MimsLaunch { .. })
}

#[test]
fn every_deltavee_step_prompts_for_exactly_its_legal_actions() {
    let mut seen = BTreeMap::new();
    golden::<DeltaVee>(|st, at| deltavee_check(st, &mut seen, at));
    for sc in SCENARIOS {
        for seed in 0..6 {
            playout::<DeltaVee>(sc.id, seed, seed, 160, fires, |st, at| deltavee_check(st, &mut seen, at));
        }
    }
    // Scripted: the game over (11.0): Player 2's Piccolo destroyed, then the Fire Phase ends.
    let mut st = DeltaVee::setup("showdown", &Options::new(), 1).unwrap();
    let d = st.find(Player::Two, 'D').unwrap();
    st.ships[d as usize].status =
        deltavee::state::Status::Gone(deltavee::state::Gone::Destroyed);
    st.phase = DvPhase::Fire(Player::One);
    DeltaVee::apply(&mut st, Player::One, &deltavee::action::Action::EndFire).unwrap();
    deltavee_check(&st, &mut seen, "showdown, over");
    deltavee_planet_stop(&mut seen);
    let all = ["over", "set_up", "movement", "planet_maneuvers", "intercept", "hit_choice", "command", "fire"];
    for v in all {
        assert!(seen.contains_key(v), "DeltaVee step {v} never visited: {seen:?}");
    }
}

#[test]
fn every_stargate_step_prompts_for_exactly_its_legal_actions() {
    let mut seen = BTreeMap::new();
    golden::<StarGate>(|st, at| stargate_check(st, &mut seen, at));
    for seed in 0..4 {
        playout::<StarGate>("standard", seed, seed, 400, |_| false, |st, at| stargate_check(st, &mut seen, at));
    }
    stargate_scripted(&mut seen);
    let all = [
        "over",
        "approach/announce",
        "approach/commit",
        "approach/choose",
        "approach/defend",
        "approach/disclose",
        "approach/loss",
        "dispersal",
        "berserk",
        "staging",
        "movement",
        "go_on_moving",
        "combat",
        "attack",
        "nullgate_gravity",
    ];
    for v in all {
        assert!(seen.contains_key(v), "StarGate step {v} never visited: {seen:?}");
    }
}

#[test]
fn pirates_seed_0_asks_player_2_to_intercept_not_to_move() {
    // The bug of issue 14: in "pirates" from seed 0, Player 2's only legal actions were Intercept or
    // Decline (9.6) while the prompt told him to move each of his units (6.0).
    let mut found = false;
    // The walk: uniform choices from `Rng::new(1)`; the choice comes at its 556th action.
    playout::<DeltaVee>("pirates", 0, 1, 600, |_| false, |st, at| {
        if found || !matches!(dv_step::step(st), dv_step::Step::Intercept { .. }) {
            return;
        }
        found = true;
        let chooser = DeltaVee::to_act(st)[0];
        let view = DeltaVee::view(st, chooser);
        assert!(view.legal.iter().all(|c| matches!(
            c.action,
            deltavee::action::Action::Intercept { .. } | deltavee::action::Action::Decline
        )));
        let p = view.prompt.to_lowercase();
        assert!(p.contains("intercept") && !p.contains("move each"), "{at}: {}", view.prompt);
        let other = DeltaVee::view(st, chooser.other());
        assert!(other.legal.is_empty() && other.prompt.starts_with("Waiting for"), "{at}: {}", other.prompt);
    });
    assert!(found, "pirates seed 0 reaches an interception's choice");
}


/// StarGate positions random play seldom reaches: the defender's choice of the unit lost (7.13), a
/// berserk weapons unit's target (9.5), the Virunian defender's concealed option before an Igugui's
/// open one (7.34) and the Nullgate's gravity (11.3) — the scripts of `stargate::approach`,
/// `stargate::combat` and `stargate::movement`.
fn stargate_scripted(seen: &mut BTreeMap<String, usize>) {
    use crate::stargate::support::{act, all_deployed, control, game, hex, mv, weapons, HUMAN, IGUGUI, META, MONAD};
    use starshift::engine::seal::LISTED_SALT;
    use starshift::engine::stargate::approach::commitment;
    use starshift::engine::stargate::tables::Tactic;
    use starshift::engine::stargate::{Action, Mode, Phase, Side};
    let (c, v) = (Side::Coalition, Side::Virunian);
    let at = [(HUMAN, "1510"), (HUMAN + 1, "1513"), (weapons(1), "1512"), (weapons(2), "1512")];
    let mut st = game(Phase::CoalitionMovement, &at, &[3, 1]);
    for (i, (attack, defense)) in [(Tactic::Warp, Tactic::Warp), (Tactic::Maneuver, Tactic::Warp)].into_iter().enumerate() {
        act(&mut st, c, mv(HUMAN + i as u8, Mode::Linear, "1512"));
        stargate_check(&st, seen, "7.13 script, commit");
        act(&mut st, c, Action::Commit { hash: commitment(attack, LISTED_SALT) });
        stargate_check(&st, seen, "7.13 script, defend");
        act(&mut st, v, Action::Defend { tactic: defense });
        stargate_check(&st, seen, "7.13 script, disclose");
        act(&mut st, c, Action::Disclose { tactic: attack, salt: LISTED_SALT });
        stargate_check(&st, seen, "7.13 script, after the disclosure");
    }
    let at = [(HUMAN, "2416"), (HUMAN + 1, "2416"), (control(1), "2416"), (weapons(1), "2216")];
    let mut st = game(Phase::CoalitionCombat, &at, &[1, 1]);
    act(&mut st, c, Action::Attack { hex: hex("2416") });
    stargate_check(&st, seen, "9.5 script, attack");
    act(&mut st, c, Action::Resolve);
    stargate_check(&st, seen, "9.5 script, berserk");
    let mut st = game(Phase::CoalitionMovement, &[(IGUGUI, "1510"), (weapons(1), "1512")], &[6]);
    act(&mut st, c, mv(IGUGUI, Mode::Linear, "1512"));
    stargate_check(&st, seen, "7.34 script, conceal");
    act(&mut st, v, Action::Conceal { not: Tactic::Warp, hash: commitment(Tactic::Charge, LISTED_SALT) });
    stargate_check(&st, seen, "7.34 script, choose");
    act(&mut st, c, Action::Choose { tactic: Tactic::Maneuver });
    stargate_check(&st, seen, "7.34 script, disclose");
    act(&mut st, v, Action::Disclose { tactic: Tactic::Charge, salt: LISTED_SALT });
    stargate_check(&st, seen, "7.34 script, after the disclosure");
    let mut st = game(Phase::CoalitionCombat, &[(HUMAN, "2110"), (META, "2208"), (MONAD, "2008")], &[3]);
    all_deployed(&mut st);
    act(&mut st, c, Action::EndPhase);
    stargate_check(&st, seen, "11.3 script, gravity");
}

/// DeltaVee's planet stop (6.5), which random play seldom reaches: convoy-red's Ship B moved into
/// Zaraznov's hex (C1110), its Maneuver Commands given, then going on.
fn deltavee_planet_stop(seen: &mut BTreeMap<String, usize>) {
    use crate::deltavee::movement::{game, ship};
    use deltavee::action::Action;
    use deltavee::state::Unit;
    use starshift::engine::clock::{advance, Clock, Reminder};
    let mut st = game("convoy-red");
    st.phase = DvPhase::Movement(Player::One);
    st.moved.clear();
    let (west, _) = advance(deltavee::map::at("C1110"), Clock::new(9).unwrap(), Reminder::Left);
    let b = ship(&st, Player::One, 'B');
    let Unit::Ship(i) = b else { unreachable!() };
    let s = &mut st.ships[i as usize];
    (s.at, s.facing, s.velocity, s.reminder) = (Some(west), Clock::new(3), Some(2), Reminder::Left);
    DeltaVee::apply(&mut st, Player::One, &Action::Move { unit: b }).expect("moves");
    while matches!(dv_step::step(&st), dv_step::Step::PlanetManeuvers { .. }) {
        deltavee_check(&st, seen, "convoy-red, planet stop");
        let a = DeltaVee::legal_actions(&st, Player::One)[0].clone();
        DeltaVee::apply(&mut st, Player::One, &a).expect("listed");
    }
    deltavee_check(&st, seen, "convoy-red, after the planet stop");
}
