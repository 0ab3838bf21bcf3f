//! DeltaVee 6.1: twelve clock facings on the shared hex grid, side moves and zigzag corner moves, and the
//! Direction Reminder.

use starshift::engine::clock::{advance, path, reminder_hex, Clock, Reminder};
use starshift::engine::hex::{Dir, Hex};
use std::collections::HashSet;

fn c(n: u8) -> Clock {
    Clock::new(n).expect("1-12")
}

fn d(n: u8) -> Dir {
    Dir::new(n).expect("1-6")
}

/// Centres in even and odd columns, and off the labelled quadrant.
fn centres() -> [Hex; 5] {
    [Hex::from_offset(4, 4), Hex::from_offset(5, 5), Hex::from_offset(16, 9), Hex::from_offset(17, 9), Hex::new(-7, 3)]
}

#[test]
fn hours_sides_and_corners() {
    assert_eq!(Clock::new(0), None);
    assert_eq!(Clock::new(13), None);
    let hours: Vec<u8> = Clock::ALL.iter().map(|x| x.hour()).collect();
    assert_eq!(hours, (1..=12).collect::<Vec<_>>());
    // Sides face the even hours and are the shared directions 1–6; corners face the odd hours.
    let sides = [(12, 1), (2, 2), (4, 3), (6, 4), (8, 5), (10, 6)];
    for (hour, dir) in sides {
        assert!(c(hour).is_side() && !c(hour).is_corner(), "{hour}");
        assert_eq!(c(hour).side(), Some(d(dir)), "{hour}");
        assert_eq!(Clock::from(d(dir)), c(hour));
    }
    for hour in [1, 3, 5, 7, 9, 11] {
        assert!(c(hour).is_corner() && !c(hour).is_side(), "{hour}");
        assert_eq!(c(hour).side(), None);
    }
    // A corner is flanked by the sides an hour either side of it: left (counter-clockwise) first.
    assert_eq!(c(1).flanks(), (d(1), d(2)));
    assert_eq!(c(3).flanks(), (d(2), d(3)));
    assert_eq!(c(9).flanks(), (d(5), d(6)));
    assert_eq!(c(11).flanks(), (d(6), d(1)));
    assert_eq!(c(4).flanks(), (d(3), d(3)));
}

#[test]
fn turning_and_opposites() {
    assert_eq!(c(12).turn(1), c(1));
    assert_eq!(c(1).turn(-1), c(12));
    assert_eq!(c(3).turn(-5), c(10));
    assert_eq!(c(7).turn(24), c(7));
    assert_eq!(c(7).turn(-25), c(6));
    for x in Clock::ALL {
        assert_eq!(x.opposite().opposite(), x);
        assert_ne!(x.opposite(), x);
        assert_eq!(x.positions_to(x.opposite()), 6);
        assert_eq!(x.positions_to(x), 0);
        assert_eq!(x.positions_to(x.turn(1)), 1);
        assert_eq!(x.positions_to(x.turn(-2)), 2);
        assert_eq!(x.opposite().is_side(), x.is_side());
        for k in -12..=12 {
            assert_eq!(x.turn(k).turn(-k), x);
        }
    }
    for (a, b) in [(12, 6), (3, 9), (1, 7), (2, 8), (4, 10), (5, 11)] {
        assert_eq!(c(a).opposite(), c(b));
    }
    // A side's opposite is the shared direction's opposite.
    for dir in Dir::ALL {
        assert_eq!(Clock::from(dir).opposite(), Clock::from(dir.opposite()));
    }
}

/// A side move is a straight hex row: n hexes reach `step(dir, n)`, and leave no reminder.
#[test]
fn side_moves_follow_the_hex_row() {
    for centre in centres() {
        for x in Clock::ALL.into_iter().filter(|x| x.is_side()) {
            let dir = x.side().expect("side");
            for start in [Reminder::Left, Reminder::Right] {
                let (hexes, r) = path(centre, x, start, 7);
                assert_eq!(r, Reminder::Left);
                let want: Vec<Hex> = centre.ray(dir, 7).collect();
                assert_eq!(hexes, want, "{centre} {x}");
                assert_eq!(reminder_hex(*hexes.last().expect("7"), x, r), None);
            }
        }
    }
}

