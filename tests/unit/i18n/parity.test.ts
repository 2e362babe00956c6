// The Chinese edition mirrors the English one (issue 17): every page has its twin, the twins use the same islands and
// site components (the Chinese one passing locale="zh-cn"), heading anchors that links aim at exist in both languages,
// Chinese pages link to Chinese pages, and every message table has the same keys, with the same kinds of value, in both
// locales. Pages whose translation has not landed yet are listed in ./pending.ts and skipped.
import { describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { parse as parseYaml } from 'yaml';
import ts from 'typescript';
import { PENDING, PENDING_AT_START } from './pending';
import { disallowedLatin } from '../../e2e/zh-allowed-latin';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = join(ROOT, 'content/docs');
const ZH = 'zh-cn/';

const files = (dir: string, ext: RegExp) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f))
    .map((f) => f.split('\\').join('/'));

/** Page ids (path under content/docs without extension) -> file text. */
const PAGES = new Map(files('content/docs', /\.mdx?$/).map((f) => [f.replace(/\.mdx?$/, ''), readFileSync(join(DOCS, f), 'utf8')]));
const EN = [...PAGES.keys()].filter((p) => !p.startsWith(ZH)).sort();
const ZH_PAGES = [...PAGES.keys()]
  .filter((p) => p.startsWith(ZH))
  .map((p) => p.slice(ZH.length))
  .sort();
/** Twins to compare: English pages with a Chinese page. */
const TWINS = EN.filter((p) => PAGES.has(ZH + p));

function frontmatter(src: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---/.exec(src);
  return m ? (parseYaml(m[1]) as Record<string, unknown>) : {};
}
/** The MDX body without front matter, code fences and inline code. */
function body(src: string): string {
  return src
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Local name -> module of every import in an MDX page. */
function imports(src: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of src.matchAll(/^import\s+(\w+)\s+from\s+'([^']+)'/gm)) out.set(m[1], m[2]);
  for (const m of src.matchAll(/^import\s+\{([^}]+)\}\s+from\s+'([^']+)'/gm))
    for (const part of m[1].split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) out.set(alias ?? name, m[2]);
    }
  return out;
}

interface Usage {
  name: string;
  module: string;
  /** The tag's attribute text, up to its closing > (braces and quotes respected). */
  attrs: string;
}

