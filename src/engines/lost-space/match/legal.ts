// The actions (seed 003, 行动内容: 主要行动 and 次要行动) and when each is allowed: one main action a turn (attack,
// move, heal, collect, get a key, escape, stop the countdown), secondary actions (detect, place a trap, blink) at
// will, and ending the turn. whyIllegal gives the reason an action is refused; legalActions lists those allowed.
import type { Node } from '../data/map';
import { KEY_MACHINE_AT, NEIGHBOURS, POD_ID, RIDES, areAdjacent, hasFailed, isElevator, isNode, nodeId, nodeLabel, nodeOf } from '../map';
import { ITEMS, itemInfo, type ItemId, type TrapKind } from '../rules';
import { ALL_KEYS, keyList, type MatchState, type PlayerState } from './state';

export type Action =
  | { type: 'attack'; target: number }
  | { type: 'move'; to: Node }
  | { type: 'heal' }
  | { type: 'collect'; from: 'supply'; item: ItemId }
  | { type: 'collect'; from: 'drop' }
  | { type: 'getKey' }
  | { type: 'escape' }
  | { type: 'stopCountdown' }
  | { type: 'detect'; at: Node }
  | { type: 'placeTrap'; kind: TrapKind }
  | { type: 'blink'; to: Node }
  | { type: 'endTurn' };

/** Main actions: one per turn (seed 003, 行动内容: 主要行动). */
const MAIN_ACTION_TYPES = ['attack', 'move', 'heal', 'collect', 'getKey', 'escape', 'stopCountdown'] as const satisfies readonly Action['type'][];
const MAIN_TYPES: readonly Action['type'][] = MAIN_ACTION_TYPES;
/** Whether an action is a main action (the rest but ending the turn are secondary; seed 003, 次要行动). */
export const isMain = (a: Action): boolean => MAIN_TYPES.includes(a.type);

type MainAction = Extract<Action, { type: (typeof MAIN_ACTION_TYPES)[number] }>;
type SecondaryAction = Extract<Action, { type: 'detect' | 'placeTrap' | 'blink' }>;

/** A move or blink target: a node of the map whose zone has not failed by the end of last round (seed 003, 地图). */
function badTarget(s: MatchState, to: Node): string | null {
  if (!isNode(to ?? [])) return `${JSON.stringify(to)} is not a node of the map.`;
  return hasFailed(nodeId(to), s.round - 1) ? `${nodeLabel(to)} is in a failed zone.` : null;
}

/** Why a main action is refused (seed 003, 主要行动, 密钥, 逃生舱), or null. */
function whyMainIllegal(s: MatchState, p: PlayerState, action: MainAction): string | null {
  if (s.mainDone) return 'The main action of this turn is already used.';
  switch (action.type) {
    case 'attack': {
      // Attack a player on your node or one edge away (seed 003, 主要行动).
      const t = s.players[action.target];
      if (!t || t.id === p.id) return 'Attack needs another player as target.';
      if (t.status !== 'alive') return `Player ${t.id} is not in play on the map.`;
      return t.at !== p.at && !areAdjacent(p.at, t.at) ? `Player ${t.id} is neither on your node nor one edge away.` : null;
    }
    case 'move': {
      // One edge, or one elevator ride between floors (seed 003, 主要行动, 地图).
      if (!isNode(action.to ?? [])) return badTarget(s, action.to);
      const to = nodeId(action.to);
      if (!areAdjacent(p.at, to) && !RIDES[p.at].includes(to))
        return `${nodeLabel(action.to)} is not one edge or one elevator ride from ${nodeLabel(nodeOf(p.at))}.`;
      return badTarget(s, action.to);
    }
    case 'heal':
      return p.items.medkit > 0 ? null : 'Heal needs a medkit.';
    case 'collect':
      return whyCollectIllegal(s, p, action);
    case 'getKey': {
      // A key machine gives its key to a player who lacks it (seed 003, 密钥).
      const k = KEY_MACHINE_AT[p.at];
      if (k < 0) return 'There is no key machine on your node.';
      return p.keys & (1 << k) ? `You already hold key ${k}.` : null;
    }
    case 'escape':
      // The pod, with all four keys (seed 003, 逃生舱).
      if (p.at !== POD_ID) return 'You are not on the escape pod.';
      return p.keys === ALL_KEYS ? null : `The pod needs all four keys; you hold ${keyList(p.keys).join(', ')}.`;
    case 'stopCountdown':
      return p.countdown > 0 ? null : 'No countdown is running.';
  }
}

