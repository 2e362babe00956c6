import { describe, it, inject } from 'vitest';
import { useBrowser } from './island';
const browser = useBrowser();
describe('shots', () => {
  it('390', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [path, sel, name] of [['/tgm3/master-planner/', '#master-planner', 'planner'], ['/tgm3/exams/', '#exam-checker', 'exams'], ['/tgm3/master-grading/', '#grade-points-simulator', 'sim'], ['/tgm3/speed/', '#speed-curves', 'speed']]) {
      await page.goto(inject('baseUrl') + path, { waitUntil: 'load' });
      await page.locator(sel).scrollIntoViewIfNeeded();
      await page.waitForFunction((s) => !document.querySelector(s)?.closest('astro-island')?.hasAttribute('ssr'), sel);
      await page.waitForTimeout(1500);
      await page.locator(sel).screenshot({ path: '/tmp/tmp.FHsXOiLRoa/' + name + '.png' });
    }
    await context.close();
  });
});
