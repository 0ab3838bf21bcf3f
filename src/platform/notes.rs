//! Notes kept on this device beside a save, for its event log: what the record itself cannot hold, e.g.
//! an undo made with another player's consent (issue 16). Stored under `starshift.notes.<save id>` as
//! `[[actions in the record when written, text], …]`. Never in an export or link.

use super::storage;

fn key(id: &str) -> String {
    format!("starshift.notes.{id}")
}

/// The save's notes, oldest first (none when unreadable).
pub fn load(id: &str) -> Vec<(usize, String)> {
    storage::get(&key(id)).ok().flatten().and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

/// Adds a note written when the record held `at` actions; returns all of them.
pub fn add(id: &str, at: usize, text: String) -> Result<Vec<(usize, String)>, String> {
    let mut all = load(id);
    all.push((at, text));
    let json = serde_json::to_string(&all).map_err(|e| e.to_string())?;
    storage::set(&key(id), &json).map_err(|e| e.to_string())?;
    Ok(all)
}

/// Forgets the save's notes (the save is deleted).
pub fn forget(id: &str) {
    let _ = storage::remove(&key(id));
}
