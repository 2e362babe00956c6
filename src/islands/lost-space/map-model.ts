// The map explorer's model (no DOM, no Preact): the route between two places walked from a round, where it would meet
// a failed zone, the safe route the reader may switch to, and which end a click on the map sets. The rules (routes,
// zones, timings) are the engine's (src/engines/lost-space); this file only chooses what the view shows.
import { PLANNER_PLACES, ZONES, failedZones, hasFailed, nodeId, routeTimeline, safeRoute, shortestRoute, type Node } from '~/engines/lost-space';

/** A place's link key ('floor-row-column') and back. */
export const NODE_KEYS = PLANNER_PLACES.map((p) => p.node.join('-'));
export const toNode = (k: string): Node => k.split('-').map(Number) as unknown as Node;

type Step = ReturnType<typeof routeTimeline>[number];

/** What the explorer shows for a start, an end and a round. */
export interface RouteView {
  /** The shortest route (null: none, an end has failed or no way through). */
  plain: Node[] | null;
  /** Steps of the shortest route that reach a zone failed by then. */
  dangers: Step[];
  /** The safe route (the shortest when it has no danger; null when no safe route exists). */
  safe: Node[] | null;
  /** The safe route is shown (asked for, and different from the shortest because the shortest has dangers). */
  showSafe: boolean;
  /** The route shown, its steps round by round, and how many lift rides it takes. */
  route: Node[] | null;
  steps: Step[];
  rides: number;
  /** The end whose zone has failed by the round (the start first), or null. */
  failedEnd: Node | null;
  /** Indices (in ZONES) of the zones failed by the round. */
  failed: number[];
}

/** Lift rides of a route: moves that change floor. */
export const ridesOf = (route: readonly Node[]): number => route.filter((n, i) => i > 0 && n[0] !== route[i - 1][0]).length;

/** The route view of a start, an end and a round; `wantSafe` asks for the safe route when the shortest is unsafe. */
export function routeView(from: Node, to: Node, round: number, wantSafe: boolean): RouteView {
  const plain = shortestRoute(from, to, { afterRound: round });
  const dangers = plain ? routeTimeline(plain, round).filter((st) => st.unsafe) : [];
  const safe = dangers.length > 0 ? safeRoute(from, to, { afterRound: round }) : plain;
  const showSafe = wantSafe && dangers.length > 0 && safe !== null;
  const route = showSafe ? safe : plain;
  const failedEnd = hasFailed(nodeId(from), round) ? from : hasFailed(nodeId(to), round) ? to : null;
  const failed = failedZones(round);
  return { plain, dangers, safe, showSafe, route, steps: route ? routeTimeline(route, round) : [], rides: route ? ridesOf(route) : 0, failedEnd, failed };
}

/** How a step of the shortest route meets its zone: it gets there after the zone failed (refused), or it is there
 * when the zone fails at the end of that round (dies). */
export const dangerKind = (d: Step): 'refused' | 'dies' => (ZONES[d.zone].failsAtEndOfRound < d.round ? 'refused' : 'dies');

/** What the warning offers: no safe route, a safe route as long as the shortest, or one that is `extra` moves longer. */
export function safeOffer(v: RouteView): { kind: 'none' } | { kind: 'same'; moves: number } | { kind: 'more'; moves: number; extra: number } {
  if (!v.safe || !v.plain) return { kind: 'none' };
  const moves = v.safe.length - 1;
  return v.safe.length === v.plain.length ? { kind: 'same', moves } : { kind: 'more', moves, extra: v.safe.length - v.plain.length };
}

/** A click on the map: sets the end chosen (start or end); after a start the next click sets the end, and back. */
export function pickPlace(next: 'from' | 'to', n: Node): { set: { mxFrom: string } | { mxTo: string }; next: 'from' | 'to' } {
  const key = n.join('-');
  return next === 'from' ? { set: { mxFrom: key }, next: 'to' } : { set: { mxTo: key }, next: 'from' };
}
