//! The developer test cases of the StarForce brief (shared/design/starforce.md §5, cases 2 and 4–18):
//! set up, act with scripted dice and chits, assert the exact events. d10 faces are 0–9 as the brief
//! writes them; the state's dice give 1–10, so scripts add one (`d10`); chit numbers likewise (`top`,
//! `bottom`).

use starshift::engine::dice::Dice;
use starshift::engine::game::{Game, RefusalKind};
use starshift::engine::seal::{Sealing, LISTED_SALT};
use starshift::engine::starforce::data::stars::{by_name, STARS};
use starshift::engine::starforce::data::tables::{Overshift, ShiftKind};
use starshift::engine::starforce::event::{BattleEnd, Event, Purpose};
use starshift::engine::starforce::plot::{self, Order, Plot};
use starshift::engine::starforce::random::ChitPart;
use starshift::engine::starforce::space::LiteZulu;
use starshift::engine::starforce::state::{
    Force, Gate, GateState, Kind, Rescue, Seat, Split, State,
};
use starshift::engine::starforce::{combat, rescue, rules, scenarios, shift, step, Action, StarForce};

const P1: Seat = Seat::P1;
const P2: Seat = Seat::P2;
const P3: Seat = Seat::P3;

pub fn z(s: &str) -> LiteZulu {
    LiteZulu::parse(s).unwrap_or_else(|| panic!("{s} is no LiteZulu"))
}

/// Places a Force of `kind`; its id is the next free one.
pub fn unit(st: &mut State, owner: Seat, kind: Kind, name: &str, at: LiteZulu) -> u8 {
    let id = st.next_id;
    st.next_id += 1;
    st.forces.push(Force {
        id,
        name: name.into(),
        owner,
        kind,
        at,
        cargo: 0,
        revealed: false,
    });
    id
}

pub fn sf(st: &mut State, owner: Seat, name: &str, at: &str) -> u8 {
    unit(st, owner, Kind::StarForce, name, z(at))
}

pub fn system(name: &str) -> u8 {
    let s = by_name(name).unwrap_or_else(|| panic!("no system {name}"));
    STARS.iter().position(|t| t.name == s.name).unwrap() as u8
}

pub fn gate(st: &mut State, owner: Seat, name: &str) -> LiteZulu {
    st.gates.push(Gate {
        system: system(name),
        owner,
        state: GateState::Operational,
        at: STARS[system(name) as usize].at,
    });
    STARS[system(name) as usize].at
}

/// Script faces: d10 results 0–9 as written, or chit numbers.
pub fn d10(f: u32) -> u32 {
    f + 1
}
pub fn top(n: i32) -> u32 {
    (n + 1) as u32
}
pub fn bottom(n: i32) -> u32 {
    (n + 21) as u32
}

pub fn script(st: &mut State, faces: &[u32]) {
    st.dice = Dice::scripted(faces);
}

fn shift_to(id: u8, to: &str) -> (u8, Order) {
    (
        id,
        Order::Shift {
            to: z(to),
            via: None,
        },
    )
}

/// Every seat in the plot step seals its plot (none given: it holds), then all open; the events of the
/// openings.
pub fn plots(st: &mut State, given: Vec<(Seat, Plot)>) -> Vec<Event> {
    let seats: Vec<Seat> = StarForce::to_act(st);
    let plot_of = |s: Seat| {
        given
            .iter()
            .find(|(g, _)| *g == s)
            .map_or(Plot::default(), |(_, p)| p.clone())
    };
    for &s in &seats {
        let c = rules::plot_commitment(&plot_of(s), LISTED_SALT);
        StarForce::apply(st, s, &Action::SealPlot { commitment: c }).expect("seal");
    }
    let mut events = Vec::new();
    for &s in &seats {
        events.extend(
            StarForce::apply(
                st,
                s,
                &Action::OpenPlot {
                    plot: plot_of(s),
                    salt: LISTED_SALT,
                },
            )
            .expect("open"),
        );
    }
    events
}

/// Every side in the segment seals its split, then all open; the events of the openings.
pub fn splits(st: &mut State, given: Vec<(Seat, Split)>) -> Vec<Event> {
    let seats: Vec<Seat> = StarForce::to_act(st);
    assert_eq!(
        seats,
        given.iter().map(|g| g.0).collect::<Vec<_>>(),
        "the sides splitting"
    );
    for (s, x) in &given {
        StarForce::apply(
            st,
            *s,
            &Action::SealSplit {
                commitment: rules::split_commitment(x, LISTED_SALT),
            },
        )
        .expect("seal");
    }
    let mut events = Vec::new();
    for (s, x) in &given {
        events.extend(
            StarForce::apply(
                st,
                *s,
                &Action::OpenSplit {
                    split: x.clone(),
                    salt: LISTED_SALT,
                },
            )
            .expect("open"),
        );
    }
    events
}

pub fn split(attacks: &[(Seat, u32)], defence: u32) -> Split {
    Split {
        break_off: false,
        defence,
        attacks: attacks.to_vec(),
    }
}

