// The Chinese Block War and Lost Space islands in the browser (issue 17): each hydrates in Chinese, works, keeps the
// same URL parameters as English, reports a bad link in Chinese, and its text holds no English words. (Every Chinese
// page, islands hydrated, is scanned for English at both widths by the every-page sweep: zh-english-scan.ts.)
import { describe, expect, it } from 'vitest';
import { rankingPoints } from '~/engines/lost-space';
import { openIsland, param, useBrowser, type SharedTab } from './island';
import { englishIn } from './zh-english-scan';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

describe('Chinese Block War islands', () => {
  it('piece explorer: Chinese controls, a keyboard turn, the same URL parameters', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/pieces/', '#pe-title', { tab });
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await expect.poll(() => page.locator('#pe-title').textContent()).toBe('动手试试：方块浏览器');
    expect(await englishIn(page, '#piece-explorer')).toEqual([]);
    await page.getByRole('button', { name: '下一个方向' }).click();
    await expect.poll(() => page.getByTestId('pe-summary').textContent()).toContain('方向 1');
    await expect.poll(() => param(page, 'peDir')).toBe('1');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('clear lab: Chinese summary on the battle example, and a bad board in the link reported in Chinese', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/clearing/', '#cl-title', { tab, query: '?clBoard=zz' });
    await expect.poll(() => page.getByTestId('cl-summary').textContent()).toContain('满行');
    await expect.poll(() => page.locator('#clear-lab .atlas-notice').textContent()).toContain('位十六进制数字');
    await page.locator('#clear-lab .atlas-notice button').click();
    expect(await englishIn(page, '#clear-lab')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('playable board: a placement by the Place button scores in Chinese and lands in pbMoves', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/match/', '#pb-title', { tab, query: '?pbBlue=hand' });
    await expect.poll(() => page.getByTestId('pb-status').textContent()).toContain('轮到红方放置');
    expect(await englishIn(page, '#playable-board')).toEqual([]);
    await page.getByRole('button', { name: '放置', exact: true }).click();
    await expect.poll(() => page.getByTestId('pb-last').textContent()).toContain('上一步：红方放置了');
    await expect.poll(() => param(page, 'pbMoves')).toMatch(/^[0-9a-z]{2}$/);
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('Chinese Lost Space islands', () => {
  it('ranking calculator: Chinese order and labels, an edit by label reaches the URL', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/lost-space/ranking/', '#ls-rank-title', { tab });
    const order = () => page.getByTestId('ls-rank-order').locator('li').allTextContents();
    await expect.poll(async () => (await order()).map((t) => t.match(/玩家 (\d)/)![1])).toEqual(['1', '0', '2', '3']);
    expect((await order())[1]).toContain('行动更晚');
    expect(await englishIn(page, '#ranking-calculator')).toEqual([]);
    const kills = page.getByLabel('玩家 0：击杀次数');
    await kills.fill('1');
    await kills.press('Tab');
    await expect.poll(() => page.getByTestId('ls-points-0').textContent()).toBe(String(rankingPoints({ keyPickups: 3, kills: 1, deaths: 0 })));
    await expect.poll(() => param(page, 'rk0Kills')).toBe('1');
    expect(watch.errors).toEqual([]);
    await close();
  });
});
