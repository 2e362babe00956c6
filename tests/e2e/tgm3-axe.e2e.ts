// The TGM3 pages this area owns, at 390 px and 1280 px: axe with WCAG and best-practice rules after every island
// hydrated, and no sideways page scroll (issue 12 item 6 for these pages).
import { describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { watchPage } from './browser';
import { useBrowser } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PAGES = ['/tgm3/', '/tgm3/master-grading/', '/tgm3/master-planner/', '/tgm3/exams/', '/tgm3/shirase/', '/tgm3/modes/', '/tgm3/scoring/'];
// Phone and desktop in the light theme, desktop in the dark theme (contrast of the planner's marks).
const VIEWS: [number, 'light' | 'dark'][] = [
  [390, 'light'],
  [1280, 'light'],
  [1280, 'dark'],
];

describe.each(VIEWS)('TGM3 pages at %i px, %s theme', (width, theme) => {
  it.each(PAGES)('%s: no axe violation (WCAG + best practice), no sideways scroll', async (path) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, colorScheme: theme });
    await context.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    // Hydrate every island: scroll each into view and wait until none is still server-rendered only.
    const islands = page.locator('astro-island');
    for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((x) => !x.hasAttribute('ssr')));
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    // Known, reported to the lead: <SourceTable> (src/components/SourceTable.astro, not this area's file) lets its
    // table scroll itself at 390 px with no keyboard focus. Only those nodes, only that rule, are set aside here.
    const sourceTable = /^#table-tgm3-[\w-]+ > \.atlas-table-wrap > table$/;
    const violations = axe.violations
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !(v.id === 'scrollable-region-focusable' && sourceTable.test(n.target.join(' ')))) }))
      .filter((v) => v.nodes.length > 0)
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
