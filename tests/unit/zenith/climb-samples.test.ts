// simulateClimb returns a plain object of typed columns: it copies with structuredClone (what postMessage does when a
// tool sends a run to a worker) with every column and number, and the samples built from it on demand (sampleAt,
// samplesOf) are plain objects that copy too and hold exactly the columns' values.
import { describe, expect, it } from 'vitest';
import { paceEvents, sampleAt, samplesOf, simulateClimb, type ClientVersion } from '~/engines/zenith';

const COLUMNS = ['altitude', 'rank', 'climbPts', 'floor', 'promotionFatigue', 'flags', 'cancelStreak'] as const;

describe('simulateClimb returns plain, cloneable columns', () => {
  it('structuredClone keeps every column and field of the run (current client)', () => {
    // A 40-line send on frame 3: by frame 5 the bonus has lifted the altitude above the passive climb alone.
    const run = simulateClimb({ frames: 10, events: [{ frame: 3, type: 'send', lines: 40 }], version: 'current' });
    expect(Object.getPrototypeOf(run)).toBe(Object.prototype);
    expect(Object.keys(run).sort()).toEqual([...COLUMNS, 'length', 'version'].sort());
    const copy = structuredClone(run);
    expect(copy).toStrictEqual(run);
    expect(copy.length).toBe(10);
    expect(copy.version).toBe('current');
    for (const k of COLUMNS) expect(copy[k], k).toHaveLength(10);
    expect(copy.altitude[5]).toBe(run.altitude[5]);
    expect(copy.altitude[5]).toBeGreaterThan(0);
  });

  it('a sample built on demand is a plain object with every field, and clones (current client)', () => {
    const run = simulateClimb({ frames: 10, events: [{ frame: 3, type: 'send', lines: 40 }], version: 'current' });
    const s = sampleAt(run, 5);
    const copy = structuredClone(s);
    expect(copy).toStrictEqual({ ...s });
    expect(Object.keys(copy)).toEqual(['frame', 'altitude', 'rank', 'climbPts', 'floor', 'promotionFatigue', 'leakProtected', 'leaked', 'cancelStreak']);
    expect(copy.frame).toBe(5);
    expect(copy.altitude).toBe(run.altitude[5]);
    expect(copy.cancelStreak).toBe(0);
  });

  it('the whole sample array clones, in the 2025-01 client too (no cancel streak)', () => {
    const run = samplesOf(simulateClimb({ frames: 30, version: '2025-01' }));
    expect(Array.isArray(run)).toBe(true);
    expect(Object.getPrototypeOf(run)).toBe(Array.prototype);
    const copy = structuredClone(run);
    expect(copy).toHaveLength(30);
    expect(copy[29].altitude).toBe(run[29].altitude);
    expect(copy[29].rank).toBe(run[29].rank);
    expect(copy[29].cancelStreak).toBeUndefined();
  });

  it('sampleAt takes a whole frame from 0 to length − 1', () => {
    const run = simulateClimb({ frames: 30 });
    expect(() => sampleAt(run, 30)).toThrow(RangeError);
    expect(() => sampleAt(run, -1)).toThrow(RangeError);
    expect(() => sampleAt(run, 1.5)).toThrow(RangeError);
    expect(sampleAt(run, 29).frame).toBe(29);
  });

  it.each(['current', '2025-01'] as ClientVersion[])('samples built on demand hold exactly the columns (%s)', (version) => {
    // Two minutes at 150 APM with KOs: promotions, protections, floors and (current client) the cancel streak all move.
    const frames = 7200;
    const events = paceEvents({ apm: 150, cancelShare: 0.4, clearLinesPerMin: 60, kosPerMin: 1 }, frames);
    const run = simulateClimb({ frames, events, version });
    const all = samplesOf(run);
    expect(all).toHaveLength(frames);
    let protectedFrames = 0;
    let leakedFrames = 0;
    for (let f = 0; f < frames; f++) {
      const s = all[f];
      // Read the columns by hand: flags bit 1 = protected after the tick, bit 2 = leaked on this frame.
      const want = {
        frame: f,
        altitude: run.altitude[f],
        rank: run.rank[f],
        climbPts: run.climbPts[f],
        floor: run.floor[f],
        promotionFatigue: run.promotionFatigue[f],
        leakProtected: (run.flags[f] & 1) === 1,
        leaked: (run.flags[f] & 2) === 2,
        cancelStreak: version === 'current' ? run.cancelStreak[f] : undefined,
      };
      if (!Object.is(s.altitude, want.altitude) || JSON.stringify(s) !== JSON.stringify(want)) expect(s, `frame ${f}`).toStrictEqual(want);
      if (f % 997 === 0) expect(sampleAt(run, f)).toStrictEqual(s);
      protectedFrames += want.leakProtected ? 1 : 0;
      leakedFrames += want.leaked ? 1 : 0;
    }
    // The run exercises both flags, so a swap of the two bits shows.
    expect(protectedFrames).toBeGreaterThan(0);
    expect(leakedFrames).toBeGreaterThan(0);
    expect(run.floor[frames - 1]).toBeGreaterThan(1);
  });
});