/// A corner move zigzags left, right, left…: after 2n hexes it is exactly n hexes along each flanking side,
/// at distance 2n — the straight line through the corner — and after 2n+1 it is one more to the left.
#[test]
fn corner_moves_zigzag_with_even_parity() {
    for centre in centres() {
        for x in Clock::ALL.into_iter().filter(|x| x.is_corner()) {
            let (left, right) = x.flanks();
            let (hexes, end) = path(centre, x, Reminder::Left, 40);
            assert_eq!(end, Reminder::Left);
            for (i, h) in hexes.iter().enumerate() {
                let k = i as i32 + 1;
                let (nl, nr) = ((k + 1) / 2, k / 2);
                assert_eq!(*h, centre.step(left, nl).step(right, nr), "{centre} {x} after {k}");
                assert_eq!(centre.distance(*h), k, "a zigzag never doubles back");
            }
            // Every second hex lies on the straight line the move approximates, evenly spaced.
            let line: Vec<Hex> = hexes.iter().skip(1).step_by(2).copied().collect();
            for (n, h) in line.iter().enumerate() {
                let n = n as i32 + 1;
                assert_eq!(*h, centre.step(left, n).step(right, n));
                assert_eq!(h.q - centre.q, n * (Hex::new(0, 0).step(left, 1).step(right, 1).q));
            }
            // The line through a corner between two sides is the sum of one step of each.
            let one = centre.neighbor(left).neighbor(right);
            assert_eq!(one, centre.neighbor(right).neighbor(left));
        }
    }
}

/// 3 o'clock is due east: two hexes reach two columns east on the same row, from even and odd columns; 9
/// o'clock mirrors it; 12 and 6 o'clock keep the column.
#[test]
fn corner_lines_in_offset_terms() {
    for (col, row) in [(4, 4), (5, 5), (16, 9), (17, 9), (1, 1)] {
        let h = Hex::from_offset(col, row);
        let (east, _) = path(h, c(3), Reminder::Left, 2);
        assert_eq!(east[1].offset(), (col + 2, row));
        let (west, _) = path(h, c(9), Reminder::Left, 6);
        assert_eq!(west[5].offset(), (col - 6, row));
        let (north, _) = path(h, c(12), Reminder::Left, 3);
        assert_eq!(north[2].offset(), (col, row - 3));
        // 3 o'clock's first step goes up-right (2 o'clock side), then down-right.
        assert_eq!(east[0], h.neighbor(d(2)));
    }
}

/// An odd move leaves a reminder owing the right side: the next move picks up the zigzag there, so two
/// moves of 3 and 5 equal one move of 8; a direction change drops the reminder and restarts to the left.
#[test]
fn direction_reminder_keeps_the_zigzag_across_moves() {
    for centre in centres() {
        for x in Clock::ALL {
            let (a, ra) = path(centre, x, Reminder::Left, 3);
            let mid = *a.last().expect("3");
            let (b, rb) = path(mid, x, ra, 5);
            let (whole, rw) = path(centre, x, Reminder::Left, 8);
            assert_eq!(*b.last().expect("5"), *whole.last().expect("8"), "{centre} {x}");
            assert_eq!(rb, rw);
            if x.is_corner() {
                assert_eq!(ra, Reminder::Right);
                // The marker lies in the hex the unit would enter if the move were one hex longer.
                let (four, _) = path(centre, x, Reminder::Left, 4);
                assert_eq!(reminder_hex(mid, x, ra), Some(four[3]));
                assert_eq!(reminder_hex(mid, x, Reminder::Left), None);
                // Without the reminder the unit would slip one side: it ends elsewhere.
                let (slipped, _) = path(mid, x, Reminder::Left, 5);
                assert_ne!(slipped.last(), b.last());
            } else {
                assert_eq!(ra, Reminder::Left);
                assert_eq!(reminder_hex(mid, x, ra), None);
            }
        }
    }
}

/// One hex in each of the twelve facings: side moves reach six different neighbours, corner moves the same
/// neighbours (their first zigzag step); two hexes in each of the twelve reach twelve different hexes, six
/// on the hex rows and six on the corner lines, all at distance 2.
#[test]
fn twelve_directions_are_distinct() {
    for centre in centres() {
        let two: HashSet<Hex> = Clock::ALL.iter().map(|&x| path(centre, x, Reminder::Left, 2).0[1]).collect();
        assert_eq!(two.len(), 12, "{centre}");
        assert!(two.iter().all(|h| centre.distance(*h) == 2));
        assert_eq!(two, centre.ring(2).into_iter().collect::<HashSet<_>>());
        let one: HashSet<Hex> = Clock::ALL.iter().map(|&x| advance(centre, x, Reminder::Left).0).collect();
        assert_eq!(one, centre.neighbors().into_iter().collect::<HashSet<_>>());
        // Ten hexes out, the twelve lines are still twelve different hexes, at distance 10.
        let ten: HashSet<Hex> =
            Clock::ALL.iter().map(|&x| *path(centre, x, Reminder::Left, 10).0.last().expect("10")).collect();
        assert_eq!(ten.len(), 12);
        assert!(ten.iter().all(|h| centre.distance(*h) == 10));
    }
    // Opposite facings head opposite ways: the destinations mirror through the start.
    let centre = Hex::from_offset(9, 9);
    for x in Clock::ALL {
        let a = *path(centre, x, Reminder::Left, 6).0.last().expect("6");
        let b = *path(centre, x.opposite(), Reminder::Left, 6).0.last().expect("6");
        assert_eq!((a.q - centre.q, a.r - centre.r), (centre.q - b.q, centre.r - b.r), "{x}");
    }
}
