// Clears must be possible (RULINGS.md TGM3): every piece brings 4 cells, every cleared line takes 10 (a 10-wide field,
// seed: Playfield size 10 × 20), so the clears of a stretch of play use at most (cells placed + cells already in the
// stack) / 10 lines. A planner or simulator input that breaks this is refused with the reason, never graded.
import { checkInt, checkList, checkObject, MAX_EVENTS } from './validate';

/** Cells in one tetromino. */
export const CELLS_PER_PIECE = 4;
/** Cells in one line of the 10-wide field (seed: Playfield size 10 × 20). */
export const CELLS_PER_LINE = 10;

/** One stretch of play: how many pieces were placed in it and how many lines they cleared. */
export interface CellStep {
  pieces: number;
  lines: number;
}

/** The first stretch whose clears need more cells than there are, with the numbers that show it. */
export interface CellShortfall {
  /** Index of the stretch in the list. */
  index: number;
  lines: number;
  /** Most lines the cells allow: floor((placed + inStack) / 10). */
  maxLines: number;
  pieces: number;
  /** Cells the stretch's pieces place, and cells left in the stack before it. */
  placed: number;
  inStack: number;
}

/** Null when every stretch's clears fit the cells, else the first one that does not (RULINGS.md TGM3). */
export function cellShortfall(steps: readonly CellStep[]): CellShortfall | null {
  let stack = 0;
  const list = checkList<CellStep>('steps', steps, MAX_EVENTS);
  for (let i = 0; i < list.length; i++) {
    checkObject(`steps[${i}]`, list[i]);
    const pieces = checkInt(`steps[${i}].pieces`, list[i].pieces, 0, MAX_EVENTS);
    const lines = checkInt(`steps[${i}].lines`, list[i].lines, 0, MAX_EVENTS);
    const placed = pieces * CELLS_PER_PIECE;
    const maxLines = Math.floor((placed + stack) / CELLS_PER_LINE);
    if (lines > maxLines) return { index: i, lines, maxLines, pieces, placed, inStack: stack };
    stack += placed - lines * CELLS_PER_LINE;
  }
  return null;
}
