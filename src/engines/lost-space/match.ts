// The match: state, the ten actions with their legality checks, turns in id order, round start and end (seed 003).
import { ZONES, type Node } from './data/map';
import {
  KEY_MACHINE_AT,
  LAST_ZONE_ROUND,
  NEIGHBOURS,
  POD_ID,
  RIDES,
  SPAWN_IDS,
  SUPPLY_IDS,
  ZONE_AT,
  areAdjacent,
  hasFailed,
  isElevator,
  isNode,
  nodeId,
  nodeLabel,
  nodeOf,
} from './map';
import { rankPlayers, rankingPoints } from './ranking';
import {
  ATTACK_DAMAGE,
  DEFAULT_LAST_ROUND,
  DETECT_COOLDOWN,
  ESCAPE_COUNTDOWN,
  ITEMS,
  LANDMINE_DAMAGE,
  LAST_ROUND_CHOICES,
  MAX_HP,
  MEDKIT_HEAL,
  PLAYER_COUNT,
  POINTS,
  RESPAWN_ROUNDS,
  SUPPLY_REGROW_ROUNDS,
  SUPPLY_STOCK,
  itemInfo,
  type ItemId,
  type LastRound,
  type TrapKind,
} from './rules';

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

const ALL_KEYS = (1 << PLAYER_COUNT) - 1;
const noItems = (): Record<ItemId, number> => ({ medkit: 0, blink: 0, landmine: 0, slime: 0 });
export const keyList = (mask: number): number[] => [0, 1, 2, 3].filter((k) => mask & (1 << k));

/** A new game at the start of round 1: everyone on their spawn with their own key and full HP (seed 003, 基本规则, 角色). */
export function createMatch(o: { lastRound?: number } = {}): MatchState {
  const lastRound = (o.lastRound ?? DEFAULT_LAST_ROUND) as LastRound;
  if (!LAST_ROUND_CHOICES.includes(lastRound)) throw new RangeError(`lastRound must be ${LAST_ROUND_CHOICES.join(' or ')} (RULINGS.md), not ${o.lastRound}.`);
  const players: PlayerState[] = SPAWN_IDS.map((at, id) => ({
    id,
    at,
    hp: MAX_HP,
    keys: 1 << id,
    items: noItems(),
    status: 'alive',
    round: 0,
    countdown: 0,
    stuckUntil: 0,
    detectReadyAt: 1,
    keyPickups: 0,
    kills: 0,
    deaths: 0,
  }));
  const state: MatchState = {
    round: 1,
    lastRound,
    turn: 0,
    mainDone: false,
    players,
    traps: [],
    drops: [],
    events: [],
    over: false,
    supplies: SUPPLY_IDS.map((at) => ({ at, stock: SUPPLY_STOCK, regrowAt: 0 })),
  };
  state.turn = firstActorFrom(state, 0);
  if (state.turn < 0) endRound(state);
  return state;
}

export const cloneMatch = (s: MatchState): MatchState => structuredClone(s);

/** Overtime: after the last zone has failed, deaths are final (seed 003, 基本规则, 地图). */
export const inOvertime = (round: number): boolean => round > LAST_ZONE_ROUND;

function log(s: MatchState, player: number | null, kind: string, text: string) {
  s.events.push({ round: s.round, player, kind, text });
}

/** Whether a player gets a turn this round. */
function canAct(s: MatchState, p: PlayerState): boolean {
  return p.status === 'alive' && p.stuckUntil < s.round;
}
function firstActorFrom(s: MatchState, id: number): number {
  for (let i = id; i < PLAYER_COUNT; i++) if (canAct(s, s.players[i])) return i;
  return -1;
}

