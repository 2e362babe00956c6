// Shared setup for browser tests: the worker's Chromium (started by the worker's first file, used by all its files), and
// opening a page at a hydrated island.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { forgetPage, launch, settled, themedContext, watchPage, type PageWatch, type Theme } from './browser';

export interface OpenedPage {
  page: Page;
  watch: PageWatch;
  close: () => Promise<void>;
}

/**
 * This worker's Chromium, launched in the worker's own process by the first file that needs it and used by every later
 * file of the worker (the workers keep their modules between files: vitest.config.ts, isolate: false). A launch costs
 * about as much CPU as a page load. Driving it from the worker itself, not through a Playwright server in Vitest's main
 * process, saves a second hop of every protocol message (a WebSocket to the server, serialized twice): measured on the
 * first half of the every-page sweep, the main process went from 8.3 to 2.1 CPU-s and the worker from 7.5 to 7.9.
 * Playwright closes the browser when the worker ends (and Chromium closes itself when its pipe to the worker does).
 */
let workerBrowser: Promise<Browser> | undefined;

async function workersChromium(): Promise<Browser> {
  const current = workerBrowser && (await workerBrowser.catch(() => undefined));
  // A browser that crashed or failed to start is replaced, so one file's crash does not fail the files after it.
  if (!current?.isConnected()) workerBrowser = launch();
  return workerBrowser!;
}

/**
 * Gets this worker's Chromium before the file's tests, and closes every context the file left open after them; call at
 * the top of a test file. Tests make their own fresh contexts.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workersChromium();
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
  });
  return () => {
    if (!browser) throw new Error('the browser is not started yet');
    return browser;
  };
}

/** A tab of a SharedTab: its context (in one theme), page and records, and whether a test is using it. */
interface OpenTab {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
  busy: boolean;
}

/**
 * One tab per theme that a file's tests open their pages in, one after another (openIsland's `tab`): a navigation
 * within the site keeps the tab's renderer process and the files it already fetched and compiled, where a fresh context
 * starts both again. A page in the other theme opens in that theme's tab, so a test that opens its link in dark and
 * the light page after it both keep their tabs. Only for tests that leave nothing on the tab but the page itself (no
 * init scripts, routes, exposed functions or clocks of their own).
 */
export interface SharedTab {
  open?: Partial<Record<Theme, OpenTab>>;
}

/** The window a page opens in: its size and the reader's motion preference (the defaults are a fresh context's). */
export interface Look {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
}

/** Sets a tab's size and media to `look` (a context's own, 1280 × 900 and motion not reduced, where it says nothing). */
async function lookAs(page: Page, theme: Theme, look: Look): Promise<void> {
  await page.setViewportSize(look.viewport ?? { width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: theme, reducedMotion: look.reducedMotion ?? 'no-preference' });
}

/** The theme's tab for the next page: the shared one made like a fresh tab, or a new one (first use, or the page
 * before in it is still in use or did not reach its close(), so it may have failed with the tab in any state). */
async function tabFor(browser: Browser, tab: SharedTab, theme: Theme, look: Look): Promise<OpenTab> {
  const tabs = (tab.open ??= {});
  const had = tabs[theme];
  if (had && (had.busy || had.page.isClosed())) {
    tabs[theme] = undefined;
    await had.context.close();
  }
  // Records of this page only, apart from the pages before (a test may still read an earlier page's records): the
  // tab's listeners push into whatever arrays its watch holds.
  const watch: PageWatch = { errors: [], dialogs: [] };
  let open = tabs[theme];
  if (!open) {
    const context = await themedContext(browser, theme);
    const page = await context.newPage();
    open = tabs[theme] = { context, page, watch: watchPage(page), busy: false };
  } else {
    // As a fresh tab: the site's storage cleared, the context's size and media again.
    Object.assign(open.watch, watch);
    await forgetPage(open.page, open.watch);
  }
  await lookAs(open.page, theme, look);
  Object.assign(open.watch, watch);
  open.busy = true;
  return { ...open, watch };
}

/**
 * Opens `path + query` in a fresh context (or, with `tab`, in that file's shared tab made like a fresh one), at the
 * `viewport` and `reducedMotion` asked for (else 1280 × 900, motion not reduced), scrolls
 * the element matching `ready` into view (client:visible islands hydrate then), waits until the astro-island around
 * it has hydrated and the network has settled. With `tab`, close() leaves the tab open for the next test.
 */
export async function openIsland(browser: Browser, path: string, ready: string, o: OpenOptions = {}): Promise<OpenedPage> {
  return openAt(browser, path, o, async (page) => {
    await page.locator(ready).first().scrollIntoViewIfNeeded();
    await page.waitForFunction((sel) => {
      const island = document.querySelector(sel)?.closest('astro-island');
      return !!island && !island.hasAttribute('ssr');
    }, ready);
  });
}

/** Opens a page as openIsland does (fresh context or shared tab, size and media, settled network), with no island to
 * wait for: for checks of the page itself. */
export const openPage = (browser: Browser, path: string, o: OpenOptions = {}): Promise<OpenedPage> => openAt(browser, path, o, async () => {});

/** Where and how openIsland and openPage open a page. */
type OpenOptions = { query?: string; theme?: Theme; tab?: SharedTab } & Look;

async function openAt(browser: Browser, path: string, o: OpenOptions, ready: (page: Page) => Promise<void>): Promise<OpenedPage> {
  const theme = o.theme ?? 'light';
  const shared = o.tab ? await tabFor(browser, o.tab, theme, o) : null;
  const context = shared ? null : await themedContext(browser, theme);
  const page = shared ? shared.page : await context!.newPage();
  const watch = shared ? shared.watch : watchPage(page);
  if (!shared && (o.viewport || o.reducedMotion)) await lookAs(page, theme, o);
  await page.goto(`${inject('baseUrl')}${path}${o.query ?? ''}`, { waitUntil: 'load' });
  await ready(page);
  await settled(page);
  if (shared) {
    // The tab is the theme's own: the page shows the theme asked for (Starlight's data-theme on the root).
    const shown = await page.evaluate(() => document.documentElement.dataset.theme);
    if (shown !== theme) throw new Error(`the shared tab shows the ${shown} theme, not ${theme}`);
  }
  const close = async () => {
    if (context) return context.close();
    const open = o.tab?.open?.[theme];
    if (open?.page === page) open.busy = false;
  };
  return { page, watch, close };
}

/**
 * Scrolls every <astro-island> of the page into view in turn (client:visible islands hydrate then) and waits until
 * each has hydrated (its `ssr` attribute is gone), so a test sees every island run. Nested islands hydrate with their
 * parent. Returns how many islands the page has.
 */
export async function hydrateAll(page: Page, timeout = 30_000): Promise<number> {
  const count = await page.locator('astro-island').count();
  for (let i = 0; i < count; i++) {
    await page.evaluate((n) => {
      const island = document.querySelectorAll('astro-island')[n];
      // An astro-island is display: contents and has no box of its own; its first laid-out child does.
      const box = Array.from(island.querySelectorAll('*')).find((el) => el.getClientRects().length > 0) ?? island;
      box.scrollIntoView({ block: 'center' });
    }, i);
    await page.waitForFunction((n) => !document.querySelectorAll('astro-island')[n].hasAttribute('ssr'), i, { timeout });
  }
  return count;
}

/** A query parameter of the page's current URL. */
export const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
