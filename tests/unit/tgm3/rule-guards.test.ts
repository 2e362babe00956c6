// Rules whose one-character edits used to pass every TGM3 unit test (issue 24): each boundary tested on both sides,
// with expected values worked by hand from seed 002 and master-grading.json.
import { describe, expect, it } from 'vitest';
import { TGM3_CONTRADICTIONS } from '~/verification/tgm3';
import {
  coolLimitFrames,
  decayAfterFrames,
  displayedGrade,
  examTarget,
  gradePoints,
  isSectionCool,
  isSectionRegret,
  newMasterState,
  stepMaster,
  regretInternalGrade,
  rollKindFor,
  runMaster,
  shiraseRegretLimit,
  shiraseRun,
  ROLL_FRAMES,
  ROLL_FRAMES_CLONES,
  type MasterEvent,
} from '~/engines/tgm3';

const plain = (n: number): MasterEvent[] => Array.from({ length: n }, () => ({ type: 'piece', activeFrames: 0, lines: 0 }));
/** Whole sections from level 0: 99 plain pieces stop at x99 (the level stop), then a single crosses into the next x00. */
const sections = (n: number): MasterEvent[] =>
  Array.from({ length: n }, () => [...plain(99), { type: 'piece', activeFrames: 0, lines: 1 } as MasterEvent]).flat();

/** Level 0 → 70 with the 70th spawn at frame `t70`: one piece of `t70` inactive frames, then 69 instant pieces. */
function reach70At(t70: number): MasterEvent[] {
  return [{ type: 'frames', frames: t70, active: false }, ...Array.from({ length: 70 }, () => ({ type: 'piece', activeFrames: 0, lines: 0 }) as MasterEvent)];
}

describe('COOL: time to x70 at most the limit (tgm3/cool-boundary, json "<=")', () => {
  it('section 0 (limit 3120 frames = 52 s): 3120 is a COOL, 3121 is not', () => {
    expect(isSectionCool(3120, 3120)).toBe(true);
    expect(isSectionCool(3121, 3120)).toBe(false);
    expect(runMaster(reach70At(3120)).state.sections[0].cool).toBe(true);
    expect(runMaster(reach70At(3121)).state.sections[0].cool).toBe(false);
  });
  it('after a COOL at x70 = 2000 frames the next limit is 2000 + 120 = 2120: 2120 is a COOL, 2121 is not', () => {
    const limit = coolLimitFrames(1, { t70Frames: 2000, hadCool: true });
    expect(limit).toBe(2120);
    expect(isSectionCool(2120, limit)).toBe(true);
    expect(isSectionCool(2121, limit)).toBe(false);
  });
  it('the +2 s rule is off after a section without COOL: the table limit (section 1: 3120) stands', () => {
    expect(coolLimitFrames(1, { t70Frames: 2000, hadCool: false })).toBe(3120);
    expect(coolLimitFrames(1, { t70Frames: 2000, hadCool: false }, 'always')).toBe(2120);
  });
  it('section 9 (900-999) has no COOL at any time', () => {
    expect(coolLimitFrames(9)).toBeNull();
    expect(isSectionCool(0, null)).toBe(false);
  });
});

describe('REGRET: a section strictly longer than its limit (json regretRule)', () => {
  it('section 0 (limit 5400 = 1:30): 5400 is no REGRET, 5401 is', () => {
    expect(isSectionRegret(0, 5400)).toBe(false);
    expect(isSectionRegret(0, 5401)).toBe(true);
  });
  it('section 6 (limit 3000 = 0:50): 3000 no, 3001 yes', () => {
    expect(isSectionRegret(6, 3000)).toBe(false);
    expect(isSectionRegret(6, 3001)).toBe(true);
  });
});

