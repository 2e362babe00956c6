// Current client: XP, kill altitude, hyperspeed, holes, gravity, revive (CHANGES.md items 14–40), worked examples.
import { describe, expect, it } from 'vitest';
import * as Z from '~/engines/zenith';
import { createRng } from '~/lib/rng';
import {
  CANCELING_FATIGUE_BUMP_CAP,
  REVIVE_LEVEL_INCREASE,
  VERSION_CHANGES,
  baseGravity,
  cancelXp,
  cancelXpShare,
  centerGathering,
  holeOptionsOf,
  holeProbabilities,
  hyperspeedAllowedIn,
  killMetres,
  reviveDifficultyOf,
  revivePlanOf,
  sendGivesXp,
  sortDirectionOf,
  tasksOfGradeIn,
} from '~/engines/zenith';

describe('cancel XP (items 14, 15)', () => {
  it('no mods, S = 45 → 40% → 4 lines give 1.65 XP (seed 2.05)', () => {
    expect(cancelXpShare(45, [], 'current')).toBeCloseTo(0.4, 12);
    expect(cancelXp(4, [], { streak: 45, version: 'current' })).toBeCloseTo(1.65, 12);
    expect(cancelXp(4, [], { streak: 45 })).toBeCloseTo(2.05, 12);
  });
  it('S = 115 → 5% → 0.25 XP; the share never goes under 5%', () => {
    expect(cancelXp(4, [], { streak: 115, version: 'current' })).toBeCloseTo(0.25, 12);
    expect(cancelXpShare(500, [], 'current')).toBe(0.05);
  });
  it('All-Spin, S = 45 → 32.5%; Volatile threshold 40', () => {
    expect(cancelXpShare(45, ['allspin'], 'current')).toBeCloseTo(0.325, 12);
    expect(cancelXpShare(40, ['volatile'], 'current')).toBe(0.5);
  });
  it('Duo+: cancelling 6 gives 3.05 in the seed, 0.05 now', () => {
    expect(cancelXp(6, ['duo_reversed'])).toBeCloseTo(3.05, 12);
    expect(cancelXp(6, ['duo_reversed'], { version: 'current' })).toBeCloseTo(0.05, 12);
  });
});

describe('altitude and XP rules (items 16, 17, 19)', () => {
  it('killing a Snowball player at R4 gives 8 m, not 15 m', () => {
    expect(killMetres(4, [], { victimSnowball: true, version: 'current' })).toBe(8);
    expect(killMetres(4, [], { victimSnowball: true })).toBe(15);
  });
  it('All-Spin+ at 900 m with 3 garbage lines dug: no send XP', () => {
    expect(sendGivesXp(['allspin_reversed'], 900, 3, 'current')).toBe(false);
    expect(sendGivesXp(['allspin_reversed'], 900, 5, 'current')).toBe(true);
    expect(sendGivesXp(['allspin_reversed'], 799, 0, 'current')).toBe(true);
    expect(sendGivesXp(['allspin_reversed'], 900, 3)).toBe(true);
  });
  it('an Expert-only run: hyperspeed in the seed, not now', () => {
    expect(hyperspeedAllowedIn(['expert'])).toBe(true);
    expect(hyperspeedAllowedIn(['expert'], 'current')).toBe(false);
    expect(hyperspeedAllowedIn([], 'current')).toBe(true);
  });
});

describe('holes (items 22, 24)', () => {
  it('sort direction flips in the current client', () => {
    expect(sortDirectionOf()).toBe('code');
    expect(sortDirectionOf('current')).toBe('later');
  });
  it('center gathering: normal F1–5 on, F6 off; Expert F2 on, F3 off; Messy F1 off; Volatile+ F9 on', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => centerGathering(f, [], 'current'))).toEqual([true, true, true, true, true, false]);
    expect(centerGathering(2, ['expert'], 'current')).toBe(true);
    expect(centerGathering(3, ['expert'], 'current')).toBe(false);
    expect(centerGathering(1, ['messy'], 'current')).toBe(false);
    expect(centerGathering(9, ['volatile_reversed'], 'current')).toBe(true);
    expect(centerGathering(1, [])).toBe(false);
  });
  it('with center gathering on, holes never fall in columns 1, 2, 9, 10', () => {
    const board = ['..........', 'GGGG.GGGGG'];
    const p = holeProbabilities(board, 30, holeOptionsOf(1, [], 'current'));
    expect([p[0], p[1], p[8], p[9]]).toEqual([0, 0, 0, 0]);
    const seed = holeProbabilities(board, 30, holeOptionsOf(1, []));
    expect(seed.filter((x) => x > 0).length).toBeGreaterThan(4);
  });
});

