// The sandbox board's drawing: the pixels (with the clear flash, cluster highlight, grid and patterns) and the preview of
// the chosen piece at the cursor, outlined green where it fits and red where it overlaps.
import { CELL, labelClusters, type SandGame } from '~/engines/sand';
import { MARK_PALETTE, PALETTE, drawWorld, patternMark } from './draw';

export interface BoardView {
  scale: number;
  showGrid: boolean;
  showClusters: boolean;
  patterns: boolean;
  selected: number | null;
  cursor: { gx: number; gy: number };
}

export function paintBoard(canvas: HTMLCanvasElement, game: SandGame, view: BoardView): void {
  const w = game.world;
  const cellPx = CELL * view.scale;
  let shade: Uint8Array | undefined;
  if (game.phase === 'clearing') {
    // The clear animation (§8.3): the found pixels flash for one second, then go.
    shade = new Uint8Array(w.width * w.height);
    const on = Math.floor(game.clearTimer / 6) % 2 === 0;
    for (const c of game.clearing) for (const i of c.indices) shade[i] = on ? 2 : 0;
  } else if (view.showClusters) {
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
  if (!ctx || view.selected === null || game.phase === 'over') return;
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
