//! The Leptos app.
pub mod board;

use leptos::prelude::*;

pub fn mount() {
    leptos::mount::mount_to_body(|| view! { <main><h1>"Starshift"</h1></main> });
}
