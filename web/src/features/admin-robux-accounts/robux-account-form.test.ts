import { describe, expect, it } from 'vitest';
import { pricePreview } from './robux-account-form';

describe('pricePreview', () => {
  it('works out robux × rate / 1000 in whole satang, rounding half up', () => {
    expect(pricePreview('1500', '100')).toBe('150.00');
    expect(pricePreview('2500', '88.5')).toBe('221.25');
    // 1,005 × ฿0.01 per 1,000 is 1.005 satang: the half rounds up; 1,004 rounds down.
    expect(pricePreview('1005', '1.00')).toBe('1.01');
    expect(pricePreview('1004', '1.00')).toBe('1.00');
  });

  it('gives nothing until both are plain numbers', () => {
    expect(pricePreview('', '100')).toBeNull();
    expect(pricePreview('1500', '')).toBeNull();
    expect(pricePreview('15.5', '100')).toBeNull();
    expect(pricePreview('1500', '1.005')).toBeNull();
  });
});
