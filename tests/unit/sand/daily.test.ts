// The sand daily game: its seed is the UTC date (YYYY-MM-DD), and a seed names its day only when it is a real date.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dailyDateOfSeed, dailySeed, utcDateText } from '~/engines/sand';

describe('daily seed', () => {
  it('is the UTC date, whatever the hour or the local time zone', () => {
    expect(dailySeed(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(dailySeed(new Date('2026-11-24T23:59:59.999Z'))).toBe('2026-11-24');
    // 23:30 on the 23rd in New York is already the 24th in UTC.
    expect(dailySeed(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24');
    // 08:00 on the 24th in Shanghai is still the 24th; 07:59 on the 25th there is 23:59 on the 24th in UTC.
    expect(dailySeed(new Date('2026-11-25T07:59:00+08:00'))).toBe('2026-11-24');
    expect(dailySeed(new Date('2028-02-29T12:00:00Z'))).toBe('2028-02-29');
    expect(dailySeed(new Date('0042-01-02T00:00:00Z'))).toBe('0042-01-02');
  });
  it('changes at midnight UTC and nowhere else', () => {
    const midnight = Date.UTC(2026, 10, 25);
    expect(dailySeed(new Date(midnight - 1))).toBe('2026-11-24');
    expect(dailySeed(new Date(midnight))).toBe('2026-11-25');
  });
  it('gives every day of 1970-2199 its own seed, which names that day back (fast-check, fixed seed)', () => {
    const DAY = 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 83_000 }), fc.integer({ min: 0, max: DAY - 1 }), (day, ms) => {
        const seed = dailySeed(new Date(day * DAY + ms));
        expect(seed).toBe(dailySeed(new Date(day * DAY)));
        expect(seed).not.toBe(dailySeed(new Date((day + 1) * DAY)));
        expect(dailyDateOfSeed(seed)).toBe(seed);
        expect(new Date(`${seed}T00:00:00Z`).getTime()).toBe(day * DAY);
      }),
      { numRuns: 300 },
    );
  });
  it('throws a RangeError for a date that is not one', () => {
    expect(() => dailySeed(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => dailySeed('2026-11-24' as unknown as Date)).toThrow(RangeError);
    expect(() => utcDateText(new Date('+010000-01-01T00:00:00Z'))).toThrow(RangeError);
  });
});

describe('the day of a seed', () => {
  it('is the date for a real calendar date and null for anything else', () => {
    expect(dailyDateOfSeed('2026-11-24')).toBe('2026-11-24');
    expect(dailyDateOfSeed('2028-02-29')).toBe('2028-02-29');
    expect(dailyDateOfSeed('0000-02-29')).toBe('0000-02-29'); // year 0 is a leap year in the proleptic calendar
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-11-31', '2026-11-00', '1900-02-29', '2026-1-24', '20261124', '1', '', 'x2026-11-24'])
      expect(dailyDateOfSeed(bad)).toBeNull();
  });
});
