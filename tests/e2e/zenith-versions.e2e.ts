// Issue 16: the climb simulator, the climb planner, the fatigue timelines and the home page's favor figure switch client
// version from their URL and by keyboard (the five other Zenith islands: zenith-islands.e2e.ts). Expected texts come from
// the engine for each version, and the two versions must differ for the check to mean anything.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CLIMB_DEFAULT_PACE,
  MAX_RUN_MINUTES,
  TARGETING_GRACE_MAX,
  framesOfMinutes,
  graceGain,
  paceEvents,
  samplesOf,
  simulateClimb,
  VERSION_CHANGES,
  type ClientVersion,
  type Mod,
} from '~/engines/zenith';
import { openIsland, useBrowser, param, type SharedTab } from './island';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};

/** The last sample of a default-pace run of `minutes` with `mods`, as the climb islands run it. */
function lastOf(mods: Mod[], minutes: number, version: ClientVersion, apm: number = CLIMB_DEFAULT_PACE.apm) {
  const frames = framesOfMinutes(minutes);
  const events = paceEvents({ ...CLIMB_DEFAULT_PACE, apm }, frames);
  const run = samplesOf(simulateClimb({ mods, frames, events, version }));
  return run[run.length - 1];
}

interface Case {
  name: string;
  path: string;
  ready: string;
  prefix: string;
  /** Id prefix of the version radios. */
  id: string;
  read: (page: Page) => Promise<string | null>;
  expect: (v: ClientVersion) => string;
}

const CASES: Case[] = [
  {
    // Duo: the 2025-01-19 prose halves XP, the current text does not, so the same pace ends at another rank.
    name: 'climb simulator (Duo XP)',
    path: '/zenith/climb/?csMods=duo',
    ready: '#cs-apm',
    prefix: 'cs',
    id: 'cs',
    read: (page) => page.getByTestId('cs-summary').textContent(),
    expect: (v) => `rank ${lastOf(['duo'], MAX_RUN_MINUTES, v).rank.toFixed(2)}`,
  },
  {
    name: 'climb planner (Duo XP, reverse answer)',
    path: '/zenith/planner/?cpMods=duo',
    ready: '#cp-apm',
    prefix: 'cp',
    id: 'cp',
    read: (page) => page.getByTestId('cp-reverse').textContent(),
    expect: (v) => `at ${lastOf(['duo'], MAX_RUN_MINUTES, v).altitude.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} m`,
  },
  {
    // Volatile+: the current client adds a third of the red bar to grace.
    name: 'fatigue timelines (grace from a hit under Volatile+)',
    path: '/zenith/fatigue/?tlMods=volatile_reversed',
    ready: '#tl-floor',
    prefix: 'tl',
    id: 'tl',
    read: (page) => page.getByTestId('tl-grace').textContent(),
    expect: (v) => `adds ${graceGain(0, TARGETING_GRACE_MAX, ['volatile_reversed'], v)} grace`,
  },
  {
    name: 'home favor figure (which end rank 1 is)',
    path: '/',
    ready: '#home-favor-floor',
    prefix: 'hf',
    id: 'hf',
    read: (page) => page.locator('#home-favor svg').getAttribute('aria-label'),
    expect: (v) => (v === 'current' ? 'rank 1 is the easiest column' : 'rank 1 is the hardest column'),
  },
];

describe('Zenith islands: client version (climb, planner, timelines, home)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: from the URL and by keyboard', async (_name, c) => {
    const seedText = c.expect('2025-01');
    const nowText = c.expect('current');
    expect(nowText).not.toBe(seedText);
    const sep = c.path.includes('?') ? '&' : '?';
    // From the URL.
    const fromUrl = await openIsland(browser(), `${c.path}${sep}${c.prefix}Ver=2025-01`, c.ready, { tab });
    await expect.poll(() => c.read(fromUrl.page), { timeout: 15_000 }).toContain(seedText);
    expect(await fromUrl.page.locator(`#${c.id}-ver-2025-01`).isChecked()).toBe(true);
    expect(fromUrl.watch.errors).toEqual([]);
    await fromUrl.close();
    // By keyboard: the island opens on the current client (RULINGS.md, Zenith); the arrow key moves to the 2025-01-19 one.
    const { page, watch, close } = await openIsland(browser(), c.path, c.ready, { tab });
    await expect.poll(() => c.read(page), { timeout: 15_000 }).toContain(nowText);
    await page.locator(`#${c.id}-ver-current`).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => c.read(page), { timeout: 15_000 }).toContain(seedText);
    await expect.poll(() => param(page, `${c.prefix}Ver`), { timeout: 3000 }).toBe('2025-01');
    expect(watch.errors).toEqual([]);
    await close();
  });
});

const ZENITH_PAGES = [
  'attack',
  'climb',
  'duo',
  'fatigue',
  'garbage-favor',
  'garbage-messiness',
  'garbage-phase',
  'hyperspeed',
  'mods',
  'planner',
  'reversed-mods',
  'targeting',
];

describe('Zenith pages: which version a number belongs to', () => {
  it('the changes page lists all 47 changes with date, commit, before, after and whether the site models each', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/zenith/changes/`)).text();
    for (const c of VERSION_CHANGES) {
      const row = html.match(new RegExp(`<th scope="row"[^>]*>${c.id}</th>([\\s\\S]*?)</tr>`));
      expect(row, `change ${c.id}`).not.toBeNull();
      expect(row![1]).toContain(c.commit);
      expect(row![1]).toContain(c.date);
      expect(row![1]).toMatch(c.modelled ? /yes: <code[^>]*>/ : /no: /);
    }
  });
  it.each(ZENITH_PAGES)('/zenith/%s/ carries the client-version note', async (slug) => {
    const html = await (await fetch(`${inject('baseUrl')}/zenith/${slug}/`)).text();
    expect(html).toContain('data-testid="version-note"');
    expect(html).toContain('Numbers in the text of this page are for the 2025-01-19 (seed) client');
  });
});
