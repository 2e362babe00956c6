// The contest platform's replay JSON (saiblo-docs, docs/games/lostspace/replay.md), written from a game's choices and
// read back into them. The file is a list: the four spawn points, then one list per round holding one list of messages
// per player (its small turn), then a score per player id (higher wins). Positions are (x, y, z) with x and y counted
// from the centre of the pod floor, z as the rules' floors (z0 pod, z1 spawn, z2 lower): our [z, x, y] is [x-3, y-3, z].
import { SPAWNS, type Node } from './data/map';
import { recordRounds } from './bots';
import { turnActions } from './bot-view';
import { replayPicks } from './arena';
import { applyAction, createMatch, finalOrder, keyList, type Action, type MatchState } from './match';
import { isNode, nodeId, nodeOf } from './map';
import { DEFAULT_LAST_ROUND, ITEM_IDS, LONG_LAST_ROUND, PLAYER_COUNT, type ItemId } from './rules';

type Pos = [number, number, number];
export type ReplayMessage = { type: string; playerid?: number; [field: string]: unknown };
/** [spawns, ...rounds (each four lists of messages, by player id), scores]. */
export type PlatformReplay = [Pos[], ...(ReplayMessage[][] | Record<string, number>)[]];

const CENTRE = 3;
/**
 * Our [z, x, y] as the replay's (x, y, z), centred on the pod floor (replay.md, 坐标).
 * @source the SDK document's replay format (replay.md, 坐标)
 */
export const toReplayPos = (n: Node): Pos => [n[1] - CENTRE, n[2] - CENTRE, n[0]];
/** @source the SDK document's replay format (replay.md, 坐标) */
export const fromReplayPos = (p: readonly number[]): Node => [p[2], p[0] + CENTRE, p[1] + CENTRE];

/** The platform's item names (py-sdk.md, communication.md): the SDK's, not the rules document's. */
export const PLATFORM_ITEM: Record<ItemId, string> = { medkit: 'Kit', blink: 'Transport', landmine: 'LandMine', slime: 'Sticky' };
const tools = (items: Record<ItemId, number>) => Object.fromEntries(ITEM_IDS.map((i) => [PLATFORM_ITEM[i], items[i]]));

/** Messages saying what changed between two states: HP, deaths, respawns, escapes, keys, items, traps and drops gone. */
function changes(a: MatchState, b: MatchState, skipHp: number | null): ReplayMessage[] {
  const out: ReplayMessage[] = [];
  for (const [i, q] of b.players.entries()) {
    const p = a.players[i];
    const died = p.status === 'alive' && q.status !== 'alive' && q.status !== 'escaped';
    if (died) {
      const newDrop = !a.drops.some((d) => d.at === p.at);
      out.push(newDrop ? { type: 'died', playerid: i, box: toReplayPos(nodeOf(p.at)) } : { type: 'died', playerid: i });
      continue;
    }
    if (p.status !== 'alive' && q.status === 'alive') out.push({ type: 'regenerate', playerid: i, pos: toReplayPos(nodeOf(q.at)) });
    else if (q.hp !== p.hp && i !== skipHp) out.push({ type: 'hp_update', playerid: i, hp: q.hp });
    if (p.status !== 'escaped' && q.status === 'escaped') out.push({ type: 'escaped', playerid: i });
    const gained = q.keys & ~p.keys;
    if (gained && p.status === 'alive') out.push({ type: 'getkey', playerid: i, keyid: keyList(gained) });
    if (ITEM_IDS.some((k) => q.items[k] > p.items[k])) out.push({ type: 'tool_update', playerid: i, tools: tools(q.items) });
  }
  for (const t of a.traps)
    if (!b.traps.some((u) => u.at === t.at && u.owner === t.owner)) {
      const sprung = b.players.some((q) => q.at === t.at && q.id !== t.owner) && !b.events.slice(a.events.length).some((e) => e.kind === 'detect');
      out.push({ type: 'map_update', args: [sprung ? 'trap_trigger' : 'trap_destroy', toReplayPos(nodeOf(t.at)), PLATFORM_ITEM[t.kind]] });
    }
  for (const d of a.drops) if (!b.drops.some((e) => e.at === d.at)) out.push({ type: 'map_update', args: ['box_disappear', toReplayPos(nodeOf(d.at))] });
  return out;
}

