//! The Game-Turn (Outreach 4.2), beacon star discovery (15.1) and exploration (6.0) with scripted dice,
//! and random playouts of every scenario with the rules played so far.

use super::h;
use starshift::engine::dice::Dice;
use starshift::engine::hex::Hex;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Force, Hexrow, Party, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::tables::{Exploration, PV_CHITS};
use starshift::engine::outreach::{beacons, explore, map, rules, setup, shift};

/// 4.2A: each player draws a chit; the highest total shifts first, then clockwise. Ties draw again.
#[test]
fn the_shift_order_is_drawn_each_game_turn() {
    let total = |i: usize| PV_CHITS[i - 1].iter().map(|&v| v as u32).sum::<u32>();
    assert_eq!((total(1), total(2), total(60)), (13, 12, 0));
    // 18.4 begins with each player's builds, in seat order (18.41).
    let (mut st, ev) = rules::begin(setup::setup("cygnus", 7).unwrap());
    let (p1, p2, p3, p4) = (Seat::P1, Seat::P2, Seat::P3, Seat::P4);
    assert_eq!(
        ev,
        [Event::OrderSet { totals: vec![], order: vec![p1, p2, p3, p4] }, Event::PhaseBegan { phase: Phase::Builds }]
    );
    for s in [p1, p2, p3] {
        rules::apply(&mut st, s, &Action::EndPhase).unwrap();
    }
    // Four players draw chits 60, 1, 1, 60: P2 and P3 tie at 13 and draw again, 60 and 2: P3 is first.
    st.dice = Dice::scripted(&[60, 1, 1, 60, 60, 2]);
    let ev = rules::apply(&mut st, p4, &Action::EndPhase).unwrap();
    let ev = &ev[2..];
    assert_eq!(ev[0], Event::TurnBegan { turn: 1 });
    assert_eq!(ev[1], Event::Rolled { sides: 60, face: 60, purpose: Purpose::ShiftOrder { seat: p1 } });
    assert_eq!(
        ev[7],
        Event::OrderSet {
            totals: vec![(p1, 0), (p2, 13), (p3, 13), (p4, 0), (p2, 0), (p3, 12)],
            order: vec![p3, p4, p1, p2],
        }
    );
    assert_eq!(ev[8], Event::PhaseBegan { phase: Phase::RegularShifts });
    assert_eq!(step(&st), Step::Shifts { seat: p3 });
}

/// 15.11–15.14 with two players (the brief's V14 procedure): a force arriving where it sees no beacon star
/// rolls the die plus two; the player to the discoverer's left chooses a hexrow, the discoverer places and
/// chooses the next, and so on; rows and hexes obey 15.13–15.14.
#[test]
fn discovered_beacons_are_placed_by_the_players_in_turn() {
    // Two players in a scenario with beacon stars (18.14 leaves them out of Scorpii): 18.2 without its third.
    let mut st = rules::new_game("nucleus", 3).unwrap();
    st.players.truncate(2);
    st.forces.retain(|f| f.owner != Seat::P3);
    st.gates.retain(|g| g.owner != Some(Party::Player(Seat::P3)));
    st.order = vec![Seat::P1, Seat::P2];
    st.at = 0;
    // A hex that sees no beacon star, and a neighbour to shift from (one hex: no scatter roll, 5.4).
    let (to, from) = map::hexes()
        .filter(|&x| !shift::nucleus(x) && !beacons::in_sight(&st, x))
        .find_map(|x| x.neighbors().into_iter().find(|&n| map::on_map(n) && !map::dust_between(n, x)).map(|n| (x, n)))
        .expect("a hex out of sight of every beacon");
    st.forces.push(Force { owner: Party::Player(Seat::P1), hex: from, fleets: Fleets { r: 1, d: 0, e: 0 }, shifted: false, unknown: 0, chits: 0 });
    st.dice = Dice::scripted(&[1]);
    let ev = rules::apply(&mut st, Seat::P1, &Action::Shift { from, fleets: Fleets { r: 1, d: 0, e: 0 }, to, chits: 0 }).unwrap();
    assert_eq!(
        ev[2..],
        [
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::Beacons },
            Event::Discovered { seat: Seat::P1, from: to, count: 3, first: Seat::P2 },
        ]
    );
    assert_eq!(step(&st), Step::BeaconRow { seat: Seat::P2 });
    // A row through the discovering hex is refused (15.13c).
    let own = Hexrow::Column(to.offset().0 as u8);
    let r = rules::apply(&mut st, Seat::P2, &Action::Row { row: own }).unwrap_err();
    assert_eq!(r.case, "15.13");
    let rows = beacons::rows(&st, to);
    assert!(!rows.is_empty());
    for row in &rows {
        assert!(!row.contains(to));
        assert!(beacons::places(&st, to, *row).iter().all(|&x| starshift::engine::outreach::los::sees(to, x)));
    }
    rules::apply(&mut st, Seat::P2, &Action::Row { row: rows[0] }).unwrap();
    assert_eq!(step(&st), Step::BeaconPlace { seat: Seat::P1 });
    let spot = beacons::places(&st, to, rows[0])[0];
    let ev = rules::apply(&mut st, Seat::P1, &Action::Beacon { hex: spot }).unwrap();
    assert_eq!(ev[0], Event::BeaconPlaced { seat: Seat::P1, hex: spot });
    // The placer chooses the next row; the row just used now shows a beacon and may not be chosen again.
    assert_eq!(step(&st), Step::BeaconRow { seat: Seat::P1 });
    assert!(!beacons::rows(&st, to).contains(&rows[0]));
    assert!(beacons::in_sight(&st, to));
}

