// The TGM3 one-clear calculator, driven by keyboard: the formula with its numbers, the link round trip, a bad link.
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openIsland, useBrowser, param, type SharedTab } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const PATH = '/tgm3/master-grading/';
const text = (l: Locator) => l.textContent();

describe('TGM3 one-clear calculator', () => {
  it('without JavaScript the default shows the worked example: ceil(12 × 1.2) × 2 = 15 × 2 = 30', async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    // The island's own result paragraph (the page's prose also works this example, so the whole page would not do).
    const start = html.indexOf('data-testid="oc-result"');
    expect(start).toBeGreaterThan(0);
    const result = html.slice(start, html.indexOf('</p>', start)).replace(/<[^>]+>/g, '');
    expect(result).toContain('ceil(12 × 1.2) × 2 = 15 × 2 = 30');
  });

  it('keyboard: a tetris instead of a double (ceil(30 × 1.5) × 2 = 90), into the link and back', async () => {
    const { page, watch, close } = await openIsland(browser(), PATH, '#one-clear input', { tab });
    const result = page.getByTestId('oc-result');
    const lines = page.getByLabel('Lines cleared (1-4)');
    await lines.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expect.poll(() => text(result)).toContain('ceil(30 × 1.5) × 2 = 45 × 2 = 90');
    await expect.poll(() => param(page, 'ocLines'), { timeout: 3000 }).toBe('4');
    expect(watch.errors).toEqual([]);
    await close();
    const back = await openIsland(browser(), PATH, '#one-clear input', { tab, query: '?ocIg=0&ocLines=4&ocCombo=1&ocLevel=0&ocPts=60' });
    await expect.poll(() => text(back.page.getByTestId('oc-result'))).toContain('the internal grade goes up');
    const bad = await openIsland(browser(), PATH, '#one-clear input', { tab, query: '?ocLines=9&ocIg=<i>' });
    await expect.poll(() => bad.page.getByLabel('Lines cleared (1-4)').inputValue()).toBe('4');
    expect(await bad.page.locator('.atlas-notice i').count()).toBe(0);
    expect([...back.watch.errors, ...bad.watch.errors]).toEqual([]);
    await back.close();
    await bad.close();
  });
});
