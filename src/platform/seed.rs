//! Randomness from the browser. Seals' salts come only from the cryptographic source (`crypto.getRandomValues`
//! through the getrandom crate): where there is none, sealing is refused, never weakened. Game seeds and
//! save ids, which keep nothing secret (the seed travels in every link), fall back to `Math.random`.

use std::fmt::Write;

/// Fills `buf` with random bytes.
fn fill(buf: &mut [u8]) {
    let ok = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .map(|c| c.get_random_values_with_u8_array(buf).is_ok())
        .unwrap_or(false);
    if !ok {
        for b in buf.iter_mut() {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
}

/// A fresh salt for a sealed choice, from the cryptographic random source only.
pub fn secure_u64() -> Result<u64, String> {
    let mut buf = [0u8; 8];
    getrandom::fill(&mut buf).map_err(|e| {
        format!("this browser offers no cryptographic random source ({e}), so a secret choice cannot be sealed here")
    })?;
    Ok(u64::from_le_bytes(buf))
}

/// A fresh 64-bit game seed.
pub fn random_u64() -> u64 {
    let mut buf = [0u8; 8];
    fill(&mut buf);
    u64::from_le_bytes(buf)
}

/// A fresh save id in UUID v4 form, e.g. `3f2b9c1e-8d4a-4f6b-9e2d-1a2b3c4d5e6f`.
pub fn random_id() -> String {
    let mut b = [0u8; 16];
    fill(&mut b);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    // 8-4-4-4-12 hex digits, written without slicing a string (its panic path formats with `Debug`).
    let mut id = String::with_capacity(36);
    for (i, x) in b.iter().enumerate() {
        if matches!(i, 4 | 6 | 8 | 10) {
            id.push('-');
        }
        let _ = write!(id, "{x:02x}");
    }
    id
}
