//! Outreach as a game of the contract (issue 17 point 5): its golden 4-player opening replays to its hash
//! forever, its link codec is frozen (the golden link decodes, and every kind of action keeps its bits),
//! and what a seat sees — view and log — holds none of another seat's secrets (5.11, 6.11, 14.0).

use super::h;
use super::playouts::{choose, Pick, Policy, Seek};
use starshift::engine::bits::{BitReader, BitWriter};
use starshift::engine::game::Game;
use starshift::engine::link;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::economy::FleetKind;
use starshift::engine::outreach::event::Event;
use starshift::engine::outreach::log::{describe, seen, Seen};
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Auto, Hexrow, Party, Phase, Seat};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::tables::Opt;
use starshift::engine::outreach::{rules, Outreach};
use starshift::engine::record::{Record, Session};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
/// Made by scripts/golden-outreach.py: 18.4's four players raise StarFleets before the game (18.41),
/// shift, place discovered beacon stars and explore, to the first Resource Allocation Phase.
const OPENING: (&str, usize, &str) = ("outreach-cygnus-opening", 55, "8d08d2857ef7929e");

fn golden() -> Session<Outreach> {
    let text = std::fs::read_to_string(format!("{DIR}/v2/{}.json", OPENING.0)).expect("golden record");
    let rec: Record = serde_json::from_str(&text).expect("golden record parses");
    assert_eq!((rec.game.as_str(), rec.scenario.as_str(), rec.actions.len()), ("outreach", "cygnus", OPENING.1));
    Session::<Outreach>::from_record(&rec).unwrap_or_else(|e| panic!("{}: {e}", OPENING.0))
}

#[test]
fn the_golden_four_player_opening_replays_to_its_hash_and_its_frozen_link() {
    let s = golden();
    assert_eq!(s.hash(), OPENING.2);
    let seats: std::collections::BTreeSet<Seat> = s.history.iter().map(|e| e.seat).collect();
    assert_eq!(seats.len(), 4, "all four players act");
    for kind in ["raise", "shift", "row", "beacon", "explore", "end_phase"] {
        assert!(
            s.history.iter().any(|e| serde_json::to_value(&e.action).unwrap()["do"] == kind),
            "the opening has a {kind}"
        );
    }
    // Version 3 is what the app writes; version 2 links keep loading.
    let frozen = std::fs::read_to_string(format!("{DIR}/links/{}.v3.txt", OPENING.0)).expect("golden link");
    assert_eq!(link::encode(&s), frozen.trim(), "the link codec is frozen: the same game, the same link");
    for version in ["v2", "v3"] {
        let text = std::fs::read_to_string(format!("{DIR}/links/{}.{version}.txt", OPENING.0)).expect("golden link");
        assert_eq!(link::decode::<Outreach>(text.trim()).expect("the golden link loads").hash(), OPENING.2);
    }
}

/// The bench's 100-action game (tests/golden/outreach-scorpii-100.json, a seeded random walk of 18.1) replays
/// to its hash, and its link is short enough for mail and chat (the bench prints its length).
#[test]
fn the_hundred_action_record_replays_to_its_hash() {
    let text = std::fs::read_to_string(format!("{DIR}/outreach-scorpii-100.json")).expect("golden record");
    let rec: Record = serde_json::from_str(&text).expect("parses");
    let s = Session::<Outreach>::from_record(&rec).expect("replays");
    assert_eq!((s.history.len(), s.hash().as_str()), (100, "db48c35eb9ef013d"));
    let chars = link::encode(&s).len();
    assert!(chars < 2000, "a 100-action link stays clickable in mail ({chars} characters)");
}

