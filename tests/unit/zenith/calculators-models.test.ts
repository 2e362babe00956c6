// Issue 31: the incoming-attack and rank-skip calculators' models against hand-worked examples of the current write-up
// (readme §受击数量计算: critical altitude, 1 + 0.004 (you − c)² / (you + c), k S² capped by floor, 1 − 0.05 (grace − 8),
// the fraction rounded by chance) and of the seed's loop.
import { describe, expect, it } from 'vitest';
import { SPECS as IC, incomingModel, incomingOf } from '~/islands/zenith/incoming-calc';
import { surgeModel } from '~/islands/zenith/surge-calc';
import { readParams } from '~/lib/url-state';

const base = {
  attack: 4,
  self: 2000,
  attacker: 1000,
  streak: 10,
  grace: 10,
  inWindup: false,
  partnerDead: false,
  sharePercent: 50,
  mods: [],
  version: 'current' as const,
};

describe('incoming-attack model (current client, by hand)', () => {
  it('the page default: 4 lines from 1000 m at you on 2000 m, streak 10, grace 10', () => {
    const r = incomingModel(base);
    // c = max(min(1000, 3500), min(2000 − 1000, 2000)) = 1000; penalty 1 + 0.004 × 1000² / 3000 = 7/3.
    expect(r.critical).toBe(1000);
    expect(r.steps.altitude).toBeCloseTo((4 * 7) / 3, 12);
    expect(r.steps.partner).toBeCloseTo(28 / 3, 12); // solo: no partner step
    expect(r.steps.streak).toBeCloseTo(28 / 3 + 0.001 * 100, 12); // k = 0.001, S² = 100 (floor 10: no cap)
    expect(r.steps.carry).toBeCloseTo(28 / 3 + 0.1, 12); // solo: no carry step
    expect(r.steps.grace).toBeCloseTo((28 / 3 + 0.1) * 0.9, 12); // 1 − 0.05 × (10 − 8)
    expect(r.floor).toBe(10); // 2000 m is on floor 10 (1650 m up)
    expect(r.receive).toBe(1); // no mods
    expect(r.whole).toBe(8); // 8.49: 8 for sure, a 49% chance of 9
    expect(r.chance).toBeCloseTo(8.49 - 8, 12);
  });
  it('below the critical altitude nothing is added; Duo with a dead partner ×1.5; a carried player ×(0.55 + share)', () => {
    const low = incomingModel({ ...base, self: 800, attacker: 900, streak: 0, grace: 0 });
    expect(low.steps.total).toBeCloseTo(4, 12);
    const duo = incomingModel({ ...base, self: 800, attacker: 900, streak: 0, grace: 0, mods: ['duo'], partnerDead: true, sharePercent: 10 });
    expect(duo.steps.partner).toBeCloseTo(6, 12);
    expect(duo.steps.carry).toBeCloseTo(6 * 0.65, 12);
  });
  it('the 2025-01-19 client has no step: the attack arrives as sent', () => {
    expect(incomingModel({ ...base, version: '2025-01' }).steps.total).toBe(4);
  });
  it('reads its link: the island default is the worked example above', () => {
    const r = incomingOf(readParams('', IC).values);
    expect(r.steps.grace).toBeCloseTo((28 / 3 + 0.1) * 0.9, 12);
  });
});

describe('rank-skip model', () => {
  it('XP above the bar is cut to the bar and said', () => {
    const r = surgeModel({ rank: 2, xp: 9, lines: 0, floor: 1, mods: [], version: '2025-01' });
    expect([r.xp, r.xpCut]).toEqual([8, true]);
  });
  it('the page default (50 lines at rank 1 on floor 1) ends at rank 8 with hyperspeed', () => {
    const r = surgeModel({ rank: 1, xp: 0, lines: 50, floor: 1, mods: [], version: 'current' });
    expect([r.finalRank, r.hyperspeed]).toEqual([8, 'on']);
  });
});
