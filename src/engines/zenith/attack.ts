// Attack (seed 000 "攻击、全旋、B2B", "蓄力攻击", "多段攻击"): base attack, All-Mini+ spins, PC, B2B, surge, RNG rounding, windup.
import type { Rng } from '~/lib/rng';
import { hasMod, hasReversed, isEasyMode, type Mod } from './mods';
import { finite, whole } from './validate';
import { versionArg, type ClientVersion } from './versions';
import { currentWindupParts, WINDUP_TRIGGER } from './windup';

/** 'none' = no spin; 'tspin' = T-spin passing the three-corner test; 'mini' = any other spin (All-Mini+); */
export type SpinKind = 'none' | 'tspin' | 'mini';

export interface ClearInput {
  /** Lines cleared, 0–4. */
  lines: number;
  spin: SpinKind;
  /** The spun piece, for All-Spin (non-T spins count like T-spins). */
  piece?: 'T' | 'I' | 'O' | 'S' | 'Z' | 'L' | 'J';
  /** Perfect clear. */
  pc?: boolean;
  /** Combo before this clear (0 = this clear starts no combo yet). */
  combo?: number;
  /** Back-to-back streak before this clear: consecutive special clears so far (B2B shown = streak − 1). */
  streak?: number;
}

export interface AttackResult {
  /** Base attack of the clear type. */
  base: number;
  /** +1 when the clear continues a B2B chain. */
  b2bBonus: number;
  /** +3 for a perfect clear. */
  pcBonus: number;
  /** +1 easy-mode single at combo 0. */
  easySingleBonus: number;
  /** Surge released because this clear broke the chain: B2B − 3 (0 if none). */
  surge: number;
  /** Everything before rounding (duo halves it). */
  total: number;
  /** Streak after the clear. */
  streak: number;
  /** B2B after the clear (streak − 1, never below 0). */
  b2b: number;
  special: boolean;
}

/** Most lines one clear can remove: a quad (seed 000 攻击). */
export const MAX_CLEAR_LINES = 4;

/** Base attack of a normal clear: 0, 1, 2, 4 for 1–4 lines (seed 000 攻击). */
export function normalAttack(lines: number): number {
  whole('lines', lines, 0, MAX_CLEAR_LINES);
  return lines >= 4 ? 4 : Math.max(0, lines - 1);
}

/**
 * Attack of one clear (seed 000 攻击、全旋、B2B):
 * - normal clears 0/1/2/4; T-spins (three-corner) 2 × lines; minis lines − 1; All-Spin makes non-T spins like T-spins;
 *   No Hold+ counts every spin as a mini;
 * - a quad or any spin clear is special; a PC adds 3 and counts as two special clears;
 * - from the second consecutive special clear on, +1 (B2B); a non-special clear breaks the chain and releases
 *   surge = B2B − 3 (when positive);
 * - easy mode: a single at combo 0 gets +1; duo halves what a player sends (seed 000 双人).
 */
export function clearAttack(c: ClearInput, mods: readonly Mod[] = []): AttackResult {
  // All-Spin+: a non-spin clear counts as a Single for attack and B2B (seed 000 全旋+; RULINGS.md, Zenith).
  const lines = countedLines(c, mods);
  const streakBefore = whole('streak', c.streak ?? 0, 0);
  whole('combo', c.combo ?? 0, 0);
  let spin = c.spin;
  if (hasReversed(mods, 'nohold') && spin === 'tspin') spin = 'mini';
  const allSpinFull = hasMod(mods, 'allspin') && !hasReversed(mods, 'nohold') && spin === 'mini' && c.piece !== undefined && c.piece !== 'T';
  let base: number;
  if (lines === 0) base = 0;
  else if (spin === 'tspin' || allSpinFull) base = 2 * lines;
  else if (spin === 'mini') base = lines - 1;
  else base = normalAttack(lines);
  const specialClear = lines > 0 && (lines === 4 || spin !== 'none');
  const specials = (specialClear ? 1 : 0) + (c.pc && lines > 0 ? 2 : 0);
  let streak = streakBefore;
  let surge = 0;
  let b2bBonus = 0;
  if (lines > 0) {
    if (specials > 0) {
      streak = streakBefore + specials;
      if (streak >= 2) b2bBonus = 1; // no ruling: one +1 per clear once the chain has two specials
    } else {
      surge = Math.max(0, streakBefore - 1 - 3);
      streak = 0;
    }
  }
  const pcBonus = c.pc && lines > 0 ? 3 : 0;
  const easySingleBonus = isEasyMode(mods) && lines === 1 && spin === 'none' && (c.combo ?? 0) === 0 ? 1 : 0;
  let total = base + b2bBonus + pcBonus + easySingleBonus + surge;
  if (hasMod(mods, 'duo')) total /= 2;
  return { base, b2bBonus, pcBonus, easySingleBonus, surge, total, streak, b2b: Math.max(0, streak - 1), special: specials > 0 };
}

/**
 * Lines a clear counts as: 0–4 as cleared, except that under All-Spin+ every non-spin clear counts as a Single for
 * attack, B2B, XP and the repeat penalty (seed 000 全旋+ "非Spin消除全部强制视为Single"; RULINGS.md, Zenith).
 */
export function countedLines(c: Pick<ClearInput, 'lines' | 'spin'>, mods: readonly Mod[] = []): number {
  const lines = whole('lines', c.lines, 0, MAX_CLEAR_LINES);
  return hasReversed(mods, 'allspin') && c.spin === 'none' && lines > 0 ? 1 : lines;
}

