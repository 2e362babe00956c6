// The three TGM3 figures (speed curves, grade-points simulator, run planner): hydrated, driven by keyboard, state in the
// URL and back, chart tables that match the engine, and layouts that fit 390 px and 1280 px. Screenshots go to
// /tmp/shots/tgm3-*.png for a person to look at (not committed).
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openIsland, useBrowser, param, type SharedTab } from './island';
import { settled, themedContext, watchPage } from './browser';
import {
  MASTER_GRAVITY_DROP_SPEED_LEVEL,
  clock,
  displayedGrade,
  gravitySteps,
  levelReachingSpeedLevel,
  planMaster,
  runMaster,
  traceMaster,
  FPS,
  type MasterEvent,
} from '~/engines/tgm3';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
// Screenshots for a person to look at, only when SHOTS is set (they cost time and check nothing).
const SHOTS = process.env.SHOTS ? '/tmp/shots' : '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const text = (l: Locator) => l.textContent();

/** Waits until the chart in figure `id` has been drawn (Chart.js loads when the figure comes into view). */
async function chartDrawn(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`#${id}[data-chart-ready="true"]`);
}

/** The body cells of the table in figure `id`, row by row, as text. */
async function tableRows(page: Page, id: string): Promise<string[][]> {
  return page.locator(`#${id} table tbody tr`).evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

/** Elements inside `root` that scroll sideways (content wider than their box), with their class names. */
async function sidewaysScrollers(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return [`missing ${sel}`];
    el.querySelectorAll<HTMLDetailsElement>('details').forEach((d) => (d.open = true));
    return [...el.querySelectorAll<HTMLElement>('*')]
      .filter((x) => {
        const cs = getComputedStyle(x);
        return (cs.overflowX === 'auto' || cs.overflowX === 'scroll') && x.scrollWidth > x.clientWidth + 1;
      })
      .map(
        (x) =>
          `${x.tagName.toLowerCase()}.${x.className} ${x.scrollWidth}>${x.clientWidth}${x.tabIndex === 0 && x.getAttribute('aria-label') ? ' (focusable, labelled)' : ''}`,
      );
  }, root);
}

/** Sets the viewport width and waits until the page has laid out for it. */
async function resize(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => document.documentElement.clientWidth <= w, width);
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Every canvas in the figure has been painted at its current size (Chart.js redraws after a resize). */
async function chartsFit(page: Page, root: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>(`${sel} canvas`)];
    return canvases.every((c) => {
      const box = c.parentElement!.getBoundingClientRect();
      return Math.abs(c.getBoundingClientRect().width - box.width) < 2;
    });
  }, root);
}

/** Starlight's sticky header would cover the top of a tall island in its screenshot. */
const HIDE_HEADER = 'header.header, .mobile-preferences, mobile-starlight-toc, starlight-toc { visibility: hidden !important; }';

/** Layout at both widths: no sideways page scroll at 390 px, nothing inside the island scrolls sideways at 1280 px. */
async function checkLayoutAndShoot(page: Page, root: string, name: string): Promise<void> {
  await resize(page, 1280);
  await chartsFit(page, root);
  expect(await sidewaysScrollers(page, root)).toEqual([]);
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.evaluate((sel) => document.querySelectorAll<HTMLDetailsElement>(`${sel} details`).forEach((d) => (d.open = false)), root);
  if (SHOTS) await page.locator(root).screenshot({ path: `${SHOTS}/tgm3-${name}-1280.png`, style: HIDE_HEADER });
  await resize(page, 390, 844);
  await chartsFit(page, root);
  expect(await pageScrollsSideways(page)).toBe(false);
  // On a phone a wide chart table may scroll, inside a focusable, labelled region (issue 13 item 5).
  await expect.poll(async () => (await sidewaysScrollers(page, root)).filter((s) => !s.endsWith('(focusable, labelled)'))).toEqual([]);
  await page.evaluate((sel) => document.querySelectorAll<HTMLDetailsElement>(`${sel} details`).forEach((d) => (d.open = false)), root);
  if (SHOTS) await page.locator(root).screenshot({ path: `${SHOTS}/tgm3-${name}-390.png`, style: HIDE_HEADER });
}

