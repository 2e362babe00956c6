// The sandbox board's drawing: the pixels (with the clear highlight and particles, cluster highlight, grid and patterns)
// and the preview of the chosen piece at the cursor, outlined green where it fits and red where it overlaps.
import { CELL, FRAMES_PER_SECOND, labelClusters, type SandGame } from '~/engines/sand';
import { MARK_PALETTE, PALETTE, drawWorld, patternMark } from './draw';
import { HIGHLIGHT_MS, PARTICLE_MS, particleAt, type Feedback } from './feedback';

/** Frames of the clear during which the cluster is highlighted (§12.2: 0.2 s at 60 frames a second). */
export const HIGHLIGHT_FRAMES = Math.round((HIGHLIGHT_MS / 1000) * FRAMES_PER_SECOND); // literal-ok: milliseconds per second

export interface BoardView {
  scale: number;
  showGrid: boolean;
  showClusters: boolean;
  patterns: boolean;
  selected: number | null;
  cursor: { gx: number; gy: number };
  /** False when the pointer has left the board while dragging: no preview on the board (the piece follows the pointer). */
  preview?: boolean;
  /** The feedback layer's particles, and whether motion is reduced (then the cluster stays highlighted until it goes). */
  fb?: Feedback;
  now?: number;
}

/**
 * The clear of §8.3 without blinking (WCAG 2.3.1; RULINGS.md, Sand): the cluster is lit from the first frame of the clear
 * until the engine removes it (the first 0.2 s are the §12.2 highlight; after them faint particles rise over it). One
 * change up and one down per clear, in both motion settings: a cluster that first lit and then went dark under its
 * particles made a chain of two clears flash more than three times a second on one cell.
 */
function clearShade(game: SandGame): Uint8Array {
  const w = game.world;
  const shade = new Uint8Array(w.width * w.height);
  for (const c of game.clearing) for (const i of c.indices) shade[i] = 3;
  return shade;
}

function paintParticles(ctx: CanvasRenderingContext2D, fb: Feedback, now: number, scale: number): void {
  for (const p of fb.particles) {
    const at = particleAt(p, now, PARTICLE_MS);
    if (!at) continue;
    // One board pixel each and faint: a cloud of them over a logical cell never moves its brightness by a flash's
    // step, so a chain of clears stays under three flashes a second (WCAG 2.3.1; measured in tests/e2e/sand-game.e2e.ts).
    ctx.globalAlpha = 0.25 * at.alpha;
    ctx.fillStyle = PALETTE[p.colour];
    ctx.fillRect(at.x * scale, at.y * scale, scale, scale);
  }
  ctx.globalAlpha = 1;
}

/** A number per game object, so a replay's game and the played game never share a signature. */
const gameIds = new WeakMap<SandGame, number>();
let gamesSeen = 0;

/**
 * Everything the board's picture depends on, as one string: when it equals the last painted one, the canvas already
 * shows it and the frame paints nothing (an idle board costs no paint). Particles still in the air make every frame
 * differ (their place depends on the time).
 */
export function boardSignature(game: SandGame, view: BoardView): string {
  if (!gameIds.has(game)) gameIds.set(game, ++gamesSeen);
  const w = game.world;
  const now = view.now ?? 0;
  const flying = view.fb && !view.fb.reduced && view.fb.particles.some((p) => particleAt(p, now, PARTICLE_MS) !== null);
  const lit = game.phase === 'clearing' && !(view.fb?.reduced ?? false) && game.clearFrames - game.clearTimer < HIGHLIGHT_FRAMES;
  return [
    gameIds.get(game),
    w.frame(),
    w.pixelCount(),
    game.phase,
    game.atRest,
    game.clearing.length,
    lit,
    game.placed,
    view.scale,
    view.showGrid,
    view.showClusters,
    view.patterns,
    view.selected,
    view.cursor.gx,
    view.cursor.gy,
    view.preview !== false,
    flying ? now : '',
  ].join('|');
}

const painted = new WeakMap<HTMLCanvasElement, string>();

/** Paints the board when its picture changed since the last paint on this canvas; returns true when it painted. */
export function paintBoardIfChanged(canvas: HTMLCanvasElement, game: SandGame, view: BoardView): boolean {
  const sig = boardSignature(game, view);
  if (painted.get(canvas) === sig) return false;
  painted.set(canvas, sig);
  paintBoard(canvas, game, view);
  canvas.dataset.paints = String(Number(canvas.dataset.paints ?? '0') + 1);
  return true;
}

export function paintBoard(canvas: HTMLCanvasElement, game: SandGame, view: BoardView): void {
  const w = game.world;
  const cellPx = CELL * view.scale;
  let shade: Uint8Array | undefined;
  const reduced = view.fb?.reduced ?? false;
  // What the clear shows now, for tests and tools: lit (the 0.2 s highlight), particles, or nothing.
  canvas.dataset.rest = String(game.atRest);
  canvas.dataset.clear = game.phase !== 'clearing' ? '' : reduced || game.clearFrames - game.clearTimer < HIGHLIGHT_FRAMES ? 'lit' : 'particles';
  if (game.phase === 'clearing') shade = clearShade(game);
  else if (view.showClusters) {
    const map = labelClusters(w);
    shade = new Uint8Array(w.width * w.height);
    for (let i = 0; i < map.labels.length; i++) {
      const k = map.labels[i];
      if (k < 0) continue;
      const c = map.clusters[k];
      shade[i] = c.touchesLeft && c.touchesRight ? 2 : c.touchesLeft || c.touchesRight ? 0 : 1;
    }
  }
  drawWorld(canvas, w, { scale: view.scale, shade, grid: view.showGrid ? CELL : 0, patterns: view.patterns });
  const ctx = canvas.getContext('2d');
  if (ctx && view.fb && !view.fb.reduced) paintParticles(ctx, view.fb, view.now ?? 0, view.scale);
  if (!ctx || view.selected === null || game.phase === 'over' || view.preview === false) return;
  const piece = game.slots[view.selected];
  const { gx, gy } = view.cursor;
  const blocked = game.blockedCells(piece, gx, gy);
  const legal = !blocked.some(Boolean);
  piece.cells.forEach((c, k) => {
    const x = (gx + c.x) * cellPx;
    const y = (gy + c.y) * cellPx;
    ctx.globalAlpha = 0.6;
    ctx.fillStyle = PALETTE[piece.colour];
    ctx.fillRect(x, y, cellPx, cellPx);
    if (view.patterns) {
      // The preview shows the pattern the pixels will have where they land (the marks follow the board's pixel grid).
      ctx.fillStyle = MARK_PALETTE[piece.colour];
      const px0 = (gx + c.x) * CELL;
      const py0 = (gy + c.y) * CELL;
      for (let py = 0; py < CELL; py++)
        for (let px = 0; px < CELL; px++)
          if (patternMark(piece.colour, px0 + px, py0 + py)) ctx.fillRect(x + px * view.scale, y + py * view.scale, view.scale, view.scale);
    }
    ctx.globalAlpha = 1;
    ctx.lineWidth = 2;
    ctx.strokeStyle = blocked[k] ? '#ff3b30' : legal ? '#34c759' : '#ffcc00';
    ctx.setLineDash(legal ? [] : [4, 3]);
    ctx.strokeRect(x + 1, y + 1, cellPx - 2, cellPx - 2);
    ctx.setLineDash([]);
  });
}
