//! Hex geometry: labels, the even-columns-lower convention, directions, distance, lines and rings.

use crate::support::Rng;
use starshift::engine::hex::{Dir, Hex};
use std::collections::{HashSet, VecDeque};

fn h(label: &str) -> Hex {
    Hex::from_label(label).unwrap_or_else(|| panic!("bad label {label}"))
}

fn d(n: u8) -> Dir {
    Dir::new(n).expect("1-6")
}

#[test]
fn labels_round_trip() {
    for (label, col, row) in [("0101", 1, 1), ("0914", 9, 14), ("2109", 21, 9), ("2718", 27, 18), ("0000", 0, 0)] {
        let hex = h(label);
        assert_eq!(hex.offset(), (col, row), "{label}");
        assert_eq!(hex.label(), label);
        assert_eq!(Hex::from_offset(col, row), hex);
        assert_eq!(hex.to_string(), label);
    }
    // Every hex of the StarGate map and a margin round trips through its label and offset.
    for col in 0..=30 {
        for row in 0..=20 {
            let hex = Hex::from_offset(col, row);
            assert_eq!(hex.offset(), (col, row));
            assert_eq!(Hex::from_label(&hex.label()), Some(hex));
        }
    }
}

#[test]
fn malformed_labels_are_refused() {
    for bad in ["", "101", "01011", "01a1", "-101", " 0101", "0101 ", "+101", "０１０１"] {
        assert_eq!(Hex::from_label(bad), None, "{bad:?}");
    }
}

/// Even columns sit half a hex lower: an even column's north-east and north-west neighbours share its
/// row, an odd column's south-east and south-west neighbours do.
#[test]
fn neighbours_follow_even_columns_lower() {
    // (centre, [N, NE, SE, S, SW, NW]) — written out by hand from the convention.
    let table: [(&str, [&str; 6]); 4] = [
        ("0404", ["0403", "0504", "0505", "0405", "0305", "0304"]), // even column
        ("0505", ["0504", "0604", "0605", "0506", "0405", "0404"]), // odd column
        ("0914", ["0913", "1013", "1014", "0915", "0814", "0813"]), // Stargate A, odd column
        ("2010", ["2009", "2110", "2111", "2011", "1911", "1910"]), // even column
    ];
    for (centre, expected) in table {
        let c = h(centre);
        for (dir, want) in Dir::ALL.into_iter().zip(expected) {
            assert_eq!(c.neighbor(dir).label(), want, "{centre} direction {} ({})", dir.number(), dir.name());
        }
        let labels: Vec<String> = c.neighbors().iter().map(|n| n.label()).collect();
        assert_eq!(labels, expected, "{centre} neighbors()");
        for n in c.neighbors() {
            assert_eq!(c.distance(n), 1);
        }
    }
}

#[test]
fn outreach_5_52_scatter_example() {
    let from = h("2020");
    assert_eq!(from.step(d(1), 6).label(), "2014");
    assert_eq!(from.step(d(3), 6).label(), "2623");
    // step agrees with walking one hex at a time, and ray lists the hexes on the way.
    let mut walked = from;
    for _ in 0..6 {
        walked = walked.neighbor(d(3));
    }
    assert_eq!(walked, h("2623"));
    let ray: Vec<String> = from.ray(d(3), 6).map(|x| x.label()).collect();
    assert_eq!(ray, ["2121", "2221", "2322", "2422", "2523", "2623"]);
    assert_eq!(from.distance(h("2623")), 6);
    assert_eq!(from.line_to(h("2623")), Some((d(3), 6)));
    assert_eq!(from.line_to(h("2014")), Some((d(1), 6)));
}

#[test]
fn dir_numbering_turn_and_opposite() {
    let numbers: Vec<u8> = Dir::ALL.iter().map(|x| x.number()).collect();
    assert_eq!(numbers, [1, 2, 3, 4, 5, 6]);
    assert_eq!(Dir::new(0), None);
    assert_eq!(Dir::new(7), None);
    assert_eq!(d(1).name(), "north");
    assert_eq!(d(4).name(), "south");
    for (a, b) in [(1, 4), (2, 5), (3, 6), (4, 1), (5, 2), (6, 3)] {
        assert_eq!(d(a).opposite(), d(b));
    }
    assert_eq!(d(1).turn(1), d(2));
    assert_eq!(d(6).turn(1), d(1));
    assert_eq!(d(1).turn(-1), d(6));
    assert_eq!(d(2).turn(-3), d(5));
    assert_eq!(d(3).turn(6), d(3));
    assert_eq!(d(3).turn(-13), d(2));
    assert_eq!(d(5).turn(0), d(5));
    let c = h("1010");
    for dir in Dir::ALL {
        assert_eq!(c.neighbor(dir).neighbor(dir.opposite()), c);
        // Clockwise: the next direction's neighbour is adjacent to this one's.
        assert_eq!(c.neighbor(dir).distance(c.neighbor(dir.turn(1))), 1);
        assert_eq!(c.neighbor(dir).distance(c.neighbor(dir.turn(2))), 2);
    }
}

