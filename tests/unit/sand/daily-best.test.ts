// The sandbox's best score per day in localStorage: kept, beaten, separate with undo, and never a crash on bad storage.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BEST_KEY, KEPT_DAYS, bestOf, readBests, recordScore, type BestStore } from '~/islands/sand/daily-best';

/** A Map-backed stand-in for localStorage. */
function memoryStore(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, String(v)), map: m };
}

describe('daily best score store', () => {
  it('keeps the higher score of a day, apart for games with undo', () => {
    const s = memoryStore();
    expect(bestOf(s, '2026-11-24', false)).toBeNull();
    expect(recordScore(s, '2026-11-24', 40, false)).toEqual({ best: 40, isNew: true, saved: true });
    expect(recordScore(s, '2026-11-24', 30, false)).toEqual({ best: 40, isNew: false, saved: false });
    expect(recordScore(s, '2026-11-24', 90, true)).toEqual({ best: 90, isNew: true, saved: true });
    expect(recordScore(s, '2026-11-24', 41, false).best).toBe(41);
    expect(bestOf(s, '2026-11-24', false)).toBe(41);
    expect(bestOf(s, '2026-11-24', true)).toBe(90);
    expect(bestOf(s, '2026-11-23', false)).toBeNull();
    expect(readBests(s)).toEqual({ '2026-11-24': { plain: 41, undo: 90 } });
  });

  it('keeps only the newest days', () => {
    const s = memoryStore();
    const day = (k: number) => new Date(Date.UTC(2026, 0, 1) + k * 86_400_000).toISOString().slice(0, 10);
    for (let k = 0; k < KEPT_DAYS + 5; k++) recordScore(s, day(k), k, false);
    const days = Object.keys(readBests(s)).sort();
    expect(days).toHaveLength(KEPT_DAYS);
    expect(days[0]).toBe(day(5));
    expect(days[days.length - 1]).toBe(day(KEPT_DAYS + 4));
  });

  it('reads garbage as nothing kept, and drops bad days and scores but keeps good ones', () => {
    for (const raw of [
      '',
      'not json',
      '[]',
      'null',
      '42',
      '"text"',
      '{"2026-11-24": 5}',
      '{"2026-11-24": {"plain": -1}}',
      '{"2026-11-24": {"plain": 1.5}}',
      '{"2026-11-24": {"plain": "9"}}',
      '{"2026-02-30": {"plain": 9}}',
      '{"__proto__": {"plain": 9}}',
    ])
      expect(readBests(memoryStore({ [BEST_KEY]: raw }))).toEqual({});
    const mixed = memoryStore({ [BEST_KEY]: JSON.stringify({ '2026-11-24': { plain: 7, undo: 'x' }, bad: { plain: 3 }, '2026-11-25': { undo: 1e300 } }) });
    expect(readBests(mixed)).toEqual({ '2026-11-24': { plain: 7 } });
    // Writing over garbage works and keeps the good entry.
    expect(recordScore(mixed, '2026-11-25', 3, true).saved).toBe(true);
    expect(readBests(mixed)).toEqual({ '2026-11-24': { plain: 7 }, '2026-11-25': { undo: 3 } });
  });

  it('never throws when storage is missing, blocked or full', () => {
    const blocked: BestStore = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const full = memoryStore();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    for (const s of [null, blocked, full]) {
      expect(readBests(s)).toEqual({});
      expect(bestOf(s, '2026-11-24', false)).toBeNull();
      expect(recordScore(s, '2026-11-24', 12, false)).toEqual({ best: 12, isNew: true, saved: false });
    }
  });

  it('survives any text in storage (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.nat({ max: 10_000 }), (raw, score) => {
        const s = memoryStore({ [BEST_KEY]: raw });
        const before = bestOf(s, '2026-11-24', false);
        const r = recordScore(s, '2026-11-24', score, false);
        expect(r.best).toBe(Math.max(score, before ?? -1));
        expect(bestOf(s, '2026-11-24', false)).toBe(r.best);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a day that is not a date and a score that is not a whole number', () => {
    const s = memoryStore();
    expect(() => recordScore(s, 'today', 1, false)).toThrow(RangeError);
    expect(() => recordScore(s, '2026-11-24', -1, false)).toThrow(RangeError);
    expect(() => recordScore(s, '2026-11-24', Number.NaN, false)).toThrow(RangeError);
  });
});
