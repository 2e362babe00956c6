// Routes walked round by round (src/engines/lost-space/map.ts): which nodes of a route have failed by the round the
// walker gets there, and the shortest route that is safe all the way. Worked cases checked by hand on the map's edges.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAP_NODES, ZONES, hasFailed, nodeId, nodeLabel, routeTimeline, safeRoute, shortestMoves, shortestRoute, type Node } from '~/engines/lost-space';
import { NEIGHBOURS, RIDES, areAdjacent } from '~/engines/lost-space/map';

const WAREHOUSE = ZONES.findIndex((z) => z.id === 'warehouse');
const CENTRAL = ZONES.findIndex((z) => z.id === 'central-computer');
const SPAWN0: Node = [1, 0, 0];
const SPAWN2: Node = [1, 6, 6];
const POD: Node = [0, 3, 3];

/** A route is a walk: each node one edge or one elevator ride from the last. */
const isWalk = (r: readonly Node[]) => r.every((n, i) => i === 0 || areAdjacent(nodeId(r[i - 1]), nodeId(n)) || RIDES[nodeId(r[i - 1])].includes(nodeId(n)));

/** Slow reference: the set of nodes a walker can stand on after each round, grown one move at a time, no shortcuts. */
function slowSafeMoves(from: Node, to: Node, after: number): number | null {
  if (hasFailed(nodeId(from), after)) return null;
  let here = new Set([nodeId(from)]);
  for (let d = 0; d <= MAP_NODES.length; d++) {
    if (here.has(nodeId(to))) return d;
    const next = new Set<number>();
    for (const u of here) for (const v of [...NEIGHBOURS[u], ...RIDES[u]]) if (!hasFailed(v, after + d + 1)) next.add(v);
    here = next;
  }
  return null;
}

describe('routeTimeline', () => {
  it('spawn 0 to spawn 2 leaving after round 33: the shortest route dies in the warehouse in round 40', () => {
    // The static shortest route crosses the warehouse diagonally: [1,0,0] [1,0,1] [1,0,2] [1,0,3] [1,1,3] [1,2,4] [1,3,4]
    // [1,4,4] [1,5,5] [1,5,6] [1,6,6], 10 moves. Its 7th node [1,4,4] is warehouse and is reached in round 33 + 7 = 40,
    // the round at whose end the warehouse fails.
    const route = shortestRoute(SPAWN0, SPAWN2, { afterRound: 33 })!;
    expect(route).toHaveLength(11);
    const t = routeTimeline(route, 33);
    expect(t.map((s) => s.round)).toEqual([33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43]);
    // Whatever the 10-move route, its warehouse nodes are unsafe exactly when reached in round 40 or later.
    for (const s of t) expect(s.unsafe).toBe(s.zone === WAREHOUSE && s.round >= ZONES[WAREHOUSE].failsAtEndOfRound);
    expect(t.some((s) => s.unsafe)).toBe(true);
  });
  it('counts an elevator ride as one move and throws a RangeError for a broken route or round', () => {
    const t = routeTimeline(
      [
        [1, 1, 3],
        [0, 1, 3],
      ],
      0,
    );
    expect(t[1].round).toBe(1);
    expect(() => routeTimeline([SPAWN0, SPAWN2], 0)).toThrow(/route\[1\]/);
    expect(() => routeTimeline([], 0)).toThrow(RangeError);
    expect(() => routeTimeline([SPAWN0], -1)).toThrow(/afterRound/);
    expect(() => routeTimeline([[9, 9, 9]], 0)).toThrow(RangeError);
  });
});

