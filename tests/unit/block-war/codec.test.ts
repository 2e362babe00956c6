// URL encodings of the Block War islands and the equivalent-placement helper the piece explorer shows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { equivalentPlacements, placementCells, PIECES, DIRS } from '~/engines/block-war';
import { decodeBoard, decodeMoves, encodeBoard, encodeMoves } from '~/islands/block-war/codec';

describe('board and move codecs', () => {
  it('a board (rows 0-14) survives the round trip; rows 15-24 come back empty', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), { minLength: 25, maxLength: 25 }), (g) => {
        const rows = g.map((r) => r.map((b) => (b ? '#' : '.')).join(''));
        const back = decodeBoard(encodeBoard(rows))!;
        expect(back.slice(0, 15)).toEqual(rows.slice(0, 15));
        expect(back.slice(15).every((r) => r === '..........')).toBe(true);
      }),
    );
  });
  it('refuses malformed text: wrong length, capitals, a row value above 10 bits', () => {
    expect(decodeBoard('abc')).toBeNull();
    expect(decodeBoard('A'.repeat(45))).toBeNull();
    expect(decodeBoard('400' + '0'.repeat(42))).toBeNull();
  });
  it('moves survive the round trip', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1295 })), (m) => {
        expect(decodeMoves(encodeMoves(m))).toEqual(m);
      }),
    );
  });
});

describe('equivalentPlacements', () => {
  it('O: the three other directions cover the same square; J, L, T: none', () => {
    expect(equivalentPlacements('O', { x: 4, y: 5, dir: 0 })).toHaveLength(3);
    for (const p of ['J', 'L', 'T'] as const) for (const d of DIRS) expect(equivalentPlacements(p, { x: 4, y: 5, dir: d })).toEqual([]);
  });
  it('every returned placement covers exactly the same cells', () => {
    const key = (cs: { x: number; y: number }[]) =>
      cs
        .map((c) => `${c.x},${c.y}`)
        .sort()
        .join(' ');
    for (const piece of PIECES)
      for (const dir of DIRS) {
        const p = { x: 4, y: 5, dir };
        for (const q of equivalentPlacements(piece, p)) expect(key(placementCells(piece, q))).toBe(key(placementCells(piece, p)));
      }
  });
});
