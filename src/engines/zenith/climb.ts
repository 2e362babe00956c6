// The climb (seed 000 "推进器", "经验", "跳级", "经验流失", and the reference Loop/Award* code): rank, XP and altitude per frame.
import { FLOOR_STARTS, floorAt } from './floors';
import { hasMod, hasReversed, type Mod } from './mods';
import { MAX_CLEAR_LINES, countedLines } from './attack';
import { finite, floorArg, MAX_EVENT_LINES, modsArg, rankArg, whole } from './validate';
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
import { MAX_ALTITUDE } from './windup';

import { FPS } from './frames';
import { rankMultiplier } from './rank';
import { versionArg, type ClientVersion } from './versions';
export { FPS, rankMultiplier };

/** Seconds of a frame count (60 frames = 1 s, seed 000 code). */
export function secondsOfFrames(frames: number): number {
  return finite('frames', frames) / FPS;
}

/** Seconds in a minute, for times given in minutes (fatigue steps, run lengths). */
export const SECONDS_PER_MINUTE = 60;

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

export type ClimbEventType = 'send' | 'cancel' | 'clear' | 'kill';
/** One award on a frame. `lines` for send/cancel/clear (a clear 0–4, others any size ≥ 0); `spin` marks a spin clear (matters under All-Spin+). */
export type ClimbEvent = {
  frame: number;
  type: ClimbEventType;
  lines?: number;
  spin?: boolean;
  /**
   * Current client only. Garbage lines among a clear's lines: a clear that removes garbage resets the cancel streak and
   * counts toward All-Spin+'s dug lines. Left out, a clear is taken to dig garbage with all its lines (our choice: in
   * Quick Play most clears dig the garbage you receive; the climb page says so).
   */
  garbage?: number;
  /** Current client only: the KO'd player plays Snowball (a kill then gives 8 m, zenith-current readme §经验). */
  victimSnowball?: boolean;
};
/** State after a frame's loop tick. `rank` is the displayed, fractional rank (floor + XP / (4 × floor)). */
export type ClimbSample = {
  frame: number;
  altitude: number;
  rank: number;
  climbPts: number;
  floor: number;
  /** The code's promotion_fatigue after the tick. */
  promotionFatigue: number;
  /** True while XP does not leak (frame < rank_locked_until): the frames after this one are protected. */
  leakProtected: boolean;
  /** True when this frame's tick took the leak (frame ≥ rank_locked_until before the tick; a promotion on this frame comes after it). */
  leaked: boolean;
  /** Current client only: the cancel streak S after the tick. */
  cancelStreak?: number;
};

/** The loop's climb state (names follow the code: seed 000 变量名 list). */
export interface ClimbState {
  frame: number;
  altitude: number;
  bonusRemaining: number;
  climbPts: number;
  rank: number;
  rankLockedUntil: number;
  promotionFatigue: number;
  lastRankChangeWasPromote: boolean;
  floor: number;
  lastFloorChange: number;
  /** Extra receive multiplier from the Expert+ overtime rule (starts at 0 here; the game adds it to the base). */
  overtimeReceive: number;
  targetingFactor: number;
  /** Current client: the cancel streak S as the climb sees it (rules 1, 5 and 11 of zenith-current readme §连续抵消). */
  cancelStreak: number;
  /** Current client: frame of the last action that lowered S, for the +5 every 30 s rule. */
  lastStreakDrop: number;
  /** Current client: garbage lines dug so far (All-Spin+ XP cut, readme §rAS). */
  garbageDug: number;
}

/** @source seed 000 code: a run starts at rank 1, altitude 0 */
export function initialClimbState(): ClimbState {
  return {
    frame: 0,
    altitude: 0,
    bonusRemaining: 0,
    climbPts: 0,
    rank: 1,
    rankLockedUntil: 0,
    promotionFatigue: 0,
    lastRankChangeWasPromote: false,
    floor: 1,
    lastFloorChange: 0,
    overtimeReceive: 0,
    targetingFactor: 3,
    cancelStreak: 0,
    lastStreakDrop: 0,
    garbageDug: 0,
  };
}

