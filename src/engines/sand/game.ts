// Sand blocks game: three slots, placement, air drops, clears with a 1 s animation, chains, score, game over (seed 004 §6-§11).
import { createRng, type Rng } from '~/lib/rng';
import { CELL, CLEAR_ANIMATION_FRAMES, DEFAULT_COLOURS, LOGICAL_HEIGHT, LOGICAL_WIDTH, SLOT_COUNT } from './constants';
import { spanningClusterPixels } from './clusters';
import { drawPiece, SevenBag, type Piece } from './pieces';
import { cellsFromPixels, chainScore, type ScoreFormula } from './scoring';
import { createSandWorld, type SandWorld, type StabilityRule } from './world';

export interface SandGameOptions {
  seed?: number | string;
  /** 4 by the rule text, 6 by the pseudo-code (RULINGS.md). */
  colours?: 4 | 6;
  connectivity?: 4 | 8;
  formula?: ScoreFormula;
  /** Frames the clear animation lasts before the pixels go (default 60 = 1000 ms, §13). */
  clearFrames?: number;
  /** How a piece placed during a running chain scores (RULINGS.md, Sand blocks); default 'own-count'. */
  lateRule?: LatePieceRule;
  /** When a blocked pixel becomes stable (world.ts); default 'stable-support' (pitfall 5). A developer switch (§14.4). */
  stability?: StabilityRule;
  /** When the clear check runs; default 'board-at-rest' (§8.1). A developer switch (§14.4). */
  checkTiming?: CheckTiming;
}

/**
 * 'board-at-rest' (§8.1, §5.4.3; our choice where the document disagrees with itself): one check when the whole board is still.
 * 'per-group' (§10.3-10.4, §14.3): each placed piece is checked, in placement order, as soon as its own pixels are all
 * stable, even while other sand still falls; the search uses only stable pixels and keeps the spanning clusters that
 * hold a pixel of that piece. The chain that follows a clear still waits for the whole board (§8.4.3).
 */
export type CheckTiming = 'board-at-rest' | 'per-group';
export const CHECK_TIMINGS: readonly CheckTiming[] = ['board-at-rest', 'per-group'];
/** Highest group number a tag holds (bits 1-7; bit 0 is the late-piece mark). */
const MAX_GROUP = 127;

/**
 * 'own-count' (RULINGS.md, Sand blocks; seed 004 §10.3, FAQ Q3): a piece placed while a chain runs does not ride on it;
 * a cluster holding any of its pixels counts x1, and what that clear sets off x2, ...
 * 'design-loop' (the other reading, seed 004 §8.4.3): the chain loop waits for all pixels, new ones too, so such a
 * cluster takes the running chain's next index.
 */
export type LatePieceRule = 'own-count' | 'design-loop';
export const LATE_PIECE_RULES: readonly LatePieceRule[] = ['own-count', 'design-loop'];
/** The tag the game gives the pixels of a piece placed while a chain is running (world.tags). */
export const LATE_PIECE_TAG = 1;

/** The document's states (§10.1) that the engine itself has; dragging and placing belong to the interface. */
export type GamePhase = 'idle' | 'falling' | 'clearing' | 'over';

export interface ClearEvent {
  chain: number;
  colour: number;
  pixels: number;
  cells: number;
  points: number;
  /** True when the cluster held pixels of a piece placed during the running chain (RULINGS.md, Sand blocks). */
  late: boolean;
}

/** One successful placement: the slot, the top-left cell, and the game tick it happened on (for links and replays). */
export interface SandMove {
  slot: number;
  gx: number;
  gy: number;
  tick: number;
}