/** Why the current player may not do this, or null when it is legal. */
export function whyIllegal(s: MatchState, action: Action): string | null {
  if (s.over) return 'The game is over.';
  const p = s.players[s.turn];
  if (!p) return 'Nobody is to act.';
  if (!action || typeof action !== 'object') return 'Not an action.';
  const mainUsed = s.mainDone ? 'The main action of this turn is already used.' : null;
  if (p.countdown > 0 && action.type !== 'stopCountdown' && action.type !== 'endTurn')
    return 'During the escape countdown only "stop countdown" (or ending the turn) is allowed.';
  switch (action.type) {
    case 'endTurn':
      return null;
    case 'attack': {
      if (mainUsed) return mainUsed;
      const t = s.players[action.target];
      if (!t || t.id === p.id) return 'Attack needs another player as target.';
      if (t.status !== 'alive') return `Player ${t.id} is not in play on the map.`;
      if (t.at !== p.at && !areAdjacent(p.at, t.at)) return `Player ${t.id} is neither on your node nor one edge away.`;
      return null;
    }
    case 'move': {
      if (mainUsed) return mainUsed;
      if (!isNode(action.to ?? [])) return `${JSON.stringify(action.to)} is not a node of the map.`;
      const to = nodeId(action.to);
      if (!areAdjacent(p.at, to) && !RIDES[p.at].includes(to))
        return `${nodeLabel(action.to)} is not one edge or one elevator ride from ${nodeLabel(nodeOf(p.at))}.`;
      if (hasFailed(to, s.round - 1)) return `${nodeLabel(action.to)} is in a failed zone.`;
      return null;
    }
    case 'heal':
      if (mainUsed) return mainUsed;
      return p.items.medkit > 0 ? null : 'Heal needs a medkit.';
    case 'collect': {
      if (mainUsed) return mainUsed;
      if (action.from === 'drop') return s.drops.some((d) => d.at === p.at) ? null : 'There is no key drop on your node.';
      if (action.from !== 'supply') return 'Collect from "supply" or "drop".';
      if (!s.supplies.some((d) => d.at === p.at)) return 'There is no supply point on your node.';
      if (!ITEMS.some((i) => i.id === action.item)) return `Unknown item ${JSON.stringify(action.item)}.`;
      if (p.items[action.item] >= itemInfo(action.item).carry)
        return `You already carry the most ${itemInfo(action.item).english} allowed (${itemInfo(action.item).carry}).`;
      return null;
    }
    case 'getKey': {
      if (mainUsed) return mainUsed;
      const k = KEY_MACHINE_AT[p.at];
      if (k < 0) return 'There is no key machine on your node.';
      return p.keys & (1 << k) ? `You already hold key ${k}.` : null;
    }
    case 'escape':
      if (mainUsed) return mainUsed;
      if (p.at !== POD_ID) return 'You are not on the escape pod.';
      return p.keys === ALL_KEYS ? null : `The pod needs all four keys; you hold ${keyList(p.keys).join(', ')}.`;
    case 'stopCountdown':
      if (mainUsed) return mainUsed;
      return p.countdown > 0 ? null : 'No countdown is running.';
    case 'detect': {
      if (s.round < p.detectReadyAt) return `Detect is cooling down until round ${p.detectReadyAt}.`;
      if (!isNode(action.at ?? [])) return `${JSON.stringify(action.at)} is not a node of the map.`;
      return areAdjacent(p.at, nodeId(action.at)) ? null : `${nodeLabel(action.at)} is not one edge away.`;
    }
    case 'placeTrap': {
      if (action.kind !== 'landmine' && action.kind !== 'slime') return 'A trap is a landmine or a slime.';
      if (p.items[action.kind] <= 0) return `You carry no ${itemInfo(action.kind).english}.`;
      if (p.at === POD_ID || KEY_MACHINE_AT[p.at] >= 0 || isElevator(p.at)) return 'No traps on the escape pod, a key machine or an elevator.';
      return s.traps.some((t) => t.at === p.at) ? 'This node already has a trap.' : null;
    }
    case 'blink': {
      if (p.items.blink <= 0) return 'Blink needs a blink item.';
      if (!isNode(action.to ?? [])) return `${JSON.stringify(action.to)} is not a node of the map.`;
      const to = nodeId(action.to);
      if (!areAdjacent(p.at, to)) return `${nodeLabel(action.to)} is not one edge away on this floor.`;
      if (hasFailed(to, s.round - 1)) return `${nodeLabel(action.to)} is in a failed zone.`;
      return null;
    }
    default:
      return `Unknown action ${JSON.stringify((action as { type?: unknown }).type)}.`;
  }
}

