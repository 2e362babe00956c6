// Helpers a reader's bot may call, in JavaScript and (through the Python MatchData) in Python: the same functions the
// engine uses, for any board, so a bot can search ahead (issue 27; the user document's MatchData methods).
import { PIECES, PIECE_OFFSETS, type Dir, type Piece } from './data/pieces';
import { assertBoard, clearRows, COLS, dropCells, finalPlacements, legalPlacements, placementCells, ROWS, turnBoard, type Placement } from './board';

/** The piece table as data: cells [dx, dy] around the centre, per piece and direction (pieces numbered 1-7 = I J L O S T Z). */
export const KIT_PIECES: { readonly order: readonly Piece[]; readonly offsets: Record<Piece, readonly (readonly (readonly [number, number])[])[]> } = {
  order: PIECES,
  offsets: PIECE_OFFSETS,
};

/** Reads a piece given as a letter or as the judge's number 1-7 (user document: 1-7 are I J L O S T Z). */
export function kitPiece(p: unknown): Piece {
  if (typeof p === 'number' && Number.isInteger(p) && p >= 1 && p <= PIECES.length) return PIECES[p - 1];
  if (typeof p === 'string' && (PIECES as readonly string[]).includes(p)) return p as Piece;
  throw new RangeError('piece must be a letter I J L O S T Z or a number 1-7');
}

/**
 * Reads a board: 25 strings of 10 characters ('.' empty) or 25 lists of 10 numbers (0 empty), as strings.
 * @source the user document's MatchData board (25 × 10), read as the engine's board
 */
export function kitBoard(b: unknown): string[] {
  if (!Array.isArray(b) || b.length !== ROWS) throw new RangeError(`a board is ${ROWS} rows`);
  const rows = b.map((r) => {
    if (typeof r === 'string') return r;
    if (Array.isArray(r) && r.length === COLS) return r.map((v) => (v === 0 ? '.' : '#')).join('');
    throw new RangeError(`each row is a string or a list of ${COLS} numbers`);
  });
  assertBoard(rows);
  return rows;
}

/** Reads a placement { x, y, dir }. */
function kitPlacement(p: unknown): Placement {
  const { x, y, dir } = (p ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(x) || !Number.isInteger(y) || ![0, 1, 2, 3].includes(dir as number))
    throw new RangeError('a placement is { x, y, dir } with whole numbers and dir 0-3');
  return { x: x as number, y: y as number, dir: dir as Dir };
}

/** The listed actions for any board and piece, in the judge's order (getAllValidAction). */
export function kitLegal(board: unknown, piece: unknown): Placement[] {
  return legalPlacements(kitBoard(board), kitPiece(piece));
}

/** Every final position before de-duplication, in the judge's order (getAllValidActionRepeating). */
export function kitFinals(board: unknown, piece: unknown): Placement[] {
  return finalPlacements(kitBoard(board), kitPiece(piece));
}

/**
 * The four cells of a placement, as { x, y } (getCells).
 * @source the user document's MatchData getCells
 */
export function kitCells(piece: unknown, p: unknown): { x: number; y: number }[] {
  return placementCells(kitPiece(piece), kitPlacement(p));
}

/**
 * Puts a piece on a board without clearing (putBlock); throws when a cell is off rows 0-14 or filled.
 * @source the user document's MatchData putBlock
 */
export function kitPut(board: unknown, piece: unknown, p: unknown): string[] {
  const piece1 = kitPiece(piece);
  return dropCells(kitBoard(board), piece1, kitPlacement(p), piece1);
}

/**
 * Clears rows 0-14 of a board as the engine does after a placement (removeLines): rows and the rows cleared per zone.
 * @source the user document's MatchData removeLines; seed 001 消列规则
 */
export function kitClear(board: unknown): { rows: string[]; peace: number; battle: number } {
  const r = clearRows(kitBoard(board));
  return { rows: r.rows, peace: r.peaceCleared, battle: r.battleCleared };
}

/**
 * Places and clears in one step.
 * @source the user document's MatchData putBlock then removeLines
 */
export function kitPlace(board: unknown, piece: unknown, p: unknown): { rows: string[]; peace: number; battle: number } {
  return kitClear(kitPut(board, piece, p));
}

/**
 * The board turned 180 degrees: the opponent's frame (getReverseBoard's result, without changing the input).
 * @source the user document's MatchData getReverseBoard; seed 001 比赛场地 (each side's own frame)
 */
export function kitTurn(board: unknown): string[] {
  return turnBoard(kitBoard(board));
}

/** Everything a JavaScript bot gets as its second argument. */
export const BOT_KIT = {
  pieces: KIT_PIECES,
  legal: kitLegal,
  finals: kitFinals,
  cells: kitCells,
  put: kitPut,
  clear: kitClear,
  place: kitPlace,
  turn: kitTurn,
} as const;
export type BotKit = typeof BOT_KIT;
