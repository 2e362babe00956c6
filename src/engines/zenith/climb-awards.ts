// Awards (seed 000 "经验" table and the code's AwardLines/AwardKill; zenith-current readme §经验, §连续抵消, §rAS): what a
// send, cancel, clear or KO gives in height and XP, in the plain form (applyClimbEvent) and the run loop's (applyFast).
import { FLOOR_STARTS } from './floors';
import { hasMod, hasReversed, type Mod } from './mods';
import { countedLines } from './attack';
import { finite, MAX_EVENT_LINES, whole } from './validate';
import {
  CANCEL_XP_MIN_SHARE,
  CANCEL_XP_SHARE,
  CANCEL_XP_SHARE_STEP,
  RAS_XP_CUT_ALTITUDE,
  RAS_XP_CUT_DUG,
  cancelXpShare,
  cancelXpThreshold,
  duoXpFactor,
  killMetres,
  sendGivesXp,
} from './xp';
import { MAX_STREAK } from './cancel-streak';
import { cancelMultiplier } from './fatigue';
import { MAX_ALTITUDE } from './windup';
import { rankMultiplier } from './rank';
import { versionArg, type ClientVersion } from './versions';
import type { ClimbEvent, ClimbState } from './climb-state';

/** GiveBonus: height goes into the pending bonus first, released 10% a frame (seed 000 code). */
function giveBonus(s: ClimbState, amount: number): void {
  s.bonusRemaining += amount;
}

/**
 * GiveClimbPts; in the seed duo halves what each player earns (seed 000 双人: "累计经验…砍半"; no ruling, the prose is
 * followed). The current text halves only sent attack, not XP (zenith-current readme §2P, commit 7f3db98): duoXpFactor.
 */
function giveClimbPts(s: ClimbState, amount: number, mods: readonly Mod[], version: ClientVersion = '2025-01'): void {
  s.climbPts += version === '2025-01' ? (hasMod(mods, 'duo') ? amount / 2 : amount) : amount * duoXpFactor(mods, version);
}

/**
 * AwardLines(amount, giveHeight, giveXP) of the seed's code, including the +3 m floor bonus.
 * @source seed 000 经验 table (XP per line sent or cancelled)
 */
export function awardLines(s: ClimbState, amount: number, giveHeight: boolean, giveXP: boolean, mods: readonly Mod[], version?: ClientVersion): void {
  const v = versionArg('version', version);
  finite('amount', amount, 0, MAX_EVENT_LINES);
  let dh = giveHeight ? rankMultiplier(s.rank) * amount : 0;
  // +3 m when the altitude after this award and the pending bonus is within 2 m of the next floor (seed 000 越层).
  const next = FLOOR_STARTS.find((e) => s.altitude < e) ?? Infinity;
  const toNext = next - s.altitude - dh - s.bonusRemaining;
  if (toNext >= 0 && toNext <= 2) dh += 3;
  giveBonus(s, dh);
  if (giveXP) giveClimbPts(s, amount + 0.05, mods, v);
}

/** Applies one award event with the per-mod rules of seed 000 经验 table, or (version 'current') of zenith-current §经验. */
export function applyClimbEvent(s: ClimbState, e: ClimbEvent, mods: readonly Mod[], version?: ClientVersion): void {
  const lines = finite('lines', e.lines ?? 0, 0, e.type === 'clear' ? 4 : MAX_EVENT_LINES);
  if (versionArg('version', version) === 'current') return applyCurrentEvent(s, e, lines, mods);
  switch (e.type) {
    case 'send': // height = lines × multiplier, XP = lines + 0.05
      awardLines(s, lines, true, true, mods);
      break;
    case 'cancel': // XP = lines / 2 + 0.05; Expert (either form) or Volatile+ count it as 0 lines
      // lines = attack spent; Volatile counts the garbage removed, twice the attack (the site's reading, volatile-cancel.ts)
      awardLines(s, hasMod(mods, 'expert') || hasReversed(mods, 'volatile') ? 0 : (lines * cancelMultiplier(mods)) / 2, false, true, mods);
      break;
    case 'clear': {
      if (hasMod(mods, 'expert')) break; // Expert (either form): clears do not award at all
      // All-Spin+ counts every non-spin clear as a Single (seed 000 全旋+; RULINGS.md, Zenith)
      const counted = countedLines({ lines, spin: e.spin ? 'tspin' : 'none' }, mods);
      awardLines(s, Math.min(counted, 2), false, true, mods); // XP = min(lines, 2) + 0.05
      break;
    }
    case 'kill': // AwardKill: 0.25 × floor(rank) × (Expert+ ? 8 : 15)
      giveBonus(s, rankMultiplier(s.rank) * (hasReversed(mods, 'expert') ? 8 : 15));
      break;
  }
}

