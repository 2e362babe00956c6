// Attack rules (seed 000 攻击、全旋、B2B, 蓄力攻击, 多段攻击) with the seed's own examples.
import { describe, expect, it } from 'vitest';
import { clearAttack, roundAttack, windupSplit } from '~/engines/zenith';
import type { Rng } from '~/lib/rng';

const fixed = (x: number): Rng => ({ next: () => x, int: (n) => Math.floor(x * n), state: () => 0 });

describe('clearAttack', () => {
  it('normal clears send 0, 1, 2, 4 (Expert, so no easy-mode single bonus)', () => {
    expect([1, 2, 3, 4].map((lines) => clearAttack({ lines, spin: 'none' }, ['expert']).total)).toEqual([0, 1, 2, 4]);
  });
  it('easy mode: a single at combo 0 sends 1; at combo 1 it sends 0', () => {
    expect(clearAttack({ lines: 1, spin: 'none', combo: 0 }).total).toBe(1);
    expect(clearAttack({ lines: 1, spin: 'none', combo: 1 }).total).toBe(0);
  });
  it('T-spins send 2 × lines; minis lines − 1; All-Spin gives non-T spins the T-spin value', () => {
    expect(clearAttack({ lines: 2, spin: 'tspin' }).total).toBe(4);
    expect(clearAttack({ lines: 3, spin: 'tspin' }).total).toBe(6);
    expect(clearAttack({ lines: 2, spin: 'mini', piece: 'S' }).total).toBe(1);
    expect(clearAttack({ lines: 2, spin: 'mini', piece: 'S' }, ['allspin']).total).toBe(4);
    expect(clearAttack({ lines: 2, spin: 'tspin' }, ['nohold_reversed']).total).toBe(1);
  });
  it('a PC adds 3 and counts as two special clears', () => {
    const r = clearAttack({ lines: 4, spin: 'none', pc: true }, ['expert']);
    expect(r.pcBonus).toBe(3);
    expect(r.streak).toBe(3);
  });
  it('B2B: a quad after a quad sends 5', () => {
    expect(clearAttack({ lines: 4, spin: 'none', streak: 1 }).total).toBe(5);
    expect(clearAttack({ lines: 4, spin: 'none', streak: 0 }).total).toBe(4);
  });
  it('surge: breaking B2B x5 (six specials) with a double sends 1 + (5 − 3)', () => {
    const r = clearAttack({ lines: 2, spin: 'none', streak: 6 }, ['expert']);
    expect(r.surge).toBe(2);
    expect(r.total).toBe(3);
    expect(r.streak).toBe(0);
    expect(clearAttack({ lines: 2, spin: 'none', streak: 4 }, ['expert']).surge).toBe(0);
  });
  it('duo halves what a player sends', () => {
    expect(clearAttack({ lines: 4, spin: 'none' }, ['duo']).total).toBe(2);
  });
});

describe('roundAttack', () => {
  it('1.2 rounds up with chance 20% (seed 000 example)', () => {
    expect(roundAttack(1.2, fixed(0.1))).toBe(2);
    expect(roundAttack(1.2, fixed(0.5))).toBe(1);
    expect(roundAttack(3, fixed(0))).toBe(3);
  });
});

describe('windupSplit', () => {
  it('splits 14 into 4+4+4+2 and 17 into 4+4+4+5 (RULINGS.md)', () => {
    expect(windupSplit(14).parts).toEqual([4, 4, 4, 2]);
    expect(windupSplit(17).parts).toEqual([4, 4, 4, 5]);
  });
  it('three beeps mean 9–12 attack; below 8 there is no windup', () => {
    expect(windupSplit(9).beeps).toBe(3);
    expect(windupSplit(12).beeps).toBe(3);
    expect(windupSplit(7)).toEqual({ parts: [7], frames: [0], beeps: 0 });
  });
  it('enters 1 s after the warning, then every 0.5 s', () => {
    expect(windupSplit(14).frames).toEqual([60, 90, 120, 150]);
  });
  it('doubles every size under Volatile', () => {
    expect(windupSplit(14, ['volatile']).beeps).toBe(0);
    expect(windupSplit(20, ['volatile']).parts).toEqual([8, 8, 4]);
  });
});
