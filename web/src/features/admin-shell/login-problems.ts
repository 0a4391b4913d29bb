import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fill, type Language } from '../../lib/i18n';
import { adminShellMessages } from './admin-shell-messages';

const clockTimes: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', { hour: '2-digit', minute: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
};

/**
 * The text for a failed login: wrong credentials, a throttled account (with when to try again), or anything else
 * (the login's Thai answers, and the same in English).
 */
export function loginErrorMessage(error: unknown, language: Language, now: Date = new Date()): string {
  const text = adminShellMessages[language];
  if (!CombinedGraphQLErrors.is(error)) return text.loginFailed;
  const codes = error.errors.map((graphQLError) => graphQLError.extensions ?? {});
  if (codes.some((extensions) => extensions.code === 'UNAUTHENTICATED')) return text.wrongCredentials;
  const throttled = codes.find((extensions) => extensions.code === 'TOO_MANY_REQUESTS');
  if (throttled) {
    const seconds = typeof throttled.retryAfter === 'number' && throttled.retryAfter > 0 ? throttled.retryAfter : 60;
    const at = clockTimes[language].format(new Date(now.getTime() + seconds * 1000));
    return fill(text.loginThrottled, { at, minutes: Math.ceil(seconds / 60) });
  }
  return text.loginFailed;
}
