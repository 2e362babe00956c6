// Every page survives hostile query strings aimed at every parameter of every island on it (names from the islands'
// SPECS): no error, no dialog, no markup from the URL in the DOM, no prototype pollution, and each island's state bar
// names every value it rejected, with no bidi or other invisible character echoed.
// Pages: every page with an island. A page without islands runs only Starlight's scripts, the same on every page of a
// language, so the pages without islands are represented by one per language (WITHOUT_ISLANDS), loaded with the
// prototype-polluting query.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { forgetPage, themedContext, watchPage, type PageWatch } from './browser';
import { builtPages, pagesUnderTest } from './pages';
import { hydrateAll, useBrowser } from './island';
import { islandsOnPage, type IslandOnPage } from './islands-on-page';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';
import { HOSTILE_LOADS, INVISIBLE, MARK, MARK_ATTR, POLLUTING_QUERY, kindFor, queryPart } from './hostile-values';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Aimed {
  island: IslandOnPage;
  key: string;
}

/** Every (island, parameter) pair of the page; a key two islands share is sent once and read by both. */
function aimsOf(islands: IslandOnPage[]): Aimed[] {
  return islands.flatMap((island) => Object.keys(island.specs).map((key) => ({ island, key })));
}

/** The query for load number `load`: each distinct key gets the kind `kindFor(load, its index)`. */
function hostileQuery(keys: string[], load: number): string {
  return `?${[POLLUTING_QUERY, ...keys.map((key, i) => queryPart(key, kindFor(load, i)))].join('&')}`;
}

/** Text of the state bar of island number `n` ('' when it has none). */
const stateBarText = (page: Page, n: number) =>
  page.evaluate((i) => document.querySelectorAll('astro-island')[i]?.querySelector('.atlas-statebar')?.textContent ?? '', n);

/** The island-less pages that stand for all the others (one per language). */
const WITHOUT_ISLANDS = ['/about/', '/zh-cn/about/'];
const PAGES = pagesUnderTest().filter((p) => islandsOnPage(p).length > 0 || WITHOUT_ISLANDS.includes(p));

/**
 * One tab for the file's pages, loaded one after another (issue 24: a navigation within the site keeps the renderer
 * process and the files already fetched, where a fresh context starts both anew). Before each page its storage is
 * cleared and its records emptied, so every page starts as in a fresh tab; a page that fails leaves the next a new tab.
 */
let tab: { page: Page; watch: PageWatch; close: () => Promise<void> } | undefined;
afterAll(() => tab?.close());

async function freshTab() {
  if (!tab) {
    const context = await themedContext(browser(), 'light');
    const page = await context.newPage();
    tab = { page, watch: watchPage(page), close: () => context.close() };
  } else await forgetPage(tab.page, tab.watch);
  return tab;
}

describe('hostile query strings', () => {
  it('aims at islands that keep URL state', () => {
    const withParams = builtPages().filter((p) => islandsOnPage(p).some((i) => Object.keys(i.specs).length > 0));
    expect(withParams.length).toBeGreaterThan(15);
    for (const p of WITHOUT_ISLANDS) expect(islandsOnPage(p)).toEqual([]);
    // The one load per page carries both hostile payloads in every parameter: markup with bidi controls, and the
    // __proto__ list.
    const kind = kindFor(0, 0);
    for (const part of [MARK_ATTR, '<script', '\u202E', '__proto__,constructor', '%E0%A4%A']) expect(`${kind.value} ${kind.query}`).toContain(part);
    expect(kind.value.split(',').length).toBeGreaterThan(400);
    // The number kinds are left to the url-state unit test, which sends them to every parameter of ISLAND_URL_SPECS:
    // every parameter aimed at here must come from that registry.
    for (const p of PAGES) for (const island of islandsOnPage(p)) if (island.key) expect(island.specs).toBe(ISLAND_URL_SPECS[island.key]);
  });

  it.each(PAGES)('%s shrugs them off', async (path) => {
    const islands = islandsOnPage(path);
    const aims = aimsOf(islands);
    const keys = [...new Set(aims.map((a) => a.key))];
    // Markup and then a __proto__ list on every parameter, in one load (see kindFor).
    const loads = HOSTILE_LOADS;
    const { page, watch } = await freshTab();
    try {
      for (let load = 0; load < loads; load++) {
        const query = hostileQuery(keys, load);
        const sent = new URLSearchParams(query);
        const where = `${path} load ${load + 1}/${loads}`;
        // A failed navigation names the URL; with every parameter hostile that would be pages long.
        await page.goto(`${baseUrl}${path}${query}`, { waitUntil: 'load' }).catch((e: Error) => {
          throw new Error(`${where}: ${e.message.split('\n')[0].slice(0, 160)}…`);
        });
        expect(await hydrateAll(page), where).toBe(islands.length);

        // The parameters each island must report: those whose own parser rejects what was sent.
        const expected = new Map<number, string[]>();
        const accepted: string[] = [];
        for (const { island, key } of aims) {
          if (island.specs[key].parse(sent.get(key) ?? '').notice === undefined) accepted.push(`${island.component} ${key}`);
          else expected.set(island.index, [...(expected.get(island.index) ?? []), key]);
        }
        // The guard that the load tests something: every parameter's own parser rejects the hostile value, so every
        // parameter must be named in its island's state bar below (the islands read what was sent).
        expect(accepted, `${where}: parameters that accept the hostile value`).toEqual([]);
        for (const [n, names] of expected) {
          // Notices appear once the island has read the URL after mounting: wait for them, then say what is missing.
          await page
            .waitForFunction(
              ({ i, names }) => {
                const text = document.querySelectorAll('astro-island')[i]?.querySelector('.atlas-statebar')?.textContent ?? '';
                return names.every((k) => text.includes(`${k}:`) || text.includes(`${k}：`));
              },
              { i: n, names },
              { timeout: 10_000 },
            )
            .catch(() => undefined);
          const text = await stateBarText(page, n);
          const island = islands[n];
          // A notice names its parameter then a colon (full-width on Chinese pages).
          const missing = names.filter((k) => !text.includes(`${k}:`) && !text.includes(`${k}：`)).map((k) => `${k}=${kindFor(load, keys.indexOf(k)).name}`);
          expect(missing, `${where}: ${island.component}'s state bar does not name these rejected values`).toEqual([]);
          const echoed = text.replace(/[\t\n\r ]/g, '');
          expect(
            INVISIBLE.test(echoed),
            `${where}: ${island.component}'s state bar echoes an invisible character: ${JSON.stringify(echoed.slice(0, 200))}`,
          ).toBe(false);
        }

        const state = await page.evaluate(
          ({ mark, attr }) => ({
            marked: (window as unknown as Record<string, unknown>)[mark] !== undefined,
            injected: Array.from(document.querySelectorAll(`[${attr}], img[src="x"]`)).map((el) => el.outerHTML.slice(0, 80)),
            polluted: ['polluted', '__proto__polluted'].filter((k) => k in {} || k in [] || k in Object.prototype),
            prototypeKeys: Object.getOwnPropertyNames(Object.prototype).filter((k) => k.includes('pollut')),
          }),
          { mark: MARK, attr: MARK_ATTR },
        );
        expect(state, where).toEqual({ marked: false, injected: [], polluted: [], prototypeKeys: [] });
        expect(watch.dialogs, where).toEqual([]);
        expect(watch.errors, where).toEqual([]);
      }
    } catch (e) {
      await tab?.close();
      tab = undefined;
      throw e;
    }
  });
});
