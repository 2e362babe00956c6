// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: XP and kill altitude that differ between the versions (readme §经验, §rAS, §2P).
import { hasMod, hasReversed, type Mod } from './mods';
import { rankMultiplier } from './rank';
import { finite, modsArg, rankArg, whole, MAX_EVENT_LINES } from './validate';
import { versionArg, type ClientVersion } from './versions';
import { MAX_ALTITUDE } from './windup';
import { MAX_STREAK } from './cancel-streak';

/** Cancel-XP share: 50%; falls by 0.5 points per S above the threshold, down to 5% (§经验 note, commits d6a594e, cd9847f). */
export const CANCEL_XP_SHARE = 0.5;
export const CANCEL_XP_MIN_SHARE = 0.05;
export const CANCEL_XP_SHARE_STEP = 0.005;

/** Threshold of S for cancel XP: 40 with (r)VL, else 10 with (r)AS, else 25 (§经验, commit cd9847f, 2025-02-16). */
export function cancelXpThreshold(mods: readonly Mod[] = []): number {
  modsArg('mods', mods);
  return hasMod(mods, 'volatile') ? 40 : hasMod(mods, 'allspin') ? 10 : 25;
}

/**
 * The share of cancelled lines that counts as XP (the seed: always 50%).
 * @source seed 000 经验 table; zenith-current readme §经验 for the current client
 */
export function cancelXpShare(streak: number, mods: readonly Mod[] = [], version?: ClientVersion): number {
  finite('streak', streak, 0, MAX_STREAK);
  const thr = cancelXpThreshold(mods);
  if (versionArg('version', version) === '2025-01' || streak <= thr) return CANCEL_XP_SHARE;
  return Math.max(CANCEL_XP_MIN_SHARE, CANCEL_XP_SHARE - CANCEL_XP_SHARE_STEP * (streak - thr));
}

/**
 * XP for cancelling `lines` (before Duo halving): share × lines + 0.05, as 0 lines under (r)EX and Volatile+, and in
 * the current client also Duo+ (seed 000 经验; zenith-current readme §经验, commit d6a594e, 2025-02-15).
 */
export function cancelXp(lines: number, mods: readonly Mod[] = [], o: { streak?: number; version?: ClientVersion } = {}): number {
  finite('lines', lines, 0, MAX_EVENT_LINES);
  const v = versionArg('version', o.version);
  const zero = hasMod(mods, 'expert') || hasReversed(mods, 'volatile') || (v === 'current' && hasReversed(mods, 'duo'));
  return (zero ? 0 : cancelXpShare(o.streak ?? 0, mods, v) * lines) + 0.05;
}

/**
 * Metres per kill before the rank multiplier: 15, or 8 under Expert+ and (current) when the victim plays Snowball.
 * @source seed 000 双人 and 专家+ (metres per kill); zenith-current readme §2P
 */
export function killMetres(rank: number, mods: readonly Mod[] = [], o: { victimSnowball?: boolean; version?: ClientVersion } = {}): number {
  rankArg('rank', rank);
  modsArg('mods', mods);
  const v = versionArg('version', o.version);
  const eight = hasReversed(mods, 'expert') || (v === 'current' && !!o.victimSnowball); // zenith-current readme §经验 (commit c912a0a, 2025-12-22)
  return rankMultiplier(rank) * (eight ? 8 : 15);
}

/** All-Spin+ XP cut: from 800 m with fewer than 5 garbage lines dug (zenith-current readme §rAS, commit c9a4431, 2025-05-25). */
export const RAS_XP_CUT_ALTITUDE = 800;
export const RAS_XP_CUT_DUG = 5;

/**
 * Whether sending gives XP: always in the seed; under All-Spin+ (current) not from 800 m with under 5 lines dug.
 * @source seed 000 经验 table; zenith-current readme §rAS
 */
export function sendGivesXp(mods: readonly Mod[], altitude: number, garbageDug: number, version?: ClientVersion): boolean {
  modsArg('mods', mods);
  finite('altitude', altitude, 0, MAX_ALTITUDE);
  whole('garbageDug', garbageDug, 0);
  if (versionArg('version', version) === '2025-01') return true;
  return !(hasReversed(mods, 'allspin') && altitude >= RAS_XP_CUT_ALTITUDE && garbageDug < RAS_XP_CUT_DUG);
}

/** What Duo does to a player's XP: the seed's prose halves it; the current text halves only sent attack (readme §2P, commit 7f3db98). */
export function duoXpFactor(mods: readonly Mod[], version?: ClientVersion): number {
  modsArg('mods', mods);
  return versionArg('version', version) === '2025-01' && hasMod(mods, 'duo') ? 0.5 : 1;
}
