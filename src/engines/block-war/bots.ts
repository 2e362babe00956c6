// Two Block War bots for simulated matches: one picks any legal placement at random, one looks one move ahead.
import { applyPlacement, COLS, LIMIT_ROW, type Placement } from './board';
import { placementPoints } from './scoring';
import type { Bot, BotView } from './match';

/**
 * Any legal placement, uniformly at random.
 * @source our own bot (no source defines one); it plays only legal placements of seed 001 落块规则
 */
export const randomBot: Bot = (view, rng) => view.legal[rng.int(view.legal.length)];

/** Empty cells in rows 0-14 that have a filled cell nearer the back edge in the same column (our own measure). */
export function holes(rows: readonly string[]): number {
  let n = 0;
  for (let x = 0; x < COLS; x++) {
    let covered = false;
    for (let y = 0; y <= LIMIT_ROW; y++) {
      if (rows[y][x] !== '.') covered = true;
      else if (covered) n++;
    }
  }
  return n;
}

/**
 * How far back the mover's cells reach: the smallest row holding a filled cell (15 when rows 0-14 are empty).
 * @source our own measure for the greedy bot (no source defines bot weights)
 */
export function frontier(rows: readonly string[]): number {
  for (let y = 0; y <= LIMIT_ROW; y++) if (rows[y] !== '.'.repeat(COLS)) return y;
  return LIMIT_ROW + 1;
}

/** Stack height of each column of rows 0-14, measured from the limit line back (our own measure). */
export function heights(rows: readonly string[]): number[] {
  const h: number[] = [];
  for (let x = 0; x < COLS; x++) {
    let y = 0;
    while (y <= LIMIT_ROW && rows[y][x] === '.') y++;
    h.push(LIMIT_ROW + 1 - y);
  }
  return h;
}

/**
 * One-ply value of a placement (our own weights, in the style of classic Tetris evaluators): points scored, minus
 * total stack height, holes and unevenness between neighbouring columns.
 */
export function greedyValue(view: BotView, p: Placement): number {
  const r = applyPlacement(view.rows, view.piece, p);
  const pts = placementPoints(r.peaceCleared, r.battleCleared, view.combo);
  const h = heights(r.rows);
  let total = 0;
  let bump = 0;
  for (let x = 0; x < COLS; x++) {
    total += h[x];
    if (x > 0) bump += Math.abs(h[x] - h[x - 1]);
  }
  return pts * 4 + (r.peaceCleared + r.battleCleared) * 0.8 - total * 0.5 - holes(r.rows) * 0.4 - bump * 0.2;
}

/**
 * Tries every legal placement and keeps the best by greedyValue; ties go to a random one of the best.
 * @source our own bot and weights (no source defines one), over seed 001 得分规则
 */
export const greedyBot: Bot = (view, rng) => {
  let best: Placement[] = [];
  let bestV = -Infinity;
  for (const p of view.legal) {
    const v = greedyValue(view, p);
    if (v > bestV) {
      bestV = v;
      best = [p];
    } else if (v === bestV) best.push(p);
  }
  return best[rng.int(best.length)];
};

export const BOTS = { random: randomBot, greedy: greedyBot } as const;
export type BotName = keyof typeof BOTS;