const LINE_WORDS = ['', 'Single', 'Double', 'Triple', 'Quad'] as const;

/**
 * The clear text the game shows top left, as counted (All-Spin+ makes every non-spin clear "Single"); null when no
 * text appears (no lines and no spin). A spin with no lines still shows text (seed 000 全旋: "不消行Spin也能触发").
 */
export function clearLabel(c: Pick<ClearInput, 'lines' | 'spin' | 'piece'>, mods: readonly Mod[] = []): string | null {
  const lines = countedLines(c, mods);
  if (c.spin === 'none') return lines > 0 ? LINE_WORDS[lines] : null;
  const head = `${c.piece ?? 'T'}-Spin${c.spin === 'mini' ? ' Mini' : ''}`;
  return lines > 0 ? `${head} ${LINE_WORDS[lines]}` : head;
}

/** Solid garbage rows added when a clear repeats the previous clear's text: All-Spin+ 20 (death), All-Spin 1 (seed 000 全旋, 全旋+). */
export const REPEAT_PENALTY_ROWS = { allspin: 1, allspin_reversed: 20 } as const;

/**
 * Penalty rows for `current` after `previous` (the last clear that showed text, or null): rows when both show the same
 * text under All-Spin (either form), else 0 (seed 000 全旋: "如果左上角提示文本完全一致…惩罚"; 全旋+: 20 rows).
 */
export function repeatPenaltyRows(
  previous: Pick<ClearInput, 'lines' | 'spin' | 'piece'> | null,
  current: Pick<ClearInput, 'lines' | 'spin' | 'piece'>,
  mods: readonly Mod[] = [],
): number {
  if (!hasMod(mods, 'allspin') || previous === null) return 0;
  const now = clearLabel(current, mods);
  if (now === null || now !== clearLabel(previous, mods)) return 0;
  return hasReversed(mods, 'allspin') ? REPEAT_PENALTY_ROWS.allspin_reversed : REPEAT_PENALTY_ROWS.allspin;
}

/** RNG rounding: keep the fraction until the end, then round up with chance equal to the fraction (seed 000). */
export function roundAttack(x: number, rng: Rng): number {
  finite('x', x, 0);
  const whole = Math.floor(x);
  const frac = x - whole;
  return frac > 0 && rng.next() < frac ? whole + 1 : whole;
}

export interface Windup {
  /** Segments as they enter the garbage queue. */
  parts: number[];
  /** Frame (after arrival) each segment enters: 60 f warning, then 30 f apart (seed 000 多段攻击). */
  frames: number[];
  /** Warning beeps = number of segments. */
  beeps: number;
}

/**
 * Windup split of one received attack (seed 000 多段攻击): 8 or more splits into 4s, at most four segments,
 * the rest in the last (RULINGS.md: 14 = 4+4+4+2, 17 = 4+4+4+5). Under Volatile every size doubles (16, 8).
 * With `version: 'current'` the current client's rule (windup.ts) at `altitude` (default 0).
 */
export function windupSplit(attack: number, mods: readonly Mod[] = [], o: { version?: ClientVersion; altitude?: number } = {}): Windup {
  finite('attack', attack, 0);
  if (versionArg('version', o.version) === 'current') {
    // Current client: trigger 8 in one send, imagined-total fill, excess dropped (zenith-current readme §多段攻击, commit 8cc8675, 2025-10-17).
    if (attack < WINDUP_TRIGGER) return { parts: attack > 0 ? [attack] : [], frames: attack > 0 ? [0] : [], beeps: 0 };
    const { parts } = currentWindupParts(whole('attack', attack, 0), finite('altitude', o.altitude ?? 0, 0), mods);
    return { parts, frames: parts.map((_, i) => 60 + 30 * i), beeps: parts.length };
  }
  const k = mods.includes('volatile') ? 2 : 1;
  const threshold = 8 * k;
  const chunk = 4 * k;
  if (attack < threshold) return { parts: attack > 0 ? [attack] : [], frames: attack > 0 ? [0] : [], beeps: 0 };
  const parts: number[] = [];
  let rest = attack;
  while (rest > 0 && parts.length < 3) {
    const take = Math.min(chunk, rest);
    parts.push(take);
    rest -= take;
  }
  if (rest > 0) parts.push(rest);
  return { parts, frames: parts.map((_, i) => 60 + 30 * i), beeps: parts.length };
}

/** The game mode a rule is read for: Quick Play (Zenith) or TETRA LEAGUE, where the write-up notes two attack rules differ. */
export type AttackMode = 'quick-play' | 'league';

/**
 * Surge released when a chain of `b2b` back-to-backs breaks: B2B − 3 in Quick Play (seed 000 蓄力攻击), the B2B count
 * itself in TETRA LEAGUE (seed 000 蓄力攻击: "TL中略有不同，几B2B就打几，不-3").
 */
export function surgeOf(b2b: number, mode: AttackMode = 'quick-play'): number {
  const n = whole('b2b', b2b, 0);
  return mode === 'league' ? n : Math.max(0, n - 3);
}

/**
 * A perfect clear in each mode (seed 000 攻击、全旋、B2B): Quick Play adds 3 and counts as two special clears; TETRA
 * LEAGUE sends 5 and neither adds to nor breaks B2B ("TL中略有不同，5攻击但不加也不断B2B").
 */
export function perfectClearRule(mode: AttackMode = 'quick-play'): { attack: number; specials: number; touchesB2b: boolean } {
  return mode === 'league' ? { attack: 5, specials: 0, touchesB2b: false } : { attack: 3, specials: 2, touchesB2b: true };
}
