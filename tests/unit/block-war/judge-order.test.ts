// The judge's listed actions, entry for entry and in its order (RULINGS.md (Block War); the judge's
// getAllValidActionSlow), and the alias-tuple rule: only a listed (y, x, direction) is legal.
import { describe, expect, it } from 'vitest';
import {
  boardFromLines,
  emptyBoard,
  finalPlacements,
  legalPlacements,
  newMatch,
  playPlacement,
  PIECES,
  type MatchState,
  type Piece,
} from '~/engines/block-war';
import fixture from './fixtures/judge-order.json';

/** The fixture's actions, three characters each: y in hexadecimal, x, direction (see its "source"). */
const parseList = (s: string) => (s.match(/.../g) ?? []).map((a) => [parseInt(a[0], 16), Number(a[1]), Number(a[2])]);
const asTuples = (ps: { x: number; y: number; dir: number }[]) => ps.map((p) => [p.y, p.x, p.dir]);

describe("the judge's listed actions", () => {
  it('agree entry for entry, in order, with the judge run on 41 boards and all seven pieces', () => {
    expect(fixture.boards).toHaveLength(41);
    for (const b of fixture.boards) {
      const rows = boardFromLines(b.rows.split('/'));
      PIECES.forEach((piece, t) => {
        expect(asTuples(legalPlacements(rows, piece)), `${piece} on ${b.rows}`).toEqual(parseList(b.lists[t]));
        expect(finalPlacements(rows, piece), `${piece} repeating`).toHaveLength(b.repeating[t]);
      });
    }
  });
  it("worked example: an O on an empty board lists row 14 first, columns 1-9 (O 2 and O 3 sit under O 0's cells)", () => {
    // O 0 covers (x, x+1) on rows 13-14, so its centre runs over columns 0-8; the judge keeps O 0 and drops the rest.
    expect(asTuples(legalPlacements(emptyBoard(), 'O'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => [14, x, 0]));
  });
  it('worked example: an I on an empty board lists the lying I 0 at x 1-7, then the standing I 1 at x 0-9 on row 13', () => {
    // I 0 covers x-1..x+2 on row 14; I 1 covers rows y-1..y+2, so its lowest centre row is 12 (cells 11-14).
    const expected = [...[1, 2, 3, 4, 5, 6, 7].map((x) => [14, x, 0]), ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((x) => [12, x, 1])];
    expect(asTuples(legalPlacements(emptyBoard(), 'I'))).toEqual(expected);
  });
});

describe('the judge turns pieces in place on columns 0-8 only', () => {
  // Found by running the judge's getAllValidActionSlow against a copy whose turning loop also covers column 9: on this
  // board the judge lists the standing I as (11, 9, 3); with turning on column 9 it would list (10, 9, 1), the same cells.
  const rows = boardFromLines([
    '..........',
    '.......##.',
    '.......#..',
    '........#.',
    '..........',
    '........##',
    '......#.#.',
    '......###.',
    '.......#..',
    '.......#..',
    '..........',
    '......#...',
    '......###.',
    '......#.##',
    '......#.#.',
  ]);
  it('lists (11, 9, 3) and not (10, 9, 1), as the judge printed', () => {
    const judge =
      '(14, 1, 0), (14, 2, 0), (14, 3, 0), (12, 0, 1), (12, 1, 1), (12, 2, 1), (12, 3, 1), (12, 4, 1), (12, 5, 1), (11, 9, 3), ' +
      '(10, 4, 0), (10, 5, 0), (10, 6, 0), (10, 7, 0), (10, 8, 3), (5, 4, 0), (5, 5, 0), (4, 6, 0), (4, 7, 0), (4, 7, 1), ' +
      '(3, 6, 1), (2, 9, 1), (0, 5, 0), (0, 6, 0), (0, 7, 0)';
    expect(
      asTuples(legalPlacements(rows, 'I'))
        .map((t) => `(${t.join(', ')})`)
        .join(', '),
    ).toBe(judge);
  });
});

describe('the alias-tuple rule', () => {
  const firstI = (): MatchState => ({ ...newMatch('alias'), blocks: ['I', ...newMatch('alias').blocks.slice(1)] as Piece[] });
  it("red's first I on an empty board: (14, 5, 2) covers the cells of the listed (14, 4, 0) and loses at once", () => {
    const m = playPlacement(firstI(), { x: 5, y: 14, dir: 2 });
    expect(m.over).toBe(true);
    expect(m.endReason).toBe('illegal-placement');
    expect(m.winner).toBe('blue');
  });
  it('the listed (14, 4, 0) itself is played', () => {
    const m = playPlacement(firstI(), { x: 4, y: 14, dir: 0 });
    expect(m.over).toBe(false);
    expect(m.board[14]).toBe('...IIII...');
  });
});
