//! Secret choices kept on this device only: the option and salt behind a commitment (StarGate 7.1),
//! stored under `starshift.secret.<commitment in hex>` until disclosed. Never in a save, export or link.

use super::storage;
use crate::engine::stargate::tables::Tactic;

fn key(hash: u64) -> String {
    format!("starshift.secret.{hash:016x}")
}

/// Keeps the secret behind `hash`. Fails when the storage does (the choice then cannot be kept).
pub fn remember(hash: u64, tactic: Tactic, salt: u64) -> Result<(), String> {
    storage::set(&key(hash), &format!("{} {salt}", tactic.index())).map_err(|e| e.to_string())
}

/// The secret behind `hash`, if it was chosen on this device.
pub fn recall(hash: u64) -> Option<(Tactic, u64)> {
    let text = storage::get(&key(hash)).ok()??;
    let (t, salt) = text.split_once(' ')?;
    Some((*Tactic::ALL.get(t.parse::<usize>().ok()?)?, salt.parse().ok()?))
}

pub fn forget(hash: u64) {
    let _ = storage::remove(&key(hash));
}
