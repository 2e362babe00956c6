// Zenith rules whose careless edits used to pass every test in tests/unit/zenith (issue 24). Expected values come from
// seed 000 (its 受击保护 table and reference loop), transcribed here, never read back from the engine's own tables.
import { describe, expect, it } from 'vitest';
import {
  cancelMultiplier,
  climbTick,
  dangerReliefShare,
  fatigueAt,
  floorAt,
  garbageFavor,
  garbagePhaseFrames,
  garbageWaitFrames,
  hasMod,
  holeProbabilities,
  initialClimbState,
  messiness,
  promotionProtectionFrames,
  referenceHole,
  revivePlan,
  revivePlanOf,
  simulateGrace,
  speedCap,
  targetingGraceSeconds,
  windupSplit,
  type Mod,
} from '~/engines/zenith';
import { ZENITH_CONTRADICTIONS } from '~/verification/zenith';

/** Seed 000 受击保护 table, as printed: floor, release interval (seconds), the "【专家+】时" column. */
const PRINTED_GRACE: [floor: number, normal: number, expertPlus: number][] = [
  [1, 4.8, 1.0],
  [2, 3.9, 0.9],
  [3, 2.1, 0.8],
  [4, 1.4, 0.7],
  [5, 1.3, 0.6],
  [6, 0.9, 0.5],
  [7, 0.6, 0.4],
  [8, 0.4, 0.3],
  [9, 0.3, 0.2],
  [10, 0.2, 0.1],
];
const EXPERT_PLUS: Mod[] = ['expert_reversed'];

describe('targeting grace table (seed 000 受击保护)', () => {
  it.each(PRINTED_GRACE)('floor %i: the printed reading gives %f s, %f s with Expert+', (floor, normal, ex) => {
    expect(targetingGraceSeconds(floor, [], 'prose')).toBe(normal);
    expect(targetingGraceSeconds(floor, EXPERT_PLUS, 'prose')).toBe(ex);
  });
  it.each(PRINTED_GRACE)('floor %i: the code swaps the columns (%f s only with Expert+, %f s without)', (floor, normal, ex) => {
    // Seed 000 loop: `60 * (MOD_expertRev ? TargetingGrace : TargetingGraceRevEx)[floor]` (zenith/grace-table-swap).
    expect(targetingGraceSeconds(floor, EXPERT_PLUS)).toBe(normal);
    expect(targetingGraceSeconds(floor, [])).toBe(ex);
  });
  it('floor 3 under the printed reading drains one point every 2.1 s = 126 frames after the hit', () => {
    const g = simulateGrace({ floor: 3, frames: 300, hits: [{ frame: 0, lines: 2 }], reading: 'prose' });
    expect([g[125], g[126]]).toEqual([2, 1]);
    expect([g[251], g[252]]).toEqual([1, 0]);
  });
});

/** Grace on floor 1 (code reading: one point per 60 frames) after two hits, each [frame, lines]. */
const twoHitsOnFloor1 = (a: [number, number], b: [number, number], frames: number) =>
  simulateGrace({ floor: 1, frames, hits: [a, b].map(([frame, lines]) => ({ frame, lines })) });

describe('a hit restarts the grace clock (seed 000: 距离"最后受击时间"一段时间后减少1)', () => {
  it('floor 1, 1 s interval: 2 lines at frame 0, 1 more at frame 30; the first release is at 30 + 60 = 90, not 60', () => {
    const g = twoHitsOnFloor1([0, 2], [30, 1], 200);
    expect(g[29]).toBe(2);
    expect(g[30]).toBe(3);
    expect(g[60]).toBe(3);
    expect(g[89]).toBe(3);
    expect(g[90]).toBe(2);
    expect([g[149], g[150]]).toEqual([2, 1]);
  });
  it('a hit at the very frame a release was due restarts the clock before the check (hits first, RULINGS.md Zenith)', () => {
    const g = twoHitsOnFloor1([0, 1], [60, 1], 130);
    expect([g[59], g[60], g[119], g[120]]).toEqual([1, 2, 2, 1]);
  });
});

describe('floors start at the code FloorDistance: 0, 50, 150, 300, 450, 650, 850, 1100, 1350, 1650 m', () => {
  const STARTS = [0, 50, 150, 300, 450, 650, 850, 1100, 1350, 1650];
  it.each(STARTS.slice(1).map((m, i) => [m, i + 2]))('%i m is floor %i, a centimetre below is the floor before', (m, floor) => {
    expect(floorAt(m)).toBe(floor);
    expect(floorAt(m - 0.01)).toBe(floor - 1);
  });
});

describe('passive climb slows near a floor top: clamp(distance / 5 − 0.2, 0, 1) (seed 000 GetSpeedCap)', () => {
  it('6 m below floor 2 (44 m) full speed; 3 m below (47 m) 0.4; 1 m below (49 m) 0; under 1 m 0', () => {
    expect(speedCap(44)).toBe(1);
    expect(speedCap(47)).toBeCloseTo(0.4, 12);
    expect(speedCap(49)).toBe(0);
    expect(speedCap(49.5)).toBe(0);
    expect(speedCap(50)).toBe(1); // 100 m to floor 3
  });
});

