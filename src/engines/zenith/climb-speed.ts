// The passive climb (seed 000 "爬塔", code GetSpeedCap) and the Expert+ descent (seed 000 "专家+"): how fast altitude
// moves on its own.
import { FLOOR_STARTS } from './floors';
import { finite, floorArg, rankArg } from './validate';
import { rankMultiplier } from './rank';

/** Passive-climb cap near a floor's top: clamp((distance to next floor) / 5 − 0.2, 0, 1) (seed 000 GetSpeedCap). */
export function speedCap(altitude: number): number {
  finite('altitude', altitude, 0);
  const next = FLOOR_STARTS.find((s) => altitude < s) ?? Infinity;
  return Math.max(0, Math.min(1, (next - altitude) / 5 - 0.2));
}

/** Expert+ descent in metres per second: (floor² + floor + 10) / 20 (seed 000 专家+ table note; code .05 × … per frame × 60). */
export function expertDescentPerSecond(floor: number): number {
  floor = floorArg('floor', floor);
  return (floor * floor + floor + 10) / 20;
}

/** Lines sent per minute that balance the Expert+ descent at a rank: descent × 60 / (0.25 × rank) (seed 000 专家+ table). */
export function sendsPerMinuteToHold(floor: number, rank: number): number {
  floorArg('floor', floor);
  rankArg('rank', rank);
  return (expertDescentPerSecond(floor) * 60) / rankMultiplier(rank);
}