/** Duo+ caps the rank at 4 (seed 000 双人+ "锁定最大等级为4"; RULINGS.md (Zenith): no promotion or skip above 4). */
export const DUO_REVERSED_MAX_RANK = 4;

/**
 * Highest displayed rank under Duo+: XP is held just under the bar so the shown rank never reaches 5.000 (RULINGS.md
 * (Zenith) "hold XP just under the bar"; the amount is ours: 99% of the bar, shown as 4.99).
 */
export const DUO_REVERSED_MAX_SHOWN_RANK = 4.99;

/**
 * Most XP a Duo+ player may hold at whole rank `rank` (1–4) so that rank + XP / (4 × rank) stays at or under 4.99.
 * @source seed 000 双人+ (the displayed rank stays under 5); RULINGS.md Zenith
 */
export function duoReversedXpCap(rank: number): number {
  whole('rank', rank, 1, DUO_REVERSED_MAX_RANK);
  return 4 * rank * (DUO_REVERSED_MAX_SHOWN_RANK - rank);
}

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
      awardLines(s, hasMod(mods, 'expert') || hasReversed(mods, 'volatile') ? 0 : lines / 2, false, true, mods);
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
      s.cancelStreak = Math.min(MAX_STREAK, s.cancelStreak + lines); // §连续抵消 rule 1: +N, before the XP of this cancel (our order)
      const zero = hasMod(mods, 'expert') || hasReversed(mods, 'volatile') || hasReversed(mods, 'duo'); // §经验: 视为抵消0行
      awardLines(s, zero ? 0 : cancelXpShare(s.cancelStreak, mods, v) * lines, false, true, mods, v);
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
interface AwardRules {
  current: boolean;
  expertAny: boolean;
  expertReversed: boolean;
  volatileReversed: boolean;
  duoAny: boolean;
  duoReversed: boolean;
  allspinReversed: boolean;
  cancelThreshold: number;
}
function awardRules(mods: readonly Mod[], version: ClientVersion): AwardRules {
  return {
    current: version === 'current',
    expertAny: hasMod(mods, 'expert'),
    expertReversed: hasReversed(mods, 'expert'),
    volatileReversed: hasReversed(mods, 'volatile'),
    duoAny: hasMod(mods, 'duo'),
    duoReversed: hasReversed(mods, 'duo'),
    allspinReversed: hasReversed(mods, 'allspin'),
    cancelThreshold: cancelXpThreshold(mods),
  };
}

/** awardLines with the rules worked out (same arithmetic, same order, so the same numbers). */
function awardFast(s: ClimbState, amount: number, giveHeight: boolean, giveXP: boolean, r: AwardRules): void {
  let dh = giveHeight ? 0.25 * Math.floor(s.rank) * amount : 0;
  let next = Infinity;
  for (let i = 0; i < FLOOR_STARTS.length; i++)
    if (s.altitude < FLOOR_STARTS[i]) {
      next = FLOOR_STARTS[i];
      break;
    }
  const toNext = next - s.altitude - dh - s.bonusRemaining;
  if (toNext >= 0 && toNext <= 2) dh += 3; // seed 000 越层
  s.bonusRemaining += dh;
  if (giveXP) s.climbPts += !r.current && r.duoAny ? (amount + 0.05) / 2 : amount + 0.05; // giveClimbPts
}

/**
 * applyClimbEvent for the run loop: the same rules (seed 000 经验; zenith-current readme §经验, §连续抵消, §rAS) with the
 * mod tests done once; events are checked before the loop (bucketEvents, paceBuckets). The fast-loop test compares the two.
 */
