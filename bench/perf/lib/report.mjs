// Small helpers to print the benchmark's figures.

export function median(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (list.length === 0) return NaN;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

export const fmtBytes = (n) => (Number.isFinite(n) ? `${(n / 1024).toFixed(1)} KB` : '-');
export const fmtMs = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');
export const fmtRatio = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : '-');

/** A plain-text table with left-aligned columns. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
