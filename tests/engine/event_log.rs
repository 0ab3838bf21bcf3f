//! The event log's data (issue 16, point 2): every die roll in words names its die, its table and its row;
//! each event's marks (where it happened, `Game::marks`) are decided from what the seat may know, like its
//! words; the results the shell shows in its banner (`Game::is_result`) are the approach and combat
//! results (StarGate 7.13, 9.2) and fire and damage results (DeltaVee 8.7–8.9); and the record the browser
//! test opens to a long StarGate game ending on a combat result (tests/e2e/log.spec.mjs).

use starshift::engine::deltavee::event::Event as DvEvent;
use starshift::engine::deltavee::fire::FireEvent;
use starshift::engine::deltavee::known::{self, Seen, Viewer};
use starshift::engine::deltavee::state::{Player, Unit};
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::game::Game;
use starshift::engine::record::{Record, Session};
use starshift::engine::stargate::{Action, Event as SgEvent, Purpose, Side, StarGate};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/v2");

fn golden<G: Game>(name: &str) -> Session<G> {
    let text = std::fs::read_to_string(format!("{GOLDEN}/{name}")).expect("golden record");
    let rec: Record = serde_json::from_str(&text).expect("parses");
    Session::from_record(&rec).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

/// Every reader: each seat, then a spectator.
fn readers<G: Game>() -> Vec<Option<G::Seat>> {
    G::seats().iter().map(|&s| Some(s)).chain([None]).collect()
}

#[test]
fn every_stargate_roll_names_its_die_table_and_row() {
    let mut rolls = 0;
    for name in ["stargate-300.json", "stargate-complete.json"] {
        let s = golden::<StarGate>(name);
        for ev in s.history.iter().flat_map(|e| &e.events) {
            let SgEvent::Rolled { face, purpose, sides } = ev else { continue };
            rolls += 1;
            for seat in readers::<StarGate>() {
                let line = StarGate::describe(ev, seat);
                let die = if *sides == 6 { format!("Die: {face} — ") } else { format!("Draw 1–{sides}: {face} — ") };
                assert!(line.starts_with(&die), "{line}");
                assert!(line.ends_with(&format!("({}).", purpose.case())), "{line}");
                match purpose {
                    Purpose::Combat { .. } => {
                        assert!(line.contains("Combat Results Table") && line.contains(&format!("row {face}")), "{line}")
                    }
                    Purpose::Approach { number } => {
                        assert!(line.contains(&format!("approach number {number}: ")), "{line}");
                        let lost = *face <= number.number as u32;
                        assert_eq!(line.contains("at or under it"), lost, "{line}");
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(rolls > 20, "{rolls} rolls");
}

#[test]
fn every_deltavee_roll_names_its_die_table_and_row() {
    let mut rolls = 0;
    for name in ["deltavee-showdown.json", "deltavee-1000.json"] {
        let s = golden::<DeltaVee>(name);
        for ev in s.history.iter().flat_map(|e| &e.events) {
            let face = match &ev.event {
                DvEvent::Rolled { face, .. } | DvEvent::Fire { fire: FireEvent::Rolled { face, .. } } => *face,
                _ => continue,
            };
            rolls += 1;
            for seat in readers::<DeltaVee>() {
                let line = DeltaVee::describe(ev, seat);
                assert!(line.starts_with("Die (d"), "{line}");
                assert!(line.contains(&format!(": {face}")), "{line}");
                if let DvEvent::Fire { fire: FireEvent::Rolled { .. } } = ev.event {
                    // The Fire Results Table (its fire's row, the Target Value's column), the Hit Table's row,
                    // or the asteroid collision (8.7, 8.8, 6.6).
                    let table = (line.contains("Fire Results Table") && line.contains(" row, Target Value "))
                        || line.contains(&format!("Hit Table: {face}, row {face}"))
                        || line.contains("asteroid collision");
                    assert!(table, "{line}");
                }
            }
        }
    }
    assert!(rolls > 20, "{rolls} rolls");
}

#[test]
fn stargate_marks_are_where_the_event_happened_for_every_seat() {
    let s = golden::<StarGate>("stargate-complete.json");
    let (mut moves, mut combats) = (0, 0);
    for ev in s.history.iter().flat_map(|e| &e.events) {
        let m = StarGate::marks(ev, Some(Side::Virunian));
        for seat in readers::<StarGate>() {
            assert_eq!(StarGate::marks(ev, seat), m, "StarGate's events are public: the same marks for all");
        }
        match ev {
            SgEvent::Moved { units, path, .. } => {
                moves += 1;
                assert_eq!(m.hexes, *path);
                assert_eq!(m.units, units.iter().map(|&u| u as u32).collect::<Vec<_>>());
            }
            SgEvent::CombatResult { hex, .. } => {
                combats += 1;
                assert_eq!(m.hexes, vec![*hex]);
            }
            SgEvent::TurnBegan { .. } | SgEvent::PhaseBegan { .. } | SgEvent::Committed { .. } => assert!(m.is_empty()),
            _ => {}
        }
    }
    assert!(moves > 10 && combats > 0, "{moves} moves, {combats} combats");
}

/// A DeltaVee seat's marks are made from what it may know of the event (`known::seen`), like its words:
/// where the event is hidden from it (7.4, 7.5, 8.8), its marks name no craft and no hex.
#[test]
fn deltavee_marks_come_from_what_each_seat_may_know() {
    let text = std::fs::read_to_string(format!("{GOLDEN}/deltavee-1000.json")).expect("golden record");
    let rec: Record = serde_json::from_str(&text).expect("parses");
    let mut s = Session::<DeltaVee>::new(&rec.scenario, rec.options.clone(), rec.seed).expect("sets up");
    let viewers = [Viewer::Seat(Player::One), Viewer::Seat(Player::Two), Viewer::Spectator];
    let (mut hidden, mut crafts) = (0, 0);
    for raw in &rec.actions {
        let seat: Player = serde_json::from_value(raw["seat"].clone()).unwrap();
        let action = serde_json::from_value(raw["action"].clone()).unwrap();
        let logged = s.act(seat, action).expect("legal").to_vec();
        let events: Vec<DvEvent> = logged.iter().map(|l| l.event.clone()).collect();
        for (r, v) in viewers.into_iter().enumerate() {
            let seen = known::seen(&events, &s.state, v);
            let reader = if r < 2 { Some(DeltaVee::seats()[r]) } else { None };
            let made = known::marks_of(&seen);
            for ((l, sn), made) in logged.iter().zip(&seen).zip(made) {
                let m = DeltaVee::marks(l, reader);
                assert_eq!(m, made, "marks are made from the seat's `seen`");
                if let Seen::Whole(DvEvent::Fire { fire: FireEvent::Rolled { .. } }) = sn {
                    assert!(!m.units.is_empty(), "a fire's die marks its firer and target, or the unit hit: {sn:?}");
                }
                let has_craft = m.units.iter().any(|&k| matches!(known::mark_unit(k), Unit::Craft(_)));
                crafts += has_craft as usize;
                if !matches!(sn, Seen::Whole(_)) {
                    hidden += 1;
                    assert!(m.hexes.is_empty(), "{sn:?}: {m:?}");
                    if !matches!(sn, Seen::EnergyExpended { .. }) {
                        assert!(!has_craft, "{sn:?}: {m:?}");
                    }
                }
            }
        }
    }
    assert!(hidden > 0 && crafts > 0, "{hidden} hidden, {crafts} with crafts");
    assert_eq!(known::marks(&Seen::NoEffect), Default::default());
}

#[test]
fn the_results_are_approach_combat_fire_and_damage() {
    let s = golden::<StarGate>("stargate-complete.json");
    let results: Vec<&SgEvent> = s.history.iter().flat_map(|e| &e.events).filter(|ev| StarGate::is_result(ev)).collect();
    assert!(results.iter().any(|ev| matches!(ev, SgEvent::CombatResult { .. })));
    assert!(results.iter().any(|ev| matches!(ev, SgEvent::Rolled { purpose: Purpose::Approach { .. }, .. })));
    assert!(results.iter().all(|ev| match ev {
        SgEvent::Rolled { purpose, .. } => matches!(purpose, Purpose::Approach { .. } | Purpose::Combat { .. }),
        SgEvent::Moved { .. } | SgEvent::TurnBegan { .. } | SgEvent::Staged { .. } => false,
        _ => true,
    }));
    let s = golden::<DeltaVee>("deltavee-1000.json");
    let all: Vec<_> = s.history.iter().flat_map(|e| &e.events).collect();
    assert!(all.iter().any(|l| DeltaVee::is_result(l) && matches!(l.event, DvEvent::Fire { fire: FireEvent::Rolled { .. } })));
    assert!(all.iter().all(|l| !DeltaVee::is_result(l) || !matches!(l.event, DvEvent::Moved { .. } | DvEvent::Fire { fire: FireEvent::Declared { .. } })));
}

/// The record tests/e2e/log.spec.mjs opens: StarGate's complete golden game up to its last action with a
/// attack resolved (9.2) before a dispersal (the next action, which the test makes), over a hundred log
/// entries. Regenerate with
/// `STARSHIFT_WRITE_E2E=1 cargo test --test engine stargate_log_fixture`.
#[test]
fn stargate_log_fixture() {
    const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/fixtures/stargate-log.json");
    let full = golden::<StarGate>("stargate-complete.json");
    let h = &full.history;
    let last = (0..h.len() - 1)
        .rev()
        .find(|&i| matches!(h[i].action, Action::Resolve) && matches!(h[i + 1].action, Action::Disperse { .. }))
        .expect("an attack resolved, then a dispersal");
    assert!(h[last].events.iter().any(|ev| matches!(ev, SgEvent::CombatResult { .. })));
    let mut s = Session::<StarGate>::new(&full.scenario, full.options.clone(), full.seed).expect("sets up");
    for e in &full.history[..=last] {
        s.act(e.seat, e.action.clone()).expect("legal");
    }
    let entries: usize = s.history.iter().map(|e| e.events.len()).sum();
    assert!(entries > 120, "{entries} entries");
    let json = serde_json::to_string_pretty(&s.record()).expect("serializes") + "\n";
    if std::env::var_os("STARSHIFT_WRITE_E2E").is_some() {
        std::fs::write(FILE, &json).expect("writes the fixture");
    }
    let on_disk = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(on_disk == json, "{FILE} is out of date: STARSHIFT_WRITE_E2E=1 cargo test --test engine stargate_log_fixture");
}