/// Each kind of action keeps its bits (codec.rs): the first bits name the kind, and it reads back.
#[test]
fn every_kind_of_action_reads_back_with_its_frozen_tag() {
    let st = rules::new_game("scorpii", 1).unwrap();
    let f = Fleets { r: 9, d: 0, e: 70 };
    let cases: [(Action, &str); 28] = [
        (Action::Shift { from: h("1212"), fleets: f, to: h("5028"), chits: 0 }, "0"),
        (Action::EndPhase, "10"),
        (Action::Explore { hex: h("0101") }, "110"),
        (Action::Stop, "11100000"),
        (Action::Lose { fleets: Fleets { r: 1, d: 2, e: 3 } }, "11100001"),
        (Action::Row { row: Hexrow::Column(50) }, "11100010"),
        (Action::Beacon { hex: h("2814") }, "11100011"),
        (Action::Disband { hex: h("1313"), fleets: Fleets { r: 0, d: 1, e: 0 } }, "11100100"),
        (Action::Maintain, "11100101"),
        (Action::Create { hex: h("1313"), fleets: Fleets { r: 2, d: 0, e: 0 } }, "11100110"),
        (Action::Augment { hex: h("1313"), fleets: Fleets { r: 0, d: 0, e: 1 } }, "11100111"),
        (Action::Deneutralize { hex: h("1313"), fleets: Fleets::NONE }, "11101000"),
        (Action::Raise { hex: h("1313"), kind: FleetKind::Explorer }, "11101001"),
        (Action::SealIndex { commitment: u64::MAX - 5 }, "111100000000"),
        (Action::OpenIndex { index: 17, salt: 1 << 63 }, "111100000001"),
        (Action::SealOptions { commitment: 3 }, "111100000010"),
        (Action::OpenOptions { options: vec![Opt::C, Opt::A, Opt::B], salt: 9 }, "111100000011011100001"),
        (Action::Reduce { hex: h("1010"), attempt: true }, "111100000100"),
        (Action::SealIntent { commitment: 5 }, "111100000101"),
        (Action::OpenIntent { attack: true, salt: 5 }, "1111000001101"),
        (Action::SealCapacity { commitment: 7 }, "111100000111"),
        (Action::OpenCapacity { capacity: 28, salt: 7 }, "111100001000"),
        (Action::Attack { hex: h("1010"), defender: Party::Player(Seat::P4) }, "111100001001"),
        (Action::Fate { left: 10, plus: 7, chits: 2 }, "1111000010101010111"),
        (Action::Dissolve { hex: h("1010") }, "111100001011"),
        (Action::Attack { hex: h("1010"), defender: Party::Auto(Auto::A3) }, "111100001100"),
        (Action::Shift { from: h("3516"), fleets: f, to: h("3316"), chits: 2 }, "111100001101"),
        (Action::KeepX { keep: false }, "1111000011100"),
    ];
    for (a, tag) in cases {
        let mut w = BitWriter::default();
        Outreach::write_action(&st, &a, &mut w);
        let bytes = w.finish();
        let bits: String = bytes.iter().map(|b| format!("{b:08b}")).collect();
        assert!(bits.starts_with(tag), "{a:?}: {bits} starts with {tag}");
        assert_eq!(Outreach::read_action(&st, &mut BitReader::new(&bytes)), Some(a.clone()), "{a:?} reads back");
    }
    // A row as well as a column; the reserved kinds (rare 1010–1111, Outreach II's from 15 on) read as none.
    let mut w = BitWriter::default();
    Outreach::write_action(&st, &Action::Row { row: Hexrow::Row(28) }, &mut w);
    assert_eq!(
        Outreach::read_action(&st, &mut BitReader::new(&w.finish())),
        Some(Action::Row { row: Hexrow::Row(28) })
    );
    for reserved in [[0b1110_1010u8, 0], [0b1111_0000, 0b1111_0000], [0b1111_1111, 0b1111_0000]] {
        assert_eq!(Outreach::read_action(&st, &mut BitReader::new(&reserved)), None);
    }
}

/// No view and no log line of one seat holds what another seat alone may know: the make-up of his
/// fleets, his RP, his gates' SP, the potential values he saw.
#[test]
fn a_seat_sees_none_of_another_seat_s_secrets() {
    let s = golden();
    for seat in Outreach::seats_of("cygnus").iter().copied() {
        let v = Outreach::view(&s.state, seat);
        for p in &v.players {
            assert_eq!(p.rp.is_some(), p.seat == seat, "RP of {:?} to {seat:?}", p.seat);
        }
        for f in &v.forces {
            assert_eq!(f.fleets.is_some(), f.owner == seat, "fleets of a force of {:?} to {seat:?}", f.owner);
        }
        for g in &v.gates {
            assert_eq!(g.sp.is_some(), g.owner == Some(Party::Player(seat)), "SP of a gate in {} to {seat:?}", g.hex);
        }
        for c in &v.chits {
            let known = s.state.chit_at(c.hex).unwrap().known_by.contains(&seat);
            assert_eq!(c.value.is_some(), known, "the chit in {} to {seat:?}", c.hex);
        }
    }
    // The log: a private event reads the same to another seat whatever its secret fields hold.
    let mut private = 0;
    for e in &s.history {
        for ev in &e.events {
            let Some(owner) = ev.private_to() else { continue };
            private += 1;
            for other in Outreach::seats_of("cygnus").iter().copied().filter(|&o| o != owner) {
                assert!(matches!(seen(ev, Some(other)), Seen::Public(_)));
                assert_eq!(describe(ev, Some(other)), describe(&altered(ev), Some(other)), "{ev:?} to {other:?}");
            }
            assert_eq!(describe(ev, None), describe(&altered(ev), None), "{ev:?} to a spectator");
            assert!(matches!(seen(ev, Some(owner)), Seen::Whole(_)));
        }
    }
    assert!(private > 40, "the opening has private events ({private})");
}