/** The message an action writes itself (the changes it causes follow it). */
function actionMessage(s: MatchState, a: Action): ReplayMessage | null {
  const id = s.turn;
  const here = toReplayPos(nodeOf(s.players[id].at));
  switch (a.type) {
    case 'move':
      return { type: 'move', playerid: id, pos: toReplayPos(a.to) };
    case 'blink':
      return { type: 'flink', playerid: id, pos: toReplayPos(a.to) };
    case 'attack':
      return { type: 'attack', playerid: id, attack: [here, toReplayPos(nodeOf(s.players[a.target].at))] };
    case 'heal':
      return { type: 'kit', playerid: id, hp: 0 };
    case 'collect':
      return { type: 'inspect', playerid: id, pos: here, interprops: a.from === 'drop' ? 'Box' : 'Materials' };
    case 'getKey':
      return { type: 'keymachine', playerid: id, pos: here };
    case 'escape':
    case 'stopCountdown':
      return { type: 'escape_capsule', playerid: id, to_escape: a.type === 'escape' };
    case 'detect':
      return { type: 'detect', playerid: id, tar_pos: toReplayPos(a.at) };
    case 'placeTrap':
      return { type: 'place_trap', playerid: id, pos: here, trap_type: PLATFORM_ITEM[a.kind] };
    default:
      return null;
  }
}

const copy = (s: MatchState): MatchState => structuredClone(s);

/** A game (its end round and choices) as the platform's replay file. */
export function exportPlatformReplay(lastRound: number, picks: readonly number[]): PlatformReplay {
  const s = createMatch({ lastRound });
  const ends = recordRounds(s);
  const rounds: ReplayMessage[][][] = [];
  const list = (round: number, player: number) => ((rounds[round - 1] ??= Array.from({ length: PLAYER_COUNT }, () => []))[player] ??= []);
  list(1, 0);
  for (const i of picks) {
    const before = copy(s);
    const a = turnActions(s)[i];
    const msg = actionMessage(s, a);
    applyAction(s, a);
    const out = list(before.round, before.turn);
    if (msg) out.push(msg);
    const crossed = s.round !== before.round || s.over;
    const mid = crossed ? ends[before.round] : s;
    if (msg?.type === 'kit') msg.hp = mid.players[before.turn].hp;
    const changed = changes(before, mid, a.type === 'heal' ? before.turn : null);
    // An inspect of a supply point is always followed by the player's tools (replay.md), an empty search too.
    if (a.type === 'collect' && a.from === 'supply' && !changed.some((c) => c.type === 'tool_update'))
      changed.unshift({ type: 'tool_update', playerid: before.turn, tools: tools(mid.players[before.turn].items) });
    out.push(...changed);
    // What the new round's start did (respawns, escapes) goes in each player's own list of that round.
    if (crossed && !s.over) for (const m of changes(mid, s, null)) list(s.round, m.playerid ?? 0).push(m);
  }
  for (let r = 1; r <= s.round; r++) list(r, 0);
  const order = finalOrder(s);
  const scores = Object.fromEntries(order.map((id, place) => [String(id), PLAYER_COUNT - place]));
  return [SPAWNS.map(toReplayPos), ...rounds, scores] as PlatformReplay;
}

const isPos = (p: unknown): p is Pos => Array.isArray(p) && p.length === 3 && p.every((x) => Number.isInteger(x)) && isNode(fromReplayPos(p));

