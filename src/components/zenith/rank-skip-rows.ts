// Rows of the rank-skip worked example (a 50-line send at rank 1 on frame 0), from the engine: what each frame's tick did.
import { samplesOf, simulateClimb } from '~/engines/zenith';

export type LeakNote = 'leaked' | 'protected' | 'none';
export interface RankSkipRow {
  frame: number;
  shownRank: number;
  xp: number;
  altitude: number;
  /** What happened to XP on this frame's tick: it leaked, or the promotion protection held it. */
  leak: LeakNote;
}

/** Frames 0–3 after a `lines`-line send at rank 1 on frame 0 (RULINGS.md, Zenith: awards before the tick). */
export function rankSkipRows(lines = 50, frames = 4): RankSkipRow[] {
  return samplesOf(simulateClimb({ frames, events: [{ frame: 0, type: 'send', lines }] })).map((x) => ({
    frame: x.frame,
    shownRank: x.rank,
    xp: x.climbPts,
    altitude: x.altitude,
    // The leak comes first in the tick; a promotion later in the same tick protects the frames after it, not this one.
    leak: x.leaked ? 'leaked' : x.leakProtected ? 'protected' : 'none',
  }));
}
