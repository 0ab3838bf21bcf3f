//! The Resource Allocation Phase (Outreach 14.x): the brief's cases V9, V10 and V20, and the others the
//! rules name, each asserting the exact events.

use super::h;
use starshift::engine::outreach::action::Action;
use starshift::engine::outreach::economy::{self, FleetKind};
use starshift::engine::outreach::event::Event;
use starshift::engine::outreach::rules;
use starshift::engine::outreach::scenarios::Fleets;
use starshift::engine::outreach::state::{Chit, Force, Gate, Party, Phase, Seat, State};
use starshift::engine::outreach::step::{step, Step};

const P: Seat = Seat::P1;

fn fleets(r: u8, d: u8, e: u8) -> Fleets {
    Fleets { r, d, e }
}

/// The solitaire scenario (18.3) at its player's Resource Allocation, with `rp`, CL `cl`, and no forces.
fn allocation(rp: u32, cl: u8) -> State {
    let mut st = rules::new_game("psl", 1).unwrap();
    st.forces.clear();
    st.phase = Phase::ResourceAllocation;
    st.order = vec![P];
    st.at = 0;
    st.maintained = false;
    st.players[0].rp = rp;
    st.players[0].cl = cl;
    st
}

fn put(st: &mut State, hex: &str, f: Fleets) {
    st.forces.push(Force { owner: Party::Player(P), hex: h(hex), fleets: f, shifted: false, unknown: 0, chits: 0 });
}

fn act(st: &mut State, a: Action) -> Result<Vec<Event>, String> {
    rules::apply(st, P, &a).map_err(|r| r.case)
}

/// V9 (14.27–14.28): 6 regulars, 2 dreadnoughts and 3 explorers in a hex owe 7 RP (explorers exempt,
/// the first fleet free). With 5 RP the player removes two non-explorers, his choice, then pays 5.
#[test]
fn v9_maintenance_and_the_fleets_it_cannot_keep() {
    let mut st = allocation(5, 1);
    put(&mut st, "1316", fleets(6, 2, 3));
    assert_eq!(economy::maintenance(&st, P), 7);
    assert_eq!(step(&st), Step::Maintenance { seat: P });
    assert_eq!(act(&mut st, Action::Maintain), Err("14.28".into()));
    act(&mut st, Action::Disband { hex: h("1316"), fleets: fleets(1, 0, 0) }).unwrap();
    let ev = act(&mut st, Action::Disband { hex: h("1316"), fleets: fleets(0, 1, 0) }).unwrap();
    assert_eq!(ev, vec![Event::Lost { seat: P, hex: h("1316"), fleets: fleets(0, 1, 0), case: "14.28".into() }]);
    assert_eq!(act(&mut st, Action::Maintain).unwrap(), vec![Event::Maintained { seat: P, rp: 5 }]);
    assert_eq!(st.player(P).rp, 0);
    assert_eq!(st.fleets_of(P, h("1316")), fleets(5, 1, 3));
    assert_eq!(step(&st), Step::Orders { seat: P });
}

/// V10 (14.18): a neutralized gate of SP 5 with 3 of a CL 2 player's fleets there: 3 fleets (5 − 2) and
/// 5 RP make it his; refused while another player's force is in the hex.
#[test]
fn v10_deneutralizing_costs_rp_equal_to_sp_and_sp_less_cl_fleets() {
    let mut st = allocation(5, 2);
    st.maintained = true;
    let hex = h("1416");
    st.gates.push(Gate { hex, owner: None, sp: 5, neutralized: true, created: 0, augmented: 0, face_down: false });
    put(&mut st, "1416", fleets(3, 0, 0));
    st.forces.push(Force { owner: Party::Player(Seat::P2), hex, fleets: fleets(1, 0, 0), shifted: false, unknown: 0, chits: 0 });
    let order = Action::Deneutralize { hex, fleets: fleets(3, 0, 0) };
    assert_eq!(act(&mut st, order.clone()), Err("14.18".into()));
    st.forces.retain(|f| f.owner == P);
    assert_eq!(act(&mut st, Action::Deneutralize { hex, fleets: fleets(2, 0, 0) }), Err("14.18".into()));
    let ev = act(&mut st, order).unwrap();
    assert_eq!(ev, vec![Event::Deneutralized { seat: P, hex, fleets: fleets(3, 0, 0), rp: 5 }]);
    let g = st.gate_at(hex).unwrap();
    assert_eq!((g.owner, g.neutralized, st.player(P).rp), (Some(P.into()), false, 0));
}

