//! Records: the JSON form, replay and its refusals, the state hash, and undo.

use crate::support::{stargate_walk, Pick};
use serde_json::json;
use starshift::engine::game::{Game, Options, RefusalKind};
use starshift::engine::record::{Entry, LoadError, Record, Session, FORMAT_VERSION, MAX_ACTIONS};
use starshift::engine::stargate::event::Purpose;
use starshift::engine::stargate::{Action, Event, Phase, Side, StarGate};

type S = Session<StarGate>;

fn load(rec: &Record) -> Result<S, LoadError> {
    S::from_record(rec)
}

#[test]
fn a_new_record_has_the_documented_shape() {
    let rec = S::new("standard", Options::new(), 12).expect("sets up").record();
    let v = serde_json::to_value(&rec).expect("serializes");
    assert_eq!(v["format_version"], json!(FORMAT_VERSION));
    assert_eq!(v["game"], json!("stargate"));
    assert_eq!(v["scenario"], json!("standard"));
    assert_eq!(v["options"], json!({}));
    assert_eq!(v["seed"], json!(12));
    assert_eq!(v["actions"], json!([]));
    let hash = v["check"].as_str().expect("a check");
    assert_eq!(hash.len(), 16);
    assert!(hash.bytes().all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()));
    // The seed is part of the state: two seeds, two hashes.
    let other = S::new("standard", Options::new(), 13).expect("sets up");
    assert_ne!(other.check(), hash);
}

#[test]
fn records_round_trip_through_json() {
    for (seed, steps) in [(1, 0), (2, 25), (3, 150)] {
        let s = stargate_walk(seed, steps, Pick::Random(seed));
        let rec = s.record();
        assert_eq!(rec.actions.len(), s.history.len());
        let text = serde_json::to_string_pretty(&rec).expect("serializes");
        let back: Record = serde_json::from_str(&text).expect("parses");
        assert_eq!(back, rec);
        let replayed = load(&back).expect("replays");
        assert_eq!(replayed.hash(), s.hash());
        assert_eq!(replayed.record(), rec);
        assert_eq!(replayed.check(), rec.check.clone().expect("check"));
    }
}

#[test]
fn actions_are_stored_in_the_games_own_json_form() {
    let s = stargate_walk(4, 30, Pick::First);
    let rec = s.record();
    for (raw, e) in rec.actions.iter().zip(&s.history) {
        assert_eq!(raw["seat"], serde_json::to_value(e.seat).expect("seat"));
        assert_eq!(raw["action"], serde_json::to_value(&e.action).expect("action"));
        assert!(raw["action"]["do"].is_string(), "{raw}");
    }
    // Hand-written JSON with the documented spellings replays.
    let hand: Record = serde_json::from_value(json!({
        "format_version": 1, "game": "stargate", "scenario": "standard", "seed": 4,
        "actions": [{"seat": "coalition", "action": {"do": "end_phase"}}]
    }))
    .expect("parses without options or state_hash");
    let s = load(&hand).expect("replays");
    assert_eq!(s.history.len(), 1);
    assert_eq!(s.history[0].seat, Side::Coalition);
    assert_eq!(s.history[0].action, Action::EndPhase);
}

#[test]
fn a_record_without_a_hash_is_accepted_and_one_with_a_wrong_hash_is_not() {
    let s = stargate_walk(5, 40, Pick::Random(5));
    let mut rec = s.record();
    rec.check = None;
    assert_eq!(load(&rec).map(|r| r.hash()), Ok(s.hash()));
    rec.check = Some("0123456789abcdef".into());
    assert_eq!(
        load(&rec).err(),
        Some(LoadError::HashMismatch { expected: "0123456789abcdef".into(), actual: s.check() })
    );
    // Dropping the last action changes the replayed state, so the old hash no longer matches.
    let mut shorter = s.record();
    shorter.actions.pop();
    assert!(matches!(load(&shorter), Err(LoadError::HashMismatch { .. })));
}

#[test]
fn future_versions_are_refused() {
    let mut rec = stargate_walk(6, 5, Pick::First).record();
    rec.format_version = FORMAT_VERSION + 1;
    assert_eq!(load(&rec).err(), Some(LoadError::FutureVersion(FORMAT_VERSION + 1)));
    rec.format_version = u32::MAX;
    assert_eq!(load(&rec).err(), Some(LoadError::FutureVersion(u32::MAX)));
    rec.format_version = FORMAT_VERSION;
    assert!(load(&rec).is_ok());
}

