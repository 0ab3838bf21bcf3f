//! Outreach as a game of the contract (issue 17 point 5): its golden 4-player opening replays to its hash
//! forever, its link codec is frozen (the golden link decodes, and every kind of action keeps its bits),
//! and what a seat sees — view and log — holds none of another seat's secrets (5.11, 6.11, 14.0).

use super::h;
use starshift::engine::bits::{BitReader, BitWriter};
use starshift::engine::game::Game;
use starshift::engine::link;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::economy::FleetKind;
use starshift::engine::outreach::event::Event;
use starshift::engine::outreach::log::{describe, seen, Seen};
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Auto, Hexrow, Party, Seat};
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
    let frozen = std::fs::read_to_string(format!("{DIR}/links/{}.v2.txt", OPENING.0)).expect("golden link");
    assert_eq!(link::encode(&s), frozen.trim(), "the link codec is frozen: the same game, the same link");
    assert_eq!(link::decode::<Outreach>(frozen.trim()).expect("the golden link loads").hash(), OPENING.2);
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
    options.insert("rules".into(), serde_json::json!("full"));
    assert!(Outreach::setup("scorpii", &options, 1).is_ok_and(|st| st.full));
    options.insert("rules".into(), serde_json::json!("lite"));
    assert!(Outreach::setup("scorpii", &options, 1).is_err(), "an unknown rules option is refused");
    options.insert("rules".into(), serde_json::json!("full"));
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
        assert_eq!(rec.options.get("rules"), Some(&serde_json::json!("full")));
        assert_eq!(Session::<Outreach>::from_record(&rec).expect("the record replays").hash(), s.hash());
        return;
    }
    panic!("no game of 18.4 reached a Contact Index in 400 seeds");
}
