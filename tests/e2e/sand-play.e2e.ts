// The sand sandbox, played as a person would: keyboard, mouse drag, debug tools, settings in the URL, bad links.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COLOUR_WORDS } from '~/islands/sand/draw';
import { createSandGame, dailySeed, decodeMoveList, decodeMoves, encodeMoves, replayMoves, type SandGame } from '~/engines/sand';
import { openIsland, param, useBrowser, type OpenedPage, type SharedTab } from './island';
import { themedContext, watchPage } from './browser';

const baseUrl = inject('baseUrl');
const PATH = '/sand/play/';
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

/** Opens the game, dismisses the first-game guide and opens the menu (replay, settings, debug tools), as these tests use them. */
async function open(query = '', theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  const opened = await openIsland(browser(), PATH, '.sand-board', { query, theme, tab });
  await readyToPlay(opened.page);
  return opened;
}
async function readyToPlay(page: Page) {
  // The guide shows once mounted on a first visit (each test's browser context is a first visit).
  await expect.poll(() => page.evaluate(() => document.querySelector('.sand-board')?.closest('astro-island')?.hasAttribute('ssr') === false)).toBe(true);
  if ((await page.getByTestId('sand-guide').count()) > 0) await page.getByRole('button', { name: 'Got it' }).click();
  await page.locator('.sand-menu > summary').click();
}

const slotText = (g: SandGame) => g.slots.map((p, i) => `${i + 1}: ${COLOUR_WORDS[p.colour]} ${p.shape}`);
const slots = async (page: Page) => Promise.all([1, 2, 3].map(async (i) => ((await page.getByTestId(`sand-slot-${i}`).textContent()) ?? '').trim()));
/** A number as the page writes it, grouped for the locale ("1,200"), or -1 when missing. */
const int = (text: string | undefined) => (text === undefined ? -1 : Number(text.replace(/,/g, '')));
const pixels = async (page: Page) => int(/pixels ([\d,]+)/.exec((await page.getByTestId('sand-stats').textContent()) ?? '')?.[1]);

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
    const frame = async () => int(/Frame ([\d,]+)/.exec((await page.getByTestId('sand-stats').textContent()) ?? '')?.[1]);
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
    await page.goto(`${baseUrl}${PATH}?sbSeed=touch`, { waitUntil: 'load' });
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

/**
 * Opens a link's game (seed and move list) in dark and checks that it replays its `count` moves and, paused and run
 * to rest, shows the engine's board, score and slots for them, with no error.
 */
async function linkReplays(seed: string, moves: string, count: number, game: SandGame) {
  const again = await open(`?sbSeed=${seed}&sbMoves=${moves}`, 'dark');
  await expect.poll(() => again.page.getByTestId('sand-message').textContent()).toContain(`Replayed ${count} moves`);
  await pause(again.page);
  await again.page.getByRole('button', { name: 'Run to rest' }).click();
  await expect.poll(() => pixels(again.page)).toBe(game.world.pixelCount());
  expect(await again.page.getByTestId('sand-score').textContent()).toContain(`Score ${game.score}`);
  expect(await slots(again.page)).toEqual(slotText(game));
  expect(again.watch.errors).toEqual([]);
  await again.close();
}

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

    await linkReplays('share', moves, 3, game);
  });

  it('a move list that does not replay is reported and a new game starts', async () => {
    const { page, watch, close } = await open('?sbSeed=share&sbMoves=AAAA');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('does not replay');
    expect(await slots(page)).toEqual(slotText(createSandGame({ seed: 'share' })));
    expect(watch.errors).toEqual([]);
    await close();
  });
});

/** A game of the daily seed of 5 January 2026 whose seventh piece clears (found with the engine; inputs only). */
const DAILY_DAY = '2026-01-05';
const DAILY_MOVES: { slot: number; gx: number }[] = [
  { slot: 0, gx: 0 },
  { slot: 1, gx: 0 },
  { slot: 1, gx: 0 },
  { slot: 1, gx: 0 },
  { slot: 2, gx: 0 },
  { slot: 0, gx: 0 },
  { slot: 0, gx: 8 },
];

