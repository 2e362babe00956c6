// Grading data of TGM3 Master and Shirase: seed 002 tables plus the facts it lacks from
// the shared data file data/tgm3/master-grading.json (transcribed here; cited per constant).

/** 33 grade names, index 0 = "9" (master-grading.json gradeNames; seed: Grade Recognition System). */
export const GRADE_NAMES: readonly string[] = [
  '9', '8', '7', '6', '5', '4', '3', '2', '1',
  'S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9',
  'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9',
  'M', 'MK', 'MV', 'MO', 'MM', 'GM',
];
/** Long names the seed prints for the Master grades (seed: Grade Recognition System table). */
export const GRADE_LONG_NAMES: Readonly<Record<string, string>> = {
  M: 'Master', MK: 'MasterK', MV: 'MasterV', MO: 'MasterO', MM: 'MasterM', GM: 'Grand Master',
};

/** One row of the internal grade table (seed: Internal grade system). */
export interface InternalGradeRow {
  boosts: number;
  /** Frames for one grade point to decay. */
  decay: number;
  /** Base points for single, double, triple, tetris. */
  points: [number, number, number, number];
}
const r = (boosts: number, decay: number, s: number, dbl: number, t: number, q: number): InternalGradeRow => ({ boosts, decay, points: [s, dbl, t, q] });
/** Internal grades 0..31 (the seed's last row is "31+"). */
export const INTERNAL_GRADES: InternalGradeRow[] = [
  r(0, 125, 10, 20, 40, 50), r(1, 80, 10, 20, 30, 40), r(2, 80, 10, 20, 30, 40), r(3, 50, 10, 15, 30, 40),
  r(4, 45, 10, 15, 20, 40), r(5, 45, 5, 15, 20, 30), r(5, 45, 5, 10, 20, 30), r(6, 40, 5, 10, 15, 30),
  r(6, 40, 5, 10, 15, 30), r(7, 40, 5, 10, 15, 30), r(7, 40, 2, 12, 13, 30), r(7, 40, 2, 12, 13, 30),
  r(8, 30, 2, 12, 13, 30), r(8, 30, 2, 12, 13, 30), r(8, 30, 2, 12, 13, 30), r(9, 20, 2, 12, 13, 30),
  r(9, 20, 2, 12, 13, 30), r(9, 20, 2, 12, 13, 30), r(10, 20, 2, 12, 13, 30), r(11, 20, 2, 12, 13, 30),
  r(12, 15, 2, 12, 13, 30), r(12, 15, 2, 12, 13, 30), r(12, 15, 2, 12, 13, 30), r(13, 15, 2, 12, 13, 30),
  r(13, 15, 2, 12, 13, 30), r(14, 15, 2, 12, 13, 30), r(14, 15, 2, 12, 13, 30), r(15, 15, 2, 12, 13, 30),
  r(15, 15, 2, 12, 13, 30), r(16, 15, 2, 12, 13, 30), r(16, 10, 2, 12, 13, 30), r(17, 10, 2, 12, 13, 30),
];
export const MAX_INTERNAL_GRADE = INTERNAL_GRADES.length - 1;

/** Combo multipliers in tenths, rows combo size 1..10, columns single..tetris (seed: combo multiplier table). */
export const COMBO_TENTHS: [number, number, number, number][] = [
  [10, 10, 10, 10], [10, 12, 14, 15], [10, 12, 15, 18], [10, 14, 16, 20], [10, 14, 17, 22],
  [10, 14, 18, 23], [10, 14, 19, 24], [10, 15, 20, 25], [10, 15, 21, 26], [10, 20, 25, 30],
];

/** Level multiplier: level 0-249 ×1, 250-499 ×2, 500-749 ×3, 750-999 ×4 (seed: level multiplier table). */
export const LEVEL_MULTIPLIER_STEPS: { from: number; multiplier: number }[] = [
  { from: 0, multiplier: 1 }, { from: 250, multiplier: 2 }, { from: 500, multiplier: 3 }, { from: 750, multiplier: 4 },
];

/** Frames to reach x70 for a section COOL, sections 0..9; null = no COOL in 900-999 (master-grading.json). */
export const COOL_FRAMES_TO_70: (number | null)[] = [3120, 3120, 2940, 2700, 2700, 2520, 2520, 2280, 2280, null];
/** "+2 s" rule: 120 frames over the previous section's x70 time (seed "no more than two seconds slower"; json). */
export const COOL_PREVIOUS_MARGIN = 120;
/** A section taking strictly longer than this is a REGRET, sections 0..9 (master-grading.json). */
export const REGRET_FRAMES: number[] = [5400, 4500, 4500, 4080, 3600, 3600, 3000, 3000, 3000, 3000];

/** Staff roll grade values in hundredths of a grade (seed: Staff roll grading system; json roll). */
export const ROLL_HUNDREDTHS = {
  fading: { perClear: [4, 8, 12, 26] as const, survived: 50 },
  invisible: { perClear: [10, 20, 30, 100] as const, survived: 160 },
};
/** Big Mode roll values in hundredths (seed: Codes, Big Mode). */
export const BIG_ROLL_HUNDREDTHS = [8, 26, 34, 42] as const;
/** Invisible roll gate: all 9 section COOLs and internal grade at least 27 (seed: Staff roll grading system). */
export const INVISIBLE_MIN_INTERNAL_GRADE = 27;
export const INVISIBLE_COOLS = 9;
/** Roll length in playable frames: 3265 (PC memory reading, RULINGS.md TGM3); 3238 used by two clones. */
export const ROLL_FRAMES = 3265;
export const ROLL_FRAMES_CLONES = 3238;

/** Master torikan: stop at 500 if the timer is past 7:00 (seed: Master; json torikans.master500). */
export const MASTER_TORIKAN_FRAMES = 25200;

/** Level advance per clear size in Master and Shirase, and in the other modes (seed: Level advance). */
export const LEVEL_ADVANCE_MASTER = [1, 2, 4, 6] as const;
export const LEVEL_ADVANCE_OTHER = [1, 2, 3, 4] as const;

/** Shirase: REGRET limits (json shiraseRegretFrames) and torikans (seed: Shirase; json torikans). */
export const SHIRASE_REGRET_FRAMES = { sections0to1: 3600, sections2to12: 3000 };
export const SHIRASE_TORIKAN_500 = { classic: 8880, world: 10980 };
/** Rising garbage quota for sections 5..9, levels 500-999 (seed: Shirase, Rising garbage). */
export const SHIRASE_GARBAGE_QUOTA: Record<number, number> = { 5: 20, 6: 18, 7: 10, 8: 9, 9: 8 };

/** Tetris COOL: Tetrises needed in 0-99, 100-199, then every later section (seed: Messages, "Tetris COOL"). */
export const TETRIS_COOL_NEEDED = [3, 6, 4] as const;

/** Demotion: games ending this many grades or more below the qualified class count (seed: User accounts and exams). */
export const DEMOTION_GAP = 8;

/**
 * World rule: moves and rotations that restart the lock delay on the ground before the piece locks at once: 10 shifts,
 * 8 rotations (tgm3-visualizer, MemoryAddresses: "10 = instant lock", "8 = instant lock"). The seed gives no limit.
 */
export const WORLD_LOCK_RESETS = { shifts: 10, rotations: 8 } as const;
