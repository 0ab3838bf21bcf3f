//! The Fate Phase (Outreach 4.2 E, 11.0) and Civilization Level (12.0) under Outreach II's rules, with
//! scripted dice: the brief's V11, V16 and V17, dissolution once a game and none after B (11.34, 11.2 B),
//! a level below 0 (12.17), the scenarios' omissions (18.14, 18.26), the autonomous results' condition
//! (13.15), the spending refused (11.13–11.16) and the odds before the roll.

use super::h;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::fate::{self, Spending};
use starshift::engine::outreach::rules;
use starshift::engine::outreach::state::{Dissolution, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};
use starshift::engine::outreach::view;

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;

/// `id` under Outreach II's rules at the end of the last player's exploration: no forces, Player 1's
/// StarGates of `sp` in 1010, 1011, … with `rp` RP, every other player one gate of 5 SP in 3030, 3031, …;
/// shift order in seat order; the dice scripted.
fn board(id: &str, sp: &[u8], rp: u32, dice: &[u32]) -> State {
    let mut st = super::bare(id, dice);
    let gate = |hex: String, owner, sp| Gate { hex: h(&hex), owner: Some(owner), sp, neutralized: false, created: 0, augmented: 0, face_down: false };
    for (k, &s) in sp.iter().enumerate() {
        st.gates.push(gate(format!("10{:02}", 10 + k), Party::Player(P1), s));
    }
    for s in st.seats().skip(1).collect::<Vec<_>>() {
        st.gates.push(gate(format!("30{:02}", 30 + s.index()), Party::Player(s), 5));
    }
    st.players[0].rp = rp;
    st
}

fn act(st: &mut State, seat: Seat, a: Action) -> Vec<Event> {
    rules::apply(st, seat, &a).unwrap_or_else(|r| panic!("{a:?} by {seat:?} refused: {} {}", r.case, r.message))
}

/// Ends the last exploration: with nothing in contact the Galactic Interrelation Phase asks nothing and the
/// Fate Phase begins with Player 1.
fn to_fate(st: &mut State) {
    let last = *st.order.last().unwrap();
    let ev = act(st, last, Action::EndPhase);
    assert!(ev.contains(&Event::PhaseBegan { phase: Phase::Fate }), "{ev:?}");
    assert_eq!(step(st), Step::Fate { seat: P1 });
}

fn spend(left: u8, plus: u8, chits: u8) -> Action {
    Action::Fate { left, plus, chits }
}

/// V11 (11.12–11.14): 23 SP and 55 RP spent, one column left and +1: a 5 reads row 6 of 10–19, L1 — a
/// level with a chit spent, nothing without.
#[test]
fn v11_l1_raises_a_level_only_with_a_chit_spent() {
    for chits in [1, 0] {
        let mut st = board("cygnus", &[5, 8, 10], 60, &[5]);
        st.players[0].wisdom = chits;
        to_fate(&mut st);
        let ev = act(&mut st, P1, spend(1, 1, chits));
        assert_eq!(
            ev[..3],
            [
                Event::FateSpent { seat: P1, rp: 55, left: 1, plus: 1, chits, counted: chits },
                Event::Rolled { sides: 6, face: 5, purpose: Purpose::Fate { seat: P1, column: 1, x: 0, plus: 1 } },
                Event::FateResult {
                    seat: P1,
                    letter: Some('L'),
                    ignored: (chits == 0).then(|| "11.16".to_string())
                },
            ]
        );
        assert_eq!(st.player(P1).rp, 5, "55 RP spent (11.13-11.14)");
        if chits == 1 {
            assert_eq!(ev[3], Event::LevelChanged { seat: P1, cl: 2, case: "11.2".into() });
            assert_eq!(st.player(P1).cl, 2);
        } else {
            assert_eq!(st.player(P1).cl, 1, "L1 without a chit is ignored (11.16)");
        }
        assert_eq!(step(&st), Step::Fate { seat: P2 }, "then the next player in shift order (11.0)");
    }
}

