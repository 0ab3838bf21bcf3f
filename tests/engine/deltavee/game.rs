//! DeltaVee as a `Game`: the link codec (every listed action reads back as written; random bits never
//! panic), links of played games, the per-seat view hiding unrevealed counters (2.5), undo blocked by dice
//! and reveals, and the status (3.0, 11.0).

use super::movement::{game, launch, ship};
use crate::support::Rng;
use serde_json::Value;
use starshift::engine::bits::{BitReader, BitWriter};
use starshift::engine::deltavee::action::{Action, Battle};
use starshift::engine::deltavee::data::{Class, Missile};
use starshift::engine::deltavee::event::Event;
use starshift::engine::deltavee::setup::SCENARIOS;
use starshift::engine::deltavee::state::{Craft, CraftKind, Phase, Player, Segment, State, Status, Unit};
use starshift::engine::deltavee::{DeltaVee, Logged};
use starshift::engine::game::{Game, Options};
use starshift::engine::link;
use starshift::engine::record::Session;
use starshift::engine::registry;

/// A random playout of `G` = DeltaVee, fires chosen four times in five when listed; `f` sees each state
/// before its action.
fn playout(
    id: &str,
    seed: u64,
    steps: usize,
    mut f: impl FnMut(&Session<DeltaVee>, Player, &[Action]),
) -> Session<DeltaVee> {
    let mut s = Session::<DeltaVee>::new(id, Options::new(), seed).expect("sets up");
    let mut rng = Rng::new(seed);
    for _ in 0..steps {
        let Some(&seat) = DeltaVee::to_act(&s.state).first() else { break };
        let legal = DeltaVee::legal_actions(&s.state, seat);
        assert!(!legal.is_empty(), "{id}: no legal action in {}", s.state.phase.name());
        f(&s, seat, &legal);
        let shots: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Fire { .. })).collect();
        let a = if !shots.is_empty() && rng.below(5) > 0 {
            shots[rng.below(shots.len())].clone()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        s.act(seat, a).expect("listed actions are legal");
    }
    s
}

#[test]
fn every_listed_action_reads_back_as_written() {
    let mut checked = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for sc in SCENARIOS {
        for seed in 1..=3 {
            playout(sc.id, seed, 300, |s, seat, legal| {
                for a in legal {
                    let mut w = BitWriter::default();
                    link::put_seat::<DeltaVee>(&s.state, seat, &mut w);
                    DeltaVee::write_action(&s.state, a, &mut w);
                    let bytes = w.finish();
                    let mut r = BitReader::new(&bytes);
                    assert_eq!(link::get_seat::<DeltaVee>(&s.state, &mut r), Some(seat), "{}", sc.id);
                    assert_eq!(DeltaVee::read_action(&s.state, &mut r), Some(a.clone()), "{}", sc.id);
                    // And in the record's JSON form (the hand-written Deserialize, engine::tagged).
                    let json = serde_json::to_value(a).unwrap();
                    assert_eq!(serde_json::from_value::<Action>(json.clone()).ok().as_ref(), Some(a), "{json}");
                    checked += 1;
                    kinds.insert(format!("{a:?}").split([' ', '{']).next().unwrap_or_default().to_string());
                }
            });
        }
    }
    assert!(checked > 10_000, "only {checked} actions checked");
    for k in ["SetUp", "Move", "Maneuver", "Battle", "EndCommands", "Fire", "EndFire"] {
        assert!(kinds.contains(k), "{k} never listed: {kinds:?}");
    }
}

#[test]
fn reading_random_bits_never_panics() {
    let mut states: Vec<State> = Vec::new();
    for sc in SCENARIOS {
        playout(sc.id, 4, 200, |s, _, _| {
            if states.len().is_multiple_of(7) || s.history.len().is_multiple_of(37) {
                states.push(s.state.clone());
            }
        });
        states.push(DeltaVee::setup(sc.id, &Options::new(), 4).expect("sets up"));
    }
    let mut rng = Rng::new(99);
    for i in 0..20_000 {
        let st = &states[i % states.len()];
        let len = rng.below(24);
        let bytes = rng.bytes(len);
        let mut r = BitReader::new(&bytes);
        // Whatever it reads, the rules decide; applying it never panics either.
        if let Some((seat, a)) = link::get_seat::<DeltaVee>(st, &mut r).zip(DeltaVee::read_action(st, &mut r)) {
            let mut copy = st.clone();
            let _ = DeltaVee::apply(&mut copy, seat, &a);
        }
    }
    // Link bodies for DeltaVee with random action bits decode or are refused, never panic.
    for i in 0..2000 {
        let s = playout("showdown", 5, 20, |_, _, _| {});
        let text = link::encode(&s);
        let mut chars: Vec<char> = text.chars().collect();
        let k = rng.below(chars.len());
        chars[k] = ['A', 'z', '-', '_', '0'][i % 5];
        let _ = link::decode::<DeltaVee>(&chars.into_iter().collect::<String>());
        if i > 50 {
            break;
        }
    }
}