function applyFast(s: ClimbState, e: ClimbEvent, r: AwardRules): void {
  const lines = e.lines ?? 0;
  const counted = () => (r.allspinReversed && !e.spin && lines > 0 ? 1 : lines); // countedLines
  switch (e.type) {
    case 'send':
      awardFast(
        s,
        lines,
        true,
        !r.current || !(r.allspinReversed && Math.min(s.altitude, MAX_ALTITUDE) >= RAS_XP_CUT_ALTITUDE && s.garbageDug < RAS_XP_CUT_DUG),
        r,
      );
      break;
    case 'cancel':
      if (!r.current) {
        awardFast(s, r.expertAny || r.volatileReversed ? 0 : lines / 2, false, true, r);
        break;
      }
      s.cancelStreak = Math.min(MAX_STREAK, s.cancelStreak + lines);
      awardFast(s, r.expertAny || r.volatileReversed || r.duoReversed ? 0 : streakShare(s.cancelStreak, r.cancelThreshold) * lines, false, true, r);
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
      if (!r.expertAny) awardFast(s, Math.min(counted(), 2), false, true, r);
      break;
    }
    case 'kill':
      s.bonusRemaining += 0.25 * Math.floor(s.rank) * (r.expertReversed || (r.current && !!e.victimSnowball) ? 8 : 15);
      break;
  }
}

/** cancelXpShare of the current client with its threshold known. */
function streakShare(streak: number, thr: number): number {
  return streak <= thr ? CANCEL_XP_SHARE : Math.max(CANCEL_XP_MIN_SHARE, CANCEL_XP_SHARE - CANCEL_XP_SHARE_STEP * (streak - thr));
}

/** Frames without an S-lowering action after which S grows by 5 (zenith-current readme §连续抵消 rule 11: 30 s). */
export const STREAK_IDLE_FRAMES = 30 * FPS;
/** What rule 11 adds. */
export const STREAK_IDLE_BUMP = 5;

/** The mod tests the loop makes every frame, worked out once per run. */
interface TickFlags {
  leakFactor: number;
  expertReversed: boolean;
  duoCap: boolean;
  /** The current client: the cancel streak grows while nothing lowers it. */
  current: boolean;
}
function tickFlags(mods: readonly Mod[], version: ClientVersion = '2025-01'): TickFlags {
  return { leakFactor: leakFactor(mods), expertReversed: hasReversed(mods, 'expert'), duoCap: hasReversed(mods, 'duo'), current: version === 'current' };
}

/**
 * One frame of the reference Loop: leak, promote/demote, displayed rank, altitude, bonus release, floor, timers.
 * @source seed 000 code, the reference Loop
 */
export function climbTick(s: ClimbState, mods: readonly Mod[], version?: ClientVersion): void {
  modsArg('mods', mods);
  rankArg('rank', s.rank);
  finite('climbPts', s.climbPts);
  finite('altitude', s.altitude, 0);
  tick(s, tickFlags(mods, versionArg('version', version)), floorAt(s.altitude));
}

/**
 * One loop tick. `floor` is the floor of the altitude before the tick (the caller finds it: simulateClimb keeps a cursor,
 * since altitude never goes below the current floor's start). Returns whether XP leaked this frame.
 */
