//! The dice: a pinned sequence per seed (an old game's rolls may never change), faces in range,
//! uniformity, and `peek`.

use crate::support::Rng;
use starshift::engine::dice::Dice;

fn faces(seed: u64, sides: u32, n: usize) -> Vec<u32> {
    let mut d = Dice::new(seed);
    (0..n).map(|_| d.roll(sides)).collect()
}

/// Frozen: if this fails, every saved game and link would replay differently.
#[test]
fn dice_sequence_is_pinned() {
    assert_eq!(faces(1, 6, 20), [5, 2, 1, 3, 1, 2, 5, 6, 1, 1, 2, 6, 1, 3, 1, 4, 1, 5, 5, 6]);
    assert_eq!(faces(1, 10, 10), [7, 8, 1, 5, 1, 4, 7, 2, 3, 5]);
    assert_eq!(faces(42, 6, 20), [1, 6, 2, 6, 1, 5, 3, 1, 6, 1, 3, 1, 6, 2, 5, 4, 5, 2, 5, 1]);
    assert_eq!(faces(42, 10, 10), [3, 8, 4, 2, 1, 5, 5, 7, 6, 9]);
    // Mixed dice draw from one stream: d10s after twenty d6s.
    let mut d = Dice::new(1);
    (0..20).for_each(|_| {
        d.roll(6);
    });
    let after: Vec<u32> = (0..10).map(|_| d.roll(10)).collect();
    assert_eq!(after, [3, 7, 5, 4, 6, 4, 6, 6, 4, 9]);
}

/// SplitMix64 as published (Steele, Lea & Flood; Vigna's reference C), written out independently.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

#[test]
fn generator_is_splitmix64() {
    // The published test vector for seed 1234567.
    let mut r = SplitMix64(1_234_567);
    let expected: [u64; 5] =
        [6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821];
    for want in expected {
        assert_eq!(r.next(), want);
    }
    // roll(u32::MAX) exposes the upper 32 bits of each output (plus one); only 0xFFFF_FFFF is rejected.
    let mut d = Dice::new(1_234_567);
    for want in expected {
        assert_eq!(d.roll(u32::MAX), (want >> 32) as u32 + 1);
    }
}

/// The documented face mapping (upper 32 bits, rejection of the incomplete last block), independently.
fn reference_roll(r: &mut SplitMix64, sides: u32) -> u32 {
    let n = sides as u64;
    let accepted = (1u64 << 32) / n * n; // whole blocks of `sides`
    loop {
        let x = r.next() >> 32;
        if x < accepted {
            return (x % n) as u32 + 1;
        }
    }
}

#[test]
fn faces_match_the_documented_mapping() {
    let mut rng = Rng::new(11);
    for _ in 0..200 {
        let seed = rng.next_u64();
        let sides = [2, 3, 6, 7, 10, 20, 100, 1 << 31, (1 << 31) + 1, u32::MAX][rng.below(10)];
        let mut d = Dice::new(seed);
        let mut r = SplitMix64(seed);
        for _ in 0..50 {
            assert_eq!(d.roll(sides), reference_roll(&mut r, sides), "seed {seed} d{sides}");
        }
    }
}

#[test]
fn faces_are_in_range() {
    let mut rng = Rng::new(3);
    for sides in [1, 2, 3, 6, 10, 12, 20, 1000] {
        let mut d = Dice::new(rng.next_u64());
        for _ in 0..5000 {
            let f = d.roll(sides);
            assert!((1..=sides).contains(&f), "d{sides} gave {f}");
        }
    }
    // A zero-sided die is treated as one-sided rather than panicking.
    assert_eq!(Dice::new(9).roll(0), 1);
}

#[test]
fn faces_are_roughly_uniform() {
    for (seed, sides) in [(1u64, 6u32), (42, 6), (7, 10), (2024, 10)] {
        let mut d = Dice::new(seed);
        let rolls = 60_000;
        let mut counts = vec![0u32; sides as usize];
        for _ in 0..rolls {
            counts[d.roll(sides) as usize - 1] += 1;
        }
        let expected = rolls as f64 / sides as f64;
        for (face, &c) in counts.iter().enumerate() {
            let off = (c as f64 - expected).abs() / expected;
            assert!(off <= 0.05, "seed {seed} d{sides}: face {} came {c} times, expected about {expected}", face + 1);
        }
    }
}

#[test]
fn peek_equals_roll_without_advancing() {
    let mut d = Dice::new(99);
    for i in 0..200 {
        let sides = [6, 10, 3][i % 3];
        let before = d.clone();
        let p = d.peek(sides);
        assert_eq!(d, before, "peek advanced the dice");
        assert_eq!(d.peek(sides), p, "peek is not repeatable");
        assert_eq!(d.roll(sides), p);
        assert_ne!(d, before, "roll did not advance the dice");
    }
}

#[test]
fn same_seed_same_rolls_and_seeds_differ() {
    assert_eq!(faces(77, 6, 100), faces(77, 6, 100));
    assert_ne!(faces(77, 6, 100), faces(78, 6, 100));
    assert_ne!(faces(0, 6, 100), faces(1, 6, 100));
    // The dice serialize with the state (the state hash depends on them) and round trip.
    let mut d = Dice::new(5);
    d.roll(6);
    let json = serde_json::to_string(&d).expect("serializes");
    let back: Dice = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, d);
}
