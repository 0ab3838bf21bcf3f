//! The URL fragment (`#…`) that carries a shared game, and the page's own address for making links.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsValue;

/// The fragment without its `#`, if there is one.
pub fn read() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let code = hash.strip_prefix('#').unwrap_or(&hash).trim().to_string();
    (!code.is_empty()).then_some(code)
}

/// Removes the fragment without reloading or adding a history entry, so a reload does not import again.
pub fn clear() {
    let Some(w) = web_sys::window() else { return };
    let loc = w.location();
    let url = format!("{}{}", loc.pathname().unwrap_or_default(), loc.search().unwrap_or_default());
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Calls `f` each time the fragment changes (a link opened in this tab), for the page's whole life.
pub fn on_change(f: impl FnMut() + 'static) {
    let Some(w) = web_sys::window() else { return };
    let f = Closure::<dyn FnMut()>::new(f);
    let _ = w.add_event_listener_with_callback("hashchange", f.as_ref().unchecked_ref());
    f.forget();
}

/// This page's address without fragment or query: origin + path.
pub fn base_url() -> String {
    web_sys::window()
        .map(|w| {
            let loc = w.location();
            format!("{}{}", loc.origin().unwrap_or_default(), loc.pathname().unwrap_or_default())
        })
        .unwrap_or_default()
}

/// The shareable link for a link code.
pub fn link_for(code: &str) -> String {
    format!("{}#{code}", base_url())
}
