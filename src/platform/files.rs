//! Record files: download one (an object URL on a temporary link) and read a chosen one.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// A file the player chose (an `<input type="file">`'s), for the UI to hand to [`read_text`].
pub use web_sys::File;

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), String> {
    let fail = |e: JsValue| format!("The download could not start ({e:?}).");
    let w = web_sys::window().ok_or("no window")?;
    let doc = w.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let a: web_sys::HtmlAnchorElement = doc.create_element("a").map_err(fail)?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    a.style().set_property("display", "none").ok();
    if let Some(body) = doc.body() {
        let _ = body.append_child(&a);
        a.click();
        let _ = body.remove_child(&a);
    }
    // Revoke later: some browsers read the URL after click() returns.
    let revoke = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 10_000);
    Ok(())
}

/// The text of a chosen file.
pub async fn read_text(file: File) -> Result<String, String> {
    let v = JsFuture::from(file.text()).await.map_err(|_| "The file could not be read.".to_string())?;
    v.as_string().ok_or_else(|| "The file is not text.".to_string())
}
