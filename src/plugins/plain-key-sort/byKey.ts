/** Orders `[key, value]` entries by key, comparing UTF-16 code units (no collator). */
export function byKey(a: [string, unknown], b: [string, unknown]): number {
  if (a[0] < b[0]) return -1;
  return a[0] > b[0] ? 1 : 0;
}
