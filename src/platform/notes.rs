//! Notes kept on this device beside a save, for its event log: what the record itself cannot hold, e.g.
//! an undo made with another player's consent (issue 16). Stored under `starshift.notes.<save id>` as URL
//! query text, `<actions in the record when written>=<text>&…`, oldest first. Never in an export or link.
//! Notes written before were JSON, `[[at, text], …]`: [`load`] hands their text back to be read where the
//! JSON code is (the tools' chunk), and [`keep`] writes them in today's form.

use super::storage;

fn key(id: &str) -> String {
    format!("starshift.notes.{id}")
}

/// The save's notes, oldest first (none when there are none or they cannot be read); `Err` with their
/// text when they are of the JSON form written before.
pub fn load(id: &str) -> Result<Vec<(usize, String)>, String> {
    let Some(text) = storage::get(&key(id)).ok().flatten() else { return Ok(Vec::new()) };
    if text.starts_with('[') {
        return Err(text);
    }
    Ok(form_urlencoded::parse(text.as_bytes()).filter_map(|(at, note)| Some((at.parse().ok()?, note.into_owned()))).collect())
}

/// Writes all of the save's notes.
pub fn keep(id: &str, all: &[(usize, String)]) -> Result<(), String> {
    let mut q = form_urlencoded::Serializer::new(String::new());
    for (at, note) in all {
        q.append_pair(&at.to_string(), note);
    }
    storage::set(&key(id), &q.finish()).map_err(|e| e.to_string())
}

/// Adds a note written when the record held `at` actions; returns all of them. Notes of the form written
/// before that are not read yet are never written over.
pub fn add(id: &str, at: usize, text: String) -> Result<Vec<(usize, String)>, String> {
    let mut all = load(id).map_err(|_| "the notes an earlier version kept could not be read yet".to_string())?;
    all.push((at, text));
    keep(id, &all)?;
    Ok(all)
}

/// Forgets the save's notes (the save is deleted).
pub fn forget(id: &str) {
    let _ = storage::remove(&key(id));
}
