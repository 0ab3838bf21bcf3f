// Short names for the main wasm's imports from wasm-bindgen's glue (issue 20).
//
// wasm-bindgen names each function the wasm imports from its glue after the JavaScript it calls and a
// hash (`__wbg_addEventListener_847fd86b8c33ec43`), and the glue's import object spells every name again:
// about 200 names, whose hashes brotli cannot shrink, in both files of the first load. They are renamed
// here `_0`, `_1`, … in the wasm's import section and in the glue, and the glue's module (`./<name>_bg.js`)
// is renamed `w`. Measured (brotli q11 as tests/bench.sh, production builds, 2026-11-27): the main wasm
// 105,100 → 102,077 B, the glue 6,120 → 4,078 B.
import { readFileSync, writeFileSync } from "node:fs";
import { importDesc, readUleb, sections, uleb } from "./wasm.mjs";

const MODULE = "w";

/** Renames the imports of `wasm` (a file) from the glue's module `./<name>_bg.js`, in it and in the glue
 *  `js` (text); returns the glue. Throws when the glue does not name each import once. */
export function shortImports(wasm, js, name) {
  const module = `./${name}_bg.js`;
  const bytes = readFileSync(wasm);
  const names = new Map();
  const out = rewriteImports(bytes, (mod, field) => {
    if (mod !== module) return [mod, field];
    if (!names.has(field)) names.set(field, `_${names.size.toString(36)}`);
    return [MODULE, names.get(field)];
  });
  const once = (text, what) => {
    const n = js.split(text).length - 1;
    if (n !== 1) throw new Error(`short-imports: the glue names ${what} ${n} times, not once`);
  };
  once(`"${module}"`, module);
  js = js.replace(`"${module}"`, `"${MODULE}"`);
  for (const [long, short] of names) {
    once(long, long);
    js = js.replace(long, short);
  }
  writeFileSync(wasm, out);
  return js;
}

/** `bytes` (a wasm module) with each import's module and field names as `rename(module, field)` gives. */
function rewriteImports(bytes, rename) {
  const str = (p) => { const [l, at] = readUleb(bytes, p); return [bytes.subarray(at, at + l).toString("utf8"), at + l]; };
  const putStr = (s) => { const b = Buffer.from(s, "utf8"); return Buffer.concat([uleb(b.length), b]); };
  const parts = [bytes.subarray(0, 8)];
  for (const { id, start, body, end } of sections(bytes)) {
    if (id !== 2) {
      parts.push(bytes.subarray(start, end));
      continue;
    }
    let [count, p] = readUleb(bytes, body);
    const section = [uleb(count)];
    for (let i = 0; i < count; i++) {
      let module, field;
      [module, p] = str(p);
      [field, p] = str(p);
      const [mod, fld] = rename(module, field);
      const desc = p;
      [, p] = importDesc(bytes, p);
      section.push(putStr(mod), putStr(fld), bytes.subarray(desc, p));
    }
    if (p !== end) throw new Error("short-imports: the import section does not end where it says");
    const content = Buffer.concat(section);
    parts.push(Buffer.from([2]), uleb(content.length), content);
  }
  return Buffer.concat(parts);
}
