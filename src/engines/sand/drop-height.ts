// Sand blocks: does the height of an air drop change the pile? A piece dropped on an empty game board from several rows,
// each settled with the same physics seed, and the piles compared pixel for pixel (seed 004 §6.4 air drops, §5.3 piles).
import { CELL, LOGICAL_HEIGHT, LOGICAL_WIDTH, PIXEL_HEIGHT, PIXEL_WIDTH } from './constants';
import { SHAPE_CELLS, pieceSize, type Shape } from './pieces';
import { measurePile, type PileMeasure } from './pile';
import { createSandWorld } from './world';

export interface DropHeightPile extends PileMeasure {
  shape: Shape;
  /** The row of the piece's top cell when it was dropped (0 is the top of the board). */
  row: number;
  /** True when the settled board is pixel for pixel the same as the drop from the first row listed. */
  sameAsFirst: boolean;
}

/**
 * The settled board of one piece dropped with its top-left cell at (column, row) of the empty 12 × 22 board.
 * @source seed 004 §6.4 air drops and §5.3 piles
 */
export function settledDrop(shape: Shape, column: number, row: number, seed: number | string = 1): { colours: Uint8Array; measure: PileMeasure } {
  const { w, h } = pieceSize(SHAPE_CELLS[shape]);
  if (column < 0 || column + w > LOGICAL_WIDTH || row < 0 || row + h > LOGICAL_HEIGHT) throw new RangeError(`${shape} does not fit at ${column}, ${row}`);
  const world = createSandWorld({ width: PIXEL_WIDTH, height: PIXEL_HEIGHT, seed });
  for (const c of SHAPE_CELLS[shape])
    for (let py = 0; py < CELL; py++) for (let px = 0; px < CELL; px++) world.set((column + c.x) * CELL + px, (row + c.y) * CELL + py, 1);
  const frames = world.settle();
  return { colours: Uint8Array.from(world.colours), measure: measurePile(world, frames) };
}

/**
 * Each shape dropped from each row (centred, same seed); every pile compared with the first row's pile of its shape.
 * @source seed 004 §6.4 air drops and §5.3 piles
 */
export function dropHeightPiles(shapes: readonly Shape[], rows: readonly number[], seed: number | string = 1): DropHeightPile[] {
  return shapes.flatMap((shape) => {
    const column = Math.floor((LOGICAL_WIDTH - pieceSize(SHAPE_CELLS[shape]).w) / 2);
    const drops = rows.map((row) => ({ row, ...settledDrop(shape, column, row, seed) }));
    const first = drops[0].colours;
    return drops.map((d) => ({ shape, row: d.row, ...d.measure, sameAsFirst: d.colours.every((c, i) => c === first[i]) }));
  });
}
