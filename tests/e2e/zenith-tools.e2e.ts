// Issue 31's new Zenith tools driven by keyboard, with their links: your run against a plan (pasted splits kept in the
// link, and the link reproducing the comparison) and the per-minute targets. Expected values come from the fixture
// (the splits as pasted) and the engine; with SHOTS=1 each tool is saved at 390 px for a person to look at.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { impliedApmFromAltitudes, minuteTargets, planMinutes } from '~/engines/zenith';
import { allSpinExampleRows } from '~/components/zenith/allspin-example';
import { openIsland, useBrowser, param, type SharedTab } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const FIXTURE = readFileSync('tests/unit/zenith/fixtures/tetra-channel-splits.txt', 'utf8');
const ALTITUDES = readFileSync('tests/unit/zenith/fixtures/altitude-per-minute.txt', 'utf8');
const PHONE = { width: 390, height: 844 };

async function shot(page: Page, selector: string, name: string) {
  if (!process.env.SHOTS) return;
  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => document.documentElement.clientWidth === 390);
  const dir = mkdtempSync(join(tmpdir(), 'zenith-tools-shots-'));
  await page.locator(selector).screenshot({ path: join(dir, `${name}-390.png`) });
  console.log(`  screenshot: ${join(dir, `${name}-390.png`)}`);
}

/** The comparison table's cells for a floor row (by the floor's English name). */
const rowText = (page: Page, floor: string) => page.locator('[data-testid="yr-table"] tr', { hasText: floor }).first().textContent();

