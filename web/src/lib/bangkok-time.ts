import type { Language } from './i18n';

// Thai readers get the Thai calendar (Buddhist era) they are used to; both read the clock in Bangkok.
const FORMATS: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' }),
};

/** '2026-11-23T17:05:00Z' → '24 พ.ย. 2569 00:05' (th) or '24 Nov 2026, 00:05' (en): Asia/Bangkok, whatever the browser's zone. */
export function bangkokTime(isoTimestamp: string, language: Language): string {
  return FORMATS[language].format(new Date(isoTimestamp));
}
