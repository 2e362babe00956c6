// Best score per seed (issue 26): kept per seed and settings, guarded like the daily bests.
import { describe, expect, it } from 'vitest';
import { KEPT_SEEDS, SEED_BEST_KEY, readSeedBests, recordSeedScore, seedBestOf, seedKey } from '~/islands/sand/daily-best';

function fakeStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('sand best per seed', () => {
  it('keeps the higher score per seed and settings, apart for undo', () => {
    const s = fakeStore();
    const k = seedKey('abc', '4', 'sqrt', '4');
    expect(recordSeedScore(s, k, 40, false)).toEqual({ best: 40, isNew: true, saved: true });
    expect(recordSeedScore(s, k, 30, false)).toEqual({ best: 40, isNew: false, saved: false });
    recordSeedScore(s, k, 10, true);
    expect(seedBestOf(s, k, false)).toBe(40);
    expect(seedBestOf(s, k, true)).toBe(10);
    expect(seedBestOf(s, seedKey('abc', '8', 'sqrt', '4'), false)).toBeNull();
  });

  it('garbage in storage is ignored, a bad key or score throws, and only the last seeds written are kept', () => {
    const s = fakeStore({ [SEED_BEST_KEY]: '{"abc|4|sqrt|4": {"plain": "lots"}, "<b>|4|sqrt|4": {"plain": 3}, "x": 1' });
    expect(readSeedBests(s)).toEqual({});
    s.data.set(SEED_BEST_KEY, '{"abc|4|sqrt|4": {"plain": 7}, "<b>|4|sqrt|4": {"plain": 3}}');
    expect(readSeedBests(s)).toEqual({ 'abc|4|sqrt|4': { plain: 7 } });
    expect(() => recordSeedScore(s, '<b>', 1, false)).toThrow(RangeError);
    expect(() => recordSeedScore(s, seedKey('a', '4', 'sqrt', '4'), -1, false)).toThrow(RangeError);
    for (let k = 0; k < KEPT_SEEDS + 5; k++) recordSeedScore(s, seedKey(`s${k}`, '4', 'sqrt', '4'), 1, false);
    const kept = Object.keys(readSeedBests(s));
    expect(kept).toHaveLength(KEPT_SEEDS);
    expect(kept).toContain(seedKey(`s${KEPT_SEEDS + 4}`, '4', 'sqrt', '4'));
    expect(kept).not.toContain('abc|4|sqrt|4');
  });
});