/** Every use of a capitalised JSX component in an MDX body. */
function usages(src: string): Usage[] {
  const mods = imports(src);
  const text = body(src);
  const out: Usage[] = [];
  for (const m of text.matchAll(/<([A-Z]\w*)\b/g)) {
    let i = m.index + m[0].length;
    let depth = 0;
    let quote = '';
    for (; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push({ name: m[1], module: mods.get(m[1]) ?? '?', attrs: text.slice(m.index + m[0].length, i) });
  }
  return out;
}

/** What must match between twins: the module, and the attributes that pick what it shows. */
const KEY_ATTRS = ['id', 'ids', 'ruleSet', 'set', 'anchor'];
function signature(u: Usage): string {
  const keys = KEY_ATTRS.map((k) => new RegExp(`\\b${k}=(\\{[^}]*\\}|"[^"]*"|'[^']*')`).exec(u.attrs)?.[1])
    .map((v, i) => (v ? `${KEY_ATTRS[i]}=${v.replace(/'/g, '"')}` : ''))
    .filter(Boolean);
  const client = /\bclient:(\w+)/.exec(u.attrs)?.[0] ?? '';
  return [u.module, client, ...keys].filter(Boolean).join(' ');
}
/** Islands and site components (imports from ~/), which must take the page's locale. */
const ours = (u: Usage) => u.module.startsWith('~/');

/** The anchors a page offers: its Markdown headings' slugs (as Starlight makes them) and every explicit id="...". */
function anchors(src: string): Set<string> {
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  for (const m of body(src).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)) {
    const text = m[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/<[^>]+>/g, '');
    out.add(slugger.slug(text));
  }
  for (const m of src.matchAll(/\bid=["']([^"']+)["']/g)) out.add(m[1]);
  return out;
}
/** Heading anchors only (what a Chinese twin must repeat when a link aims at them). */
function headingAnchors(src: string): Set<string> {
  const slugger = new GithubSlugger();
  const out = new Set<string>();
  for (const m of body(src).matchAll(/^#{1,6}\s+(.+?)\s*$/gm))
    out.add(
      slugger.slug(
        m[1]
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, '')
          .replace(/<[^>]+>/g, ''),
      ),
    );
  return out;
}

/** A site path ("/zenith/climb/", "/zh-cn/", "/") -> page id ("zenith/climb", "zh-cn/index", "index"). */
function pageOfPath(path: string): string {
  const bare = path.replace(/^\/|\/$/g, '');
  if (bare === '') return 'index';
  if (PAGES.has(bare)) return bare;
  return `${bare}/index`;
}

/** Every "/path/#anchor" written in the project: pages, islands, components and verification data. */
function anchoredLinks(): { from: string; page: string; anchor: string }[] {
  const sources: [string, string][] = [
    ...[...PAGES].map(([id, src]) => [`content/docs/${id}`, src] as [string, string]),
    ...files('src', /\.(ts|tsx|astro)$/).map((f) => [`src/${f}`, readFileSync(join(ROOT, 'src', f), 'utf8')] as [string, string]),
  ];
  const out: { from: string; page: string; anchor: string }[] = [];
  for (const [from, text] of sources)
    for (const m of text.matchAll(/(?<![\w.:/])(\/(?:[a-z0-9-]+\/)*)#([A-Za-z0-9_-]+)/g)) out.push({ from, page: pageOfPath(m[1]), anchor: m[2] });
  // Citations link to /about/sources/#<anchor> through SOURCES_PAGE (src/lib/citations.ts).
  const citations = readFileSync(join(ROOT, 'src/lib/citations.ts'), 'utf8');
  for (const m of citations.matchAll(/\banchor: '([^']+)'/g)) out.push({ from: 'src/lib/citations.ts', page: 'about/sources', anchor: m[1] });
  return out;
}

describe('pages', () => {
  it('every English page has a Chinese twin (or is still pending)', () => {
    const missing = EN.filter((p) => !PAGES.has(ZH + p) && !PENDING.includes(p));
    expect(missing, 'write content/docs/zh-cn/<page>.mdx for these').toEqual([]);
  });

  it('every Chinese page has an English original', () => {
    expect(ZH_PAGES.filter((p) => !PAGES.has(p))).toEqual([]);
  });

  it('the pending list only names English pages still without a twin, and never grows', () => {
    expect(
      PENDING.filter((p) => !PAGES.has(p)),
      'not an English page',
    ).toEqual([]);
    expect(
      PENDING.filter((p) => PAGES.has(ZH + p)),
      'translated: remove from tests/unit/i18n/pending.ts',
    ).toEqual([]);
    expect(new Set(PENDING).size).toBe(PENDING.length);
    expect(PENDING.length).toBeLessThanOrEqual(PENDING_AT_START);
  });

  it.each(TWINS)('%s: same front matter keys, sidebar order and template', (p) => {
    const en = frontmatter(PAGES.get(p)!);
    const zh = frontmatter(PAGES.get(ZH + p)!);
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect((zh.sidebar as { order?: number } | undefined)?.order).toBe((en.sidebar as { order?: number } | undefined)?.order);
    expect(zh.template).toBe(en.template);
    expect(zh.tableOfContents).toBe(en.tableOfContents);
    // Translated, not copied: a title or description identical to the English one is a page left in English
    // (the home page keeps the site's name as its title).
    if (p !== 'index') expect(zh.title).not.toBe(en.title);
    if (en.description) expect(zh.description).not.toBe(en.description);
  });
});

describe('islands and site components', () => {
  it.each(TWINS)('%s: the Chinese page uses the same ones, with the same ids and hydration', (p) => {
    const en = usages(PAGES.get(p)!).filter(ours).map(signature).sort();
    const zh = usages(PAGES.get(ZH + p)!)
      .filter(ours)
      .map(signature)
      .sort();
    expect(zh).toEqual(en);
  });

  it.each(TWINS)('%s: every one on the Chinese page gets locale="zh-cn", none on the English page does', (p) => {
    const zhMissing = usages(PAGES.get(ZH + p)!)
      .filter(ours)
      .filter((u) => !/\blocale=["']zh-cn["']/.test(u.attrs))
      .map((u) => u.name);
    expect(zhMissing).toEqual([]);
    expect(
      usages(PAGES.get(p)!)
        .filter((u) => /\blocale=["']zh-cn["']/.test(u.attrs))
        .map((u) => u.name),
    ).toEqual([]);
  });

  it.each(TWINS)('%s: the same Starlight components (cards, asides, tabs) as often', (p) => {
    const count = (src: string) =>
      usages(src)
        .filter((u) => u.module.startsWith('@astrojs/starlight'))
        .map((u) => u.name)
        .sort();
    expect(count(PAGES.get(ZH + p)!)).toEqual(count(PAGES.get(p)!));
  });
});

describe('links', () => {
  it('heading anchors that links aim at exist on both twins', () => {
    const missing: string[] = [];
    for (const link of anchoredLinks()) {
      const enPage = link.page.startsWith(ZH) ? link.page.slice(ZH.length) : link.page;
      const en = PAGES.get(enPage);
      const zh = PAGES.get(ZH + enPage);
      if (!en || !zh || !headingAnchors(en).has(link.anchor)) continue; // not a heading (island, table) or not translated yet
      if (!anchors(zh).has(link.anchor)) missing.push(`${ZH}${enPage}#${link.anchor} (linked from ${link.from})`);
    }
    expect([...new Set(missing)], 'end the Chinese heading with <span id="…"></span> carrying the English anchor').toEqual([]);
  });

  it.each(ZH_PAGES.filter((p) => PAGES.has(p)))('zh-cn/%s links only to Chinese pages', (p) => {
    const src = PAGES.get(ZH + p)!;
    const links = [
      ...[...body(src).matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]),
      ...[...body(src).matchAll(/\bhref=["'](\/[^"']*)["']/g)].map((m) => m[1]),
      ...[...src.matchAll(/^\s*link:\s*(\/\S*)/gm)].map((m) => m[1]),
    ];
    expect(links.filter((l) => !/^\/zh-cn(\/|$)/.test(l))).toEqual([]);
  });
});

// Message tables at run time: every defineMessages call in src/**/*.ts(x) is recorded as its module loads.
const recorded = vi.hoisted(() => [] as { en: Record<string, unknown>; 'zh-cn': Record<string, unknown> }[]);
vi.mock('~/i18n/messages', async (original) => {
  const real = await original<typeof import('~/i18n/messages')>();
  return {
    ...real,
    defineMessages: (table: (typeof recorded)[number]) => {
      recorded.push(table);
      return real.defineMessages(table as never);
    },
  };
});

const MODULES_WITH_MESSAGES = files('src', /\.(ts|tsx)$/).filter(
  (f) => f !== 'i18n/messages.ts' && /\bdefineMessages\(/.test(readFileSync(join(ROOT, 'src', f), 'utf8')),
);
const ASTRO_WITH_MESSAGES = files('src', /\.astro$/).filter((f) => /\bdefineMessages\(/.test(readFileSync(join(ROOT, 'src', f), 'utf8')));

/** What a message is: a string, or a function of n arguments. */
const kind = (v: unknown) => (typeof v === 'function' ? `function/${(v as (...a: unknown[]) => string).length}` : typeof v);

/** Sample output of a Chinese message, to scan for English: a string as it is, a function called with "0"s. */
function sample(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v !== 'function') return undefined;
  try {
    const out = (v as (...a: unknown[]) => unknown)(...Array.from({ length: (v as () => void).length }, () => '0'));
    return typeof out === 'string' ? out : undefined;
  } catch {
    return undefined; // a message that needs real arguments (a number method): the browser test reads its output
  }
}

describe('message tables', () => {
  it('are found in islands, components and helpers', () => {
    expect(MODULES_WITH_MESSAGES).toContain('islands/common/StateBar.tsx');
    expect(ASTRO_WITH_MESSAGES).toContain('components/SourceTable.astro');
  });

  it('every table in src/**/*.ts(x) has the same keys, and the same kinds of value, in English and Chinese', async () => {
    const calls = MODULES_WITH_MESSAGES.reduce((n, f) => n + (readFileSync(join(ROOT, 'src', f), 'utf8').match(/\bdefineMessages\(/g) ?? []).length, 0);
    // Load every module afresh (another test file in the same worker may have loaded it before the mock applied).
    vi.resetModules();
    for (const f of MODULES_WITH_MESSAGES) await import(/* @vite-ignore */ join(ROOT, 'src', f));
    expect(recorded.length, 'tables recorded while loading the modules').toBeGreaterThanOrEqual(calls);
    const problems: string[] = [];
    for (const table of recorded) {
      const en = Object.keys(table.en).sort();
      const zh = Object.keys(table['zh-cn'] ?? {}).sort();
      const name = `table with keys ${en.slice(0, 3).join(', ')}…`;
      if (JSON.stringify(en) !== JSON.stringify(zh)) problems.push(`${name}: English keys ${en.join(',')} but Chinese keys ${zh.join(',')}`);
      for (const k of en)
        if (k in table['zh-cn'] && kind(table.en[k]) !== kind(table['zh-cn'][k]))
          problems.push(`${name}: ${k} is ${kind(table.en[k])} in English, ${kind(table['zh-cn'][k])} in Chinese`);
      for (const k of zh) {
        const text = sample(table['zh-cn'][k]);
        const latin = text === undefined ? [] : disallowedLatin(text);
        if (latin.length) problems.push(`${name}: Chinese ${k} has English words ${latin.join(' ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(ASTRO_WITH_MESSAGES)('%s: same keys and kinds of value in English and Chinese', (f) => {
    const src = readFileSync(join(ROOT, 'src', f), 'utf8');
    const script = /^---\n([\s\S]*?)\n---/.exec(src)?.[1] ?? '';
    const sf = ts.createSourceFile(f, script, ts.ScriptTarget.Latest, true);
    const tables: ts.ObjectLiteralExpression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText(sf) === 'defineMessages' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0]))
        tables.push(node.arguments[0]);
      ts.forEachChild(node, visit);
    };
    visit(sf);
    expect(tables.length).toBeGreaterThan(0);
    const shape = (o: ts.ObjectLiteralExpression, locale: string) => {
      const prop = o.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf).replace(/['"]/g, '') === locale) as
        ts.PropertyAssignment | undefined;
      if (!prop || !ts.isObjectLiteralExpression(prop.initializer)) return undefined;
      return prop.initializer.properties
        .filter(ts.isPropertyAssignment)
        .map((p) => {
          const v = p.initializer;
          const k = ts.isArrowFunction(v) || ts.isFunctionExpression(v) ? `function/${v.parameters.length}` : 'string';
          return `${p.name.getText(sf)}:${k}`;
        })
        .sort();
    };
    for (const t of tables) {
      expect(shape(t, 'zh-cn')).toEqual(shape(t, 'en'));
      expect(shape(t, 'en')?.length).toBeGreaterThan(0);
    }
  });
});

// Text in data modules: source tables, contradictions and citations get Chinese text in separate files, keyed by id.
describe('verification and citation text in Chinese', async () => {
  const { SOURCE_TABLES, CONTRADICTIONS } = await import('~/verification/registry');
  const { VERIFICATION_ZH } = await import('~/i18n/verification');
  const { SOURCE_DOCUMENTS } = await import('~/lib/citations');
  const { SOURCE_DOCUMENTS_ZH, DATA_FILES_ZH } = await import('~/lib/citations-zh');
  /** A site path's page has its Chinese twin. */
  const translated = (path: string) => PAGES.has(ZH + pageOfPath(path.split('#')[0]));
  /** Text a Chinese page cannot show as it is: English words (names, units and file names pass). */
  const english = (text: string) => disallowedLatin(text.replace(/\b[\w-]+\.txt\b/g, '')).length > 0;

  it('every Chinese entry belongs to a registered table or contradiction', () => {
    expect(Object.keys(VERIFICATION_ZH.tables).filter((id) => !SOURCE_TABLES.some((t) => t.id === id))).toEqual([]);
    expect(Object.keys(VERIFICATION_ZH.contradictions).filter((id) => !CONTRADICTIONS.some((c) => c.id === id))).toEqual([]);
  });

  it('every source table on a translated page has its title, row header, English labels, section and reasons in Chinese', () => {
    const problems: string[] = [];
    for (const spec of SOURCE_TABLES.filter((t) => translated(t.page))) {
      const zh = VERIFICATION_ZH.tables[spec.id];
      if (!zh) {
        problems.push(`${spec.id}: no entry in src/verification/${spec.ruleSet}/zh-cn.ts`);
        continue;
      }
      const engine = spec.engine();
      const labels = [...spec.printed.columns, ...engine.columns, ...spec.printed.rows.map((r) => r.label), ...engine.rows.map((r) => r.label)];
      const cells = [...spec.printed.rows, ...engine.rows].flatMap((r) => r.cells).filter((c): c is string => typeof c === 'string');
      for (const text of new Set([...labels, ...cells])) if (english(text) && !zh.labels?.[text]) problems.push(`${spec.id}: label or cell "${text}"`);
      for (const k of spec.known) if (!zh.reasons?.[k.reason]) problems.push(`${spec.id}: reason "${k.reason.slice(0, 50)}…"`);
      if (english(spec.source.section) && !zh.section) problems.push(`${spec.id}: section "${spec.source.section}"`);
      if (english(zh.title) || english(zh.rowHeader)) problems.push(`${spec.id}: the Chinese title or row header has English words`);
    }
    expect(problems).toEqual([]);
  });

  it('every contradiction shown on a translated page has its title, readings and model in Chinese', () => {
    const problems: string[] = [];
    for (const c of CONTRADICTIONS.filter((x) => translated(x.page))) {
      const zh = VERIFICATION_ZH.contradictions[c.id];
      if (!zh) {
        problems.push(`${c.id}: no entry in src/verification/${c.ruleSet}/zh-cn.ts`);
        continue;
      }
      if (zh.readings.length !== c.readings.length) problems.push(`${c.id}: ${zh.readings.length} readings, English has ${c.readings.length}`);
      if (english(c.source) && !zh.source) problems.push(`${c.id}: source "${c.source}"`);
      if ([zh.title, zh.modelled, ...zh.readings.flatMap((r) => [r.who, r.says])].some(english)) problems.push(`${c.id}: English words in the Chinese text`);
    }
    expect(problems).toEqual([]);
  });

  it('every source document and data file has a Chinese citation', () => {
    expect(Object.keys(SOURCE_DOCUMENTS_ZH).sort()).toEqual(Object.keys(SOURCE_DOCUMENTS).sort());
    const dataShorts = [...readFileSync(join(ROOT, 'src/lib/citations.ts'), 'utf8').matchAll(/'[\w.-]+\.json': \{ short: '([^']+)'/g)].map((m) => m[1]);
    expect(dataShorts.length).toBeGreaterThan(0);
    expect(dataShorts.filter((s) => !DATA_FILES_ZH[s])).toEqual([]);
    for (const zh of Object.values(SOURCE_DOCUMENTS_ZH)) expect(disallowedLatin(zh.short)).toEqual([]);
  });
});

// Glossaries (src/i18n/glossary/<set>.ts): one entry per term, both languages filled in, Chinese terms in Chinese.
describe('glossaries', async () => {
  const { GLOSSARIES } = await import('~/i18n/glossary');
  const found = Object.entries(GLOSSARIES);

  it('are found by file name', () => {
    expect(found.map(([set]) => set)).toContain('zenith');
  });

  it.each(found)('%s: unique kebab-case ids, an English and a Chinese term each, no English words in the Chinese', (_, entries) => {
    const ids = entries!.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of entries!) {
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.en.trim()).not.toBe('');
      expect(g.zh.trim()).not.toBe('');
      expect(disallowedLatin(g.zh), `${g.id}: ${g.zh}`).toEqual([]);
      if (g.note) expect(disallowedLatin(g.note.zh), `${g.id}: note`).toEqual([]);
    }
  });

  it.each(found.map(([set]) => set))('%s: a glossary page in each language once the section is translated', (set) => {
    if (!PAGES.has(`${ZH}${set}/index`)) return; // the section's Chinese pages have not landed yet
    for (const p of [`${set}/glossary`, `${ZH}${set}/glossary`]) {
      expect(PAGES.has(p), `content/docs/${p}.mdx`).toBe(true);
      expect(PAGES.get(p)).toMatch(new RegExp(`<Glossary[^>]*\\bset="${set}"`));
    }
  });
});
