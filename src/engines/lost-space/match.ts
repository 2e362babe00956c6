// The match (seed 003): the engine's public names for a game, gathered from the files of match/, one job each and in
// the order of the rules document:
// - match/state.ts: the state of a game (基本规则, 角色) and who may act;
// - match/legal.ts: the ten actions and when each is allowed (行动内容: 主要行动, 次要行动);
// - match/effects.ts: what each action does;
// - match/deaths.ts: a death, its key drop, no respawn in overtime (角色, 密钥, 逃生舱);
// - match/traps.ts: traps going off (道具);
// - match/rounds.ts: a new game, turns in id order, round end and start (基本规则, 地图, 逃生舱);
// - match/results.ts: each player's result and the final order (排名规则);
// - match/sight.ts: what a player sees (视野).
export {
  IllegalActionError,
  cloneMatch,
  inOvertime,
  keyList,
  type Drop,
  type GameEvent,
  type MatchState,
  type PlayerState,
  type Supply,
  type Trap,
} from './match/state';
export { isMain, legalActions, whyIllegal, type Action } from './match/legal';
export { act, applyAction } from './match/effects';
export { createMatch, watchRoundEnds } from './match/rounds';
export { finalOrder, results } from './match/results';
export { visibleTo } from './match/sight';
