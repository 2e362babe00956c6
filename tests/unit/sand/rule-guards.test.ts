// Sand rules on both sides of their boundaries (issue 24), worked by hand from seed 004: wall contact in pixels (§8.2.2),
// the 1 s clear animation (§8.3.1), the score formulas and chain multiplier (§9.2, §9.3), the defaults of RULINGS.md.
import { describe, expect, it } from 'vitest';
import {
  baseScore,
  cellsFromPixels,
  chainScore,
  createSandGame,
  createSandWorld,
  findSpanningClusters,
  latePieceExample,
  pourBlock,
  rotationStates,
  SHAPE_CELLS,
  type SandWorld,
} from '~/engines/sand';
import { SAND_CONTRADICTIONS } from '~/verification/sand';

/** A world of `width` pixels with one band of colour 1 on the bottom row from x = `from` to x = `to` (inclusive). */
function band(width: number, from: number, to: number): SandWorld {
  const w = createSandWorld({ width, height: 3 });
  for (let x = from; x <= to; x++) w.set(x, 2, 1);
  return w;
}

describe('a cluster clears only when it touches x = 0 and x = width - 1 (seed 004 §8.2.2, in pixels)', () => {
  it('a band over the whole width (0..9 of 10) spans', () => {
    expect(findSpanningClusters(band(10, 0, 9))).toEqual([{ colour: 1, pixels: 10 }]);
  });
  it('one pixel short of the right wall (0..8) or of the left wall (1..9) does not', () => {
    expect(findSpanningClusters(band(10, 0, 8))).toEqual([]);
    expect(findSpanningClusters(band(10, 1, 9))).toEqual([]);
  });
});

describe('the clear animation lasts 1 s = 60 frames, then exactly the found pixels go (§8.3.1 "1秒后移除")', () => {
  it('a full-width band on the floor is found, still there 59 frames later, and gone on the 60th', () => {
    const g = createSandGame({ seed: 1 });
    for (let x = 0; x < g.world.width; x++) g.world.set(x, g.world.height - 1, 1);
    g.requestCheck();
    let events = g.tick();
    for (let k = 0; k < 10 && events.length === 0; k++) events = g.tick();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ chain: 1, pixels: 120, cells: 1.2 });
    for (let k = 0; k < 59; k++) g.tick();
    expect(g.world.pixelCount()).toBe(120);
    g.tick();
    expect(g.world.pixelCount()).toBe(0);
  });
});

describe('scores (§9.2 方案A by default, §9.3 chain index; sand/score-datum, sand/chain-example)', () => {
  it('N counts logical cells of 10 × 10 pixels: 1000 pixels are 10 cells', () => {
    expect(cellsFromPixels(1000)).toBe(10);
    expect(cellsFromPixels(100)).toBe(1);
  });
  it("the chain example's 100, 50 and 30 cells score 100 × 1 + 70 × 2 + 54 × 3 = 402 (not the printed 290)", () => {
    expect(chainScore(100, 1)).toBe(100);
    expect(chainScore(50, 2)).toBe(140); // floor(10 × 7.07) = 70
    expect(chainScore(30, 3)).toBe(162); // floor(10 × 5.48) = 54
  });
  it("the datum's 1056 cells: floor(10√1056) = 324 and floor(0.35 × 1056) = 369, neither the printed 373", () => {
    expect(baseScore(1056)).toBe(324);
    expect(baseScore(1056, 'linear')).toBe(369);
  });
  it('floor, not round: 2 cells give floor(14.14) = 14 and floor(0.7) = 0; 3 cells floor(17.32) = 17, floor(1.05) = 1', () => {
    expect([baseScore(2), baseScore(2, 'linear')]).toEqual([14, 0]);
    expect([baseScore(3), baseScore(3, 'linear')]).toEqual([17, 1]);
    expect([baseScore(8), baseScore(8, 'linear')]).toEqual([28, 2]); // 28.28, 2.8
  });
});

