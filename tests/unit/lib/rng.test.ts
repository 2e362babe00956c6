// Tests for the seeded generator: it matches an independent BigInt model of mulberry32, repeats per seed, and is uniform.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, seedToUint32, shuffled } from '~/lib/rng';

/** mulberry32 written again with BigInt arithmetic, straight from the published algorithm, as an oracle. */
function mulberry32Reference(seed: number, count: number): number[] {
  const M = 1n << 32n;
  const mul = (x: bigint, y: bigint) => (x * y) % M;
  let a = BigInt(seed >>> 0);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    a = (a + 0x6d2b79f5n) % M;
    let t = a;
    t = mul(t ^ (t >> 15n), t | 1n);
    t = t ^ ((t + mul(t ^ (t >> 7n), t | 61n)) % M);
    out.push(Number(t ^ (t >> 14n)) / 2 ** 32);
  }
  return out;
}

describe('createRng', () => {
  it('matches an independent model of mulberry32 for several seeds', () => {
    for (const seed of [0, 1, 42, 123456789, 0xffffffff]) {
      const rng = createRng(seed);
      const got = Array.from({ length: 50 }, () => rng.next());
      expect(got).toEqual(mulberry32Reference(seed, 50));
    }
  });

  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        const c = createRng((seed + 1) >>> 0);
        const sa = Array.from({ length: 8 }, () => a.next());
        const sb = Array.from({ length: 8 }, () => b.next());
        const sc = Array.from({ length: 8 }, () => c.next());
        expect(sa).toEqual(sb);
        expect(sa).not.toEqual(sc);
      }),
    );
  });

  it('stays in [0, 1) and int(n) in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = createRng(seed);
        for (let i = 0; i < 20; i++) {
          const x = rng.next();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
          const k = rng.int(n);
          expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
        }
      }),
    );
  });

  it('is close to uniform over 10 buckets (chi-square below the 0.1% critical value)', () => {
    const rng = createRng(2024);
    const counts = new Array(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rng.int(10)]++;
    const expected = n / 10;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });
});

describe('seedToUint32', () => {
  it('hashes text seeds deterministically and keeps them apart', () => {
    expect(seedToUint32('abc')).toBe(seedToUint32('abc'));
    expect(seedToUint32('abc')).not.toBe(seedToUint32('abd'));
  });
  it('maps non-finite numbers to 0 instead of failing', () => {
    expect(seedToUint32(Number.NaN)).toBe(0);
    expect(seedToUint32(Infinity)).toBe(0);
  });
});

describe('shuffled', () => {
  it('is a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = items.slice();
        const out = shuffled(items, createRng(seed));
        expect(items).toEqual(copy);
        expect(out.slice().sort((a, b) => a - b)).toEqual(copy.sort((a, b) => a - b));
      }),
    );
  });
});
