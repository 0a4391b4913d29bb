import { describe, expect, it } from 'vitest';
import { supportAvailability } from './support-hours.js';

/** A Bangkok wall-clock time as the instant it is (Bangkok is UTC+7). */
const bangkok = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

// 2026-12-07 is a Monday.
const weekdays = { days: [1, 2, 3, 4, 5], opensAt: '09:00', closesAt: '18:00' };
const evenings = { days: [5], opensAt: '20:00', closesAt: '02:00' };

describe('support hours in Bangkok time', () => {
  it('is open inside the day window and closed at its closing minute', () => {
    expect(supportAvailability(weekdays, bangkok('2026-12-07T09:00'))).toEqual({ openNow: true, nextOpenAt: null });
    expect(supportAvailability(weekdays, bangkok('2026-12-07T17:59'))).toEqual({ openNow: true, nextOpenAt: null });
    expect(supportAvailability(weekdays, bangkok('2026-12-07T18:00'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-08T09:00') });
  });

  it('before opening on a working day, opens later that day', () => {
    expect(supportAvailability(weekdays, bangkok('2026-12-07T08:30'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-07T09:00') });
  });

  it('after Friday closes, skips the weekend to Monday', () => {
    expect(supportAvailability(weekdays, bangkok('2026-12-11T19:00'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-14T09:00') });
    expect(supportAvailability(weekdays, bangkok('2026-12-13T12:00'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-14T09:00') });
  });

  it('reads the day in Bangkok, not in UTC: 01:00 Monday in Bangkok is still Sunday in UTC', () => {
    const sundayNightUtc = bangkok('2026-12-07T01:00');
    expect(sundayNightUtc.getUTCDay()).toBe(0);
    expect(supportAvailability({ days: [1], opensAt: '00:00', closesAt: '06:00' }, sundayNightUtc).openNow).toBe(true);
  });

  it('a window past midnight stays open into the next morning, counted as the day it opened', () => {
    expect(supportAvailability(evenings, bangkok('2026-12-11T23:30')).openNow).toBe(true);
    expect(supportAvailability(evenings, bangkok('2026-12-12T01:59')).openNow).toBe(true);
    expect(supportAvailability(evenings, bangkok('2026-12-12T02:00'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-18T20:00') });
    // Friday 01:00 belongs to Thursday's window, and Thursday is not a working day.
    expect(supportAvailability(evenings, bangkok('2026-12-11T01:00'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-11T20:00') });
  });

  it('a closing time of 00:00 means midnight', () => {
    const late = { days: [1], opensAt: '18:00', closesAt: '00:00' };
    expect(supportAvailability(late, bangkok('2026-12-07T23:59')).openNow).toBe(true);
    expect(supportAvailability(late, bangkok('2026-12-08T00:00'))).toEqual({ openNow: false, nextOpenAt: bangkok('2026-12-14T18:00') });
  });

  it('after the only day has passed, the next opening is a week on', () => {
    expect(supportAvailability({ days: [1], opensAt: '09:00', closesAt: '10:00' }, bangkok('2026-12-07T10:30')).nextOpenAt).toEqual(bangkok('2026-12-14T09:00'));
  });
});
