//! Starshift: four classic SPI space wargames made playable in the browser, every rule enforced.
//!
//! The architecture in a paragraph: `engine` is pure, deterministic Rust — per game `setup`, `view`
//! (what a seat may see, the prompt and every legal action) and `apply` (events, or a refusal naming the
//! rule case); dice live in the state; a game record `{format_version, game, scenario, options, seed,
//! actions}` is the save and, encoded, the link, and the state is derived from it by replay. `platform`
//! holds the only code that touches the browser (storage, URL fragment, seeding, clipboard); `ui` is the
//! Leptos app, which only presents what the engine's views list. Both are compiled for wasm32 only, so
//! the engine's native tests never wait for Leptos.

pub mod engine;

#[cfg(target_arch = "wasm32")]
pub mod platform;
#[cfg(target_arch = "wasm32")]
pub mod ui;
