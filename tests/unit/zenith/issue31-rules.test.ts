// Issue 31, "Wrong or rough today": the engine-level items, each from the documents' own words.
import { describe, expect, it } from 'vitest';
import { baseGravity, clearAttack, modParameters, perfectClearRule, surgeOf } from '~/engines/zenith';
import { rankSkipRows } from '~/components/zenith/rank-skip-rows';

describe('item 6: Freefall is 20G from the first frame in the current client', () => {
  // zenith-current readme §rGV: 从一开局起就20G; reference-code.js sets g = 20 on every floor change under Freefall.
  it('baseGravity under Gravity reversed is 20 at 0:00 on floor 1, and stays 20', () => {
    expect(baseGravity(0, 1, ['gravity_reversed'], 'current')).toBe(20);
    expect(baseGravity(600, 9, ['gravity_reversed'], 'current')).toBe(20);
  });
  it('agrees with the mod explorer (modParameters)', () => {
    for (const floor of [1, 5, 10]) expect(baseGravity(0, floor, ['gravity_reversed'], 'current')).toBe(modParameters(floor, ['gravity_reversed']).gravity);
  });
});

describe('item 5: the rank-skip example says frame 0 leaked', () => {
  // Hand-worked (seed 000 code): 50 lines give 50.05 XP before the tick; the tick leaks 3 × (1 + 1) / 3600 at rank 1
  // (frame 0 ≥ rank_locked_until 0), then promotes once (−4): 46.048 33… XP. The protection starts after that leak.
  const rows = rankSkipRows();
  it('frame 0: XP 50.05 − 1/600 − 4, and the row says the leak happened', () => {
    expect(rows[0].xp).toBeCloseTo(50.05 - 6 / 3600 - 4, 12);
    expect(rows[0].leak).toBe('leaked');
  });
  it('frames 1–3 are protected (5 s after the first promotion)', () => {
    expect(rows.slice(1).map((r) => r.leak)).toEqual(['protected', 'protected', 'protected']);
  });
});

describe('item 8: how TETRA LEAGUE differs (seed 000 攻击 notes "TL中略有不同")', () => {
  // 蓄力攻击: Quick Play releases B2B − 3; "TL中略有不同，几B2B就打几，不-3".
  it('surge: a B2B ×5 chain releases 2 in Quick Play, 5 in TETRA LEAGUE', () => {
    expect(surgeOf(5)).toBe(2);
    expect(surgeOf(5, 'league')).toBe(5);
    expect(surgeOf(2)).toBe(0);
  });
  it('agrees with clearAttack for Quick Play: breaking B2B ×5 with a double releases the surge', () => {
    expect(clearAttack({ lines: 2, spin: 'none', streak: 6 }, ['expert']).surge).toBe(surgeOf(5));
  });
  // 全消攻击为3，但同时全消计为两次特殊消除（TL中略有不同，5攻击但不加也不断B2B）.
  it('perfect clear: 3 and two specials in Quick Play; 5, no B2B change in TETRA LEAGUE', () => {
    expect(perfectClearRule()).toEqual({ attack: 3, specials: 2, touchesB2b: true });
    expect(perfectClearRule('league')).toEqual({ attack: 5, specials: 0, touchesB2b: false });
    expect(clearAttack({ lines: 4, spin: 'none', pc: true }, ['expert']).pcBonus).toBe(perfectClearRule().attack);
  });
});
