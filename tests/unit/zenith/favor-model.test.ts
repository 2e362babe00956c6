// The garbage-favor figure's model (src/islands/zenith/favor-model.ts), on boards small enough to work by hand.
import { describe, expect, it } from 'vitest';
import { COLS, NO_SAMPLE, drawMore, favorView, largestGap, pickerView, sampleFor, toggleCell } from '~/islands/zenith/favor-model';

describe('favor model', () => {
  it('favor 0: every place weighs 10 and has a 10% chance; none is never picked', () => {
    const v = favorView(0);
    expect(v.weights).toEqual(COLS.map(() => 10));
    expect(v.chances.map((c) => Math.round(c * 1000) / 1000)).toEqual(COLS.map(() => 0.1));
    expect(v.zeroRanks).toEqual([]);
  });

  it('a cell turns empty → filled → garbage → empty, and only that cell', () => {
    const b = '..........-..........';
    expect(toggleCell(b, 1, 3)).toBe('..........-...X......');
    expect(toggleCell(toggleCell(b, 1, 3), 1, 3)).toBe('..........-...G......');
    expect(toggleCell(toggleCell(toggleCell(b, 1, 3), 1, 3), 1, 3)).toBe(b);
  });

  it('one filled cell in column 0: score 1, the rest 0, no reference hole; hardest first in the seed, easiest first now', () => {
    const seed = pickerView('X.........', 0, '2025-01');
    expect(seed.scores).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(seed.ref).toBe(-1);
    expect(seed.order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pickerView('X.........', 0, 'current').order).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    // At favor 0 every column is equally likely: the likeliest is the lowest of equals.
    expect(seed.likeliest).toBe(0);
  });

  it('draws: counts add up, the same setting draws the same holes, a new setting starts again', () => {
    const board = ['X.........'];
    const a = drawMore(NO_SAMPLE, 'k', board, 20, 'code', 500);
    expect(a.n).toBe(500);
    expect(a.counts.reduce((s, x) => s + x, 0)).toBe(500);
    expect(drawMore(NO_SAMPLE, 'k', board, 20, 'code', 500)).toEqual(a);
    const b = drawMore(a, 'k', board, 20, 'code', 300);
    expect([b.n, b.counts.reduce((s, x) => s + x, 0)]).toEqual([800, 800]);
    expect(sampleFor(b, 'k').drawn).toBe(800);
    expect(sampleFor(b, 'other')).toEqual({ counts: COLS.map(() => 0), drawn: 0 });
    expect(drawMore(b, 'other', board, 20, 'code', 10).n).toBe(10);
  });

  it('the largest gap between sampled share and exact chance; 0 before any draw', () => {
    const exact = [0.4, 0.6, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(largestGap([5, 5, 0, 0, 0, 0, 0, 0, 0, 0], 10, exact)).toBeCloseTo(0.1, 12);
    expect(
      largestGap(
        COLS.map(() => 0),
        0,
        exact,
      ),
    ).toBe(0);
  });
});
