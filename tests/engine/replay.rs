//! The replay (`engine::replay`) and the odds of rolls (`engine::odds`): any step is the game as it then
//! stood, stepping by Game-Turn lands on the turns' first steps, each roll's odds are those of the table
//! row it was read on, and a seat sees at a step only what it could see then.

use starshift::engine::deltavee::fire::FireEvent;
use starshift::engine::deltavee::state::Player;
use starshift::engine::deltavee::{self as dv, DeltaVee};
use starshift::engine::game::Game;
use starshift::engine::odds::Odds;
use starshift::engine::record::{state_hash, Record, Session};
use starshift::engine::replay::Replay;
use starshift::engine::stargate::{self as sg, Side, StarGate};

fn golden<G: Game>(name: &str) -> Session<G> {
    let text = std::fs::read_to_string(format!("tests/golden/v2/{name}.json")).expect("golden file");
    let rec: Record = serde_json::from_str(&text).expect("parses");
    Session::from_record(&rec).expect("replays")
}

/// Every step's state is the one a fresh replay of that many actions reaches, with its Game-Turn.
fn every_step_as_played<G: Game>(s: &Session<G>) -> Replay<G> {
    let r = Replay::new(s).expect("replays");
    assert_eq!(r.len(), s.history.len());
    let mut st = G::setup(&s.scenario, &s.options, s.seed).expect("sets up");
    for k in 0..=r.len() {
        if k > 0 {
            let e = &s.history[k - 1];
            G::apply(&mut st, e.seat, &e.action).expect("legal");
        }
        assert_eq!(state_hash(&r.state_at(k)), state_hash(&st), "step {k}");
        assert_eq!(r.turn_at(k), G::status(&st).turn, "step {k}");
    }
    assert_eq!(state_hash(&r.state_at(r.len())), s.hash());
    assert_eq!(state_hash(&r.state_at(r.len() + 5)), s.hash(), "past the end is the last step");
    r
}

#[test]
fn every_step_is_the_game_as_it_then_stood() {
    every_step_as_played(&golden::<StarGate>("stargate-300"));
    every_step_as_played(&golden::<StarGate>("stargate-complete"));
    every_step_as_played(&golden::<DeltaVee>("deltavee-1000"));
    every_step_as_played(&golden::<DeltaVee>("deltavee-showdown"));
    let empty = Replay::new(&Session::<StarGate>::new("standard", Default::default(), 3).expect("sets up")).expect("replays");
    assert!(empty.is_empty());
    assert_eq!((empty.prev_turn(0), empty.next_turn(0), empty.turn_start(0)), (0, 0, 0));
}

/// Stepping by Game-Turn: back to this turn's first step, or the one before's; on to the next turn's
/// first step, or the end.
fn turn_steps<G: Game>(r: &Replay<G>) -> usize {
    let n = r.len();
    for k in 0..=n {
        let (t, start) = (r.turn_at(k), r.turn_start(k));
        assert!(start <= k && r.turn_at(start) == t && (start == 0 || r.turn_at(start - 1) != t), "step {k}");
        let next = r.next_turn(k);
        assert!(next == n || (next > k && r.turn_at(next) != t && r.turn_at(next - 1) == t), "step {k}");
        let prev = r.prev_turn(k);
        if start < k {
            assert_eq!(prev, start);
        } else if k > 0 {
            assert_eq!(prev, r.turn_start(k - 1));
            assert!(r.turn_at(prev) < t);
        }
    }
    // On from the start visits each turn once, in order.
    let (mut k, mut hops) = (0, 0);
    while k < n {
        let next = r.next_turn(k);
        assert!(next == n || r.turn_at(next) > r.turn_at(k));
        k = next;
        hops += 1;
    }
    hops
}

#[test]
fn stepping_by_game_turn_lands_on_each_turns_first_step() {
    let sg = Replay::new(&golden::<StarGate>("stargate-complete")).expect("replays");
    assert!(turn_steps(&sg) > 3);
    let dv = Replay::new(&golden::<DeltaVee>("deltavee-1000")).expect("replays");
    assert!(turn_steps(&dv) > 3);
    assert_eq!(dv.next_turn(0), dv.turn_start(dv.next_turn(0)));
}

/// The outcomes cover the faces `1..=sides` in order, and the face that came up is one of them.
fn well_formed(o: &Odds) {
    let mut next = 1;
    for out in &o.outcomes {
        assert_eq!(out.lo, next, "{o:?}");
        assert!(out.hi >= out.lo && !out.what.is_empty(), "{o:?}");
        next = out.hi + 1;
    }
    assert_eq!(next, o.sides + 1, "{o:?}");
    assert!(o.came().is_some(), "{o:?}");
    assert!(o.text().starts_with("Odds: "));
}

fn came(o: &Odds) -> &str {
    &o.outcomes[o.came().expect("came")].what
}

#[test]
fn every_stargate_roll_has_the_odds_of_its_table_row() {
    let mut combats = 0;
    for name in ["stargate-300", "stargate-complete", "stargate-opening"] {
        let s = golden::<StarGate>(name);
        let events: Vec<&sg::Event> = s.history.iter().flat_map(|e| &e.events).collect();
        for (i, ev) in events.iter().enumerate() {
            let odds = StarGate::odds(ev, Some(Side::Coalition));
            assert_eq!(odds, StarGate::odds(ev, Some(Side::Virunian)), "the same for every seat");
            let sg::Event::Rolled { purpose, .. } = ev else {
                assert!(odds.is_none(), "{ev:?}");
                continue;
            };
            let odds = odds.expect("a roll has odds");
            well_formed(&odds);
            // The Combat Results Table's column: the result that followed is the one the odds say came.
            if let (sg::Purpose::Combat { .. }, Some(sg::Event::CombatResult { result, .. })) = (purpose, events.get(i + 1)) {
                assert!(came(&odds).starts_with(result.name()), "{odds:?} then {result:?}");
                combats += 1;
            }
        }
    }
    assert!(combats > 0);
    // A column in full: +3–4 (9.2).
    let ev = sg::Event::Rolled { sides: 6, face: 4, purpose: sg::Purpose::Combat { differential: 3, berserk: false } };
    let o = StarGate::odds(&ev, None).expect("odds");
    let short: Vec<(&str, u32)> = o.outcomes.iter().map(|x| (&x.what[..2], x.faces())).collect();
    assert_eq!(short, [("Ed", 3), ("Dd", 2), ("Db", 1)]);
    assert_eq!(came(&o), "Dd (all defending units dispersed)");
    assert!(o.text().contains("Ed (all defending units eliminated) 3 in 6 (50%)"), "{}", o.text());
}

