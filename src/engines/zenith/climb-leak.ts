// XP bars and the leak (seed 000 "经验", "经验流失"): what a rank needs to promote, the XP lost per frame, the protection
// after a promotion, and how long a bar lasts with no income.
import { hasMod, hasReversed, type Mod } from './mods';
import { finite, modsArg, rankArg, whole } from './validate';
import { FPS } from './frames';
import { MAX_CLIMB_FRAMES } from './climb-state';

/** XP a rank needs to promote: 4 × rank (seed 000 经验: "推进器升级所需经验为4*等级"; code nextRankXP). */
export function xpToPromote(rank: number): number {
  return 4 * rankArg('rank', rank);
}

/**
 * The leak factor `mul` (seed 000 经验流失): solo 3; Expert (either form) or Duo+ 5; duo 3 + the number of
 * players with Expert. `partnerExpert` is the other player's Expert, for duo only.
 */
export function leakFactor(mods: readonly Mod[], partnerExpert = false): number {
  modsArg('mods', mods);
  if (hasReversed(mods, 'duo')) return 5;
  if (mods.includes('duo')) return 3 + (hasMod(mods, 'expert') ? 1 : 0) + (partnerExpert ? 1 : 0);
  return hasMod(mods, 'expert') ? 5 : 3;
}

/** XP lost per frame at a rank: mul × (rank² + rank) / 3600 (seed 000 code, Loop "经验流失"). */
export function leakPerFrame(rank: number, mods: readonly Mod[] = [], partnerExpert = false): number {
  const r = Math.floor(rankArg('rank', rank));
  return (leakFactor(mods, partnerExpert) * (r * r + r)) / 3600;
}

/**
 * XP lost per second: 60 × the per-frame leak.
 * @source seed 000 经验流失, 60 frames a second
 */
export function leakPerSecond(rank: number, mods: readonly Mod[] = [], partnerExpert = false): number {
  return FPS * leakPerFrame(rank, mods, partnerExpert);
}

/**
 * Seconds a full bar (4 × rank XP) takes to drain with no income and no protection: 4R / leak per second = 240 / (mul (R+1)).
 * @source seed 000 经验流失 and 经验 (a full bar is 4 × rank XP)
 */
export function secondsFullBarToDrain(rank: number, mods: readonly Mod[] = [], partnerExpert = false): number {
  return xpToPromote(Math.floor(rank)) / leakPerSecond(rank, mods, partnerExpert);
}

/**
 * Seconds from a full bar to a demotion: the drain time, except at rank 1, which never drops (Infinity): the loop sets
 * XP back to 0 (seed 000 code "不会掉到0级以下"). One answer for the calculator, the chart and the table.
 */
export function secondsFullBarToDemotion(rank: number, mods: readonly Mod[] = [], partnerExpert = false): number {
  if (Math.floor(rank) <= 1) return Infinity;
  return secondsFullBarToDrain(rank, mods, partnerExpert);
}

/** Whether a rank can drop at all: every rank above 1 (seed 000 code "不会掉到0级以下"). */
export function canDemote(rank: number): boolean {
  return Math.floor(rankArg('rank', rank)) > 1;
}

/**
 * Seconds until a demotion from `xp` XP at `rank` with no income, counting the frames still protected after a
 * promotion (`protectedSeconds`). Frame-exact: the loop leaks once per frame and demotes when XP goes below 0.
 * @source seed 000 code, Loop 经验流失 and the demotion branch
 */
export function secondsUntilDemotion(rank: number, xp: number, mods: readonly Mod[] = [], protectedSeconds = 0): number {
  const r = Math.floor(rankArg('rank', rank));
  finite('xp', xp, 0, 4 * r); // at most a full bar: more would promote
  finite('protectedSeconds', protectedSeconds, 0, promotionProtectionFrames(0) / FPS); // at most the longest protection, 5 s
  if (!canDemote(r)) return Infinity; // rank 1 never demotes: XP is set back to 0 (seed 000 code "不会掉到0级以下").
  const perFrame = leakPerFrame(r, mods);
  // The frame on which xp - n × perFrame first drops below 0.
  const frames = Math.floor(xp / perFrame) + 1;
  return Math.ceil(protectedSeconds * FPS) / FPS + frames / FPS;
}

/** Protection after a promotion, in frames: max(60, 60 × (5 − fatigue)) (seed 000 code, promotion branch). */
export function promotionProtectionFrames(fatigue: number): number {
  whole('fatigue', fatigue, 0);
  return Math.max(60, 60 * (5 - fatigue));
}

/**
 * Frame-exact time (seconds) for XP leak alone to take `rank` with `xp` down to `target`, following the loop's
 * demotion step (each demotion lands on a full bar of the rank below, with no protection). Capped at `maxFrames`.
 * @source seed 000 code, Loop 经验流失 and the demotion branch
 */
export function secondsToFallTo(rank: number, xp: number, target: number, mods: readonly Mod[] = [], maxFrames = 30 * 60 * FPS): number {
  let r = Math.floor(rankArg('rank', rank));
  let pts = finite('xp', xp, 0, 4 * r); // at most a full bar: more would promote
  const goal = Math.floor(rankArg('target', target));
  whole('maxFrames', maxFrames, 0, MAX_CLIMB_FRAMES);
  modsArg('mods', mods);
  if (r <= goal) return 0;
  for (let f = 1; f <= maxFrames; f++) {
    pts -= leakPerFrame(r, mods);
    if (pts < 0) {
      pts += 4 * (r - 1);
      r--;
      if (r <= goal) return f / FPS;
    }
  }
  return Infinity;
}
