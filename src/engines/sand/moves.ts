// Sand blocks: a game's moves as a short URL-safe text, and a replay that rebuilds the game from its seed and moves.
// Same seed, same settings and same moves give the same board and score (the engine is deterministic: GUIDE.md).
import { LOGICAL_HEIGHT, LOGICAL_WIDTH, SLOT_COUNT } from './constants';
import { createSandGame, SandGame, type ClearEvent, type SandGameOptions, type SandMove } from './game';

/** The 64 digits of the encoding (base64url's alphabet). */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Most moves a text may carry (a full board takes far fewer: 264 cells hold 66 pieces at rest). */
export const MAX_MOVES = 2000;
/** Most ticks between two moves (about 28 hours at 60 frames a second); longer gaps are not a real game. */
export const MAX_TICK_GAP = 6_000_000;
const CELLS = LOGICAL_WIDTH * LOGICAL_HEIGHT;
/**
 * The first character of a move list played with undo on (undo is an extension: seed 004 FAQ Q6 leaves it for later).
 * It is not one of the 64 digits, so a marked list never reads as an unmarked one.
 */
export const UNDO_MARK = '.';

/** What a move list says besides its moves. */
export interface MoveListFlags {
  /** The game was played with undo on (a shared result shows "with undo"). */
  undo: boolean;
}

/** A number as base-64 digits of 5 bits each, low first; the 6th bit says "more digits follow". */
function putVarint(out: string[], n: number): void {
  let x = n;
  do {
    const low = x & 31;
    x = Math.floor(x / 32);
    out.push(DIGITS[low | (x > 0 ? 32 : 0)]);
  } while (x > 0);
}

/**
 * Encodes moves as text: per move, the place (slot × 264 + x × 22 + y) and the ticks since the previous move (since the
 * start for the first), each as a variable-length number. About 4 characters a move.
 * @source our own link format for a game's moves; no source defines one
 */
export function encodeMoves(moves: readonly SandMove[], flags: Partial<MoveListFlags> = {}): string {
  if (flags.undo !== undefined && typeof flags.undo !== 'boolean') throw new RangeError('flags.undo: not a boolean');
  if (moves.length > MAX_MOVES) throw new RangeError(`moves: ${moves.length} is more than ${MAX_MOVES}`);
  const out: string[] = flags.undo ? [UNDO_MARK] : [];
  let prev = 0;
  moves.forEach((m, i) => {
    const ok =
      [m.slot, m.gx, m.gy, m.tick].every(Number.isInteger) &&
      m.slot >= 0 &&
      m.slot < SLOT_COUNT &&
      m.gx >= 0 &&
      m.gx < LOGICAL_WIDTH &&
      m.gy >= 0 &&
      m.gy < LOGICAL_HEIGHT;
    if (!ok || m.tick < prev || m.tick - prev > MAX_TICK_GAP) throw new RangeError(`moves[${i}] is not a placement this codec can write`);
    putVarint(out, m.slot * CELLS + m.gx * LOGICAL_HEIGHT + m.gy);
    putVarint(out, m.tick - prev);
    prev = m.tick;
  });
  return out.join('');
}

/**
 * Reads what encodeMoves wrote, moves and flags; throws a RangeError naming the problem for any other text.
 * @source our own link format for a game's moves; no source defines one
 */
export function decodeMoveList(text: string): { moves: SandMove[] } & MoveListFlags {
  if (typeof text !== 'string') throw new RangeError('text: not a string');
  const moves: SandMove[] = [];
  const undo = text.startsWith(UNDO_MARK);
  let pos = undo ? UNDO_MARK.length : 0;
  const getVarint = (): number => {
    let n = 0;
    let scale = 1;
    for (let k = 0; ; k++) {
      if (pos >= text.length) throw new RangeError('text: ends inside a number');
      const d = DIGITS.indexOf(text[pos++]);
      if (d < 0) throw new RangeError(`text: character ${pos} is not a digit of the encoding`);
      n += (d & 31) * scale;
      scale *= 32;
      if ((d & 32) === 0) return n;
      if (k >= 5) throw new RangeError('text: a number is too long');
    }
  };
  let tick = 0;
  while (pos < text.length) {
    if (moves.length >= MAX_MOVES) throw new RangeError(`text: more than ${MAX_MOVES} moves`);
    const place = getVarint();
    const gap = getVarint();
    if (place >= SLOT_COUNT * CELLS) throw new RangeError(`text: move ${moves.length + 1} places outside the board`);
    if (gap > MAX_TICK_GAP) throw new RangeError(`text: move ${moves.length + 1} comes more than ${MAX_TICK_GAP} ticks after the last`);
    tick += gap;
    moves.push({ slot: Math.floor(place / CELLS), gx: Math.floor((place % CELLS) / LOGICAL_HEIGHT), gy: place % LOGICAL_HEIGHT, tick });
  }
  return { moves, undo };
}

/**
 * The moves of a list that encodeMoves wrote, without its flags.
 * @source our own link format for a game's moves; no source defines one
 */
export function decodeMoves(text: string): SandMove[] {
  return decodeMoveList(text).moves;
}

/**
 * Plays `moves` in a new game with these options: ticks up to each move's tick, then places it; a move that does not fit
 * throws a RangeError naming it. Stops at the last move (the board may still be moving); `events` lists every clear.
 * @source seed 004 §6 placement, replayed from the seed (the engine is deterministic)
 */
export function replayMoves(options: SandGameOptions, moves: readonly SandMove[]): { game: SandGame; events: ClearEvent[] } {
  if (moves.length > MAX_MOVES) throw new RangeError(`moves: ${moves.length} is more than ${MAX_MOVES}`);
  const game = createSandGame(options);
  const events: ClearEvent[] = [];
  moves.forEach((m, i) => {
    if (!(Number.isInteger(m.tick) && m.tick >= game.ticks)) throw new RangeError(`moves[${i}].tick ${m.tick} is before the game's tick ${game.ticks}`);
    while (game.ticks < m.tick && game.phase !== 'over') events.push(...game.tick());
    if (!game.place(m.slot, m.gx, m.gy)) throw new RangeError(`moves[${i}] (slot ${m.slot + 1} at ${m.gx}, ${m.gy}) does not fit`);
  });
  return { game, events };
}

/**
 * Undo (an extension; seed 004 FAQ Q6 leaves it for later): the game as it would be without its last placement, that is
 * the replay of every move but the last. The board, score, slots and clock go back to the frame of the move before
 * (to a new game when one move is undone). Throws a RangeError when the game has no move to undo.
 */
export function undoLastMove(game: SandGame): SandGame {
  if (!(game instanceof SandGame)) throw new RangeError('game: not a SandGame');
  if (game.moves.length === 0) throw new RangeError('game: has no move to undo');
  return replayMoves(game.options, game.moves.slice(0, -1)).game;
}