/** @source seed 004 §6-§11: slots, placement, air drops, clears, chains, score, game over */
export class SandGame {
  readonly world: SandWorld;
  readonly slots: Piece[] = [];
  readonly colourCount: number;
  readonly formula: ScoreFormula;
  readonly clearFrames: number;
  readonly lateRule: LatePieceRule;
  readonly checkTiming: CheckTiming;
  /** The options this game was made with (a replay or an undo rebuilds the game from them). */
  readonly options: Readonly<SandGameOptions>;
  score = 0;
  /** The chain index of the last clear in the running sequence (0 when none). */
  chain = 0;
  phase: GamePhase = 'idle';
  placed = 0;
  /** Frames ticked since the game began (every call of tick() before game over). */
  ticks = 0;
  /** Every successful placement, in order. */
  readonly moves: SandMove[] = [];
  /** Clusters being animated away: exactly the pixels the search found (§8.2.3). */
  clearing: { colour: number; indices: Int32Array }[] = [];
  clearTimer = 0;
  private pendingCheck = false;
  /** A drop was refused while the board moved: the game-over check runs when it comes to rest (RULINGS.md, Sand). */
  private refusedInMotion = false;
  private bag: SevenBag;
  private pieceRng: Rng;
  /** 'per-group': placed pieces not yet checked, in placement order (their number is in tag bits 1-7). */
  private groups: number[] = [];
  private nextGroup = 1;

  constructor(o: SandGameOptions = {}) {
    const seed = o.seed ?? 1;
    this.options = { ...o, seed };
    this.colourCount = o.colours === 6 ? 6 : DEFAULT_COLOURS;
    this.formula = o.formula ?? 'sqrt';
    this.clearFrames = Math.max(0, Math.floor(o.clearFrames ?? CLEAR_ANIMATION_FRAMES));
    this.lateRule = o.lateRule === 'design-loop' ? 'design-loop' : 'own-count';
    this.checkTiming = o.checkTiming === 'per-group' ? 'per-group' : 'board-at-rest';
    // Two generators: the pieces depend on the seed alone, so a shared link deals the same pieces whatever the physics does.
    this.pieceRng = createRng(seed);
    this.bag = new SevenBag(this.pieceRng);
    this.world = createSandWorld({ seed: `${seed}/physics`, connectivity: o.connectivity, stability: o.stability });
    for (let k = 0; k < SLOT_COUNT; k++) this.slots.push(drawPiece(this.bag, this.pieceRng, this.colourCount));
  }

  /** Legal when every cell is inside the 12 x 22 grid and its 10 x 10 pixels are all empty (§6.3.1). Air drops are legal (§6.4). */
  canPlace(piece: Piece, gx: number, gy: number): boolean {
    if (!Number.isInteger(gx) || !Number.isInteger(gy)) return false;
    for (const c of piece.cells) {
      const cx = gx + c.x;
      const cy = gy + c.y;
      if (cx < 0 || cx >= LOGICAL_WIDTH || cy < 0 || cy >= LOGICAL_HEIGHT) return false;
      if (!this.regionEmpty(cx, cy)) return false;
    }
    return true;
  }

  /** Cells of a placement that overlap a pixel or leave the grid (for the red part of the preview, §6.2). */
  blockedCells(piece: Piece, gx: number, gy: number): boolean[] {
    return piece.cells.map((c) => {
      const cx = gx + c.x;
      const cy = gy + c.y;
      return cx < 0 || cx >= LOGICAL_WIDTH || cy < 0 || cy >= LOGICAL_HEIGHT || !this.regionEmpty(cx, cy);
    });
  }

  private regionEmpty(cx: number, cy: number): boolean {
    const w = this.world.width;
    const cols = this.world.colours;
    for (let py = 0; py < CELL; py++) {
      const row = (cy * CELL + py) * w + cx * CELL;
      for (let px = 0; px < CELL; px++) if (cols[row + px] !== 0) return false;
    }
    return true;
  }

  /** True when the piece fits at some position of the grid (§11.2). */
  canPlaceAnywhere(piece: Piece): boolean {
    for (let y = 0; y < LOGICAL_HEIGHT; y++) for (let x = 0; x < LOGICAL_WIDTH; x++) if (this.canPlace(piece, x, y)) return true;
    return false;
  }

