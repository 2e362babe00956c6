// What a bot is shown on its turn, and how its answer becomes an action: the view holds exactly what the rules let a
// player know (seed 003, 角色, 地图, 密钥, 道具); everything else is absent, not blanked.
import { ELEVATORS, ESCAPE_POD, KEY_MACHINES, MAP_EDGES, MAP_NODES, SPAWNS, SUPPLY_POINTS, ZONES, type Node } from './data/map';
import { nodeOf } from './map';
import { isMain, keyList, legalActions, type Action, type MatchState } from './match';
import type { ItemId, TrapKind } from './rules';

export { isMain };

/**
 * The actions the rules allow the player whose turn it is, in a fixed order: main actions, then secondary ones, then
 * ending the turn. A bot answers with a place in this list; a replay link stores the same places.
 */
export function turnActions(s: MatchState): Action[] {
  const all = legalActions(s);
  const end = all.filter((a) => a.type === 'endTurn');
  return [...all.filter(isMain), ...all.filter((a) => !isMain(a) && a.type !== 'endTurn'), ...end];
}

/** One allowed action as a bot sees it: the engine's action and whether it is the turn's main action. */
export type ViewAction = Action & { main: boolean };

/** The station as every player knows it from the rules and the map (it never changes during a game). */
export interface StationMap {
  nodes: readonly Node[];
  edges: readonly (readonly [Node, Node])[];
  elevators: { xy: readonly [number, number]; floors: readonly number[] }[];
  pod: Node;
  spawns: readonly Node[];
  keyMachines: readonly (readonly Node[])[];
  supplies: readonly Node[];
  zones: { name: string; failsAtEndOfRound: number; nodes: readonly Node[] }[];
}
export const STATION_MAP: StationMap = {
  nodes: MAP_NODES,
  edges: MAP_EDGES as unknown as (readonly [Node, Node])[],
  elevators: ELEVATORS.map((e) => ({ xy: e.xy, floors: e.floors })),
  pod: ESCAPE_POD,
  spawns: SPAWNS,
  keyMachines: KEY_MACHINES,
  supplies: SUPPLY_POINTS,
  zones: ZONES.map((z) => ({ name: z.name, failsAtEndOfRound: z.failsAtEndOfRound, nodes: z.nodes })),
};

/** What a bot is shown when asked for its next action. */
export interface BotView {
  round: number;
  lastRound: number;
  /** True once this turn's main action is used. */
  mainDone: boolean;
  me: {
    id: number;
    at: Node;
    hp: number;
    keys: number[];
    items: Record<ItemId, number>;
    /** Rounds of escape countdown left (0: none). */
    countdown: number;
    /** First round in which detect may be used again. */
    detectReadyAt: number;
  };
  /** Other players on my floor, alive: where they stand and their HP (seed 003, 角色; 地图: 视野). Keys and items never. */
  players: { id: number; at: Node; hp: number }[];
  /** Key drops on my floor, by place only (seed 003, 地图: 视野; what they hold is not seen). */
  drops: Node[];
  /** My own traps, wherever they are (seed 003, 道具). */
  myTraps: { at: Node; kind: TrapKind }[];
  /** Every live trap on the map, by place only: the rules let a player know their number and places (seed 003, 道具). */
  traps: Node[];
  /** The actions allowed now, main first, then secondary, then ending the turn; answer with an index into this list. */
  actions: ViewAction[];
  map: StationMap;
}

/**
 * The view of the player whose turn it is.
 * @source seed 003 角色, 地图, 密钥, 道具: only what the rules let a player know; the SDK document's message fields
 */
export function botView(s: MatchState): BotView {
  const me = s.players[s.turn];
  const floor = nodeOf(me.at)[0];
  const onFloor = (at: number) => nodeOf(at)[0] === floor;
  return {
    round: s.round,
    lastRound: s.lastRound,
    mainDone: s.mainDone,
    me: { id: me.id, at: nodeOf(me.at), hp: me.hp, keys: keyList(me.keys), items: { ...me.items }, countdown: me.countdown, detectReadyAt: me.detectReadyAt },
    players: s.players.filter((p) => p.id !== me.id && p.status === 'alive' && onFloor(p.at)).map((p) => ({ id: p.id, at: nodeOf(p.at), hp: p.hp })),
    drops: s.drops.filter((d) => onFloor(d.at)).map((d) => nodeOf(d.at)),
    myTraps: s.traps.filter((t) => t.owner === me.id).map((t) => ({ at: nodeOf(t.at), kind: t.kind })),
    traps: s.traps.map((t) => nodeOf(t.at)),
    actions: turnActions(s).map((a) => ({ ...a, main: isMain(a) })),
    map: STATION_MAP,
  };
}

/** A bot's answer as the sandbox gives it back (the shapes of src/lib/sandbox/host.ts SandboxReply). */
export type BotReply =
  | { kind: 'value'; value: unknown }
  | { kind: 'invalid'; preview: string }
  | { kind: 'error'; message: string }
  | { kind: 'timeout' }
  | { kind: 'crashed'; message: string };

/** Why a bot's turn ended as a turn of doing nothing; the page words each kind. */
export type NothingReason =
  | { kind: 'not-on-list'; answer: string }
  | { kind: 'error'; message: string }
  | { kind: 'timeout' }
  | { kind: 'crashed' }
  | { kind: 'not-loaded'; why: string }
  | { kind: 'silent'; since: number }
  | { kind: 'dawdling'; steps: number };

/**
 * The action a reply chooses, or why it chooses none. Any answer that is not the index of an action on the list, a
 * throw, a timeout or a crash ends the turn as a player who does nothing (seed 003 names no penalty; the platform's
 * communication document ends a turn on its "finish" message).
 */
export function readReply(actions: readonly Action[], r: BotReply | { kind: 'loaded'; what: string }): { action: Action } | { nothing: NothingReason } {
  switch (r.kind) {
    case 'value':
      if (typeof r.value === 'number' && Number.isInteger(r.value) && r.value >= 0 && r.value < actions.length) return { action: actions[r.value] };
      return { nothing: { kind: 'not-on-list', answer: JSON.stringify(r.value) ?? String(r.value) } };
    case 'invalid':
      return { nothing: { kind: 'not-on-list', answer: r.preview } };
    case 'error':
      return { nothing: { kind: 'error', message: r.message } };
    case 'timeout':
      return { nothing: { kind: 'timeout' } };
    case 'crashed':
      return { nothing: { kind: 'crashed' } };
    default:
      return { nothing: { kind: 'not-on-list', answer: r.kind } };
  }
}
