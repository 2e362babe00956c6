// Sand blocks scoring: the two formulas of seed 004 §9.2 and the chain multiplier of §8.4.3 / §9.3.
import { CELL } from './constants';

/** 'sqrt' = floor(10 × √N) (§9.2 方案A, the default by RULINGS.md); 'linear' = floor(0.35 × N) (§9.2 方案B). */
export type ScoreFormula = 'sqrt' | 'linear';
export const SCORE_FORMULAS: readonly ScoreFormula[] = ['sqrt', 'linear'];

/** Each formula as the pages and the sandbox write it (§9.2). */
export const SCORE_FORMULA_TEXT: Record<ScoreFormula, string> = { sqrt: 'floor(10 × √N)', linear: 'floor(0.35 × N)' };

/** Cleared logical cells N from cleared pixels (§9.1: N counts logical cells; RULINGS.md: pixels / 100). */
export function cellsFromPixels(pixels: number): number {
  return pixels / (CELL * CELL);
}

/**
 * Base points for one cluster of N logical cells (§9.2).
 * @source seed 004 §9.2; RULINGS.md Sand blocks for the formula choice
 */
export function baseScore(cells: number, formula: ScoreFormula = 'sqrt'): number {
  if (!(cells >= 0)) return 0;
  return formula === 'sqrt' ? Math.floor(10 * Math.sqrt(cells)) : Math.floor(0.35 * cells);
}

/** Points for one cluster cleared in chain step k (1 = first clear): base × k (§8.4.3, §9.3; RULINGS.md). */
export function chainScore(cells: number, chainIndex: number, formula: ScoreFormula = 'sqrt'): number {
  return baseScore(cells, formula) * chainIndex;
}
