// TGM3 tools on a 390 px phone (issue 25 items 3, 9 and 10): the exam checker's table, the Master planner's section
// table, the section timeline's and the reverse planner's tables (each timeline margin on one line) and the TGM3 source
// tables show every column without scrolling sideways; the exam and planner results come before their tables; the speed
// chart's marker labels neither overlap each other nor leave the plot (their boxes are read from the canvas) at 390 px
// and at 1280 px.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrateAll, openIsland, useBrowser, type SharedTab } from './island';
import { labelProblems, type Area, type LabelBox } from '../../src/islands/common/marker-labels';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

async function phone(path: string, query = '') {
  const opened = await openIsland(browser(), path, 'astro-island', { tab, query });
  await opened.page.setViewportSize({ width: 390, height: 844 });
  await hydrateAll(opened.page);
  return opened;
}

/** Tables (by selector) whose box scrolls sideways at the current width, with their widths. */
const scrolling = (page: Page, selector: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)]
        .map((t) => t.closest('.atlas-table-wrap') ?? t)
        .filter((w) => w.scrollWidth > w.clientWidth + 1)
        .map((w) => `${w.querySelector('caption')?.textContent?.slice(0, 40)}: ${w.scrollWidth} > ${w.clientWidth}`),
    selector,
  );

describe('TGM3 at 390 px', () => {
  it('exam checker: the result first, then all four columns of the games without sideways scroll', async () => {
    const { page, close } = await phone('/tgm3/exams/');
    expect(await scrolling(page, '#exam-checker table')).toEqual([]);
    const [result, rule, table] = await Promise.all(
      ['[data-testid="ex-result"]', '#exam-checker fieldset', '#exam-checker table'].map((s) =>
        page
          .locator(s)
          .first()
          .evaluate((e) => e.getBoundingClientRect().top),
      ),
    );
    expect(result).toBeLessThan(rule);
    expect(rule).toBeLessThan(table);
    await close();
  });

  it('Master planner: the result first, then all nine columns of the sections (result, grade, times, clears) without sideways scroll', async () => {
    for (const path of ['/tgm3/master-planner/', '/zh-cn/tgm3/master-planner/']) {
      const { page, close } = await phone(path);
      expect(await scrolling(page, '#master-planner table.tgm3-mplan'), path).toEqual([]);
      const [result, table] = await Promise.all(
        ['[data-testid="mp-summary"]', '#master-planner table.tgm3-mplan'].map((s) => page.locator(s).evaluate((e) => e.getBoundingClientRect().top)),
      );
      expect(result).toBeLessThan(table);
      await close();
    }
  });

  it('section timeline and reverse planner: their tables fit', async () => {
    const { page, close } = await phone('/tgm3/deadlines/');
    expect(await scrolling(page, '[data-testid="tl-table"], [data-testid="rv-table"]')).toEqual([]);
    await close();
  });

  it('section timeline: each margin ("+18.00 s") stays on one line, its unit never wrapped alone (English and Chinese)', async () => {
    for (const path of ['/tgm3/deadlines/', '/zh-cn/tgm3/deadlines/']) {
      const { page, close } = await phone(path);
      // Each margin's text, with the number of line boxes its characters fall on (distinct tops of the text's rects).
      const margins = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="tl-table"] .tgm3-margin')].map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          return { text: el.textContent, lines: tops.size };
        }),
      );
      // The default run plays all 10 sections: 9 COOL margins (900-999 has none) and 10 REGRET margins.
      expect(margins.length, path).toBe(19);
      expect(
        margins.filter((x) => x.lines !== 1),
        path,
      ).toEqual([]);
      await close();
    }
  });

  it('the TGM3 delay tables (Line clear column) and the combo table (Tetris column) fit; no caption is cut', async () => {
    for (const path of ['/tgm3/speed/', '/tgm3/master-grading/']) {
      const { page, close } = await phone(path);
      expect(
        await scrolling(
          page,
          "[data-source-table$='-delays'] table, table[data-source-table$='-delays'], [data-source-table='tgm3/combo-multipliers'] table, table[data-source-table='tgm3/combo-multipliers']",
        ),
      ).toEqual([]);
      const cut = await page.evaluate(
        () =>
          [...document.querySelectorAll('.atlas-table-wrap caption')].filter(
            (c) => c.getBoundingClientRect().width > 0 && c.getBoundingClientRect().right > 390 + 1,
          ).length,
      );
      expect(cut, path).toBe(0);
      await close();
    }
  });
});

describe('TGM3 speed chart marker labels', () => {
  for (const width of [390, 1280]) {
    it(`no two labels overlap and none leaves the plot at ${width} px (Master, no COOLs, and Master with 3 COOLs)`, async () => {
      for (const query of ['', '?scCools=3']) {
        const { page, close } = await openIsland(browser(), '/tgm3/speed/', '#speed-curves select', { tab, query });
        await page.setViewportSize({ width, height: 900 });
        const canvas = page.locator('#speed-curves canvas').first();
        await canvas.scrollIntoViewIfNeeded();
        await expect.poll(() => canvas.getAttribute('data-marker-boxes'), { timeout: 15_000 }).toMatch(/"boxes":\[\{/);
        // After the resize, Chart.js redraws; wait until the recorded plot matches the canvas's new width.
        await expect
          .poll(async () => {
            const { area } = JSON.parse((await canvas.getAttribute('data-marker-boxes')) ?? '{}') as { area: Area };
            const w = await canvas.evaluate((c) => c.clientWidth);
            return area.right <= w;
          })
          .toBe(true);
        const { area, boxes } = JSON.parse((await canvas.getAttribute('data-marker-boxes')) ?? '{}') as { area: Area; boxes: LabelBox[] };
        expect(boxes.length).toBeGreaterThan(1);
        expect(labelProblems(boxes, area)).toEqual([]);
        await close();
      }
    });
  }
});
