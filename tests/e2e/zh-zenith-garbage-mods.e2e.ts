// The Chinese Zenith attack, favor and mod pages in the browser (issue 17): each island hydrates in Chinese, computes the
// engine's value, keeps the English URL parameters, and shows no English words. The client-version fieldset (ids
// ending in -ver) belongs to the shared VersionPicker, translated on its own branch, so it is left out of the scan.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearAttack, favorProbabilities, garbageFavor, windupSplit } from '~/engines/zenith';
import { GLOSSARY } from '~/i18n/glossary/zenith';
import { term } from '~/i18n/glossary/types';
import { openIsland, param, useBrowser, type SharedTab } from './island';
import { englishIn } from './zh-english-scan';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

/** English words in an island, leaving out the version picker and URL parameter names (atMods, fwFavor ...), which are
 * the same in both languages and may appear in a notice. */
const englishInIsland = (page: Page, selector: string) => englishIn(page, selector, { skip: '[id$="-ver"]', ignore: /^(at|fw|me)[A-Z][A-Za-z]*$/ });

describe('Chinese Zenith islands', () => {
  it('attack calculator: Chinese summary with the engine attack, B2B by keyboard, same URL parameter', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/zenith/attack/', '#at-streak', { tab });
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const tsd = clearAttack({ lines: 2, spin: 'tspin', piece: 'T', combo: 0, streak: 0 }).total;
    await expect.poll(() => page.getByTestId('at-summary').textContent()).toContain(`攻击 ${tsd}`);
    expect(await englishInIsland(page, '#attack-calculator')).toEqual([]);
    await page.locator('#at-streak').fill('6');
    await page.locator('#at-streak').press('Enter');
    await page.locator('#at-spin').selectOption('none');
    const surge = clearAttack({ lines: 2, spin: 'none', piece: 'T', streak: 6, combo: 0 });
    await expect.poll(() => page.getByTestId('at-summary').textContent()).toContain(`攻击 ${surge.total}`);
    await expect.poll(() => param(page, 'atStreak')).toBe('6');
    const w = windupSplit(surge.total);
    if (w.beeps) await expect.poll(() => page.getByTestId('at-windup').textContent()).toContain(`接收方收到 ${w.parts.join(' + ')}`);
    expect(await englishInIsland(page, '#attack-calculator')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('favor plot: Chinese summary at the floor-1 favor, exact chances from the engine, and a bad link reported', async () => {
    // 999 is above the slider's range: clamped to the maximum and reported in Chinese, never a crash.
    const bad = await openIsland(browser(), '/zh-cn/zenith/garbage-favor/', '#hp-draw', { tab, query: '?fwFavor=999' });
    await expect.poll(() => bad.page.locator('#favor-weights-plot .atlas-notice').count()).toBeGreaterThan(0);
    expect(await englishInIsland(bad.page, '#favor-weights-plot .atlas-notice')).toEqual([]);
    expect(bad.watch.errors).toEqual([]);
    await bad.close();
    const f = garbageFavor(1, []);
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/zenith/garbage-favor/', '#hp-draw', { tab });
    const first = new Intl.NumberFormat('zh-CN', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(favorProbabilities(f)[0]);
    await expect.poll(() => page.getByTestId('favor-summary').textContent()).toContain(`幸运度为 ${f}`);
    await expect.poll(() => page.getByTestId('favor-summary').textContent()).toContain(first);
    await page.locator('#hp-draw').click();
    await expect.poll(() => page.getByTestId('hp-drawn').textContent()).toContain('已抽 1,000 个');
    expect(await englishInIsland(page, '#favor-weights-plot')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('mod explorer: the write-up’s mod names, a reversed mod from the picker, same URL parameter', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zh-cn/zenith/mods/', '#me-reversed', { tab });
    const expert = term(GLOSSARY, 'mod-expert').zh;
    await expect.poll(() => page.getByTestId('me-summary').textContent()).toMatch(new RegExp(`^\\s*${expert}：`));
    await page.locator('#me-reversed').selectOption('volatile_reversed');
    await expect.poll(() => page.getByTestId('me-summary').textContent()).toContain(`${term(GLOSSARY, 'mod-volatile').zh}+：`);
    await expect.poll(() => param(page, 'meMods')).toBe('volatile_reversed');
    expect(await englishInIsland(page, '#mod-explorer')).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
