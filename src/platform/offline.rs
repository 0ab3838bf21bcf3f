//! Offline play: registers the service worker (`public/sw.js`, stamped by `scripts/postbuild.mjs`) and
//! reports a new build that is ready, so the page can offer "a new version is ready — reload".
//!
//! A new build's worker installs beside the running one and waits; it takes over only when the player
//! reloads through [`reload_to_update`], so a page never runs files from two builds.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
let reloading = false;
export function register_worker(onReady) {
  const sw = navigator.serviceWorker;
  if (!sw) return false;
  sw.addEventListener("controllerchange", () => { if (reloading) location.reload(); });
  sw.register("./sw.js").then((reg) => {
    const check = () => { if (reg.waiting && sw.controller) onReady(); };
    check();
    reg.addEventListener("updatefound", () => {
      const w = reg.installing;
      if (w) w.addEventListener("statechange", () => { if (w.state === "installed") check(); });
    });
    // An installed app may stay open for days: look for a new build whenever it comes back into view.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") reg.update().catch(() => {});
    });
  }).catch((e) => console.warn("Starshift works online only here:", e && e.message));
  return true;
}
export function activate_update() {
  const sw = navigator.serviceWorker;
  if (!sw) { location.reload(); return; }
  sw.getRegistration().then((reg) => {
    if (reg && reg.waiting) { reloading = true; reg.waiting.postMessage("skip-waiting"); }
    else location.reload();
  });
}
"#)]
extern "C" {
    fn register_worker(on_ready: &Closure<dyn FnMut()>) -> bool;
    fn activate_update();
}

/// Registers the service worker; `on_ready` runs when a new build is installed and waiting. False when
/// the browser has no service workers (the app still works, online).
pub fn start(on_ready: impl FnMut() + 'static) -> bool {
    let cb = Closure::<dyn FnMut()>::new(on_ready);
    let ok = register_worker(&cb);
    // The callback lives as long as the page.
    cb.forget();
    ok
}

/// Switches to the waiting build and reloads the page.
pub fn reload_to_update() {
    activate_update();
}
