/**
 * XXH64 (seed 0), the hash the bundler names output files by: a file called `main.0a1b2c3d.js` has
 * the first 8 hex digits of the XXH64 of its final bytes. Tests use it to check that a file's name
 * still matches its contents after the build has changed them (src/features/start-up/compileHints.ts).
 * Specification: https://github.com/Cyan4973/xxHash/blob/dev/doc/xxhash_spec.md
 */
const MASK = (1n << 64n) - 1n;
const P1 = 0x9e3779b185ebca87n;
const P2 = 0xc2b2ae3d27d4eb4fn;
const P3 = 0x165667b19e3779f9n;
const P4 = 0x85ebca77c2b2ae63n;
const P5 = 0x27d4eb2f165667c5n;

const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK;
const round = (acc: bigint, lane: bigint) => (rotl((acc + lane * P2) & MASK, 31n) * P1) & MASK;
const merge = (acc: bigint, v: bigint) => (((acc ^ round(0n, v)) * P1 + P4) & MASK);

/** XXH64 of `data` with seed 0, as 16 lowercase hex digits. */
export function xxhash64(data: Uint8Array): string {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const length = data.byteLength;
  let offset = 0;
  let acc: bigint;
  if (length >= 32) {
    let v1 = (P1 + P2) & MASK;
    let v2 = P2;
    let v3 = 0n;
    let v4 = (-P1) & MASK;
    for (; offset + 32 <= length; offset += 32) {
      v1 = round(v1, view.getBigUint64(offset, true));
      v2 = round(v2, view.getBigUint64(offset + 8, true));
      v3 = round(v3, view.getBigUint64(offset + 16, true));
      v4 = round(v4, view.getBigUint64(offset + 24, true));
    }
    acc = (rotl(v1, 1n) + rotl(v2, 7n) + rotl(v3, 12n) + rotl(v4, 18n)) & MASK;
    acc = merge(merge(merge(merge(acc, v1), v2), v3), v4);
  } else {
    acc = P5;
  }
  acc = (acc + BigInt(length)) & MASK;
  for (; offset + 8 <= length; offset += 8) {
    acc = ((rotl(acc ^ round(0n, view.getBigUint64(offset, true)), 27n) * P1) + P4) & MASK;
  }
  if (offset + 4 <= length) {
    acc = ((rotl(acc ^ ((BigInt(view.getUint32(offset, true)) * P1) & MASK), 23n) * P2) + P3) & MASK;
    offset += 4;
  }
  for (; offset < length; offset += 1) {
    acc = (rotl(acc ^ ((BigInt(data[offset]!) * P5) & MASK), 11n) * P1) & MASK;
  }
  acc = ((acc ^ (acc >> 33n)) * P2) & MASK;
  acc = ((acc ^ (acc >> 29n)) * P3) & MASK;
  acc ^= acc >> 32n;
  return acc.toString(16).padStart(16, '0');
}
