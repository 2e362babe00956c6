// The TGM3 section deadlines page: the section timeline and the reverse planner, driven by keyboard; their build-time
// tables (what a reader without JavaScript gets); the Master planner's link to the timeline with its run.
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { hydrateAll, openIsland, useBrowser, param, type SharedTab } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const PATH = '/tgm3/deadlines/';
const text = (l: Locator) => l.textContent();

describe('TGM3 section timeline', () => {
  it('without JavaScript the default run is in the page: summary and per-section table with deadlines', async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    // The planner's default run: every section 000-899 COOL, no REGRET; section 000-099's COOL deadline is 52 s.
    expect(html).toContain('9 COOLs and 0 REGRETs in 10 sections');
    expect(html).toMatch(/data-testid="tl-table"[\s\S]*0:52:00/);
    // Reverse planner default: from 400-499 after a 30 s COOL x70, x70 by 0:32:00 (30 s + 2 s).
    expect(html).toMatch(/data-testid="rv-table"[\s\S]*0:32:00/);
  });

  it('keyboard: typed splits, then pasted running totals, into the link; the chart draws', async () => {
    const { page, watch, close } = await openIsland(browser(), PATH, '#section-timeline input', { tab });
    const summary = page.getByTestId('tl-summary');
    const splits = page.getByLabel(/^Split of each section/);
    await splits.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('91,40');
    await page.keyboard.press('Tab');
    // 91 s > the 90 s REGRET limit of 000-099; its x70 (34 s) is a COOL; 100-199's x70 33 s <= 34 + 2 s is a COOL.
    await expect.poll(() => text(summary)).toContain('2 COOLs and 1 REGRET in 2 sections');
    await expect.poll(() => param(page, 'dtSplit'), { timeout: 3000 }).toBe('91,40');
    await page.getByLabel(/^Splits, one after another/).focus();
    await page.keyboard.type('0:45:00 1:30:50');
    await page.getByLabel(/running totals/).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel(/running totals/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Use these splits' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => text(page.getByTestId('tl-paste-status'))).toContain('2 splits read');
    await expect.poll(() => param(page, 'dtSplit')).toBe('45,45.5');
    await expect.poll(() => text(summary)).toContain('x70 times estimated');
    await page.locator('#tl-chart').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#tl-chart').getAttribute('data-chart-ready'), { timeout: 15_000 }).toBe('true');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('a bad link is reported, not drawn as HTML', async () => {
    const bad = await openIsland(browser(), PATH, '#section-timeline input', { tab, query: '?dtSplit=<b>x</b>&bpFrom=99' });
    await hydrateAll(bad.page);
    await expect.poll(() => bad.page.locator('#section-timeline .atlas-notice').count()).toBeGreaterThan(0);
    expect(await bad.page.locator('#section-timeline .atlas-notice b').count()).toBe(0);
    await expect.poll(() => bad.page.getByLabel('Start at section').inputValue()).toBe('9');
    expect(bad.watch.errors).toEqual([]);
    await bad.close();
  });

  it('the Master planner links to the timeline with its run', async () => {
    const { page, close } = await openIsland(browser(), '/tgm3/master-planner/', '#master-planner input', { tab });
    const href = await page.getByTestId('mp-timeline').getAttribute('href');
    expect(href).toContain('/tgm3/deadlines/?dtSplit=48%2C47%2C46');
    await close();
  });
});

describe('TGM3 reverse planner', () => {
  it('keyboard: start at 700-799, then an x70 estimated from a 40 s split', async () => {
    const { page, watch, close } = await openIsland(browser(), PATH, '#reverse-planner input', { tab });
    const from = page.getByLabel('Start at section');
    await from.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'bpFrom'), { timeout: 3000 }).toBe('7');
    const firstRow = page.getByTestId('rv-table').locator('tbody tr').first();
    // Previous x70 30 s with a COOL: 700-799's deadline is min(38 s, 32 s) = 0:32:00.
    await expect.poll(() => text(firstRow)).toContain('700-799');
    await expect.poll(() => text(firstRow)).toContain('0:32:00');
    await page.getByLabel('Split of the section before (s)').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // 70 % of 40 s = 28 s; deadline 28 + 2 = 30 s.
    await expect.poll(() => text(page.getByTestId('rv-estimate'))).toContain('28.00 s');
    await expect.poll(() => param(page, 'bpPrev')).toBe('28');
    await expect.poll(() => text(firstRow)).toContain('0:30:00');
    expect(watch.errors).toEqual([]);
    await close();
  });
});
