// Hyperspeed (seed 000 "速通模式", code SpeedrunReq; zenith-current readme §速通模式): who may enter it, the rank each
// floor needs, and the spans of a run spent in it.
import { hasMod, type Mod } from './mods';
import { floorArg, modsArg } from './validate';
import { versionArg, type ClientVersion } from './versions';
import type { ClimbSample } from './climb-state';

/** Lowest rank that stays in hyperspeed, then the rank each of floors 1–5 needs to enter it (seed 000 code SpeedrunReq). */
export const SPEEDRUN_REQ = [7, 8, 8, 9, 9, 10] as const;

/** Hyperspeed is off with duo or any reversed mod (seed 000 速通模式). */
export function hyperspeedAllowed(mods: readonly Mod[]): boolean {
  return !hasMod(mods, 'duo') && !mods.some((m) => m.endsWith('_reversed'));
}

/** Hyperspeed: the seed turns it off with Duo or a reversed mod; the current client with any mod (readme §速通模式, commit 424704b, 2025-05-02). */
export function hyperspeedAllowedIn(mods: readonly Mod[], version?: ClientVersion): boolean {
  modsArg('mods', mods);
  return versionArg('version', version) === 'current' ? mods.length === 0 : hyperspeedAllowed(mods);
}

/**
 * Rank that starts hyperspeed on a floor (1–5), or null above floor 5.
 * @source seed 000 速通模式 (rank needed per floor)
 */
export function hyperspeedRequirement(floor: number): number | null {
  floor = floorArg('floor', floor);
  return floor >= 1 && floor <= 5 ? SPEEDRUN_REQ[floor] : null;
}

/**
 * Frames where hyperspeed starts and ends along a run: enter on floors 1–5 at the required rank; leave below rank 7 or on reaching floor 10.
 * @source seed 000 速通模式
 */
export function hyperspeedSpans(
  samples: readonly ClimbSample[],
  mods: readonly Mod[],
  version?: ClientVersion,
): { start: number; end: number | null; completed: boolean }[] {
  if (!hyperspeedAllowedIn(mods, version)) return [];
  const spans: { start: number; end: number | null; completed: boolean }[] = [];
  let on = false;
  for (const x of samples) {
    const r = Math.floor(x.rank);
    const req = hyperspeedRequirement(x.floor);
    if (!on && req !== null && r >= req) {
      on = true;
      spans.push({ start: x.frame, end: null, completed: false });
    } else if (on && x.floor >= 10) {
      on = false;
      Object.assign(spans[spans.length - 1], { end: x.frame, completed: true });
    } else if (on && r < SPEEDRUN_REQ[0]) {
      on = false;
      spans[spans.length - 1].end = x.frame;
    }
  }
  return spans;
}
