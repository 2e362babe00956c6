// Labels of the board grid's cells (src/islands/block-war/BoardSvg.tsx): what a screen reader hears for each cell.
import { describe, expect, it } from 'vitest';
import { boardFromLines } from '~/engines/block-war';
import { cellLabel } from '~/islands/block-war/BoardSvg';

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
