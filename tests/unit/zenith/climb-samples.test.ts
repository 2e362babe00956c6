// simulateClimb's samples are plain objects: they copy with structuredClone (what postMessage does when a tool sends a
// run to a worker) with every field, and the array itself is a plain array.
import { describe, expect, it } from 'vitest';
import { climbRun, paceEvents, samplesOf, simulateClimb, type ClientVersion } from '~/engines/zenith';

describe('simulateClimb samples are plain, cloneable objects', () => {
  it('structuredClone keeps every field of a sample (current client)', () => {
    // A 40-line send on frame 3: by frame 5 the bonus has lifted the altitude above the passive climb alone.
    const run = simulateClimb({ frames: 10, events: [{ frame: 3, type: 'send', lines: 40 }], version: 'current' });
    const copy = structuredClone(run[5]);
    expect(copy.altitude).toBe(run[5].altitude);
    expect(copy.altitude).toBeGreaterThan(0);
    expect(copy).toStrictEqual({ ...run[5] });
    expect(Object.keys(copy)).toEqual(['frame', 'altitude', 'rank', 'climbPts', 'floor', 'promotionFatigue', 'leakProtected', 'leaked', 'cancelStreak']);
    expect(copy.frame).toBe(5);
    expect(copy.cancelStreak).toBe(0);
  });

  it('the whole array clones, in the 2025-01 client too (no cancel streak)', () => {
    const run = simulateClimb({ frames: 30, version: '2025-01' });
    expect(Array.isArray(run)).toBe(true);
    expect(Object.getPrototypeOf(run)).toBe(Array.prototype);
    const copy = structuredClone(run);
    expect(copy).toHaveLength(30);
    expect(copy[29].altitude).toBe(run[29].altitude);
    expect(copy[29].rank).toBe(run[29].rank);
    expect(copy[29].cancelStreak).toBeUndefined();
  });

  it.each(['current', '2025-01'] as ClientVersion[])('samplesOf on climbRun columns gives the same objects as simulateClimb (%s)', (version) => {
    // Two minutes at 150 APM with KOs: promotions, protections, floors and (current client) the cancel streak all move.
    const frames = 7200;
    const events = paceEvents({ apm: 150, cancelShare: 0.4, clearLinesPerMin: 60, kosPerMin: 1 }, frames);
    const run = climbRun({ frames, events, version });
    expect(samplesOf(run.columns, frames, version === 'current')).toStrictEqual(simulateClimb({ frames, events, version }));
  });
});
