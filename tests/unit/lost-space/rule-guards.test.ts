// Lost Space rules on both sides of their boundaries (issue 24), worked by hand from seed 003: the round a zone fails,
// the start of overtime, the slime, what a player sees, and the end of the game.
import { describe, expect, it } from 'vitest';
import { LOST_SPACE_CONTRADICTIONS } from '~/verification/lost-space';
import {
  applyAction,
  createMatch,
  finalOrder,
  hasFailed,
  inOvertime,
  nodeId,
  results,
  shortestMoves,
  visibleTo,
  whyIllegal,
  ESCAPE_POD,
  SPAWNS,
  type MatchState,
  type Node,
} from '~/engines/lost-space';

const at = (s: MatchState, id: number, n: Node) => (s.players[id].at = nodeId(n));
const passToRound = (s: MatchState, round: number) => {
  for (let guard = 0; s.round < round && !s.over && guard < 5000; guard++) applyAction(s, { type: 'endTurn' });
};
const passTo = (s: MatchState, who: number) => {
  for (let guard = 0; s.turn !== who && !s.over && guard < 2000; guard++) applyAction(s, { type: 'endTurn' });
};

// Seed 003, 地图: the five zones fail "在第 40，50，60，70，80 回合结束时", in the order warehouse, vents, central
// computer, medical, hangar; once failed a zone cannot be entered, and whoever is inside when it fails dies.
const OUTSIDE: Node = [1, 1, 1]; // core area, one diagonal edge from the warehouse node [1, 2, 2]
const WAREHOUSE: Node = [1, 2, 2];
const ZONE_NODES: [name: string, node: Node, round: number][] = [
  ['warehouse', [1, 2, 2], 40],
  ['vents', [2, 1, 2], 50],
  ['central computer', [0, 2, 2], 60],
  ['medical', [1, 0, 2], 70],
  ['hangar', [2, 3, 3], 80],
];

/** Player 0 steps from OUTSIDE into the warehouse in `round`; returns the state after the move or the refusal. */
function enterWarehouseIn(round: number): { s: MatchState; refused: boolean } {
  const s = createMatch();
  s.round = round;
  at(s, 0, OUTSIDE);
  try {
    applyAction(s, { type: 'move', to: WAREHOUSE });
    return { s, refused: false };
  } catch {
    return { s, refused: true };
  }
}

describe('entering a zone around the round it fails (warehouse: end of round 40)', () => {
  it('round 39: allowed, and the player lives on through round 40 until the zone fails', () => {
    const { s, refused } = enterWarehouseIn(39);
    expect(refused).toBe(false);
    passToRound(s, 40);
    expect(s.players[0].status).toBe('alive');
    passToRound(s, 41);
    expect(s.players[0]).toMatchObject({ status: 'dead', round: 40 });
  });
  it('round 40 itself: allowed (the zone is still there during its last round), and the player dies at its end', () => {
    const { s, refused } = enterWarehouseIn(40);
    expect(refused).toBe(false);
    expect(s.players[0].at).toBe(nodeId(WAREHOUSE));
    passTo(s, 3);
    expect(s.players[0].status).toBe('alive');
    passToRound(s, 41);
    expect(s.players[0]).toMatchObject({ status: 'dead', round: 40 });
  });
  it('round 41: refused, the zone has failed', () => {
    expect(enterWarehouseIn(41).refused).toBe(true);
  });
  it('blinking in follows the same rounds: round 40 allowed, round 41 refused', () => {
    for (const [round, ok] of [
      [40, true],
      [41, false],
    ] as const) {
      const s = createMatch();
      s.round = round;
      at(s, 0, OUTSIDE);
      s.players[0].items.blink = 1;
      if (ok) expect(() => applyAction(s, { type: 'blink', to: WAREHOUSE })).not.toThrow();
      else expect(() => applyAction(s, { type: 'blink', to: WAREHOUSE })).toThrow(/failed zone/);
    }
  });
  it.each(ZONE_NODES)('the %s node %j has failed after round %i and not after the round before', (_, node, round) => {
    expect(hasFailed(nodeId(node), round - 1)).toBe(false);
    expect(hasFailed(nodeId(node), round)).toBe(true);
  });
});

describe('overtime starts after round 80 (seed 003: 全部区域失效后 ... 死亡后将不会复活)', () => {
  it('round 80 is not overtime, round 81 is', () => {
    expect(inOvertime(80)).toBe(false);
    expect(inOvertime(81)).toBe(true);
  });
  /** Player 1 kills player 0 (70 HP: one attack) on a core node in `round`. */
  function killIn(round: number): MatchState {
    const s = createMatch();
    s.round = round;
    at(s, 0, OUTSIDE);
    at(s, 1, OUTSIDE);
    s.players[0].hp = 70;
    passTo(s, 1);
    applyAction(s, { type: 'attack', target: 0 });
    return s;
  }
  it('killed in round 80: dead, back 5 rounds later; killed in round 81: out for good', () => {
    const a = killIn(80);
    expect(a.players[0].status).toBe('dead');
    passToRound(a, 85);
    expect(a.players[0].status).toBe('alive');
    const b = killIn(81);
    expect(b.players[0].status).toBe('out');
    passToRound(b, 90);
    expect(b.players[0].status).toBe('out');
  });
});

