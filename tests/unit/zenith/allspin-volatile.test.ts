// Issue 31 item 8: All-Spin's penalty-row countdown and Volatile's double cancel, from the documents' own words
// (seed 000 全旋 and 双倍; zenith-current readme §AS, §VL, §经验; CHANGES.md #14, #31) and hand-worked sequences.
import { describe, expect, it } from 'vitest';
import {
  ALLSPIN_PENALTY_START,
  allSpinPenaltyTimeline,
  cancelXpOfAttack,
  hasPenaltyCountdown,
  linesCancelled,
  penaltyCountdown,
  stepAllSpinPenalty,
  type Mod,
} from '~/engines/zenith';
import { createRng, type Rng } from '~/lib/rng';

const TSD = { lines: 2, spin: 'tspin', piece: 'T' } as const;
const QUAD = { lines: 4, spin: 'none' } as const;
const SINGLE = { lines: 1, spin: 'none' } as const;
const TSPIN_ZERO = { lines: 0, spin: 'tspin', piece: 'T' } as const;
const NOTHING = { lines: 0, spin: 'none' } as const;
const AS: Mod[] = ['allspin'];
const at = (floor: number, l: { lines: number; spin: 'none' | 'tspin' | 'mini'; piece?: 'T' }) => ({ ...l, floor });
/** A stub generator: next() always `p`, int() always `col`. */
const stub = (p: number, col: number): Rng => ({ next: () => p, int: () => col, state: () => 0 });

describe('All-Spin penalty rows (seed 000 全旋: countdown floor + 5, −1 per unpunished clear, then a one-hole row)', () => {
  it('the countdown is the floor plus 5', () => {
    expect([1, 3, 10].map(penaltyCountdown)).toEqual([6, 8, 15]);
  });

  it('floor 3: TSD, TSD adds one row at 8; eight unpunished clears turn it into garbage with its hole under the number', () => {
    const rng = createRng(5);
    const locks = [TSD, TSD, QUAD, TSD, QUAD, TSD, QUAD, TSD, QUAD, TSD].map((l) => at(3, l));
    const steps = allSpinPenaltyTimeline(locks, { mods: AS, rng });
    expect(steps.map((s) => s.punished)).toEqual([false, true, false, false, false, false, false, false, false, false]);
    // After the repeat: 8, then 7, 6, … 1 after seven clears, and the eighth turns it.
    expect(steps.map((s) => s.state.rows.map((r) => r.countdown))).toEqual([[], [8], [7], [6], [5], [4], [3], [2], [1], []]);
    const column = steps[1].state.rows[0].column;
    expect(steps[9].turned).toEqual([{ column, extraHole: null }]);
  });

  it('a punished lock counts nothing down; every other text-showing lock counts every row down', () => {
    // Floor 1: quad, quad (row 6), single (5), single (punished: 5 stays, a new 6), quad (4 and 5).
    const steps = allSpinPenaltyTimeline(
      [QUAD, QUAD, SINGLE, SINGLE, QUAD].map((l) => at(1, l)),
      { mods: AS, rng: createRng(1) },
    );
    expect(steps.map((s) => s.state.rows.map((r) => r.countdown))).toEqual([[], [6], [5], [5, 6], [4, 5]]);
  });

  it('each row keeps the floor it was added on: floor 3 then floor 5 give 8 and 10', () => {
    const steps = allSpinPenaltyTimeline([at(3, QUAD), at(3, QUAD), at(5, TSD), at(5, TSD)], { mods: AS, rng: createRng(2) });
    expect(steps[3].state.rows.map((r) => r.countdown)).toEqual([7, 10]);
  });

  it('a spin with no lines shows text: it can repeat, and unpunished it counts down', () => {
    const steps = allSpinPenaltyTimeline(
      [TSPIN_ZERO, TSPIN_ZERO, QUAD].map((l) => at(2, l)),
      { mods: AS, rng: createRng(3) },
    );
    expect(steps.map((s) => s.punished)).toEqual([false, true, false]);
    expect(steps[2].state.rows.map((r) => r.countdown)).toEqual([6]);
  });

  it('a lock without text changes nothing: quad, nothing, quad is still a repeat', () => {
    const steps = allSpinPenaltyTimeline(
      [QUAD, NOTHING, QUAD].map((l) => at(4, l)),
      { mods: AS, rng: createRng(4) },
    );
    expect(steps.map((s) => s.punished)).toEqual([false, false, true]);
    expect(steps[1].state).toBe(steps[0].state);
  });

  it('only upright All-Spin builds countdown rows (The Warlock kills instead; no mod: no rows)', () => {
    expect(hasPenaltyCountdown(AS)).toBe(true);
    expect(hasPenaltyCountdown(['allspin_reversed'])).toBe(false);
    expect(hasPenaltyCountdown([])).toBe(false);
    const s = stepAllSpinPenalty({ rows: [], last: QUAD }, QUAD, { floor: 1, mods: [], rng: createRng(1) });
    expect(s.punished).toBe(false);
    expect(s.state.rows).toEqual([]);
  });

  it('Double Hole: the turned row gets an extra hole with chance 50% in the current client only (CHANGES.md #31)', () => {
    const one = { rows: [{ countdown: 1, column: 4 }], last: TSD };
    const mods: Mod[] = ['allspin', 'doublehole'];
    expect(stepAllSpinPenalty(one, QUAD, { floor: 1, mods, rng: stub(0.2, 7), version: 'current' }).turned).toEqual([{ column: 4, extraHole: 7 }]);
    expect(stepAllSpinPenalty(one, QUAD, { floor: 1, mods, rng: stub(0.7, 7), version: 'current' }).turned).toEqual([{ column: 4, extraHole: null }]);
    expect(stepAllSpinPenalty(one, QUAD, { floor: 1, mods, rng: stub(0.2, 7), version: '2025-01' }).turned).toEqual([{ column: 4, extraHole: null }]);
  });

  it('the number goes in a column drawn from the generator (same seed, same column)', () => {
    const a = stepAllSpinPenalty({ ...ALLSPIN_PENALTY_START, last: QUAD }, QUAD, { floor: 1, mods: AS, rng: stub(0, 9) });
    expect(a.state.rows).toEqual([{ countdown: 6, column: 9 }]);
  });
});

