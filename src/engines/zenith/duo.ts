// Duo revive tasks (seed 000 双人 task table and plan list): which difficulty letters a revive asks for, and a draw.
import type { Rng } from '~/lib/rng';
import { shuffled } from '~/lib/rng';
import { hasReversed, hasMod, type Mod } from './mods';
import { finite, floorArg, modsArg, whole } from './validate';
import { versionArg, type ClientVersion } from './versions';

export type TaskGrade = 'F' | 'E' | 'D' | 'C' | 'B' | 'A' | 'X';
export interface ReviveTask {
  grade: TaskGrade;
  id: string;
  target: number;
  /** The game's text (seed 000 外显文本), line breaks as spaces. */
  text: string;
  /** Mod under which the task never appears. */
  not?: Mod;
}

const t = (grade: TaskGrade, id: string, target: number, text: string, not?: Mod): ReviveTask => ({ grade, id, target, text, not });

/** Every task (seed 000 双人 table, transcribed). */
export const REVIVE_TASKS: readonly ReviveTask[] = [
  t('F', 'combo', 3, 'Perform a 3-Combo'),
  t('F', 'double', 2, 'Clear 2 Doubles'),
  t('F', 'quad', 1, 'Clear a Quad'),
  t('F', 'lines', 6, 'Clear 6 Lines'),
  t('F', 'osingle', 1, 'Clear a Single using an O-Piece'),
  t('F', 'odouble', 1, 'Clear a Double using an O-Piece'),
  t('F', 'szdouble', 1, 'Clear a Double using an S or Z-Piece'),
  t('F', 'ljtriple', 1, 'Clear a Triple using an L or J-Piece'),
  t('F', 'iholdlines', 3, 'Clear 3 lines while holding an I-Piece', 'nohold'),
  t('F', 'hold', 8, 'Use Hold 8 times', 'nohold'),
  t('F', 'rotate', 20, 'Rotate 20 times'),
  t('F', 'singleconsecutive', 2, 'Clear 2 Singles in a row'),
  t('E', 'spin', 1, 'Perform any Spin'),
  t('E', 'tspinsingle', 1, 'Clear a T-Spin Single'),
  t('E', 'tspindouble', 1, 'Clear a T-Spin Double'),
  t('E', 'szspin', 1, 'Clear an S/Z-Spin'),
  t('E', 'ljspin', 1, 'Clear an L/J-Spin'),
  t('E', 'combo', 5, 'Perform a 5-Combo'),
  t('E', 'iflat', 2, 'Clear 2 Lines using horizontal I-Pieces'),
  t('E', 'pieces', 20, 'Place 20 pieces'),
  t('E', 'attack', 6, 'Send 6 Attack'),
  t('E', 'placeoconsecutive', 2, 'Place 2 O-Pieces in a row'),
  t('E', 'norotateclockwise', 12, 'Place 12 pieces while only rotating counterclockwise'),
  t('E', 'singlenocombo', 6, 'Clear 6 Singles without starting a combo'),
  t('D', 'double', 4, 'Clear 4 Doubles'),
  t('D', 'spam', 3, 'Place 3 pieces in a row without moving or rotating'),
  t('D', 'noclear', 14, 'Place 14 pieces in a row without clearing any lines'),
  t('D', 'szdouble', 2, 'Clear 2 Doubles using S or Z-Pieces'),
  t('D', 'ljtriple', 2, 'Clear 2 Triples using L or J-Pieces'),
  t('D', 'ispinclear', 1, 'Clear an I-Spin'),
  t('D', 'upperhalfquad', 1, 'Clear a Quad in the upper half of the board'),
  t('D', 'rotate', 80, 'Rotate 80 times'),
  t('D', 'quadcombo', 1, 'Clear a Quad while on a 2+-Combo'),
  t('D', 'szsingle', 2, 'Clear 2 Singles in a row using S or Z-Pieces'),
  t('D', 'combonohold', 3, 'Perform a 3-Combo without using Hold'),
  t('D', 'noclearspin', 3, "Perform 3 Spins that don't clear any lines"),
  t('D', 'szljspin', 2, 'Perform 2 S/Z/L/J-Spins'),
  t('C', 'tspintriple', 1, 'Clear a T-Spin Triple'),
  t('C', 'nohold', 25, 'Place 25 pieces in a row without using Hold', 'nohold'),
  t('C', 'triple', 3, 'Clear 3 Triples'),
  t('C', 'b2b', 4, 'Reach B2B x4'),
  t('C', 'quadbuckets', 2, 'Clear a Quad in 2 different columns'),
  t('C', 'holdconsecutive', 12, 'Use Hold on 12 pieces in a row', 'nohold'),
  t('C', 'softdrop', 10, 'Place 10 pieces without releasing Soft Drop'),
  t('C', 'top3rows', 3, 'Have part of your stack in the top 3 rows for 3 seconds'),
  t('C', 'linesnoti', 10, 'Clear 10 Lines without clearing with T or I-pieces'),
  t('C', 'szspintriple', 1, 'Clear an S/Z-Spin Triple'),
  t('C', 'odoubleconsecutive', 2, 'Clear 2 Doubles consecutively using two O-Pieces'),
  t('C', 'tspinminiclear', 4, 'Clear 4 T-Spin Minis'),
  t('C', 'attack', 14, 'Send 14 Attack'),
  t('C', 'doublespiece', 3, 'Clear 3 Doubles with the same type of piece'),
  t('C', 'ljgarbage', 1, 'Clear Garbage using a L/J-Spin'),
  t('C', 'szgarbage', 1, 'Clear Garbage using a S/Z-Spin'),
  t('C', 'columnopiece', 3, 'Place 3 O-Pieces in column 1'),
  t('C', 'spinclear', 2, 'Clear 2 Spins in one combo'),
  t('C', 'iclearspam', 1, 'Clear a Single with an I-Piece without moving or rotating'),
  t('C', 'holddas', 6, 'Place 6 Pieces without releasing DAS'),
  t('B', 'oclear', 6, 'Clear 6 Lines using O-Pieces'),
  t('B', 'spinbuckets', 3, 'Clear Spin-Clears with 3 different pieces'),
  t('B', 'quad', 4, 'Clear 4 Quads'),
  t('B', 'spam', 5, 'Place 5 pieces in a row without moving or rotating'),
  t('B', 'ljspintriple', 1, 'Clear an L/J-Spin Triple'),
  t('B', 'quadconsecutive', 2, 'Clear 2 Quads in a row'),
  t('B', 'singlesonly', 8, 'Clear 8 Singles without doing other clears or using Hold'),
  t('B', 'nogarbage', 4, 'Have no Garbage Lines on your board for 4 seconds', 'duo_reversed'),
  t('B', 'rotate', 300, 'Rotate 300 times'),
  t('B', 'nocancel', 8, "Don't cancel any garbage for 8 seconds"),
  t('B', 'tspindoubleup', 1, 'Clear a T-Spin Double with the Piece pointing up'),
  t('B', 'oclearspam', 1, 'Clear a Double with an O-Piece without moving or rotating'),
  t('B', 'tnorotate', 3, 'Place 3 T-Pieces without rotating any'),
  t('B', 'tspincombo', 1, 'Clear a T-Spin Double while on a 2+-Combo'),
  t('A', 'combo', 7, 'Perform a 7-Combo'),
  t('A', 'ispindouble', 1, 'Clear an I-Spin Double'),
  t('A', 'szspinconsecutive', 2, 'Clear two S/Z-Spin Doubles consecutively'),
  t('A', 'ljspinconsecutive', 2, 'Clear two L/J-Spin Doubles consecutively'),
  t('A', 'colorclear', 1, 'Perform a Color Clear'),
  t('A', 'lines', 40, 'Clear 40 Lines'),
  t('A', 'combospin', 4, 'Clear 4 Spins in one Combo'),
  t('A', 'tspindtcolumn', 1, 'Clear a T-Spin Double/Triple centered in column 1 or 10'),
  t('X', 'ospinconsecutive', 2, 'Clear two O-Spin Mini Doubles consecutively'),
];

