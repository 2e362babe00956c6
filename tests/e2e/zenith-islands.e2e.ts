// The Zenith calculators driven as a person would (keyboard and mouse), with URL round trips; expected values come from the engine.
import { describe, expect, inject, it } from 'vitest';
import {
  clearAttack,
  clearLabel,
  holeProbabilities,
  hyperspeedAllowedIn,
  reviveDifficultyOf,
  revivePlan,
  revivePlanOf,
  secondsFullBarToDrain,
  secondsUntilDemotion,
  sortDirectionOf,
  windupSplit,
  type ClientVersion,
} from '~/engines/zenith';
import { openIsland, useBrowser, param, type OpenedPage, type SharedTab } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

async function open(path: string, ready: string, theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  return openIsland(browser(), path, ready, { theme, tab });
}

describe('Zenith islands', () => {
  it('rank decay: server-rendered default, keyboard on the XP slider, URL written', async () => {
    const html = await (await fetch(`${baseUrl}/zenith/climb/`)).text();
    expect(html).toContain(`${secondsUntilDemotion(8, 16).toFixed(2)} s`);
    const { page, watch, close } = await open('/zenith/climb/', '#rd-xp');
    await page.locator('#rd-xp').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => page.getByTestId('rd-summary').textContent()).toContain(`${secondsUntilDemotion(8, 0).toFixed(2)} s`);
    await page.locator('#rd-mode').selectOption('expert');
    await expect.poll(() => param(page, 'rdMode'), { timeout: 3000 }).toBe('expert');
    expect(param(page, 'rdXp')).toBe('0');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('rank decay at rank 1 gives one answer: never drops, no demotion time in the summary or the chart table', async () => {
    const { page, watch, close } = await open('/zenith/climb/?rdRank=1&rdXp=4', '#rd-xp');
    const summary = page.getByTestId('rd-summary');
    await expect.poll(() => summary.textContent()).toContain('Rank 1 never drops');
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(`${secondsFullBarToDrain(1).toFixed(2)} s`);
    expect(text).not.toMatch(/drop to rank/);
    // The demotion chart's table lists no rank 1 row.
    const firstRows = await page
      .locator('#rank-decay table')
      .evaluateAll((tables) =>
        tables.filter((t) => /demotion/.test(t.querySelector('caption')?.textContent ?? '')).map((t) => t.querySelector('tbody th')?.textContent?.trim()),
      );
    expect(firstRows).toEqual(['2']);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('hole picker: editing a cell by keyboard and switching the sort change the exact chances', async () => {
    const { page, watch, close } = await open('/zenith/garbage-favor/?fwBoard=..........-XX........-GGGG.GGGGG&fwVer=2025-01', '#hp-draw');
    const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
    const board = ['..........', 'XX........', 'GGGG.GGGGG'];
    await expect.poll(() => page.getByTestId('hp-exact-9').textContent()).toBe(pct(holeProbabilities(board, 30)[9]));
    await page.locator('#fw-ver-current').check();
    await expect.poll(() => page.getByTestId('hp-exact-4').textContent()).toBe(pct(holeProbabilities(board, 30, { direction: sortDirectionOf('current') })[4]));
    await expect.poll(() => param(page, 'fwVer'), { timeout: 3000 }).toBe('current');
    // Top-left cell: focus and press Enter to make it filled.
    await page.locator('.zen-board button').first().focus();
    await page.keyboard.press('Enter');
    const edited = ['X.........', 'XX........', 'GGGG.GGGGG'];
    await expect.poll(() => page.getByTestId('hp-exact-0').textContent()).toBe(pct(holeProbabilities(edited, 30, { direction: 'later' })[0]));
    await expect.poll(() => param(page, 'fwBoard'), { timeout: 3000 }).toBe(edited.join('-'));
    await page.locator('#hp-draw-many').click();
    await expect.poll(() => page.getByTestId('hp-drawn').textContent()).toContain('20,000 drawn');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('attack calculator: B2B via the keyboard, URL round trip', async () => {
    const { page, watch, close } = await open('/zenith/attack/', '#at-streak');
    await expect.poll(() => page.getByTestId('at-summary').textContent()).toContain('Attack 4');
    await page.locator('#at-streak').fill('6');
    await page.locator('#at-streak').press('Enter');
    await page.locator('#at-spin').selectOption('none');
    const expected = clearAttack({ lines: 2, spin: 'none', piece: 'T', streak: 6, combo: 0 }).total;
    await expect.poll(() => page.getByTestId('at-summary').textContent()).toContain(`Attack ${expected}`);
    await expect.poll(() => param(page, 'atStreak'), { timeout: 3000 }).toBe('6');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it("attack calculator with All-Spin+: a non-spin quad gets the Single's attack and says so", async () => {
    const { page, watch, close } = await open('/zenith/attack/?atLines=4&atSpin=none&atMods=allspin_reversed', '#at-streak');
    const expected = clearAttack({ lines: 4, spin: 'none', piece: 'T', combo: 0, streak: 0 }, ['allspin_reversed']).total;
    await expect.poll(() => page.getByTestId('at-summary').textContent()).toContain(`Attack ${expected},`);
    expect(await page.getByTestId('at-summary').textContent()).toContain(
      `counts this non-spin clear as a ${clearLabel({ lines: 4, spin: 'none' }, ['allspin_reversed'])}`,
    );
    expect(expected).not.toBe(clearAttack({ lines: 4, spin: 'none' }, ['expert']).total);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('mod explorer and revive planner respond and write their own params', async () => {
    const mods = await open('/zenith/mods/', '#me-mod-messy');
    await mods.page.locator('#me-mod-messy').click();
    await expect.poll(() => param(mods.page, 'meMods'), { timeout: 3000 }).toBe('expert,messy');
    expect(mods.watch.errors).toEqual([]);
    await mods.close();

    const rv = await open('/zenith/duo/?rvVer=2025-01', '#rv-floor'); // the seed's revive rules, named in the link
    await rv.page.locator('#rv-floor').fill('10');
    await rv.page.locator('#rv-floor').press('Enter');
    await expect.poll(() => rv.page.getByTestId('rv-summary').textContent()).toContain(`plan ${revivePlan(12).join(' ')}`);
    await rv.page.locator('#rv-again').click();
    await expect.poll(() => param(rv.page, 'rvDraw'), { timeout: 3000 }).toBe('2');
    expect(rv.watch.errors).toEqual([]);
    await rv.close();
  });
});

// Issue 16: every Zenith island this file's owner writes switches client version from its URL and by keyboard. The
// expected texts come from the engine for each version; the two versions must differ for the check to mean anything.
const pct1 = (p: number) => `${(100 * p).toFixed(1)}%`;
const VERSION_CASES: { name: string; path: string; ready: string; prefix: string; id: string; expect: (v: ClientVersion) => [string, string] }[] = [
  {
    name: 'attack calculator (windup split)',
    path: '/zenith/attack/?atLines=2&atSpin=none&atStreak=21',
    ready: '#at-streak',
    prefix: 'at',
    id: 'at',
    expect: (v) => ['at-windup', windupSplit(clearAttack({ lines: 2, spin: 'none', streak: 21, combo: 0 }).total, [], { version: v }).parts.join(' + ')],
  },
  {
    name: 'rank decay (leak unchanged, says so)',
    path: '/zenith/climb/',
    ready: '#rd-xp',
    prefix: 'rd',
    id: 'rd',
    expect: (v) => ['rd-version', v === 'current' ? 'unchanged since 2025-01-19' : 'Numbers from the 2025-01-19 client'],
  },
  {
    name: 'mod explorer (hyperspeed with Expert)',
    path: '/zenith/mods/',
    ready: '#me-mod-messy',
    prefix: 'me',
    id: 'me',
    expect: (v) => ['me-summary', `hyperspeed possible ${hyperspeedAllowedIn(['expert'], v) ? 'yes' : 'no'}`],
  },
  {
    name: 'favor plot (sort direction)',
    path: '/zenith/garbage-favor/?fwBoard=..........-XX........-GGGG.GGGGG',
    ready: '#hp-draw',
    prefix: 'fw',
    id: 'fw',
    expect: (v) => ['hp-exact-4', pct1(holeProbabilities(['..........', 'XX........', 'GGGG.GGGGG'], 30, { direction: sortDirectionOf(v) })[4])],
  },
  {
    name: 'revive planner (accumulated difficulty)',
    path: '/zenith/duo/',
    ready: '#rv-floor',
    prefix: 'rv',
    id: 'rv',
    expect: (v) => [
      'rv-summary',
      `plan ${revivePlanOf(v === 'current' ? reviveDifficultyOf(6, [6, 7], { version: 'current' }) : reviveDifficultyOf(6, [1, 1]), v).join(' ')}`,
    ],
  },
];

describe('Zenith islands: client version', () => {
  it.each(VERSION_CASES.map((c) => [c.name, c] as const))('%s: from the URL and by keyboard', async (_name, c) => {
    const [seedId, seedText] = c.expect('2025-01');
    const [, nowText] = c.expect('current');
    expect(nowText).not.toBe(seedText);
    // From the URL.
    const sep = c.path.includes('?') ? '&' : '?';
    const fromUrl = await open(`${c.path}${sep}${c.prefix}Ver=2025-01`, c.ready);
    await expect.poll(() => fromUrl.page.getByTestId(seedId).textContent()).toContain(seedText);
    expect(await fromUrl.page.locator(`#${c.id}-ver-2025-01`).isChecked()).toBe(true);
    expect(fromUrl.watch.errors).toEqual([]);
    await fromUrl.close();
    // By keyboard: the island opens on the current client (RULINGS.md, Zenith); the arrow key moves to the 2025-01-19 one.
    const { page, watch, close } = await open(c.path, c.ready);
    await expect.poll(() => page.getByTestId(seedId).textContent()).toContain(nowText);
    await page.locator(`#${c.id}-ver-current`).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId(seedId).textContent()).toContain(seedText);
    await expect.poll(() => param(page, `${c.prefix}Ver`), { timeout: 3000 }).toBe('2025-01');
    expect(watch.errors).toEqual([]);
    await close();
  });
});
