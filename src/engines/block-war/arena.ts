// Block War arena: a stronger built-in bot, round-robin tournaments between bots, and replays as JSON (our own
// tools; the rules they apply are those of match.ts: seed 001 and RULINGS.md "Block War").
import type { Rng } from '~/lib/rng';
import { DIRS, type Dir } from './data/pieces';
import { applyPlacement, legalPlacements, type Placement } from './board';
import { greedyValue, greedyBot, randomBot } from './bots';
import { checkStuck, newMatch, playMatch, playPlacement, type Bot, type BotView, type MatchState } from './match';

/** How many of the best one-ply placements the search bot looks further into (our choice: speed against strength). */
export const SEARCH_BEAM = 6;

/**
 * Looks two of its own pieces ahead: ranks placements by greedyValue, then for the best SEARCH_BEAM adds the best
 * greedyValue of its next piece on the board that placement leaves (the opponent's move in between is not modelled).
 */
export const searchBot: Bot = (view: BotView, rng: Rng) => {
  const ranked = view.legal.map((p) => ({ p, v: greedyValue(view, p) })).sort((a, b) => b.v - a.v);
  if (!view.next) return ranked[0].p;
  let best: Placement[] = [];
  let bestV = -Infinity;
  for (const { p, v } of ranked.slice(0, SEARCH_BEAM)) {
    const after = applyPlacement(view.rows, view.piece, p).rows;
    const legal2 = legalPlacements(after, view.next);
    let v2 = -1000; // no placement for the next piece: the mover would lose
    for (const q of legal2) v2 = Math.max(v2, greedyValue({ ...view, rows: after, piece: view.next, legal: legal2 }, q));
    const total = v + v2;
    if (total > bestV) {
      bestV = total;
      best = [p];
    } else if (total === bestV) best.push(p);
  }
  return best[rng.int(best.length)];
};

export const ARENA_BOTS = { random: randomBot, greedy: greedyBot, search: searchBot } as const;
export type ArenaBotName = keyof typeof ARENA_BOTS;

export interface Standing {
  name: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
}

/** Every bot plays every other once as red and once as blue on each seed; standings sorted by wins, then points. */
export function roundRobin(bots: Record<string, Bot>, seeds: readonly string[]): Standing[] {
  const names = Object.keys(bots);
  if (names.length < 2) throw new RangeError('bots must name at least two bots');
  if (seeds.length === 0) throw new RangeError('seeds must not be empty');
  const table = new Map<string, Standing>(names.map((n) => [n, { name: n, played: 0, wins: 0, draws: 0, losses: 0, points: 0 }]));
  for (const seed of seeds)
    for (const r of names)
      for (const b of names) {
        if (r === b) continue;
        const m = playMatch(seed, bots[r], bots[b]);
        const sr = table.get(r)!;
        const sb = table.get(b)!;
        sr.played++;
        sb.played++;
        sr.points += m.scores[0];
        sb.points += m.scores[1];
        if (m.winner === 'draw') {
          sr.draws++;
          sb.draws++;
        } else if (m.winner === 'red') {
          sr.wins++;
          sb.losses++;
        } else {
          sb.wins++;
          sr.losses++;
        }
      }
  return [...table.values()].sort((a, b) => b.wins - a.wins || b.points - a.points || a.name.localeCompare(b.name));
}

/** A replay file: the seed and every placement in the mover's own frame, enough to replay the match exactly. */
export interface ReplayFile {
  format: 'stack-atlas/block-war-replay';
  version: 1;
  seed: string;
  red: string;
  blue: string;
  /** [x, y, direction] per placement, in order. */
  moves: [number, number, number][];
}

export function exportReplay(seed: string, red: string, blue: string, m: MatchState): string {
  const file: ReplayFile = {
    format: 'stack-atlas/block-war-replay',
    version: 1,
    seed,
    red,
    blue,
    moves: m.history.map((h) => [h.placement.x, h.placement.y, h.placement.dir]),
  };
  return JSON.stringify(file);
}

/** Reads a replay file and replays it; throws RangeError naming what is wrong (never runs anything from the file). */
export function importReplay(text: string): { file: ReplayFile; match: MatchState } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RangeError('text is not JSON');
  }
  const f = raw as Partial<ReplayFile>;
  if (!f || typeof f !== 'object' || f.format !== 'stack-atlas/block-war-replay' || f.version !== 1)
    throw new RangeError('text is not a Block War replay (format, version 1)');
  if (typeof f.seed !== 'string' || !/^[A-Za-z0-9_-]{1,24}$/.test(f.seed)) throw new RangeError('seed must be 1-24 letters, digits, - or _');
  if (typeof f.red !== 'string' || typeof f.blue !== 'string' || f.red.length > 40 || f.blue.length > 40)
    throw new RangeError('red and blue must be names of at most 40 characters');
  if (!Array.isArray(f.moves)) throw new RangeError('moves must be a list');
  let m = checkStuck(newMatch(f.seed));
  if (f.moves.length > m.blocks.length) throw new RangeError('moves is longer than the block list');
  f.moves.forEach((mv, i) => {
    if (!Array.isArray(mv) || mv.length !== 3 || !mv.every((n) => Number.isInteger(n)) || !DIRS.includes(mv[2] as Dir))
      throw new RangeError(`moves[${i}] must be [x, y, direction]`);
    if (m.over) throw new RangeError(`moves[${i}] comes after the end of the match`);
    const before = m;
    m = playPlacement(m, { x: mv[0], y: mv[1], dir: mv[2] as Dir });
    if (m.endReason === 'illegal-placement' && !before.over) throw new RangeError(`moves[${i}] is not a legal placement`);
  });
  return { file: f as ReplayFile, match: m };
}
