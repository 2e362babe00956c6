// Sand blocks: the worked example of a piece placed during a running chain, under both readings (RULINGS.md, Sand blocks).
import { CELL, LOGICAL_HEIGHT, PIXEL_HEIGHT, PIXEL_WIDTH } from './constants';
import { SHAPE_CELLS } from './pieces';
import { createSandGame, type ClearEvent, type LatePieceRule } from './game';

/** Colours of the example (indices into COLOUR_NAMES + 1): the first clear, and the cluster the late piece completes. */
export const LATE_EXAMPLE_FIRST_COLOUR = 4;
export const LATE_EXAMPLE_LATE_COLOUR = 1;
/** Columns the strip covers before the late piece (a red strip one pixel tall from the left wall). */
export const LATE_EXAMPLE_STRIP_CELLS = 8;

export interface LatePieceExample {
  /** The clear that starts the chain (the bottom row). */
  first: ClearEvent[];
  /** The clears after the late I was dropped during the first clear's flash. */
  after: ClearEvent[];
  score: number;
}

/**
 * Bottom row: one colour from wall to wall. On it: a strip of the second colour, one pixel tall, from the left wall.
 * During the flash of the bottom row's clear, an I of the second colour is dropped at the right end of the strip's row,
 * completing a wall-to-wall cluster. Returns the clears under the chosen reading.
 * @source RULINGS.md Sand blocks (a piece placed during a running chain, both readings); seed 004 §8.3
 */
export function latePieceExample(rule: LatePieceRule): LatePieceExample {
  if (rule !== 'own-count' && rule !== 'design-loop') throw new RangeError(`rule ${String(rule)} is not own-count or design-loop`);
  const g = createSandGame({ seed: 1, lateRule: rule });
  const floorTop = PIXEL_HEIGHT - CELL;
  for (let y = floorTop; y < PIXEL_HEIGHT; y++) for (let x = 0; x < PIXEL_WIDTH; x++) g.world.set(x, y, LATE_EXAMPLE_FIRST_COLOUR);
  for (let x = 0; x < LATE_EXAMPLE_STRIP_CELLS * CELL; x++) g.world.set(x, floorTop - 1, LATE_EXAMPLE_LATE_COLOUR);
  g.requestCheck();
  let first: ClearEvent[] = [];
  for (let k = 0; k < PIXEL_HEIGHT * 4 && first.length === 0; k++) first = g.tick();
  g.slots[0] = { shape: 'I', colour: LATE_EXAMPLE_LATE_COLOUR, cells: SHAPE_CELLS.I };
  if (!g.place(0, LATE_EXAMPLE_STRIP_CELLS, LOGICAL_HEIGHT - 2)) throw new RangeError('the late piece of the example does not fit');
  const after = g.runUntilIdle();
  return { first, after, score: g.score };
}
