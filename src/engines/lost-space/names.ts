// Lost Space: a readable name for every node, for route planners and event text (seed 003 map; RULINGS.md, Lost Space).
import { ELEVATORS, ESCAPE_POD, KEY_MACHINES, MAP_NODES, SPAWNS, SUPPLY_POINTS, ZONES, type Node } from './data/map';

/** Floor names by z (RULINGS.md, Lost Space: z0 escape-pod floor, z1 spawn floor, z2 lower floor). */
export const FLOOR_NAMES = ['pod floor', 'spawn floor', 'lower floor'] as const;

const same = (a: Node, b: Node) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
const coords = (n: Node) => `[${n[0]}, ${n[1]}, ${n[2]}]`;

/**
 * What stands at a node, by the site's numbering (no ruling: our choice, stated on the map page): spawns and key machines
 * by player id (S0-S3, K0-K3, as the map labels them), supply points 1-12 in the map file's order, elevators A, B, ... in
 * the map file's order. Empty when nothing stands there.
 */
export function placeFeatures(n: Node): string[] {
  const out: string[] = [];
  if (same(n, ESCAPE_POD)) out.push('escape pod');
  SPAWNS.forEach((s, k) => same(s, n) && out.push(`spawn ${k}`));
  KEY_MACHINES.forEach((nodes, k) => nodes.some((m) => same(m, n)) && out.push(`key machine K${k}`));
  SUPPLY_POINTS.forEach((s, k) => same(s, n) && out.push(`supply ${k + 1}`));
  ELEVATORS.forEach((e, k) => e.floors.includes(n[0]) && e.xy[0] === n[1] && e.xy[1] === n[2] && out.push(`elevator ${String.fromCharCode(65 + k)}`));
  return out;
}

/**
 * The zone a node belongs to, if any.
 * @source seed 003 地图 (the zones)
 */
export function zoneName(n: Node): string | null {
  return ZONES.find((z) => z.nodes.some((m) => same(m, n)))?.name ?? null;
}

/**
 * A node's name for a list: "key machine K2 (lower floor) [2, 1, 1]"; a bare node: "lower floor [2, 1, 2]".
 * @source seed 003 地图 (machines, floors and coordinates); RULINGS.md Lost Space names
 */
export function placeName(n: Node): string {
  if (!MAP_NODES.some((m) => same(m, n))) throw new RangeError(`node ${coords(n)} is not on the map`);
  const f = placeFeatures(n);
  const zone = zoneName(n);
  const where = `${FLOOR_NAMES[n[0]]}${zone ? `, ${zone}` : ''}`;
  return f.length > 0 ? `${f.join(' / ')} (${where}) ${coords(n)}` : `${where} ${coords(n)}`;
}

/** The places a route planner offers, floor by floor (pod floor first): every node of the map, each with its placeName. */
export const PLANNER_PLACES: readonly { node: Node; name: string }[] = FLOOR_NAMES.flatMap((_, z) =>
  MAP_NODES.filter((n) => n[0] === z).map((node) => ({ node, name: placeName(node) })),
);