  /** Which slots hold a piece that fits somewhere (§12.4 greys out the others). */
  placeableSlots(): boolean[] {
    return this.slots.map((p) => this.canPlaceAnywhere(p));
  }

  /**
   * Places the piece of a slot with its top-left cell at (gx, gy). Allowed while pixels fall or clear (§10.3).
   * Success breaks the piece into loose pixels and refills only that slot (§7.3); failure leaves the slot as it was.
   * A failure on a board at rest runs the game-over check now (§11.3); one while sand moves or clears waits for the
   * board to settle and is judged then (RULINGS.md, Sand: game over only at rest, against §11.4's "do not wait").
   */
  place(slot: number, gx: number, gy: number): boolean {
    if (this.phase === 'over') return false;
    const piece = this.slots[slot];
    if (!piece) return false;
    if (!this.canPlace(piece, gx, gy)) {
      if (this.atRest) this.checkGameOver();
      else this.refusedInMotion = true;
      return false;
    }
    // A piece placed after the running chain's first clear is marked: it does not ride on that chain (RULINGS.md, Sand blocks).
    let tag = this.chain > 0 && this.lateRule === 'own-count' ? LATE_PIECE_TAG : 0;
    if (this.checkTiming === 'per-group') tag |= this.newGroup() << 1;
    for (const c of piece.cells) {
      const x0 = (gx + c.x) * CELL;
      const y0 = (gy + c.y) * CELL;
      for (let py = 0; py < CELL; py++) for (let px = 0; px < CELL; px++) this.world.set(x0 + px, y0 + py, piece.colour, tag);
    }
    this.slots[slot] = drawPiece(this.bag, this.pieceRng, this.colourCount);
    this.placed++;
    this.moves.push({ slot, gx, gy, tick: this.ticks });
    if (this.checkTiming === 'board-at-rest') this.pendingCheck = true;
    if (this.phase === 'idle') this.phase = 'falling';
    return true;
  }

  /** Asks for an elimination check at the next moment of rest (the debug tool of §14.4). */
  requestCheck(): void {
    if (this.phase === 'over') return;
    this.pendingCheck = true;
    if (this.phase === 'idle') this.phase = 'falling';
  }

  /** A group number for a new piece (§10.4 ActiveBlockGroup), reused once its piece has been checked. */
  private newGroup(): number {
    for (let k = 0; k < MAX_GROUP; k++) {
      const g = ((this.nextGroup - 1 + k) % MAX_GROUP) + 1;
      if (!this.groups.includes(g)) {
        this.nextGroup = (g % MAX_GROUP) + 1;
        this.groups.push(g);
        return g;
      }
    }
    return 0;
  }

  /**
   * 'per-group' (§10.4 checkEliminationQueue): every piece whose pixels are all stable is checked, in placement order;
   * a check keeps the spanning clusters of stable pixels that hold a pixel of that piece.
   */
  private settledGroupClusters(): { colour: number; indices: Int32Array }[] {
    if (this.groups.length === 0) return [];
    const moving = this.world.unstableTags();
    const settled = new Set<number>();
    for (const g of this.groups) if (moving[g << 1] === 0 && moving[(g << 1) | LATE_PIECE_TAG] === 0) settled.add(g);
    if (settled.size === 0) return [];
    this.groups = this.groups.filter((g) => !settled.has(g));
    const tags = this.world.tags;
    const found = spanningClusterPixels(this.world, true).filter((c) => c.indices.some((i) => settled.has(tags[i] >> 1)));
    // A checked piece's pixels lose its number, so the number can go to a new piece.
    for (let i = 0; i < tags.length; i++) if (settled.has(tags[i] >> 1)) tags[i] &= LATE_PIECE_TAG;
    return found;
  }

