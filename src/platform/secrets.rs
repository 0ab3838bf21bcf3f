//! Sealed choices kept on this device only (`engine::seal`): the choice's bytes and the salt behind a
//! commitment, per game and seat, stored under `starshift.secret.<game>.<seat>.<commitment in hex>` until
//! the choice is opened. Opaque bytes: this module knows no game. Never in a save, export or link.

use super::storage;

fn key(game: &str, seat: &str, commitment: u64) -> String {
    format!("starshift.secret.{game}.{seat}.{commitment:016x}")
}

/// The key of the first release, which kept only StarGate's approach options as "<option index> <salt>".
fn legacy_key(commitment: u64) -> String {
    format!("starshift.secret.{commitment:016x}")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

/// Keeps the choice and salt behind `commitment`. Fails when the storage does (the choice then cannot be
/// sealed: it could never be opened).
pub fn keep(game: &str, seat: &str, commitment: u64, choice: &[u8], salt: u64) -> Result<(), String> {
    storage::set(&key(game, seat, commitment), &format!("{} {salt}", hex(choice))).map_err(|e| e.to_string())
}

/// The choice and salt behind `commitment`, if this device sealed it.
pub fn recall(game: &str, seat: &str, commitment: u64) -> Option<(Vec<u8>, u64)> {
    if let Some(text) = storage::get(&key(game, seat, commitment)).ok().flatten() {
        let (choice, salt) = text.split_once(' ')?;
        return Some((unhex(choice)?, salt.parse().ok()?));
    }
    // A choice sealed by the first release: one byte, written in decimal.
    let text = storage::get(&legacy_key(commitment)).ok()??;
    let (choice, salt) = text.split_once(' ')?;
    Some((vec![choice.parse().ok()?], salt.parse().ok()?))
}

pub fn forget(game: &str, seat: &str, commitment: u64) {
    let _ = storage::remove(&key(game, seat, commitment));
    let _ = storage::remove(&legacy_key(commitment));
}
