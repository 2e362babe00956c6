// Speed steps for the gravity chart: worked examples from seed 002 (Master 20G "as early as level 300 or as late as
// level 500"; Easy 20G at 200; gravity back to 1024/65536 at speed level 200; kill timer at 15:00) and an invariant:
// the steps reproduce the engine's gravity at every level.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EASY_GRAVITY_FOR_TEST } from './speed-chart-fixtures';
import {
  MASTER_GRAVITY_DROP_SPEED_LEVEL,
  SPEED_CHART_LAST_LEVEL,
  delaySteps,
  delaysAt,
  first20GLevel,
  gravityG,
  gravitySteps,
  killTimerFor,
  levelReachingSpeedLevel,
  speedLevelWithCools,
  type SpeedMode,
} from '~/engines/tgm3';

describe('speed level with COOLs', () => {
  it('counts a COOL only once its section is finished', () => {
    expect(speedLevelWithCools(99, 9)).toBe(99);
    expect(speedLevelWithCools(100, 9)).toBe(200);
    expect(speedLevelWithCools(150, 1)).toBe(250);
    expect(speedLevelWithCools(350, 2)).toBe(550);
    expect(speedLevelWithCools(350, 0)).toBe(350);
  });
  it('rejects bad arguments by name', () => {
    expect(() => speedLevelWithCools(-1, 0)).toThrow(/level/);
    expect(() => speedLevelWithCools(10, 10)).toThrow(/cools/);
    expect(() => speedLevelWithCools(10, 0.5)).toThrow(RangeError);
  });
});

describe('where the chart marks things', () => {
  it('Master reaches 20G at level 500 without COOLs and at 300 at the earliest (seed: Master)', () => {
    expect(first20GLevel('master', 0)).toBe(500);
    expect(first20GLevel('master', 9)).toBe(300);
    expect(first20GLevel('master', 2)).toBe(300);
    expect(first20GLevel('master', 1)).toBe(400);
  });
  it('Easy reaches 20G at 200; Shirase and Kamui are 20G from the first piece', () => {
    expect(first20GLevel('easy')).toBe(200);
    expect(first20GLevel('shirase')).toBe(0);
    expect(first20GLevel('kamui')).toBe(0);
  });
  it('Master gravity falls back at speed level 200, reached at level 200 without COOLs and at 100 with one', () => {
    expect(MASTER_GRAVITY_DROP_SPEED_LEVEL).toBe(200);
    expect(levelReachingSpeedLevel(200, 0)).toBe(200);
    expect(levelReachingSpeedLevel(200, 1)).toBe(100);
    expect(gravitySteps('master', 0).find((s) => s.level === 200)?.g).toBe(1024 / 65536);
  });
  it('the kill timer is at 15:00 in Easy and Master only', () => {
    expect(killTimerFor('easy')).toEqual({ frames: 15 * 60 * 60 });
    expect(killTimerFor('master')).toEqual({ frames: 15 * 60 * 60 });
    for (const m of ['sakura', 'shirase', 'kamui'] as const) expect(killTimerFor(m)).toBeNull();
  });
  it('each chart ends where the mode does: Easy 200, Master 999, Shirase 1300', () => {
    expect(SPEED_CHART_LAST_LEVEL.easy).toBe(200);
    expect(SPEED_CHART_LAST_LEVEL.master).toBe(999);
    expect(SPEED_CHART_LAST_LEVEL.shirase).toBe(1300);
  });
});

describe('gravity steps', () => {
  it('Easy: one step per row of the seed table, cell by cell', () => {
    const steps = gravitySteps('easy');
    const rows = EASY_GRAVITY_FOR_TEST.map(([from, g]) => ({ level: from, g: g / 256 }));
    expect(steps.slice(0, rows.length)).toEqual(rows);
  });
  const modes: SpeedMode[] = ['easy', 'sakura', 'master', 'shirase', 'kamui'];
  it('reproduce gravityG and delaysAt at every level (last step at or below the level)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...modes), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 1300 }), (mode, cools, raw) => {
        const level = raw % (SPEED_CHART_LAST_LEVEL[mode] + 1);
        const look = mode === 'master' ? speedLevelWithCools(level, cools) : level;
        const g = gravitySteps(mode, cools)
          .filter((s) => s.level <= level)
          .pop()!;
        expect(g.g).toBe(gravityG(mode, look));
        const d = delaySteps(mode, cools)
          .filter((s) => s.level <= level)
          .pop()!;
        expect(d.delays).toEqual(delaysAt(mode, look));
      }),
      { seed: 31, numRuns: 300 },
    );
  });
  it('end at the last level of the mode, with no two equal neighbours before it', () => {
    for (const m of modes) {
      const steps = gravitySteps(m, 3);
      expect(steps[steps.length - 1].level).toBe(SPEED_CHART_LAST_LEVEL[m]);
      for (let i = 1; i < steps.length - 1; i++) expect(steps[i].g).not.toBe(steps[i - 1].g);
    }
  });
});
