// Search works per language (issue 17): on a Chinese page, Starlight's Pagefind search finds Chinese pages for a Chinese
// word and offers no English page; on an English page the same word finds nothing Chinese. And it finds words, not
// characters (issue 28): each section's own term puts that section's page first, and the result line is Chinese.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser, type SharedTab } from './island';

const browser = useBrowser();
/** The pages load one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

/** Opens the search dialog, types the query and returns the result links once the first results have loaded. Both
 * tests expect results, so waiting for a result link is waiting for the search to finish its first page. */
async function search(page: Page, query: string): Promise<string[]> {
  await page.locator('site-search button[data-open-modal]').first().click();
  const input = page.locator('site-search dialog input');
  await input.waitFor({ state: 'visible' });
  await input.fill(query);
  await page.locator('site-search dialog .pagefind-ui__result-link').first().waitFor({ state: 'attached', timeout: 20_000 });
  return page.$$eval('site-search dialog .pagefind-ui__result-link', (links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe('search per language', () => {
  it('a Chinese page finds Chinese pages only', async () => {
    const { page, close } = await openPage(browser(), '/zh-cn/about/', { tab });
    const hits = await search(page, '来源');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((h) => !h.startsWith('/zh-cn/'))).toEqual([]);
    await close();
  });

  it('an English page finds English pages only', async () => {
    const { page, close } = await openPage(browser(), '/about/', { tab });
    const hits = await search(page, 'sources');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((h) => h.startsWith('/zh-cn/'))).toEqual([]);
    await close();
  });

  // A word of each section, as Chinese players type it, and the section it belongs to.
  const TERMS: [string, string][] = [
    ['推进器', 'zenith'],
    ['段位', 'tgm3'],
    ['消列', 'block-war'],
    ['密钥', 'lost-space'],
    ['流沙', 'sand'],
  ];
  it("finds each section's own term on that section's page first, with a Chinese result line", async () => {
    const { page, close } = await openPage(browser(), '/zh-cn/', { tab });
    const firsts: string[] = [];
    for (const [term] of TERMS) {
      await search(page, term);
      // The list belongs to this term once the result line names it and the list stops changing.
      await page.locator('site-search dialog .pagefind-ui__message').filter({ hasText: term }).waitFor();
      const line = await page.locator('site-search dialog .pagefind-ui__message').innerText();
      expect(line).toMatch(/找到 \d+ 个/);
      expect(line).not.toMatch(/results?/i);
      const links = () =>
        page.$$eval('site-search dialog .pagefind-ui__result-link', (as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname).join(' '));
      let before = '';
      await expect
        .poll(async () => {
          const now = await links();
          const same = now !== '' && now === before;
          before = now;
          return same;
        })
        .toBe(true);
      firsts.push(before.split(' ')[0].split('/')[2]);
      await page.keyboard.press('Escape');
    }
    expect(firsts).toEqual(TERMS.map(([, section]) => section));
    await close();
  });
});
