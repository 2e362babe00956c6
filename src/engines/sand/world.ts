// Sand blocks pixel world: typed arrays, the three-direction fall rule, bottom-up update, repeated stability check.
import { createRng, type Rng } from '~/lib/rng';
import { PIXEL_HEIGHT, PIXEL_WIDTH } from './constants';

/** Update order: the document's bottom-up order (§5.4.2), or its top-down counter-example without marks (§5.4.1). */
export type UpdateOrder = 'bottom-up' | 'top-down-unmarked';
/** Stability check after removals: repeated until nothing new (§8.4.2), or one top-down pass (pitfall 3, appendix D). */
export type RecheckMode = 'repeat' | 'once';
/**
 * When a blocked pixel becomes stable: 'stable-support' (pitfall 5, §8.4.2: only stable blockers count; our choice where
 * the document contradicts itself) or 'document-literal' (§5.2.2 as written: all three cells below occupied, by anything).
 */
export type StabilityRule = 'stable-support' | 'document-literal';
export const STABILITY_RULES: readonly StabilityRule[] = ['stable-support', 'document-literal'];

export interface SandWorldOptions {
  width?: number;
  height?: number;
  seed?: number | string;
  /** Cluster connectivity: 4 (seed 004 §2.3, §8.2.1) or 8 (RULINGS.md: a documented variant). */
  connectivity?: 4 | 8;
  /** Only for the figures that show the document's pitfalls. */
  order?: UpdateOrder;
  /** Only for the figures that show the document's pitfalls. */
  recheck?: RecheckMode;
  /** A generator to use instead of one made from `seed`. */
  rng?: Rng;
  /** Default 'stable-support' (pitfall 5); 'document-literal' is §5.2.2's fall rule as written (a developer switch, §14.4). */
  stability?: StabilityRule;
}

export interface SandWorld {
  readonly width: number;
  readonly height: number;
  readonly connectivity: 4 | 8;
  /** Colour at (x, y): 0 empty, else 1..k. Outside the grid: 0. */
  get(x: number, y: number): number;
  /** Puts a loose (unstable) pixel of that colour; colour 0 clears the pixel. `tag` (0-255) travels with the pixel. */
  set(x: number, y: number, colour: number, tag?: number): void;
  /** One physics frame; true while any pixel is unstable. */
  step(): boolean;
  /** Steps until every pixel is stable (or maxFrames); returns the frames taken. */
  settle(maxFrames?: number): number;
  /** True when the pixel at (x, y) is marked stable. */
  isStable(x: number, y: number): boolean;
  /** Pixels on the board. */
  pixelCount(): number;
  /** Unstable (active) pixels. */
  activeCount(): number;
  /** Frames stepped so far. */
  frame(): number;
  /** Removes the pixels at these indices (y * width + x) and schedules the stability recheck. */
  removeIndices(indices: ArrayLike<number>): number;
  /** Runs the stability recheck now; returns how many stable pixels became unstable. */
  recheckStability(): number;
  /** The colour grid itself (row-major, y * width + x); read-only by convention. */
  readonly colours: Uint8Array;
  /** A tag per pixel that moves with it (0 where empty); the game marks pieces placed during a chain with it. */
  readonly tags: Uint8Array;
  /** Sets every tag to 0, or only the bits of `mask` when given. */
  clearTags(mask?: number): void;
  /** For each tag value, how many unstable pixels carry it (index = tag). */
  unstableTags(): Int32Array;
  /** Copy of the world (same grid, same flags, generator copied by state). */
  clone(): SandWorld;
}

class PixelWorld implements SandWorld {
  readonly width: number;
  readonly height: number;
  readonly connectivity: 4 | 8;
  readonly colours: Uint8Array;
  readonly tags: Uint8Array;
  /** 1 where the pixel is unstable (in the document's words: not isStable, in the active set). */
  private active: Uint8Array;
  /** Unstable pixels per row, so empty rows are skipped. */
  private rowActive: Int32Array;
  private pixels = 0;
  private actives = 0;
  private frames = 0;
  private dirty = false;
  private rng: Rng;
  private order: UpdateOrder;
  private recheck: RecheckMode;
  private literal: boolean;