describe('grade points (seed: ceil(base × combo) × level multiplier)', () => {
  it('level 249 multiplies by 1, level 250 by 2 (seed level table 000-249 / 250-499)', () => {
    // Grade 0 tetris, combo 1: base 50.
    expect(gradePoints(0, 4, 1, 249)).toBe(50);
    expect(gradePoints(0, 4, 1, 250)).toBe(100);
    expect(gradePoints(0, 4, 1, 499)).toBe(100);
    expect(gradePoints(0, 4, 1, 500)).toBe(150);
    expect(gradePoints(0, 4, 1, 750)).toBe(200);
  });
  it('combo multiplier rounds up: grade 10 triple in a combo of 2 = ceil(13 × 1.4) = ceil(18.2) = 19', () => {
    expect(gradePoints(10, 3, 2, 0)).toBe(19);
  });
  it('a game: a tetris spawned at level 248 (a gain of 6 → 254) scores with level 248 (×1): 50 points, not 100', () => {
    // Two sections (two singles: 10 + 10 points), then 47 plain pieces to 247; the tetris piece spawns at 248.
    const ev = [...sections(2), ...plain(47)];
    expect(runMaster(ev).state.level).toBe(247);
    const r = runMaster([...ev, { type: 'piece', activeFrames: 0, lines: 4 }]).state;
    expect(r.level).toBe(254);
    expect([r.internalGrade, r.points]).toEqual([0, 20 + 50]);
  });
});

describe('decay (seed: Decay rate column; grade 0 loses a point every 125 frames)', () => {
  it('124 frames lose nothing, the 125th loses one point', () => {
    expect(decayAfterFrames(0, 125, 124)).toEqual({ lost: 0, counter: 124 });
    expect(decayAfterFrames(0, 125, 125)).toEqual({ lost: 1, counter: 0 });
  });
});

describe('invisible roll: all 9 COOLs and internal grade at least 27 (seed: Staff roll grading system)', () => {
  it('27 with 9 COOLs is invisible; 26, or 8 COOLs, is fading', () => {
    expect(rollKindFor(27, 9)).toBe('invisible');
    expect(rollKindFor(26, 9)).toBe('fading');
    expect(rollKindFor(31, 8)).toBe('fading');
  });
});

describe('level-500 torikan at 7:00 (25200 frames) in Master (seed: Master; json torikans)', () => {
  const to500 = (frame: number) => runMaster([{ type: 'frames', frames: frame, active: false }, ...sections(5)]).state;
  it('reaching 500 at exactly 25200 frames goes on; one frame later the game stops there', () => {
    const on = to500(25200);
    expect([on.level, on.over, on.stoppedAtTorikan]).toEqual([500, false, false]);
    const off = to500(25201);
    expect([off.level, off.over, off.stoppedAtTorikan]).toEqual([500, true, true]);
  });
});

