//! Play settings kept on this device (issue 16): whether a phase whose only open action is its end ends
//! by itself (`starshift.pref.auto-end`, on unless "off"), and whether an action that cannot be undone asks
//! first (`starshift.pref.confirm`, on unless "off").

use super::storage;

const AUTO_END: &str = "starshift.pref.auto-end";
const CONFIRM: &str = "starshift.pref.confirm";

fn on(key: &str) -> bool {
    storage::get(key).ok().flatten().as_deref() != Some("off")
}

fn set(key: &str, on: bool) -> Result<(), String> {
    storage::set(key, if on { "on" } else { "off" }).map_err(|e| e.to_string())
}

pub fn auto_end() -> bool {
    on(AUTO_END)
}

pub fn set_auto_end(value: bool) -> Result<(), String> {
    set(AUTO_END, value)
}

pub fn confirm() -> bool {
    on(CONFIRM)
}

pub fn set_confirm(value: bool) -> Result<(), String> {
    set(CONFIRM, value)
}
