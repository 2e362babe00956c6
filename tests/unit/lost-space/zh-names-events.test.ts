// Lost Space in Chinese: every sentence of simulated match logs gets a Chinese wording (no English left), and place names
// in Chinese name the same things as the engine's English ones.
import { describe, expect, it } from 'vitest';
import { BOT_IDS, PLANNER_PLACES, simulate, type BotId } from '~/engines/lost-space';
import { eventText } from '~/islands/lost-space/event-text';
import { floorName, listPlaceNameIn, placeNameIn } from '~/islands/lost-space/place-names';

const LINEUPS: BotId[][] = [
  ['goal', 'hunter', 'goal', 'random'],
  ['hunter', 'hunter', 'random', 'random'],
  ['random', 'random', 'random', 'random'],
  ['goal', 'goal', 'goal', 'goal'],
];

describe('match log in Chinese', () => {
  const events = LINEUPS.flatMap((bots) => [1, 2, 3, 26].flatMap((seed) => simulate({ seed, bots, lastRound: 100 }).events));
  const kinds = new Set(events.map((e) => e.kind));

  it('the sample covers the kinds of event the engine logs', () => {
    for (const k of ['attack', 'move', 'ride', 'death', 'key', 'escape', 'escaped', 'zone', 'respawn', 'trap', 'collect', 'end', 'pickup'])
      expect(kinds, k).toContain(k);
    expect(BOT_IDS.length).toBe(3);
  });

  it('every event is translated, keeps its numbers, and shows no English word', () => {
    const bad: string[] = [];
    for (const e of events) {
      const { text, translated } = eventText(e, 'zh-cn');
      const latin = text.replace(/\[\d+, \d+, \d+\]/g, '').match(/[A-Za-z]{2,}/g);
      const digits = (s: string) => (s.replace(/\[\d+, \d+, \d+\]/g, '').match(/\d+/g) ?? []).join(' ');
      if (!translated || latin || digits(text) !== digits(e.text)) bad.push(`${e.text} -> ${text}`);
    }
    expect(bad).toEqual([]);
  });

  it('English stays the engine sentence; an unknown sentence is reported untranslated', () => {
    expect(eventText(events[0], 'en')).toEqual({ text: events[0].text, translated: true });
    expect(eventText({ text: 'Player 1 juggles.' }, 'zh-cn')).toEqual({ text: 'Player 1 juggles.', translated: false });
  });
});

describe('place names in Chinese', () => {
  it('every planner place has a Chinese name with the same coordinates and the same numbering', () => {
    for (const { node, name } of PLANNER_PLACES) {
      const zh = placeNameIn(node, 'zh-cn');
      expect(zh.endsWith(`[${node.join(', ')}]`)).toBe(true);
      expect(zh.match(/[A-Za-z]{2,}/g)).toBeNull();
      expect(placeNameIn(node, 'en')).toBe(name);
    }
    expect(placeNameIn([0, 3, 3], 'zh-cn')).toBe('逃生舱（三层）[0, 3, 3]');
    expect(placeNameIn([1, 0, 0], 'zh-cn')).toBe('重生点 0 / 密钥机 K0（二层）[1, 0, 0]');
    expect(floorName(2, 'zh-cn')).toBe('一层（下层）');
    expect(() => placeNameIn([0, 0, 0], 'zh-cn')).toThrow(RangeError);
  });

  it('in the place lists (grouped by floor) a name leaves out the floor unless nothing else names the place', () => {
    // Hand-worked from the map file: supply 8 is [2, 3, 2] in the hangar; [2, 1, 2] is a bare vents node; elevator A
    // stands at (3, 0) on floors 0 and 2; [2, 0, 1] has nothing on it and no zone.
    expect(listPlaceNameIn([1, 0, 0])).toBe('spawn 0 / key machine K0 [1, 0, 0]');
    expect(listPlaceNameIn([2, 3, 2])).toBe('supply 8 (hangar) [2, 3, 2]');
    expect(listPlaceNameIn([2, 1, 2])).toBe('vents [2, 1, 2]');
    expect(listPlaceNameIn([2, 3, 0])).toBe('elevator A [2, 3, 0]');
    expect(listPlaceNameIn([2, 0, 1])).toBe('lower floor [2, 0, 1]');
    expect(listPlaceNameIn([0, 3, 3], 'zh-cn')).toBe('逃生舱 [0, 3, 3]');
    expect(listPlaceNameIn([2, 3, 2], 'zh-cn')).toBe('物资点 8（机库）[2, 3, 2]');
    expect(listPlaceNameIn([2, 0, 1], 'zh-cn')).toBe('一层 [2, 0, 1]');
    expect(() => listPlaceNameIn([0, 0, 0])).toThrow(RangeError);
    for (const { node } of PLANNER_PLACES) expect(listPlaceNameIn(node, 'zh-cn').match(/[A-Za-z]{2,}/g)).toBeNull();
  });
});
