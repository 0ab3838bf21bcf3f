//! A saved game's text (`engine::save`): the meta as query text, `#`, the link; old JSON saves still read.

use starshift::engine::link;
use starshift::engine::record::FORMAT_VERSION;
use starshift::engine::save::{self, SaveFile, SaveMeta, Saved, SeatMode, Unread};
use starshift::engine::stargate::StarGate;

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{GOLDEN}/{path}")).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The stargate-opening game's link, undeflated (as a save keeps it).
fn opening_link() -> String {
    let s = link::decode::<StarGate>(&read("links/stargate-opening.v3.txt")).expect("golden link");
    link::text(&link::body(&s), None)
}

fn meta() -> SaveMeta {
    SaveMeta {
        game: "stargate".into(),
        scenario: "standard".into(),
        seats: [("coalition".to_string(), SeatMode::Local), ("virunian".to_string(), SeatMode::Remote)].into_iter().collect(),
        turn: 2,
        phase: "Virunian Movement & Combat".into(),
        result: None,
        updated_ms: 1_790_000_000_000,
        name: Some("Branch from a link, parted at Game-Turn 1 — 50% & #1".into()),
    }
}

#[test]
fn a_save_reads_back_as_written() {
    let link = opening_link();
    for m in [meta(), SaveMeta { result: Some("Virunian victory (7.4)".into()), name: None, ..meta() }] {
        let text = save::to_text(&m, &link);
        assert!(!text.contains('{'), "no JSON: {text}");
        assert_eq!(save::parse_any(&text), Ok(SaveFile { meta: m.clone(), game: Saved::Link(link.clone()) }));
    }
}

/// The save form is frozen like the link codec: this file was written once and must read forever.
#[test]
fn the_golden_save_reads() {
    let text = read("saves/stargate-opening.save.txt");
    let expected = SaveFile { meta: meta(), game: Saved::Link(opening_link()) };
    assert_eq!(save::parse_any(text.trim_end()), Ok(expected.clone()));
    assert_eq!(save::to_text(&expected.meta, &opening_link()), text.trim_end());
    let Saved::Link(l) = expected.game else { unreachable!() };
    let s = link::decode::<StarGate>(&l).expect("the saved game replays");
    assert_eq!(s.history.len(), link::decode::<StarGate>(&read("links/stargate-opening.v3.txt")).expect("link").history.len());
}

/// Saves written before (JSON with a record of format 1–3) keep being read.
#[test]
fn json_saves_still_read() {
    let record = read("v3/stargate-opening.json");
    let text = format!(
        r#"{{"record": {record}, "meta": {{"game": "stargate", "scenario": "standard", "seats": {{"coalition": "local", "virunian": "remote"}}, "turn": 2, "phase": "Virunian Movement & Combat", "result": null, "updated_ms": 1790000000000}}}}"#
    );
    // Today's reader leaves them to the JSON one (which the web app fetches with its tools' chunk).
    assert_eq!(save::parse(&text), Err(Unread::Json));
    let s = save::parse_any(&text).expect("reads");
    assert_eq!(s.meta, SaveMeta { name: None, ..meta() });
    let Saved::Record(r) = s.game else { panic!("a record") };
    assert_eq!(r.format_version, 3);
    let newer = text.replacen("\"format_version\": 3", &format!("\"format_version\": {}", FORMAT_VERSION + 1), 1);
    assert_ne!(newer, text);
    assert_eq!(save::parse_any(&newer), Err(Unread::Newer(FORMAT_VERSION + 1)));
}

#[test]
fn damaged_and_newer_saves_are_told_apart() {
    let link = opening_link();
    let good = save::to_text(&meta(), &link);
    assert!(matches!(save::parse_any("{not json"), Err(Unread::Damaged(_))));
    assert!(matches!(save::parse_any("game=stargate"), Err(Unread::Damaged(_))));
    assert!(matches!(save::parse_any(&good.replace("turn=2", "turn=two")), Err(Unread::Damaged(w)) if w.contains("turn")));
    assert!(matches!(save::parse_any(&good.replace("updated=", "when=")), Err(Unread::Damaged(w)) if w.contains("updated")));
    assert!(matches!(save::parse_any(&format!("{}#%%%", good.split('#').next().unwrap())), Err(Unread::Damaged(_))));
    // A link of a later version: a newer Starshift's save, kept as it is.
    let mut bytes = link::base64url_decode(&link).expect("base64");
    bytes[0] = link::LINK_VERSION + 1;
    let newer = format!("{}#{}", good.split('#').next().unwrap(), link::base64url_encode(&bytes));
    assert_eq!(save::parse_any(&newer), Err(Unread::Newer(link::LINK_VERSION as u32 + 1)));
    // Keys a later version adds are passed over.
    assert!(save::parse_any(&good.replacen("game=", "colour=red&game=", 1)).is_ok());
}

/// Any text at all: a save or a reason, never a panic.
#[test]
fn parsing_any_text_never_panics() {
    let good = save::to_text(&meta(), &opening_link());
    let mut rng = crate::support::Rng::new(91);
    for _ in 0..2000 {
        let mut b = good.clone().into_bytes();
        for _ in 0..1 + rng.below(4) {
            let i = rng.below(b.len());
            b[i] = rng.below(128) as u8;
        }
        let cut = rng.below(b.len() + 1);
        let _ = save::parse_any(&String::from_utf8_lossy(&b[..cut]));
    }
}
