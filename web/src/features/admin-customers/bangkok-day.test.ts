import { describe, expect, it } from 'vitest';
import { bangkokDay } from './bangkok-day';

describe('bangkokDay', () => {
  it("gives the day in Bangkok, which is already tomorrow after 17:00 UTC", () => {
    expect(bangkokDay('2026-03-01T16:59:59.000Z')).toBe('2026-03-01');
    expect(bangkokDay('2026-03-01T17:00:00.000Z')).toBe('2026-03-02');
  });
});
