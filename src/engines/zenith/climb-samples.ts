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
    // One object literal with the same keys in the same order for every frame: every sample has one shape.
    out[f] = {
      frame: f,
      altitude: altitude[f],
      rank: rank[f],
      climbPts: climbPts[f],
      floor: floor[f],
      promotionFatigue: promotionFatigue[f],
      leakProtected: (bits & 1) !== 0,
      leaked: (bits & 2) !== 0,
      cancelStreak: current ? cancelStreak[f] : undefined,
    };
  }
  return out;
}
