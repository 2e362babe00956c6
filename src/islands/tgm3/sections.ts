// Section labels for the TGM3 islands, built from the engine's section length (SECTION_LEVELS) so no island types 100 or 99.
import { SECTION_LEVELS } from '~/engines/tgm3';

/** First level of section i (0 for 000-099). */
export const sectionStart = (i: number) => i * SECTION_LEVELS;
/** Last level of section i (99 for 000-099). */
export const sectionLast = (i: number) => sectionStart(i) + SECTION_LEVELS - 1;
/** "100-199", or "000-099" with `pad` (three digits, as the seed prints them). */
export function sectionRange(i: number, pad = false): string {
  const show = (n: number) => (pad ? String(n).padStart(3, '0') : String(n));
  return `${show(sectionStart(i))}-${show(sectionLast(i))}`;
}

/** A section's result words: "COOL", "REGRET", both joined by narrow no-break spaces (they stay on one line), or "". */
export function coolRegretText(s: { cool: boolean; regret: boolean }): string {
  return [s.cool ? 'COOL' : '', s.regret ? 'REGRET' : ''].filter(Boolean).join('\u202f+\u202f');
}
