// The climb under the current client's rules (zenith-current readme §经验, §连续抵消, §rAS, §2P, §速通模式), with the worked
// examples of zenith-current CHANGES.md items 14–17, 19 and 32. The seed's climb tests (climb.test.ts) are unchanged.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyClimbEvent,
  hyperspeedSpans,
  initialClimbState,
  planClimb,
  samplesOf,
  simulateClimb,
  STREAK_IDLE_FRAMES,
  type ClimbEvent,
  type ClimbSample,
  type Mod,
} from '~/engines/zenith';

/** XP and pending height one event gives from a fresh state (rank 1 unless `rank` is set). */
function award(e: Omit<ClimbEvent, 'frame'>, mods: Mod[], version: '2025-01' | 'current', set: Partial<ReturnType<typeof initialClimbState>> = {}) {
  const s = { ...initialClimbState(), ...set };
  applyClimbEvent(s, { frame: 0, ...e }, mods, version);
  return s;
}

describe('cancel XP in the climb (CHANGES.md items 14 and 15)', () => {
  it('no mods, S = 45 after the cancel: 40% → cancelling 4 lines gives 1.65 XP (seed: 2.05)', () => {
    // S was 41; the cancel adds its 4 lines first (rule 1), then earns XP at S = 45 (our order, stated on the climb page).
    expect(award({ type: 'cancel', lines: 4 }, [], 'current', { cancelStreak: 41 }).climbPts).toBeCloseTo(1.65, 12);
    expect(award({ type: 'cancel', lines: 4 }, [], '2025-01', { cancelStreak: 41 }).climbPts).toBeCloseTo(2.05, 12);
  });
  it('S = 115: the share is at its 5% floor → 0.25 XP for 4 lines', () => {
    expect(award({ type: 'cancel', lines: 4 }, [], 'current', { cancelStreak: 111 }).climbPts).toBeCloseTo(0.25, 12);
  });
  it('Duo+ cancelling 6: 0.05 XP now (cancelled as 0 lines, and Duo no longer halves XP); the seed gives 3.05 halved', () => {
    expect(award({ type: 'cancel', lines: 6 }, ['duo_reversed'], 'current').climbPts).toBeCloseTo(0.05, 12);
    expect(award({ type: 'cancel', lines: 6 }, ['duo_reversed'], '2025-01').climbPts).toBeCloseTo(3.05 / 2, 12);
  });
  it('cancels build S and a clear that digs garbage sets it back to 0 (rules 1 and 5)', () => {
    const s = initialClimbState();
    for (const lines of [4, 4, 4]) applyClimbEvent(s, { frame: 0, type: 'cancel', lines }, [], 'current');
    expect(s.cancelStreak).toBe(12);
    applyClimbEvent(s, { frame: 0, type: 'clear', lines: 1, garbage: 0 }, [], 'current');
    expect(s.cancelStreak).toBe(12);
    applyClimbEvent(s, { frame: 0, type: 'clear', lines: 1 }, [], 'current');
    expect(s.cancelStreak).toBe(0);
    expect(s.garbageDug).toBe(1);
  });
  it('S grows by 5 every 30 s with nothing lowering it (rule 11), and only in the current climb', () => {
    const run = samplesOf(simulateClimb({ frames: 2 * STREAK_IDLE_FRAMES + 1, version: 'current' }));
    expect(run[STREAK_IDLE_FRAMES - 1].cancelStreak).toBe(0);
    expect(run[STREAK_IDLE_FRAMES].cancelStreak).toBe(5);
    expect(run[2 * STREAK_IDLE_FRAMES].cancelStreak).toBe(10);
    expect(samplesOf(simulateClimb({ frames: STREAK_IDLE_FRAMES + 1 }))[STREAK_IDLE_FRAMES].cancelStreak).toBeUndefined();
  });
});