/** Collecting: a key drop on your node, or an item from a supply point up to the carry limit (seed 003, 主要行动, 道具). */
function whyCollectIllegal(s: MatchState, p: PlayerState, action: Extract<Action, { type: 'collect' }>): string | null {
  if (action.from === 'drop') return s.drops.some((d) => d.at === p.at) ? null : 'There is no key drop on your node.';
  if (action.from !== 'supply') return 'Collect from "supply" or "drop".';
  if (!s.supplies.some((d) => d.at === p.at)) return 'There is no supply point on your node.';
  if (!ITEMS.some((i) => i.id === action.item)) return `Unknown item ${JSON.stringify(action.item)}.`;
  const info = itemInfo(action.item);
  return p.items[action.item] >= info.carry ? `You already carry the most ${info.english} allowed (${info.carry}).` : null;
}

/** Why a secondary action is refused (seed 003, 次要行动, 道具), or null. */
function whySecondaryIllegal(s: MatchState, p: PlayerState, action: SecondaryAction): string | null {
  switch (action.type) {
    case 'detect':
      // Detect a neighbouring node, then wait out the cooldown (seed 003, 次要行动).
      if (s.round < p.detectReadyAt) return `Detect is cooling down until round ${p.detectReadyAt}.`;
      if (!isNode(action.at ?? [])) return `${JSON.stringify(action.at)} is not a node of the map.`;
      return areAdjacent(p.at, nodeId(action.at)) ? null : `${nodeLabel(action.at)} is not one edge away.`;
    case 'placeTrap':
      // One trap a node, never on the pod, a key machine or an elevator (seed 003, 道具).
      if (action.kind !== 'landmine' && action.kind !== 'slime') return 'A trap is a landmine or a slime.';
      if (p.items[action.kind] <= 0) return `You carry no ${itemInfo(action.kind).english}.`;
      if (p.at === POD_ID || KEY_MACHINE_AT[p.at] >= 0 || isElevator(p.at)) return 'No traps on the escape pod, a key machine or an elevator.';
      return s.traps.some((t) => t.at === p.at) ? 'This node already has a trap.' : null;
    case 'blink':
      // Blink: one edge on the same floor, as a secondary action (seed 003, 道具).
      if (p.items.blink <= 0) return 'Blink needs a blink item.';
      if (!isNode(action.to ?? [])) return badTarget(s, action.to);
      return areAdjacent(p.at, nodeId(action.to)) ? badTarget(s, action.to) : `${nodeLabel(action.to)} is not one edge away on this floor.`;
  }
}

/** Why the current player may not do this, or null when it is legal. */
export function whyIllegal(s: MatchState, action: Action): string | null {
  if (s.over) return 'The game is over.';
  const p = s.players[s.turn];
  if (!p) return 'Nobody is to act.';
  if (!action || typeof action !== 'object') return 'Not an action.';
  // During the escape countdown a player may only stop it (seed 003, 逃生舱).
  if (p.countdown > 0 && action.type !== 'stopCountdown' && action.type !== 'endTurn')
    return 'During the escape countdown only "stop countdown" (or ending the turn) is allowed.';
  if (action.type === 'endTurn') return null;
  if (MAIN_TYPES.includes(action.type)) return whyMainIllegal(s, p, action as MainAction);
  if (action.type === 'detect' || action.type === 'placeTrap' || action.type === 'blink') return whySecondaryIllegal(s, p, action);
  return `Unknown action ${JSON.stringify((action as { type?: unknown }).type)}.`;
}

/** Every legal action of the current player, endTurn included (secondary moves listed once per target). */
export function legalActions(s: MatchState): Action[] {
  if (s.over) return [];
  const p = s.players[s.turn];
  const cands: Action[] = [
    { type: 'endTurn' },
    { type: 'heal' },
    { type: 'collect', from: 'drop' },
    { type: 'getKey' },
    { type: 'escape' },
    { type: 'stopCountdown' },
  ];
  for (const item of ITEMS) cands.push({ type: 'collect', from: 'supply', item: item.id });
  for (const q of s.players) if (q.id !== p.id) cands.push({ type: 'attack', target: q.id });
  for (const v of [...NEIGHBOURS[p.at], ...RIDES[p.at]]) cands.push({ type: 'move', to: nodeOf(v) });
  for (const v of NEIGHBOURS[p.at]) cands.push({ type: 'blink', to: nodeOf(v) }, { type: 'detect', at: nodeOf(v) });
  cands.push({ type: 'placeTrap', kind: 'landmine' }, { type: 'placeTrap', kind: 'slime' });
  return cands.filter((a) => whyIllegal(s, a) === null);
}
