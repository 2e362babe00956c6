// Block War islands driven as a person would: keyboard and mouse, shared links reproduce the state, bad links are reported.
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  legalPlacements,
  cellSetKey,
  checkStuck,
  currentLegal,
  greedyBot,
  newMatch,
  placementCells,
  playMatch,
  playPlacement,
  placementPoints,
} from '~/engines/block-war';
import { encodeMoves, linkOrder, MOVE_DIGITS } from '~/islands/block-war/codec';
import { unpackCode } from '~/islands/block-war/code-link';
import { BATTLE_EXAMPLE } from '~/engines/block-war/examples';
import { openIsland, useBrowser, param, type OpenedPage, type SharedTab } from './island';
import { themedContext, watchPage } from './browser';
import { describeTasks, longTasksDuring } from './long-tasks';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

async function open(path: string, island: string, theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  return openIsland(browser(), path, island, { theme, tab });
}

describe('piece explorer', () => {
  it('picks a piece by keyboard, turns it, and the link reproduces it', async () => {
    const { page, watch, close } = await open('/block-war/pieces/', '#pe-title');
    const summary = page.getByTestId('pe-summary');
    await expect.poll(() => summary.textContent()).toContain('J, direction 0');
    await page.getByLabel('O', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Next direction' }).click();
    await expect.poll(() => summary.textContent()).toContain('O, direction 1');
    // O direction 1 centred at (0, 0) covers the same cells as direction 0 centred at (0, 1) (the table: (0,0),(1,0),(0,-1),(1,-1)).
    await expect.poll(() => summary.textContent()).toContain('direction 0 with its centre at (0, 1)');
    await expect.poll(() => param(page, 'pePiece'), { timeout: 3000 }).toBe('O');
    await expect.poll(() => param(page, 'peDir'), { timeout: 3000 }).toBe('1');
    const link = page.url();
    await close();
    const again = await open(link.replace(baseUrl, ''), '#pe-title', 'dark');
    await expect.poll(() => again.page.getByTestId('pe-summary').textContent()).toContain('O, direction 1');
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });
});

describe('clear-rule lab', () => {
  it("starts on the document's battle example, also without JavaScript", async () => {
    const html = await (await fetch(`${baseUrl}/block-war/clearing/`)).text();
    expect(html).toContain('Full rows: 11 (0 peace, 1 battle)');
    const { page, watch, close } = await open('/block-war/clearing/', '#cl-title');
    await expect.poll(() => page.getByTestId('cl-summary').textContent()).toContain('Rows move: 9 → 12, 10 → 13, 12 → 14');
    expect(watch.errors).toEqual([]);
    await close();
  });
  it('loads the peace preset, edits a cell with the mouse, and the link reproduces the board', async () => {
    const { page, watch, close } = await open('/block-war/clearing/', '#cl-title');
    const summary = page.getByTestId('cl-summary');
    await page.getByLabel('Preset').selectOption('peace-1');
    await expect.poll(() => summary.textContent()).toContain('Full rows: 9 (1 peace, 0 battle)');
    await expect.poll(() => summary.textContent()).toContain('Peace only');
    // Keyboard: step to another placement; the O then no longer completes row 9.
    await page.getByRole('button', { name: /Next placement/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => summary.textContent()).not.toContain('Full rows: 9 (1 peace');
    // Mouse: switch to editing and empty cell (0, 0).
    await page.getByRole('radio', { name: /fills or empties a cell/ }).check();
    const before = param(page, 'clBoard');
    await page.locator('#cl-title ~ .bw-figures rect.bw-hit[data-x="0"][data-y="14"]').first().click();
    await expect.poll(() => param(page, 'clBoard'), { timeout: 3000 }).not.toBe(before);
    const link = page.url();
    const text = await summary.textContent();
    await close();
    const again = await open(link.replace(baseUrl, ''), '#cl-title');
    await expect.poll(() => again.page.getByTestId('cl-summary').textContent()).toBe(text);
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });
  for (const [zone, board] of [
    ['peace', '3ff3ff3ff3ff3ff000000000000000000000000000000'],
    ['battle', '0000000000000000000000000000003ff3ff3ff3ff3ff'],
  ] as const) {
    it(`shows five full ${zone} rows with a notice, keeps the link's board, and logs no error`, async () => {
      const { page, watch, close } = await open(`/block-war/clearing/?clBoard=${board}&clPiece=none`, '#cl-title');
      await expect.poll(() => page.getByTestId('cl-unreachable').textContent()).toContain(`5 full rows`);
      await expect
        .poll(() => page.getByTestId('cl-summary').textContent())
        .toContain(`Full rows: ${zone === 'peace' ? '0, 1, 2, 3, 4 (5 peace' : '10, 11, 12, 13, 14 (0 peace, 5 battle'}`);
      expect(param(page, 'clBoard')).toBe(board);
      expect(watch.errors).toEqual([]);
      await close();
    });
  }
  it('is operable by keyboard alone: Tab into the board grid, arrows move, Space fills a cell, Enter places', async () => {
    const { page, watch, close } = await open('/block-war/clearing/', '#cl-title');
    const grid = page.locator('#clear-lab [role="grid"]');
    expect(await grid.count()).toBe(1);
    expect(await grid.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
    // Edit mode by keyboard: focus the radio group, choose "fills or empties", Tab into the grid.
    await page.getByRole('radio', { name: /places the piece/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: /fills or empties a cell/ }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('row 0, column 0, empty');
    for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^row 14, column 9, /);
    const before = param(page, 'clBoard');
    const wasEmpty = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!.includes('empty');
    await page.keyboard.press('Space');
    await expect.poll(() => param(page, 'clBoard'), { timeout: 3000 }).not.toBe(before);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(wasEmpty ? /^row 14, column 9, filled/ : /^row 14, column 9, empty/);
    // Back to placing: the focused cell shows the piece there, Enter chooses it and the summary (aria-live) says so.
    await page.getByRole('radio', { name: /fills or empties a cell/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByRole('radio', { name: /places the piece/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: /places the piece/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+Home');
    // Go to the centre of the engine's last legal T placement on the document's example (not the preset's own).
    const target = legalPlacements(BATTLE_EXAMPLE.before, BATTLE_EXAMPLE.piece).at(-1)!;
    for (let i = 0; i < target.y; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < target.x; i++) await page.keyboard.press('ArrowRight');
    const here = new RegExp(`^row ${target.y}, column ${target.x}, [^,]+, the piece would be here`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(here);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('cl-summary').getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => page.getByTestId('cl-summary').textContent()).toContain(`with its centre at (${target.x}, ${target.y})`);
    await expect.poll(() => param(page, 'clY'), { timeout: 3000 }).toBe(String(target.y));
    expect(watch.errors).toEqual([]);
    await close();
  });
  it('at 390 px the preset select fits the phone and the page does not scroll sideways', async () => {
    const { page, watch, close } = await open('/block-war/clearing/', '#cl-title');
    await page.setViewportSize({ width: 390, height: 900 });
    const box = await page.getByLabel('Preset').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(watch.errors).toEqual([]);
    await close();
  });
  it('reports a malformed board in the link and keeps the default', async () => {
    const { page, watch, close } = await open(`/block-war/clearing/?clBoard=${encodeURIComponent('<b>zz')}`, '#cl-title');
    await expect.poll(() => page.locator('.atlas-notice').textContent()).toContain('not 45 hex digits');
    await expect.poll(() => page.getByTestId('cl-summary').textContent()).toContain('Full rows: 11');
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('playable board', () => {
  it('places by mouse, the greedy bot answers, and the link replays the game', async () => {
    const { page, watch, close } = await open('/block-war/match/', '#pb-title');
    const status = page.getByTestId('pb-status');
    await expect.poll(() => status.textContent()).toContain('Red to place');
    await page.locator('#pb-title ~ .bw-side rect.bw-hit[data-x="0"][data-y="14"]').click();
    await expect.poll(() => page.getByTestId('pb-last').textContent(), { timeout: 5000 }).toContain('blue placed');
    await expect.poll(() => status.textContent()).toContain('Round 2 of 280');
    await expect.poll(() => (param(page, 'pbMoves') ?? '').length, { timeout: 3000 }).toBe(4);
    // Keyboard: choose from the list and press Place.
    await page.getByRole('button', { name: 'Place' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent(), { timeout: 5000 }).toContain('Round 3 of 280');
    await expect.poll(() => (param(page, 'pbMoves') ?? '').length, { timeout: 3000 }).toBe(8);
    const link = page.url();
    const text = await status.textContent();
    await close();
    const again = await open(link.replace(baseUrl, ''), '#pb-title', 'dark');
    await expect.poll(() => again.page.getByTestId('pb-status').textContent()).toBe(text);
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });
  it('a clearing placement flashes its full rows and scores by the table', async () => {
    // Replay a greedy match for seed "table" as indices into each turn's legal list, up to red's first clear.
    const bots = playMatch('table', greedyBot, greedyBot);
    let m = checkStuck(newMatch('table'));
    const moves: number[] = [];
    let clearing = -1;
    for (const h of bots.history) {
      // Move lists index the legal list in the links' fixed order (codec.ts linkOrder).
      const legal = linkOrder(currentLegal(m));
      const i = legal.findIndex((q) => cellSetKey(placementCells(h.piece, q)) === cellSetKey(placementCells(h.piece, h.placement)));
      if (h.player === 'red' && h.peaceCleared + h.battleCleared > 0) {
        clearing = i;
        break;
      }
      moves.push(i);
      m = playPlacement(m, legal[i]);
    }
    expect(clearing).toBeGreaterThanOrEqual(0);
    const rec = bots.history[moves.length];
    const { page, watch, close } = await open(`/block-war/match/?pbSeed=table&pbBlue=hand&pbMoves=${encodeMoves(moves)}`, '#pb-title');
    await expect.poll(() => page.getByTestId('pb-status').textContent()).toContain('Red to place');
    await page.locator('#pb-title ~ .bw-side select').selectOption(String(clearing));
    await page.getByRole('button', { name: 'Place' }).click();
    await expect.poll(() => page.locator('#pb-title ~ .bw-side svg.bw-flash').count(), { timeout: 2000 }).toBe(1);
    const pts = placementPoints(rec.peaceCleared, rec.battleCleared, rec.comboAtRoundStart);
    await expect.poll(() => page.getByTestId('pb-last').textContent()).toContain(`for ${pts} point`);
    await expect.poll(() => page.locator('#pb-title ~ .bw-side svg.bw-flash').count(), { timeout: 3000 }).toBe(0);
    expect(watch.errors).toEqual([]);
    await close();
  });
  it('is playable by keyboard alone: Tab into the grid, the focused cell previews where the piece lands, Enter places', async () => {
    const { page, watch, close } = await open('/block-war/match/?pbBlue=hand', '#pb-title');
    const status = page.getByTestId('pb-status');
    await expect.poll(() => status.textContent()).toContain('Red to place');
    await page.getByLabel('Blue is played by').focus();
    await page.keyboard.press('Tab'); // Undo is disabled before the first move, so Tab reaches the board
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
    // Row 0 of an empty field: no placement covers it, so the preview shows where the piece lands in that column.
    await expect.poll(() => page.getByTestId('pb-preview').textContent()).toMatch(/centre \(0, \d+\)/);
    for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^row 14, column 4, empty, the piece would be here/);
    const shown = await page.getByTestId('pb-preview').textContent();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toContain('Blue to place');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^row 14, column 4, red, placed last/);
    await expect.poll(() => (param(page, 'pbMoves') ?? '').length, { timeout: 3000 }).toBe(MOVE_DIGITS);
    expect(shown).toMatch(/^Shown: [IJLOSTZ] direction \d/);
    expect(watch.errors).toEqual([]);
    await close();
  });
  it('hand against hand: blue waits for a person', async () => {
    const { page, watch, close } = await open('/block-war/match/?pbBlue=hand', '#pb-title');
    await page.getByRole('button', { name: 'Place' }).click();
    const status = page.getByTestId('pb-status');
    await expect.poll(() => status.textContent()).toContain('Blue to place');
    // Blue waits for a hand: the status does not say a bot is thinking, the hand's controls are offered to blue,
    // and the link holds red's move only.
    await expect.poll(() => status.textContent()).not.toContain('the bot is thinking');
    await expect.poll(() => page.getByRole('button', { name: 'Place' }).isEnabled()).toBe(true);
    await expect.poll(() => (param(page, 'pbMoves') ?? '').length, { timeout: 3000 }).toBe(MOVE_DIGITS);
    await page.getByRole('button', { name: 'Place' }).click();
    await expect.poll(() => status.textContent()).toContain('Red to place');
    await expect.poll(() => (param(page, 'pbMoves') ?? '').length, { timeout: 3000 }).toBe(2 * MOVE_DIGITS);
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('match replay', () => {
  for (const query of ['', '?mrSeed=7&mrBlue=random']) {
    it(`loading and hydrating /block-war/replay/${query} makes no main-thread task longer than 200 ms`, async () => {
      const context = await themedContext(browser(), 'light');
      const page = await context.newPage();
      const watch = watchPage(page);
      // Measured as main-thread CPU time from a trace (long-tasks.ts): a busy machine stretches wall time, not CPU time.
      const long = await longTasksDuring(page, async () => {
        await page.goto(`${baseUrl}/block-war/replay/${query}`, { waitUntil: 'load' });
        await page.locator('#mr-title').scrollIntoViewIfNeeded();
        await page.waitForFunction(() => !document.querySelector('#mr-title')?.closest('astro-island')?.hasAttribute('ssr'));
        // The whole match is known once the result line names a winner or a draw and the chart is drawn.
        await expect.poll(() => page.getByTestId('mr-result').textContent(), { timeout: 20_000 }).toMatch(/wins|draw/);
        await expect.poll(() => page.locator('#match-replay canvas').count()).toBe(1);
        if (query) await expect.poll(() => page.getByTestId('mr-status').textContent()).toMatch(/^Placement (\d+) of \1: round/);
      });
      expect(describeTasks(long)).toEqual([]);
      expect(watch.errors).toEqual([]);
      await context.close();
      // The old code failed this (2714 ms and 368 ms tasks).
    });
  }

  it('scrubs with the keyboard and the link reproduces the placement shown', async () => {
    const { page, watch, close } = await open('/block-war/replay/', '#mr-title');
    const status = page.getByTestId('mr-status');
    await expect.poll(() => status.textContent()).toContain('Placement 560 of 560');
    await page.locator('#mr-turn-input').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => status.textContent()).toContain('the empty field before red moves');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => status.textContent()).toContain('Placement 3 of 560: round 2, red placed');
    await page.getByRole('button', { name: 'One placement forward' }).click();
    await expect.poll(() => param(page, 'mrTurn'), { timeout: 3000 }).toBe('4');
    const link = page.url();
    const text = await status.textContent();
    await close();
    const again = await open(link.replace(baseUrl, ''), '#mr-title');
    await expect.poll(() => again.page.getByTestId('mr-status').textContent()).toBe(text);
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });
  it('a new seed and bots give a new match; a bad bot name is reported', async () => {
    const { page, watch, close } = await open('/block-war/replay/?mrRed=<script>', '#mr-title');
    await expect.poll(() => page.locator('.atlas-notice').textContent()).toContain('is not one of random, greedy');
    await page.getByLabel('Blue bot').selectOption('random');
    await page.locator('#mr-seed-input').fill('abc');
    await page.getByRole('button', { name: 'Play this seed' }).click();
    await expect.poll(() => page.getByTestId('mr-result').textContent()).toContain('Seed abc, greedy (red) against random (blue)');
    await expect.poll(() => param(page, 'mrSeed'), { timeout: 3000 }).toBe('abc');
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('arena', () => {
  const status = (page: OpenedPage['page']) => page.getByTestId('ar-status');
  it('runs the starter bot only on Run, reports the result, and the replay file imports back to the same score', async () => {
    const { page, watch, close } = await open('/block-war/arena/?arOpponent=random', '#ar-title');
    await expect.poll(() => status(page).textContent()).toContain('Nothing runs before that');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/^(Your bot wins|Your bot loses|A draw) (\d+)–(\d+)/);
    const score = (await status(page).textContent())!.match(/(\d+)–(\d+)/)![0];
    const file = await page.getByTestId('ar-replay').inputValue();
    expect(JSON.parse(file).format).toBe('stack-atlas/block-war-replay');
    await page.getByLabel('Import a replay file').fill(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => status(page).textContent()).toContain(`placements, ${score}.`);
    expect(watch.errors).toEqual([]);
    await close();
  }, 90_000);

  it('a bot typed by keyboard plays a tournament against all three bots to the end; the table per opponent adds up', async () => {
    const { page, watch, close } = await open('/block-war/arena/?arOpponent=all&arGames=2&arSeed=kb', '#ar-title');
    const box = page.getByLabel(/Your bot/);
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    const typed = '(view) => view.legal[view.legal.length - 1]';
    await page.keyboard.type(typed);
    await expect.poll(() => box.inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Run' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => status(page).textContent(), { timeout: 150_000 })
      .toMatch(/^6 games against random, greedy, search: (\d+) won, (\d+) drawn, (\d+) lost; your mean score [\d.]+, your opponents' [\d.]+\.$/);
    // The typed code went into the link, compressed (so the link reproduces the tournament).
    await expect.poll(async () => unpackCode(param(page, 'arBot') ?? ''), { timeout: 3000 }).toBe(typed);
    const results = page.getByTestId('ar-results');
    const rows = await results.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
    expect(rows.map((r) => r[0])).toEqual(['random', 'greedy', 'search', 'all games']);
    // Each opponent: 2 games, won + drawn + lost = 2; the last row sums them, and its means are the means of the rows.
    for (const r of rows.slice(0, 3)) expect(Number(r[2]) + Number(r[3]) + Number(r[4])).toBe(Number(r[1]));
    for (const col of [1, 2, 3, 4]) expect(Number(rows[3][col])).toBe(rows.slice(0, 3).reduce((a, r) => a + Number(r[col]), 0));
    const games = page.getByTestId('ar-games').locator('tbody tr');
    expect(await games.count()).toBe(6);
    expect(await games.locator('td:nth-child(4)').allTextContents()).toEqual(['random', 'random', 'greedy', 'greedy', 'search', 'search']);
    expect(await games.locator('td:nth-child(3)').allTextContents()).toEqual(['red', 'blue', 'red', 'blue', 'red', 'blue']);
    // The overall mean of "yours" is the mean of every game's own score, read off the games table.
    const scores = await games.evaluateAll((trs) =>
      trs.map((tr) => {
        const [r, b] = tr.children[4].textContent!.split('–').map(Number);
        return tr.children[2].textContent === 'red' ? r : b;
      }),
    );
    expect(rows[3][5]).toBe((scores.reduce((a, x) => a + x, 0) / scores.length).toFixed(1));
    // Replay any game: game 4 (greedy, you blue), step back with the keyboard.
    await page.getByRole('button', { name: 'Replay game 4' }).click();
    const view = page.getByTestId('ar-replay-view');
    await expect.poll(() => view.locator('h4').textContent()).toBe('Replay of game 4: seed kb, greedy (red) against you (blue)');
    await page.locator('#ar-step').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('ar-step-status').textContent()).toContain('the empty field before red moves');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('ar-step-status').textContent()).toMatch(/^Placement 2 of \d+: round 1, blue placed/);
    expect(watch.errors).toEqual([]);
    await close();
  }, 200_000);

  it('a replay link shows the same game, and runs nothing', async () => {
    const { page, watch, close } = await open('/block-war/arena/?arOpponent=greedy&arGames=2&arSeed=ln', '#ar-title');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 120_000 }).toMatch(/^2 games against greedy/);
    await page.getByRole('button', { name: 'Replay game 2' }).click();
    const final = await page.getByTestId('ar-step-status').textContent();
    const file = await page.getByTestId('ar-replay').inputValue();
    const href = await page.getByTestId('ar-replay-link').getAttribute('href');
    expect(href).toMatch(/^\?arReplay=ln\.greedy\.you\.[0-9a-z]+#block-war-arena$/);
    await close();
    const again = await open(`/block-war/arena/${href}`, '#ar-title', 'dark');
    await expect.poll(() => again.page.getByTestId('ar-step-status').textContent()).toBe(final);
    expect(await again.page.getByTestId('ar-replay').inputValue()).toBe(file);
    await expect.poll(() => again.page.getByTestId('ar-replay-view').locator('h4').textContent()).toContain('Replay of the replay from the link');
    // Nothing ran: the status still asks for Run, and no worker and no sandbox frame was started.
    expect(await again.page.getByTestId('ar-status').textContent()).toContain('Nothing runs before that');
    expect(again.page.workers()).toEqual([]);
    expect(again.page.frames()).toHaveLength(1);
    // A broken link is reported as text, and the page keeps working.
    const broken = await open(`/block-war/arena/?arReplay=${encodeURIComponent('a.b.c.zz')}`, '#ar-title');
    await expect.poll(() => broken.page.getByTestId('ar-link-error').textContent()).toContain('could not be read: move 1 is out of range');
    expect([...watch.errors, ...again.watch.errors, ...broken.watch.errors]).toEqual([]);
    await again.close();
    await broken.close();
  }, 150_000);

  /**
   * The bots below take turns in one page, as a reader tries one bot after another: the first opens the page from a
   * link (the page's link path), each later one is typed into the box, with the time limit typed when it changes and
   * the games per opponent set back to the link's one. Each Run starts a new sandbox and worker. A test that fails
   * closes the page, and the next one opens its own from a link.
   */
  const turns = { page: null as OpenedPage | null };
  afterAll(() => turns.page?.close());
  async function takeTurn(code: string, limit: number, onTestFailed: (fn: () => void) => void): Promise<OpenedPage & { before: string }> {
    onTestFailed(() => {
      void turns.page?.close();
      turns.page = null;
    });
    const had = turns.page;
    if (!had) {
      turns.page = await openIsland(browser(), '/block-war/arena/', '#ar-title', { query: `?arLimit=${limit}&arCode=${encodeURIComponent(code)}` });
    } else {
      // Records of this bot's run only (a test that saw an error failed, and closed the page).
      had.watch.errors.length = 0;
      // The number fields write their change when the focus leaves them, here for the code box.
      await had.page.getByLabel('Games per opponent').fill('1');
      await had.page.getByLabel('Time per move (ms)').fill(String(limit));
      await had.page.getByLabel(/Your bot/).fill(code);
      await expect.poll(() => param(had.page, 'arGames') ?? '1').toBe('1');
      await expect.poll(() => param(had.page, 'arLimit') ?? '1000').toBe(String(limit));
    }
    await expect.poll(() => turns.page!.page.getByLabel(/Your bot/).inputValue()).toBe(code);
    return { ...turns.page!, before: (await status(turns.page!.page).textContent()) ?? '' };
  }
  /** The status, once it is no longer `before` (the last run's, which stays until Run; consecutive bots below end
   * with different texts). */
  const statusAfter = async (page: OpenedPage['page'], before: string) => {
    const now = (await status(page).textContent()) ?? '';
    return now === before ? "(the last run's status)" : now;
  };

  for (const [what, code, says] of [
    ['an illegal placement loses', '() => ({ x: -5, y: 0, dir: 0 })', /not a legal placement/],
    ['a throw loses', '() => { throw new Error("boom") }', /threw on placement 1: "boom"/],
    ['the worker has no network', '() => { fetch("/"); }', /threw on placement 1/],
    ['an endless loop times out', '() => { for (;;) {} }', /took longer than 100 ms on placement 1/],
  ] as const) {
    it(`${what}, and the page says why`, async ({ onTestFailed }) => {
      // The time limit is the default (1,000 ms), or 100 ms for the endless loop, which uses all of it.
      const { page, watch, before } = await takeTurn(code, what.startsWith('an endless') ? 100 : 1000, onTestFailed);
      await page.getByRole('button', { name: 'Run' }).click();
      await expect.poll(() => statusAfter(page, before), { timeout: 20_000 }).toMatch(says);
      expect(await status(page).textContent()).toContain('Your bot loses');
      expect(watch.errors).toEqual([]);
    });
  }

  // Hostile bots: each is stopped by the harness, the page answers (a control changes the URL; for the bots that work
  // for the whole time limit, while they work) and runs no long task. postMessage and Worker are taken away before the
  // code is read, so spam and nested workers end with a throw at once. The two that time out are apart, so each run
  // ends on another text than the run before it.
  for (const [what, code, says, slow] of [
    ['an endless loop', '() => { for (;;) {} }', /took longer than 3,000 ms on placement 1/, true],
    [
      'postMessage spam',
      '() => { for (;;) postMessage({ type: "move", id: 1, placement: null }); }',
      /threw on placement 1: "postMessage is not a function"/,
      false,
    ],
    ['a huge allocation', '() => { const a = []; for (;;) a.push(new Array(1e6).fill(a.length)); }', /took longer than 3,000 ms|worker stopped/, true],
    ['postMessage spam through self', '() => { for (;;) self.postMessage("x"); }', /threw on placement 1: "self.postMessage is not a function"/, false],
    ['a nested worker', '() => { new Worker("data:text/javascript,for(;;)postMessage(1)"); }', /threw on placement 1: "Worker is not a constructor"/, false],
  ] as const) {
    it(`a hostile bot (${what}) is stopped, and the page stays responsive`, async ({ onTestFailed }) => {
      const { page, watch, before } = await takeTurn(code, 3000, onTestFailed);
      // From the click on: the page's main-thread tasks, as CPU time from a trace (long-tasks.ts).
      const long = await longTasksDuring(page, async () => {
        await page.getByRole('button', { name: 'Run' }).click();
        if (slow) await expect.poll(() => status(page).textContent()).toContain('Playing game 1');
        // A control still answers (while a slow bot works): one more game per opponent, written to the link.
        await page.getByLabel('Games per opponent').focus();
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => param(page, 'arGames'), { timeout: 3000 }).toBe('2');
        if (slow) expect(await status(page).textContent()).toContain('Playing game 1');
        await expect.poll(() => statusAfter(page, before), { timeout: 30_000 }).toMatch(says);
        expect(await status(page).textContent()).toContain('Your bot loses');
        await expect.poll(() => page.getByRole('button', { name: 'Run' }).isEnabled()).toBe(true);
      });
      expect(describeTasks(long)).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }
});
