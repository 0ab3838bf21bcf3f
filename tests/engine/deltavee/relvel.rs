//! DeltaVee 8.4: relative velocity from two facings and two velocities.

use starshift::engine::clock::Clock;
use starshift::engine::deltavee::relvel::{relation, relative_velocity, Relation};

fn c(n: u8) -> Clock {
    Clock::new(n).expect("1-12")
}

/// The 8.4 example: velocities 4 (firing) and 3 (target) give 1, 7 or 5 under statements 1, 2 and 3.
#[test]
fn the_text_example() {
    let f = c(3);
    for (target, want, rel) in [
        (3, 1, Relation::Along),
        (2, 1, Relation::Along),
        (4, 1, Relation::Along),
        (9, 7, Relation::Against),
        (8, 7, Relation::Against),
        (10, 7, Relation::Against),
        (1, 5, Relation::Across),
        (12, 5, Relation::Across),
        (11, 5, Relation::Across),
        (5, 5, Relation::Across),
        (6, 5, Relation::Across),
        (7, 5, Relation::Across),
    ] {
        assert_eq!(relation(f, c(target)), rel, "3 o'clock against {target}");
        assert_eq!(relative_velocity((f, 4), (c(target), 3)), want, "3 o'clock against {target}");
    }
}

/// Each facing has three facings along it, three against and six across (8.4 statement 3: "six").
#[test]
fn three_three_and_six() {
    for f in Clock::ALL {
        let count = |r| Clock::ALL.iter().filter(|&&t| relation(f, t) == r).count();
        assert_eq!((count(Relation::Along), count(Relation::Against), count(Relation::Across)), (3, 3, 6), "{f}");
    }
}

#[test]
fn symmetric_in_firer_and_target() {
    for a in Clock::ALL {
        for b in Clock::ALL {
            assert_eq!(relation(a, b), relation(b, a));
            for va in 0..=9 {
                for vb in 0..=9 {
                    assert_eq!(
                        relative_velocity((a, va), (b, vb)),
                        relative_velocity((b, vb), (a, va)),
                        "{a} {va} {b} {vb}"
                    );
                }
            }
        }
    }
}

#[test]
fn edge_cases() {
    // Both at rest: 0 whatever the facings (the chart's footnote for statement 3).
    for t in Clock::ALL {
        assert_eq!(relative_velocity((c(12), 0), (t, 0)), 0);
    }
    // Same facing and speed: 0 (8.5 condition 2 then also halves the range).
    assert_eq!(relative_velocity((c(7), 5), (c(7), 5)), 0);
    assert_eq!(relative_velocity((c(12), 9), (c(6), 9)), 18);
    assert_eq!(relative_velocity((c(12), 9), (c(3), 9)), 13);
    assert_eq!(relative_velocity((c(12), 1), (c(4), 0)), 1);
}