describe('Zenith tools', () => {
  it('your run: the page works without JavaScript (the example compared in the HTML)', async () => {
    const html = await (await fetch(`${baseUrl}/zenith/your-run/`)).text();
    // Fixture: Corruption at 5:44.917, shown as m:ss.cc cut.
    expect(html).toContain('5:44.91');
    expect(html).toContain('data-testid="yr-table"');
    expect(html).toContain('data-testid="pt-table"');
  });

  it('your run: splits pasted by keyboard in TETRA CHANNEL layout go into the link, and the link reproduces the comparison', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/your-run/', '#yr-splits', { tab });
    const box = page.locator('#yr-splits');
    await box.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    // A run of four floors, as the stats site lists them, typed in.
    await page.keyboard.insertText(FIXTURE.split('\n').slice(0, 5).join('\n').replace('1:52.650', '1:50.000'));
    await expect.poll(() => param(page, 'yrSplits'), { timeout: 5000 }).toBe('31.467,69.183,110.000');
    await expect.poll(() => rowText(page, 'The Arena')).toContain('1:50.00');
    // A list that goes backwards is refused with the reason; the link keeps the last good run.
    await page.keyboard.insertText('\nTHE MUSEUM 1:00.000');
    await expect.poll(() => page.getByTestId('yr-problem').textContent()).toContain('must grow floor by floor');
    expect(param(page, 'yrSplits')).toBe('31.467,69.183,110.000');
    // The planned pace, by keyboard.
    await page.locator('#yr-apm').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('120');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'yrApm'), { timeout: 5000 }).toBe('120');
    const link = page.url();
    const arena = await rowText(page, 'The Arena');
    expect(watch.errors).toEqual([]);
    await close();

    const again = await openIsland(browser(), new URL(link).pathname, '#yr-splits', { tab, query: new URL(link).search });
    await expect.poll(() => rowText(again.page, 'The Arena')).toBe(arena);
    expect(await again.page.locator('#yr-splits').inputValue()).toContain('THE ARENA\t1:50.000');
    await shot(again.page, '#run-compare', 'your-run');
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });

  it('your run by altitude: minutes pasted by keyboard go into the link, compared with the plan; the link reproduces it', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/your-run/', '#ya-alt', { tab });
    await page.locator('#ya-alt').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    // Three minutes of the fixture, the third one slower, typed in.
    await page.keyboard.insertText(ALTITUDES.split('\n').slice(0, 3).join('\n').replace('585 m', '500 m'));
    await expect.poll(() => param(page, 'yaAlt'), { timeout: 5000 }).toBe('118,327,500');
    const rows = page.locator('[data-testid="ya-table"] tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    // The plan column is the engine's altitude at 3:00 for the default 100 APM (current client), in whole metres.
    const plan = planMinutes({ apm: 100, version: 'current' }, 3)[2].altitude;
    const cells = rows.nth(2).locator('td');
    expect(await cells.nth(1).textContent()).toBe(Math.round(plan).toLocaleString('en'));
    expect(await cells.nth(0).textContent()).toBe('500');
    const implied = impliedApmFromAltitudes([118, 327, 500], { version: 'current' });
    await expect.poll(() => page.getByTestId('ya-summary').textContent()).toContain(`about ${implied} APM`);
    // Text with no altitude is refused with the reason; the link keeps the last good run.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('no numbers');
    await expect.poll(() => page.getByTestId('ya-note').textContent()).toContain('No altitudes found');
    expect(param(page, 'yaAlt')).toBe('118,327,500');
    await page.locator('#ya-apm').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('120');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'yaApm'), { timeout: 5000 }).toBe('120');
    const link = page.url();
    const third = await rows.nth(2).textContent();
    expect(watch.errors).toEqual([]);
    await close();

    const again = await openIsland(browser(), new URL(link).pathname, '#ya-alt', { tab, query: new URL(link).search });
    await expect.poll(() => again.page.locator('[data-testid="ya-table"] tbody tr').nth(2).textContent()).toBe(third);
    expect(await again.page.locator('#ya-alt').inputValue()).toContain('3:00\t500 m');
    await shot(again.page, '#altitude-run', 'your-altitude');
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });

  it('per-minute targets: the step and the pace by keyboard; one row a step, the goal row marked', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/your-run/', '#pt-apm', { tab });
    await page.locator('#pt-apm').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('140');
    await page.keyboard.press('Tab');
    await expect.poll(() => param(page, 'ptApm'), { timeout: 5000 }).toBe('140');
    await page.locator('#pt-step').selectOption('60');
    await expect.poll(() => param(page, 'ptStep'), { timeout: 5000 }).toBe('60');
    const rows = page.locator('[data-testid="pt-table"] tbody tr');
    // At 140 APM the table reaches past the 8-minute goal time: 8 whole-minute rows at least, the first at 1:00.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(8);
    const first = minuteTargets({ apm: 140, version: 'current' }, 60, 60)[0];
    expect(await rows.first().textContent()).toContain(String(Math.round(first.altitude)));
    expect(await page.locator('[data-testid="pt-table"] tr.zen-goal').count()).toBe(1);
    await shot(page, '#pace-targets', 'targets');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('per-minute targets for a goal: chosen by keyboard, the table shows the pace that reaches it (154 APM for Expert, floor 10 by 8:00)', async () => {
    // The issue's worked answer (2025-01 client): 152 arrives alone, 153 is late, every pace from 154 arrives.
    const { page, watch, close } = await openIsland(browser(), '/zenith/your-run/', '#pt-by', { tab, query: '?ptMods=expert&ptVer=2025-01' });
    await page.locator('#pt-by').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => param(page, 'ptBy'), { timeout: 5000 }).toBe('goal');
    await expect.poll(() => page.getByTestId('pt-summary').textContent(), { timeout: 30000 }).toContain('154 APM is the climb planner');
    expect(await page.locator('#pt-apm').count()).toBe(0);
    expect(await page.locator('[data-testid="pt-table"] caption').textContent()).toContain('154 APM');
    expect(await page.locator('[data-testid="pt-table"] tr.zen-goal').textContent()).toContain('Platform of The Gods');
    const link = page.url();
    const table = await page.getByTestId('pt-table').textContent();
    expect(watch.errors).toEqual([]);
    await close();

    const again = await openIsland(browser(), new URL(link).pathname, '#pt-by', { tab, query: new URL(link).search });
    await expect.poll(() => again.page.getByTestId('pt-table').textContent(), { timeout: 30000 }).toBe(table);
    expect(await again.page.locator('#pt-by').inputValue()).toBe('goal');
    await shot(again.page, '#pace-targets', 'targets-goal');
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });

  it('rank-skip calculator: rank and lines by keyboard; 28 lines at rank 7 reach rank 8 and hyperspeed, 27 do not', async () => {
    const html = await (await fetch(`${baseUrl}/zenith/calculators/`)).text();
    expect(html).toContain('data-testid="sk-table"');
    const { page, watch, close } = await openIsland(browser(), '/zenith/calculators/', '#sk-rank', { tab });
    const type = async (id: string, text: string) => {
      await page.locator(id).focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    };
    await type('#sk-rank', '7');
    await type('#sk-lines', '28');
    // Hand-worked (tests/unit/zenith/surge.test.ts): 28.05 − 3 × 56/3600 ≥ 28.
    await expect.poll(() => page.getByTestId('sk-summary').textContent()).toContain('ends at rank 8');
    expect(await page.getByTestId('sk-summary').textContent()).toContain('Hyperspeed starts');
    await type('#sk-lines', '27');
    await expect.poll(() => page.getByTestId('sk-summary').textContent()).toContain('ends at rank 7');
    await expect.poll(() => param(page, 'skLines'), { timeout: 5000 }).toBe('27');
    expect(param(page, 'skRank')).toBe('7');
    await shot(page, '#surge-calculator', 'surge');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('incoming-attack calculator: grace and client by keyboard change the lines received, each step shown', async () => {
    const { page, watch, close } = await openIsland(browser(), '/zenith/calculators/', '#ic-grace', { tab });
    const summary = page.getByTestId('ic-summary');
    // Hand-worked (tests/unit/zenith/calculators-models.test.ts): (4 × 7/3 + 0.1) × 0.9 = 8.49.
    await expect.poll(() => summary.textContent()).toContain('8.49');
    expect(await page.locator('[data-testid="ic-table"] tbody tr').count()).toBe(6);
    await page.locator('#ic-grace').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await expect.poll(() => summary.textContent()).toContain('9.43'); // no grace protection at 8
    await expect.poll(() => param(page, 'icGrace'), { timeout: 5000 }).toBe('8');
    await page.locator('#ic-ver-2025-01').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => summary.textContent()).toContain('exactly 4 lines');
    await shot(page, '#incoming-calculator', 'incoming');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('mods page: the All-Spin example row by row, built without JavaScript (floor 3: the repeat at 8, turned on lock 10)', async () => {
    const html = await (await fetch(`${baseUrl}/zenith/mods/`)).text();
    const table = html.slice(html.indexOf('data-testid="allspin-example"'), html.indexOf('</table>', html.indexOf('data-testid="allspin-example"')));
    const cells = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) => r[1].replace(/<[^>]*>/g, '|').replace(/\|+/g, '|'));
    // Header, then ten locks; the countdown is the seed's floor + 5 = 8, falling by one per lock that is not a repeat.
    expect(cells).toHaveLength(11);
    expect(cells[2]).toContain('|8|repeat: a solid row rises|');
    expect(cells[9]).toContain('|1|every row counts down');
    const column = allSpinExampleRows()[1].step.state.rows[0].column + 1;
    expect(cells[10]).toContain(`a row turns into garbage, hole in column ${column}`);
  });

  it('mods page: the named combinations table, and the mod explorer names the set picked by keyboard', async () => {
    const html = await (await fetch(`${baseUrl}/zenith/mods/`)).text();
    expect(html).toContain('data-testid="mod-combos"');
    expect(html).toContain('A Modern Classic');
    const { page, watch, close } = await openIsland(browser(), '/zenith/mods/', '#me-mod-messy', { tab });
    await page.locator('#me-mod-messy').focus();
    await page.keyboard.press('Space'); // Expert (the default) + Messy
    await expect.poll(() => page.getByTestId('me-combo').textContent()).toContain('Block Rationing');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('me-combo').textContent()).toContain('no name');
    await shot(page, '[data-testid="mod-combos"]', 'mod-combos');
    expect(watch.errors).toEqual([]);
    await close();
  });
});
