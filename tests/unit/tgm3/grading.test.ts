// Worked examples of TGM3 Master grading, each derived by hand from seed 002, master-grading.json and RULINGS.md.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fcParams } from './fc-config';
import {
  GRADE_NAMES,
  tapGradeName,
  coolLimitFrames,
  displayedGrade,
  gradeBreakdown,
  gradePoints,
  isSectionRegret,
  levelAdvance,
  levelAdvanceIn,
  regretInternalGrade,
  rollKindFor,
} from '~/engines/tgm3';

describe('grade names', () => {
  it('has 33 names from "9" to GM', () => {
    expect(GRADE_NAMES.length).toBe(33);
    expect(GRADE_NAMES[0]).toBe('9');
    expect(GRADE_NAMES[8]).toBe('1');
    expect(GRADE_NAMES[9]).toBe('S1');
    expect(GRADE_NAMES[17]).toBe('S9');
    expect(GRADE_NAMES[18]).toBe('m1');
    expect(GRADE_NAMES[26]).toBe('m9');
    expect(GRADE_NAMES.slice(27)).toEqual(['M', 'MK', 'MV', 'MO', 'MM', 'GM']);
  });
});

describe('gradePoints = ceil(base × combo) × level multiplier', () => {
  it('a first tetris at internal grade 0, level 0: 50 × 1.0 × 1 = 50', () => {
    expect(gradePoints(0, 4, 1, 0)).toBe(50);
  });
  it('rounds up after the combo: double at grade 0, combo 2 → ceil(20 × 1.2) = 24 (not 25 from float noise)', () => {
    expect(gradePoints(0, 2, 2, 0)).toBe(24);
  });
  it('double at grade 10, combo 2, level 300 → ceil(12 × 1.2) = 15, × 2 = 30', () => {
    expect(gradePoints(10, 2, 2, 300)).toBe(30);
  });
  it('triple at grade 5, combo 10, level 800 → 20 × 2.5 × 4 = 200; combo 15 uses the 10 row', () => {
    expect(gradePoints(5, 3, 10, 800)).toBe(200);
    expect(gradePoints(5, 3, 15, 800)).toBe(200);
  });
  it('level multiplier changes at 250, 500, 750', () => {
    expect([249, 250, 499, 500, 749, 750, 999].map((l) => gradePoints(0, 1, 1, l))).toEqual([10, 20, 20, 30, 30, 40, 40]);
  });
  it('internal grades above 31 use the 31+ row', () => {
    expect(gradePoints(40, 4, 1, 0)).toBe(30);
  });
  it('never falls when the combo grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 31 }),
        fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 999 }),
        (g, l, c, lv) => {
          expect(gradePoints(g, l, c + 1, lv)).toBeGreaterThanOrEqual(gradePoints(g, l, c, lv));
        },
      ),
      fcParams(100, 4),
    );
  });
});

describe('section COOL and REGRET', () => {
  it('section 0 baseline is 52 s (3120 frames); no COOL in 900-999', () => {
    expect(coolLimitFrames(0)).toBe(3120);
    expect(coolLimitFrames(9)).toBeNull();
  });
  it('a COOL then a slow next section: after a COOL at 2000 f, the next limit is 2000 + 120 = 2120', () => {
    expect(coolLimitFrames(1, { t70Frames: 2000, hadCool: true })).toBe(2120);
  });
  it('the +2 s rule never raises the baseline: after a COOL at 3100 f, section 1 keeps 3120', () => {
    expect(coolLimitFrames(1, { t70Frames: 3100, hadCool: true })).toBe(3120);
  });
  it('after a section without a COOL the baseline applies, unless the "always" variant is chosen', () => {
    expect(coolLimitFrames(2, { t70Frames: 2000, hadCool: false })).toBe(2940);
    expect(coolLimitFrames(2, { t70Frames: 2000, hadCool: false }, 'always')).toBe(2120);
  });
  it('REGRET only when the section takes strictly longer than the limit (1:30 = 5400 f in 0-99)', () => {
    expect(isSectionRegret(0, 5400)).toBe(false);
    expect(isSectionRegret(0, 5401)).toBe(true);
    expect(isSectionRegret(9, 3001)).toBe(true);
  });
  it('a REGRET at internal grade 11 (7 boosts) drops to 8, the top of the 6-boost grades', () => {
    expect(regretInternalGrade(11)).toBe(8);
  });
  it('a REGRET at internal grade 0 does nothing; at 1 it drops to 0; at 31 to 30', () => {
    expect(regretInternalGrade(0)).toBe(0);
    expect(regretInternalGrade(1)).toBe(0);
    expect(regretInternalGrade(6)).toBe(4);
    expect(regretInternalGrade(31)).toBe(30);
  });
});

