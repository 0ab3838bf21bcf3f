//! The "Units as text" card every game's board has (StarGate's and DeltaVee's units, Outreach's map).

use crate::ui::{button_index, click, focus, on_event, rtext};
use leptos::prelude::*;

/// The "Units as text" card of every game: a disclosure whose markup, `html()` (engine words, escaped),
/// is made only while it is open. A click on its i-th button calls `on_button(i)`; the markup is made
/// again after the action, so the keyboard's focus then goes to the button at the same place.
pub fn text_card(html: Box<dyn Fn() -> String + Send + Sync>, on_button: Box<dyn Fn(usize) + Send + Sync>) -> AnyView {
    let open = RwSignal::new(false);
    view! {
        <details class="card units-text" on:toggle=on_event(move |ev| {
            let el: web_sys::HtmlDetailsElement = event_target(&ev);
            open.set(el.open());
        })>
            <summary>"Units as text (play without the map)"</summary>
            <div class="units-body" inner_html=rtext(move || if open.get() { html() } else { String::new() })
                on:click=click(move |ev| {
                    if let Some(i) = button_index(&ev) {
                        on_button(i);
                        focus::after_markup(".units-text .units-body".to_string(), i);
                    }
                })></div>
        </details>
    }
    .into_any()
}

/// A game's units as text: `markup(out, view)` writes them with their buttons and returns the buttons'
/// actions in order; a button's click makes its action.
pub fn units_card<V, A>(view: Signal<V>, on_action: Callback<A>, markup: fn(&mut String, &V) -> Vec<A>) -> AnyView
where
    V: Send + Sync + 'static,
    A: Send + Sync + 'static,
{
    text_card(
        Box::new(move || {
            let mut o = String::new();
            view.with(|v| markup(&mut o, v));
            o
        }),
        Box::new(move |i| {
            if let Some(a) = view.with_untracked(|v| markup(&mut String::new(), v).into_iter().nth(i)) {
                on_action.run(a);
            }
        }),
    )
}

/// A unit's actions as a list of buttons (`ul.units-acts`, the engine's labels), their actions pushed on
/// `acts` in order.
pub fn action_list<'a, A: 'a>(o: &mut String, acts: &mut Vec<A>, list: impl Iterator<Item = (&'a str, A)>) {
    o.push_str("<ul class=\"units-acts\">");
    for (label, a) in list {
        o.push_str("<li>");
        crate::ui::elem(o, "button", " type=\"button\"", label);
        o.push_str("</li>");
        acts.push(a);
    }
    o.push_str("</ul>");
}
