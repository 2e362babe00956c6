// The clear lab's view of a board (src/islands/block-war/clear-view.ts): unreachable boards never crash (issue 11 item 7).
import { describe, expect, it } from 'vitest';
import { boardFromLines, fullRowsReachable, MAX_PIECE_ROWS, PIECE_OFFSETS, PIECES, DIRS } from '~/engines/block-war';
import { clearView } from '~/islands/block-war/clear-view';
import { decodeBoard } from '~/islands/block-war/codec';

const FULL = 'xxxxxxxxxx';
const EMPTY = '..........';

describe('clear lab view', () => {
  it("the issue's link: five full peace rows are cleared with a notice and no points, without throwing", () => {
    const board = decodeBoard('3ff3ff3ff3ff3ff000000000000000000000000000000');
    expect(board).not.toBeNull();
    const v = clearView(board!, 0);
    expect(v.result.peaceCleared).toBe(5);
    expect(v.points).toBeNull();
    expect(v.unreachable).toContain('5 full rows');
    expect(v.result.rows.slice(0, 15).every((r) => r === EMPTY)).toBe(true);
  });
  it('five full battle rows (rows 10-14): a notice, no points, every row 0-14 empty afterwards', () => {
    const board = boardFromLines([...Array(10).fill(EMPTY), ...Array(5).fill(FULL)]);
    const v = clearView(board, 3);
    expect(v.result.battleCleared).toBe(5);
    expect(v.points).toBeNull();
    expect(v.unreachable).toContain('5 battle');
  });
  it('three peace and two battle rows: unreachable, but the table has both entries, so points are shown', () => {
    const board = boardFromLines([...Array(7).fill(EMPTY), FULL, FULL, FULL, EMPTY, EMPTY, EMPTY, FULL, FULL]);
    const v = clearView(board, 2);
    expect(v.unreachable).not.toBeNull();
    // peace[3] = 2, battle[2] = 2, combo 2 (seed 001 "得分规则" table)
    expect(v.points).toEqual([2, 2, 2, 6]);
  });
  it('four full rows is reachable (a standing I) and gets no notice', () => {
    const board = boardFromLines([...Array(11).fill(EMPTY), FULL, FULL, FULL, FULL]);
    const v = clearView(board, 0);
    expect(v.unreachable).toBeNull();
    expect(v.points).toEqual([0, 8, 0, 8]);
  });
  it('MAX_PIECE_ROWS is the tallest piece: 4 rows (the standing I), computed independently here', () => {
    let tallest = 0;
    for (const p of PIECES)
      for (const d of DIRS) {
        const ys = new Set(PIECE_OFFSETS[p][d].map((o) => o[1]));
        tallest = Math.max(tallest, ys.size);
      }
    expect(MAX_PIECE_ROWS).toBe(tallest);
    expect(fullRowsReachable(4)).toBe(true);
    expect(fullRowsReachable(5)).toBe(false);
    expect(() => fullRowsReachable(-1)).toThrow(RangeError);
  });
});