#[test]
fn links_of_played_games_replay_to_the_same_state() {
    for sc in SCENARIOS {
        let s = playout(sc.id, 7, 150, |_, _, _| {});
        let text = link::encode(&s);
        assert_eq!(link::game_of(&text), Ok("deltavee".to_string()));
        let back = link::decode::<DeltaVee>(&text).unwrap_or_else(|e| panic!("{}: {e}", sc.id));
        assert_eq!(back.hash(), s.hash(), "{}", sc.id);
        let rec = Session::<DeltaVee>::from_record(&s.record()).expect("the record replays");
        assert_eq!(rec.hash(), s.hash());
    }
}

#[test]
fn registered_with_its_seats() {
    let g = registry::find("deltavee").expect("registered");
    assert_eq!(g.seats.iter().map(|s| s.id).collect::<Vec<_>>(), ["one", "two"]);
    assert_eq!(g.scenarios.len(), 5);
    assert_eq!(DeltaVee::seat_name(Player::Two), "Player 2");
}

/// The Showdown with a face-down guided missile of Player 1's in play and another prepared atop his
/// Piccolo: Player 2 sees two unknown counters with their places and nothing else (2.5).
fn hidden_missiles() -> (State, Unit, Unit) {
    let mut st = game("showdown");
    let e = ship(&st, Player::One, 'E');
    let m = launch(&mut st, e, CraftKind::Missile(Missile::Guided), "A0509", 3, 2);
    let mut aboard: Craft = st.craft(m).clone();
    aboard.status = Status::Aboard;
    aboard.at = None;
    aboard.facing = None;
    aboard.velocity = None;
    aboard.number = 2;
    st.crafts.push(aboard);
    let a = st.crafts.len() as u16 - 1;
    (st, Unit::Craft(m), Unit::Craft(a))
}

fn counters(view: &Value) -> Vec<Value> {
    view["counters"].as_array().expect("counters").clone()
}

#[test]
fn the_view_shows_an_enemy_unrevealed_counter_only_as_an_unknown_counter() {
    let (mut st, missile, aboard) = hidden_missiles();
    // Player 2's Fire Phase: his legal list names the counter too.
    st.phase = Phase::Fire(Player::Two);
    let enemy = serde_json::to_value(DeltaVee::view(&st, Player::Two)).unwrap();
    let cs = counters(&enemy);
    assert_eq!(cs.len(), 2);
    for c in &cs {
        let keys: Vec<&String> = c.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["at", "atop", "facing", "id", "known", "label", "next", "player", "velocity"], "{c}");
        assert_eq!(c["known"], Value::Null);
        assert_eq!(c["player"], "one");
        assert!(!c["at"].is_null(), "its place is shown: {c}");
    }
    assert_eq!(cs[1]["atop"], 0, "the prepared one sits atop the Piccolo");
    // Player 2's own launches name his own missiles (9.1): they are his to know. Nothing else may tell a
    // missile (his own log lists his "missiles" as numbers).
    let own_launches = |c: &&Value| c["action"]["do"] == "launch" && c["action"]["ship"] == 1;
    assert!(enemy["legal"].as_array().unwrap().iter().any(|c| own_launches(&c)));
    let mut others = enemy.clone();
    others["legal"] = Value::Array(enemy["legal"].as_array().unwrap().iter().filter(|c| !own_launches(c)).cloned().collect());
    // So does the log sheet of his own ship (its Missile sections, 10.2); the enemy ship's has none.
    for ship in others["ships"].as_array_mut().unwrap() {
        if ship["player"] == "two" {
            assert!(ship["sheet"]["missiles"].is_array());
            ship.as_object_mut().unwrap().remove("sheet");
        } else {
            assert_eq!(ship["sheet"]["missiles"], Value::Null);
        }
    }
    let text = others.to_string();
    for word in ["uided", "Missile", " missile", "civ", "kind\":{"] {
        assert!(!text.contains(word), "{word:?} leaks into the enemy's view: {text}");
    }
    for u in [missile, aboard] {
        assert!(!text.contains(&st.name(u)));
    }
    assert!(others["legal"].as_array().unwrap().iter().all(|c| !c["label"].as_str().unwrap().contains("missile")));

    // Its owner sees everything.
    let own = serde_json::to_value(DeltaVee::view(&st, Player::One)).unwrap();
    let cs = counters(&own);
    assert_eq!(cs[0]["known"]["kind"], serde_json::to_value(CraftKind::Missile(Missile::Guided)).unwrap());
    assert_eq!(cs[0]["known"]["name"], st.name(missile));

    // Revealed (detection, Active Search): shown to the enemy for good.
    let Unit::Craft(m) = missile else { unreachable!() };
    st.crafts[m as usize].revealed = true;
    let enemy = serde_json::to_value(DeltaVee::view(&st, Player::Two)).unwrap();
    assert_eq!(counters(&enemy)[0]["known"]["name"], st.name(missile));
    assert_eq!(counters(&enemy)[1]["known"], Value::Null);
}

