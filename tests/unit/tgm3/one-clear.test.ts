// The one-clear calculator's model: the grading page's worked example and hand-checked cases from the seed's tables.
import { describe, expect, it } from 'vitest';
import { oneClear } from '~/islands/tgm3/one-clear-model';

describe('one-clear calculator', () => {
  it('internal grade 10, a second double in a row at level 300: ceil(12 × 1.2) × 2 = 15 × 2 = 30', () => {
    const r = oneClear(10, 2, 2, 300, 0);
    expect([r.base, r.combo, r.rounded, r.level, r.points]).toEqual([12, 1.2, 15, 2, 30]);
    // 70 left; 100 / 30 → 4 such clears. Decay at grade 10: one point per 40 frames = 1.5 a second.
    expect([r.toNext, r.clearsToNext, r.decayFrames, r.decayPerSecond]).toEqual([70, 4, 40, 1.5]);
  });
  it('a grade-up wastes the rest: grade 0, a tetris (50) with 60 held → 110 ≥ 100, points back to 0', () => {
    const r = oneClear(0, 4, 1, 0, 60);
    expect([r.points, r.gradeUp, r.after, r.toNext]).toEqual([50, true, 0, 0]);
  });
  it('the chart row: a tetris at grade 20, level 800 (× 4), combo 1..10 = ceil(30 × m) × 4', () => {
    expect(oneClear(20, 4, 1, 800, 0).byCombo).toEqual([1.0, 1.5, 1.8, 2.0, 2.2, 2.3, 2.4, 2.5, 2.6, 3.0].map((m) => Math.ceil(30 * m) * 4));
  });
});
