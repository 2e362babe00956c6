// Sand game: pieces and bag, slots, placement legality, scoring formulas, game over, determinism (seed 004 §4, §6, §7, §9, §11).
import { describe, expect, it } from 'vitest';
import { createRng } from '~/lib/rng';
import {
  SHAPES,
  SHAPE_CELLS,
  SevenBag,
  baseScore,
  chainScore,
  createSandGame,
  latePieceExample,
  movablePixels,
  rotationStates,
  type Piece,
  type Shape,
} from '~/engines/sand';

const piece = (shape: Shape, colour = 1): Piece => ({ shape, colour, cells: SHAPE_CELLS[shape] });

describe('pieces (§4.1, §4.3)', () => {
  it('every shape has 4 cells, so 400 pixels', () => {
    for (const s of SHAPES) expect(SHAPE_CELLS[s].length * 100).toBe(400);
  });
  it('distinct rotation states: I 2, O 1, T 4, L 4, J 4, S 2, Z 2 (the table of §4.1)', () => {
    expect(SHAPES.map(rotationStates)).toEqual([2, 1, 4, 4, 4, 2, 2]);
  });
  it('7-bag: every run of seven draws holds each shape once', () => {
    const bag = new SevenBag(createRng(9));
    for (let run = 0; run < 20; run++) expect(new Set(Array.from({ length: 7 }, () => bag.next())).size).toBe(7);
  });
  it('colours: 4 by default, 6 as the variant, each drawn', () => {
    const g4 = createSandGame({ seed: 3 });
    const g6 = createSandGame({ seed: 3, colours: 6 });
    const seen = (g: ReturnType<typeof createSandGame>) => {
      const s = new Set<number>();
      for (let k = 0; k < 200; k++) {
        s.add(g.slots[0].colour);
        g.world.removeIndices(Array.from({ length: g.world.width * g.world.height }, (_, i) => i));
        g.place(0, 0, 0);
      }
      return [...s].sort();
    };
    expect(seen(g4)).toEqual([1, 2, 3, 4]);
    expect(seen(g6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('placement (§6.3, §6.4) and slots (§7.3)', () => {
  it('inside the 12 x 22 grid only', () => {
    const g = createSandGame();
    expect(g.canPlace(piece('I'), 8, 0)).toBe(true);
    expect(g.canPlace(piece('I'), 9, 0)).toBe(false);
    expect(g.canPlace(piece('O'), 0, 20)).toBe(true);
    expect(g.canPlace(piece('O'), 0, 21)).toBe(false);
    expect(g.canPlace(piece('O'), -1, 5)).toBe(false);
  });
  it('no overlap with any pixel, even a single one; an air drop over empty cells is fine', () => {
    const g = createSandGame();
    g.world.set(15, 105, 2);
    expect(g.canPlace(piece('O'), 0, 10)).toBe(false); // cells (0..1, 10..11) cover pixel (15, 105)
    expect(g.canPlace(piece('O'), 2, 10)).toBe(true);
    expect(g.canPlace(piece('O'), 0, 0)).toBe(true); // in the air
  });
  it('a successful placement refills only the used slot; a failed one changes nothing', () => {
    const g = createSandGame({ seed: 11 });
    const before = [...g.slots];
    expect(g.place(1, 0, 0)).toBe(true);
    expect(g.slots[0]).toBe(before[0]);
    expect(g.slots[2]).toBe(before[2]);
    expect(g.slots[1]).not.toBe(before[1]);
    expect(g.world.pixelCount()).toBe(400);
    const now = [...g.slots];
    expect(g.place(0, 0, 0)).toBe(false); // overlaps the piece just placed
    expect(g.slots).toEqual(now);
  });
  it('placing while pixels are still falling is allowed (§10.3) and conserves pixels', () => {
    const g = createSandGame({ seed: 4 });
    g.slots[0] = piece('O', 1);
    g.place(0, 0, 0);
    for (let k = 0; k < 30; k++) g.tick();
    expect(g.phase).toBe('falling');
    g.slots[0] = piece('O', 2);
    expect(g.place(0, 6, 0)).toBe(true);
    g.runUntilIdle();
    expect(g.world.pixelCount()).toBe(800);
    expect(movablePixels(g.world)).toBe(0);
  });
});

describe('scoring (§9.2, §9.3)', () => {
  it('formula A: floor(10 × √N)', () => {
    expect([1, 4, 100, 264].map((n) => baseScore(n, 'sqrt'))).toEqual([10, 20, 100, 162]);
  });
  it('formula B: floor(0.35 × N)', () => {
    expect([1, 3, 100, 264].map((n) => baseScore(n, 'linear'))).toEqual([0, 1, 35, 92]);
  });
  it("neither formula gives the document's datum of 373 points for 1056 cells", () => {
    expect(baseScore(1056, 'sqrt')).toBe(324); // 10 × 32.496...
    expect(baseScore(1056, 'linear')).toBe(369); // 369.6
  });
  it('chain multiplier: base × chain index', () => {
    expect(chainScore(100, 1)).toBe(100);
    expect(chainScore(50, 2)).toBe(140); // floor(70.71) × 2
    expect(chainScore(30, 3)).toBe(162); // floor(54.77) × 3
  });
});

describe('game over (§11)', () => {
  it('ends when no slot piece fits anywhere', () => {
    const g = createSandGame({ seed: 2 });
    // Fill every pixel except the first logical column (x 0..9): no tetromino fits, since none is one cell wide
    // in its unrotated form (no rotation in the design, FAQ Q5). The check looks at the board as it is (§11.4).
    for (let y = 0; y < 220; y++) for (let x = 10; x < 120; x++) g.world.set(x, y, ((x >> 4) % 4) + 1);
    expect(g.placeableSlots()).toEqual([false, false, false]);
    expect(g.place(0, 0, 0)).toBe(false);
    expect(g.phase).toBe('over');
  });
  it('is not over while a piece still fits', () => {
    const g = createSandGame({ seed: 2 });
    for (let y = 0; y < 220; y++) for (let x = 40; x < 120; x++) g.world.set(x, y, ((x >> 4) % 4) + 1);
    expect(g.place(0, 11, 0)).toBe(false);
    expect(g.phase).not.toBe('over');
  });
});

describe('same seed, same game', () => {
  it('deals the same pieces and ends on the same board after the same moves', () => {
    const play = () => {
      const g = createSandGame({ seed: 'share-me', clearFrames: 0 });
      const log: string[] = [];
      for (let k = 0; k < 12; k++) {
        log.push(g.slots.map((p) => `${p.shape}${p.colour}`).join(','));
        g.place(k % 3, (k * 5) % 9, 0);
        g.runUntilIdle();
      }
      return { log, board: Array.from(g.world.colours), score: g.score };
    };
    expect(play()).toEqual(play());
  });
  it('a different seed deals different pieces', () => {
    const deal = (seed: number) => {
      const g = createSandGame({ seed });
      return g.slots.map((p) => `${p.shape}${p.colour}`).join(',');
    };
    expect(new Set([1, 2, 3, 4, 5].map(deal)).size).toBeGreaterThan(1);
  });
});

describe('clears in the game (§8.3, §8.4.3, §10.2)', () => {
  const band = (g: ReturnType<typeof createSandGame>, colour: number, gy: number) => {
    for (const gx of [0, 4, 8]) {
      g.slots[0] = piece('I', colour);
      expect(g.place(0, gx, gy)).toBe(true);
    }
  };
  it('found pixels stay on the board for the 60 frames of the animation, then go', () => {
    const g = createSandGame({ seed: 1 });
    band(g, 1, 21);
    let frames = 0;
    let found: number[] = [];
    while (found.length === 0 && frames < 500) {
      found = g.tick().map((e) => e.pixels);
      frames++;
    }
    expect(found).toEqual([1200]);
    expect(g.phase).toBe('clearing');
    for (let k = 0; k < 59; k++) g.tick();
    expect(g.world.pixelCount()).toBe(1200);
    g.tick();
    expect(g.world.pixelCount()).toBe(0);
  });
  it('two clusters found in the same check share chain index 1', () => {
    const g = createSandGame({ seed: 1, clearFrames: 0 });
    band(g, 2, 21);
    band(g, 3, 20);
    const events = g.runUntilIdle();
    expect(events.map((e) => [e.chain, e.pixels])).toEqual([
      [1, 1200],
      [1, 1200],
    ]);
    expect(g.score).toBe(2 * 34); // floor(10 × √12) = floor(34.64)
  });
  it('a band that falls onto its own colour after a clear is chain 2 and scores double', () => {
    const g = createSandGame({ seed: 1, clearFrames: 0 });
    // Cells, bottom up: row 21 green at column 0, blue 1-11; row 20 red 0-11; row 19 blue 0-10, green at 11.
    const paint = (row: number, colourAt: (cx: number) => number) => {
      for (let y = row * 10; y < row * 10 + 10; y++) for (let x = 0; x < 120; x++) g.world.set(x, y, colourAt(Math.floor(x / 10)));
    };
    paint(21, (cx) => (cx === 0 ? 3 : 2));
    paint(20, () => 1);
    paint(19, (cx) => (cx === 11 ? 3 : 2));
    g.requestCheck();
    const events = g.runUntilIdle();
    // Red (12 cells) clears; row 19 drops onto row 21 and its blue joins the blue below: 22 cells from wall to wall.
    expect(events.map((e) => [e.chain, e.colour, e.pixels, e.points])).toEqual([
      [1, 1, 1200, 34], // floor(10 × √12) × 1
      [2, 2, 2200, 92], // floor(10 × √22) = 46, × 2
    ]);
    expect(g.score).toBe(126);
    expect(g.chain).toBe(0);
    expect(g.world.pixelCount()).toBe(200);
  });
});

describe('a piece placed during a running chain does not ride on it (RULINGS.md, Sand blocks; seed 004 §10.3, FAQ Q3)', () => {
  // Row 21: yellow from wall to wall (the running chain's first clear). On it, a red strip one pixel tall from x = 0 to 79.
  // During the 1 s flash a red I is dropped at cells 8-11 of row 20: it completes a red cluster from wall to wall.
  const setUp = (lateRule?: 'own-count' | 'design-loop') => {
    const g = createSandGame({ seed: 1, lateRule });
    for (let y = 210; y < 220; y++) for (let x = 0; x < 120; x++) g.world.set(x, y, 4);
    for (let x = 0; x < 80; x++) g.world.set(x, 209, 1);
    g.requestCheck();
    let first: ReturnType<typeof g.tick> = [];
    for (let k = 0; k < 500 && first.length === 0; k++) first = g.tick();
    expect(first.map((e) => [e.chain, e.colour, e.late])).toEqual([[1, 4, false]]);
    expect(g.phase).toBe('clearing');
    g.slots[0] = piece('I', 1);
    expect(g.place(0, 8, 20)).toBe(true);
    return { g, rest: g.runUntilIdle() };
  };
  it('the cluster completed by the late piece starts a new count: x1, not x2', () => {
    const { g, rest } = setUp();
    // 80 + 400 pixels = 4.8 cells; floor(10 × √4.8) = floor(21.9) = 21, times 1.
    expect(rest.map((e) => [e.chain, e.colour, e.pixels, e.points, e.late])).toEqual([[1, 1, 480, 21, true]]);
    expect(g.score).toBe(34 + 21); // the yellow row: floor(10 × √12) = 34
    expect(g.chain).toBe(0);
  });
  it('the other reading (the design loop waits for all pixels) gives the same cluster x2', () => {
    const { rest } = setUp('design-loop');
    expect(rest.map((e) => [e.chain, e.points, e.late])).toEqual([[2, 42, false]]);
  });
  it('what a late clear sets off counts x2: after a step of late clusters only, the running count is 1', () => {
    const g = createSandGame({ seed: 1, clearFrames: 0 });
    for (let y = 210; y < 220; y++) for (let x = 0; x < 120; x++) g.world.set(x, y, 4);
    g.requestCheck();
    for (let k = 0; k < 500 && g.chain === 0; k++) g.tick();
    expect(g.chain).toBe(1);
    g.slots[0] = piece('I', 2);
    g.place(0, 0, 0); // late: the chain has had its first clear
    const late = g.world.tags.reduce((n, t) => n + (t !== 0 ? 1 : 0), 0);
    expect(late).toBe(400);
    g.runUntilIdle();
    // The chain ended without another clear: every tag is cleared, so the next chain starts from plain pixels.
    expect(g.world.tags.every((t) => t === 0)).toBe(true);
    expect(g.world.pixelCount()).toBe(400);
  });
  it('a pixel tag moves with its pixel and goes with it', () => {
    const g = createSandGame({ seed: 2 });
    g.world.set(5, 0, 3, 7);
    g.world.settle();
    expect(g.world.get(5, g.world.height - 1)).toBe(3);
    expect(g.world.tags[(g.world.height - 1) * g.world.width + 5]).toBe(7);
    expect(g.world.tags.reduce((a, b) => a + b, 0)).toBe(7);
    g.world.set(5, g.world.height - 1, 0);
    expect(g.world.tags.every((t) => t === 0)).toBe(true);
    expect(() => g.world.set(0, 0, 1, 256)).toThrow(RangeError);
  });
  it('tags survive diagonal slides: a tagged column poured onto a point spreads into a pile and keeps all its tags', () => {
    const g = createSandGame({ seed: 5 });
    for (let y = 0; y < 60; y++) g.world.set(60, y, 2, y < 30 ? 1 : 0);
    g.world.settle();
    let tagged = 0;
    for (let i = 0; i < g.world.tags.length; i++)
      if (g.world.tags[i] !== 0) {
        tagged++;
        expect(g.world.colours[i]).toBe(2);
      }
    expect(tagged).toBe(30);
    expect(movablePixels(g.world)).toBe(0);
  });
});

describe("latePieceExample (the page's worked example)", () => {
  it('plays the scenario of the tests above under both readings', () => {
    const own = latePieceExample('own-count');
    const loop = latePieceExample('design-loop');
    expect(own.first.map((e) => e.chain)).toEqual([1]);
    expect(own.after.map((e) => [e.chain, e.pixels, e.points])).toEqual([[1, 480, 21]]);
    expect(loop.after.map((e) => [e.chain, e.pixels, e.points])).toEqual([[2, 480, 42]]);
    expect(() => latePieceExample('other' as never)).toThrow(RangeError);
  });
});