describe('displayed grade', () => {
  it('a new player with nothing shows "9"', () => {
    expect(displayedGrade({ internalGrade: 0, sectionCools: 0 })).toEqual({ index: 0, name: '9' });
  });
  it('internal grade 11 (7 boosts) + 3 COOLs = 10 = S2', () => {
    expect(displayedGrade({ internalGrade: 11, sectionCools: 3 })).toEqual({ index: 10, name: 'S2' });
  });
  it('fading roll: 3 tetrises + survived = 0.78 + 0.5 = 1.28 → +1', () => {
    const g = gradeBreakdown({ internalGrade: 20, sectionCools: 4, roll: { kind: 'fading', clears: [0, 0, 0, 3], survived: true } });
    expect(g.rollHundredths).toBe(128);
    expect(g.index).toBe(12 + 4 + 1);
  });
  it('a GM-worthy game without GM qualification shows MM', () => {
    // 17 boosts + 9 COOLs + invisible roll 5 tetrises (5.0) + survived (1.6) = 32.6 → 32.
    const o = {
      internalGrade: 31,
      sectionCools: 9,
      roll: { kind: 'invisible' as const, clears: [0, 0, 0, 5] as [number, number, number, number], survived: true },
    };
    expect(displayedGrade(o).name).toBe('MM');
    expect(gradeBreakdown(o).heldAtMM).toBe(true);
    expect(displayedGrade({ ...o, qualifiedGM: true }).name).toBe('GM');
  });
  it('surviving the invisible roll alone is not enough: 26 + 1.6 = 27 = M', () => {
    expect(displayedGrade({ internalGrade: 31, sectionCools: 9, roll: { kind: 'invisible', clears: [0, 0, 0, 0], survived: true } }).name).toBe('M');
  });
  it('the invisible roll needs all 9 COOLs and internal grade 27', () => {
    expect(rollKindFor(27, 9)).toBe('invisible');
    expect(rollKindFor(26, 9)).toBe('fading');
    expect(rollKindFor(31, 8)).toBe('fading');
  });
  it('never goes past GM and never below 9 (property; out-of-range input throws RangeError, issue 11 item 6)', () => {
    expect(() => displayedGrade({ internalGrade: -1, sectionCools: 0 })).toThrow(RangeError);
    expect(() => displayedGrade({ internalGrade: 5, sectionCools: 10 })).toThrow(/sectionCools/);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 9 }),
        fc.array(fc.nat(40), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (ig, c, clears, s) => {
          const g = displayedGrade({
            internalGrade: ig,
            sectionCools: c,
            roll: { kind: 'invisible', clears: clears as [number, number, number, number], survived: s },
          });
          expect(g.index).toBeGreaterThanOrEqual(0);
          expect(g.index).toBeLessThanOrEqual(31);
        },
      ),
      fcParams(100, 5),
    );
  });
});

describe('TAP grading names', () => {
  it('internal grade 27 is "S7 in TAP grading" (seed: Staff roll grading system); 0 is 9, 8 is 1 (6 boosts → "3"), 31 is S9', () => {
    // Boosts column: 27 → 15; TAP grades 9..1 then S1..S9, so 15 boosts = the 16th name = S7.
    expect(tapGradeName(27)).toBe('S7');
    expect(tapGradeName(0)).toBe('9');
    expect(tapGradeName(8)).toBe('3');
    expect(tapGradeName(31)).toBe('S9');
  });
});

describe('level advance', () => {
  it('Master and Shirase: 1, 2, 4, 6; other modes: 1, 2, 3, 4', () => {
    expect(([1, 2, 3, 4] as const).map(levelAdvance)).toEqual([1, 2, 4, 6]);
    expect(([1, 2, 3, 4] as const).map((l) => levelAdvanceIn('other', l))).toEqual([1, 2, 3, 4]);
  });
});
