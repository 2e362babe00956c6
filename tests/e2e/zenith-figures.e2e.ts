// Browser tests for the Zenith climb simulator, climb planner and fatigue timeline: hydrated, driven by keyboard and
// mouse, URL round trip, copied text, fit at 1280 px and 390 px; screenshots for a person to look at (/tmp/shots, with SHOTS=1).
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CLIMB_DEFAULT_PACE, FATIGUE_TIMELINES, fatigueAt, floorSplits, frameClock, paceEvents, planClimb, samplesOf, simulateClimb } from '~/engines/zenith';
import { splitFrameOf } from '~/islands/zenith/plan-gap';
import { openIsland, param, useBrowser, type SharedTab } from './island';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
/** expect.poll with room for a loaded machine (two cores shared by many): waits for a condition, up to 15 s by default. */
const poll = <T>(fn: () => T | Promise<T>, o: { timeout?: number } = {}) => expect.poll(fn, { timeout: 15_000, ...o });
const SHOTS = '/tmp/shots';

/** Elements inside `root` that scroll sideways (content wider than the box) — none may at 1280 px. */
async function sidewaysScrollers(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    const el = document.querySelector(sel)!;
    for (const x of [el, ...el.querySelectorAll('*')]) {
      const cs = getComputedStyle(x);
      if ((cs.overflowX === 'auto' || cs.overflowX === 'scroll') && x.scrollWidth > x.clientWidth + 1)
        out.push(`${x.tagName}.${x.className} ${x.scrollWidth}>${x.clientWidth}`);
    }
    if (el.scrollWidth > el.clientWidth + 1) out.push(`root ${el.scrollWidth}>${el.clientWidth}`);
    return out;
  }, root);
}
const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Smallest rendered font size (px) of the text in an SVG. */
const smallestSvgText = (page: Page, sel: string) =>
  page.evaluate(
    (s) => Math.min(...[...document.querySelectorAll(`${s} text`)].map((t) => (t as SVGTextElement).getBoundingClientRect().height).filter((h) => h > 0)),
    sel,
  );

