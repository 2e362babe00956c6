// Lost Space (失落深空, seed 003): the public engine API used by pages, islands, tests and benches.
export type { Node } from './data/map';
export { MAP_NODES, MAP_EDGES, SUPPLY_POINTS, ELEVATORS, ESCAPE_POD, SPAWNS, KEY_MACHINES, ZONES } from './data/map';
export * from './rules';
export {
  shortestMoves,
  shortestRoute,
  safeRoute,
  routeTimeline,
  failedZones,
  hasFailed,
  nodeId,
  nodeOf,
  nodeLabel,
  isNode,
  LAST_ZONE_ROUND,
  FLOORS,
  SIZE,
  type RouteStep,
} from './map';
export { rankPlayers, rankingPoints, explainRanking, type RankEntry, type TieBreak } from './ranking';
export {
  createMatch,
  // @source seed 003 行动内容 (the ten actions and when each is allowed), 基本规则 (turns in id order)
  applyAction,
  // @source seed 003 行动内容, as applyAction on a copy
  act,
  // @source our own copy of a match state (for copy-on-write play)
  cloneMatch,
  // @source seed 003 行动内容 and 道具 (when an action is not allowed)
  whyIllegal,
  // @source seed 003 行动内容 (main and secondary actions, ending the turn)
  legalActions,
  // @source seed 003 排名规则 (escaped or not, the round, the points)
  results,
  // @source seed 003 排名规则, applied to the match's results
  finalOrder,
  visibleTo,
  inOvertime,
  // @source seed 003 密钥 (the keys a player holds)
  keyList,
  // @source seed 003 行动内容 (an action the rules do not allow)
  IllegalActionError,
  type Action,
  type MatchState,
  type PlayerState,
  type Trap,
  type Drop,
  type Supply,
  type GameEvent,
} from './match';
export { simulate, GOAL_BOT_HEAL_AT, randomBot, goalBot, BOTS, BOT_IDS, BOT_NAMES, type BotId, type Bot, type SimulatedGame } from './bots';
export { FLOOR_NAMES, PLANNER_PLACES, placeFeatures, placeName, zoneName } from './names';
export { hunterBot, HUNTER_TRAP_CHANCE } from './hunter';
export { keyTour, latestEscapingStart, tourEscapes, tourForMachines, type KeyTour, type TourStep } from './tour';
export { HIGHLIGHT_NAMES, highlightOf, matchHighlights, type HighlightKind } from './highlights';
export {
  botView,
  turnActions,
  isMain,
  readReply,
  STATION_MAP,
  type BotView,
  type BotReply,
  type NothingReason,
  type ViewAction,
  type StationMap,
} from './bot-view';
export {
  arenaGame,
  runArenaGame,
  replayPicks,
  encodePicks,
  decodePicks,
  tournamentSchedule,
  LINK_CHOICES,
  standings,
  type Seat,
  type ArenaGameSpec,
  type ArenaRequest,
  type ArenaAnswer,
  type ArenaGame,
  type NothingTurn,
  type Standing,
} from './arena';
export { exportPlatformReplay, importPlatformReplay, toReplayPos, fromReplayPos, PLATFORM_ITEM, type PlatformReplay, type ReplayMessage } from './replay';
