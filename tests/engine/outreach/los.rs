//! Line of sight (15.15, 16.0): M4 (beacons in sight of each seed's first hex), M5 (listed pairs), and the
//! geometry's own properties.

use super::h;
use starshift::engine::hex::{Dir, Hex};
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
    let counts: Vec<(char, usize)> =
        SEEDS.iter().map(|s| (s.letter, map::BEACONS.iter().filter(|b| sees(s.first(), b.at())).count())).collect();
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

/// `los::blocked` answers from a table per hex, testing only the dust sides near each line: the same as the
/// straightforward reckoning below (the first version of `los`: every dust side, every corner) for a
/// sample of pairs over the whole map, off-map hexes included. `STARSHIFT_LOS_ALL=1` checks every pair.
#[test]
fn the_fast_line_of_sight_agrees_with_the_straightforward_one() {
    let all = std::env::var("STARSHIFT_LOS_ALL").is_ok_and(|v| v == "1");
    let segments: Vec<((f64, f64), (f64, f64))> = map::dust_sides().into_iter().map(|(x, d)| side(x, d)).collect();
    let mut to: Vec<Hex> = map::hexes().collect();
    // A ring of hexes just off the map, and a few far away.
    to.extend((0..=51).flat_map(|c| [Hex::from_offset(c, 0), Hex::from_offset(c, 29)]));
    to.extend((1..=28).flat_map(|r| [Hex::from_offset(0, r), Hex::from_offset(51, r)]));
    to.extend([Hex::from_offset(-20, 14), Hex::from_offset(80, -5), Hex::from_offset(25, 60)]);
    let from: Vec<Hex> = if all { to.clone() } else { to.iter().copied().step_by(13).collect() };
    let (mut pairs, mut blocked_pairs) = (0, 0);
    for &a in &from {
        for &b in &to {
            let want = reference::blocked(&segments, a, b);
            assert_eq!(blocked(a, b), want, "{a}–{b}");
            pairs += 1;
            blocked_pairs += want as u32;
        }
    }
    assert!(pairs > 100_000 && blocked_pairs > pairs / 10, "{pairs} pairs, {blocked_pairs} blocked");
}

/// Line of sight as first written: every dust side and every corner tested for each line.
mod reference {
    use starshift::engine::hex::Hex;
    use starshift::engine::outreach::los::centre;
    use starshift::engine::outreach::map::dust_between;

    type Pt = (f64, f64);
    const NUDGE: f64 = 1e-7;
    const ON_LINE: f64 = 1e-9;

    fn orient(a: Pt, b: Pt, c: Pt) -> f64 {
        (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
    }

    fn crosses(p: Pt, q: Pt, a: Pt, b: Pt) -> bool {
        let (d1, d2) = (orient(p, q, a), orient(p, q, b));
        let (d3, d4) = (orient(a, b, p), orient(a, b, q));
        d1 * d2 < 0.0 && d3 * d4 < 0.0
    }

    fn on_segment(p: Pt, q: Pt, c: Pt) -> bool {
        let len = ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
        if len == 0.0 || (orient(p, q, c) / len).abs() > ON_LINE {
            return false;
        }
        let t = ((c.0 - p.0) * (q.0 - p.0) + (c.1 - p.1) * (q.1 - p.1)) / (len * len);
        (0.0..=1.0).contains(&t)
    }

    fn crosses_dust(p: Pt, q: Pt, segments: &[(Pt, Pt)]) -> bool {
        let (lo_x, hi_x) = (p.0.min(q.0) - 1.0, p.0.max(q.0) + 1.0);
        let (lo_y, hi_y) = (p.1.min(q.1) - 1.0, p.1.max(q.1) + 1.0);
        segments.iter().any(|&(a, b)| {
            let near = a.0.max(b.0) >= lo_x && a.0.min(b.0) <= hi_x && a.1.max(b.1) >= lo_y && a.1.min(b.1) <= hi_y;
            near && crosses(p, q, a, b)
        })
    }

    pub fn blocked(segments: &[(Pt, Pt)], a: Hex, b: Hex) -> bool {
        match a.distance(b) {
            0 => return false,
            1 => return dust_between(a, b),
            _ => {}
        }
        let (p, q) = (centre(a), centre(b));
        let touches_corner = segments.iter().any(|&(s, t)| on_segment(p, q, s) || on_segment(p, q, t));
        if !touches_corner {
            return crosses_dust(p, q, segments);
        }
        let len = ((q.0 - p.0).powi(2) + (q.1 - p.1).powi(2)).sqrt();
        let n = (-(q.1 - p.1) / len * NUDGE, (q.0 - p.0) / len * NUDGE);
        let moved = |s: f64| crosses_dust((p.0 + s * n.0, p.1 + s * n.1), (q.0 + s * n.0, q.1 + s * n.1), segments);
        moved(1.0) && moved(-1.0)
    }
}
