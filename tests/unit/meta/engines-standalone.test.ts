// Issue 30, a first step toward the engines package: the engines stand alone. An engine file imports only other engine
// files, the seeded generator (src/lib/rng.ts) and the clock format (src/lib/clock.ts), both import-free, never the site (islands, components, i18n,
// Preact, Astro), and touches no DOM or browser global. A package built from src/engines plus rng.ts needs nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The module names a file imports or re-exports from: import/export statements at the start of a line, and import(). */
export function importsOf(source: string): string[] {
  const statements = [...source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm)];
  const dynamic = [...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g)];
  return [...statements.map((m) => m[1] ?? m[2]), ...dynamic.map((m) => m[1])];
}

/** Browser globals an engine must not touch (outside comments). */
const BROWSER = /(?<![.\w])(?:document|window|navigator|localStorage|sessionStorage|location|requestAnimationFrame)\s*\.|\bHTMLElement\b/;
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** Problems of one engine file: imports from outside the engines (other than the seeded generator) and browser globals. */
export function standaloneProblems(source: string): string[] {
  const bad = importsOf(source)
    .filter((m) => !m.startsWith('./') && !m.startsWith('../') && m !== '~/lib/rng' && m !== '~/lib/clock')
    .map((m) => `imports ${m}`);
  const relativeOut = importsOf(source)
    .filter((m) => /^(\.\.\/){2,}/.test(m))
    .map((m) => `imports ${m} (outside src/engines)`);
  return [...bad, ...relativeOut, ...(BROWSER.test(code(source)) ? ['uses a browser global'] : [])];
}

describe('the engines stand alone', () => {
  it('the checker flags site imports, packages and browser globals, and passes engine and rng imports', () => {
    expect(standaloneProblems("import { formatNumber } from '~/i18n/format';")).toEqual(['imports ~/i18n/format']);
    expect(standaloneProblems("import { h } from 'preact';\nexport * from '../../lib/chart';")).toEqual([
      'imports preact',
      'imports ../../lib/chart (outside src/engines)',
    ]);
    expect(standaloneProblems('const w = window.innerWidth;')).toEqual(['uses a browser global']);
    expect(standaloneProblems("import { mulberry32 } from '~/lib/rng';\nimport { x } from './rules';\n// the window of a piece")).toEqual([]);
  });

  it('no engine file imports the site or touches the browser', () => {
    const engines = files(join(ROOT, 'src/engines'));
    expect(engines.length).toBeGreaterThan(20);
    const found = engines.flatMap((path) => standaloneProblems(readFileSync(path, 'utf8')).map((p) => `${relative(ROOT, path)}: ${p}`));
    expect(found).toEqual([]);
  });

  it('the seeded generator the engines share imports nothing', () => {
    expect(importsOf(readFileSync(join(ROOT, 'src/lib/rng.ts'), 'utf8'))).toEqual([]);
    expect(importsOf(readFileSync(join(ROOT, 'src/lib/clock.ts'), 'utf8'))).toEqual([]);
  });
});
