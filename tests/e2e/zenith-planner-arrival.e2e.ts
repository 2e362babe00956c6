// Issue 31 item 2: the planner's chart of arrival time against APM (with its table) and the pace styles in the link.
// Expected answers come from planClimb; the late pace is the issue's own example (Expert, floor 10 by 8:00, 2025-01-19).
import { describe, expect, it } from 'vitest';
import { FLOOR_STARTS, frameClock, planClimb } from '~/engines/zenith';
import { splitFrameOf } from '~/islands/zenith/plan-gap';
import { openIsland, param, useBrowser, type SharedTab } from './island';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const poll = expect.poll;

describe('climb planner: arrival chart and pace styles', () => {
  it('charts every pace near the answer, marks the late one, and lists the same times in a table', async () => {
    const q = '?cpBy=floor&cpFloor=10&cpMin=8&cpMods=expert&cpVer=2025-01';
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#climb-planner #cp-min', { tab, query: q });
    const r = planClimb({ target: FLOOR_STARTS[9], minutes: 8, mods: ['expert'], version: '2025-01' })!;
    await poll(() => page.getByTestId('cp-answer').textContent(), { timeout: 30_000 }).toContain(`${r.apm} APM`);
    const chart = page.getByTestId('cp-arrival');
    await poll(() => chart.locator('circle').count()).toBe(21);
    // The pace just below the answer misses (that is what makes it the answer): hollow in the chart, "late" in the table.
    expect(await chart.locator(`circle[data-apm="${r.apm - 1}"]`).getAttribute('class')).toBe('zcf-late');
    expect(await chart.locator(`circle[data-apm="${r.apm}"]`).getAttribute('class')).toBe('zcf-answer');
    await chart.locator('details summary').click();
    const row = (apm: number) => page.locator(`[data-testid="cp-arrival-table"] tr[data-apm="${apm}"] td`);
    expect(
      await row(r.apm - 1)
        .last()
        .textContent(),
    ).toBe('late');
    expect(await row(r.apm).first().textContent()).toBe(frameClock(splitFrameOf(r.frame)));
    expect(await row(r.apm).last().textContent()).toBe('yes');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('a style chosen by keyboard goes into the link, and the answer is the styled one', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#climb-planner #cp-min', { tab, query: '?cpFloor=5&cpMin=4' });
    await page.locator('#climb-planner details > summary').first().click();
    await page.locator('#cp-style').selectOption('quad');
    await poll(() => param(page, 'cpStyle')).toBe('quad');
    const r = planClimb({ target: FLOOR_STARTS[4], minutes: 4, style: 'quad', version: 'current' })!;
    await poll(() => page.getByTestId('cp-answer').textContent(), { timeout: 30_000 }).toContain(`${r.apm} APM`);
    expect(await page.getByTestId('cp-style-note').isVisible()).toBe(true);
    expect(await page.locator('#cp-clears').isDisabled()).toBe(true);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('an answer that arrives on the last frame shows in the split table too (surge cycle, floor 10 by 5:00)', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#climb-planner #cp-min', { tab, query: '?cpStyle=surge' });
    const r = planClimb({ target: FLOOR_STARTS[9], minutes: 5, style: 'surge', version: 'current' })!;
    await poll(() => page.getByTestId('cp-answer').textContent(), { timeout: 30_000 }).toContain(`${r.apm} APM`);
    const cell = page.locator('[data-testid="cp-splits"] tr[data-floor="10"] td').first();
    expect(await cell.textContent()).toBe(frameClock(splitFrameOf(r.frame)));
    expect(watch.errors).toEqual([]);
    await close();
  });
});
