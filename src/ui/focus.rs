//! Keyboard focus for dialogs: keep Tab inside an open dialog, and give the focus back when it closes
//! (the hand-over screen, the board's chooser).

use leptos::prelude::*;
use wasm_bindgen::JsCast;

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex=\"0\"]";

/// Focuses the first element matching a CSS selector (HTML or SVG).
pub fn focus_first(selector: &str) {
    focused(selector);
}

fn focused(selector: &str) -> bool {
    let Some(el) = document().query_selector(selector).ok().flatten() else { return false };
    if let Some(h) = el.dyn_ref::<web_sys::HtmlElement>() {
        h.focus().is_ok()
    } else if let Some(s) = el.dyn_ref::<web_sys::SvgElement>() {
        s.focus().is_ok()
    } else {
        false
    }
}

/// The focused element, to give the focus back to later.
pub fn active() -> Option<web_sys::Element> {
    document().active_element()
}

/// Gives the focus back to `el` if it is still on the page, else to the first match of `fallback`.
pub fn restore(el: Option<web_sys::Element>, fallback: &'static str) {
    request_animation_frame(move || {
        let back = el.filter(|e| e.is_connected());
        let ok = match back.as_ref().and_then(|e| e.dyn_ref::<web_sys::HtmlElement>()) {
            Some(h) => h.focus().is_ok(),
            None => false,
        };
        if !ok {
            focused(fallback);
        }
    });
}

/// Keeps Tab and Shift+Tab cycling inside the dialog matching `dialog` (call from its keydown).
pub fn trap_tab(e: &leptos::ev::KeyboardEvent, dialog: &str) {
    if e.key() != "Tab" {
        return;
    }
    let Some(d) = document().query_selector(dialog).ok().flatten() else { return };
    let Ok(list) = d.query_selector_all(FOCUSABLE) else { return };
    let n = list.length();
    if n == 0 {
        e.prevent_default();
        return;
    }
    let (first, last) = (list.get(0), list.get(n - 1));
    let at = |x: &Option<web_sys::Node>| match (x, active()) {
        (Some(x), Some(a)) => x.is_same_node(Some(a.as_ref())),
        _ => false,
    };
    let to = if e.shift_key() && at(&first) {
        last
    } else if !e.shift_key() && at(&last) {
        first
    } else {
        return;
    };
    e.prevent_default();
    if let Some(h) = to.as_ref().and_then(|x| x.dyn_ref::<web_sys::HtmlElement>()) {
        let _ = h.focus();
    }
}

/// After a markup panel (labelled by the heading `heading_id`) was rewritten by its `i`-th button's action:
/// focus its button at the same place (or its last one), else the panel itself, else the prompt panel,
/// so the keyboard never falls back to the page's start.
pub fn after_markup(heading_id: &'static str, i: usize) {
    request_animation_frame(move || {
        let panel = format!("section[aria-labelledby=\"{heading_id}\"]");
        let buttons = document().query_selector_all(&format!("{panel} button")).ok();
        let n = buttons.as_ref().map_or(0, |b| b.length());
        let button = buttons.and_then(|b| if n == 0 { None } else { b.get((i as u32).min(n - 1)) });
        match button.as_ref().and_then(|b| b.dyn_ref::<web_sys::HtmlElement>()) {
            Some(b) => {
                let _ = b.focus();
            }
            None => {
                if !focused(&panel) {
                    focused("section.prompt");
                }
            }
        }
    });
}
