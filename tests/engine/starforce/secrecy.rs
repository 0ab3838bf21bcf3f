//! What a seat, a log line, a record and a link show of another player's plot and Forces (SF 7.1–7.2):
//! nothing of a sealed plot, and of Forces not revealed only that a player has some in a hex.

use starshift::engine::game::Game;
use starshift::engine::link;
use starshift::engine::record::Session;
use starshift::engine::starforce::plot::{Order, Plot};
use starshift::engine::starforce::space::LiteZulu;
use starshift::engine::starforce::{Action, Seat, StarForce};

const SALT: u64 = 0x5eed_5a17_0b5c_0de5;

#[test]
fn a_sealed_plot_is_nowhere_in_the_record_the_link_or_the_other_view() {
    let mut s = Session::<StarForce>::new("reference", Default::default(), 3).unwrap();
    // The League's pre-game shift (SF 16.0): Force A to a LiteZulu no one else could guess from its Gate.
    let to = LiteZulu::parse("2712/+4").unwrap();
    let a = s.state.forces.iter().find(|f| f.owner == Seat::P2).unwrap().id;
    let plot = Plot { orders: vec![(a, Order::Shift { to, via: None })] };
    let (c, action) = StarForce::seal(&s.state, Seat::P2, &plot.to_bytes(), SALT).expect("a legal plot seals");
    assert_eq!(action, Action::SealPlot { commitment: c });
    s.act(Seat::P2, action).unwrap();
    let record = serde_json::to_string(&s.record()).unwrap();
    assert!(!record.contains("2712") && !record.contains(&SALT.to_string()), "the record holds the commitment only: {record}");
    let code = link::encode(&s);
    let decoded = link::decode::<StarForce>(&code).expect("the link decodes");
    let decoded = serde_json::to_string(&decoded.record()).unwrap();
    assert!(!decoded.contains("2712"), "nor does the link");
    let other = serde_json::to_string(&StarForce::view(&s.state, Seat::P1)).unwrap();
    assert!(!other.contains("2712"), "nor the Hegemony's view");
    for e in &s.history {
        for ev in &e.events {
            let words = StarForce::describe(ev, Some(Seat::P1));
            assert!(!words.contains("2712"), "{words}");
        }
    }
    // Opened and carried out: the Hegemony sees the League present in hex 2712, at no level, and its log
    // says nothing of where.
    let open = StarForce::open(&s.state, Seat::P2, &plot.to_bytes(), SALT).unwrap();
    s.act(Seat::P2, open).unwrap();
    let v = StarForce::view(&s.state, Seat::P1);
    assert!(v.presence.iter().any(|p| p.owner == Seat::P2 && p.hex == "2712"));
    assert!(!serde_json::to_string(&v).unwrap().contains("2712/+4"));
    for ev in &s.history.last().unwrap().events {
        let words = StarForce::describe(ev, Some(Seat::P1));
        assert!(!words.contains("2712"), "{words}");
    }
    let own = serde_json::to_string(&StarForce::view(&s.state, Seat::P2)).unwrap();
    assert!(own.contains("2712/+4"), "the League sees its own Force's level");
}

/// The log names a seat's own Forces by kind and counter, another player's only as one of his Forces, even
/// where the line is public, an overshift roll (SF 7.2, 7.3); a Force gone from the Display keeps its name.
#[test]
fn the_log_names_your_own_forces_and_not_another_players() {
    use super::cases::{begin, d10, gate, plots, script, sf, z};
    use starshift::engine::starforce::scenarios;
    let mut st = scenarios::blank(2, 1);
    gate(&mut st, Seat::P1, "Sol");
    let a = sf(&mut st, Seat::P1, "A", "2020/0");
    let mut st = begin(st);
    // An overshift by one with a 9: randomized (SF 6.4); then A breaks down.
    script(&mut st, &[d10(9), 1, 21]);
    let shift = Plot { orders: vec![(a, Order::Shift { to: z("2612/-2"), via: None })] };
    let events = plots(&mut st, vec![(Seat::P1, shift)]);
    let lines = |seat| events.iter().map(|ev| StarForce::describe_in(&st, ev, Some(seat))).filter(|w| !w.is_empty()).collect::<Vec<_>>();
    let own = lines(Seat::P1);
    assert!(own.contains(&"Player 1's plot opens: StarForce A shifts to 2612/-2.".to_string()), "{own:?}");
    assert!(own.contains(&"Overshift by 1 for StarForce A: d10 9 — randomized (SF 6.4).".to_string()), "{own:?}");
    let other = lines(Seat::P2);
    assert!(other.contains(&"Overshift by 1 for a Force of Player 1: d10 9 — randomized (SF 6.4).".to_string()), "{other:?}");
    assert!(other.iter().all(|l| !l.contains("StarForce A") && !l.contains('#')), "{other:?}");
    assert!(other.iter().any(|l| l.starts_with("A Force of Player 1 is randomized to ")), "{other:?}");
    let events = plots(&mut st, vec![(Seat::P1, Plot { orders: vec![(a, Order::BreakDown)] })]);
    let own: Vec<String> = events.iter().map(|ev| StarForce::describe_in(&st, ev, Some(Seat::P1))).collect();
    assert!(own.contains(&"StarForce A breaks down into four FakerForces (SF 33.2).".to_string()), "{own:?}");
}