describe('slime (seed 003 道具: 跳过下两回合, 本回合和下回合; lost-space/slime-turns)', () => {
  it('stepping on it in round 5 ends that turn; round 6 is skipped; round 7 the player acts again', () => {
    const s = createMatch();
    s.round = 5;
    at(s, 0, [1, 0, 1]);
    s.traps.push({ at: nodeId([1, 0, 2]), owner: 3, kind: 'slime' });
    applyAction(s, { type: 'move', to: [1, 0, 2] });
    expect(s.turn).toBe(1);
    passToRound(s, 6);
    expect(s.turn).not.toBe(0);
    passToRound(s, 7);
    expect(s.turn).toBe(0);
  });
});

describe('a player sees only their own traps (lost-space/trap-visibility)', () => {
  it("player 3's landmine next to player 0: player 0's view lists no trap, player 3's lists it", () => {
    const s = createMatch();
    at(s, 0, [1, 1, 1]);
    s.traps.push({ at: nodeId([1, 1, 2]), owner: 3, kind: 'landmine' });
    expect(visibleTo(s, 0).ownTraps).toEqual([]);
    expect(visibleTo(s, 3).ownTraps).toEqual([{ at: [1, 1, 2], kind: 'landmine' }]);
  });
});

describe('end of game (lost-space/end-of-game; lost-space/survivor-round)', () => {
  it('the default game ends at the end of round 100: round 100 is played, 101 never starts', () => {
    const s = createMatch();
    passToRound(s, 100);
    expect([s.round, s.over]).toEqual([100, false]);
    passToRound(s, 101);
    expect([s.round, s.over]).toEqual([100, true]);
  });
  it('a survivor counts with round 100 and ranks above a player who died (out) in round 95', () => {
    const s = createMatch();
    s.round = 95;
    at(s, 0, OUTSIDE);
    at(s, 1, OUTSIDE);
    s.players[1].hp = 70;
    applyAction(s, { type: 'attack', target: 1 });
    passToRound(s, 101);
    const r = results(s);
    expect(r[1]).toMatchObject({ escaped: false, round: 95 });
    expect(r[2]).toMatchObject({ escaped: false, round: 100 });
    // Player 0 (kill: +2) ranks first; players 2 and 3 (survivors, 0 points) before player 1 (death: −3, round 95).
    expect(finalOrder(s)).toEqual([0, 3, 2, 1]);
  });
});

// One pin per contradiction of src/verification/lost-space: the modelled choice, checked against the engine (the tests
// above pin the round rules in detail; these repeat the deciding case of each).
const PINS: Record<string, () => void> = {
  'lost-space/map': () => {
    // The judge's map file: spawn 0 at [1, 0, 0], the pod at [0, 3, 3], 7 moves apart (3 along row 0, up to [1, 1, 3],
    // the ride, 2 on the pod floor); the old picture's layout has neither.
    expect(SPAWNS[0]).toEqual([1, 0, 0]);
    expect(ESCAPE_POD).toEqual([0, 3, 3]);
    expect(shortestMoves([1, 0, 0], [0, 3, 3])).toBe(7);
  },
  'lost-space/zone-rounds': () => {
    for (const [, node, round] of ZONE_NODES) expect([hasFailed(nodeId(node), round - 1), hasFailed(nodeId(node), round)]).toEqual([false, true]);
  },
  'lost-space/end-of-game': () => {
    const a = createMatch();
    passToRound(a, 200);
    expect(a.round).toBe(100);
    const b = createMatch({ lastRound: 110 });
    passToRound(b, 200);
    expect(b.round).toBe(110);
  },
  'lost-space/coordinates': () => {
    // [z, x, y]: the elevator at (1, 3) joins floors 1 and 0; a ride is a move, but the two ends are not adjacent,
    // so an attack across it is refused.
    const s = createMatch();
    at(s, 0, [1, 1, 3]);
    at(s, 1, [0, 1, 3]);
    expect(whyIllegal(s, { type: 'move', to: [0, 1, 3] })).toBeNull();
    expect(whyIllegal(s, { type: 'attack', target: 1 })).toMatch(/neither on your node nor one edge away/);
  },
  'lost-space/slime-turns': () => {
    const s = createMatch();
    at(s, 0, [1, 0, 1]);
    s.traps.push({ at: nodeId([1, 0, 2]), owner: 3, kind: 'slime' });
    applyAction(s, { type: 'move', to: [1, 0, 2] });
    expect(s.turn).toBe(1); // the turn it goes off ends at once
    passToRound(s, 2);
    expect(s.turn).toBe(1); // and next round's turn is skipped
  },
  'lost-space/trap-visibility': () => {
    const s = createMatch();
    s.traps.push({ at: nodeId([1, 1, 2]), owner: 3, kind: 'slime' });
    expect(visibleTo(s, 0).ownTraps).toEqual([]);
    expect(visibleTo(s, 3).ownTraps).toHaveLength(1);
  },
  'lost-space/survivor-round': () => {
    const s = createMatch();
    passToRound(s, 200);
    expect(results(s).map((r) => r.round)).toEqual([100, 100, 100, 100]);
  },
};

describe('every Lost Space contradiction has its modelled choice pinned', () => {
  it('one pin per contradiction, no pin for a contradiction that is gone', () => {
    expect(Object.keys(PINS).sort()).toEqual(LOST_SPACE_CONTRADICTIONS.map((c) => c.id).sort());
  });
  it.each(Object.entries(PINS))('%s', (_, pin) => pin());
});