/**
 * The current client's awards (zenith-current readme §经验, §连续抵消, §rAS): a send gives no XP under All-Spin+ from
 * 800 m with under 5 garbage lines dug; a cancel adds its lines to S, then gives share(S) × lines + 0.05 XP (0 lines under
 * Expert, Volatile+ and Duo+); a clear that digs garbage resets S; a kill on a Snowball player gives 8 m.
 */
function applyCurrentEvent(s: ClimbState, e: ClimbEvent, lines: number, mods: readonly Mod[]): void {
  const v: ClientVersion = 'current';
  switch (e.type) {
    case 'send':
      awardLines(s, lines, true, sendGivesXp(mods, Math.min(s.altitude, MAX_ALTITUDE), s.garbageDug, v), mods, v);
      break;
    case 'cancel': {
      const removed = lines * cancelMultiplier(mods); // Volatile: the garbage removed, twice the attack (site's reading, volatile-cancel.ts)
      s.cancelStreak = Math.min(MAX_STREAK, s.cancelStreak + removed); // §连续抵消 rule 1: +N, before the XP of this cancel (our order)
      const zero = hasMod(mods, 'expert') || hasReversed(mods, 'volatile') || hasReversed(mods, 'duo'); // §经验: 视为抵消0行
      awardLines(s, zero ? 0 : cancelXpShare(s.cancelStreak, mods, v) * removed, false, true, mods, v);
      break;
    }
    case 'clear': {
      const garbage = whole('garbage', e.garbage ?? lines, 0, lines);
      if (garbage > 0) {
        s.cancelStreak = 0; // §连续抵消 rule 5: clearing garbage sets S to 0
        s.lastStreakDrop = s.frame;
        s.garbageDug += garbage;
      }
      if (hasMod(mods, 'expert')) break; // (r)EX: clears give no XP (§经验 消行)
      const counted = countedLines({ lines, spin: e.spin ? 'tspin' : 'none' }, mods); // rAS: non-spins count as 1 line
      awardLines(s, Math.min(counted, 2), false, true, mods, v);
      break;
    }
    case 'kill':
      giveBonus(s, killMetres(s.rank, mods, { victimSnowball: !!e.victimSnowball, version: v }));
      break;
  }
}

/** The mod and version tests the award rules make, worked out once per run for the run loop. */
export interface AwardRules {
  current: boolean;
  expertAny: boolean;
  expertReversed: boolean;
  volatileReversed: boolean;
  duoAny: boolean;
  duoReversed: boolean;
  allspinReversed: boolean;
  cancelThreshold: number;
  /** Garbage lines a cancel removes per line of attack (Volatile: 2). */
  cancelFactor: number;
}
export function awardRules(mods: readonly Mod[], version: ClientVersion): AwardRules {
  return {
    current: version === 'current',
    expertAny: hasMod(mods, 'expert'),
    expertReversed: hasReversed(mods, 'expert'),
    volatileReversed: hasReversed(mods, 'volatile'),
    duoAny: hasMod(mods, 'duo'),
    duoReversed: hasReversed(mods, 'duo'),
    allspinReversed: hasReversed(mods, 'allspin'),
    cancelThreshold: cancelXpThreshold(mods),
    cancelFactor: cancelMultiplier(mods),
  };
}

