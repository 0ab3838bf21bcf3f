// Where a game's cold weight goes, by area of the code: for each wasm file that opening the game fetches
// (the main module, the chunk every game shares, the game's own chunk), each area's share of its code
// after brotli, measured as what the file's code would lose without that area's functions (so code that
// compresses against other code counts for less than its raw size).
//   bash scripts/build.sh && node tests/bench/areas.mjs outreach [ROWS]
// It cuts the release build's linked wasm as scripts/split.mjs does (`splitEnv`) and optimizes each piece
// with the same wasm-opt passes (`OPT`), keeping the functions' names. An area is a module path of this
// crate (`engine::outreach::rules`, `ui::game`), the crate a library function comes from, or, for a
// generic function made for this crate's types, "(for) " and the first path of this crate it names.
// Only the code section is measured; the file's data (its text) is printed apart. For issue 20's work:
// not a bench figure, and nothing checks its output.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { OPT, splitEnv } from "../../scripts/split.mjs";

const root = new URL("../..", import.meta.url).pathname;
const [game, rows = "25"] = process.argv.slice(2);
if (!game) throw new Error("usage: node tests/bench/areas.mjs GAME [ROWS]");
process.env.PATH = `${root}tests/e2e/node_modules/.bin:${process.env.HOME}/.cargo/bin:${process.env.PATH}`;
const linked = join(root, "target/wasm32-unknown-unknown/release/starshift-web.wasm");
const br = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The code bodies, data and function names of a wasm module (names from its name section). */
function parse(bytes) {
  let p = 8;
  const leb = () => {
    let r = 0, s = 0, x;
    do { x = bytes[p++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80);
    return r;
  };
  const skipName = () => { const n = leb(); p += n; };
  // A table's or memory's limits: flags, the minimum, and the maximum if flag 1 says there is one.
  const limits = () => { const flags = leb(); leb(); if (flags & 1) leb(); };
  let imported = 0, data = 0;
  const bodies = [], names = new Map();
  while (p < bytes.length) {
    const id = bytes[p++], len = leb(), end = p + len;
    if (id === 2) {
      for (let i = leb(); i > 0; i--) {
        skipName(); skipName();
        const kind = bytes[p++];
        if (kind === 0) { leb(); imported++; }
        else if (kind === 1) { p++; limits(); }
        else if (kind === 2) limits();
        else if (kind === 3) p += 2;
        else { p++; leb(); }
      }
    } else if (id === 10) {
      for (let i = leb(); i > 0; i--) { const n = leb(); bodies.push(bytes.subarray(p, p + n)); p += n; }
    } else if (id === 11) {
      data = len;
    } else if (id === 0) {
      const n = leb(), section = bytes.subarray(p, p + n).toString();
      p += n;
      while (section === "name" && p < end) {
        const sub = bytes[p++], size = leb(), next = p + size;
        if (sub === 1) for (let i = leb(); i > 0; i--) { const f = leb(), l = leb(); names.set(f, bytes.subarray(p, p + l).toString()); p += l; }
        p = next;
      }
    }
    p = end;
  }
  return { data, bodies: bodies.map((b, i) => ({ b, name: names.get(i + imported) ?? "" })) };
}

/** A Rust symbol (legacy mangling, `_ZN…E`) as its path: "starshift::engine::outreach::rules::advance". */
function demangle(name) {
  if (!name.startsWith("_ZN")) return name;
  const parts = [];
  let p = 3;
  while (p < name.length && name[p] !== "E") {
    const digits = name.slice(p).match(/^\d+/);
    if (!digits) break;
    p += digits[0].length;
    parts.push(name.slice(p, p + Number(digits[0])));
    p += Number(digits[0]);
  }
  if (/^h[0-9a-f]{16}$/.test(parts.at(-1) ?? "")) parts.pop();
  const escapes = { LT: "<", GT: ">", u20: " ", u7b: "{", u7d: "}", C: ",", RF: "&", BP: "*", u27: "'", u5b: "[", u5d: "]", u3b: ";", u7e: "~", u21: "!", u2b: "+", LP: "(", RP: ")" };
  // A part that would start with "$" is written with a "_" before it.
  return parts.map((x) => (x.startsWith("_$") ? x.slice(1) : x)).join("::")
    .replace(/\$([A-Za-z0-9]+)\$/g, (m, e) => escapes[e] ?? m).replace(/\.\./g, "::");
}

/** A function's area, from its name. */
function area(mangled) {
  const name = demangle(mangled);
  const own = name.match(/starshift::(?:(?:engine|ui|platform)::[a-z_0-9]+(?:::[a-z_0-9]+)?|[a-z_0-9]+)/);
  // "<T as reactive_graph::traits::Update>::…": a method of a type parameter, a slice or a tuple is its
  // trait's crate's.
  // The standard library's own symbols keep Rust's newer mangling (`_R…`): their crate's name is in them.
  if (name.startsWith("_R")) return name.match(/\d(core|alloc|std)[A-Z0-9_]/)?.[1] ?? "std";
  const first = name.match(/^<*([a-z_0-9]+)/)?.[1] ?? name.match(/^<[^a-z].*? as ([a-z_0-9]+)/)?.[1] ?? "other";
  if (first === "starshift" && own) return own[0].slice("starshift::".length);
  if (own) return `(for) ${own[0].slice("starshift::".length)}`;
  return first;
}

const work = mkdtempSync(join(tmpdir(), "starshift-areas-"));
try {
  const { env } = splitEnv(linked);
  execFileSync("wasm-split-cli", [linked, work, "--out-name", "main"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env } });
  // The files the game's load fetches: `__wasm_split_load_<game> = …makeLoad(…, [__chunk_n, …])`.
  const loader = readFileSync(join(work, "__wasm_split.js"), "utf8");
  const load = loader.match(new RegExp(`__wasm_split_load_${game} = wrapAsyncCb\\(makeLoad\\([\\s\\S]*?, \\[([^\\]]*)\\]`));
  if (!load) throw new Error(`no split point named ${game}`);
  const files = ["main.wasm", ...load[1].split(",").map((c) => `${c.trim().replace("__chunk_", "chunk_")}.wasm`), `split_${game}.wasm`];
  // The main module as the build has it: through wasm-bindgen, which takes its describe functions out.
  execFileSync("wasm-bindgen", ["--target", "web", "--keep-lld-exports", "--no-demangle", "--keep-debug", "--out-dir", join(work, "bg"),
    "--out-name", "main", join(work, "main.wasm")], { stdio: ["ignore", "ignore", "inherit"] });
  const keep = OPT.filter((f) => !f.startsWith("--strip"));
  for (const file of files.filter((f) => readdirSync(work).includes(f))) {
    const out = join(work, `${file}.opt`);
    const from = file === "main.wasm" ? join(work, "bg", "main_bg.wasm") : join(work, file);
    execFileSync("wasm-opt", [...keep, "-g", from, "-o", out], { stdio: ["ignore", "ignore", "inherit"] });
    const { data, bodies } = parse(readFileSync(out));
    const all = br(Buffer.concat(bodies.map((f) => f.b)));
    const areas = new Map();
    for (const f of bodies) {
      const a = area(f.name);
      areas.set(a, [...(areas.get(a) ?? []), f]);
    }
    const comment = file === "main.wasm" ? "the main module" : (loader.match(new RegExp(`/\\* ([^*]+) \\*/\\s*const __${file.slice(0, -5)} =`))?.[1] ?? file);
    console.log(`${file} (${comment}): code ${all} B brotli, data ${data} B raw`);
    const shares = [...areas].map(([a, fs]) => {
      const without = br(Buffer.concat(bodies.filter((f) => !fs.includes(f)).map((f) => f.b)));
      return [all - without, fs.reduce((n, f) => n + f.b.length, 0), a];
    });
    shares.sort((x, y) => y[0] - x[0]);
    for (const [share, raw, a] of shares.slice(0, Number(rows))) console.log(`  ${a}: ${share} B brotli (${raw} B raw)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
