/** Plain-text tables for the CLI. */
/** Columns of numbers (and percentages, intervals) are right-aligned, text columns left-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => i > 0 && rows.every((r) => /^[-\d.,%() ]*$/.test(r[i] ?? '')));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${Math.round(value * 100)}%`;

export const fixed = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '-' : value.toFixed(digits);