function tick(s: ClimbState, m: TickFlags, floor: number): boolean {
  const frame = s.frame;
  let rank = Math.floor(s.rank);
  const leaked = frame >= s.rankLockedUntil;
  if (leaked) s.climbPts -= (m.leakFactor * (rank * rank + rank)) / 3600;
  const nextRankXP = 4 * rank;
  const storedXP = 4 * (rank - 1);
  if (m.duoCap && rank > DUO_REVERSED_MAX_RANK) rank = DUO_REVERSED_MAX_RANK; // a state from elsewhere: RULINGS.md (Zenith) Duo+
  const capped = m.duoCap && rank >= DUO_REVERSED_MAX_RANK;
  if (s.climbPts < 0) {
    if (rank <= 1) s.climbPts = 0;
    else {
      s.climbPts += storedXP; // demotion: the bar of the rank below, full
      s.lastRankChangeWasPromote = false;
      rank--;
    }
  } else if (s.climbPts >= nextRankXP) {
    if (capped)
      s.climbPts = duoReversedXpCap(rank); // Duo+ at rank 4: no promotion (RULINGS.md, Zenith)
    else {
      s.climbPts -= nextRankXP;
      s.lastRankChangeWasPromote = true;
      s.rankLockedUntil = frame + promotionProtectionFrames(s.promotionFatigue);
      s.promotionFatigue++;
      rank++;
    }
  }
  // Promotion fatigue resets once XP reaches 2 × (rank − 1) right after a promotion (code; the prose says 50%).
  if (s.lastRankChangeWasPromote && s.climbPts >= 2 * (rank - 1)) s.promotionFatigue = 0;
  // Duo+: leftover XP may skip ranks up to 4 but never shows rank 5 (RULINGS.md, Zenith: Duo+ locks the rank at 4).
  if (m.duoCap) s.climbPts = Math.min(s.climbPts, duoReversedXpCap(rank));
  // Displayed rank; leftover XP above a bar shows as a rank skip next frame (RULINGS.md, Zenith).
  s.rank = rank + s.climbPts / (4 * rank);

  const o = s.altitude;
  if (m.expertReversed) s.altitude = Math.max(FLOOR_STARTS[floor - 1], o - (0.05 * (floor * floor + floor + 10)) / 60);
  else {
    // GetSpeedCap: the next floor's start is FLOOR_STARTS[floor] (Infinity above floor 10).
    const next = floor < FLOOR_STARTS.length ? FLOOR_STARTS[floor] : Infinity;
    const cap = Math.max(0, Math.min(1, (next - o) / 5 - 0.2));
    s.altitude += ((0.25 * rank) / 60) * cap;
  }

  if (s.bonusRemaining > 0) {
    if (s.bonusRemaining <= 0.05) {
      s.altitude += s.bonusRemaining;
      s.bonusRemaining = 0;
    } else {
      const delta = Math.min(10, 0.1 * s.bonusRemaining);
      s.altitude += delta;
      s.bonusRemaining -= delta;
    }
  }
  if (floor !== s.floor) s.lastFloorChange = frame;
  s.floor = floor;
  // Expert+ overtime: +0.5% receive per second after 60 s on one floor (seed 000 专家+; code .005/60 a frame).
  if (m.expertReversed && frame - s.lastFloorChange > 3600) s.overtimeReceive += 0.005 / 60;
  // Targeting factor +1 at 3, 5 and 7 minutes (seed 000 攻击对象).
  if (frame === 10800 || frame === 18000 || frame === 25200) s.targetingFactor++;
  // Current client: +5 to S for every 30 s without an action that lowers it (zenith-current readme §连续抵消 rule 11).
  if (m.current && frame > s.lastStreakDrop && (frame - s.lastStreakDrop) % STREAK_IDLE_FRAMES === 0)
    s.cancelStreak = Math.min(MAX_STREAK, s.cancelStreak + STREAK_IDLE_BUMP);
  s.frame = frame + 1;
  return leaked;
}

/** The checks applyClimbEvent makes on an event, made once before a run: lines (a clear 0–4, whole), a clear's garbage 0..lines. */
export function checkEvent(e: ClimbEvent): void {
  const lines = finite('lines', e.lines ?? 0, 0, e.type === 'clear' ? MAX_CLEAR_LINES : MAX_EVENT_LINES);
  if (e.type === 'clear') {
    whole('lines', lines, 0, MAX_CLEAR_LINES);
    if (e.garbage !== undefined) whole('garbage', e.garbage, 0, lines);
  }
}

/**
 * Events sorted by frame, each with the whole frame whose bucket it belongs to (`at[i]`, ascending): the loop applies
 * events[i] on frame at[i], before that frame's tick.
 */
export interface FrameBuckets {
  events: ClimbEvent[];
  at: Int32Array;
}

/**
 * Validates and sorts events once, then gives each its frame bucket (a fractional frame goes to the next whole frame;
 * events before frame 0 or at or after `frames` are dropped, as the loop never reaches them).
 * @source RULINGS.md Zenith (a fractional frame goes to the next whole frame)
 */
export function bucketEvents(events: readonly ClimbEvent[], frames: number): FrameBuckets {
  for (const e of events) checkEvent(e);
  const sorted = events.filter((e) => e.frame >= 0 && e.frame < frames).sort((a, b) => a.frame - b.frame);
  return { events: sorted, at: Int32Array.from(sorted, (e) => Math.ceil(e.frame)) };
}

