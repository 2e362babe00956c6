// The small sand figures: pouring pile, update order, pixel against cell search, stability check; driven once each.
import { describe, expect, inject, it } from 'vitest';
import { pourBlock } from '~/engines/sand';
import { openIsland, useBrowser, type OpenedPage } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function open(path: string, ready: string): Promise<OpenedPage> {
  return openIsland(browser(), path, ready);
}

describe('sand figures', () => {
  it('pour: the measured pile is in the server HTML; choosing 16 × 16 updates it and the URL', async () => {
    const html = await (await fetch(`${baseUrl}/sand/falling/`)).text();
    const p20 = pourBlock(20, { seed: 1, width: 100, gap: 6 }).pile;
    expect(html).toContain(`height <strong>${p20.height}</strong> rows, base <strong>${p20.base}</strong>`);
    const { page, watch, close } = await open('/sand/falling/', '#pour-title');
    await page.getByLabel('Block size').selectOption('16');
    const p16 = pourBlock(16, { seed: 1, width: 100, gap: 6 }).pile;
    await expect.poll(() => page.getByTestId('pour-result').textContent()).toContain(`height ${p16.height} rows, base ${p16.base} pixels`);
    await expect.poll(() => new URL(page.url()).searchParams.get('poSize'), { timeout: 3000 }).toBe('16');
    await page.getByRole('button', { name: 'Pause' }).click();
    // Update order: one frame on each side.
    await page.locator('#order-title').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('astro-island:not([ssr]) #order-title') !== null);
    await page.getByTestId('order-next').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#order-title ~ .sand-row figcaption').first().textContent()).toContain('Frame 1: largest move 1 row');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('clears: pixels span, cells do not; the fill share moves by keyboard into the URL; the stability figure shows floating pixels', async () => {
    const { page, watch, close } = await open('/sand/clears/', '#bfs-title');
    await expect.poll(() => page.getByTestId('bfs-pixels').textContent()).toContain('touches both walls, so it clears');
    await expect.poll(() => page.getByTestId('bfs-cells').textContent()).toContain('none touches both walls');
    await page.locator('#bfs-share-input').focus();
    await page.keyboard.press('End');
    await expect.poll(() => new URL(page.url()).searchParams.get('bfShare'), { timeout: 3000 }).toBe('100');
    const stab = (await page.getByTestId('stab-result').textContent()) ?? '';
    const [once, repeat] = [...stab.matchAll(/(\d+)/g)].map((m) => Number(m[1]));
    expect(once).toBeGreaterThan(0);
    expect(repeat).toBe(0);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
