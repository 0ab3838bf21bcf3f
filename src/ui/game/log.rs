//! The event log: every event of the game in words, as the viewing seat may know it.

use crate::ui::{nothing, show};
use leptos::html;
use leptos::prelude::*;
use std::sync::Arc;

/// Every event of the game in words, newest at the bottom, announced politely.
/// `lines()` gives every event in words with its place ((action, event) indices).
pub(super) fn event_log(lines: Box<dyn Fn() -> Vec<((usize, usize), String)> + Send + Sync>) -> AnyView {
    let lines: Arc<dyn Fn() -> Vec<((usize, usize), String)> + Send + Sync> = lines.into();
    let none_yet = lines.clone();
    let list = NodeRef::<html::Ol>::new();
    // The list items are kept by hand (no keyed list code): keep the common start, drop the rest (undo),
    // append what is new. The text is the engine's, set as text.
    let shown = StoredValue::new(Vec::<((usize, usize), String)>::new());
    Effect::new(move |_| {
        let Some(ol) = list.get() else { return };
        let now = &lines();
        {
            shown.update_value(|old| {
                let keep = old.iter().zip(now).take_while(|(a, b)| a == b).count();
                while ol.child_element_count() as usize > keep {
                    match ol.last_element_child() {
                        Some(c) => c.remove(),
                        None => break,
                    }
                }
                for (_, text) in &now[keep..] {
                    if let Ok(li) = document().create_element("li") {
                        li.set_text_content(Some(text));
                        let _ = ol.append_child(&li);
                    }
                }
                *old = now.clone();
            })
        }
        request_animation_frame(move || {
            if let Some(el) = list.get_untracked() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    });
    view! {
        <section class="card log" aria-labelledby="log-h">
            <h2 id="log-h">"Event log"</h2>
            <ol class="log-list" node_ref=list aria-live="polite" aria-relevant="additions" tabindex="0">
            </ol>
            {show(Box::new(move || none_yet().is_empty()),
                Box::new(|| view! { <p class="muted">"No events yet."</p> }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}
