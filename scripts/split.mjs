// Each game's code in a wasm chunk of its own, fetched when a game of that kind first opens (issue 20).
//
// Trunk has no hook between cargo and wasm-bindgen (its issue #1022), so this runs first in the post-build
// hook (scripts/postbuild.mjs) and redoes that part of Trunk's work from cargo's linked wasm:
// 1. wasm-split-cli (scripts/setup.sh installs it) cuts the linked wasm (linked with --emit-relocs,
//    .cargo/config.toml) at the split points (`#[wasm_split]`, src/ui/table.rs: one per game) into the
//    main module, one chunk per game (`split_<game>.wasm`), chunks of code that several games share and
//    the first load does not (`chunk_<n>.wasm`, each after a comment naming those games in the loader) and
//    a loader (`__wasm_split.js`), which fetches a game's chunk with the shared ones it needs (and, as
//    step 4 makes it, the stylesheets that come with it: `stylesFor`);
// 2. wasm-bindgen makes the main module's glue, keeping the exports the chunks link against; the imports
//    from the glue get short names (scripts/short-imports.mjs);
// 3. release builds: wasm-opt each module (`OPT`), its functions then ordered for brotli
//    (scripts/order.mjs);
// 4. the chunks and the loader get content-hashed names (`starshift-<game>-<hash>.wasm`,
//    `starshift-shared-<game>-<game>…-<hash>.wasm` named for the games that fetch it, so tests/bench.sh
//    counts it in each one's cold weight, and `starshift-split-<hash>.js`), so a page never mixes files
//    from two builds even without the service worker;
// 5. Trunk's glue and main wasm are replaced by ours, named like the loader for the content of all three
//    (`starshift-web-<hash>.js`, `…_bg.wasm`, `starshift-split-<hash>.js`), and index.html names them with
//    their integrity hashes.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { likenessNames } from "./order.mjs";
import { shortImports } from "./short-imports.mjs";

const hash = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);
const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
// -Os (smaller after brotli than -Oz), the low 1K of memory unused (Rust puts its stack and data above it),
// repeated while they shrink it; between two -Os, each function's control flow flattened and rebuilt by binaryen's relooper
// (`--flatten --rereloop`), which leaves fewer and more alike blocks for -Os and brotli. Measured with
// tests/bench.sh (2026-11-29, against the commit before): the first load −0.5 kB, each game cold −1.3
// to −1.6 kB, the dist −4.2 kB; the build about 50 s longer; the engines' replays in wasm 0–10 % slower
// (DeltaVee's 1,000 actions 12.3 → 13.6 ms), every figure still far inside its target. Two rounds of it
// took Outreach's chunk down only 0.15 kB more; `-iit`, `--generate-global-effects`, `--dfo`, `-Oz`
// with it: no better. Then `--simplify-locals-nostructure` and a third -Os (no block or `if` made to
// return a value, so alike code stays alike): first load −0.1 kB, each game cold −0.4 to −0.6 kB, the
// dist −1.6 kB more (the bench's sums against the commit before). And a function with one caller is
// inlined into it only if small (`-ocimfs=50`; binaryen inlines every such function by default), so a
// large one stays apart, where the function order can set it beside its likes: first load −0.1 kB, each
// game cold −0.2 to −0.7 kB, the dist −2.1 kB more (on Outreach's chunk alone, 20, 100 and 400 did less).
// And functions up to 4 (binaryen's size measure; default 2) are always inlined (`-aimfs=4`): the
// modules 2 % larger raw, but first load −0.2 kB, each game cold −0.5 to −0.7 kB, the dist −1.0 kB
// (6: first load +0.1 kB, each game cold −0.1 to −0.3 kB). With these two inlining limits the engines'
// replays in wasm are as fast as before the relooper (tests/bench.sh on 7db6ccd: DeltaVee 12.4 ms per
// 1,000 actions, StarGate 24.2, Outreach 6.3, StarForce 6.3).
// The features are named here, so the modules need not carry their `target_features` section (148 bytes
// each, which the browser never reads).
// tests/bench.sh optimizes the engine alone with these too.
export const OPT = ["-aimfs=4", "-ocimfs=50", "-Os", "--flatten", "--rereloop", "-Os", "--simplify-locals-nostructure", "-Os", "--low-memory-unused", "--converge", "--enable-bulk-memory", "--enable-nontrapping-float-to-int",
  "--enable-sign-ext", "--enable-mutable-globals", "--strip-debug", "--strip-producers", "--strip-target-features"];

