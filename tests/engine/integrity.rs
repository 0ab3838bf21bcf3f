//! The integrity of records and links (issue 15, points 2 and 3): the check covers the whole history, so
//! any change to an action, the seed, the scenario or the options is refused as damage; old formats keep
//! loading with their old check; records are strict about their fields.

use crate::support::{walk, Pick, Rng};
use serde_json::{json, Value};
use starshift::engine::bids::Bids;
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::game::Game;
use starshift::engine::link;
use starshift::engine::record::{LoadError, Record, Session, FORMAT_VERSION};
use starshift::engine::registry::{self, Visit};
use starshift::engine::stargate::StarGate;

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{GOLDEN}/{path}")).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn record(text: &str) -> Result<Record, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// Replays a record for whichever game it names (the one list of games).
struct Load<'a>(&'a Record);

impl Visit for Load<'_> {
    type Out = Result<String, LoadError>;
    fn visit<G: Game>(self) -> Self::Out {
        Session::<G>::from_record(self.0).map(|s| s.hash())
    }
}

fn load(rec: &Record) -> Result<String, LoadError> {
    registry::visit(&rec.game, Load(rec)).unwrap_or_else(|| Err(LoadError::UnknownGame(rec.game.clone())))
}

/// Format 1 golden records (`state_hash`, the final state's), their format 2 copies (`check` of the
/// history's JSON forms) and format 3 copies (the link's check of the history) replay to the same
/// position; links of every version too. No golden file is ever regenerated: the format 2 ones were
/// written once by `starshift record` from format 1, the format 3 ones (and `links/*.v3.txt`) by
/// `starshift link` and `starshift record` from format 2.
#[test]
fn every_format_of_every_golden_game_loads() {
    for (name, hash) in [
        ("stargate-opening", "8ab67f6e86e8b700"),
        ("stargate-300", "4ee7817c456437f4"),
        ("stargate-complete", "00064939f23c6afc"),
        ("deltavee-showdown", "6f9bd97726d3d02e"),
    ] {
        let v1 = record(&read(&format!("{name}.json"))).expect("format 1 parses");
        let v2 = record(&read(&format!("v2/{name}.json"))).expect("format 2 parses");
        let v3 = record(&read(&format!("v3/{name}.json"))).expect("format 3 parses");
        assert_eq!((v1.format_version, v2.format_version, v3.format_version), (1, 2, 3), "{name}");
        assert_eq!(v1.actions.len(), v2.actions.len(), "{name}");
        assert_eq!(v2.actions, v3.actions, "{name}");
        assert_eq!(load(&v1), Ok(hash.to_string()), "{name} format 1");
        assert_eq!(load(&v2), Ok(hash.to_string()), "{name} format 2");
        assert_eq!(load(&v3), Ok(hash.to_string()), "{name} format 3");
        assert!(read(&format!("{name}.json")).contains("\"state_hash\""), "{name}: format 1 names its check so");
        if name == "stargate-complete" {
            continue;
        }
        for version in ["v1", "v2", "v3"] {
            let text = read(&format!("links/{name}.{version}.txt"));
            let got = if name.starts_with("stargate") {
                link::decode::<StarGate>(&text).map(|s| s.hash())
            } else {
                link::decode::<DeltaVee>(&text).map(|s| s.hash())
            };
            assert_eq!(got, Ok(hash.to_string()), "{name} link {version}");
        }
    }
}

/// Every golden version 3 link, decoded and written again, is the same text: the codes a session keeps
/// of its actions as they are played ([`Entry::code`](starshift::engine::record::Entry)) write what
/// writing each action in its replayed state wrote when the link was made.
#[test]
fn every_golden_v3_link_writes_back_to_itself() {
    struct Again<'a>(&'a str);
    impl Visit for Again<'_> {
        type Out = Result<String, LoadError>;
        fn visit<G: Game>(self) -> Self::Out {
            link::decode::<G>(self.0).map(|s| link::encode(&s))
        }
    }
    let dir = std::fs::read_dir(format!("{GOLDEN}/links")).expect("golden links");
    let mut seen = 0;
    for name in dir.map(|e| e.expect("entry").file_name().into_string().expect("utf-8")) {
        if !name.ends_with(".v3.txt") {
            continue;
        }
        let text = read(&format!("links/{name}"));
        let game = link::game_of(&text).expect("a link");
        let again = registry::visit(&game, Again(&text)).expect("a known game");
        assert_eq!(again.as_deref(), Ok(text.trim()), "{name}");
        seen += 1;
    }
    assert_eq!(seen, 5);
}

/// A session's every variant that changes one thing of its history: each action in turn replaced by each
/// other legal action of that moment (a few), each action deleted, the seed changed.
fn variants<G: Game>(s: &Session<G>, rng: &mut Rng) -> Vec<(String, Record)> {
    let rec = s.record();
    let mut out = Vec::new();
    let mut replay = Session::<G>::new(&s.scenario, s.options.clone(), s.seed).expect("sets up");
    for (i, e) in s.history.iter().enumerate() {
        for seat in G::to_act(&replay.state) {
            let legal = G::legal_actions(&replay.state, seat);
            for _ in 0..3.min(legal.len()) {
                let alt = legal[rng.below(legal.len())].clone();
                if (seat, &alt) == (e.seat, &e.action) {
                    continue;
                }
                let mut r = rec.clone();
                r.actions[i] = json!({ "seat": seat, "action": alt });
                out.push((format!("action {} became {alt:?}", i + 1), r));
            }
        }
        let mut r = rec.clone();
        r.actions.remove(i);
        out.push((format!("action {} deleted", i + 1), r));
        replay.act(e.seat, e.action.clone()).expect("legal");
    }
    let mut r = rec.clone();
    r.seed ^= 1;
    out.push(("seed changed".into(), r));
    // The same changes to the record as format 2 wrote it, with format 2's check.
    let v2: Vec<(String, Record)> = out
        .iter()
        .map(|(how, r)| {
            (format!("{how} (format 2)"), Record { format_version: 2, check: Some(s.check_v2()), ..r.clone() })
        })
        .collect();
    out.extend(v2);
    out
}