/** Does the action in place; throws IllegalActionError with the reason when it is not allowed. */
export function applyAction(s: MatchState, action: Action): void {
  const why = whyIllegal(s, action);
  if (why !== null) throw new IllegalActionError(`Player ${s.turn}, round ${s.round}: ${why}`);
  const p = s.players[s.turn];
  let endTurn = action.type === 'endTurn';
  switch (action.type) {
    case 'attack': {
      const t = s.players[action.target];
      t.hp -= ATTACK_DAMAGE;
      log(s, p.id, 'attack', `Player ${p.id} attacks player ${t.id}: ${ATTACK_DAMAGE} damage, ${Math.max(0, t.hp)} HP left.`);
      if (t.hp <= 0) die(s, t, p.id, 'attack');
      break;
    }
    case 'move': {
      const to = nodeId(action.to);
      const ride = !areAdjacent(p.at, to);
      p.at = to;
      log(s, p.id, ride ? 'ride' : 'move', `Player ${p.id} ${ride ? 'rides the elevator' : 'moves'} to ${nodeLabel(action.to)}.`);
      // Arriving on the pod floor by elevator alerts everyone (seed 003, 地图).
      if (ride && action.to[0] === 0) log(s, p.id, 'alert', `Alert: player ${p.id} reached the pod floor by elevator.`);
      endTurn = enter(s, p) || endTurn;
      break;
    }
    case 'heal':
      p.items.medkit--;
      p.hp = Math.min(MAX_HP, p.hp + MEDKIT_HEAL);
      log(s, p.id, 'heal', `Player ${p.id} uses a medkit: ${p.hp} HP.`);
      break;
    case 'collect':
      if (action.from === 'drop') {
        const i = s.drops.findIndex((d) => d.at === p.at);
        const got = s.drops[i].keys & ~p.keys;
        p.keys |= s.drops[i].keys;
        s.drops.splice(i, 1);
        p.keyPickups++;
        log(
          s,
          p.id,
          'pickup',
          `Player ${p.id} picks up a key drop (${got ? `new keys ${keyList(got).join(', ')}` : 'nothing new'}; duplicates thrown away), +${POINTS.keyPickup} point.`,
        );
      } else {
        const sp = s.supplies.find((d) => d.at === p.at)!;
        if (sp.stock > 0) {
          if (sp.stock === SUPPLY_STOCK) sp.regrowAt = s.round + SUPPLY_REGROW_ROUNDS;
          sp.stock--;
          p.items[action.item]++;
          log(s, p.id, 'collect', `Player ${p.id} takes a ${itemInfo(action.item).english} (stock now ${sp.stock}).`);
        } else log(s, p.id, 'collect', `Player ${p.id} searches an empty supply point and gets nothing.`);
      }
      break;
    case 'getKey': {
      const k = KEY_MACHINE_AT[p.at];
      p.keys |= 1 << k;
      p.keyPickups++;
      log(s, p.id, 'key', `Player ${p.id} takes key ${k} from the machine, +${POINTS.keyPickup} point.`);
      endTurn = true;
      break;
    }
    case 'escape':
      p.countdown = ESCAPE_COUNTDOWN;
      log(s, p.id, 'escape', `Player ${p.id} starts the escape countdown.`);
      endTurn = true;
      break;
    case 'stopCountdown':
      p.countdown = 0;
      log(s, p.id, 'stop', `Player ${p.id} stops the countdown.`);
      break;
    case 'detect': {
      const at = nodeId(action.at);
      p.detectReadyAt = s.round + DETECT_COOLDOWN;
      const i = s.traps.findIndex((t) => t.at === at && t.owner !== p.id);
      if (i >= 0) {
        log(s, p.id, 'detect', `Player ${p.id} detects and destroys player ${s.traps[i].owner}'s ${s.traps[i].kind} at ${nodeLabel(action.at)}.`);
        s.traps.splice(i, 1);
      } else log(s, p.id, 'detect', `Player ${p.id} detects ${nodeLabel(action.at)}: no enemy trap.`);
      break;
    }
    case 'placeTrap':
      p.items[action.kind]--;
      s.traps.push({ at: p.at, owner: p.id, kind: action.kind });
      log(s, p.id, 'trap', `Player ${p.id} places a ${action.kind} at ${nodeLabel(nodeOf(p.at))}.`);
      break;
    case 'blink':
      p.items.blink--;
      p.at = nodeId(action.to);
      log(s, p.id, 'blink', `Player ${p.id} blinks to ${nodeLabel(action.to)}.`);
      endTurn = enter(s, p) || endTurn;
      break;
  }
  if (action.type !== 'endTurn' && ['attack', 'move', 'heal', 'collect', 'getKey', 'escape', 'stopCountdown'].includes(action.type)) s.mainDone = true;
  if (p.status !== 'alive') endTurn = true;
  if (endTurn) nextTurn(s);
}

