import { describe, expect, it } from 'vitest';
import { formatRobux, formatRobuxCount } from './robux';

describe('Robux amounts', () => {
  it('group thousands with commas and end in ROBUX', () => {
    expect(formatRobux(80)).toBe('80 ROBUX');
    expect(formatRobux(1700)).toBe('1,700 ROBUX');
    expect(formatRobux(10000)).toBe('10,000 ROBUX');
    expect(formatRobux(1234567)).toBe('1,234,567 ROBUX');
  });

  it('write the number alone the same way under a Robux heading', () => {
    expect(formatRobuxCount(0)).toBe('0');
    expect(formatRobuxCount(2286)).toBe('2,286');
  });
});
