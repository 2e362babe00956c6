// Garbage favor (seed 000 "垃圾幸运度"): the favor value per floor and mods, and the weight of each column rank.
import { hasMod, hasReversed, type Mod } from './mods';
import { finite, floorArg, modsArg, whole } from './validate';

/** Number of columns on the board, so of column ranks. */
export const COLUMNS = 10;

/** Largest |favor| the engine takes: far beyond any the game sets (−55 to 50), small enough that weights stay exact. */
export const MAX_ABS_FAVOR = 1e12;

/** Checks a favor value: finite and within ±MAX_ABS_FAVOR, else a RangeError naming `favor`. */
export function favorArg(favor: number): number {
  return finite('favor', favor, -MAX_ABS_FAVOR, MAX_ABS_FAVOR);
}

/**
 * Weight of each column rank, rank 0 = the first column in the sorted order:
 * max(0, 10 + favor * (1 - i / 4.5)) (seed 000 "垃圾幸运度" step 3; the loop writes it as
 * 10 + favor + i * (20 - 2 * (10 + favor)) / 9, the same line).
 */
export function favorWeights(favor: number): number[] {
  favorArg(favor);
  const weights = new Array<number>(COLUMNS);
  for (let i = 0; i < COLUMNS; i++) {
    const n = favorWeightNinths(favor, i);
    weights[i] = n > 0 ? n / 9 : 0;
  }
  return weights;
}

/**
 * Nine times the unclipped weight of place `i`: 90 + (9 − 2i) × favor, the same line over a common denominator. For an
 * integer favor (every favor the game sets is one) this is an exact integer, so "weight 0" is tested exactly: favor 30
 * gives place 6 exactly 0, where 10 + 30 × (1 − 6/4.5) in floating point leaves 1.8e-15 (issue 11, item 10).
 * @source seed 000 垃圾幸运度 step 3, over a common denominator of 9
 */
export function favorWeightNinths(favor: number, i: number): number {
  favorArg(favor);
  whole('i', i, 0, COLUMNS - 1);
  return 90 + (9 - 2 * i) * favor;
}

/**
 * Places (0–9) whose weight is exactly 0, so never picked at this favor.
 * @source seed 000 垃圾幸运度 step 3 (a weight of 0 is never picked)
 */
export function neverPickedPlaces(favor: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < COLUMNS; i++) if (favorWeightNinths(favor, i) <= 0) out.push(i);
  return out;
}

/** Chance of each column rank: its weight over the sum of weights (seed 000 step 4, the weighted draw). */
export function favorProbabilities(favor: number): number[] {
  const weights = favorWeights(favor);
  const total = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => w / total);
}

/**
 * Favor as the reference loop sets it every frame:
 * volatile+ ? 50 : (expert ? 0 : 33) - 3 * floor - (messy ? 25 : 0) (seed 000 code, "垃圾幸运度").
 */
export function garbageFavor(floor: number, mods: readonly Mod[]): number {
  floor = floorArg('floor', floor);
  modsArg('mods', mods);
  if (hasReversed(mods, 'volatile')) return 50;
  return (hasMod(mods, 'expert') ? 0 : 33) - 3 * floor - (hasMod(mods, 'messy') ? 25 : 0);
}