/// Breadth-first step counts from `from`, out to `radius`: an independent check of `distance`.
fn bfs(from: Hex, radius: i32) -> Vec<(Hex, i32)> {
    let mut seen = HashSet::from([from]);
    let mut queue = VecDeque::from([(from, 0)]);
    let mut out = Vec::new();
    while let Some((x, k)) = queue.pop_front() {
        out.push((x, k));
        if k == radius {
            continue;
        }
        for n in x.neighbors() {
            if seen.insert(n) {
                queue.push_back((n, k + 1));
            }
        }
    }
    out
}

#[test]
fn distance_matches_step_counting() {
    for centre in [h("0101"), h("0404"), h("0505"), Hex::new(-3, 7)] {
        let reached = bfs(centre, 6);
        assert_eq!(reached.len(), 1 + 3 * 6 * 7);
        for (x, k) in reached {
            assert_eq!(centre.distance(x), k, "{centre} to {x}");
        }
    }
}

#[test]
fn distance_samples() {
    let samples = [
        ("0101", "0101", 0),
        ("0101", "0102", 1),
        ("0101", "0201", 1),
        ("0101", "0202", 2),
        ("0101", "0303", 3),
        ("0914", "0706", 9),
        ("0914", "2109", 12),
        ("0101", "2718", 30),
    ];
    for (a, b, n) in samples {
        assert_eq!(h(a).distance(h(b)), n, "{a} to {b}");
        assert_eq!(h(b).distance(h(a)), n, "{b} to {a}");
    }
}

#[test]
fn distance_is_a_metric() {
    let mut rng = Rng::new(5);
    let mut hex = || Hex::from_offset(rng.below(40) as i32 - 5, rng.below(40) as i32 - 5);
    for _ in 0..2000 {
        let (a, b, c) = (hex(), hex(), hex());
        assert_eq!(a.distance(b), b.distance(a));
        assert_eq!(a.distance(b) == 0, a == b);
        assert!(a.distance(c) <= a.distance(b) + b.distance(c), "{a} {b} {c}");
    }
}

#[test]
fn line_to_on_and_off_the_grain() {
    let c = h("1010");
    for dir in Dir::ALL {
        for n in 1..=9 {
            assert_eq!(c.line_to(c.step(dir, n)), Some((dir, n)));
        }
    }
    assert_eq!(c.line_to(c), None);
    // Off the grain: a knight's-move away, or between two lines.
    for (a, b) in [("0101", "0303"), ("0404", "0606"), ("1010", "1112"), ("0914", "2109"), ("0505", "0703")] {
        assert!(h(a).distance(h(b)) > 1);
        assert_eq!(h(a).line_to(h(b)), None, "{a} to {b}");
    }
    // On the grain, by label.
    assert_eq!(h("0404").line_to(h("0406")), Some((d(4), 2)));
    assert_eq!(h("0404").line_to(h("0706")), Some((d(3), 3)));
    assert_eq!(h("0505").line_to(h("0203")), Some((d(6), 3)));
}

#[test]
fn rings_and_spirals() {
    let c = h("1309");
    assert_eq!(c.ring(0), vec![c]);
    for r in 1..=8 {
        let ring = c.ring(r);
        assert_eq!(ring.len(), 6 * r as usize, "ring {r}");
        assert!(ring.iter().all(|x| c.distance(*x) == r), "ring {r}");
        assert_eq!(ring.iter().collect::<HashSet<_>>().len(), ring.len(), "ring {r} repeats a hex");
        assert_eq!(ring[0], c.step(d(1), r), "ring {r} starts in the north");
        // Consecutive hexes touch, all the way round.
        for i in 0..ring.len() {
            assert_eq!(ring[i].distance(ring[(i + 1) % ring.len()]), 1, "ring {r} at {i}");
        }
        // Clockwise: the north-east corner comes before the south-east one.
        let ne = ring.iter().position(|x| *x == c.step(d(2), r)).expect("corner");
        let se = ring.iter().position(|x| *x == c.step(d(3), r)).expect("corner");
        assert!(ne < se);
        let spiral = c.spiral(r);
        assert_eq!(spiral.len(), 1 + 3 * (r * (r + 1)) as usize);
        assert_eq!(spiral.iter().collect::<HashSet<_>>().len(), spiral.len());
        assert!(spiral.iter().all(|x| c.distance(*x) <= r));
    }
    let ring1: Vec<Hex> = c.ring(1);
    assert_eq!(ring1, c.neighbors().to_vec());
}

