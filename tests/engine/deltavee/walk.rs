//! DeltaVee: random playouts through set-up, Movement, Command and Fire Phases, fires, missile launches,
//! interceptions and Hit Table choices chosen among the listed actions. Every listed action is accepted,
//! and on a wide universe of candidate actions, exactly the listed ones are (3.0, 6.0, 7.0, 8.0, 8.8, 9.0,
//! 9.6); a refusal leaves the state untouched.

use crate::support::Rng;
use starshift::engine::clock::Clock;
use starshift::engine::deltavee::action::{Action, Battle, Order};
use starshift::engine::deltavee::damage::Source;
use starshift::engine::deltavee::data::{Fire, Missile, Part};
use starshift::engine::deltavee::event::Event;
use starshift::engine::deltavee::launch::placements;
use starshift::engine::deltavee::rules::{apply, describe_action, legal_actions, new_game, to_act};
use starshift::engine::deltavee::setup::SCENARIOS;
use starshift::engine::deltavee::state::{Phase, Player, State, Unit};

const ORDERS: [Order; 7] = [
    Order::Accelerate,
    Order::Decelerate,
    Order::TurnLeft,
    Order::TurnRight,
    Order::PrepareJump,
    Order::AbortJump,
    Order::Jump,
];

/// Actions of every kind for every unit, legal or not.
fn universe(st: &State) -> Vec<Action> {
    let mut units: Vec<Unit> = st.ids().map(Unit::Ship).collect();
    units.extend(st.craft_ids().map(Unit::Craft));
    let mut out = vec![Action::Resume, Action::EndCommands, Action::EndFire];
    for order in ORDERS {
        out.push(Action::Planet { order });
    }
    for &u in &units {
        out.push(Action::Move { unit: u });
        out.push(Action::Orbit { unit: u });
        for order in ORDERS {
            out.push(Action::Maneuver { unit: u, order });
        }
        if let Some(h) = st.at(u) {
            for to in h.neighbors() {
                out.push(Action::Maneuver { unit: u, order: Order::Weave { to } });
            }
        }
    }
    for ship in st.ids() {
        for order in ORDERS {
            out.push(Action::Tractor { ship, order });
        }
        let mut commands =
            vec![Battle::ActiveSearch, Battle::ForceField { on: true }, Battle::ForceField { on: false }];
        for pod in 1..=st.ship(ship).pods.len() as u8 {
            commands.push(Battle::PrepareBattlecraft { pod });
            for missile in Missile::ALL {
                commands.push(Battle::PrepareMissile { pod, missile });
            }
            for &target in &units {
                commands.push(Battle::TractorBeam { pod, target });
            }
        }
        for &with in &units {
            commands.push(Battle::Rendezvous { with });
        }
        for craft in st.craft_ids() {
            commands.push(Battle::ControlGuided { missile: craft });
            if let (Some(h), Some(f), Some(v)) = (st.ship(ship).at, st.ship(ship).facing, st.ship(ship).velocity) {
                for k in [-3, 0, 2] {
                    for dv in [0, 2] {
                        let hex = h.neighbors()[(k + 3) as usize % 6];
                        let velocity = (v + dv).saturating_sub(1);
                        commands.push(Battle::LaunchBattlecraft { craft, hex, facing: f.turn(k), velocity });
                    }
                }
            }
        }
        out.extend(commands.into_iter().map(|command| Action::Battle { ship, command }));
    }
    for craft in st.craft_ids() {
        for units in 0..=3 {
            out.push(Action::Replenish { craft, units });
        }
    }
    // Fires: every unit at every ship and the first crafts, from the burster and the first pods (8.0).
    let targets: Vec<Unit> = st.ids().map(Unit::Ship).chain(st.craft_ids().take(4).map(Unit::Craft)).collect();
    for &firer in &units {
        for &target in &targets {
            for source in [Source::Burster, Source::Pod(1), Source::Pod(2), Source::Pod(3)] {
                for fire in Fire::ALL {
                    out.push(Action::Fire { firer, source, fire, target });
                }
            }
        }
    }
    for part in [Part::Bridge, Part::Engine, Part::ForceField].into_iter().chain((1..=10).map(Part::Pod)) {
        out.push(Action::Choose { part });
    }
    // Launches (9.1–9.4): every pod and type, at a few placements, some of them off the diagrams; MIMS
    // launches (9.9) for every counter; the interception's choices (9.6).
    out.push(Action::Decline);
    for &target in &units {
        out.push(Action::Intercept { target });
    }
    for ship in st.ids() {
        let s = st.ship(ship);
        let (Some(h), Some(f), Some(v)) = (s.at, s.facing, s.velocity) else { continue };
        let mut places = placements(h, f, v).into_iter().step_by(4).collect::<Vec<_>>();
        places.push((h, f, v.max(1)));
        places.push((h.neighbors()[0], f.turn(3), v + 2));
        for pod in 1..=s.pods.len() as u8 {
            for missile in Missile::ALL {
                for &(hex, facing, velocity) in &places {
                    out.push(Action::Launch { ship, pod, missile, hex, facing, velocity });
                }
            }
        }
    }
    for mims in st.craft_ids() {
        let k = st.craft(mims);
        let (Some(h), Some(f), Some(v)) = (k.at, k.facing, k.velocity) else { continue };
        for (hex, facing, velocity) in placements(h, f, v).into_iter().step_by(5).chain([(h, f, v)]) {
            out.push(Action::MimsLaunch { mims, hex, facing, velocity });
        }
    }
    out
}

/// What a playout did: fire events, missile launches and Interception Routines (begun or declined).
#[derive(Default)]
struct Tally {
    fires: usize,
    launches: usize,
    interceptions: usize,
}

