// The Lost Space islands driven as a person would: map explorer, ranking calculator, match simulator; keyboard, mouse, links.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ESCAPE_POD,
  MAP_NODES,
  ZONES,
  explainRanking,
  rankingPoints,
  results,
  routeTimeline,
  safeRoute,
  shortestMoves,
  shortestRoute,
  simulate,
  finalOrder,
  keyTour,
  latestEscapingStart,
  LAST_ZONE_ROUND,
} from '~/engines/lost-space';
import { openIsland, useBrowser, param, type OpenedPage, type SharedTab } from './island';
import { SIM_DEFAULTS } from '~/islands/lost-space/MatchSimulator';
import { themedContext, watchPage } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

async function open(path: string, query = '', theme: 'light' | 'dark' = 'light'): Promise<OpenedPage> {
  return openIsland(browser(), path, '.atlas-island', { query, theme, tab });
}

describe('map explorer', () => {
  const PATH = '/lost-space/map/';
  const summary = (p: Page) => p.getByTestId('ls-route-summary');

  it('server-renders the default route, spawn 0 to spawn 2', async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    expect(html).toContain(`[1, 0, 0] → [1, 6, 6]: ${shortestMoves([1, 0, 0], [1, 6, 6])} moves`);
  });

  it('fails zones with the keyboard slider and picks nodes from the lists', async () => {
    const { page, watch, close } = await open(PATH);
    await page.locator('#ls-map-round').focus();
    await page.keyboard.press('End');
    await expect.poll(() => summary(page).textContent()).toContain(`${shortestMoves([1, 0, 0], [1, 6, 6], { afterRound: 110 })} moves`);
    expect(await summary(page).textContent()).toContain('Failed: warehouse, vents, central computer, medical, hangar');
    await page.locator('#ls-map-to').selectOption('0-3-3');
    await expect
      .poll(() => summary(page).textContent())
      .toContain(`[1, 0, 0] → [0, 3, 3]: ${shortestMoves([1, 0, 0], [0, 3, 3], { afterRound: 110 })} moves, 1 of them elevator ride`);
    await expect.poll(() => param(page, 'mxRound'), { timeout: 3000 }).toBe('110');
    await expect.poll(() => param(page, 'mxTo'), { timeout: 3000 }).toBe('0-3-3');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('picks the two ends with the mouse', async () => {
    const { page, watch, close } = await open(PATH);
    await page.locator('[data-node="2-0-0"]').click();
    await page.locator('[data-node="2-6-6"]').click();
    await expect.poll(() => summary(page).textContent()).toContain(`[2, 0, 0] → [2, 6, 6]: ${shortestMoves([2, 0, 0], [2, 6, 6])} moves`);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('names places in the lists, and a click sets whichever end is chosen', async () => {
    const { page, watch, close } = await open(PATH);
    const options = await page.locator('#ls-map-from option').allTextContents();
    expect(options).toHaveLength(MAP_NODES.length);
    // The lists are grouped by floor, so a name leaves the floor out: the pod is named by what it is and where.
    expect(options).toContain(`escape pod [${ESCAPE_POD.join(', ')}]`);
    expect(options.some((o) => o.startsWith('spawn 1'))).toBe(true);
    await page.getByRole('button', { name: 'end', exact: true }).click();
    await page.locator('[data-node="0-3-3"]').click();
    await expect.poll(() => param(page, 'mxTo'), { timeout: 3000 }).toBe('0-3-3');
    expect(await page.locator('#ls-map-to').inputValue()).toBe('0-3-3');
    await page.getByRole('button', { name: 'start', exact: true }).press('Enter');
    await page.locator('[data-node="2-0-0"]').click();
    await expect.poll(() => param(page, 'mxFrom'), { timeout: 3000 }).toBe('2-0-0');
    expect(await page.locator('#ls-map-to').inputValue()).toBe('0-3-3');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('shows every place name whole in the lists, the keyboard way to pick, at 390 and 1280 px, in both languages', async () => {
    // Issue 29: the place lists were cut at both widths. Each list must be wide enough for its longest name (text width
    // in the list's own font, plus its padding and 20 px for the arrow) and lie inside the island.
    for (const path of [PATH, `/zh-cn${PATH}`]) {
      const { page, watch, close } = await open(path);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const lists = await page.evaluate(() => {
          const c = document.createElement('canvas').getContext('2d')!;
          return [...document.querySelectorAll('select.ls-place')].map((el) => {
            const sel = el as HTMLSelectElement;
            const cs = getComputedStyle(sel);
            c.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            const longest = Math.max(...[...sel.options].map((o) => c.measureText(o.text).width));
            const island = sel.closest('.atlas-island')!.getBoundingClientRect();
            const box = sel.getBoundingClientRect();
            return {
              id: sel.id,
              need: Math.ceil(longest + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + 20),
              has: sel.clientWidth,
              inside: box.left >= island.left - 0.5 && box.right <= island.right + 0.5,
            };
          });
        });
        expect(lists.map((l) => l.id).sort()).toEqual(['kt-spawn', 'ls-map-from', 'ls-map-to']);
        for (const l of lists) expect({ ...l, fits: l.need <= l.has }).toEqual({ ...l, fits: true, inside: true });
      }
      // The map says that the lists are the keyboard's way to pick a place.
      expect(await page.locator('#map-explorer').textContent()).toMatch(path.startsWith('/zh-cn') ? /用键盘.*两个列表/ : /with a keyboard.*use the two lists/);
      expect(watch.errors).toEqual([]);
      await close();
    }
  });

  it('at 390 px shows every column of the map page tables: none hides columns behind a sideways scroll', async () => {
    // Issue 29: at 390 px the tables hid their last columns. The zones table shows as one card per zone on a phone.
    for (const path of [PATH, `/zh-cn${PATH}`]) {
      const { page, watch, close } = await open(path);
      await page.setViewportSize({ width: 390, height: 900 });
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll('main .atlas-table-wrap, main .ls-zone-cards dl')]
          .filter((el) => el.checkVisibility())
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40)}: ${el.scrollWidth - el.clientWidth} px`),
      );
      expect(cut).toEqual([]);
      const cards = page.locator('.ls-zone-cards dl');
      expect(await cards.count()).toBe(ZONES.length);
      for (const [i, z] of ZONES.entries()) expect(await cards.nth(i).textContent()).toContain(`[${z.nodes[0].join(', ')}]`);
      expect(await cards.first().isVisible()).toBe(true);
      expect(watch.errors).toEqual([]);
      await close();
    }
  });

  it('reproduces a shared link, and says so when an end has failed', async () => {
    const { page, watch, close } = await open(PATH, '?mxRound=60&mxFrom=0-3-3&mxTo=0-2-2', 'dark');
    await expect.poll(() => summary(page).textContent()).toContain('No route: [0, 2, 2] is in a failed zone');
    expect(await page.locator('#ls-map-round').inputValue()).toBe('60');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('warns when the route meets a zone that has failed by the round you get there, and offers the safe route', async () => {
    const { page, watch, close } = await open(PATH, '?mxRound=30');
    const warning = page.getByTestId('ls-route-warning');
    expect(await warning.count()).toBe(0);
    // Three rounds later the shortest route reaches the warehouse too late (the engine's timeline says where and when).
    await page.locator('#ls-map-round').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const bad = routeTimeline(shortestRoute([1, 0, 0], [1, 6, 6], { afterRound: 33 })!, 33).filter((st) => st.unsafe);
    expect(bad.length).toBeGreaterThan(0);
    for (const st of bad) await expect.poll(() => warning.textContent()).toContain(`[${st.node.join(', ')}] (warehouse) in round ${st.round}`);
    for (const st of bad)
      expect(await warning.textContent()).toContain(ZONES[st.zone].failsAtEndOfRound === st.round ? 'you would die there' : 'the move is refused');
    const safe = safeRoute([1, 0, 0], [1, 6, 6], { afterRound: 33 })!;
    expect(await warning.textContent()).toContain(`The safe route takes ${safe.length - 1} moves`);
    await page.getByRole('button', { name: 'Show the safe route' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'mxSafe'), { timeout: 3000 }).toBe('1');
    // The summary names the route drawn: the safe one, with the shortest beside it (issue 29: it said "Shortest" of the safe).
    const plainLength = shortestRoute([1, 0, 0], [1, 6, 6], { afterRound: 33 })!.length - 1;
    await expect.poll(() => summary(page).textContent()).toContain(`Safe route [1, 0, 0] → [1, 6, 6]: ${safe.length - 1} moves`);
    expect(await summary(page).textContent()).toContain(`the shortest route is ${plainLength} moves`);
    expect(await summary(page).textContent()).not.toContain('Shortest route');
    // The list gives the safe route round by round, and no node of it is marked as failed.
    const items = page.getByTestId('ls-route-list').locator('li');
    await expect.poll(() => items.count()).toBe(safe.length);
    expect(await items.first().textContent()).toContain('end of round 33: spawn 0');
    expect((await items.allTextContents()).some((t) => t.includes('failed by then'))).toBe(false);
    const link = page.url();
    await close();
    const again = await open(PATH, `?${link.split('?')[1]}`, 'dark');
    await expect.poll(() => again.page.getByRole('button', { name: 'Show the shortest route' }).getAttribute('aria-pressed')).toBe('true');
    // After the last failure nothing is left to race: no warning.
    await again.page.locator('#ls-map-round').focus();
    await again.page.keyboard.press('End');
    await expect.poll(() => again.page.getByTestId('ls-route-warning').count()).toBe(0);
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });

  it('clamps and ignores bad parameters, as text', async () => {
    const { page, watch, close } = await open(PATH, `?mxRound=999&mxFrom=${encodeURIComponent('<b>x</b>')}`);
    const notice = page.locator('.atlas-notice');
    await expect.poll(() => notice.textContent()).toContain('above the maximum 110');
    expect(await notice.locator('b').count()).toBe(0);
    expect(await page.locator('#ls-map-from').inputValue()).toBe('1-0-0');
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('key tour planner', () => {
  const PATH = '/lost-space/map/';
  const summary = (p: Page) => p.getByTestId('kt-summary');

  it('server-renders the tour from spawn 0, round by round', async () => {
    const html = await (await fetch(`${baseUrl}${PATH}`)).text();
    const t = keyTour(0)!;
    expect(html).toContain(`at the pod in round ${t.podRound}, escape countdown in round ${t.escapeRound}`);
    expect(html).toContain('The tour, one action per round');
  });

  it('picks a spawn and a start round by keyboard; the link reproduces the tour', async () => {
    const { page, watch, close } = await openIsland(browser(), PATH, '#kt-title', { tab });
    await page.locator('#kt-spawn').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => param(page, 'ktSpawn'), { timeout: 3000 }).toBe('2');
    const t2 = keyTour(2)!;
    await expect.poll(() => summary(page).textContent()).toContain(`From spawn 2: keys K${t2.machines[0].key} (`);
    await expect.poll(() => summary(page).textContent()).toContain(`at the pod in round ${t2.podRound}`);
    expect(await page.getByTestId('kt-steps').locator('tbody tr').count()).toBe(t2.steps.length);
    await page.locator('#kt-round').focus();
    await page.keyboard.press('End');
    const late = keyTour(2, { afterRound: LAST_ZONE_ROUND });
    await expect.poll(() => summary(page).textContent()).toContain(late ? `at the pod in round ${late.podRound}` : 'no tour reaches the pod');
    await expect.poll(() => param(page, 'ktRound'), { timeout: 3000 }).toBe(String(LAST_ZONE_ROUND));
    const link = page.url();
    const text = await summary(page).textContent();
    await close();
    const again = await openIsland(browser(), PATH, '#kt-title', { tab, query: `?${link.split('?')[1]}`, theme: 'dark' });
    await expect.poll(() => again.page.getByTestId('kt-summary').textContent()).toBe(text);
    expect([...watch.errors, ...again.watch.errors]).toEqual([]);
    await again.close();
  });

  it('says a tour that the end of the game cuts off cannot escape, and the latest start that still does', async () => {
    // Issue 29: spawn 3 after round 80 reaches the pod after round 100 (and after 110): the summary must not read as normal.
    const late = keyTour(3, { afterRound: 80 })!;
    expect(late.goneAtStartOf).toBeGreaterThan(110);
    const { page, watch, close } = await openIsland(browser(), PATH, '#kt-title', { tab, query: '?ktSpawn=3&ktRound=80' });
    await expect.poll(() => summary(page).textContent()).toContain('This tour cannot escape: the game ends at the end of round 100');
    const latest = latestEscapingStart(3, 100)!;
    expect(await summary(page).textContent()).toContain(`still escapes by round 100: after round ${latest}`);
    await close();
    const early = await openIsland(browser(), PATH, '#kt-title', { tab, query: '?ktSpawn=3&ktRound=0' });
    await expect.poll(() => early.page.getByTestId('kt-summary').textContent()).toContain('gone at the start of round');
    expect(await early.page.getByTestId('kt-summary').textContent()).not.toContain('cannot escape');
    expect([...watch.errors, ...early.watch.errors]).toEqual([]);
    await early.close();
  });

  it('reports a bad spawn as text and keeps spawn 0', async () => {
    const { page, watch, close } = await openIsland(browser(), PATH, '#kt-title', { tab, query: `?ktSpawn=${encodeURIComponent('<b>9</b>')}` });
    await expect.poll(() => page.locator('#key-tour .atlas-notice').textContent()).toContain('is not one of');
    expect(await page.locator('#key-tour .atlas-notice b').count()).toBe(0);
    await expect.poll(() => summary(page).textContent()).toContain('From spawn 0');
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('ranking calculator', () => {
  const PATH = '/lost-space/ranking/';
  const order = (p: Page) => p.getByTestId('ls-rank-order').locator('li').allTextContents();

  it('shows the default order with each tie-break, then follows keyboard edits into the URL', async () => {
    const { page, watch, close } = await open(PATH);
    // Hand-worked: players 0 and 1 escaped in round 52 with 3 points each; 1 acts later. 2 (4 points) beats 3 (2 points).
    await expect.poll(async () => (await order(page)).map((t) => t.match(/Player (\d)/)![1])).toEqual(['1', '0', '2', '3']);
    const texts = await order(page);
    expect(texts[1]).toContain('acts later in the round');
    expect(texts[2]).toContain('that player escaped and this one did not');
    expect(texts[3]).toContain('more points');
    // Player 0 gets one more kill: 5 points, now ahead of player 1 on points.
    const kills = page.getByLabel('Player 0: kills');
    await kills.focus();
    await page.keyboard.press('ArrowUp');
    await kills.press('Tab');
    await expect.poll(() => page.getByTestId('ls-points-0').textContent()).toBe(String(rankingPoints({ keyPickups: 3, kills: 1, deaths: 0 })));
    await expect.poll(async () => (await order(page))[0]).toContain('Player 0');
    await expect.poll(() => param(page, 'rk0Kills'), { timeout: 3000 }).toBe('1');
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('reads a shared link and a mouse click on "escaped"', async () => {
    const { page, watch, close } = await open(PATH, '?rk3Escaped=1&rk3Round=40', 'dark');
    await expect.poll(async () => (await order(page))[0]).toContain('Player 3');
    await page.getByLabel('Player 3 escaped').click();
    const expected = explainRanking([
      { id: 0, escaped: true, round: 52, points: 3 },
      { id: 1, escaped: true, round: 52, points: 3 },
      { id: 2, escaped: false, round: 100, points: 4 },
      { id: 3, escaped: false, round: 40, points: 2 },
    ]).map((e) => `Player ${e.id}`);
    await expect.poll(async () => (await order(page)).map((t) => t.slice(0, 8))).toEqual(expected);
    expect(watch.errors).toEqual([]);
    await close();
  });
});

describe('match simulator', () => {
  const PATH = '/lost-space/simulator/';
  const summary = (p: Page) => p.getByTestId('ls-sim-summary');

  it('steps rounds with buttons and keys, and a copied link replays the same game', async () => {
    const { page, watch, close } = await open(PATH);
    const r = SIM_DEFAULTS.round;
    await expect.poll(() => summary(page).textContent()).toContain(`End of round ${r}.`);
    await page.getByRole('button', { name: 'Next round' }).click();
    await expect.poll(() => summary(page).textContent()).toContain(`End of round ${r + 1}.`);
    await page.locator('#ls-sim-seed').fill('42');
    await page.locator('#ls-sim-seed').press('Enter');
    await page.locator('#ls-sim-bot1').selectOption('goal');
    await page.locator('#ls-sim-round').focus();
    await page.keyboard.press('Home');
    await expect.poll(() => summary(page).textContent()).toContain('Start of the game.');
    await page.keyboard.press('ArrowRight');
    const g = simulate({ seed: 42, bots: ['goal', 'goal', 'goal', 'random'] });
    const first = finalOrder(g.final)[0];
    await expect.poll(() => summary(page).textContent()).toContain(`1. player ${first}`);
    await expect.poll(() => param(page, 'msRound'), { timeout: 3000 }).toBe('1');
    expect(param(page, 'msSeed')).toBe('42');
    const link = page.url();
    const rowsBefore = await page.getByTestId('ls-sim-players').locator('tbody').textContent();
    expect(watch.errors).toEqual([]);
    await close();

    const again = await open(link.replace(baseUrl, '').replace(/\?.*/, ''), `?${link.split('?')[1]}`, 'dark');
    await expect.poll(() => again.page.getByTestId('ls-sim-players').locator('tbody').textContent()).toBe(rowsBefore);
    expect(results(g.final).length).toBe(4);
    expect(again.watch.errors).toEqual([]);
    await again.close();
  });

  it('plays round after round and pauses: under a fake clock, no round passes once paused', async () => {
    // The page's clock is Playwright's: time moves only when the test says so, so "nothing happens for 5 s" is exact.
    const context = await themedContext(browser(), 'light');
    await context.clock.install();
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${PATH}`, { waitUntil: 'load' });
    await page.locator('#match-simulator').scrollIntoViewIfNeeded();
    const hydrated = () => page.evaluate(() => !document.querySelector('#match-simulator')?.closest('astro-island')?.hasAttribute('ssr'));
    await expect.poll(hydrated).toBe(true);
    const round = async () => Number(await page.locator('#ls-sim-round').inputValue());
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => (await page.clock.runFor(500), round())).toBeGreaterThan(SIM_DEFAULTS.round + 1);
    await page.getByRole('button', { name: 'Pause' }).press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Play' }).count()).toBe(1);
    const stopped = await round();
    await page.clock.runFor(5000);
    expect(await round()).toBe(stopped);
    expect(await summary(page).textContent()).toContain(`End of round ${stopped}.`);
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('opens on a match with a hunter, and jumps by keyboard to its first kill, trap set off, zone death, key drop and overtime', async () => {
    const { page, watch, close } = await open(PATH);
    const g = simulate({ seed: SIM_DEFAULTS.seed, bots: SIM_DEFAULTS.bots });
    expect(await page.locator('#ls-sim-bot1').inputValue()).toBe(SIM_DEFAULTS.bots[1]);
    expect(SIM_DEFAULTS.bots).toContain('hunter');
    // Server-rendered already: the default round's events include the first kill.
    await expect.poll(() => page.getByTestId('ls-sim-events').textContent()).toMatch(/dies \(attack by player \d\)/);
    for (const [name, text] of [
      ['first trap set off', /sets off a landmine|is stuck in slime/],
      ['first death in a failing zone', /dies \(inside the failing/],
      ['first key drop picked up', /picks up a key drop/],
      ['first event in overtime', /./],
    ] as const) {
      const button = page.getByRole('button', { name: new RegExp(`^${name} \\(`) });
      const round = Number((await button.textContent())!.match(/\((\d+)\)/)![1]);
      // The round the button names holds such an event in the engine's own event list.
      expect(g.events.some((e) => e.round === round && text.test(e.text))).toBe(true);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => summary(page).textContent()).toContain(`End of round ${round}.`);
      await expect.poll(() => page.getByTestId('ls-sim-events').textContent()).toMatch(text);
      await expect.poll(() => param(page, 'msRound'), { timeout: 3000 }).toBe(String(round));
    }
    expect(Number(param(page, 'msRound'))).toBeGreaterThan(LAST_ZONE_ROUND);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('shows the same round in the table, the events and the summary: an escape appears in the round that reports it', async () => {
    // Issue 29: "end of round 50" showed a player as escaped whose escape round 51's events report. Round r's table is
    // the state at the end of round r, read here from the engine's event list, not from the island.
    const g = simulate({ seed: SIM_DEFAULTS.seed, bots: SIM_DEFAULTS.bots });
    const escape = g.events.find((e) => e.kind === 'escaped')!;
    const [r, who] = [escape.round, escape.player!];
    const stateOf = (p: Page) => p.getByTestId('ls-sim-players').locator('tbody tr').nth(who).locator('td').nth(1).textContent();
    const before = await open(PATH, `?msRound=${r - 1}`);
    await expect.poll(() => summary(before.page).textContent()).toContain(`End of round ${r - 1}.`);
    expect(await before.page.getByTestId('ls-sim-players').locator('caption').textContent()).toBe(`Players at the end of round ${r - 1}`);
    expect(await stateOf(before.page)).not.toContain('escaped');
    expect(await before.page.getByTestId('ls-sim-events').textContent()).not.toContain(`Player ${who} escapes.`);
    await before.close();
    const after = await open(PATH, `?msRound=${r}`);
    await expect.poll(() => summary(after.page).textContent()).toContain(`End of round ${r}.`);
    expect(await summary(after.page).textContent()).toContain(`player ${who} (escaped in round ${r})`);
    expect(await after.page.getByTestId('ls-sim-players').locator('caption').textContent()).toBe(`Players at the end of round ${r}`);
    expect(await stateOf(after.page)).toBe('escaped');
    expect(await after.page.getByRole('heading', { name: `Events of round ${r}` }).count()).toBe(1);
    expect(await after.page.getByTestId('ls-sim-events').textContent()).toContain(`Player ${who} escapes.`);
    expect([...before.watch.errors, ...after.watch.errors]).toEqual([]);
    await after.close();
  });

  it("explains every colour of the map in its legend, in the map's own colours", async () => {
    // Issue 29: the simulator's legend lacked the key machines, elevators, supply points and zones. Round 100: every zone
    // has failed, so the failed colour is drawn too. Each swatch must be the colour the drawing uses.
    const { page, watch, close } = await open(PATH, '?msRound=100');
    const seen = await page.evaluate(() => {
      const root = document.querySelector('#match-simulator')!;
      const css = (el: Element | null) => (el ? getComputedStyle(el) : null);
      const legend = [...root.querySelectorAll('.ls-legend li')].map((li) => {
        const sw = css(li.querySelector('.ls-swatch'))!;
        return { text: li.textContent!.trim(), border: sw.borderTopColor, background: sw.backgroundColor };
      });
      return {
        legend,
        stroke: Object.fromEntries(['ls-elevator', 'ls-supply', 'ls-pod', 'ls-machine'].map((c) => [c, css(root.querySelector(`svg.ls-map .${c}`))?.stroke])),
        failed: css(root.querySelector('svg.ls-map .ls-failed'))?.fill,
      };
    });
    const item = (start: string) => seen.legend.find((l) => l.text.startsWith(start))!;
    expect(item('elevator').border).toBe(seen.stroke['ls-elevator']);
    expect(item('supply point').border).toBe(seen.stroke['ls-supply']);
    expect(item('escape pod').border).toBe(seen.stroke['ls-pod']);
    expect(item('key machine').border).toBe(seen.stroke['ls-machine']);
    expect(item('failed zone').background).toBe(seen.failed);
    for (const z of ZONES) expect(item(`${z.name} (fails after round ${z.failsAtEndOfRound})`)).toBeDefined();
    // At round 100 no zone is drawn in its own colour; round 1 draws them all.
    await page.locator('#ls-sim-round').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => summary(page).textContent()).toContain('End of round 1.');
    const zones = await page.evaluate(() => {
      const root = document.querySelector('#match-simulator')!;
      const fill = (name: string) =>
        getComputedStyle([...root.querySelectorAll('svg.ls-map rect')].find((r) => r.querySelector('title')?.textContent?.startsWith(name))!).fill;
      return Object.fromEntries(['warehouse', 'vents', 'central computer', 'medical', 'hangar'].map((z) => [z, fill(z)]));
    });
    for (const z of ZONES) expect(item(z.name).background).toBe(zones[z.name]);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('at 390 px shows each player as a card with every column of the table, nothing cut', async () => {
    // Issue 29: at 390 px the players' table hid its last columns behind a sideways scroll.
    const { page, watch, close } = await open(PATH);
    const table = page.getByTestId('ls-sim-players');
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    const heads = await table.locator('thead th').allTextContents();
    expect(heads).toEqual(['Player', 'Bot', 'State', 'Node', 'HP', 'Keys', 'Items', 'Points']);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect.poll(() => table.isVisible()).toBe(false);
    const cards = page.getByTestId('ls-sim-cards');
    await expect.poll(() => cards.isVisible()).toBe(true);
    const shown = await cards.locator('dl.ls-card').evaluateAll((dls) =>
      dls.map((dl) => ({
        terms: [...dl.querySelectorAll('dt')].map((d) => d.textContent),
        values: [...dl.querySelectorAll('dd')].map((d) => d.textContent),
        inside: (() => {
          const island = dl.closest('.atlas-island')!.getBoundingClientRect();
          const b = dl.getBoundingClientRect();
          return b.left >= island.left && b.right <= island.right && dl.scrollWidth <= dl.clientWidth;
        })(),
      })),
    );
    expect(shown).toEqual(rows.map((values) => ({ terms: heads, values, inside: true })));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(watch.errors).toEqual([]);
    await close();
  });

  it('ignores a hostile bot name and shows it only as text', async () => {
    const { page, watch, close } = await open(PATH, `?msBot0=${encodeURIComponent('<img src=x onerror=alert(1)>')}&msRound=-5`);
    const notice = page.locator('.atlas-notice');
    await expect.poll(() => notice.textContent()).toContain('is not one of random, goal');
    expect(await notice.textContent()).toContain('below the minimum 0');
    expect(await notice.locator('img').count()).toBe(0);
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors).toEqual([]);
    await close();
  });
});
