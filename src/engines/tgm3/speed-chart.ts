// Speed against level as steps, for charts: where each mode's gravity and delays change, how far each mode's tables
// go, Master's speed level with COOLs, and the levels worth marking (seed 002 each mode's "Speed timings"; Kill Timer).
import { EASY_DELAYS, KAMUI_DELAYS, KILL_TIMER_FRAMES, MASTER_GRAVITY, SAKURA_GRAVITY } from './data/speed';
import { INVISIBLE_COOLS } from './data/grading';
import { MASTER_LAST_LEVEL } from './grading';
import { checkChoice, checkInt } from './validate';
import { SHIRASE_LAST_LEVEL } from './shirase';
import { delaysAt, gravityG, killTimerActive, speedLevel, type SpeedMode } from './speed';
import type { DelayRow } from './data/speed';

/** The last level each mode's speed tables cover, the chart's right edge (seed: each mode's Speed timings). */
export const SPEED_CHART_LAST_LEVEL: Readonly<Record<SpeedMode, number>> = {
  easy: EASY_DELAYS[EASY_DELAYS.length - 1].to ?? EASY_DELAYS[EASY_DELAYS.length - 1].from, // cleared at 200 (seed: Easy)
  sakura: SAKURA_GRAVITY[SAKURA_GRAVITY.length - 1].from, // the table's last row, 300 (seed: Sakura)
  master: MASTER_LAST_LEVEL,
  shirase: SHIRASE_LAST_LEVEL,
  kamui: KAMUI_DELAYS[KAMUI_DELAYS.length - 1].from, // the table stops at 500 (seed: Kamui, Speed Timings)
};

/** The most section COOLs a game can hold: sections 000-899 (seed: no COOL in 900-999). */
export const MAX_SECTION_COOLS = INVISIBLE_COOLS;

/**
 * Master speed level at `level` when each of the first `cools` sections earned a COOL: a COOL counts once its section
 * is finished, so at level L only the COOLs of sections below floor(L / 100) count (seed: Master; Section COOL).
 * @source seed 002 Master: each COOL adds 100 to the speed level
 */
export function speedLevelWithCools(level: number, cools: number): number {
  if (!Number.isInteger(level) || level < 0) throw new RangeError(`level must be an integer >= 0, got ${level}`);
  if (!Number.isInteger(cools) || cools < 0 || cools > MAX_SECTION_COOLS) throw new RangeError(`cools must be an integer 0-${MAX_SECTION_COOLS}, got ${cools}`);
  return speedLevel(level, Math.min(cools, Math.floor(level / 100)));
}

/** A chart's mode is one the seed times, and its COOL count is 0-9 (the RangeError names the bad argument). */
function checkChartArgs(mode: SpeedMode, cools: number): void {
  checkChoice('mode', mode, Object.keys(SPEED_CHART_LAST_LEVEL) as SpeedMode[]);
  checkInt('cools', cools, 0, MAX_SECTION_COOLS);
}

/** The level a mode looks its speed up by: Master uses the speed level, the other modes the level. */
function lookup(mode: SpeedMode, level: number, cools: number): number {
  return mode === 'master' ? speedLevelWithCools(level, cools) : level;
}

export interface GravityStepAt {
  level: number;
  /** Cells per frame. */
  g: number;
}

/**
 * Every level where the gravity changes, from level 0, plus the last level (so a stepped line reaches the edge).
 * @source seed 002 each mode's Speed timings
 */
export function gravitySteps(mode: SpeedMode, cools = 0): GravityStepAt[] {
  checkChartArgs(mode, cools);
  const last = SPEED_CHART_LAST_LEVEL[mode];
  const out: GravityStepAt[] = [];
  for (let l = 0; l <= last; l++) {
    const g = gravityG(mode, lookup(mode, l, cools));
    if (!out.length || out[out.length - 1].g !== g || l === last) out.push({ level: l, g });
  }
  return out;
}

export interface DelayStepAt {
  level: number;
  delays: DelayRow;
}

const sameDelays = (a: DelayRow, b: DelayRow) =>
  a.are === b.are && a.lineAre === b.lineAre && a.das === b.das && a.lock === b.lock && a.lineClear === b.lineClear;

/**
 * Every level where any delay changes, from level 0, plus the last level.
 * @source seed 002 each mode's Speed timings
 */
export function delaySteps(mode: SpeedMode, cools = 0): DelayStepAt[] {
  checkChartArgs(mode, cools);
  const last = SPEED_CHART_LAST_LEVEL[mode];
  const out: DelayStepAt[] = [];
  for (let l = 0; l <= last; l++) {
    const delays = delaysAt(mode, lookup(mode, l, cools));
    if (!out.length || !sameDelays(out[out.length - 1].delays, delays) || l === last) out.push({ level: l, delays });
  }
  return out;
}

/** The speed level where Master gravity first falls back (to 1/64 G at 200; seed: Master, Speed timings). */
export const MASTER_GRAVITY_DROP_SPEED_LEVEL = MASTER_GRAVITY.find((s, i) => i > 0 && s.g < MASTER_GRAVITY[i - 1].g)!.from;

/**
 * The first level whose speed level reaches `speedLevelTarget` with `cools` COOLs, or null within Master's 999 levels.
 * @source seed 002 Master Speed timings and COOLs
 */
export function levelReachingSpeedLevel(speedLevelTarget: number, cools = 0): number | null {
  if (!Number.isFinite(speedLevelTarget)) throw new RangeError(`speedLevelTarget must be a number, got ${speedLevelTarget}`);
  for (let l = 0; l <= MASTER_LAST_LEVEL; l++) if (speedLevelWithCools(l, cools) >= speedLevelTarget) return l;
  return null;
}

/**
 * The first level of a mode at 20G, or null if the mode never gets there.
 * @source seed 002 each mode's Speed timings
 */
export function first20GLevel(mode: SpeedMode, cools = 0): number | null {
  checkChartArgs(mode, cools);
  const top = gravityG('shirase', 0); // Shirase is always 20G (seed: Shirase)
  return gravitySteps(mode, cools).find((s) => s.g >= top)?.level ?? null;
}

/**
 * Kill timer for the chart: whether the mode has one and the time it starts (seed: Kill Timer).
 * @source seed 002 Kill Timer
 */
export function killTimerFor(mode: SpeedMode): { frames: number } | null {
  return killTimerActive(mode, KILL_TIMER_FRAMES) ? { frames: KILL_TIMER_FRAMES } : null;
}
