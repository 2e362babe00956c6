// `npm test` must run every property from the fixed seed of tests/unit/meta/fast-check.setup.ts (issue 12, item 3).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';

/** The values one fc.assert generates, in order, when given no seed of its own. */
function generated(): number[] {
  const seen: number[] = [];
  fc.assert(
    fc.property(fc.integer(), (n) => {
      seen.push(n);
    }),
    { numRuns: 20 },
  );
  return seen;
}

describe('fast-check in npm test', () => {
  // Not imported from the setup file: importing it would configure the seed and hide a missing setupFiles entry.
  it('has a fixed seed configured globally', () => {
    expect(Number.isInteger(fc.readConfigureGlobal().seed)).toBe(true);
  });

  it('generates the same values on every run of a property', () => {
    expect(generated()).toEqual(generated());
  });
});
