// Garbage favor (seed 000 "垃圾幸运度"): the weight line, its pick chances, and the per-floor favor formula.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { favorProbabilities, favorWeights, garbageFavor, floorAt, neverPickedPlaces } from '~/engines/zenith';

describe('favorWeights', () => {
  it('is flat at favor 0: ten columns of weight 10', () => {
    expect(favorWeights(0)).toEqual(new Array(10).fill(10));
  });

  it('at favor 30 (floor 1, no mods) runs 40, 33.3, ... down to 0 from rank 6 on', () => {
    const w = favorWeights(30);
    expect(w[0]).toBe(40);
    expect(w[1]).toBeCloseTo(40 - 30 / 4.5, 10);
    expect(w.slice(7)).toEqual([0, 0, 0]);
    expect(w[6]).toBeCloseTo(10 + 30 * (1 - 6 / 4.5), 10);
  });

  it('matches the reference loop written out as 10 + favor + i * (20 - 2 * (10 + favor)) / 9', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (favor) => {
        const code = Array.from({ length: 10 }, (_, i) => Math.max(0, 10 + favor + i * ((20 - 2 * (10 + favor)) / 9)));
        favorWeights(favor).forEach((w, i) => expect(w).toBeCloseTo(code[i], 9));
      }),
    );
  });

  it('pivots around 10 at place 4.5: w(i) + w(9 - i) = 20 while neither is clipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), (favor) => {
        const w = favorWeights(favor);
        for (let i = 0; i < 5; i++) expect(w[i] + w[9 - i]).toBeCloseTo(20, 9);
      }),
    );
  });

  it('is never negative, and rises toward rank 0 for positive favor and toward rank 9 for negative favor', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (favor) => {
        const w = favorWeights(favor);
        for (const x of w) expect(x).toBeGreaterThanOrEqual(0);
        for (let i = 1; i < 10; i++) {
          if (favor > 0) expect(w[i]).toBeLessThanOrEqual(w[i - 1]);
          if (favor < 0) expect(w[i]).toBeGreaterThanOrEqual(w[i - 1]);
        }
      }),
    );
  });
});

describe('exact zero weights (issue 11 item 10)', () => {
  it('favor 30: 10 + 30 × (1 − 6/4.5) is exactly 0 by hand, so four places (6–9) are never picked, not three', () => {
    const w = favorWeights(30);
    expect(w[6]).toBe(0);
    expect(w.filter((x) => x === 0)).toHaveLength(4);
    expect(neverPickedPlaces(30)).toEqual([6, 7, 8, 9]);
    expect(favorProbabilities(30)[6]).toBe(0);
  });
  it('every whole favor from −200 to 200: a place has weight 0 exactly when 90 + 9 favor − 2i favor ≤ 0 (integer test)', () => {
    for (let favor = -200; favor <= 200; favor++) {
      const w = favorWeights(favor);
      for (let i = 0; i < 10; i++) {
        // 10 + favor × (1 − i / 4.5) ≤ 0  ⇔  90 + 9 favor − 2 i favor ≤ 0, both sides whole numbers.
        const zero = 90 + 9 * favor - 2 * i * favor <= 0;
        expect(w[i] === 0, `favor ${favor}, place ${i}`).toBe(zero);
        expect(neverPickedPlaces(favor).includes(i)).toBe(zero);
      }
    }
  });
});

describe('favorProbabilities', () => {
  it('sums to 1 and is zero exactly where the weight is zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (favor) => {
        const p = favorProbabilities(favor);
        expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
        favorWeights(favor).forEach((w, i) => expect(p[i] === 0).toBe(w === 0));
      }),
    );
  });

  it('gives 10% to every column at favor 0', () => {
    for (const p of favorProbabilities(0)) expect(p).toBeCloseTo(0.1, 12);
  });
});

describe('garbageFavor', () => {
  it('is 33 - 3 * floor with no mods: 30 on floor 1, 3 on floor 10', () => {
    expect(garbageFavor(1, [])).toBe(30);
    expect(garbageFavor(10, [])).toBe(3);
    expect(garbageFavor(floorAt(700), [])).toBe(33 - 18);
  });
  it('starts Expert from 0 instead of 33, in either form', () => {
    expect(garbageFavor(1, ['expert'])).toBe(-3);
    expect(garbageFavor(1, ['expert_reversed'])).toBe(-3);
  });
  it('takes 25 more for Messy; the worst case, Expert + Messy on floor 10, is -55 (seed prose)', () => {
    expect(garbageFavor(4, ['messy'])).toBe(33 - 12 - 25);
    expect(garbageFavor(10, ['expert', 'messy'])).toBe(-55);
  });
  it('locks at 50 with Volatile+ whatever the floor (seed prose)', () => {
    for (let f = 1; f <= 10; f++) expect(garbageFavor(f, ['volatile_reversed'])).toBe(50);
    expect(garbageFavor(3, ['volatile'])).toBe(24);
  });
});

describe('floorAt', () => {
  it('puts each threshold on the new floor and the metre below on the old one', () => {
    expect(floorAt(0)).toBe(1);
    expect(floorAt(49.99)).toBe(1);
    expect(floorAt(50)).toBe(2);
    expect(floorAt(1649.9)).toBe(9);
    expect(floorAt(1650)).toBe(10);
    expect(floorAt(99999)).toBe(10);
  });
});