/** The engine's action for one message of a player's list, or null for messages that report results. */
function actionOf(s: MatchState, m: ReplayMessage, next: ReplayMessage | undefined): Action | null {
  const me = s.players[s.turn];
  switch (m.type) {
    case 'move':
    case 'flink':
      if (!isPos(m.pos)) throw new RangeError(`A ${m.type} message needs a position on the map.`);
      return { type: m.type === 'move' ? 'move' : 'blink', to: fromReplayPos(m.pos) };
    case 'attack': {
      const to = Array.isArray(m.attack) ? m.attack[1] : null;
      const target =
        next?.type === 'hp_update' || next?.type === 'died'
          ? Number(next.playerid)
          : s.players.find((q) => q.id !== me.id && isPos(to) && q.at === nodeIdOf(to))?.id;
      return { type: 'attack', target: target ?? -1 };
    }
    case 'kit':
      return { type: 'heal' };
    case 'inspect': {
      if (m.interprops === 'Box') return { type: 'collect', from: 'drop' };
      const got = next?.type === 'tool_update' && next.tools && typeof next.tools === 'object' ? (next.tools as Record<string, number>) : {};
      const item = ITEM_IDS.find((k) => got[PLATFORM_ITEM[k]] > me.items[k]) ?? ITEM_IDS.find((k) => me.items[k] === 0) ?? 'medkit';
      return { type: 'collect', from: 'supply', item };
    }
    case 'keymachine':
      return { type: 'getKey' };
    case 'escape_capsule':
      return m.to_escape ? { type: 'escape' } : { type: 'stopCountdown' };
    case 'detect':
      if (!isPos(m.tar_pos)) throw new RangeError('A detect message needs a position on the map.');
      return { type: 'detect', at: fromReplayPos(m.tar_pos) };
    case 'place_trap':
      return { type: 'placeTrap', kind: m.trap_type === 'Sticky' ? 'slime' : 'landmine' };
    default:
      return null;
  }
}
const nodeIdOf = (p: Pos) => nodeId(fromReplayPos(p));

/** Takes an action the file names, as its place in the allowed list; throws with the place in the file when it is not allowed. */
function takeFromFile(s: MatchState, a: Action, picks: number[], where: string): void {
  const list = turnActions(s);
  const i = list.findIndex((b) => JSON.stringify(b) === JSON.stringify(a));
  if (i < 0) throw new RangeError(`${where}: ${JSON.stringify(a)} is not allowed by the rules at that moment.`);
  picks.push(i);
  applyAction(s, list[i]);
}

/** Reads a platform replay file into the end round and the choices of its game (then replayPicks shows it). */
export function importPlatformReplay(text: string): { lastRound: number; picks: number[] } {
  const file: unknown = JSON.parse(text);
  if (!Array.isArray(file) || file.length < 3 || !Array.isArray(file[0]))
    throw new RangeError('Not a Lost Space replay: a list starting with the four spawn points.');
  const rounds = file.slice(1, -1) as unknown[];
  const lastRound = rounds.length > DEFAULT_LAST_ROUND ? LONG_LAST_ROUND : DEFAULT_LAST_ROUND;
  const s = createMatch({ lastRound });
  const picks: number[] = [];
  for (const [r, round] of rounds.entries()) {
    if (!Array.isArray(round)) throw new RangeError(`Round ${r + 1} is not a list.`);
    for (let player = 0; player < PLAYER_COUNT && !s.over; player++) {
      const msgs = (Array.isArray(round[player]) ? round[player] : []) as ReplayMessage[];
      if (s.round !== r + 1 || s.turn !== player) continue;
      for (const [k, m] of msgs.entries()) {
        if (!m || typeof m !== 'object' || s.turn !== player || s.round !== r + 1) continue;
        const a = actionOf(s, m, msgs[k + 1]);
        if (a) takeFromFile(s, a, picks, `Round ${r + 1}, player ${player}, message ${k + 1}`);
      }
      if (!s.over && s.round === r + 1 && s.turn === player) takeFromFile(s, { type: 'endTurn' }, picks, `Round ${r + 1}, player ${player}`);
    }
  }
  replayPicks(lastRound, picks);
  return { lastRound, picks };
}
