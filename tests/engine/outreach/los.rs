//! Line of sight (15.15, 16.0): M4 (beacons in sight of each seed's first hex), M5 (listed pairs), and the
//! geometry's own properties.

use super::h;
use starshift::engine::hex::Dir;
use starshift::engine::outreach::los::{blocked, centre, sees, side};
use starshift::engine::outreach::map;
use starshift::engine::outreach::scenarios::SEEDS;

#[test]
fn m5_the_listed_pairs() {
    for (a, b) in [
        ("0814", "1014"),
        ("0707", "1010"),
        ("1316", "1816"),
        ("1316", "1516"),
        ("2623", "2026"),
        ("3827", "1817"),
        ("4903", "1412"),
    ] {
        assert!(blocked(h(a), h(b)), "{a}–{b} is blocked");
        assert!(blocked(h(b), h(a)), "{b}–{a} is blocked");
    }
    for (a, b) in [("1110", "1113"), ("1816", "1817"), ("2014", "2026"), ("2026", "2020"), ("1709", "1412")] {
        assert!(sees(h(a), h(b)), "{a}–{b} is clear");
        assert!(sees(h(b), h(a)), "{b}–{a} is clear");
    }
    // 0814–1014 is blocked by the side 0814|0915.
    assert!(map::dust_between(h("0814"), h("0915")));
}

#[test]
fn m4_printed_beacons_in_sight_of_each_seeds_first_hex() {
    let counts: Vec<(char, usize)> = SEEDS
        .iter()
        .map(|s| (s.letter, map::BEACONS.iter().filter(|b| sees(s.first(), b.at())).count()))
        .collect();
    let want = [
        ('A', 0),
        ('B', 0),
        ('C', 0),
        ('D', 8),
        ('E', 13),
        ('F', 13),
        ('G', 13),
        ('H', 13),
        ('I', 1),
        ('J', 12),
        ('K', 1),
        ('L', 0),
        ('M', 0),
    ];
    assert_eq!(counts, want);
    // The asterisked results are exactly the ones that see no printed beacon (18.53 places beacons there).
    for s in &SEEDS {
        let none = map::BEACONS.iter().all(|b| !sees(s.first(), b.at()));
        assert_eq!(s.asterisk, none, "seed {}", s.letter);
    }
}

#[test]
fn adjacent_hexes_see_each_other_unless_their_side_is_dust() {
    for x in map::hexes() {
        for d in Dir::ALL {
            let y = x.neighbor(d);
            assert_eq!(blocked(x, y), map::dust_side(x, d), "{x}→{y}");
        }
    }
}

#[test]
fn line_of_sight_is_symmetric_and_a_hex_sees_itself() {
    let hexes: Vec<_> = map::hexes().step_by(7).collect();
    for &a in &hexes {
        assert!(sees(a, a));
        for &b in hexes.iter().step_by(5) {
            assert_eq!(blocked(a, b), blocked(b, a), "{a}–{b}");
        }
    }
}

#[test]
fn geometry_even_columns_sit_lower_and_sides_face_their_neighbours() {
    // 0201 (even) is half a hex lower than 0101 and 0301 (odd).
    let (c1, c2, c3) = (centre(h("0101")), centre(h("0201")), centre(h("0301")));
    assert!(c2.1 > c1.1 && (c1.1 - c3.1).abs() < 1e-12);
    // The side of a hex toward direction d is the side of its neighbour toward the opposite direction,
    // and lies half-way between their centres.
    for x in [h("2020"), h("2121"), h("0101")] {
        for d in Dir::ALL {
            let (a, b) = side(x, d);
            let (p, q) = side(x.neighbor(d), d.opposite());
            let close = |u: (f64, f64), v: (f64, f64)| (u.0 - v.0).abs() < 1e-9 && (u.1 - v.1).abs() < 1e-9;
            assert!((close(a, q) && close(b, p)) || (close(a, p) && close(b, q)), "{x} {d:?}");
            let (m, c, n) = (((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0), centre(x), centre(x.neighbor(d)));
            assert!(close(m, ((c.0 + n.0) / 2.0, (c.1 + n.1) / 2.0)), "{x} {d:?}");
        }
    }
}

#[test]
fn a_line_along_a_side_or_through_a_corner_is_blocked_only_if_both_ways_are() {
    // From a, one step in d and one in d+1 reaches b: the line a–b leaves a through a corner, runs along
    // the side between those two neighbours p and q, and enters b through a corner.
    let mut through = 0;
    for a in map::hexes().step_by(11) {
        for d in Dir::ALL {
            let b = a.neighbor(d).neighbor(d.turn(1));
            if map::kind(b).is_none() {
                continue;
            }
            through += 1;
            let p = a.neighbor(d);
            let q = a.neighbor(d.turn(1));
            // The line a–b runs along the side p|q: blocked only if both ways round are blocked, each way
            // crossing a side of a into p (or q) and then of p (or q) into b.
            let via = |m| map::dust_between(a, m) || map::dust_between(m, b);
            assert_eq!(blocked(a, b), via(p) && via(q), "{a}–{b} along {p}|{q}");
        }
    }
    assert!(through > 100);
}
