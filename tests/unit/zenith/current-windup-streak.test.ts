// Current client: windup (CHANGES.md items 1–4) and the cancel streak (items 11–13), worked examples.
import { describe, expect, it } from 'vitest';
import {
  cancelStreakAfter,
  cancelStreakExtraPieces,
  garbageWaitFramesOf,
  initialStreak,
  windupImaginedTotal,
  windupSchedule,
  windupSections,
  windupSplit,
  type StreakEvent,
} from '~/engines/zenith';

const cur = (attack: number, altitude = 0, mods: ('volatile' | 'volatile_reversed')[] = []) =>
  windupSplit(attack, mods, { version: 'current', altitude }).parts;

describe('windup split, current client', () => {
  it('imagined total 16 splits 4,4,4,4; 18 splits 4,4,5,5 (larger last)', () => {
    expect(windupSections(16)).toEqual([4, 4, 4, 4]);
    expect(windupSections(18)).toEqual([4, 4, 5, 5]);
    expect(windupSections(17)).toEqual([4, 4, 4, 5]);
  });
  it('below 4000 m: 8, 11, 14, 16 as before; 17, 20, 30 stop at 4+4+4+4', () => {
    expect(cur(8)).toEqual([4, 4]);
    expect(cur(11)).toEqual([4, 4, 3]);
    expect(cur(14)).toEqual([4, 4, 4, 2]);
    expect(cur(16)).toEqual([4, 4, 4, 4]);
    expect(cur(17)).toEqual([4, 4, 4, 4]);
    expect(cur(20)).toEqual([4, 4, 4, 4]);
    expect(cur(30)).toEqual([4, 4, 4, 4]);
  });
  it('the seed version keeps the remainder in the last segment (tests unchanged elsewhere)', () => {
    expect(windupSplit(17).parts).toEqual([4, 4, 4, 5]);
    expect(windupSplit(30).parts).toEqual([4, 4, 4, 18]);
  });
  it('altitude: 17 at 3999 m → 4,4,4,4; at 4000 m → 4,4,4,5; 20 at 4600 m → 4,4,5,5; 11 at 5500 m → 5,5,1', () => {
    expect(cur(17, 3999)).toEqual([4, 4, 4, 4]);
    expect(cur(17, 4000)).toEqual([4, 4, 4, 5]);
    expect(cur(20, 4600)).toEqual([4, 4, 5, 5]);
    expect(cur(11, 5500)).toEqual([5, 5, 1]);
    expect(windupImaginedTotal(5500)).toBe(20);
  });
  it('Volatile: 40 lines → 8,8,8,8 (imagined 32); the code ignores Volatile+', () => {
    expect(cur(40, 0, ['volatile'])).toEqual([8, 8, 8, 8]);
    expect(windupImaginedTotal(0, ['volatile_reversed'])).toBe(16);
    expect(windupSplit(40, ['volatile']).parts).toEqual([8, 8, 8, 16]);
  });
  it('under 8 there is no windup', () => {
    expect(windupSplit(7, [], { version: 'current' })).toEqual({ parts: [7], frames: [0], beeps: 0 });
  });
  it('a 3-segment windup at frame 0 blocks to 210; a second at 100 starts at 210', () => {
    const s = windupSchedule(
      [
        { frame: 0, segments: 3 },
        { frame: 100, segments: 2 },
      ],
      'current',
    );
    expect(s[0]).toEqual({ start: 0, until: 210 });
    expect(s[1]).toEqual({ start: 210, until: 210 + 180 });
    expect(
      windupSchedule([
        { frame: 0, segments: 3 },
        { frame: 100, segments: 2 },
      ])[1].start,
    ).toBe(100);
  });
});

describe('cancel streak (连续抵消)', () => {
  const run = (events: StreakEvent[]) => events.reduce(cancelStreakAfter, initialStreak());
  it('cancelling 4+4+4 then two perfect clears → 18; clearing garbage → 0', () => {
    const s = run([
      { type: 'cancel', lines: 4 },
      { type: 'cancel', lines: 4 },
      { type: 'cancel', lines: 4 },
      { type: 'perfectClear' },
      { type: 'perfectClear' },
    ]);
    expect(s.value).toBe(18);
    expect(cancelStreakAfter(s, { type: 'garbageCleared' }).value).toBe(0);
  });
  it('never goes below 0; rising garbage −3 a row; I-spin −2', () => {
    expect(
      run([
        { type: 'cancel', lines: 2 },
        { type: 'garbageRose', rows: 1 },
      ]).value,
    ).toBe(0);
    expect(run([{ type: 'cancel', lines: 10 }, { type: 'garbageRose', rows: 2 }, { type: 'iSpinClear' }]).value).toBe(2);
  });
  it('a quad −3, −4 more in a column new to the last two distinct quad columns', () => {
    const a = run([
      { type: 'cancel', lines: 30 },
      { type: 'quad', column: 0 },
    ]);
    expect(a.value).toBe(23);
    const b = cancelStreakAfter(a, { type: 'quad', column: 0 });
    expect(b.value).toBe(20);
    const c = cancelStreakAfter(cancelStreakAfter(b, { type: 'quad', column: 9 }), { type: 'quad', column: 5 });
    expect(c.value).toBe(20 - 7 - 7);
  });
  it('S/Z and J/L spins: −2 only in a new column, each with its own list', () => {
    const a = run([
      { type: 'cancel', lines: 10 },
      { type: 'szSpinClear', column: 3 },
      { type: 'szSpinClear', column: 3 },
      { type: 'jlSpinClear', column: 3 },
    ]);
    expect(a.value).toBe(6);
  });
  it('idle 30 s or 75 pieces +5; the anti-loop checks +2 and +3', () => {
    expect(run([{ type: 'idle30s' }, { type: 'idle75Pieces' }, { type: 'antiLoopSZ' }, { type: 'antiLoopI' }]).value).toBe(15);
  });
});

describe('bag injection and garbage countdown', () => {
  it('S = 55: a bag of 7 + O + L/J + S/Z + L/J + T/I = 12', () => {
    expect(7 + cancelStreakExtraPieces(55, { version: 'current' }).length).toBe(12);
    expect(cancelStreakExtraPieces(55, { version: 'current' })).toEqual(['O', 'L/J', 'S/Z', 'L/J', 'T/I']);
  });
  it('thresholds 20/30/40/50/60 and a one-time i5 at 40', () => {
    expect([19, 20, 30, 40, 50, 60].map((s) => cancelStreakExtraPieces(s, { version: 'current' }).length)).toEqual([0, 1, 2, 3, 5, 6]);
    expect(cancelStreakExtraPieces(40, { version: 'current', firstAt40: true })).toContain('i5');
    expect(cancelStreakExtraPieces(60)).toEqual([]);
  });
  it('S ≥ 25 halves the countdown: F1 300 f → 150 f', () => {
    expect(garbageWaitFramesOf(1, [], { streak: 25, version: 'current' })).toBe(150);
    expect(garbageWaitFramesOf(1, [], { streak: 24, version: 'current' })).toBe(300);
    expect(garbageWaitFramesOf(1, [], { streak: 25 })).toBe(300);
  });
});
