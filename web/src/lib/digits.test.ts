import { describe, expect, it } from 'vitest';
import { formatWholeNumber, groupDigits } from './digits';

describe('groupDigits', () => {
  it('puts a comma before each group of three digits from the right', () => {
    expect(['0', '12', '999', '1000', '12345', '123456', '1234567', '1000000000'].map(groupDigits)).toEqual([
      '0', '12', '999', '1,000', '12,345', '123,456', '1,234,567', '1,000,000,000',
    ]);
  });
});

describe('formatWholeNumber', () => {
  it('writes a number as Intl writes it in en-US with no fraction digits', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 1, 7, 999, 1000, 2286, 10000, 1234567, 1234567.5, 0.5, 1.49, 2.5, -2.5, -1234.4, -1000, 9_007_199_254_740_991]) {
      expect(formatWholeNumber(value), String(value)).toBe(intl.format(value));
    }
  });

  it('writes no sign on a negative number that rounds to zero', () => {
    expect(formatWholeNumber(-0.4)).toBe('0');
  });
});
