// The climb's state and its records (seed 000 "推进器" and the code's 变量名 list): the events a run is fed, the sample of
// each frame, the loop's state and its start, the Duo+ rank cap, the current client's idle streak bump, and frame time.
import { FPS } from './frames';
import { finite, whole } from './validate';

/** Seconds of a frame count (60 frames = 1 s, seed 000 code). */
export function secondsOfFrames(frames: number): number {
  return finite('frames', frames) / FPS;
}

/** Seconds in a minute, for times given in minutes (fatigue steps, run lengths). */
export const SECONDS_PER_MINUTE = 60;

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

/** Frames without an S-lowering action after which S grows by 5 (zenith-current readme §连续抵消 rule 11: 30 s). */
export const STREAK_IDLE_FRAMES = 30 * FPS;
/** What rule 11 adds. */
export const STREAK_IDLE_BUMP = 5;

/** Longest run simulateClimb accepts: 60 minutes of frames (a Quick Play run is far shorter; the bound keeps calls finite). */
export const MAX_CLIMB_FRAMES = 60 * 60 * FPS;
