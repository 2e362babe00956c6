// A run's samples (seed 000 code: the state after each frame's tick) read from its typed columns on demand: one plain
// object per frame asked for, every field its own value, so they copy (structuredClone, postMessage) and compare as the
// plain objects they are. One builder serves both sampleAt and samplesOf.
import type { ClimbSample } from './climb-state';
import type { ClimbTrace } from './climb-loop';
import { whole } from './validate';

/** Frame f's sample from the columns (no check: the callers below check f). */
function build(t: ClimbTrace, f: number, current: boolean): ClimbSample {
  const bits = t.flags[f];
  // One object literal with the same keys in the same order for every frame: every sample has one shape.
  return {
    frame: f,
    altitude: t.altitude[f],
    rank: t.rank[f],
    climbPts: t.climbPts[f],
    floor: t.floor[f],
    promotionFatigue: t.promotionFatigue[f],
    leakProtected: (bits & 1) !== 0,
    leaked: (bits & 2) !== 0,
    cancelStreak: current ? t.cancelStreak[f] : undefined,
  };
}

/**
 * The sample of frame `frame` (0 to length − 1) of a run from simulateClimb, as a plain object (cancelStreak is
 * undefined in the 2025-01 client).
 * @source seed 000 code, the reference Loop
 */
export function sampleAt(t: ClimbTrace, frame: number): ClimbSample {
  whole('frame', frame, 0, t.length - 1);
  return build(t, frame, t.version === 'current');
}

/**
 * Every sample of a run from simulateClimb, one plain object per frame, all built at once (cancelStreak is undefined
 * in the 2025-01 client).
 * @source seed 000 code, the reference Loop
 */
export function samplesOf(t: ClimbTrace): ClimbSample[] {
  const current = t.version === 'current';
  const out: ClimbSample[] = new Array(t.length);
  for (let f = 0; f < t.length; f++) out[f] = build(t, f, current);
  return out;
}
