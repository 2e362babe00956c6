// The attack calculator's model (src/islands/zenith/attack-model.ts), on clears whose attack the seed and CHANGES.md give.
import { describe, expect, it } from 'vitest';
import { attackView, type AttackValues } from '~/islands/zenith/attack-model';

const base: AttackValues = { atLines: 2, atSpin: 'tspin', atPiece: 'T', atPc: false, atCombo: 0, atStreak: 0, atMods: [], atVer: '2025-01' };

describe('attack model', () => {
  it('a T-spin double sends 4: whole, so it arrives as 4 lines', () => {
    const v = attackView(base);
    expect([v.r.total, v.lo, v.frac, v.received, v.countedAs, v.duo, v.warlock]).toEqual([4, 4, 0, 4, null, false, false]);
  });
  it('duo halves a single (1 → 0.5): it arrives as 0 or 1 line, 1 at worst', () => {
    const v = attackView({ ...base, atLines: 1, atSpin: 'none', atMods: ['duo'] });
    expect([v.r.total, v.lo, v.frac, v.received, v.duo]).toEqual([0.5, 0, 0.5, 1, true]);
  });
  it('All-Spin+ alone takes the Warlock rules: a T-spin double at B2B 5 sends 6 now (+2 B2B), 5 in the seed', () => {
    const now = attackView({ ...base, atStreak: 5, atMods: ['allspin_reversed'], atVer: 'current' });
    expect([now.warlock, now.r.total]).toEqual([true, 6]);
    expect(attackView({ ...base, atStreak: 5, atMods: ['allspin_reversed'] }).r.total).toBe(5);
    expect(attackView({ ...base, atStreak: 5, atMods: ['allspin'] }).warlock).toBe(false);
  });
  it('All-Spin+: a plain double counts as a single', () => {
    expect(attackView({ ...base, atSpin: 'none', atMods: ['allspin_reversed'] }).countedAs).toBe(1);
  });
});
