//! The browser clock, for a save's "last played" time.

/// Milliseconds since 1970 (UTC).
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// A local date and time such as "2026-11-22 14:05".
pub fn format_local(ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}

/// The local date as "2026-11-22", for file names.
pub fn date_local(ms: u64) -> String {
    format_local(ms)[..10].to_string()
}
