// Constants the TGM3 pages print instead of typed numbers (issue 12 item 7; issue 25: the exams page), checked against the seed's words
// (seed 002: Internal grade system "100 points"; Shirase "torikans at 500 and 1000", rising garbage "500 to 999").
import { describe, expect, it } from 'vitest';
import {
  DEMOTION_EXAM_POINTS,
  DEMOTION_GAP,
  GRADE_NAMES,
  POINTS_PER_GRADE,
  demotionPointsFor,
  SHIRASE_GARBAGE_LAST_LEVEL,
  SHIRASE_GARBAGE_START_LEVEL,
  SHIRASE_TORIKAN_LEVELS,
  garbageQuota,
  shiraseTorikan,
} from '~/engines/tgm3';

describe('TGM3 constants shown on pages', () => {
  it('100 grade points raise the internal grade', () => {
    expect(POINTS_PER_GRADE).toBe(100);
  });

  it('rising garbage runs from level 500 to 999: quotas exist at both ends and nowhere outside', () => {
    expect([SHIRASE_GARBAGE_START_LEVEL, SHIRASE_GARBAGE_LAST_LEVEL]).toEqual([500, 999]);
    expect(garbageQuota(SHIRASE_GARBAGE_START_LEVEL)).not.toBeNull();
    expect(garbageQuota(SHIRASE_GARBAGE_LAST_LEVEL)).not.toBeNull();
    expect(garbageQuota(SHIRASE_GARBAGE_START_LEVEL - 1)).toBeNull();
    expect(garbageQuota(SHIRASE_GARBAGE_LAST_LEVEL + 1)).toBeNull();
  });

  it('Shirase torikans are at 500 and 1000, the levels shiraseTorikan accepts', () => {
    expect(SHIRASE_TORIKAN_LEVELS).toEqual([500, 1000]);
    for (const level of SHIRASE_TORIKAN_LEVELS) expect(shiraseTorikan(level, 'classic')).toBeGreaterThan(0);
  });

  it('the exams page: 8 grades below the class is a bad game; at MM a grade-9 game adds 31 − 0 − 7 = 24 of 30 points, so a second one calls the exam', () => {
    // Seed: "8 or more grades lower"; NullpoMino and tgm3-visualizer: class − grade − 7 points, exam at 30.
    expect(DEMOTION_GAP).toBe(8);
    expect(DEMOTION_EXAM_POINTS).toBe(30);
    const mm = GRADE_NAMES.indexOf('MM');
    expect([mm, GRADE_NAMES.indexOf('GM')]).toEqual([31, 32]);
    const one = demotionPointsFor(0, mm);
    expect(one).toBe(24);
    // The page says one such game does not call the exam and a second one does.
    expect(one).toBeLessThan(DEMOTION_EXAM_POINTS);
    expect(2 * one).toBeGreaterThanOrEqual(DEMOTION_EXAM_POINTS);
  });
});
