import type { Language } from './i18n';

/**
 * The shop counts days and reads the clock in Bangkok, whatever the browser's zone. Thai readers get the Thai
 * calendar (Buddhist era) they are used to.
 */
const TIME_ZONE = 'Asia/Bangkok';
const LOCALES: Record<Language, string> = { th: 'th-TH', en: 'en-GB' };
const byLanguage = (options: Intl.DateTimeFormatOptions): Record<Language, Intl.DateTimeFormat> => ({
  th: new Intl.DateTimeFormat(LOCALES.th, { timeZone: TIME_ZONE, ...options }),
  en: new Intl.DateTimeFormat(LOCALES.en, { timeZone: TIME_ZONE, ...options }),
});

const DATE_AND_TIME = byLanguage({ dateStyle: 'medium', timeStyle: 'short' });
const DATE = byLanguage({ dateStyle: 'medium' });
const WEEKDAY_AND_TIME = byLanguage({ weekday: 'long', hour: '2-digit', minute: '2-digit' });
// Canada's English writes dates as YYYY-MM-DD.
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** '2026-11-23T17:05:00Z' → '24 พ.ย. 2569 00:05' (th) or '24 Nov 2026, 00:05' (en). */
export function bangkokTime(isoTimestamp: string, language: Language): string {
  return DATE_AND_TIME[language].format(new Date(isoTimestamp));
}

/** '2026-11-23T17:05:00Z' → '24 พ.ย. 2569' (th) or '24 Nov 2026' (en). */
export function bangkokDate(isoTimestamp: string, language: Language): string {
  return DATE[language].format(new Date(isoTimestamp));
}

/** "Monday 09:00" (en) or "วันจันทร์ 09:00" (th). */
export function bangkokWeekdayTime(isoTimestamp: string, language: Language): string {
  return WEEKDAY_AND_TIME[language].format(new Date(isoTimestamp));
}

/** Today as the shop counts days, YYYY-MM-DD. */
export function todayInBangkok(now = new Date()): string {
  return DAY.format(now);
}
