//! The web app's entry point: mount the app, nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    starshift::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("starshift-web is the browser app; build it with trunk (see README). The CLI is `starshift`.");
}
