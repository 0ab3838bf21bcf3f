//! The scenarios' data against the map and the chit mix: M3 (every starting potential value exists for its
//! hex's kind), M6 (soft: what each side starts with), the Seed Winds Table (18.51).

use super::h;
use starshift::engine::outreach::map::{self, Kind};
use starshift::engine::outreach::scenarios::{seed_winds, Fleets, SCENARIOS, SEEDS};
use starshift::engine::outreach::tables::PV_CHITS;

fn kind_index(k: Kind) -> usize {
    match k {
        Kind::Axis => 0,
        Kind::Fringe => 1,
        Kind::Interspiral => 2,
        k => panic!("no potential value in a {} hex", k.name()),
    }
}

#[test]
fn m3_every_scenario_potential_value_exists_for_its_kind() {
    let mut checked = 0;
    for sc in SCENARIOS {
        for side in sc.sides {
            for st in side.starts {
                let k = map::kind(st.at()).unwrap();
                let i = kind_index(k);
                assert!(
                    PV_CHITS.iter().any(|c| c[i] == st.pv),
                    "{} {} {}: no chit has {} for a {} hex",
                    sc.case,
                    side.name,
                    st.hex,
                    st.pv,
                    k.name()
                );
                if let Some(g) = st.gate {
                    assert!(g <= st.pv, "{} {}: a gate never exceeds the potential (14.16)", sc.case, st.hex);
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 6 + 7 + 14 + 7 + 10 + 3 + 2 + 4 + 3 + 3);
    // The brief's named cases.
    for (l, k, v) in [
        ("1316", Kind::Fringe, 5),
        ("1018", Kind::Fringe, 5),
        ("0919", Kind::Fringe, 5),
        ("1324", Kind::Fringe, 5),
        ("0310", Kind::Interspiral, 4),
        ("1709", Kind::Interspiral, 4),
        ("1223", Kind::Axis, 1),
    ] {
        assert_eq!(map::kind(h(l)), Some(k), "{l}");
        assert!(PV_CHITS.iter().any(|c| c[kind_index(k)] == v));
    }
}

#[test]
fn m6_every_side_starts_with_an_axis_gate_and_a_gate_that_can_raise() {
    // 18.5's sides start with nothing: their gates come from the Seed Winds Table.
    for sc in SCENARIOS.iter().filter(|s| !s.seeds) {
        for side in sc.sides {
            let gates: Vec<_> = side.starts.iter().filter(|s| s.gate.is_some()).collect();
            assert!(!gates.is_empty(), "{} {}", sc.case, side.name);
            let kinds: Vec<Kind> = gates.iter().map(|s| map::kind(s.at()).unwrap()).collect();
            assert!(kinds.contains(&Kind::Axis), "{} {}: an axis gate (explorers, 14.25)", sc.case, side.name);
            assert!(
                gates.iter().any(|s| s.gate.unwrap() >= 1 && matches!(map::kind(s.at()), Some(Kind::Axis | Kind::Fringe))),
                "{} {}: a fringe or axis gate with SP ≥ 1 (dreadnoughts, 14.21, 14.24)",
                sc.case,
                side.name
            );
        }
    }
}

#[test]
fn m6_fleets_that_start_off_a_gate_or_off_axis_are_where_the_text_puts_them() {
    // Set-up is not raising (14.24–14.25 limit raising only): explorers and dreadnoughts may start anywhere
    // the text puts them. List those that start outside an axis hex (explorers) or outside a fringe/axis gate
    // (dreadnoughts), and check the list is the brief's.
    let mut odd = Vec::new();
    for sc in SCENARIOS {
        for side in sc.sides {
            for st in side.starts {
                let k = map::kind(st.at()).unwrap();
                let Fleets { d, e, .. } = st.fleets;
                let explorers_odd = e > 0 && k != Kind::Axis;
                let dreads_odd = d > 0 && (st.gate.is_none_or(|g| g == 0) || k == Kind::Interspiral);
                if explorers_odd || dreads_odd {
                    odd.push(st.hex);
                }
            }
        }
    }
    odd.sort();
    odd.dedup();
    let mut want = ["0918", "1212", "1816", "1024", "0310", "0510", "0513", "0713", "1316"];
    want.sort();
    assert_eq!(odd, want);
}

#[test]
fn m6_dust_splits_no_home_cluster_but_the_guardians_and_seed_l() {
    let mut split = Vec::new();
    let mut clusters: Vec<(String, Vec<starshift::engine::hex::Hex>)> = Vec::new();
    for sc in SCENARIOS {
        for side in sc.sides {
            clusters.push((format!("{} {}", sc.case, side.name), side.starts.iter().map(|s| s.at()).collect()));
        }
    }
    for s in &SEEDS {
        clusters.push((format!("seed {}", s.letter), s.at().collect()));
    }
    for (name, hexes) in &clusters {
        for (i, &a) in hexes.iter().enumerate() {
            for &b in &hexes[i + 1..] {
                if a.distance(b) == 1 && map::dust_between(a, b) {
                    split.push(format!("{name} {a}|{b}"));
                }
            }
        }
    }
    let sides: Vec<&str> = split.iter().map(String::as_str).collect();
    assert_eq!(sides, ["18.2 Guardians 1717|1816", "seed L 4903|4802", "seed L 4903|4803"]);
}

#[test]
fn seed_winds_read_as_the_text_prints_them() {
    assert_eq!(seed_winds(1, 4).unwrap().letter, 'G', "18.51's example");
    assert_eq!(seed_winds(6, 1).unwrap().letter, 'C');
    assert_eq!(seed_winds(1, 1).unwrap().letter, 'A');
    assert!(seed_winds(0, 1).is_none() && seed_winds(1, 7).is_none());
    // Every result A–M occurs.
    for s in &SEEDS {
        assert!((1..=6).any(|a| (1..=6).any(|b| seed_winds(a, b).unwrap().letter == s.letter)), "{}", s.letter);
    }
}