/// `ev` with every secret field changed: fleets, RP, SP, values, totals.
fn altered(ev: &Event) -> Event {
    let mut v = serde_json::to_value(ev).unwrap();
    let other = Fleets { r: 7, d: 5, e: 3 };
    for (k, x) in v.as_object_mut().unwrap().iter_mut() {
        match k.as_str() {
            "fleets" => *x = serde_json::to_value(other).unwrap(),
            "rp" | "value" | "sp" | "count" | "drawn" => *x = serde_json::json!(13),
            "kind" => *x = serde_json::json!("dreadnought"),
            "purpose" => {
                if let Some(t) = x.get_mut("total") {
                    *t = serde_json::json!(11);
                }
            }
            "attrition" => x["fleets"] = serde_json::to_value(other).unwrap(),
            _ => {}
        }
    }
    serde_json::from_value(v).unwrap()
}

/// Outreach II's rules are the record's option `"rules": "full"`: a game under them, sealed with the app's
/// own salt through the contract (`Game::seal`, `Game::to_open`, `Game::open`), travels in its record and
/// its link and replays to the same hash; what was sealed shows in neither before it opens (7.13).
#[test]
fn a_game_under_outreach_ii_rules_seals_contact_indices_in_its_record_and_link() {
    let mut options = starshift::engine::game::Options::new();
    options.insert("rules".into(), "full".to_string());
    assert!(Outreach::setup("scorpii", &options, 1).is_ok_and(|st| st.full));
    options.insert("rules".into(), "lite".to_string());
    assert!(Outreach::setup("scorpii", &options, 1).is_err(), "an unknown rules option is refused");
    options.insert("rules".into(), "full".to_string());
    let mut pick = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: usize| {
        pick ^= pick << 13;
        pick ^= pick >> 7;
        pick ^= pick << 17;
        (pick % n as u64) as usize
    };
    for seed in 1..400 {
        let mut s = Session::<Outreach>::new("cygnus", options.clone(), seed).unwrap();
        let mut opened = 0;
        while s.history.len() < 1500 && opened == 0 {
            let to_act = Outreach::to_act(&s.state);
            let Some(&seat) = to_act.get(next(to_act.len().max(1))) else { break };
            if let Some(c) = s.state.contact.as_ref().filter(|c| c.sealing.check_seal(seat.index()).is_ok()) {
                // The app's way: a choice of this seat's, sealed under a salt of its own.
                let hex = c.hex;
                let lo = starshift::engine::outreach::contact::index_range(&s.state, Party::Player(seat), hex).0;
                let salt = 0x5EED_0000 + seed;
                let (commitment, a) = Outreach::seal(&s.state, seat, &(lo as u16).to_be_bytes(), salt).expect("sealable");
                s.act(seat, a).expect("the seal is accepted");
                let text = serde_json::to_string(&s.record()).unwrap();
                assert!(text.contains(&commitment.to_string()) && !text.contains(&salt.to_string()));
                continue;
            }
            let a = if Outreach::to_open(&s.state, seat).is_some() {
                // Open what this seat sealed: the app keeps the choice and salt on the device. The listed
                // actions offer no opening of a seal made with a salt of the app's own.
                assert!(Outreach::legal_actions(&s.state, seat).is_empty());
                let hex = s.state.contact.as_ref().unwrap().hex;
                let lo = starshift::engine::outreach::contact::index_range(&s.state, Party::Player(seat), hex).0;
                opened += 1;
                Outreach::open(&s.state, seat, &(lo as u16).to_be_bytes(), 0x5EED_0000 + seed).unwrap()
            } else {
                let legal = Outreach::legal_actions(&s.state, seat);
                if next(4) == 0 {
                    legal.last().unwrap().clone()
                } else {
                    legal[next(legal.len())].clone()
                }
            };
            s.act(seat, a).expect("legal");
        }
        if opened == 0 {
            continue;
        }
        let link = link::encode(&s);
        assert_eq!(link::decode::<Outreach>(&link).expect("the link loads").hash(), s.hash());
        let rec: Record = serde_json::from_str(&serde_json::to_string(&s.record()).unwrap()).unwrap();
        assert_eq!(rec.options.get("rules"), Some(&"full".to_string()));
        assert_eq!(Session::<Outreach>::from_record(&rec).expect("the record replays").hash(), s.hash());
        return;
    }
    panic!("no game of 18.4 reached a Contact Index in 400 seeds");
}


