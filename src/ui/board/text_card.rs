//! The "Units as text" card every game's board has (StarGate's and DeltaVee's units as text).

use crate::ui::{on_event, rview};
use leptos::prelude::*;

/// The "Units as text" card of every game: a disclosure whose `body` is drawn only while `open`.
pub fn text_card(open: RwSignal<bool>, body: impl FnMut() -> AnyView + Send + 'static) -> AnyView {
    view! {
        <details class="card units-text" on:toggle=on_event(move |ev| {
            let el: web_sys::HtmlDetailsElement = event_target(&ev);
            open.set(el.open());
        })>
            <summary>"Units as text (play without the map)"</summary>
            {rview(body)}
        </details>
    }
    .into_any()
}