// The run loop's copies of the numbers it reads on every event. Read through an import, each use can cost a call (a test
// runner's or bundler's module wrapper makes imports getters); these are read once, when the module loads.
const STARTS: readonly number[] = [...FLOOR_STARTS, Infinity];
const LAST = FLOOR_STARTS.length;
const TOP_ALTITUDE = MAX_ALTITUDE;
const RAS_ALTITUDE = RAS_XP_CUT_ALTITUDE;
const RAS_DUG = RAS_XP_CUT_DUG;
const STREAK_MAX = MAX_STREAK;
const [SHARE, SHARE_MIN, SHARE_STEP] = [CANCEL_XP_SHARE, CANCEL_XP_MIN_SHARE, CANCEL_XP_SHARE_STEP];

/** awardLines with the rules worked out (same arithmetic, same order, so the same numbers). */
function awardFast(s: ClimbState, amount: number, giveHeight: boolean, giveXP: boolean, r: AwardRules): void {
  let dh = giveHeight ? 0.25 * Math.floor(s.rank) * amount : 0;
  let i = 0;
  while (i < LAST && !(s.altitude < STARTS[i])) i++;
  const next = STARTS[i]; // the next floor's start, Infinity above the top floor
  const toNext = next - s.altitude - dh - s.bonusRemaining;
  if (toNext >= 0 && toNext <= 2) dh += 3; // seed 000 越层
  s.bonusRemaining += dh;
  if (giveXP) s.climbPts += !r.current && r.duoAny ? (amount + 0.05) / 2 : amount + 0.05; // giveClimbPts
}

/**
 * applyClimbEvent for the run loop: the same rules (seed 000 经验; zenith-current readme §经验, §连续抵消, §rAS) with the
 * mod tests done once; events are checked before the loop (bucketEvents, paceBuckets). The fast-loop test compares the two.
 */
export function applyFast(s: ClimbState, e: ClimbEvent, r: AwardRules): void {
  const lines = e.lines ?? 0;
  switch (e.type) {
    case 'send':
      awardFast(s, lines, true, !r.current || !(r.allspinReversed && Math.min(s.altitude, TOP_ALTITUDE) >= RAS_ALTITUDE && s.garbageDug < RAS_DUG), r);
      break;
    case 'cancel':
      {
        const removed = lines * r.cancelFactor;
        if (!r.current) {
          awardFast(s, r.expertAny || r.volatileReversed ? 0 : removed / 2, false, true, r);
          break;
        }
        s.cancelStreak = Math.min(STREAK_MAX, s.cancelStreak + removed);
        awardFast(s, r.expertAny || r.volatileReversed || r.duoReversed ? 0 : streakShare(s.cancelStreak, r.cancelThreshold) * removed, false, true, r);
        break;
      }
      break;
    case 'clear': {
      if (r.current) {
        const garbage = e.garbage ?? lines;
        if (garbage > 0) {
          s.cancelStreak = 0;
          s.lastStreakDrop = s.frame;
          s.garbageDug += garbage;
        }
      }
      if (!r.expertAny) awardFast(s, Math.min(r.allspinReversed && !e.spin && lines > 0 ? 1 : lines, 2), false, true, r); // countedLines
      break;
    }
    case 'kill':
      s.bonusRemaining += 0.25 * Math.floor(s.rank) * (r.expertReversed || (r.current && !!e.victimSnowball) ? 8 : 15);
      break;
  }
}

/** cancelXpShare of the current client with its threshold known. */
function streakShare(streak: number, thr: number): number {
  return streak <= thr ? SHARE : Math.max(SHARE_MIN, SHARE - SHARE_STEP * (streak - thr));
}
