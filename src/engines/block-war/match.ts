// A whole Block War match: block list from a seed, red first, blue's frame turned 180 degrees, rounds, combo,
// losses and the result (seed 001 "Package", "回合制", "胜负判定"; RULINGS.md "Block War").
import { createRng, shuffled, type Rng } from '~/lib/rng';
import { PIECES, type Piece } from './data/pieces';
import { applyPlacement, COLS, emptyBoard, isListedAction, legalPlacements, ROWS, turnBoard, type Placement } from './board';
import { nextCombo, placementPoints } from './scoring';

export type Player = 'red' | 'blue';
/** 80 packages of 7 (seed 001 "Package"). */
export const PACKAGES = 80;
export const PLACEMENTS = PACKAGES * PIECES.length;
export const ROUNDS = PLACEMENTS / 2;

/** The block list: 80 packages, each the seven pieces in a shuffled order (seed 001 "Package"). */
export function blockList(seed: number | string, packages: number = PACKAGES): Piece[] {
  const rng = createRng(seed);
  const out: Piece[] = [];
  for (let i = 0; i < packages; i++) out.push(...shuffled(PIECES, rng));
  return out;
}

/** Placement number t (0-based) belongs to red when t is even: red moves first in every round (seed 001 "回合制"). */
export function playerOf(turn: number): Player {
  return turn % 2 === 0 ? 'red' : 'blue';
}

/** A player's own frame of the shared board (stored in red's frame); blue's is turned 180 degrees (RULINGS.md). */
export function frameOf(board: readonly string[], player: Player): string[] {
  return player === 'red' ? board.slice() : turnBoard(board);
}

/** A cell of a player's frame in red's frame: blue's frame is red's turned 180 degrees, so the turn is its own inverse (RULINGS.md). */
export function toRedFrame(player: Player, x: number, y: number): { x: number; y: number } {
  return player === 'red' ? { x, y } : { x: COLS - 1 - x, y: ROWS - 1 - y };
}

/**
 * Red's pieces are kept as capital letters and blue's as small letters, so a drawing can colour cells by owner.
 * @source our own drawing convention (capital for red, small for blue); seed 001 has the two players
 */
export function markOf(piece: Piece, player: Player): string {
  return player === 'red' ? piece : piece.toLowerCase();
}

export type EndReason = 'all-blocks-placed' | 'no-legal-placement' | 'illegal-placement' | 'timeout' | 'bot-error';

export interface MoveRecord {
  turn: number;
  round: number;
  player: Player;
  piece: Piece;
  placement: Placement;
  peaceCleared: number;
  battleCleared: number;
  comboAtRoundStart: number;
  points: number;
  /** Board after the move and its clear, in red's frame. */
  board: string[];
  /** Scores after the move: [red, blue]. */
  scores: [number, number];
  /** Combo after this move (it changes only after blue's move). */
  combo: number;
}

export interface MatchState {
  /** The shared board in red's frame. */
  board: string[];
  blocks: Piece[];
  /** Placements made so far; the next piece is blocks[turn]. */
  turn: number;
  scores: [number, number];
  combo: number;
  /** Battle rows red cleared in the current round (to update the combo after blue). */
  redBattleThisRound: number;
  over: boolean;
  winner: Player | 'draw' | null;
  endReason: EndReason | null;
  /** Who lost by rule (no legal placement or illegal placement), if anyone. */
  loser: Player | null;
  history: MoveRecord[];
}

/** @source seed 001 Package and 回合制: a block list from the seed, red moves first */
export function newMatch(seed: number | string): MatchState {
  return {
    board: emptyBoard(),
    blocks: blockList(seed),
    turn: 0,
    scores: [0, 0],
    combo: 0,
    redBattleThisRound: 0,
    over: false,
    winner: null,
    endReason: null,
    loser: null,
    history: [],
  };
}

/**
 * The round (1-ROUNDS) that placement number `turn` (0-based) belongs to; after the last placement, the last round.
 * @source seed 001 回合制: two placements per round, one per player
 */
export function roundOfTurn(turn: number): number {
  if (!Number.isInteger(turn) || turn < 0) throw new RangeError('turn must be a whole number');
  return Math.min(Math.floor(turn / 2) + 1, ROUNDS); // two placements per round, red first (seed 001 "回合制")
}

/** @source seed 001 回合制: red and blue alternate, red first */
export function currentPlayer(m: MatchState): Player {
  return playerOf(m.turn);
}

/** @source seed 001 Package: both players place the same block list in order */
export function currentPiece(m: MatchState): Piece {
  return m.blocks[m.turn];
}

const legalCache = new WeakMap<MatchState, Placement[]>();

/**
 * The legal placements of the player to move, in that player's frame (remembered per state: states never change).
 * @source seed 001 落块规则, in the mover's frame (RULINGS.md Block War)
 */