describe('TGM3 gravity chart (speed curves)', () => {
  it('two COOLs by keyboard bring 20G to level 300; the stepped table and the marks follow the engine; URL round trip', async () => {
    const { page, watch, close } = await openIsland(browser(), '/tgm3/speed/', '#speed-curves', { tab });
    await chartDrawn(page, 'sc-gravity-chart');
    const summary = page.getByTestId('sc-summary');
    await expect.poll(() => text(summary)).toContain('20G from level 500');
    await page.locator('#sc-cools').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => text(summary)).toContain('20G from level 300');
    await expect.poll(() => param(page, 'scCools'), { timeout: 3000 }).toBe('2');
    // The table holds one row per step of the engine's gravity, in order.
    const steps = gravitySteps('master', 2);
    const rows = await tableRows(page, 'sc-gravity-chart');
    expect(rows.map((r) => Number(r[0]))).toEqual(steps.map((s) => s.level));
    expect(rows[0][1]).toBe('1/64 G');
    // The speed-level-200 mark sits at the level the engine gives for two COOLs.
    const drop = levelReachingSpeedLevel(MASTER_GRAVITY_DROP_SPEED_LEVEL, 2);
    await expect
      .poll(() => text(page.locator('#sc-gravity-chart .atlas-chart-marks')))
      .toContain(`Level ${drop}: speed level ${MASTER_GRAVITY_DROP_SPEED_LEVEL}`);
    await expect.poll(() => text(page.locator('#sc-gravity-chart .atlas-chart-marks'))).toContain('kill timer');
    await page.locator('#sc-mode').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => param(page, 'scMode'), { timeout: 3000 }).toBe('easy');
    await expect.poll(() => text(summary)).toContain('20G from level 200');
    await checkLayoutAndShoot(page, '#speed-curves', 'gravity-easy');
    expect(watch.errors).toEqual([]);
    await close();
    const back = await openIsland(browser(), '/tgm3/speed/', '#speed-curves', { tab, query: '?scMode=master&scCools=1' });
    await expect.poll(() => back.page.locator('#sc-cools').inputValue()).toBe('1');
    await expect.poll(() => text(back.page.getByTestId('sc-summary'))).toContain('20G from level 400');
    await chartDrawn(back.page, 'sc-gravity-chart');
    await checkLayoutAndShoot(back.page, '#speed-curves', 'gravity');
    expect(back.watch.errors).toEqual([]);
    await back.close();
  });
});

/** The simulator's default run, written out: nine plain pieces and a tetris, 40 active and 30 further frames per piece. */
function* run(pattern: number[], active: number, after: number): Generator<MasterEvent> {
  for (let i = 0; i < 4000; i++) yield { type: 'piece', activeFrames: active, lines: pattern[i % pattern.length] as 0 | 4, afterFrames: after };
}

describe('TGM3 grade-points simulator', () => {
  it('names the engine grade, switches decay by keyboard (the readout changes), and reads a shared link back', async () => {
    const { page, watch, close } = await openIsland(browser(), '/tgm3/master-grading/', '#grade-points-simulator', { tab });
    const r = runMaster(run([0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 40, 30));
    const shown = displayedGrade({ internalGrade: r.state.internalGrade, sectionCools: r.state.cools }).name;
    await expect.poll(() => text(page.getByTestId('gp-summary'))).toContain(`Grade shown: ${shown}`);
    const cost = page.getByTestId('gp-decay-cost');
    const before = await text(cost);
    await page.locator('#gp-decay-activeNoCombo').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => param(page, 'gpDecay'), { timeout: 3000 }).toBe('activeAlways');
    const always = traceMaster(run([0, 0, 0, 0, 0, 0, 0, 0, 0, 4], 40, 30), { decay: 'activeAlways' });
    await expect.poll(() => text(cost)).toContain(`took ${always.decayLost} grade points`);
    expect(await text(cost)).not.toBe(before);
    // Both charts drawn; the whole-game table has one row per change of internal grade, as the engine traces it.
    await chartDrawn(page, 'gp-grade-chart');
    await chartDrawn(page, 'gp-points-chart');
    const changes = always.trace.filter((p, i, all) => i === 0 || i === all.length - 1 || p.internalGrade !== all[i - 1].internalGrade);
    const rows = await tableRows(page, 'gp-grade-chart');
    expect(rows.map((x) => x[0])).toEqual(changes.map((p) => clock(p.frame)));
    expect(rows.map((x) => Number(x[1]))).toEqual(changes.map((p) => p.internalGrade));
    await checkLayoutAndShoot(page, '#grade-points-simulator', 'grade-points');
    expect(watch.errors).toEqual([]);
    await close();
    const back = await openIsland(browser(), '/tgm3/master-grading/', '#grade-points-simulator', { tab, query: '?gpPat=00002&gpActive=40&gpSec=3' });
    await expect.poll(() => back.page.locator('#gp-pat').inputValue()).toBe('00002');
    const other = traceMaster(
      (function* () {
        for (let i = 0; i < 4000; i++) yield { type: 'piece' as const, activeFrames: 40, lines: (i % 5 === 4 ? 2 : 0) as 0 | 2, afterFrames: 30 };
      })(),
    );
    await expect.poll(() => text(back.page.getByTestId('gp-summary'))).toContain(`Grade shown: ${other.grade.name}`);
    await expect.poll(() => back.page.locator('#gp-sec').inputValue()).toBe('3');
    expect(back.watch.errors).toEqual([]);
    await back.close();
  });
});

