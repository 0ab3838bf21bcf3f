//! Stylesheets fetched when a game opens (issue 20): the page links only its own; scripts/postbuild.mjs
//! joins the others per key ("play" for every game's screen, a game's id for its own) and names each in a
//! `<meta name="starshift-style" data-for="<key>">` with its integrity hash. Fetched once; a failed fetch
//! (offline before the app was cached) is tried again on the next call.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
const loads = new Map();
export function load_style(key) {
  if (loads.has(key)) return loads.get(key);
  const meta = [...document.querySelectorAll('meta[name="starshift-style"]')].find((m) => m.dataset.for === key);
  // A key without a stylesheet of its own (a game styled by "play" alone) has nothing to fetch.
  if (!meta) return Promise.resolve(true);
  const load = new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = meta.content;
    if (meta.dataset.integrity) link.integrity = meta.dataset.integrity;
    link.addEventListener("load", () => resolve(true));
    link.addEventListener("error", () => { link.remove(); loads.delete(key); resolve(false); });
    document.head.appendChild(link);
  });
  loads.set(key, load);
  return load;
}
"#)]
extern "C" {
    fn load_style(key: &str) -> js_sys::Promise;
}

/// Starts fetching the stylesheets of `keys` (each once) at once; the future is whether every one could
/// be fetched and applies.
pub fn load(keys: &[&str]) -> impl std::future::Future<Output = bool> {
    let loads: Vec<_> = keys.iter().map(|k| wasm_bindgen_futures::JsFuture::from(load_style(k))).collect();
    async move {
        let mut ok = true;
        for l in loads {
            ok &= l.await.ok().and_then(|v| v.as_bool()).unwrap_or(false);
        }
        ok
    }
}
