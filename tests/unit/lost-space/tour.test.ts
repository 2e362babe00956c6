// Key tours (src/engines/lost-space/tour.ts): a hand-worked tour, optimality against a slow exhaustive search on the
// real map, and the tour played move by move in the match engine.
import { describe, expect, it } from 'vitest';
import {
  KEY_MACHINES,
  SPAWNS,
  ESCAPE_POD,
  applyAction,
  createMatch,
  hasFailed,
  keyTour,
  latestEscapingStart,
  nodeId,
  tourEscapes,
  tourForMachines,
  type Node,
} from '~/engines/lost-space';
import { KEY_MACHINE_AT, NEIGHBOURS, RIDES } from '~/engines/lost-space/map';

const ALL = 0b1111;
/** Slow exhaustive search: every (node, keys held) a player can be in after each round; a round is a move, a ride, a key or a wait. */
function slowPodRound(spawn: number, after: number): number | null {
  let states = new Set([`${nodeId(SPAWNS[spawn])}:${1 << spawn}`]);
  for (let round = after + 1; round <= after + 200; round++) {
    const next = new Set<string>();
    for (const s of states) {
      const [u, keys] = s.split(':').map(Number);
      const add = (v: number, k: number) => !hasFailed(v, round) && next.add(`${v}:${k}`);
      add(u, keys); // wait
      for (const v of [...NEIGHBOURS[u], ...RIDES[u]]) add(v, keys);
      if (KEY_MACHINE_AT[u] >= 0) add(u, keys | (1 << KEY_MACHINE_AT[u]));
    }
    if (next.has(`${nodeId(ESCAPE_POD)}:${ALL}`)) return round;
    states = next;
  }
  return null;
}

describe('key tours', () => {
  it('hand-worked: spawn 0 by the spawn-floor machines K3, K2, K1 reaches the pod in round 30', () => {
    // Legs counted on the map's edges: [1,0,0] to K3 [1,0,6] along row 0, 6 moves (round 6), key in round 7; to K2
    // [1,6,6] by [1,1,6] [1,1,5] [1,2,5] [1,3,5] [1,4,5] [1,5,5] [1,5,6] [1,6,6], 8 moves (round 15) (no shorter way: the
    // warehouse blocks nothing yet, but its edges do not lead closer),
    // key in 16; to K1 [1,6,0] along row 6, 6 moves (22), key in 23; to the elevator [1,5,3] by [1,6,1] [1,6,2] [1,6,3],
    // 4 moves (27), the ride to [0,5,3] (28), then [0,4,2] and the pod (30). Escape in round 31, gone at the start of 33.
    const t = tourForMachines(0, [
      { key: 3, node: [1, 0, 6] },
      { key: 2, node: [1, 6, 6] },
      { key: 1, node: [1, 6, 0] },
    ])!;
    expect(t.steps.filter((s) => s.action === 'getKey').map((s) => [s.key, s.round])).toEqual([
      [3, 7],
      [2, 16],
      [1, 23],
    ]);
    expect(t.steps.filter((s) => s.action === 'ride').map((s) => s.round)).toEqual([28]);
    expect(t.podRound).toBe(30);
    expect(t.escapeRound).toBe(31);
    expect(t.goneAtStartOf).toBe(33);
    // Every round from 1 to the escape has exactly one action.
    expect(t.steps.map((s) => s.round)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it('is as soon as the slow exhaustive search for every spawn, from the start and from later rounds', () => {
    for (let spawn = 0; spawn < SPAWNS.length; spawn++)
      for (const after of [0, 20, 35, 45]) {
        const t = keyTour(spawn, { afterRound: after });
        expect(t?.podRound ?? null, `spawn ${spawn} after ${after}`).toBe(slowPodRound(spawn, after));
      }
  });

  it('the best tour from spawn 0 is no later than the hand-worked one, and visits each missing key once', () => {
    const t = keyTour(0)!;
    expect(t.podRound).toBeLessThanOrEqual(30);
    expect(t.machines.map((m) => m.key).sort()).toEqual([1, 2, 3]);
    for (const m of t.machines) expect(KEY_MACHINES[m.key].some((n) => nodeId(n) === nodeId(m.node))).toBe(true);
  });

  it('played action by action in the match engine (the others ending their turns), the player escapes when the tour says', () => {
    for (let spawn = 0; spawn < SPAWNS.length; spawn++) {
      const t = keyTour(spawn)!;
      const s = createMatch();
      let i = 0;
      while (!s.over && s.players[spawn].status === 'alive') {
        const mine = s.turn === spawn && s.players[spawn].countdown === 0 && i < t.steps.length && t.steps[i].round === s.round;
        if (!mine) {
          applyAction(s, { type: 'endTurn' });
          continue;
        }
        const st = t.steps[i++];
        const a = st.action === 'move' || st.action === 'ride' ? { type: 'move' as const, to: st.node as Node } : { type: st.action };
        applyAction(s, a as Parameters<typeof applyAction>[1]);
        if (s.turn === spawn && st.action !== 'getKey' && st.action !== 'escape') applyAction(s, { type: 'endTurn' });
      }
      expect(i).toBe(t.steps.length);
      expect(s.players[spawn].status).toBe('escaped');
      expect(s.players[spawn].round).toBe(t.goneAtStartOf);
    }
  });

  it('refuses a bad spawn, round or machine list with a RangeError', () => {
    expect(() => keyTour(4)).toThrow(/spawn/);
    expect(() => keyTour(0, { afterRound: -1 })).toThrow(/afterRound/);
    expect(() => tourForMachines(0, [{ key: 1, node: [1, 6, 0] }])).toThrow(/missing/);
    expect(() =>
      tourForMachines(0, [
        { key: 1, node: [1, 0, 0] },
        { key: 2, node: [1, 6, 6] },
        { key: 3, node: [1, 0, 6] },
      ]),
    ).toThrow(/key 1/);
  });
});

describe('tours that the end of the game cuts off', () => {
  // The game's last round is 100 (110 with overtime): a player who leaves at the start of round 101 never leaves.
  it('a tour escapes exactly when its leaving round is a round the game still starts', () => {
    const t = keyTour(0)!;
    expect(tourEscapes({ ...t, goneAtStartOf: 100 }, 100)).toBe(true);
    expect(tourEscapes({ ...t, goneAtStartOf: 101 }, 100)).toBe(false);
    expect(tourEscapes({ ...t, goneAtStartOf: 101 }, 110)).toBe(true);
  });

  it('spawn 3 starting after round 80 reaches the pod too late for either ending', () => {
    const t = keyTour(3, { afterRound: 80 })!;
    expect(t.goneAtStartOf).toBeGreaterThan(110);
    expect(tourEscapes(t, 100)).toBe(false);
    expect(tourEscapes(t, 110)).toBe(false);
  });

  it('the latest escaping start is the last start round whose soonest tour escapes, checked round by round', () => {
    for (const spawn of SPAWNS.keys()) {
      const latest = latestEscapingStart(spawn, 100);
      expect(latest).not.toBeNull();
      const at = keyTour(spawn, { afterRound: latest! })!;
      expect(at.goneAtStartOf).toBeLessThanOrEqual(100);
      for (let after = latest! + 1; after <= 100; after++) {
        const t = keyTour(spawn, { afterRound: after });
        expect(t === null || t.goneAtStartOf > 100).toBe(true);
      }
    }
  });
});
