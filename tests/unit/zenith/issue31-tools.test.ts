// Issue 31 item 1 and "the current client by default": what the pages say about the Zenith calculators is written from
// the calculators' own URL parameters, every calculator with a version switch opens on the current client, and links
// that name a version keep it (frozen link strings, as players have copied them).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';
import { ZENITH_TOOLS, hasVersionSwitch, versionSwitchSentence } from '~/islands/zenith/tools';
import { readParams } from '~/lib/url-state';

const zenithIslands = Object.keys(ISLAND_URL_SPECS).filter((k) => k.startsWith('zenith/') || k.startsWith('home/'));
const verKey = (island: string) => Object.keys(ISLAND_URL_SPECS[island]).find((k) => k.endsWith('Ver'));

describe('item 1: the changes page says which calculators switch version, from the calculators', () => {
  it('every Zenith island with URL state is a listed tool, with the same parameters', () => {
    expect(ZENITH_TOOLS.map((t) => t.island).sort()).toEqual(zenithIslands.sort());
    for (const t of ZENITH_TOOLS) expect(t.specs, t.island).toBe(ISLAND_URL_SPECS[t.island]);
  });
  for (const locale of ['en', 'zh-cn'] as const) {
    it(`${locale}: the sentence names exactly the tools whose URL state has a version parameter`, () => {
      const sentence = versionSwitchSentence(locale);
      const [withSwitch] = locale === 'en' ? sentence.split(' do not have one') : sentence.split('没有这个设置');
      const yes = locale === 'en' ? withSwitch.split('have a client-version setting')[0] : withSwitch.split('都有客户端版本设置')[0];
      for (const t of ZENITH_TOOLS) expect(yes.includes(t.name[locale]), `${t.island} in "${yes}"`).toBe(verKey(t.island) !== undefined);
    });
  }
  it('the climb simulator, the planner and the fatigue timelines have the switch (the old page said they did not)', () => {
    for (const island of ['zenith/ClimbSimulator', 'zenith/ClimbPlanner', 'zenith/Timelines']) expect(verKey(island), island).toBeDefined();
    expect(ZENITH_TOOLS.filter(hasVersionSwitch).length).toBe(zenithIslands.filter((i) => verKey(i) !== undefined).length);
  });
  for (const file of ['content/docs/zenith/changes.mdx', 'content/docs/zh-cn/zenith/changes.mdx']) {
    it(`${file} prints the generated sentence and types no list of its own`, () => {
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/export const switches = versionSwitchSentence\('(en|zh-cn)'\);/);
      expect(text).toContain('{switches}');
      expect(text).not.toMatch(/do not have one yet|还没有，显示的是/);
    });
  }
});

describe('the current client by default; the 2025-01-19 client in links that name it', () => {
  it('every calculator with a version switch opens on the current client', () => {
    for (const island of zenithIslands) {
      const k = verKey(island);
      if (k) expect(readParams('', ISLAND_URL_SPECS[island]).values[k], island).toBe('current');
    }
  });
  // Link strings as they were copied before this change (the copy button writes every parameter, the version included).
  const FROZEN: [string, string, string][] = [
    ['zenith/ClimbPlanner', '?cpBy=floor&cpFloor=10&cpAlt=2000&cpMin=8&cpMods=expert&cpCancel=30&cpClears=40&cpKos=0.5&cpApm=60&cpVer=2025-01', '2025-01'],
    ['zenith/ClimbSimulator', '?csApm=90&csMin=12&csVer=2025-01', '2025-01'],
    ['zenith/ClimbSimulator', '?csMods=duo&csVer=current', 'current'],
    ['zenith/Timelines', '?tlMods=volatile_reversed&tlVer=2025-01', '2025-01'],
    ['zenith/AttackCalculator', '?atVer=2025-01', '2025-01'],
    ['home/HomeFavor', '?hfFloor=3&hfVer=2025-01', '2025-01'],
    ['zenith/ClimbPlanner', '?cpBy=floor&cpFloor=10&cpMin=8&cpMods=expert', 'current'],
  ];
  it.each(FROZEN)('%s %s opens on %s', (island, link, version) => {
    const { values, notices } = readParams(link, ISLAND_URL_SPECS[island]);
    expect(values[verKey(island)!]).toBe(version);
    expect(notices).toEqual([]);
  });
});
