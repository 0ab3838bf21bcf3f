//! Saved games in `localStorage`, one key per game, side by side.
//!
//! Format (one key per saved game):
//! `starshift.save.<uuid>` → the save's text (`engine::save`: its meta as query text, `#`, its link);
//! saves written before are JSON, `{"record": <engine Record>, "meta": {…}}`, and keep being read.
//! `starshift.backup.last` → when all games were last backed up (ms since 1970), for the lobby's reminder.
//! `starshift.persist` → the answer to `navigator.storage.persist()` ("granted", "denied", "unsupported"),
//! asked once, after the first game is created.
//!
//! A write touches only its own key, and `localStorage.setItem` either stores the whole value or throws,
//! so a full storage never damages an older save. Unreadable entries are listed as damaged, never rewritten.

pub use crate::engine::save::{SaveFile, SaveMeta, SeatMode};
use crate::engine::save::{self, Unread};
use wasm_bindgen::{JsCast, JsValue};

pub const SAVE_PREFIX: &str = "starshift.save.";
pub const PERSIST_KEY: &str = "starshift.persist";
pub const LAST_BACKUP_KEY: &str = "starshift.backup.last";

/// One entry of the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub enum Listed {
    Ok { id: String, save: SaveFile },
    /// Present but unreadable: its text can be downloaded (and kept in backups), or it can be deleted.
    Damaged { id: String, why: String, text: String },
    /// Written by a newer Starshift (a record format this version does not know): kept untouched until
    /// the app is updated; its text can be downloaded.
    Newer { id: String, version: u32, text: String },
    /// Of the form written before (JSON), not read yet: [`read_old`] tells what it reads as.
    Old { id: String, text: String },
}

impl Listed {
    pub fn id(&self) -> &str {
        match self {
            Listed::Ok { id, .. } | Listed::Damaged { id, .. } | Listed::Newer { id, .. } | Listed::Old { id, .. } => id,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The quota is used up (QuotaExceededError).
    Full,
    /// `localStorage` is missing or throws (private mode, blocked cookies, sandboxed page).
    Unavailable(String),
    /// An entry that cannot be read.
    Corrupt(String),
}

impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StorageError::Full => f.write_str(
                "The browser's storage for this site is full, so this game was not saved. It goes on here; \
                 export the record or share a link to keep it, or delete old games in the lobby.",
            ),
            StorageError::Unavailable(why) => write!(
                f,
                "Saving is not available in this browser ({why}). Games are kept only while this page is open; \
                 export the record or share a link to keep one."
            ),
            StorageError::Corrupt(why) => write!(f, "This save is damaged and cannot be read ({why})."),
        }
    }
}

fn describe_js(e: &JsValue) -> String {
    if let Some(ex) = e.dyn_ref::<web_sys::DomException>() {
        format!("{}: {}", ex.name(), ex.message())
    } else if let Some(err) = e.dyn_ref::<js_sys::Error>() {
        String::from(err.message())
    } else {
        e.as_string().unwrap_or_else(|| "unknown error".into())
    }
}

fn is_quota(e: &JsValue) -> bool {
    e.dyn_ref::<web_sys::DomException>()
        .map(|ex| {
            let n = ex.name();
            n == "QuotaExceededError" || n == "NS_ERROR_DOM_QUOTA_REACHED" || ex.code() == 22
        })
        .unwrap_or(false)
}

fn local() -> Result<web_sys::Storage, StorageError> {
    let w = web_sys::window().ok_or_else(|| StorageError::Unavailable("no window".into()))?;
    match w.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err(StorageError::Unavailable("no localStorage".into())),
        Err(e) => Err(StorageError::Unavailable(describe_js(&e))),
    }
}

pub fn get(key: &str) -> Result<Option<String>, StorageError> {
    local()?.get_item(key).map_err(|e| StorageError::Unavailable(describe_js(&e)))
}

pub fn set(key: &str, value: &str) -> Result<(), StorageError> {
    local()?.set_item(key, value).map_err(|e| {
        if is_quota(&e) {
            StorageError::Full
        } else {
            StorageError::Unavailable(describe_js(&e))
        }
    })
}

pub fn remove(key: &str) -> Result<(), StorageError> {
    local()?.remove_item(key).map_err(|e| StorageError::Unavailable(describe_js(&e)))
}

/// Checks that storage can be read at all (for the lobby's warning).
pub fn check() -> Result<(), StorageError> {
    let s = local()?;
    s.length().map_err(|e| StorageError::Unavailable(describe_js(&e)))?;
    Ok(())
}

fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Every saved game, newest first; damaged ones last.
pub fn list() -> Result<Vec<Listed>, StorageError> {
    let s = local()?;
    let err = |e: JsValue| StorageError::Unavailable(describe_js(&e));
    let n = s.length().map_err(err)?;
    let mut keys = Vec::new();
    for i in 0..n {
        if let Some(k) = s.key(i).map_err(err)? {
            if let Some(id) = k.strip_prefix(SAVE_PREFIX) {
                keys.push((k.clone(), id.to_string()));
            }
        }
    }
    // Newest first (updated_ms is far below 2^63), then the unreadable ones; each by id after that.
    let mut out = Vec::new();
    for (k, id) in keys {
        let Some(text) = s.get_item(&k).map_err(err)? else { continue };
        let read = match save::parse(&text) {
            Err(Unread::Json) => OLD.with(|o| o.borrow().iter().find(|(t, _)| *t == text).map(|(_, r)| r.clone())),
            r => Some(r),
        };
        let (rank, listed) = match read {
            Some(Ok(save)) => ((1 << 63) - 1 - save.meta.updated_ms.min((1 << 63) - 1), Listed::Ok { id: id.clone(), save }),
            Some(Err(Unread::Newer(version))) => (1 << 63, Listed::Newer { id: id.clone(), version, text }),
            Some(Err(Unread::Damaged(why))) => (1 << 63, Listed::Damaged { id: id.clone(), why, text }),
            None | Some(Err(Unread::Json)) => (1 << 63, Listed::Old { id: id.clone(), text }),
        };
        out.push(((rank, id), listed));
    }
    crate::engine::sort::sort_by_key(&mut out, |(key, _)| key.clone());
    Ok(out.into_iter().map(|(_, listed)| listed).collect())
}

thread_local! {
    /// Saves of the form written before (JSON), as read by [`read_old`]: stored text, what it reads as.
    /// A list, not a map: a device holds few, and the first load has no map code of this type (issue 20).
    static OLD: std::cell::RefCell<Vec<(String, Result<SaveFile, Unread>)>> = Default::default();
}

/// Remembers what a save of the form written before reads as (`engine::save::parse_json`, which the
/// lobby reaches through the tools' chunk): [`list`] lists it so from now on.
pub fn read_old(text: String, read: Result<SaveFile, Unread>) {
    OLD.with(|o| {
        let mut o = o.borrow_mut();
        o.retain(|(t, _)| *t != text);
        o.push((text, read));
    });
}

/// A save's text as it is stored (readable or not).
pub fn stored(id: &str) -> Option<String> {
    get(&save_key(id)).ok().flatten()
}

/// Whether a save with this id is stored (readable or not).
pub fn exists(id: &str) -> bool {
    matches!(get(&save_key(id)), Ok(Some(_)))
}

/// Writes an entry's text as it is (a damaged or newer-format entry restored from a backup).
pub fn store_text(id: &str, text: &str) -> Result<(), StorageError> {
    set(&save_key(id), text)
}

/// When all games were last backed up.
pub fn last_backup_ms() -> Option<u64> {
    get(LAST_BACKUP_KEY).ok().flatten().and_then(|t| t.parse().ok())
}

pub fn set_last_backup_ms(ms: u64) -> Result<(), StorageError> {
    set(LAST_BACKUP_KEY, &ms.to_string())
}

/// `navigator.storage`, where the browser has it (not on insecure origins, nor in old browsers).
fn manager() -> Option<web_sys::StorageManager> {
    let nav = web_sys::window()?.navigator();
    js_sys::Reflect::get(&nav, &JsValue::from_str("storage")).ok().filter(|v| !v.is_undefined())?;
    Some(nav.storage())
}

/// How much this site stores and may store, in bytes (`navigator.storage.estimate()`), if the browser says.
pub async fn estimate() -> Option<(f64, f64)> {
    let est = wasm_bindgen_futures::JsFuture::from(manager()?.estimate().ok()?).await.ok()?;
    let num = |k: &str| js_sys::Reflect::get(&est, &JsValue::from_str(k)).ok()?.as_f64();
    Some((num("usage")?, num("quota")?))
}

/// Asks the browser again to keep this site's storage (from the settings), and remembers the answer.
pub async fn request_persistence() -> String {
    let answer = match manager().and_then(|m| m.persist().ok()) {
        Some(p) => match wasm_bindgen_futures::JsFuture::from(p).await {
            Ok(v) if v.as_bool() == Some(true) => "granted",
            Ok(_) => "denied",
            Err(_) => "unsupported",
        },
        None => "unsupported",
    };
    let _ = set(PERSIST_KEY, answer);
    answer.to_string()
}

/// Writes one save, its meta and its game's link text (`engine::save`), under its own key (and nothing
/// else).
pub fn store(id: &str, meta: &SaveMeta, link: &str) -> Result<(), StorageError> {
    set(&save_key(id), &save::to_text(meta, link))
}

pub fn delete(id: &str) -> Result<(), StorageError> {
    super::notes::forget(id);
    remove(&save_key(id))
}

/// The remembered answer to the persistence request, if it was asked.
pub fn persistence() -> Option<String> {
    get(PERSIST_KEY).ok().flatten()
}

/// Asks the browser once to keep this site's storage (`navigator.storage.persist()`) and remembers the
/// answer; later calls do nothing.
pub fn request_persistence_once() {
    if persistence().is_some() || local().is_err() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        request_persistence().await;
    });
}
