// Sand blocks pile: pour a square block onto an empty floor and measure the pile (seed 004 §5.3, RULINGS.md pile item).
import { createSandWorld, type SandWorld } from './world';

export interface PileMeasure {
  /** Rows from the floor to the highest pixel. */
  height: number;
  /** Width of the bottom row, from its leftmost to its rightmost pixel. */
  base: number;
  /** Pixels in the top row. */
  top: number;
  pixels: number;
  frames: number;
}

/**
 * Measures the pile in a settled world.
 * @source seed 004 §5.3; RULINGS.md Sand blocks pile item
 */
export function measurePile(w: SandWorld, frames = 0): PileMeasure {
  let top = -1;
  let pixels = 0;
  for (let y = 0; y < w.height; y++) {
    for (let x = 0; x < w.width; x++) {
      if (w.colours[y * w.width + x] === 0) continue;
      pixels++;
      if (top < 0) top = y;
    }
  }
  const rowSpan = (y: number) => {
    let lo = -1;
    let hi = -1;
    let n = 0;
    for (let x = 0; x < w.width; x++) {
      if (w.colours[y * w.width + x] !== 0) {
        if (lo < 0) lo = x;
        hi = x;
        n++;
      }
    }
    return { width: lo < 0 ? 0 : hi - lo + 1, n };
  };
  return {
    height: top < 0 ? 0 : w.height - top,
    base: rowSpan(w.height - 1).width,
    top: top < 0 ? 0 : rowSpan(top).n,
    pixels,
    frames,
  };
}

/**
 * The world of pourBlock before any frame: a size x size block hanging `gap` rows above the floor, centred.
 * @source seed 004 §5.3; RULINGS.md Sand blocks pile item
 */
export function pourStart(size: number, o: { seed?: number | string; width?: number; gap?: number } = {}): SandWorld {
  const width = o.width ?? Math.max(4 * size, size + 8);
  const gap = o.gap ?? 0;
  const height = size * 3 + gap;
  const world = createSandWorld({ width, height, seed: o.seed ?? 1 });
  const x0 = Math.floor((width - size) / 2);
  const y0 = height - size - gap;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) world.set(x0 + x, y0 + y, 1);
  return world;
}

/**
 * Pours a size x size block (§5.3.2 uses 16; the figure 20) dropped `gap` rows above the floor of a wide empty world,
 * centred, and returns the settled world and its measure.
 */
export function pourBlock(size: number, o: { seed?: number | string; width?: number; gap?: number } = {}): { world: SandWorld; pile: PileMeasure } {
  const world = pourStart(size, o);
  const frames = world.settle();
  return { world, pile: measurePile(world, frames) };
}

/**
 * The scene of the document's acceptance test 2 (appendix G): a floor of three I pieces in two colours, then four red
 * O pieces poured from the top at columns 0, 4, 9 and 10, each settled before the next. Their piles meet in thin slopes.
 * @source seed 004 §5.3 (the pile's triangle shape); RULINGS.md Sand blocks pile item
 */
export function trianglePileScene(seed: number | string = 1, connectivity: 4 | 8 = 4): SandWorld {
  const w = createSandWorld({ seed, connectivity });
  const fill = (cx: number, cy: number, cw: number, ch: number, colour: number) => {
    for (let y = cy * 10; y < (cy + ch) * 10; y++) for (let x = cx * 10; x < (cx + cw) * 10; x++) w.set(x, y, colour);
  };
  fill(0, 21, 4, 1, 2);
  fill(4, 21, 4, 1, 3);
  fill(8, 21, 4, 1, 2);
  w.settle();
  for (const cx of [0, 4, 9, 10]) {
    fill(cx, 0, 2, 2, 1);
    w.settle();
  }
  return w;
}
