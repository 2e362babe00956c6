// Seeded random numbers: mulberry32, a small 32-bit generator that gives the same sequence in Node and browsers.

/** A source of random numbers. Engines take one of these instead of calling Math.random. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** The generator's internal state, so a run can be resumed or copied. */
  state(): number;
}

/** Turns any seed (number or text) into a 32-bit unsigned integer. Text is hashed with FNV-1a. */
export function seedToUint32(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) return 0;
    return Math.trunc(seed) >>> 0;
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32 (Tommy Ettinger, public domain): add a constant, then mix with two multiplies. */
export function createRng(seed: number | string): Rng {
  let a = seedToUint32(seed);
  const nextUint32 = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    next: () => nextUint32() / 4294967296,
    int: (n) => Math.floor((nextUint32() / 4294967296) * n),
    state: () => a >>> 0,
  };
}

/** Fisher-Yates shuffle of a copy, drawing from the given generator. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
