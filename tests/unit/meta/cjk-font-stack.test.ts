// Chinese text must not render as empty boxes (issue 13, item 9): the site's font stacks name the system CJK fonts of
// Linux, macOS and Windows before the generic family. The browser check (which font Chromium really uses) is in the report.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('../../../src/styles/site.css', import.meta.url), 'utf8');
const CJK = ['Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', 'Source Han Sans SC'];

/** The families of a custom property declared on :root, with var(--x) replaced by the value of --x. */
function families(property: string): string[] {
  const declared = (name: string): string => {
    const m = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(css);
    if (!m) throw new Error(`${name} is not declared in site.css`);
    return m[1].replace(/var\((--[\w-]+)\)/g, (_, inner: string) => declared(inner));
  };
  return declared(property)
    .split(',')
    .map((f) => f.trim().replace(/^'|'$/g, ''));
}

describe('font stacks', () => {
  for (const [property, generic] of [
    ['--sl-font-system', 'sans-serif'],
    ['--sl-font-system-mono', 'monospace'],
  ] as const) {
    it(`${property} names every system CJK font, in order, before ${generic}`, () => {
      const list = families(property);
      const at = CJK.map((f) => list.indexOf(f));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
      expect(Math.max(...at)).toBeLessThan(list.indexOf(generic));
    });

    it(`${property} keeps Latin fonts first, so English text does not change`, () => {
      expect(families(property).findIndex((f) => CJK.includes(f))).toBeGreaterThan(2);
    });
  }
});
