// The station graph: node ids, edges, elevators, zones failing by round, and shortest routes (BFS over moves and rides).
import { ELEVATORS, ESCAPE_POD, KEY_MACHINES, MAP_EDGES, MAP_NODES, SPAWNS, SUPPLY_POINTS, ZONES, type Node } from './data/map';

export type { Node };
/** Floors are 7 x 7 lattices (seed 003, 地图). */
export const FLOORS = 3;
export const SIZE = 7;

/**
 * A node as one integer, z * 49 + x * 7 + y.
 * @source our own numbering of seed 003's map nodes [z, x, y] (7 × 7 per floor, 3 floors)
 */
export const nodeId = (n: Node): number => n[0] * SIZE * SIZE + n[1] * SIZE + n[2];
/** @source our own numbering of seed 003's map nodes [z, x, y] (7 × 7 per floor, 3 floors) */
export const nodeOf = (id: number): Node => [Math.floor(id / (SIZE * SIZE)), Math.floor(id / SIZE) % SIZE, id % SIZE];
/** @source seed 003 地图 coordinates [z, x, y] */
export const nodeLabel = (n: Node): string => `[${n[0]}, ${n[1]}, ${n[2]}]`;
const CELLS = FLOORS * SIZE * SIZE;

const exists = new Uint8Array(CELLS);
for (const n of MAP_NODES) exists[nodeId(n)] = 1;
/** @source seed 003 地图 (the station's nodes) */
export const isNode = (n: readonly number[]): boolean =>
  n.length === 3 &&
  n.every((v) => Number.isInteger(v)) &&
  n[0] >= 0 &&
  n[0] < FLOORS &&
  n[1] >= 0 &&
  n[1] < SIZE &&
  n[2] >= 0 &&
  n[2] < SIZE &&
  exists[nodeId(n as Node)] === 1;

/** Same-floor neighbours along edges (seed 003, 地图; RULINGS.md: adjacency is the edge list, diagonals included). */
export const NEIGHBOURS: readonly number[][] = Array.from({ length: CELLS }, () => []);
for (const [a, b] of MAP_EDGES) {
  (NEIGHBOURS[nodeId(a)] as number[]).push(nodeId(b));
  (NEIGHBOURS[nodeId(b)] as number[]).push(nodeId(a));
}
/** Nodes one elevator ride away: the same (x, y) on another floor served by that shaft (seed 003, 移动). */
export const RIDES: readonly number[][] = Array.from({ length: CELLS }, () => []);
for (const e of ELEVATORS) {
  for (const from of e.floors)
    for (const to of e.floors) if (from !== to) (RIDES[nodeId([from, e.xy[0], e.xy[1]])] as number[]).push(nodeId([to, e.xy[0], e.xy[1]]));
}
export const isElevator = (id: number): boolean => RIDES[id].length > 0;
export const areAdjacent = (a: number, b: number): boolean => NEIGHBOURS[a].includes(b);

export const POD_ID = nodeId(ESCAPE_POD);
export const SPAWN_IDS = SPAWNS.map(nodeId);
/** Key machine ids by node: -1 where there is none. */
export const KEY_MACHINE_AT = new Int8Array(CELLS).fill(-1);
KEY_MACHINES.forEach((nodes, k) => nodes.forEach((n) => (KEY_MACHINE_AT[nodeId(n)] = k)));
export const SUPPLY_IDS = SUPPLY_POINTS.map(nodeId);
/** Zone index by node: -1 for the core area, which never fails (seed 003, 地图). */
export const ZONE_AT = new Int8Array(CELLS).fill(-1);
ZONES.forEach((z, i) => z.nodes.forEach((n) => (ZONE_AT[nodeId(n)] = i)));
/** The round at whose end the last zone fails; overtime starts after it (seed 003, 地图; RULINGS.md). */
export const LAST_ZONE_ROUND = Math.max(...ZONES.map((z) => z.failsAtEndOfRound));

/**
 * True when the node's zone has failed once `round` has ended (zones fail at the end of their round).
 * @source seed 003 地图 (each zone fails at the end of its round)
 */
export const hasFailed = (id: number, afterRound: number): boolean => {
  const z = ZONE_AT[id];
  return z >= 0 && ZONES[z].failsAtEndOfRound <= afterRound;
};
/**
 * Zones failed after the end of `afterRound`.
 * @source seed 003 地图 (each zone fails at the end of its round)
 */
export const failedZones = (afterRound: number): number[] => ZONES.flatMap((z, i) => (z.failsAtEndOfRound <= afterRound ? [i] : []));

function checkNode(n: readonly number[], what: string): Node {
  if (!Array.isArray(n) || !isNode(n)) throw new RangeError(`${what} ${JSON.stringify(n)} is not a node of the map (coordinates are [z, x, y]).`);
  return n as unknown as Node;
}

/**
 * Breadth-first search from one node over moves and elevator rides, skipping `blocked` nodes (the start is always allowed).
 * Returns the distance and previous node of every node reached (-1 where not reached).
 */
