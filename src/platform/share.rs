//! Sharing a link as phones do: the system share sheet (`navigator.share`, the Web Share API) where the
//! browser has one, and mail (`mailto:`) through a temporary link, as a click on a real one would.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// What became of a share.
pub enum Shared {
    Done,
    /// The player closed the sheet.
    Cancelled,
    /// No share sheet here, or it failed (the caller copies instead).
    Unavailable,
}

fn share_fn() -> Option<(web_sys::Navigator, js_sys::Function)> {
    let nav = web_sys::window()?.navigator();
    let f = js_sys::Reflect::get(&nav, &JsValue::from_str("share")).ok()?;
    Some((nav, f.dyn_into::<js_sys::Function>().ok()?))
}

/// Whether this browser has a system share sheet.
pub fn has_sheet() -> bool {
    share_fn().is_some()
}

/// Opens the share sheet with a title, a line of text and the URL.
pub async fn sheet(title: &str, text: &str, url: &str) -> Shared {
    let Some((nav, f)) = share_fn() else { return Shared::Unavailable };
    let data = js_sys::Object::new();
    for (k, v) in [("title", title), ("text", text), ("url", url)] {
        let _ = js_sys::Reflect::set(&data, &JsValue::from_str(k), &JsValue::from_str(v));
    }
    let Ok(p) = f.call1(&nav, &data).and_then(|p| p.dyn_into::<js_sys::Promise>()) else {
        return Shared::Unavailable;
    };
    match JsFuture::from(p).await {
        Ok(_) => Shared::Done,
        Err(e) if e.dyn_ref::<web_sys::DomException>().is_some_and(|x| x.name() == "AbortError") => Shared::Cancelled,
        Err(_) => Shared::Unavailable,
    }
}

/// Percent-encodes text for a URL's query (RFC 3986's unreserved characters stay as they are).
pub fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3 / 2);
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// The `mailto:` address of a mail with this subject and body (no recipient: the player picks one).
pub fn mailto(subject: &str, body: &str) -> String {
    format!("mailto:?subject={}&body={}", encode_component(subject), encode_component(body))
}

/// Opens the player's mail program with a mail, by clicking a temporary link to its `mailto:` address.
pub fn open_mail(subject: &str, body: &str) -> Result<(), String> {
    let doc = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement =
        doc.create_element("a").map_err(|_| "the mail could not be opened")?.unchecked_into();
    a.set_href(&mailto(subject, body));
    a.style().set_property("display", "none").ok();
    let body_el = doc.body().ok_or("no page body")?;
    let _ = body_el.append_child(&a);
    a.click();
    let _ = body_el.remove_child(&a);
    Ok(())
}
