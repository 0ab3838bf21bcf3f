//! The Stellar Display (SF 2.0): LiteZulu labels and parity (SF 2.1), true distance (SF 2.2), Known Space
//! (SF 2.3), the star table (SF 2.4), the ring trace (SF 2.5) and the mirror point (SF 2.6); the brief's
//! developer cases 1 and 3.

use crate::support::Rng;
use starshift::engine::hex::{Dir, Hex};
use starshift::engine::starforce::data::display::{true_distance, zulu_limit, ZULU_LIMITS};
use starshift::engine::starforce::data::stars::{
    by_name, star_at, stars_in_hex, Class, Star, StarRow, STARS, STAR_ROWS,
};
use starshift::engine::starforce::space::{
    self, column_hex, hex_at, known_space, mirror, ring_trace, LiteZulu, SOL,
};
use std::collections::HashSet;

fn z(s: &str) -> LiteZulu {
    LiteZulu::parse(s).unwrap_or_else(|| panic!("{s} is no LiteZulu"))
}

fn star(name: &str) -> &'static Star {
    by_name(name).unwrap_or_else(|| panic!("no star {name}"))
}

// ---------------------------------------------------------------------------------------------------------
// SF 2.1 labels and parity

#[test]
fn sf_2_1_labels_print_and_parse() {
    for (s, col, row, level) in [
        ("2612/-2", 26, 12, -2),
        ("2020/0", 20, 20, 0),
        ("2326/+17", 23, 26, 17),
    ] {
        let at = z(s);
        assert_eq!(at, LiteZulu::at(col, row, level));
        assert_eq!(at.col_row(), (col, row));
        assert_eq!(at.label(), s);
        assert_eq!(at.to_string(), s);
        assert_eq!(at.hex_label(), &s[..4]);
    }
    assert_eq!(SOL, LiteZulu::at(20, 20, 0));
    // Other spellings of the same places.
    for (s, want) in [
        ("2612/\u{2212}2", "2612/-2"),
        ("2020/+0", "2020/0"),
        ("2020/-0", "2020/0"),
        ("  2326/+17\n", "2326/+17"),
        ("0000/+05", "0000/+5"),
        ("4040/-99", "4040/-99"),
    ] {
        assert_eq!(z(s).label(), want, "{s:?}");
    }
    assert_eq!(LiteZulu::parse_const("2612/-2"), Some(z("2612/-2")));
}

#[test]
fn sf_2_1_malformed_labels_are_refused() {
    for bad in [
        "",
        "2612",
        "2612/",
        "2612/+",
        "2612/-",
        "2612/100",
        "2612/-100",
        "261/-2",
        "26120/-2",
        "2612-2",
        "2612 /-2",
        "2612/ -2",
        "2612/--2",
        "2612/+-2",
        "2612/2a",
        "26a2/2",
        "-612/2",
        "+612/2",
        "2612/\u{2212}",
        "２６１２/-2",
        "2612/１",
        "2612/-2/",
        "2612//2",
        "/",
        "////",
        "\u{2212}",
    ] {
        assert_eq!(LiteZulu::parse(bad), None, "{bad:?}");
    }
}

#[test]
fn parsing_never_panics_on_garbage() {
    let mut rng = Rng::new(2024);
    let alphabet: Vec<char> = "0123456789/+-\u{2212} x\u{e9}".chars().collect();
    for len in 0..12 {
        for _ in 0..2000 {
            let s: String = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect();
            if let Some(at) = LiteZulu::parse(&s) {
                assert_eq!(LiteZulu::parse(&at.label()), Some(at), "{s:?}");
            }
        }
    }
    for _ in 0..5000 {
        let len = rng.below(16);
        let s = String::from_utf8_lossy(&rng.bytes(len)).into_owned();
        let _ = LiteZulu::parse(&s);
    }
}

