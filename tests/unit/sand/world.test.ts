// Sand pixel world: the three-direction rule, update order and stability recheck, checked on boards small enough to follow by hand.
import { describe, expect, it } from 'vitest';
import { createSandWorld, floatingPixels, movablePixels, type SandWorld } from '~/engines/sand';

/** Board from rows of text: '.' empty, digits are colours; every pixel starts loose. */
function board(rows: string[], o: Parameters<typeof createSandWorld>[0] = {}): SandWorld {
  const w = createSandWorld({ width: rows[0].length, height: rows.length, ...o });
  rows.forEach((row, y) => [...row].forEach((ch, x) => ch !== '.' && w.set(x, y, Number(ch))));
  return w;
}
function rowsOf(w: SandWorld): string[] {
  return Array.from({ length: w.height }, (_, y) => Array.from({ length: w.width }, (_, x) => (w.get(x, y) ? String(w.get(x, y)) : '.')).join(''));
}

describe('the three-direction fall rule (seed 004 §5.2.2)', () => {
  it('a lone pixel moves one row per frame and becomes stable on the floor', () => {
    const w = board(['1', '.', '.', '.']);
    expect(w.step()).toBe(true);
    expect(rowsOf(w)).toEqual(['.', '1', '.', '.']);
    // 3 frames to reach row 3, one more to find all three cells below blocked by the floor.
    expect(w.settle()).toBe(3);
    expect(rowsOf(w)).toEqual(['.', '.', '.', '1']);
    expect(w.isStable(0, 3)).toBe(true);
    expect(w.activeCount()).toBe(0);
  });

  it('a pixel on a stable pixel slides to the only free diagonal, and at the left wall only down-right is tried (§5.6.1)', () => {
    const w = board(['1.', '2.']);
    w.settle();
    expect(rowsOf(w)).toEqual(['..', '21']);
  });

  it('a pixel with both diagonals free takes either with about even odds (appendix H: 50/50)', () => {
    let left = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const w = board(['.1.', '.2.'], { seed });
      w.settle();
      if (w.get(0, 1) === 1) left++;
      else expect(w.get(2, 1)).toBe(1);
    }
    expect(left).toBeGreaterThan(150);
    expect(left).toBeLessThan(250);
  });

  it('a pixel with all three cells below held by stable pixels stays put and becomes stable', () => {
    const w = board(['.1.', '222']);
    w.settle();
    expect(rowsOf(w)).toEqual(['.1.', '222']);
    expect(w.isStable(1, 0)).toBe(true);
  });
});

describe('update order (seed 004 §5.4)', () => {
  // §5.4.1: A above an empty cell above B above an empty cell above the floor, one column wide.
  const column = ['1', '.', '2', '.', '.'];
  it('bottom-up: every pixel moves exactly one row in the frame', () => {
    const w = board(column);
    w.step();
    expect(rowsOf(w)).toEqual(['.', '1', '.', '2', '.']);
  });
  it("top-down without marks (the document's counter-example): B is met again and moves twice in one frame", () => {
    const w = board(column, { order: 'top-down-unmarked' });
    w.step();
    expect(rowsOf(w)).toEqual(['.', '1', '.', '.', '2']);
  });
});

describe('stability recheck after removals (seed 004 §8.4, pitfalls 3-5)', () => {
  // A full-width band of colour 1, three rows thick, resting on a full row of colour 2, which is then removed.
  const rows = ['......', '111111', '111111', '111111', '222222'];
  function removeBottom(w: SandWorld) {
    w.settle();
    w.removeIndices(Array.from({ length: 6 }, (_, x) => 4 * 6 + x));
  }
  it('repeated: everything above the cleared row falls and nothing is left floating', () => {
    const w = board(rows);
    removeBottom(w);
    w.settle();
    expect(movablePixels(w)).toBe(0);
    expect(rowsOf(w)).toEqual(['......', '......', '111111', '111111', '111111']);
  });
  it('one top-down pass (the pitfall): only the bottom row of the block notices, the rows above stay floating', () => {
    const w = board(rows, { recheck: 'once' });
    removeBottom(w);
    w.settle();
    expect(movablePixels(w)).toBeGreaterThan(0);
    // The top two rows never moved; only the bottom row fell.
    expect(rowsOf(w)).toEqual(['......', '111111', '111111', '......', '111111']);
    // Twelve pixels hang over the empty row.
    expect(floatingPixels(w)).toBe(12);
  });
  it('a pixel resting on unstable pixels is not marked stable while they can still leave (pitfall 5)', () => {
    // A 3-wide, 2-tall block dropped together: the top row must not settle on the moving bottom row mid-air.
    const w = board(['111', '111', '...', '...']);
    w.settle();
    expect(movablePixels(w)).toBe(0);
    expect(rowsOf(w).slice(2)).toEqual(['111', '111']);
  });
});
