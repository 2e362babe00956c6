// Issue 31 item 8: the No Hold+ side-change table and glock = 240, transcribed from the seed's reference code
// (RevNoHoldHoleSideChangeChance = [.1, .1, .15, .2, .25, .3, .35, .4, .45, .5, .55]; `1 === floor ? this.S.glock = 240`).
import { describe, expect, it } from 'vitest';
import { FIRST_FLOOR_GLOCK, FPS, noHoldReversedSideChange } from '~/engines/zenith';

describe('No Hold+ hole side change', () => {
  it('floor 1: 10%, then 5 points more each floor up to 55% on floor 10', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(noHoldReversedSideChange)).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55]);
  });
  it('rejects a floor outside 1..10', () => {
    expect(() => noHoldReversedSideChange(0)).toThrow(RangeError);
    expect(() => noHoldReversedSideChange(11)).toThrow(RangeError);
  });
});

describe('glock on the first floor', () => {
  it('is 240 frames, 4 seconds', () => {
    expect(FIRST_FLOOR_GLOCK).toBe(240);
    expect(FIRST_FLOOR_GLOCK / FPS).toBe(4);
  });
});
