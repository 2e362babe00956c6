// The helpers a reader's bot gets (issue 27), from worked examples in the contest's user document and by hand.
import { describe, expect, it } from 'vitest';
import {
  arenaView,
  BOT_KIT,
  boardFromLines,
  emptyBoard,
  kitBoard,
  kitCells,
  kitLegal,
  kitPiece,
  kitPlace,
  legalPlacements,
  newMatch,
  playArenaGame,
  playPlacement,
  type ArenaView,
} from '~/engines/block-war';

/** The user document's board example (关于Board): 25 rows of 0/1, the mover's peace zone on top. */
const DOC_BOARD = [
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  [1, 1, 0, 0, 1, 0, 1, 0, 1, 0],
  [0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 1, 0, 0, 0, 0, 0, 0],
  [0, 1, 0, 0, 1, 1, 1, 0, 1, 0],
  [0, 0, 0, 0, 0, 0, 1, 0, 0, 0],
  [0, 1, 0, 0, 0, 0, 0, 1, 0, 0],
  [0, 0, 1, 0, 0, 0, 0, 0, 1, 0],
  [0, 1, 1, 0, 1, 1, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 1, 0, 0, 0, 0],
  [0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
];

describe('the bot kit', () => {
  it("reads the user document's 0/1 board: row 9 is '##..#.#.#.', row 12 '.#..###.#.'", () => {
    const rows = kitBoard(DOC_BOARD);
    expect(rows[9]).toBe('##..#.#.#.');
    expect(rows[12]).toBe('.#..###.#.');
    expect(() => kitBoard(DOC_BOARD.slice(1))).toThrow(RangeError);
  });
  it('numbers pieces 1-7 as I J L O S T Z (user document: Block type)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(kitPiece).join('')).toBe('IJLOSTZ');
    expect(() => kitPiece(0)).toThrow(RangeError);
    expect(() => kitPiece(8)).toThrow(RangeError);
  });
  it('user document (Block的简并): I at direction 1, x 3, y 10 and at direction 3, x 3, y 11 cover the same four cells', () => {
    const key = (c: { x: number; y: number }[]) =>
      c
        .map((q) => `${q.x},${q.y}`)
        .sort()
        .join(' ');
    expect(key(kitCells(1, { x: 3, y: 10, dir: 1 }))).toBe('3,10 3,11 3,12 3,9');
    expect(key(kitCells(1, { x: 3, y: 11, dir: 3 }))).toBe(key(kitCells(1, { x: 3, y: 10, dir: 1 })));
  });
  it('lists the legal placements of any board, as the engine does for the current one', () => {
    const rows = kitBoard(DOC_BOARD);
    expect(kitLegal(DOC_BOARD, 6)).toEqual(legalPlacements(rows, 'T'));
  });
  it('place-and-clear by hand: row 14 full but for column 9, a standing I there clears one battle row and the empty rows', () => {
    const rows = boardFromLines([...Array(14).fill('..........'), '#########.']);
    const r = kitPlace(rows, 'I', { x: 9, y: 12, dir: 1 }); // cells rows 11-14 of column 9
    expect([r.peace, r.battle]).toEqual([0, 1]);
    // Rows 11-13 (column 9 only) are left; every empty row among 0-14 goes, so they close up against row 14.
    expect(r.rows.slice(11, 15)).toEqual(['..........', '.........I', '.........I', '.........I']);
    expect(() => BOT_KIT.put(rows, 'I', { x: 9, y: 13, dir: 1 })).toThrow(RangeError);
  });
});

describe('what the view carries', () => {
  it("blue's view holds red's last action as red gave it; red's first view has none", () => {
    const m0 = newMatch('kit');
    expect(arenaView(m0).lastAction).toBeNull();
    const p = legalPlacements(emptyBoard(), m0.blocks[0])[0];
    const v = arenaView(playPlacement(m0, p));
    expect(v.player).toBe('blue');
    expect(v.lastAction).toEqual(p);
    expect(v.blocks).toEqual(m0.blocks);
    expect(v.turn).toBe(1);
  });
  it("next is absent on each side's last placement (placements 559 and 560) and present before", () => {
    const m = newMatch('kit');
    expect(arenaView({ ...m, turn: 557 }).next).toBe(m.blocks[559]);
    expect(arenaView({ ...m, turn: 558 }).next).toBeUndefined();
    expect(arenaView({ ...m, turn: 559 }).next).toBeUndefined();
  });
});

describe('thinking time for the whole game', () => {
  it('takes each move off the budget; a move longer than what is left loses by time (the judge: timeLeft < T2 - T1)', () => {
    const seen: number[] = [];
    const g = playArenaGame({ index: 0, seed: 'budget', me: 'red', opponent: 'random', budgetMs: 20000 }, (v: ArenaView) => {
      seen.push(v.timeLeft);
      return { type: 'move', placement: v.legal[0], ms: 7000 };
    });
    expect(seen).toEqual([20000, 13000, 6000]);
    expect(g.match.endReason).toBe('timeout');
    expect(g.match.winner).toBe('blue');
    expect(g.match.history.filter((h) => h.player === 'red')).toHaveLength(2);
    expect(g.why).toMatch(/thinking time for the game on placement 5/);
  });
});