/** Pauses the game (P on the board) and waits until the Resume button says so. */
async function pause(page: Page) {
  await page.locator('.sand-board').focus();
  await page.keyboard.press('p');
  await page.getByRole('button', { name: 'Resume' }).waitFor();
}

/** With the game paused: places a slot's piece on the top row at column gx by keyboard, then runs the board to rest. */
async function placeAtTop(page: Page, slot: number, gx: number) {
  const before = decodeMoves(param(page, 'sbMoves') ?? '').length;
  await page.locator('.sand-board').focus();
  await page.keyboard.press(String(slot + 1));
  for (let k = 0; k < 22; k++) await page.keyboard.press('ArrowUp');
  for (let k = 0; k < 12; k++) await page.keyboard.press('ArrowLeft');
  for (let k = 0; k < gx; k++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain(`at column ${gx + 1}, row 1.`);
  await page.getByRole('button', { name: 'Run to rest' }).click();
  await expect.poll(() => decodeMoves(param(page, 'sbMoves') ?? '').length, { timeout: 3000 }).toBe(before + 1);
}

/** The engine's game for a seed and a link's move list, run until the board is at rest. */
function settled(seed: string, text: string) {
  const { game } = replayMoves({ seed }, decodeMoves(text));
  game.runUntilIdle();
  return game;
}

describe('sand sandbox: undo', () => {
  it('is off by default: U says so and changes nothing', async () => {
    const { page, watch, close } = await open('?sbSeed=u0');
    await pause(page);
    await placeAtTop(page, 0, 2);
    await page.locator('.sand-board').focus();
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('Undo is off');
    expect(decodeMoves(param(page, 'sbMoves') ?? '')).toHaveLength(1);
    expect(await page.getByTestId('sand-undo-mark').count()).toBe(0);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('turned on by keyboard, U takes back the last placement; the link and the result carry the mark', async () => {
    const { page, watch, close } = await open('?sbSeed=u1');
    // Tab to the undo checkbox and tick it with Space: a new game, marked.
    const box = page.getByLabel(/^Undo/);
    await box.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => param(page, 'sbUndo'), { timeout: 3000 }).toBe('1');
    await expect.poll(() => page.getByTestId('sand-undo-mark').textContent()).toBe('with undo');
    await pause(page);
    await placeAtTop(page, 0, 1);
    await placeAtTop(page, 1, 6);
    const two = decodeMoveList(param(page, 'sbMoves')!);
    expect(two.undo).toBe(true);
    expect(two.moves).toHaveLength(2);
    await page.locator('.sand-board').focus();
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('Undid the last placement');
    await expect.poll(() => decodeMoveList(param(page, 'sbMoves') ?? '').moves, { timeout: 3000 }).toEqual(two.moves.slice(0, 1));
    // The board is the engine's replay of the shorter list, and the taken-back piece is in its slot again.
    const shorter = replayMoves({ seed: 'u1' }, two.moves.slice(0, 1)).game;
    await page.getByRole('button', { name: 'Run to rest' }).click();
    shorter.runUntilIdle();
    await expect.poll(() => pixels(page)).toBe(shorter.world.pixelCount());
    expect(await slots(page)).toEqual(slotText(shorter));
    // Control+Z undoes too, down to an empty board.
    await page.locator('.sand-board').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => pixels(page)).toBe(0);
    await expect.poll(() => decodeMoveList(param(page, 'sbMoves') ?? '')).toEqual({ moves: [], undo: true });
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('Nothing to undo');
    await page.getByRole('button', { name: 'Run to rest' }).click();
    await placeAtTop(page, 2, 3);
    const link = param(page, 'sbMoves')!;
    expect(watch.errors).toEqual([]);
    await close();

    // The shared link, even without sbUndo, opens marked: the move list says it was played with undo.
    const again = await open(`?sbSeed=u1&sbMoves=${link}`);
    await expect.poll(() => again.page.getByTestId('sand-message').textContent()).toContain('played with undo');
    await expect.poll(() => again.page.getByTestId('sand-undo-mark').textContent()).toBe('with undo');
    await expect.poll(() => param(again.page, 'sbUndo'), { timeout: 3000 }).toBe('1');
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });
});

/** The link's move list of the clearing game once a test has played it by keyboard (the link test reuses it). */
let dailyPlayed: string | null = null;

/**
 * Plays the clearing game of DAILY_DAY by keyboard in an opened sandbox, checks that the page shows the engine's
 * non-zero score for it with no error, and returns its link's move list (kept in dailyPlayed); `close`s the page if told.
 */
async function playDaily(opened: OpenedPage, close: boolean): Promise<string> {
  const { page, watch } = opened;
  await pause(page);
  for (const m of DAILY_MOVES) await placeAtTop(page, m.slot, m.gx);
  const moves = param(page, 'sbMoves')!;
  const game = settled(DAILY_DAY, moves);
  expect(game.score).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('sand-score').textContent()).toContain(`Score ${game.score}`);
  expect(watch.errors).toEqual([]);
  if (close) await opened.close();
  dailyPlayed = moves;
  return moves;
}

