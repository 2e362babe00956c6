// Duo+ ("Bleeding Hearts") locks the rank at 4 (seed 000 双人+ "锁定最大等级为4"; RULINGS.md, Zenith): no promotion,
// no rank skip and no huge send may make the shown rank reach 5.000 or the whole rank pass 4.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DUO_REVERSED_MAX_RANK, FPS, climbTick, initialClimbState, paceEvents, samplesOf, simulateClimb, type ClimbEvent, type Mod } from '~/engines/zenith';

const DUO_PLUS: Mod[] = ['duo_reversed'];
const maxRank = (samples: readonly { rank: number }[]) => samples.reduce((m, s) => Math.max(m, s.rank), 0);

/** A clear removes 0–4 lines (the engine rejects more); sends and cancels may be any size. */
const clearsUpTo4 = (e: ClimbEvent): ClimbEvent => (e.type === 'clear' ? { ...e, lines: (e.lines ?? 0) % 5 } : e);

describe('Duo+ holds the rank at 4', () => {
  it('a 200-line send never shows rank 5 or more (solo, the same send passes rank 5)', () => {
    const events: ClimbEvent[] = [{ frame: 0, type: 'send', lines: 200 }];
    const solo = samplesOf(simulateClimb({ frames: 10, events }));
    expect(maxRank(solo)).toBeGreaterThan(5); // the send is big enough to skip past 4 without the lock
    const duo = samplesOf(simulateClimb({ frames: 10, events, mods: DUO_PLUS }));
    expect(maxRank(duo)).toBeLessThan(DUO_REVERSED_MAX_RANK + 1);
    expect(Math.floor(duo[duo.length - 1].rank)).toBe(DUO_REVERSED_MAX_RANK);
  });

  it('the climb at 300 APM in quads for 12 minutes reaches rank 4 and never shows 5', () => {
    const frames = 12 * 60 * FPS;
    const events = paceEvents({ apm: 300, cancelShare: 0.25, clearLinesPerMin: 0, kosPerMin: 0 }, frames);
    const s = samplesOf(simulateClimb({ frames, events, mods: DUO_PLUS }));
    expect(Math.floor(maxRank(s))).toBe(DUO_REVERSED_MAX_RANK);
    expect(maxRank(s)).toBeLessThan(DUO_REVERSED_MAX_RANK + 1);
  });

  it('a full bar held at rank 4 stays under 5.000 frame after frame', () => {
    const s = initialClimbState();
    s.rank = 4;
    s.climbPts = 4 * 4; // exactly a full bar
    s.rankLockedUntil = 100; // no leak, so the bar stays full
    for (let i = 0; i < 5; i++) {
      climbTick(s, DUO_PLUS);
      expect(s.rank).toBeLessThan(5);
      expect(Math.floor(s.rank)).toBe(4);
    }
  });

  it('a state handed in above rank 4 is brought back to 4', () => {
    const s = initialClimbState();
    s.rank = 7.5;
    s.climbPts = 10;
    climbTick(s, DUO_PLUS);
    expect(Math.floor(s.rank)).toBe(4);
  });

  it('property: any stream of awards under Duo+ keeps every shown rank below 5', () => {
    const ev = fc.array(
      fc.record({
        frame: fc.integer({ min: 0, max: 599 }),
        type: fc.constantFrom('send', 'cancel', 'clear', 'kill'),
        lines: fc.integer({ min: 0, max: 300 }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(ev, (events) => {
        for (const x of samplesOf(simulateClimb({ frames: 600, events: (events as ClimbEvent[]).map(clearsUpTo4), mods: DUO_PLUS }))) {
          expect(x.rank).toBeLessThan(DUO_REVERSED_MAX_RANK + 1);
          expect(x.rank).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 60, seed: 1 },
    );
  });
});
