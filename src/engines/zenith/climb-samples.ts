// A run's samples (seed 000 code: the state after each frame's tick) read from its typed columns: one small view object
// per frame, every field a getter on the columns, the plain object when serialised.
import type { ClimbSample } from './climb-state';
import type { ClimbColumns } from './climb-loop';

/** A finished run's columns, shared by all of its samples. */
interface SampleSource {
  c: ClimbColumns;
  current: boolean;
}

/**
 * One frame of a run, read from the run's typed columns: a sample holds only its frame and the run it belongs to, so a
 * 43,200-frame run makes 43,200 small objects and no boxed numbers. Its fields read as ClimbSample's, and it turns into
 * the plain object (toJSON) when serialised.
 */
class ColumnSample implements ClimbSample {
  // Declared, not class fields: a class field is defined on every new sample before the constructor runs, which costs
  // more than the two assignments.
  declare readonly run: SampleSource;
  declare readonly frame: number;
  constructor(run: SampleSource, frame: number) {
    this.run = run;
    this.frame = frame;
  }
  get altitude(): number {
    return this.run.c.altitude[this.frame];
  }
  get rank(): number {
    return this.run.c.rank[this.frame];
  }
  get climbPts(): number {
    return this.run.c.climbPts[this.frame];
  }
  get floor(): number {
    return this.run.c.floor[this.frame];
  }
  get promotionFatigue(): number {
    return this.run.c.promotionFatigue[this.frame];
  }
  get leakProtected(): boolean {
    return (this.run.c.flags[this.frame] & 1) !== 0;
  }
  get leaked(): boolean {
    return (this.run.c.flags[this.frame] & 2) !== 0;
  }
  /** Undefined in the 2025-01-19 client, which has no cancel streak. */
  get cancelStreak(): number | undefined {
    return this.run.current ? this.run.c.cancelStreak[this.frame] : undefined;
  }
  toJSON(): ClimbSample {
    const { frame, altitude, rank, climbPts, floor, promotionFatigue, leakProtected, leaked, cancelStreak } = this;
    return { frame, altitude, rank, climbPts, floor, promotionFatigue, leakProtected, leaked, cancelStreak };
  }
}

/**
 * Samples read from columns, one per frame (cancelStreak is undefined in the 2025-01-19 client).
 * @source seed 000 code, the reference Loop
 */
export function samplesOf(c: ClimbColumns, frames: number, current: boolean): ClimbSample[] {
  const run: SampleSource = { c, current };
  const out: ClimbSample[] = new Array(frames);
  for (let f = 0; f < frames; f++) out[f] = new ColumnSample(run, f);
  return out;
}
