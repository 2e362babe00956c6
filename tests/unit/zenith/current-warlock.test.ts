// Current client: The Warlock (All-Spin+) and Duo halving (CHANGES.md items 32, 34), worked examples.
import { describe, expect, it } from 'vitest';
import { duoXpFactor, warlockAction, warlockAttack, warlockRepeatRows } from '~/engines/zenith';

describe('The Warlock, current rules (item 34)', () => {
  const sDouble = { lines: 2, spin: 'mini', piece: 'S' } as const;
  const tDouble = { lines: 2, spin: 'tspin', piece: 'T' } as const;
  it('S-spin double then T-spin double: the seed survives (different text), now death (same count 2)', () => {
    expect(warlockRepeatRows(sDouble, tDouble)).toBe(0);
    expect(warlockRepeatRows(sDouble, tDouble, 'current')).toBe(20);
  });
  it('a double then a quad: death in both (two Singles; Void, Void)', () => {
    const double = { lines: 2, spin: 'none' } as const;
    const quad = { lines: 4, spin: 'none' } as const;
    expect(warlockRepeatRows(double, quad)).toBe(20);
    expect(warlockRepeatRows(double, quad, 'current')).toBe(20);
    expect(warlockAction(quad)).toBe('void');
  });
  it('at B2B ×5, a 0-line L-spin: seed 0 attack and B2B unchanged; now 2 attack and B2B ×6', () => {
    const c = { lines: 0, spin: 'mini', piece: 'L', streak: 6 } as const;
    const seed = warlockAttack(c);
    expect(seed.total).toBe(0);
    expect(seed.b2b).toBe(5);
    const now = warlockAttack(c, 'current');
    expect(now.total).toBe(2);
    expect(now.b2b).toBe(6);
  });
  it('below B2B ×4 a 0-line spin still sends nothing; from B2B ×4 a spin clear gets +2 instead of +1', () => {
    expect(warlockAttack({ lines: 0, spin: 'mini', piece: 'L', streak: 4 }, 'current').total).toBe(0);
    const at4 = { lines: 2, spin: 'tspin', piece: 'T', streak: 5 } as const;
    expect(warlockAttack(at4).total).toBe(5);
    expect(warlockAttack(at4, 'current').total).toBe(6);
  });
  it("a non-spin clear is Void: 0 attack now (the seed sends a Single's)", () => {
    expect(warlockAttack({ lines: 4, spin: 'none', combo: 0 }, 'current').total).toBe(0);
    expect(warlockAttack({ lines: 2, spin: 'none', streak: 0 }, 'current').total).toBe(0);
  });
  it('a Void that breaks a long chain sends no surge and a Void perfect clear no bonus (our reading of "no attack")', () => {
    const breaker = { lines: 2, spin: 'none', streak: 10 } as const;
    expect(warlockAttack(breaker).total).toBeGreaterThan(0);
    expect(warlockAttack(breaker, 'current').total).toBe(0);
    expect(warlockAttack({ lines: 1, spin: 'none', pc: true }, 'current').total).toBe(0);
  });
  it('a TSD on a fresh chain sends 4 in both', () => {
    expect(warlockAttack(tDouble).total).toBe(4);
    expect(warlockAttack(tDouble, 'current').total).toBe(4);
  });
});

describe('Duo halving (item 32)', () => {
  it('the seed halves XP in Duo; the current text halves only attack', () => {
    expect(duoXpFactor(['duo'])).toBe(0.5);
    expect(duoXpFactor(['duo'], 'current')).toBe(1);
    expect(duoXpFactor([])).toBe(1);
  });
});