/// V11 (11.12–11.13): a 4 with three X results is 6, no more (11.12); 100 RP make it 8 (11.13).
#[test]
fn v11_x_results_stop_at_6_and_rp_reach_8() {
    assert_eq!(fate::adjusted(4, 3, 0), 6);
    assert_eq!(fate::adjusted(4, 3, 2), 8);
    assert_eq!(fate::adjusted(6, 2, 0), 6, "a natural 6 stays 6");
    assert_eq!(fate::adjusted(1, 0, 9), 8, "never past 8");
    let mut st = board("cygnus", &[5, 8, 10], 100, &[4]);
    st.x[0] = 3;
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 2, 0));
    assert_eq!(ev[1], Event::Rolled { sides: 6, face: 4, purpose: Purpose::Fate { seat: P1, column: 2, x: 3, plus: 2 } });
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('L'), ignored: None }, "row 8 of 20-29 is K2/L, L");
    assert_eq!(st.player(P1).cl, 2);
}

/// V16 (18.44): the X chit's holder spends one chit, which counts as two; column 0–9, a 6 and 100 RP make
/// 8: K2/L is K, two levels, once a game.
#[test]
fn v16_the_x_chit_counts_as_a_chit_spent_and_k_comes_once() {
    let mut st = board("cygnus", &[5], 200, &[6, 6]);
    st.players[0].wisdom = 1;
    st.players[0].x_chit = true;
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 2, 1));
    assert_eq!(ev[0], Event::FateSpent { seat: P1, rp: 100, left: 0, plus: 2, chits: 1, counted: 2 });
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('K'), ignored: None });
    assert_eq!(ev[3], Event::LevelChanged { seat: P1, cl: 3, case: "11.2".into() });
    assert_eq!(st.player(P1).fates, vec!['K']);
    // 18.45: his level raised, he keeps the X.
    act(&mut st, P1, Action::KeepX { keep: true });
    // K once a game (11.2 K): the same roll now reads L.
    let mut st2 = st.clone();
    st2.phase = Phase::Fate;
    st2.at = 0;
    st2.players[0].wisdom = 1;
    let ev = act(&mut st2, P1, spend(0, 2, 1));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('L'), ignored: None });
    assert_eq!(st2.player(P1).cl, 4);
}

/// V17 (11.32–11.33): A at 23 SP neutralizes 3 SP or more; of gates 5, 2, 1 and 1, {5} or {2, 1} will do,
/// never {2, 1, 1} (a 1 more than it takes).
#[test]
fn v17_a_dissolution_takes_gates_worth_the_target_and_no_more() {
    // 35 SP: a 1 reads A in 30–39, 10% rounded up is 4; every gate can begin a set whose every gate is needed.
    let mut st = board("cygnus", &[5, 2, 1, 1, 26], 0, &[1]);
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 0, 0));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('A'), ignored: None });
    assert_eq!(ev[3], Event::DissolutionBegan { seat: P1, letter: 'A', percent: 10, target: 4 });
    assert_eq!(step(&st), Step::Dissolution { seat: P1 });
    let picks = |st: &State| fate::picks(st, st.dissolution.as_ref().unwrap());
    assert_eq!(picks(&st), [h("1010"), h("1011"), h("1012"), h("1013"), h("1014")]);

    // The brief's figures: a target of 3 and gates of 5, 2, 1 and 1.
    let mut st = board("cygnus", &[5, 2, 1, 1], 0, &[]);
    st.phase = Phase::Fate;
    st.at = 0;
    st.dissolution = Some(Dissolution { seat: P1, letter: 'A', target: 3, chosen: vec![] });
    // {2, 1}: the 2 then a 1, and the dissolution is whole.
    let mut a = st.clone();
    act(&mut a, P1, Action::Dissolve { hex: h("1011") });
    assert_eq!(picks(&a), [h("1012"), h("1013")], "then a 1; with the 5 the 2 would be more than needed");
    let ev = act(&mut a, P1, Action::Dissolve { hex: h("1012") });
    assert_eq!(ev[..2], [Event::Dissolved { seat: P1, hex: h("1012") }, Event::Next]);
    assert!(a.dissolution.is_none() && a.gate_at(h("1011")).unwrap().neutralized);
    // After a 1, only the 2 finishes a set whose every gate is needed: the other 1 would make {2, 1, 1}, so
    // the engine takes the 2 itself, the one choice left.
    let mut b = st.clone();
    let ev = act(&mut b, P1, Action::Dissolve { hex: h("1012") });
    assert_eq!(
        ev[..3],
        [Event::Dissolved { seat: P1, hex: h("1012") }, Event::Dissolved { seat: P1, hex: h("1011") }, Event::Next]
    );
    assert!(!b.gate_at(h("1013")).unwrap().neutralized);
    let mut b = st.clone();
    b.dissolution.as_mut().unwrap().chosen = vec![(h("1012"), 1)];
    let g = b.gates.iter_mut().find(|g| g.hex == h("1012")).unwrap();
    (g.owner, g.neutralized) = (None, true);
    let r = rules::apply(&mut b, P1, &Action::Dissolve { hex: h("1013") }).unwrap_err();
    assert_eq!(r.case, "11.32", "{}", r.message);
    // {5} alone.
    let mut c = st.clone();
    let ev = act(&mut c, P1, Action::Dissolve { hex: h("1010") });
    assert_eq!(ev[0], Event::Dissolved { seat: P1, hex: h("1010") });
    assert!(c.dissolution.is_none());
}

