// The clear lab's model (src/islands/block-war/clear-lab-model.ts), without a DOM: its default is the document's
// battle-zone example (seed 001 "消列规则", removeBattleline1: red's T, direction 2, centre x 2, y 10; row 11 fills and
// goes, the other rows close up against the limit line), and its controls' changes, worked by hand on an empty board.
import { describe, expect, it } from 'vitest';
import { emptyBoard } from '~/engines/block-war';
import { BATTLE_EXAMPLE, PEACE_EXAMPLE } from '~/engines/block-war/examples';
import { readParams } from '~/lib/url-state';
import { decodeBoard, encodeBoard } from '~/islands/block-war/codec';
import {
  PRESETS,
  SPECS,
  dirChange,
  labMarks,
  labState,
  pickAt,
  pieceChange,
  presetChange,
  stepFrom,
  toggleChange,
  type LabValues,
} from '~/islands/block-war/clear-lab-model';

const defaults = readParams('', SPECS).values;
/** Rows 0-14 (the part a link keeps) with every filled cell as '#'. */
const shape = (rows: readonly string[]) => rows.slice(0, 15).map((r) => r.replace(/[^.]/g, '#'));
/** An empty board with an O chosen at its first listed placement (y 14, x 0, direction 0: the judge's first). */
const emptyO: LabValues = { ...defaults, clBoard: encodeBoard(emptyBoard()), ...pieceChange(emptyBoard(), 'O') };

describe('clear lab model', () => {
  it('the default is picture 1 of the battle example: the T lands, row 11 goes (one battle row), rows 9, 10 and 12 move', () => {
    const s = labState(defaults, null);
    expect(s.piece).toBe('T');
    expect(s.chosen).toEqual({ x: 2, y: 10, dir: 2 });
    expect(s.chosenLegal).toBe(true);
    expect(s.shown).toEqual(s.chosen);
    expect(s.view.result.fullRows).toEqual([11]);
    expect(s.view.result.battleCleared).toBe(1);
    expect(shape(s.view.result.rows)).toEqual(shape(BATTLE_EXAMPLE.after));
    expect(s.moved.map((t) => Number(t.split(' → ')[0])).sort((a, b) => a - b)).toEqual([9, 10, 12]);
    expect(s.preset?.id).toBe('battle-1');
    expect(s.badPlacement).toBe(false);
  });
  it('six presets, three pictures of each example; a preset sets board, mover, piece and placement', () => {
    expect(PRESETS.map((p) => p.id)).toEqual(['battle-1', 'battle-2', 'battle-3', 'peace-1', 'peace-2', 'peace-3']);
    const c = presetChange('peace-1')!;
    expect(shape(decodeBoard(c.clBoard!)!)).toEqual(shape(PEACE_EXAMPLE.before));
    expect([c.clMover, c.clPiece, c.clX, c.clY, c.clDir]).toEqual(['blue', 'O', 8, 9, 0]);
    expect(presetChange('nope')).toBeNull();
  });
  it('an O on an empty board: nine listed placements along row 14; previous wraps to the last, next goes to x 1', () => {
    const s = labState(emptyO, null);
    expect(s.legal).toHaveLength(9);
    expect(s.chosen).toEqual({ x: 0, y: 14, dir: 0 });
    expect(stepFrom(s, -1)).toEqual({ x: 8, y: 14, dir: 0 });
    expect(stepFrom(s, 1)).toEqual({ x: 1, y: 14, dir: 0 });
  });
  it('a click on a cell picks the placement centred there; marks: 9 × 4 legal cells and the 4 shown', () => {
    const s = labState(emptyO, null);
    expect(pickAt(s, 5, 14)).toEqual({ x: 5, y: 14, dir: 0 });
    expect(pickAt(s, 5, 3)).toBeNull();
    const { marks } = labMarks(s, 'full');
    expect(marks.filter((k) => k.kind === 'legal')).toHaveLength(36);
    expect(marks.filter((k) => k.kind === 'preview')).toHaveLength(4);
  });
  it('editing fills and empties cells of rows 0-14 only; a direction with no placement keeps the old centre', () => {
    const once = toggleChange(emptyBoard(), 3, 0)!;
    expect(decodeBoard(once.clBoard!)![0]).toBe('...#......');
    expect(decodeBoard(toggleChange(decodeBoard(once.clBoard!)!, 3, 0)!.clBoard!)![0]).toBe('..........');
    expect(toggleChange(emptyBoard(), 3, 15)).toBeNull();
    expect(dirChange(labState(emptyO, null), 1)).toEqual({ clDir: 1 });
  });
  it('a chosen placement that is not listed is shown as a notice, not drawn', () => {
    const s = labState({ ...emptyO, clX: 4, clY: 3 }, null);
    expect(s.chosenLegal).toBe(false);
    expect(s.shown).toBeNull();
    expect(s.badPlacement).toBe(true);
  });
});
