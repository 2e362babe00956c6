// Issue 17: numbers shown to a reader are formatted with Intl for the page's locale, through src/i18n/format.ts. This
// scan flags the usual ways around it in islands and site components: toFixed, toPrecision, toLocaleString and a
// NumberFormat of their own. A line may keep one with a `format-ok: <reason>` comment (on it or on the line above),
// for numbers that are not read as numbers: SVG path coordinates, codes, URL parameters, input values.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const DIRS = ['src/islands', 'src/components'];
const FORBIDDEN = /\.toFixed\(|\.toPrecision\(|\.toLocaleString\(|new Intl\.NumberFormat\(/;
export const FORMAT_OK = /format-ok:\s*\S/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.(tsx?|astro)$/.test(e.name) ? [path] : [];
  });
}

/** Lines of `source` that format a number by hand without a `format-ok:` reason, as "line: text". */
export function handFormatted(source: string): string[] {
  const lines = source.split('\n');
  return lines.flatMap((line, i) => (FORBIDDEN.test(line) && !FORMAT_OK.test(line) && !FORMAT_OK.test(lines[i - 1] ?? '') ? [`${i + 1}: ${line.trim()}`] : []));
}

describe('numbers go through src/i18n/format.ts', () => {
  it('the scanner flags toFixed, toPrecision, toLocaleString and NumberFormat, and honours format-ok', () => {
    expect(handFormatted('const a = x.toFixed(2);\nconst b = y.toLocaleString();')).toEqual(['1: const a = x.toFixed(2);', '2: const b = y.toLocaleString();']);
    expect(handFormatted('const c = g.toPrecision(2);\nconst f = new Intl.NumberFormat("en");')).toHaveLength(2);
    expect(handFormatted('const d = x.toFixed(1); // format-ok: SVG path coordinate')).toEqual([]);
    expect(handFormatted('// format-ok: SVG path coordinates\nconst d = x.toFixed(1);')).toEqual([]);
    expect(handFormatted('formatNumber(locale, x, 2)')).toEqual([]);
  });

  it('no island or site component formats a number by hand', () => {
    const found = DIRS.flatMap((d) => files(join(ROOT, d))).flatMap((path) =>
      handFormatted(readFileSync(path, 'utf8')).map((hit) => `${relative(ROOT, path)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
