// Reading and writing a wasm module's binary format, as much as the build's own steps need
// (scripts/order.mjs, scripts/short-imports.mjs).

/** The unsigned LEB128 number at `p` in `b`, and the offset after it. */
export function readUleb(b, p) {
  let r = 0, s = 0, x;
  do { x = b[p++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80);
  return [r, p];
}

/** `n` as unsigned LEB128. */
export function uleb(n) {
  const o = [];
  do { let x = n & 0x7f; n = Math.floor(n / 128); if (n) x |= 0x80; o.push(x); } while (n);
  return Buffer.from(o);
}

/** The module's sections: id, where each starts, where its body starts and where it ends. */
export function sections(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error("wasm: not a wasm module");
  const out = [];
  for (let p = 8; p < buf.length;) {
    const [size, body] = readUleb(buf, p + 1);
    out.push({ id: buf[p], start: p, body, end: body + size });
    p = body + size;
  }
  return out;
}

/** Skips an import's descriptor at `p` (after its module and field names): its kind and the offset after it. */
export function importDesc(b, p) {
  const kind = b[p++];
  const limits = () => { const flags = b[p++]; [, p] = readUleb(b, p); if (flags & 1) [, p] = readUleb(b, p); };
  if (kind === 0) [, p] = readUleb(b, p); // function: its type
  else if (kind === 1) { p++; limits(); } // table: element type, limits
  else if (kind === 2) limits(); // memory
  else if (kind === 3) p += 2; // global: value type, mutability
  else if (kind === 4) { p++; [, p] = readUleb(b, p); } // tag
  else throw new Error(`wasm: an import of kind ${kind}`);
  return [kind, p];
}