/// V20 (14.21–14.25): at CL 0 a player raises one fleet per gate hex as at CL 1 — an explorer only in an
/// axis hex; none at a gate augmented this phase, none at a gate of 0 SP.
#[test]
fn v20_raising_fleets() {
    let mut st = allocation(30, 0);
    st.maintained = true;
    st.gates.clear();
    let gate = |hex: &str, sp: u8| Gate { hex: h(hex), owner: Some(Party::Player(P)), sp, neutralized: false, created: 0, augmented: 0, face_down: false };
    st.gates.extend([gate("1216", 2), gate("1316", 2), gate("1118", 0)]);
    // 1316 augmented this phase: its chit allows more SP.
    st.chits.retain(|c| c.hex != h("1316"));
    st.chits.push(Chit { hex: h("1316"), value: 4, drawn: None, known_by: vec![P] });
    put(&mut st, "1316", fleets(1, 0, 0));
    act(&mut st, Action::Augment { hex: h("1316"), fleets: fleets(1, 0, 0) }).unwrap();
    assert_eq!(st.gate_at(h("1316")).unwrap().sp, 3);
    assert_eq!(act(&mut st, Action::Raise { hex: h("1316"), kind: FleetKind::Regular }), Err("14.21".into()));
    assert_eq!(act(&mut st, Action::Raise { hex: h("1118"), kind: FleetKind::Regular }), Err("14.21".into()));
    // 1216 is a spiral axis hex: an explorer may be raised there (14.25); 1316 is fringe, where none may.
    assert_eq!(act(&mut st, Action::Raise { hex: h("1316"), kind: FleetKind::Explorer }), Err("14.21".into()));
    assert_eq!(
        act(&mut st, Action::Raise { hex: h("1216"), kind: FleetKind::Explorer }).unwrap(),
        vec![Event::Raised { seat: P, hex: h("1216"), kind: FleetKind::Explorer, rp: 5 }]
    );
    // One per hex at CL 0 (14.22).
    assert_eq!(act(&mut st, Action::Raise { hex: h("1216"), kind: FleetKind::Regular }), Err("14.22".into()));
}

/// 14.12–14.16: a gate is created in an explored hex with two fleets that began the phase there, at 0 SP,
/// augmented next Game-Turn at the earliest, never past the potential; at the potential its chit goes back.
#[test]
fn creating_and_augmenting_a_gate() {
    let mut st = allocation(0, 1);
    st.maintained = true;
    let hex = h("1416");
    put(&mut st, "1416", fleets(4, 0, 0));
    assert_eq!(act(&mut st, Action::Create { hex, fleets: fleets(2, 0, 0) }), Err("14.12".into()));
    st.players[0].explored.push(hex);
    st.chits.push(Chit { hex, value: 2, drawn: Some(7), known_by: vec![P] });
    st.pool.retain(|&c| c != 7);
    assert_eq!(act(&mut st, Action::Create { hex, fleets: fleets(1, 0, 0) }), Err("14.13".into()));
    assert_eq!(
        act(&mut st, Action::Create { hex, fleets: fleets(2, 0, 0) }).unwrap(),
        vec![Event::GateCreated { seat: P, hex, fleets: fleets(2, 0, 0) }]
    );
    assert_eq!(act(&mut st, Action::Augment { hex, fleets: fleets(1, 0, 0) }), Err("14.15".into()));
    // The next Game-Turn.
    st.turn += 1;
    assert_eq!(act(&mut st, Action::Augment { hex, fleets: fleets(2, 0, 0) }).unwrap()[1], Event::ChitReturned { hex });
    assert!(st.chit_at(hex).is_none() && st.pool.contains(&7));
    assert_eq!(st.gate_at(hex).unwrap().sp, 2);
}

/// The phase in the Game-Turn: after exploration everyone's income (one RP per SP, 14.0); after the last
/// player's orders the next Game-Turn begins.
#[test]
fn income_then_the_next_game_turn() {
    let mut st = rules::new_game("psl", 1).unwrap();
    let sp: u32 = st.gates.iter().map(|g| g.sp as u32).sum();
    let rp = st.player(P).rp;
    act(&mut st, Action::EndPhase).unwrap(); // regular shifts
    act(&mut st, Action::EndPhase).unwrap(); // reserve shift
    let ev = act(&mut st, Action::EndPhase).unwrap(); // exploration
    assert_eq!(ev[2..], [Event::PhaseBegan { phase: Phase::ResourceAllocation }, Event::Income { seat: P, rp: sp }]);
    assert_eq!(st.player(P).rp, rp + sp);
    act(&mut st, Action::Maintain).unwrap();
    let ev = act(&mut st, Action::EndPhase).unwrap();
    assert!(ev.contains(&Event::TurnBegan { turn: 2 }), "{ev:?}");
}

