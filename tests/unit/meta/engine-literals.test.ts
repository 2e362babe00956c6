// Islands and pages must not type numbers the engines export (issue 12, item 7; GUIDE: "a page never types a number an
// engine can produce"). Each hit prints as file:line. A literal that must stay gets a trailing `// literal-ok: <reason>`
// (in MDX: {/* literal-ok: <reason> */}) on its line.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import * as zenith from '~/engines/zenith';
import * as tgm3 from '~/engines/tgm3';
import * as sand from '~/engines/sand';
import * as blockWar from '~/engines/block-war';
import * as lostSpace from '~/engines/lost-space';
import { astroFrontMatter, countByFile, engineValues, formatHit, scanIsland, scanMdx, type Hit } from './engine-literals';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENGINES: Record<string, Record<string, unknown>> = { zenith, tgm3, sand, 'block-war': blockWar, 'lost-space': lostSpace };
const ALL = engineValues(ENGINES);
const BY_RULE_SET = new Map(Object.entries(ENGINES).map(([rs, mod]) => [rs, engineValues({ [rs]: mod })]));
/** An island or page is compared with its own rule set's engine; pages outside a rule set with all of them. */
const valuesFor = (ruleSet: string) => BY_RULE_SET.get(ruleSet) ?? ALL;

const filesUnder = (dir: string, ext: RegExp) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f))
    .map((f) => join(dir, f));

function islandHits(): Hit[] {
  return filesUnder('src/islands', /\.tsx$/).flatMap((file) => {
    const ruleSet = relative('src/islands', file).split('/')[0];
    return scanIsland(file, readFileSync(join(ROOT, file), 'utf8'), valuesFor(ruleSet));
  });
}

/** The rule set of a file under `dir`: its first folder, or '' (compared with every engine) for files outside one. */
const ruleSetOf = (dir: string, file: string) => {
  const parts = relative(dir, file).split('/');
  return parts.length > 1 ? parts[0] : '';
};

/** Island models and helpers (src/islands/**\/*.ts), as the views above. */
function islandTsHits(): Hit[] {
  return filesUnder('src/islands', /\.ts$/).flatMap((file) =>
    scanIsland(file, readFileSync(join(ROOT, file), 'utf8'), valuesFor(ruleSetOf('src/islands', file))),
  );
}

/** Build-time components: an .astro file's front matter as code, its template like a page; .ts/.tsx as code. */
function componentHits(): Hit[] {
  return filesUnder('src/components', /\.(astro|tsx?)$/).flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const values = valuesFor(ruleSetOf('src/components', file));
    if (!file.endsWith('.astro')) return scanIsland(file, source, values);
    return [...scanIsland(`${file}.ts`, astroFrontMatter(source), values).map((h) => ({ ...h, file })), ...scanMdx(file, source, values)];
  });
}

/** Verification files (printed tables and their engine versions): code only, and printed cells are the documents' own. */
function verificationHits(): Hit[] {
  return filesUnder('src/verification', /\.ts$/).flatMap((file) =>
    scanIsland(file, readFileSync(join(ROOT, file), 'utf8'), valuesFor(ruleSetOf('src/verification', file)), { printedTables: true }),
  );
}

