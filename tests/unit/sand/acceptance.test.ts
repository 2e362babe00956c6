// The design document's acceptance tests (seed 004, appendix G), played through the game engine.
import { describe, expect, it } from 'vitest';
import {
  SHAPE_CELLS,
  createSandGame,
  findSpanningClusters,
  findSpanningClustersOnLogicalGrid,
  movablePixels,
  type Piece,
  type SandGame,
  type Shape,
} from '~/engines/sand';

const piece = (shape: Shape, colour: number): Piece => ({ shape, colour, cells: SHAPE_CELLS[shape] });
/** Puts a chosen piece in slot 0 and places it: the tests decide the pieces, the game decides everything else. */
function drop(g: SandGame, shape: Shape, colour: number, gx: number, gy: number): void {
  g.slots[0] = piece(shape, colour);
  expect(g.place(0, gx, gy)).toBe(true);
}

describe('appendix G, test 1: a basic clear', () => {
  it('three red I pieces across the bottom clear; the count drops by exactly the removed pixels; nothing floats', () => {
    const g = createSandGame({ seed: 1, clearFrames: 0 });
    drop(g, 'I', 1, 0, 21);
    drop(g, 'I', 1, 4, 21);
    drop(g, 'I', 1, 8, 21);
    drop(g, 'O', 2, 5, 12); // a blue square in the air above, so something is left to fall after the clear
    const before = g.world.pixelCount();
    const events = g.runUntilIdle();
    expect(events.length).toBe(1);
    expect(events[0].colour).toBe(1);
    expect(g.world.pixelCount()).toBe(before - events[0].pixels);
    expect(movablePixels(g.world)).toBe(0);
    expect(findSpanningClusters(g.world)).toEqual([]);
    expect(events[0].pixels).toBe(1200);
    expect(g.world.pixelCount()).toBe(400);
  });
});

describe('appendix G, test 2: clearing across triangle piles', () => {
  it('piles that meet only in thin slopes clear on the pixel grid, while the logical grid sees them apart', () => {
    const g = createSandGame({ seed: 1, clearFrames: 0 });
    // A mixed floor that cannot clear (blue, green, blue), then four red squares poured from the top.
    drop(g, 'I', 2, 0, 21);
    drop(g, 'I', 3, 4, 21);
    drop(g, 'I', 2, 8, 21);
    g.world.settle();
    for (const x of [0, 4, 9, 10]) {
      drop(g, 'O', 1, x, 0);
      g.world.settle();
    }
    expect(findSpanningClusters(g.world).map((c) => c.colour)).toEqual([1]);
    expect(findSpanningClustersOnLogicalGrid(g.world)).toEqual([]);
    const events = g.runUntilIdle();
    expect(events.map((e) => [e.colour, e.pixels])).toEqual([[1, 1600]]);
    expect(g.world.pixelCount()).toBe(1200);
  });
});

describe('appendix G, test 3: stability after a clear', () => {
  it('everything above a cleared bottom layer falls; nothing floats; the heap is tight', () => {
    const g = createSandGame({ seed: 5, clearFrames: 0 });
    // The bottom row red; blue and green pieces poured on top of it, which do not span.
    drop(g, 'I', 1, 0, 21);
    drop(g, 'I', 1, 4, 21);
    drop(g, 'I', 1, 8, 21);
    drop(g, 'O', 2, 0, 0);
    drop(g, 'T', 3, 5, 0);
    drop(g, 'O', 2, 9, 0);
    g.world.settle(); // the physics alone: the clear check belongs to the game's tick
    const pixelsBefore = g.world.pixelCount();
    const events = g.runUntilIdle();
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(g.world.pixelCount()).toBe(pixelsBefore - events.reduce((s, e) => s + e.pixels, 0));
    expect(movablePixels(g.world)).toBe(0);
    // Tight: no empty pixel has a pixel anywhere above it in its column.
    let holes = 0;
    for (let x = 0; x < 120; x++) {
      let seen = false;
      for (let y = 0; y < 220; y++) {
        if (g.world.get(x, y)) seen = true;
        else if (seen) holes++;
      }
    }
    expect(holes).toBe(0);
  });
});

describe('appendix G, test 4: a large clear', () => {
  it('1000+ pixels clear; the active count never exceeds the pixels and drops to 0', () => {
    const g = createSandGame({ seed: 8, clearFrames: 0 });
    // Two full red rows at the bottom (2400 pixels), a yellow heap above.
    for (const gy of [21, 20]) for (const gx of [0, 4, 8]) drop(g, 'I', 1, gx, gy);
    g.world.settle();
    for (const gx of [0, 3, 6, 9]) drop(g, 'O', 4, gx, 2);
    let peak = 0;
    let frames = 0;
    let cleared = 0;
    while ((g.phase === 'falling' || g.phase === 'clearing' || frames === 0) && frames < 10_000) {
      cleared += g.tick().reduce((s, e) => s + e.pixels, 0);
      peak = Math.max(peak, g.world.activeCount());
      expect(g.world.activeCount()).toBeLessThanOrEqual(g.world.pixelCount());
      frames++;
    }
    expect(cleared).toBeGreaterThanOrEqual(1000);
    expect(g.world.activeCount()).toBe(0);
    expect(peak).toBeLessThanOrEqual(g.world.pixelCount() + cleared);
    expect(movablePixels(g.world)).toBe(0);
  });
});
