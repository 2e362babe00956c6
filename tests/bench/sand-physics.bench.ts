// Bench: sand physics and cluster search, the typed-array engine against a baseline written from seed 004's own design.
import { it } from 'vitest';
import { createRng, type Rng } from '~/lib/rng';
import { createSandWorld, labelClusters, type SandWorld } from '~/engines/sand';
import { compare } from './measure';

const W = 120;
const H = 220;

// ---- Baseline: the document's design (§5.2.1 PixelBlock objects, §5.2.2 three-direction rule, §5.5.1 a Set of
// active pixels turned into an array and sorted by y every frame, §8.2.1 BFS with "x,y" string keys and queue.shift).
interface PixelBlock {
  x: number;
  y: number;
  color: number;
  isStable: boolean;
}
class BaselineWorld {
  grid: (PixelBlock | null)[][] = Array.from({ length: H }, () => Array<PixelBlock | null>(W).fill(null));
  active = new Set<PixelBlock>();
  constructor(private rng: Rng) {}
  add(x: number, y: number, color: number) {
    const p: PixelBlock = { x, y, color, isStable: false };
    this.grid[y][x] = p;
    this.active.add(p);
  }
  private canMoveTo(x: number, y: number) {
    if (x < 0 || x >= W || y < 0 || y >= H) return false;
    return this.grid[y][x] === null;
  }
  private moveTo(p: PixelBlock, x: number, y: number) {
    this.grid[p.y][p.x] = null;
    p.x = x;
    p.y = y;
    this.grid[y][x] = p;
  }
  private updatePixel(p: PixelBlock) {
    if (p.isStable) return;
    if (this.canMoveTo(p.x, p.y + 1)) return this.moveTo(p, p.x, p.y + 1);
    const dirs = this.rng.next() > 0.5 ? [-1, 1] : [1, -1];
    for (const d of dirs) if (this.canMoveTo(p.x + d, p.y + 1)) return this.moveTo(p, p.x + d, p.y + 1);
    p.isStable = true;
  }
  step() {
    const list = Array.from(this.active);
    list.sort((a, b) => b.y - a.y);
    for (const p of list) {
      if (p.isStable) {
        this.active.delete(p);
        continue;
      }
      this.updatePixel(p);
    }
    return this.active.size > 0;
  }
  settle() {
    let n = 0;
    while (this.step()) n++;
    return n;
  }
  clusters() {
    const visited = new Set<string>();
    const out: { color: number; pixels: PixelBlock[]; touchesLeft: boolean; touchesRight: boolean }[] = [];
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const p = this.grid[y][x];
        if (!p || visited.has(`${x},${y}`)) continue;
        const c = { color: p.color, pixels: [] as PixelBlock[], touchesLeft: false, touchesRight: false };
        const queue = [{ x, y }];
        visited.add(`${x},${y}`);
        while (queue.length > 0) {
          const at = queue.shift() as { x: number; y: number };
          const q = this.grid[at.y][at.x] as PixelBlock;
          c.pixels.push(q);
          if (at.x === 0) c.touchesLeft = true;
          if (at.x === W - 1) c.touchesRight = true;
          for (const n of [
            { x: at.x - 1, y: at.y },
            { x: at.x + 1, y: at.y },
            { x: at.x, y: at.y - 1 },
            { x: at.x, y: at.y + 1 },
          ]) {
            if (n.x < 0 || n.x >= W || n.y < 0 || n.y >= H) continue;
            const key = `${n.x},${n.y}`;
            if (visited.has(key)) continue;
            const np = this.grid[n.y][n.x];
            if (np && np.color === p.color) {
              visited.add(key);
              queue.push(n);
            }
          }
        }
        out.push(c);
      }
    }
    return out;
  }
}

/** The same random layout for both: each cell of rows [y0, y1) filled with chance `density`, colours 1..4. */
function layout(y0: number, y1: number, density: number): [number, number, number][] {
  const rng = createRng(2024);
  const out: [number, number, number][] = [];
  for (let y = y0; y < y1; y++) for (let x = 0; x < W; x++) if (rng.next() < density) out.push([x, y, 1 + rng.int(4)]);
  return out;
}
function baseline(cells: [number, number, number][]): BaselineWorld {
  const b = new BaselineWorld(createRng(7));
  for (const [x, y, c] of cells) b.add(x, y, c);
  return b;
}
function engine(cells: [number, number, number][]): SandWorld {
  const w = createSandWorld({ seed: 7 });
  for (const [x, y, c] of cells) w.set(x, y, c);
  return w;
}
/** Worlds built before timing, one per timed run, so only the work itself is measured. */
function pool<T>(make: () => T, n = 20): () => T {
  const items = Array.from({ length: n }, make);
  return () => {
    const it = items.pop();
    if (!it) throw new Error('pool empty');
    return it;
  };
}

it('sand: settle half a board', () => {
  // The top half of the board (rows 0..109) full of loose pixels, poured onto the empty bottom half.
  const cells = layout(0, H / 2, 1);
  const b = pool(() => baseline(cells));
  const e = pool(() => engine(cells));
  compare(`Sand: settle half a board (${cells.length} pixels poured)`, [
    { name: 'baseline: objects + sorted Set (seed design)', run: () => b().settle() },
    { name: 'engine: typed arrays, row-skipping scan', run: () => e().settle() },
  ]);
});

it('sand: one frame with the whole board active', () => {
  // Every cell of the board filled with chance 0.6, all loose: one physics frame.
  const cells = layout(0, H, 0.6);
  const b = pool(() => baseline(cells));
  const e = pool(() => engine(cells));
  compare(`Sand: one frame, whole board active (${cells.length} pixels)`, [
    { name: 'baseline: objects + sorted Set (seed design)', run: () => b().step() },
    { name: 'engine: typed arrays, row-skipping scan', run: () => e().step() },
  ]);
});

it('sand: full-board cluster search', () => {
  // Every cell filled, four colours at random: the worst case for the search (26,400 pixels, many small clusters).
  const cells = layout(0, H, 1);
  const b = baseline(cells);
  const e = engine(cells);
  compare(`Sand: cluster search over a full board (${cells.length} pixels)`, [
    { name: 'baseline: BFS with "x,y" keys (seed design)', run: () => b.clusters().length },
    { name: 'engine: typed-array BFS (4-connectivity)', run: () => labelClusters(e).clusters.length },
  ]);
});
