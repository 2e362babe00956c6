// Key tours: from a spawn, the order of key machines that reaches the escape pod with all four keys soonest, round by
// round, under the engine's movement rules (one move or elevator ride per round, a key takes a turn of its own, zones
// failed by the round you get there are walls). Brute force over the orders and the machine of each key (our tool).
import { KEY_MACHINES, SPAWNS, type Node } from './data/map';
import { POD_ID, RIDES, nodeId, nodeOf, safeRoute } from './map';
import { ESCAPE_COUNTDOWN, PLAYER_COUNT } from './rules';

export interface TourStep {
  /** The round in which this happens. */
  round: number;
  action: 'move' | 'ride' | 'getKey' | 'escape';
  /** Where the player is after the action. */
  node: Node;
  /** The key taken (getKey only). */
  key?: number;
}

export interface KeyTour {
  spawn: number;
  /** The tour starts once this round has ended (0: the start of the game). */
  afterRound: number;
  /** The machines visited, in order: one per key the player does not start with. */
  machines: { key: number; node: Node }[];
  steps: TourStep[];
  /** The round in which the player reaches the pod with all four keys. */
  podRound: number;
  /** The round of the escape action (the next turn: a move and the escape are both main actions, seed 003 行动内容). */
  escapeRound: number;
  /** The round at whose start the player has escaped: the countdown runs ESCAPE_COUNTDOWN rounds (seed 003 逃生舱). */
  goneAtStartOf: number;
}

function checkSpawn(spawn: number): void {
  if (!Number.isInteger(spawn) || spawn < 0 || spawn >= SPAWNS.length) throw new RangeError(`spawn ${spawn} must be 0-${SPAWNS.length - 1}.`);
}
function checkRound(afterRound: number): void {
  if (!Number.isInteger(afterRound) || afterRound < 0) throw new RangeError(`afterRound ${afterRound} must be a whole number of at least 0.`);
}

/**
 * The tour that visits the given machines in order, each leg the shortest safe route from the round the last action
 * ended (safeRoute), a getKey turn at each machine, then the pod. Null when some leg has no safe route.
 * A player starts on their spawn holding only their own key (seed 003 密钥); a getKey ends the turn (seed 003 行动内容).
 */
export function tourForMachines(spawn: number, machines: readonly { key: number; node: Node }[], o: { afterRound?: number } = {}): KeyTour | null {
  checkSpawn(spawn);
  const afterRound = o.afterRound ?? 0;
  checkRound(afterRound);
  const need = new Set(Array.from({ length: PLAYER_COUNT }, (_, k) => k).filter((k) => k !== spawn));
  for (const m of machines) {
    if (!need.delete(m.key) || !KEY_MACHINES[m.key]?.some((n) => nodeId(n) === nodeId(m.node)))
      throw new RangeError(`machines must name each missing key once, at one of its machines (key ${m.key}).`);
  }
  if (need.size > 0) throw new RangeError(`machines must name every missing key: ${[...need].join(', ')} missing.`);
  const steps: TourStep[] = [];
  let at: Node = SPAWNS[spawn];
  let round = afterRound;
  const walk = (to: Node): boolean => {
    const r = safeRoute(at, to, { afterRound: round });
    if (!r) return false;
    for (let i = 1; i < r.length; i++) {
      round++;
      steps.push({ round, action: RIDES[nodeId(r[i - 1])].includes(nodeId(r[i])) ? 'ride' : 'move', node: r[i] });
    }
    at = to;
    return true;
  };
  for (const m of machines) {
    if (!walk(m.node)) return null;
    round++;
    steps.push({ round, action: 'getKey', node: m.node, key: m.key });
  }
  if (!walk(nodeOf(POD_ID))) return null;
  const podRound = round;
  steps.push({ round: podRound + 1, action: 'escape', node: nodeOf(POD_ID) });
  return {
    spawn,
    afterRound,
    machines: machines.map((m) => ({ ...m })),
    steps,
    podRound,
    escapeRound: podRound + 1,
    goneAtStartOf: podRound + 1 + ESCAPE_COUNTDOWN,
  };
}

function* permutations<T>(xs: readonly T[]): Generator<T[]> {
  if (xs.length <= 1) {
    yield [...xs];
    return;
  }
  for (let i = 0; i < xs.length; i++) for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) yield [xs[i], ...rest];
}

/**
 * The soonest key tour from a spawn: every order of the missing keys and every choice of machine for each (3! x 2^3
 * tours), the one reaching the pod in the earliest round; ties go to the first found (keys in increasing order, the
 * spawn-floor machine first).
 * @source seed 003 密钥, 地图 and 逃生舱 under the engine's movement rules; the brute-force search is our own tool
 */
export function keyTour(spawn: number, o: { afterRound?: number } = {}): KeyTour | null {
  checkSpawn(spawn);
  checkRound(o.afterRound ?? 0);
  const missing = Array.from({ length: PLAYER_COUNT }, (_, k) => k).filter((k) => k !== spawn);
  let best: KeyTour | null = null;
  for (const order of permutations(missing)) {
    for (let pick = 0; pick < 1 << order.length; pick++) {
      const machines = order.map((key, i) => ({ key, node: KEY_MACHINES[key][(pick >> i) & 1] }));
      const t = tourForMachines(spawn, machines, o);
      if (t && (!best || t.podRound < best.podRound)) best = t;
    }
  }
  return best;
}

/**
 * Whether a tour escapes before the game ends: the player leaves at the start of round goneAtStartOf, and the last round
 * to start is the game's last round (100, or 110 with overtime: RULINGS.md, Lost Space, end of game).
 */
export function tourEscapes(tour: KeyTour, lastRound: number): boolean {
  return tour.goneAtStartOf <= lastRound;
}

/**
 * The latest start round (a tour begun once that round has ended) from which the spawn's soonest tour still escapes by
 * the given last round; null when no start round does. Scans every start round (our tool).
 * @source seed 003 地图 (zones failing by round) and 逃生舱; the search is our own tool
 */
export function latestEscapingStart(spawn: number, lastRound: number): number | null {
  checkSpawn(spawn);
  for (let after = lastRound; after >= 0; after--) {
    const t = keyTour(spawn, { afterRound: after });
    if (t && tourEscapes(t, lastRound)) return after;
  }
  return null;
}
