// Bench: 10,000 hole-column draws, engine weights against the seed's loop design (arrays of [column, score, running sum]).
import { it } from 'vitest';
import { favorWeights } from '~/engines/zenith';
import { createRng } from '~/lib/rng';
import { compare } from './measure';

/** Baseline written from the seed's reference loop: rebuild [column, score, runningSum] arrays, then scan. */
function seedStyleDraw(favor: number, r: number): number {
  const scores: number[][] = [];
  for (let x = 0; x < 10; x++) scores.push([x, 0]);
  let scoreSum = 0;
  for (let i = 0; i < scores.length; i++) {
    const score = Math.max(0, 10 + favor + i * ((20 - 2 * (10 + favor)) / 9));
    scoreSum += score;
    scores[i][2] = scoreSum;
  }
  const target = r * scoreSum;
  for (let i = 0; i < scores.length; i++) if (scores[i][2] !== 0 && target <= scores[i][2]) return scores[i][0];
  return 0;
}

function engineDraw(favor: number, r: number): number {
  const w = favorWeights(favor);
  let total = 0;
  for (const x of w) total += x;
  let target = r * total;
  for (let i = 0; i < w.length; i++) {
    target -= w[i];
    if (target <= 0 && w[i] > 0) return i;
  }
  return 0;
}

const DRAWS = 10_000;
function run(draw: (favor: number, r: number) => number): number {
  const rng = createRng(1);
  let s = 0;
  for (let k = 0; k < DRAWS; k++) s += draw((k % 121) - 60, rng.next());
  return s;
}

it('garbage favor: 10,000 weighted draws', () => {
  compare('Zenith garbage favor, 10,000 weighted hole draws', [
    { name: 'baseline: seed loop design', run: () => run(seedStyleDraw) },
    { name: 'engine: favorWeights + scan', run: () => run(engineDraw) },
  ]);
});
