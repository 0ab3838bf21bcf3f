//! Stellar shifting (Outreach 5.x, 15.0, 16.0) with scripted dice: the brief's cases V1–V4 and the
//! others the rules name, each asserting the exact events.

use super::h;
use starshift::engine::dice::Dice;
use starshift::engine::game::RefusalKind;
use starshift::engine::hex::Hex;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::event::{Event, Purpose};
use starshift::engine::outreach::rules;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Force, Gate, Party, Phase, Seat, State};

const P: Seat = Seat::P1;

fn fleets(r: u8, d: u8, e: u8) -> Fleets {
    Fleets { r, d, e }
}

/// The solitaire scenario's player (18.3) with no forces or gates but `gates` (own, SP 1) and his `cl`,
/// at the start of his regular shifts, the dice scripted.
fn board(cl: u8, gates: &[&str], dice: &[u32]) -> State {
    let mut st = rules::new_game("psl", 1).expect("sets up");
    st.forces.clear();
    st.gates = gates
        .iter()
        .map(|g| Gate { hex: h(g), owner: Some(Party::Player(P)), sp: 1, neutralized: false, created: 0, augmented: 0, face_down: false })
        .collect();
    st.players[0].cl = cl;
    st.dice = Dice::scripted(dice);
    assert_eq!(st.phase, Phase::RegularShifts);
    st
}

fn put(st: &mut State, hex: &str, f: Fleets) {
    st.forces.push(Force { owner: Party::Player(P), hex: h(hex), fleets: f, shifted: false, unknown: 0, chits: 0 });
}

fn shift(st: &mut State, from: &str, f: Fleets, to: &str) -> Result<Vec<Event>, String> {
    rules::apply(st, P, &Action::Shift { from: h(from), fleets: f, to: h(to), chits: 0 })
        .map_err(|r| format!("{} {}", r.case, r.message))
}

fn refused_case(st: &mut State, from: &str, f: Fleets, to: &str) -> String {
    let before = st.clone();
    let r = rules::apply(st, P, &Action::Shift { from: h(from), fleets: f, to: h(to), chits: 0 }).expect_err("refused");
    assert_eq!(r.kind, RefusalKind::Illegal);
    assert_eq!(*st, before, "a refusal leaves the state untouched");
    r.case
}

/// V1 (5.52, 5.51, 5.53c): 4 regulars at CL 1 shift 6 hexes from their own gate in 2026 to 2020, beyond
/// their CLR; a modified 4 on the 6–8 column scatters them 6 hexes with 10% attrition: 0 fleets, doubled
/// still 0. Direction 1 lands in 2014, which sees the gate in 2026: they survive and stop there.
#[test]
fn v1_a_scatter_that_sees_a_friendly_gate_survives() {
    let mut st = board(1, &["2026"], &[4, 1]);
    put(&mut st, "2026", fleets(4, 0, 0));
    let ev = shift(&mut st, "2026", fleets(4, 0, 0), "2020").expect("legal from a friendly gate (5.15)");
    assert_eq!(
        ev,
        vec![
            Event::Shifted {
                seat: P,
                from: h("2026"),
                to: h("2020"),
                fleets: fleets(4, 0, 0),
                length: 6,
                go_on: false, chits: 0
            },
            Event::Rolled { sides: 6, face: 4, purpose: Purpose::Scatter { length: 6, modifier: 0 } },
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::ScatterDirection },
            Event::Scattered {
                seat: P,
                fleets: fleets(4, 0, 0),
                intended: h("2020"),
                hex: h("2014"),
                dir: 1,
                hexes: 6,
                loss: 10,
                count: 0,
                doubled: true, chits: 0,
            },
            Event::Stopped { seat: P },
        ]
    );
    assert_eq!(st.fleets_of(P, h("2014")), fleets(4, 0, 0));
    assert!(st.moving.is_none(), "a scattered force stops (5.24)");
}

/// V1, direction 3 (5.53c): 2623 sees no friendly gate, so the force is removed.
#[test]
fn v1_a_scatter_out_of_sight_of_every_friendly_gate_is_removed() {
    let mut st = board(1, &["2026"], &[4, 3]);
    put(&mut st, "2026", fleets(4, 0, 0));
    let ev = shift(&mut st, "2026", fleets(4, 0, 0), "2020").unwrap();
    assert!(matches!(ev[3], Event::Scattered { hex, dir: 3, .. } if hex == h("2623")));
    assert_eq!(ev[4], Event::Lost { seat: P, hex: h("2623"), fleets: fleets(4, 0, 0), case: "5.53".into() });
    assert!(st.forces.is_empty());
}

