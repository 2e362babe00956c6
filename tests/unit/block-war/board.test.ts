// Block War placements and clears (seed 001 "落块规则", "消列规则"; RULINGS.md "Block War"), on boards written as text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyPlacement,
  boardFromLines,
  clearRows,
  emptyBoard,
  legalPlacements,
  placementCells,
  turnBoard,
  PIECES,
  PIECE_OFFSETS,
  equivalentDirections,
  type Piece,
  type Placement,
} from '~/engines/block-war';
import { BATTLE_EXAMPLE, PEACE_EXAMPLE } from '~/engines/block-war/examples';
import { frameOf, playMatch, playerOf, randomBot, greedyBot } from '~/engines/block-war';
import { judgeCellSets } from './judge-reference';

const mask = (rows: readonly string[]) => rows.map((r) => r.replace(/[^.]/g, '#'));
const cellsKey = (piece: Piece, p: Placement) =>
  placementCells(piece, p)
    .map((c) => `${c.x},${c.y}`)
    .sort()
    .join(' ');
const filledAt = (rows: readonly string[], x: number, y: number) => y >= 0 && rows[y][x] !== '.';

describe('pieces', () => {
  it('every piece has four cells per direction, one of them the centre', () => {
    for (const p of PIECES)
      for (const d of [0, 1, 2, 3] as const) {
        const offs = PIECE_OFFSETS[p][d];
        expect(offs).toHaveLength(4);
        expect(offs.some(([dx, dy]) => dx === 0 && dy === 0)).toBe(true);
      }
  });
  it('O has one shape; I, S and Z two; J, L and T four (rotation keeps the centre, so equal shapes sit apart)', () => {
    const counts = Object.fromEntries(PIECES.map((p) => [p, equivalentDirections(p).length]));
    expect(counts).toEqual({ I: 2, J: 4, L: 4, O: 1, S: 2, T: 4, Z: 2 });
  });
});

describe('legalPlacements on hand-made boards', () => {
  it('empty board, O: the nine 2 x 2 squares against the limit line (rows 13-14)', () => {
    const got = legalPlacements(emptyBoard(), 'O').map((p) => cellsKey('O', p));
    const want = Array.from({ length: 9 }, (_, x) => [`${x},13`, `${x},14`, `${x + 1},13`, `${x + 1},14`].sort().join(' '));
    expect(got.sort()).toEqual(want.sort());
  });
  it('empty board, I: 7 lying in row 14 and 10 standing in rows 11-14', () => {
    const got = legalPlacements(emptyBoard(), 'I').map((p) => placementCells('I', p));
    expect(got).toHaveLength(17);
    expect(got.filter((cs) => cs.every((c) => c.y === 14))).toHaveLength(7);
    expect(got.filter((cs) => cs.every((c) => c.x === cs[0].x))).toHaveLength(10);
  });
  it('a lying I slides under an overhang: row 13 filled in columns 0-5, all 7 row-14 spots are reachable', () => {
    const rows = boardFromLines([...Array(13).fill('..........'), '######....']);
    const lying = legalPlacements(rows, 'I').filter((p) => placementCells('I', p).every((c) => c.y === 14));
    expect(lying).toHaveLength(7);
  });
  it('a closed pocket is not reachable: row 13 fully filled leaves row 14 unreachable', () => {
    const rows = boardFromLines([...Array(13).fill('..........'), '##########']);
    for (const piece of PIECES) for (const p of legalPlacements(rows, piece)) for (const c of placementCells(piece, p)) expect(c.y).toBeLessThan(13);
  });
  it('issue 11 example: S direction 2 at centre (4, 0) is legal under the overhang of rows 0-1 (a row-0 start)', () => {
    const rows = boardFromLines(['.xxx...xx.', '.x...xxxxx']);
    const keys = legalPlacements(rows, 'S').map((p) => cellsKey('S', p));
    expect(keys).toContain(cellsKey('S', { x: 4, y: 0, dir: 2 }));
  });
  it('no final placement has a cell above row 0 (the row-0 list, and I direction 3 on row 1)', () => {
    const rows = boardFromLines(['..........', '..........', '..........', 'xxxxxxxxx.']);
    for (const piece of PIECES) for (const p of legalPlacements(rows, piece)) for (const c of placementCells(piece, p)) expect(c.y).toBeGreaterThanOrEqual(0);
  });
  it('a full back row (row 0) leaves no legal placement at all', () => {
    const rows = boardFromLines(['##########']);
    for (const piece of PIECES) expect(legalPlacements(rows, piece)).toEqual([]);
  });
  it('the opponent peace zone (rows 15-24) never holds a placed cell: a piece on an empty board rests on row 14', () => {
    for (const piece of PIECES) for (const p of legalPlacements(emptyBoard(), piece)) expect(Math.max(...placementCells(piece, p).map((c) => c.y))).toBe(14);
  });
});

const boardArb = fc
  .tuple(fc.array(fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), { minLength: 25, maxLength: 25 }), fc.integer({ min: 0, max: 14 }))
  .map(([g, top]) => g.map((row, y) => row.map((b) => (y >= top && b ? '#' : '.')).join('')));
const pieceArb = fc.constantFrom(...PIECES);