#[test]
fn hexes_are_labels_in_json() {
    for label in ["0101", "0914", "2109", "2718", "2807", "0000", "9999"] {
        let hex = h(label);
        let v = serde_json::to_value(hex).expect("serializes");
        assert_eq!(v, serde_json::json!(label));
        assert_eq!(serde_json::from_value::<Hex>(v).expect("reads"), hex);
        // The axial form is read too.
        let axial = serde_json::json!({"q": hex.q, "r": hex.r});
        assert_eq!(serde_json::from_value::<Hex>(axial).expect("reads"), hex);
    }
    // Hexes without a four-digit label (off any map) keep the axial form, and round trip.
    for hex in [Hex::from_offset(-1, 5), Hex::from_offset(3, -2), Hex::from_offset(100, 1), Hex::new(-40, 7)] {
        let v = serde_json::to_value(hex).expect("serializes");
        assert_eq!(v, serde_json::json!({"q": hex.q, "r": hex.r}), "{hex:?}");
        assert_eq!(serde_json::from_value::<Hex>(v).expect("reads"), hex);
    }
    for bad in
        [serde_json::json!("101"), serde_json::json!("abcd"), serde_json::json!(101), serde_json::json!({"q": 1})]
    {
        assert!(serde_json::from_value::<Hex>(bad.clone()).is_err(), "{bad}");
    }
}

/// Every hex operation on the most extreme coordinates: no overflow (the tests run with overflow checks),
/// saturated results, and the bounds a record or link is held to.
#[test]
fn extreme_hexes_never_overflow() {
    let m = [i32::MIN, i32::MIN + 1, -Hex::LIMIT, -1, 0, 1, Hex::LIMIT, i32::MAX - 1, i32::MAX];
    for &q in &m {
        for &r in &m {
            let a = Hex::new(q, r);
            let (c, row) = a.offset();
            let _ = Hex::from_offset(c, row);
            let _ = Hex::from_offset(q, r);
            let _ = a.label();
            let _ = a.to_string();
            let _ = a.neighbors();
            for dir in Dir::ALL {
                let _ = a.neighbor(dir);
                for n in [i32::MIN, -1, 0, 1, i32::MAX] {
                    let _ = a.step(dir, n);
                }
                assert_eq!(a.ray(dir, 3).count(), 3);
            }
            assert_eq!(a.ring(1).len(), 6);
            assert!(a.ring(-5).is_empty());
            assert_eq!(a.spiral(1).len(), 7);
            for &q2 in &m {
                for &r2 in &m {
                    let b = Hex::new(q2, r2);
                    assert!(a.distance(b) >= 0);
                    assert_eq!(a.distance(b), b.distance(a));
                    let _ = a.line_to(b);
                }
            }
            assert_eq!(a.in_bounds(), q.unsigned_abs() < Hex::LIMIT as u32 && r.unsigned_abs() < Hex::LIMIT as u32);
            let _ = serde_json::to_string(&a).expect("serializes");
        }
    }
    // Saturation, not wrapping: the farthest pair is as far as an i32 goes.
    assert_eq!(Hex::new(i32::MIN, 0).distance(Hex::new(i32::MAX, 0)), i32::MAX);
    assert_eq!(Hex::new(i32::MAX, 0).neighbor(d(3)), Hex::new(i32::MAX, 0));
    // Inside the bounds everything is exact.
    let far = Hex::new(Hex::LIMIT - 1, -(Hex::LIMIT - 1));
    assert_eq!(far.distance(Hex::new(0, 0)), Hex::LIMIT - 1);
    assert_eq!(Hex::new(0, 0).line_to(far), Some((d(2), Hex::LIMIT - 1)));
}

/// A hex read from JSON is held to ±`Hex::LIMIT`, takes no other keys, and is refused in words.
#[test]
fn hexes_are_bounded_where_they_are_read() {
    let read = |s: &str| serde_json::from_str::<Hex>(s).map_err(|e| e.to_string());
    assert_eq!(read(r#"{"q":5,"r":-3}"#), Ok(Hex::new(5, -3)));
    assert_eq!(read(r#""2807""#), Ok(h("2807")));
    let limit = Hex::LIMIT;
    assert_eq!(read(&format!(r#"{{"q":{},"r":0}}"#, limit - 1)), Ok(Hex::new(limit - 1, 0)));
    for bad in [
        r#"{"q":2147483647,"r":0}"#.to_string(),
        r#"{"q":0,"r":-2147483648}"#.to_string(),
        format!(r#"{{"q":{limit},"r":0}}"#),
        r#"{"q":99999999999,"r":0}"#.to_string(),
        r#"{"q":1.5,"r":0}"#.to_string(),
    ] {
        let e = read(&bad).expect_err(&bad);
        assert!(e.contains("lies off every map") || e.contains("is not a whole number"), "{bad}: {e}");
    }
    assert!(read(r#"{"q":1,"r":2,"s":-3}"#).expect_err("extra key").contains("unknown field `s`"));
    assert!(read(r#"{"q":1}"#).expect_err("no r").contains("r is missing"));
    assert!(read(r#""28070""#).expect_err("five digits").contains("not an XXYY hex label"));
    assert!(read("7").expect_err("a number").contains("a hex is an XXYY label"));
}