/// Odd columns sit half a hex lower (SF 2.1): an odd column's north-east and north-west neighbours share
/// its row, an even column's south-east and south-west neighbours do.
#[test]
fn sf_2_1_odd_columns_sit_lower() {
    let label = |h: Hex| LiteZulu { hex: h, level: 0 }.hex_label();
    for (col, row, want) in [
        (21, 17, ["2116", "2217", "2218", "2118", "2018", "2017"]),
        (20, 20, ["2019", "2119", "2120", "2021", "1920", "1919"]),
    ] {
        let got: Vec<String> = Dir::ALL
            .iter()
            .map(|&d| label(hex_at(col, row).neighbor(d)))
            .collect();
        assert_eq!(got, want, "{col:02}{row:02}");
    }
    // The parity test SF 2.3 rests on: 1734 is 16 hexes from Sol (15 under even columns lower).
    assert_eq!(SOL.planar(z("1734/0")), 16);
    assert_eq!(
        Hex::from_offset(20, 20).distance(Hex::from_offset(17, 34)),
        15
    );
    // Every hex of the map round trips.
    for c in 0..=space::MAP_MAX {
        for r in 0..=space::MAP_MAX {
            assert_eq!(space::col_row_of(hex_at(c, r)), (c, r));
            assert_eq!(
                space::parse_hex(&space::hex_label_of(hex_at(c, r))),
                Some(hex_at(c, r))
            );
        }
    }
}

/// Ascending column, row, then level: the order battles are fought in (SF 5.0).
#[test]
fn litezulus_order_by_column_row_level() {
    let mut v = [
        z("2101/-20"),
        z("2020/+1"),
        z("2020/0"),
        z("1940/+20"),
        z("2002/-7"),
        z("2019/+5"),
    ];
    v.sort();
    let labels: Vec<String> = v.iter().map(|x| x.label()).collect();
    assert_eq!(
        labels,
        ["1940/+20", "2002/-7", "2019/+5", "2020/0", "2020/+1", "2101/-20"]
    );
}

