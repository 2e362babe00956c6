// simulateClimb's samples are built when read: the run is made once with a saved point every CHECKPOINT_FRAMES frames,
// and the first read in a stretch runs that stretch again from its saved point. These runs carry state across saved
// points that only shows much later (the garbage dug so far, the frame the cancel streak last dropped), so each is
// compared, every field of every frame, with climbRun's single pass (itself checked against the plain reference loop
// in climb-fast.test.ts), with the stretches read in an order of fast-check's choosing.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RAS_XP_CUT_ALTITUDE, RAS_XP_CUT_DUG, STREAK_IDLE_FRAMES, climbRun, simulateClimb, type ClimbEvent, type Mod } from '~/engines/zenith';
import { CHECKPOINT_FRAMES } from '~/engines/zenith/climb-loop';

type Run = { frames: number; events: ClimbEvent[]; mods?: Mod[]; version?: 'current' | '2025-01' };

/** Every field of every frame of the lazy samples, read stretch by stretch in `order`, against climbRun's columns. */
function sameAsOnePass(o: Run, order: number[]): void {
  const c = climbRun(o).columns;
  const samples = simulateClimb(o);
  expect(samples).toHaveLength(o.frames);
  for (const n of order) {
    for (let f = n * CHECKPOINT_FRAMES; f < Math.min(o.frames, (n + 1) * CHECKPOINT_FRAMES); f++) {
      const s = samples[f];
      const same =
        s.frame === f &&
        s.altitude === c.altitude[f] &&
        s.rank === c.rank[f] &&
        s.climbPts === c.climbPts[f] &&
        s.floor === c.floor[f] &&
        s.promotionFatigue === c.promotionFatigue[f] &&
        s.leakProtected === ((c.flags[f] & 1) !== 0) &&
        s.leaked === ((c.flags[f] & 2) !== 0) &&
        s.cancelStreak === (o.version === 'current' ? c.cancelStreak[f] : undefined);
      if (!same) expect({ f, sample: JSON.parse(JSON.stringify(s)) }).toEqual({ f, altitude: c.altitude[f], rank: c.rank[f], climbPts: c.climbPts[f] });
    }
  }
}

const stretches = (frames: number) => Math.ceil(frames / CHECKPOINT_FRAMES);
const inOrder = (frames: number) => Array.from({ length: stretches(frames) }, (_, n) => n);

describe('simulateClimb built when read = climbRun, every field of every frame', () => {
  it('All-Spin+ (current client): the garbage dug before a saved point still counts after it', () => {
    // Four 1-line garbage digs early, a steady 4-line send every 30 frames, and the fifth dig late: under All-Spin+,
    // sends from 800 m give XP only from the fifth dug line on (zenith-current readme §rAS).
    const frames = 30_000;
    const events: ClimbEvent[] = [10, 20, 30, 40].map((frame) => ({ frame, type: 'clear', lines: 1, garbage: 1 }));
    for (let f = 60; f < frames; f += 30) events.push({ frame: f, type: 'send', lines: 4 });
    const late = 27_000;
    events.push({ frame: late, type: 'clear', lines: 1, garbage: 1 });
    const run: Run = { frames, events, mods: ['allspin_reversed'], version: 'current' };
    const c = climbRun(run).columns;
    // The case is live: the fifth dig comes above the cut altitude, in a later stretch than the first four, and it
    // changes the run (without it, the XP after it differs).
    expect(RAS_XP_CUT_DUG).toBe(5);
    expect(c.altitude[late]).toBeGreaterThanOrEqual(RAS_XP_CUT_ALTITUDE);
    expect(Math.floor(late / CHECKPOINT_FRAMES)).toBeGreaterThan(0);
    const without = climbRun({ ...run, events: events.slice(0, -1) }).columns;
    expect(without.climbPts[frames - 1]).not.toBe(c.climbPts[frames - 1]);
    sameAsOnePass(run, inOrder(frames));
  });

  it('current client: the frame the cancel streak last dropped still times its idle rise after a saved point', () => {
    // A dig at frame 100 sets the streak's last drop; a send in the next stretch carries no dig. The streak rises by 5
    // every STREAK_IDLE_FRAMES from the drop (readme §连续抵消 rule 11), so at 1900, not 1800.
    const run: Run = {
      frames: 2 * CHECKPOINT_FRAMES + STREAK_IDLE_FRAMES,
      events: [
        { frame: 100, type: 'clear', lines: 2, garbage: 2 },
        { frame: CHECKPOINT_FRAMES + 100, type: 'send', lines: 4 },
      ],
      version: 'current',
    };
    const c = climbRun(run).columns;
    expect([c.cancelStreak[100 + STREAK_IDLE_FRAMES - 1], c.cancelStreak[100 + STREAK_IDLE_FRAMES]]).toEqual([0, 5]);
    sameAsOnePass(run, inOrder(run.frames));
  });

  it('random runs, mods and clients, the stretches read in any order', () => {
    const event = fc.record({
      frame: fc.integer({ min: 0, max: 4 * CHECKPOINT_FRAMES }),
      type: fc.constantFrom<ClimbEvent['type']>('send', 'cancel', 'clear', 'kill'),
      lines: fc.integer({ min: 0, max: 4 }),
      garbage: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    });
    const mods = fc.constantFrom<Mod[]>([], ['expert'], ['expert_reversed'], ['duo_reversed'], ['allspin_reversed'], ['volatile_reversed']);
    const frames = 4 * CHECKPOINT_FRAMES + 17;
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 80 }),
        mods,
        fc.constantFrom<'current' | '2025-01'>('2025-01', 'current'),
        fc.shuffledSubarray(inOrder(frames), { minLength: stretches(frames) }),
        (raw, m, version, order) => {
          const events = raw.map((e) => ({ ...e, garbage: e.garbage === undefined ? undefined : Math.min(e.garbage, e.lines) }));
          sameAsOnePass({ frames, events, mods: m, version }, order);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads as a plain array: length, at(), iteration, JSON, deep equality and a written entry', () => {
    const run: Run = { frames: CHECKPOINT_FRAMES + 5, events: [{ frame: 3, type: 'send', lines: 50 }] };
    const lazy = simulateClimb(run);
    const c = climbRun(run).columns;
    expect(Array.isArray(lazy)).toBe(true);
    expect(lazy.at(-1)!.altitude).toBe(c.altitude[run.frames - 1]);
    expect(lazy[7]).toBe(lazy[7]); // one object per frame, built once
    expect(0 in lazy && !(run.frames in lazy)).toBe(true);
    expect([...lazy].map((s) => s.frame)).toEqual(Array.from({ length: run.frames }, (_, f) => f));
    expect(JSON.parse(JSON.stringify(lazy))[4].rank).toBe(c.rank[4]);
    expect(Object.keys(lazy)).toHaveLength(run.frames);
    expect(simulateClimb(run)).toEqual(lazy);
    lazy.length = 2;
    expect(lazy).toHaveLength(2);
  });
});
