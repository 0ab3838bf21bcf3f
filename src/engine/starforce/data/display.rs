//! The Stellar Display's numbers (SF 2.2–2.3): the Zulu Limits that shape Known Space and the true
//! distance between two LiteZulus, each with its provenance.

use super::Tag;

/// Known Space reaches 20 hexes from Sol (SF 2.3).
pub const KNOWN_SPACE_RADIUS: u32 = 20;

/// The Zulu Limit of each ring about Sol, P = 0…20: the largest |level| in Known Space there (SF 2.3).
pub const ZULU_LIMITS: [u8; 21] = [
    20, 20, 20, 20, 20, 20, 19, 19, 19, 18, 18, 18, 17, 17, 16, 15, 14, 14, 13, 11, 10,
];
pub const ZULU_LIMITS_TAG: Tag = Tag::derived(
    "a sphere of radius 20 on hexes, ZL = round sqrt(400 - 3/4 P^2) (a hex ring of radius P spans about \
     P*sqrt(3)/2 ly): the simplest law that admits every attested level (ring 15 at -14, 16 at +-14, 17 at \
     -11, 19 at -8, 20 at +2) and gives 39,917 LiteZulus against the designers' 37,639 and 'forty thousand'",
);

/// The Zulu Limit of ring `p` about Sol; `None` beyond Known Space's radius (SF 2.3).
pub fn zulu_limit(p: u32) -> Option<i32> {
    ZULU_LIMITS.get(p as usize).map(|&z| z as i32)
}

/// The true-distance rule (SF 2.2): √(P² + Z²) rounded half up, in whole numbers (the largest d with
/// d² ≤ P² + Z², plus one when P² + Z² ≥ d² + d + 1, i.e. when √(P² + Z²) ≥ d + ½). Saturates at
/// `u32::MAX`. In 64 bits (128-bit arithmetic brings its own division code), from the float square root
/// made exact (`u64::isqrt` is 0.4 kB of code more). The game and the table viewer both read it: the one
/// place to correct D.
pub fn true_distance(p: u32, z: u32) -> u32 {
    let Some(n) = (p as u64 * p as u64).checked_add(z as u64 * z as u64) else {
        // √(P² + Z²) ≥ 2³², beyond u32.
        return u32::MAX;
    };
    // Within one of ⌊√n⌋ (n < 2⁶⁴, and f64 keeps 53 bits), then exact.
    let mut d = (n as f64).sqrt() as u64;
    while d.checked_mul(d).is_none_or(|s| s > n) {
        d -= 1;
    }
    while (d + 1).checked_mul(d + 1).is_some_and(|s| s <= n) {
        d += 1;
    }
    // d < 2³², so d² + d + 1 < 2⁶⁴.
    let d = if n > d * d + d { d + 1 } else { d };
    d.min(u32::MAX as u64) as u32
}
pub const DISTANCE_TAG: Tag = Tag::reconstructed(
    "the errata tell true distance from two-dimensional distance but give no rule; Euclid on hexes and levels, \
     rounded half up, gives the play report's CD-21 to Ross 614 as 8 lites and puts Delta Pavonis 21 from \
     Tau Ceti, more than one 20-lite shift as the story requires",
);

/// How many levels a scenario may add above and below the Volume of Known Space (43.4).
pub const VOLUME_EXTENSION: i32 = 10;
pub const VOLUME_EXTENSION_TAG: Tag =
    Tag::text("43.4: a scenario stretches the Volume 10 levels further up and down");
