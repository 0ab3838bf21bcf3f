//! The browser's full-game journey (tests/e2e/full-game.spec.mjs) plays a short complete game by taps.
//! Its script is generated here from the engine, so it always matches the rules: each action of the game
//! with what the player taps (unit names, hexes, button labels). Regenerate it with
//! `STARSHIFT_WRITE_E2E=1 cargo test --test engine e2e_script`; the test fails when it is out of date.

use super::playout::play_to_end;
use serde_json::{json, Value};
use starshift::engine::seal::LISTED_SALT;
use starshift::engine::stargate::approach::commitment;
use starshift::engine::stargate::tables::Tactic;
use starshift::engine::stargate::{data, describe_action, unit_name, Action, StarGate};

/// A short random game that reaches a victory in five Game-Turns, with approaches (its first one a
/// Coalition Igugui's, where the Virunian defender announces and conceals his option first, 7.34; others
/// where the mover commits in secret), attacks and dispersals.
const SEED: u64 = 2643;
const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures/stargate-short-game.json");

fn script() -> Value {
    let s = play_to_end(SEED, 60);
    let mut replay = starshift::engine::record::Session::<StarGate>::new("standard", Default::default(), SEED).unwrap();
    let mut steps = Vec::new();
    let mut approach = Value::Null;
    let mut plain = Value::Null;
    let mut middle = Value::Null;
    let mut turn = replay.state.turn;
    for (i, e) in s.history.iter().enumerate() {
        // The Game-Turn that begins nearest the game's middle: its record (as text, for its 64-bit
        // commitments), from which the spec's second half plays on by taps beside the first (nothing is
        // sealed between Game-Turns).
        let off_middle = |step: usize| (2 * step).abs_diff(s.history.len());
        if replay.state.turn != turn && middle["step"].as_u64().is_none_or(|m| off_middle(i) < off_middle(m as usize)) {
            let text = serde_json::to_string(&replay.record()).expect("serializes");
            // Its link body too (base64url, undeflated): what the app's export holds, deflated or not.
            let body = starshift::engine::link::base64url_encode(&starshift::engine::link::body(&replay));
            middle = json!({ "text": text, "body": body, "step": i, "turn": replay.state.turn, "seat": e.seat.name() });
        }
        turn = replay.state.turn;
        // The first approach whose mover commits in secret (7.11), up to the move into the enemy hex.
        if plain.is_null() && matches!(s.history.get(i + 1).map(|n| &n.action), Some(Action::Commit { .. })) {
            let mut prefix = replay.clone();
            prefix.act(e.seat, e.action.clone()).expect("replays");
            // As text: its commitments are 64-bit numbers, which a browser's JSON numbers would round.
            let text = serde_json::to_string(&prefix.record()).expect("serializes");
            plain = json!({ "text": text, "actions": prefix.history.len(), "mover": e.seat.name() });
        }
        // The first approach: its record up to the move into the enemy hex, for the by-link journeys.
        if approach.is_null() && e.events.iter().any(|ev| matches!(ev, starshift::engine::stargate::Event::ApproachBegan { .. })) {
            let mut prefix = replay.clone();
            prefix.act(e.seat, e.action.clone()).expect("replays");
            // `before`: the same game just before that move, for the pass-and-play journey of 7.34.
            approach = json!({ "record": prefix.record(), "before": replay.record(), "mover": e.seat.name() });
            // The specs play it as a Coalition Igugui's approach (7.34): the Virunian defender conceals first.
            let next = &s.history[prefix.history.len()];
            assert!(
                matches!(next.action, Action::Conceal { .. }) && e.seat.name() == "Coalition",
                "the first approach must be a Coalition Igugui's: {:?}",
                next.action
            );
        }
        let st = &replay.state;
        let label = describe_action(st, &e.action);
        let mut step = json!({ "seat": e.seat.name(), "label": label });
        let kind = match &e.action {
            Action::Stage { unit, hex } => {
                step["unit"] = json!(unit_name(*unit));
                step["hex"] = json!(hex.label());
                "move"
            }
            Action::Move { unit, to, .. } => {
                step["unit"] = json!(unit_name(*unit));
                step["from"] = json!(st.hex_of(*unit).map(|h| h.label()));
                step["hex"] = json!(to.label());
                "move"
            }
            Action::Reveal { gate } => {
                step["hex"] = json!(data::gate_hex(*gate as usize).label());
                "tap"
            }
            Action::Attack { hex } | Action::Disperse { to: hex, .. } => {
                step["hex"] = json!(hex.label());
                "tap"
            }
            Action::Commit { hash } => {
                let t = Tactic::ALL.into_iter().find(|&t| commitment(t, LISTED_SALT) == *hash).expect("a listed commitment");
                step["label"] = json!(format!("{} (secret)", t.name()));
                "button"
            }
            // Two taps: the option not chosen, then his own, sealed (7.34).
            Action::Conceal { not, hash } => {
                let t = Tactic::ALL.into_iter().find(|&t| commitment(t, LISTED_SALT) == *hash).expect("a listed commitment");
                step["not"] = json!(format!("Not {}", not.name()));
                step["option"] = json!(format!("{} (sealed)", t.name()));
                "conceal"
            }
            Action::Disclose { .. } => "automatic",
            Action::Join { unit } => {
                step["label"] = json!(format!("Join: {}", unit_name(*unit)));
                "button"
            }
            _ => "button",
        };
        step["kind"] = json!(kind);
        steps.push(step);
        replay.act(e.seat, e.action.clone()).expect("replays");
    }
    // The game's record before its first action: it fixes the seed.
    let record = starshift::engine::record::Session::<StarGate>::new("standard", Default::default(), SEED).unwrap().record();
    json!({
        "seed": SEED,
        "record": record,
        "result": s.status().result,
        "hash": s.hash(),
        "approach": approach,
        "plain": plain,
        "middle": middle,
        "steps": steps,
    })
}

#[test]
fn e2e_script_is_up_to_date() {
    let text = serde_json::to_string_pretty(&script()).unwrap() + "\n";
    if std::env::var("STARSHIFT_WRITE_E2E").is_ok() {
        std::fs::create_dir_all(std::path::Path::new(FILE).parent().unwrap()).unwrap();
        std::fs::write(FILE, &text).unwrap();
    }
    let on_disk = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(on_disk == text, "{FILE} is out of date: run STARSHIFT_WRITE_E2E=1 cargo test --test engine e2e_script");
}