#[test]
fn the_log_names_unrevealed_counters_neutrally() {
    // Player 1's Sword prepares a missile in his Command Segment: the public log does not tell its type.
    let mut st = game("first-shot");
    st.phase = Phase::Command(Player::One, Segment::Command);
    let prepare = DeltaVee::legal_actions(&st, Player::One)
        .into_iter()
        .find(|a| matches!(a, Action::Battle { command: Battle::PrepareMissile { .. }, .. }))
        .expect("a missile may be prepared");
    let events = DeltaVee::apply(&mut st, Player::One, &prepare).expect("listed");
    // The enemy's and a spectator's lines do not tell its type; its owner's do (2.5).
    for reader in [Some(Player::Two), None] {
        let lines: Vec<String> = events.iter().map(|e| DeltaVee::describe(e, reader)).collect();
        assert!(lines.iter().all(|l| !l.contains("missile") && !l.contains("uided")), "{lines:?}");
        assert!(lines.iter().any(|l| l.contains("face-down counter")), "{lines:?}");
    }
    // Decided as data first (known::seen): the enemy knows a Battle Command and a face-down counter atop
    // the Sword, the owner the whole events.
    use starshift::engine::deltavee::known::{self, Seen, Viewer};
    let evs: Vec<Event> = events.iter().map(|l| l.event.clone()).collect();
    let enemy = known::seen(&evs, &st, Viewer::Seat(Player::Two));
    assert!(enemy.iter().any(|s| matches!(s, Seen::BattleCommand { .. })), "{enemy:?}");
    assert!(enemy.iter().any(|s| matches!(s, Seen::FaceDownPrepared { .. })), "{enemy:?}");
    assert_eq!(known::seen(&evs, &st, Viewer::Spectator), enemy);
    assert!(known::seen(&evs, &st, Viewer::Seat(Player::One)).iter().all(|s| matches!(s, Seen::Whole(_))));
    let own: Vec<String> = events.iter().map(|e| DeltaVee::describe(e, Some(Player::One))).collect();
    assert!(own.iter().any(|l| l.contains("Prepare Missile")), "{own:?}");
    assert!(own.iter().all(|l| !l.contains("face-down counter")), "{own:?}");
}

#[test]
fn undo_is_blocked_by_dice_and_reveals() {
    let logged = |event: Event| Logged { lines: Vec::new(), marks: Vec::new(), event };
    let reveal = Event::Revealed { units: vec![Unit::Craft(0)], by: Player::Two, case: "3.0".into() };
    assert!(DeltaVee::blocks_undo(&logged(reveal)));
    assert!(!DeltaVee::blocks_undo(&logged(Event::TurnBegan { turn: 2 })));
    // A playout: an action whose events roll or reveal cannot be undone; the others can.
    let mut s = playout("pirates", 3, 120, |_, _, _| {});
    let blocked = s.history.last().unwrap().events.iter().any(DeltaVee::blocks_undo);
    assert_eq!(s.undo_blocked().is_some(), blocked);
    if !blocked {
        s.undo().expect("undo");
    }
}