fn rolled(sides: u32, face: u32, purpose: Purpose) -> Event {
    Event::Rolled {
        sides,
        face,
        purpose,
    }
}

fn at(st: &State, id: u8) -> Option<LiteZulu> {
    st.force(id).map(|f| f.at)
}

pub fn begin(st: State) -> State {
    rules::begin(st)
}

#[test]
fn case_2_a_plot_outside_known_space_is_refused_and_nothing_changes() {
    // SF 2.3, 6.1
    let mut st = scenarios::blank(1, 1);
    let a = sf(&mut st, P1, "A", "2020/0");
    let mut st = begin(st);
    let plot = Plot {
        orders: vec![shift_to(a, "2336/+17")],
    };
    let r = plot::check(&st, P1, &plot).unwrap_err();
    assert_eq!(r.case, "SF 2.3");
    assert!(
        StarForce::seal(&st, P1, &plot.to_bytes(), 9).is_none(),
        "the app cannot seal it"
    );
    StarForce::apply(
        &mut st,
        P1,
        &Action::SealPlot {
            commitment: rules::plot_commitment(&plot, 0),
        },
    )
    .unwrap();
    let before = st.clone();
    let r = StarForce::apply(&mut st, P1, &Action::OpenPlot { plot, salt: 0 }).unwrap_err();
    assert_eq!((r.kind, r.case.as_str()), (RefusalKind::Illegal, "SF 2.3"));
    assert_eq!(st, before);
}

#[test]
fn case_4_a_gate_shift_of_ten_lites_needs_no_roll() {
    // SF 6.2
    let mut st = scenarios::blank(1, 1);
    gate(&mut st, P1, "Sol");
    let ids: Vec<u8> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| sf(&mut st, P1, n, "2020/0"))
        .collect();
    let mut st = begin(st);
    let plot = Plot {
        orders: ids.iter().map(|&i| shift_to(i, "3015/-3")).collect(),
    };
    let events = plots(&mut st, vec![(P1, plot.clone())]);
    let mut want = vec![Event::PlotOpened { seat: P1, plot }];
    for &i in &ids {
        want.push(Event::Shifted {
            force: i,
            owner: P1,
            to: z("3015/-3"),
            kind: ShiftKind::Gate,
            distance: 10,
            result: Overshift::Arrives,
        });
    }
    want.push(Event::TurnBegan {
        turn: 2,
        plotting: vec![P1],
    });
    assert_eq!(events, want);
}

#[test]
fn case_5_an_overshift_by_one_arrives_mirrors_or_is_randomized() {
    // SF 6.4, 6.5, 15.0
    let mut st = scenarios::blank(1, 1);
    gate(&mut st, P1, "Sol");
    let ids: Vec<u8> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| sf(&mut st, P1, n, "2020/0"))
        .collect();
    let mut st = begin(st);
    script(
        &mut st,
        &[d10(3), d10(7), d10(9), d10(0), top(5), bottom(3), top(20)],
    );
    let plot = Plot {
        orders: ids.iter().map(|&i| shift_to(i, "2612/-2")).collect(),
    };
    let events = plots(&mut st, vec![(P1, plot.clone())]);
    let ov = |i: u8| Purpose::Overshift {
        force: i,
        excess: 1,
    };
    let shifted = |i: u8, to: &str, result| Event::Shifted {
        force: i,
        owner: P1,
        to: z(to),
        kind: ShiftKind::Gate,
        distance: 11,
        result,
    };
    let place = |part| Purpose::Placement {
        force: ids[2],
        part,
    };
    assert_eq!(
        events,
        vec![
            Event::PlotOpened { seat: P1, plot },
            rolled(10, d10(3), ov(ids[0])),
            rolled(10, d10(7), ov(ids[1])),
            rolled(10, d10(9), ov(ids[2])),
            rolled(10, d10(0), ov(ids[3])),
            shifted(ids[0], "2612/-2", Overshift::Arrives),
            shifted(ids[1], "1428/+2", Overshift::Mirror),
            shifted(ids[3], "2612/-2", Overshift::Arrives),
            rolled(41, top(5), place(ChitPart::Top)),
            rolled(41, bottom(3), place(ChitPart::Bottom)),
            rolled(41, top(20), place(ChitPart::Top)),
            Event::Randomized {
                force: ids[2],
                to: z("0520/+3"),
                case: "SF 6.4".into()
            },
            Event::TurnBegan {
                turn: 2,
                plotting: vec![P1]
            },
        ]
    );
}

