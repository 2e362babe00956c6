// Final ranking (seed 003, 排名规则): escaped first by escape round, then the rest by last round, then points, then id.
import { POINTS } from './rules';

export interface RankEntry {
  id: number;
  escaped: boolean;
  /** Escape round for an escaped player; otherwise the round of death or of the game's end. */
  round: number;
  points: number;
}

/** Points that break ties: +1 per key pick-up (any way), +2 per kill, -3 per death (seed 003, 排名规则). */
export function rankingPoints(o: { keyPickups: number; kills: number; deaths: number }): number {
  return o.keyPickups * POINTS.keyPickup + o.kills * POINTS.kill + o.deaths * POINTS.death;
}

export type TieBreak = 'escaped' | 'escape round' | 'later round' | 'points' | 'action order';

/** Which rule puts `a` before `b`, or 0 when they are the same player. */
function compare(a: RankEntry, b: RankEntry): { order: number; by: TieBreak } {
  // Escaped players rank above those who did not escape.
  if (a.escaped !== b.escaped) return { order: a.escaped ? -1 : 1, by: 'escaped' };
  // Escaped: the earlier escape ranks higher. Not escaped: the later death ranks higher.
  if (a.round !== b.round) return a.escaped ? { order: a.round - b.round, by: 'escape round' } : { order: b.round - a.round, by: 'later round' };
  // Same round: more points first.
  if (a.points !== b.points) return { order: b.points - a.points, by: 'points' };
  // Same points: the player who acts later in the round (higher id) ranks higher.
  return { order: b.id - a.id, by: 'action order' };
}

function checkEntries(players: readonly RankEntry[]): void {
  const seen = new Set<number>();
  for (const p of players) {
    if (!Number.isInteger(p.id)) throw new RangeError(`Player id ${p.id} is not an integer.`);
    if (seen.has(p.id)) throw new RangeError(`Player id ${p.id} appears twice.`);
    seen.add(p.id);
    if (!Number.isFinite(p.round) || !Number.isFinite(p.points)) throw new RangeError(`Player ${p.id}: round and points must be numbers.`);
  }
}

/**
 * Player ids, best first.
 * @source seed 003 排名规则: escaped first by escape round, then last round, then points, then id
 */
export function rankPlayers(players: readonly RankEntry[]): number[] {
  checkEntries(players);
  return players
    .slice()
    .sort((a, b) => compare(a, b).order)
    .map((p) => p.id);
}

/**
 * The order with, for each place after the first, the rule that put the player above it ahead.
 * @source seed 003 排名规则, each step said in words
 */
export function explainRanking(players: readonly RankEntry[]): { id: number; place: number; behindBy: TieBreak | null }[] {
  checkEntries(players);
  const sorted = players.slice().sort((a, b) => compare(a, b).order);
  return sorted.map((p, i) => ({ id: p.id, place: i + 1, behindBy: i === 0 ? null : compare(sorted[i - 1], p).by }));
}
