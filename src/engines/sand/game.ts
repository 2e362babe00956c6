// Sand blocks game: three slots, placement, air drops, clears with a 1 s animation, chains, score, game over (seed 004 §6-§11).
import { createRng, type Rng } from '~/lib/rng';
import { CELL, CLEAR_ANIMATION_FRAMES, DEFAULT_COLOURS, LOGICAL_HEIGHT, LOGICAL_WIDTH, SLOT_COUNT } from './constants';
import { spanningClusterPixels } from './clusters';
import { drawPiece, SevenBag, type Piece } from './pieces';
import { cellsFromPixels, chainScore, type ScoreFormula } from './scoring';
import { createSandWorld, type SandWorld } from './world';

export interface SandGameOptions {
  seed?: number | string;
  /** 4 by the rule text, 6 by the pseudo-code (RULINGS.md). */
  colours?: 4 | 6;
  connectivity?: 4 | 8;
  formula?: ScoreFormula;
  /** Frames the clear animation lasts before the pixels go (default 60 = 1000 ms, §13). */
  clearFrames?: number;
}

/** The document's states (§10.1) that the engine itself has; dragging and placing belong to the interface. */
export type GamePhase = 'idle' | 'falling' | 'clearing' | 'over';

export interface ClearEvent {
  chain: number;
  colour: number;
  pixels: number;
  cells: number;
  points: number;
}

export class SandGame {
  readonly world: SandWorld;
  readonly slots: Piece[] = [];
  readonly colourCount: number;
  readonly formula: ScoreFormula;
  readonly clearFrames: number;
  score = 0;
  /** The chain index of the last clear in the running sequence (0 when none). */
  chain = 0;
  phase: GamePhase = 'idle';
  placed = 0;
  /** Clusters being animated away: exactly the pixels the search found (§8.2.3). */
  clearing: { colour: number; indices: Int32Array }[] = [];
  clearTimer = 0;
  private pendingCheck = false;
  private bag: SevenBag;
  private pieceRng: Rng;

  constructor(o: SandGameOptions = {}) {
    const seed = o.seed ?? 1;
    this.colourCount = o.colours === 6 ? 6 : DEFAULT_COLOURS;
    this.formula = o.formula ?? 'sqrt';
    this.clearFrames = Math.max(0, Math.floor(o.clearFrames ?? CLEAR_ANIMATION_FRAMES));
    // Two generators: the pieces depend on the seed alone, so a shared link deals the same pieces whatever the physics does.
    this.pieceRng = createRng(seed);
    this.bag = new SevenBag(this.pieceRng);
    this.world = createSandWorld({ seed: `${seed}/physics`, connectivity: o.connectivity });
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
   * Success breaks the piece into loose pixels and refills only that slot (§7.3); failure leaves the slot as it was
   * and runs the game-over check on the current board (§11.3, §11.4).
   */
  place(slot: number, gx: number, gy: number): boolean {
    if (this.phase === 'over') return false;
    const piece = this.slots[slot];
    if (!piece) return false;
    if (!this.canPlace(piece, gx, gy)) {
      this.checkGameOver();
      return false;
    }
    for (const c of piece.cells) {
      const x0 = (gx + c.x) * CELL;
      const y0 = (gy + c.y) * CELL;
      for (let py = 0; py < CELL; py++) for (let px = 0; px < CELL; px++) this.world.set(x0 + px, y0 + py, piece.colour);
    }
    this.slots[slot] = drawPiece(this.bag, this.pieceRng, this.colourCount);
    this.placed++;
    this.pendingCheck = true;
    if (this.phase === 'idle') this.phase = 'falling';
    return true;
  }

  /** Asks for an elimination check at the next moment of rest (the debug tool of §14.4). */
  requestCheck(): void {
    if (this.phase === 'over') return;
    this.pendingCheck = true;
    if (this.phase === 'idle') this.phase = 'falling';
  }

  private checkGameOver(): boolean {
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
    if (moving) {
      this.phase = 'falling';
      return [];
    }
    if (!this.pendingCheck) {
      this.phase = 'idle';
      return [];
    }
    const found = spanningClusterPixels(this.world);
    if (found.length === 0) {
      this.pendingCheck = false;
      this.chain = 0;
      this.phase = 'idle';
      this.checkGameOver();
      return [];
    }
    this.chain++;
    const events = found.map((c): ClearEvent => {
      const cells = cellsFromPixels(c.indices.length);
      const points = chainScore(cells, this.chain, this.formula);
      this.score += points;
      return { chain: this.chain, colour: c.colour, pixels: c.indices.length, cells, points };
    });
    this.clearing = found;
    this.clearTimer = this.clearFrames;
    this.phase = 'clearing';
    if (this.clearTimer === 0) this.clearTimer = 1;
    return events;
  }

  /** Ticks until the board is at rest with no check pending (for tests and the "skip" button). */
  runUntilIdle(maxFrames = 200_000): ClearEvent[] {
    const all: ClearEvent[] = [];
    for (let k = 0; k < maxFrames && (this.phase === 'falling' || this.phase === 'clearing' || this.pendingCheck); k++) all.push(...this.tick());
    return all;
  }
}

export function createSandGame(o: SandGameOptions = {}): SandGame {
  return new SandGame(o);
}