#[test]
fn case_6_a_mirror_outside_known_space_rebounds_and_a_nine_destroys() {
    // SF 6.4, 6.5
    for (face, lost) in [(4, false), (9, true)] {
        let mut st = scenarios::blank(1, 1);
        let a = sf(&mut st, P1, "A", "2030/-10");
        sf(&mut st, P1, "B", "2020/0");
        let mut st = begin(st);
        let p = shift::plan(
            &st,
            P1,
            &Plot::default(),
            st.force(a).unwrap(),
            z("2022/-4"),
            None,
        )
        .unwrap();
        assert_eq!((p.kind, p.distance, p.excess), (ShiftKind::Stellar, 10, 5));
        script(&mut st, &[d10(face), top(5), bottom(3), top(20)]);
        let events = plots(
            &mut st,
            vec![(
                P1,
                Plot {
                    orders: vec![shift_to(a, "2022/-4")],
                },
            )],
        );
        assert_eq!(
            events[1],
            rolled(
                10,
                d10(face),
                Purpose::Overshift {
                    force: a,
                    excess: 5
                }
            )
        );
        if lost {
            assert_eq!(
                events[2],
                Event::ForceLost {
                    force: a,
                    case: "SF 6.4".into()
                }
            );
            assert!(st.force(a).is_none());
        } else {
            assert_eq!(
                events[5],
                Event::Randomized {
                    force: a,
                    to: z("0520/+3"),
                    case: "SF 6.5".into()
                }
            );
        }
    }
}

#[test]
fn case_7_an_enhancer_serves_two_forces_and_refuses_a_third() {
    // SF 6.3
    let mut st = scenarios::blank(1, 1);
    let e = sf(&mut st, P1, "E", "2626/+7");
    let [x, y, w] = ["X", "Y", "Z"].map(|n| sf(&mut st, P1, n, "2222/+2"));
    let st = begin(st);
    let via = |id: u8, v: Option<u8>| {
        (
            id,
            Order::Shift {
                to: z("2626/+7"),
                via: v,
            },
        )
    };
    let three = Plot {
        orders: vec![
            (e, Order::Enhance),
            via(x, Some(e)),
            via(y, Some(e)),
            via(w, Some(e)),
        ],
    };
    assert_eq!(plot::check(&st, P1, &three).unwrap_err().case, "SF 6.3");
    let two = Plot {
        orders: vec![
            (e, Order::Enhance),
            via(x, Some(e)),
            via(y, Some(e)),
            via(w, None),
        ],
    };
    plot::check(&st, P1, &two).unwrap();
    let plan = |id, v| shift::plan(&st, P1, &two, st.force(id).unwrap(), z("2626/+7"), v).unwrap();
    assert_eq!(
        (
            plan(x, Some(e)).kind,
            plan(x, Some(e)).distance,
            plan(x, Some(e)).excess
        ),
        (ShiftKind::Enhanced, 8, 0)
    );
    assert_eq!(
        (plan(w, None).kind, plan(w, None).excess),
        (ShiftKind::Stellar, 3)
    );
    // Naming a Force that does not plot Enhance is refused too.
    let lazy = Plot {
        orders: vec![via(x, Some(e))],
    };
    assert_eq!(plot::check(&st, P1, &lazy).unwrap_err().case, "SF 6.3");
}

#[test]
fn case_8_gate_to_gate_shifts() {
    // SF 6.2, 6.4
    let mut st = scenarios::blank(1, 1);
    let tau = gate(&mut st, P1, "Tau Ceti");
    let eri = gate(&mut st, P1, "82 Eridani");
    let pav = gate(&mut st, P1, "Delta Pavonis");
    let a = unit(&mut st, P1, Kind::StarForce, "A", tau);
    let st = begin(st);
    let f = st.force(a).unwrap();
    let p = shift::plan(&st, P1, &Plot::default(), f, eri, None).unwrap();
    assert_eq!(
        (p.kind, p.distance, p.excess),
        (ShiftKind::GateToGate, 12, 0)
    );
    let p = shift::plan(&st, P1, &Plot::default(), f, pav, None).unwrap();
    assert_eq!(
        (p.kind, p.distance, p.excess),
        (ShiftKind::GateToGate, 21, 1)
    );
}

/// Two players' Forces at one LiteZulu after an all-hold plot: the battle begins.
fn battle(st: State) -> (State, Vec<Event>) {
    let mut st = begin(st);
    let events = plots(&mut st, vec![]);
    (st, events)
}

#[test]
fn case_9_two_against_two() {
    // SF 8.2, 8.4
    let mut st = scenarios::blank(2, 1);
    let here = "2525/+3";
    let a = [sf(&mut st, P1, "A", here), sf(&mut st, P1, "B", here)];
    let b = [sf(&mut st, P2, "J", here), sf(&mut st, P2, "K", here)];
    let (mut st, events) = battle(st);
    assert!(events.contains(&Event::BattleBegan {
        at: z(here),
        sides: vec![P1, P2]
    }));
    assert!(
        st.forces.iter().all(|f| f.revealed),
        "SF 7.3: a battle reveals its units"
    );
    script(
        &mut st,
        &[
            d10(8),
            d10(3),
            top(5),
            bottom(3),
            top(20),
            top(5),
            bottom(4),
            top(20),
        ],
    );
    let events = splits(
        &mut st,
        vec![(P1, split(&[(P2, 4)], 2)), (P2, split(&[(P1, 3)], 3))],
    );
    assert_eq!(
        events[2],
        rolled(
            10,
            d10(8),
            Purpose::Combat {
                side: P1,
                target: P2,
                differential: 1
            }
        )
    );
    assert_eq!(
        events[3],
        rolled(
            10,
            d10(3),
            Purpose::Combat {
                side: P2,
                target: P1,
                differential: 1
            }
        )
    );
    assert_eq!(
        events[7],
        Event::Randomized {
            force: b[0],
            to: z("0520/+3"),
            case: "SF 8.5".into()
        }
    );
    assert_eq!(
        events[11],
        Event::Randomized {
            force: b[1],
            to: z("0520/+4"),
            case: "SF 8.5".into()
        }
    );
    assert_eq!(
        events[12],
        Event::BattleEnded {
            at: z(here),
            why: BattleEnd::Decided
        }
    );
    assert!(a.iter().all(|&i| at(&st, i) == Some(z(here))));
}

