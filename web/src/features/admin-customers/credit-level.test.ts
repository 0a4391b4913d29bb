import { describe, expect, it } from 'vitest';
import { creditLevel } from './credit-level';

describe('creditLevel', () => {
  it('is high (green) at 3000 or more', () => {
    expect(creditLevel('3000')).toBe('high');
    expect(creditLevel('3000.00')).toBe('high');
    expect(creditLevel('125000.75')).toBe('high');
  });

  it('is medium (yellow) from 1500 up to 2999.99', () => {
    expect(creditLevel('2999.99')).toBe('medium');
    expect(creditLevel('1500.00')).toBe('medium');
    expect(creditLevel('1500')).toBe('medium');
  });

  it('is low (red) below 1500, including nothing left and overdrawn', () => {
    expect(creditLevel('1499.99')).toBe('low');
    expect(creditLevel('0.00')).toBe('low');
    expect(creditLevel('-20.00')).toBe('low');
  });

  it('refuses a value that is not a number', () => {
    expect(() => creditLevel('lots')).toThrow('Not a credit amount');
  });
});
