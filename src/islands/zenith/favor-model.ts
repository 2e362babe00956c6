// The garbage-favor figure's model (FavorWeightsPlot.tsx and hole-picker.tsx): the weights and chances at a favor,
// the hole picker's board, scores, order and exact chances, cell edits, and the sampled draws. Pure: no DOM, no Preact.
import {
  columnScores,
  favorProbabilities,
  favorWeights,
  holeColumn,
  holeProbabilities,
  neverPickedPlaces,
  referenceHole,
  sortDirectionOf,
  type ClientVersion,
  type SortDirection,
} from '~/engines/zenith';
import { createRng } from '~/lib/rng';

/** Column indexes 0–9, and the places 0–9 of the sorted order. */
export const COLS = Array.from({ length: 10 }, (_, i) => i);

/** The weight and chance of each place at `favor`, and the places never picked. */
export function favorView(favor: number) {
  return { weights: favorWeights(favor), chances: favorProbabilities(favor), zeroRanks: neverPickedPlaces(favor) };
}

/**
 * The hole picker for a board written as rows joined by '-' (top row first): each column's score, the reference hole,
 * the sorted order of columns (hardest first in the seed's code, easiest first in the current one; ties by column),
 * the exact chance of each column, and the likeliest column (the lowest of equals).
 */
export function pickerView(boardText: string, favor: number, version: ClientVersion) {
  const board = boardText.split('-');
  const dir = sortDirectionOf(version);
  const scores = columnScores(board);
  const exact = holeProbabilities(board, favor, { direction: dir });
  const order = [...COLS].sort((a, b) => (dir === 'code' ? scores[b] - scores[a] : scores[a] - scores[b]));
  const likeliest = COLS.reduce((b, x) => (exact[x] > exact[b] ? x : b), 0);
  return { board, dir, scores, ref: referenceHole(board), exact, order, likeliest };
}

const NEXT_CELL: Record<string, string> = { '.': 'X', X: 'G', G: '.' };

/** The board with cell (row y from the top, column x) turned to the next kind: empty → filled → garbage → empty. */
export function toggleCell(boardText: string, y: number, x: number): string {
  const rows = boardText.split('-');
  rows[y] = rows[y].slice(0, x) + NEXT_CELL[rows[y][x]] + rows[y].slice(x + 1);
  return rows.join('-');
}

/** Holes drawn so far for one setting (`key`: favor, board and sort direction) and the sample's seed. */
export interface Sample {
  key: string;
  counts: number[];
  n: number;
  seed: number;
}

/** No holes drawn yet. */
export const NO_SAMPLE: Sample = { key: '', counts: new Array(10).fill(0), n: 0, seed: 1 };

/** The sample's counts for `key`: what was drawn for that setting, or nothing when the setting changed since. */
export function sampleFor(s: Sample, key: string): { counts: number[]; drawn: number } {
  return s.key === key ? { counts: s.counts, drawn: s.n } : { counts: new Array(10).fill(0), drawn: 0 };
}

/** `count` more holes drawn with holeColumn, from a generator seeded by the setting, the seed and the holes so far. */
export function drawMore(s: Sample, key: string, board: readonly string[], favor: number, dir: SortDirection, count: number): Sample {
  const { counts, drawn } = sampleFor(s, key);
  const rng = createRng(`${key}|${s.seed}|${drawn}`);
  const next = counts.slice();
  for (let i = 0; i < count; i++) next[holeColumn(board, favor, rng, { direction: dir })]++;
  return { key, counts: next, n: drawn + count, seed: s.seed };
}

/** The largest gap between a column's sampled share and its exact chance (0 before any draw). */
export function largestGap(counts: readonly number[], drawn: number, exact: readonly number[]): number {
  return drawn ? Math.max(...COLS.map((x) => Math.abs(counts[x] / drawn - exact[x]))) : 0;
}