/// V2 (5.46, 5.23): one explorer at CL 1 from its own gate to its own gate on a beacon star 4 hexes
/// away: +1 gate, +1 beacon, +2 explorers only = +4; a die of 1 makes 5, which arrives on the 4–5
/// column; 4 hexes is beyond the CLR of 1, so the force stops though it reached a friendly gate.
#[test]
fn v2_modifiers_add_up_and_a_shift_beyond_the_clr_stops() {
    // The first printed beacon star, and a hex 4 hexes from it that sees it.
    let beacon = starshift::engine::outreach::map::BEACONS[0].at();
    let from = beacon
        .ring(4)
        .into_iter()
        .find(|&x| starshift::engine::outreach::map::on_map(x) && starshift::engine::outreach::los::sees(x, beacon))
        .expect("a hex 4 away in sight");
    let (b, f) = (beacon.label(), from.label());
    let mut st = board(1, &[&f, &b], &[1]);
    put(&mut st, &f, fleets(0, 0, 1));
    let ev = shift(&mut st, &f, fleets(0, 0, 1), &b).unwrap();
    assert_eq!(
        ev,
        vec![
            Event::Shifted { seat: P, from, to: beacon, fleets: fleets(0, 0, 1), length: 4, go_on: false, chits: 0 },
            Event::Rolled { sides: 6, face: 1, purpose: Purpose::Scatter { length: 4, modifier: 4 } },
            Event::Arrived { seat: P, hex: beacon, fleets: fleets(0, 0, 1), go_on: false, chits: 0 },
        ]
    );
}

/// V3 (5.15, 5.45): at CL 3 (CLR 9) a force away from any gate shifts 9 hexes; +2 for the CL on a die of
/// 2 reads 4 on the 9–12 column: 20% and 8 hexes, not doubled within the CLR. A 10-hex shift is refused.
#[test]
fn v3_the_clr_bounds_a_shift_away_from_a_gate_and_the_cl_adds_to_the_die() {
    let mut st = board(3, &["1316"], &[2, 2]);
    let from = h("1316").step(starshift::engine::hex::Dir::new(2).unwrap(), 2);
    let from_l = from.label();
    st.gates.clear();
    st.gates.push(Gate { hex: h("1316"), owner: Some(Party::Player(P)), sp: 1, neutralized: false, created: 0, augmented: 0, face_down: false });
    put(&mut st, &from_l, fleets(5, 0, 0));
    let far = Hex::from_offset(from.offset().0 + 10, from.offset().1);
    assert_eq!(from.distance(far), 10);
    assert_eq!(refused_case(&mut st, &from_l, fleets(5, 0, 0), &far.label()), "5.15");
    // Nine hexes, in sight of the gate in 1316 wherever it lands.
    let to = (0..6)
        .filter_map(|d| starshift::engine::hex::Dir::new(d + 1))
        .map(|d| from.step(d, 9))
        .find(|&t| {
            starshift::engine::outreach::map::on_map(t)
                && !starshift::engine::outreach::los::blocked(from, t)
                && !starshift::engine::outreach::shift::beacon_at(&st, t)
        })
        .expect("a hex 9 away");
    let ev = shift(&mut st, &from_l, fleets(5, 0, 0), &to.label()).unwrap();
    assert_eq!(ev[1], Event::Rolled { sides: 6, face: 2, purpose: Purpose::Scatter { length: 9, modifier: 2 } });
    assert!(matches!(ev[3], Event::Scattered { hexes: 8, loss: 20, count: 1, doubled: false, .. }), "{:?}", ev[3]);
}

/// V4 (5.73): from the gate in 1316, 1516 lies behind the dust between 1416 and 1516: refused; 1416 is
/// fine; from 1416 the adjacent 1516 is fine; and 1316 → 1516 is fine when 1516 holds a friendly gate.
#[test]
fn v4_dust_allows_only_adjacent_hexes_or_gate_to_gate() {
    let mut st = board(1, &["1316"], &[6, 6, 6]);
    put(&mut st, "1316", fleets(2, 0, 0));
    assert_eq!(refused_case(&mut st, "1316", fleets(1, 0, 0), "1516"), "5.73");
    shift(&mut st, "1316", fleets(1, 0, 0), "1416").expect("in sight");
    // The next Game-Turn: the force in 1416 steps into the adjacent 1516.
    let mut next = board(1, &["1316"], &[6]);
    put(&mut next, "1416", fleets(1, 0, 0));
    shift(&mut next, "1416", fleets(1, 0, 0), "1516").expect("adjacent (5.73)");
    // Gate to gate.
    let mut gates = board(1, &["1316", "1516"], &[6]);
    put(&mut gates, "1316", fleets(1, 0, 0));
    shift(&mut gates, "1316", fleets(1, 0, 0), "1516").expect("friendly gate to friendly gate (5.73)");
}