/** wasm-opt with `OPT`, then the functions in the order `scripts/order.mjs` finds (brotli compresses it
 *  better): a name section that sorts them so, which a second pass sorts by and strips. Release builds and
 *  tests/bench.sh's engine alone. */
export function optimize(from, to) {
  const run = (args) => execFileSync("wasm-opt", args, { stdio: ["ignore", "ignore", "inherit"] });
  // The first pass keeps the features section, which tells the second which features the module uses.
  run([...OPT.filter((f) => f !== "--strip-target-features"), from, "-o", to]);
  writeFileSync(`${to}.named`, likenessNames(readFileSync(to)));
  const features = OPT.filter((f) => f.startsWith("--enable-")), strip = OPT.filter((f) => f.startsWith("--strip-"));
  run([...features, "--reorder-functions-by-name", ...strip, `${to}.named`, "-o", to]);
  rmSync(`${to}.named`);
}

// Bytes of code below which a shared chunk is not made: it joins the smallest chunk at least this large
// that every module needing it fetches, or else the main module (measured on 4e900eb: 1,024 takes each
// game's cold weight down 1.6–2.9 kB and its files from 17–21 to 10–12, the first load unchanged; 4,096
// then added 12 kB to it, the chunks that the lobby's later parts shared having no host but the main
// module). Since the flows come with the chunk every game shares, the code two or three games share (3–9
// kB of code each, seven chunks) finds that chunk as its host, and 10,240 makes them one file with it.
// A chunk only a game's later parts need (the code every help shares) keeps 1,024 (MIN_LATER, our
// patch's `.6`), so that it does not join the chunk the games fetch when they open. Measured on the same
// linked wasm (the commit after 648e9c7, wasm only, brotli): StarGate cold −4.3 kB, DeltaVee −3.6,
// Outreach −1.9, StarForce −1.1, the main module unchanged, all the wasm −8.1 kB; 4–5 files per game
// opened instead of 10. 8,192 since the code Outreach and StarForce alone share lost libm's `fmod` and
// 128-bit division (2026-11-29): at 9 kB it is still better as its own file (joined, StarGate cold +2.7
// kB and DeltaVee +2.6 for Outreach −3.5 and StarForce −3.1); no other chunk lies between the two sizes.
const MIN_CHUNK = 8192;
const MIN_LATER = 1024;
// Bytes of code below which a shared chunk joins the largest chunk that the same games fetch, when the
// other parts that would then fetch more are ones that run in a game or ahead of one (our patch, `.3`:
// vendor/wasm_split_cli_support/STARSHIFT.md). Measured on ed111a4 (wasm only, brotli): each game cold
// −5.6 to −7.4 kB, the main module −1.8 kB. Raised from 16,384 when the replays became chunks (`.4`):
// the code every game needs and the lobby's flows and tools do not (16 kB brotli) then joins the chunk
// every game shares, each game cold −4.9 kB; the tools, fetched from the lobby, fetch that chunk (56 kB)
// as they did before. Any figure above 40,000 gives the same cut.
const JOIN = 65536;
// The split points that are not games: the readers of earlier formats fetch every game's code anyway;
// sharing a turn and a game's own later parts (`<game>_<part>`: its help, its replay) run inside a game;
// the lobby's flows and tools (taking a link into the saves) run ahead of opening a game, so the code
// every game shares may come with them.
const LATER = ["legacy", "sharing", "flows", "tools"];
/** The split points of the linked wasm (`__wasm_split_00<name>00_export_…`), and which are games. */
function splitPoints(linked) {
  const names = [...new Set([...readFileSync(linked).toString("latin1").matchAll(/__wasm_split_00([a-z0-9_]+?)00_export_[0-9a-f]{32}/g)].map((m) => m[1]))];
  const games = names.filter((n) => !LATER.includes(n) && !n.includes("_"));
  if (games.length === 0) throw new Error("split: the linked wasm has no game's split point");
  return { names, games };
}