/// 6.0, 6.11, 6.12: an explorer's roll on the Exploration Table; a success draws a chit face down that its
/// explorer alone knows; another player who explores it later sees it too. A hex with a gate is never
/// explored (6.13), nor one explored already (6.12).
#[test]
fn exploration_draws_a_chit_only_its_explorer_knows() {
    let mut st = rules::new_game("scorpii", 3).unwrap();
    let target = h("1412");
    assert!(st.chit_at(target).is_none() && st.gate_at(target).is_none());
    for s in [Seat::P1, Seat::P2] {
        st.forces.push(Force { owner: Party::Player(s), hex: target, fleets: Fleets { r: 1, d: 0, e: 1 }, shifted: false, unknown: 0, chits: 0 });
    }
    st.forces.push(Force { owner: Party::Player(Seat::P1), hex: h("1212"), fleets: Fleets { r: 1, d: 0, e: 0 }, shifted: false, unknown: 0, chits: 0 });
    st.phase = Phase::Exploration;
    st.order = vec![Seat::P1, Seat::P2];
    st.at = 0;
    assert_eq!(explore::check(&st, Seat::P1, h("1212")).unwrap_err().case, "6.13");
    // Total 3 (one explorer twice, one regular): column 3–4, a 4 succeeds. Chit 2 of those left. The odds
    // shown before the roll read the same column.
    let v = starshift::engine::outreach::view::view(&st, Seat::P1);
    let c = v.legal.iter().find(|c| c.action == Action::Explore { hex: target }).expect("listed");
    let p = c.odds.as_ref().expect("its odds");
    assert_eq!(p.given, "Exploration Table, total 3 (6.0)");
    assert_eq!(
        p.rows.iter().map(|(l, o)| (l.as_str(), o.text())).collect::<Vec<_>>(),
        [("", "Odds: failure 3 in 6 (50%), success 2 in 6 (33%), success with X 1 in 6 (17%).".to_string())]
    );
    st.dice = Dice::scripted(&[4, 2]);
    let ev = rules::apply(&mut st, Seat::P1, &Action::Explore { hex: target }).unwrap();
    let value = PV_CHITS[1][2.min(kind_column(target))];
    assert_eq!(
        ev,
        vec![
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Exploration { seat: Seat::P1, hex: target, total: 3 } },
            Event::Explored { seat: Seat::P1, hex: target, result: Exploration::Success },
            Event::ChitPlaced { seat: Seat::P1, hex: target, drawn: 1, value },
        ]
    );
    assert_eq!(ev[2].private_to(), Some(Seat::P1), "the value is the explorer's alone (6.11)");
    assert_eq!(explore::check(&st, Seat::P1, target).unwrap_err().case, "6.0");
    rules::apply(&mut st, Seat::P1, &Action::EndPhase).unwrap();
    st.dice = Dice::scripted(&[6]);
    let ev = rules::apply(&mut st, Seat::P2, &Action::Explore { hex: target }).unwrap();
    assert_eq!(ev[1], Event::Explored { seat: Seat::P2, hex: target, result: Exploration::X });
    assert_eq!(ev[2], Event::ChitSeen { seat: Seat::P2, hex: target, value });
    assert_eq!(st.x[Seat::P2.index()], 1, "an X adds one to the fate roll (11.12)");
}

fn kind_column(x: Hex) -> usize {
    match map::kind(x) {
        Some(map::Kind::Axis) => 0,
        Some(map::Kind::Fringe) => 1,
        _ => 2,
    }
}

/// A small deterministic generator for the playouts' choices.
struct Pick(u64);
impl Pick {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// One random game: every step has an actor with a legal action until the game ends; returns the actions.
fn playout(id: &str, seed: u64, turns: u32) -> (State, Vec<(Seat, Action)>) {
    let mut st = rules::new_game(id, seed).unwrap();
    st.turns = turns;
    let mut pick = Pick(seed);
    let mut played = Vec::new();
    for _ in 0..5000 {
        if step(&st) == Step::Over {
            return (st, played);
        }
        let seat = rules::to_act(&st)[0];
        let legal = rules::legal_actions(&st, seat);
        assert!(!legal.is_empty(), "{id} seed {seed}: no legal action at {:?}", step(&st));
        // End the phase now and then, so the game moves on; else a random action, a shift with a random part.
        let mut a =
            if pick.next(4) == 0 { legal.last().unwrap().clone() } else { legal[pick.next(legal.len())].clone() };
        if let Action::Shift { from, fleets, to, .. } = a {
            let part = Fleets {
                r: pick.next(fleets.r as usize + 1) as u8,
                d: fleets.d,
                e: pick.next(fleets.e as usize + 1) as u8,
            };
            if !part.is_empty() {
                a = Action::Shift { from, fleets: part, to, chits: 0 };
            }
        }
        rules::apply(&mut st, seat, &a).unwrap_or_else(|r| panic!("{id} seed {seed}: {a:?} refused: {r}"));
        played.push((seat, a));
    }
    panic!("{id} seed {seed}: no end after 5000 actions");
}

/// Random playouts of every scenario over a few Game-Turns: no panic, no dead end, and the same actions
/// replayed on a fresh game give the same state.
#[test]
fn random_playouts_end_and_replay_identically() {
    for sc in setup::SCENARIOS {
        for seed in 0..3 {
            let (end, played) = playout(sc.id, seed, 3);
            let mut again = rules::new_game(sc.id, seed).unwrap();
            again.turns = 3;
            for (seat, a) in &played {
                rules::apply(&mut again, *seat, a).unwrap();
            }
            assert_eq!(again, end, "{} seed {seed}: replay differs", sc.id);
        }
    }
}
