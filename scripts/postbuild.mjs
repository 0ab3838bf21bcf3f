// Trunk post-build hook (Trunk.toml [[hooks]]): runs on the staging directory before it becomes dist/.
//
// 0. Each game's code in a chunk of its own (scripts/split.mjs), before anything below sees the files.
// 1. Content-Security-Policy: Trunk writes an inline module script that loads the hashed wasm-bindgen
//    glue (and `trunk serve` adds its reload script). Their sha256 hashes go into a CSP <meta> placed
//    before any script, so the page runs with `script-src 'self' 'wasm-unsafe-eval'` + those hashes only:
//    no 'unsafe-inline', no 'unsafe-eval'.
// 2. Service worker: public/sw.js is written to the site's root with VERSION (a hash of every built
//    file) and ASSETS (the list of built files) filled in, and removed from public/.
// 3. Release builds only: the JavaScript (wasm-bindgen's glue and its snippets; the service worker stays
//    readable) is minified with terser (npm, tests/e2e; Trunk's own JS minifier fails on the glue), and the
//    integrity hashes Trunk wrote for it are updated.
// 4. The first paint before the app: no wasm preload, and the loader waits for a painted frame.
// 5. Stylesheets: the page's style/*.css files (one concept each, linked in index.html) are joined, in
//    their order, into one file, so the first paint waits for one request instead of several (Lighthouse's
//    render-blocking requests; a browser opens six connections per host over HTTP/1.1). Those index.html
//    marks `data-style-for="<key>"` are not the page's: they are joined per key into
//    `style-<key>-<hash>.css`, left unlinked and named by a `<meta name="starshift-style" data-for="<key>">`
//    (with its integrity hash), which the chunks' loader reads to fetch them with the code that draws with
//    them (issue 20; scripts/split.mjs, `stylesFor`): "play" (every game's screen) and a game's id (its own)
//    as a game opens; a later part's name (`<game>_<part>`, "help", "replay") as that part first opens. The
//    service worker keeps them all.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, readdirSync, statSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { split } from "./split.mjs";

const stage = process.env.TRUNK_STAGING_DIR;
if (!stage) {
  console.error("postbuild: TRUNK_STAGING_DIR is not set (run by trunk build/serve)");
  process.exit(1);
}

const indexPath = join(stage, "index.html");
let html = readFileSync(indexPath, "utf8");
const release = process.env.TRUNK_PROFILE === "release";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const terser = release ? createRequire(join(root, "tests", "e2e", "package.json"))("terser") : null;
const minified = async (code) => (await terser.minify(code, { module: true, format: { comments: false } })).code;
const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;

// --- 0. Split -------------------------------------------------------------------------------------------
html = split({ root, stage, html, release });

// --- 3. Minify (first, so the CSP and the service worker's version see the final files) ---------------
if (release) {
  const scripts = [];
  (function walk(dir) {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith(".js") && !p.endsWith(`${sep}public${sep}sw.js`)) scripts.push(p);
    }
  })(stage);
  for (const p of scripts) {
    const before = readFileSync(p);
    const after = Buffer.from(await minified(before.toString("utf8")), "utf8");
    writeFileSync(p, after);
    html = html.replaceAll(sri(before), sri(after));
  }
}