#[test]
fn every_deltavee_roll_has_the_odds_of_its_table_row() {
    let (mut fires, mut interceptions) = (0, 0);
    for name in ["deltavee-1000", "deltavee-showdown"] {
        let s = golden::<DeltaVee>(name);
        let events: Vec<&dv::Logged> = s.history.iter().flat_map(|e| &e.events).collect();
        for (i, ev) in events.iter().enumerate() {
            let odds = DeltaVee::odds(ev, Some(Player::One));
            assert_eq!(odds, DeltaVee::odds(ev, Some(Player::Two)), "the same for every seat");
            let after = events.get(i + 1).map(|e| &e.event);
            match &ev.event {
                dv::event::Event::Rolled { purpose, .. } => {
                    let odds = odds.expect("a roll has odds");
                    well_formed(&odds);
                    if let (dv::event::Purpose::Interception { .. }, Some(dv::event::Event::InterceptionResult { intercepted, .. })) =
                        (purpose, after)
                    {
                        assert_eq!(came(&odds) == "intercepted", *intercepted);
                        interceptions += 1;
                    }
                }
                dv::event::Event::Fire { fire: FireEvent::Rolled { roll, .. } } => {
                    let odds = odds.expect("a roll has odds");
                    well_formed(&odds);
                    if let dv::fire::Roll::FireResults { .. } = roll {
                        let missed = matches!(after, Some(dv::event::Event::Fire { fire: FireEvent::Missed }));
                        assert_eq!(came(&odds) == "no hit", missed, "{odds:?} then {after:?}");
                        fires += 1;
                    }
                }
                _ => assert!(odds.is_none(), "{ev:?}"),
            }
        }
    }
    assert!(fires > 0, "{fires} fires, {interceptions} interceptions");
    // Rows the golden games never roll on: the Missile Interception Table (9.7) and a force field
    // switched on at interception (9.8), whose rule decides each face.
    use dv::event::{Event, Purpose};
    let roll = |face, purpose| dv::Logged { event: Event::Rolled { sides: 10, face, purpose }, lines: vec![], marks: vec![] };
    let missile = Purpose::Interception {
        missile: 3,
        target: dv::state::Unit::Ship(0),
        civ: 7,
        relative_velocity: 4,
        column: (3, 4),
        chance: 5,
    };
    let o = DeltaVee::odds(&roll(6, missile), None).expect("odds");
    well_formed(&o);
    assert_eq!((o.outcomes[0].faces(), came(&o)), (5, "not intercepted"));
    for face in 1..=10 {
        let o = DeltaVee::odds(&roll(face, Purpose::ForceFieldActivation { ship: 0, civ: 7 }), None).expect("odds");
        well_formed(&o);
        assert_eq!(came(&o) == "switched on", dv::intercept::activates(face, 7), "face {face}");
    }
}

#[test]
fn a_seat_sees_at_a_step_only_what_it_could_see_then() {
    // DeltaVee 2.5: Player 2's craft #6 is face down to Player 1 until action 92 reveals it.
    let s = golden::<DeltaVee>("deltavee-1000");
    let r = Replay::new(&s).expect("replays");
    let counter = |k: usize, seat: Player| {
        let v = DeltaVee::view(&r.state_at(k), seat);
        v.counters.into_iter().find(|c| c.id == 6).expect("craft 6 is listed")
    };
    assert!(counter(91, Player::One).at.is_some(), "in play, face down");
    assert!(counter(91, Player::One).known.is_none());
    assert!(counter(91, Player::Two).known.is_some(), "its owner knows it");
    let name = counter(92, Player::One).known.expect("revealed").name;
    assert!(counter(r.len(), Player::One).known.is_some());
    // The log up to then, as Player 1 read it, never names it.
    let lines: Vec<String> =
        s.history[..91].iter().flat_map(|e| &e.events).map(|ev| DeltaVee::describe(ev, Some(Player::One))).collect();
    assert!(lines.iter().any(|l| l.contains("face-down counter #6")));
    assert!(!lines.iter().any(|l| l.contains(&name)), "{name}");

    // StarGate 5.8: a unit turned face up out of a Stargate is in no seat's view before.
    let s = golden::<StarGate>("stargate-300");
    let r = Replay::new(&s).expect("replays");
    let (k, unit) = s
        .history
        .iter()
        .enumerate()
        .find_map(|(k, e)| e.events.iter().find_map(|ev| match ev {
            sg::Event::Revealed { unit, .. } => Some((k, *unit)),
            _ => None,
        }))
        .expect("a unit is revealed");
    for seat in [Side::Virunian, Side::Coalition] {
        let has = |step: usize| StarGate::view(&r.state_at(step), seat).units.iter().any(|u| u.id == unit);
        assert!(!has(k), "{seat:?} before the reveal");
        assert!(has(k + 1), "{seat:?} after it");
    }
}