  private checkGameOver(): boolean {
    this.refusedInMotion = false;
    if (!this.slots.some((p) => this.canPlaceAnywhere(p))) {
      this.phase = 'over';
      return true;
    }
    return false;
  }

  /**
   * One frame (1/60 s). Pixels fall; once the whole board is at rest the clear check runs (§8.1). Found clusters
   * animate for `clearFrames`, then exactly their pixels go and the next check may chain (§8.4.3).
   */
  tick(): ClearEvent[] {
    if (this.phase === 'over') return [];
    this.ticks++;
    if (this.phase === 'clearing') {
      this.world.step();
      if (--this.clearTimer > 0) return [];
      for (const c of this.clearing) this.world.removeIndices(c.indices);
      this.clearing = [];
      this.phase = 'falling';
      this.pendingCheck = true;
      return [];
    }
    const moving = this.world.step();
    const early = this.settledGroupClusters();
    if (early.length > 0) return this.startClear(early);
    if (moving) {
      this.phase = 'falling';
      return [];
    }
    if (!this.pendingCheck) {
      // 'per-group' has no board-wide check after a placement, so the board coming to rest is when game over is judged.
      const cameToRest = this.phase !== 'idle' && this.checkTiming === 'per-group';
      this.phase = 'idle';
      if (this.refusedInMotion || cameToRest) this.checkGameOver();
      return [];
    }
    const found = spanningClusterPixels(this.world);
    if (found.length === 0) {
      this.pendingCheck = false;
      this.chain = 0;
      // The chain is over: every pixel on the board is there when the next one begins.
      this.world.clearTags(LATE_PIECE_TAG);
      this.phase = 'idle';
      this.checkGameOver();
      return [];
    }
    return this.startClear(found);
  }

  /**
   * Scores found clusters and starts their clear animation. Clusters of pixels that were there when the chain began
   * continue its count; a cluster holding a late piece's pixel starts a new count at x1 (RULINGS.md, Sand blocks).
   * The step's count is the highest index it used.
   */
  private startClear(found: { colour: number; indices: Int32Array }[]): ClearEvent[] {
    const tags = this.world.tags;
    const running = this.chain + 1;
    let highest = 0;
    const events = found.map((c): ClearEvent => {
      let late = false;
      for (let k = 0; k < c.indices.length && !late; k++) late = (tags[c.indices[k]] & LATE_PIECE_TAG) !== 0;
      const chain = late ? 1 : running;
      highest = Math.max(highest, chain);
      const cells = cellsFromPixels(c.indices.length);
      const points = chainScore(cells, chain, this.formula);
      this.score += points;
      return { chain, colour: c.colour, pixels: c.indices.length, cells, points, late };
    });
    // Only late clusters cleared: a new chain began with them, and every pixel now on the board was there when it began.
    if (highest === 1 && this.chain > 0) this.world.clearTags(LATE_PIECE_TAG);
    this.chain = highest;
    this.clearing = found;
    this.clearTimer = Math.max(1, this.clearFrames);
    this.phase = 'clearing';
    return events;
  }

  /** True when no pixel moves, no clear is animating and no check is pending: ticking changes nothing but the clock (§8.1). */
  get atRest(): boolean {
    return this.phase === 'over' || (this.phase === 'idle' && !this.pendingCheck && this.groups.length === 0);
  }

  /** Ticks until the board is at rest with no check pending (for tests and the "skip" button). */
  runUntilIdle(maxFrames = 200_000): ClearEvent[] {
    const all: ClearEvent[] = [];
    for (let k = 0; k < maxFrames && (this.phase === 'falling' || this.phase === 'clearing' || this.pendingCheck); k++) all.push(...this.tick());
    return all;
  }
}

/** @source seed 004 §6-§11; defaults where the document is silent from RULINGS.md Sand blocks */
export function createSandGame(o: SandGameOptions = {}): SandGame {
  return new SandGame(o);
}