describe('safeRoute', () => {
  it('after round 33, spawn 0 to spawn 2 stays at 10 moves: across the warehouse by its west side, out by round 40', () => {
    // By hand: [1,0,0] [1,0,1] [1,1,1] [1,2,2] [1,3,2] [1,4,2] [1,5,3] [1,5,4] [1,5,5] [1,5,6] [1,6,6] is a walk of 10
    // moves whose warehouse nodes ([1,2,2] to [1,4,2]) are reached in rounds 36-39, before the failure at the end of 40.
    const hand: Node[] = [
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [1, 2, 2],
      [1, 3, 2],
      [1, 4, 2],
      [1, 5, 3],
      [1, 5, 4],
      [1, 5, 5],
      [1, 5, 6],
      [1, 6, 6],
    ];
    expect(isWalk(hand)).toBe(true);
    expect(routeTimeline(hand, 33).some((s) => s.unsafe)).toBe(false);
    const safe = safeRoute(SPAWN0, SPAWN2, { afterRound: 33 })!;
    expect(safe.length).toBe(hand.length);
    expect(isWalk(safe)).toBe(true);
    expect(routeTimeline(safe, 33).some((s) => s.unsafe)).toBe(false);
  });
  it('after round 35 the warehouse cannot be crossed in time: the safe route is the one around it', () => {
    // From spawn 0 the nearest warehouse node [1,2,2] is 3 moves away (round 38); from there every exit that is not
    // warehouse is at least 3 warehouse nodes further (round 41): too late. So the route goes around, as if it had failed.
    const safe = safeRoute(SPAWN0, SPAWN2, { afterRound: 35 })!;
    expect(safe.length - 1).toBe(shortestMoves(SPAWN0, SPAWN2, { afterRound: ZONES[WAREHOUSE].failsAtEndOfRound }));
    expect(safe.some((n) => ZONES[WAREHOUSE].nodes.some((m) => nodeLabel(m) === nodeLabel(n)))).toBe(false);
  });
  it('spawn 0 to the pod after round 55: the way in by [0,2,2] is refused in round 61; the safe route takes 10 moves', () => {
    // By hand: 3 moves along row 0, one to the elevator at [1,1,3], the ride (round 60 at [0,1,3]). The static route
    // then enters [0,2,2] (central computer, failed at the end of round 60) in round 61: refused. The pod's other
    // neighbours off the central computer are [0,3,2] and [0,3,4]; from [0,1,3] either is 4 moves (by [0,1,2] [0,2,1]
    // [0,3,1] or by [0,1,4] [0,2,5] [0,3,5]), then the pod: 5 + 5 = 10 moves.
    const plain = routeTimeline(shortestRoute(SPAWN0, POD, { afterRound: 55 })!, 55);
    const bad = plain.filter((s) => s.unsafe);
    expect(bad.map((s) => [nodeLabel(s.node), s.round, s.zone])).toEqual([['[0, 2, 2]', 61, CENTRAL]]);
    const safe = safeRoute(SPAWN0, POD, { afterRound: 55 })!;
    expect(safe.length - 1).toBe(10);
    expect(routeTimeline(safe, 55).some((s) => s.unsafe)).toBe(false);
  });
  it('no safe route from inside the warehouse to its far corner after round 38', () => {
    // [1,4,4] is 4 moves from [1,2,2] (round 42 at best); the warehouse fails at the end of round 40.
    expect(safeRoute([1, 2, 2], [1, 4, 4], { afterRound: 38 })).toBeNull();
    expect(safeRoute([1, 2, 2], [1, 4, 4], { afterRound: 20 })).toHaveLength(5);
    expect(safeRoute([1, 2, 2], [1, 2, 3], { afterRound: 40 })).toBeNull(); // the start has failed
  });
  it('matches a slow round-by-round search, and is never shorter than the static route (fast-check)', () => {
    const node = fc.constantFrom(...MAP_NODES);
    fc.assert(
      fc.property(node, node, fc.integer({ min: 0, max: 90 }), (from, to, after) => {
        const safe = safeRoute(from, to, { afterRound: after });
        expect(safe === null ? null : safe.length - 1).toBe(slowSafeMoves(from, to, after));
        if (!safe) return;
        expect(isWalk(safe)).toBe(true);
        expect(routeTimeline(safe, after).some((s) => s.unsafe)).toBe(false);
        const plain = shortestRoute(from, to, { afterRound: after });
        expect(plain).not.toBeNull();
        expect(safe.length).toBeGreaterThanOrEqual(plain!.length);
        if (!routeTimeline(plain!, after).some((s) => s.unsafe)) expect(safe.length).toBe(plain!.length);
      }),
      { numRuns: 300 },
    );
  });
});
