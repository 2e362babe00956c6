// Model of the one-clear calculator (pure, no DOM): grade, clear, combo and level → the points the clear earns, with the
// formula's numbers, what is left to the next internal grade, and the decay rate, all from the grading engine.
import {
  FPS,
  MASTER_LAST_LEVEL,
  MAX_INTERNAL_GRADE,
  POINTS_PER_GRADE,
  comboMultiplier,
  gradePoints,
  internalGradeRow,
  levelMultiplier,
  type Lines,
} from '~/engines/tgm3';
import { numberParam } from '~/lib/url-state';

/** Combo sizes the table lists (its last row, 10, holds every longer combo: seed, combo table). */
export const COMBO_ROWS = 10;

/** Each field's default and range. Default: the grading page's worked example, a second double in a row at level 300
 * and internal grade 10. */
export const FIELDS = {
  ocIg: { default: 10, min: 0, max: MAX_INTERNAL_GRADE },
  ocLines: { default: 2, min: 1, max: 4 },
  ocCombo: { default: 2, min: 1, max: COMBO_ROWS },
  ocLevel: { default: 300, min: 0, max: MASTER_LAST_LEVEL }, // literal-ok: the worked example's level
  ocPts: { default: 0, min: 0, max: POINTS_PER_GRADE - 1 },
};
export const SPECS = {
  ocIg: numberParam(FIELDS.ocIg),
  ocLines: numberParam(FIELDS.ocLines),
  ocCombo: numberParam(FIELDS.ocCombo),
  ocLevel: numberParam(FIELDS.ocLevel),
  ocPts: numberParam(FIELDS.ocPts),
};

export interface OneClear {
  base: number;
  combo: number;
  level: number;
  /** ceil(base × combo), before the level multiplier. */
  rounded: number;
  points: number;
  after: number;
  gradeUp: boolean;
  /** Internal grade 31: the top; points no longer count. */
  top: boolean;
  /** Points still needed to the next internal grade after this clear (0 when it went up: the rest is wasted). */
  toNext: number;
  /** Clears like this one, back to back at this combo size, to the next grade from the points held. */
  clearsToNext: number;
  /** Frames per decayed point, and points lost per second while it decays. */
  decayFrames: number;
  decayPerSecond: number;
  /** Points of this clear at each combo size 1..10 (the chart and its table). */
  byCombo: number[];
}

export function oneClear(ig: number, lines: Lines, combo: number, level: number, held: number): OneClear {
  const row = internalGradeRow(ig);
  const base = row.points[lines - 1];
  const cm = comboMultiplier(combo, lines);
  const lm = levelMultiplier(level);
  const points = gradePoints(ig, lines, combo, level);
  // At the top internal grade no more points count (the engine's choice where the wiki is silent).
  const top = ig >= MAX_INTERNAL_GRADE;
  const sum = top ? held : held + points;
  const gradeUp = !top && sum >= POINTS_PER_GRADE;
  return {
    base,
    combo: cm,
    level: lm,
    rounded: points / lm,
    points,
    after: gradeUp ? 0 : Math.min(sum, POINTS_PER_GRADE - 1),
    gradeUp,
    toNext: gradeUp || top ? 0 : Math.max(0, POINTS_PER_GRADE - sum),
    clearsToNext: top ? 0 : Math.ceil((POINTS_PER_GRADE - held) / points),
    top,
    decayFrames: row.decay,
    decayPerSecond: FPS / row.decay,
    byCombo: Array.from({ length: COMBO_ROWS }, (_, i) => gradePoints(ig, lines, i + 1, level)),
  };
}
