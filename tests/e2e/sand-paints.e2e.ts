// Redraw only on change (issue 26): the game's canvas is painted when the board or an effect changed, not on every
// animation frame. The canvas counts its paints (data-paints); the test waits for animation frames, never for a time.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationFrames as frames } from './frames';
import { openIsland, useBrowser } from './island';

const browser = useBrowser();

const paints = async (page: Page) => Number((await page.locator('.sand-canvas').getAttribute('data-paints')) ?? '0');

describe('sand game paints', () => {
  it('an idle board is not painted again over 60 frames; a drop paints it while the sand falls', async () => {
    const { page, watch, close } = await openIsland(browser(), '/sand/play/', '.sand-canvas');
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => page.locator('.sand-canvas').getAttribute('data-rest')).toBe('true');
    await frames(page, 5);
    const idle = await paints(page);
    expect(idle).toBeGreaterThan(0);
    await frames(page, 60);
    expect(await paints(page)).toBe(idle);
    // A drop: the piece appears, falls and settles, each frame a new picture.
    await page.locator('.sand-board').focus();
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await frames(page, 30);
    expect(await paints(page)).toBeGreaterThan(idle + 10);
    // The debug panel shows the page's frames a second (seed 004 §14.4: 显示性能统计), counted by the game loop.
    await page.locator('.sand-menu summary').click();
    await expect
      .poll(async () => Number(/(\d+) frames a second/.exec((await page.getByTestId('sand-stats').textContent()) ?? '')?.[1] ?? '0'))
      .toBeGreaterThan(0);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
