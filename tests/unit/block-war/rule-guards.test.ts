// Block War rules on both sides of their boundaries, and every contradiction's modelled choice pinned against the
// engine (issue 24). Boards are written by hand in the mover's frame: row 0 the back edge, row 14 the limit line.
import { describe, expect, it } from 'vitest';
import {
  applyPlacement,
  blockList,
  boardFromLines,
  clearRows,
  emptyBoard,
  frameOf,
  legalPlacements,
  newMatch,
  nextCombo,
  placementCells,
  placementPoints,
  PIECES,
  toRedFrame,
  turnBoard,
  type MatchState,
} from '~/engines/block-war';
import { PEACE_EXAMPLE } from '~/engines/block-war/examples';
import { checkStuck } from '~/engines/block-war/match';
import { BLOCK_WAR_CONTRADICTIONS } from '~/verification/block-war';

const E = '..........';
const F = '##########';
/** A 25-row board with the given rows (index → text) set and the rest empty. */
const board = (set: Record<number, string>) => boardFromLines(Array.from({ length: 25 }, (_, y) => set[y] ?? E));

describe('peace zone rows 0-9, battle zone rows 10-14 (seed 001 场地; RULINGS.md frames)', () => {
  it('a full row 9 is a peace clear: 1 peace row, empty rows stay, no points for one peace row', () => {
    const r = clearRows(board({ 3: 'x.........', 9: F }));
    expect([r.peaceCleared, r.battleCleared]).toEqual([1, 0]);
    expect(r.emptyRowsRemoved).toEqual([]);
    expect(r.rows[4]).toBe('x.........'); // rows 0-8 move one row forward
    expect(placementPoints(1, 0, 0)).toBe(0);
  });
  it('a full row 10 is a battle clear: every empty row among 0-14 goes too, and it scores 1 + the combo', () => {
    const r = clearRows(board({ 3: 'x.........', 10: F }));
    expect([r.peaceCleared, r.battleCleared]).toEqual([0, 1]);
    expect(r.rows[14]).toBe('x.........');
    expect(r.rows.slice(0, 14).every((row) => row === E)).toBe(true);
    expect(placementPoints(0, 1, 3)).toBe(1 + 3);
  });
  it('a full row 14 clears; a full row 15 (the opponent peace zone) never does', () => {
    expect(clearRows(board({ 14: F })).battleCleared).toBe(1);
    const r = clearRows(board({ 15: F }));
    expect([r.peaceCleared, r.battleCleared]).toEqual([0, 0]);
    expect(r.rows[15]).toBe(F);
  });
  it('a row with one empty cell is not full', () => {
    expect(clearRows(board({ 10: '#########.' })).battleCleared).toBe(0);
  });
});

describe('points table (seed 001 得分规则: peace 0 0 1 2 4, battle 0 1 2 4 8)', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 0],
    [2, 0, 1],
    [3, 0, 2],
    [4, 0, 4],
    [0, 1, 1],
    [0, 2, 2],
    [0, 3, 4],
    [0, 4, 8],
  ])('%i peace + %i battle rows = %i points with no combo', (peace, battle, points) => {
    expect(placementPoints(peace, battle, 0)).toBe(points);
  });
});

/** A finished-looking match for the end rules: every block placed, with these scores. */
function ended(scores: [number, number]): MatchState {
  const m = newMatch(1);
  return checkStuck({ ...m, turn: m.blocks.length, scores });
}

