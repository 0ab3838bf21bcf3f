//! The prompt in view (issue 16, point 4): when the step or the seat shown changes, the panels scroll back
//! to their top, where each game puts its prompt with its choices (on wide screens it also stays there as
//! the panels scroll, style/flow.css).

use leptos::prelude::*;

/// Scrolls `#panels` to its top whenever `key()` changes (not when it is first read).
pub(super) fn prompt_in_view<K: PartialEq + Send + Sync + 'static>(key: impl Fn() -> K + 'static) {
    let mut prev = None;
    crate::ui::effect(move || {
        let now = key();
        if prev.as_ref().is_some_and(|p| *p != now) {
            if let Some(panels) = document().get_element_by_id("panels") {
                panels.set_scroll_top(0);
            }
        }
        prev = Some(now);
    });
}