#[test]
fn case_10_a_gate_joins_in_segment_two_is_neutralized_then_permanently() {
    // SF 8.3, 8.5, 9.0
    let mut st = scenarios::blank(2, 1);
    let tau = gate(&mut st, P2, "Tau Ceti");
    let attackers: Vec<u8> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| unit(&mut st, P1, Kind::StarForce, n, tau))
        .collect();
    let defender = unit(&mut st, P2, Kind::StarForce, "J", tau);
    let (mut st, _) = battle(st);
    script(
        &mut st,
        &[
            d10(5),
            top(5),
            bottom(3),
            top(20),
            d10(0),
            d10(7),
            top(5),
            bottom(4),
            top(20),
        ],
    );
    // Segment 1: the Gate neither allots nor can be hit.
    let events = splits(
        &mut st,
        vec![(P1, split(&[(P2, 9)], 3)), (P2, split(&[(P1, 0)], 3))],
    );
    assert_eq!(
        events[2],
        rolled(
            10,
            d10(5),
            Purpose::Combat {
                side: P1,
                target: P2,
                differential: 6
            }
        )
    );
    assert_eq!(
        events[6],
        Event::Randomized {
            force: defender,
            to: z("0520/+3"),
            case: "SF 8.5".into()
        }
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GateNeutralized { .. })),
        "points beyond the Force do not reach the Gate in segment 1"
    );
    // Segment 2: the Gate fights alone: 2 Attack, 3 Defense.
    let events = splits(
        &mut st,
        vec![(P1, split(&[(P2, 10)], 2)), (P2, split(&[(P1, 2)], 3))],
    );
    assert_eq!(
        events[2],
        rolled(
            10,
            d10(0),
            Purpose::Combat {
                side: P1,
                target: P2,
                differential: 7
            }
        )
    );
    assert_eq!(
        events[3],
        rolled(
            10,
            d10(7),
            Purpose::Combat {
                side: P2,
                target: P1,
                differential: 0
            }
        )
    );
    assert_eq!(
        events[7],
        Event::Randomized {
            force: attackers[0],
            to: z("0520/+4"),
            case: "SF 8.5".into()
        }
    );
    assert_eq!(
        events[8],
        Event::GateNeutralized {
            system: system("Tau Ceti")
        }
    );
    assert_eq!(
        events[9],
        Event::BattleEnded {
            at: tau,
            why: BattleEnd::Decided
        }
    );
    assert_eq!(
        events[10],
        Event::GatePermanentlyNeutralized {
            system: system("Tau Ceti")
        }
    );
    assert_eq!(st.gates[0].state, GateState::PermanentlyNeutralized);
}

#[test]
fn case_11_two_forces_against_a_lone_gate() {
    // SF 8.3, 8.7, 9.0
    let mut st = scenarios::blank(2, 1);
    let tau = gate(&mut st, P2, "Tau Ceti");
    let a = [
        unit(&mut st, P1, Kind::StarForce, "A", tau),
        unit(&mut st, P1, Kind::StarForce, "B", tau),
    ];
    let (mut st, events) = battle(st);
    assert!(
        events.contains(&Event::SegmentBegan {
            at: tau,
            segment: 2,
            sealing: starshift::engine::seal::Sealing::new(2, |_| true)
        }),
        "segment 1 has nothing to fight: {events:?}"
    );
    script(
        &mut st,
        &[
            d10(9),
            d10(9),
            top(5),
            bottom(3),
            top(20),
            top(5),
            bottom(4),
            top(20),
        ],
    );
    let events = splits(
        &mut st,
        vec![(P1, split(&[(P2, 5)], 1)), (P2, split(&[(P1, 4)], 1))],
    );
    assert_eq!(
        events[2],
        rolled(
            10,
            d10(9),
            Purpose::Combat {
                side: P1,
                target: P2,
                differential: 4
            }
        )
    );
    assert_eq!(
        events[3],
        rolled(
            10,
            d10(9),
            Purpose::Combat {
                side: P2,
                target: P1,
                differential: 3
            }
        )
    );
    assert_eq!(
        events[7],
        Event::Randomized {
            force: a[0],
            to: z("0520/+3"),
            case: "SF 8.5".into()
        }
    );
    assert_eq!(
        events[11],
        Event::Randomized {
            force: a[1],
            to: z("0520/+4"),
            case: "SF 8.5".into()
        }
    );
    assert_eq!(
        events[12],
        Event::GateNeutralized {
            system: system("Tau Ceti")
        }
    );
    assert_eq!(
        events[13],
        Event::BattleEnded {
            at: tau,
            why: BattleEnd::Decided
        }
    );
    assert_eq!(
        events[14],
        Event::GateRecovered {
            system: system("Tau Ceti")
        }
    );
}

