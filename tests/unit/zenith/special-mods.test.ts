// Damnation, Bleeding Hearts and Snowball under both client versions (zenith-current CHANGES.md items 33, 37 and 42 and
// their worked examples), and the version list's bookkeeping for what is not modelled.
import { describe, expect, it } from 'vitest';
import { VERSION_CHANGES, bleedingHeartsBackfire, damnationAttack, damnationCanCancel, snowballBoardSize, type ClientVersion } from '~/engines/zenith';
import * as Z from '~/engines/zenith';

describe('Damnation (Double Hole+), CHANGES.md item 33', () => {
  it('a TSD (4) that clears a garbage row: 4 attack and BLIGHTED; on a clean stack without BLIGHTED: 0 now, 4 in the seed', () => {
    expect(damnationAttack({ attack: 4, digsGarbage: true, blighted: false }, 'current')).toEqual({ attack: 4, blightedAfter: true });
    expect(damnationAttack({ attack: 4, digsGarbage: false, blighted: false }, 'current')).toEqual({ attack: 0, blightedAfter: false });
    expect(damnationAttack({ attack: 4, digsGarbage: false, blighted: false })).toEqual({ attack: 4, blightedAfter: false });
  });
  it('BLIGHTED: the next clear ×1.75; if it digs no garbage the buff ends and +1 is added (our reading: 4 → 8)', () => {
    expect(damnationAttack({ attack: 4, digsGarbage: true, blighted: true }, 'current')).toEqual({ attack: 7, blightedAfter: true });
    expect(damnationAttack({ attack: 4, digsGarbage: false, blighted: true }, 'current')).toEqual({ attack: 8, blightedAfter: false });
  });
  it('cancelling: never in the seed; now only when the clear may attack', () => {
    const v: ClientVersion[] = ['2025-01', 'current'];
    expect(v.map((x) => damnationCanCancel(true, false, x))).toEqual([false, true]);
    expect(damnationCanCancel(false, true, 'current')).toBe(true);
    expect(damnationCanCancel(false, false, 'current')).toBe(false);
  });
});

describe('Bleeding Hearts backfire, CHANGES.md item 37', () => {
  it('sending 6 puts 3 lines on the partner at once in both texts; with the partner dead, on yourself', () => {
    expect(bleedingHeartsBackfire(6, true)).toEqual({ lines: 3, target: 'partner' });
    expect(bleedingHeartsBackfire(6, true, 'current')).toEqual({ lines: 3, target: 'partner' });
    expect(bleedingHeartsBackfire(6, false, 'current')).toEqual({ lines: 3, target: 'self' });
  });
});

describe('Snowball board, CHANGES.md item 42', () => {
  it('starts 4×4, grows by 1 every 20 lines, stops at 20×20; the seed text has no Snowball', () => {
    expect([0, 19, 20, 39, 40, 319, 320, 10000].map((n) => snowballBoardSize(n, 'current'))).toEqual([4, 4, 5, 5, 6, 19, 20, 20]);
    expect(snowballBoardSize(20)).toBeNull();
    expect(() => snowballBoardSize(-1, 'current')).toThrow(/linesCleared/);
  });
});

describe('the version list', () => {
  it('has the 47 changes of CHANGES.md §1, numbered 1 to 47', () => {
    expect(VERSION_CHANGES.map((c) => c.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });
  it('every change the engine does not model says why, and a modelled one names exports instead', () => {
    for (const c of VERSION_CHANGES) {
      if (c.modelled) {
        expect(c.why, `item ${c.id}`).toBeUndefined();
        for (const name of c.where!.split(/,\s*/)) expect(Z, `item ${c.id}: ${name}`).toHaveProperty(name);
      } else expect(c.why ?? '', `item ${c.id}`).toMatch(/\w{3,}/);
    }
  });
});
