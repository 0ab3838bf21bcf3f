//! The Leptos app: the lobby, the game screen and the seat question, switched by `store::Screen`.
//!
//! `store` holds the app state and the flows (new, continue, import by link or record); `lobby`, `game`
//! and `seats` are the screens; `board` draws the map; `approach`, `combat` and `aid` are the
//! game screen's approach, combat and player-aid panels. The UI only presents what the engine's views list.

pub mod aid;
pub mod approach;
pub mod board;
pub mod combat;
pub mod game;
pub mod lobby;
pub mod seats;
pub mod store;

use crate::platform::fragment;
use leptos::prelude::*;
use store::{AppCtx, Screen};

pub fn mount() {
    leptos::mount::mount_to_body(App);
}

#[component]
fn App() -> impl IntoView {
    let app = AppCtx::new();
    provide_context(app);

    // A shared game in the URL fragment: import it once, then clear the fragment so a reload does not.
    let take_fragment = move || {
        if let Some(code) = fragment::read() {
            fragment::clear();
            store::open_code(app, &code);
        }
    };
    take_fragment();
    let handle = window_event_listener_untyped("hashchange", move |_| take_fragment());
    // The app lives as long as the page.
    std::mem::forget(handle);

    view! {
        {move || match app.screen.get() {
            Screen::Lobby => view! { <lobby::Lobby/> }.into_any(),
            Screen::Game(g) => view! { <game::GameScreen open=g/> }.into_any(),
            Screen::ChooseSeats(p) => view! { <lobby::ChooseSeats pending=p/> }.into_any(),
        }}
    }
}