describe('properties over random boards', () => {
  it("every returned placement is legal and the list is the judge's, from a plain reading of RULINGS.md", () => {
    fc.assert(
      fc.property(boardArb, pieceArb, (rows, piece) => {
        const got = legalPlacements(rows, piece);
        const keys = got.map((p) => cellsKey(piece, p));
        expect(new Set(keys).size).toBe(keys.length);
        for (const p of got) {
          const cells = placementCells(piece, p);
          for (const c of cells) {
            expect(c.x >= 0 && c.x < 10 && c.y >= 0 && c.y <= 14).toBe(true);
            expect(rows[c.y][c.x]).toBe('.');
          }
          expect(cells.some((c) => c.y === 14 || filledAt(rows, c.x, c.y + 1))).toBe(true);
        }
        expect([...keys].sort()).toEqual(judgeCellSets(rows, piece));
      }),
      { numRuns: 400 },
    );
  });
  it("crowded back rows (overhangs on rows 0-3): the engine's list is the judge's", () => {
    const crowded = fc
      .array(fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), { minLength: 4, maxLength: 4 })
      .map((g) => boardFromLines(g.map((row) => row.map((b) => (b ? 'x' : '.')).join(''))));
    fc.assert(
      fc.property(crowded, pieceArb, (rows, piece) => {
        expect(
          legalPlacements(rows, piece)
            .map((p) => cellsKey(piece, p))
            .sort(),
        ).toEqual(judgeCellSets(rows, piece));
      }),
      { numRuns: 400 },
    );
  });
  it("boards from random and greedy matches (both frames): the engine's list is the judge's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, greedy) => {
        const m = playMatch(`judge-${seed}`, randomBot, greedy ? greedyBot : randomBot);
        for (let i = 0; i < m.history.length; i += 3) {
          const frame = frameOf(m.history[i].board, playerOf(i + 1));
          for (const piece of PIECES)
            expect(
              legalPlacements(frame, piece)
                .map((p) => cellsKey(piece, p))
                .sort(),
            ).toEqual(judgeCellSets(frame, piece));
        }
      }),
      { numRuns: 12 },
    );
  });
  it('applying a legal placement never changes rows 15-24 and conserves cells: 4 added, 10 per cleared row', () => {
    fc.assert(
      fc.property(boardArb, pieceArb, fc.nat(), (rows, piece, k) => {
        const legal = legalPlacements(rows, piece);
        fc.pre(legal.length > 0);
        const r = applyPlacement(rows, piece, legal[k % legal.length]);
        expect(r.rows.slice(15)).toEqual(rows.slice(15));
        const count = (rs: readonly string[]) => rs.join('').replace(/\./g, '').length;
        expect(count(r.rows)).toBe(count(rows) + 4 - 10 * (r.peaceCleared + r.battleCleared));
        expect(r.rows.slice(0, 15).some((row) => !row.includes('.'))).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});

describe('clearing', () => {
  it("the document's battle-zone example: T at (2, 10) fills row 11; rows 9, 10, 12 close up against row 14", () => {
    const { before, piece, placement, after } = BATTLE_EXAMPLE;
    expect(legalPlacements(before, piece).map((p) => cellsKey(piece, p))).toContain(cellsKey(piece, placement));
    const r = applyPlacement(before, piece, placement);
    expect([r.peaceCleared, r.battleCleared]).toEqual([0, 1]);
    expect(mask(r.rows)).toEqual(mask(after));
  });
  it("the document's peace-zone example: blue's O fills its row 9; rows 0-8 move one row forward, the battle zone stays", () => {
    const { before, piece, placement, after } = PEACE_EXAMPLE;
    expect(legalPlacements(before, piece).map((p) => cellsKey(piece, p))).toContain(cellsKey(piece, placement));
    const r = applyPlacement(before, piece, placement);
    expect([r.peaceCleared, r.battleCleared]).toEqual([1, 0]);
    expect(mask(r.rows)).toEqual(mask(after));
    expect(r.rows.slice(10)).toEqual(before.slice(10));
  });
  it('a peace-only clear keeps empty rows and leaves cells floating (RULINGS.md)', () => {
    const rows = boardFromLines(['..........', '#.........', '..........', '##########', '.........#']);
    const r = clearRows(rows);
    expect(r.peaceCleared).toBe(1);
    expect(r.rows.slice(0, 5)).toEqual(['..........', '..........', '#.........', '..........', '.........#']);
  });
  it('a battle clear also removes every empty row among 0-14 and packs the rest against row 14', () => {
    const rows = boardFromLines(['#.........', '..........', '.#........', ...Array(8).fill('..........'), '##########', '..#.......']);
    const r = clearRows(rows);
    expect([r.peaceCleared, r.battleCleared]).toEqual([0, 1]);
    expect(r.rows.slice(12, 15)).toEqual(['#.........', '.#........', '..#.......']);
    expect(r.rows.slice(0, 12).every((row) => row === '..........')).toBe(true);
  });
  it("blue's frame is red's turned 180 degrees: blue's cell (x, y) is red's (9 - x, 24 - y)", () => {
    const blue = applyPlacement(emptyBoard(), 'J', { x: 1, y: 14, dir: 0 }).rows;
    const red = turnBoard(blue);
    for (let y = 0; y < 25; y++) for (let x = 0; x < 10; x++) expect(red[24 - y][9 - x]).toBe(blue[y][x]);
    expect(turnBoard(red)).toEqual(blue);
  });
});