describe('promotion protection: max(60, 60 × (5 − fatigue)) frames (seed 000 promotion branch)', () => {
  it('5 s with no fatigue, 1 s from fatigue 4 on, never below 1 s', () => {
    expect(promotionProtectionFrames(0)).toBe(300);
    expect(promotionProtectionFrames(3)).toBe(120);
    expect(promotionProtectionFrames(4)).toBe(60);
    expect(promotionProtectionFrames(7)).toBe(60);
  });
});

// One pin per contradiction of src/verification/zenith: the modelled choice, checked against the engine. Where the
// client version matters, the 2025-01-19 client is named explicitly, so a change of default does not move these.
const OLD = '2025-01' as const;
const PINS: Record<string, () => void> = {
  'zenith/expert-favor-start': () => {
    // Code: 0 − 3 × floor under Expert: −3 on floor 1 (the prose's 0 would make holes uniform).
    expect(garbageFavor(1, ['expert'])).toBe(-3);
    expect(garbageFavor(1, [])).toBe(30);
  },
  'zenith/favor-sort-direction': () => {
    // Bottom row's hole in column 4; column 9 scores highest (26), column 4 lowest (0). At favor 30 the first place
    // weighs 40 of 140: the code gives it to the hardest column, the later client to the easiest.
    const board = ['..........', 'XX........', 'GGGG.GGGGG'];
    expect(holeProbabilities(board, 30, { direction: 'code' })[9]).toBeCloseTo(40 / 140, 12);
    expect(holeProbabilities(board, 30, { direction: 'later' })[4]).toBeCloseTo(40 / 140, 12);
  },
  'zenith/garbage-phase-expert-shift': () => {
    // Code: 66 − 6 × floor frames, doubled: 120 f on floor 1 and 12 f on floor 10 (the table prints 132 f and 24 f).
    expect([garbagePhaseFrames(1, ['expert']), garbageWaitFrames(1, ['expert'])]).toEqual([60, 120]);
    expect(garbageWaitFrames(10, ['expert'])).toBe(12);
  },
  'zenith/grace-table-swap': () => {
    expect(targetingGraceSeconds(1, [])).toBe(1);
    expect(targetingGraceSeconds(1, EXPERT_PLUS)).toBe(4.8);
  },
  'zenith/promotion-fatigue-reset': () => {
    // Rank 5 (bar 20) just after a promotion: 9 XP is at least 2 × (5 − 1) = 8, so fatigue resets (under 50% = 10);
    // 7.5 XP does not. Protection holds the leak off for this frame.
    const at = (xp: number) => {
      const s = { ...initialClimbState(), rank: 5 + xp / 20, climbPts: xp, promotionFatigue: 3, lastRankChangeWasPromote: true, rankLockedUntil: 1000 };
      climbTick(s, [], OLD);
      return s.promotionFatigue;
    };
    expect(at(9)).toBe(0);
    expect(at(7.5)).toBe(3);
  },
  'zenith/fully-messy-time': () => {
    const ex: Mod[] = ['expert_reversed'];
    expect([fatigueAt(359, ex).graceOff, fatigueAt(360, ex).graceOff]).toEqual([false, true]);
    expect([fatigueAt(360, ex).fullyMessy, fatigueAt(659, ex).fullyMessy, fatigueAt(660, ex).fullyMessy]).toEqual([false, false, true]);
  },
  'zenith/windup-remainder': () => {
    expect(windupSplit(14, [], { version: OLD }).parts).toEqual([4, 4, 4, 2]);
    expect(windupSplit(17, [], { version: OLD }).parts).toEqual([4, 4, 4, 5]);
  },
  'zenith/targeting-percentages': () => {
    // −1.5 off a factor of 3, 4, 5, 6 (3 + one at 3, 5 and 7 minutes): 50%, 37.5%, 30%, 25%.
    expect([0, 180, 300, 420].map(dangerReliefShare)).toEqual([0.5, 0.375, 0.3, 0.25]);
  },
  'zenith/reversed-implies-upright': () => {
    expect(hasMod(['expert_reversed'], 'expert')).toBe(true);
    expect(messiness(2, ['expert_reversed']).inner).toBeCloseTo(0.1, 12); // Expert's 5% per floor holds under Expert+
    expect(cancelMultiplier(['volatile_reversed'])).toBe(1); // an exception the seed names: Volatile+ cancels at ×1
  },
  'zenith/hole-reference': () => {
    // Row 0 at the top: the code reads the bottom row's hole (4), not the shallowest garbage hole (7, one row up).
    expect(referenceHole(['..........', 'GGGGGGG.GG', 'GGGG.GGGGG'])).toBe(4);
  },
  'zenith/revive-plan-16': () => {
    expect(revivePlan(16)).toEqual(['B', 'B']);
    expect(revivePlanOf(16, OLD)).toEqual(['B', 'B']);
  },
};

describe('every Zenith contradiction has its modelled choice pinned', () => {
  it('one pin per contradiction, no pin for a contradiction that is gone', () => {
    expect(Object.keys(PINS).sort()).toEqual(ZENITH_CONTRADICTIONS.map((c) => c.id).sort());
  });
  it.each(Object.entries(PINS))('%s', (_, pin) => pin());
});