/// Plays `steps` random legal actions; checks the lists against the universe every `check` steps. In a Fire
/// Phase a launch, when one is listed, is chosen one time in three, else a fire four times in five, so that
/// fire, launches and interceptions are exercised.
fn walk(id: &str, seed: u64, steps: usize, check: usize) -> State {
    walk_counting(id, seed, steps, check).0
}

/// `walk`, also counting what happened.
fn walk_counting(id: &str, seed: u64, steps: usize, check: usize) -> (State, Tally) {
    let mut tally = Tally::default();
    let mut st = new_game(id, seed).expect("sets up");
    let mut rng = Rng::new(seed);
    for step in 0..steps {
        let Some(&seat) = to_act(&st).first() else {
            // 11.0: the game has ended (see `victory`).
            assert!(st.result.is_some(), "{id}: nobody to act at step {step}");
            break;
        };
        let legal = legal_actions(&st, seat);
        assert!(!legal.is_empty(), "{id} step {step}: no legal action in {}", st.phase.name());
        assert!(legal.windows(2).all(|w| w[0] < w[1]), "{id}: sorted and distinct");
        assert!(legal_actions(&st, seat.other()).is_empty(), "{id}: only the phasing player acts");
        if check > 0 && step % check == 0 && st.phase != Phase::SetUp {
            for a in universe(&st) {
                let mut copy = st.clone();
                let ok = apply(&mut copy, seat, &a).is_ok();
                assert_eq!(ok, legal.contains(&a), "{id} step {step} {}: {a:?}", st.phase.name());
                if !ok {
                    assert_eq!(copy, st, "a refusal leaves the state untouched");
                }
            }
        }
        let shots: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Fire { .. })).collect();
        let launches: Vec<&Action> =
            legal.iter().filter(|a| matches!(a, Action::Launch { .. } | Action::MimsLaunch { .. })).collect();
        let a = if !launches.is_empty() && rng.below(3) == 0 {
            launches[rng.below(launches.len())].clone()
        } else if !shots.is_empty() && rng.below(5) > 0 {
            shots[rng.below(shots.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        match apply(&mut st, seat, &a) {
            Ok(events) => {
                for e in &events {
                    match e {
                        Event::Fire { .. } => tally.fires += 1,
                        Event::MissileLaunched { .. } => tally.launches += 1,
                        Event::InterceptionBegan { .. } | Event::InterceptionDeclined { .. } => {
                            tally.interceptions += 1
                        }
                        _ => {}
                    }
                }
            }
            Err(r) => panic!("{id} step {step}: listed {a:?} refused: {r}"),
        }
    }
    (st, tally)
}

#[test]
fn random_playouts_accept_every_listed_action() {
    let mut all = Tally::default();
    for sc in SCENARIOS {
        for seed in 1..=4 {
            let (st, n) = walk_counting(sc.id, seed, 600, 0);
            assert!(st.turn >= 2 || st.result.is_some(), "{} seed {seed}: reached only Game-Turn {}", sc.id, st.turn);
            all.fires += n.fires;
            all.launches += n.launches;
            all.interceptions += n.interceptions;
        }
    }
    assert!(all.fires > 0, "the playouts fire");
    assert!(all.launches > 0, "the playouts launch missiles (9.4)");
    assert!(all.interceptions > 0, "the playouts conduct the Interception Routine (9.6)");
    eprintln!("fire events {}, launches {}, interceptions {}", all.fires, all.launches, all.interceptions);
}

#[test]
fn listed_actions_are_exactly_the_accepted_ones() {
    for sc in SCENARIOS {
        walk(sc.id, 11, 250, 5);
    }
}

#[test]
fn scenario_1_runs_through_game_turns() {
    // The Showdown, a few Game-Turns of random play: the six phases in order (3.0).
    let mut st = new_game("showdown", 5).expect("sets up");
    let mut rng = Rng::new(5);
    let mut phases = vec![st.phase];
    while st.turn <= 3 {
        let seat = to_act(&st)[0];
        let legal = legal_actions(&st, seat);
        let events = apply(&mut st, seat, &legal[rng.below(legal.len())]).expect("listed");
        for e in events {
            if let Event::PhaseBegan { phase } = e {
                phases.push(phase);
            }
        }
    }
    phases.truncate(24);
    use starshift::engine::deltavee::state::Segment::{Command, Detection};
    use Player::{One, Two};
    // A Movement Phase with nothing to move ends by itself; the Detection Segment needs no player.
    let turn = [
        Phase::Movement(One),
        Phase::Command(Two, Detection),
        Phase::Command(Two, Command),
        Phase::Fire(One),
        Phase::Movement(Two),
        Phase::Command(One, Detection),
        Phase::Command(One, Command),
        Phase::Fire(Two),
    ];
    assert_eq!(phases, [turn, turn, turn].concat());
    let _ = Clock::ALL;
}

#[test]
fn every_action_and_event_of_a_playout_is_described() {
    for sc in SCENARIOS {
        let mut st = new_game(sc.id, 9).expect("sets up");
        let mut rng = Rng::new(9);
        for _ in 0..300 {
            let Some(&seat) = to_act(&st).first() else { break };
            let legal = legal_actions(&st, seat);
            for a in &legal {
                assert!(!describe_action(&st, a).is_empty());
            }
            let events = apply(&mut st, seat, &legal[rng.below(legal.len())]).expect("listed");
            for e in events {
                let text = e.describe(&st);
                assert!(text.ends_with(").") && text.contains(" ("), "{}: {text}", sc.id);
            }
        }
    }
}