// One pin per contradiction of src/verification/tgm3: the modelled choice, checked against the engine with numbers
// worked by hand from seed 002 and master-grading.json (tests/unit/tgm3/choices.test.ts plays the four RULINGS.md
// choices through whole sections as well).
const PINS: Record<string, () => void> = {
  'tgm3/decay-timing': () => {
    // Two doubles keep a 2+-line combo alive; 125 active frames then cost a point only under "every active frame".
    const ev: MasterEvent[] = [
      { type: 'piece', activeFrames: 0, lines: 2 },
      { type: 'piece', activeFrames: 0, lines: 2 },
      { type: 'frames', frames: 125 },
    ];
    // 20 + ceil(20 × 1.2) = 44 points.
    expect(runMaster(ev).state.points).toBe(44);
    expect(runMaster(ev, { decay: 'activeAlways' }).state.points).toBe(43);
  },
  'tgm3/plus-two-seconds': () => {
    expect(coolLimitFrames(1, { t70Frames: 2000, hadCool: true })).toBe(2120);
    expect(coolLimitFrames(1, { t70Frames: 2000, hadCool: false })).toBe(3120);
  },
  'tgm3/cool-boundary': () => {
    expect(runMaster(reach70At(3120)).state.sections[0].cool).toBe(true);
    expect(runMaster(reach70At(3121)).state.sections[0].cool).toBe(false);
  },
  'tgm3/cool-display-level': () => {
    // Decided at x70: level 70 at 3000 frames is a COOL even if level 80 comes much later.
    const r = runMaster([...reach70At(3000), { type: 'frames', frames: 2000, active: false }, ...plain(10)]).state;
    expect([r.level, r.sections[0].t70, r.sections[0].cool]).toEqual([80, 3000, true]);
  },
  'tgm3/roll-length': () => {
    expect([ROLL_FRAMES, ROLL_FRAMES_CLONES]).toEqual([3265, 3238]);
  },
  'tgm3/points-rounding': () => {
    // ceil(13 × 1.4) × 2 = 19 × 2 = 38, not ceil(13 × 1.4 × 2) = 37.
    expect(gradePoints(10, 3, 2, 250)).toBe(38);
  },
  'tgm3/grade-combo': () => {
    // Double, single, double: the single neither adds to nor breaks the combo, so the second double is combo 2:
    // 20 + 10 + ceil(20 × 1.2) = 54 (a broken combo would give 50).
    const ev: MasterEvent[] = [2, 1, 2].map((lines) => ({ type: 'piece', activeFrames: 0, lines }) as MasterEvent);
    expect(runMaster(ev).state.points).toBe(54);
    // A lock without a clear resets it: double, nothing, double = 20 + 20.
    const broken: MasterEvent[] = [2, 0, 2].map((lines) => ({ type: 'piece', activeFrames: 0, lines }) as MasterEvent);
    expect(runMaster(broken).state.points).toBe(40);
  },
  'tgm3/exam-target': () => {
    // Last seven 20, 18, 17, 15, 12, 9, 3: the 2nd-4th best are 18, 17, 15, mean 16.67, floor 16 (the 4th best is 15).
    expect(examTarget([20, 18, 17, 15, 12, 9, 3])).toBe(16);
  },
  'tgm3/gm-display': () => {
    // 17 boosts + 9 COOLs + 6 roll tetrises (6 × 1.00) = 32.
    const roll = { kind: 'invisible' as const, clears: [0, 0, 0, 6] as [number, number, number, number], survived: false };
    expect(displayedGrade({ internalGrade: 31, sectionCools: 9, roll, qualifiedGM: false }).name).toBe('MM');
    expect(displayedGrade({ internalGrade: 31, sectionCools: 9, roll, qualifiedGM: true }).name).toBe('GM');
  },
  'tgm3/level-multiplier-level': () => {
    const ev = [...sections(2), ...plain(47), { type: 'piece', activeFrames: 0, lines: 4 } as MasterEvent];
    expect(runMaster(ev).state.points).toBe(20 + 50);
  },
  'tgm3/shirase-regret-time': () => {
    expect([0, 1, 2, 12].map(shiraseRegretLimit)).toEqual([3600, 3600, 3000, 3000]);
  },
  'tgm3/shirase-1300': () => {
    const r = shiraseRun(Array.from({ length: 13 }, () => 1500));
    expect([r.sectionsCleared, r.gradeName, r.reachedRoll]).toEqual([13, 'S13', true]);
  },
  'tgm3/internal-grade-cap': () => {
    // At internal grade 31 a tetris adds no points and the grade does not move.
    const s = newMasterState();
    s.internalGrade = 31;
    stepMaster(s, { type: 'piece', activeFrames: 0, lines: 4 });
    expect([s.internalGrade, s.points]).toEqual([31, 0]);
    expect(displayedGrade({ internalGrade: 31, sectionCools: 0 }).index).toBe(17);
  },
  'tgm3/cool-regret-arms-plus-two': () => {
    // A section with COOL (x70 at 680) and REGRET: the next limit is still 680 + 120.
    expect(coolLimitFrames(1, { t70Frames: 680, hadCool: true })).toBe(800);
  },
  'tgm3/decay-counter-carry': () => {
    // A counter of 100 carried to grade 1 (rate 80) loses a point on the next frame.
    expect(decayAfterFrames(100, 80, 1)).toEqual({ lost: 1, counter: 0 });
  },
  'tgm3/gm-from-roll-clears': () => {
    const roll = { kind: 'invisible' as const, clears: [0, 0, 0, 6] as [number, number, number, number], survived: false };
    expect(displayedGrade({ internalGrade: 31, sectionCools: 9, roll, qualifiedGM: true }).name).toBe('GM');
  },
  'tgm3/regret-target': () => {
    // Internal grade 11 (boost 7) drops to the top of boost 6: internal grade 8 (seed table).
    expect(regretInternalGrade(11)).toBe(8);
    expect(regretInternalGrade(0)).toBe(0);
  },
};

describe('every TGM3 contradiction has its modelled choice pinned', () => {
  it('one pin per contradiction, no pin for a contradiction that is gone', () => {
    expect(Object.keys(PINS).sort()).toEqual(TGM3_CONTRADICTIONS.map((c) => c.id).sort());
  });
  it.each(Object.entries(PINS))('%s', (_, pin) => pin());
});
