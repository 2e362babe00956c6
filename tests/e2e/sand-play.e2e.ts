// The sand sandbox, played as a person would: keyboard, mouse drag, debug tools, settings in the URL, bad links.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLOUR_WORDS } from '~/islands/sand/draw';
import { createSandGame, decodeMoves, replayMoves, type SandGame } from '~/engines/sand';
import { openIsland, param, useBrowser, type OpenedPage } from './island';
import { watchPage } from './browser';

const baseUrl = inject('baseUrl');
const PATH = '/sand/play/';
const browser = useBrowser();

async function open(query = '', theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  return openIsland(browser(), PATH, '.sand-board', { query, theme });
}

const slotText = (g: SandGame) => g.slots.map((p, i) => `${i + 1}: ${COLOUR_WORDS[p.colour]} ${p.shape}`);
const slots = async (page: Page) => Promise.all([1, 2, 3].map(async (i) => ((await page.getByTestId(`sand-slot-${i}`).textContent()) ?? '').trim()));
const pixels = async (page: Page) => Number(/pixels (\d+)/.exec((await page.getByTestId('sand-stats').textContent()) ?? '')?.[1] ?? -1);

describe('sand sandbox', () => {
  it('plays from the keyboard: choose slot 1, move, drop; the slot refills as the engine says', async () => {
    const { page, watch, close } = await open('?sbSeed=kb');
    const g = createSandGame({ seed: 'kb' });
    await expect.poll(() => slots(page)).toEqual(slotText(g));
    await page.locator('.sand-board').focus();
    await page.keyboard.press('1');
    for (let k = 0; k < 3; k++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('Dropped');
    await expect.poll(() => pixels(page)).toBe(400);
    // The default cursor is column 4, row 0 (clamped to fit); three rows down, one left.
    expect(g.place(0, 3, 3)).toBe(true);
    expect(await slots(page)).toEqual(slotText(g));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('plays with the mouse: drag a slot onto the board; a drop outside the board puts it back', async () => {
    const { page, watch, close } = await open('?sbSeed=7', 'dark');
    const canvas = await page.locator('.sand-canvas').boundingBox();
    const slot = await page.getByTestId('sand-slot-2').boundingBox();
    if (!canvas || !slot) throw new Error('not visible');
    await page.mouse.move(slot.x + slot.width / 2, slot.y + slot.height / 2);
    await page.mouse.down();
    await page.mouse.move(slot.x + slot.width / 2 + 30, slot.y - 40, { steps: 4 });
    await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 3, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => pixels(page)).toBe(400);
    // Drag slot 1 far off the board and let go: nothing is placed.
    const s1 = await page.getByTestId('sand-slot-1').boundingBox();
    if (!s1) throw new Error('not visible');
    await page.mouse.move(s1.x + 10, s1.y + 10);
    await page.mouse.down();
    await page.mouse.move(s1.x + 400, s1.y - 300, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('goes back');
    expect(await pixels(page)).toBe(400);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('debug tools: pause, then step one frame at a time', async () => {
    const { page, watch, close } = await open('?sbSeed=3');
    await page.locator('.sand-board').focus();
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    const frame = async () => Number(/Frame (\d+)/.exec((await page.getByTestId('sand-stats').textContent()) ?? '')?.[1] ?? -1);
    const f0 = await frame();
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await page.getByRole('button', { name: 'Step one frame' }).click();
    await expect.poll(frame).toBe(f0 + 2);
    await page.getByLabel('Highlight clusters').check();
    await expect.poll(() => page.locator('.sand-clusters').textContent()).toMatch(/touches|No cluster/);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('settings live in the URL: a shared link deals the same pieces; changing the seed writes it back', async () => {
    const { page, watch, close } = await open('?sbSeed=abc&sbConn=8&sbScore=linear&sbColours=6');
    await expect.poll(() => slots(page)).toEqual(slotText(createSandGame({ seed: 'abc', colours: 6 })));
    expect(await page.getByLabel('Connectivity').inputValue()).toBe('8');
    expect(await page.getByLabel('Scoring').inputValue()).toBe('linear');
    const seed = page.getByLabel('Seed');
    await seed.fill('zz9');
    await seed.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('sbSeed'), { timeout: 3000 }).toBe('zz9');
    await expect.poll(() => slots(page)).toEqual(slotText(createSandGame({ seed: 'zz9', colours: 6 })));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('reports bad values in the link as text and keeps the defaults', async () => {
    const { page, watch, close } = await open(`?sbConn=9&sbSeed=${encodeURIComponent('<b>x</b>')}`);
    await expect.poll(() => page.locator('.atlas-notice').textContent()).toContain('is not one of 4, 8');
    expect(await page.locator('.atlas-notice b').count()).toBe(0);
    await expect.poll(() => slots(page)).toEqual(slotText(createSandGame({ seed: '1' })));
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('sand sandbox on a touch screen', () => {
  it('drags a piece with a finger', async () => {
    const context = await browser().newContext({ hasTouch: true, isMobile: true, viewport: { width: 900, height: 1200 } });
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${PATH}?sbSeed=touch`, { waitUntil: 'networkidle' });
    await page.locator('.sand-board').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr]) .sand-board') !== null);
    const slot = await page.getByTestId('sand-slot-3').boundingBox();
    const canvas = await page.locator('.sand-canvas').boundingBox();
    if (!slot || !canvas) throw new Error('not visible');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', slot.x + slot.width / 2, slot.y + slot.height / 2);
    const to = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 4 };
    for (let k = 1; k <= 8; k++) await touch('touchMove', slot.x + ((to.x - slot.x) * k) / 8, slot.y + ((to.y - slot.y) * k) / 8);
    await touch('touchEnd', to.x, to.y);
    await expect.poll(() => pixels(page)).toBe(400);
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});

describe('sand sandbox: moves in the link', () => {
  it('a copied link replays the moves: same board and same score', async () => {
    const { page, watch, close } = await open('?sbSeed=share');
    const board = page.locator('.sand-board');
    await board.focus();
    for (const right of [0, 4, 8]) {
      await page.keyboard.press('1');
      // To column 0 first (the cursor stays where the last piece went), then right to the wanted column.
      for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowLeft');
      for (let k = 0; k < right; k++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => decodeMoves(param(page, 'sbMoves') ?? '').length, { timeout: 3000 }).toBe(3);
    const moves = param(page, 'sbMoves')!;
    const live = decodeMoves(moves);
    expect(live).toHaveLength(3);
    // What the engine makes of the same seed and moves, once everything has settled.
    const { game } = replayMoves({ seed: 'share' }, live);
    game.runUntilIdle();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Run to rest' }).click();
    await expect.poll(() => pixels(page)).toBe(game.world.pixelCount());
    const score = await page.getByTestId('sand-score').textContent();
    expect(score).toContain(`Score ${game.score}`);
    expect(watch.errors).toEqual([]);
    await close();

    const again = await open(`?sbSeed=share&sbMoves=${moves}`, 'dark');
    await expect.poll(() => again.page.getByTestId('sand-message').textContent()).toContain('Replayed 3 moves');
    await again.page.getByRole('button', { name: 'Pause' }).click();
    await again.page.getByRole('button', { name: 'Run to rest' }).click();
    await expect.poll(() => pixels(again.page)).toBe(game.world.pixelCount());
    expect(await again.page.getByTestId('sand-score').textContent()).toContain(`Score ${game.score}`);
    expect(await slots(again.page)).toEqual(slotText(game));
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });

  it('a move list that does not replay is reported and a new game starts', async () => {
    const { page, watch, close } = await open('?sbSeed=share&sbMoves=AAAA');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('does not replay');
    expect(await slots(page)).toEqual(slotText(createSandGame({ seed: 'share' })));
    expect(watch.errors).toEqual([]);
    await close();
  });
});
