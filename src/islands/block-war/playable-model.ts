// The playable board's model (no DOM, no Preact): its URL parameters, the match a move list replays to, whose turn
// it is and the listed placements, the clear to flash after a move, the bot's answer, the marks on the board, the
// placement under a hovered cell, undo, and the sentence that ends a match. PlayableBoard.tsx lays it out.
import {
  BOTS,
  cellSetKey,
  currentLegal,
  currentPiece,
  currentPlayer,
  frameOf,
  newMatch,
  placementCells,
  playPlacement,
  checkStuck,
  dropCells,
  markOf,
  turnBoard,
  BATTLE_END,
  PLACEMENTS,
  type MatchState,
  type Placement,
  type Player,
  type BotName,
  toRedFrame as toRed,
} from '~/engines/block-war';
import { createRng } from '~/lib/rng';
import { choiceParam, textParam } from '~/lib/url-state';
import { seedParam } from './seed';
import type { CellMark, RowMark } from './BoardSvg';
import { linkOrder, MOVE_DIGITS, MOVES_PATTERN } from './codec';

export type Side = 'hand' | BotName;
export const SIDES: readonly Side[] = ['hand', 'random', 'greedy'];
export const SPECS = {
  pbSeed: seedParam('table'),
  pbBlue: choiceParam<Side>({ default: 'greedy', choices: SIDES }),
  pbMoves: textParam({
    default: '',
    pattern: MOVES_PATTERN,
    maxLength: PLACEMENTS * MOVE_DIGITS,
    describe: { en: 'a move list (pairs of base-36 digits)', 'zh-cn': '一串着法（每步两位 36 进制数字）' },
  }),
};

/** Replays a move list (indices into each turn's legal list); stops at the first index that is out of range. */
export function replayMoves(seed: string, moves: readonly number[]): { match: MatchState; used: number } {
  let m = checkStuck(newMatch(seed));
  let used = 0;
  for (const i of moves) {
    if (m.over) break;
    const legal = linkOrder(currentLegal(m));
    if (i < 0 || i >= legal.length) break;
    m = playPlacement(m, legal[i]);
    used++;
  }
  return { match: m, used };
}

/** Whose turn it is, the piece, the listed placements (in the link's order) and whether a hand places it. */
export interface Turn {
  player: Player | null;
  piece: MatchState['blocks'][number] | null;
  legal: Placement[];
  handToMove: boolean;
}

export function turnOf(match: MatchState, blue: Side): Turn {
  if (match.over) return { player: null, piece: null, legal: [], handToMove: false };
  const player = currentPlayer(match);
  return { player, piece: currentPiece(match), legal: linkOrder(currentLegal(match)), handToMove: player === 'red' || blue === 'hand' };
}

/** The board to flash after a move that cleared rows (in red's frame, the placed piece drawn, its full rows marked), or
 * null when the move cleared nothing. */
export function flashOf(before: MatchState, after: MatchState): { rows: string[]; marks: RowMark[] } | null {
  const rec = after.history[after.history.length - 1];
  if (!rec || rec.peaceCleared + rec.battleCleared === 0) return null;
  const placed = dropCells(frameOf(before.board, rec.player), rec.piece, rec.placement, markOf(rec.piece, rec.player));
  const marks: RowMark[] = [];
  for (let y = 0; y < BATTLE_END; y++) if (!placed[y].includes('.')) marks.push({ y: toRed(rec.player, 0, y).y, kind: 'full' });
  return { rows: rec.player === 'red' ? placed : turnBoard(placed), marks };
}

/** The bot's move as an index into the turn's list (the bot draws from seed `<seed>/<turn>`). */
export function botIndex(match: MatchState, t: Turn, bot: BotName, seed: string): number {
  const { player, piece, legal } = t;
  if (!player || !piece) return -1;
  const choice = BOTS[bot]({ rows: frameOf(match.board, player), piece, legal, combo: match.combo, player }, createRng(`${seed}/${match.turn}`));
  const key = cellSetKey(placementCells(piece, choice));
  return legal.findIndex((q) => cellSetKey(placementCells(piece, q)) === key);
}

/** The marks on the board (red's frame): the hand's legal cells and the shown placement, and the last piece placed. */
export function boardMarks(match: MatchState, t: Turn, shown: Placement | undefined, flashing: boolean): CellMark[] {
  const marks: CellMark[] = [];
  const { player, piece } = t;
  if (player && piece && t.handToMove) {
    for (const q of t.legal) for (const c of placementCells(piece, q)) marks.push({ ...toRed(player, c.x, c.y), kind: 'legal' });
    if (shown) for (const c of placementCells(piece, shown)) marks.push({ ...toRed(player, c.x, c.y), kind: 'preview' });
  }
  const last = match.history[match.history.length - 1];
  if (last && !flashing) for (const c of placementCells(last.piece, last.placement)) marks.push({ ...toRed(last.player, c.x, c.y), kind: 'placed' });
  return marks;
}

/**
 * The listed placement under a hovered cell (X, Y in red's frame): one covering the cell, centred there first, then in
 * direction `dir`; when none covers it, where the piece rests in that column (direction `dir` first, then nearest).
 */
export function pickIndex(t: Turn, X: number, Y: number, dir: number | undefined): number | null {
  const { player, piece } = t;
  if (!player || !piece || !t.handToMove) return null;
  const { x, y } = toRed(player, X, Y); // the 180-degree turn is its own inverse
  const all = t.legal.map((q, i) => ({ q, i }));
  const covering = all.filter(({ q }) => placementCells(piece, q).some((c) => c.x === x && c.y === y));
  const rank = ({ q }: { q: Placement }) => (q.x === x && q.y === y ? 0 : 2) + (q.dir === dir ? 0 : 1);
  covering.sort((a, b) => rank(a) - rank(b));
  if (covering.length) return covering[0].i;
  const column = all.filter(({ q }) => q.x === x);
  column.sort((a, b) => (a.q.dir === dir ? 0 : 1) - (b.q.dir === dir ? 0 : 1) || Math.abs(a.q.y - y) - Math.abs(b.q.y - y));
  return column.length ? column[0].i : null;
}

/** The move list after Undo: one placement back, two when a bot plays blue and its answer was the last. */
export function undoMoves(moves: readonly number[], used: number, match: MatchState, blue: Side): number[] {
  let n = used - 1;
  if (blue !== 'hand' && n > 0 && match.history[n]?.player === 'blue') n--;
  return moves.slice(0, Math.max(0, n));
}

/** How a finished match ended, in parts for the sentence: a draw, or the winner, why and the loser. */
export function endOf(
  match: MatchState,
): null | { draw: true } | { draw: false; winner: Player; why: 'no-legal-placement' | 'illegal-placement' | 'other'; loser: Player } {
  if (!match.over) return null;
  if (match.winner === 'draw') return { draw: true };
  const why = match.endReason === 'no-legal-placement' || match.endReason === 'illegal-placement' ? match.endReason : 'other';
  return { draw: false, winner: match.winner === 'blue' ? 'blue' : 'red', why, loser: match.loser === 'blue' ? 'blue' : 'red' };
}