describe("Volatile's double cancel doubles cancel XP (the site's reading; the other reading beside it)", () => {
  it('an attack of 4 removes 8 lines under Volatile, 4 under Volatile+ and without mods (seed 000 双倍, 双倍+)', () => {
    expect(linesCancelled(4)).toBe(4);
    expect(linesCancelled(4, ['volatile'])).toBe(8);
    expect(linesCancelled(4, ['volatile_reversed'])).toBe(4);
  });

  it('2025-01 client: 4 lines cancel for 2.05 XP, 4.05 under Volatile (8 lines × 50% + 0.05); 2.05 if the attack counts', () => {
    expect(cancelXpOfAttack(4, [], { version: '2025-01' }).xp).toBeCloseTo(2.05, 12);
    expect(cancelXpOfAttack(4, ['volatile'], { version: '2025-01' }).xp).toBeCloseTo(4.05, 12);
    expect(cancelXpOfAttack(4, ['volatile'], { version: '2025-01', reading: 'spent' }).xp).toBeCloseTo(2.05, 12);
    // Volatile+ counts a cancel as 0 lines (seed 000 经验).
    expect(cancelXpOfAttack(4, ['volatile_reversed'], { version: '2025-01' }).xp).toBeCloseTo(0.05, 12);
  });

  it('current client, no mods: S 41 + 4 = 45, share 40%, 1.65 XP (CHANGES.md #14 example)', () => {
    const r = cancelXpOfAttack(4, [], { streakBefore: 41, version: 'current' });
    expect(r.streak).toBe(45);
    expect(r.xp).toBeCloseTo(1.65, 12);
  });

  it('current client, Volatile: S 36 + 8 = 44, over 40 by 4, share 48%: 8 × 0.48 + 0.05 = 3.89 XP', () => {
    const r = cancelXpOfAttack(4, ['volatile'], { streakBefore: 36, version: 'current' });
    expect([r.removed, r.counted, r.streak]).toEqual([8, 8, 44]);
    expect(r.xp).toBeCloseTo(3.89, 12);
  });
});

describe('the mods pages carry both rules, with the worked example from the engine', () => {
  it('the example: the repeat on lock 2 starts at floor 3 + 5 = 8, and lock 10 turns the row with its hole under the number', async () => {
    const { allSpinExampleRows } = await import('~/components/zenith/allspin-example');
    const rows = allSpinExampleRows();
    expect(rows.map((r) => r.step.punished).indexOf(true)).toBe(1);
    expect(rows[1].step.state.rows.map((r) => r.countdown)).toEqual([8]);
    expect(rows[9].step.turned.map((t) => t.column)).toEqual([rows[1].step.state.rows[0].column]);
    expect(rows.slice(0, 2).map((r) => r.text)).toEqual(['T-Spin Double', 'T-Spin Double']);
  });
  it.each(['content/docs/zenith/mods.mdx', 'content/docs/zh-cn/zenith/mods.mdx'])('%s has both sections and the example', async (file) => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/<AllSpinPenaltyExample/);
    expect(text).toMatch(/all-spins-penalty-rows|## All-Spin's penalty rows/);
    expect(text).toMatch(/volatile-and-cancel-xp|## Volatile and cancel XP/);
    expect(text).toMatch(/cancelXpOfAttack\(atk, \['volatile'\]/);
  });
});
