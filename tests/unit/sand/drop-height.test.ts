// The placement page's air-drop statement: O, T and I dropped from rows 0, 10 and 20 settle to the same piles (issue 26
// measured this; the page must not say that a higher drop spreads wider).
import { describe, expect, it } from 'vitest';
import { dropHeightPiles, settledDrop } from '~/engines/sand';

describe('sand: drop height', () => {
  it('O, T and I dropped from rows 0, 10 and 20 give identical piles', () => {
    const piles = dropHeightPiles(['O', 'T', 'I'], [0, 10, 20]);
    expect(piles).toHaveLength(9);
    expect(piles.every((p) => p.sameAsFirst)).toBe(true);
    // Four cells of 100 pixels each, all on the board.
    expect(piles.every((p) => p.pixels === 400)).toBe(true);
  });

  it('the comparison can tell piles apart: an I dropped at column 1 and at column 5 does not make the same board', () => {
    const a = settledDrop('I', 0, 0).colours;
    const b = settledDrop('I', 4, 0).colours;
    expect(a.every((c, i) => c === b[i])).toBe(false);
    // The same drop twice is the same board (deterministic physics, GUIDE.md).
    expect(settledDrop('I', 4, 0).colours).toEqual(b);
  });
});
