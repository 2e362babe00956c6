// Model of the randomizer viewer (pure, no DOM): the seeded TGM3 sequence, the step a reader looks at, and what happened
// at that step (rolls, swaps, the refill, the history, the pool), from the engine.
import { TI_PIECES, TI_POOL_COPIES, TI_POOL_SIZE, tiSteps, type TiStep } from '~/engines/tgm3';
import { numberParam } from '~/lib/url-state';

/** Pieces shown at once: one pool's worth (a figure choice). */
export const SHOWN = TI_POOL_SIZE;
/** Highest seed a link may carry. */
export const MAX_SEED = 99999;
/**
 * Highest step a reader can inspect (0-based: pieces 1-1000). The viewer's own limit, not a game number: each step deals
 * the sequence again from the first piece, so a round thousand keeps a keypress cheap. The engine itself deals up to
 * MAX_SEQUENCE pieces.
 */
export const MAX_STEP = 999; // literal-ok: the viewer's own limit, explained above

export const SPECS = {
  rzSeed: numberParam({ default: 1, min: 0, max: MAX_SEED }),
  rzStep: numberParam({ default: 1, min: 0, max: MAX_STEP }),
};

export interface ViewerModel {
  /** The pieces of the window holding the inspected step, with their position. */
  window: { at: number; piece: string; swapped: boolean }[];
  step: TiStep;
  at: number;
  /** The pool before this step, as counts in the order I, T, L, J, S, Z, O. */
  poolBefore: number[];
  poolAfter: number[];
}

/** The viewer's figures for a seed and a step (0 = the first piece). */
export function viewerModel(seed: number, at: number): ViewerModel {
  const steps = tiSteps(seed, at + 1);
  const start = Math.floor(at / SHOWN) * SHOWN;
  const rest = tiSteps(seed, start + SHOWN).slice(start);
  const before = at > 0 ? steps[at - 1].poolCounts : Object.fromEntries(TI_PIECES.map((p) => [p, TI_POOL_COPIES]));
  return {
    window: rest.map((s, i) => ({ at: start + i, piece: s.piece, swapped: s.swapped.length > 0 })),
    step: steps[at],
    at,
    poolBefore: TI_PIECES.map((p) => before[p]),
    poolAfter: TI_PIECES.map((p) => steps[at].poolCounts[p]),
  };
}
