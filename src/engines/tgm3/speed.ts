// Speed lookups of every mode: gravity and delays by level (seed 002, each mode's "Speed timings"; kill timer).
import {
  EASY_DELAYS,
  EASY_GRAVITY,
  G20_256,
  KAMUI_DELAYS,
  KILL_TIMER_FRAMES,
  MASTER_DELAYS,
  MASTER_GRAVITY,
  SAKURA_DELAYS,
  SAKURA_GRAVITY,
  SHIRASE_DELAYS,
  type DelayRow,
  type GravityStep,
} from './data/speed';
import { checkChoice, checkFrames, checkInt, checkList, checkNumber, checkObject, MAX_SPEED_LEVEL } from './validate';

const MODES = ['easy', 'sakura', 'master', 'shirase', 'kamui'] as const;

export type SpeedMode = 'easy' | 'sakura' | 'master' | 'shirase' | 'kamui';

/**
 * The last step whose start is at or below x.
 * @source seed 002 each mode's Speed timings (a table of steps)
 */
export function stepAt(steps: GravityStep[], x: number): number {
  checkList<GravityStep>('steps', steps, 10_000, 1).forEach((st, i) => {
    checkObject(`steps[${i}]`, st);
    checkNumber(`steps[${i}].from`, st.from);
    checkNumber(`steps[${i}].g`, st.g);
  });
  checkNumber('x', x, 0, MAX_SPEED_LEVEL);
  let g = steps[0].g;
  for (const s of steps) if (x >= s.from) g = s.g;
  return g;
}

/**
 * The delay row whose range holds x (the last row for x past the table).
 * @source seed 002 each mode's Speed timings (delay rows by level range)
 */
export function delayRowAt(rows: DelayRow[], x: number): DelayRow {
  checkList<DelayRow>('rows', rows, 10_000, 1).forEach((r, i) => {
    checkObject(`rows[${i}]`, r);
    checkNumber(`rows[${i}].from`, r.from);
    if (r.to !== null) checkNumber(`rows[${i}].to`, r.to);
    for (const k of ['are', 'lineAre', 'das', 'lock', 'lineClear'] as const) checkNumber(`rows[${i}].${k}`, r[k]);
  });
  checkNumber('x', x, 0, MAX_SPEED_LEVEL);
  for (const row of rows) if (x >= row.from && (row.to === null || x <= row.to)) return row;
  return x < rows[0].from ? rows[0] : rows[rows.length - 1];
}

/** What each finished section with a COOL adds to the speed level (seed: Master, "boost the speed level by 100"). */
export const COOL_SPEED_BONUS = 100;

/**
 * Speed level = level + 100 per finished section with a COOL (seed: Master, "boost the speed level by 100").
 * @source seed 002 Master: speed level is the level plus 100 per COOL
 */
export function speedLevel(level: number, finishedCoolSections: number): number {
  checkNumber('level', level, 0, 999);
  checkInt('finishedCoolSections', finishedCoolSections, 0, 9);
  return level + COOL_SPEED_BONUS * finishedCoolSections;
}

/**
 * Master gravity in 1/65536 G at a speed level (seed: Master, Speed timings).
 * @source seed 002 Master Speed timings
 */
export function masterGravity(speedLevel: number): number {
  checkNumber('speedLevel', speedLevel, 0, MAX_SPEED_LEVEL);
  return stepAt(MASTER_GRAVITY, speedLevel);
}

/**
 * Master delays at a speed level (seed: Master, Speed timings).
 * @source seed 002 Master Speed timings
 */
export function masterDelays(speedLevel: number): DelayRow {
  checkNumber('speedLevel', speedLevel, 0, MAX_SPEED_LEVEL);
  return delayRowAt(MASTER_DELAYS, speedLevel);
}

/** The first speed level where Master gravity is 20G. */
export const MASTER_20G_SPEED_LEVEL = MASTER_GRAVITY.find((s) => s.g >= 1310720)!.from;

/**
 * Gravity in G (cells per frame) for a mode at a level; Master takes the speed level.
 * @source seed 002 each mode's Speed timings
 */
export function gravityG(mode: SpeedMode, level: number): number {
  checkChoice('mode', mode, MODES);
  checkNumber('level', level, 0, MAX_SPEED_LEVEL);
  if (mode === 'easy') return stepAt(EASY_GRAVITY, level) / 256;
  if (mode === 'sakura') return stepAt(SAKURA_GRAVITY, level) / 256;
  if (mode === 'master') return masterGravity(level) / 65536;
  return G20_256 / 256; // Shirase and Kamui: fixed 20G (seed).
}

/**
 * Delays for a mode at a level; Master takes the speed level.
 * @source seed 002 each mode's Speed timings
 */
export function delaysAt(mode: SpeedMode, level: number): DelayRow {
  checkChoice('mode', mode, MODES);
  checkNumber('level', level, 0, MAX_SPEED_LEVEL);
  const rows = { easy: EASY_DELAYS, sakura: SAKURA_DELAYS, master: MASTER_DELAYS, shirase: SHIRASE_DELAYS, kamui: KAMUI_DELAYS }[mode];
  return delayRowAt(rows, level);
}

/**
 * Kill timer: from 15:00 on, Easy and Master use Shirase 600-1099 delays at 20G (seed: Kill Timer).
 * @source seed 002 Kill Timer
 */
export function killTimerActive(mode: SpeedMode, frames: number): boolean {
  checkChoice('mode', mode, MODES);
  checkFrames('frames', frames);
  return (mode === 'easy' || mode === 'master') && frames >= KILL_TIMER_FRAMES;
}

/**
 * Delays after the kill timer: Shirase's 600-1099 row (seed: Kill Timer).
 * @source seed 002 Kill Timer
 */
export function killTimerDelays(): DelayRow {
  return delayRowAt(SHIRASE_DELAYS, 600);
}