/// 5.21, 5.13: a force that reaches a friendly gate within its CLR may go on; a part of it may go on
/// alone, and the fleets it leaves shift no more this Game-Turn.
#[test]
fn a_force_within_its_clr_goes_on_from_a_friendly_gate() {
    let mut st = board(1, &["1316", "1216"], &[]);
    put(&mut st, "1316", fleets(2, 0, 0));
    let ev = shift(&mut st, "1316", fleets(2, 0, 0), "1216").unwrap();
    assert_eq!(ev.last(), Some(&Event::Arrived { seat: P, hex: h("1216"), fleets: fleets(2, 0, 0), go_on: true, chits: 0 }));
    shift(&mut st, "1216", fleets(1, 0, 0), "1215").expect("one fleet goes on (5.21, 5.13)");
    assert_eq!(refused_case(&mut st, "1216", fleets(1, 0, 0), "1217"), "5.13");
}

/// 5.22: a force arriving where there is no friendly gate stops; its next shift is another force's.
#[test]
fn a_force_arriving_off_a_gate_stops() {
    let mut st = board(1, &["1316"], &[]);
    put(&mut st, "1316", fleets(1, 0, 0));
    let ev = shift(&mut st, "1316", fleets(1, 0, 0), "1416").unwrap();
    assert_eq!(ev.last(), Some(&Event::Arrived { seat: P, hex: h("1416"), fleets: fleets(1, 0, 0), go_on: false, chits: 0 }));
    assert_eq!(refused_case(&mut st, "1416", fleets(1, 0, 0), "1415"), "5.13");
}

/// 5.24, 5.51: attrition from a force of two kinds is the owner's choice, exactly the number owed.
#[test]
fn the_owner_chooses_the_attrition_of_a_mixed_force() {
    // CL 1, 2026 → 2020 beyond the CLR, die 1 on 6–8: 40% of 5 = 2, doubled 4; 9 hexes in direction 1.
    let mut st = board(1, &["2026"], &[1, 1]);
    put(&mut st, "2026", fleets(3, 2, 0));
    let ev = shift(&mut st, "2026", fleets(3, 2, 0), "2020").unwrap();
    let Event::Scattered { hex, count, .. } = ev[3].clone() else { panic!("{:?}", ev[3]) };
    assert_eq!(count, 4);
    assert!(matches!(ev[4], Event::MustLose { .. }), "{ev:?}");
    assert_eq!(ev[5], Event::Stopped { seat: P });
    assert_eq!(rules::to_act(&st), vec![P]);
    let wrong = rules::apply(&mut st, P, &Action::Lose { fleets: fleets(1, 0, 0) }).unwrap_err();
    assert_eq!(wrong.case, "5.24");
    let ev = rules::apply(&mut st, P, &Action::Lose { fleets: fleets(3, 1, 0) }).unwrap();
    assert_eq!(ev[0], Event::Lost { seat: P, hex, fleets: fleets(3, 1, 0), case: "5.51".into() });
    assert_eq!(st.fleets_of(P, hex), fleets(0, 1, 0));
    assert!(st.attrition.is_none());
}

/// 5.72: a scatter on a shift into the galactic nucleus removes the force even in sight of its gate.
#[test]
fn v18_a_scatter_on_a_shift_into_the_nucleus_removes_the_force() {
    let mut st = board(1, &["3119"], &[1, 1]);
    put(&mut st, "3119", fleets(2, 0, 0));
    let ev = shift(&mut st, "3119", fleets(2, 0, 0), "3217").unwrap();
    assert!(matches!(ev[3], Event::Scattered { .. }), "{ev:?}");
    assert!(matches!(&ev[4], Event::Lost { case, .. } if case == "5.72"), "{ev:?}");
}

