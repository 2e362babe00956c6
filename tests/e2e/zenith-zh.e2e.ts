// The Chinese climb, duo and fatigue islands (issue 17): on /zh-cn/ pages they hydrate in Chinese, compute the engine's
// numbers, keep the English URL parameters (a link works in both languages) and switch client version by keyboard.
// Expected numbers come from the engine; expected words from the write-up's Chinese (任务表, 疲劳文本).
import { describe, expect, it } from 'vitest';
import { FATIGUE_TIMELINES, leakPerSecond, reviveDifficultyOf, revivePlanOf, secondsUntilDemotion, xpToPromote } from '~/engines/zenith';
import { REVIVE_TASKS_ZH } from '~/islands/zenith/revive-tasks-zh';
import { openIsland, useBrowser, param } from './island';

const browser = useBrowser();
const poll = expect.poll;

describe('Zenith islands in Chinese', () => {
  it('rank decay: Chinese summary with the engine numbers, from a link with the English parameter names', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/zenith/climb/', '#rank-decay #rd-rank', { query: '?rdRank=5&rdXp=10&rdVer=2025-01' });
    const text = () => page.getByTestId('rd-summary').textContent();
    await poll(text).toContain(`每秒流失 ${leakPerSecond(5).toFixed(2)} 经验`);
    expect(await text()).toContain(`${secondsUntilDemotion(5, Math.min(10, xpToPromote(5))).toFixed(2)} 秒`);
    expect(await page.locator('#rank-decay h3').textContent()).toBe('动手试试：我还有多久掉级？');
    // The version switch is labelled in Chinese and works from the keyboard.
    expect(await page.locator('#rd-ver legend').textContent()).toBe('客户端版本');
    await page.locator('#rd-ver-2025-01').focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => param(page, 'rdVer')).toBe('current');
    await poll(() => page.getByTestId('rd-version').textContent()).toContain('现行客户端');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('revive planner: the plan of the engine, and tasks drawn with their Chinese names', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/zenith/duo/', '#revive-planner #rv-floor', {
      query: '?rvFloor=8&rvRevives=9&rvVer=2025-01',
    });
    const score = reviveDifficultyOf(8, new Array<number>(9).fill(1));
    await poll(() => page.getByTestId('rv-summary').textContent()).toBe(`难度 ${score} → 方案 ${revivePlanOf(score).join(' ')}（固定顺序）。`);
    // Every drawn task is an A or B task, named as the write-up's task table names it.
    const draws = await page.getByTestId('rv-draws').locator('li').allTextContents();
    expect(draws.length).toBe(3);
    const names = Object.entries(REVIVE_TASKS_ZH).map(([key, zh]) => `${key.split(':')[0]}: ${zh}`);
    for (const d of draws)
      for (const part of d.split(' · ')) {
        expect(part).toMatch(/^[AB]: /);
        expect(names).toContain(part);
      }
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('fatigue timelines: the write-up’s Chinese messages in the open rows', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/zenith/fatigue/', '#fatigue-timeline #tl-floor');
    const first = FATIGUE_TIMELINES.normal[0];
    const row = page.locator(`[data-testid="tl-table"] tr[data-at="${first.at}"]`);
    await row.locator('summary').click();
    await poll(() => row.locator('.atlas-source-value').first().textContent()).toBe('“疲劳开始侵蚀…”');
    expect(await page.getByTestId('tl-summary').textContent()).toMatch(/^普通疲劳：/);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
