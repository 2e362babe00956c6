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

export type SpeedMode = 'easy' | 'sakura' | 'master' | 'shirase' | 'kamui';

/** The last step whose start is at or below x. */
export function stepAt(steps: GravityStep[], x: number): number {
  let g = steps[0].g;
  for (const s of steps) if (x >= s.from) g = s.g;
  return g;
}

/** The delay row whose range holds x (the last row for x past the table). */
export function delayRowAt(rows: DelayRow[], x: number): DelayRow {
  for (const row of rows) if (x >= row.from && (row.to === null || x <= row.to)) return row;
  return x < rows[0].from ? rows[0] : rows[rows.length - 1];
}

/** Speed level = level + 100 per finished section with a COOL (seed: Master, "boost the speed level by 100"). */
export function speedLevel(level: number, finishedCoolSections: number): number {
  return level + 100 * finishedCoolSections;
}

/** Master gravity in 1/65536 G at a speed level (seed: Master, Speed timings). */
export function masterGravity(speedLevel: number): number {
  return stepAt(MASTER_GRAVITY, speedLevel);
}

/** Master delays at a speed level (seed: Master, Speed timings). */
export function masterDelays(speedLevel: number): DelayRow {
  return delayRowAt(MASTER_DELAYS, speedLevel);
}

/** The first speed level where Master gravity is 20G. */
export const MASTER_20G_SPEED_LEVEL = MASTER_GRAVITY.find((s) => s.g >= 1310720)!.from;

/** Gravity in G (cells per frame) for a mode at a level; Master takes the speed level. */
export function gravityG(mode: SpeedMode, level: number): number {
  if (mode === 'easy') return stepAt(EASY_GRAVITY, level) / 256;
  if (mode === 'sakura') return stepAt(SAKURA_GRAVITY, level) / 256;
  if (mode === 'master') return masterGravity(level) / 65536;
  return G20_256 / 256; // Shirase and Kamui: fixed 20G (seed).
}

/** Delays for a mode at a level; Master takes the speed level. */
export function delaysAt(mode: SpeedMode, level: number): DelayRow {
  const rows = { easy: EASY_DELAYS, sakura: SAKURA_DELAYS, master: MASTER_DELAYS, shirase: SHIRASE_DELAYS, kamui: KAMUI_DELAYS }[mode];
  return delayRowAt(rows, level);
}

/** Kill timer: from 15:00 on, Easy and Master use Shirase 600-1099 delays at 20G (seed: Kill Timer). */
export function killTimerActive(mode: SpeedMode, frames: number): boolean {
  return (mode === 'easy' || mode === 'master') && frames >= KILL_TIMER_FRAMES;
}

/** Delays after the kill timer: Shirase's 600-1099 row (seed: Kill Timer). */
export function killTimerDelays(): DelayRow {
  return delayRowAt(SHIRASE_DELAYS, 600);
}
