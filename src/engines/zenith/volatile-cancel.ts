// Topic: does Volatile's double cancel double cancel XP? Volatile cancels ×2 (seed 000 双倍: "受击倍率和抵消倍率都变为2倍";
// zenith-current readme §VL, same words); the XP table pays `lines × 50% + 0.05` for a cancel (seed 000 经验) without saying
// whether "lines" are the attack spent or the garbage lines removed. No ruling covers it. The site reads them as the lines
// removed, so Volatile doubles cancel XP: the current readme's advice for Volatile runs says "哪怕抵消也是双倍的量" (even a
// cancel is double the amount), and the current thresholds are tuned to a faster-growing cancel streak under Volatile
// (XP threshold 40, not 25; penalty coefficient 0.0003, not 0.001). The other reading (the attack spent) is kept beside it.
import { cancelMultiplier } from './fatigue';
import { MAX_STREAK } from './cancel-streak';
import { cancelXp } from './xp';
import { finite, modsArg, MAX_EVENT_LINES } from './validate';
import { versionArg, type ClientVersion } from './versions';
import type { Mod } from './mods';

/** Garbage lines `attack` lines cancel: × the cancel multiplier (Volatile 2, Volatile+ 1; seed 000 双倍, 双倍+). */
export function linesCancelled(attack: number, mods: readonly Mod[] = []): number {
  finite('attack', attack, 0, MAX_EVENT_LINES);
  return attack * cancelMultiplier(modsArg('mods', mods));
}

/** Which lines the cancel XP counts: the garbage lines removed (the site's reading) or the attack spent. */
export type CancelXpReading = 'removed' | 'spent';

export interface CancelXpResult {
  /** Garbage lines removed from the queue. */
  removed: number;
  /** Lines the XP formula counts under the reading. */
  counted: number;
  /** Cancel streak after this cancel (current client; the seed has none: 0). */
  streak: number;
  /** XP before Duo halving. */
  xp: number;
}

/**
 * XP for spending `attack` lines on incoming garbage. Current client: the streak grows by the lines counted before the
 * XP is worked out (RULINGS.md Zenith: the streak after the cancel), then cancelXp gives share × lines + 0.05 (0 lines
 * under Expert, Volatile+ and, current, Duo+). `reading` defaults to the site's: the lines removed.
 */
export function cancelXpOfAttack(
  attack: number,
  mods: readonly Mod[] = [],
  o: { streakBefore?: number; version?: ClientVersion; reading?: CancelXpReading } = {},
): CancelXpResult {
  const removed = linesCancelled(attack, mods);
  const counted = (o.reading ?? 'removed') === 'removed' ? removed : attack;
  const v = versionArg('version', o.version);
  const before = finite('streakBefore', o.streakBefore ?? 0, 0, MAX_STREAK);
  const streak = v === 'current' ? Math.min(MAX_STREAK, before + counted) : 0;
  return { removed, counted, streak, xp: cancelXp(counted, mods, { streak, version: v }) };
}