describe('TGM3 run planner', () => {
  it('fits its column; a time typed by keyboard changes the verdict in the second column; limits on demand; URL round trip', async () => {
    const { page, watch, close } = await openIsland(browser(), '/tgm3/master-grading/', '#run-planner', { tab });
    const headers = await page.locator('#run-planner thead th').allTextContents();
    expect(headers[1]).toBe('Result');
    const third = page.getByTestId('rp-result-2');
    await expect.poll(() => text(third)).toContain('no COOL');
    // 44 s to level 270 is within section 1's 43 s + 2 s.
    const plan = planMaster([44, 43, 44].map((t, i) => ({ t70: t * FPS, frames: [62, 60, 64][i] * FPS })));
    expect(plan.sections[2].cool).toBe(true);
    const input = page.getByLabel('Seconds to level 270');
    await input.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('44');
    await page.keyboard.press('Enter');
    await expect.poll(() => text(third)).toMatch(/^COOL/);
    await expect.poll(() => param(page, 'rpX70'), { timeout: 3000 }).toMatch(/^44,43,44,/);
    await page.locator('#rp-more').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => text(third)).toContain('speed level');
    // Issue 25 item 10: "Show limits" is in the link.
    await expect.poll(() => param(page, 'rpMore'), { timeout: 3000 }).toBe('1');
    await checkLayoutAndShoot(page, '#run-planner', 'run-planner');
    expect(watch.errors).toEqual([]);
    await close();
    const back = await openIsland(browser(), '/tgm3/master-grading/', '#run-planner', { tab, query: '?rpExam=1&rpPlus=always' });
    await expect.poll(() => back.page.locator('#rp-exam').isChecked()).toBe(true);
    await expect.poll(() => back.page.locator('#rp-plus').inputValue()).toBe('always');
    const more = await openIsland(browser(), '/tgm3/master-grading/', '#run-planner', { tab, query: '?rpMore=1' });
    await expect.poll(() => more.page.locator('#rp-more').isChecked()).toBe(true);
    await expect.poll(() => text(more.page.getByTestId('rp-result-2'))).toContain('speed level');
    await more.close();
    expect(back.watch.errors).toEqual([]);
    await back.close();
  });
});

describe('Chart.js loads on demand', () => {
  it('no chart code before a chart is near the screen; in a hydrated island, a chart far below waits until scrolled to', async () => {
    const context = await themedContext(browser(), 'light');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 500 });
    const chartCode: string[] = [];
    page.on('request', (req) => {
      if (/\/_astro\/chart\.[^/]*\.js$/.test(req.url())) chartCode.push(req.url());
    });
    watchPage(page);
    await page.goto(`${inject('baseUrl')}/tgm3/speed/`, { waitUntil: 'load' });
    await settled(page);
    expect(await page.locator('#sc-gravity-chart').evaluate((el) => el.getBoundingClientRect().top > innerHeight + 200)).toBe(true);
    expect(chartCode).toEqual([]);
    // Bring the island's heading to the top: the island hydrates and the gravity chart (near) is drawn ...
    await page.locator('#sc-title').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
    await page.waitForSelector('#sc-gravity-chart[data-chart-ready="true"]');
    expect(chartCode.length).toBe(1);
    // ... while the delays chart, more than 200 px below the screen, is not built yet.
    expect(await page.locator('#sc-delays-chart').evaluate((el) => el.getBoundingClientRect().top > innerHeight + 200)).toBe(true);
    expect(await page.locator('#sc-delays-chart').getAttribute('data-chart-ready')).toBeNull();
    await page.locator('#sc-delays-chart').scrollIntoViewIfNeeded();
    await page.waitForSelector('#sc-delays-chart[data-chart-ready="true"]');
    expect(chartCode.length).toBe(1);
    await context.close();
  });
});
