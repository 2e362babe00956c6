// The API reference pages of the build (dist/reference/<rule-set>/): each lists every export of its engine's index,
// exactly once, as TypeScript itself sees the index (values and types, through `export *` too), and each function
// entry shows a signature, its source, its bounds (or "no bounds") and the unit of each number. The every-page sweep checks the same pages for axe, sideways scroll and console errors.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RULE_SETS = ['zenith', 'tgm3', 'sand', 'block-war', 'lost-space'];

/** Every name an engine index exports, values and types, as the TypeScript checker resolves them. */
function exportsOf(ruleSet: string): { values: string[]; all: string[] } {
  const file = join('src', 'engines', ruleSet, 'index.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    paths: { '~/*': ['./src/*'] },
    baseUrl: '.',
  });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const all = checker.getExportsOfModule(symbol);
  const target = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
  const isValue = (s: ts.Symbol) => (target(s).flags & ts.SymbolFlags.Value) !== 0;
  return {
    values: all
      .filter(isValue)
      .map((s) => s.name)
      .sort(),
    all: all.map((s) => s.name).sort(),
  };
}

describe.each(RULE_SETS)('API reference: %s', (ruleSet) => {
  const page = parse(readFileSync(join('dist', 'reference', ruleSet, 'index.html'), 'utf8'));
  const entries = page.querySelectorAll('[data-api-name]');
  const listed = entries.map((e) => e.getAttribute('data-api-name')!);

  it('lists every export of the engine index, once each, and nothing else', () => {
    const { all } = exportsOf(ruleSet);
    expect(listed.length, 'a name listed twice').toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual(all);
  });

  it('gives every function a signature, and every value a kind that says what it is', () => {
    const { values } = exportsOf(ruleSet);
    for (const e of entries) {
      const name = e.getAttribute('data-api-name')!;
      const kind = e.getAttribute('data-api-kind');
      if (kind === 'function') expect(e.querySelector('.api-code code')?.text.startsWith(`${name}(`), name).toBe(true);
      if (values.includes(name)) expect(['function', 'constant', 'class'], `${name}: ${kind}`).toContain(kind);
    }
  });

  it('gives every function and class its source, and its bounds or "no bounds"; every number in a signature a unit', () => {
    const callables = entries.filter((e) => ['function', 'class'].includes(e.getAttribute('data-api-kind')!));
    expect(callables.length).toBeGreaterThan(10);
    for (const e of callables) {
      const name = e.getAttribute('data-api-name')!;
      expect(e.querySelector('.api-source')?.text.trim().length, `${name}: source`).toBeGreaterThan(10);
      expect(e.querySelectorAll('.api-bounds, .api-no-bounds').length, `${name}: bounds`).toBe(1);
      const sig = e.querySelector('.api-code code')?.text ?? '';
      // Top-level parameters only: `f(a: number, b?: number)`, not the fields of an object type.
      for (const [, param] of sig.matchAll(/(?:^\w+\(|, )(\w+)\??: number(?= \| undefined|, |\): )/g))
        expect(e.querySelector(`[data-api-param="${param}"]`)?.text ?? '', `${name}(${param}): unit`).toMatch(/: unit: \S/);
      if (e.getAttribute('data-api-kind') === 'function' && /\): number( \| null)?$/.test(sig))
        expect(e.querySelector('[data-api-returns]'), `${name}: result unit`).not.toBeNull();
    }
  });
});