function pageHits(): Hit[] {
  return filesUnder('content/docs', /\.mdx$/).flatMap((file) => {
    // A Chinese page (content/docs/zh-cn/<rule-set>/...) is compared with its rule set's engine, like its English twin.
    const ruleSet = relative('content/docs', file)
      .replace(/^zh-cn\//, '')
      .split('/')[0];
    return scanMdx(file, readFileSync(join(ROOT, file), 'utf8'), valuesFor(ruleSet));
  });
}

// The failure message: the count per file (the list of hits is the diff below it).
const summary = (hits: Hit[]) =>
  `${hits.length} hit(s); per file: ${countByFile(hits)
    .map(([f, n]) => `${f} ${n}`)
    .join(', ')}`;

describe('numbers the engines export', () => {
  it('are gathered from every engine (constants and small exported tables)', () => {
    expect(BY_RULE_SET.get('block-war')!.get(blockWar.ROUNDS)).toContain('block-war ROUNDS');
    expect(BY_RULE_SET.get('zenith')!.get(zenith.FLOOR_STARTS[9])).toContain('zenith FLOOR_STARTS[9]');
  });

  it('are not typed by hand in islands (src/islands/**/*.tsx)', () => {
    const hits = islandHits();
    expect(hits.map(formatHit), summary(hits)).toEqual([]);
  });

  it('are not typed by hand in island models and helpers (src/islands/**/*.ts)', () => {
    const hits = islandTsHits();
    expect(hits.map(formatHit), summary(hits)).toEqual([]);
  });

  it('are not typed by hand in components (src/components/**/*.astro, .ts, .tsx)', () => {
    const hits = componentHits();
    expect(hits.map(formatHit), summary(hits)).toEqual([]);
  });

  it('are not typed by hand in verification code (src/verification/**/*.ts)', () => {
    const hits = verificationHits();
    expect(hits.map(formatHit), summary(hits)).toEqual([]);
  });

  it('are not typed by hand in pages (content/docs/**/*.mdx)', () => {
    const hits = pageHits();
    expect(hits.map(formatHit), summary(hits)).toEqual([]);
  });
});

describe('the literal scanner', () => {
  const values = engineValues({ 'block-war': { ROUNDS: 280, LIMIT_ROW: 14, COLS: 10 }, zenith: { DANGER_RELIEF: 1.5, TABLE: [300, 450] } });

  it('flags an exported constant typed in code, JSX text or under a minus sign, with its line', () => {
    const src = ['const a = 1;', 'const r = Math.min(turn, 280);', 'const v = <p>Round 3 of 280</p>;', 'const d = -14 + 1.5 + 450;'].join('\n');
    expect(scanIsland('X.tsx', src, values).map((h) => `${h.line}:${h.literal}`)).toEqual(['2:280', '3:280', '4:14', '4:1.5', '4:450']);
  });

  it('flags frame and clock conversions whatever the engine exports', () => {
    const src = ['const f = s * 60;', 'const s = f / 60;', 'const h = m * 3600;', 'const t = 1000 / 60;', 'const c = s % 60;', 'const k = 60 * s;'].join('\n');
    expect(scanIsland('X.tsx', src, new Map()).map((h) => h.line)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('ignores small numbers, strings, comments, other values and literals marked literal-ok', () => {
    const src = [
      'const a = 10 + 0.5 + 2;',
      "const s = '280 rounds'; // 280",
      'const b = 281 + 600;',
      'const c = 280; // literal-ok: a pixel width that happens to equal ROUNDS',
    ].join('\n');
    expect(scanIsland('X.tsx', src, values)).toEqual([]);
  });

  it('flags MDX prose of 3+ digits or decimals and JSX expressions, and skips front matter, imports, code and literal-ok', () => {
    const src = [
      '---',
      'title: 280 rounds',
      '---',
      "import { ROUNDS } from '~/engines/block-war';",
      'A match lasts 280 rounds; danger relief is 1.5 and the floor starts at 1,650 m.',
      'Row 14 stays in prose (two digits).',
      '<Board rounds={280} row={14} />',
      '```ts',
      'const x = 280;',
      '```',
      'Also 280 here. {/* literal-ok: quoted from the rules */}',
      'A [link](/block-war/?pbSeed=280) and `280` in code.',
      '{x * 60}',
    ].join('\n');
    const withFloor = engineValues({ zenith: { FLOOR: 1650 }, 'block-war': { ROUNDS: 280, LIMIT_ROW: 14 }, x: { DANGER_RELIEF: 1.5 } });
    expect(scanMdx('p.mdx', src, withFloor).map((h) => `${h.line}:${h.literal}`)).toEqual(['5:280', '5:1.5', '5:1,650', '7:280', '7:14', '13:60']);
  });

  it("reads an .astro file's front matter as code with its line numbers, and skips printed table cells when asked", () => {
    const astro = ['---', "import { X } from 'y';", 'const rows = 280;', '---', '<p>{rows}</p>'].join('\n');
    expect(scanIsland('A.astro.ts', astroFrontMatter(astro), values).map((h) => `${h.line}:${h.literal}`)).toEqual(['3:280']);
    const verification = ["const PRINTED = [['Rounds', 280], ['Row', 14]];", 'const known = { engineMust: { value: 280 } };', 'const n = 280;'].join('\n');
    expect(scanIsland('v.ts', verification, values, { printedTables: true }).map((h) => `${h.line}:${h.literal}`)).toEqual(['3:280']);
    expect(scanIsland('v.ts', verification, values).map((h) => h.line)).toEqual([1, 1, 2, 3]);
  });
});