#[test]
fn status_names_the_phase_like_3_0_and_gives_the_result() {
    let mut st = game("showdown");
    let status = DeltaVee::status(&st);
    assert_eq!(status.turn, 1);
    assert_eq!(status.phase, "First Player Movement Phase");
    assert_eq!(status.result, None);
    st.phase = Phase::Command(Player::Two, Segment::Detection);
    assert_eq!(DeltaVee::status(&st).phase, "Second Player Command Phase, Detection Segment");
    // The Piccolo of Player 2 destroyed: the next action ends the game.
    let d = st.find(Player::Two, 'D').unwrap();
    st.ships[d as usize].status = Status::Gone(starshift::engine::deltavee::state::Gone::Destroyed);
    st.phase = Phase::Fire(Player::One);
    DeltaVee::apply(&mut st, Player::One, &Action::EndFire).expect("EndFire");
    let status = DeltaVee::status(&st);
    assert!(status.result.as_deref().is_some_and(|r| r.starts_with("Player 1 wins") && r.contains("11.0")));
    assert!(DeltaVee::to_act(&st).is_empty());
    let view = DeltaVee::view(&st, Player::Two);
    assert!(view.prompt.contains("over") && view.legal.is_empty());
    let _ = Class::Piccolo;
}

#[test]
fn no_view_or_log_line_names_a_counter_its_viewer_may_not_know() {
    // Random playouts of every scenario: in each seat's view, every enemy counter not yet revealed is
    // unknown, and no label or prompt names it; the public log names no unrevealed counter (2.5).
    let mut hidden_seen = 0;
    for sc in SCENARIOS {
        let s = playout(sc.id, 12, 400, |s, _, _| {
            let st = &s.state;
            for seat in [Player::One, Player::Two] {
                let view = DeltaVee::view(st, seat);
                let text = serde_json::to_string(&view).unwrap();
                for c in &view.counters {
                    let craft = st.craft(c.id);
                    if craft.player != seat && !craft.revealed {
                        hidden_seen += 1;
                        assert!(c.known.is_none(), "{}: {c:?}", sc.id);
                        assert!(!text.contains(&st.name(Unit::Craft(c.id))), "{}: {text}", sc.id);
                    }
                }
            }
        });
        for e in s.history.iter().flat_map(|e| &e.events) {
            for reader in [Some(Player::One), Some(Player::Two), None] {
                let line = DeltaVee::describe(e, reader);
                let hidden = |c: u16| !s.state.craft(c).revealed && reader != Some(s.state.craft(c).player);
                for c in s.state.craft_ids().filter(|&c| hidden(c)) {
                    assert!(!line.contains(&s.state.name(Unit::Craft(c))), "{} {reader:?}: {line}", sc.id);
                }
            }
        }
    }
    assert!(hidden_seen > 100, "the playouts prepare and launch counters: {hidden_seen}");
}

#[test]
fn the_enemy_view_is_the_same_whatever_a_face_down_counter_is() {
    // Scenario 2, Player 1's Fire Phase, a face-down counter of Player 2's next to Dagger A and another atop
    // it: missiles of any type or Civ Level, or battlecraft — Player 1's view (counters, legal fires and
    // labels) is identical.
    let views: Vec<String> = [
        (CraftKind::Missile(Missile::Guided), 7),
        (CraftKind::Missile(Missile::Unguided), 8),
        (CraftKind::Missile(Missile::Mims), 6),
        (CraftKind::Battlecraft(Class::TerwillickerX), 7),
    ]
    .into_iter()
    .map(|(kind, civ)| {
        let mut st = game("first-shot");
        let dagger = ship(&st, Player::Two, 'A');
        let next = st.at(dagger).unwrap().neighbors()[0];
        let label = starshift::engine::deltavee::map::label(next).unwrap();
        let c = launch(&mut st, dagger, kind, &label, 3, 3);
        st.crafts[c as usize].civ = civ;
        // And one prepared atop the Dagger (7.4).
        let p = launch(&mut st, dagger, kind, &label, 3, 3) as usize;
        let k = &mut st.crafts[p];
        (k.status, k.at, k.facing, k.velocity, k.civ) = (Status::Aboard, None, None, None, civ);
        st.phase = Phase::Fire(Player::One);
        let view = DeltaVee::view(&st, Player::One);
        assert!(view.legal.iter().any(|c| matches!(c.action, Action::Fire { target: Unit::Craft(_), .. })));
        serde_json::to_string(&view).unwrap()
    })
    .collect();
    assert!(views.windows(2).all(|w| w[0] == w[1]), "{views:#?}");
}

