// The TGM3 islands driven once each as a person would (keyboard or mouse), with a URL round trip and a bad link.
import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openIsland, useBrowser, param, type OpenedPage, type SharedTab } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

/** Opens a page, scrolls the island holding `selector` into view and waits until it has hydrated. */
async function open(path: string, selector: string, query = ''): Promise<OpenedPage> {
  return openIsland(browser(), path, selector, { tab, query });
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
    await expect.poll(() => param(page, 'fgGm'), { timeout: 3000 }).toBe('1');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('final grade: a shared link reproduces internal grade 10 + 2 COOLs, no roll = 7 + 2 = S1; a bad value is clamped and reported', async () => {
    const { page, watch, close } = await open('/tgm3/master-grading/', '#fg-ig', '?fgIg=10&fgCools=2&fgRoll=none');
    await expect.poll(() => text(page.getByTestId('fg-result'))).toContain('S1');
    await close();
    const bad = await open('/tgm3/master-grading/', '#fg-ig', `?fgIg=${encodeURIComponent('<b>99</b>')}&fgCools=40`);
    await expect.poll(() => bad.page.locator('#fg-cools').inputValue()).toBe('9');
    await expect.poll(() => text(bad.page.locator('.atlas-notice'))).toContain('above the maximum 9');
    expect(await bad.page.locator('.atlas-notice b').count()).toBe(0);
    expect([...watch.errors, ...bad.watch.errors]).toEqual([]);
    await bad.close();
  });

  it('exam checker: target S9 from m1, S9, S8; raising the class to m1 removes the exam', async () => {
    const { page, watch, close } = await open('/tgm3/exams/', '#ex-class');
    const result = page.getByTestId('ex-result');
    await expect.poll(() => text(result)).toContain('a promotion exam for S9 can happen');
    await page.locator('#ex-class').selectOption('m1');
    await expect.poll(() => text(result)).toContain('no promotion exam');
    await expect.poll(() => param(page, 'exClass'), { timeout: 3000 }).toBe('m1');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('exam checker (issue 11 item 9, issue 25 items 3-5): games keep the class they were played at; Classic and World apart', async () => {
    const gm = Array.from({ length: 7 }, () => 'GM').join(',');
    // Item 3: seven GM-worthy games at class MO: the verdict and the 4th-best note both give MM.
    const mo = await open('/tgm3/exams/', '#ex-class', `?exGames=${gm}&exClass=MO`);
    await expect.poll(() => text(mo.page.getByTestId('ex-result'))).toContain('a promotion exam for MM can happen');
    expect(await text(mo.page.getByTestId('ex-fourth'))).toContain('gives MM');
    expect(await text(mo.page.getByTestId('ex-row-0'))).toContain('played unqualified');
    expect(mo.watch.errors).toEqual([]);
    await mo.close();
    const { page, watch, close } = await open('/tgm3/exams/', '#ex-class', `?exGames=${gm}&exClass=S5`);
    const result = page.getByTestId('ex-result');
    await expect.poll(() => text(result)).toContain('7 games were GM-worthy but played before you were qualified MM');
    await expect.poll(() => text(result)).toContain('a promotion exam for MM can happen');
    expect(await text(result)).not.toMatch(/exam for GM|the GM exam/);
    // Item 4: qualifying MM now does not turn those games into GM games: they were recorded at S5.
    await page.locator('#ex-class').focus();
    await page.locator('#ex-class').selectOption('MM');
    await expect.poll(() => text(result)).toContain('no promotion exam');
    await expect.poll(() => param(page, 'exGames'), { timeout: 3000 }).toBe(Array.from({ length: 7 }, () => 'GM@S5').join(','));
    // Four new GM games played at class MM make the GM exam possible.
    for (let i = 3; i < 7; i++) {
      await page.locator(`#ex-c${i}`).focus();
      await page.locator(`#ex-c${i}`).selectOption('MM');
    }
    await expect.poll(() => text(result)).toContain('the GM exam can happen');
    // Item 5: the World rule keeps its own history (empty: all grade 9 at class 9) and its own class.
    await page.getByLabel('World').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => param(page, 'exRule'), { timeout: 3000 }).toBe('world');
    await expect.poll(() => text(result)).toContain('no promotion exam');
    await page.locator('#ex-g6').focus();
    await page.locator('#ex-g6').selectOption('S1');
    await expect.poll(() => param(page, 'exWGames'), { timeout: 3000 }).toMatch(/S1@9$/);
    await page.getByLabel('Classic').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => text(result)).toContain('the GM exam can happen');
    expect(await text(page.getByTestId('ex-demotion'))).toMatch(/Demotion points: \d+ of 30/);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('score calculator: the default lone tetris (combo 1 + 8 − 2 = 7) scores (26 + 10) × 4 × 7 + 53 + 10 = 1071; a double-triple-single chain gives the single combo 7 and 313', async () => {
    const { page, watch, close } = await open('/tgm3/scoring/', '#sco-chain');
    const result = page.getByTestId('sco-result');
    await expect.poll(() => text(result)).toContain('1,071');
    await page.locator('#sco-chain').fill('231');
    await page.locator('#sco-chain').press('Enter');
    // (ceil(101/4) + 0 + 10) × 1 × 7 + ceil(101/2) + (30 − 20) = 252 + 51 + 10.
    await expect.poll(() => text(result)).toContain('313');
    await expect.poll(() => param(page, 'scoChain'), { timeout: 3000 }).toBe('231');
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
    await expect.poll(() => param(page, 'sqFind'), { timeout: 3000 }).toBe('lzs');
    // The position is written after the click, by its own debounced URL write: wait for it.
    await expect.poll(() => Number(param(page, 'sqPos')), { timeout: 3000 }).toBeGreaterThan(0);
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
    const world = await open('/tgm3/shirase/', '#sh-rule', '?shRule=world&shTimes=61,25,51,23,23');
    await expect.poll(() => world.page.locator('#sh-rule').inputValue()).toBe('world');
    await expect.poll(() => text(world.page.getByTestId('sh-result'))).toContain('S11');
    expect([...watch.errors, ...world.watch.errors]).toEqual([]);
    await world.close();
  });
});