/** Longest run simulateClimb accepts: 60 minutes of frames (a Quick Play run is far shorter; the bound keeps calls finite). */
export const MAX_CLIMB_FRAMES = 60 * 60 * FPS;

/** A run as columns, one entry per frame (typed arrays: no object per frame). */
export interface ClimbColumns {
  altitude: Float64Array;
  rank: Float64Array;
  climbPts: Float64Array;
  floor: Uint8Array;
  promotionFatigue: Uint16Array;
  /** Bit 1: leakProtected after the tick; bit 2: XP leaked on this frame. */
  flags: Uint8Array;
  cancelStreak: Float64Array;
}

/** @source seed 000 code, the reference Loop (the same run, in columns) */
export function climbColumns(frames: number): ClimbColumns {
  return {
    altitude: new Float64Array(frames),
    rank: new Float64Array(frames),
    climbPts: new Float64Array(frames),
    floor: new Uint8Array(frames),
    promotionFatigue: new Uint16Array(frames),
    flags: new Uint8Array(frames),
    cancelStreak: new Float64Array(frames),
  };
}

/**
 * The run loop shared by simulateClimb and the planner, with the state in local variables: for each frame, that frame's
 * events (through applyClimbEvent on a ClimbState synced only on frames with events), then the tick, the same steps as
 * `tick` above in the same order (so the numbers are bit-identical), then the frame's values into `out` when given.
 * Stops at the first frame whose altitude reaches `stopAt` and returns that frame, or −1 when none does.
 * @source seed 000 code, the reference Loop; RULINGS.md Zenith (awards before the tick)
 */
export function runClimbLoop(
  mods: readonly Mod[],
  version: ClientVersion,
  b: FrameBuckets,
  frames: number,
  out: ClimbColumns | null,
  stopAt = Infinity,
): number {
  const s = initialClimbState();
  const { leakFactor: mul, expertReversed, duoCap, current } = tickFlags(mods, version);
  const rules = awardRules(mods, version);
  const { events, at } = b;
  const n = events.length;
  let k = 0;
  const top = FLOOR_STARTS.length;
  let floor = 1;
  let nextStart: number = FLOOR_STARTS[1];
  let rankShown = s.rank;
  let pts = s.climbPts;
  let alt = s.altitude;
  let bonus = s.bonusRemaining;
  let locked = s.rankLockedUntil;
  let fatigue = s.promotionFatigue;
  let promoted = s.lastRankChangeWasPromote;
  let streak = s.cancelStreak;
  // The leak for a whole rank, worked out again only when the rank changes.
  let leakRank = 1;
  let leak = (mul * 2) / 3600;
  for (let f = 0; f < frames; f++) {
    if (k < n && at[k] === f) {
      // Events read and write only these fields of the state (and lastStreakDrop, garbageDug, kept in `s`).
      s.frame = f;
      s.altitude = alt;
      s.bonusRemaining = bonus;
      s.climbPts = pts;
      s.rank = rankShown;
      s.cancelStreak = streak;
      while (k < n && at[k] === f) applyFast(s, events[k++], rules);
      bonus = s.bonusRemaining;
      pts = s.climbPts;
      streak = s.cancelStreak;
    }
    while (floor < top && alt >= nextStart) nextStart = ++floor < top ? FLOOR_STARTS[floor] : Infinity;
    // --- the tick (see `tick`) ---
    let rank = Math.floor(rankShown);
    if (rank !== leakRank) {
      leakRank = rank;
      leak = (mul * (rank * rank + rank)) / 3600;
    }
    const leaked = f >= locked;
    if (leaked) pts -= leak;
    if (duoCap && rank > DUO_REVERSED_MAX_RANK) rank = DUO_REVERSED_MAX_RANK;
    if (pts < 0) {
      if (rank <= 1) pts = 0;
      else {
        pts += 4 * (rank - 1);
        promoted = false;
        rank--;
      }
    } else if (pts >= 4 * rank) {
      if (duoCap && rank >= DUO_REVERSED_MAX_RANK) pts = duoReversedXpCap(rank);
      else {
        pts -= 4 * rank;
        promoted = true;
        locked = f + Math.max(60, 60 * (5 - fatigue)); // promotionProtectionFrames
        fatigue++;
        rank++;
      }
    }
    if (promoted && pts >= 2 * (rank - 1)) fatigue = 0;
    if (duoCap) pts = Math.min(pts, duoReversedXpCap(rank));
    rankShown = rank + pts / (4 * rank);
    const o = alt;
    if (expertReversed) alt = Math.max(FLOOR_STARTS[floor - 1], o - (0.05 * (floor * floor + floor + 10)) / 60);
    else {
      const cap = (nextStart - o) / 5 - 0.2; // GetSpeedCap, clamped to 0..1
      alt += ((0.25 * rank) / 60) * (cap >= 1 ? 1 : cap > 0 ? cap : 0);
    }
    if (bonus > 0) {
      if (bonus <= 0.05) {
        alt += bonus;
        bonus = 0;
      } else {
        const delta = Math.min(10, 0.1 * bonus);
        alt += delta;
        bonus -= delta;
      }
    }
    // The Expert+ overtime receive and the targeting factor are left out here: nothing in a run's output reads them.
    if (current && f > s.lastStreakDrop && (f - s.lastStreakDrop) % STREAK_IDLE_FRAMES === 0) streak = Math.min(MAX_STREAK, streak + STREAK_IDLE_BUMP);
    // --- end of the tick ---
    if (out) {
      out.altitude[f] = alt;
      out.rank[f] = rankShown;
      out.climbPts[f] = pts;
      out.floor[f] = floor;
      out.promotionFatigue[f] = fatigue;
      out.flags[f] = (f < locked ? 1 : 0) | (leaked ? 2 : 0);
      out.cancelStreak[f] = streak;
    }
    if (alt >= stopAt) return f;
  }
  return -1;
}

