import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('the payment countdown', () => {
  it('writes minutes and seconds, and hours from an hour up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(29 * 60 + 5)).toBe('29:05');
    expect(formatCountdown(3600 + 61)).toBe('1:01:01');
  });

  it('counts whole seconds up to the deadline and stops at zero', () => {
    const now = Date.parse('2026-11-23T10:00:00.000Z');
    expect(secondsUntil('2026-11-23T10:00:30.200Z', now)).toBe(31);
    expect(secondsUntil('2026-11-23T09:59:59.000Z', now)).toBe(0);
  });
});