/** Plans by difficulty score 1..17 (seed 000 plan list; entry 16 has two tasks in the code, entry 17 keeps its order). */
export const REVIVE_PLANS: readonly (readonly TaskGrade[])[] = [
  ['F'],
  ['F', 'F'],
  ['F', 'F', 'F'],
  ['F', 'F', 'E'],
  ['F', 'E', 'E'],
  ['E', 'E', 'E'],
  ['E', 'E', 'D'],
  ['E', 'D', 'D'],
  ['D', 'D', 'D'],
  ['D', 'D', 'C'],
  ['D', 'C', 'C'],
  ['C', 'C', 'C'],
  ['C', 'C', 'B'],
  ['C', 'B', 'B'],
  ['B', 'B', 'B'],
  ['B', 'B'],
  ['A', 'B', 'A'],
];

/** Revive difficulty score: floor + revives so far (+3 after Duo+'s 4:30 step) (seed 000 双人, 双人+). */
export function reviveDifficulty(floor: number, revives: number, bonus = 0): number {
  floorArg('floor', floor);
  whole('revives', revives, 0);
  whole('bonus', bonus, 0);
  return Math.max(1, Math.floor(floor) + Math.max(0, Math.floor(revives)) + bonus);
}

/** The plan for a score: entry min(score, 17); scores of 17 and above get A B A (seed 000: "上限"). */
export function revivePlan(score: number): readonly TaskGrade[] {
  finite('score', score, 0);
  const i = Math.max(1, Math.min(REVIVE_PLANS.length, Math.floor(score)));
  return REVIVE_PLANS[i - 1];
}

