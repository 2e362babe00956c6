// The key-tour planner's model (no DOM, no Preact): the soonest tour of a spawn from a start round, whether it escapes
// before the game ends (round 100, or 110 with overtime: RULINGS.md, Lost Space), the latest start round that still
// escapes, and the path drawn on the map. The tours themselves are the engine's (src/engines/lost-space/tour.ts).
import { DEFAULT_LAST_ROUND, LONG_LAST_ROUND, SPAWNS, keyTour, latestEscapingStart, tourEscapes, type KeyTour, type Node } from '~/engines/lost-space';

/** How a tour ends against the game's end: in time, only when the game has overtime, or too late either way. */
export type TourEnding = 'in-time' | 'overtime-only' | 'too-late';

export const tourEnding = (tour: KeyTour): TourEnding =>
  tourEscapes(tour, DEFAULT_LAST_ROUND) ? 'in-time' : tourEscapes(tour, LONG_LAST_ROUND) ? 'overtime-only' : 'too-late';

/** The places the tour walks through, from the spawn: the nodes of its moves and rides (not of its waits or keys). */
export const tourPath = (spawn: number, tour: KeyTour): Node[] => [
  SPAWNS[spawn],
  ...tour.steps.filter((s) => s.action === 'move' || s.action === 'ride').map((s) => s.node),
];

export interface TourView {
  tour: KeyTour | null;
  /** Null when there is no tour. */
  ending: TourEnding | null;
  /** The latest start round from which this spawn still escapes by round 100; null when none does. */
  latest: number | null;
  path: Node[] | null;
}

/** Everything the planner shows for a spawn and a start round. */
export function tourView(spawn: number, afterRound: number): TourView {
  const tour = keyTour(spawn, { afterRound });
  return {
    tour,
    ending: tour ? tourEnding(tour) : null,
    latest: latestEscapingStart(spawn, DEFAULT_LAST_ROUND),
    path: tour ? tourPath(spawn, tour) : null,
  };
}
