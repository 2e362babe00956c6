// Sand pixel world invariants over random boards (fast-check): conservation, at most one row per frame, rest, chains, determinism.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '~/lib/rng';
import { createSandGame, createSandWorld, findSpanningClusters, movablePixels, type SandGame, type SandWorld } from '~/engines/sand';

const W = 24;
const H = 30;
/** A random board: each cell empty or one of 1..4, every pixel loose. */
const boardArb = fc.record({
  cells: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: W * H, maxLength: W * H }),
  seed: fc.integer({ min: 1, max: 1 << 30 }),
  connectivity: fc.constantFrom<4 | 8>(4, 8),
});
function build(b: { cells: number[]; seed: number; connectivity: 4 | 8 }): SandWorld {
  const w = createSandWorld({ width: W, height: H, seed: b.seed, connectivity: b.connectivity });
  // Colours 1..4 on about half the cells; 0 and 5..8 leave the cell empty.
  b.cells.forEach((c, i) => c >= 1 && c <= 4 && w.set(i % W, Math.floor(i / W), c));
  return w;
}
/**
 * A random board in a game, on its 120-pixel-wide grid: each cell 5 pixels wide, the 30 rows at the bottom. Two colours
 * on two thirds of the cells, so that about half the boards hold a wall-to-wall cluster (with four colours on half the
 * cells, almost none do, and a chain property would check nothing).
 */
function buildGame(b: { cells: number[]; seed: number; connectivity: 4 | 8 }): SandGame {
  const g = createSandGame({ seed: b.seed, connectivity: b.connectivity });
  const k = g.world.width / W;
  const top = g.world.height - H;
  b.cells.forEach((c, i) => {
    if (c < 1 || c > 6) return;
    for (let dx = 0; dx < k; dx++) g.world.set((i % W) * k + dx, top + Math.floor(i / W), 1 + (c % 2));
  });
  g.requestCheck();
  return g;
}
function colourCounts(w: SandWorld): number[] {
  const n = [0, 0, 0, 0, 0];
  for (const c of w.colours) n[c]++;
  return n;
}

describe('sand physics invariants', () => {
  it('physics conserves the pixels of every colour, frame by frame', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const w = build(b);
        const before = colourCounts(w);
        for (let k = 0; k < 40 && w.step(); k++) expect(colourCounts(w)).toEqual(before);
        w.settle();
        expect(colourCounts(w)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it('no pixel moves more than one row down and one column sideways in a frame', () => {
    // Every pixel gets its own colour (1..255), so it can be followed from frame to frame.
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 16 * 20 - 1 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 1, max: 1e6 }),
        (spots, seed) => {
          const w = createSandWorld({ width: 16, height: 20, seed });
          spots.forEach((i, k) => w.set(i % 16, Math.floor(i / 16), k + 1));
          const where = () => {
            const m = new Map<number, number>();
            w.colours.forEach((c, i) => c && m.set(c, i));
            return m;
          };
          let before = where();
          for (let f = 0; f < 30 && w.step(); f++) {
            const after = where();
            for (const [c, i] of before) {
              const j = after.get(c) as number;
              const dy = Math.floor(j / 16) - Math.floor(i / 16);
              const dx = (j % 16) - (i % 16);
              expect(dy === 0 ? dx === 0 : dy === 1 && Math.abs(dx) <= 1).toBe(true);
            }
            before = after;
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('after settling no pixel can still move, and none is marked unstable', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const w = build(b);
        w.settle();
        expect(w.activeCount()).toBe(0);
        expect(movablePixels(w)).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it("after the game's chains no cluster spans wall to wall and nothing floats; removed pixels are exactly the drop in count", () => {
    let cleared = 0;
    fc.assert(
      fc.property(boardArb, (b) => {
        const g = buildGame(b);
        const before = g.world.pixelCount();
        const events = g.runUntilIdle();
        if (events.length > 0) cleared++;
        expect(findSpanningClusters(g.world)).toEqual([]);
        expect(movablePixels(g.world)).toBe(0);
        expect(before - g.world.pixelCount()).toBe(events.reduce((n, e) => n + e.pixels, 0));
        expect(events.length === 0).toBe(before === g.world.pixelCount());
      }),
      { numRuns: 20 },
    );
    expect(cleared).toBeGreaterThan(0); // the property saw real clears
  });

  it('the active count always equals the number of pixels marked unstable (no run-away active set, appendix F problem 2)', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const w = build(b);
        for (let k = 0; k < 60 && w.step(); k++) {
          let unstable = 0;
          for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (w.get(x, y) && !w.isStable(x, y)) unstable++;
          expect(w.activeCount()).toBe(unstable);
          expect(w.activeCount()).toBeLessThanOrEqual(w.pixelCount());
        }
      }),
      { numRuns: 20 },
    );
  });

  it('same seed, same world: two runs end on the same grid', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const a = buildGame(b);
        const c = buildGame(b);
        a.runUntilIdle();
        c.runUntilIdle();
        expect(Array.from(a.world.colours)).toEqual(Array.from(c.world.colours));
        expect(a.score).toBe(c.score);
      }),
      { numRuns: 20 },
    );
  });

  it("each frame equals the document's rule applied pixel by pixel, bottom row first, left to right (§5.2.2, §5.4.2)", () => {
    // A slow reference written from the document's text: plain arrays, one pixel at a time, a per-frame "updated" mark.
    // Diagonal choice: a coin flip only when both diagonals are free (the same odds as the document's random order).
    fc.assert(
      fc.property(boardArb, (b) => {
        const w = build(b);
        const col = Array.from(w.colours);
        const stable = col.map(() => false);
        const rng = createRng(b.seed);
        const firm = (x: number, y: number) => x < 0 || x >= W || y >= H || (col[y * W + x] !== 0 && stable[y * W + x]);
        const empty = (x: number, y: number) => x >= 0 && x < W && y < H && col[y * W + x] === 0;
        for (let f = 0; f < 25; f++) {
          const updated = col.map(() => false);
          for (let y = H - 1; y >= 0; y--) {
            for (let x = 0; x < W; x++) {
              const i = y * W + x;
              if (col[i] === 0 || stable[i] || updated[i]) continue;
              let to = -1;
              if (empty(x, y + 1)) to = i + W;
              else if (empty(x - 1, y + 1) && empty(x + 1, y + 1)) to = rng.next() < 0.5 ? i + W - 1 : i + W + 1;
              else if (empty(x - 1, y + 1)) to = i + W - 1;
              else if (empty(x + 1, y + 1)) to = i + W + 1;
              if (to >= 0) {
                col[to] = col[i];
                col[i] = 0;
                updated[to] = true;
              } else if (firm(x, y + 1) && firm(x - 1, y + 1) && firm(x + 1, y + 1)) stable[i] = true;
            }
          }
          w.step();
          expect(Array.from(w.colours)).toEqual(col);
        }
      }),
      { numRuns: 25 },
    );
  });
});