/// The state hash covered the final state only: a retargeted fire, another wobble destination, a linear
/// move made a teleport could reach the same position and pass. The check covers the history, so every
/// change is refused — as damage, or as an illegal action where the change breaks the rules.
#[test]
fn any_change_to_the_history_is_refused() {
    let mut rng = Rng::new(15);
    let mut changed = 0;
    let mut check = |what: &str, variants: Vec<(String, Record)>| {
        for (how, r) in variants {
            changed += 1;
            match load(&r) {
                Err(LoadError::HashMismatch { .. } | LoadError::Refused { .. } | LoadError::Corrupt(_)) => {}
                other => panic!("{what}, {how}: expected a refusal, got {other:?}"),
            }
        }
    };
    let sg = walk::<StarGate>("standard", 3, 60, Pick::Random(3));
    check("StarGate", variants(&sg, &mut rng));
    let dv = walk::<DeltaVee>("showdown", 4, 60, Pick::Random(4));
    check("DeltaVee", variants(&dv, &mut rng));
    let bids = walk::<Bids>("three", 5, 20, Pick::Random(5));
    check("Bids", variants(&bids, &mut rng));
    // Another scenario under the same history, and an option the record did not have.
    let mut r = dv.record();
    r.scenario = "first-shot".into();
    assert!(load(&r).is_err());
    let mut r = sg.record();
    r.options.insert("x".into(), "1".into());
    assert!(load(&r).is_err());
    assert!(changed > 200, "{changed} variants");
}

/// The check is computed from what the record means, not how it is spelled: spacing, key order and a hex
/// written as `{q, r}` instead of its label load as the same game.
#[test]
fn the_check_ignores_spelling() {
    let s = walk::<StarGate>("standard", 8, 30, Pick::Random(8));
    let rec = s.record();
    let mut v = serde_json::to_value(&rec).expect("serializes");
    for a in v["actions"].as_array_mut().expect("actions") {
        if let Some(hex) = a["action"]["hex"].as_str() {
            let h = starshift::engine::hex::Hex::from_label(hex).expect("label");
            a["action"]["hex"] = json!({ "r": h.r, "q": h.q });
        }
    }
    let respelled = serde_json::to_string(&v).expect("serializes");
    assert!(respelled.contains("\"q\""));
    let back = record(&respelled).expect("parses");
    assert_eq!(load(&back), Ok(s.hash()));
}

/// Records are strict: an unknown or misspelled field is refused, named — in the header, in an action's
/// entry, in the action itself (and its nested orders), in a hex. A newer format's new keys are not
/// judged: it is reported as newer.
#[test]
fn unknown_fields_are_refused_by_name() {
    let s = walk::<DeltaVee>("showdown", 2, 45, Pick::Random(2));
    let rec = serde_json::to_value(s.record()).expect("serializes");
    let refused = |v: &Value, name: &str| {
        let text = v.to_string();
        let why = match record(&text) {
            Err(e) => e,
            Ok(r) => load(&r).expect_err(&format!("{name} must be refused")).to_string(),
        };
        assert!(why.contains(&format!("`{name}`")), "{name}: {why}");
    };
    // The misspelled check that used to turn the check off silently.
    let mut v = rec.clone();
    let check = v.as_object_mut().unwrap().remove("check").unwrap();
    v["chekc"] = check;
    refused(&v, "chekc");
    let mut v = rec.clone();
    v["state_hsah"] = json!("0123456789abcdef");
    refused(&v, "state_hsah");
    // An action's entry, and the action.
    let mut v = rec.clone();
    v["actions"][0]["note"] = json!("hi");
    refused(&v, "note");
    let mut v = rec.clone();
    v["actions"][0]["action"]["extra"] = json!(1);
    refused(&v, "extra");
    // A nested order or choice.
    let nested = rec["actions"].as_array().unwrap().iter().position(|a| a["action"]["order"].is_object());
    if let Some(i) = nested {
        let mut v = rec.clone();
        v["actions"][i]["action"]["order"]["speed"] = json!(1);
        refused(&v, "speed");
    }
    let place = json!({"do": "set_up", "choice": {"Place": {"ship": 0, "hex": "0101", "colour": 1}}});
    let why = serde_json::from_value::<starshift::engine::deltavee::action::Action>(place).expect_err("refused").to_string();
    assert!(why.contains("`colour`"), "{why}");
    // StarGate's and Bids' actions, and a hex.
    let sg = serde_json::to_value(walk::<StarGate>("standard", 1, 3, Pick::First).record()).unwrap();
    let mut v = sg.clone();
    v["actions"][0]["action"]["lender"] = json!(3);
    refused(&v, "lender");
    let mut v = sg.clone();
    v["actions"][0]["action"]["hex"] = json!({"q": 1, "r": 2, "z": 3});
    refused(&v, "z");
    let bids = serde_json::to_value(walk::<Bids>("two", 1, 1, Pick::First).record()).unwrap();
    let mut v = bids.clone();
    v["actions"][0]["action"]["bid"] = json!(3);
    refused(&v, "bid");
    // A newer format: not judged, reported as newer.
    let mut v = rec.clone();
    v["format_version"] = json!(FORMAT_VERSION + 1);
    v["something_new"] = json!(true);
    let r = record(&v.to_string()).expect("a newer format parses leniently");
    assert_eq!(load(&r), Err(LoadError::FutureVersion(FORMAT_VERSION + 1)));
}
