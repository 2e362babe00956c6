// Shared by the TGM3 islands: reads a comma list of seconds from a URL text value, clamping each entry and saying what changed.

/** Parses "44,43.5,..." into `count` numbers in [min, max]; missing or bad entries take the default's value. */
export function parseSecondsList(text: string, fallback: number[], min: number, max: number): { values: number[]; notes: string[] } {
  const parts = text.split(',');
  const notes: string[] = [];
  const values = fallback.map((d, i) => {
    const raw = parts[i];
    if (raw === undefined || raw.trim() === '') return d;
    const x = Number(raw);
    if (!Number.isFinite(x)) {
      notes.push(`entry ${i + 1} is not a number; using ${d}`);
      return d;
    }
    if (x < min || x > max) {
      const c = Math.min(max, Math.max(min, x));
      notes.push(`entry ${i + 1} clamped to ${c}`);
      return c;
    }
    return Math.round(x * 100) / 100;
  });
  if (parts.length > fallback.length) notes.push(`only the first ${fallback.length} entries are used`);
  return { values, notes };
}

/** Writes numbers back as a compact comma list. */
export function formatList(values: number[]): string {
  return values.map((v) => String(Math.round(v * 100) / 100)).join(',');
}