// One pin per contradiction of src/verification/block-war: the modelled choice, checked against the engine.
const PINS: Record<string, () => void> = {
  'block-war/frames': () => {
    const red = board({ 0: 'R.........' });
    const blue = frameOf(red, 'blue');
    expect(blue[24][9]).toBe('R'); // red's (0, 0) is blue's (9, 24)
    expect(frameOf(red, 'red')).toEqual(red);
    expect(turnBoard(blue)).toEqual(red);
    // The islands' cell turn (toRedFrame) is the same 180-degree turn: blue's (9, 24) is red's (0, 0), and back.
    expect(toRedFrame('blue', 9, 24)).toEqual({ x: 0, y: 0 });
    expect(toRedFrame('blue', 2, 20)).toEqual({ x: 7, y: 4 });
    expect(toRedFrame('red', 2, 20)).toEqual({ x: 2, y: 20 });
  },
  'block-war/entry': () => {
    // An overhang on rows 0-1: S direction 2 centred at (4, 0) is a row-0 start, reachable with no path from above.
    const rows = boardFromLines(['.xxx...xx.', '.x...xxxxx']);
    const keys = legalPlacements(rows, 'S').map((p) => JSON.stringify(placementCells('S', p).sort((a, b) => a.y - b.y || a.x - b.x)));
    const want = JSON.stringify(placementCells('S', { x: 4, y: 0, dir: 2 }).sort((a, b) => a.y - b.y || a.x - b.x));
    expect(keys).toContain(want);
  },
  'block-war/legality': () => {
    // O has one shape in four directions: on an empty board the nine 2 × 2 squares on rows 13-14, each once.
    const o = legalPlacements(emptyBoard(), 'O');
    expect(o).toHaveLength(9);
    for (const p of o)
      expect(
        placementCells('O', p)
          .map((c) => c.y)
          .sort(),
      ).toEqual([13, 13, 14, 14]);
  },
  'block-war/peace-clear-empty-rows': () => {
    const r = clearRows(board({ 2: 'x.........', 9: F }));
    expect(r.emptyRowsRemoved).toEqual([]);
    expect(r.rows[3]).toBe('x.........');
  },
  'block-war/rows-or-columns': () => {
    // A row is the 10-cell strip across the field; a filled line along the direction of travel clears nothing.
    const column = boardFromLines(Array.from({ length: 15 }, () => '#.........'));
    expect(clearRows(column).fullRows).toEqual([]);
    expect(clearRows(board({ 12: F })).fullRows).toEqual([12]);
  },
  'block-war/combo-timing': () => {
    // Combo 2 at the round start: red's battle clear earns 1 + 2; blue's in the same round also uses 2; then 3.
    expect(placementPoints(0, 1, 2)).toBe(3);
    expect(nextCombo(2, 1, 0)).toBe(3);
    expect(nextCombo(2, 0, 1)).toBe(3);
    expect(nextCombo(2, 0, 0)).toBe(0);
  },
  'block-war/overflow': () => {
    const m = checkStuck({ ...newMatch(1), board: board({ 0: F }) });
    expect([m.over, m.endReason, m.loser, m.winner]).toEqual([true, 'no-legal-placement', 'red', 'blue']);
  },
  'block-war/ties-and-time': () => {
    expect(ended([7, 7]).winner).toBe('draw');
    expect(ended([7, 6]).winner).toBe('red');
    expect(ended([6, 7]).winner).toBe('blue');
  },
  'block-war/match-length': () => {
    const list = blockList('any seed');
    expect(list).toHaveLength(80 * 7);
    for (let k = 0; k < 80; k++) expect([...list.slice(7 * k, 7 * k + 7)].sort()).toEqual([...PIECES].sort());
  },
  'block-war/battle-clear-direction': () => {
    // Rows pack against the limit line (row 14); empty rows refill at the back edge (row 0).
    const r = clearRows(board({ 5: 'y.........', 12: 'x.........', 13: F }));
    expect(r.rows[13]).toBe('y.........');
    expect(r.rows[14]).toBe('x.........');
    expect(r.rows[0]).toBe(E);
  },
  'block-war/peace-picture-black-cell': () => {
    // Read as empty, the placement gives the document's third picture; filled, a battle row would clear instead.
    const { before, piece, placement, after } = PEACE_EXAMPLE;
    expect(before[10][0]).toBe('.');
    const mask = (rows: string[]) => rows.map((r) => r.replace(/[^.]/g, '#'));
    expect(mask(applyPlacement(before, piece, placement).rows)).toEqual(mask(after));
    const filled = before.map((row, y) => (y === 10 ? '#' + row.slice(1) : row));
    expect(applyPlacement(filled, piece, placement).battleCleared).toBe(1);
  },
  'block-war/floating-cells': () => {
    // A cell on row 8 over an empty row 10 rides forward one row with the peace clear and floats on row 9.
    const r = clearRows(board({ 8: 'x.........', 9: F }));
    expect(r.rows[9]).toBe('x.........');
    expect(r.rows[10]).toBe(E);
  },
};

describe('every Block War contradiction has its modelled choice pinned', () => {
  it('one pin per contradiction, no pin for a contradiction that is gone', () => {
    expect(Object.keys(PINS).sort()).toEqual(BLOCK_WAR_CONTRADICTIONS.map((c) => c.id).sort());
  });
  it.each(Object.entries(PINS))('%s', (_, pin) => pin());
});
