//! Size changes of an element: a `ResizeObserver` (through js-sys; web-sys' ResizeObserver feature is not
//! enabled). It sees a board resized by the page around it, not only a resized window.

use super::dom::call;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// A `ResizeObserver` watching one element, and the callback it calls.
pub struct Observer {
    observer: JsValue,
    _callback: Closure<dyn FnMut()>,
}

impl Observer {
    /// Stops watching.
    pub fn disconnect(&self) {
        call(&self.observer, "disconnect", &[]);
    }
}

/// Calls `on_resize` each time `el`'s size changes (the browser also calls it once when watching
/// starts). `None` where the browser has no `ResizeObserver`.
pub fn observe(el: &web_sys::Element, on_resize: impl FnMut() + 'static) -> Option<Observer> {
    let ctor: js_sys::Function =
        js_sys::Reflect::get(web_sys::window()?.as_ref(), &"ResizeObserver".into()).ok()?.dyn_into().ok()?;
    let callback = Closure::<dyn FnMut()>::new(on_resize);
    let observer = js_sys::Reflect::construct(&ctor, &js_sys::Array::of1(callback.as_ref())).ok()?;
    call(&observer, "observe", &[el.as_ref()]);
    Some(Observer { observer, _callback: callback })
}
