// percent: fractions written as percentages, rounded, without trailing zeros.
import { describe, expect, it } from 'vitest';
import { percent } from '~/lib/format';

describe('percent', () => {
  it('rounds to one decimal by default and drops trailing zeros', () => {
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(0.1)).toBe('10%');
    expect(percent(1 / 3)).toBe('33.3%');
    expect(percent(0)).toBe('0%');
    expect(percent(2.5)).toBe('250%');
  });
  it('takes another number of digits', () => {
    expect(percent(1 / 3, 2)).toBe('33.33%');
    expect(percent(1 / 3, 0)).toBe('33%');
  });
});
