// Rules of the current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the
// seed's 2025-01-19 loop. Every function takes a `version` (default '2025-01', RULINGS.md Zenith) and gives the seed's
// rule for '2025-01'. The list of differences is versions.ts.
import { FPS } from './climb';
import { hyperspeedAllowed, rankMultiplier } from './climb';
import { reviveDifficulty } from './duo';
import { garbageWaitFrames, graceAfterAttack, messiness, TARGETING_GRACE_MAX, type HoleOptions, type SortDirection } from './garbage';
import { hasMod, hasReversed, type Mod } from './mods';
import { MAX_CLEAR_LINES, REPEAT_PENALTY_ROWS, clearAttack, repeatPenaltyRows, type AttackResult, type ClearInput } from './attack';
import { finite, floorArg, modsArg, whole, rankArg, MAX_EVENT_LINES } from './validate';
import { MAX_ALTITUDE } from './windup';
import { versionArg, type ClientVersion } from './versions';
import { windupCountdownFrames } from './windup';
export {
  MAX_ALTITUDE,
  WINDUP_IMAGINED_BASE,
  WINDUP_GROWTH_FROM,
  WINDUP_GROWTH_STEP,
  WINDUP_SEGMENTS,
  WINDUP_TRIGGER,
  windupImaginedTotal,
  windupSections,
  currentWindupParts,
  windupCountdownFrames,
} from './windup';

// ---- Windup queue (zenith-current readme §多段攻击; reference-code.js ExplodeAttack) ----

/**
 * When each windup starts (current client): a windup arriving while another runs waits until `windupwaituntil`, which
 * then grows by its own countdown (reference-code.js ExplodeAttack, commits 8cc8675/fc33490). In the seed nothing waits.
 */
/** Latest frame a windup may arrive: an hour of play, beyond any run. */
export const MAX_WINDUP_FRAME = 60 * 60 * FPS;

export function windupSchedule(windups: readonly { frame: number; segments: number }[], version?: ClientVersion): { start: number; until: number }[] {
  const v = versionArg('version', version);
  let waitUntil = -Infinity;
  return windups.map((w, i) => {
    whole(`windups[${i}].frame`, w.frame, 0, MAX_WINDUP_FRAME);
    const countdown = windupCountdownFrames(w.segments);
    if (v === '2025-01') return { start: w.frame, until: w.frame + countdown };
    if (waitUntil > w.frame) {
      const start = waitUntil;
      waitUntil += countdown;
      return { start, until: waitUntil };
    }
    waitUntil = w.frame + countdown;
    return { start: w.frame, until: waitUntil };
  });
}

// ---- Incoming attack (zenith-current readme §受击数量计算, commit 09939ce, 2025-02-15) ----

/** Cap on the attacker altitude in the critical altitude (zenith-current readme §1.高度惩罚). */
export const CRITICAL_ATTACKER_CAP = 3500;
/** Your altitude minus this, capped at CRITICAL_SELF_CAP, also bounds the critical altitude (§1.高度惩罚). */
export const CRITICAL_SELF_OFFSET = 1000;
export const CRITICAL_SELF_CAP = 2000;
/** 0.4% in the altitude multiplier (§1.高度惩罚). */
export const ALTITUDE_PENALTY_RATE = 0.004;

/** Critical altitude: max(min(attacker, 3500), min(you − 1000, 2000)) (zenith-current readme §1.高度惩罚, commit 09939ce, 2025-02-15). */
export function criticalAltitude(self: number, attacker: number): number {
  finite('self', self, 0, MAX_ALTITUDE);
  finite('attacker', attacker, 0, MAX_ALTITUDE);
  return Math.max(Math.min(attacker, CRITICAL_ATTACKER_CAP), Math.min(self - CRITICAL_SELF_OFFSET, CRITICAL_SELF_CAP));
}

/**
 * Altitude multiplier on incoming attack: 1 + 0.004 (you − c)² / (you + c) above the critical altitude c, else 1
 * (zenith-current readme §1.高度惩罚, commit 09939ce, 2025-02-15). The seed has no such step: 1.
 */
export function altitudePenalty(self: number, attacker: number, version?: ClientVersion): number {
  const c = criticalAltitude(self, attacker);
  if (versionArg('version', version) === '2025-01') return 1;
  return self > c ? 1 + (ALTITUDE_PENALTY_RATE * (self - c) ** 2) / (self + c) : 1;
}

