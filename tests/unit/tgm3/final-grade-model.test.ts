// The final-grade calculator's model: the roll earned at the document's thresholds (every section COOL, 9 of them, and
// internal grade 27 or more for the invisible roll), the roll counted when forced or absent, and the reason shown.
import { describe, expect, it } from 'vitest';
import { finalGradeView, rollReason, type FinalGradeInput } from '~/islands/tgm3/final-grade-model';

const base: FinalGradeInput = { internalGrade: 30, cools: 9, roll: 'auto', clears: [0, 0, 0, 0], survived: true, qualifiedGM: false };

describe('final-grade model', () => {
  it('earns the invisible roll with all 9 COOLs from internal grade 27, not 26', () => {
    expect(finalGradeView({ ...base, internalGrade: 27 }).kind).toBe('invisible');
    expect(finalGradeView({ ...base, internalGrade: 26 }).kind).toBe('fading');
    expect(finalGradeView({ ...base, cools: 8 }).kind).toBe('fading');
  });

  it('gives the reason: all COOLs and the grade, too few COOLs (checked first), or too low a grade', () => {
    expect(rollReason(27, 9)).toBe('invisible');
    expect(rollReason(26, 9)).toBe('lowGrade');
    expect(rollReason(26, 8)).toBe('fewCools');
    expect(rollReason(30, 0)).toBe('fewCools');
  });

  it('counts a forced roll, and no roll at all when the run ended before it', () => {
    const forced = finalGradeView({ ...base, roll: 'fading' });
    expect(forced.earned).toBe('invisible');
    expect(forced.kind).toBe('fading');
    const none = finalGradeView({ ...base, roll: 'none', clears: [4, 0, 0, 0] });
    expect(none.kind).toBeNull();
    expect(none.breakdown.rollHundredths).toBe(0);
    // The same clears in a roll do count: a surviving invisible roll earns more than none.
    expect(finalGradeView({ ...base, clears: [4, 0, 0, 0] }).breakdown.rollHundredths).toBeGreaterThan(0);
  });
});