  constructor(o: SandWorldOptions) {
    this.width = o.width ?? PIXEL_WIDTH;
    this.height = o.height ?? PIXEL_HEIGHT;
    if (!(this.width >= 1 && this.height >= 1 && this.width * this.height <= 1 << 22)) throw new RangeError('bad world size');
    this.connectivity = o.connectivity === 8 ? 8 : 4;
    this.rng = o.rng ?? createRng(o.seed ?? 1);
    this.order = o.order ?? 'bottom-up';
    this.recheck = o.recheck ?? 'repeat';
    this.literal = o.stability === 'document-literal';
    const n = this.width * this.height;
    this.colours = new Uint8Array(n);
    this.tags = new Uint8Array(n);
    this.active = new Uint8Array(n);
    this.rowActive = new Int32Array(this.height);
  }

  private inside(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  get(x: number, y: number): number {
    return this.inside(x, y) ? this.colours[y * this.width + x] : 0;
  }

  isStable(x: number, y: number): boolean {
    if (!this.inside(x, y)) return false;
    const i = y * this.width + x;
    return this.colours[i] !== 0 && this.active[i] === 0;
  }

  set(x: number, y: number, colour: number, tag = 0): void {
    if (!this.inside(x, y)) throw new RangeError(`(${x}, ${y}) is outside the ${this.width}x${this.height} grid`);
    const i = y * this.width + x;
    const c = colour | 0;
    if (c < 0 || c > 255) throw new RangeError(`colour ${colour} is not 0..255`);
    if (!(Number.isInteger(tag) && tag >= 0 && tag <= 255)) throw new RangeError(`tag ${tag} is not 0..255`);
    const had = this.colours[i] !== 0;
    if (c === 0) {
      if (had) this.clearAt(i, y);
      return;
    }
    if (!had) this.pixels++;
    // Overwriting a stable pixel with a loose one takes support away from the pixels above it.
    else if (this.active[i] === 0) this.dirty = true;
    this.colours[i] = c;
    this.tags[i] = tag;
    this.activate(i, y);
  }

  private activate(i: number, y: number): void {
    if (this.active[i] === 0) {
      this.active[i] = 1;
      this.rowActive[y]++;
      this.actives++;
    }
  }

  private clearAt(i: number, y: number): void {
    if (this.active[i] !== 0) {
      this.active[i] = 0;
      this.rowActive[y]--;
      this.actives--;
    }
    this.colours[i] = 0;
    this.tags[i] = 0;
    this.pixels--;
    this.dirty = true;
  }

  removeIndices(indices: ArrayLike<number>): number {
    let n = 0;
    for (let k = 0; k < indices.length; k++) {
      const i = indices[k];
      if (this.colours[i] !== 0) {
        this.clearAt(i, (i / this.width) | 0);
        n++;
      }
    }
    return n;
  }

  pixelCount(): number {
    return this.pixels;
  }
  activeCount(): number {
    return this.actives;
  }
  frame(): number {
    return this.frames;
  }

  /** True when the cell under a pixel blocks it for good: the floor, a wall, or a stable pixel (§8.4.2, pitfall 5). */
  private firm(j: number, x: number): boolean {
    return x < 0 || x >= this.width || (this.colours[j] !== 0 && this.active[j] === 0);
  }

  /**
   * Stability recheck (§8.4.2, pitfalls 3-5): a stable pixel keeps its mark only when the three cells below it
   * (down, down-left, down-right) are each the floor, a wall or a stable pixel. 'repeat' scans bottom-up and
   * repeats until a pass finds nothing new; 'once' is the document's pitfall: one top-down pass.
   */
  recheckStability(): number {
    this.dirty = false;
    let total = 0;
    for (;;) {
      let found = 0;
      const w = this.width;
      const h = this.height;
      const topDown = this.recheck === 'once';
      for (let k = 0; k < h - 1; k++) {
        const y = topDown ? k : h - 2 - k;
        const base = y * w;
        for (let x = 0; x < w; x++) {
          const i = base + x;
          if (this.colours[i] === 0 || this.active[i] !== 0) continue;
          const b = i + w;
          if (!this.firm(b, x) || !this.firm(b - 1, x - 1) || !this.firm(b + 1, x + 1)) {
            this.activate(i, y);
            found++;
          }
        }
      }
      total += found;
      if (found === 0 || this.recheck === 'once') break;
    }
    return total;
  }

  clearTags(mask = 0xff): void {
    if (mask === 0xff) this.tags.fill(0);
    else for (let i = 0; i < this.tags.length; i++) this.tags[i] &= ~mask;
  }

  unstableTags(): Int32Array {
    const counts = new Int32Array(256);
    const w = this.width;
    for (let y = 0; y < this.height; y++) {
      if (this.rowActive[y] === 0) continue;
      for (let i = y * w; i < (y + 1) * w; i++) if (this.active[i] !== 0) counts[this.tags[i]]++;
    }
    return counts;
  }

  private moveTo(i: number, j: number, y: number): void {
    this.colours[j] = this.colours[i];
    this.colours[i] = 0;
    this.tags[j] = this.tags[i];
    this.tags[i] = 0;
    this.active[i] = 0;
    this.active[j] = 1;
    this.rowActive[y]--;
    this.rowActive[y + 1]++;
  }

  /** The three-direction rule for one unstable pixel (§5.2.2, appendix H). */
  private update(i: number, x: number, y: number): void {
    const w = this.width;
    if (y === this.height - 1) {
      // On the floor: all three cells below are outside the grid.
      this.active[i] = 0;
      this.rowActive[y]--;
      this.actives--;
      return;
    }
    const b = i + w;
    if (this.colours[b] === 0) return this.moveTo(i, b, y); // 1. straight down
    const left = x > 0 && this.colours[b - 1] === 0;
    const right = x < w - 1 && this.colours[b + 1] === 0;
    // 2./3. a diagonal; when both are free, left or right with even odds (§5.2.2 "random order", appendix H "50/50").
    if (left && right) return this.moveTo(i, this.rng.next() < 0.5 ? b - 1 : b + 1, y);
    if (left) return this.moveTo(i, b - 1, y);
    if (right) return this.moveTo(i, b + 1, y);
    // All three blocked. Stable only when every blocker is itself stable (pitfall 5): an unstable one may still move away.
    // The document-literal switch takes §5.2.2 as written: blocked on all three sides is stable, whatever blocks it.
    if (!this.literal && (this.active[b] !== 0 || (x > 0 && this.active[b - 1] !== 0) || (x < w - 1 && this.active[b + 1] !== 0))) return;
    this.active[i] = 0;
    this.rowActive[y]--;
    this.actives--;
  }

  /** Moves `k` pixels from cell `i` on, each one row down (cells `b` on), with their tags; they stay unstable there. */
  private shiftRunDown(i: number, b: number, k: number): void {
    const col = this.colours;
    const tg = this.tags;
    const act = this.active;
    if (k >= 8) {
      col.copyWithin(b, i, i + k);
      col.fill(0, i, i + k);
      tg.copyWithin(b, i, i + k);
      tg.fill(0, i, i + k);
      act.fill(1, b, b + k);
      act.fill(0, i, i + k);
      return;
    }
    for (let t = 0; t < k; t++) {
      col[b + t] = col[i + t];
      col[i + t] = 0;
      tg[b + t] = tg[i + t];
      tg[i + t] = 0;
      act[b + t] = 1;
      act[i + t] = 0;
    }
  }

  /**
   * Bottom row first, left to right (§5.4.2), the rule of update() written out inline with local arrays (the hot loop).
   * Every move goes one row down, into a row this frame has already finished, so no pixel is met twice: the order
   * itself does the job of the document's updatedThisFrame mark, and the mark is not written here.
   */
  private stepBottomUp(): void {
    const w = this.width;
    const h = this.height;
    const col = this.colours;
    const tg = this.tags;
    const act = this.active;
    const ra = this.rowActive;
    const rng = this.rng;
    const literal = this.literal;
    let actives = this.actives;
    for (let y = h - 1; y >= 0; y--) {
      const inRow = ra[y];
      if (inRow === 0) continue;
      const base = y * w;
      let seen = 0;
      if (y === h - 1) {
        // On the floor: the three cells below are outside the grid, so every unstable pixel here becomes stable.
        for (let x = 0; x < w && seen < inRow; x++) {
          const i = base + x;
          if (act[i] === 0) continue;
          seen++;
          act[i] = 0;
          ra[y]--;
          actives--;
        }
        continue;
      }
      for (let x = 0; x < w && seen < inRow; x++) {
        const i = base + x;
        if (act[i] === 0) continue;
        seen++;
        const b = i + w;
        let j = -1;
        if (col[b] === 0) {
          // Straight down. The unstable neighbours to the right with empty cells below also go straight down, and a
          // straight move fills only its own cell below, so the whole run moves as one block (same result, fewer branches).
          let e = x + 1;
          while (e < w && act[base + e] !== 0 && col[b + e - x] === 0) e++;
          const k = e - x;
          this.shiftRunDown(i, b, k);
          ra[y] -= k;
          ra[y + 1] += k;
          seen += k - 1;
          x = e - 1;
          continue;
        } else {
          const left = x > 0 && col[b - 1] === 0;
          const right = x < w - 1 && col[b + 1] === 0;
          if (left) j = right ? (rng.next() < 0.5 ? b - 1 : b + 1) : b - 1;
          else if (right) j = b + 1;
        }
        if (j >= 0) {
          col[j] = col[i];
          col[i] = 0;
          tg[j] = tg[i];
          tg[i] = 0;
          act[i] = 0;
          act[j] = 1;
          ra[y]--;
          ra[y + 1]++;
          continue;
        }
        // All three blocked: stable only when no blocker is itself unstable (pitfall 5); §5.2.2 as written: stable now.
        if (!literal && (act[b] !== 0 || (x > 0 && act[b - 1] !== 0) || (x < w - 1 && act[b + 1] !== 0))) continue;
        act[i] = 0;
        ra[y]--;
        actives--;
      }
    }
    this.actives = actives;
  }

  step(): boolean {
    if (this.dirty) this.recheckStability();
    if (this.actives === 0) return false;
    this.frames++;
    const w = this.width;
    const h = this.height;
    if (this.order === 'bottom-up') this.stepBottomUp();
    else {
      // The document's counter-example (§5.4.1): top row first and no mark, so a pixel that moved down is met again.
      for (let y = 0; y < h; y++) {
        if (this.rowActive[y] === 0) continue;
        const base = y * w;
        for (let x = 0; x < w; x++) {
          const i = base + x;
          if (this.active[i] !== 0) this.update(i, x, y);
        }
      }
    }
    if (this.actives === 0 && this.dirty) this.recheckStability();
    return this.actives > 0;
  }

  settle(maxFrames = 100_000): number {
    const start = this.frames;
    // step() also runs a pending recheck, so this loops until nothing new becomes unstable (§8.4.2, "方案2").
    for (let guard = 0; guard < maxFrames && (this.dirty || this.actives > 0); guard++) this.step();
    return this.frames - start;
  }

  clone(): SandWorld {
    const copy = new PixelWorld({
      width: this.width,
      height: this.height,
      connectivity: this.connectivity,
      order: this.order,
      recheck: this.recheck,
      stability: this.literal ? 'document-literal' : 'stable-support',
      rng: createRng(this.rng.state()),
    });
    copy.colours.set(this.colours);
    copy.tags.set(this.tags);
    copy.active.set(this.active);
    copy.rowActive.set(this.rowActive);
    copy.pixels = this.pixels;
    copy.actives = this.actives;
    copy.frames = this.frames;
    copy.dirty = this.dirty;
    return copy;
  }
}

/** Makes an empty pixel world: 120 x 220 by default (seed 004 §3.2). */
export function createSandWorld(o: SandWorldOptions = {}): SandWorld {
  return new PixelWorld(o);
}

/**
 * Pixels that could still move: one of the three cells below is empty and inside the grid (for tests and figures).
 * @source seed 004 §5.2.2 three-direction fall rule (one of the three cells below empty)
 */
export function movablePixels(w: SandWorld): number {
  let n = 0;
  const { width, height, colours } = w;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (colours[i] === 0) continue;
      const b = i + width;
      if (colours[b] === 0 || (x > 0 && colours[b - 1] === 0) || (x < width - 1 && colours[b + 1] === 0)) n++;
    }
  }
  return n;
}

/**
 * Pixels with an empty cell anywhere below them in their column: what "left floating" means in the figures.
 * @source seed 004 §5.2.2 fall rule; our own measure for the figures
 */
export function floatingPixels(w: SandWorld): number {
  let n = 0;
  const { width, height, colours } = w;
  for (let x = 0; x < width; x++) {
    let gapBelow = false;
    for (let y = height - 1; y >= 0; y--) {
      const c = colours[y * width + x];
      if (c === 0) gapBelow = true;
      else if (gapBelow) n++;
    }
  }
  return n;
}
