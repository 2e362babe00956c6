// Data of the randomizer figure (pure): gaps between two deals of the same piece, for the TGM3 randomizer, a plain 7-bag
// and pure random, over many seeded sequences from the engine. Computed at build time by RandomizerGaps.astro.
import { GENERATORS, gapCounts, longestGap, sequenceOf, type PieceGenerator } from '~/engines/tgm3';

/** Sequences per generator and pieces in each (figure choices: enough for the shape, quick at build time). */
export const GAP_SEQUENCES = 12;
export const GAP_PIECES = 2000;
/** Gaps drawn one by one up to this; longer ones share the last bucket. */
export const GAP_BUCKETS = 24;

export interface GapRow {
  generator: PieceGenerator;
  /** Share of gaps of each length 0..GAP_BUCKETS (the last: that long or longer), in percent. */
  percent: number[];
  /** Share of deals that repeat the piece just dealt (gap 0), in percent. */
  floods: number;
  /** The longest gap seen in any sequence. */
  longest: number;
}

export function gapFigure(): GapRow[] {
  return GENERATORS.map((generator) => {
    const total = Array.from({ length: GAP_BUCKETS + 1 }, () => 0);
    let longest = 0;
    for (let seed = 1; seed <= GAP_SEQUENCES; seed++) {
      const s = sequenceOf(generator, seed, GAP_PIECES);
      gapCounts(s, GAP_BUCKETS).forEach((c, i) => (total[i] += c));
      longest = Math.max(longest, longestGap(s));
    }
    const sum = total.reduce((a, b) => a + b, 0);
    const percent = total.map((c) => Math.round((1000 * c) / sum) / 10); // literal-ok: percent with one decimal
    return { generator, percent, floods: percent[0], longest };
  });
}