/** Copy-on-write form of applyAction. */
export function act(s: MatchState, action: Action): MatchState {
  const next = cloneMatch(s);
  applyAction(next, action);
  return next;
}

/** An enemy trap on the node a player just entered goes off and is destroyed (seed 003, 道具). Returns true when the turn ends. */
function enter(s: MatchState, p: PlayerState): boolean {
  const i = s.traps.findIndex((t) => t.at === p.at && t.owner !== p.id);
  if (i < 0) return false;
  const trap = s.traps[i];
  s.traps.splice(i, 1);
  if (trap.kind === 'landmine') {
    p.hp -= LANDMINE_DAMAGE;
    log(s, p.id, 'landmine', `Player ${p.id} sets off a landmine: ${LANDMINE_DAMAGE} damage, ${Math.max(0, p.hp)} HP left.`);
    // Our choice (no ruling): the trap's owner is credited with the kill.
    if (p.hp <= 0) die(s, p, trap.owner, 'landmine');
    return p.status !== 'alive';
  }
  // Slime: skip two turns, this one and the next (seed 003, 道具).
  p.stuckUntil = s.round + 1;
  log(s, p.id, 'slime', `Player ${p.id} is stuck in slime: this turn and the next are lost.`);
  return true;
}

/** Death: keys dropped where the player fell, items lost, countdown broken; final in overtime (seed 003, 密钥, 角色, 逃生舱). */
function die(s: MatchState, p: PlayerState, killer: number | null, cause: string): void {
  p.hp = 0;
  p.deaths++;
  p.countdown = 0;
  p.round = s.round;
  const drop = s.drops.find((d) => d.at === p.at);
  if (drop) drop.keys |= p.keys;
  else s.drops.push({ at: p.at, keys: p.keys });
  p.keys = 0;
  p.items = noItems();
  p.status = inOvertime(s.round) ? 'out' : 'dead';
  if (killer !== null) s.players[killer].kills++;
  log(
    s,
    p.id,
    'death',
    `Player ${p.id} dies (${cause}${killer !== null ? ` by player ${killer}` : ''})${p.status === 'out' ? ' in overtime: no respawn, out of the game' : `; back in ${RESPAWN_ROUNDS} rounds`}.`,
  );
}

function nextTurn(s: MatchState): void {
  s.mainDone = false;
  const next = firstActorFrom(s, s.turn + 1);
  if (next >= 0) s.turn = next;
  else endRound(s);
}

const ROUND_END_WATCHERS = new WeakMap<MatchState, (s: MatchState) => void>();

