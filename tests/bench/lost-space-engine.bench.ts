// Bench: Lost Space shortest routes and whole games, against baselines written from the rule document's own design.
import { it } from 'vitest';
import { MAP_EDGES, MAP_NODES, ELEVATORS, shortestMoves, simulate, createMatch, act, BOTS, type Node, type MatchState } from '~/engines/lost-space';
import { createRng } from '~/lib/rng';
import { compare } from './measure';

/**
 * Baseline route search read straight off the map file's design (seed 003, 地图: "undirected edges join the points";
 * elevators join corresponding positions): positions as "z x y" strings, and every step scans the whole edge list.
 */
function edgeListMoves(from: Node, to: Node): number | null {
  const key = (n: readonly number[]) => n.join(' ');
  const goal = key(to);
  const seen = new Map<string, number>([[key(from), 0]]);
  const queue: (readonly number[])[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const u = queue[i];
    const ku = key(u);
    if (ku === goal) return seen.get(ku)!;
    const next: (readonly number[])[] = [];
    for (const [a, b] of MAP_EDGES) {
      if (key(a) === ku) next.push(b);
      else if (key(b) === ku) next.push(a);
    }
    for (const e of ELEVATORS)
      if (e.xy[0] === u[1] && e.xy[1] === u[2] && e.floors.includes(u[0])) for (const z of e.floors) if (z !== u[0]) next.push([z, u[1], u[2]]);
    for (const v of next) {
      const kv = key(v);
      if (!seen.has(kv)) {
        seen.set(kv, seen.get(ku)! + 1);
        queue.push(v);
      }
    }
  }
  return null;
}

const PAIRS: [Node, Node][] = [];
{
  const rng = createRng(7);
  for (let i = 0; i < 200; i++) PAIRS.push([MAP_NODES[rng.int(MAP_NODES.length)], MAP_NODES[rng.int(MAP_NODES.length)]]);
}
for (const [a, b] of PAIRS) if (edgeListMoves(a, b) !== shortestMoves(a, b)) throw new Error(`baseline and engine disagree on ${a} → ${b}`);

it('Lost Space: 200 shortest routes', () => {
  compare('Lost Space shortestMoves, 200 random node pairs', [
    { name: 'baseline: edge-list scan per step', run: () => PAIRS.reduce((s, [a, b]) => s + (edgeListMoves(a, b) ?? -1), 0) },
    { name: 'engine: adjacency lists + typed BFS', run: () => PAIRS.reduce((s, [a, b]) => s + (shortestMoves(a, b) ?? -1), 0) },
  ]);
});

/** Baseline game: every action yields a fresh copy of the state, as a judge handing each player its own snapshot would. */
function copyOnWriteGame(seed: number): number {
  const rng = createRng(seed);
  let s: MatchState = createMatch();
  const bots = [BOTS.goal, BOTS.random, BOTS.goal, BOTS.random];
  let steps = 0;
  while (!s.over) {
    s = act(s, steps++ % 64 === 63 ? { type: 'endTurn' } : bots[s.turn](s, rng));
  }
  return s.events.length;
}

it('Lost Space: one whole game', () => {
  compare(
    'Lost Space, one 100-round game (goal, random, goal, random)',
    [
      { name: 'baseline: copy the state on every action', run: () => copyOnWriteGame(5) },
      { name: 'engine: simulate (in place, round snapshots)', run: () => simulate({ seed: 5, bots: ['goal', 'random', 'goal', 'random'] }).events.length },
    ],
    7,
  );
});