#[test]
fn serde_writes_and_reads_labels() {
    let at = z("2612/-2");
    assert_eq!(serde_json::to_string(&at).unwrap(), "\"2612/-2\"");
    assert_eq!(serde_json::from_str::<LiteZulu>("\"2612/-2\"").unwrap(), at);
    assert_eq!(
        serde_json::from_str::<LiteZulu>("\"2612/\u{2212}2\"").unwrap(),
        at
    );
    let all: Vec<LiteZulu> = known_space().step_by(97).collect();
    let json = serde_json::to_string(&all).unwrap();
    assert_eq!(serde_json::from_str::<Vec<LiteZulu>>(&json).unwrap(), all);
    for bad in [
        "\"2612\"",
        "\"2612/+100\"",
        "2612",
        "null",
        "{\"hex\":\"2612\",\"level\":-2}",
        "[26,12,-2]",
        "\"\"",
    ] {
        assert!(serde_json::from_str::<LiteZulu>(bad).is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------------------------------------------------
// SF 2.2 true distance, SF 2.3 Known Space: case 1

#[test]
fn case_1_true_distance() {
    let (a, b) = (z("2002/-7"), z("1807/-2"));
    assert_eq!((a.planar(b), a.zulu(b), a.true_distance(b)), (6, 5, 8));
    assert_eq!(b.true_distance(a), 8);
    let sigma = z("2326/+17");
    assert_eq!((SOL.planar(sigma), SOL.true_distance(sigma)), (8, 19));
}

#[test]
fn case_1_known_space() {
    for inside in [
        "2537/+2", "2040/+10", "2326/+17", "2020/0", "2020/-20", "2000/-10", "0020/+10",
    ] {
        assert!(z(inside).in_known_space(), "{inside}");
    }
    for outside in [
        "2040/+11", "1734/+15", "2336/+17", "2020/+21", "2020/-21", "2041/0", "4141/0",
    ] {
        assert!(!z(outside).in_known_space(), "{outside}");
    }
    assert!(z("1734/+14").in_known_space());
}

#[test]
fn sf_2_2_distance_rule() {
    // Round half up of the Euclidean length, exact in integers.
    for p in 0..=200u32 {
        for zz in 0..=200u32 {
            let want = (((p * p + zz * zz) as f64).sqrt() + 0.5).floor() as u32;
            assert_eq!(true_distance(p, zz), want, "P {p} Z {zz}");
        }
    }
    // Far beyond the map, where the float square root alone would be off: against the exact rule in
    // 128 bits (D = ⌊√n⌋, plus one when n > D² + D).
    let exact = |p: u32, z: u32| {
        let n = p as u128 * p as u128 + z as u128 * z as u128;
        let d = n.isqrt();
        (if n > d * d + d { d + 1 } else { d }).min(u32::MAX as u128) as u32
    };
    let mut rng = Rng::new(22);
    for k in 0..20_000u32 {
        let bits = 1 + k % 32;
        let big = |r: &mut Rng| (r.next_u64() as u32) >> (32 - bits);
        let (p, z) = (big(&mut rng), big(&mut rng));
        assert_eq!(true_distance(p, z), exact(p, z), "P {p} Z {z}");
    }
    // Just past half-way (P² < n < (P + 1)², n > P² + P: D is P + 1), where the float may fall short.
    for k in 0..20_000u64 {
        let d = (u32::MAX as u64 - k * 211_111) as u32;
        let z = (2 * d as u64).isqrt() as u32;
        for (p, z) in [(d, z), (d, z - 1), (d, 0), (d, 1), (d, d), (d - 1, d), (d / 2, d / 3)] {
            assert_eq!(true_distance(p, z), exact(p, z), "P {p} Z {z}");
        }
    }
    // At the extremes: the same rule, saturating.
    assert_eq!(
        LiteZulu::at(20, 20, 0).true_distance(LiteZulu::at(20, 20, 300)),
        300
    );
    assert_eq!(true_distance(u32::MAX, u32::MAX), u32::MAX);
    assert_eq!(true_distance(u32::MAX, 0), u32::MAX);
    let far = LiteZulu {
        hex: Hex::new(i32::MIN, i32::MAX),
        level: i32::MIN,
    };
    let other = LiteZulu {
        hex: Hex::new(i32::MAX, i32::MIN),
        level: i32::MAX,
    };
    let _ = (
        far.true_distance(other),
        far.in_known_space(),
        far.label(),
        far.col_row(),
        far.cmp(&other),
    );
}

#[test]
fn sf_2_3_zulu_limits_follow_the_sphere_law() {
    for (p, &zl) in ZULU_LIMITS.iter().enumerate() {
        let law = (400.0 - 0.75 * (p * p) as f64).sqrt().round() as u8;
        assert_eq!(zl, law, "ring {p}");
        assert_eq!(zulu_limit(p as u32), Some(zl as i32));
    }
    assert_eq!(zulu_limit(21), None);
}

#[test]
fn sf_2_3_known_space_has_39917_litezulus_in_order() {
    let all: Vec<LiteZulu> = known_space().collect();
    assert_eq!(all.len(), 39_917);
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    assert!(all
        .iter()
        .all(|x| x.in_known_space() && space::on_map(x.hex)));
    // Nothing in Known Space lies beyond the ranges the iterator walks.
    let mut count = 0;
    for c in -3..=43 {
        for r in -3..=43 {
            for l in -23..=23 {
                count += LiteZulu::at(c, r, l).in_known_space() as usize;
            }
        }
    }
    assert_eq!(count, 39_917);
}

#[test]
fn every_label_in_known_space_round_trips() {
    for at in known_space() {
        assert_eq!(LiteZulu::parse(&at.label()), Some(at));
        assert_eq!(
            LiteZulu::parse(&at.label().replace('-', "\u{2212}")),
            Some(at)
        );
    }
}

// ---------------------------------------------------------------------------------------------------------
// SF 2.6 mirror

#[test]
fn sf_2_6_mirror_points() {
    assert_eq!(mirror(SOL, z("2612/-2")), z("1428/+2"));
    let m = mirror(z("2030/-10"), z("2022/-4"));
    assert_eq!(m, z("2038/-16"));
    assert!(!m.in_known_space());
    assert_eq!(mirror(z("2537/+2"), z("2537/+2")), z("2537/+2"));
    // No panic at the extremes: saturating.
    let far = LiteZulu {
        hex: Hex::new(i32::MAX, i32::MIN),
        level: i32::MAX,
    };
    let near = LiteZulu {
        hex: Hex::new(i32::MIN, i32::MAX),
        level: i32::MIN,
    };
    let m = mirror(far, near);
    assert_eq!((m.hex.q, m.hex.r, m.level), (i32::MAX, i32::MIN, i32::MAX));
    let m = mirror(near, far);
    assert_eq!((m.hex.q, m.hex.r, m.level), (i32::MIN, i32::MAX, i32::MIN));
}

// ---------------------------------------------------------------------------------------------------------
// SF 2.4 the star table

#[test]
fn sf_2_4_seventy_four_systems_in_known_space() {
    assert_eq!(STARS.len(), 74);
    let places: HashSet<LiteZulu> = STARS.iter().map(|s| s.at).collect();
    assert_eq!(places.len(), 74, "two systems share a LiteZulu");
    let names: HashSet<&str> = STARS.iter().map(|s| s.name).collect();
    assert_eq!(names.len(), 74, "two systems share a name");
    for s in &STARS {
        assert!(s.at.in_known_space(), "{} at {}", s.name, s.at);
        assert_eq!(star_at(s.at), Some(s));
        assert_eq!(by_name(s.name), Some(s));
    }
    // The game's systems are the table's rows, in order, without their provenance; every row has one.
    assert_eq!(STARS.to_vec(), STAR_ROWS.iter().map(StarRow::star).collect::<Vec<_>>());
    for r in &STAR_ROWS {
        assert!(!r.tag.why.is_empty() && !r.class_tag.why.is_empty(), "{}", r.name);
    }
    assert!(
        STARS.windows(2).all(|w| w[0].at < w[1].at),
        "STARS is in (column, row, level) order"
    );
}

#[test]
fn sf_2_4_positions_the_texts_and_reports_fix() {
    for (name, at) in [
        ("Sol", "2020/0"),
        ("70 Ophiuchi", "2036/+1"),
        ("Sigma Draconis", "2326/+17"),
        ("Epsilon Indi", "2325/-10"),
        ("Epsilon Eridani", "2612/-2"),
        ("Tau Ceti", "3015/-3"),
        ("61 Cygni", "2626/+7"),
        ("BD-21 1377", "2002/-7"),
        ("BD-3 1123", "2202/-1"),
        ("Ross 614", "1807/-2"),
        ("Ross 47", "2101/+5"),
        ("Ross 882", "1204/+1"),
        ("AC+79 3888", "1719/+17"),
        ("BD+4 4048", "2537/+2"),
        ("BD+45 2505", "1734/+14"),
        ("CD-21", "1938/-7"),
        ("BD-20 4125 (CD-20)", "0732/-7"),
        ("CD-20", "0732/-7"),
    ] {
        assert_eq!(star(name).at, z(at), "{name}");
    }
    for gone in ["Gliese 625", "Xi Bootis", "BD-8 4352", "BD-7 4003"] {
        assert_eq!(by_name(gone), None, "{gone}");
    }
    assert_eq!(
        star_at(z("3325/-5")).map(|s| s.class),
        Some(Class::Tertiary)
    );
    // Hex 1930 holds two systems (-16, -11); 36 Ophiuchi and its C component have hexes of their own.
    let levels: Vec<i32> = stars_in_hex(hex_at(19, 30)).map(|s| s.at.level).collect();
    assert_eq!(levels, [-16, -11]);
    assert_ne!(star("36 Ophiuchi").at.hex, star("36 Ophiuchi C").at.hex);
    assert_eq!(
        by_name("bd\u{2212}21 1377").map(|s| s.name),
        Some("BD-21 1377")
    );
}

#[test]
fn sf_2_4_classes() {
    let of = |c: Class| -> Vec<&str> {
        STARS
            .iter()
            .filter(|s| s.class == c)
            .map(|s| s.name)
            .collect()
    };
    let mut primaries = of(Class::Primary);
    primaries.sort();
    assert_eq!(primaries, ["70 Ophiuchi", "Sigma Draconis", "Sol"]);
    let mut secondaries = of(Class::Secondary);
    secondaries.sort();
    let mut want = vec![
        "Alpha Centauri",
        "Tau Ceti",
        "Epsilon Indi",
        "Epsilon Eridani",
        "82 Eridani",
        "Delta Pavonis",
        "61 Cygni",
        "HR 8832",
        "Eta Cassiopeiae",
        "HR 7703",
        "36 Ophiuchi",
        "BD-20 4125 (CD-20)",
        "Omicron2 Eridani",
        "Procyon",
    ];
    want.sort();
    assert_eq!(secondaries, want);
    assert_eq!(of(Class::Tertiary).len(), 74 - 17);
    assert_eq!(
        serde_json::to_string(&Class::Tertiary).unwrap(),
        "\"tertiary\""
    );
    assert_eq!(Class::Secondary.name(), "secondary");
}

// ---------------------------------------------------------------------------------------------------------
// SF 2.5 ring trace: case 3

/// The brief's step directions (1 N … 6 NW), R each, by (start north of Sol, clockwise).
fn brief_steps(north: bool, clockwise: bool) -> [u8; 6] {
    match (north, clockwise) {
        (true, true) => [3, 4, 5, 6, 1, 2],
        (false, true) => [6, 1, 2, 3, 4, 5],
        (true, false) => [5, 4, 3, 2, 1, 6],
        (false, false) => [2, 1, 6, 5, 4, 3],
    }
}

#[test]
fn sf_2_5_ring_trace_steps_as_the_brief_says() {
    for row in 0..=40 {
        let start = column_hex(row);
        let r = SOL.planar(LiteZulu {
            hex: start,
            level: 0,
        }) as i32;
        assert_eq!(r, (row - 20).abs());
        for clockwise in [true, false] {
            let trace = ring_trace(start, clockwise);
            if r == 0 {
                assert_eq!(trace, [start]);
                continue;
            }
            let mut want = vec![start];
            let mut h = start;
            for d in brief_steps(row < 20, clockwise) {
                for _ in 0..r {
                    h = h.neighbor(Dir::new(d).unwrap());
                    want.push(h);
                }
            }
            assert_eq!(want.pop(), Some(start), "the trace closes");
            assert_eq!(trace, want, "row {row} clockwise {clockwise}");
            assert_eq!(trace.len(), 6 * r as usize);
            assert!(trace.iter().all(|&x| SOL.hex.distance(x) == r));
        }
    }
    // Clockwise with north up: from the north corner the trace heads east.
    let east = space::col_row_of(ring_trace(column_hex(17), true)[1]).0;
    assert_eq!(east, 21);
    // A start off Sol's column goes round the same ring the same way.
    let start = hex_at(23, 25);
    let cw = ring_trace(start, true);
    let ccw = ring_trace(start, false);
    assert_eq!((cw[0], ccw[0]), (start, start));
    assert_eq!(cw[1..].iter().rev().copied().collect::<Vec<_>>(), ccw[1..]);
    let ring: HashSet<Hex> = SOL.hex.ring(SOL.hex.distance(start)).into_iter().collect();
    assert_eq!(cw.iter().copied().collect::<HashSet<_>>(), ring);
    assert_eq!(
        ring_trace(Hex::new(i32::MAX, i32::MIN), true),
        [Hex::new(i32::MAX, i32::MIN)]
    );
}

/// The first tertiary system met on the trace from `20row`, in two dimensions (any level).
fn first_tertiary(row: i32, clockwise: bool) -> Option<&'static Star> {
    ring_trace(column_hex(row), clockwise)
        .into_iter()
        .find_map(|h| stars_in_hex(h).find(|s| s.class == Class::Tertiary))
}

#[test]
fn case_3_ring_trace_finds_the_endangered_system() {
    // (02, +2): the start hex itself holds BD-21 1377; R = 18.
    assert_eq!(SOL.planar(z("2002/0")), 18);
    assert_eq!(
        first_tertiary(2, true).map(|s| (s.name, s.at)),
        Some(("BD-21 1377", z("2002/-7")))
    );
    // (17, +5): round the ring of radius 3 clockwise to AC+79 3888.
    assert_eq!(
        first_tertiary(17, true).map(|s| (s.name, s.at)),
        Some(("AC+79 3888", z("1719/+17")))
    );
    // (24, ±) and (20, ±): no tertiary on the ring, draw again.
    for clockwise in [true, false] {
        assert_eq!(first_tertiary(24, clockwise).map(|s| s.name), None);
        assert_eq!(first_tertiary(20, clockwise).map(|s| s.name), None);
    }
}

#[test]
fn case_3_nearest_tertiary_to_bd_21_1377() {
    let from = star("BD-21 1377");
    let nearest = STARS
        .iter()
        .filter(|s| s.class == Class::Tertiary && s.name != from.name)
        .min_by_key(|s| (from.at.true_distance(s.at), s.at.true_distance(SOL)))
        .unwrap();
    assert_eq!(
        (nearest.name, nearest.at, from.at.true_distance(nearest.at)),
        ("BD-3 1123", z("2202/-1"), 6)
    );
}
