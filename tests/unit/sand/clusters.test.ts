// Sand clusters: pixel-grid search with 4 or 8 neighbours, wall contact, and the logical-grid pitfall.
import { describe, expect, it } from 'vitest';
import { createSandWorld, findSpanningClusters, labelClusters, logicalGrid, type SandWorld } from '~/engines/sand';

function board(rows: string[], connectivity: 4 | 8 = 4): SandWorld {
  const w = createSandWorld({ width: rows[0].length, height: rows.length, connectivity });
  rows.forEach((row, y) => [...row].forEach((ch, x) => ch !== '.' && w.set(x, y, Number(ch))));
  return w;
}

describe('cluster search on pixels (seed 004 §8.2)', () => {
  it('4-connectivity: a diagonal step breaks a cluster (§2.3 "不包括对角")', () => {
    const rows = ['11....', '.11...', '...111'];
    expect(findSpanningClusters(board(rows, 4))).toEqual([]);
    expect(labelClusters(board(rows, 4)).clusters.length).toBe(2);
  });
  it('8-connectivity (the variant): the same diagonal step joins it, and it spans', () => {
    expect(findSpanningClusters(board(['11....', '.11...', '...111'], 8))).toEqual([{ colour: 1, pixels: 7 }]);
  });
  it('a band of one colour from x = 0 to x = width - 1 spans; another colour in the way stops it', () => {
    expect(findSpanningClusters(board(['......', '111111']))).toEqual([{ colour: 1, pixels: 6 }]);
    expect(findSpanningClusters(board(['......', '111211']))).toEqual([]);
  });
  it('wall contact counts any row, not only the bottom', () => {
    expect(findSpanningClusters(board(['1.....', '111111'.replace(/^1/, '2'), '.11111']))).toEqual([]);
    expect(findSpanningClusters(board(['1.....', '111111', '......']))).toEqual([{ colour: 1, pixels: 7 }]);
  });
});

describe('the logical grid of the pitfall (appendix D, pitfall 1)', () => {
  it('a cell takes a colour when that colour fills at least half its pixels', () => {
    const w = createSandWorld({ width: 20, height: 10 });
    for (let y = 5; y < 10; y++) for (let x = 0; x < 10; x++) w.set(x, y, 3); // 50 of 100: counts
    for (let y = 6; y < 10; y++) for (let x = 10; x < 20; x++) w.set(x, y, 2); // 40 of 100: does not
    expect(Array.from(logicalGrid(w).colours)).toEqual([3, 0]);
  });
});

describe('the triangle-pile scene of acceptance test 2, built directly on the pixel world', () => {
  it('spans on pixels but not on the logical grid, with a logical cell counted at half full or more', async () => {
    const { trianglePileScene } = await import('~/engines/sand');
    const { findSpanningClustersOnLogicalGrid: onCells } = await import('~/engines/sand');
    const w = trianglePileScene(1);
    expect(findSpanningClusters(w).map((c) => c.colour)).toEqual([1]);
    for (const share of [0.5, 0.75, 1]) expect(onCells(w, 10, share)).toEqual([]);
  });
});
