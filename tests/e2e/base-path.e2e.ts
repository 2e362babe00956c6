// Deploying under a base path (issue 23): the site built with SITE_URL=https://example.org BASE_PATH=/stack-atlas/
// into a private directory (dist/ is left to the other browser tests), served under /stack-atlas/ only, with the
// Content-Security-Policy of its _headers file sent as a header, as a static host would. Pages load at one width with
// every island hydrated and no failed request, console error (a CSP violation is one) or 404; every link, script,
// style and image of every page names a path under the base; canonical and og:image URLs name the host and path;
// search answers; a missing page gets the site's 404 page with its own files found.
// Which pages load in the browser (issue 24, less CPU for the same checks): every page with an island, and of the
// pages without one, one per distinct set of scripts and style sheets. A page without islands runs only the scripts
// and styles it names, so two such pages with the same set fetch the same files and run the same code; what differs
// between them is their markup, and the URLs it names are read from the built HTML of every page and fetched.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { forgetPage, settled, watchPage, type PageWatch } from './browser';
import { hydrateAll, useBrowser } from './island';
import { builtPages } from './pages';
import { serveStatic } from './static-server';

const SITE = 'https://example.org';
const BASE = '/stack-atlas/';
const browser = useBrowser();
let out = '';
let origin = '';
let close = () => Promise.resolve();
let pages: string[] = [];

/** The headers a host reading `_headers` sends for a path: every rule whose path (or splat) matches. */
function hostHeaders(file: string): (path: string) => Record<string, string> {
  const rules = [...file.matchAll(/^(\/\S*)\n((?: {2}.+\n?)+)/gm)].map((m) => ({
    path: m[1],
    headers: Object.fromEntries(
      m[2]
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
    ),
  }));
  return (path) => {
    const matching = rules.filter((r) => (r.path.endsWith('*') ? path.startsWith(r.path.slice(0, -1)) : path === r.path));
    return Object.assign({}, ...matching.map((r) => r.headers)) as Record<string, string>;
  };
}

/**
 * The environment for the build: this process's, without what Vitest puts in it (BASE_URL='/', MODE, NODE_ENV=test and
 * its own VITEST_* keys): Vite would take that BASE_URL over the configured base.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(BASE_URL|MODE|DEV|PROD|SSR|NODE_ENV|TEST|VITEST.*)$/.test(key)) delete env[key];
  return env;
}

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), 'atlas-base-'));
  const dist = join(out, 'dist');
  await promisify(execFile)('node_modules/.bin/astro', ['build', '--outDir', dist], {
    env: { ...buildEnv(), SITE_URL: SITE, BASE_PATH: BASE },
    maxBuffer: 64 << 20,
  });
  pages = builtPages(dist);
  const headers = hostHeaders(await readFile(join(dist, '_headers'), 'utf8'));
  const served = await serveStatic(dist, BASE, headers);
  origin = served.url;
  close = () => new Promise<void>((done) => served.server.close(() => done()));
}, 600_000);

afterAll(async () => {
  await close();
  if (out) await rm(out, { recursive: true, force: true });
});

/** Every URL of the site a page names (links, scripts, styles, images, islands), as written in the HTML. */
const namedUrls = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? ''),
    ...[...document.querySelectorAll('[src]')].map((el) => el.getAttribute('src') ?? ''),
    ...[...document.querySelectorAll('astro-island')].flatMap((el) => [el.getAttribute('component-url') ?? '', el.getAttribute('renderer-url') ?? '']),
  ]);

/** The same URLs and the canonical and og:image addresses, read from a page's built HTML (no script has run). */
function namedInHtml(html: string) {
  const doc = parse(html);
  const all = (attr: string) => doc.querySelectorAll(`[${attr}]`).map((el) => el.getAttribute(attr) ?? '');
  return {
    named: [
      ...all('href'),
      ...all('src'),
      ...doc.querySelectorAll('astro-island').flatMap((el) => [el.getAttribute('component-url') ?? '', el.getAttribute('renderer-url') ?? '']),
    ],
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    image: doc.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? null,
  };
}

/**
 * The pages to load in the browser: those with an island, and the first page of each set of scripts (external and
 * inline) and style sheets among the others.
 */
