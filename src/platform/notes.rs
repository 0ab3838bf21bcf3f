//! Notes kept on this device beside a save, for its event log: what the record itself cannot hold, e.g.
//! an undo made with another player's consent (issue 16). Stored under `starshift.notes.<save id>` as URL
//! query text, `<actions in the record when written>=<text>&…`, oldest first (written before as JSON,
//! `[[at, text], …]`, which is still read). Never in an export or link.

use super::storage;

fn key(id: &str) -> String {
    format!("starshift.notes.{id}")
}

/// The save's notes, oldest first (none when unreadable).
pub fn load(id: &str) -> Vec<(usize, String)> {
    let Some(text) = storage::get(&key(id)).ok().flatten() else { return Vec::new() };
    if text.starts_with('[') {
        return serde_json::from_str(&text).unwrap_or_default();
    }
    form_urlencoded::parse(text.as_bytes()).filter_map(|(at, note)| Some((at.parse().ok()?, note.into_owned()))).collect()
}

/// Adds a note written when the record held `at` actions; returns all of them.
pub fn add(id: &str, at: usize, text: String) -> Result<Vec<(usize, String)>, String> {
    let mut all = load(id);
    all.push((at, text));
    let mut q = form_urlencoded::Serializer::new(String::new());
    for (at, note) in &all {
        q.append_pair(&at.to_string(), note);
    }
    storage::set(&key(id), &q.finish()).map_err(|e| e.to_string())?;
    Ok(all)
}

/// Forgets the save's notes (the save is deleted).
pub fn forget(id: &str) {
    let _ = storage::remove(&key(id));
}
