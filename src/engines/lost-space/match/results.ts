// The game's outcome (seed 003, 排名规则): each player's result (escaped or not, the round, the points) and the final
// order by the document's ranking rule (src/engines/lost-space/ranking.ts).
import { rankPlayers, rankingPoints } from '../ranking';
import type { MatchState } from './state';

/** Each player's result for the ranking: escaped or not, the round, and the points. */
export function results(s: MatchState): { id: number; escaped: boolean; round: number; points: number }[] {
  return s.players.map((p) => ({
    id: p.id,
    escaped: p.status === 'escaped',
    // Still alive at the end: ranked at the last round played (our choice, stated on the ranking page).
    round: p.status === 'alive' ? s.round : p.round,
    points: rankingPoints(p),
  }));
}
export const finalOrder = (s: MatchState): number[] => rankPlayers(results(s));