/** The stylesheets that come with each split point's code, from index.html's `data-style-for` keys
 *  (scripts/postbuild.mjs joins them per key): the key of a split point's own name (a game's id,
 *  `<game>_<part>`), "play" (every game's screen) for each game, and a part's name ("help", "replay") for
 *  every game's part of that name. A key no split point takes is an error. */
export function stylesFor({ names, games }, html) {
  const keys = [...new Set([...html.matchAll(/\bdata-style-for="?([a-z_]+)"?/g)].map((m) => m[1]))];
  const takes = (name, key) =>
    key === name || (key === "play" && games.includes(name)) || (name.includes("_") && key === name.slice(name.indexOf("_") + 1));
  const unused = keys.find((k) => !names.some((n) => takes(n, k)));
  if (unused) throw new Error(`split: no split point takes the stylesheet data-style-for="${unused}"`);
  return new Map(names.map((n) => [n, keys.filter((k) => takes(n, k))]));
}

/** The loader fetches a split point's stylesheets beside its chunks (`stylesFor`), each once: the load
 *  fails if one cannot be fetched (a link that fails is removed, and the next load tries again), so its
 *  code never runs unstyled. The page names each stylesheet in a `<meta name="starshift-style"
 *  data-for="<key>">` with its integrity hash (scripts/postbuild.mjs, step 5). */
const STYLE_LOADER = `
const styleLoads = new Map();
function style(key) {
    return () => {
        if (!styleLoads.has(key)) {
            const load = new Promise((resolve, reject) => {
                const meta = [...document.querySelectorAll('meta[name="starshift-style"]')].find((m) => m.dataset.for === key);
                if (!meta) return reject(new Error(\`no stylesheet named \${key} on the page\`));
                const link = document.createElement("link");
                link.rel = "stylesheet";
                link.href = meta.content;
                if (meta.dataset.integrity) link.integrity = meta.dataset.integrity;
                link.addEventListener("load", resolve);
                link.addEventListener("error", () => { link.remove(); reject(new Error(\`the stylesheet \${key} could not be fetched\`)); });
                document.head.appendChild(link);
            });
            load.catch(() => { if (styleLoads.get(key) === load) styleLoads.delete(key); });
            styleLoads.set(key, load);
        }
        return styleLoads.get(key);
    };
}
`;

