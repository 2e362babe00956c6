// A run's samples (seed 000 code: the state after each frame's tick) read from its typed columns: one plain object per
// frame, every field its own value, all built at once, so they copy (structuredClone, postMessage) and compare as the
// plain objects they are.
import type { ClimbSample } from './climb-state';
import type { ClimbColumns } from './climb-loop';

/**
 * Samples read from columns, one per frame (cancelStreak is undefined in the 2025-01-19 client).
 * @source seed 000 code, the reference Loop
 */
export function samplesOf(c: ClimbColumns, frames: number, current: boolean): ClimbSample[] {
  const { altitude, rank, climbPts, floor, promotionFatigue, flags, cancelStreak } = c;
  const out: ClimbSample[] = new Array(frames);
  for (let f = 0; f < frames; f++) {
    const bits = flags[f];
    out[f] = plainSample(
      f,
      altitude[f],
      rank[f],
      climbPts[f],
      floor[f],
      promotionFatigue[f],
      (bits & 1) !== 0,
      (bits & 2) !== 0,
      current ? cancelStreak[f] : undefined,
    );
  }
  return out;
}

/**
 * One frame's sample: one object literal with the same keys in the same order for every frame, so every sample (from
 * samplesOf or simulateClimb) has one shape.
 * @source seed 000 code, the reference Loop
 */
export function plainSample(
  frame: number,
  altitude: number,
  rank: number,
  climbPts: number,
  floor: number,
  promotionFatigue: number,
  leakProtected: boolean,
  leaked: boolean,
  cancelStreak: number | undefined,
): ClimbSample {
  return { frame, altitude, rank, climbPts, floor, promotionFatigue, leakProtected, leaked, cancelStreak };
}
