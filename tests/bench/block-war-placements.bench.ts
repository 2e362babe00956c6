// Bench: Block War legal placements and a full bot-against-bot match, engine against a baseline written from the
// rule document's own design (seed 001 "落块规则": spawn outside the field, try every move, keep resting end states).
import { it } from 'vitest';
import {
  PIECES, PIECE_OFFSETS, applyPlacement, blockList, frameOf, greedyBot, legalPlacements, playMatch, playerOf, randomBot,
  markOf, turnBoard, type Piece, type Placement, type MatchState,
} from '~/engines/block-war';
import { createRng } from '~/lib/rng';
import { compare } from './measure';

/** The document's procedure, written plainly: string-keyed search over (x, y, direction), cells read from the strings. */
function baselineLegal(rows: readonly string[], piece: Piece): Placement[] {
  const free = (x: number, y: number, d: number) =>
    PIECE_OFFSETS[piece][d].every(([dx, dy]) => {
      const cx = x + dx;
      const cy = y + dy;
      if (cx < 0 || cx > 9 || cy > 14) return false; // out of bounds
      return cy < 0 || rows[cy][cx] === '.'; // outside the field beyond the back edge is free
    });
  const seen = new Set<string>();
  const queue: Placement[] = [];
  for (let d = 0; d < 4; d++) for (let x = 0; x < 10; x++) if (free(x, -3, d)) queue.push({ x, y: -3, dir: d as 0 | 1 | 2 | 3 });
  const out = new Map<string, Placement>();
  while (queue.length) {
    const p = queue.shift()!;
    const key = `${p.x},${p.y},${p.dir}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const moves: Placement[] = [{ ...p, x: p.x - 1 }, { ...p, x: p.x + 1 }, { ...p, y: p.y + 1 }];
    for (let d = 0; d < 4; d++) if (d !== p.dir) moves.push({ ...p, dir: d as 0 | 1 | 2 | 3 });
    for (const q of moves) if (free(q.x, q.y, q.dir) && !seen.has(`${q.x},${q.y},${q.dir}`)) queue.push(q);
    const cells = PIECE_OFFSETS[piece][p.dir].map(([dx, dy]) => [p.x + dx, p.y + dy]);
    if (cells.every(([, y]) => y >= 0) && !free(p.x, p.y + 1, p.dir)) {
      const cellKey = cells.map(([x, y]) => `${x},${y}`).sort().join(';');
      if (!out.has(cellKey)) out.set(cellKey, p);
    }
  }
  return [...out.values()];
}

/** Mover frames taken from random matches: a spread of empty, half-full and crowded boards. */
function sampleFrames(): string[][] {
  const frames: string[][] = [];
  for (let s = 0; frames.length < 150; s++) {
    const m = playMatch(`bench-${s}`, randomBot, greedyBot);
    for (let i = 0; i < m.history.length && frames.length < 150; i += 5) frames.push(frameOf(m.history[i].board, playerOf(i + 1)));
  }
  return frames;
}

const FRAMES = sampleFrames();
function countAll(legal: (rows: readonly string[], piece: Piece) => Placement[]): number {
  let n = 0;
  for (const f of FRAMES) for (const p of PIECES) n += legal(f, p).length;
  return n;
}

it('legalPlacements: 150 boards x 7 pieces', () => {
  const found = countAll(legalPlacements);
  if (found !== countAll(baselineLegal)) throw new Error('baseline and engine disagree on the number of placements');
  const res = compare(`Block War legal placements, ${FRAMES.length} boards x 7 pieces (${found} placements)`, [
    { name: 'baseline: document procedure, string keys', run: () => countAll(baselineLegal) },
    { name: 'engine: legalPlacements', run: () => countAll(legalPlacements) },
  ], 7);
  for (const r of res) console.log(`  ${r.name}: ${Math.round(found / (r.medianMs / 1000)).toLocaleString('en')} placements/s`);
});

/** A whole greedy-against-greedy match whose placement search is the baseline's. */
function baselineMatch(seed: string): number[] {
  const blocks = blockList(seed);
  let board = Array.from({ length: 25 }, () => '..........');
  const scores = [0, 0];
  const rngs = { red: createRng(`${seed}/red`), blue: createRng(`${seed}/blue`) };
  for (let t = 0; t < blocks.length; t++) {
    const player = playerOf(t);
    const rows = frameOf(board, player);
    const legal = baselineLegal(rows, blocks[t]);
    if (legal.length === 0) break;
    const p = greedyBot({ rows, piece: blocks[t], legal, combo: 0, player }, rngs[player]);
    const r = applyPlacement(rows, blocks[t], p, markOf(blocks[t], player));
    board = player === 'red' ? r.rows : turnBoard(r.rows);
    scores[t % 2] += r.peaceCleared + r.battleCleared;
  }
  return scores;
}

it('a full greedy-against-greedy match', () => {
  const m: MatchState = playMatch('1', greedyBot, greedyBot);
  compare(`Block War full match, seed 1, greedy against greedy (${m.history.length} placements)`, [
    { name: 'baseline: match loop with document search', run: () => baselineMatch('1') },
    { name: 'engine: playMatch', run: () => playMatch('1', greedyBot, greedyBot) },
  ], 5);
});