// ---------------------------------------------------------------------------------------------------------
// Whole games: a golden record of each scenario played to its end, and the bench's 300-action record.

/// How a golden game was played: its scenario, the game's seed, the policy's seed and policy, and what
/// it must replay to (actions, state hash, its result in words).
struct Whole {
    file: &'static str,
    scenario: &'static str,
    seed: u64,
    pick: u64,
    policy: Policy,
    actions: usize,
    hash: &'static str,
    result: &'static str,
}

/// Contact and conflict sought, fate rolled at random.
const OTHERS: Policy = Policy { end_one_in: 3, seek: Some(Seek::Others), seek_in_4: 2, prudent: false, parts: false };
/// Contact and conflict sought, the phases ended sooner: shorter records of the longest scenarios.
const LEAN: Policy = Policy { end_one_in: 2, ..OTHERS };
/// The scenario's objectives sought, explored and built on.
const OBJECTIVES: Policy = Policy { seek: Some(Seek::Objectives), seek_in_4: 3, ..OTHERS };
/// The core sought and its chits carried home, fleets maintained, fate rolled prudently.
const CORE: Policy = Policy { end_one_in: 3, seek: Some(Seek::Core), seek_in_4: 3, prudent: true, parts: false };

/// The golden games of tests/golden/v2, one a scenario, each to its end (`Phase::GameOver`), under Outreach
/// II's rules: made by [`write_golden_records`] (scripts/golden-outreach.py), and each must replay to its
/// hash and result forever.
const WHOLE: [Whole; 5] = [
    // Both sides head for 1816 and build there (18.12): Player 1 keeps his starting StarGates and holds it.
    Whole {
        file: "outreach-scorpii-complete",
        scenario: "scorpii",
        seed: 54,
        pick: 54,
        policy: OBJECTIVES,
        actions: 673,
        hash: "cb6d76603beed929",
        result: "Player 1 (Cepheids) wins a marginal victory (18.12)",
    },
    Whole {
        file: "outreach-nucleus-complete",
        scenario: "nucleus",
        seed: 8,
        pick: 8,
        policy: LEAN,
        actions: 1443,
        hash: "6e9226a0540ce1af",
        result: "Player 1 (Guardians) wins: no chain reached the nucleus (18.22)",
    },
    // Prudent fate rolls raise the PSL's level to 2 (18.32).
    Whole {
        file: "outreach-psl-complete",
        scenario: "psl",
        seed: 8,
        pick: 8,
        policy: CORE,
        actions: 258,
        hash: "1acc83bd7781d308",
        result: "Player 1 (PSL) wins: Civilization Level 2 (18.32)",
    },
    Whole {
        file: "outreach-cygnus-complete",
        scenario: "cygnus",
        seed: 29,
        pick: 29,
        policy: LEAN,
        actions: 1757,
        hash: "e314d64dea70ab21",
        result: "Player 2 (Rigelians) wins with SP × CL of 13, the greatest (18.42)",
    },
    // 18.5 has no last Game-Turn (18.55): two players, wisdom chits carried home from the core and spent on
    // fate rolls, until one's level exceeds the other's and the autonomous forces' with a StarGate (18.54).
    Whole {
        file: "outreach-luck2-complete",
        scenario: "luck2",
        seed: 18,
        pick: 18,
        policy: CORE,
        actions: 1168,
        hash: "1b0c641800cf130f",
        result: "Player 1 wins: his CL exceeds all the others' together (18.54)",
    },
];

/// The bench's 300-action record (tests/golden/outreach-scorpii-300.json): 18.1 under Outreach II's rules,
/// seed 1976, a seeded random walk of the listed actions (the end one time in four, parts of forces).
/// Its link is 879 characters.
const THREE_HUNDRED: (&str, u64, &str) = ("outreach-scorpii-300", 1976, "72c2759ae2d5d48a");

