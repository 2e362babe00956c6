// All-Spin+ ("The Warlock"): every non-spin clear counts as a Single for attack, B2B, XP and the repeat penalty
// (seed 000 全旋+ "非Spin消除全部强制视为Single（消二接消四 计为两个Single，死）"; RULINGS.md, Zenith).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyClimbEvent, clearAttack, clearLabel, initialClimbState, repeatPenaltyRows, type Mod } from '~/engines/zenith';

const WARLOCK: Mod[] = ['allspin_reversed'];

describe('All-Spin+ attack and B2B', () => {
  it('a non-spin quad sends what a Single sends (0), not 4, and gets no B2B bonus', () => {
    const single = clearAttack({ lines: 1, spin: 'none' }, WARLOCK);
    const quad = clearAttack({ lines: 4, spin: 'none' }, WARLOCK);
    expect(quad.base).toBe(single.base);
    expect(quad.total).toBe(0);
    expect(clearAttack({ lines: 4, spin: 'none', streak: 1 }, WARLOCK).total).toBe(0);
    expect(clearAttack({ lines: 4, spin: 'none', streak: 1 }, WARLOCK).b2bBonus).toBe(0);
  });
  it('a non-spin quad breaks B2B like a Single: chain to 0, surge released (B2B ×5 → 2)', () => {
    const r = clearAttack({ lines: 4, spin: 'none', streak: 6 }, WARLOCK);
    expect(r.special).toBe(false);
    expect(r.streak).toBe(0);
    expect(r.surge).toBe(2);
    expect(r.total).toBe(2);
  });
  it('spin clears are untouched: a T-spin double still sends 4 and keeps the chain', () => {
    const r = clearAttack({ lines: 2, spin: 'tspin', streak: 1 }, WARLOCK);
    expect(r.base).toBe(4);
    expect(r.streak).toBe(2);
  });
  it('property: every non-spin clear of 1–4 lines gives exactly the Single result for any chain and combo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 20 }), (lines, streak, combo) => {
        expect(clearAttack({ lines, spin: 'none', streak, combo }, WARLOCK)).toEqual(clearAttack({ lines: 1, spin: 'none', streak, combo }, WARLOCK));
      }),
      { seed: 1, numRuns: 100 },
    );
  });
});

describe('All-Spin+ XP and repeat penalty', () => {
  it("a non-spin quad gives a Single's XP (1.05), a spin double 2.05", () => {
    const xp = (lines: number, spin: boolean) => {
      const s = initialClimbState();
      applyClimbEvent(s, { frame: 0, type: 'clear', lines, spin }, WARLOCK);
      return s.climbPts;
    };
    expect(xp(4, false)).toBeCloseTo(1.05, 12);
    expect(xp(2, true)).toBeCloseTo(2.05, 12);
  });
  it('a double then a quad are two Singles: 20 solid rows (seed example)', () => {
    expect(clearLabel({ lines: 4, spin: 'none' }, WARLOCK)).toBe('Single');
    expect(repeatPenaltyRows({ lines: 2, spin: 'none' }, { lines: 4, spin: 'none' }, WARLOCK)).toBe(20);
  });
  it('upright All-Spin: a double then a quad differ (0 rows); two doubles add one row; no All-Spin, no penalty', () => {
    expect(repeatPenaltyRows({ lines: 2, spin: 'none' }, { lines: 4, spin: 'none' }, ['allspin'])).toBe(0);
    expect(repeatPenaltyRows({ lines: 2, spin: 'none' }, { lines: 2, spin: 'none' }, ['allspin'])).toBe(1);
    expect(repeatPenaltyRows({ lines: 2, spin: 'none' }, { lines: 2, spin: 'none' }, [])).toBe(0);
  });
  it('different spins do not repeat: S-Spin Double after T-Spin Double is safe under All-Spin+', () => {
    expect(repeatPenaltyRows({ lines: 2, spin: 'tspin', piece: 'T' }, { lines: 2, spin: 'mini', piece: 'S' }, WARLOCK)).toBe(0);
  });
});
