// The review-data viewer on the replay page, driven as a person would: it opens on the judge's sample file, steps by
// keyboard and mouse, the link keeps the frame, and a file that differs from the engine is marked at that frame.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { openIsland, useBrowser, param, type SharedTab } from './island';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const SAMPLE = readFileSync(new URL('../../src/engines/block-war/data/review-stupidAI1-vs-stupidAI2-seed27.json', import.meta.url), 'utf8');

describe('review-data viewer', () => {
  it('opens on the sample with every frame agreeing, steps, and the link reproduces the frame', async () => {
    const { page, watch, close } = await openIsland(browser(), '/block-war/replay/', '#rf-title', { tab });
    const frames = Object.keys(JSON.parse(SAMPLE).matchData).length;
    await expect.poll(() => page.getByTestId('rf-summary').textContent()).toContain(`agrees with all ${frames} frames`);
    await page.getByRole('button', { name: 'Next frame' }).click();
    await page.getByRole('button', { name: 'Next frame' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('rf-frame').textContent()).toContain(`Frame 2 of ${frames}: placement 2`);
    await expect.poll(() => param(page, 'rfFrame'), { timeout: 3000 }).toBe('2');
    await expect.poll(() => page.getByTestId('rf-check').getAttribute('data-ok')).toBe('true');
    const url = page.url();
    await close();
    const again = await openIsland(browser(), url.replace(/^https?:\/\/[^/]+/, ''), '#rf-title', { tab });
    await expect.poll(() => again.page.getByTestId('rf-frame').textContent()).toContain(`Frame 2 of ${frames}`);
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });
  it('marks the frame where a chosen file differs from the engine', async () => {
    const { page, watch, close } = await openIsland(browser(), '/block-war/replay/', '#rf-title', { tab });
    const bad = JSON.parse(SAMPLE);
    bad.matchData['3'].point2 = 5;
    await page
      .locator('#review-viewer input[type=file]')
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    await expect.poll(() => page.getByTestId('rf-summary').textContent()).toMatch(/1 differs/);
    await page.getByRole('button', { name: 'Next disagreement' }).click();
    await expect.poll(() => page.getByTestId('rf-check').getAttribute('data-ok')).toBe('false');
    await expect.poll(() => page.getByTestId('rf-frame').textContent()).toContain('Frame 3 of');
    await page.locator('#review-viewer input[type=file]').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"nope": 1}') });
    await expect.poll(() => page.locator('#review-viewer [role=alert]').textContent()).toContain('matchData');
    expect(watch.errors).toEqual([]);
    await close();
  });
});