#[test]
fn case_12_a_break_off_shifts_five_lites_at_most_to_an_enemy_free_place() {
    // SF 8.6
    let mut st = scenarios::blank(2, 1);
    let here = "2525/+3";
    let a = sf(&mut st, P1, "A", here);
    sf(&mut st, P2, "J", here);
    sf(&mut st, P2, "K", here);
    let (mut st, _) = battle(st);
    script(&mut st, &[d10(0), d10(0)]);
    splits(
        &mut st,
        vec![(P1, split(&[(P2, 0)], 3)), (P2, split(&[(P1, 3)], 3))],
    );
    let off = Split {
        break_off: true,
        defence: 3,
        attacks: vec![(P2, 0)],
    };
    let events = splits(&mut st, vec![(P1, off), (P2, split(&[(P1, 6)], 0))]);
    assert!(events.contains(&Event::BreakOffsDue { seats: vec![P1] }));
    assert_eq!(StarForce::to_act(&st), vec![P1]);
    // D 6 is too far: 2525/+3 to 2525/+9.
    let r = StarForce::apply(&mut st, P1, &Action::BreakOff { to: z("2525/+9") }).unwrap_err();
    assert_eq!(r.case, "SF 8.6");
    let events = StarForce::apply(&mut st, P1, &Action::BreakOff { to: z("2525/+8") }).unwrap();
    assert_eq!(
        events[0],
        Event::BrokeOff {
            seat: P1,
            forces: vec![a],
            to: z("2525/+8")
        }
    );
    assert_eq!(
        events[1],
        Event::BattleEnded {
            at: z(here),
            why: BattleEnd::Decided
        }
    );
    assert_eq!(at(&st, a), Some(z("2525/+8")));
}

/// Every side that may break off seals a declaration, and all open, before the splits (SF 8.2 a): the
/// splits then follow the declarations.
pub fn declarations(st: &mut State, given: Vec<(Seat, bool)>) -> Vec<Event> {
    assert_eq!(StarForce::to_act(st), given.iter().map(|g| g.0).collect::<Vec<_>>(), "the sides declaring");
    for &(s, d) in &given {
        StarForce::apply(st, s, &Action::SealDeclaration { commitment: rules::declaration_commitment(d, LISTED_SALT) }).expect("seal");
    }
    let mut events = Vec::new();
    for &(s, d) in &given {
        events.extend(StarForce::apply(st, s, &Action::OpenDeclaration { break_off: d, salt: LISTED_SALT }).expect("open"));
    }
    events
}

#[test]
fn case_12_declared_a_break_off_is_declared_in_secret_before_the_splits() {
    // SF 8.2 a, 8.6: the sides declare together; the others split knowing who breaks off; a split must keep
    // its side's declaration.
    let mut st = scenarios::blank(2, 1);
    st.declared_break_offs = true;
    let here = "2525/+3";
    let a = sf(&mut st, P1, "A", here);
    sf(&mut st, P2, "J", here);
    sf(&mut st, P2, "K", here);
    let (mut st, events) = battle(st);
    let sealing = Sealing::new(2, |_| true);
    assert!(events.contains(&Event::DeclarationsBegan { at: z(here), segment: 1, sealing }));
    assert_eq!(step::step(&st), step::Step::Declare);
    assert!(StarForce::view(&st, P1).battle.unwrap().declaring);
    // Nothing opens until both have sealed; a split now is refused.
    let r = StarForce::apply(&mut st, P1, &Action::SealSplit { commitment: 1 }).unwrap_err();
    assert_eq!(r.case, "SF 8.2");
    let events = declarations(&mut st, vec![(P1, true), (P2, false)]);
    assert_eq!(
        events,
        vec![
            Event::DeclarationOpened { seat: P1, break_off: true },
            Event::DeclarationOpened { seat: P2, break_off: false },
            Event::BreakOffsDeclared { seats: vec![P1] },
            Event::SegmentBegan { at: z(here), segment: 1, sealing: Sealing::new(2, |_| true) },
        ]
    );
    let v = StarForce::view(&st, P2);
    assert_eq!(v.battle.as_ref().unwrap().declared, Some(vec![P1]), "P2 splits knowing P1 breaks off");
    // P1's split must break off, P2's must not.
    let stand = split(&[(P2, 0)], 3);
    assert_eq!(combat::check_split(&st, P1, &stand).unwrap_err().case, "SF 8.2");
    let off = Split { break_off: true, defence: 3, attacks: vec![(P2, 0)] };
    assert_eq!(combat::check_split(&st, P2, &Split { break_off: true, defence: 6, attacks: vec![(P1, 0)] }).unwrap_err().case, "SF 8.2");
    script(&mut st, &[d10(0)]);
    let events = splits(&mut st, vec![(P1, off), (P2, split(&[(P1, 6)], 0))]);
    assert!(events.contains(&Event::BreakOffsDue { seats: vec![P1] }));
    StarForce::apply(&mut st, P1, &Action::BreakOff { to: z("2525/+8") }).unwrap();
    assert_eq!(at(&st, a), Some(z("2525/+8")));
}

