// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: The Warlock (All-Spin+), current rules (readme §rAS, commits 5870c00, 7c624dd, 5de2467, b6f02ff).
import { MAX_CLEAR_LINES, REPEAT_PENALTY_ROWS, clearAttack, repeatPenaltyRows, type AttackResult, type ClearInput } from './attack';
import { type Mod } from './mods';
import { whole } from './validate';
import { versionArg, type ClientVersion } from './versions';

/** What the current Warlock records for its repeat rule: a spin's line count (0 included), or "void" for a non-spin clear. */
export type WarlockAction = 'void' | 0 | 1 | 2 | 3 | 4;

/** B2B from which the current Warlock's B2B bonus is +2 and 0-line spins count as spin clears (readme §rAS, commit b6f02ff). */
export const WARLOCK_HIGH_B2B = 4;
/** The current Warlock's B2B bonus from that point (readme §rAS). */
export const WARLOCK_HIGH_B2B_BONUS = 2;

/**
 * The action a clear records, or null when nothing is recorded (no spin and no lines).
 * @source zenith-current readme §rAS (The Warlock)
 */
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