fn full_rules() -> starshift::engine::game::Options {
    let mut options = starshift::engine::game::Options::new();
    options.insert("rules".into(), "full".to_string());
    options
}

/// A game of `scenario` (seed `seed`) under Outreach II's rules played by `policy` (its choices seeded by
/// `pick`) until it ends or has `most` actions.
fn play(scenario: &str, seed: u64, pick: u64, policy: Policy, most: usize) -> Session<Outreach> {
    let mut s = Session::<Outreach>::new(scenario, full_rules(), seed).expect("sets up");
    let mut pick = Pick::new(pick);
    while s.history.len() < most {
        let now = step(&s.state);
        if now == Step::Over {
            break;
        }
        let actors = Outreach::to_act(&s.state);
        let seat = actors[pick.next(actors.len())];
        let legal = Outreach::legal_actions(&s.state, seat);
        let (a, _) = choose(&s.state, seat, now, &legal, policy, &mut pick);
        s.act(seat, a).expect("a listed action, or a part of a listed shift");
    }
    s
}

/// The game's result, once it has ended.
fn result(s: &Session<Outreach>) -> Option<String> {
    s.history.iter().flat_map(|e| &e.events).find_map(|e| match e {
        Event::GameEnded { result } => Some(result.clone()),
        _ => None,
    })
}

/// A record as written: one action a line, so that a diff shows actions.
fn compact(s: &Session<Outreach>) -> String {
    let rec = s.record();
    let head = serde_json::json!({
        "format_version": rec.format_version, "game": rec.game, "scenario": rec.scenario,
        "options": rec.options, "seed": rec.seed,
    });
    let head = serde_json::to_string(&head).unwrap();
    let actions: Vec<String> = rec.actions.iter().map(|a| serde_json::to_string(a).unwrap()).collect();
    format!(
        "{},\n\"actions\": [\n{}\n],\n\"check\": \"{}\"}}\n",
        &head[..head.len() - 1],
        actions.join(",\n"),
        rec.check.unwrap()
    )
}

