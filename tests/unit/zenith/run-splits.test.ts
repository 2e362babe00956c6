// Issue 31, "your run against a plan": pasted splits read as TETRA CHANNEL lists them (fixture), the floor-by-floor
// comparison worked by hand, the plan's climb checked against the seed's loop by hand (0.25 m/s at rank 1, the speed
// cap below floor 2), the implied pace checked against its own definition, and per-minute targets.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compareSplits, impliedApm, minuteTargets, parseSplits, planSplits, splitsToText, type Splits } from '~/engines/zenith';

const FIXTURE = readFileSync('tests/unit/zenith/fixtures/tetra-channel-splits.txt', 'utf8');
const none = (n: number) => new Array(n).fill(null);

describe('parseSplits', () => {
  it('reads the TETRA CHANNEL listing: floor 1 at 0:00, floors 2-9 as printed, floor 10 not reached (dash)', () => {
    expect(parseSplits(FIXTURE)).toEqual({ splits: [0, 31.467, 69.183, 112.65, 151.017, 194.233, 238.8, 291.35, 344.917, null] });
  });
  it('nine times without floor 1 start at floor 2; floor numbers and names with digits are skipped', () => {
    const text = 'F2 0:30.000, F3 1:05.5; F4 1:40';
    expect(parseSplits(text)).toEqual({ splits: [0, 30, 65.5, 100, ...none(6)] });
  });
  it('bare seconds with a decimal point and h:mm:ss are times; the link form reads back', () => {
    expect(parseSplits('27.5\n59.25')).toEqual({ splits: [0, 27.5, 59.25, ...none(7)] });
    expect(parseSplits('0:00:30.5')).toEqual({ splits: [0, 30.5, ...none(8)] });
    const r = parseSplits(FIXTURE);
    if (!('splits' in r)) throw new Error('fixture');
    expect(splitsToText(r.splits)).toBe('31.467,69.183,112.650,151.017,194.233,238.800,291.350,344.917');
    expect(parseSplits(splitsToText(r.splits))).toEqual(r);
  });
  it('refuses what no run can give, with the reason', () => {
    expect(parseSplits('')).toEqual({ problem: 'empty' });
    expect(parseSplits('nothing here 12')).toEqual({ problem: 'empty' });
    expect(parseSplits(Array.from({ length: 11 }, (_, i) => `${i}.5`).join(','))).toEqual({ problem: 'too-many' });
    expect(parseSplits(Array.from({ length: 10 }, (_, i) => `${i + 1}.5`).join(','))).toEqual({ problem: 'first-not-zero' });
    expect(parseSplits('0:30.0, 0:20.0')).toEqual({ problem: 'not-increasing' });
    expect(parseSplits('0:30.0\n-\n1:20.0')).toEqual({ problem: 'not-increasing' });
    expect(parseSplits('61:00.0')).toEqual({ problem: 'too-long' });
  });
});

describe('compareSplits (worked by hand)', () => {
  it('time behind at each floor, time lost on each climb, first floor behind, worst climb', () => {
    const run: Splits = [0, 30, 70, 130, ...none(6)];
    const plan: Splits = [0, 25, 80, 120, 160, ...none(5)];
    const c = compareSplits(run, plan);
    // floor 2: 30 − 25 = +5 behind, lost 5; floor 3: 70 − 80 = −10, lost −15; floor 4: 130 − 120 = +10, lost +20.
    expect(c.rows.slice(0, 5).map((r) => [r.behind, r.lost])).toEqual([
      [0, null],
      [5, 5],
      [-10, -15],
      [10, 20],
      [null, null],
    ]);
    expect(c.firstBehind).toBe(2);
    expect(c.worstFloor).toBe(4);
  });
  it('a run ahead everywhere has no floor behind and no worst climb', () => {
    const c = compareSplits([0, 20, 50, ...none(7)], [0, 25, 60, ...none(7)]);
    expect([c.firstBehind, c.worstFloor]).toEqual([null, null]);
  });
});

describe('the planned run (seed 000 loop, by hand)', () => {
  const still = { apm: 0, pace: { clearLinesPerMin: 0, kosPerMin: 0 } };
  it('with no attack, clears or KOs the climb is 0.25 m/s at rank 1 and stops short of floor 2 (speed cap)', () => {
    // Rank 1 climbs 0.25 × 1 / 60 m a frame while (50 − altitude) / 5 − 0.2 ≥ 1, i.e. up to 44 m: 15 m a minute.
    expect(minuteTargets(still, 120, 60)).toEqual([
      { seconds: 60, altitude: expect.closeTo(15, 9), floor: 1, rank: 1 },
      { seconds: 120, altitude: expect.closeTo(30, 9), floor: 1, rank: 1 },
    ]);
    expect(planSplits(still, 600)).toEqual([0, ...none(9)]);
  });
  it('half-minute steps give twice the rows', () => {
    expect(minuteTargets(still, 120, 30).map((r) => r.seconds)).toEqual([30, 60, 90, 120]);
  });
});

describe('impliedApm', () => {
  const reach = (apm: number, floor: number) => planSplits({ apm, version: 'current' }, 720)[floor - 1];
  it('is the lowest pace that stands on the highest split floor by its time (the definition, for the fixture)', () => {
    const r = parseSplits(FIXTURE);
    if (!('splits' in r)) throw new Error('fixture');
    const apm = impliedApm(r.splits, { version: 'current' })!;
    expect(apm).toBeGreaterThan(1);
    expect(reach(apm, 9)!).toBeLessThanOrEqual(344.917);
    const below = reach(apm - 1, 9);
    expect(below === null || below > 344.917).toBe(true);
  });
  it("a plan's own splits imply no more than the plan's pace", () => {
    for (const apm of [60, 100, 140]) {
      const s = planSplits({ apm, version: 'current' }, 720);
      expect(impliedApm(s, { version: 'current' })).toBeLessThanOrEqual(apm);
    }
  });
  it('splits that reach only floor 1 imply nothing', () => {
    expect(impliedApm([0, ...none(9)], {})).toBeNull();
  });
});
