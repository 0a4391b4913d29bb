import { describe, expect, it } from 'vitest';
import { bangkokDate, bangkokTime, bangkokWeekdayTime, todayInBangkok } from './bangkok-time';

describe('times as the shop reads them, in Bangkok', () => {
  it('a day begins at midnight in Bangkok, 17:00 UTC', () => {
    expect(todayInBangkok(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
    expect(todayInBangkok(new Date('2026-11-23T16:59:00Z'))).toBe('2026-11-23');
  });

  it('words a moment in each language, in the Thai calendar on Thai pages', () => {
    expect(bangkokTime('2026-11-23T17:05:00Z', 'th')).toBe('24 พ.ย. 2569 00:05');
    expect(bangkokTime('2026-11-23T17:05:00Z', 'en')).toBe('24 Nov 2026, 00:05');
    expect(bangkokDate('2026-11-23T17:05:00Z', 'th')).toBe('24 พ.ย. 2569');
    expect(bangkokDate('2026-11-23T17:05:00Z', 'en')).toBe('24 Nov 2026');
    expect(bangkokWeekdayTime('2026-11-23T02:00:00Z', 'en')).toBe('Monday 09:00');
    expect(bangkokWeekdayTime('2026-11-23T02:00:00Z', 'th')).toBe('วันจันทร์ 09:00');
  });
});
