// Sand rules on both sides of their boundaries (issue 24), worked by hand from seed 004: wall contact in pixels (§8.2.2),
// the 1 s clear animation (§8.3.1), the score formulas and chain multiplier (§9.2, §9.3), the defaults of RULINGS.md.
import { describe, expect, it } from 'vitest';
import { baseScore, cellsFromPixels, chainScore, createSandGame, createSandWorld, findSpanningClusters, type SandWorld } from '~/engines/sand';

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
