// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: incoming attack (readme §受击数量计算, commit 09939ce, 2025-02-15) and the grace it adds.
import { graceAfterAttack, TARGETING_GRACE_MAX } from './garbage';
import { hasMod, hasReversed, type Mod } from './mods';
import { finite, floorArg, modsArg, MAX_EVENT_LINES } from './validate';
import { versionArg, type ClientVersion } from './versions';
import { MAX_ALTITUDE } from './windup';
import { MAX_STREAK } from './cancel-streak';

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

/** Grace protection multiplier on incoming attack: 1 − 0.05 × (grace − 8) above 8 grace, else 1; the seed has none (§5.受击保护保护). */
export function graceProtection(grace: number, version?: ClientVersion): number {
  const g = finite('grace', grace, 0, TARGETING_GRACE_MAX);
  return versionArg('version', version) === 'current' && g > GRACE_PROTECTION_FROM ? 1 - GRACE_PROTECTION_STEP * (g - GRACE_PROTECTION_FROM) : 1;
}

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

/** Largest receive multiplier the pipeline takes: far above any fatigue or mod multiplier (a few at most). */
export const MAX_RECEIVE_MULTIPLIER = 1e3;

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
  const receive = finite('receive', i.receive ?? 1, 0, MAX_RECEIVE_MULTIPLIER);
  const cur = v === 'current';
  const duo = hasMod(mods, 'duo');
  const altitude = i.attack * altitudePenalty(i.self, i.attacker, v); // §1.高度惩罚
  const partner = cur && duo && i.partnerDead ? altitude * PARTNER_DEAD_MULTIPLIER : altitude; // §2.队友惩罚
  const streak = partner + cancelStreakBump(i.streak ?? 0, i.floor, mods, { inWindup: i.inWindup, version: v }); // §3.抵消惩罚
  const carry = cur && duo && share < CARRY_SHARE_LIMIT ? streak * (CARRY_BASE + share) : streak; // §4.老带新保护
  const g = carry * graceProtection(grace, v); // §5.受击保护保护
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
