import { describe, expect, it } from 'vitest';
import { fillCount } from './plural';

const items = { one: '{count} item', other: '{count} items' };

describe('fillCount', () => {
  it('uses the singular in English for exactly one, the plural for zero, many and fractions of many', () => {
    expect(fillCount('en', 1, items)).toBe('1 item');
    expect(fillCount('en', 0, items)).toBe('0 items');
    expect(fillCount('en', 2, items)).toBe('2 items');
    expect(fillCount('en', 21, items)).toBe('21 items');
    expect(fillCount('en', 1234, items)).toBe('1,234 items');
  });

  it('has one form in Thai, whatever the count', () => {
    const pieces = { one: '{count} ชิ้น (one)', other: '{count} ชิ้น' };
    expect(fillCount('th', 1, pieces)).toBe('1 ชิ้น');
    expect(fillCount('th', 2, pieces)).toBe('2 ชิ้น');
  });
});
