// Sakura and Kamui fixed sequences: the piece at any position, and where a pattern occurs (seed 002).
import { KAMUI_SEQUENCE, SAKURA_SEQUENCE } from './data/sequences';
import { checkChoice, checkInt } from './validate';

export type SequenceName = 'sakura' | 'kamui';
export const SEQUENCES: Record<SequenceName, string> = { sakura: SAKURA_SEQUENCE, kamui: KAMUI_SEQUENCE };
const NAMES = ['sakura', 'kamui'] as const;
/** Longest window the engine writes out (a few cycles of either sequence is plenty). */
export const MAX_WINDOW = 10_000;

/**
 * Piece number n (0-based) of a cycled sequence.
 * @source seed 002 Sakura and Kamui fixed sequences
 */
export function pieceAt(name: SequenceName, n: number): string {
  const s = SEQUENCES[checkChoice('name', name, NAMES)];
  checkInt('n', n, Number.MIN_SAFE_INTEGER);
  return s[((n % s.length) + s.length) % s.length];
}

/**
 * The `count` pieces starting at position n, wrapping around.
 * @source seed 002 Sakura and Kamui fixed sequences
 */
export function window(name: SequenceName, n: number, count: number): string {
  checkChoice('name', name, NAMES);
  checkInt('n', n, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - MAX_WINDOW);
  checkInt('count', count, 0, MAX_WINDOW);
  let out = '';
  for (let i = 0; i < count; i++) out += pieceAt(name, n + i);
  return out;
}

/**
 * Every start position (0-based) where `pattern` occurs, wrapping around the cycle.
 * @source seed 002 Sakura and Kamui fixed sequences
 */
export function findPattern(name: SequenceName, pattern: string): number[] {
  const s = SEQUENCES[checkChoice('name', name, NAMES)];
  if (typeof pattern !== 'string') throw new RangeError(`pattern must be a string, not ${String(pattern)}.`);
  const p = pattern.toUpperCase();
  if (!/^[IJLOSTZ]+$/.test(p) || p.length > s.length) return [];
  // The cycle written out once more (minus one piece) so matches across the end are plain substrings.
  const doubled = s + s.slice(0, p.length - 1);
  const hits: number[] = [];
  for (let i = doubled.indexOf(p); i >= 0 && i < s.length; i = doubled.indexOf(p, i + 1)) hits.push(i);
  return hits;
}

/**
 * How many of each piece the sequence holds.
 * @source seed 002 Sakura and Kamui fixed sequences
 */
export function pieceCounts(name: SequenceName): Record<string, number> {
  const out: Record<string, number> = { I: 0, J: 0, L: 0, O: 0, S: 0, T: 0, Z: 0 };
  for (const c of SEQUENCES[checkChoice('name', name, NAMES)]) out[c]++;
  return out;
}