/** Duo with the partner dead: ×1.5 (zenith-current readme §2.队友惩罚, commit 09939ce). */
export const PARTNER_DEAD_MULTIPLIER = 1.5;
/** Carry protection applies below this share of team altitude; the multiplier is 0.55 + share (§4.老带新保护). */
export const CARRY_SHARE_LIMIT = 0.2;
export const CARRY_BASE = 0.55;
/** Grace protection: above 8 grace, −5% per point (§5.受击保护保护, commit 09939ce). */
export const GRACE_PROTECTION_FROM = 8;
export const GRACE_PROTECTION_STEP = 0.05;

/** Cancel-penalty cap by floor, index = floor; Infinity from floor 8 (reference-code.js CancelingFatigueBumpCap, commit 2fee771, 2025-03-22). */
export const CANCELING_FATIGUE_BUMP_CAP = [4, 4, 5, 6, 7, 8, 9, 10, Infinity, Infinity, Infinity] as const;
/** The cap during a windup (zenith-current readme §3.抵消惩罚). */
export const CANCEL_BUMP_WINDUP_CAP = 6;

/**
 * Coefficient k of the cancel-streak penalty: 0.001; 0.0003 with Volatile and no All-Spin; 0.002 with All-Spin and no
 * Volatile (zenith-current readme §3.抵消惩罚, commit 2fee771, 2025-03-22). The text writes 【VL】/【AS】, not (r): upright only.
 */
export function cancelPenaltyCoefficient(mods: readonly Mod[] = []): number {
  modsArg('mods', mods);
  const vl = mods.includes('volatile');
  const as = mods.includes('allspin');
  if (vl && !as) return 0.0003;
  if (as && !vl) return 0.002;
  return 0.001;
}

/**
 * Lines the cancel streak S adds to an incoming attack: k × S², at most CANCELING_FATIGUE_BUMP_CAP[floor], min 6 during
 * a windup, the cap ×2 with Volatile (zenith-current readme §3.抵消惩罚, commit 2fee771, 2025-03-22). Seed: 0.
 */
export function cancelStreakBump(streak: number, floor: number, mods: readonly Mod[] = [], o: { inWindup?: boolean; version?: ClientVersion } = {}): number {
  finite('streak', streak, 0, MAX_STREAK);
  const f = floorArg('floor', floor);
  const k = cancelPenaltyCoefficient(mods);
  if (versionArg('version', o.version) === '2025-01') return 0;
  let cap: number = CANCELING_FATIGUE_BUMP_CAP[f];
  if (o.inWindup) cap = Math.min(cap, CANCEL_BUMP_WINDUP_CAP);
  if (mods.includes('volatile')) cap *= 2;
  return Math.min(k * streak * streak, cap);
}

export interface IncomingInput {
  /** Attack as the sender sent it. */
  attack: number;
  /** Your altitude and the attacker's, metres. */
  self: number;
  attacker: number;
  /** Your floor, 1–10. */
  floor: number;
  mods?: readonly Mod[];
  /** Cancel streak S (连续抵消). */
  streak?: number;
  /** Targeting grace, 0–18. */
  grace?: number;
  /** Duo: partner dead. */
  partnerDead?: boolean;
  /** Duo: your share (0–1) of team altitude gained from sends and kills. */
  share?: number;
  /** A windup is running. */
  inWindup?: boolean;
  /** Receive multiplier (fatigue and mods). */
  receive?: number;
}
export interface IncomingSteps {
  altitude: number;
  partner: number;
  streak: number;
  carry: number;
  grace: number;
  /** After × receive multiplier, before chance rounding. */
  total: number;
}

/**
 * The incoming pipeline, in the current order: altitude penalty, dead partner, cancel streak, carry protection, grace
 * protection, then × receive multiplier (zenith-current readme §受击数量计算, commits 09939ce, 3bc876c). Each field is
 * the value after that step. In the seed every step is ×1 / +0.
 */