#[test]
fn unknown_games_and_scenarios_are_refused() {
    let mut rec = stargate_walk(7, 5, Pick::First).record();
    rec.game = "deltavee-9".into();
    assert_eq!(load(&rec).err(), Some(LoadError::UnknownGame("deltavee-9".into())));
    let mut rec = stargate_walk(7, 5, Pick::First).record();
    rec.scenario = "no-such-scenario".into();
    assert!(matches!(load(&rec), Err(LoadError::Corrupt(why)) if why.contains("no-such-scenario")));
    let mut rec = stargate_walk(7, 0, Pick::First).record();
    rec.options.insert("speed".into(), "2".into());
    assert!(matches!(load(&rec), Err(LoadError::Corrupt(_))));
}

/// Options are words: a record whose option is a number, a list or an object is not read (no game has
/// taken such an option, and links of version 3 write options as strings).
#[test]
fn options_are_strings() {
    let mut v = serde_json::to_value(stargate_walk(7, 0, Pick::First).record()).expect("serializes");
    v["options"] = json!({ "rules": "full" });
    assert!(serde_json::from_value::<Record>(v.clone()).is_ok());
    for bad in [json!({ "rules": 1 }), json!({ "rules": ["full"] }), json!({ "rules": { "a": 1 } }), json!({ "rules": null })] {
        v["options"] = bad.clone();
        assert!(serde_json::from_value::<Record>(v.clone()).is_err(), "{bad}");
    }
}

#[test]
fn corrupt_actions_are_refused() {
    let base = stargate_walk(8, 10, Pick::First).record();
    let bad_actions = [
        json!({"seat": "nobody", "action": {"do": "end_phase"}}),
        json!({"seat": "coalition", "action": {"do": "fly_away"}}),
        json!({"seat": "coalition"}),
        json!({"seat": "coalition", "action": {"do": "stage", "unit": "first", "hex": {"q": 1, "r": 1}}}),
        json!("end_phase"),
        json!(null),
    ];
    for bad in bad_actions {
        let mut rec = base.clone();
        rec.check = None;
        rec.actions.insert(3, bad.clone());
        match load(&rec) {
            Err(LoadError::Corrupt(why)) => assert!(why.starts_with("action 4"), "{bad}: {why}"),
            other => panic!("{bad}: expected Corrupt, got {:?}", other.map(|s| s.hash())),
        }
    }
}

#[test]
fn illegal_actions_are_refused_with_their_index() {
    let base = S::new("standard", Options::new(), 9).expect("sets up");
    assert_eq!(StarGate::to_act(&base.state), vec![Side::Coalition]);
    let mut rec = base.record();
    rec.check = None;
    rec.actions.push(json!({"seat": "coalition", "action": {"do": "end_phase"}}));
    let after_one = load(&rec).expect("a legal first action");
    let not_to_act: Vec<Side> =
        StarGate::seats().iter().copied().filter(|s| !StarGate::to_act(&after_one.state).contains(s)).collect();
    // After it, a seat that is not to act tries to end the phase.
    let seat = *not_to_act.first().expect("someone may not act");
    rec.actions.push(json!({"seat": seat, "action": {"do": "end_phase"}}));
    match load(&rec) {
        Err(LoadError::Refused { index, refusal }) => {
            assert_eq!(index, 1);
            assert_eq!(refusal.kind, RefusalKind::NotYourTurn);
        }
        other => panic!("expected Refused, got {:?}", other.map(|s| s.hash())),
    }
    let msg = load(&rec).map(|s| s.hash()).expect_err("refused").to_string();
    assert!(msg.starts_with("This game is damaged: its move 2 does not follow from the moves before it"), "{msg}");
}

#[test]
fn too_many_actions_are_refused_before_replay() {
    let mut rec = S::new("standard", Options::new(), 10).expect("sets up").record();
    rec.actions = vec![json!(null); MAX_ACTIONS + 1];
    assert_eq!(load(&rec).err(), Some(LoadError::TooLarge));
}

