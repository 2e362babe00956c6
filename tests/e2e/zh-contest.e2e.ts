// The Chinese arena, match replay, map and simulator pages (issue 17): each island speaks Chinese after it runs (results,
// forfeit reasons, route warnings, the match log), keeps the English URL parameters, and shows no English word.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ZONES } from '~/engines/lost-space';
import { createSandGame } from '~/engines/sand';
import { colourZh } from '~/i18n/glossary/sand';
import { COLOUR_WORDS } from '~/islands/sand/draw';
import { openIsland, param, useBrowser, type SharedTab } from './island';
import { englishIn } from './zh-english-scan';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

describe('Chinese arena', () => {
  it('runs the starter bot on 运行 and reports the result in Chinese; tables and replay view hold no English', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/arena/', '#ar-title', { tab, query: '?arGames=2' });
    await expect.poll(() => page.getByTestId('ar-status').textContent()).toContain('按“运行”');
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await expect.poll(() => page.getByTestId('ar-status').textContent(), { timeout: 30_000 }).toMatch(/^对贪心共 2 局：胜 \d+ 局/);
    await expect.poll(() => page.getByTestId('ar-step-status').textContent()).toContain('终局');
    expect(await englishIn(page, '#block-war-arena')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  for (const [what, code, says] of [
    ['an endless loop times out', '() => { for (;;) {} }', '你的机器人在第 1 步用时超过 100 ms（超时）'],
    ['an illegal placement loses', '() => ({ x: -5, y: 0, dir: 0 })', '这不是合法落块位置（非法操作）'],
    ['a value that is not a function', '42', '你的代码加载失败：代码必须是一个函数'],
  ] as const) {
    it(`${what}: the reason in Chinese`, async () => {
      const query = `?arLimit=100&arCode=${encodeURIComponent(code)}`;
      const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/arena/', '#ar-title', { tab, query });
      await page.getByRole('button', { name: '运行', exact: true }).click();
      await expect.poll(() => page.getByTestId('ar-status').textContent(), { timeout: 20_000 }).toContain(says);
      expect(await page.getByTestId('ar-status').textContent()).toContain('你的机器人落败');
      expect(watch.errors).toEqual([]);
      await close();
    });
  }

  it('a malformed replay link is reported in Chinese', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/arena/', '#ar-title', { tab, query: '?arReplay=abc' });
    await expect.poll(() => page.getByTestId('ar-link-error').textContent()).toBe('链接中的回放无法读取：回放链接的格式是 seed.red.blue.moves。');
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('Chinese match replay', () => {
  it('shows the default match in Chinese and steps back by the labelled button', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/block-war/replay/', '#mr-title', { tab });
    await expect.poll(() => page.getByTestId('mr-result').textContent()).toMatch(/^种子 \d+，贪心（红方）对贪心（蓝方）：.*(获胜|平局)/);
    expect(await englishIn(page, '#match-replay')).toEqual([]);
    const before = Number(await page.locator('#mr-turn-input').inputValue());
    await page.getByRole('button', { name: '后退一步' }).click();
    await expect.poll(() => Number(param(page, 'mrTurn'))).toBe(before - 1);
    await expect.poll(() => page.getByTestId('mr-status').textContent(), { timeout: 20_000 }).toMatch(/^第 \d+ 步，共 \d+ 步：第 \d+ 回合/);
    expect(await englishIn(page, '#match-replay')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('Chinese Lost Space map and simulator', () => {
  it('map explorer: a route that races the warehouse is warned about in Chinese, with Chinese place names', async () => {
    const after = ZONES[0].failsAtEndOfRound - 7; // the page's worked example
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/lost-space/map/', '#ls-map-title', { tab, query: `?mxRound=${after}` });
    await expect.poll(() => page.getByTestId('ls-route-warning').textContent()).toContain('仓库');
    await page.getByRole('button', { name: '显示安全路线' }).click();
    await expect.poll(() => param(page, 'mxSafe')).toBe('1');
    await page.locator('#map-explorer details summary').click();
    await expect.poll(() => page.getByTestId('ls-route-list').locator('li').first().textContent()).toContain('重生点 0 / 密钥机 K0（二层）[1, 0, 0]');
    expect(await englishIn(page, '#map-explorer')).toEqual([]);
    expect(await englishIn(page, '#key-tour')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('simulator: the match log and the jump buttons in Chinese', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/lost-space/simulator/', '#ls-sim-title', { tab });
    await expect.poll(() => page.getByTestId('ls-sim-events').textContent()).toContain('被玩家');
    await page.getByRole('button', { name: /^加时赛的第一件事/ }).click();
    await expect.poll(() => page.getByTestId('ls-sim-events').textContent()).toContain('玩家');
    expect(await englishIn(page, '#match-simulator')).toEqual([]);
    expect(await page.locator('#match-simulator [lang="en"]').count()).toBe(0);
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('Chinese sand sandbox', () => {
  const slotText = (seed: string) => createSandGame({ seed }).slots.map((p, i) => `${i + 1}：${colourZh(COLOUR_WORDS[p.colour])}色 ${p.shape}`);
  const slots = (page: Page) => Promise.all([1, 2, 3].map(async (i) => ((await page.getByTestId(`sand-slot-${i}`).textContent()) ?? '').trim()));

  it('plays by keyboard in Chinese, watches the replay, and shows no English in any panel', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/sand/play/', '.sand-board', { tab, query: '?sbSeed=kb&sbUndo=1' });
    await page.locator('.sand-menu > summary').click(); // the debug tools, settings and replay are in the game's menu
    await expect.poll(() => slots(page)).toEqual(slotText('kb'));
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('把方块从槽位拖到棋盘上');
    await page.locator('.sand-board').focus();
    await page.keyboard.press('1');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toMatch(/^槽位 1：.+色 [IJLOSTZ]。/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toMatch(/放在了第 \d+ 列、第 \d+ 行/);
    await expect.poll(() => page.getByTestId('sand-stats').textContent()).toMatch(/^第 [\d,]+ 帧 · 像素块 400 ·/);
    await page.getByRole('checkbox', { name: '高亮集群' }).check();
    await page.locator('.sand-board').focus();
    await page.keyboard.press('u');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('已撤销上一次放置');
    await page.getByRole('button', { name: '重新开始' }).first().click();
    // The new game is built after the click (an effect): keys pressed before it is in place would go to the old one.
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toContain('把方块从槽位拖到棋盘上');
    await page.locator('.sand-board').focus();
    await page.keyboard.press('2');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toMatch(/^槽位 2：.+色 [IJLOSTZ]。/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toMatch(/放在了第 \d+ 列、第 \d+ 行/);
    await page.getByRole('button', { name: '观看回放' }).click();
    await expect.poll(() => page.getByTestId('sand-replay-status').textContent()).toMatch(/^从第一帧起回放 1 次放置/);
    await page.getByRole('button', { name: '跳到结尾' }).click();
    await expect.poll(() => page.getByTestId('sand-replay-status').textContent()).toMatch(/^回放结束：共 1 次放置/);
    expect(await englishIn(page, '#sand-sandbox')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('a move list that does not replay is reported in Chinese; a bad colour count in the link too', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/sand/play/', '.sand-board', { tab, query: '?sbSeed=share&sbMoves=AAAA&sbColours=9' });
    await expect.poll(() => page.getByTestId('sand-message').textContent()).toBe('链接中的着法无法重放；开始新游戏。');
    await expect.poll(() => page.locator('#sand-sandbox .atlas-notice').textContent()).toContain('改用');
    expect(await slots(page)).toEqual(slotText('share'));
    // The notice names the URL parameter (the same in both languages); the rest of the island is Chinese.
    await page.locator('#sand-sandbox .atlas-notice').getByRole('button', { name: '关闭' }).click();
    expect(await englishIn(page, '#sand-sandbox')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