export function incomingAttack(i: IncomingInput, version?: ClientVersion): IncomingSteps {
  const v = versionArg('version', version);
  finite('attack', i.attack, 0, MAX_EVENT_LINES);
  const mods = modsArg('mods', i.mods ?? []);
  const grace = finite('grace', i.grace ?? 0, 0, TARGETING_GRACE_MAX);
  const share = finite('share', i.share ?? 1, 0, 1);
  const receive = finite('receive', i.receive ?? 1, 0);
  const cur = v === 'current';
  const duo = hasMod(mods, 'duo');
  const altitude = i.attack * altitudePenalty(i.self, i.attacker, v); // §1.高度惩罚
  const partner = cur && duo && i.partnerDead ? altitude * PARTNER_DEAD_MULTIPLIER : altitude; // §2.队友惩罚
  const streak = partner + cancelStreakBump(i.streak ?? 0, i.floor, mods, { inWindup: i.inWindup, version: v }); // §3.抵消惩罚
  const carry = cur && duo && share < CARRY_SHARE_LIMIT ? streak * (CARRY_BASE + share) : streak; // §4.老带新保护
  const g = cur && grace > GRACE_PROTECTION_FROM ? carry * (1 - GRACE_PROTECTION_STEP * (grace - GRACE_PROTECTION_FROM)) : carry; // §5.受击保护保护
  return { altitude, partner, streak, carry, grace: g, total: g * receive }; // §结算
}

/**
 * Grace after a hit of `redBar` lines: the current client adds the red bar after the incoming steps, ÷3 floored under
 * Volatile+ (zenith-current readme §受击保护, commits eac56c0, b062ef2); the seed adds the lines received.
 */
export function graceGain(grace: number, redBar: number, mods: readonly Mod[] = [], version?: ClientVersion): number {
  finite('redBar', redBar, 0, MAX_EVENT_LINES);
  modsArg('mods', mods);
  const v = versionArg('version', version);
  const amount = v === 'current' && hasReversed(mods, 'volatile') ? Math.floor(redBar / 3) : redBar;
  return graceAfterAttack(grace, amount);
}

// ---- Cancel streak (zenith-current readme §连续抵消) ----

export type StreakEvent =
  | { type: 'cancel'; lines: number } // +N (rule 1, commit 09939ce)
  | { type: 'perfectClear' } // +3 (rule 2, commit 18624c9)
  | { type: 'antiLoopSZ' } // +2 (rule 3, commit c3aaa4c)
  | { type: 'antiLoopI' } // +3 (rule 4, commit 18624c9)
  | { type: 'garbageCleared' } // reset to 0 (rule 5)
  | { type: 'garbageRose'; rows: number } // −3 per row (rule 6)
  | { type: 'iSpinClear' } // −2 (rule 7, commit 2fee771)
  | { type: 'quad'; column: number } // −3, −4 more if a new column (rule 8)
  | { type: 'szSpinClear'; column: number } // −2 if a new column (rule 9)
  | { type: 'jlSpinClear'; column: number } // −2 if a new column (rule 10)
  | { type: 'idle30s' } // +5 (rule 11)
  | { type: 'idle75Pieces' }; // +5 (rule 12, commit 6584f5b)

/** Largest cancel streak the engine takes: far above any game (a run cancels a few thousand lines at most). */
export const MAX_STREAK = 1e6;

export interface StreakState {
  value: number;
  /** The last two distinct columns of quads, S/Z spin clears and J/L spin clears (three separate lists). */
  quad: number[];
  sz: number[];
  jl: number[];
}

export function initialStreak(): StreakState {
  return { value: 0, quad: [], sz: [], jl: [] };
}

/**
 * True when `column` differs from every remembered column, then records it (no repeats, only the newest two kept).
 * With fewer than two remembered, it is compared with those there are (our reading: the text is silent).
 */
function newColumn(list: number[], column: number): { fresh: boolean; list: number[] } {
  whole('column', column, 0, 9);
  const fresh = !list.includes(column);
  const next = [...list.filter((c) => c !== column), column].slice(-2);
  return { fresh, list: next };
}