/// Route to the Nucleus (18.2) at the Guardians' (Player 1's) orders, maintenance paid, with 33 RP.
fn guardians_orders() -> State {
    let mut st = rules::new_game("nucleus", 1).unwrap();
    st.phase = Phase::ResourceAllocation;
    st.order = vec![Seat::P1, Seat::P2, Seat::P3];
    st.at = 0;
    st.maintained = true;
    st.players[0].rp = 33;
    st
}

/// 18.24: the Guardians of Route to the Nucleus create and augment no StarGates, and keep 20 RP at most
/// as their orders end. 18.26: the Centaurians own one dreadnought per ten SP at most.
#[test]
fn route_to_the_nucleus_restricts_the_guardians_and_the_dreadnoughts() {
    let mut st = guardians_orders();
    st.players[0].explored.push(h("1117"));
    st.forces.push(Force { owner: Party::Player(Seat::P1), hex: h("1117"), fleets: fleets(2, 0, 0), shifted: false, unknown: 0, chits: 0 });
    let create = Action::Create { hex: h("1117"), fleets: fleets(2, 0, 0) };
    assert_eq!(rules::apply(&mut st, Seat::P1, &create).unwrap_err().case, "18.24");
    let augment = Action::Augment { hex: h("1416"), fleets: fleets(1, 0, 0) };
    st.forces.push(Force { owner: Party::Player(Seat::P1), hex: h("1416"), fleets: fleets(1, 0, 0), shifted: false, unknown: 0, chits: 0 });
    assert_eq!(rules::apply(&mut st, Seat::P1, &augment).unwrap_err().case, "18.24");
    let ev = rules::apply(&mut st, Seat::P1, &Action::EndPhase).unwrap();
    assert_eq!(ev[0], Event::RpLost { seat: Seat::P1, rp: 13, case: "18.24".into() });
    assert_eq!(st.players[0].rp, 20);
    // The Centaurians: 10 SP of gates, so one dreadnought; none raised yet at their start.
    assert_eq!(economy::income(&st, Seat::P2), 10);
    assert_eq!(step(&st), Step::Maintenance { seat: Seat::P2 });
    rules::apply(&mut st, Seat::P2, &Action::Maintain).unwrap();
    st.players[1].rp = 30;
    let raise = rules::legal_actions(&st, Seat::P2)
        .into_iter()
        .find(|a| matches!(a, Action::Raise { kind: FleetKind::Dreadnought, .. }))
        .expect("a first dreadnought may be raised");
    st.forces.push(Force { owner: Party::Player(Seat::P2), hex: h("1224"), fleets: fleets(0, 1, 0), shifted: false, unknown: 0, chits: 0 });
    assert_eq!(rules::apply(&mut st, Seat::P2, &raise).unwrap_err().case, "18.26");
}

/// 18.24: the Guardians may de-neutralize a StarGate that began the game theirs (14.18), never another.
#[test]
fn the_guardians_de_neutralize_only_their_own_starting_gates() {
    let mut st = guardians_orders();
    let cl = st.players[0].cl;
    // A neutral gate the Guardians did not begin with, their fleets alone in its hex.
    st.gates.push(Gate { hex: h("1117"), owner: None, sp: 2, neutralized: true, created: 0, augmented: 0, face_down: false });
    st.forces.push(Force { owner: Party::Player(Seat::P1), hex: h("1117"), fleets: fleets(4, 0, 0), shifted: false, unknown: 0, chits: 0 });
    let need = 2u8.saturating_sub(cl);
    let other = Action::Deneutralize { hex: h("1117"), fleets: fleets(need, 0, 0) };
    let r = rules::apply(&mut st, Seat::P1, &other).unwrap_err();
    assert_eq!(r.case, "18.24");
    assert!(!rules::legal_actions(&st, Seat::P1).contains(&other));
    // One of their own starting gates, neutralized: it may be taken back.
    let g = st.gates.iter_mut().find(|g| g.hex == h("1416")).expect("a Guardian starting gate");
    g.neutralized = true;
    let sp = g.sp;
    let need = sp.saturating_sub(cl);
    st.forces.push(Force { owner: Party::Player(Seat::P1), hex: h("1416"), fleets: fleets(need.max(1), 0, 0), shifted: false, unknown: 0, chits: 0 });
    let own = Action::Deneutralize { hex: h("1416"), fleets: fleets(need, 0, 0) };
    let ev = rules::apply(&mut st, Seat::P1, &own).unwrap();
    assert_eq!(ev[0], Event::Deneutralized { seat: Seat::P1, hex: h("1416"), fleets: fleets(need, 0, 0), rp: sp as u32 });
}
