// At 390 px, no table cell on the Chinese pages that hold formula tables breaks inside an expression (issue 28):
// tests/e2e/zh-table-wrap.ts reads every cell once the page's islands are hydrated.
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, type SharedTab } from './island';
import { wrappedExpressions } from './zh-table-wrap';

const browser = useBrowser();
/** The pages load one after another in one tab (island.ts SharedTab), made like a fresh tab before each; a page whose
 * check fails hands the next one a new tab. */
const tab: SharedTab = {};
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
    const { page, close } = await openPage(browser(), path, { tab, viewport: { width: 390, height: 844 } });
    expect(await wrappedExpressions(page)).toEqual([]);
    await close();
  });
});