/** S after one event; never below 0 (zenith-current readme §连续抵消 rules 1–12 and 注1, commits 09939ce … c3aaa4c). */
export function cancelStreakAfter(s: StreakState, e: StreakEvent): StreakState {
  finite('value', s.value, 0, MAX_STREAK);
  const out: StreakState = { value: s.value, quad: s.quad, sz: s.sz, jl: s.jl };
  switch (e.type) {
    case 'cancel':
      out.value = Math.min(MAX_STREAK, out.value + finite('lines', e.lines, 0, MAX_EVENT_LINES));
      break;
    case 'perfectClear':
      out.value += 3;
      break;
    case 'antiLoopSZ':
      out.value += 2;
      break;
    case 'antiLoopI':
      out.value += 3;
      break;
    case 'garbageCleared':
      out.value = 0;
      break;
    case 'garbageRose':
      out.value -= 3 * whole('rows', e.rows, 0, MAX_EVENT_LINES);
      break;
    case 'iSpinClear':
      out.value -= 2;
      break;
    case 'quad': {
      const r = newColumn(s.quad, e.column);
      out.quad = r.list;
      out.value -= 3 + (r.fresh ? 4 : 0);
      break;
    }
    case 'szSpinClear': {
      const r = newColumn(s.sz, e.column);
      out.sz = r.list;
      if (r.fresh) out.value -= 2;
      break;
    }
    case 'jlSpinClear': {
      const r = newColumn(s.jl, e.column);
      out.jl = r.list;
      if (r.fresh) out.value -= 2;
      break;
    }
    case 'idle30s':
    case 'idle75Pieces':
      out.value = Math.min(MAX_STREAK, out.value + 5);
      break;
    default:
      throw new RangeError(`e has an unknown type: ${String((e as { type: unknown }).type)}`);
  }
  out.value = Math.max(0, out.value);
  return out;
}

/** Thresholds and the pieces each adds to every bag (zenith-current readme §连续抵消, commits 2fee771, dd5c9a3). */
export const STREAK_BAG_EXTRAS: readonly { from: number; pieces: readonly string[] }[] = [
  { from: 20, pieces: ['O'] },
  { from: 30, pieces: ['L/J'] },
  { from: 40, pieces: ['S/Z'] },
  { from: 50, pieces: ['L/J', 'T/I'] },
  { from: 60, pieces: ['S/Z'] },
];
/** The normal bag size. */
export const BAG_SIZE = 7;
/** S at which the one-time i5 joins (once per game, the first time S reaches it). */
export const STREAK_I5_AT = 40;

/**
 * Extra pieces in each bag at cancel streak S ('L/J' = one of L or J at random); the current client only (seed: none).
 * `i5` is true when this is the first bag at S ≥ 40 in the game (zenith-current readme §连续抵消).
 */
export function cancelStreakExtraPieces(streak: number, o: { firstAt40?: boolean; version?: ClientVersion } = {}): string[] {
  finite('streak', streak, 0, MAX_STREAK);
  if (versionArg('version', o.version) === '2025-01') return [];
  const out = STREAK_BAG_EXTRAS.filter((x) => streak >= x.from).flatMap((x) => x.pieces);
  if (o.firstAt40 && streak >= STREAK_I5_AT) out.push('i5');
  return out;
}

/** From this S the garbage countdown is halved (zenith-current readme §垃圾行等待时间 抵消惩罚, commit 2e2cae5, 2025-05-07). */
export const STREAK_FAST_GARBAGE_AT = 25;

/** Frames from arrival until garbage can rise, halved at S ≥ 25 in the current client (seed: garbageWaitFrames). */
export function garbageWaitFramesOf(floor: number, mods: readonly Mod[], o: { streak?: number; version?: ClientVersion } = {}): number {
  const frames = garbageWaitFrames(floor, mods);
  const s = finite('streak', o.streak ?? 0, 0, MAX_STREAK);
  return versionArg('version', o.version) === 'current' && s >= STREAK_FAST_GARBAGE_AT ? frames / 2 : frames;
}

// ---- XP and altitude (zenith-current readme §经验) ----

/** Cancel-XP share: 50%; falls by 0.5 points per S above the threshold, down to 5% (§经验 note, commits d6a594e, cd9847f). */
export const CANCEL_XP_SHARE = 0.5;
export const CANCEL_XP_MIN_SHARE = 0.05;
export const CANCEL_XP_SHARE_STEP = 0.005;

/** Threshold of S for cancel XP: 40 with (r)VL, else 10 with (r)AS, else 25 (§经验, commit cd9847f, 2025-02-16). */
export function cancelXpThreshold(mods: readonly Mod[] = []): number {
  modsArg('mods', mods);
  return hasMod(mods, 'volatile') ? 40 : hasMod(mods, 'allspin') ? 10 : 25;
}