function pagesToLoad(htmlOf: (path: string) => string): string[] {
  const seen = new Set<string>();
  return pages.filter((path) => {
    const doc = parse(htmlOf(path));
    if (doc.querySelector('astro-island')) return true;
    const scripts = doc.querySelectorAll('script').map((el) => `${el.getAttribute('src') ?? ''} ${el.getAttribute('type') ?? ''} ${el.textContent}`);
    const styles = doc
      .querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], style')
      .map((el) => `${el.getAttribute('rel') ?? ''} ${el.getAttribute('href') ?? el.textContent}`);
    const key = [...scripts.sort(), '', ...styles.sort()].join('\n');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const metaContent = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content');

/** Checks what a page names: site paths under the base (collected in `links` to fetch), canonical and og:image. */
function checkNamed(path: string, o: { named: string[]; canonical: string | null; image: string | null }, problems: string[], links: Set<string>) {
  const named = o.named.filter((u) => u.startsWith('/') && !u.startsWith('//'));
  for (const u of named) if (!u.startsWith(BASE)) problems.push(`${path}: names ${u}, outside ${BASE}`);
  for (const u of named) links.add(u.split('#')[0]);
  if (o.canonical !== `${SITE}${BASE}${path.slice(1)}`) problems.push(`${path}: canonical ${o.canonical}`);
  if (!o.image?.startsWith(`${SITE}${BASE}og/`)) problems.push(`${path}: og:image ${o.image}`);
  else links.add(o.image.slice(SITE.length));
}

describe(`the site built and served under ${BASE}`, () => {
  it('has its pages, a header policy for them, and nothing outside the base', async () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/zh-cn/zenith/');
    expect(hostHeaders(await readFile(join(out, 'dist', '_headers'), 'utf8'))(`${BASE}zenith/climb/`)['Content-Security-Policy']).toMatch(/object-src 'none'/);
    expect((await fetch(`${origin}/zenith/`)).status).toBe(404);
  });

  it("loads its pages with their islands hydrated, its own files found, and the configured host in every page's URLs", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    const links = new Set<string>();
    const htmls = new Map(await Promise.all(pages.map(async (p) => [p, await readFile(join(out, 'dist', p, 'index.html'), 'utf8')] as const)));
    const htmlOf = (p: string) => htmls.get(p) ?? '';
    const loaded = pagesToLoad(htmlOf);
    expect(loaded.length).toBeLessThan(pages.length);
    for (const path of pages.filter((p) => !loaded.includes(p))) checkNamed(path, namedInHtml(htmlOf(path)), problems, links);
    // One tab, the pages loaded one after another (a navigation within the site keeps the renderer process and the
    // files already fetched); before each page its storage is cleared and its records emptied (forgetPage).
    const page = await context.newPage();
    const watch: PageWatch = watchPage(page);
    try {
      for (const path of loaded) {
        await forgetPage(page, watch);
        await page.goto(`${origin}${BASE}${path.slice(1)}`, { waitUntil: 'load' });
        await hydrateAll(page);
        await settled(page);
        const named = await namedUrls(page);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        checkNamed(path, { named, canonical, image: await metaContent(page, 'meta[property="og:image"]') }, problems, links);
        problems.push(...watch.errors.map((e) => `${path}: ${e}`));
      }
    } finally {
      await context.close();
    }
    // Every page, file and link-preview image the pages name is there (a link is not followed by loading its page).
    for (const link of links) {
      const status = (await fetch(`${origin}${link}`)).status;
      if (status !== 200) problems.push(`${link}: HTTP ${status}`);
    }
    expect(problems).toEqual([]);
    expect(links.size).toBeGreaterThan(pages.length);
  }, 1_200_000);

  it('answers a search with pages under the base', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(`${origin}${BASE}about/`, { waitUntil: 'load' });
      await page.locator('site-search button[data-open-modal]').first().click();
      await page.locator('site-search dialog input').fill('sources');
      await page.locator('site-search dialog .pagefind-ui__result-link').first().waitFor({ state: 'attached', timeout: 20_000 });
      const hits = await page.$$eval('site-search dialog .pagefind-ui__result-link', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.filter((h) => !h.startsWith(BASE))).toEqual([]);
      await settled(page);
      expect(watch.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the site 404 page for a missing page, with its own files found', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      const response = await page.goto(`${origin}${BASE}no-such-page/`, { waitUntil: 'load' });
      expect(response?.status()).toBe(404);
      await settled(page);
      // The page itself is the one 404 (Chromium also logs it to the console, without its address).
      expect(watch.errors.filter((e) => !e.startsWith('console: Failed to load resource: the server responded with a status of 404'))).toEqual([
        `http 404: ${origin}${BASE}no-such-page/`,
      ]);
      const home = await page.locator('.sl-link-button').first().getAttribute('href');
      expect(home).toBe(BASE);
    } finally {
      await context.close();
    }
  });
});