#[test]
fn a_declared_break_off_shifts_away_even_when_nobody_attacks() {
    // SF 8.2 a, 8.6 before SF 8.7's standoff: the side declared it, so it goes.
    let mut st = scenarios::blank(2, 1);
    st.declared_break_offs = true;
    let here = "2525/+3";
    let a = sf(&mut st, P1, "A", here);
    sf(&mut st, P2, "J", here);
    let (mut st, _) = battle(st);
    declarations(&mut st, vec![(P1, true), (P2, false)]);
    let off = Split { break_off: true, defence: 3, attacks: vec![(P2, 0)] };
    let events = splits(&mut st, vec![(P1, off), (P2, split(&[(P1, 0)], 3))]);
    assert!(!events.iter().any(|e| matches!(e, Event::BattleEnded { why: BattleEnd::Standoff, .. })), "{events:?}");
    assert_eq!(events.last(), Some(&Event::BreakOffsDue { seats: vec![P1] }));
    StarForce::apply(&mut st, P1, &Action::BreakOff { to: z("2525/+8") }).unwrap();
    assert_eq!(at(&st, a), Some(z("2525/+8")));
}

#[test]
fn case_13_same_hex_other_level_is_no_battle_and_shows_only_presence() {
    // SF 8.1, 7.2 (the brief's 2626 holds a system; an empty hex keeps the view's text free of its label)
    let mut st = scenarios::blank(2, 1);
    let a = sf(&mut st, P1, "A", "2525/+7");
    sf(&mut st, P2, "J", "2525/-3");
    let (st, events) = battle(st);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::BattleBegan { .. } | Event::CombatBegan { .. })));
    let v = StarForce::view(&st, P2);
    assert!(
        !v.forces.iter().any(|f| f.id == a),
        "P2 sees no P1 Force in full"
    );
    assert_eq!(v.presence.len(), 1);
    assert_eq!(
        (v.presence[0].owner, v.presence[0].hex.as_str()),
        (P1, "2525")
    );
    let json = serde_json::to_string(&v).unwrap();
    assert!(
        !json.contains("2525/+7"),
        "P1's level is nowhere in P2's view"
    );
}

#[test]
fn case_14_a_standoff_ends_the_battle_and_it_is_fought_again_next_turn() {
    // SF 8.7
    let mut st = scenarios::blank(2, 1);
    let here = "2525/+3";
    sf(&mut st, P1, "A", here);
    sf(&mut st, P2, "J", here);
    let (mut st, _) = battle(st);
    let events = splits(
        &mut st,
        vec![(P1, split(&[(P2, 0)], 3)), (P2, split(&[(P1, 0)], 3))],
    );
    assert_eq!(
        events[2],
        Event::BattleEnded {
            at: z(here),
            why: BattleEnd::Standoff
        }
    );
    assert!(st.forces.iter().all(|f| f.at == z(here)));
    let events = plots(&mut st, vec![]);
    assert!(events.contains(&Event::BattleBegan {
        at: z(here),
        sides: vec![P1, P2]
    }));
}

#[test]
fn case_15_a_faker_force_is_shown_up_and_randomized_before_segment_one() {
    // SF 33.3
    let mut st = scenarios::blank(2, 1);
    let here = "2525/+3";
    let faker = unit(&mut st, P1, Kind::FakerForce, "F1", z(here));
    sf(&mut st, P1, "A", here);
    sf(&mut st, P2, "J", here);
    sf(&mut st, P2, "K", here);
    let mut st = begin(st);
    script(&mut st, &[top(5), bottom(3), top(20)]);
    let events = plots(&mut st, vec![]);
    let began = events
        .iter()
        .position(|e| matches!(e, Event::BattleBegan { .. }))
        .unwrap();
    assert_eq!(
        events[began + 4],
        Event::Randomized {
            force: faker,
            to: z("0520/+3"),
            case: "SF 33.3".into()
        }
    );
    let v = StarForce::view(&st, P1);
    let b = v.battle.unwrap();
    assert_eq!(b.sides, vec![(P1, 3, false), (P2, 6, false)]);
}