describe('kills, All-Spin+ and Duo in the climb (CHANGES.md items 16, 17 and 32)', () => {
  it('at rank 4, killing a Snowball player gives 0.25 × 4 × 8 = 8 m instead of 15 m', () => {
    expect(award({ type: 'kill', victimSnowball: true }, [], 'current', { rank: 4 }).bonusRemaining).toBe(8);
    expect(award({ type: 'kill' }, [], 'current', { rank: 4 }).bonusRemaining).toBe(15);
    expect(award({ type: 'kill', victimSnowball: true }, [], '2025-01', { rank: 4 }).bonusRemaining).toBe(15);
  });
  it('All-Spin+ at 900 m with 3 garbage lines dug: sending 10 gives 0 XP (seed 10.05); the height still counts', () => {
    const at = { altitude: 900, garbageDug: 3 };
    const now = award({ type: 'send', lines: 10 }, ['allspin_reversed'], 'current', at);
    expect(now.climbPts).toBe(0);
    expect(now.bonusRemaining).toBe(2.5);
    expect(award({ type: 'send', lines: 10 }, ['allspin_reversed'], '2025-01', at).climbPts).toBeCloseTo(10.05, 12);
    // With 5 lines dug, or below 800 m, the XP is back.
    expect(award({ type: 'send', lines: 10 }, ['allspin_reversed'], 'current', { altitude: 900, garbageDug: 5 }).climbPts).toBeCloseTo(10.05, 12);
    expect(award({ type: 'send', lines: 10 }, ['allspin_reversed'], 'current', { altitude: 799, garbageDug: 0 }).climbPts).toBeCloseTo(10.05, 12);
  });
  it('a Duo player sending 10: the seed halves the XP (5.025), the current text does not (10.05)', () => {
    expect(award({ type: 'send', lines: 10 }, ['duo'], '2025-01').climbPts).toBeCloseTo(5.025, 12);
    expect(award({ type: 'send', lines: 10 }, ['duo'], 'current').climbPts).toBeCloseTo(10.05, 12);
  });
});

describe('hyperspeed in the climb (CHANGES.md item 19)', () => {
  it('an Expert-only run at rank 8 on floor 1: the seed starts hyperspeed, the current client does not', () => {
    const samples: ClimbSample[] = [{ frame: 0, altitude: 10, rank: 8, climbPts: 0, floor: 1, promotionFatigue: 0, leakProtected: false, leaked: false }];
    expect(hyperspeedSpans(samples, ['expert'])).toHaveLength(1);
    expect(hyperspeedSpans(samples, ['expert'], 'current')).toEqual([]);
    expect(hyperspeedSpans(samples, [], 'current')).toHaveLength(1);
  });
});

describe('whole runs', () => {
  const sendClearKill = fc.record({
    frame: fc.integer({ min: 0, max: 1199 }),
    type: fc.constantFrom('send' as const, 'clear' as const, 'kill' as const),
    lines: fc.integer({ min: 0, max: 4 }),
  });
  it('property: with no cancels, no Duo and no All-Spin+, the current climb gives the seed altitude and rank frame by frame', () => {
    fc.assert(
      fc.property(fc.array(sendClearKill, { maxLength: 40 }), fc.subarray(['expert', 'volatile', 'messy', 'gravity', 'nohold'] as Mod[]), (events, mods) => {
        const a = samplesOf(simulateClimb({ frames: 1200, events, mods }));
        const b = samplesOf(simulateClimb({ frames: 1200, events, mods, version: 'current' }));
        for (let i = 0; i < a.length; i++) {
          expect(b[i].altitude).toBe(a[i].altitude);
          expect(b[i].rank).toBe(a[i].rank);
        }
      }),
      { numRuns: 40 },
    );
  });
  it('a run of nothing but 4-line cancels climbs lower in rank under the current rules (the streak eats the cancel XP)', () => {
    const events: ClimbEvent[] = Array.from({ length: 120 }, (_, i) => ({ frame: i * 30, type: 'cancel', lines: 4 }));
    const seed = samplesOf(simulateClimb({ frames: 3600, events }));
    const now = samplesOf(simulateClimb({ frames: 3600, events, version: 'current' }));
    expect(now[3599].cancelStreak).toBeGreaterThan(400);
    expect(now[3599].rank).toBeLessThan(seed[3599].rank);
  });
  it('planClimb takes the version: a Duo pace needs less APM now that Duo keeps its XP', () => {
    const o = { target: 300, minutes: 4, mods: ['duo'] as Mod[] };
    const seed = planClimb(o);
    const now = planClimb({ ...o, version: 'current' });
    expect(seed).not.toBeNull();
    expect(now).not.toBeNull();
    expect(now!.apm).toBeLessThan(seed!.apm);
  });
});
