// Block War engine (方块大战, seed 001): the public API that islands, pages and tests use.
export { PIECES, DIRS, PIECE_OFFSETS, PEACE_POINTS, BATTLE_POINTS, type Piece, type Dir, type Offset } from './data/pieces';
export {
  ROWS,
  COLS,
  PEACE_END,
  BATTLE_END,
  LIMIT_ROW,
  EMPTY,
  EMPTY_ROW,
  emptyBoard,
  pieceOffsets,
  placementCells,
  cellSetKey,
  shapeKey,
  equivalentDirections,
  equivalentPlacements,
  legalPlacements,
  isLegalPlacement,
  clearRows,
  dropCells,
  applyPlacement,
  turnBoard,
  boardFromLines,
  assertBoard,
  type Placement,
  type Cell,
  type ClearResult,
} from './board';
export { placementPoints, pointsParts, nextCombo } from './scoring';
export {
  PACKAGES,
  PLACEMENTS,
  ROUNDS,
  blockList,
  playerOf,
  frameOf,
  markOf,
  newMatch,
  currentPlayer,
  currentPiece,
  currentLegal,
  checkStuck,
  playPlacement,
  playMatch,
  type Player,
  type EndReason,
  type MoveRecord,
  type MatchState,
  type BotView,
  type Bot,
} from './match';
export { randomBot, greedyBot, greedyValue, holes, frontier, BOTS, type BotName } from './bots';
export { JUDGE_SWEEPS } from './board';
export { MAX_PIECE_ROWS, fullRowsReachable } from './board';
export { roundOfTurn } from './match';
export { matchSteps } from './match';
export { SEARCH_BEAM, searchBot, ARENA_BOTS, roundRobin, exportReplay, importReplay, type ArenaBotName, type Standing, type ReplayFile } from './arena';
export { forfeit } from './match';
