// The match's state (seed 003, 基本规则 and 角色): the players, the traps, key drops and supply points on the map, the
// event log, and who gets a turn this round. The other files of this folder read and change this state.
import { PLAYER_COUNT, type ItemId, type LastRound, type TrapKind } from '../rules';
import { LAST_ZONE_ROUND } from '../map';

export interface PlayerState {
  id: number;
  /** Node id (see map.ts); for a dead player, where they died (their view stays there, seed 003 地图). */
  at: number;
  hp: number;
  /** Keys held, one bit per key id. */
  keys: number;
  items: Record<ItemId, number>;
  status: 'alive' | 'dead' | 'escaped' | 'out';
  /** Round of the last death (or of leaving, for 'escaped' and 'out'). */
  round: number;
  /** Rounds of countdown left; 0 when not counting down. */
  countdown: number;
  /** Slimed: this round's turn (if still running) and turns up to this round are skipped. */
  stuckUntil: number;
  detectReadyAt: number;
  keyPickups: number;
  kills: number;
  deaths: number;
}

export interface Trap {
  at: number;
  owner: number;
  kind: TrapKind;
}
export interface Drop {
  at: number;
  keys: number;
}
export interface Supply {
  at: number;
  stock: number;
  /** Round at whose start one unit comes back; 0 when full. */
  regrowAt: number;
}
export interface GameEvent {
  round: number;
  player: number | null;
  kind: string;
  text: string;
}

export interface MatchState {
  round: number;
  lastRound: LastRound;
  /** Whose turn it is, or -1 once the game is over. */
  turn: number;
  mainDone: boolean;
  players: PlayerState[];
  traps: Trap[];
  drops: Drop[];
  supplies: Supply[];
  events: GameEvent[];
  over: boolean;
}

export class IllegalActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IllegalActionError';
  }
}

/** All four keys, one bit each: what the pod asks for (seed 003, 逃生舱). */
export const ALL_KEYS = (1 << PLAYER_COUNT) - 1;
/** A player's items at the start and after a death: none (seed 003, 角色). */
export const noItems = (): Record<ItemId, number> => ({ medkit: 0, blink: 0, landmine: 0, slime: 0 });
export const keyList = (mask: number): number[] => [0, 1, 2, 3].filter((k) => mask & (1 << k));

export const cloneMatch = (s: MatchState): MatchState => structuredClone(s);

/** Overtime: after the last zone has failed, deaths are final (seed 003, 基本规则, 地图). */
export const inOvertime = (round: number): boolean => round > LAST_ZONE_ROUND;

/** Adds a line to the game's log, in the current round. */
export function log(s: MatchState, player: number | null, kind: string, text: string): void {
  s.events.push({ round: s.round, player, kind, text });
}

/** Whether a player gets a turn this round: in play and not stuck in slime (seed 003, 角色, 道具). */
function canAct(s: MatchState, p: PlayerState): boolean {
  return p.status === 'alive' && p.stuckUntil < s.round;
}
/** Turns go in id order (seed 003, 基本规则): the first player from `id` on who may act, or -1. */
export function firstActorFrom(s: MatchState, id: number): number {
  for (let i = id; i < PLAYER_COUNT; i++) if (canAct(s, s.players[i])) return i;
  return -1;
}
