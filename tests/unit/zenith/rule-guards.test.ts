// Zenith rules whose careless edits used to pass every test in tests/unit/zenith (issue 24). Expected values come from
// seed 000 (its 受击保护 table and reference loop), transcribed here, never read back from the engine's own tables.
import { describe, expect, it } from 'vitest';
import { floorAt, promotionProtectionFrames, simulateGrace, speedCap, targetingGraceSeconds, type Mod } from '~/engines/zenith';

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

describe('a hit restarts the grace clock (seed 000: 距离"最后受击时间"一段时间后减少1)', () => {
  it('floor 1, 1 s interval: 2 lines at frame 0, 1 more at frame 30; the first release is at 30 + 60 = 90, not 60', () => {
    const g = simulateGrace({
      floor: 1,
      frames: 200,
      hits: [
        { frame: 0, lines: 2 },
        { frame: 30, lines: 1 },
      ],
    });
    expect(g[29]).toBe(2);
    expect(g[30]).toBe(3);
    expect(g[60]).toBe(3);
    expect(g[89]).toBe(3);
    expect(g[90]).toBe(2);
    expect([g[149], g[150]]).toEqual([2, 1]);
  });
  it('a hit at the very frame a release was due restarts the clock before the check (hits first, RULINGS.md Zenith)', () => {
    const g = simulateGrace({
      floor: 1,
      frames: 130,
      hits: [
        { frame: 0, lines: 1 },
        { frame: 60, lines: 1 },
      ],
    });
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