describe('defaults of RULINGS.md (sand/colour-count, sand/connectivity)', () => {
  it('a game deals four colours by default and six when asked', () => {
    // The three slot pieces of 40 games with different seeds.
    const colours = (o: { colours?: 4 | 6 }) =>
      [...new Set(Array.from({ length: 40 }, (_, seed) => createSandGame({ seed, ...o }).slots.map((p) => p.colour)).flat())].sort();
    expect(colours({})).toEqual([1, 2, 3, 4]);
    expect(colours({ colours: 6 })).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('a game world joins pixels by their 4 sides only: a diagonal step does not span', () => {
    const g = createSandGame();
    expect(g.world.connectivity).toBe(4);
    const w = g.world;
    const y = w.height - 1;
    for (let x = 0; x < 60; x++) w.set(x, y, 2);
    for (let x = 60; x < w.width; x++) w.set(x, y - 1, 2);
    expect(findSpanningClusters(w)).toEqual([]);
    expect(createSandGame({ connectivity: 8 }).world.connectivity).toBe(8);
  });
});

/** Colour-`c` pixels on the board. */
const countColour = (w: SandWorld, c: number) => w.colours.reduce((n, v) => n + (v === c ? 1 : 0), 0);

// One pin per contradiction of src/verification/sand: the modelled choice, checked against the engine.
const PINS: Record<string, () => void> = {
  'sand/colour-count': () => {
    const colours = new Set(Array.from({ length: 40 }, (_, seed) => createSandGame({ seed }).slots.map((p) => p.colour)).flat());
    expect([...colours].sort()).toEqual([1, 2, 3, 4]);
  },
  'sand/16x16-example': () => {
    // One cell is 10 × 10 pixels: an O (2 × 2 cells) is 20 × 20 = 400 pixels, not 16 × 16 = 256.
    const g = createSandGame({ seed: 1 });
    const o = { shape: 'O' as const, colour: 1, cells: SHAPE_CELLS.O };
    g.slots[0] = o;
    expect(g.place(0, 0, 0)).toBe(true);
    expect(g.world.pixelCount()).toBe(400);
  },
  'sand/pile-shape': () => {
    // The 16 × 16 block pours into a pile that keeps its 256 pixels; a triangle of height 16 and base 16 would hold
    // about half of them, so the real pile is lower or wider.
    const { world, pile } = pourBlock(16);
    expect(world.pixelCount()).toBe(256);
    expect(pile.height < 16 || pile.base > 16).toBe(true);
  },
  'sand/gravity-parameters': () => {
    // One row per frame, no acceleration: a lone pixel at row 0 is at row 5 after five frames.
    const w = createSandWorld({ width: 3, height: 20 });
    w.set(1, 0, 1);
    for (let k = 0; k < 5; k++) w.step();
    expect(w.get(1, 5)).toBe(1);
  },
  'sand/score-datum': () => {
    expect([baseScore(1056), baseScore(1056, 'linear')]).toEqual([324, 369]);
  },
  'sand/chain-example': () => {
    expect(chainScore(100, 1) + chainScore(50, 2) + chainScore(30, 3)).toBe(402);
  },
  'sand/connectivity': () => {
    const rows = (c: 4 | 8) => {
      const w = createSandWorld({ width: 6, height: 2, connectivity: c });
      for (let x = 0; x < 3; x++) w.set(x, 1, 1);
      for (let x = 3; x < 6; x++) w.set(x, 0, 1);
      return findSpanningClusters(w).length;
    };
    expect([rows(4), rows(8)]).toEqual([0, 1]);
  },
  'sand/remove-by-cells': () => {
    // Bottom pixel row: colour 1 wall to wall. Above it a colour-2 row short of the right wall, and on that one
    // colour-1 pixel in the same logical cell as the band, not joined to it. Only the band's 120 pixels go.
    const g = createSandGame({ seed: 1 });
    const w = g.world;
    const y = w.height - 1;
    for (let x = 0; x < w.width; x++) w.set(x, y, 1);
    for (let x = 0; x < w.width - 1; x++) w.set(x, y - 1, 2);
    w.set(5, y - 2, 1);
    g.requestCheck();
    g.runUntilIdle();
    expect(countColour(w, 1)).toBe(1);
    expect(countColour(w, 2)).toBe(w.width - 1);
  },
  'sand/support': () => {
    // A 3 × 2 block dropped together: after one frame the top row rests on moving pixels and is not stable.
    const w = createSandWorld({ width: 3, height: 6 });
    for (let x = 0; x < 3; x++) for (let yy = 0; yy < 2; yy++) w.set(x, yy, 1);
    w.step();
    expect([0, 1, 2].some((x) => w.isStable(x, 1))).toBe(false);
    w.settle();
    expect([0, 1, 2].every((x) => w.get(x, 4) === 1 && w.get(x, 5) === 1)).toBe(true);
  },
  'sand/check-timing': () => {
    // A wall-to-wall band falling from row 100 already spans, but nothing clears until the board is at rest.
    const g = createSandGame({ seed: 1 });
    for (let x = 0; x < g.world.width; x++) g.world.set(x, 100, 3);
    g.requestCheck();
    let frames = 0;
    let events = g.tick();
    while (events.length === 0 && frames < 1000) {
      expect(g.world.activeCount()).toBeGreaterThan(0);
      events = g.tick();
      frames++;
    }
    expect(events).toHaveLength(1);
    expect(g.world.activeCount()).toBe(0);
    expect(g.world.get(0, g.world.height - 1)).toBe(3);
  },
  'sand/late-piece-chain': () => {
    const own = latePieceExample('own-count').after.map((e) => e.chain);
    const loop = latePieceExample('design-loop').after.map((e) => e.chain);
    expect(own[0]).toBe(1);
    expect(loop[0]).toBe(2);
  },
  'sand/rotation': () => {
    // Slot pieces come unrotated: every dealt piece has exactly its shape table's cells.
    for (let seed = 0; seed < 10; seed++) for (const p of createSandGame({ seed }).slots) expect(p.cells).toEqual(SHAPE_CELLS[p.shape]);
    expect(rotationStates('O')).toBe(1);
  },
  'sand/appendix-b': () => {
    // The drawing: red from column 0 to column 9 (pixels 0-99), column 10 empty, column 11 blue: no clear.
    const w = createSandWorld({ width: 120, height: 10 });
    for (let x = 0; x < 100; x++) w.set(x, 9, 1);
    for (let x = 110; x < 120; x++) w.set(x, 9, 2);
    expect(findSpanningClusters(w)).toEqual([]);
  },
  'sand/game-over-timing': () => {
    // A full board: a failed placement ends the game at once, on the board as it is.
    const g = createSandGame({ seed: 1 });
    for (let yy = 0; yy < g.world.height; yy++) for (let x = 0; x < g.world.width; x++) g.world.set(x, yy, 1 + ((x + yy) % 2));
    expect(g.place(0, 0, 0)).toBe(false);
    expect(g.phase).toBe('over');
  },
};

describe('every sand contradiction has its modelled choice pinned', () => {
  it('one pin per contradiction, no pin for a contradiction that is gone', () => {
    expect(Object.keys(PINS).sort()).toEqual(SAND_CONTRADICTIONS.map((c) => c.id).sort());
  });
  it.each(Object.entries(PINS))('%s', (_, pin) => pin());
});
