// Labels of the board grid's cells (src/islands/block-war/BoardSvg.tsx): what a screen reader hears for each cell.
import { describe, expect, it } from 'vitest';
import { boardFromLines } from '~/engines/block-war';
import { cellLabel } from '~/islands/block-war/BoardSvg';
import { boardLayout, focusAfter } from '~/islands/block-war/board-grid';

describe('cellLabel', () => {
  const rows = boardFromLines(['..........', '...T......', '.....s....', '#.........']);
  it('names row, column and owner: capitals are red, small letters blue, others filled, dots empty', () => {
    expect(cellLabel(rows, [], 5, 3)).toBe('row 3, column 5, empty');
    expect(cellLabel(rows, [], 3, 1)).toBe('row 1, column 3, red');
    expect(cellLabel(rows, [], 5, 2)).toBe('row 2, column 5, blue');
    expect(cellLabel(rows, [], 0, 3)).toBe('row 3, column 0, filled');
  });
  it('adds the marks on the cell, the piece preview first', () => {
    const marks = [
      { x: 4, y: 0, kind: 'legal' as const },
      { x: 4, y: 0, kind: 'preview' as const },
      { x: 5, y: 0, kind: 'legal' as const },
    ];
    expect(cellLabel(rows, marks, 4, 0)).toBe('row 0, column 4, empty, the piece would be here, a legal placement can cover it');
    expect(cellLabel(rows, marks, 6, 0)).toBe('row 0, column 6, empty');
  });
});

describe('keyboard focus in the board grid (focusAfter)', () => {
  // A 25-row grid of 10 columns; a zone is 10 rows (Page Up and Page Down), worked by hand.
  it('arrows move one cell and stop at the edges', () => {
    expect(focusAfter('ArrowRight', false, { x: 3, y: 4 }, 25)).toEqual({ x: 4, y: 4 });
    expect(focusAfter('ArrowUp', false, { x: 3, y: 0 }, 25)).toEqual({ x: 3, y: 0 });
    expect(focusAfter('ArrowLeft', false, { x: 0, y: 7 }, 25)).toEqual({ x: 0, y: 7 });
    expect(focusAfter('ArrowDown', false, { x: 9, y: 24 }, 25)).toEqual({ x: 9, y: 24 });
  });
  it('Home and End go to the row’s ends, with Ctrl to the grid’s corners; Page keys move ten rows', () => {
    expect(focusAfter('Home', false, { x: 6, y: 12 }, 25)).toEqual({ x: 0, y: 12 });
    expect(focusAfter('End', true, { x: 6, y: 12 }, 25)).toEqual({ x: 9, y: 24 });
    expect(focusAfter('Home', true, { x: 6, y: 12 }, 25)).toEqual({ x: 0, y: 0 });
    expect(focusAfter('PageDown', false, { x: 2, y: 12 }, 25)).toEqual({ x: 2, y: 22 });
    expect(focusAfter('PageUp', false, { x: 2, y: 4 }, 25)).toEqual({ x: 2, y: 0 });
  });
  it('other keys are not the grid’s', () => {
    expect(focusAfter('a', false, { x: 2, y: 4 }, 25)).toBeNull();
    expect(focusAfter('Tab', false, { x: 2, y: 4 }, 25)).toBeNull();
  });
  it('the picture is 10 cells wide and 25 high, with margins for row numbers and notes', () => {
    expect(boardLayout(16, false, false)).toEqual({ left: 2, w: 2 + 160 + 2, h: 25 * 16 + 4 });
    expect(boardLayout(17, true, true)).toEqual({ left: 22, w: 22 + 170 + 44, h: 25 * 17 + 4 });
  });
});
