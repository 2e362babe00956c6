// The map explorer's model without a DOM. Expected values come from the issue's own example (issue 29: from [1, 0, 0]
// to [2, 6, 0] after round 45 the shortest route is 12 moves and the safe one 13) and from the rules document's zone
// rounds (warehouse fails at the end of round 40, vents 50, central computer 60, medical 70, hangar 80), worked by hand.
import { describe, expect, it } from 'vitest';
import type { Node } from '~/engines/lost-space';
import { dangerKind, pickPlace, ridesOf, routeView, safeOffer, toNode, type RouteView } from '~/islands/lost-space/map-model';

const n = (...x: number[]) => x as unknown as Node;

describe('map explorer model', () => {
  it("shows the shortest route, and the safe one only when asked for and the shortest is unsafe (the issue's example)", () => {
    const shortest = routeView(n(1, 0, 0), n(2, 6, 0), 45, false);
    expect(shortest.route!.length - 1).toBe(12);
    expect(shortest.showSafe).toBe(false);
    expect(shortest.dangers.length).toBeGreaterThan(0);
    const safe = routeView(n(1, 0, 0), n(2, 6, 0), 45, true);
    expect(safe.showSafe).toBe(true);
    expect(safe.route!.length - 1).toBe(13);
    expect(safe.plain!.length - 1).toBe(12);
    expect(safe.steps.filter((s) => s.unsafe)).toEqual([]);
    // After round 45 only the warehouse (round 40) has failed.
    expect(safe.failed).toEqual([0]);
  });

  it('at the start nothing has failed, the safe route is the shortest and asking for it changes nothing', () => {
    const v = routeView(n(1, 0, 0), n(1, 6, 6), 0, true);
    expect(v.failed).toEqual([]);
    expect(v.dangers).toEqual([]);
    expect(v.showSafe).toBe(false);
    expect(v.safe).toBe(v.plain);
    expect(routeView(n(1, 0, 0), n(1, 6, 6), 50, false).failed).toEqual([0, 1]);
  });

  it('names the end whose zone has failed (the start first) and then has no route', () => {
    const v = routeView(n(1, 2, 2), n(1, 0, 0), 40, false);
    expect(v.failedEnd).toEqual([1, 2, 2]);
    expect(v.route).toBeNull();
    expect(routeView(n(1, 0, 0), n(1, 2, 2), 40, false).failedEnd).toEqual([1, 2, 2]);
    expect(routeView(n(1, 0, 0), n(1, 2, 2), 39, false).failedEnd).toBeNull();
  });

  it('counts lift rides as moves that change floor', () => {
    expect(ridesOf([n(1, 0, 0), n(1, 0, 1), n(2, 0, 1), n(2, 0, 2), n(1, 0, 2)])).toBe(2);
    expect(ridesOf([n(1, 0, 0)])).toBe(0);
  });

  it('a step reaching a zone after its failing round is refused; in its failing round the player dies there', () => {
    const step = (round: number) => ({ node: n(2, 1, 2), round, zone: 1, unsafe: true });
    expect(dangerKind(step(51))).toBe('refused');
    expect(dangerKind(step(50))).toBe('dies');
  });

  it('offers no safe route, one as long as the shortest, or one that is longer by so many moves', () => {
    const v = (plain: number, safe: number | null) =>
      ({
        plain: Array.from({ length: plain + 1 }, () => n(1, 0, 0)),
        safe: safe === null ? null : Array.from({ length: safe + 1 }, () => n(1, 0, 0)),
      }) as RouteView;
    expect(safeOffer(v(12, null))).toEqual({ kind: 'none' });
    expect(safeOffer(v(12, 12))).toEqual({ kind: 'same', moves: 12 });
    expect(safeOffer(v(12, 13))).toEqual({ kind: 'more', moves: 13, extra: 1 });
  });

  it('a click sets the start, then the end, then the start again; keys read back as nodes', () => {
    expect(pickPlace('from', n(2, 6, 0))).toEqual({ set: { mxFrom: '2-6-0' }, next: 'to' });
    expect(pickPlace('to', n(0, 3, 3))).toEqual({ set: { mxTo: '0-3-3' }, next: 'from' });
    expect(toNode('2-6-0')).toEqual([2, 6, 0]);
  });
});
