// Decay cost: idle losses worked out by hand from seed 002's "Decay rate" column, and a traced game that must agree with
// runMaster (the same engine, run in one go).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idleDecayLoss, runMaster, traceMaster, type MasterEvent } from '~/engines/tgm3';

describe('idleDecayLoss', () => {
  it('10 s (600 frames) at internal grade 30 (one point per 10 frames) loses 60 of 99 points', () => {
    expect(idleDecayLoss(30, 600, 99)).toEqual({ internalGrade: 30, frames: 600, rate: 10, from: 99, lost: 60, left: 39 });
  });
  it('internal grade 0 decays one point per 125 frames: 600 frames take 4', () => {
    expect(idleDecayLoss(0, 600, 99).lost).toBe(4);
  });
  it('internal grade 12 (30 frames a point): 29 frames take nothing, 30 take one', () => {
    expect(idleDecayLoss(12, 29, 50).lost).toBe(0);
    expect(idleDecayLoss(12, 30, 50).lost).toBe(1);
  });
  it('never takes more points than there are', () => {
    expect(idleDecayLoss(31, 100000, 7)).toMatchObject({ lost: 7, left: 0 });
  });
  it('names the bad argument in a RangeError', () => {
    expect(() => idleDecayLoss(32, 1, 1)).toThrow(/internalGrade/);
    expect(() => idleDecayLoss(-1, 1, 1)).toThrow(RangeError);
    expect(() => idleDecayLoss(3, 1.5, 1)).toThrow(/frames/);
    expect(() => idleDecayLoss(3, 10, 100)).toThrow(/points/);
    expect(() => idleDecayLoss(3, Number.NaN, 1)).toThrow(RangeError);
  });
});

const game = (pattern: number[], active: number, after: number, pieces: number): MasterEvent[] =>
  Array.from({ length: pieces }, (_, i) => ({
    type: 'piece',
    activeFrames: active,
    lines: pattern[i % pattern.length] as 0 | 1 | 2 | 3 | 4,
    afterFrames: after,
  }));

const arb = fc.record({
  pattern: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 8 }),
  active: fc.integer({ min: 1, max: 200 }),
  after: fc.integer({ min: 0, max: 60 }),
  pieces: fc.integer({ min: 1, max: 900 }),
  decay: fc.constantFrom('activeNoCombo' as const, 'activeAlways' as const),
});

describe('traceMaster', () => {
  it('ends where runMaster ends (same points, grade, frame, COOLs)', () => {
    fc.assert(
      fc.property(arb, ({ pattern, active, after, pieces, decay }) => {
        const events = game(pattern, active, after, pieces);
        const t = traceMaster(events, { decay });
        const r = runMaster(events, { decay });
        expect([t.state.frame, t.state.level, t.state.internalGrade, t.state.points, t.state.cools]).toEqual([
          r.state.frame,
          r.state.level,
          r.state.internalGrade,
          r.state.points,
          r.state.cools,
        ]);
        expect(t.grade).toEqual(r.grade);
      }),
      { seed: 13, numRuns: 60 },
    );
  });
  it('counts every point lost to decay: gains minus losses give the points held (no grade-up, no REGRET)', () => {
    // Singles at internal grade 0 earn 10 points each; one single per 4 pieces of 300 active frames keeps the points
    // low (2 points decay per piece), so no grade-up happens: end points = 10 × singles − decay.
    const events = game([1, 0, 0, 0], 300, 0, 40);
    const t = traceMaster(events);
    expect(t.state.internalGrade).toBe(0);
    expect(t.state.points).toBe(10 * 10 - t.decayLost);
    expect(t.decayLost).toBeGreaterThan(0);
    expect(t.decayLostBySection.reduce((a, b) => a + b, 0)).toBe(t.decayLost);
  });
  it('without 2+-line clears no combo lives, so both decay readings give the same game', () => {
    fc.assert(
      fc.property(arb, ({ pattern, active, after, pieces }) => {
        const events = game(
          pattern.map((x) => Math.min(x, 1)),
          active,
          after,
          pieces,
        );
        const a = traceMaster(events, { decay: 'activeNoCombo' });
        const b = traceMaster(events, { decay: 'activeAlways' });
        expect(a.decayLost).toBe(b.decayLost);
        expect(a.trace).toEqual(b.trace);
      }),
      { seed: 14, numRuns: 20 },
    );
  }, 120_000);
  it('the readings differ once 2+-line combos live (tetris every 4th piece)', () => {
    const events = game([0, 0, 0, 4], 40, 30, 4000);
    expect(traceMaster(events, { decay: 'activeAlways' }).decayLost).toBeGreaterThan(traceMaster(events, { decay: 'activeNoCombo' }).decayLost);
  });
  it('keeps the trace in time order with a point for each step of each piece', () => {
    const t = traceMaster(game([0, 0, 4], 50, 20, 300));
    for (let i = 1; i < t.trace.length; i++) expect(t.trace[i].frame).toBeGreaterThanOrEqual(t.trace[i - 1].frame);
    expect(t.trace.length).toBeGreaterThan(3 * 200);
  });
  it('rejects a bad step limit', () => {
    expect(() => traceMaster([], {}, 0)).toThrow(/maxSteps/);
  });
});
