// Colour-blind mode: every sand colour has its own pattern, visible in any one cell, with enough contrast on the board.
import { describe, expect, it } from 'vitest';
import { CELL, COLOUR_NAMES } from '~/engines/sand';
import { BOARD_BG, COLOUR_WORDS, MARK_PALETTE, PALETTE, PATTERN_WORDS, patternMark, patternPath } from '~/islands/sand/draw';

const colours = COLOUR_NAMES.map((_, k) => k + 1);

/** WCAG 2 relative luminance and contrast ratio of #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The marks of a colour over a patch, as text rows. */
const patch = (colour: number, x0: number, y0: number, size: number) =>
  Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => (patternMark(colour, x0 + x, y0 + y) ? '#' : '.')).join(''));

describe('colour-blind patterns', () => {
  it('covers every colour of the engine with a name, a pattern name and a mark colour', () => {
    for (const c of colours) {
      expect(COLOUR_WORDS[c]).toBe(COLOUR_NAMES[c - 1]);
      expect(PATTERN_WORDS[c]).toMatch(/\w/);
      expect(MARK_PALETTE[c]).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(colours.map((c) => PATTERN_WORDS[c])).size).toBe(colours.length);
  });

  it('gives each colour a different pattern: no two agree on any 20 x 20 patch, at any shift', () => {
    for (const a of colours)
      for (const b of colours) {
        if (a >= b) continue;
        for (let dx = 0; dx < 20; dx++) for (let dy = 0; dy < 20; dy++) expect(patch(a, 0, 0, 20)).not.toEqual(patch(b, dx, dy, 20));
      }
  });

  it('marks between a tenth and two fifths of the pixels of every cell, wherever the cell lands', () => {
    for (const c of colours)
      for (let x0 = 0; x0 < 20; x0++)
        for (let y0 = 0; y0 < 20; y0++) {
          const marks = patch(c, x0, y0, CELL).join('').split('#').length - 1;
          expect(marks, `${COLOUR_WORDS[c]} at ${x0}, ${y0}`).toBeGreaterThanOrEqual(CELL * CELL * 0.1);
          expect(marks).toBeLessThanOrEqual(CELL * CELL * 0.4);
        }
    expect(patch(0, 0, 0, CELL).join('')).not.toContain('#');
  });

  it('has 3:1 contrast between each colour and its marks, and between each colour and the board (WCAG 1.4.11)', () => {
    for (const c of colours) {
      expect(contrast(PALETTE[c], MARK_PALETTE[c]), COLOUR_WORDS[c]).toBeGreaterThanOrEqual(3);
      expect(contrast(PALETTE[c], BOARD_BG), COLOUR_WORDS[c]).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws the same marks as an SVG path as on the board', () => {
    const d = patternPath(4, 10, 10, 31, 52);
    const fromPath = new Set([...d.matchAll(/M(\d+) (\d+)/g)].map((m) => `${Number(m[1]) + 31},${Number(m[2]) + 52}`));
    const fromMarks = new Set<string>();
    for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) if (patternMark(4, 31 + x, 52 + y)) fromMarks.add(`${31 + x},${52 + y}`);
    expect(fromPath).toEqual(fromMarks);
    expect(fromMarks.size).toBeGreaterThan(0);
  });
});
