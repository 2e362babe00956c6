// Issue 31 item 4, at 390 px: the favor table's "Exact chance" column is inside the card, the planner's Target box fits
// its card, and the climb simulator's APM slider and the chart it drives are on one screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openIsland, useBrowser, type SharedTab } from './island';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const PHONE = { width: 390, height: 844 };

/** How far (px) the element sticks out to the right of the nearest island card; 0 or less when inside it. */
function overhang(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const card = el.closest('.atlas-island')!;
      return el.getBoundingClientRect().right - card.getBoundingClientRect().right;
    });
}

describe('Zenith islands at 390 px', () => {
  it('favor page: every "Exact chance" cell is visible inside the card, the table needs no sideways scroll', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/garbage-favor/', '[data-testid="hp-exact-9"]', { tab });
    await page.setViewportSize(PHONE);
    await page.waitForFunction(() => document.documentElement.clientWidth === 390);
    for (let x = 0; x <= 9; x++) expect(await overhang(page, `[data-testid="hp-exact-${x}"]`), `column ${x}`).toBeLessThanOrEqual(0.5);
    // With SHOTS=1 a screenshot of the card is saved for a person to look at (private temporary folder, printed).
    if (process.env.SHOTS) {
      const dir = mkdtempSync(join(tmpdir(), 'zenith-shots-'));
      await page
        .locator('[data-testid="hp-exact-9"]')
        .locator('xpath=ancestor::section[1]')
        .screenshot({ path: join(dir, 'favor-390.png') });
      console.log(`  screenshot: ${join(dir, 'favor-390.png')}`);
    }
    const wrap = page.locator('[data-testid="hp-exact-9"]').locator('xpath=ancestor::div[contains(@class,"atlas-table-wrap")]');
    expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    expect(watch.errors).toEqual([]);
    await close();
  });

  for (const lang of ['', '/zh-cn'] as const) {
    it(`surge calculator${lang ? ' (Chinese)' : ''}: the frame-by-frame table's five columns and caption fit the card`, async () => {
      const { page, watch, close } = await openIsland(browser(), `${lang}/zenith/calculators/`, '[data-testid="sk-table"]', { tab });
      await page.setViewportSize(PHONE);
      await page.waitForFunction(() => document.documentElement.clientWidth === 390);
      const wrap = page.locator('[data-testid="sk-table"]').locator('xpath=ancestor::div[contains(@class,"atlas-table-wrap")]');
      expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      expect(await overhang(page, '[data-testid="sk-table"] thead th:last-child')).toBeLessThanOrEqual(0.5);
      expect(watch.errors).toEqual([]);
      await close();
    });
  }

  for (const [query, control] of [
    ['', '#cp-floor'],
    ['?cpBy=altitude&cpAlt=12345&cpMin=4.5', '#cp-alt'],
  ] as const) {
    it(`planner: the Target box fits its card (${control})`, async () => {
      // The altitude field appears only once the island has read the link, so the island is opened at its minutes field.
      const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#cp-min', { tab, query });
      await page.locator(control).waitFor();
      await page.setViewportSize(PHONE);
      await page.waitForFunction(() => document.documentElement.clientWidth === 390);
      expect(await overhang(page, '#climb-planner fieldset')).toBeLessThanOrEqual(0.5);
      expect(await overhang(page, control)).toBeLessThanOrEqual(0.5);
      expect(await overhang(page, '#cp-min')).toBeLessThanOrEqual(0.5);
      expect(watch.errors).toEqual([]);
      await close();
    });
  }

  it('simulator: the top of the chart is less than half a screen below the APM slider', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/climb/', '#cs-apm', { tab });
    await page.setViewportSize(PHONE);
    await page.waitForFunction(() => document.documentElement.clientWidth === 390);
    const gap = await page.evaluate(() => {
      const slider = document.querySelector('#cs-apm')!.getBoundingClientRect();
      const chart = document.querySelector('[data-testid="cs-chart"]')!.getBoundingClientRect();
      return chart.top - slider.top;
    });
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(PHONE.height / 2);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
