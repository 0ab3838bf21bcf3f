//! Raw DEFLATE for links (`engine::link`), by the browser's own `CompressionStream` and
//! `DecompressionStream` ("deflate-raw"): no DEFLATE implementation in the wasm (issue 20: about 7.5 kB
//! brotli). Both are asynchronous. A browser without them (Chromium before 103, Firefox before 113,
//! Safari before 16.4) shares links uncompressed, and cannot open a compressed one: [`inflate`] says so.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
const has = () => typeof CompressionStream === "function" && typeof DecompressionStream === "function";
const stream = (bytes, t) => new Blob([bytes]).stream().pipeThrough(t);
export async function deflate_raw(bytes) {
  if (!has()) return null;
  return new Uint8Array(await new Response(stream(bytes, new CompressionStream("deflate-raw"))).arrayBuffer());
}
export async function inflate_raw(bytes, limit) {
  if (!has()) return "unsupported";
  const reader = stream(bytes, new DecompressionStream("deflate-raw")).getReader();
  const parts = [];
  let n = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      n += value.length;
      if (n > limit) { reader.cancel().catch(() => {}); return "too large"; }
      parts.push(value);
    }
  } catch (e) {
    return "corrupt";
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
"#)]
extern "C" {
    async fn deflate_raw(bytes: &[u8]) -> JsValue;
    async fn inflate_raw(bytes: &[u8], limit: u32) -> JsValue;
}

/// `bytes` deflated, or `None` where the browser cannot.
pub async fn deflate(bytes: &[u8]) -> Option<Vec<u8>> {
    let out = deflate_raw(bytes).await;
    out.dyn_ref::<js_sys::Uint8Array>().map(|a| a.to_vec())
}

/// Why a deflated link's body could not be had.
pub enum InflateError {
    /// Not DEFLATE data (a damaged link).
    Corrupt,
    /// More than the limit once inflated.
    TooLarge,
    /// The browser has no `DecompressionStream`.
    Unsupported,
}

/// `bytes` inflated, to at most `limit` bytes.
pub async fn inflate(bytes: &[u8], limit: usize) -> Result<Vec<u8>, InflateError> {
    let out = inflate_raw(bytes, limit.min(u32::MAX as usize) as u32).await;
    if let Some(a) = out.dyn_ref::<js_sys::Uint8Array>() {
        return Ok(a.to_vec());
    }
    Err(match out.as_string().as_deref() {
        Some("too large") => InflateError::TooLarge,
        Some("unsupported") => InflateError::Unsupported,
        _ => InflateError::Corrupt,
    })
}
