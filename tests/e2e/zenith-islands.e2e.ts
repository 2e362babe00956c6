// The Zenith calculators driven as a person would (keyboard and mouse), with URL round trips; expected values come from the engine.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearAttack, clearLabel, holeProbabilities, revivePlan, secondsFullBarToDrain, secondsUntilDemotion } from '~/engines/zenith';
import { openIsland, useBrowser, param, type OpenedPage } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function open(path: string, ready: string, theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  return openIsland(browser(), path, ready, { theme });
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
    const firstRows = await page.locator('#rank-decay table').evaluateAll((tables) =>
      tables.filter((t) => /demotion/.test(t.querySelector('caption')?.textContent ?? '')).map((t) => t.querySelector('tbody th')?.textContent?.trim()),
    );
    expect(firstRows).toEqual(['2']);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('hole picker: editing a cell by keyboard and switching the sort change the exact chances', async () => {
    const { page, watch, close } = await open('/zenith/garbage-favor/?fwBoard=..........-XX........-GGGG.GGGGG', '#hp-draw');
    const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
    const board = ['..........', 'XX........', 'GGGG.GGGGG'];
    await expect.poll(() => page.getByTestId('hp-exact-9').textContent()).toBe(pct(holeProbabilities(board, 30)[9]));
    await page.locator('#hp-dir-later').check();
    await expect.poll(() => page.getByTestId('hp-exact-4').textContent()).toBe(pct(holeProbabilities(board, 30, { direction: 'later' })[4]));
    await expect.poll(() => param(page, 'fwDir'), { timeout: 3000 }).toBe('later');
    // Top-left cell: focus and press Enter to make it filled.
    await page.locator('.zen-board button').first().focus();
    await page.keyboard.press('Enter');
    const edited = ['X.........', 'XX........', 'GGGG.GGGGG'];
    await expect.poll(() => page.getByTestId('hp-exact-0').textContent()).toBe(pct(holeProbabilities(edited, 30, { direction: 'later' })[0]));
    await expect.poll(() => param(page, 'fwBoard'), { timeout: 3000 }).toBe(edited.join('-'));
    await page.locator('#hp-draw-many').click();
    await expect.poll(() => page.getByTestId('hp-drawn').textContent()).toContain('20000 drawn');
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

  it('attack calculator with All-Spin+: a non-spin quad gets the Single\'s attack and says so', async () => {
    const { page, watch, close } = await open('/zenith/attack/?atLines=4&atSpin=none&atMods=allspin_reversed', '#at-streak');
    const expected = clearAttack({ lines: 4, spin: 'none', piece: 'T', combo: 0, streak: 0 }, ['allspin_reversed']).total;
    await expect.poll(() => page.getByTestId('at-summary').textContent()).toContain(`Attack ${expected},`);
    expect(await page.getByTestId('at-summary').textContent()).toContain(`counts this non-spin clear as a ${clearLabel({ lines: 4, spin: 'none' }, ['allspin_reversed'])}`);
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

    const rv = await open('/zenith/duo/', '#rv-floor');
    await rv.page.locator('#rv-floor').fill('10');
    await rv.page.locator('#rv-floor').press('Enter');
    await expect.poll(() => rv.page.getByTestId('rv-summary').textContent()).toContain(`plan ${revivePlan(12).join(' ')}`);
    await rv.page.locator('#rv-again').click();
    await expect.poll(() => param(rv.page, 'rvDraw'), { timeout: 3000 }).toBe('2');
    expect(rv.watch.errors).toEqual([]);
    await rv.close();
  });
});
