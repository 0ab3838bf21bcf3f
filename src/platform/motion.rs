//! Motion on screen: whether the reader asked for less of it, and the Web Animations API.

use super::dom::call;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;

/// `matchMedia("(prefers-reduced-motion: reduce)").matches` (web-sys' MediaQueryList is not enabled).
pub fn reduced() -> bool {
    let Some(w) = web_sys::window() else { return false };
    let Some(list) = call(w.as_ref(), "matchMedia", &[&JsValue::from_str("(prefers-reduced-motion: reduce)")]) else {
        return false;
    };
    Reflect::get(&list, &"matches".into()).ok().and_then(|m| m.as_bool()).unwrap_or(false)
}

/// `el.animate(keyframes, {duration: ms, easing: "linear"})`, one keyframe per value of the CSS property
/// `prop` (web-sys' Animation is not enabled; the page's Content Security Policy refuses written `style`
/// attributes, not this). Once it ends the element is drawn as its markup says.
pub fn animate(el: &web_sys::Element, prop: &str, values: &[String], ms: f64) {
    let frames = Array::new();
    for v in values {
        let frame = Object::new();
        let _ = Reflect::set(&frame, &prop.into(), &v.into());
        frames.push(&frame);
    }
    let options = Object::new();
    let _ = Reflect::set(&options, &"duration".into(), &ms.into());
    let _ = Reflect::set(&options, &"easing".into(), &"linear".into());
    call(el.as_ref(), "animate", &[frames.as_ref(), options.as_ref()]);
}