/** Saves a screenshot for a person to look at, only when SHOTS is set (they cost time and check nothing). */
async function shoot(page: Page, sel: string, name: string) {
  if (!process.env.SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.locator(sel).screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('climb simulator (/zenith/climb/)', () => {
  it('hydrates, shows the run the engine computes, and takes slider steps by keyboard into the URL', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/climb/', '#climb-simulator #cs-apm', { tab });
    await page.locator('#cs-apm').focus();
    await page.keyboard.press('ArrowRight'); // one step of 5
    await page.keyboard.press('ArrowRight');
    const apm = CLIMB_DEFAULT_PACE.apm + 10;
    await poll(() => param(page, 'csApm')).toBe(String(apm));
    const frames = 12 * 3600;
    const samples = samplesOf(simulateClimb({ frames, events: paceEvents({ ...CLIMB_DEFAULT_PACE, apm }, frames), version: 'current' })); // the island opens on the current client
    const splits = floorSplits(samples);
    await poll(() => page.getByTestId('cs-summary').textContent()).toContain(
      `${samples.at(-1)!.altitude.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} m`,
    );
    // Every floor's split, as the engine gives it, in the split table.
    for (let f = 2; f <= 10; f++) {
      const cell = page.locator(`[data-testid="cs-splits"] tr[data-floor="${f}"] td`).last();
      expect(await cell.textContent()).toBe(splits[f] === null ? 'not reached' : frameClock(splits[f]!));
    }
    // The chart labels bands with the floor and its time.
    expect(await page.locator('[data-testid="cs-chart"] .zcf-band-label').allTextContents()).toContain(`F10 Platform of The Gods · ${frameClock(splits[10]!)}`);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('restores a linked state, draws hyperspeed and rank skips, and a click on a mod changes the run', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/climb/', '#cs-apm', { tab, query: '?csApm=300&csSpike=100&csMin=6' });
    await poll(() => page.locator('#cs-apm').inputValue()).toBe('300');
    await poll(() => page.getByTestId('cs-summary').textContent()).toContain('Hyperspeed from');
    expect(await page.locator('[data-testid="cs-chart"] .zcf-hyper').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="cs-chart"] .zcf-skip').count()).toBeGreaterThan(0);
    // Integer rank gridlines: labels are whole numbers, increasing upwards.
    const before = await page.getByTestId('cs-summary').textContent();
    await page.locator('#cs-mod-expert').click();
    await poll(() => param(page, 'csMods')).toBe('expert');
    expect(await page.getByTestId('cs-summary').textContent()).not.toBe(before);
    expect(watch.errors).toEqual([]);
    await close();
  });

  // One load, checked at 1280 px, then resized to 390 px and checked again.
  it('fits at 1280 px and at 390 px with real-size text, and screenshots are saved', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/climb/', '#cs-apm', { tab, query: '?csApm=120&csSpike=60' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction(() => {
        const svg = document.querySelector('[data-testid="cs-chart"]');
        return !!svg && Math.abs(svg.getBoundingClientRect().width - Number(svg.getAttribute('width'))) < 2;
      });
      if (width === 390) expect(await pageScrollsSideways(page), `${width} px`).toBe(false);
      else expect(await sidewaysScrollers(page, '#climb-simulator'), `${width} px`).toEqual([]);
      // the split table fits at both widths (the minute table may scroll on a phone, inside its labelled region)
      expect(await sidewaysScrollers(page, '#climb-simulator .zcf-tables > .atlas-table-wrap'), `${width} px`).toEqual([]);
      expect(await smallestSvgText(page, '[data-testid="cs-chart"]'), `${width} px`).toBeGreaterThanOrEqual(10);
      // Opened for the screenshots, closed again so the next width is checked as it loads.
      await page.locator('#climb-simulator details summary').click();
      await shoot(page, '#climb-simulator', `zenith-climb-${width}`);
      await shoot(page, '#climb-simulator .zcf-chart', `zenith-climb-chart-${width}`);
      await page.locator('#climb-simulator details summary').click();
    }
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('climb planner (/zenith/planner/)', () => {
  it('keeps what the reader is typing while the island renders again (a new search starts) until it is committed', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#climb-planner #cp-min', { tab });
    await page.locator('#cp-min').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('7');
    // Another control changes without taking the focus: the island renders again and its search reports progress.
    await page.evaluate(() => {
      const apm = document.querySelector<HTMLInputElement>('#cp-apm')!;
      apm.value = String(Number(apm.value) + 10);
      apm.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await poll(() => param(page, 'cpApm')).not.toBeNull();
    expect(await page.locator('#cp-min').inputValue()).toBe('7');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cp-min');
    await page.keyboard.press('Tab');
    await poll(() => param(page, 'cpMin')).toBe('7');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('answers the default question as planClimb does, and changes target by keyboard', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#climb-planner #cp-floor', { tab });
    const first = planClimb({ target: 1650, minutes: 5, version: 'current' })!;
    await poll(() => page.getByTestId('cp-answer').textContent()).toContain(`${first.apm} APM`);
    expect(await page.getByTestId('cp-answer').textContent()).toContain(`You arrive at ${frameClock(splitFrameOf(first.frame))}`);
    // Keyboard: one floor down with the arrow key, and the minutes typed.
    await page.locator('#cp-floor').focus();
    await page.keyboard.press('ArrowUp');
    await poll(() => param(page, 'cpFloor')).toBe('9');
    await page.locator('#cp-min').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await poll(() => param(page, 'cpMin')).toBe('4');
    const next = planClimb({ target: 1350, minutes: 4, version: 'current' })!;
    await poll(() => page.getByTestId('cp-answer').textContent(), { timeout: 20_000 }).toContain(`${next.apm} APM`);
    // The planned column of the split table is the run at that APM for the time allowed.
    const frames = 4 * 3600;
    const splits = floorSplits(samplesOf(simulateClimb({ frames, events: paceEvents({ ...CLIMB_DEFAULT_PACE, apm: next.apm }, frames), version: 'current' })));
    for (let f = 2; f <= 10; f++) {
      const cell = page.locator(`[data-testid="cp-splits"] tr[data-floor="${f}"] td`).first();
      expect(await cell.textContent(), `floor ${f}`).toBe(splits[f] === null ? '—' : frameClock(splits[f]!));
    }
    // Reverse question: "Use N APM" by keyboard puts the answer into the APM field.
    await page.locator('#cp-use-plan').focus();
    await page.keyboard.press('Enter');
    await poll(() => param(page, 'cpApm')).toBe(String(next.apm));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('restores an altitude target, mods and APM from the link; the mouse switches back to a floor', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#cp-min', {
      tab,
      query: '?cpBy=altitude&cpAlt=800&cpMin=3&cpApm=90&cpMods=expert',
    });
    await poll(() => page.locator('#cp-alt').inputValue()).toBe('800');
    await poll(() => page.locator('#cp-apm').inputValue()).toBe('90');
    const r = planClimb({ target: 800, minutes: 3, mods: ['expert'], version: 'current' });
    await poll(() => page.getByTestId('cp-answer').textContent(), { timeout: 20_000 }).toContain(r ? `${r.apm} APM` : 'cannot be reached');
    // The reverse column: the 12-minute run at 90 APM with Expert.
    const frames = 12 * 3600;
    const splits = floorSplits(
      samplesOf(simulateClimb({ mods: ['expert'], frames, events: paceEvents({ ...CLIMB_DEFAULT_PACE, apm: 90 }, frames), version: 'current' })),
    );
    for (let f = 2; f <= 10; f++) {
      const cell = page.locator(`[data-testid="cp-splits"] tr[data-floor="${f}"] td`).last();
      expect(await cell.textContent(), `floor ${f}`).toBe(splits[f] === null ? '—' : frameClock(splits[f]!));
    }
    await page.locator('#cp-by-floor').click();
    await poll(() => param(page, 'cpBy')).toBe('floor');
    expect(await page.locator('#cp-floor').isVisible()).toBe(true);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('copies a plain-text summary with the link', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#cp-copy', { tab, query: '?cpFloor=8&cpMin=3' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    const r = planClimb({ target: 1100, minutes: 3, version: 'current' })!;
    await poll(() => page.getByTestId('cp-answer').textContent(), { timeout: 20_000 }).toContain(`${r.apm} APM`);
    await page.locator('#cp-copy').click();
    await poll(() => page.getByTestId('cp-copied').textContent()).toBe('Result copied as text.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('floor 8 (The Core, 1,100 m) by 3:00');
    expect(text).toContain(`Needs ${r.apm} APM; arrives at ${frameClock(splitFrameOf(r.frame))}.`);
    const link = text.trim().split('\n').at(-1)!;
    expect(new URL(link).pathname).toBe('/zenith/planner/');
    expect(new URL(link).searchParams.get('cpFloor')).toBe('8');
    expect(new URL(link).searchParams.get('cpMin')).toBe('3');
    expect(text).not.toContain('<');
    expect(watch.errors).toEqual([]);
    await close();
  });

  // One load, checked at 1280 px, then resized to 390 px and checked again.
  it('fits at 1280 px and at 390 px, and screenshots are saved', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/planner/', '#cp-floor', { tab });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await poll(() => page.getByTestId('cp-answer').textContent()).toContain('APM');
      if (width === 390) expect(await pageScrollsSideways(page), `${width} px`).toBe(false);
      // the island fits at both widths: nothing inside it scrolls sideways (the split table included)
      expect(await sidewaysScrollers(page, '#climb-planner'), `${width} px`).toEqual([]);
      await shoot(page, '#climb-planner', `zenith-planner-${width}`);
    }
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('fatigue timeline (/zenith/fatigue/)', () => {
  it('lists every step with the engine totals; a row opens by keyboard to show the game text', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/fatigue/', '#fatigue-timeline #tl-floor', { tab });
    await page.locator('#tl-reversed').focus();
    await page.locator('#tl-reversed').selectOption('expert_reversed');
    await poll(() => param(page, 'tlMods')).toBe('expert_reversed');
    const steps = FATIGUE_TIMELINES.expert_reversed;
    for (const st of steps) {
      const row = page.locator(`[data-testid="tl-table"] tr[data-at="${st.at}"]`);
      const s = fatigueAt(st.at, ['expert_reversed']);
      expect(await row.locator('td').nth(1).textContent(), `${st.at} s`).toBe(String(s.permanentLines));
      expect(await row.locator('td').nth(2).textContent()).toBe(String(Number(s.receiveMultiplier.toFixed(3))));
    }
    const last = steps.at(-1)!;
    const summary = page.locator(`[data-testid="tl-table"] tr[data-at="${last.at}"] summary`);
    await summary.focus();
    await page.keyboard.press('Enter');
    await poll(() => page.locator(`[data-testid="tl-table"] tr[data-at="${last.at}"] details`).getAttribute('open')).not.toBeNull();
    expect(await page.locator(`[data-testid="tl-table"] tr[data-at="${last.at}"] details`).textContent()).toContain(last.text);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('restores the mods from the link', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/fatigue/', '#tl-floor', { tab, query: '?tlMods=duo_reversed&tlFloor=3' });
    await poll(() => page.locator('#tl-reversed').inputValue()).toBe('duo_reversed');
    await poll(() => page.locator('[data-testid="tl-table"] tbody tr').count()).toBe(
      new Set([0, 180, 300, 420, ...FATIGUE_TIMELINES.duo_reversed.map((s) => s.at)]).size,
    );
    expect(watch.errors).toEqual([]);
    await close();
  });

  // One load, checked at 1280 px, then resized to 390 px and checked again.
  it('fits at 1280 px and at 390 px, and screenshots are saved', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/fatigue/', '#tl-floor', { tab, query: '?tlMods=duo_reversed' });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await poll(() => page.locator('#tl-reversed').inputValue()).toBe('duo_reversed');
      await shoot(page, '#fatigue-timeline', `zenith-fatigue-${width}`);
      if (width === 390) expect(await pageScrollsSideways(page), `${width} px`).toBe(false);
      else expect(await sidewaysScrollers(page, '#fatigue-timeline'), `${width} px`).toEqual([]);
      // at a phone width the table itself fits too: nothing hidden behind a sideways scroll
      expect(await sidewaysScrollers(page, '[data-testid="tl-table"]'), `${width} px`).toEqual([]);
      expect(
        await page.evaluate(() => {
          const t = document.querySelector('[data-testid="tl-table"]')!;
          return [t.getBoundingClientRect().right, t.closest('section')!.getBoundingClientRect().right];
        }),
        `${width} px`,
      ).toSatisfy(([t, s]: number[]) => t <= s + 1);
    }
    expect(watch.errors).toEqual([]);
    await close();
  });
});
