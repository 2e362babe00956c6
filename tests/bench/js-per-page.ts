// Prints the JavaScript each built page loads, from dist/ (run `npm run build` first): raw and gzip bytes, split into
// what loads with the page, what its islands load when they hydrate, and what is imported on demand (e.g. Chart.js,
// loaded only when a chart comes into view). Run with `node tests/bench/js-per-page.ts [dist]` (Node >= 22.6 strips
// the types) or through npm. Exits 1 when dist/ has no pages.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist');

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...htmlFiles(p));
    else if (name.endsWith('.html')) out.push(p);
  }
  return out;
}

/** A URL found in a page or a script, as a file under dist/ (null for other sites or missing files). */
function toFile(url: string, from: string): string | null {
  if (/^[a-z]+:\/\//i.test(url) || url.startsWith('//') || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0];
  const file = clean.startsWith('/') ? join(dist, clean) : resolve(dirname(from), clean);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1].replace(/&amp;/g, '&'));

interface Imports {
  static: string[];
  dynamic: string[];
}
const importCache = new Map<string, Imports>();

/** Static (`import … from "x"`, `import "x"`) and dynamic (`import("x")`) imports of a script file. */
function importsOf(file: string): Imports {
  const hit = importCache.get(file);
  if (hit) return hit;
  const code = readFileSync(file, 'utf8');
  const stat = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]([^"'`]+\.m?js)["'`]/g)].map((m) => m[1]);
  const dyn = [...code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)].map((m) => m[1]);
  const res = {
    static: stat.map((u) => toFile(u, file)).filter((f): f is string => f !== null),
    dynamic: dyn.map((u) => toFile(u, file)).filter((f): f is string => f !== null),
  };
  importCache.set(file, res);
  return res;
}

/** Every file reachable by static imports from `roots`. */
function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...importsOf(f).static);
  }
  return seen;
}

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function size(file: string): { raw: number; gzip: number } {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(file);
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    sizeCache.set(file, s);
  }
  return s;
}
const total = (files: Iterable<string>) => {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = size(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
};

/** The inline module scripts' imports count as loaded with the page. */
function inlineImports(html: string, page: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const u of m[1].matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`]+\.m?js)["'`]/g)) {
      const f = toFile(u[1], page);
      if (f) out.push(f);
    }
  }
  return out;
}

export interface PageJs {
  page: string;
  eager: { raw: number; gzip: number };
  islands: { raw: number; gzip: number };
  onDemand: { raw: number; gzip: number };
  all: { raw: number; gzip: number };
}

export function measure(): PageJs[] {
  const pages = htmlFiles(dist);
  return pages.map((page) => {
    const html = readFileSync(page, 'utf8');
    const scripts = attr(html, /<script\b[^>]*\bsrc="([^"]+)"/g).map((u) => toFile(u, page));
    const preload = attr(html, /<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g).map((u) => toFile(u, page));
    const eager = closure([...scripts, ...preload, ...inlineImports(html, page)].filter((f): f is string => f !== null));
    const islandRoots = [...attr(html, /component-url="([^"]+)"/g), ...attr(html, /renderer-url="([^"]+)"/g)]
      .map((u) => toFile(u, page))
      .filter((f): f is string => f !== null);
    const islands = new Set([...closure(islandRoots)].filter((f) => !eager.has(f)));
    const loaded = new Set([...eager, ...islands]);
    const dynRoots = [...loaded].flatMap((f) => importsOf(f).dynamic);
    const onDemand = new Set([...closure(dynRoots)].filter((f) => !loaded.has(f)));
    return {
      page: '/' + posix.normalize(relative(dist, page).split('\\').join('/')).replace(/index\.html$/, ''),
      eager: total(eager),
      islands: total(islands),
      onDemand: total(onDemand),
      all: total(new Set([...loaded, ...onDemand])),
    };
  });
}

const kib = (n: number) => (n / 1024).toFixed(1).padStart(7);

function main(): void {
  if (!existsSync(dist)) {
    console.error(`no ${dist}: run npm run build first`);
    process.exit(1);
  }
  const rows = measure().sort((a, b) => b.all.raw - a.all.raw);
  if (!rows.length) {
    console.error(`no pages in ${dist}`);
    process.exit(1);
  }
  console.log(
    'JavaScript per page, KiB (raw / gzip). eager: with the page; islands: on hydration; on demand: dynamic imports (Chart.js when a chart is visible, the search UI when opened).',
  );
  console.log(`${'page'.padEnd(44)} ${'eager'.padStart(15)} ${'islands'.padStart(15)} ${'on demand'.padStart(15)} ${'all'.padStart(15)}`);
  for (const r of rows) {
    const cell = (x: { raw: number; gzip: number }) => `${kib(x.raw)}/${kib(x.gzip).trim().padStart(6)}`;
    console.log(`${r.page.padEnd(44)} ${cell(r.eager)} ${cell(r.islands)} ${cell(r.onDemand)} ${cell(r.all)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('js-per-page.ts')) main();
