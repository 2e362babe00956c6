// Current client (zenith-current CHANGES.md §2 B, readme §受击数量计算): the incoming pipeline, worked examples.
import { describe, expect, it } from 'vitest';
import { altitudePenalty, cancelStreakBump, criticalAltitude, graceGain, incomingAttack } from '~/engines/zenith';
import { createRng } from '~/lib/rng';
import { roundAttack } from '~/engines/zenith';

describe('altitude penalty (CHANGES.md item 5 table)', () => {
  // [self, attacker, multiplier as printed, printed decimals]
  const printed: [number, number, number, number][] = [
    [300, 100, 1.4, 2],
    [500, 0, 3.0, 2],
    [1000, 0, 5.0, 2],
    [1000, 200, 3.13, 2],
    [1650, 0, 2.74, 2],
    [1650, 650, 2.74, 2],
    [1650, 1650, 1, 2],
    [3000, 1000, 1.8, 2],
    [5000, 5000, 2.06, 2],
    [10000, 3500, 13.5, 1],
  ];
  it.each(printed)('you %i m, attacker %i m → ×%f', (self, att, mult, digits) => {
    expect(altitudePenalty(self, att, 'current')).toBeCloseTo(mult, digits);
  });
  it('is ×1 in the seed version for every pair', () => {
    for (const [self, att] of printed) expect(altitudePenalty(self, att)).toBe(1);
  });
  it('caps the critical altitude at 3500 from the attacker and 2000 from you', () => {
    expect(criticalAltitude(5000, 5000)).toBe(3500);
    expect(criticalAltitude(9000, 0)).toBe(2000);
  });
});

describe('cancel-streak penalty (CHANGES.md item 7 examples)', () => {
  it('S = 60 → +3.6 on any floor', () => {
    for (let f = 1; f <= 10; f++) expect(cancelStreakBump(60, f, [], { version: 'current' })).toBeCloseTo(3.6, 10);
  });
  it('S = 100 → +4 (F1), +6 (F3), +10 (F7), +10 (F8+)', () => {
    expect(cancelStreakBump(100, 1, [], { version: 'current' })).toBe(4);
    expect(cancelStreakBump(100, 3, [], { version: 'current' })).toBe(6);
    expect(cancelStreakBump(100, 7, [], { version: 'current' })).toBe(10);
    expect(cancelStreakBump(100, 8, [], { version: 'current' })).toBeCloseTo(10, 10);
  });
  it('S = 150 on F9 → +22.5 (no cap from floor 8)', () => {
    expect(cancelStreakBump(150, 9, [], { version: 'current' })).toBeCloseTo(22.5, 10);
  });
  it('All-Spin, S = 60 → 7.2 capped at 6 on F3', () => {
    expect(cancelStreakBump(60, 3, ['allspin'], { version: 'current' })).toBe(6);
    expect(cancelStreakBump(60, 9, ['allspin'], { version: 'current' })).toBeCloseTo(7.2, 10);
  });
  it('Volatile, S = 100 → +3.0; cap doubles; during a windup the cap is 6 (×2 with Volatile)', () => {
    expect(cancelStreakBump(100, 1, ['volatile'], { version: 'current' })).toBeCloseTo(3, 10);
    expect(cancelStreakBump(200, 1, ['volatile'], { version: 'current' })).toBe(8);
    expect(cancelStreakBump(200, 9, [], { version: 'current', inWindup: true })).toBe(6);
    expect(cancelStreakBump(200, 9, ['volatile'], { version: 'current', inWindup: true })).toBe(12);
  });
  it('adds nothing in the seed version', () => {
    expect(cancelStreakBump(100, 9)).toBe(0);
  });
});

describe('whole pipeline (CHANGES.md item 10 worked example)', () => {
  const input = { attack: 4, self: 1000, attacker: 0, floor: 7, streak: 50, grace: 18 };
  it('4 × 5.0 = 20, +2.5 = 22.5, × 0.5 = 11.25', () => {
    const s = incomingAttack(input, 'current');
    expect(s.altitude).toBeCloseTo(20, 10);
    expect(s.streak).toBeCloseTo(22.5, 10);
    expect(s.total).toBeCloseTo(11.25, 10);
  });
  it('rounds to 11 or 12, 12 about a quarter of the time', () => {
    const rng = createRng('pipeline');
    const total = incomingAttack(input, 'current').total;
    let twelves = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = roundAttack(total, rng);
      expect([11, 12]).toContain(r);
      if (r === 12) twelves++;
    }
    expect(twelves / n).toBeGreaterThan(0.2);
    expect(twelves / n).toBeLessThan(0.3);
  });
  it('the seed model keeps 4', () => {
    expect(incomingAttack(input).total).toBe(4);
  });
  it('dead partner ×1.5 and carry protection ×(0.55 + share) in Duo (items 6, 8)', () => {
    const base = { attack: 10, self: 100, attacker: 100, floor: 2, mods: ['duo'] as const };
    expect(incomingAttack({ ...base, mods: ['duo'], partnerDead: true }, 'current').total).toBeCloseTo(15, 10);
    expect(incomingAttack({ ...base, mods: ['duo'], share: 0.1 }, 'current').total).toBeCloseTo(6.5, 10);
    expect(incomingAttack({ ...base, mods: ['duo'], share: 0.2 }, 'current').total).toBeCloseTo(10, 10);
    expect(incomingAttack({ ...base, mods: [], partnerDead: true, share: 0.1 }, 'current').total).toBeCloseTo(10, 10);
  });
  it('grace protection: grace 12 → ×0.80, grace 18 → ×0.50, grace 8 → ×1 (item 9)', () => {
    const hit = (grace: number) => incomingAttack({ attack: 10, self: 0, attacker: 0, floor: 1, grace }, 'current').total;
    expect(hit(12)).toBeCloseTo(8, 10);
    expect(hit(18)).toBeCloseTo(5, 10);
    expect(hit(8)).toBe(10);
  });
});

describe('grace gain (CHANGES.md item 21)', () => {
  it('grows by the red bar after the pipeline; Volatile+ ÷3 floored in the current client', () => {
    expect(graceGain(0, 8, [], 'current')).toBe(8);
    expect(graceGain(0, 7, ['volatile_reversed'], 'current')).toBe(2);
    expect(graceGain(0, 7, ['volatile_reversed'])).toBe(7);
    expect(graceGain(15, 7, [], 'current')).toBe(18);
  });
});

describe('version argument', () => {
  it('rejects an unknown version with a RangeError naming it', () => {
    expect(() => altitudePenalty(1, 1, 'beta' as never)).toThrow(/version/);
  });
});
