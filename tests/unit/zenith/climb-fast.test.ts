// The fast run loop (typed state, frame buckets, a floor cursor, the leak and climb rate kept per rank, the floor's
// numbers per floor) against the plain reference: applyClimbEvent + climbTick frame by frame, exactly as the seed's Loop
// reads. Every field of every frame must be identical, not just close.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyClimbEvent,
  bucketEvents,
  climbTick,
  initialClimbState,
  paceEvents,
  runClimbLoop,
  samplesOf,
  simulateClimb,
  type ClimbEvent,
  type ClientVersion,
  type Mod,
} from '~/engines/zenith';

function reference(events: ClimbEvent[], frames: number, mods: Mod[], version: ClientVersion) {
  const sorted = events.filter((e) => e.frame >= 0).sort((a, b) => a.frame - b.frame);
  const s = initialClimbState();
  const out: { altitude: number; rank: number; climbPts: number; floor: number; fatigue: number; locked: boolean; leaked: boolean; streak: number }[] = [];
  let k = 0;
  for (let f = 0; f < frames; f++) {
    while (k < sorted.length && sorted[k].frame <= f) applyClimbEvent(s, sorted[k++], mods, version);
    const leaked = f >= s.rankLockedUntil; // the tick leaks when the frame is past the protection
    climbTick(s, mods, version);
    out.push({
      leaked,
      altitude: s.altitude,
      rank: s.rank,
      climbPts: s.climbPts,
      floor: s.floor,
      fatigue: s.promotionFatigue,
      locked: f < s.rankLockedUntil,
      streak: s.cancelStreak,
    });
  }
  return out;
}

const event = fc.record({
  frame: fc.oneof(fc.integer({ min: -5, max: 2999 }), fc.double({ min: 0, max: 2999, noNaN: true })),
  type: fc.constantFrom<ClimbEvent['type']>('send', 'cancel', 'clear', 'kill'),
  lines: fc.integer({ min: 0, max: 60 }),
  spin: fc.boolean(),
  garbage: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  victimSnowball: fc.boolean(),
});
const mods = fc.constantFrom<Mod[]>(
  [],
  ['expert'],
  ['expert_reversed'],
  ['duo'],
  ['duo_reversed'],
  ['allspin_reversed'],
  ['volatile_reversed'],
  ['gravity', 'messy'],
);

describe('fast climb loop = the reference loop, frame by frame', () => {
  it('random event streams, every mod family, both client versions', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 120 }), mods, fc.constantFrom<ClientVersion>('2025-01', 'current'), (raw, m, v) => {
        const events = raw.map((e) => {
          const lines = e.type === 'clear' ? e.lines % 5 : e.lines;
          return { ...e, lines, garbage: e.garbage === undefined ? undefined : Math.min(e.garbage, lines) };
        });
        const want = reference(events, 3000, m, v);
        const got = samplesOf(simulateClimb({ frames: 3000, events, mods: m, version: v }));
        for (let f = 0; f < 3000; f++) {
          const g = got[f];
          const w = want[f];
          expect([f, g.altitude, g.rank, g.climbPts, g.floor, g.promotionFatigue, g.leakProtected]).toEqual([
            f,
            w.altitude,
            w.rank,
            w.climbPts,
            w.floor,
            w.fatigue,
            w.locked,
          ]);
          if (v === 'current') expect(g.cancelStreak).toBe(w.streak);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a 12-minute busy run reaches the top floor the same way (every floor crossed)', () => {
    const events: ClimbEvent[] = [];
    for (let f = 30; f < 43_200; f += 30) events.push({ frame: f, type: 'send', lines: 4 });
    const want = reference(events, 43_200, [], '2025-01');
    const run = simulateClimb({ frames: 43_200, events });
    expect(want.at(-1)!.floor).toBe(10);
    for (let f = 0; f < 43_200; f += 1) if (run.altitude[f] !== want[f].altitude || run.floor[f] !== want[f].floor) throw new Error(`frame ${f} differs`);
  });

  it('12-minute runs at many paces, spikes, mods and both clients: every field of every frame, the plain object form, and the planner stop', () => {
    const pace = fc.record({
      apm: fc.integer({ min: 0, max: 420 }),
      cancelShare: fc.double({ min: 0, max: 1, noNaN: true }),
      clearLinesPerMin: fc.integer({ min: 0, max: 150 }),
      kosPerMin: fc.integer({ min: 0, max: 4 }),
    });
    const spikes = fc.array(fc.record({ frame: fc.integer({ min: 0, max: 43_199 }), lines: fc.integer({ min: 1, max: 80 }) }), { maxLength: 6 });
    fc.assert(
      fc.property(
        pace,
        spikes,
        mods,
        fc.constantFrom<ClientVersion>('2025-01', 'current'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, extra, m, v, stopShare) => {
          const frames = 43_200;
          const events: ClimbEvent[] = [...paceEvents(p, frames), ...extra.map((x) => ({ frame: x.frame, type: 'send' as const, lines: x.lines }))];
          const want = reference(events, frames, m, v);
          const got = samplesOf(simulateClimb({ frames, events, mods: m, version: v }));
          for (let f = 0; f < frames; f++) {
            const g = got[f];
            const w = want[f];
            const same =
              g.frame === f &&
              g.altitude === w.altitude &&
              g.rank === w.rank &&
              g.climbPts === w.climbPts &&
              g.floor === w.floor &&
              g.promotionFatigue === w.fatigue &&
              g.leakProtected === w.locked &&
              g.leaked === w.leaked &&
              g.cancelStreak === (v === 'current' ? w.streak : undefined);
            if (!same)
              expect([f, g.altitude, g.rank, g.climbPts, g.floor, g.promotionFatigue, g.leakProtected, g.leaked]).toEqual([
                f,
                w.altitude,
                w.rank,
                w.climbPts,
                w.floor,
                w.fatigue,
                w.locked,
                w.leaked,
              ]);
          }
          // A sample serialises as the plain object of its fields.
          const last = want[frames - 1];
          expect(JSON.parse(JSON.stringify(got[frames - 1]))).toEqual({
            frame: frames - 1,
            altitude: last.altitude,
            rank: last.rank,
            climbPts: last.climbPts,
            floor: last.floor,
            promotionFatigue: last.fatigue,
            leakProtected: last.locked,
            leaked: last.leaked,
            ...(v === 'current' ? { cancelStreak: last.streak } : {}),
          });
          // The planner's early stop: the first frame whose altitude reaches a target, as the reference finds it.
          const target = want[Math.floor(stopShare * (frames - 1))].altitude;
          const first = want.findIndex((x) => x.altitude >= target);
          expect(runClimbLoop(m, v, bucketEvents(events, frames), frames, null, target)).toBe(first);
          expect(runClimbLoop(m, v, bucketEvents(events, frames), frames, null, want[frames - 1].altitude + 1)).toBe(-1);
        },
      ),
      { numRuns: 16 },
    );
  });
});
