//! The `starshift` command line, run as a program.

use serde_json::Value;
use starshift::engine::link::{base64url_decode, base64url_encode};
use starshift::engine::registry;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn starshift(args: &[&str]) -> Run {
    starshift_with_input(args, None)
}

fn starshift_with_input(args: &[&str], input: Option<&str>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_starshift"))
        .args(args)
        .stdin(if input.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    if let Some(text) = input {
        child.stdin.take().expect("piped").write_all(text.as_bytes()).expect("writes stdin");
    }
    let out = child.wait_with_output().expect("the CLI finishes");
    Run {
        code: out.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(out.stdout).expect("utf-8"),
        stderr: String::from_utf8(out.stderr).expect("utf-8"),
    }
}

/// Runs and requires exit code 0.
fn ok(args: &[&str]) -> String {
    let r = starshift(args);
    assert_eq!(r.code, 0, "starshift {args:?} failed:\n{}\n{}", r.stdout, r.stderr);
    r.stdout
}

/// A fresh file in the temporary directory.
fn temp_file(name: &str, contents: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!("starshift-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{}-{name}", N.fetch_add(1, Ordering::SeqCst)));
    std::fs::write(&path, contents).expect("writes");
    path
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("not JSON ({e}):\n{text}"))
}

/// The verdict line and the JSON after it.
fn verdict_and_summary(stdout: &str) -> (&str, Value) {
    let (line, rest) = stdout.split_once('\n').expect("a verdict line");
    (line, json(rest))
}

#[test]
fn new_view_append_the_first_legal_action_replay() {
    let rec_text = ok(&["new", "stargate", "standard", "--seed", "42"]);
    let mut rec = json(&rec_text);
    assert_eq!(rec["game"], "stargate");
    assert_eq!(rec["scenario"], "standard");
    assert_eq!(rec["seed"], 42);
    assert_eq!(rec["actions"], Value::Array(vec![]));
    let path = temp_file("new.json", &rec_text);
    let p = path.to_str().expect("utf-8 path");

    let mut actions = 0;
    for _ in 0..4 {
        // Whoever is to act: the one whose view lists legal actions.
        let views: Vec<(String, Value)> = ["coalition", "virunian"]
            .iter()
            .map(|seat| (seat.to_string(), json(&ok(&["view", p, "--seat", seat]))))
            .collect();
        for (seat, v) in &views {
            assert_eq!(v["seat"], seat.as_str());
            assert!(v["prompt"].is_string());
            let to_act = v["to_act"].as_array().expect("to_act");
            assert_eq!(!v["legal"].as_array().expect("legal").is_empty(), to_act.contains(&Value::from(seat.as_str())));
        }
        let (seat, view) =
            views.iter().find(|(_, v)| !v["legal"].as_array().expect("legal").is_empty()).expect("someone acts");
        let first = &view["legal"][0];
        assert!(first["label"].as_str().is_some_and(|l| !l.is_empty()), "{first}");

        // Append it by hand, as the help says: drop the stale check.
        let record = rec.as_object_mut().expect("object");
        record.remove("check");
        record["actions"].as_array_mut().expect("actions").push(serde_json::json!({
            "seat": seat, "action": first["action"].clone()
        }));
        actions += 1;
        std::fs::write(&path, serde_json::to_string_pretty(&rec).expect("serializes")).expect("writes");

        let r = starshift(&["replay", p]);
        assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
        let (line, summary) = verdict_and_summary(&r.stdout);
        assert!(line.starts_with(&format!("ok: {actions} actions, state hash ")), "{line}");
        let hash = line.rsplit(' ').next().expect("hash");
        assert_eq!(summary["hash"], hash);
        assert_eq!(summary["actions"], actions);
        assert_eq!(summary["game"], "stargate");
        assert_eq!(summary["seed"], 42);
        assert!(summary["status"]["turn"].as_u64().is_some());
        assert!(summary["status"]["phase"].is_string());
        for seat in ["coalition", "virunian"] {
            assert!(summary["seats"][seat]["units"].is_array(), "{summary}");
        }
        // Restore the hash: the record is again a complete, verifiable one.
        rec = json(&ok(&["record", p]));
        assert!(rec["check"].as_str().is_some_and(|c| c.len() == 16), "{rec}");
        assert_eq!(ok(&["verify", p]), format!("{line}\n"));
    }
}

