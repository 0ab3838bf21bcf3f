//! Keyboard focus for dialogs: keep Tab inside an open dialog, and give the focus back when it closes
//! (the hand-over screen, the board's chooser).

use leptos::prelude::*;
use crate::platform::dom::{cast, cast_ref};

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex=\"0\"]";

/// Focuses the first element matching a CSS selector (HTML or SVG).
pub fn focus_first(selector: &str) {
    focused(selector);
}

fn focused(selector: &str) -> bool {
    document().query_selector(selector).ok().flatten().is_some_and(|el| focus_on(&el))
}

/// Focuses `el` (HTML or SVG); false if it cannot take the focus.
fn focus_on(el: &web_sys::Element) -> bool {
    if let Some(h) = cast_ref::<web_sys::HtmlElement>(el) {
        let _ = h.focus();
    } else if let Some(s) = cast_ref::<web_sys::SvgElement>(el) {
        let _ = s.focus();
    }
    // focus() succeeds quietly on an element that cannot take the focus: ask where the focus is.
    active().is_some_and(|a| a == *el)
}

/// Runs `f` once the view has re-rendered: Leptos re-renders in microtasks, and a zero timeout runs after
/// them. (An animation frame would too, but it never comes while the page is hidden, e.g. a background tab.)
pub fn after_render(f: impl FnOnce() + 'static) {
    set_timeout(f, std::time::Duration::ZERO);
}

/// The focused element, to give the focus back to later; `None` when nothing is (the focus is on the
/// page's body, e.g. after the screen that held it was replaced while a game's code was fetched).
pub fn active() -> Option<web_sys::Element> {
    document().active_element().filter(|e| !e.tag_name().eq_ignore_ascii_case("body"))
}

/// Gives the focus back to `el` if it is still on the page, else to the first match of `fallback`.
pub fn restore(el: Option<web_sys::Element>, fallback: &'static str) {
    after_render(move || {
        if !el.filter(|e| e.is_connected()).is_some_and(|e| focus_on(&e)) {
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
    if let Some(h) = to.as_ref().and_then(cast_ref::<web_sys::HtmlElement>) {
        let _ = h.focus();
    }
}

/// After the buttons under `list` (a CSS selector) were rewritten by the action of the `i`-th one: focus
/// the button at the same place (or the last one), else `list` itself (a markup panel has tabindex -1),
/// else the prompt panel, so the keyboard never falls back to the page's start.
pub fn after_markup(list: String, i: usize) {
    after_render(move || {
        let buttons = document().query_selector_all(&format!("{list} button")).ok();
        let n = buttons.as_ref().map_or(0, |b| b.length());
        let button = buttons.and_then(|b| if n == 0 { None } else { b.get((i as u32).min(n - 1)) });
        let on_button = button.and_then(cast::<web_sys::Element>).is_some_and(|b| focus_on(&b));
        if !on_button && !focused(&list) {
            focused("section.prompt");
        }
    });
}