/** The loader with each split point's stylesheets among what its load waits for. */
export function withStyles(loader, styles) {
  loader = loader.replace(/\nfunction makeLoad\(/, () => `${STYLE_LOADER}function makeLoad(`);
  if (!loader.includes("function style(key)")) throw new Error("split: the loader has no makeLoad to put the stylesheets before");
  for (const [name, keys] of styles) {
    if (keys.length === 0) continue;
    const at = new RegExp(`(export const __wasm_split_load_${name} = wrapAsyncCb\\(makeLoad\\([\\s\\S]*?, \\[)([^\\]]*)(\\]\\)\\);)`);
    if (!at.test(loader)) throw new Error(`split: the loader does not load ${name} as expected`);
    loader = loader.replace(at, (_, head, deps, tail) => `${head}${[deps, ...keys.map((k) => `style("${k}")`)].filter(Boolean).join(", ")}${tail}`);
  }
  return loader;
}

/** WASM_SPLIT_FOLLOWERS and WASM_SPLIT_INSIDE for the split points of the linked wasm
 *  (`__wasm_split_00<name>00_export_…`). A game's own later parts are named `<game>_<part>` (its help,
 *  its replay, DeltaVee's log sheets); they, and sharing, run only once a game's code is loaded: a chunk
 *  that only they would then fetch more joins whatever its size (`.4`). */
function followers({ names, games }) {
  const own = names.filter((n) => n.includes("_")).map((n) => [n, n.split("_")[0]]);
  const stray = own.find(([, g]) => !games.includes(g));
  if (stray) throw new Error(`split: ${stray[0]} is named for no game's split point`);
  const all = games.join(",");
  return {
    WASM_SPLIT_FOLLOWERS: ["legacy:*", `sharing:${all}`, `flows:${all}`, `tools:${all}`, ...own.map(([f, g]) => `${f}:${g}`)].join(" "),
    WASM_SPLIT_INSIDE: ["sharing", ...own.map(([f]) => f)].join(" "),
    // Every way into a game passes through the lobby's flows (ui::flows), so a game opened cold has
    // fetched their code before its own: it goes with the chunk every split module shares instead of
    // four small files (`.5`). The tools, fetched from the lobby for a backup, fetch it too.
    WASM_SPLIT_WITH_ALL: "flows",
  };
}

/** The split points of the linked wasm and the splitter's environment for them (`split`, and
 *  tests/bench/areas.mjs, which cuts the same chunks with their functions' names kept). */
export function splitEnv(linked) {
  const points = splitPoints(linked);
  const env = { WASM_SPLIT_MIN_CHUNK: String(MIN_CHUNK), WASM_SPLIT_MIN_LATER: String(MIN_LATER), WASM_SPLIT_JOIN: String(JOIN),
    WASM_SPLIT_COPY: "1", ...followers(points) };
  return { points, env };
}

/** Splits the app in the staging directory `stage`; returns index.html (`html`) with its integrity hashes
 *  updated. `root` is the project, `release` whether this is a release build. */
export function split({ root, stage, html, release }) {
  const run = (cmd, args) => execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
  const glue = readdirSync(stage).find((f) => /^starshift-web-[0-9a-f]+\.js$/.test(f));
  if (!glue) throw new Error("split: no starshift-web-<hash>.js in the staging directory");
  const name = glue.slice(0, -3);
  const linked = join(root, "target", "wasm32-unknown-unknown", release ? "release" : "debug", "starshift-web.wasm");
  const work = mkdtempSync(join(tmpdir(), "starshift-split-"));
  try {
    // 1. Cut.
    // Small shared chunks join a larger one, or else go to the main module (our patch of the splitter,
    // vendor/wasm_split_cli_support/STARSHIFT.md): fewer, larger files per cold open. Code that only some
    // games share is copied into each one's own chunk (`WASM_SPLIT_COPY`, its `.7` and `.8`), so that no
    // game fetches code only other games need.
    const { points, env } = splitEnv(linked);
    execFileSync("wasm-split-cli", [linked, work, "--out-name", name], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
    // 2. Glue for the main module.
    run("wasm-bindgen", ["--target", "web", "--keep-lld-exports", "--no-demangle", "--out-dir", join(work, "bg"),
      "--out-name", name, join(work, `${name}.wasm`)]);
    // 3. Optimize (release).
    const opt = (from, to) => (release ? optimize(from, to) : copyFileSync(from, to));
    // A staged file's bytes replaced (under the name `to`, if given), with its integrity hash in index.html.
    const replace = (file, bytes, to = file) => {
      const before = readFileSync(join(stage, file));
      if (to !== file) rmSync(join(stage, file));
      writeFileSync(join(stage, to), bytes);
      html = html.replaceAll(sri(before), sri(bytes));
    };
    // 4. Chunks and loader, content-hashed; the loader names the chunks, the glue names the loader.
    let loader = withStyles(readFileSync(join(work, "__wasm_split.js"), "utf8"), stylesFor(points, html));
    // "/* deltavee, outreach */\nconst __chunk_18 = makeLoad(() => {\n  const src = fetch(new URL("./chunk_18.wasm", …
    // A shared chunk is named for the split points that fetch it, but a game's own part (`<game>_<part>`)
    // only where its game is not named: the name stays short (a file name is at most 255 bytes), and says
    // as much (a part is fetched after its game).
    const sharers = new Map(
      [...loader.matchAll(/\/\* ([a-z_, ]+) \*\/\s*const __chunk_\d+ = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/(chunk_\d+\.wasm)"/g)]
        .map((m) => {
          const names = m[1].split(", ");
          return [m[2], names.filter((n) => !n.includes("_") || !names.includes(n.split("_")[0])).join("-")];
        }),
    );
    for (const f of readdirSync(work).filter((f) => /^(split|chunk)_.+\.wasm$/.test(f))) {
      const shared = f.startsWith("chunk_");
      if (shared && !sharers.has(f)) throw new Error(`split: the loader does not say which games share ${f}`);
      const prefix = shared ? `shared-${sharers.get(f)}` : f.slice("split_".length, -".wasm".length);
      opt(join(work, f), join(work, `${f}.opt`));
      const bytes = readFileSync(join(work, `${f}.opt`));
      const out = `starshift-${prefix}-${hash(bytes)}.wasm`;
      writeFileSync(join(stage, out), bytes);
      if (!loader.includes(`"./${f}"`)) throw new Error(`split: the loader does not fetch ${f}`);
      loader = loader.replaceAll(`"./${f}"`, `"./${out}"`);
    }
    // The imports from the glue get short names (`short-imports.mjs`).
    let js = shortImports(join(work, "bg", `${name}_bg.wasm`), readFileSync(join(work, "bg", `${name}.js`), "utf8"), name);
    opt(join(work, "bg", `${name}_bg.wasm`), join(work, "main.opt.wasm"));
    const wasm = readFileSync(join(work, "main.opt.wasm"));
    // 5. The main module, its glue and the loader, which name each other, are named for the content of all
    //    three: Trunk names the first two for its own build, and a change to this step alone would give
    //    other bytes under the same names.
    const h = hash(Buffer.concat([wasm, Buffer.from(js, "utf8"), Buffer.from(loader, "utf8")]));
    const [next, loaderName] = [`starshift-web-${h}`, `starshift-split-${h}.js`];
    const renamed = (text, from, to, what) => {
      if (!text.includes(from)) throw new Error(`split: ${what} does not name ${from}`);
      return text.replaceAll(from, to);
    };
    loader = renamed(loader, `"./${name}.js"`, `"./${next}.js"`, "the loader");
    writeFileSync(join(stage, loaderName), loader);
    // Only the import specifiers: the keys of the wasm's import object keep the module name it was linked with.
    js = js.replace(/(\bfrom\s*)(['"])\.\/__wasm_split\.js\2/g, `$1$2./${loaderName}$2`);
    if (!js.includes(loaderName)) throw new Error("split: the glue does not import the chunk loader");
    js = renamed(js, `${name}_bg.wasm`, `${next}_bg.wasm`, "the glue");
    replace(glue, Buffer.from(js, "utf8"), `${next}.js`);
    replace(`${name}_bg.wasm`, wasm, `${next}_bg.wasm`);
    html = renamed(html, name, next, "index.html");
    // wasm-bindgen's snippets (inline JS) are Trunk's, byte for byte; written again all the same.
    const snippets = join(work, "bg", "snippets");
    (function copy(from, to) {
      for (const f of readdirSync(from, { withFileTypes: true })) {
        if (f.isDirectory()) copy(join(from, f.name), join(to, f.name));
        else replace(join(to, f.name).slice(stage.length + 1), readFileSync(join(from, f.name)));
      }
    })(snippets, join(stage, "snippets"));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return html;
}
