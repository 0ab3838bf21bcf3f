//! "Share turn": the link to the position, for the next player who must act.

use crate::platform::{clipboard, fragment};
use crate::ui::table::the;
use crate::ui::{click, nothing, rflag, rtext, show};
use leptos::html;
use leptos::prelude::*;

/// "Share turn": the link to this position, copied to the clipboard and shown in a read-only field.
pub(super) fn share_panel(
    encode: Box<dyn Fn() -> String + Send + Sync>,
    share_url: RwSignal<Option<String>>,
    waiting_for: Signal<Option<String>>,
) -> AnyView {
    let field = NodeRef::<html::Input>::new();
    let copied = RwSignal::new(None::<String>);
    let share = move |_| {
        let code = encode();
        let url = fragment::link_for(&code);
        share_url.set(Some(url.clone()));
        copied.set(None);
        leptos::task::spawn_local(async move {
            // Links go round like the device would: to the next player who must act (one of them, when
            // several choose at once: each seals in turn, so the order does not matter).
            let to = waiting_for.get_untracked().map_or("the next player".to_string(), |p| the(&p));
            let msg = if clipboard::write_text(&url).await {
                format!("Link copied to the clipboard. Send it to {to}.")
            } else if field.get_untracked().map(|f| clipboard::select_and_copy(&f)).unwrap_or(false) {
                format!("Link copied. Send it to {to}.")
            } else {
                format!("Copy the selected link below and send it to {to}.")
            };
            if let Some(f) = field.get_untracked() {
                f.select();
            }
            copied.set(Some(msg));
        });
    };
    view! {
        <section class="card share" class:urgent=rflag(move || waiting_for.get().is_some()) aria-labelledby="share-h">
            <h2 id="share-h" class="visually-hidden">"Share"</h2>
            <button class=rtext(move || if waiting_for.get().is_some() { "primary".into() } else { String::new() }) on:click=click(share)>"Share turn (copy link)"</button>
            <p class="copied" role="status">{rtext(move || copied.get().unwrap_or_default())}</p>
            {show(Box::new(move || share_url.get().is_some()), Box::new(move || view! {
                <label class="field">
                    <span>"Link to this position"</span>
                    <input type="text" readonly node_ref=field prop:value=rtext(move || share_url.get().unwrap_or_default())
                        on:focus=move |ev| { let i: web_sys::HtmlInputElement = event_target(&ev); i.select(); }/>
                </label>
            }.into_any()), Box::new(nothing))}
        </section>
    }
    .into_any()
}