#[test]
fn a_hit_on_a_face_down_counter_reads_the_same_for_a_missile_or_a_battlecraft() {
    // Hit Table row 5 (Pod 2, Pod 10): no effect on a missile, nor on a battlecraft (no pods) — the log
    // line does not say which (8.8, 2.5).
    let lines: Vec<Vec<String>> = [CraftKind::Missile(Missile::Guided), CraftKind::Battlecraft(Class::TerwillickerX)]
        .into_iter()
        .map(|kind| {
            let mut st = game("first-shot");
            let dagger = ship(&st, Player::Two, 'A');
            let next = st.at(dagger).unwrap().neighbors()[0];
            let label = starshift::engine::deltavee::map::label(next).unwrap();
            let c = launch(&mut st, dagger, kind, &label, 3, 3);
            st.phase = Phase::Fire(Player::One);
            let fire = DeltaVee::legal_actions(&st, Player::One)
                .into_iter()
                .find(|a| matches!(a, Action::Fire { target: Unit::Craft(t), .. } if *t == c))
                .expect("a fire at the counter");
            st.dice = starshift::engine::dice::Dice::scripted(&[1, 5]);
            let events = DeltaVee::apply(&mut st, Player::One, &fire).expect("fires");
            events.iter().map(|e| DeltaVee::describe(e, Some(Player::One))).collect()
        })
        .collect();
    assert_eq!(lines[0], lines[1]);
    assert!(lines[0].iter().any(|l| l == "The hit has no effect (8.8)."), "{:?}", lines[0]);
}

#[test]
fn the_mover_sees_its_move_in_progress_and_the_planet_stop() {
    use starshift::engine::clock::{advance, Clock, Reminder};
    let mut st = game("convoy-red");
    st.phase = Phase::Movement(Player::One);
    st.moved.clear();
    let zaraznov = starshift::engine::deltavee::map::at("C1110");
    let (west, _) = advance(zaraznov, Clock::new(9).unwrap(), Reminder::Left);
    let b = ship(&st, Player::One, 'B');
    let Unit::Ship(i) = b else { unreachable!() };
    let s = &mut st.ships[i as usize];
    (s.at, s.facing, s.velocity, s.reminder) = (Some(west), Clock::new(3), Some(2), Reminder::Left);
    DeltaVee::apply(&mut st, Player::One, &Action::Move { unit: b }).expect("moves");
    let own = DeltaVee::view(&st, Player::One);
    let m = own.motion.expect("its move");
    assert_eq!(m.unit, b);
    assert!(m.planet.is_some(), "stopped in the planet hex (6.5)");
    assert!(own.prompt.contains("6.5"));
    assert!(DeltaVee::view(&st, Player::Two).motion.is_none());
}

#[test]
fn records_refuse_actions_they_cannot_read() {
    // engine::tagged: an unknown tag, a missing field, a wrong type: errors, never a panic.
    for (json, why) in [
        (serde_json::json!({"do": "warp", "unit": {"ship": 0}}), "unknown variant `warp`"),
        (serde_json::json!({"do": "move"}), "missing field `unit`"),
        (serde_json::json!({"do": "maneuver", "unit": {"ship": 0}, "order": {"order": "weave"}}), "missing field `to`"),
        (serde_json::json!({"do": "battle", "ship": 0, "command": {"command": "force_field", "on": 3}}), "invalid type"),
        (serde_json::json!(["move"]), "invalid length 0"),
        (serde_json::json!(7), "invalid type"),
    ] {
        let e = serde_json::from_value::<Action>(json.clone()).unwrap_err().to_string();
        assert!(e.contains(why), "{json}: {e}");
    }
    // The sequence form, as serde's derive reads it.
    let a: Action = serde_json::from_value(serde_json::json!(["move", {"ship": 0}])).unwrap();
    assert_eq!(a, Action::Move { unit: Unit::Ship(0) });
}