/// 11.34 and 11.2 B: a dissolution letter comes once a game, and after B none strikes.
#[test]
fn a_dissolution_comes_once_and_none_after_b() {
    for (had, case) in [('A', "11.34"), ('B', "11.2")] {
        let mut st = board("cygnus", &[35], 0, &[1, 1]);
        st.players[0].fates = vec![had];
        to_fate(&mut st);
        let ev = act(&mut st, P1, spend(0, 0, 0));
        assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('A'), ignored: Some(case.into()) });
        assert_eq!(ev[3], Event::Next);
        assert!(st.dissolution.is_none() && !st.gate_at(h("1010")).unwrap().neutralized);
    }
}

/// 12.17: E takes a level from a player at level 0: he is eliminated, his StarGates neutralized, and the
/// next player rolls.
#[test]
fn a_level_below_0_eliminates() {
    let mut st = board("cygnus", &[95], 0, &[1, 6]);
    st.players[0].cl = 0;
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 0, 0));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('E'), ignored: None });
    assert_eq!(ev[3], Event::Eliminated { seat: P1, case: "12.17".into() });
    assert!(st.player(P1).eliminated);
    let g = st.gate_at(h("1010")).unwrap();
    assert!(g.neutralized && g.owner.is_none());
    assert_eq!(step(&st), Step::Fate { seat: P2 });
}

/// 18.14: in Conflict over Scorpii dissolutions and level changes are ignored; 18.26: the Centaurians
/// and Perseits ignore K (they never spend chits, so K2/L is L for them anyway).
#[test]
fn scenarios_ignore_some_results() {
    let mut st = board("scorpii", &[35], 0, &[1]);
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 0, 0));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('A'), ignored: Some("18.14".into()) });
    let mut st = board("scorpii", &[5], 100, &[6]);
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 2, 0));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('L'), ignored: Some("18.14".into()) });
    assert_eq!(st.player(P1).cl, 1);
}

/// 13.15: an autonomous force comes only near a hex its player rolled on the Exploration Table for this turn.
#[test]
fn an_autonomous_result_needs_an_exploration_this_turn() {
    let mut st = board("cygnus", &[5], 0, &[1]);
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 0, 0));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('G'), ignored: Some("13.15".into()) });
    let mut st = board("cygnus", &[5], 0, &[1]);
    st.explored_now.push((P1, h("1110")));
    to_fate(&mut st);
    let ev = act(&mut st, P1, spend(0, 0, 0));
    assert_eq!(ev[2], Event::FateResult { seat: P1, letter: Some('G'), ignored: None });
    assert!(matches!(ev[3], Event::AutonomousPlaced { seat: P1, letter: 'G', .. }), "{:?}", ev[3]);
}

/// 11.13–11.16: what may not be spent is refused with its case, the state untouched.
#[test]
fn spending_beyond_what_the_player_has_is_refused() {
    let mut st = board("cygnus", &[23], 60, &[1]);
    to_fate(&mut st);
    let before = st.clone();
    for (a, case) in [(spend(0, 2, 0), "11.13"), (spend(3, 0, 0), "11.14"), (spend(0, 0, 1), "11.16"), (spend(0, 8, 0), "11.13")] {
        let r = rules::apply(&mut st, P1, &a).unwrap_err();
        assert_eq!(r.case, case, "{a:?}: {}", r.message);
        assert_eq!(st, before);
    }
    // 60 RP: up to 2 columns left (20–29 is the third), +1 with 10 RP left for 2 columns; no chits held.
    let listed = rules::legal_actions(&st, P1);
    assert_eq!(listed.len(), 3 + 3, "{listed:?}");
    let r = rules::apply(&mut st, P2, &spend(0, 0, 0)).unwrap_err();
    assert_eq!(r.case, "", "not Player 2's turn");
}

