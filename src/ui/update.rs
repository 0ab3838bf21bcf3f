//! "A new version is ready — reload": shown on every screen when a new build has been installed for
//! offline use and waits for the player (`platform::offline`). The current game is saved after every
//! action, so reloading loses nothing.

use crate::platform::offline;
use crate::ui::{click, rflag};
use leptos::prelude::*;

#[component]
pub fn UpdateBanner() -> impl IntoView {
    let ready = RwSignal::new(false);
    offline::start(move || ready.set(true));
    view! {
        <div class="notice info update" role="status" hidden=rflag(move || !ready.get())>
            <span>"A new version of Starshift is ready."</span>
            <button class="primary small" on:click=click(move |_| offline::reload_to_update())>"Reload"</button>
            <button class="small" on:click=click(move |_| ready.set(false))>"Later"</button>
        </div>
    }
}
