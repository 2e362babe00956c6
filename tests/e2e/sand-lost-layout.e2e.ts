// Sand and Lost Space figures on real screens: reduced motion (start paused, step on demand), every floor of the station
// visible at 390 and 1280 px, axe best practices on every page.
// Motion is checked under Playwright's fake clock: time moves only when the test says so, so "nothing moved" is exact.
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { useBrowser } from './island';
import { watchPage, type PageWatch } from './browser';
import { SIM_DEFAULTS } from '~/islands/lost-space/MatchSimulator';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const SHOTS = process.env.SHOTS ? '/tmp/shots' : '';

interface Opened {
  page: Page;
  watch: PageWatch;
  close: () => Promise<void>;
}

/** Opens a page in a fresh context with these options (fake clock when asked) and waits for the island at `ready` to hydrate. */
async function openWith(path: string, ready: string, o: BrowserContextOptions & { clock?: boolean } = {}): Promise<Opened> {
  const { clock, ...options } = o;
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, ...options });
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await page.locator(ready).first().scrollIntoViewIfNeeded();
  const hydrated = () =>
    page.evaluate((sel) => {
      const island = document.querySelector(sel)?.closest('astro-island');
      return !!island && !island.hasAttribute('ssr');
    }, ready);
  await expect.poll(hydrated).toBe(true);
  // Mount effects run on animation frames: under the fake clock, move it a little so they run.
  if (clock) await page.clock.runFor(200);
  return { page, watch, close: () => context.close() };
}

const frameOf = async (page: Page, testId: string) => Number(/frame (\d+)/.exec((await page.getByTestId(testId).textContent()) ?? '')?.[1] ?? -1);

describe('reduced motion: animated figures start paused and step on demand', () => {
  it('the pour figure stays still for 3 s of clock and steps 10 frames per press; without the setting it plays', async () => {
    const still = await openWith('/sand/falling/', '#pour-figure', { reducedMotion: 'reduce', clock: true });
    await still.page.clock.runFor(3000);
    expect(await frameOf(still.page, 'pour-now')).toBe(0);
    expect(await still.page.locator('#pour-figure').textContent()).toContain('asks for reduced motion');
    await still.page.getByRole('button', { name: 'Step 10 frames' }).click();
    await expect.poll(() => frameOf(still.page, 'pour-now')).toBe(10);
    expect(still.watch.errors).toEqual([]);
    await still.close();

    const moving = await openWith('/sand/falling/', '#pour-figure', { reducedMotion: 'no-preference', clock: true });
    await expect.poll(async () => (await moving.page.clock.runFor(1000), frameOf(moving.page, 'pour-now'))).toBeGreaterThan(0);
    expect(moving.watch.errors).toEqual([]);
    await moving.close();
  });

  it('the stability figure (a clear) stays before the clear until stepped', async () => {
    const { page, watch, close } = await openWith('/sand/clears/', '#stability-figure', { reducedMotion: 'reduce', clock: true });
    await page.clock.runFor(3000);
    expect(await page.getByTestId('stab-now').textContent()).toContain('before the clear');
    for (let k = 0; k < 6; k++) await page.getByRole('button', { name: 'Step 10 frames' }).click();
    await expect.poll(() => page.getByTestId('stab-now').textContent()).toContain('frames after the clear');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('the sand game does not open paused (issue 26): a dropped piece falls; paused from the top bar, it steps on demand', async () => {
    const { page, watch, close } = await openWith('/sand/play/?sbSeed=rm', '.sand-board', { reducedMotion: 'reduce', clock: true });
    const gotIt = page.getByRole('button', { name: 'Got it' });
    if ((await gotIt.count()) > 0) await gotIt.click();
    expect(await page.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('false');
    await page.locator('.sand-board').focus();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await page.clock.runFor(3000);
    const stats = () => page.getByTestId('sand-stats').textContent();
    await expect.poll(stats).toMatch(/· idle ·/);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await page.keyboard.press('p');
    await page.locator('.sand-menu > summary').click();
    const frame = async () => Number(/Frame ([\d,]+)/.exec((await stats()) ?? '')?.[1]?.replace(/,/g, '') ?? -1);
    const f0 = await frame();
    await page.clock.runFor(3000);
    expect(await frame()).toBe(f0);
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect.poll(frame).toBe(f0 + 1);
    await page.getByRole('button', { name: 'Run to rest' }).click();
    await expect.poll(stats).toMatch(/active 0 · .* · idle/);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('the match simulator stays on its round: rounds move only when asked', async () => {
    const { page, watch, close } = await openWith('/lost-space/simulator/', '#match-simulator', { reducedMotion: 'reduce', clock: true });
    const summary = () => page.getByTestId('ls-sim-summary').textContent();
    const r = SIM_DEFAULTS.round;
    await expect.poll(summary).toContain(`End of round ${r}.`);
    await page.clock.runFor(5000);
    expect(await summary()).toContain(`End of round ${r}.`);
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(summary).toContain(`End of round ${r + 1}.`);
    expect(watch.errors).toEqual([]);
    await close();
  });
});

/** Horizontal overflow of the document, in CSS pixels (0 when the page does not scroll sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Each floor drawing's box, and the box of the island it sits in. */
const floorBoxes = (page: Page, island: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel) as HTMLElement;
    const r = root.getBoundingClientRect();
    return {
      island: { left: r.left, right: r.right },
      floors: [...root.querySelectorAll('svg.ls-map')].map((svg) => {
        const b = svg.getBoundingClientRect();
        return { left: b.left, right: b.right, width: b.width, label: svg.getAttribute('aria-label') ?? '' };
      }),
    };
  }, island);

describe('every floor of the station is visible', () => {
  for (const [path, island] of [
    ['/lost-space/map/', '#map-explorer'],
    ['/lost-space/simulator/', '#match-simulator'],
  ] as const) {
    for (const width of [390, 1280]) {
      it(`${path} at ${width} px: three floors inside the island, no sideways scroll`, async () => {
        const { page, watch, close } = await openWith(path, island, { viewport: { width, height: 900 } });
        const { island: box, floors } = await floorBoxes(page, island);
        expect(floors.map((f) => f.label.slice(0, 2))).toEqual(['z0', 'z1', 'z2']);
        for (const f of floors) {
          expect(f.left).toBeGreaterThanOrEqual(box.left - 0.5);
          expect(f.right).toBeLessThanOrEqual(box.right + 0.5);
          expect(f.width).toBeGreaterThan(150);
        }
        expect(await sideways(page)).toBe(0);
        // The K2 and K3 labels of the lower floor are drawn inside its box.
        const labels = await page.locator(`${island} svg.ls-map >> nth=2`).locator('text').allTextContents();
        expect(labels).toEqual(expect.arrayContaining(['K2', 'K3']));
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.locator(island).screenshot({ path: `${SHOTS}/${island.slice(1)}-${width}.png` });
        }
        expect(watch.errors).toEqual([]);
        await close();
      });
    }
  }
});