export function currentLegal(m: MatchState): Placement[] {
  let legal = legalCache.get(m);
  if (!legal) {
    legal = legalPlacements(frameOf(m.board, currentPlayer(m)), currentPiece(m));
    legalCache.set(m, legal);
  }
  return legal;
}

function finish(m: MatchState, reason: EndReason, loser: Player | null): MatchState {
  let winner: Player | 'draw';
  if (loser) winner = loser === 'red' ? 'blue' : 'red';
  else if (m.scores[0] === m.scores[1])
    winner = 'draw'; // RULINGS.md: a score tie is a draw in the simulator
  else winner = m.scores[0] > m.scores[1] ? 'red' : 'blue';
  return { ...m, over: true, winner, endReason: reason, loser };
}

/** The player to move loses at once: its program ran out of time or failed (seed 001 "胜负判定": such programs lose). */
export function forfeit(m: MatchState, reason: 'timeout' | 'bot-error' | 'illegal-placement'): MatchState {
  if (m.over) return m;
  return finish(m, reason, currentPlayer(m));
}

/** Ends the match if the player to move has no legal placement: that player overflows and loses (RULINGS.md). */
export function checkStuck(m: MatchState): MatchState {
  if (m.over) return m;
  if (m.turn >= m.blocks.length) return finish(m, 'all-blocks-placed', null);
  if (currentLegal(m).length === 0) return finish(m, 'no-legal-placement', currentPlayer(m));
  return m;
}

/**
 * Plays one placement for the player to move, given in that player's frame. An illegal placement, including one not
 * exactly among the listed actions, loses at once (seed 001 "胜负判定" 2; RULINGS.md (Block War)). Scores with the combo at the round's start; after blue's move the combo updates.
 */
export function playPlacement(m0: MatchState, p: Placement): MatchState {
  const m = checkStuck(m0);
  if (m.over) return m;
  const player = currentPlayer(m);
  const piece = currentPiece(m);
  const frame = frameOf(m.board, player);
  const legal = currentLegal(m);
  // Only a listed (x, y, direction) is legal; the same cells under another tuple loses (RULINGS.md (Block War)).
  if (!isListedAction(legal, p)) return finish(m, 'illegal-placement', player);
  const r = applyPlacement(frame, piece, p, markOf(piece, player));
  const points = placementPoints(r.peaceCleared, r.battleCleared, m.combo);
  const board = player === 'red' ? r.rows : turnBoard(r.rows);
  const scores: [number, number] = player === 'red' ? [m.scores[0] + points, m.scores[1]] : [m.scores[0], m.scores[1] + points];
  const combo = player === 'blue' ? nextCombo(m.combo, m.redBattleThisRound, r.battleCleared) : m.combo;
  const rec: MoveRecord = {
    turn: m.turn,
    round: Math.floor(m.turn / 2) + 1,
    player,
    piece,
    placement: p,
    peaceCleared: r.peaceCleared,
    battleCleared: r.battleCleared,
    comboAtRoundStart: m.combo,
    points,
    board,
    scores,
    combo,
  };
  const next: MatchState = {
    ...m,
    board,
    turn: m.turn + 1,
    scores,
    combo,
    redBattleThisRound: player === 'red' ? r.battleCleared : 0,
    history: [...m.history, rec],
  };
  return checkStuck(next);
}

/** What a bot sees: its own frame, its piece, its legal placements and the match numbers. */
export interface BotView {
  rows: string[];
  piece: Piece;
  legal: Placement[];
  combo: number;
  player: Player;
  /** The mover's own next piece, when known (the whole block list is public: seed 001 "Package"). */
  next?: Piece;
}

export type Bot = (view: BotView, rng: Rng) => Placement;

/**
 * A whole match between two bots, one state per placement: yields the state after each placement, the last one over
 * (an interface that lets a page spread the work over many short tasks). Each bot gets its own generator derived
 * from the seed, so the states are the same whoever consumes them and however fast.
 * @source seed 001 回合制 and 胜负判定, one placement at a time
 */
export function* matchSteps(seed: number | string, red: Bot, blue: Bot): Generator<MatchState, void, void> {
  let m = checkStuck(newMatch(seed));
  const rngs = { red: createRng(`${seed}/red`), blue: createRng(`${seed}/blue`) };
  const bots = { red, blue };
  if (m.over) yield m;
  while (!m.over) {
    const player = currentPlayer(m);
    const rows = frameOf(m.board, player);
    const piece = currentPiece(m);
    const legal = currentLegal(m);
    const choice = bots[player]({ rows, piece, legal, combo: m.combo, player, next: m.blocks[m.turn + 2] }, rngs[player]);
    m = playPlacement(m, choice);
    yield m;
  }
}

/**
 * Plays a whole match between two bots; each bot gets its own generator derived from the seed.
 * @source seed 001 回合制 and 胜负判定
 */
export function playMatch(seed: number | string, red: Bot, blue: Bot): MatchState {
  let last: MatchState | undefined;
  for (const m of matchSteps(seed, red, blue)) last = m;
  return last!;
}