#[test]
fn act_appends_a_listed_action() {
    let rec = ok(&["new", "stargate", "standard", "--seed", "3"]);
    let path = temp_file("act.json", &rec);
    let p = path.to_str().expect("utf-8");
    let view = json(&ok(&["view", p, "--seat", "coalition"]));
    let legal = view["legal"].as_array().expect("legal");
    assert!(!legal.is_empty(), "the Coalition Player acts first (3.1)");
    let last = legal.len() - 1;
    let next = json(&ok(&["act", p, "--seat", "coalition", "--index", &last.to_string()]));
    assert_eq!(next["actions"][0]["seat"], "coalition");
    assert_eq!(next["actions"][0]["action"], legal[last]["action"]);
    // The same through --action JSON and standard input.
    let action = legal[last]["action"].to_string();
    let r = starshift_with_input(&["act", "-", "--seat", "coalition", "--action", &action], Some(&rec));
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(json(&r.stdout), next);
    // Out of range is a usage error; a seat that may not act is refused.
    assert_eq!(starshift(&["act", p, "--seat", "coalition", "--index", "100000"]).code, 2);
    let r = starshift(&["act", p, "--seat", "virunian", "--index", "0"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    let r = starshift(&["act", p, "--seat", "virunian", "--action", "{\"do\": \"end_phase\"}"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("refused"), "{}", r.stderr);
}

#[test]
fn link_and_record_round_trip() {
    let rec = ok(&["new", "stargate", "standard", "--seed", "5"]);
    let path = temp_file("link.json", &rec);
    let p = path.to_str().expect("utf-8");
    let next = ok(&["act", p, "--seat", "coalition", "--index", "0"]);
    let path = temp_file("link2.json", &next);
    let p = path.to_str().expect("utf-8");
    let code = ok(&["link", p]);
    let code = code.trim();
    assert!(!code.is_empty() && !code.contains(char::is_whitespace));
    assert_eq!(json(&ok(&["record", code])), json(&next));
    let url = format!("https://example.org/play/#{code}");
    assert_eq!(json(&ok(&["record", &url])), json(&next));
    // A link read from standard input and from a file.
    let r = starshift_with_input(&["record", "-"], Some(&format!("{url}\n")));
    assert_eq!(r.code, 0);
    assert_eq!(json(&r.stdout), json(&next));
    let link_file = temp_file("code.txt", code);
    assert_eq!(json(&ok(&["record", link_file.to_str().expect("utf-8")])), json(&next));
    let (line, summary) = {
        let out = ok(&["replay", code]);
        let (l, s) = verdict_and_summary(&out);
        (l.to_string(), s)
    };
    assert!(line.starts_with("ok: 1 actions"), "{line}");
    assert_eq!(summary["hash"], line.rsplit(' ').next().expect("hash"));
    assert!(json(&next)["check"].is_string());
    assert!(ok(&["verify", &url]).starts_with("ok: 1 actions"));
}

#[test]
fn a_corrupted_link_is_invalid() {
    let rec = ok(&["new", "stargate", "standard", "--seed", "6"]);
    let path = temp_file("corrupt.json", &rec);
    let code = ok(&["link", path.to_str().expect("utf-8")]);
    let mut bytes = base64url_decode(code.trim()).expect("valid");
    *bytes.last_mut().expect("bytes") ^= 0x01; // the hash's last byte, or the deflate stream's
    let bad = base64url_encode(&bytes);
    for cmd in ["replay", "verify"] {
        let r = starshift(&[cmd, &bad]);
        assert_eq!(r.code, 1, "{cmd}: {}", r.stdout);
        let line = r.stdout.lines().next().expect("a verdict");
        assert!(line.starts_with("invalid: "), "{line}");
        assert!(line.len() > "invalid: ".len() + 10, "{line}");
        assert_eq!(r.stdout.lines().count(), 1, "no summary for an invalid record");
    }
    let r = starshift(&["replay", "this-is-not-a-link"]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.starts_with("invalid: "));
    let r = starshift(&["record", &bad]);
    assert_eq!(r.code, 1);
    assert!(!r.stderr.is_empty());
}

#[test]
fn a_wrong_state_hash_fails_verification() {
    // `new` writes no hash; a record made by `act` carries one.
    let rec = ok(&["new", "stargate", "standard", "--seed", "7"]);
    assert!(json(&rec).get("check").is_none());
    let rec = ok(&["act", &rec, "--seat", "coalition", "--index", "0"]);
    let mut v = json(&rec);
    let real = v["check"].as_str().expect("check").to_string();
    let wrong = if real.starts_with('0') { "1" } else { "0" }.to_string() + &real[1..];
    v["check"] = Value::from(wrong.clone());
    let path = temp_file("wrong-hash.json", &v.to_string());
    let p = path.to_str().expect("utf-8");
    let r = starshift(&["verify", p]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(r.stdout.starts_with("invalid: "), "{}", r.stdout);
    assert!(r.stdout.contains(&wrong) && r.stdout.contains(&real), "names both hashes: {}", r.stdout);
    assert_eq!(starshift(&["replay", p]).code, 1);
    assert_eq!(starshift(&["view", p, "--seat", "coalition"]).code, 1);
    // --ignore-hash is for hand-edited records; verify has no such option.
    assert!(ok(&["replay", p, "--ignore-hash"]).starts_with("ok: 1 actions"));
    assert_eq!(json(&ok(&["view", p, "--seat", "coalition", "--ignore-hash"]))["seat"], "coalition");
    assert_eq!(starshift(&["verify", p, "--ignore-hash"]).code, 2);
    // Without a hash the record is accepted.
    v.as_object_mut().expect("object").remove("check");
    let path = temp_file("no-hash.json", &v.to_string());
    assert!(ok(&["verify", path.to_str().expect("utf-8")]).starts_with("ok: 1 actions, state hash "));
}

#[test]
fn invalid_records_exit_1() {
    for (name, text, needle) in [
        ("future.json", r#"{"format_version": 99, "game": "stargate", "something_new": true}"#, "newer version"),
        ("game.json", r#"{"format_version": 1, "game": "chess", "scenario": "x", "seed": 1, "actions": []}"#, "chess"),
        ("broken.json", r#"{"format_version": 1, "game": "stargate""#, "damaged"),
        (
            "action.json",
            r#"{"format_version": 1, "game": "stargate", "scenario": "standard", "seed": 1, "actions": [{"seat": "coalition", "action": {"do": "warp"}}]}"#,
            "damaged",
        ),
    ] {
        let path = temp_file(name, text);
        let r = starshift(&["verify", path.to_str().expect("utf-8")]);
        assert_eq!(r.code, 1, "{name}: {}{}", r.stdout, r.stderr);
        assert!(r.stdout.contains(needle), "{name}: {}", r.stdout);
        let r = starshift(&["view", path.to_str().expect("utf-8"), "--seat", "coalition"]);
        assert_eq!(r.code, 1, "{name}");
        assert!(r.stderr.contains(needle), "{name}: {}", r.stderr);
    }
    let r = starshift(&["view", "/no/such/record.json", "--seat", "coalition"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("no such file"), "{}", r.stderr);
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &[][..],
        &["frobnicate"],
        &["new", "stargate", "standard"],
        &["new", "stargate", "standard", "--seed"],
        &["new", "stargate", "standard", "--seed", "minus-one"],
        &["new", "stargate", "standard", "--seed", "-1"],
        &["new", "chess", "standard", "--seed", "1"],
        &["new", "stargate", "no-such-scenario", "--seed", "1"],
        &["new", "stargate", "standard", "--seed", "1", "--options", "[1]"],
        &["new", "stargate", "standard", "extra", "--seed", "1"],
        &["new", "stargate", "standard", "--seed", "1", "--seed", "2"],
        &["new", "stargate", "standard", "--seed", "1", "--colour", "red"],
        &["replay"],
        &["verify", "a", "b"],
        &["bench", "x", "--runs", "0"],
    ] {
        let r = starshift(args);
        assert_eq!(r.code, 2, "starshift {args:?}: {}{}", r.stdout, r.stderr);
        assert!(r.stderr.starts_with("starshift: "), "{args:?}: {}", r.stderr);
        assert!(r.stdout.is_empty());
    }
    let rec = temp_file("seat.json", &ok(&["new", "stargate", "standard", "--seed", "1"]));
    let r = starshift(&["view", rec.to_str().expect("utf-8"), "--seat", "klingon"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("virunian") && r.stderr.contains("coalition"), "{}", r.stderr);
    assert_eq!(starshift(&["view", rec.to_str().expect("utf-8")]).code, 2);
}

#[test]
fn help_documents_the_commands_and_hand_editing() {
    let help = ok(&["--help"]);
    for must in ["new", "view", "replay", "verify", "link", "record", "bench", "state_hash", "--ignore-hash", "legal"] {
        assert!(help.contains(must), "--help does not mention {must}");
    }
    assert_eq!(ok(&["help"]), help);
}

#[test]
fn new_works_for_every_registered_game_and_scenario() {
    let listed = json(&ok(&["games"]));
    let games = registry::games();
    assert_eq!(listed.as_array().expect("list").len(), games.len());
    for g in games {
        for sc in g.scenarios {
            let rec = json(&ok(&["new", g.id, sc.id, "--seed", "1", "--options", "{}"]));
            assert_eq!(rec["game"], g.id);
            assert_eq!(rec["scenario"], sc.id);
            for seat in g.seats {
                assert_eq!(json(&ok(&["view", &rec.to_string(), "--seat", seat.id]))["seat"], seat.id);
            }
        }
    }
    // The same seed gives the same record; the seed is honoured.
    let a = ok(&["new", "stargate", "standard", "--seed=18446744073709551615"]);
    assert_eq!(a, ok(&["new", "stargate", "standard", "--seed", "18446744073709551615"]));
    assert_eq!(json(&a)["seed"], u64::MAX);
    assert_ne!(a, ok(&["new", "stargate", "standard", "--seed", "0"]));
}

#[test]
fn bench_prints_link_length_and_replay_time() {
    let rec = ok(&["new", "stargate", "standard", "--seed", "8"]);
    let path = temp_file("bench.json", &rec);
    let out = ok(&["bench", path.to_str().expect("utf-8"), "--runs", "3"]);
    let field = |name: &str| -> u64 {
        let line =
            out.lines().find(|l| l.starts_with(&format!("{name}: "))).unwrap_or_else(|| panic!("{name}:\n{out}"));
        line[name.len() + 2..].parse().unwrap_or_else(|_| panic!("{line}"))
    };
    let code = ok(&["link", path.to_str().expect("utf-8")]);
    assert_eq!(field("link_chars"), code.trim().len() as u64);
    assert_eq!(field("actions"), 0);
    let _ = field("replay_us");
}

#[test]
fn deltavee_records_and_links_through_the_cli() {
    let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/deltavee-showdown.json");
    assert_eq!(ok(&["verify", golden]).trim(), "ok: 40 actions, state hash 6f9bd97726d3d02e");
    let link = ok(&["link", golden]);
    assert_eq!(ok(&["verify", link.trim()]).trim(), "ok: 40 actions, state hash 6f9bd97726d3d02e");
    // A new Showdown: Player 1 moves first (3.0); his first listed action is applied.
    let rec = ok(&["new", "deltavee", "showdown", "--seed", "3"]);
    let view = json(&ok(&["view", &rec, "--seat", "one"]));
    assert_eq!(view["phase_name"], "First Player Movement Phase");
    assert!(view["prompt"].as_str().unwrap().contains("6.0"));
    let next = json(&ok(&["act", &rec, "--seat", "one", "--index", "0"]));
    assert_eq!(next["actions"].as_array().unwrap().len(), 1);
    assert_eq!(json(&ok(&["view", &rec, "--seat", "two"]))["legal"], Value::Array(Vec::new()));
}

#[test]
fn deltavee_replay_summarises_ships_and_counters() {
    let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/deltavee-showdown.json");
    let out = ok(&["replay", golden]);
    let (verdict, summary) = verdict_and_summary(&out);
    assert!(verdict.starts_with("ok: 40 actions"));
    let units = summary["seats"]["two"]["units"].as_array().expect("units");
    assert_eq!(units.len(), 2);
    assert_eq!(units[0]["kind"], "ship");
    assert_eq!(units[0]["name"], "Player 1's Piccolo E");
    assert_eq!(units[0]["hex"], "A0509", "labelled like the maps (2.1)");
    assert_eq!(summary["status"]["phase"].as_str().map(|p| p.contains("Phase")), Some(true));
}

/// `new` starts a game with its own options, as the lobby does (`Game::new_options`): Outreach under every
/// rule; `--options` overrides them, `{}` giving the preview's sequence.
#[test]
fn new_takes_the_game_s_own_options_unless_given() {
    let full = json(&ok(&["new", "outreach", "psl", "--seed", "3"]));
    assert_eq!(full["options"], serde_json::json!({"rules": "full"}));
    let preview = json(&ok(&["new", "outreach", "psl", "--seed", "3", "--options", "{}"]));
    assert_eq!(preview["options"], serde_json::json!({}));
    let stargate = json(&ok(&["new", "stargate", "standard", "--seed", "3"]));
    assert_eq!(stargate["options"], serde_json::json!({}));
}
