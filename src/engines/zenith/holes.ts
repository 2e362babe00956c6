// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: where the garbage hole goes (readme §垃圾易挖度, §垃圾集中, §DH).
import { messiness, type HoleOptions, type SortDirection } from './garbage';
import { hasReversed, type Mod } from './mods';
import { floorArg, modsArg } from './validate';
import { versionArg, type ClientVersion } from './versions';

/** Favor sort: the seed code sorts hardest first; the current code easiest first (readme §垃圾易挖度, commit 6b7f9d5, 2025-04-22). */
export function sortDirectionOf(version?: ClientVersion): SortDirection {
  return versionArg('version', version) === 'current' ? 'later' : 'code';
}

/**
 * Center gathering: on when messiness_inner ≤ 0.15 and floor ≤ 5, always under Volatile+ (reference-code.js
 * messiness_center, commit b90276d, 2025-07-21; readme §垃圾集中). The float 0.05 × 3 > 0.15 turns it off for Expert on
 * floor 3, as the readme notes. The seed has no such switch (false).
 */
export function centerGathering(floor: number, mods: readonly Mod[] = [], version?: ClientVersion): boolean {
  const f = floorArg('floor', floor);
  modsArg('mods', mods);
  if (versionArg('version', version) === '2025-01') return false;
  if (hasReversed(mods, 'volatile')) return true;
  return messiness(f, mods).inner <= 0.15 && f <= 5;
}

/**
 * Hole options for a version: the sort direction, and edge columns closed under center gathering (current) or under
 * Volatile+ (seed code). The closing uses the engine's `volatileReversed` option, which gives the two columns at each
 * edge weight 0: center gathering closes the same four columns (readme §垃圾集中 "3~8列").
 */
export function holeOptionsOf(floor: number, mods: readonly Mod[] = [], version?: ClientVersion): HoleOptions {
  const v = versionArg('version', version);
  const closed = v === 'current' ? centerGathering(floor, mods, v) : (floorArg('floor', floor), hasReversed(mods, 'volatile'));
  return { direction: sortDirectionOf(v), volatileReversed: closed };
}

/** Double Hole: chance of one extra hole at a random place (zenith-current readme §DH, commit b062ef2, 2025-10-22). */
export const DOUBLEHOLE_EXTRA_HOLE_CHANCE = 0.5;
