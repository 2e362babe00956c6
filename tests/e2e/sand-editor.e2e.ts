// The sand board editor (seed 004 §14.4): painted by mouse and by keyboard, kept in the link and reopened from it, run
// through the engine, and bad board links cut or stopped with a notice. A full-width row of one colour clears:
// 12 cells, floor(10 * sqrt(12)) = 34 points.
import { describe, expect, it } from 'vitest';
import { openIsland, useBrowser, type SharedTab } from './island';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const status = (page: import('playwright-core').Page) => page.getByTestId('sand-editor-status').textContent();

describe('sand board editor', () => {
  it('paints by mouse and keyboard, keeps the board in the link, reopens it, and runs it to a clear', async () => {
    const { page, watch, close } = await openIsland(browser(), '/sand/editor/', '#sand-editor-title', { tab });
    await page.getByLabel('blue').check();
    const box = (await page.locator('.sand-editor-canvas').boundingBox())!;
    // One stroke across the whole board with the cell brush: 12 cells of 100 pixels.
    const y = box.y + box.height * 0.5;
    await page.mouse.move(box.x + 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, y, { steps: 3 });
    await page.mouse.move(box.x + box.width - 2, y, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => status(page)).toContain('1,200 pixels painted');
    // Keyboard: the cursor is where the stroke ended (the right wall, row 110). Pick yellow and the one-pixel brush (B
    // after the cell brush), go one row up, out of the blue row, and paint one pixel.
    await page.getByTestId('sand-editor-board').focus();
    await page.keyboard.press('4');
    await page.keyboard.press('b');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(() => status(page)).toContain('1,201 pixels painted. Cursor at (119, 109)');
    await page.keyboard.press('Delete');
    await expect.poll(() => status(page)).toContain('1,200 pixels painted');
    await expect.poll(() => new URL(page.url()).searchParams.get('beBoard') ?? '', { timeout: 3000 }).toMatch(/^a\d+c1200$/);
    const link = page.url();
    // The same link in a fresh page opens the same board.
    await page.goto(link);
    await page.locator('#sand-editor-title').scrollIntoViewIfNeeded();
    await expect.poll(() => status(page)).toContain('1,200 pixels painted');
    await page.getByRole('button', { name: 'Run the board' }).click();
    await expect.poll(() => status(page), { timeout: 20_000 }).toContain('1 clusters cleared, score 34. The board is at rest.');
    await page.getByRole('button', { name: 'Back to editing' }).click();
    await expect.poll(() => status(page)).toContain('1,200 pixels painted');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('a board link too long is cut and one that stops being readable keeps its first part, each with a notice', async () => {
    const long = await openIsland(browser(), '/sand/editor/', '#sand-editor-title', { tab, query: '?beBoard=b26000c1000' });
    await expect.poll(() => long.page.getByTestId('sand-editor-problem').textContent()).toContain("ran past the board's 26,400 pixels");
    await expect.poll(() => status(long.page)).toContain('26,400 pixels painted');
    expect(long.watch.errors).toEqual([]);
    await long.close();
    const broken = await openIsland(browser(), '/sand/editor/', '#sand-editor-title', { tab, query: '?beBoard=b5c0b3' });
    await expect.poll(() => broken.page.getByTestId('sand-editor-problem').textContent()).toContain('after character 2');
    await expect.poll(() => status(broken.page)).toContain('5 pixels painted');
    await broken.close();
    const hostile = await openIsland(browser(), '/sand/editor/', '#sand-editor-title', { tab, query: '?beBoard=%3Cimg%3E' });
    await expect.poll(() => hostile.page.locator('#sand-editor').textContent()).toContain('not usable');
    expect(await hostile.page.locator('#sand-editor img').count()).toBe(0);
    await hostile.close();
  });
});
