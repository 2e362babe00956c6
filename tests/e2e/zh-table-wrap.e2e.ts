// At 390 px, no table cell on the Chinese pages that hold formula tables breaks inside an expression (issue 28):
// tests/e2e/zh-table-wrap.ts reads every cell once the page's islands are hydrated.
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { themedContext } from './browser';
import { useBrowser } from './island';
import { wrappedExpressions } from './zh-table-wrap';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PAGES = [
  '/zh-cn/zenith/changes/',
  '/zh-cn/zenith/climb/',
  '/zh-cn/zenith/attack/',
  '/zh-cn/tgm3/master-grading/',
  '/zh-cn/sand/clears/',
  '/zh-cn/sand/falling/',
  '/zh-cn/sand/placement/',
];

describe('Chinese formula tables at 390 px', () => {
  // The pages load one after another in one tab at 390 px (a navigation keeps the tab's renderer and the files it has
  // compiled); a page whose check fails hands the next one a new tab.
  let tab: Page | null = null;
  afterAll(() => tab?.context().close());
  it.each(PAGES)('%s keeps every expression on one line', async (path) => {
    if (!tab) {
      tab = await (await themedContext(browser(), 'light')).newPage();
      await tab.setViewportSize({ width: 390, height: 844 });
    }
    const page = tab;
    let done = false;
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      expect(await wrappedExpressions(page)).toEqual([]);
      done = true;
    } finally {
      if (!done) {
        tab = null;
        await page.context().close();
      }
    }
  });
});
