// The home page: engine-drawn pictures for every rule set, and a live figure that answers the keyboard.
import { describe, expect, inject, it } from 'vitest';
import { favorProbabilities, garbageFavor } from '~/engines/zenith';
import { openIsland, param, useBrowser } from './island';

const browser = useBrowser();
const percent = (p: number) => `${Math.round(100 * p)}%`;

describe('home page', () => {
  it('shows one engine-drawn picture per rule set', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text();
    expect(html.match(/class="atlas-home-picture"/g)?.length).toBe(5);
  });

  it('moves the live favor figure by keyboard, keeps it in the URL, and restores it from a link', async () => {
    const { page, watch, close } = await openIsland(browser(), '/', '#home-favor');
    const slider = page.getByLabel(/Floor 1,/);
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const at4 = favorProbabilities(garbageFavor(4, [])).map(percent).join(', ');
    await expect.poll(() => page.locator('#home-favor svg').getAttribute('aria-label')).toContain(at4);
    await expect.poll(() => param(page, 'hfFloor')).toBe('4');
    await close();
    const again = await openIsland(browser(), '/', '#home-favor', { query: '?hfFloor=7' });
    await expect.poll(() => again.page.locator('#home-favor label[for="home-favor-floor"]').textContent()).toContain('Floor 7');
    expect(watch.errors).toEqual([]);
    // "Copy link to this state" names the figure, so the pasted link opens at it.
    await again.page.evaluate(() => {
      const w = window as unknown as { copied: string[] };
      w.copied = [];
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void w.copied.push(t) }, configurable: true });
    });
    await again.page.getByRole('button', { name: 'Copy link to this state' }).press('Enter');
    await expect.poll(() => again.page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toHaveLength(1);
    const copied = new URL((await again.page.evaluate(() => (window as unknown as { copied: string[] }).copied))[0]);
    expect(copied.hash).toBe('#home-favor');
    expect(copied.searchParams.get('hfFloor')).toBe('7');
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });
});
