// The arena's whole-game thinking budget and the tournament download, in the real sandbox: a bot that thinks about
// 700 ms a move with a 2 s budget loses on its third move with the budget's reason (2.1 s > 2 s; the two moves before
// leave 300 ms a move for the page's own messaging, which a busy machine needs: at 400 ms against 1 s the second move
// ran out once); a short tournament downloads as one JSON file of replays.
import { describe, expect, it } from 'vitest';
import { packCode } from '~/islands/block-war/code-link';
import { importReplay } from '~/engines/block-war';
import { openIsland, useBrowser } from './island';

const browser = useBrowser();
const SLOW = `(view) => {
  const end = Date.now() + 700;
  while (Date.now() < end) {}
  return view.legal[0];
}`;

describe('arena budget and download', () => {
  it('a bot using 700 ms a move with a 2 s budget loses on its third move, for running out of thinking time', async () => {
    const { page, watch, close } = await openIsland(browser(), '/block-war/arena/', '#ar-title', {
      query: `?arLimit=2000&arBudget=2&arOpponent=random&arBot=${await packCode(SLOW)}`,
    });
    await expect.poll(() => page.getByLabel('Time per game (s)').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => page.getByTestId('ar-status').textContent(), { timeout: 30_000 }).toMatch(/ran out of thinking time for the game on placement 5/);
    expect(watch.errors).toEqual([]);
    await close();
  });
  it("a tournament's games download as one file of replay files", async () => {
    const { page, close } = await openIsland(browser(), '/block-war/arena/', '#ar-title', { query: '?arGames=2&arOpponent=random' });
    await page.getByRole('button', { name: 'Run' }).click();
    const link = page.getByTestId('ar-download');
    await expect.poll(() => page.getByTestId('ar-status').textContent(), { timeout: 60_000 }).toMatch(/2 games|won|lost|drew/);
    await expect.poll(async () => (await link.count()) > 0, { timeout: 60_000 }).toBe(true);
    const href = (await link.getAttribute('href'))!;
    const file = JSON.parse(decodeURIComponent(href.replace(/^data:application\/json;charset=utf-8,/, ''))) as { replays: unknown[] };
    await expect
      .poll(async () => JSON.parse(decodeURIComponent((await link.getAttribute('href'))!.split(',').slice(1).join(','))).replays.length, { timeout: 60_000 })
      .toBe(2);
    expect(file.replays.length).toBeGreaterThanOrEqual(1);
    const first = importReplay(JSON.stringify(file.replays[0]));
    expect(first.file.seed).toBe('1');
    await close();
  });
});
