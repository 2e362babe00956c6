// This area's TGM3 islands fed hostile values in every parameter they declare (from their own SPECS): no page error,
// no dialog, no markup from the query, and the state bar names the rejected parameter.
import { describe, expect, inject, it } from 'vitest';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';
import { themedContext, watchPage } from './browser';
import { useBrowser } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const MARK = 'tgm3Pwned';
const ISLANDS: [string, string][] = [
  ['tgm3/ExamChecker', '/tgm3/exams/'],
  ['tgm3/ScoreCalculator', '/tgm3/scoring/'],
  ['tgm3/FinalGradeCalculator', '/tgm3/master-grading/'],
  ['tgm3/ShirasePlanner', '/tgm3/shirase/'],
  ['tgm3/SequenceViewer', '/tgm3/modes/'],
  ['tgm3/MasterPlanner', '/tgm3/master-planner/'],
];
const HOSTILE = [
  'NaN',
  '-1e309',
  '9'.repeat(400),
  `<script>window.${MARK}=1</script>`,
  `"><img src=x onerror="window.${MARK}=1">`,
  '__proto__',
  '%E0%A4%A',
  '\u202Egm\u202C',
  Array.from({ length: 400 }, (_, i) => String(i)).join(','),
];

describe.each(ISLANDS)('%s with hostile parameters', (island, path) => {
  it.each(HOSTILE.map((h, i) => [i, h] as const))('hostile value %i', async (_, value) => {
    const keys = Object.keys(ISLAND_URL_SPECS[island]);
    expect(keys.length).toBeGreaterThan(0);
    // Malformed percent-encoding goes in raw; everything else encoded.
    const enc = value.startsWith('%') ? value : encodeURIComponent(value);
    // A very long value goes into one parameter at a time (all of them together pass the server's URL limit).
    const targets = enc.length > 1000 ? [keys[Number(value.length) % keys.length]] : keys;
    const query = `?${targets.map((k) => `${k}=${enc}`).join('&')}`;
    const context = await themedContext(browser(), 'light');
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${path}${query}`, { waitUntil: 'networkidle' });
    const islands = page.locator('astro-island');
    for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((x) => !x.hasAttribute('ssr')));
    await expect.poll(() => page.locator('.atlas-notice').count()).toBeGreaterThan(0);
    const notices = (await page.locator('.atlas-notice').allTextContents()).join(' ');
    expect(targets.some((k) => notices.includes(k)) || notices.includes('is not')).toBe(true);
    const state = await page.evaluate((mark) => ({
      marked: (window as unknown as Record<string, unknown>)[mark] !== undefined,
      img: document.querySelectorAll('img[src="x"]').length,
      script: [...document.querySelectorAll('script')].some((s) => s.textContent?.includes(mark)),
    }), MARK);
    expect(state).toEqual({ marked: false, img: 0, script: false });
    expect(watch.errors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    await context.close();
  });
});
