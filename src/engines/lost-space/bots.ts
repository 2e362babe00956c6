// Two bots and the match runner: a random legal player, a goal-directed one (keys, then the pod), and whole seeded games.
import type { Rng } from '~/lib/rng';
import { createRng } from '~/lib/rng';
import { KEY_MACHINE_AT, NEIGHBOURS, POD_ID, RIDES, hasFailed, nodeOf, searchFrom, ZONE_AT } from './map';
import { ZONES } from './data/map';
import { applyAction, createMatch, legalActions, visibleTo, watchRoundEnds, whyIllegal, type Action, type MatchState, type GameEvent } from './match';
import { MAX_HP, MEDKIT_HEAL, PLAYER_COUNT, type ItemId } from './rules';
import { hunterBot } from './hunter';

export type BotId = 'random' | 'goal' | 'hunter';
export const BOT_IDS: readonly BotId[] = ['random', 'goal', 'hunter'];
export const BOT_NAMES: Record<BotId, string> = { random: 'Random legal', goal: 'Goal-directed', hunter: 'Hunter' };

/** A bot picks the next action of the player whose turn it is; it is called until its turn ends. */
export type Bot = (s: MatchState, rng: Rng) => Action;

/**
 * Picks uniformly among all legal actions, ending the turn among them.
 * @source our own bot (no source defines one); it plays only legal actions of seed 003 行动内容
 */
export const randomBot: Bot = (s, rng) => {
  const all = legalActions(s);
  return all[rng.int(all.length)];
};

/** Nodes that will have failed by the end of this round count as walls for planning. */
function plan(s: MatchState, from: number) {
  return searchFrom(from, (id) => hasFailed(id, s.round));
}

function firstStep(prev: Int16Array, from: number, to: number): number {
  let v = to;
  while (prev[v] !== from && prev[v] !== -1) v = prev[v];
  return v;
}

const ALL_KEYS = (1 << PLAYER_COUNT) - 1;
/** The goal bot heals at or below this HP, where a medkit's whole 100 counts. */
export const GOAL_BOT_HEAL_AT = MAX_HP - MEDKIT_HEAL;

/**
 * Goal-directed: heal when low, attack a weaker enemy in reach, take items on the way, fetch every missing key from the
 * nearest machine or a visible drop, then walk to the pod and escape. It only reads what its player may see, plus its own state.
 * @source our own bot (no source defines one), over seed 003 密钥 and 逃生舱
 */
export const goalBot: Bot = (s, rng) => {
  const p = s.players[s.turn];
  const legal = (a: Action) => whyIllegal(s, a) === null;
  const end: Action = { type: 'endTurn' };
  if (p.countdown > 0) return end;
  if (s.mainDone) return end;
  if (p.hp <= GOAL_BOT_HEAL_AT && legal({ type: 'heal' })) return { type: 'heal' };
  if (p.keys === ALL_KEYS && legal({ type: 'escape' })) return { type: 'escape' };
  const k = KEY_MACHINE_AT[p.at];
  if (k >= 0 && legal({ type: 'getKey' })) return { type: 'getKey' };
  if (legal({ type: 'collect', from: 'drop' }) && s.drops.some((d) => d.at === p.at && d.keys & ~p.keys)) return { type: 'collect', from: 'drop' };
  const view = visibleTo(s, p.id);
  for (const e of view.players) {
    const a: Action = { type: 'attack', target: e.id };
    if (legal(a) && e.hp < p.hp) return a;
  }
  if (s.supplies.some((sp) => sp.at === p.at && sp.stock > 0)) {
    const want: ItemId[] = ['medkit', 'landmine', 'blink', 'slime'];
    for (const item of want) {
      const a: Action = { type: 'collect', from: 'supply', item };
      if (legal(a) && p.items[item] === 0) return a;
    }
  }
  const { dist, prev } = plan(s, p.at);
  // Targets: the pod with all keys; otherwise machines of missing keys and visible drops holding a missing key.
  const targets: number[] = [];
  if (p.keys === ALL_KEYS) targets.push(POD_ID);
  else {
    for (let node = 0; node < KEY_MACHINE_AT.length; node++) if (KEY_MACHINE_AT[node] >= 0 && !(p.keys & (1 << KEY_MACHINE_AT[node]))) targets.push(node);
    for (const d of s.drops) if (nodeOf(d.at)[0] === view.floor && d.keys & ~p.keys) targets.push(d.at);
  }
  let best = -1;
  for (const t of targets) if (dist[t] > 0 && (best < 0 || dist[t] < dist[best])) best = t;
  // Standing in a zone about to fail with nowhere to go: any step out will do.
  const mustLeave = ZONE_AT[p.at] >= 0 && ZONES[ZONE_AT[p.at]].failsAtEndOfRound <= s.round;
  if (best >= 0) {
    const step = firstStep(prev, p.at, best);
    const a: Action = { type: 'move', to: nodeOf(step) };
    if (legal(a)) return a;
  }
  if (mustLeave) {
    for (const v of [...NEIGHBOURS[p.at], ...RIDES[p.at]]) {
      const a: Action = { type: 'move', to: nodeOf(v) };
      if (!hasFailed(v, s.round) && legal(a)) return a;
    }
  }
  // Nothing to do: place a trap on a plain node now and then, else wait.
  if (rng.next() < 0.2) for (const kind of ['landmine', 'slime'] as const) if (legal({ type: 'placeTrap', kind })) return { type: 'placeTrap', kind };
  return end;
};

// The hunter lives in its own file and imports from this one; it is looked up late to avoid a load-order cycle.
export const BOTS: Record<BotId, Bot> = { random: randomBot, goal: goalBot, hunter: (s, rng) => hunterBot(s, rng) };

export interface SimulatedGame {
  /** State at the very end of each round (zones failed, next round not begun); [0] is the start of the game. */
  rounds: MatchState[];
  events: GameEvent[];
  final: MatchState;
}

/** Most actions one turn may take before the turn is ended for the player (our choice; the rules set no limit). */
export const MAX_STEPS_PER_TURN = 64;

/** The state list a game fills as it goes: [0] the start, then [r] the very end of round r (zones failed, next round not begun). */
export function recordRounds(s: MatchState): MatchState[] {
  const snap = (): MatchState => structuredClone({ ...s, events: [] });
  const rounds: MatchState[] = [snap()];
  watchRoundEnds(s, () => rounds.push(snap()));
  return rounds;
}

/**
 * Plays a whole game: bots by player id, one seeded generator for all their choices.
 * @source seed 003 rules through match.ts; the two bots are our own
 */
export function simulate(o: { seed: number | string; bots: readonly BotId[]; lastRound?: number }): SimulatedGame {
  if (o.bots.length !== PLAYER_COUNT || o.bots.some((b) => !BOT_IDS.includes(b)))
    throw new RangeError(`bots must list ${PLAYER_COUNT} of ${BOT_IDS.join(', ')}.`);
  const rng = createRng(o.seed);
  const s = createMatch({ lastRound: o.lastRound });
  const rounds = recordRounds(s);
  let steps = 0;
  let turn = s.turn;
  let round = s.round;
  while (!s.over) {
    const bot = BOTS[o.bots[s.turn]];
    // A bot that dawdles is made to end its turn (bots only return legal actions).
    const a = steps >= MAX_STEPS_PER_TURN ? ({ type: 'endTurn' } as Action) : bot(s, rng);
    applyAction(s, a);
    steps++;
    if (s.turn !== turn || s.round !== round) {
      steps = 0;
      turn = s.turn;
      round = s.round;
    }
  }
  return { rounds, events: s.events, final: s };
}
