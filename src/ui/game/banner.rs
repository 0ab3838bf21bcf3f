//! The result banner: the results of the last action (the engine says which events are results,
//! `Game::is_result`, e.g. StarGate's approach and combat, DeltaVee's fire and damage), in the viewing
//! seat's words, over the board until the next action.

use crate::ui::{click, rview};
use leptos::prelude::*;

/// `results()`: the number of actions so far and the last one's results in words. A dismissed banner
/// stays away until the next action; it steps aside while `aside()` (a log entry is shown on the map).
pub(super) fn result_banner(
    results: Box<dyn Fn() -> (usize, Vec<String>) + Send + Sync>,
    aside: Box<dyn Fn() -> bool + Send + Sync>,
) -> AnyView {
    let dismissed = RwSignal::new(None::<usize>);
    view! {
        <div class="result-banner-slot" role="status" aria-live="polite">
            {rview(move || {
                let (n, lines) = results();
                if lines.is_empty() || dismissed.get() == Some(n) || aside() {
                    return ().into_any();
                }
                view! {
                    <div class="result-banner">
                        <strong class="result-banner-h">"Result"</strong>
                        <ul inner_html=lines.iter().fold(String::new(), |mut o, l| { crate::ui::elem(&mut o, "li", "", l); o })></ul>
                        <button type="button" class="small" aria-label="Dismiss the result"
                            on:click=click(move |_| dismissed.set(Some(n)))>"\u{d7}"</button>
                    </div>
                }
                .into_any()
            })}
        </div>
    }
    .into_any()
}
