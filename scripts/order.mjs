// Functions in an order brotli compresses better (issue 20): each function is followed by the one most like
// it, so the copies a compressor finds lie close together. Rust's monomorphized code is full of near twins
// (one `Filter::next` per closure, one drop per type), which the linker scatters.
//
// binaryen has no pass that takes an order, but it sorts functions by name (`--reorder-functions-by-name`):
// `likenessNames` gives every defined function a name in the order wanted (a fresh name section), and the
// release build's second wasm-opt pass sorts by it and strips the names (`scripts/split.mjs`, `optimize`).
//
// Likeness: the 4-byte sequences two bodies share, over all the sequences either has (Jaccard). The order is
// greedy: from the first function, always the most like among those not yet placed (ties: the earlier).
// Measured on the release build of aeda5e9 (bench's sums, brotli q11): first load 93,848 → 91,568 B; cold
// StarGate 244,465 → 238,964, DeltaVee 264,700 → 258,908, Outreach 292,629 → 286,483, StarForce 248,846 →
// 243,291; dist 764,454 → 752,574. Sorting by body size or by each body's first bytes gave about half of
// that; sequences of 3 or 5 bytes, or likeness over the smaller set, no more.
// Deterministic: the same module gives the same order, so builds stay reproducible.

import { importDesc, readUleb, sections, uleb } from "./wasm.mjs";

const GRAM = 4;

/** The module's sections, the count of imported functions and the defined functions' bodies. */
function read(buf) {
  const all = sections(buf);
  let imported = 0;
  for (const s of all.filter((s) => s.id === 2)) {
    let [n, q] = readUleb(buf, s.body);
    for (let i = 0; i < n; i++) {
      let l, kind;
      [l, q] = readUleb(buf, q); q += l; [l, q] = readUleb(buf, q); q += l;
      [kind, q] = importDesc(buf, q);
      if (kind === 0) imported++;
    }
  }
  const bodies = [];
  for (const s of all.filter((s) => s.id === 10)) {
    let [n, q] = readUleb(buf, s.body);
    for (let i = 0; i < n; i++) {
      const [size, at] = readUleb(buf, q);
      bodies.push(buf.subarray(at, at + size));
      q = at + size;
    }
  }
  return { sections: all, imported, bodies };
}

/** The defined functions' order: greedy by likeness, from the first. Returns their indices among the bodies. */
export function likenessOrder(bodies) {
  const grams = bodies.map((b) => {
    const set = new Set();
    for (let i = 0; i + GRAM <= b.length; i++) set.add(b.readUInt32LE(i));
    return set;
  });
  const holders = new Map();
  grams.forEach((set, j) => {
    for (const g of set) {
      const list = holders.get(g);
      if (list) list.push(j); else holders.set(g, [j]);
    }
  });
  const placed = new Uint8Array(bodies.length);
  const shared = new Float64Array(bodies.length);
  const order = [];
  for (let current = 0; order.length < bodies.length;) {
    placed[current] = 1;
    order.push(current);
    shared.fill(0);
    for (const g of grams[current]) for (const j of holders.get(g)) shared[j]++;
    let next = -1, best = -1;
    for (let j = 0; j < bodies.length; j++) {
      if (placed[j]) continue;
      const likeness = shared[j] / (grams[j].size + grams[current].size - shared[j] + 1);
      if (likeness > best) { best = likeness; next = j; }
    }
    current = next;
  }
  return order;
}

/** The module with a name section (function names only) that sorts its defined functions by likeness. */
export function likenessNames(buf) {
  const { sections, imported, bodies } = read(buf);
  const rank = new Array(bodies.length);
  likenessOrder(bodies).forEach((j, i) => { rank[j] = i; });
  const width = String(Math.max(imported, bodies.length)).length;
  const names = [uleb(imported + bodies.length)];
  const entry = (index, name) => { const b = Buffer.from(name); names.push(uleb(index), uleb(b.length), b); };
  for (let i = 0; i < imported; i++) entry(i, `i${String(i).padStart(width, "0")}`);
  for (let j = 0; j < bodies.length; j++) entry(imported + j, `f${String(rank[j]).padStart(width, "0")}`);
  const sub = Buffer.concat(names);
  const content = Buffer.concat([uleb(4), Buffer.from("name"), Buffer.from([1]), uleb(sub.length), sub]);
  const isName = (s) => s.id === 0 && (() => { const [l, q] = readUleb(buf, s.body); return buf.subarray(q, q + l).toString() === "name"; })();
  return Buffer.concat([
    buf.subarray(0, 8),
    ...sections.filter((s) => !isName(s)).map((s) => buf.subarray(s.start, s.end)),
    Buffer.from([0]), uleb(content.length), content,
  ]);
}
