// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: gravity (readme §重力, commit bb8032f, 2025-09-15; §GV, commits eb1b147, bb8032f).
import { hasReversed, type Mod } from './mods';
import { finite, floorArg, modsArg } from './validate';
import { versionArg, type ClientVersion } from './versions';

/** Base gravity, cells per frame (readme §重力). */
export const BASE_GRAVITY = 0.02;
/** Longest time the gravity formula takes: an hour. */
export const MAX_GRAVITY_SECONDS = 3600;
export const GRAVITY_INCREASE_PER_SECOND = 0.0005;
/** Gravity mod: +0.48 at the start, +0.3 per new floor (readme §GV, commits eb1b147, bb8032f). */
export const GRAVITY_MOD_START = 0.48;
export const GRAVITY_MOD_PER_FLOOR = 0.3;

/** Freefall (Gravity reversed) gravity: 20G, cells per frame (readme §rGV 从一开局起就20G; reference-code.js sets g = 20 on every floor change). */
export const FREEFALL_GRAVITY = 20;

/**
 * Gravity in cells per frame at `seconds` into the run on `floor`: 0.02 + 0.0005 × seconds, plus the Gravity mod's
 * bumps (upright Gravity, as the loop's ternary); Freefall is 20G from the first frame. The seed states no base gravity: null.
 * @source seed 000 重力; zenith-current readme §重力 and §GV for the current client
 */
export function baseGravity(seconds: number, floor: number, mods: readonly Mod[] = [], version?: ClientVersion): number | null {
  finite('seconds', seconds, 0, MAX_GRAVITY_SECONDS);
  const f = floorArg('floor', floor);
  modsArg('mods', mods);
  if (versionArg('version', version) === '2025-01') return null;
  if (hasReversed(mods, 'gravity')) return FREEFALL_GRAVITY; // from the first frame (RULINGS.md, Zenith: Freefall 20G)
  const bumps = mods.includes('gravity') ? GRAVITY_MOD_START + GRAVITY_MOD_PER_FLOOR * (f - 1) : 0;
  return BASE_GRAVITY + GRAVITY_INCREASE_PER_SECOND * seconds + bumps;
}
