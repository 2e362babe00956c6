// A run's samples (seed 000 code: the state after each frame's tick) read from typed columns: one small view object
// per frame, every field a getter on the columns, the plain object when serialised. samplesOf builds every frame's view
// at once from a whole run's columns; lazySamples (simulateClimb's) builds each one when it is first read, from columns
// of ten seconds at a time run again from the run's saved points, so a caller that reads a few frames pays for those.
import type { ClimbSample } from './climb-state';
import { CHECKPOINT_FRAMES, runFromCheckpoint, type ClimbColumns, type RunCursor } from './climb-loop';

/** Columns of a finished run (or of a stretch of it), shared by their samples. */
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
  /** Where the frame is in the columns. */
  declare readonly at: number;
  constructor(run: SampleSource, frame: number, at: number) {
    this.run = run;
    this.frame = frame;
    this.at = at;
  }
  get altitude(): number {
    return this.run.c.altitude[this.at];
  }
  get rank(): number {
    return this.run.c.rank[this.at];
  }
  get climbPts(): number {
    return this.run.c.climbPts[this.at];
  }
  get floor(): number {
    return this.run.c.floor[this.at];
  }
  get promotionFatigue(): number {
    return this.run.c.promotionFatigue[this.at];
  }
  get leakProtected(): boolean {
    return (this.run.c.flags[this.at] & 1) !== 0;
  }
  get leaked(): boolean {
    return (this.run.c.flags[this.at] & 2) !== 0;
  }
  /** Undefined in the 2025-01-19 client, which has no cancel streak. */
  get cancelStreak(): number | undefined {
    return this.run.current ? this.run.c.cancelStreak[this.at] : undefined;
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
  for (let f = 0; f < frames; f++) out[f] = new ColumnSample(run, f, f);
  return out;
}

/** The array index `key` names (a canonical "0", "1", … "123" below `length`), or −1. */
function indexKey(key: string, length: number): number {
  const n = key.length;
  if (n === 0 || n > 9 || (n > 1 && key.charCodeAt(0) === 48)) return -1; // "" or a leading zero: not an index
  let i = 0;
  for (let j = 0; j < n; j++) {
    const d = key.charCodeAt(j) - 48;
    if (d < 0 || d > 9) return -1;
    i = i * 10 + d;
  }
  return i < length ? i : -1;
}

/**
 * A run's samples from its saved points (checkpointRun, one every CHECKPOINT_FRAMES frames), each built on its first read
 * and the same object on every later read: the first read in a stretch of ten seconds runs that stretch again from its
 * saved point into columns of its own (the same numbers as the whole run's). The result is an array in every way a
 * caller can see (Array.isArray, length, indexes, every array method, iteration, JSON): reading its length, an index or
 * `in` builds nothing else; anything else that looks at its own properties (Object.keys, a deep comparison, a write)
 * first builds every frame, after which it is a plain array. A caller that reads every frame (the climb simulator) is
 * better served by climbRun's columns and samplesOf.
 * @source seed 000 code, the reference Loop
 */
export function lazySamples(saved: readonly RunCursor[], frames: number, current: boolean): ClimbSample[] {
  const stretches: SampleSource[] = [];
  const made: ClimbSample[] = [];
  const target: ClimbSample[] = [];
  let full = false;
  const sample = (i: number): ClimbSample => {
    const made0 = made[i];
    if (made0) return made0;
    const n = Math.floor(i / CHECKPOINT_FRAMES);
    const src = stretches[n] ?? (stretches[n] = { c: runFromCheckpoint(saved[n], Math.min(frames, (n + 1) * CHECKPOINT_FRAMES)), current });
    return (made[i] = new ColumnSample(src, i, i - n * CHECKPOINT_FRAMES));
  };
  const fill = (): ClimbSample[] => {
    if (!full) {
      full = true;
      for (let f = 0; f < frames; f++) target.push(sample(f));
    }
    return target;
  };
  return new Proxy(target, {
    get(t, key, receiver) {
      if (full || typeof key !== 'string') return Reflect.get(t, key, receiver);
      if (key === 'length') return frames;
      const i = indexKey(key, frames);
      return i >= 0 ? sample(i) : Reflect.get(t, key, receiver);
    },
    has: (t, key) => (!full && typeof key === 'string' && indexKey(key, frames) >= 0) || Reflect.has(t, key),
    ownKeys: () => Reflect.ownKeys(fill()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(fill(), key),
    defineProperty: (_, key, d) => Reflect.defineProperty(fill(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(fill(), key),
    set: (_, key, value) => Reflect.set(fill(), key, value),
  });
}
