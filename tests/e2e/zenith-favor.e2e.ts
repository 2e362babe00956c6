// The garbage-favor island, driven as a person would: keyboard, mouse, shared links, bad links.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { favorProbabilities, neverPickedPlaces } from '~/engines/zenith';
import { openIsland, useBrowser, type OpenedPage, type SharedTab } from './island';

const baseUrl = inject('baseUrl');
const PATH = '/zenith/garbage-favor/';
const browser = useBrowser();

/** The file's pages open one after another in one tab per theme (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

async function open(query = '', theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  const opened = await openIsland(browser(), PATH, '#favor-input', { query, theme, tab });
  // Hydrated once the island's effect has read the URL and the chart canvas has been drawn.
  await opened.page.waitForFunction(() => {
    const c = document.querySelector('.atlas-island canvas') as HTMLCanvasElement | null;
    return !!c && c.width > 0 && document.querySelector('astro-island:not([ssr])') !== null;
  });
  return opened;
}

const slider = (page: Page) => page.locator('#favor-input');
const summary = (page: Page) => page.getByTestId('favor-summary');
const pct = (p: number) => `${(100 * p).toFixed(1)}%`;

describe('garbage favor island', () => {
  it('shows the floor-1 default before any interaction, also in the server-rendered HTML', async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    expect(html).toContain(pct(favorProbabilities(30)[0]));
    const { page, watch, close } = await open();
    expect(await slider(page).inputValue()).toBe('30');
    await expect.poll(() => summary(page).textContent()).toContain(pct(favorProbabilities(30)[0]));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('favor 30: the page and the island name four never-picked places (exact zero weights, issue 11 item 10)', async () => {
    const never = neverPickedPlaces(30);
    expect(never).toHaveLength(4);
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    expect(html).toContain(`the ${never.length} columns sorted last are never chosen`);
    const { page, watch, close } = await open();
    await expect.poll(() => summary(page).textContent()).toContain(`places ${never.join(', ')} have weight 0`);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('moves with the keyboard and writes the value into the URL', async () => {
    const { page, watch, close } = await open();
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slider(page).inputValue()).toBe('32');
    await page.keyboard.press('Home');
    expect(await slider(page).inputValue()).toBe('-60');
    await expect.poll(() => summary(page).textContent()).toContain(pct(favorProbabilities(-60)[0]));
    await expect.poll(() => new URL(page.url()).searchParams.get('fwFavor'), { timeout: 3000 }).toBe('-60');
    // The table under the chart follows: rank 0's chance cell.
    const firstChance = page.locator('table').filter({ hasText: 'Chance that the hole' }).locator('tbody tr').first().locator('td');
    expect((await firstChance.textContent())?.trim()).toBe(pct(favorProbabilities(-60)[0]));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('moves with the mouse', async () => {
    const { page, watch, close } = await open();
    const box = await slider(page).boundingBox();
    if (!box) throw new Error('slider not visible');
    await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
    const value = Number(await slider(page).inputValue());
    expect(value).toBeGreaterThan(50);
    await expect.poll(() => new URL(page.url()).searchParams.get('fwFavor'), { timeout: 3000 }).toBe(String(value));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('reproduces a shared link exactly', async () => {
    const first = await open();
    await first.page.locator('#favor-exact').fill('-17');
    await first.page.locator('#favor-exact').press('Enter');
    await expect.poll(() => new URL(first.page.url()).searchParams.get('fwFavor'), { timeout: 3000 }).toBe('-17');
    const link = first.page.url();
    await first.close();

    const { page, watch, close } = await open(new URL(link).search, 'dark');
    expect(new URL(link).pathname).toBe(PATH);
    await expect.poll(() => slider(page).inputValue()).toBe('-17');
    await expect.poll(() => summary(page).textContent()).toContain(pct(favorProbabilities(-17)[0]));
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('clamps an out-of-range favor and says so, as text', async () => {
    const { page, watch, close } = await open('?fwFavor=999');
    await expect.poll(() => slider(page).inputValue()).toBe('60');
    const notice = page.locator('.atlas-notice[role="status"]');
    await expect.poll(() => notice.textContent()).toContain('above the maximum 60');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('ignores script in the favor parameter and shows it only as text', async () => {
    const { page, watch, close } = await open(`?fwFavor=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect.poll(() => slider(page).inputValue()).toBe('30');
    await expect.poll(() => page.locator('.atlas-notice[role="status"]').textContent()).toContain('is not a number');
    expect(await page.locator('.atlas-notice[role="status"] img').count()).toBe(0);
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
