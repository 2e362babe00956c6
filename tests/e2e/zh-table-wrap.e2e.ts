// At 390 px, no table cell on the Chinese pages that hold formula tables breaks inside an expression (issue 28):
// tests/e2e/zh-table-wrap.ts reads every cell once the page's islands are hydrated.
import { describe, expect, inject, it } from 'vitest';
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
  it.each(PAGES)('%s keeps every expression on one line', async (path) => {
    const context = await themedContext(browser(), 'light');
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      expect(await wrappedExpressions(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
