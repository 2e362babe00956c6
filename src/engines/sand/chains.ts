// Sand blocks chains: settle, clear every wall-to-wall cluster, settle again, repeat (seed 004 §8.4.3).
import { cellsFromPixels, chainScore, type ScoreFormula } from './scoring';
import { spanningClusterPixels } from './clusters';
import type { SandWorld } from './world';

export interface ChainStep {
  /** 1 for the first clear, 2 for the clear the first one caused, ... */
  chain: number;
  clusters: { colour: number; pixels: number; cells: number; points: number }[];
}

export interface ChainResult {
  chains: number;
  removed: number;
  score: number;
  steps: ChainStep[];
}

/**
 * Settles the world, removes every spanning cluster's own pixels (§8.2.3), rechecks stability until nothing new
 * (§8.4.2), settles, and repeats until no cluster spans (§8.4.3). Each cluster scores base(N) × chain index.
 */
export function resolveChains(w: SandWorld, o: { formula?: ScoreFormula; maxFrames?: number } = {}): ChainResult {
  const out: ChainResult = { chains: 0, removed: 0, score: 0, steps: [] };
  w.settle(o.maxFrames);
  for (;;) {
    const found = spanningClusterPixels(w);
    if (found.length === 0) break;
    out.chains++;
    const step: ChainStep = { chain: out.chains, clusters: [] };
    for (const c of found) {
      const cells = cellsFromPixels(c.indices.length);
      const points = chainScore(cells, out.chains, o.formula);
      out.score += points;
      out.removed += w.removeIndices(c.indices);
      step.clusters.push({ colour: c.colour, pixels: c.indices.length, cells, points });
    }
    out.steps.push(step);
    w.settle(o.maxFrames);
  }
  return out;
}