/// 5.3: reserve shifts come after the regular shifts, one force each, within the CLR, and never a
/// force that shifted in the regular shifts (5.33).
#[test]
fn reserve_shifts_are_one_force_within_the_clr() {
    let mut st = board(1, &["1316", "1216"], &[]);
    put(&mut st, "1316", fleets(1, 0, 0));
    put(&mut st, "1216", fleets(1, 0, 0));
    shift(&mut st, "1316", fleets(1, 0, 0), "1416").unwrap();
    rules::apply(&mut st, P, &Action::EndPhase).unwrap();
    assert_eq!(st.phase, Phase::ReserveShifts);
    assert_eq!(refused_case(&mut st, "1416", fleets(1, 0, 0), "1415"), "5.13");
    shift(&mut st, "1216", fleets(1, 0, 0), "1215").expect("one reserve force");
    assert_eq!(st.phase, Phase::Exploration, "the one player's reserve shift is made");
}

/// 18.14: Conflict over Scorpii leaves out beacon stars and interstellar dust. V4's shift through the dust
/// side 1416|1516 is allowed there, no printed beacon star adds to the die, and no force discovers any.
#[test]
fn scorpii_plays_without_beacon_stars_or_dust() {
    let mut st = board(1, &["1316"], &[6, 6, 6]);
    st.scenario = "scorpii".into();
    st.players.push(st.players[0].clone());
    put(&mut st, "1316", fleets(1, 0, 0));
    let printed = starshift::engine::outreach::map::BEACONS[0].at();
    assert!(!starshift::engine::outreach::shift::beacon_at(&st, printed), "no printed beacon star in Scorpii (18.14)");
    assert_eq!(starshift::engine::outreach::beacons::all(&st).count(), 0);
    let ev = shift(&mut st, "1316", fleets(1, 0, 0), "1516").expect("no dust in Scorpii (18.14)");
    assert!(!ev.iter().any(|e| matches!(e, Event::Discovered { .. })), "nor beacon stars to discover: {ev:?}");
}

/// 5.13, 5.21: where the force going on stands at a gate beside unshifted fleets of the same kinds, a shift
/// beyond the CLR can only be the unshifted fleets' (the force going on stays within it): it is accepted
/// as theirs, and the force going on may still go on.
#[test]
fn beyond_the_clr_fleets_that_fit_both_forces_are_the_unshifted_ones() {
    let mut st = board(1, &["1316", "1216"], &[6, 6, 6]);
    put(&mut st, "1316", fleets(1, 0, 0));
    put(&mut st, "1216", fleets(1, 0, 0));
    shift(&mut st, "1316", fleets(1, 0, 0), "1216").expect("gate to gate within the CLR");
    assert!(st.moving.is_some(), "it may go on (5.21)");
    let ev = shift(&mut st, "1216", fleets(1, 0, 0), "1219").expect("the unshifted regular, from a gate (5.15)");
    assert!(matches!(ev[0], Event::Shifted { go_on: false, length: 3, .. }), "{ev:?}");
}

/// 5.43–5.44 in the view: a force of 2 regulars and 2 explorers from its gate in 2026 shows a destination 4
/// hexes away, with no gate or beacon, at +1 for its explorers; choosing only the explorers shows +2, only
/// the regulars +0, each with the
/// chance of scatter `shift::plan` gives that part, and the shift made with that part rolls with it.
#[test]
fn the_figures_of_part_of_a_force_follow_its_explorers() {
    use starshift::engine::outreach::{shift as rule, view};
    let mut st = board(1, &["2026"], &[1]);
    put(&mut st, "2026", fleets(2, 0, 2));
    let v = view::view(&st, P);
    let f = v.shifts.iter().find(|f| f.from == h("2026")).expect("the force may shift");
    let (to, whole) = f.to.iter().find(|(t, _)| *t == h("2022")).copied().expect("2022, 4 hexes, a destination");
    assert_eq!((whole.length, whole.modifier, whole.scatter_in_6), (4, 1, rule::scatter_in_6(4, 1)));
    for (part, modifier) in [(fleets(0, 0, 2), 2), (fleets(2, 0, 0), 0), (fleets(1, 0, 1), 1), (fleets(2, 0, 2), 1)] {
        let (_, p) = f.plans_for(part).into_iter().find(|(t, _)| *t == to).expect("the same destinations");
        assert_eq!(p.modifier, modifier, "{part:?}");
        assert_eq!(p.scatter_in_6, rule::scatter_in_6(4, modifier), "{part:?}");
        assert_eq!(Ok(p), rule::plan(&st, P, h("2026"), part, to), "{part:?}");
    }
    assert!(rule::scatter_in_6(4, 2) < rule::scatter_in_6(4, 0), "explorers alone scatter less often");
    let ev = shift(&mut st, "2026", fleets(0, 0, 2), "2022").unwrap();
    assert_eq!(ev[1], Event::Rolled { sides: 6, face: 1, purpose: Purpose::Scatter { length: 4, modifier: 2 } });
}
