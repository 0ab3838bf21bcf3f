// A tiny static file server for the built app (dist/), used by scripts/test.sh for the browser tests.
//   node scripts/static-server.mjs DIR [PORT]     (PORT 0 or absent: a free port)
// Prints one line `listening http://127.0.0.1:PORT/` once it accepts connections. Serves .wasm as
// application/wasm (needed for WebAssembly.instantiateStreaming); paths without a file fall back to index.html.
// Like a static host, it sends brotli (quality 11, compressed once per file version and kept in memory) to
// clients that accept it, so load-time measurements (Lighthouse in tests/bench.sh) see realistic transfers.
import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const root = resolve(process.argv[2] ?? "dist");
const port = Number(process.argv[3] ?? 0);
const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".wasm": "application/wasm", ".json": "application/json", ".svg": "image/svg+xml",
  ".png": "image/png", ".ico": "image/x-icon", ".webmanifest": "application/manifest+json", ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};

const brotli = new Map();

async function file(path) {
  try { return (await stat(path)).isFile() ? path : null; } catch { return null; }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const rel = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, "");
  let path = await file(join(root, rel)) ?? await file(join(root, rel, "index.html"));
  if (!path && !extname(rel)) path = await file(join(root, "index.html"));
  if (!path || !path.startsWith(root)) { res.writeHead(404, { "content-type": "text/plain" }); res.end("not found"); return; }
  let body = await readFile(path);
  const headers = { "content-type": types[extname(path)] ?? "application/octet-stream", "cache-control": "no-store", vary: "accept-encoding" };
  if (/\bbr\b/.test(req.headers["accept-encoding"] ?? "") && body.length > 1024) {
    const key = `${path}:${(await stat(path)).mtimeMs}`;
    if (!brotli.has(key)) {
      brotli.set(key, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    }
    body = brotli.get(key);
    headers["content-encoding"] = "br";
  }
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
});
server.listen(port, "127.0.0.1", () => console.log(`listening http://127.0.0.1:${server.address().port}/`));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
