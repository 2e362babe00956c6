// Sand blocks engine (seed 004): the public API that islands, pages, tests and the bench use.
export * from './constants';
export {
  createSandWorld,
  movablePixels,
  floatingPixels,
  STABILITY_RULES,
  type SandWorld,
  type SandWorldOptions,
  type UpdateOrder,
  type RecheckMode,
  type StabilityRule,
} from './world';
export {
  labelClusters,
  findSpanningClusters,
  spanningClusterPixels,
  logicalGrid,
  findSpanningClustersOnLogicalGrid,
  type Cluster,
  type ClusterMap,
} from './clusters';
export { SHAPES, SHAPE_CELLS, SevenBag, drawPiece, pieceSize, rotationStates, type Shape, type Piece, type CellOffset } from './pieces';
export { SCORE_FORMULAS, SCORE_FORMULA_TEXT, baseScore, chainScore, cellsFromPixels, type ScoreFormula } from './scoring';
export {
  SandGame,
  createSandGame,
  LATE_PIECE_RULES,
  LATE_PIECE_TAG,
  CHECK_TIMINGS,
  type CheckTiming,
  type SandGameOptions,
  type GamePhase,
  type ClearEvent,
  type LatePieceRule,
} from './game';
export { pourBlock, pourStart, measurePile, trianglePileScene, type PileMeasure } from './pile';
export { latePieceExample, LATE_EXAMPLE_FIRST_COLOUR, LATE_EXAMPLE_LATE_COLOUR, LATE_EXAMPLE_STRIP_CELLS, type LatePieceExample } from './late-piece';
export { encodeMoves, decodeMoves, decodeMoveList, replayMoves, undoLastMove, MAX_MOVES, MAX_TICK_GAP, UNDO_MARK, type MoveListFlags } from './moves';
export { dailySeed, dailyDateOfSeed, utcDateText } from './daily';
export type { SandMove } from './game';
export { MoveReplay, createMoveReplay, REPLAY_SETTLE_LIMIT, type ReplayStep } from './replay';
export { settledDrop, dropHeightPiles, type DropHeightPile } from './drop-height';
