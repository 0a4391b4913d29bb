import { describe, expect, it } from 'vitest';
import { isBlankAmount, multiplyAmount, normaliseMoney, sumAmounts } from './money.js';

describe('normaliseMoney', () => {
  it('normalises accepted amounts to two decimals without passing through floats', () => {
    expect(normaliseMoney('404.43')).toBe('404.43');
    expect(normaliseMoney('404.4')).toBe('404.40');
    expect(normaliseMoney(' 589 ')).toBe('589.00');
    expect(normaliseMoney('0007.5')).toBe('7.50');
    expect(normaliseMoney(18399.8)).toBe('18399.80');
    expect(normaliseMoney('9999999.99')).toBe('9999999.99');
  });

  it('refuses zero, negatives, more than two decimals, 10,000,000 and non-numbers', () => {
    for (const bad of ['0', '0.00', '-1', '1.234', '10000000', '1e3', 'abc', '', '12,50', NaN, Infinity, 0.1 + 0.2]) {
      expect(normaliseMoney(bad as string | number), String(bad)).toBeUndefined();
    }
  });
});

describe('isBlankAmount', () => {
  it('treats the ways clients say "no old price" as blank', () => {
    for (const blank of [null, undefined, '', ' ', 'null', '0', '0.00', 0]) expect(isBlankAmount(blank), String(blank)).toBe(true);
    for (const present of ['1', '478.03', 5, 'abc']) expect(isBlankAmount(present), String(present)).toBe(false);
  });

  it('multiplies and sums amounts exactly, in cents', () => {
    expect(multiplyAmount('0.10', 3)).toBe('0.30');
    expect(multiplyAmount('18399.80', 99)).toBe('1821580.20');
    expect(multiplyAmount('0.01', 1)).toBe('0.01');
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
  });
});
