// URL encodings for Block War islands: boards as hex (3 digits per row of 10 cells), move lists as base-36 pairs.
import { COLS, EMPTY_ROW, ROWS, BATTLE_END, type Placement } from '~/engines/block-war';

/** Rows 0-14 of a board as 45 hex digits (bit x of a row = cell x filled); rows 15-24 are not kept. */
export function encodeBoard(rows: readonly string[]): string {
  let out = '';
  for (let y = 0; y < BATTLE_END; y++) {
    let bits = 0;
    for (let x = 0; x < COLS; x++) if (rows[y][x] !== '.') bits |= 1 << x;
    out += bits.toString(16).padStart(3, '0');
  }
  return out;
}

/** Hex digits per row and per board (rows 0-14 only). */
export const ROW_DIGITS = 3;
export const BOARD_DIGITS = ROW_DIGITS * BATTLE_END;
export const BOARD_PATTERN = new RegExp(`^[0-9a-f]{${BOARD_DIGITS}}$`);

/** The inverse of encodeBoard: filled cells become '#'; rows 15-24 empty. Returns null for a malformed text. */
export function decodeBoard(text: string): string[] | null {
  if (!BOARD_PATTERN.test(text)) return null;
  const rows: string[] = [];
  for (let y = 0; y < BATTLE_END; y++) {
    const bits = parseInt(text.slice(3 * y, 3 * y + 3), 16);
    if (bits >= 1 << COLS) return null;
    let r = '';
    for (let x = 0; x < COLS; x++) r += bits & (1 << x) ? '#' : '.';
    rows.push(r);
  }
  while (rows.length < ROWS) rows.push(EMPTY_ROW);
  return rows;
}

/** Base-36 digits per move in a move list. */
export const MOVE_DIGITS = 2;
/** A list of small numbers (indices into legal-placement lists) as two base-36 digits each. */
export function encodeMoves(moves: readonly number[]): string {
  return moves.map((m) => m.toString(36).padStart(2, '0')).join('');
}

export const MOVES_PATTERN = /^([0-9a-z]{2})*$/;

export function decodeMoves(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < text.length; i += 2) out.push(parseInt(text.slice(i, i + 2), 36));
  return out;
}

/**
 * The order a move list (pbMoves) indexes: by direction, then row, then column. It was the engine's own order when the
 * first links were written; the engine now lists placements in the contest judge's order, so links sort the list back
 * and every link shared before keeps opening the same game (tests/unit/block-war/frozen-links.test.ts).
 */
export function linkOrder(legal: readonly Placement[]): Placement[] {
  return [...legal].sort((a, b) => a.dir - b.dir || a.y - b.y || a.x - b.x);
}
