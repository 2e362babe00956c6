// Rank multiplier and the XP bar, on their own so the XP rules (xp.ts) and the climb (climb.ts) share them without a cycle.
import { rankArg } from './validate';

/** Height multiplier of a rank: 0.25 per rank (seed 000 推进器: "一级时倍率为×0.25，每升一级倍率增加×0.25"). */
export function rankMultiplier(rank: number): number {
  return 0.25 * Math.floor(rankArg('rank', rank));
}
