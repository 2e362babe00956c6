// Issue 31 item 7: the verification note under a source table ("29 of 29 printed cells agree…") sits in a closed
// "How this table was checked" disclosure when nothing is unexplained, so player tables read as tables; and no Zenith
// page says "1 cells", "1 lines" or "1 times".
import { describe, expect, inject, it } from 'vitest';
import { themedContext, watchPage } from './browser';
import { useBrowser } from './island';

const browser = useBrowser();
const PAGES = ['/zenith/climb/', '/zenith/garbage-favor/', '/zenith/hyperspeed/', '/zh-cn/zenith/climb/'];

describe('source tables: verification notes in a quieter place', () => {
  for (const path of PAGES) {
    it(`${path}: every agreeing table keeps its note in a closed disclosure`, async () => {
      const context = await themedContext(browser(), 'light');
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
      const figures = page.locator('figure.atlas-source-table');
      const count = await figures.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const f = figures.nth(i);
        if ((await f.getAttribute('data-unexplained')) !== '0') continue;
        expect(await f.locator('details.atlas-checked [data-summary]').count(), `table ${i}`).toBe(1);
        expect(await f.locator('details.atlas-checked').getAttribute('open')).toBeNull();
        expect(await f.locator('[data-summary]').isVisible()).toBe(false);
      }
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text.match(/\b1 (cells|lines|times|events|floors)\b/g)).toBeNull();
      expect(watch.errors).toEqual([]);
      await context.close();
    });
  }
});