describe('sand sandbox: the daily game', () => {
  it("Today's game by keyboard sets today's UTC date as the seed and the document's rules", async () => {
    const { page, watch, close } = await open('?sbSeed=xyz&sbConn=8&sbColours=6');
    const button = page.getByRole('button', { name: "Today's game" });
    await button.focus();
    await page.keyboard.press('Enter');
    const days = [dailySeed(new Date()), dailySeed(new Date(Date.now() - 60_000))];
    await expect.poll(() => param(page, 'sbSeed'), { timeout: 3000 }).toBeOneOf(days);
    const today = param(page, 'sbSeed')!;
    expect(param(page, 'sbConn')).toBe('4');
    expect(param(page, 'sbColours')).toBe('4');
    await expect.poll(() => slots(page)).toEqual(slotText(createSandGame({ seed: today })));
    await expect.poll(() => page.getByTestId('sand-daily').textContent()).toContain(`Daily game of ${today} (today). Your best that day: none yet.`);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('keeps the best score of the day in localStorage and shows it in a new game of that day', async () => {
    const opened = await open(`?sbSeed=${DAILY_DAY}`);
    const { page, watch, close } = opened;
    await expect.poll(() => page.getByTestId('sand-daily').textContent()).toContain(`Daily game of ${DAILY_DAY}. Your best that day: none yet.`);
    const score = settled(DAILY_DAY, await playDaily(opened, false)).score;
    await expect.poll(() => page.getByTestId('sand-daily').textContent()).toContain(`Your best that day: ${score}.`);
    const stored = await page.evaluate(() => localStorage.getItem('stack-atlas:sand:daily-best'));
    expect(JSON.parse(stored ?? '{}')).toEqual({ [DAILY_DAY]: { plain: score } });
    // A new game of the same day (Restart) shows the kept best before scoring anything.
    await page.getByRole('button', { name: 'Restart' }).first().click();
    await expect.poll(() => pixels(page)).toBe(0);
    await expect.poll(() => page.getByTestId('sand-daily').textContent()).toContain(`Your best that day: ${score}.`);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('a link to a daily game does not count, and garbage in localStorage is no crash', async () => {
    const moves = encodeMoves(DAILY_MOVES.map((m, k) => ({ slot: m.slot, gx: m.gx, gy: 0, tick: k * 400 })));
    const context = await themedContext(browser(), 'light');
    await context.addInitScript(() => localStorage.setItem('stack-atlas:sand:daily-best', '{"2026-01-05": {"plain": "lots"}, "x": 1'));
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${PATH}?sbSeed=${DAILY_DAY}&sbMoves=${moves}`, { waitUntil: 'load' });
    await page.locator('.sand-board').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr]) .sand-board') !== null);
    await readyToPlay(page);
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('Replayed');
    await pause(page);
    await page.getByRole('button', { name: 'Run to rest' }).click();
    await expect.poll(() => page.getByTestId('sand-daily').textContent()).toContain('came from a link, so it does not count');
    expect(await page.getByTestId('sand-daily').textContent()).toContain('Your best that day: none yet.');
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});

describe('sand sandbox: a shared link with a score', () => {
  it('restores the board and a non-zero score from the link', async () => {
    // The clearing game played by keyboard (in the daily test above, whose page showed the engine's non-zero score
    // for it; played here if that test did not get so far), then its link opened in the tab made like a fresh one.
    const moves = dailyPlayed ?? (await playDaily(await open(`?sbSeed=${DAILY_DAY}`), true));
    const game = settled(DAILY_DAY, moves);

    await linkReplays(DAILY_DAY, moves, DAILY_MOVES.length, game);
  });
});

describe('sand sandbox: colour-blind mode', () => {
  it('the keyboard toggle changes the drawing, shows the legend and stays in the link', async () => {
    const { page, watch, close } = await open('?sbSeed=cb');
    await pause(page);
    await placeAtTop(page, 0, 0);
    await placeAtTop(page, 1, 5);
    const drawing = () => page.locator('.sand-canvas').evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    const plain = await drawing();
    expect(await page.locator('#sand-sandbox [data-testid=sand-legend]').count()).toBe(0);
    await page.getByRole('checkbox', { name: /^Colour-blind mode/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => param(page, 'sbPatterns'), { timeout: 3000 }).toBe('1');
    await expect.poll(drawing).not.toBe(plain);
    const patterned = await drawing();
    await expect.poll(() => page.locator('#sand-sandbox [data-testid=sand-legend] li').count()).toBe(4);
    // The moves did not change: only the drawing did.
    expect(decodeMoves(param(page, 'sbMoves') ?? '')).toHaveLength(2);
    const link = page.url();
    expect(watch.errors).toEqual([]);
    await close();

    // The link opens in colour-blind mode and draws the same board the same way.
    const again = await open(new URL(link).search, 'dark');
    await expect.poll(() => again.page.getByRole('checkbox', { name: /^Colour-blind mode/ }).isChecked()).toBe(true);
    await pause(again.page);
    await again.page.getByRole('button', { name: 'Run to rest' }).click();
    await expect.poll(() => again.page.locator('.sand-canvas').evaluate((c) => (c as HTMLCanvasElement).toDataURL())).toBe(patterned);
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });
});

describe('colour-blind mode on the other sand pages', () => {
  it('the figures follow the choice made in the sandbox (remembered by the browser)', async () => {
    const drawings = async (remembered: boolean) => {
      const context = await themedContext(browser(), 'light');
      if (remembered) await context.addInitScript(() => localStorage.setItem('stack-atlas:sand:patterns', '1'));
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(`${baseUrl}/sand/clears/`, { waitUntil: 'load' });
      await page.locator('#bfs-title').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !document.querySelector('#bfs-figure')?.closest('astro-island')?.hasAttribute('ssr'));
      const canvases = page.locator('#bfs-figure canvas');
      // The figure paints after mounting and again once the remembered choice is read: wait until two reads agree.
      let last = '';
      await expect
        .poll(async () => {
          const now = (await canvases.evaluateAll((cs) => cs.map((c) => (c as HTMLCanvasElement).toDataURL()))).join('|');
          const same = now === last;
          last = now;
          return same;
        })
        .toBe(true);
      expect(watch.errors).toEqual([]);
      await context.close();
      return last.split('|');
    };
    const plain = await drawings(false);
    const patterned = await drawings(true);
    expect(plain).toHaveLength(2);
    // Both canvases (pixels and logical cells) are drawn differently.
    expect(patterned[0]).not.toBe(plain[0]);
    expect(patterned[1]).not.toBe(plain[1]);
  });
});

/** The daily game above as a link's move list: its pieces dropped on the top row 400 frames apart. */
const REPLAY_MOVES = DAILY_MOVES.map((m, k) => ({ slot: m.slot, gx: m.gx, gy: 0, tick: k * 400 }));

/**
 * Opens the sandbox with this query under Playwright's fake clock (time moves only when the test says so, so "nothing
 * moved" is exact) and the given motion preference; waits until the island has hydrated.
 */
async function openClocked(query: string, reducedMotion: 'reduce' | 'no-preference'): Promise<OpenedPage> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
  await context.clock.install();
  const page = await context.newPage();
  const watch = watchPage(page);
  await page.goto(`${baseUrl}${PATH}${query}`, { waitUntil: 'load' });
  await page.locator('.sand-board').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => document.querySelector('astro-island:not([ssr]) .sand-board') !== null)).toBe(true);
  // Mount effects run on animation frames: under the fake clock, move it a little so they run.
  await page.clock.runFor(200);
  await readyToPlay(page);
  return { page, watch, close: () => context.close() };
}

/** The replay's readout as numbers: placements made, of how many, and the game's frame. */
async function replayAt(page: Page) {
  const text = (await page.getByTestId('sand-replay-position').textContent()) ?? '';
  const m = /placement ([\d,]+) of ([\d,]+) · frame ([\d,]+)/.exec(text);
  return m ? { placed: int(m[1]), of: int(m[2]), frame: int(m[3]), finished: text.startsWith('Replay finished') } : null;
}
const replaySaid = (page: Page) => page.getByTestId('sand-replay-status').textContent();
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('sand sandbox: watching a replay', () => {
  it("a link's game replays from its first frame: started and paused by keyboard, stepped to the end, it ends on the linked score", async () => {
    const moves = encodeMoves(REPLAY_MOVES);
    const linked = settled(DAILY_DAY, moves);
    expect(linked.score).toBeGreaterThan(0);
    const { page, watch, close } = await openClocked(`?sbSeed=${DAILY_DAY}&sbMoves=${moves}&sbReplaySpeed=16`, 'no-preference');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain(`Replayed ${REPLAY_MOVES.length} moves`);
    await expect.poll(() => page.getByTestId('sand-replay').textContent()).toContain(`This link holds ${REPLAY_MOVES.length} placements`);
    expect(await page.getByLabel('Replay speed').inputValue()).toBe('16');
    // Start by keyboard: the board goes back to its first frame and plays.
    await page.getByRole('button', { name: 'Watch replay' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => replaySaid(page)).toContain(`Replay of ${REPLAY_MOVES.length} placements from the first frame, playing at 16×.`);
    expect(await page.getByTestId('sand-replay-status').getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => replayAt(page)).toMatchObject({ of: REPLAY_MOVES.length, finished: false });
    // One second of clock is 60 frames of the game at 1×, 960 at 16×; the status line is not rewritten on the way.
    const before = (await replayAt(page))!;
    await page.clock.runFor(1000);
    await expect.poll(async () => (await replayAt(page))!.frame).toBeGreaterThan(before.frame + 300);
    expect(await replaySaid(page)).toContain('playing at 16×.');
    // While it plays, the list of clears is not read out.
    expect(await page.getByTestId('sand-events').getAttribute('aria-live')).toBe('off');
    // Pause by keyboard: the next control after the start button.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Pause replay');
    await page.keyboard.press('Enter');
    await expect.poll(() => replaySaid(page)).toMatch(/^Replay paused at placement \d+ of 7, frame [\d,]+\.$/);
    const paused = (await replayAt(page))!;
    expect(paused.frame).toBeLessThan(REPLAY_MOVES[REPLAY_MOVES.length - 1].tick);
    await page.clock.runFor(2000);
    expect(await replayAt(page)).toEqual(paused);
    // Next placement, by keyboard, once per move left: each lands on its recorded frame.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Next placement');
    for (let k = paused.placed + 1; k <= REPLAY_MOVES.length; k++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => replayAt(page)).toEqual({ placed: k, of: REPLAY_MOVES.length, frame: REPLAY_MOVES[k - 1].tick, finished: false });
      expect(await replaySaid(page)).toContain(
        `Placement ${k} of ${REPLAY_MOVES.length}, frame ${REPLAY_MOVES[k - 1].tick.toLocaleString('en')}: slot ${REPLAY_MOVES[k - 1].slot + 1}`,
      );
    }
    // Once more: the sand settles, and the replay ends on the linked board and score.
    await page.keyboard.press('Enter');
    await expect.poll(() => replayAt(page)).toMatchObject({ placed: REPLAY_MOVES.length, finished: true });
    await expect.poll(() => replaySaid(page)).toContain(`score ${linked.score}. You play on from here.`);
    expect(await page.getByTestId('sand-score').textContent()).toContain(`Score ${linked.score}`);
    expect(await pixels(page)).toBe(linked.world.pixelCount());
    expect(await slots(page)).toEqual(slotText(linked));
    expect(param(page, 'sbMoves')).toBe(moves);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('with reduced motion the replay starts paused on its first frame; S, N and E on the board step it to the linked score', async () => {
    const moves = encodeMoves(REPLAY_MOVES);
    const linked = settled(DAILY_DAY, moves);
    const { page, watch, close } = await openClocked(`?sbSeed=${DAILY_DAY}&sbMoves=${moves}`, 'reduce');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain(`Replayed ${REPLAY_MOVES.length} moves`);
    await page.locator('.sand-board').focus();
    await page.keyboard.press('r');
    await expect.poll(() => replaySaid(page)).toContain('paused because your system asks for reduced motion');
    await expect.poll(() => replayAt(page)).toEqual({ placed: 0, of: REPLAY_MOVES.length, frame: 0, finished: false });
    expect(await page.getByRole('button', { name: 'Play replay' }).count()).toBe(1);
    expect(await pixels(page)).toBe(0);
    await page.clock.runFor(3000);
    expect(await replayAt(page)).toEqual({ placed: 0, of: REPLAY_MOVES.length, frame: 0, finished: false });
    // S: one frame (the first move is on frame 0, so it lands first); N: the next placement; E: the end.
    await page.keyboard.press('s');
    await expect.poll(() => replayAt(page)).toEqual({ placed: 1, of: REPLAY_MOVES.length, frame: 1, finished: false });
    await page.keyboard.press('n');
    await expect.poll(() => replayAt(page)).toEqual({ placed: 2, of: REPLAY_MOVES.length, frame: REPLAY_MOVES[1].tick, finished: false });
    // Keys of play are refused while the replay runs.
    await page.keyboard.press('1');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('A replay is running');
    await page.keyboard.press('e');
    await expect.poll(() => replayAt(page)).toMatchObject({ placed: REPLAY_MOVES.length, finished: true });
    await expect.poll(() => page.getByTestId('sand-score').textContent()).toContain(`Score ${linked.score}`);
    expect(await pixels(page)).toBe(linked.world.pixelCount());
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('replays the game being played, on demand, and pauses while the board is off screen', async () => {
    const { page, watch, close } = await openClocked('?sbSeed=rp', 'no-preference');
    expect(await page.getByRole('button', { name: 'Watch replay' }).isDisabled()).toBe(true);
    await page.locator('.sand-board').focus();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await page.clock.runFor(500);
    await page.keyboard.press('2');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => decodeMoves(param(page, 'sbMoves') ?? '').length).toBe(2);
    await page.getByLabel('Replay speed').selectOption('1');
    await expect.poll(() => param(page, 'sbReplaySpeed')).toBe('1');
    await page.getByRole('button', { name: 'Watch replay' }).click();
    await expect.poll(() => replaySaid(page)).toContain('Replay of 2 placements from the first frame, playing at 1×.');
    await page.clock.runFor(200);
    await expect.poll(async () => (await replayAt(page))!.frame).toBeGreaterThan(0);
    // Off screen: no frame runs, however long.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.locator('#sand-sandbox').evaluate((el) => el.getBoundingClientRect().bottom < 0)).toBe(true);
    await page.clock.runFor(200);
    const away = (await replayAt(page))!.frame;
    await page.clock.runFor(3000);
    expect((await replayAt(page))!.frame).toBe(away);
    // Back on screen it goes on, and it ends on the game that was played.
    await page.locator('.sand-board').scrollIntoViewIfNeeded();
    await page.clock.runFor(3000);
    await expect.poll(async () => (await replayAt(page))!.frame).toBeGreaterThan(away);
    await page.getByRole('button', { name: 'Jump to end' }).click();
    const played = settled('rp', param(page, 'sbMoves')!);
    await expect.poll(() => replayAt(page)).toMatchObject({ placed: 2, finished: true });
    expect(await pixels(page)).toBe(played.world.pixelCount());
    expect(watch.errors).toEqual([]);
    await close();
  });
});