export function searchFrom(start: number, blocked: (id: number) => boolean): { dist: Int16Array; prev: Int16Array } {
  const dist = new Int16Array(CELLS).fill(-1);
  const prev = new Int16Array(CELLS).fill(-1);
  const queue = new Int16Array(CELLS);
  let head = 0;
  let tail = 0;
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const u = queue[head++];
    const next = dist[u] + 1;
    for (const list of [NEIGHBOURS[u], RIDES[u]]) {
      for (const v of list) {
        if (dist[v] >= 0 || blocked(v)) continue;
        dist[v] = next;
        prev[v] = u;
        queue[tail++] = v;
      }
    }
  }
  return { dist, prev };
}

/**
 * Fewest main actions (moves along edges and elevator rides) from one node to another, with the zones failed by the
 * end of `afterRound` impassable (default 0: none failed). Null when there is no route or either end has failed.
 * @source seed 003 地图 and 行动内容 (one move or elevator ride per action); failed zones are walls (RULINGS.md Lost Space)
 */
export function shortestMoves(from: Node, to: Node, o: { afterRound?: number } = {}): number | null {
  const route = shortestRoute(from, to, o);
  return route === null ? null : route.length - 1;
}

/**
 * The nodes of one shortest route, both ends included, or null (same rules as shortestMoves).
 * @source seed 003 地图 and 行动内容 (one move or elevator ride per action)
 */
export function shortestRoute(from: Node, to: Node, o: { afterRound?: number } = {}): Node[] | null {
  const a = nodeId(checkNode(from, 'from'));
  const b = nodeId(checkNode(to, 'to'));
  const after = o.afterRound ?? 0;
  if (!Number.isFinite(after)) throw new RangeError(`afterRound ${after} is not a number.`);
  if (hasFailed(a, after) || hasFailed(b, after)) return null;
  const { dist, prev } = searchFrom(a, (id) => hasFailed(id, after));
  if (dist[b] < 0) return null;
  const out: Node[] = [];
  for (let v = b; v !== -1; v = prev[v]) out.push(nodeOf(v));
  return out.reverse();
}

/** One node of a route with the round a walker would stand there at the end of (one move per round). */
export interface RouteStep {
  node: Node;
  /** The round of the move that arrives here (the start: afterRound, the round just ended). */
  round: number;
  /** Index of the node's zone in ZONES, or -1 for the core. */
  zone: number;
  /** True when the node's zone has failed by the end of that round: the move is refused, or the walker dies there. */
  unsafe: boolean;
}

/**
 * A route walked from the end of round `afterRound`, one move or ride per round (a move is the turn's main action,
 * seed 003 行动内容): node i is reached in round afterRound + i. A node is unsafe when its zone fails at the end of
 * that round or earlier (zones fail at the end of their round and kill whoever stands inside, seed 003 地图).
 */
export function routeTimeline(route: readonly Node[], afterRound: number): RouteStep[] {
  if (!Number.isInteger(afterRound) || afterRound < 0) throw new RangeError(`afterRound ${afterRound} must be a whole number of at least 0.`);
  if (!Array.isArray(route) || route.length === 0) throw new RangeError('route must list at least one node.');
  return route.map((n, i) => {
    const id = nodeId(checkNode(n, `route[${i}]`));
    if (i > 0 && !areAdjacent(nodeId(route[i - 1]), id) && !RIDES[nodeId(route[i - 1])].includes(id))
      throw new RangeError(`route[${i}] ${nodeLabel(n)} is not one move from ${nodeLabel(route[i - 1])}.`);
    const round = afterRound + i;
    return { node: n, round, zone: ZONE_AT[id], unsafe: hasFailed(id, round) };
  });
}

/**
 * The shortest route that is safe all the way when walked from the end of round `afterRound` (see routeTimeline):
 * a breadth-first search in which a node reached on step d must not have failed by the end of round afterRound + d.
 * Failures only ever add walls, so the earliest arrival at a node is never worse than a later one and one visit per
 * node is enough. Null when no safe route exists (or the start has already failed).
 * @source seed 003 地图 (zones failing by round); the search is our own tool
 */
export function safeRoute(from: Node, to: Node, o: { afterRound?: number } = {}): Node[] | null {
  const a = nodeId(checkNode(from, 'from'));
  const b = nodeId(checkNode(to, 'to'));
  const after = o.afterRound ?? 0;
  if (!Number.isInteger(after) || after < 0) throw new RangeError(`afterRound ${after} must be a whole number of at least 0.`);
  if (hasFailed(a, after)) return null;
  const dist = new Int16Array(CELLS).fill(-1);
  const prev = new Int16Array(CELLS).fill(-1);
  const queue = new Int16Array(CELLS);
  let head = 0;
  let tail = 0;
  dist[a] = 0;
  queue[tail++] = a;
  while (head < tail) {
    const u = queue[head++];
    const d = dist[u] + 1;
    for (const list of [NEIGHBOURS[u], RIDES[u]])
      for (const v of list) {
        if (dist[v] >= 0 || hasFailed(v, after + d)) continue;
        dist[v] = d;
        prev[v] = u;
        queue[tail++] = v;
      }
  }
  if (dist[b] < 0) return null;
  const out: Node[] = [];
  for (let v = b; v !== -1; v = prev[v]) out.push(nodeOf(v));
  return out.reverse();
}
