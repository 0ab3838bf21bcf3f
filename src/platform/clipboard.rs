//! Copying text: `navigator.clipboard.writeText`, falling back to selecting a text field (and the old
//! `execCommand("copy")`), so the player can always copy by hand.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Copies `text`; `true` if the browser confirmed it.
pub async fn write_text(text: &str) -> bool {
    let Some(w) = web_sys::window() else { return false };
    let nav = w.navigator();
    // `navigator.clipboard` is undefined outside secure contexts: check before calling into it.
    let has = js_sys::Reflect::get(&nav, &JsValue::from_str("clipboard")).map(|v| !v.is_undefined()).unwrap_or(false);
    if !has {
        return false;
    }
    JsFuture::from(nav.clipboard().write_text(text)).await.is_ok()
}

/// Selects the whole text of a field (so the player can copy it) and tries the legacy copy command.
pub fn select_and_copy(field: &web_sys::HtmlInputElement) -> bool {
    let _ = field.focus();
    field.select();
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.dyn_into::<web_sys::HtmlDocument>().ok())
        .and_then(|d| d.exec_command("copy").ok())
        .unwrap_or(false)
}
