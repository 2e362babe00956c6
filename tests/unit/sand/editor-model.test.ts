// The board editor's model (seed 004 §14.4): painting, erasing, clearing, keys, and the board in a link (bad links
// cut or stopped, and reported). Expected strings and counts are worked out by hand from the 120 x 220 grid.
import { describe, expect, it } from 'vitest';
import {
  applyEditorAction,
  createEditor,
  decodeBoard,
  editorKey,
  emptyBoard,
  encodeBoard,
  gameFromBoard,
  paintAt,
  paintLine,
  pixelCount,
} from '~/islands/sand/editor-model';

const NO_MODS = { shift: false, ctrl: false, alt: false, meta: false };

describe('painting', () => {
  it('a cell brush snaps to the 10 x 10 cell under the point; a one-pixel brush paints one pixel', () => {
    const px = emptyBoard();
    expect(paintAt(px, 10, 2, 13, 27)).toBe(true);
    expect(pixelCount(px)).toBe(100);
    expect(px[20 * 120 + 10]).toBe(2); // the cell's top-left (10, 20)
    expect(px[29 * 120 + 19]).toBe(2); // and its bottom-right (19, 29)
    expect(px[30 * 120 + 19]).toBe(0);
    expect(paintAt(px, 10, 2, 15, 25)).toBe(false); // the same cell again changes nothing
    paintAt(px, 1, 0, 10, 20);
    expect(pixelCount(px)).toBe(99);
  });

  it('a 5 x 5 brush is centred and clipped at the corner', () => {
    const px = emptyBoard();
    paintAt(px, 5, 1, 0, 0);
    expect(pixelCount(px)).toBe(9); // 3 x 3 of the 5 x 5 square lie inside
  });

  it('a fast stroke leaves no gap: a one-pixel line from (0, 0) to (119, 0) paints the whole top row', () => {
    const px = emptyBoard();
    paintLine(px, 1, 3, 0, 0, 119, 0);
    expect(pixelCount(px)).toBe(120);
  });
});

describe('keys', () => {
  it('arrows move (Shift a cell, clamped at the edges), digits pick a colour, B cycles the brush, Space paints, Delete erases', () => {
    const s = createEditor();
    expect([s.x, s.y, s.brush]).toEqual([0, 210, 10]);
    applyEditorAction(s, editorKey('ArrowLeft', NO_MODS)!);
    expect(s.x).toBe(0);
    applyEditorAction(s, editorKey('ArrowRight', { ...NO_MODS, shift: true })!);
    applyEditorAction(s, editorKey('ArrowDown', { ...NO_MODS, shift: true })!);
    applyEditorAction(s, editorKey('ArrowDown', { ...NO_MODS, shift: true })!);
    expect([s.x, s.y]).toEqual([10, 219]);
    applyEditorAction(s, editorKey('4', NO_MODS)!);
    expect(applyEditorAction(s, editorKey(' ', NO_MODS)!)).toBe(true);
    expect(pixelCount(s.pixels)).toBe(100);
    expect(s.pixels[219 * 120 + 10]).toBe(4);
    expect(applyEditorAction(s, editorKey('Delete', NO_MODS)!)).toBe(true);
    expect(pixelCount(s.pixels)).toBe(0);
    applyEditorAction(s, editorKey('b', NO_MODS)!);
    expect(s.brush).toBe(1);
    expect(editorKey('z', NO_MODS)).toBeNull();
    expect(editorKey('ArrowUp', { ...NO_MODS, ctrl: true })).toBeNull();
  });

  it('clear empties the board and says whether anything changed', () => {
    const s = createEditor();
    expect(applyEditorAction(s, { kind: 'clear' })).toBe(false);
    paintAt(s.pixels, 10, 1, 0, 0);
    expect(applyEditorAction(s, { kind: 'clear' })).toBe(true);
    expect(pixelCount(s.pixels)).toBe(0);
  });
});

describe('the board in a link', () => {
  it('a bottom row of colour 1 is 26,280 empty pixels then 120 of colour 1; an empty board is the empty string', () => {
    const px = emptyBoard();
    paintLine(px, 1, 1, 0, 219, 119, 219);
    expect(encodeBoard(px)).toBe('a26280b120');
    expect(encodeBoard(emptyBoard())).toBe('');
    expect(encodeBoard(decodeBoard('a26280b120').pixels)).toBe('a26280b120');
  });

  it('single pixels have no count, and the trailing empty run is left out', () => {
    const px = emptyBoard();
    px[1] = 2;
    px[2] = 7 - 1;
    expect(encodeBoard(px)).toBe('acg');
    expect(decodeBoard('acg').problem).toBeNull();
  });

  it('a board longer than the grid is cut at its last pixel and reported', () => {
    const read = decodeBoard('b26000c1000');
    expect(read.problem).toEqual({ kind: 'too-long', kept: 26400 });
    expect(pixelCount(read.pixels)).toBe(26400);
    expect(read.pixels[26399]).toBe(2); // c is colour 2
  });

  it('a zero or zero-led count stops the reading there, keeping what came before, and is reported', () => {
    expect(decodeBoard('b5c0b3').problem).toEqual({ kind: 'unreadable', at: 2 });
    expect(pixelCount(decodeBoard('b5c0b3').pixels)).toBe(5);
    expect(decodeBoard('b05').problem).toEqual({ kind: 'unreadable', at: 0 });
    expect(decodeBoard('12').problem).toEqual({ kind: 'unreadable', at: 0 });
  });
});

describe('running a painted board', () => {
  it('a full-width band of one colour painted in the air falls and clears: 12 cells, floor(10 * sqrt(12)) = 34', () => {
    const px = emptyBoard();
    for (let x = 0; x < 120; x += 10) paintAt(px, 10, 2, x, 100);
    const game = gameFromBoard(px, { stability: 'stable-support', connectivity: 4 });
    const events = game.runUntilIdle();
    expect(events.map((e) => [e.cells, e.points])).toEqual([[12, 34]]);
    expect(game.world.pixelCount()).toBe(0);
  });
});
