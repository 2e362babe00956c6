// Sand blocks: a move list played back one frame at a time, for a replay a reader can watch, pause and step. Stepped to the
// end it is the same game as replayMoves followed by runUntilIdle (the engine is deterministic: GUIDE.md).
import { createSandGame, type ClearEvent, type SandGame, type SandGameOptions, type SandMove } from './game';
import { MAX_MOVES } from './moves';

/** What one step of a replay did: placed the next move, ran one frame, or nothing (the replay is over). */
export type ReplayStep = { kind: 'place'; index: number; move: SandMove } | { kind: 'frame'; events: ClearEvent[] } | { kind: 'end' };

/** Most frames a replay runs after its last move before it gives up waiting for rest (as runUntilIdle). */
export const REPLAY_SETTLE_LIMIT = 200_000;

/** @source seed 004 §6-§11 through the game engine; stepping a replay is our own tool */
export class MoveReplay {
  readonly game: SandGame;
  readonly moves: readonly SandMove[];
  /** How many moves have been placed so far. */
  placed = 0;
  /** Frames run since the last move was placed (bounded by REPLAY_SETTLE_LIMIT). */
  private settleFrames = 0;

  /** A replay of `moves` in a new game made with `options`; throws a RangeError when the list is not one a game can make. */
  constructor(options: SandGameOptions, moves: readonly SandMove[]) {
    if (!Array.isArray(moves)) throw new RangeError('moves: not an array');
    if (moves.length > MAX_MOVES) throw new RangeError(`moves: ${moves.length} is more than ${MAX_MOVES}`);
    let prev = 0;
    moves.forEach((m, i) => {
      if (!(Number.isInteger(m.tick) && m.tick >= prev)) throw new RangeError(`moves[${i}].tick ${m.tick} is before the tick ${prev} of the move before`);
      prev = m.tick;
    });
    this.moves = moves.map((m) => ({ ...m }));
    this.game = createSandGame(options);
  }

  /** The next move to place, or null once every move is placed. */
  get nextMove(): SandMove | null {
    return this.moves[this.placed] ?? null;
  }

  /** True once every move is placed and the board is at rest: stepping further changes nothing. */
  get finished(): boolean {
    return this.placed === this.moves.length && (this.game.atRest || this.settleFrames >= REPLAY_SETTLE_LIMIT);
  }

  /**
   * One step: places the next move if the game has reached its frame (several moves of one frame take one step each),
   * else runs one frame. After the last move it runs frames until the board is at rest. A move that does not fit, or
   * that comes after game over, throws a RangeError naming it.
   */
  step(): ReplayStep {
    const next = this.nextMove;
    if (next !== null && this.game.ticks === next.tick) {
      const index = this.placed;
      if (!this.game.place(next.slot, next.gx, next.gy)) throw new RangeError(`moves[${index}] (slot ${next.slot + 1} at ${next.gx}, ${next.gy}) does not fit`);
      this.placed++;
      return { kind: 'place', index, move: next };
    }
    if (next !== null && this.game.phase === 'over') throw new RangeError(`moves[${this.placed}] comes after the game is over`);
    if (this.finished) return { kind: 'end' };
    if (next === null) this.settleFrames++;
    return { kind: 'frame', events: this.game.tick() };
  }

  /** Steps until the next move is placed (or, after the last move, until the board is at rest); returns the clears on the way. */
  toNextPlacement(): ClearEvent[] {
    const events: ClearEvent[] = [];
    for (;;) {
      const s = this.step();
      if (s.kind === 'frame') events.push(...s.events);
      else return events;
    }
  }

  /** Steps to the end: every move placed and the board at rest; returns the clears on the way. */
  toEnd(): ClearEvent[] {
    const events: ClearEvent[] = [];
    while (!this.finished) events.push(...this.toNextPlacement());
    return events;
  }
}

/**
 * A replay of `moves` in a new game with `options`, at its first frame (nothing placed yet).
 * @source seed 004 §6-§11 through the game engine; stepping a replay is our own tool
 */
export function createMoveReplay(options: SandGameOptions, moves: readonly SandMove[]): MoveReplay {
  return new MoveReplay(options, moves);
}