/** A whole run as typed columns (the engine's own form; simulateClimb turns it into sample objects). */
export interface ClimbRun {
  frames: number;
  version: ClientVersion;
  columns: ClimbColumns;
}

/**
 * simulateClimb's run without an object per frame: the same checks, the same numbers, in typed columns.
 * @source seed 000 code, the reference Loop; RULINGS.md Zenith
 */
export function climbRun(o: { mods?: Mod[]; frames: number; events?: ClimbEvent[]; version?: ClientVersion }): ClimbRun {
  const mods = modsArg('mods', o.mods ?? []);
  const version = versionArg('version', o.version);
  const frames = whole('frames', o.frames, 0, MAX_CLIMB_FRAMES);
  const columns = climbColumns(frames);
  runClimbLoop(mods, version, bucketEvents(o.events ?? [], frames), frames, columns);
  return { frames, version, columns };
}

/**
 * A solo run from altitude 0, rank 1, no XP: for each frame f, the events of frame f in order, then one loop
 * tick, then a sample (RULINGS.md, Zenith: awards before the tick). Events need not be sorted.
 */
export function simulateClimb(o: { mods?: Mod[]; frames: number; events?: ClimbEvent[]; version?: ClientVersion }): ClimbSample[] {
  const run = climbRun(o);
  return samplesOf(run.columns, run.frames, run.version === 'current');
}

/**
 * Sample objects from columns, one shape for every frame (cancelStreak is left undefined in the 2025-01-19 client).
 * @source seed 000 code, the reference Loop
 */
export function samplesOf(c: ClimbColumns, frames: number, current: boolean): ClimbSample[] {
  const out: ClimbSample[] = new Array(frames);
  const { altitude, rank, climbPts, floor, promotionFatigue, flags, cancelStreak } = c;
  for (let f = 0; f < frames; f++) {
    const x = flags[f];
    out[f] = {
      frame: f,
      altitude: altitude[f],
      rank: rank[f],
      climbPts: climbPts[f],
      floor: floor[f],
      promotionFatigue: promotionFatigue[f],
      leakProtected: (x & 1) !== 0,
      leaked: (x & 2) !== 0,
      cancelStreak: current ? cancelStreak[f] : undefined,
    };
  }
  return out;
}

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
