// Routes on the judge's map and the ranking rules, with expected values worked out by hand from map.json and seed 003.
import { describe, expect, it } from 'vitest';
import { explainRanking, rankPlayers, rankingPoints, shortestMoves, shortestRoute, MAP_NODES, ZONES, failedZones } from '~/engines/lost-space';

describe('shortestMoves', () => {
  it('counts moves and elevator rides: spawn 0 to the pod is 7 (3 along row 0, up to [1,1,3], ride, 2 on the pod floor)', () => {
    expect(shortestMoves([1, 0, 0], [0, 3, 3])).toBe(7);
  });
  it('is 0 from a node to itself and 1 for an elevator ride', () => {
    expect(shortestMoves([2, 4, 4], [2, 4, 4])).toBe(0);
    expect(shortestMoves([1, 1, 3], [2, 1, 3])).toBe(1);
    expect(shortestMoves([0, 3, 0], [2, 3, 0])).toBe(1);
  });
  it('spawn 0 to spawn 2 is 10 through the warehouse, 12 once it has failed (round 40)', () => {
    expect(shortestMoves([1, 0, 0], [1, 6, 6])).toBe(10);
    expect(shortestMoves([1, 0, 0], [1, 6, 6], { afterRound: 39 })).toBe(10);
    expect(shortestMoves([1, 0, 0], [1, 6, 6], { afterRound: 40 })).toBe(12);
    const route = shortestRoute([1, 0, 0], [1, 6, 6])!;
    expect(route.some((n) => n[1] === 3 && n[2] === 4)).toBe(true);
  });
  it('gives null into or out of a failed zone', () => {
    expect(shortestMoves([0, 3, 3], [0, 2, 2], { afterRound: 59 })).toBe(1);
    expect(shortestMoves([0, 3, 3], [0, 2, 2], { afterRound: 60 })).toBeNull();
    expect(shortestMoves([2, 3, 3], [1, 0, 0], { afterRound: 80 })).toBeNull();
  });
  it('does not treat an elevator as adjacency on one floor, and rides only where the shaft stops', () => {
    // The (3,0) shaft serves floors 0 and 2 only: [1,3,0] is not a node.
    expect(() => shortestMoves([1, 3, 0], [0, 3, 0])).toThrow(/not a node/);
    expect(shortestMoves([0, 3, 0], [2, 3, 0])).toBe(1);
  });
  it('rejects coordinates that are not nodes', () => {
    expect(() => shortestMoves([3, 0, 0], [1, 0, 0])).toThrow(/not a node/);
    expect(() => shortestMoves([1, 0.5, 0], [1, 0, 0])).toThrow(/not a node/);
  });
  it('after every zone has failed, core nodes stay reachable from spawn 0 and zone nodes do not', () => {
    const zoneNodes = new Set(ZONES.flatMap((z) => z.nodes.map((n) => n.join())));
    expect(failedZones(100)).toHaveLength(5);
    for (const n of MAP_NODES) expect(shortestMoves([1, 0, 0], n, { afterRound: 100 }) === null).toBe(zoneNodes.has(n.join()));
  });
});

describe('rankingPoints', () => {
  it('is +1 per key pick-up, +2 per kill, -3 per death', () => {
    expect(rankingPoints({ keyPickups: 0, kills: 0, deaths: 0 })).toBe(0);
    expect(rankingPoints({ keyPickups: 3, kills: 1, deaths: 2 })).toBe(3 + 2 - 6);
  });
});

describe('rankPlayers', () => {
  it('puts escaped players first, the earlier escape higher', () => {
    expect(
      rankPlayers([
        { id: 0, escaped: false, round: 100, points: 9 },
        { id: 1, escaped: true, round: 60, points: 0 },
        { id: 2, escaped: true, round: 40, points: -6 },
        { id: 3, escaped: false, round: 95, points: 9 },
      ]),
    ).toEqual([2, 1, 0, 3]);
  });
  it('ranks players who did not escape by the later round', () => {
    expect(
      rankPlayers([
        { id: 0, escaped: false, round: 82, points: 5 },
        { id: 1, escaped: false, round: 90, points: -3 },
      ]),
    ).toEqual([1, 0]);
  });
  it('breaks a tie of round by points, then puts the later mover (higher id) first', () => {
    const entries = [
      { id: 0, escaped: true, round: 50, points: 3 },
      { id: 1, escaped: true, round: 50, points: 4 },
      { id: 2, escaped: true, round: 50, points: 3 },
      { id: 3, escaped: false, round: 100, points: 3 },
    ];
    expect(rankPlayers(entries)).toEqual([1, 2, 0, 3]);
    expect(explainRanking(entries).map((e) => e.behindBy)).toEqual([null, 'points', 'action order', 'escaped']);
  });
  it('refuses duplicate ids', () => {
    expect(() =>
      rankPlayers([
        { id: 1, escaped: true, round: 1, points: 0 },
        { id: 1, escaped: true, round: 1, points: 0 },
      ]),
    ).toThrow(/twice/);
  });
});
