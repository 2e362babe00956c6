// The Zenith calculators driven as a person would (keyboard and mouse), with URL round trips; expected values come from the engine.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearAttack, holeProbabilities, revivePlan, secondsUntilDemotion, simulateClimb, paceEvents } from '~/engines/zenith';
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

  it('climb simulator: a shared link reproduces the run; a mod click changes it', async () => {
    const { page, watch, close } = await open('/zenith/climb/?csApm=120&csSpike=100&csMin=3', '#cs-apm', 'dark');
    const ev = paceEvents({ apm: 120, cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5 }, 3 * 3600);
    ev.push({ frame: 3600, type: 'send', lines: 100 });
    const last = simulateClimb({ frames: 3 * 3600, events: ev }).at(-1)!;
    await expect.poll(() => page.getByTestId('cs-summary').textContent()).toContain(`${last.altitude.toFixed(1)} m`);
    expect(await page.getByTestId('cs-summary').textContent()).toContain('Rank skips at 60.0 s');
    await page.locator('#cs-mod-expert').click();
    await expect.poll(() => param(page, 'csMods'), { timeout: 3000 }).toBe('expert');
    await page.locator('#cs-reversed').selectOption('expert_reversed');
    await expect.poll(() => param(page, 'csMods'), { timeout: 3000 }).toBe('expert_reversed');
    expect(await page.locator('#cs-mod-nohold').isDisabled()).toBe(true);
    expect(await page.locator('svg[role=img]').getAttribute('aria-label')).toContain('Altitude and rank over 3 minutes');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('climb simulator: a reversed mod with others is cut to the reversed one, and says so', async () => {
    const { page, watch, close } = await open('/zenith/climb/?csMods=expert,messy_reversed', '#cs-apm');
    await expect.poll(() => page.locator('.atlas-notice').first().textContent()).toContain('played alone');
    expect(await page.locator('#cs-reversed').inputValue()).toBe('messy_reversed');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('hole picker: editing a cell by keyboard and switching the sort change the exact chances', async () => {
    const { page, watch, close } = await open('/zenith/garbage-favor/?hpBoard=..........-XX........-GGGG.GGGGG', '#hp-draw');
    const pct = (p: number) => `${(100 * p).toFixed(1)}%`;
    const board = ['..........', 'XX........', 'GGGG.GGGGG'];
    await expect.poll(() => page.getByTestId('hp-exact-9').textContent()).toBe(pct(holeProbabilities(board, 30)[9]));
    await page.locator('#hp-dir-later').check();
    await expect.poll(() => page.getByTestId('hp-exact-4').textContent()).toBe(pct(holeProbabilities(board, 30, { direction: 'later' })[4]));
    await expect.poll(() => param(page, 'hpDir'), { timeout: 3000 }).toBe('later');
    // Top-left cell: focus and press Enter to make it filled.
    await page.locator('.zen-board button').first().focus();
    await page.keyboard.press('Enter');
    const edited = ['X.........', 'XX........', 'GGGG.GGGGG'];
    await expect.poll(() => page.getByTestId('hp-exact-0').textContent()).toBe(pct(holeProbabilities(edited, 30, { direction: 'later' })[0]));
    await expect.poll(() => param(page, 'hpBoard'), { timeout: 3000 }).toBe(edited.join('-'));
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

  it('mod explorer, timelines and revive planner respond and write their own params', async () => {
    const mods = await open('/zenith/mods/', '#me-mod-messy');
    await mods.page.locator('#me-mod-messy').click();
    await expect.poll(() => param(mods.page, 'meMods'), { timeout: 3000 }).toBe('expert,messy');
    expect(mods.watch.errors).toEqual([]);
    await mods.close();

    const tl = await open('/zenith/fatigue/', '#tl-floor');
    await tl.page.locator('#tl-reversed').selectOption('expert_reversed');
    await expect.poll(() => tl.page.getByTestId('tl-summary').textContent()).toContain('20 permanent lines');
    await tl.page.locator('#tl-grace').selectOption('prose');
    await expect.poll(() => param(tl.page, 'tlGrace'), { timeout: 3000 }).toBe('prose');
    // Printed table, floor 5, Expert+ column (the mod chosen above): 0.6 s a point, so 18 points are gone after 10.8 s.
    await expect.poll(() => tl.page.getByTestId('tl-grace').textContent()).toContain('10.80 s');
    expect(tl.watch.errors).toEqual([]);
    await tl.close();

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
