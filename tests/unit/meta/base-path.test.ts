// The base path helper (src/lib/base-path.ts): site paths get the base in front, everything else is left alone.
import { describe, expect, it } from 'vitest';
import { isSitePath, normalizeBase, withBase } from '~/lib/base-path';

describe('normalizeBase', () => {
  it('writes every spelling of "no base" as /', () => {
    for (const b of [undefined, '', '/', '//', '  ']) expect(normalizeBase(b)).toBe('/');
  });
  it('puts one slash at each end', () => {
    for (const b of ['stack-atlas', '/stack-atlas', 'stack-atlas/', '/stack-atlas/', '//stack-atlas//']) expect(normalizeBase(b)).toBe('/stack-atlas/');
    expect(normalizeBase('/a/b')).toBe('/a/b/');
  });
});

describe('withBase', () => {
  it('prefixes paths from the site root', () => {
    expect(withBase('/zenith/planner/', '/stack-atlas/')).toBe('/stack-atlas/zenith/planner/');
    expect(withBase('/', '/stack-atlas/')).toBe('/stack-atlas/');
    expect(withBase('/about/sources/#tetrio', '/a/b')).toBe('/a/b/about/sources/#tetrio');
    expect(withBase('/og/index.png', '/x/')).toBe('/x/og/index.png');
  });
  it('changes nothing without a base', () => {
    expect(withBase('/zenith/', '/')).toBe('/zenith/');
    expect(withBase('/zenith/', '')).toBe('/zenith/');
  });
  it('leaves external, protocol-relative, fragment, query and relative links alone', () => {
    for (const p of ['https://tetr.io/', '//cdn.example/x.js', '#top', '?arCode=x', 'planner/', 'mailto:a@b.c', '']) {
      expect(isSitePath(p)).toBe(false);
      expect(withBase(p, '/stack-atlas/')).toBe(p);
    }
  });
  it('uses the configured base by default (none in unit tests)', () => {
    expect(withBase('/zenith/')).toBe(`${normalizeBase(import.meta.env.BASE_URL)}zenith/`);
  });
});