#[test]
fn replay_is_deterministic() {
    let a = stargate_walk(11, 200, Pick::Random(1));
    let b = stargate_walk(11, 200, Pick::Random(1));
    assert_eq!(a.record(), b.record());
    // Same actions, another seed: the dice differ, so (once any die is rolled) the states do too.
    let rolled = a.history.iter().any(|e| e.events.iter().any(|ev| matches!(ev, Event::Rolled { .. })));
    let mut rec = a.record();
    rec.seed = 12;
    rec.check = None;
    match load(&rec) {
        Ok(other) if rolled => assert_ne!(other.hash(), a.hash()),
        _ => {}
    }
}

#[test]
fn undo_drops_the_last_action_and_restores_the_previous_hash() {
    let mut s = S::new("standard", Options::new(), 13).expect("sets up");
    assert_eq!(s.undo_blocked(), Some("There is nothing to undo."));
    assert!(s.undo().is_err());
    let mut hashes = vec![s.hash()];
    let mut undone = 0;
    // Staging actions roll nothing and reveal nothing: each can be undone.
    for step in 0..6 {
        let seat = StarGate::to_act(&s.state)[0];
        let Some(stage) =
            StarGate::legal_actions(&s.state, seat).into_iter().find(|a| matches!(a, Action::Stage { .. }))
        else {
            break;
        };
        s.act(seat, stage).expect("legal");
        assert_ne!(s.hash(), *hashes.last().expect("one"), "staging changes the state");
        hashes.push(s.hash());
        if step % 2 == 1 {
            let before = s.history.len();
            assert_eq!(s.undo_blocked(), None);
            s.undo().expect("undoable");
            hashes.pop();
            undone += 1;
            assert_eq!(s.history.len(), before - 1);
            assert_eq!(s.hash(), *hashes.last().expect("one"));
            assert_eq!(load(&s.record()).map(|r| r.hash()), Ok(s.hash()));
        }
    }
    assert!(undone >= 2, "the rules list Stage actions in the first Coalition Staging Segment");
    while !s.history.is_empty() {
        s.undo().expect("staging is undoable");
        hashes.pop();
        assert_eq!(s.hash(), *hashes.last().expect("one"));
    }
    assert_eq!(s.hash(), S::new("standard", Options::new(), 13).expect("sets up").hash());
}

#[test]
fn undo_never_crosses_a_die_roll() {
    // Ending the first Coalition Staging Segment begins the Virunian Player Turn with the deployment
    // rolls (3.2).
    let mut s = S::new("standard", Options::new(), 14).expect("sets up");
    assert_eq!(s.state.phase, Phase::CoalitionStaging);
    let events = s.act(Side::Coalition, Action::EndPhase).expect("legal").to_vec();
    assert!(
        events.iter().any(|e| matches!(e, Event::Rolled { purpose: Purpose::Deployment { .. }, .. })),
        "deployment is rolled: {events:?}"
    );
    let hash = s.hash();
    assert!(s.undo_blocked().is_some());
    assert!(s.undo().is_err());
    assert_eq!(s.history.len(), 1);
    assert_eq!(s.hash(), hash);
}

#[test]
fn undo_is_blocked_by_exactly_the_events_the_game_says() {
    // The Session contract, whatever the rules: the last entry's events decide (Game::blocks_undo).
    let base = stargate_walk(15, 0, Pick::First);
    let roll = Event::Rolled { sides: 6, face: 3, purpose: Purpose::TeleportDrift };
    let reveal = Event::Revealed { unit: 20, gate: 0, hex: starshift::engine::stargate::data::gate_hex(0) };
    let harmless = Event::PhaseBegan { phase: Phase::CoalitionStaging };
    assert!(StarGate::blocks_undo(&roll));
    assert!(StarGate::blocks_undo(&reveal));
    assert!(!StarGate::blocks_undo(&harmless));
    for (events, blocked) in
        [(vec![], false), (vec![harmless.clone()], false), (vec![harmless.clone(), roll], true), (vec![reveal], true)]
    {
        let mut s = base.clone();
        s.history.push(Entry { seat: Side::Coalition, action: Action::EndPhase, events: events.clone(), code: Default::default() });
        assert_eq!(s.undo_blocked().is_some(), blocked, "{events:?}");
        assert_eq!(s.undo().is_err(), blocked, "{events:?}");
        assert_eq!(s.history.len(), if blocked { 1 } else { 0 });
    }
}

#[test]
fn status_follows_the_state() {
    let s = S::new("standard", Options::new(), 16).expect("sets up");
    let st = s.status();
    assert_eq!(st.turn, 1);
    assert_eq!(st.phase, "Coalition Staging Segment");
    assert_eq!(st.result, None);
}