#[test]
fn case_16_three_sides_split_attack_among_the_others() {
    // SF 8.8
    let mut st = scenarios::blank(3, 1);
    let here = "2525/+3";
    sf(&mut st, P1, "A", here);
    sf(&mut st, P1, "B", here);
    let p2 = sf(&mut st, P2, "J", here);
    sf(&mut st, P3, "S", here);
    let (mut st, _) = battle(st);
    script(
        &mut st,
        &[d10(9), d10(2), d10(4), d10(3), top(5), bottom(3), top(20)],
    );
    let events = splits(
        &mut st,
        vec![
            (P1, split(&[(P2, 2), (P3, 2)], 2)),
            (P2, split(&[(P1, 2), (P3, 0)], 1)),
            (P3, split(&[(P1, 0), (P2, 3)], 0)),
        ],
    );
    let rolls: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Rolled { sides: 10, .. }))
        .collect();
    assert_eq!(
        rolls,
        vec![
            &rolled(
                10,
                d10(9),
                Purpose::Combat {
                    side: P1,
                    target: P2,
                    differential: 1
                }
            ),
            &rolled(
                10,
                d10(2),
                Purpose::Combat {
                    side: P1,
                    target: P3,
                    differential: 2
                }
            ),
            &rolled(
                10,
                d10(4),
                Purpose::Combat {
                    side: P2,
                    target: P1,
                    differential: 0
                }
            ),
            &rolled(
                10,
                d10(3),
                Purpose::Combat {
                    side: P3,
                    target: P2,
                    differential: 2
                }
            ),
        ]
    );
    let lost: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Randomized { .. }))
        .collect();
    assert_eq!(
        lost,
        vec![&Event::Randomized {
            force: p2,
            to: z("0520/+3"),
            case: "SF 8.5".into()
        }]
    );
}

fn rescue_at(system_name: &str) -> State {
    let mut st = scenarios::blank(1, 1);
    st.rescue = Some(Rescue {
        system: system(system_name),
        chits: vec![],
        planet: 60,
        unloaded: 0,
        lost: 0,
        forces_lost: 0,
    });
    st
}

#[test]
fn case_17_a_nova_destroys_the_loaded_force_and_ends_the_game() {
    // 38.3, 38.4
    let mut st = rescue_at("BD-21 1377");
    let home = STARS[system("BD-21 1377") as usize].at;
    let a = unit(&mut st, P1, Kind::StarForce, "A", home);
    let mut st = begin(st);
    script(&mut st, &[d10(3), d10(5), d10(0), d10(0)]);
    let events = plots(
        &mut st,
        vec![(
            P1,
            Plot {
                orders: vec![(a, Order::Load)],
            },
        )],
    );
    assert_eq!(events[1], Event::Loaded { force: a });
    assert_eq!(st.force(a).unwrap().cargo, 1);
    let events = plots(&mut st, vec![]);
    assert_eq!(
        events[1..],
        [
            rolled(10, d10(0), Purpose::Nova),
            rolled(10, d10(0), Purpose::Nova),
            Event::ForceLost {
                force: a,
                case: "38.4".into()
            },
            Event::Nova {
                system: system("BD-21 1377")
            },
            Event::GameEnded {
                result: "Defeat: -3 points, the star went nova (38.51)".into()
            },
        ]
    );
    assert!(StarForce::to_act(&st).is_empty());
}

#[test]
fn case_18_fifty_two_saved_and_one_lost_is_a_marginal_victory() {
    // 38.51
    let mut st = rescue_at("BD-21 1377");
    if let Some(r) = st.rescue.as_mut() {
        r.unloaded = 52;
        r.forces_lost = 1;
    }
    assert_eq!(rescue::score(&st), 49);
    assert_eq!(rescue::level(49), "Marginal Victory");
    assert_eq!(rescue::level(60), "Decisive Victory");
    assert_eq!(rescue::level(39), "Defeat");
}

#[test]
fn case_3_the_rescue_mission_sets_up_where_its_chits_say() {
    // 38.1, 38.2
    let (home, chits) = {
        let mut dice =
            Dice::scripted(&[top(24), bottom(1), top(20), bottom(-1), top(2), bottom(2)]);
        rescue::find_endangered(&mut dice)
    };
    assert_eq!(chits, vec![(24, 1), (20, -1), (2, 2)]);
    assert_eq!(STARS[home].name, "BD-21 1377");
    assert_eq!(
        STARS[rescue::nearest_tertiary(home).unwrap()].name,
        "BD-3 1123"
    );
    assert_eq!(STARS[rescue::endangered(17, 5).unwrap()].name, "AC+79 3888");
}