/**
 * Tasks of a grade that can appear with these mods.
 * @source seed 000 双人 task table
 */
export function tasksOfGrade(grade: TaskGrade, mods: readonly Mod[]): ReviveTask[] {
  return REVIVE_TASKS.filter((x) => x.grade === grade && !(x.not && (x.not === 'nohold' ? hasMod(mods, 'nohold') : hasReversed(mods, 'duo'))));
}

/**
 * One revive draw: a random task per letter of the plan (no task twice: no ruling, our choice), then shuffled,
 * except the top plan A B A which keeps its order. After Duo+'s "no revive" step the plan is the one X task.
 */
export function drawRevive(score: number, mods: readonly Mod[], rng: Rng, noRevive = false, version?: ClientVersion): ReviveTask[] {
  finite('score', score, 0);
  const v = versionArg('version', version);
  if (noRevive) return REVIVE_TASKS.filter((x) => x.grade === 'X');
  const plan = revivePlanOf(score, v);
  const used = new Set<ReviveTask>();
  const picks = plan.map((g) => {
    const pool = tasksOfGradeIn(g, mods, v).filter((x) => !used.has(x));
    const pick = pool[rng.int(pool.length)];
    used.add(pick);
    return pick;
  });
  return score >= REVIVE_PLANS.length ? picks : shuffled(picks, rng);
}

/** Plan entry 16 in the current client: B B A (readme §2P, commit b557adf, 2025-03-22, fixed in the game). */
export const REVIVE_PLAN_16_CURRENT: readonly TaskGrade[] = ['B', 'B', 'A'];

/**
 * The plan for a score in a version (the seed keeps its entry 16 of two tasks).
 * @source seed 000 双人 plan list
 */
export function revivePlanOf(score: number, version?: ClientVersion): readonly TaskGrade[] {
  const plan = revivePlan(score);
  if (versionArg('version', version) === 'current' && plan === REVIVE_PLANS[15]) return REVIVE_PLAN_16_CURRENT;
  return plan;
}

/** Tasks No Hold also excludes in the current client (readme §2P, commit 4206e06, 2025-10-17). */
export const NO_HOLD_EXCLUDED_TASKS_CURRENT = ['placeoconsecutive', 'odoubleconsecutive'] as const;

/**
 * Tasks of a grade that can appear with these mods, in a version.
 * @source seed 000 双人 task table; zenith-current readme §2P for the current client
 */
export function tasksOfGradeIn(grade: TaskGrade, mods: readonly Mod[], version?: ClientVersion): ReviveTask[] {
  modsArg('mods', mods);
  const v = versionArg('version', version);
  return REVIVE_TASKS.filter((x) => {
    if (x.grade !== grade) return false;
    if (x.not && (x.not === 'nohold' ? hasMod(mods, 'nohold') : hasReversed(mods, 'duo'))) return false;
    if (v === 'current' && hasMod(mods, 'nohold') && (NO_HOLD_EXCLUDED_TASKS_CURRENT as readonly string[]).includes(x.id)) return false;
    return true;
  });
}

// ---- Duo revive, current client (zenith-current readme §2P) ----

/** Per-revive difficulty increment by floor, index 0–10 (reference-code.js ReviveLevelIncrease, commit 2fee771, 2025-03-22). */
export const REVIVE_LEVEL_INCREASE = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3] as const;

/**
 * Revive difficulty score. Seed: floor + revives so far. Current: floor + the accumulated difficulty, which each earlier
 * revive raised by REVIVE_LEVEL_INCREASE[its floor] (readme §2P 复活累积难度, commits 2fee771 / 0c542f9).
 */
export function reviveDifficultyOf(floor: number, earlierReviveFloors: readonly number[], o: { bonus?: number; version?: ClientVersion } = {}): number {
  const f = floorArg('floor', floor);
  if (!Array.isArray(earlierReviveFloors)) throw new RangeError('earlierReviveFloors must be a list of floors');
  const floors = earlierReviveFloors.map((x, i) => floorArg(`earlierReviveFloors[${i}]`, x));
  const v = versionArg('version', o.version);
  if (v === '2025-01') return reviveDifficulty(f, floors.length, o.bonus ?? 0);
  const bonus = whole('bonus', o.bonus ?? 0, 0);
  return Math.max(1, f + floors.reduce((s, x) => s + REVIVE_LEVEL_INCREASE[x], 0) + bonus);
}
