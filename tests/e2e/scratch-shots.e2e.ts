import { describe, inject, it } from 'vitest';
import { themedContext } from './browser';
import { useBrowser } from './island';
const baseUrl = inject('baseUrl');
const browser = useBrowser();
describe('s', () => {
  it('shots', async () => {
    for (const [w, h] of [[390, 844], [1280, 900]]) {
      const context = await themedContext(browser(), 'light');
      const page = await context.newPage();
      await page.setViewportSize({ width: w, height: h });
      for (const [name, path, sel] of [['map', '/lost-space/map/', '#map-explorer'], ['sim', '/lost-space/simulator/', '#match-simulator'], ['rank', '/lost-space/ranking/', '.atlas-island']]) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const el = page.locator(sel).first();
        await el.scrollIntoViewIfNeeded();
        await page.waitForTimeout(1500);
        await el.screenshot({ path: `/tmp/shots-ls/${name}-${w}.png` });
      }
      await context.close();
    }
  });
});
