// The play model without a browser: keys, the floor key, pointer snapping, slot states (issue 26).
import { describe, expect, it } from 'vitest';
import { createSandGame, SHAPE_CELLS, type Piece } from '~/engines/sand';
import { boardKey, cursorAt, lowestFit, slotStates } from '~/islands/sand/play-model';

const none = { ctrl: false, meta: false, alt: false, shift: false };
const playing = { selected: 0, paused: false, replaying: false, hasMoves: true };
const O: Piece = { shape: 'O', colour: 1, cells: SHAPE_CELLS.O };
const I: Piece = { shape: 'I', colour: 2, cells: SHAPE_CELLS.I };

describe('sand play model', () => {
  it('the floor key puts an O on an empty board on the last two rows (rows 20-21)', () => {
    const g = createSandGame({ seed: 1 });
    expect(lowestFit(g, O, 3)).toEqual({ gx: 3, gy: 20 });
    expect(lowestFit(g, I, 8)).toEqual({ gx: 8, gy: 21 });
  });

  it('the floor key stops above sand: with a cell filled at column 4, row 21, an O at column 3 lands on rows 19-20', () => {
    const g = createSandGame({ seed: 1 });
    for (let y = 210; y < 220; y++) for (let x = 40; x < 50; x++) g.world.set(x, y, 3);
    expect(lowestFit(g, O, 3)).toEqual({ gx: 3, gy: 19 });
    // Column 6 is clear of it: an O there still reaches the floor.
    expect(lowestFit(g, O, 6)).toEqual({ gx: 6, gy: 20 });
  });

  it('keys: End and Shift+Down go to the floor, arrows move, Enter drops, P pauses, X switches speed', () => {
    expect(boardKey('End', none, playing)).toEqual({ kind: 'floor' });
    expect(boardKey('ArrowDown', { ...none, shift: true }, playing)).toEqual({ kind: 'floor' });
    expect(boardKey('ArrowDown', none, playing)).toEqual({ kind: 'move', dx: 0, dy: 1 });
    expect(boardKey('Enter', none, playing)).toEqual({ kind: 'drop' });
    expect(boardKey('2', none, playing)).toEqual({ kind: 'select', slot: 1 });
    expect(boardKey('p', none, playing)).toEqual({ kind: 'pause' });
    expect(boardKey('x', none, playing)).toEqual({ kind: 'speed' });
    expect(boardKey('z', { ...none, ctrl: true }, playing)).toEqual({ kind: 'undo' });
    // Nothing chosen: arrows and Enter do nothing; S steps only while paused.
    expect(boardKey('Enter', none, { ...playing, selected: null })).toBeNull();
    expect(boardKey('s', none, playing)).toBeNull();
    expect(boardKey('s', none, { ...playing, paused: true })).toEqual({ kind: 'step' });
  });

  it('during a replay the keys of play say a replay runs, and P, N, E drive it', () => {
    const rp = { ...playing, replaying: true };
    expect(boardKey('1', none, rp)).toEqual({ kind: 'busy' });
    expect(boardKey('End', none, rp)).toEqual({ kind: 'busy' });
    expect(boardKey('N', none, rp)).toEqual({ kind: 'replay-key', key: 'n' });
  });

  it('a pointer at the middle of the board puts an O with its middle there: columns 5-6, rows 10-11', () => {
    expect(cursorAt(O, 0.5, 0.5)).toEqual({ gx: 5, gy: 10 });
    // Off the board to the right and below: kept on the grid.
    expect(cursorAt(O, 1.4, 2)).toEqual({ gx: 10, gy: 20 });
  });

  it('slots: a piece that fits nowhere is greyed whatever is chosen', () => {
    expect(slotStates([true, false, true], 1)).toEqual(['ready', 'no-room', 'ready']);
    expect(slotStates([true, true, true], 2)).toEqual(['ready', 'ready', 'chosen']);
  });
});
