// Sand blocks pieces: the seven tetrominoes (seed 004 §4.1), the 7-bag (§4.3), colours (§4.2) and distinct rotations.
import type { Rng } from '~/lib/rng';
import { shuffled } from '~/lib/rng';

export type Shape = 'I' | 'O' | 'T' | 'L' | 'J' | 'S' | 'Z';
export const SHAPES: readonly Shape[] = ['I', 'O', 'T', 'L', 'J', 'S', 'Z'];

/** A cell offset in logical cells, x to the right, y downward (seed 004 §3.3). */
export interface CellOffset {
  x: number;
  y: number;
}

/**
 * Unrotated shapes (§7.4 "初始状态: 未旋转的标准形态"). The document draws no shapes; these are the usual spawn
 * orientations (flat side down for T, L, J; I lying flat).
 */
const ROWS: Record<Shape, string[]> = {
  I: ['####'],
  O: ['##', '##'],
  T: ['###', '.#.'],
  L: ['###', '#..'],
  J: ['###', '..#'],
  S: ['.##', '##.'],
  Z: ['##.', '.##'],
};

export const SHAPE_CELLS: Record<Shape, readonly CellOffset[]> = Object.fromEntries(
  SHAPES.map((s) => [s, ROWS[s].flatMap((row, y) => [...row].flatMap((ch, x) => (ch === '#' ? [{ x, y }] : [])))]),
) as Record<Shape, CellOffset[]>;

export interface Piece {
  shape: Shape;
  /** 1..k */
  colour: number;
  cells: readonly CellOffset[];
}

/**
 * Width and height of a piece's bounding box, in cells.
 * @source seed 004 §4.1: the seven tetrominoes
 */
export function pieceSize(cells: readonly CellOffset[]): { w: number; h: number } {
  return { w: Math.max(...cells.map((c) => c.x)) + 1, h: Math.max(...cells.map((c) => c.y)) + 1 };
}

function normalise(cells: CellOffset[]): string {
  const mx = Math.min(...cells.map((c) => c.x));
  const my = Math.min(...cells.map((c) => c.y));
  return cells
    .map((c) => [c.x - mx, c.y - my])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([x, y]) => `${x},${y}`)
    .join(' ');
}

/** Distinct quarter-turn orientations of a shape (the "rotation states" column of §4.1). */
export function rotationStates(shape: Shape): number {
  const seen = new Set<string>();
  let cells = SHAPE_CELLS[shape].map((c) => ({ ...c }));
  for (let k = 0; k < 4; k++) {
    seen.add(normalise(cells));
    cells = cells.map((c) => ({ x: -c.y, y: c.x }));
  }
  return seen.size;
}

/**
 * A 7-bag: each run of seven draws holds every shape once, in shuffled order (§4.3).
 * @source seed 004 §4.3 (the 7-bag)
 */
export class SevenBag {
  private queue: Shape[] = [];
  constructor(private rng: Rng) {}
  next(): Shape {
    if (this.queue.length === 0) this.queue = shuffled(SHAPES, this.rng);
    return this.queue.shift() as Shape;
  }
}

/** A new piece: shape from the bag, colour drawn uniformly from 1..colourCount, shape and colour independent (§4.2, §7.4). */
export function drawPiece(bag: SevenBag, rng: Rng, colourCount: number): Piece {
  const shape = bag.next();
  return { shape, colour: 1 + rng.int(colourCount), cells: SHAPE_CELLS[shape] };
}
