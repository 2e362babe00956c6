// A run's samples (seed 000 code: the state after each frame's tick) read from its typed columns: one small view object
// per frame, every field a getter on the columns, the plain object when serialised. samplesOf builds every frame's view
// at once; lazySamples builds each one when it is first read, so a run whose caller reads a few frames costs no object
// per frame (simulateClimb).
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
 * The same samples as samplesOf, each built on its first read (and the same object on every later read). The result is
 * an array in every way a caller can see (Array.isArray, length, indexes, every array method, iteration, JSON): reading
 * its length, an index or `in` builds nothing else; anything else that looks at its own properties (Object.keys, a deep
 * comparison, a write) first builds every frame, after which it is a plain array. Reading every frame of it costs more
 * than samplesOf's: a caller that reads them all (the climb simulator) uses samplesOf or the columns themselves.
 * @source seed 000 code, the reference Loop
 */
export function lazySamples(c: ClimbColumns, frames: number, current: boolean): ClimbSample[] {
  const run: SampleSource = { c, current };
  const made: ClimbSample[] = [];
  const target: ClimbSample[] = [];
  let full = false;
  const sample = (i: number): ClimbSample => made[i] ?? (made[i] = new ColumnSample(run, i));
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
