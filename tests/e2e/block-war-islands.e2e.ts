// Block War islands driven as a person would: keyboard and mouse, shared links reproduce the state, bad links are reported.
import { describe, expect, inject, it } from 'vitest';
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
import { encodeMoves, MOVE_DIGITS } from '~/islands/block-war/codec';
import { BATTLE_EXAMPLE } from '~/engines/block-war/examples';
import { openIsland, useBrowser, param, type OpenedPage } from './island';
import { themedContext, watchPage } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function open(path: string, island: string, theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  return openIsland(browser(), path, island, { theme });
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
      const legal = currentLegal(m);
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
    it(`loading and hydrating /block-war/replay/${query} makes no main-thread task longer than 200 ms`, { retry: 2 }, async () => {
      const context = await themedContext(browser(), 'light');
      await context.addInitScript(() => {
        const w = window as unknown as { longTasks: number[] };
        w.longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(`${baseUrl}/block-war/replay/${query}`, { waitUntil: 'networkidle' });
      await page.locator('#mr-title').scrollIntoViewIfNeeded();
      await page.waitForFunction(() => !document.querySelector('#mr-title')?.closest('astro-island')?.hasAttribute('ssr'));
      // The whole match is known once the result line names a winner or a draw and the chart is drawn.
      await expect.poll(() => page.getByTestId('mr-result').textContent(), { timeout: 20_000 }).toMatch(/wins|draw/);
      await expect.poll(() => page.locator('#match-replay canvas').count()).toBe(1);
      if (query) await expect.poll(() => page.getByTestId('mr-status').textContent()).toMatch(/^Placement (\d+) of \1: round/);
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
      expect(tasks.filter((d) => d > 200)).toEqual([]);
      expect(watch.errors).toEqual([]);
      await context.close();
      // Long tasks are wall-clock time: on a machine shared by many jobs one slice can be descheduled past 200 ms, so
      // the test gets two more tries (retry: 2); the old code failed every try (2714 ms and 368 ms tasks).
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
  it('runs the starter bot only on Run, reports the result, and the replay file imports back to the same score', async () => {
    const { page, watch, close } = await open('/block-war/arena/?arOpponent=random', '#ar-title');
    const status = page.getByTestId('ar-status');
    await expect.poll(() => status.textContent()).toContain('Nothing runs before that');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/^(Your bot wins|Your bot loses|A draw) (\d+)–(\d+)/);
    const score = (await status.textContent())!.match(/(\d+)–(\d+)/)![0];
    const file = await page.getByTestId('ar-replay').inputValue();
    expect(JSON.parse(file).format).toBe('stack-atlas/block-war-replay');
    await page.getByLabel('Import a replay file').fill(file);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect.poll(() => status.textContent()).toContain(`placements, ${score}.`);
    expect(watch.errors).toEqual([]);
    await close();
  }, 90_000);
  it('a tournament of 4 games plays both colours on two block lists and sums up won, drawn and lost', async () => {
    const { page, watch, close } = await open('/block-war/arena/?arOpponent=random&arGames=4', '#ar-title');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => page.getByTestId('ar-status').textContent(), { timeout: 80_000 })
      .toMatch(/^4 games against random: (\d+) won, (\d+) drawn, (\d+) lost; your mean score/);
    const rows = page.locator('#block-war-arena table tbody tr');
    expect(await rows.count()).toBe(4);
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(['1', '1', '1-1', '1-1']);
    expect(await rows.locator('td:nth-child(3)').allTextContents()).toEqual(['red', 'blue', 'red', 'blue']);
    const [, w, d, l] = (await page.getByTestId('ar-status').textContent())!.match(/(\d+) won, (\d+) drawn, (\d+) lost/)!.map(Number);
    const results = await rows.locator('td:nth-child(5)').allTextContents();
    expect([w, d, l]).toEqual([
      results.filter((r) => r.startsWith('won')).length,
      results.filter((r) => r.startsWith('draw')).length,
      results.filter((r) => r.startsWith('lost')).length,
    ]);
    await rows.nth(2).getByRole('button').click();
    await expect.poll(async () => JSON.parse(await page.getByTestId('ar-replay').inputValue()).seed).toBe('1-1');
    expect(watch.errors).toEqual([]);
    await close();
  }, 120_000);
  for (const [what, code, says] of [
    ['an endless loop times out', '() => { for (;;) {} }', /took longer than 100 ms on placement 1/],
    ['an illegal placement loses', '() => ({ x: -5, y: 0, dir: 0 })', /not a legal placement/],
    ['a throw loses', '() => { throw new Error("boom") }', /threw on placement 1: boom/],
    ['the worker has no network', '() => { fetch("/"); }', /threw on placement 1/],
  ] as const) {
    it(`${what}, and the page says why`, async () => {
      const { page, watch, close } = await open(`/block-war/arena/?arLimit=100&arCode=${encodeURIComponent(code)}`, '#ar-title');
      await expect.poll(() => page.getByLabel(/Your bot/).inputValue()).toBe(code);
      await page.getByRole('button', { name: 'Run' }).click();
      await expect.poll(() => page.getByTestId('ar-status').textContent(), { timeout: 20_000 }).toMatch(says);
      expect(await page.getByTestId('ar-status').textContent()).toContain('Your bot loses');
      expect(watch.errors).toEqual([]);
      await close();
    });
  }
});