#[test]
fn case_19_the_fakerwar_entry_chit() {
    // 42.4: a system's first FakerForce not its owner's draws a chit; 8 or 9 randomizes it; later ones draw none.
    for (chit, randomized) in [(8, true), (7, false)] {
        let mut st = scenarios::blank(2, 1);
        st.faker_war = true;
        gate(&mut st, P1, "Sol");
        let tau = STARS[system("Tau Ceti") as usize].at;
        let f = unit(&mut st, P1, Kind::FakerForce, "A1", z("2020/0"));
        let g = unit(&mut st, P1, Kind::FakerForce, "A2", z("2020/0"));
        let mut st = begin(st);
        // The level picker says the chance before the plot is sealed; Sol, the seat's own, draws none.
        let ctx = plot::Plotting::of(&st, P1);
        let row = |hex: LiteZulu, from: u8| ctx.levels(&Plot::default(), from, hex, None).into_iter().find(|c| c.to == hex).unwrap().text();
        assert!(row(tau, f).ends_with(" · first into the system: randomized 20% (42.4)"), "{}", row(tau, f));
        assert!(ctx.entries.contains(&tau) && !ctx.entries.contains(&z("2020/0")));
        script(&mut st, &[d10(chit), top(5), bottom(3), top(20)]);
        let p = Plot { orders: vec![(f, Order::Shift { to: tau, via: None }), (g, Order::Shift { to: tau, via: None })] };
        let events = plots(&mut st, vec![(P1, p)]);
        let tau_i = system("Tau Ceti");
        let entry = rolled(10, d10(chit), Purpose::Entry { force: f, system: tau_i });
        let at = events.iter().position(|e| *e == entry).expect("the first FakerForce draws");
        assert_eq!(events[at + 1], Event::SystemEntered { system: tau_i });
        assert_eq!(
            events.iter().filter(|e| matches!(e, Event::Rolled { purpose: Purpose::Entry { .. }, .. })).count(),
            1,
            "the second FakerForce in draws nothing"
        );
        assert_eq!(st.force(f).unwrap().at != tau, randomized);
        // Entering again later draws nothing either.
        let back = Plot { orders: vec![(g, Order::Shift { to: z("2020/0"), via: None })] };
        plots(&mut st, vec![(P1, back)]);
        assert!(!plot::Plotting::of(&st, P1).entries.contains(&tau), "entered: no chit, no risk shown");
        let again = Plot { orders: vec![(g, Order::Shift { to: tau, via: None })] };
        let events = plots(&mut st, vec![(P1, again)]);
        assert!(!events.iter().any(|e| matches!(e, Event::Rolled { purpose: Purpose::Entry { .. }, .. })));
    }
}

#[test]
fn in_the_fakerwar_starforces_must_break_down_and_fakers_fight_at_strength_one() {
    // 42.4
    let st = scenarios::setup("fakerwar", 1).unwrap();
    let mut st = begin(st);
    let a = st.forces_of(P1).next().unwrap().id;
    let go = Plot { orders: vec![(a, Order::Shift { to: z("2121/0"), via: None })] };
    assert_eq!(plot::check(&st, P1, &go).unwrap_err().case, "42.4", "a StarForce does nothing but break down");
    let events = plots(&mut st, vec![]);
    let broke = events.iter().filter(|e| matches!(e, Event::BrokeDown { .. })).count();
    assert_eq!(broke, 12, "every StarForce of the three players breaks down at once, plotted or not");
    assert!(st.forces.iter().all(|f| f.kind == Kind::FakerForce) && st.forces.len() == 48);
    let mut st = scenarios::blank(2, 1);
    st.faker_war = true;
    let here = "2525/+3";
    unit(&mut st, P1, Kind::FakerForce, "A1", z(here));
    unit(&mut st, P1, Kind::FakerForce, "A2", z(here));
    unit(&mut st, P2, Kind::FakerForce, "L1", z(here));
    let (st, events) = battle(st);
    assert!(events.contains(&Event::BattleBegan { at: z(here), sides: vec![P1, P2] }));
    let v = StarForce::view(&st, P1);
    assert_eq!(v.battle.unwrap().sides, vec![(P1, 2, false), (P2, 1, false)]);
}

#[test]
fn case_20_a_tachyon_cruiser_moves_two_lites_and_takes_an_inactive_gate_for_good() {
    // 45.4
    let mut st = scenarios::blank(2, 1);
    st.gates.push(Gate { system: system("Tau Ceti"), owner: P1, state: GateState::Inactive, at: STARS[system("Tau Ceti") as usize].at });
    let tau = STARS[system("Tau Ceti") as usize].at;
    let near = LiteZulu { level: tau.level + 2, ..tau };
    let far = LiteZulu { level: tau.level + 3, ..tau };
    let c = unit(&mut st, P2, Kind::TachyonCruiser, "T1", near);
    let d = unit(&mut st, P2, Kind::TachyonCruiser, "T2", far);
    let mut st = begin(st);
    let refused = plot::check(&st, P2, &Plot { orders: vec![(d, Order::Shift { to: tau, via: None })] }).unwrap_err();
    assert_eq!(refused.case, "45.4", "three lites is too far");
    let events = plots(&mut st, vec![(P2, Plot { orders: vec![(c, Order::Shift { to: tau, via: None })] })]);
    assert_eq!(events[1], Event::Shifted { force: c, owner: P2, to: tau, kind: ShiftKind::TachyonMove, distance: 2, result: Overshift::Arrives });
    assert_eq!(events[2], Event::GatePermanentlyNeutralized { system: system("Tau Ceti") });
    assert_eq!(st.gates[0].state, GateState::PermanentlyNeutralized);
}
