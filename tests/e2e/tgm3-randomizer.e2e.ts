// The TGM3 randomizer page: the server-rendered viewer and figure make the point without JavaScript; the viewer is
// driven by keyboard (seed, next/previous piece) and its state goes into the link and comes back from it.
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openIsland, useBrowser, param, type SharedTab } from './island';
import { tiSteps } from '~/engines/tgm3';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const PATH = '/tgm3/randomizer/';
const text = (l: Locator) => l.textContent();

describe('TGM3 randomizer page', () => {
  it('without JavaScript: the viewer shows piece 2 of seed 1 and the figure its table', async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    const second = tiSteps(1, 2)[1];
    expect(html).toContain(`Piece 2 is ${second.piece}`);
    expect(html).toContain('data-testid="rz-gaps"');
    expect(html).toContain('7-bag');
  });

  it('keyboard: next piece, a new seed; the link carries both and reproduces the same step', async () => {
    const { page, watch, close } = await openIsland(browser(), PATH, '#randomizer-viewer input', { tab });
    const result = page.getByTestId('rz-result');
    await page.getByRole('button', { name: 'Next piece' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'rzStep'), { timeout: 3000 }).toBe('2');
    await expect.poll(() => text(result)).toContain(`Piece 3 is ${tiSteps(1, 3)[2].piece}`);
    const seed = page.locator('#rz-seed');
    await seed.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    const step = tiSteps(42, 3)[2];
    await expect.poll(() => text(result)).toContain(`Piece 3 is ${step.piece}`);
    await expect.poll(() => param(page, 'rzSeed'), { timeout: 3000 }).toBe('42');
    expect(await text(result)).toContain(`History now: ${step.history.join(' ')}`);
    expect(watch.errors).toEqual([]);
    await close();
    const back = await openIsland(browser(), PATH, '#randomizer-viewer input', { tab, query: '?rzSeed=42&rzStep=2' });
    await expect.poll(() => text(back.page.getByTestId('rz-result'))).toContain(`Piece 3 is ${step.piece}`);
    const bad = await openIsland(browser(), PATH, '#randomizer-viewer input', { tab, query: '?rzSeed=<b>x</b>&rzStep=5000' });
    await expect.poll(() => bad.page.locator('#rz-step').inputValue()).toBe('1000');
    expect(await bad.page.locator('.atlas-notice b').count()).toBe(0);
    expect([...back.watch.errors, ...bad.watch.errors]).toEqual([]);
    await back.close();
    await bad.close();
  });
});