// --- 5. Stylesheets ---------------------------------------------------------------------------------
{
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="?stylesheet"?/.test(tag));
  // Key "" is the page's; in the order of their first stylesheet.
  const groups = new Map();
  for (const tag of links) {
    const m = tag.match(/\bhref="?([^"\s>]+\.css)"?/);
    if (!m) {
      console.error(`postbuild: a stylesheet link without a .css href: ${tag}`);
      process.exit(1);
    }
    const key = tag.match(/\bdata-style-for="?([a-z_]+)"?/)?.[1] ?? "";
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ tag, href: m[1] });
  }
  if (!groups.has("")) {
    console.error("postbuild: no stylesheet of the page's own (one without data-style-for) in index.html");
    process.exit(1);
  }
  const local = (href) => join(stage, href.replace(/^\//, ""));
  const metas = [];
  for (const [key, members] of groups) {
    const css = Buffer.from(members.map((x) => readFileSync(local(x.href), "utf8")).join("\n"), "utf8");
    const name = `style-${key ? `${key}-` : ""}${createHash("sha256").update(css).digest("hex").slice(0, 16)}.css`;
    writeFileSync(join(stage, name), css);
    for (const x of members) rmSync(local(x.href));
    const href = members[0].href.slice(0, members[0].href.lastIndexOf("/") + 1) + name;
    const [first, ...rest] = members;
    html = html.replace(
      first.tag,
      key ? "" : `<link rel="stylesheet" href="${href}" integrity="${sri(css)}">`,
    );
    for (const x of rest) html = html.replace(x.tag, "");
    if (key) metas.push(`<meta name="starshift-style" data-for="${key}" content="${href}" data-integrity="${sri(css)}">`);
  }
  if (metas.length) html = html.replace("</head>", `${metas.join("\n")}\n</head>`);
}

// --- 4. First paint before the app ------------------------------------------------------------------
// The page's static header (index.html) is painted before the wasm is fetched: Trunk's preload of the wasm
// goes, and its loader waits for a frame to be painted (or 100 ms, for a page without frames) before
// calling init. The first paint never shares the network or the main thread with the app.
const wasmPreload = /<link\b[^>]*\brel="?preload"?[^>]*\.wasm[^>]*>|<link\b[^>]*\.wasm[^>]*\brel="?preload"?[^>]*>/g;
html = html.replace(wasmPreload, "");
const initCall = "const wasm = await init(";
if (!html.includes(initCall)) {
  console.error("postbuild: Trunk's loader script has no `" + initCall + "`");
  process.exit(1);
}
html = html.replace(
  initCall,
  "await new Promise((r) => { requestAnimationFrame(() => setTimeout(r, 0)); setTimeout(r, 100); });\n" + initCall,
);

// --- 1. CSP -----------------------------------------------------------------------------------------
// `trunk serve` fills placeholders in its reload script while serving, which would change the script's
// hash: fill them here with what the server would (the page's own host, the public URL as the socket base).
html = html
  .replaceAll("'{{__TRUNK_ADDRESS__}}'", "window.location.host")
  .replaceAll("{{__TRUNK_WS_BASE__}}", process.env.TRUNK_PUBLIC_URL || "/");
const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => `'sha256-${createHash("sha256").update(m[1], "utf8").digest("base64")}'`,
);
const csp = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");
const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}">`;
// Release builds minify index.html, which drops the attribute's quotes.
const charset = /<meta charset="?utf-8"?>/i;
if (!charset.test(html)) {
  console.error("postbuild: index.html has no <meta charset=\"utf-8\"> to place the CSP after");
  process.exit(1);
}
html = html.replace(charset, (m) => `${m}\n  ${meta}`);
writeFileSync(indexPath, html);

// --- 2. Service worker ------------------------------------------------------------------------------
const swSource = join(stage, "public", "sw.js");
const template = readFileSync(swSource, "utf8");
rmSync(swSource);
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else files.push(relative(stage, p).split(sep).join("/"));
  }
})(stage);
const version = createHash("sha256");
for (const f of files) version.update(f).update("\0").update(readFileSync(join(stage, f)));
const assets = files.map((f) => (f === "index.html" ? "./" : `./${f}`));
const sw = template
  .replace("__STARSHIFT_VERSION__", version.digest("hex").slice(0, 16))
  .replace('["__STARSHIFT_ASSETS__"]', JSON.stringify(assets));
if (sw === template) {
  console.error("postbuild: public/sw.js lacks its placeholders");
  process.exit(1);
}
writeFileSync(join(stage, "sw.js"), sw);
console.log(`postbuild: CSP with ${hashes.length} inline script hash(es); sw.js caches ${assets.length} files`);