describe('gravity (items 28, 29)', () => {
  it('0.17 at 5:00 and 0.38 at 12:00; Gravity mod on F4 at the start 1.40', () => {
    expect(baseGravity(300, 1, [], 'current')).toBeCloseTo(0.17, 12);
    expect(baseGravity(720, 1, [], 'current')).toBeCloseTo(0.38, 12);
    expect(baseGravity(0, 4, ['gravity'], 'current')).toBeCloseTo(1.4, 12);
    expect(baseGravity(0, 1)).toBeNull();
  });
});

describe('duo revive (items 38–40)', () => {
  it('revives at F6 and F7, a third at F8: seed 10 → D D C, now 12 → C C C', () => {
    expect(reviveDifficultyOf(8, [6, 7])).toBe(10);
    expect(revivePlanOf(10)).toEqual(['D', 'D', 'C']);
    expect(reviveDifficultyOf(8, [6, 7], { version: 'current' })).toBe(12);
    expect(revivePlanOf(12, 'current')).toEqual(['C', 'C', 'C']);
  });
  it('one earlier revive at F10, now F10: seed 11 → D C C, now 13 → C C B', () => {
    expect(reviveDifficultyOf(10, [10])).toBe(11);
    expect(revivePlanOf(11)).toEqual(['D', 'C', 'C']);
    expect(reviveDifficultyOf(10, [10], { version: 'current' })).toBe(13);
    expect(revivePlanOf(13, 'current')).toEqual(['C', 'C', 'B']);
  });
  it('revives on F1–5 only: both versions agree', () => {
    expect(reviveDifficultyOf(5, [1, 3, 5], { version: 'current' })).toBe(reviveDifficultyOf(5, [1, 3, 5]));
  });
  it('entry 16: B B in the seed, B B A now', () => {
    expect(revivePlanOf(16)).toEqual(['B', 'B']);
    expect(revivePlanOf(16, 'current')).toEqual(['B', 'B', 'A']);
  });
  it('No Hold excludes placeoconsecutive and odoubleconsecutive now', () => {
    expect(tasksOfGradeIn('E', ['nohold']).map((t) => t.id)).toContain('placeoconsecutive');
    expect(tasksOfGradeIn('E', ['nohold'], 'current').map((t) => t.id)).not.toContain('placeoconsecutive');
    expect(tasksOfGradeIn('C', ['nohold'], 'current').map((t) => t.id)).not.toContain('odoubleconsecutive');
  });
  it('a draw at score 16 in the current client asks for three tasks, B B A in some order; the seed two', () => {
    const now = Z.drawRevive(16, ['duo'], createRng(3), false, 'current')
      .map((t) => t.grade)
      .sort();
    expect(now).toEqual(['A', 'B', 'B']);
    expect(Z.drawRevive(16, ['duo'], createRng(3)).map((t) => t.grade)).toEqual(['B', 'B']);
  });
  it('draws under No Hold never hold the two O-piece tasks in the current client', () => {
    const rng = createRng(5);
    for (let i = 0; i < 300; i++) {
      const ids = Z.drawRevive(5, ['duo', 'nohold'], rng, false, 'current').map((t) => t.id);
      expect(ids).not.toContain('placeoconsecutive');
    }
  });
  it('code arrays as printed', () => {
    expect(REVIVE_LEVEL_INCREASE).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3]);
    expect(CANCELING_FATIGUE_BUMP_CAP).toEqual([4, 4, 5, 6, 7, 8, 9, 10, Infinity, Infinity, Infinity]);
  });
});

describe('the list of differences', () => {
  it('has the 47 items of CHANGES.md, numbered 1–47 once each, with 7-hex commits and dates', () => {
    expect(VERSION_CHANGES.map((c) => c.id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    for (const c of VERSION_CHANGES) {
      expect(c.commit).toMatch(/^[0-9a-f]{7}$/);
      expect(c.date).toMatch(/^20(25|26)-\d\d-\d\d$/);
    }
  });
  it('every modelled change names engine exports that exist', () => {
    for (const c of VERSION_CHANGES.filter((x) => x.modelled)) {
      expect(c.where ?? '', `item ${c.id}`).toMatch(/\w/);
      for (const name of c.where!.split(/,\s*/)) expect(Z, `item ${c.id}: ${name}`).toHaveProperty(name);
    }
  });
});