fn load(path: &str) -> Session<Outreach> {
    let text = std::fs::read_to_string(format!("{DIR}/{path}.json")).unwrap_or_else(|e| panic!("{path}: {e}"));
    let rec: Record = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    Session::<Outreach>::from_record(&rec).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Each scenario's golden game replays to its hash and ends as it did, with the game over.
#[test]
fn every_scenario_s_golden_game_replays_to_its_end() {
    let mut scenarios: Vec<&str> = WHOLE.iter().map(|w| w.scenario.trim_end_matches(char::is_numeric)).collect();
    scenarios.dedup();
    assert_eq!(scenarios, ["scorpii", "nucleus", "psl", "cygnus", "luck"], "one golden game a scenario, 18.1–18.5");
    for w in &WHOLE {
        let s = load(&format!("v2/{}", w.file));
        assert_eq!((s.scenario.as_str(), s.options.clone()), (w.scenario, full_rules()), "{}", w.file);
        assert_eq!((s.history.len(), s.hash().as_str()), (w.actions, w.hash), "{}", w.file);
        assert_eq!(step(&s.state), Step::Over, "{} ends", w.file);
        assert_eq!(s.state.phase, Phase::GameOver, "{}", w.file);
        let said = result(&s).unwrap_or_else(|| panic!("{}: no result", w.file));
        assert_eq!(said, w.result, "{}", w.file);
        // The status line and the result banner say it too.
        assert_eq!(Outreach::status(&s.state).result.as_deref(), Some(w.result), "{}", w.file);
    }
}

/// The bench's 300-action record replays to its hash; its link (`link_chars_outreach-scorpii-300` in
/// tests/bench.sh) is within the target of a 300-action game's, 1,000 characters.
#[test]
fn the_three_hundred_action_record_replays_to_its_hash() {
    let s = load(THREE_HUNDRED.0);
    assert_eq!((s.history.len(), s.hash().as_str()), (300, THREE_HUNDRED.2));
    let chars = link::encode(&s).len();
    assert!(chars <= 1000, "a 300-action link is {chars} characters");
    assert_eq!(link::decode::<Outreach>(&link::encode(&s)).expect("the link loads").hash(), THREE_HUNDRED.2);
}

/// Writes the golden games and the 300-action record (scripts/golden-outreach.py runs it):
/// `STARSHIFT_GOLDEN=write cargo test --test engine -- --ignored write_golden_records`. With
/// `STARSHIFT_GOLDEN=search:SCENARIO:POLICY:N` it plays N seeds of a scenario (POLICY `others` or `core`) and
/// prints how each ended, to choose a game from.
#[test]
#[ignore]
fn write_golden_records() {
    let how = std::env::var("STARSHIFT_GOLDEN").unwrap_or_default();
    if let Some(rest) = how.strip_prefix("search:") {
        let parts: Vec<&str> = rest.split(':').collect();
        let policy = match parts[1] {
            "core" => CORE,
            "lean" => LEAN,
            "objectives" => OBJECTIVES,
            _ => OTHERS,
        };
        let (scenario, n) = (parts[0], parts[2].parse::<u64>().unwrap());
        let most: usize = parts.get(3).map_or(2500, |m| m.parse().unwrap());
        for seed in 0..n {
            let s = play(scenario, seed, seed, policy, most);
            let count = |f: fn(&Event) -> bool| s.history.iter().flat_map(|e| &e.events).filter(|e| f(e)).count();
            let bytes = compact(&s).len();
            eprintln!(
                "{scenario} seed {seed}: {} actions, {bytes} bytes, turn {}, contacts {}, attacks {}, reductions {}, fates {}, taken {}, home {}, autonomous {}: {:?}",
                s.history.len(),
                s.state.turn,
                count(|e| matches!(e, Event::ContactResolved { .. })),
                count(|e| matches!(e, Event::Attacked { .. })),
                count(|e| matches!(e, Event::Rolled { purpose: starshift::engine::outreach::event::Purpose::Reduction { .. }, .. })),
                count(|e| matches!(e, Event::FateResult { .. })),
                count(|e| matches!(e, Event::WisdomTaken { .. })),
                count(|e| matches!(e, Event::WisdomGained { .. })),
                count(|e| matches!(e, Event::AutonomousPlaced { .. })),
                result(&s)
            );
        }
        return;
    }
    assert_eq!(how, "write", "STARSHIFT_GOLDEN=write or search:SCENARIO:POLICY:N");
    for w in &WHOLE {
        let s = play(w.scenario, w.seed, w.pick, w.policy, 100_000);
        assert_eq!(step(&s.state), Step::Over, "{} ends", w.file);
        std::fs::write(format!("{DIR}/v2/{}.json", w.file), compact(&s)).unwrap();
        eprintln!("{}: {} actions, hash {}: {}", w.file, s.history.len(), s.hash(), result(&s).unwrap());
    }
    let s = play("scorpii", THREE_HUNDRED.1, THREE_HUNDRED.1, Policy::RANDOM, 300);
    assert_eq!(s.history.len(), 300);
    std::fs::write(format!("{DIR}/{}.json", THREE_HUNDRED.0), compact(&s)).unwrap();
    eprintln!("{}: 300 actions, hash {}, link {} characters", THREE_HUNDRED.0, s.hash(), link::encode(&s).len());
}

/// The browser tests' Outreach fixtures (tests/e2e/fixtures, made by the scripts/fixture-outreach-*.py
/// scripts or the CLI) replay to their checks under the engine as it is: a rule change that breaks one is
/// found here, natively, and the fixture made again.
#[test]
fn every_browser_fixture_replays_to_its_check() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures");
    let mut checked = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the fixtures") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.starts_with("outreach-") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        // outreach-link.json holds its record as text beside the plan of its devices;
        // outreach-pregame-branch.json as an object beside the link of its other branch.
        let text = match &json["record"] {
            serde_json::Value::String(r) => r.clone(),
            serde_json::Value::Object(_) => json["record"].to_string(),
            _ => text.clone(),
        };
        let rec: Record = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(rec.check.is_some(), "{name} has a check");
        let mine = Session::<Outreach>::from_record(&rec).unwrap_or_else(|e| panic!("{name} no longer replays: {e}"));
        if let Some(theirs) = json["theirs"].as_str() {
            let theirs = link::decode::<Outreach>(theirs).unwrap_or_else(|e| panic!("{name}'s link no longer replays: {e}"));
            // The same game, parting after the first action, both before Game-Turn 1 (the branch it shows).
            let (a, b) = (mine.record().actions, theirs.record().actions);
            assert_eq!((a.len(), b.len()), (2, 2), "{name}");
            assert_eq!(a[0], b[0], "{name}");
            assert_ne!(a[1], b[1], "{name}");
            assert_eq!((mine.status().turn, theirs.status().turn), (0, 0), "{name}");
        }
        checked.push(name);
    }
    checked.sort();
    assert_eq!(checked.len(), 7, "{checked:?}");
}
