// clampInteger: typed text becomes a whole number inside the field's range, or nothing when it is not a number.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampInteger } from '~/islands/common/IntegerField';

describe('clampInteger', () => {
  it('rounds, clamps to the range, and rejects text that is not a number', () => {
    expect(clampInteger('12.6', 0, 31)).toBe(13);
    expect(clampInteger('-4', 0, 31)).toBe(0);
    expect(clampInteger('999', 0, 31)).toBe(31);
    expect(clampInteger('', 0, 31)).toBeNull();
    expect(clampInteger('abc', 0, 31)).toBeNull();
    expect(clampInteger('Infinity', 0, 31)).toBeNull();
  });
  it('always lands in [min, max] when it returns a number', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 200 }), (text, min, span) => {
        const x = clampInteger(text, min, min + span);
        if (x !== null) expect(x >= min && x <= min + span && Number.isInteger(x)).toBe(true);
      }),
    );
  });
});
