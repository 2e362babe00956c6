// What each action does (seed 003, 行动内容, 密钥, 逃生舱 and 道具), once whyIllegal has allowed it: in place
// (applyAction) or on a copy (act). Each effect says whether it ends the player's turn; a main action uses the turn's
// one main action; the turn passes on when it ends (rounds.ts).
import { KEY_MACHINE_AT, areAdjacent, nodeId, nodeLabel, nodeOf } from '../map';
import { ATTACK_DAMAGE, DETECT_COOLDOWN, ESCAPE_COUNTDOWN, MAX_HP, MEDKIT_HEAL, POINTS, SUPPLY_REGROW_ROUNDS, SUPPLY_STOCK, itemInfo } from '../rules';
import { die } from './deaths';
import { isMain, whyIllegal, type Action } from './legal';
import { nextTurn } from './rounds';
import { IllegalActionError, cloneMatch, keyList, log, type MatchState, type PlayerState } from './state';
import { enter } from './traps';

type Effect<T extends Action['type']> = (s: MatchState, p: PlayerState, a: Extract<Action, { type: T }>) => boolean;

/** Attack: fixed damage to the target, who may die (seed 003, 主要行动). */
const attack: Effect<'attack'> = (s, p, a) => {
  const t = s.players[a.target];
  t.hp -= ATTACK_DAMAGE;
  log(s, p.id, 'attack', `Player ${p.id} attacks player ${t.id}: ${ATTACK_DAMAGE} damage, ${Math.max(0, t.hp)} HP left.`);
  if (t.hp <= 0) die(s, t, p.id, 'attack');
  return false;
};

/** Move one edge or ride an elevator; an enemy trap there goes off (seed 003, 主要行动, 地图, 道具). */
const move: Effect<'move'> = (s, p, a) => {
  const to = nodeId(a.to);
  const ride = !areAdjacent(p.at, to);
  p.at = to;
  log(s, p.id, ride ? 'ride' : 'move', `Player ${p.id} ${ride ? 'rides the elevator' : 'moves'} to ${nodeLabel(a.to)}.`);
  // Arriving on the pod floor by elevator alerts everyone (seed 003, 地图).
  if (ride && a.to[0] === 0) log(s, p.id, 'alert', `Alert: player ${p.id} reached the pod floor by elevator.`);
  return enter(s, p);
};

/** A medkit heals up to full HP (seed 003, 主要行动, 道具). */
const heal: Effect<'heal'> = (s, p) => {
  p.items.medkit--;
  p.hp = Math.min(MAX_HP, p.hp + MEDKIT_HEAL);
  log(s, p.id, 'heal', `Player ${p.id} uses a medkit: ${p.hp} HP.`);
  return false;
};

/** Picking up a key drop: every key in it, duplicates thrown away, one key pick-up point (seed 003, 密钥, 排名规则). */
function collectDrop(s: MatchState, p: PlayerState): void {
  const i = s.drops.findIndex((d) => d.at === p.at);
  const got = s.drops[i].keys & ~p.keys;
  p.keys |= s.drops[i].keys;
  s.drops.splice(i, 1);
  p.keyPickups++;
  const what = got ? `new keys ${keyList(got).join(', ')}` : 'nothing new';
  log(s, p.id, 'pickup', `Player ${p.id} picks up a key drop (${what}; duplicates thrown away), +${POINTS.keyPickup} point.`);
}

/** Taking an item from a supply point; a full point starts regrowing when first taken from (seed 003, 地图, 道具). */
const collect: Effect<'collect'> = (s, p, a) => {
  if (a.from === 'drop') {
    collectDrop(s, p);
    return false;
  }
  const sp = s.supplies.find((d) => d.at === p.at)!;
  if (sp.stock > 0) {
    if (sp.stock === SUPPLY_STOCK) sp.regrowAt = s.round + SUPPLY_REGROW_ROUNDS;
    sp.stock--;
    p.items[a.item]++;
    log(s, p.id, 'collect', `Player ${p.id} takes a ${itemInfo(a.item).english} (stock now ${sp.stock}).`);
  } else log(s, p.id, 'collect', `Player ${p.id} searches an empty supply point and gets nothing.`);
  return false;
};

/** A key machine's key, one point; taking it ends the turn (seed 003, 密钥). */
const getKey: Effect<'getKey'> = (s, p) => {
  const k = KEY_MACHINE_AT[p.at];
  p.keys |= 1 << k;
  p.keyPickups++;
  log(s, p.id, 'key', `Player ${p.id} takes key ${k} from the machine, +${POINTS.keyPickup} point.`);
  return true;
};

/** Escaping starts the countdown and ends the turn (seed 003, 逃生舱). */
const escape: Effect<'escape'> = (s, p) => {
  p.countdown = ESCAPE_COUNTDOWN;
  log(s, p.id, 'escape', `Player ${p.id} starts the escape countdown.`);
  return true;
};

const stopCountdown: Effect<'stopCountdown'> = (s, p) => {
  p.countdown = 0;
  log(s, p.id, 'stop', `Player ${p.id} stops the countdown.`);
  return false;
};

/** Detect: an enemy trap on that node is destroyed; detect then cools down (seed 003, 次要行动). */
const detect: Effect<'detect'> = (s, p, a) => {
  const at = nodeId(a.at);
  p.detectReadyAt = s.round + DETECT_COOLDOWN;
  const i = s.traps.findIndex((t) => t.at === at && t.owner !== p.id);
  if (i >= 0) {
    log(s, p.id, 'detect', `Player ${p.id} detects and destroys player ${s.traps[i].owner}'s ${s.traps[i].kind} at ${nodeLabel(a.at)}.`);
    s.traps.splice(i, 1);
  } else log(s, p.id, 'detect', `Player ${p.id} detects ${nodeLabel(a.at)}: no enemy trap.`);
  return false;
};

/** A trap is laid on the player's own node (seed 003, 道具). */
const placeTrap: Effect<'placeTrap'> = (s, p, a) => {
  p.items[a.kind]--;
  s.traps.push({ at: p.at, owner: p.id, kind: a.kind });
  log(s, p.id, 'trap', `Player ${p.id} places a ${a.kind} at ${nodeLabel(nodeOf(p.at))}.`);
  return false;
};

/** Blink: one edge as a secondary action; an enemy trap there goes off (seed 003, 道具). */
const blink: Effect<'blink'> = (s, p, a) => {
  p.items.blink--;
  p.at = nodeId(a.to);
  log(s, p.id, 'blink', `Player ${p.id} blinks to ${nodeLabel(a.to)}.`);
  return enter(s, p);
};

const EFFECTS: { [T in Action['type']]: Effect<T> } = {
  attack,
  move,
  heal,
  collect,
  getKey,
  escape,
  stopCountdown,
  detect,
  placeTrap,
  blink,
  endTurn: () => true,
};

/** Does the action in place; throws IllegalActionError with the reason when it is not allowed. */
export function applyAction(s: MatchState, action: Action): void {
  const why = whyIllegal(s, action);
  if (why !== null) throw new IllegalActionError(`Player ${s.turn}, round ${s.round}: ${why}`);
  const p = s.players[s.turn];
  let endTurn = (EFFECTS[action.type] as Effect<Action['type']>)(s, p, action);
  if (isMain(action)) s.mainDone = true;
  if (p.status !== 'alive') endTurn = true;
  if (endTurn) nextTurn(s);
}

/** Copy-on-write form of applyAction. */
export function act(s: MatchState, action: Action): MatchState {
  const next = cloneMatch(s);
  applyAction(next, action);
  return next;
}
