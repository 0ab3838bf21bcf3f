//! The web app's entry point: the allocator, then mount the app.

/// Talc instead of the standard library's dlmalloc: a few kB less wasm, and faster. Single-threaded wasm
/// (no atomics), as this app is built.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    starshift::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("starshift-web is the browser app; build it with trunk (see README). The CLI is `starshift`.");
}
