// Issue 31, "Wrong or rough today": the engine-level items, each from the documents' own words.
import { describe, expect, it } from 'vitest';
import { baseGravity, modParameters } from '~/engines/zenith';

describe('item 6: Freefall is 20G from the first frame in the current client', () => {
  // zenith-current readme §rGV: 从一开局起就20G; reference-code.js sets g = 20 on every floor change under Freefall.
  it('baseGravity under Gravity reversed is 20 at 0:00 on floor 1, and stays 20', () => {
    expect(baseGravity(0, 1, ['gravity_reversed'], 'current')).toBe(20);
    expect(baseGravity(600, 9, ['gravity_reversed'], 'current')).toBe(20);
  });
  it('agrees with the mod explorer (modParameters)', () => {
    for (const floor of [1, 5, 10]) expect(baseGravity(0, floor, ['gravity_reversed'], 'current')).toBe(modParameters(floor, ['gravity_reversed']).gravity);
  });
});
