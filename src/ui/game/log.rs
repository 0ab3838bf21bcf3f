//! The event log: every event of the game in words, as the viewing seat may know it, numbered, following
//! the newest entry; choosing an entry (tap, or arrow keys in the list) shows where it happened on the map.

use crate::engine::game::{Game, Marks};
use crate::engine::record::Entry;
use crate::ui::{click, nothing, on_key, show};
use leptos::html;
use leptos::prelude::*;
use crate::platform::dom::cast;
use std::sync::Arc;

/// An entry's place: (action, event) indices in the history.
pub(super) type Place = (usize, usize);

/// Every event of the game in words, newest at the bottom, announced politely. `lines()` gives every event
/// in words with its place; `pick` is the chosen entry (cleared when entries change).
pub(super) fn event_log(lines: Box<dyn Fn() -> Vec<(Place, String)> + Send + Sync>, pick: RwSignal<Option<Place>>) -> AnyView {
    let lines: Arc<dyn Fn() -> Vec<(Place, String)> + Send + Sync> = lines.into();
    let none_yet = lines.clone();
    let list = NodeRef::<html::Ol>::new();
    // The list items are kept by hand (no keyed list code): keep the common start, drop the rest (undo),
    // append what is new. The text is the engine's, set as text; the number is its own element, wide
    // enough for four digits.
    let shown = StoredValue::new(Vec::<(Place, String)>::new());
    crate::ui::effect(move || {
        let Some(ol) = list.get() else { return };
        let now = &lines();
        let changed = shown.try_update_value(|old| {
            let keep = old.iter().zip(now).take_while(|(a, b)| a == b).count();
            while ol.child_element_count() as usize > keep {
                match ol.last_element_child() {
                    Some(c) => c.remove(),
                    None => break,
                }
            }
            for (n, (_, text)) in now.iter().enumerate().skip(keep) {
                let (Ok(li), Ok(num)) = (document().create_element("li"), document().create_element("span")) else {
                    continue;
                };
                li.set_attribute("data-i", &n.to_string()).ok();
                num.set_attribute("class", "log-n").ok();
                num.set_text_content(Some(&format!("{}.", n + 1)));
                li.append_child(&num).ok();
                // The words, each rule case they cite a button opening its paraphrase (ui::help).
                if let Ok(words) = document().create_element("span") {
                    words.set_inner_html(&crate::ui::help::markup_string(text));
                    li.append_child(&words).ok();
                }
                ol.append_child(&li).ok();
            }
            let changed = keep < old.len().max(now.len());
            *old = now.clone();
            changed
        });
        // New entries (an action, an undo, another seat's view): the choice goes, the newest is shown.
        if changed == Some(true) {
            pick.set(None);
            request_animation_frame(move || {
                if let Some(el) = list.get_untracked() {
                    el.set_scroll_top(el.scroll_height());
                }
            });
        }
    });
    // The chosen entry is marked (aria-current) and scrolled into the list's view.
    let chosen = StoredValue::new(None::<usize>);
    crate::ui::effect(move || {
        let p = pick.get();
        let Some(ol) = list.get() else { return };
        let i = p.and_then(|p| shown.with_value(|s| s.iter().position(|(x, _)| *x == p)));
        let item = |j: usize| ol.query_selector(&format!("li[data-i=\"{j}\"]")).ok().flatten();
        if let Some(old) = chosen.get_value().and_then(item) {
            old.remove_attribute("aria-current").ok();
        }
        if let Some(li) = i.and_then(item) {
            li.set_attribute("aria-current", "true").ok();
            // Its place in the list's view (rectangles: the list is not the items' offset parent).
            let (box_, item) = (ol.get_bounding_client_rect(), li.get_bounding_client_rect());
            if item.top() < box_.top() || item.bottom() > box_.bottom() {
                let y = item.top() - box_.top() + ol.scroll_top() as f64;
                ol.set_scroll_top((y - box_.height() / 3.0) as i32);
            }
        }
        chosen.set_value(i);
    });
    let index_of = |target: Option<web_sys::EventTarget>| -> Option<usize> {
        let li = cast::<web_sys::Element>(target?)?.closest("li[data-i]").ok()??;
        li.get_attribute("data-i")?.parse().ok()
    };
    let place_at = move |i: usize| shown.with_value(|s| s.get(i).map(|(p, _)| *p));
    // A tap chooses an entry; on the chosen one, it clears the choice.
    let on_tap = move |e: leptos::ev::MouseEvent| {
        let Some(p) = index_of(e.target()).and_then(place_at) else { return };
        pick.update(|c| *c = if *c == Some(p) { None } else { Some(p) });
    };
    // In the list: arrows choose the entry above or below (the newest first), Escape clears.
    let on_list_key = move |e: leptos::ev::KeyboardEvent| {
        let n = shown.with_value(|s| s.len());
        let at = chosen.get_value();
        let next = match e.key().as_str() {
            "ArrowUp" => Some(at.map_or(n.saturating_sub(1), |i| i.saturating_sub(1))),
            "ArrowDown" => Some(at.map_or(n.saturating_sub(1), |i| (i + 1).min(n.saturating_sub(1)))),
            "Home" => Some(0),
            "End" => Some(n.saturating_sub(1)),
            "Escape" if at.is_some() => {
                pick.set(None);
                e.prevent_default();
                return;
            }
            _ => return,
        };
        e.prevent_default();
        if let Some(p) = next.and_then(place_at) {
            pick.set(Some(p));
        }
    };
    view! {
        <section class="card log" aria-labelledby="log-h">
            <h2 id="log-h">"Event log"</h2>
            <p id="log-hint" class="muted log-hint">"Tap an entry, or use the arrow keys in the list, to show where it happened on the map."</p>
            <ol class="log-list" role="list" node_ref=list aria-live="polite" aria-relevant="additions" tabindex="0"
                aria-describedby="log-hint" on:click=click(on_tap) on:keydown=on_key(on_list_key)>
            </ol>
            {show(Box::new(move || none_yet().is_empty()),
                Box::new(|| view! { <p class="muted">"No events yet."</p> }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}

/// Where the entry at `at` happened as `seat` may know it: its own marks; for an entry that names no
/// place, the nearest earlier entry's of the same action (the fire declared before its die), and for a
/// result, of earlier actions too (the approach's hex for its die, StarGate 7.1).
pub(super) fn marks_at<G: Game>(history: &[Entry<G>], at: Place, seat: G::Seat) -> Option<Marks> {
    let ev = history.get(at.0)?.events.get(at.1)?;
    let cross = G::is_result(ev);
    let earlier = history[..=at.0].iter().enumerate().rev().flat_map(|(i, e)| {
        let end = if i == at.0 { at.1 + 1 } else { e.events.len() };
        e.events[..end].iter().rev().map(move |ev| (i, ev))
    });
    earlier
        .take_while(|&(i, _)| i == at.0 || cross)
        .map(|(_, ev)| G::marks(ev, Some(seat)))
        .find(|m| !m.is_empty())
}
