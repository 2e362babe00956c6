// Shared setup for browser tests: the worker's Chromium (started once by global-setup.ts), and opening a page at a
// hydrated island.
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connect, settled, themedContext, watchPage, type PageWatch, type Theme } from './browser';

export interface OpenedPage {
  page: Page;
  watch: PageWatch;
  close: () => Promise<void>;
}

/**
 * Connects to this worker's Chromium before the file's tests and disconnects after them (closing every context the file
 * left open); call at the top of a test file. Tests make their own fresh contexts.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoints = inject('browserEndpoints');
    const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
    browser = await connect(endpoints[(worker - 1) % endpoints.length]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not started yet');
    return browser;
  };
}

/**
 * Opens `path + query` in a fresh context, scrolls the element matching `ready` into view (client:visible islands
 * hydrate then), waits until the astro-island around it has hydrated and the network has settled.
 */
export async function openIsland(browser: Browser, path: string, ready: string, o: { query?: string; theme?: Theme } = {}): Promise<OpenedPage> {
  const context = await themedContext(browser, o.theme ?? 'light');
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(`${inject('baseUrl')}${path}${o.query ?? ''}`, { waitUntil: 'load' });
  await page.locator(ready).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => {
    const island = document.querySelector(sel)?.closest('astro-island');
    return !!island && !island.hasAttribute('ssr');
  }, ready);
  await settled(page);
  return { page, watch, close: () => context.close() };
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
