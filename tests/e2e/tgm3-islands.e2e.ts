// The TGM3 islands driven once each as a person would (keyboard or mouse), with a URL round trip and a bad link.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openIsland, useBrowser, param, type OpenedPage } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Opens a page, scrolls the island holding `selector` into view and waits until it has hydrated. */
async function open(path: string, selector: string, query = ''): Promise<OpenedPage> {
  return openIsland(browser(), path, selector, { query });
}

const text = (l: Locator) => l.textContent();

describe('TGM3 islands', () => {
  it('final grade: a GM-worthy unqualified game shows MM; qualifying by keyboard shows GM and goes into the URL', async () => {
    const html = await (await fetch(`${baseUrl}/tgm3/master-grading/`)).text();
    expect(html).toContain('would be GM, but the player is not qualified');
    const { page, watch, close } = await open('/tgm3/master-grading/', '#fg-ig');
    const result = page.getByTestId('fg-result');
    await expect.poll(() => text(result)).toContain('MM');
    await page.getByLabel('Qualified Grand Master').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => text(result)).toContain('GM');
    await expect.poll(() => param(page, 'fg_gm'), { timeout: 3000 }).toBe('1');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('final grade: a shared link reproduces internal grade 10 + 2 COOLs, no roll = 7 + 2 = S1; a bad value is clamped and reported', async () => {
    const { page, watch, close } = await open('/tgm3/master-grading/', '#fg-ig', '?fg_ig=10&fg_cools=2&fg_roll=none');
    await expect.poll(() => text(page.getByTestId('fg-result'))).toContain('S1');
    await close();
    const bad = await open('/tgm3/master-grading/', '#fg-ig', `?fg_ig=${encodeURIComponent('<b>99</b>')}&fg_cools=40`);
    await expect.poll(() => bad.page.locator('#fg-cools').inputValue()).toBe('9');
    await expect.poll(() => text(bad.page.locator('.atlas-notice'))).toContain('above the maximum 9');
    expect(await bad.page.locator('.atlas-notice b').count()).toBe(0);
    expect([...watch.errors, ...bad.watch.errors]).toEqual([]);
    await bad.close();
  });

  it('run planner: 44 s to 270 meets the +2 s limit (43 + 2 = 45 s), making 9 COOLs', async () => {
    const { page, watch, close } = await open('/tgm3/master-grading/', '#rp-plus');
    const summary = page.getByTestId('rp-summary');
    await expect.poll(() => text(summary)).toContain('8 section COOLs');
    const input = page.getByLabel('Seconds to level 270');
    await input.fill('44');
    await input.press('Enter');
    await expect.poll(() => text(summary)).toContain('9 section COOLs');
    await expect.poll(() => param(page, 'rp_70'), { timeout: 3000 }).toMatch(/^44,43,44,/);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('grade-points simulator: the decay switch by keyboard writes the URL; a link with a single-only pattern is read back', async () => {
    const { page, watch, close } = await open('/tgm3/master-grading/', '#gp-decay');
    await page.locator('#gp-decay').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => param(page, 'gp_decay'), { timeout: 3000 }).toBe('activeAlways');
    await close();
    const again = await open('/tgm3/master-grading/', '#gp-decay', '?gp_pat=1&gp_active=200');
    await expect.poll(() => again.page.locator('#gp-pat').inputValue()).toBe('1');
    await expect.poll(() => text(again.page.getByTestId('gp-summary'))).toContain('internal grade');
    await again.close();
    const random = await open('/tgm3/master-grading/', '#gp-decay', '?gp_gen=random&gp_seed=5');
    await expect.poll(() => random.page.locator('#gp-seed').inputValue()).toBe('5');
    const first = await text(random.page.getByTestId('gp-summary'));
    await random.page.locator('#gp-seed').fill('6');
    await random.page.locator('#gp-seed').press('Enter');
    await expect.poll(() => param(random.page, 'gp_seed'), { timeout: 3000 }).toBe('6');
    expect(await text(random.page.getByTestId('gp-summary'))).not.toBe(first);
    expect([...watch.errors, ...again.watch.errors, ...random.watch.errors]).toEqual([]);
    await random.close();
  });

  it('speed curves: two COOLs by keyboard bring Master 20G to level 300; Shirase is 20G from the start', async () => {
    const { page, watch, close } = await open('/tgm3/speed/', '#sc-mode');
    const summary = page.getByTestId('sc-summary');
    await expect.poll(() => text(summary)).toContain('20G from level 500');
    await page.locator('#sc-cools').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => text(summary)).toContain('20G from level 300');
    await page.locator('#sc-mode').selectOption('shirase');
    await expect.poll(() => text(summary)).toContain('20G from the first piece');
    await expect.poll(() => param(page, 'sc_mode'), { timeout: 3000 }).toBe('shirase');
    expect(param(page, 'sc_cools')).toBe('2');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('exam checker: target S9 from m1, S9, S8; raising the class to m1 removes the exam', async () => {
    const { page, watch, close } = await open('/tgm3/exams/', '#ex-class');
    const result = page.getByTestId('ex-result');
    await expect.poll(() => text(result)).toContain('a promotion exam for S9 can happen');
    await page.locator('#ex-class').selectOption('m1');
    await expect.poll(() => text(result)).toContain('no promotion exam');
    await expect.poll(() => param(page, 'ex_class'), { timeout: 3000 }).toBe('m1');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('score calculator: the default lone tetris (combo 1 + 8 − 2 = 7) scores (26 + 10) × 4 × 7 + 53 + 10 = 1071; a double-triple-single chain gives the single combo 7 and 313', async () => {
    const { page, watch, close } = await open('/tgm3/scoring/', '#sco-chain');
    const result = page.getByTestId('sco-result');
    await expect.poll(() => text(result)).toContain('1071');
    await page.locator('#sco-chain').fill('231');
    await page.locator('#sco-chain').press('Enter');
    // (ceil(101/4) + 0 + 10) × 1 × 7 + ceil(101/2) + (30 − 20) = 252 + 51 + 10.
    await expect.poll(() => text(result)).toContain('313');
    await expect.poll(() => param(page, 'sco_chain'), { timeout: 3000 }).toBe('231');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('sequence viewer: typing a pattern finds it; the next-match button moves the window', async () => {
    const { page, watch, close } = await open('/tgm3/modes/', '#sq-find');
    await page.locator('#sq-find').fill('');
    await page.locator('#sq-find').type('lzs');
    await expect.poll(() => text(page.getByTestId('sq-hits'))).toMatch(/LZS occurs \d+ time/);
    await page.getByRole('button', { name: 'Go to the next match' }).click();
    await expect.poll(() => text(page.getByTestId('sq-pieces'))).toMatch(/^LZS/);
    await expect.poll(() => param(page, 'sq_find'), { timeout: 3000 }).toBe('lzs');
    expect(Number(param(page, 'sq_pos'))).toBeGreaterThan(0);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('Shirase planner: a 61 s first section is a REGRET (S11); World rule read from a link', async () => {
    const { page, watch, close } = await open('/tgm3/shirase/', '#sh-rule');
    const result = page.getByTestId('sh-result');
    await expect.poll(() => text(result)).toContain('S12');
    const first = page.getByLabel('Seconds for Shirase section 0-99');
    await first.fill('61');
    await first.press('Enter');
    // 61 s pushes level 500 to 3:03:00, past Classic's 2:28:00: the game stops at 500 with 5 − 2 REGRETs = S3.
    await expect.poll(() => text(result)).toContain('torikan at 500');
    await close();
    const world = await open('/tgm3/shirase/', '#sh-rule', '?sh_rule=world&sh_times=61,25,51,23,23');
    await expect.poll(() => world.page.locator('#sh-rule').inputValue()).toBe('world');
    await expect.poll(() => text(world.page.getByTestId('sh-result'))).toContain('S11');
    expect([...watch.errors, ...world.watch.errors]).toEqual([]);
    await world.close();
  });
});