/** The share of cancelled lines that counts as XP (the seed: always 50%). */
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

/** Metres per kill before the rank multiplier: 15, or 8 under Expert+ and (current) when the victim plays Snowball. */
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

/** Whether sending gives XP: always in the seed; under All-Spin+ (current) not from 800 m with under 5 lines dug. */
export function sendGivesXp(mods: readonly Mod[], altitude: number, garbageDug: number, version?: ClientVersion): boolean {
  modsArg('mods', mods);
  finite('altitude', altitude, 0, MAX_ALTITUDE);
  whole('garbageDug', garbageDug, 0);
  if (versionArg('version', version) === '2025-01') return true;
  return !(hasReversed(mods, 'allspin') && altitude >= RAS_XP_CUT_ALTITUDE && garbageDug < RAS_XP_CUT_DUG);
}

/** Hyperspeed: the seed turns it off with Duo or a reversed mod; the current client with any mod (readme §速通模式, commit 424704b, 2025-05-02). */
export function hyperspeedAllowedIn(mods: readonly Mod[], version?: ClientVersion): boolean {
  modsArg('mods', mods);
  return versionArg('version', version) === 'current' ? mods.length === 0 : hyperspeedAllowed(mods);
}

// ---- Garbage holes ----

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

// ---- Gravity (zenith-current readme §重力, commit bb8032f, 2025-09-15) ----

export const BASE_GRAVITY = 0.02;
/** Longest time the gravity formula takes: an hour. */
export const MAX_GRAVITY_SECONDS = 3600;
export const GRAVITY_INCREASE_PER_SECOND = 0.0005;
/** Gravity mod: +0.48 at the start, +0.3 per new floor (readme §GV, commits eb1b147, bb8032f). */
export const GRAVITY_MOD_START = 0.48;
export const GRAVITY_MOD_PER_FLOOR = 0.3;

/**
 * Gravity in cells per frame at `seconds` into the run on `floor`: 0.02 + 0.0005 × seconds, plus the Gravity mod's
 * bumps (upright Gravity, as the loop's ternary). The seed states no base gravity: null.
 */
export function baseGravity(seconds: number, floor: number, mods: readonly Mod[] = [], version?: ClientVersion): number | null {
  finite('seconds', seconds, 0, MAX_GRAVITY_SECONDS);
  const f = floorArg('floor', floor);
  modsArg('mods', mods);
  if (versionArg('version', version) === '2025-01') return null;
  const bumps = mods.includes('gravity') ? GRAVITY_MOD_START + GRAVITY_MOD_PER_FLOOR * (f - 1) : 0;
  return BASE_GRAVITY + GRAVITY_INCREASE_PER_SECOND * seconds + bumps;
}

/** Loaded Dice (Messy+) line-clear delay in seconds: 1.15 in the seed, 70 frames now (readme §rMS, commit a93cd46, 2025-11-14). */
export const MESSY_REVERSED_CLEAR_DELAY_FRAMES = 70;
export function messyReversedClearDelaySeconds(version?: ClientVersion): number {
  return versionArg('version', version) === 'current' ? MESSY_REVERSED_CLEAR_DELAY_FRAMES / FPS : 1.15;
}

// ---- Duo revive (zenith-current readme §2P) ----

/** Per-revive difficulty increment by floor, index 0–10 (reference-code.js ReviveLevelIncrease, commit 2fee771, 2025-03-22). */
export const REVIVE_LEVEL_INCREASE = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3] as const;

/**
 * Revive difficulty score. Seed: floor + revives so far. Current: floor + the accumulated difficulty, which each earlier
 * revive raised by REVIVE_LEVEL_INCREASE[its floor] (readme §2P 复活累积难度, commits 2fee771 / 0c542f9).
 */
export function reviveDifficultyOf(floor: number, earlierReviveFloors: readonly number[], o: { bonus?: number; version?: ClientVersion } = {}): number {
  const f = floorArg('floor', floor);
  if (!Array.isArray(earlierReviveFloors)) throw new RangeError('earlierReviveFloors must be a list of floors');
  const floors = earlierReviveFloors.map((x, i) => floorArg(`earlierReviveFloors[${i}]`, x));
  const v = versionArg('version', o.version);
  if (v === '2025-01') return reviveDifficulty(f, floors.length, o.bonus ?? 0);
  const bonus = whole('bonus', o.bonus ?? 0, 0);
  return Math.max(1, f + floors.reduce((s, x) => s + REVIVE_LEVEL_INCREASE[x], 0) + bonus);
}