/// The odds before the roll, from the engine (issue 18 point 3): 23 SP and +1 with a chit spent: the
/// faces 5 and 6 raise a level; without the pip only the 6, and a 1 is an autonomous force only after an
/// exploration.
#[test]
fn the_odds_before_the_roll() {
    let mut st = board("cygnus", &[23], 60, &[]);
    st.players[0].wisdom = 1;
    to_fate(&mut st);
    assert_eq!(
        fate::odds(&st, P1, Spending { left: 0, plus: 1, chits: 1 }),
        [("nothing".to_string(), 4), ("CL +1 (L)".to_string(), 2)]
    );
    let one_chit = Spending { chits: 1, ..Spending::default() };
    assert_eq!(fate::odds(&st, P1, one_chit), [("nothing".to_string(), 5), ("CL +1 (L)".to_string(), 1)]);
    assert_eq!(fate::odds(&st, P1, Spending::default()), [("nothing".to_string(), 6)], "L1 needs a chit (11.16)");
    st.explored_now.push((P1, h("1110")));
    assert_eq!(
        fate::odds(&st, P1, one_chit),
        [("autonomous force (H)".to_string(), 1), ("nothing".to_string(), 4), ("CL +1 (L)".to_string(), 1)]
    );
    let v = view::view(&st, P1);
    let f = v.fate.expect("the roller sees his fate roll");
    assert_eq!((f.sp, f.column.as_str(), f.rp, f.wisdom), (23, "20–29 SP", 60, 1));
    let c = f.choices.iter().find(|c| (c.left, c.plus, c.chits) == (1, 1, 1)).unwrap();
    assert_eq!((c.rp, c.column.as_str()), (55, "10–19 SP"));
    assert!(view::view(&st, P2).fate.is_none(), "the others see no RP of his");
}

/// 11.32: every first choice of a dissolution leaves a way to finish, and what the engine allows is exactly
/// the sets that reach the target with no gate more than needed: checked against every subset.
#[test]
fn dissolution_choices_match_every_minimal_set() {
    let mut rng = 12345u64;
    let mut next = |n: u64| {
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (rng >> 33) % n
    };
    for _ in 0..300 {
        let k = 1 + next(6) as usize;
        let sp: Vec<u8> = (0..k).map(|_| next(7) as u8).collect();
        let total: u32 = sp.iter().map(|&v| v as u32).sum();
        if total == 0 {
            continue;
        }
        let target = 1 + next(total as u64) as u32;
        let mut st = board("cygnus", &sp, 0, &[]);
        st.phase = Phase::Fate;
        st.at = 0;
        st.dissolution = Some(Dissolution { seat: P1, letter: 'A', target, chosen: vec![] });
        // The minimal sets by brute force, and the gates that begin one.
        let minimal = |set: u32| {
            let vals: Vec<u32> = (0..k).filter(|i| set >> i & 1 == 1).map(|i| sp[i] as u32).collect();
            let sum: u32 = vals.iter().sum();
            !vals.is_empty() && sum >= target && vals.iter().all(|&v| sum - v < target)
        };
        let mut expect: Vec<_> = (0..k)
            .filter(|&i| (1u32..1 << k).any(|set| set >> i & 1 == 1 && minimal(set)))
            .map(|i| h(&format!("10{:02}", 10 + i)))
            .collect();
        expect.sort();
        assert_eq!(fate::picks(&st, st.dissolution.as_ref().unwrap()), expect, "{sp:?} target {target}");
        // Playing the listed picks at random always finishes.
        while st.dissolution.is_some() {
            let legal = rules::legal_actions(&st, P1);
            assert!(!legal.is_empty(), "{sp:?} target {target}: a dead end");
            let a = legal[next(legal.len() as u64) as usize].clone();
            act(&mut st, P1, a);
        }
        let gone: u32 = sp.iter().enumerate().filter(|(i, _)| st.gate_at(h(&format!("10{:02}", 10 + i))).unwrap().neutralized).map(|(_, &v)| v as u32).sum();
        assert!(gone >= target);
    }
}
