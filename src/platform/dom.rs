//! Conversions between DOM types (an event's target to an element, an element to an HTML or SVG one),
//! so the UI handles the elements Leptos gives it without naming the JavaScript binding layer; and the
//! one way the adapters here call a method that web-sys does not bind (its feature is not enabled).

use wasm_bindgen::{JsCast, JsValue};

/// `v` as a `T` (e.g. an `EventTarget` as an `Element`), if it is one.
pub fn cast<T: JsCast>(v: impl JsCast) -> Option<T> {
    v.dyn_into::<T>().ok()
}

/// `v` seen as a `T` (e.g. an `Element` as an `HtmlElement`), if it is one.
pub fn cast_ref<T: JsCast>(v: &impl JsCast) -> Option<&T> {
    v.dyn_ref::<T>()
}

/// `obj.name(...args)` (up to two arguments); `None` if `obj` has no such method or it throws.
pub(super) fn call(obj: &JsValue, name: &str, args: &[&JsValue]) -> Option<JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(obj, &name.into()).ok()?.dyn_into().ok()?;
    match args {
        [] => f.call0(obj),
        [a] => f.call1(obj, a),
        [a, b] => f.call2(obj, a, b),
        _ => return None,
    }
    .ok()
}
