// Lost Space place names: every node the route planner offers has a distinct name, and the named places are where the map says.
import { describe, expect, it } from 'vitest';
import { ELEVATORS, ESCAPE_POD, KEY_MACHINES, MAP_NODES, PLANNER_PLACES, SPAWNS, SUPPLY_POINTS, placeFeatures, placeName } from '~/engines/lost-space';

describe('placeName', () => {
  it('gives every node of the map a distinct name that ends with its coordinates', () => {
    const names = MAP_NODES.map(placeName);
    expect(new Set(names).size).toBe(MAP_NODES.length);
    MAP_NODES.forEach((n, i) => expect(names[i].endsWith(`[${n[0]}, ${n[1]}, ${n[2]}]`)).toBe(true));
  });
  it('names the escape pod, the four spawns, every key machine, every supply point and every elevator stop', () => {
    const all = MAP_NODES.flatMap(placeFeatures);
    expect(placeName(ESCAPE_POD)).toMatch(/^escape pod \(pod floor/);
    expect(all.filter((f) => f.startsWith('spawn '))).toHaveLength(SPAWNS.length);
    expect(all.filter((f) => f.startsWith('key machine '))).toHaveLength(KEY_MACHINES.flat().length);
    expect(all.filter((f) => f.startsWith('supply '))).toHaveLength(SUPPLY_POINTS.length);
    expect(all.filter((f) => f.startsWith('elevator '))).toHaveLength(ELEVATORS.reduce((s, e) => s + e.floors.length, 0));
  });
  it('reads as the issue asks: spawn 1, key machine K2 on the lower floor, supply 3, elevator A', () => {
    expect(placeName(SPAWNS[1])).toContain('spawn 1');
    const k2Lower = KEY_MACHINES[2].find((n) => n[0] === 2)!;
    expect(placeName(k2Lower)).toMatch(/key machine K2 \(lower floor/);
    expect(placeName(SUPPLY_POINTS[2])).toContain('supply 3');
    const a = ELEVATORS[0];
    expect(placeName([a.floors[0], a.xy[0], a.xy[1]])).toContain('elevator A');
  });
  it('the route planner offers every node of the map once, each under its own name', () => {
    const key = (n: readonly number[]) => n.join(',');
    expect(PLANNER_PLACES.map((p) => key(p.node)).sort()).toEqual(MAP_NODES.map(key).sort());
    expect(new Set(PLANNER_PLACES.map((p) => p.name)).size).toBe(PLANNER_PLACES.length);
    for (const p of PLANNER_PLACES) expect(p.name).toBe(placeName(p.node));
    // Every special place the planner offers is named by what stands there, not only by its floor and coordinates.
    const special = [ESCAPE_POD, ...SPAWNS, ...KEY_MACHINES.flat(), ...SUPPLY_POINTS, ...ELEVATORS.flatMap((e) => e.floors.map((z) => [z, ...e.xy]))];
    for (const n of special) expect(PLANNER_PLACES.find((p) => key(p.node) === key(n))!.name).toMatch(/^(escape pod|spawn|key machine|supply|elevator)/);
  });
  it('throws a RangeError for a node that is not on the map', () => {
    expect(() => placeName([5, 0, 0])).toThrow(RangeError);
  });
});