export { REVIVE_PLAN_16_CURRENT, revivePlanOf, NO_HOLD_EXCLUDED_TASKS_CURRENT, tasksOfGradeIn } from './duo';

// ---- The Warlock (All-Spin+), current rules (zenith-current readme §rAS, commits 5870c00, 7c624dd, 5de2467, b6f02ff) ----

/** What the current Warlock records for its repeat rule: a spin's line count (0 included), or "void" for a non-spin clear. */
export type WarlockAction = 'void' | 0 | 1 | 2 | 3 | 4;

/** B2B from which the current Warlock's B2B bonus is +2 and 0-line spins count as spin clears (readme §rAS, commit b6f02ff). */
export const WARLOCK_HIGH_B2B = 4;
/** The current Warlock's B2B bonus from that point (readme §rAS). */
export const WARLOCK_HIGH_B2B_BONUS = 2;

/** The action a clear records, or null when nothing is recorded (no spin and no lines). */
export function warlockAction(c: Pick<ClearInput, 'lines' | 'spin'>): WarlockAction | null {
  const lines = whole('lines', c.lines, 0, MAX_CLEAR_LINES);
  if (c.spin !== 'none') return lines as WarlockAction;
  return lines > 0 ? 'void' : null;
}

/**
 * Penalty rows under All-Spin+ for `current` after `previous`: the seed compares the clear text (non-spins count as
 * Singles); the current client compares the recorded actions, and two equal ones in a row give 20 rows (readme §rAS).
 */
export function warlockRepeatRows(
  previous: Pick<ClearInput, 'lines' | 'spin' | 'piece'> | null,
  current: Pick<ClearInput, 'lines' | 'spin' | 'piece'>,
  version?: ClientVersion,
): number {
  const v = versionArg('version', version);
  if (v === '2025-01') return repeatPenaltyRows(previous, current, ['allspin_reversed']);
  const now = warlockAction(current);
  if (previous === null || now === null) return 0;
  return warlockAction(previous) === now ? REPEAT_PENALTY_ROWS.allspin_reversed : 0;
}

/**
 * Attack of one clear under All-Spin+ (readme §rAS). Seed: clearAttack with non-spins as Singles. Current: a non-spin clear
 * is Void with 0 attack (our reading: it still ends the B2B chain like the Single it used to count as, and its surge is
 * not sent, since Void has no attack); once B2B is 4 or more before the clear, the B2B bonus is +2 and a 0-line spin
 * counts as a spin clear (+2 attack, B2B +1).
 */
export function warlockAttack(c: ClearInput, version?: ClientVersion): AttackResult {
  const v = versionArg('version', version);
  const mods: Mod[] = ['allspin_reversed'];
  const seed = clearAttack(c, mods);
  if (v === '2025-01') return seed;
  const streakBefore = c.streak ?? 0;
  const b2bBefore = Math.max(0, streakBefore - 1);
  if (c.spin === 'none') {
    if (c.lines === 0) return seed;
    return { ...seed, base: 0, b2bBonus: 0, pcBonus: 0, easySingleBonus: 0, surge: 0, total: 0 };
  }
  if (b2bBefore < WARLOCK_HIGH_B2B) return seed;
  if (c.lines === 0) {
    const streak = streakBefore + 1;
    return { ...seed, b2bBonus: WARLOCK_HIGH_B2B_BONUS, total: WARLOCK_HIGH_B2B_BONUS, streak, b2b: streak - 1, special: true };
  }
  const extra = WARLOCK_HIGH_B2B_BONUS - seed.b2bBonus;
  return { ...seed, b2bBonus: WARLOCK_HIGH_B2B_BONUS, total: seed.total + extra };
}

/** What Duo does to a player's XP: the seed's prose halves it; the current text halves only sent attack (readme §2P, commit 7f3db98). */
export function duoXpFactor(mods: readonly Mod[], version?: ClientVersion): number {
  modsArg('mods', mods);
  return versionArg('version', version) === '2025-01' && hasMod(mods, 'duo') ? 0.5 : 1;
}
