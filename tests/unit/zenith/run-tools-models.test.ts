// Issue 31: the models of "your run against a plan" and the per-minute targets (no DOM): the example the page opens with
// is the fixture as pasted, the text box gives back the link's numbers, refused text keeps a plan, and the targets table
// runs in whole steps to the goal with the goal row marked.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseSplits } from '~/engines/zenith';
import { EXAMPLE_SPLITS, SPECS, runCompareModel, splitClock, splitsAsLines } from '~/islands/zenith/run-compare';
import { paceTargetsModel } from '~/islands/zenith/pace-targets';

describe('run comparison model', () => {
  it('opens on the TETRA CHANNEL fixture, stored in the link as seconds', () => {
    expect(EXAMPLE_SPLITS.trim()).toBe(readFileSync('tests/unit/zenith/fixtures/tetra-channel-splits.txt', 'utf8').trim());
    expect(SPECS.yrSplits.default).toBe('31.467,69.183,112.650,151.017,194.233,238.800,291.350,344.917');
  });
  it('writes splits as m:ss.fff, so the text box reads back to the same numbers', () => {
    expect(splitClock(0)).toBe('0:00.000');
    expect(splitClock(69.183)).toBe('1:09.183');
    expect(splitClock(344.917)).toBe('5:44.917');
    const m = runCompareModel({ splits: SPECS.yrSplits.default, apm: 100, mods: [], version: 'current' });
    expect(parseSplits(splitsAsLines(m.splits!))).toEqual({ splits: m.splits });
    expect(splitsAsLines(m.splits!).split('\n')[9]).toBe('PLATFORM OF THE GODS\t-');
  });
  it('compares every floor the run reached and names the last one', () => {
    const m = runCompareModel({ splits: SPECS.yrSplits.default, apm: 100, mods: [], version: 'current' });
    expect(m.last).toEqual({ floor: 9, seconds: 344.917 });
    expect(m.comparison!.rows.filter((r) => r.run !== null).length).toBe(9);
    expect(m.problem).toBeNull();
  });
  it('text that gives no run is a problem, with no comparison and still a plan', () => {
    const m = runCompareModel({ splits: '0:30.0,0:20.0', apm: 100, mods: [], version: 'current' });
    expect(m.problem).toBe('not-increasing');
    expect(m.comparison).toBeNull();
    expect(m.plan[0]).toBe(0);
  });
});

describe('per-minute targets model', () => {
  const base = { apm: 100, goal: 10, minutes: 8, mods: [], version: 'current' as const };
  it('one row per step up to the first step at or after the arrival (or the goal time, when later)', () => {
    for (const step of ['30', '60'] as const) {
      const m = paceTargetsModel({ ...base, step });
      const s = Number(step);
      m.rows.forEach((r, i) => expect(r.seconds).toBe((i + 1) * s));
      const end = Math.max(m.arrival ?? 720, base.minutes * 60);
      expect(m.rows.at(-1)!.seconds).toBe(Math.min(720, Math.ceil(end / s) * s));
    }
  });
  it('marks the first row standing on the goal floor, and the margin is arrival minus goal time', () => {
    const m = paceTargetsModel({ ...base, goal: 5, step: '30' });
    const i = m.rows.findIndex((r) => r.goal);
    expect(m.rows[i].floor).toBeGreaterThanOrEqual(5);
    expect(m.rows.slice(0, i).every((r) => r.floor < 5)).toBe(true);
    expect(m.rows.filter((r) => r.goal).length).toBe(1);
    expect(m.margin).toBeCloseTo(m.arrival! - 8 * 60, 9);
  });
});

describe('per-minute targets solved for a goal (the planner’s answer)', () => {
  it('Expert, floor 10 by 8:00 (2025-01 client): the issue’s worked answer, 154 APM (152 arrives alone, 153 is late)', async () => {
    const { goalPace, goalInput } = await import('~/islands/zenith/pace-targets');
    const goal = { goal: 10, minutes: 8, mods: ['expert' as const], version: '2025-01' as const };
    expect(goalInput(goal).target).toBe(1650);
    expect(goalPace(goal)).toBe(154);
    // The table of that pace reaches the goal floor by the goal time, and its goal row is on floor 10.
    const m = paceTargetsModel({ ...goal, apm: 154, step: '60' });
    expect(m.margin!).toBeLessThanOrEqual(0);
    expect(m.rows.find((r) => r.goal)!.floor).toBe(10);
  });
  it('a goal no steady pace reaches gives no pace (floor 10 by 1:00)', async () => {
    const { goalPace } = await import('~/islands/zenith/pace-targets');
    expect(goalPace({ goal: 10, minutes: 1, mods: [], version: 'current' })).toBeNull();
  });
  it('the goal mode is kept in the link, the pace mode by default', async () => {
    const { SPECS: T } = await import('~/islands/zenith/pace-targets');
    expect(T.ptBy.default).toBe('pace');
    expect(T.ptBy.parse('goal')).toEqual({ value: 'goal' });
    expect(T.ptBy.parse('<x>').problem?.kind).toBe('not-choice');
  });
});
