import { describe, expect, it } from 'vitest';
import { absoluteBaht, amountTone, signedBaht } from './signed-money';

describe('amount sign and colour', () => {
  it('colours money in green, money out red, and nothing neither', () => {
    expect(amountTone('1500.00')).toBe('positive');
    expect(amountTone('-250.50')).toBe('negative');
    expect(amountTone('0.00')).toBe('zero');
    expect(amountTone('-0.00')).toBe('zero');
  });

  it('puts the sign before the baht sign', () => {
    expect(signedBaht('1500.00')).toBe('+฿1,500.00');
    expect(signedBaht('-250.5')).toBe('-฿250.50');
    expect(signedBaht('-0.00')).toBe('฿0.00');
  });

  it('shows a total of withdrawals as its magnitude', () => {
    expect(absoluteBaht('-12345.67')).toBe('฿12,345.67');
    expect(absoluteBaht('0.00')).toBe('฿0.00');
  });
});
