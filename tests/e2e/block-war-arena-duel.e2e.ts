// Your bot against your bot (issue 27): two code boxes, a language each. A JavaScript bot that uses the helpers handed
// to it inside the worker plays a Python bot, driven by keyboard; the greedy Python bot (written from the contest's
// user document) beats the judge's own sample bots, unchanged (tests/fixtures/third-party/pkudsa-tetris), over a short
// tournament, and the same seed and code give the same results. Each Python game restores Pyodide per box (started
// once a page): games are few, and the second test plays in the first test's page.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { packCode } from '~/islands/block-war/code-link';
import GREEDY from '~/engines/block-war/python/greedy.py?raw';
import { JS_KIT_GREEDY } from '../unit/block-war/python/bots';
import { openIsland, useBrowser } from './island';

const browser = useBrowser();
const sample = (name: string) => readFileSync(new URL(`../fixtures/third-party/pkudsa-tetris/${name}`, import.meta.url), 'utf8');
const status = (page: Page) => page.getByTestId('ar-status');
const arena = (page: Page) => page.locator('#block-war-arena');
const FINISHED = /^(Your bot wins|Your bot loses|A draw|\d+ games against)/;

async function open(query: string) {
  return openIsland(browser(), '/block-war/arena/', '#ar-title', { query });
}

describe('your bot against your bot', () => {
  /** The first test's page, where Pyodide has started, for the second test (null if the first failed). */
  let started: { page: Page; close: () => Promise<void> } | null = null;
  afterAll(() => started?.close());

  it('by keyboard: a JavaScript bot using the kit plays a Python bot in the second box; both choices stay in the link', { timeout: 240_000 }, async () => {
    const stupid = sample('stupidAI1.py');
    const { page, close } = await open(`?arGames=1&arSeed=duel1&arBot=${await packCode(JS_KIT_GREEDY)}&arBotB=${await packCode(stupid)}`);
    const opponent = arena(page).getByRole('combobox', { name: /^Opponent/ });
    await opponent.focus();
    await page.keyboard.press('End'); // the last choice: your second bot
    await expect.poll(() => opponent.inputValue()).toBe('second');
    const langB = arena(page).getByRole('combobox', { name: /^Second bot's language/ });
    await langB.focus();
    await page.keyboard.press('ArrowDown'); // JavaScript → Python
    await expect.poll(() => langB.inputValue()).toBe('python');
    await expect
      .poll(() =>
        arena(page)
          .getByLabel(/^Your second bot \(Python/)
          .inputValue(),
      )
      .toBe(stupid);
    expect(
      await arena(page)
        .getByLabel(/^Your bot \(JavaScript/)
        .inputValue(),
    ).toBe(JS_KIT_GREEDY);
    await expect.poll(() => new URL(page.url()).searchParams.get('arLangB')).toBe('python');
    expect(new URL(page.url()).searchParams.get('arOpponent')).toBe('second');
    await arena(page).getByRole('button', { name: 'Run' }).focus();
    await page.keyboard.press('Enter');
    // The kit's greedy only wins if kit.legal and kit.place answered inside the worker (without them it throws).
    await expect.poll(() => status(page).textContent(), { timeout: 200_000 }).toMatch(FINISHED);
    // A win, and no early end by either box (the only early end allowed: the loser had no legal placement).
    expect(await status(page).textContent()).toMatch(/^Your bot wins \d+–\d+ \(red–blue\) after \d+ placements(: blue had no legal placement)?\.$/);
    started = { page, close };
  });

  it("the greedy Python bot beats the judge's sample bots, unchanged; the same seed and code give the same results", { timeout: 480_000 }, async () => {
    const { page, close } = started ?? (await open('?arOpponent=second&arLangB=python'));
    started = null;
    // The settings of this test, typed into the page of the test before (where Python has started; a page of its own
    // if that test failed): the greedy Python bot in the first box, the judge's sample in the second, 2 games, seed duel2.
    await arena(page)
      .getByRole('combobox', { name: /^Language/ })
      .selectOption('python');
    await arena(page)
      .getByLabel(/^Your bot \(Python/)
      .fill(GREEDY);
    await arena(page)
      .getByLabel(/^Your second bot \(Python/)
      .fill(sample('stupidAI1.py'));
    await arena(page).getByLabel('Games per opponent').fill('2');
    await arena(page).getByLabel('Seed', { exact: true }).fill('duel2');
    await arena(page).getByLabel('Seed', { exact: true }).press('Enter');
    const want = { arLang: 'python', arLangB: 'python', arOpponent: 'second', arGames: '2', arSeed: 'duel2' };
    await expect.poll(() => Object.fromEntries(Object.keys(want).map((k) => [k, new URL(page.url()).searchParams.get(k)]))).toEqual(want);
    expect(
      await arena(page)
        .getByLabel(/^Your bot \(Python/)
        .inputValue(),
    ).toBe(GREEDY);
    const run = async () => {
      await arena(page).getByRole('button', { name: 'Run' }).click();
      // The status leaves the last run's summary as soon as this run starts (Python takes seconds to start).
      await expect.poll(() => status(page).textContent(), { timeout: 60_000 }).toMatch(/Loading Python|Starting Python|Playing game/);
      await expect.poll(() => status(page).textContent(), { timeout: 400_000 }).toMatch(/^2 games against/);
      return { summary: await status(page).textContent(), games: await page.getByTestId('ar-games').textContent() };
    };
    const first = await run();
    expect(first.summary).toMatch(/: 2 won, 0 drawn, 0 lost/);
    // stupidAI2.py is byte for byte the same file as stupidAI1.py in the judge's repository: the same code again.
    await arena(page)
      .getByLabel(/^Your second bot \(Python/)
      .fill(sample('stupidAI2.py'));
    const second = await run();
    expect(second).toEqual(first);
    await close();
  });
});