/**
 * Calls `watch` with the state at the very end of each round: after its zones failed, before the next round starts
 * (respawns, supplies and escapes happen at a round's start, seed 003). A tool's hook (the simulator keeps a state per
 * round); the rules never read it.
 */
export function watchRoundEnds(s: MatchState, watch: (s: MatchState) => void): void {
  ROUND_END_WATCHERS.set(s, watch);
}

/** End of a round: zones due fail and kill whoever stands inside; then the game ends or the next round starts. */
function endRound(s: MatchState): void {
  ZONES.forEach((z, zi) => {
    if (z.failsAtEndOfRound !== s.round) return;
    log(s, null, 'zone', `The ${z.name} (${z.chinese}) fails.`);
    for (const p of s.players) if (p.status === 'alive' && ZONE_AT[p.at] === zi) die(s, p, null, `inside the failing ${z.name}`);
  });
  const inPlay = s.players.some((p) => p.status === 'alive' || p.status === 'dead');
  if (s.round >= s.lastRound || !inPlay) {
    finish(s);
    ROUND_END_WATCHERS.get(s)?.(s);
    return;
  }
  ROUND_END_WATCHERS.get(s)?.(s);
  s.round++;
  startRound(s);
  s.turn = firstActorFrom(s, 0);
  if (s.turn < 0) endRound(s);
}

/** Start of a round: supply regrowth, respawns, countdowns ticking down to escape (seed 003, 地图, 角色, 逃生舱). */
function startRound(s: MatchState): void {
  for (const sp of s.supplies) {
    if (sp.regrowAt === s.round) {
      sp.stock++;
      sp.regrowAt = sp.stock < SUPPLY_STOCK ? s.round + SUPPLY_REGROW_ROUNDS : 0;
    }
  }
  for (const p of s.players) {
    if (p.status === 'dead' && s.round >= p.round + RESPAWN_ROUNDS) {
      Object.assign(p, { status: 'alive', hp: MAX_HP, keys: 1 << p.id, items: noItems(), at: SPAWN_IDS[p.id], stuckUntil: 0 });
      log(s, p.id, 'respawn', `Player ${p.id} respawns at their spawn point.`);
    }
    if (p.status === 'alive' && p.countdown > 0) {
      p.countdown--;
      if (p.countdown === 0) {
        p.status = 'escaped';
        p.round = s.round;
        log(s, p.id, 'escaped', `Player ${p.id} escapes.`);
      }
    }
  }
}

function finish(s: MatchState): void {
  s.over = true;
  s.turn = -1;
  for (const p of s.players) if (p.status === 'alive') p.round = s.round;
  log(s, null, 'end', `The game ends at the end of round ${s.round}.`);
}

/** Each player's result for the ranking: escaped or not, the round, and the points. */
export function results(s: MatchState): { id: number; escaped: boolean; round: number; points: number }[] {
  return s.players.map((p) => ({
    id: p.id,
    escaped: p.status === 'escaped',
    // Still alive at the end: ranked at the last round played (our choice, stated on the ranking page).
    round: p.status === 'alive' ? s.round : p.round,
    points: rankingPoints(p),
  }));
}
export const finalOrder = (s: MatchState): number[] => rankPlayers(results(s));

/** What a player can see (seed 003, 角色, 地图, 道具): players and drops on their floor, their own traps anywhere. */
export function visibleTo(s: MatchState, id: number) {
  const me = s.players[id];
  const floor = nodeOf(me.at)[0];
  const onFloor = (at: number) => nodeOf(at)[0] === floor;
  return {
    floor,
    players: s.players.filter((p) => p.id !== id && p.status === 'alive' && onFloor(p.at)).map((p) => ({ id: p.id, at: nodeOf(p.at), hp: p.hp })),
    drops: s.drops.filter((d) => onFloor(d.at)).map((d) => nodeOf(d.at)),
    ownTraps: s.traps.filter((t) => t.owner === id).map((t) => ({ at: nodeOf(t.at), kind: t.kind })),
  };
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
