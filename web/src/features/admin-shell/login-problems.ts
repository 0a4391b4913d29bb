import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The spec's answers to a failed admin login. */
export const WRONG_CREDENTIALS = 'อีเมลหรือรหัสผ่านไม่ถูกต้อง ❌';
export const LOGIN_FAILED = 'เข้าสู่ระบบล้มเหลว กรุณาลองใหม่ ❌';

const clockTime = new Intl.DateTimeFormat('th-TH', { hour: '2-digit', minute: '2-digit' });

/** The text for a failed login: wrong credentials, a throttled account (with when to try again), or anything else. */
export function loginErrorMessage(error: unknown, now: Date = new Date()): string {
  if (!CombinedGraphQLErrors.is(error)) return LOGIN_FAILED;
  const codes = error.errors.map((graphQLError) => graphQLError.extensions ?? {});
  if (codes.some((extensions) => extensions.code === 'UNAUTHENTICATED')) return WRONG_CREDENTIALS;
  const throttled = codes.find((extensions) => extensions.code === 'TOO_MANY_REQUESTS');
  if (throttled) {
    const seconds = typeof throttled.retryAfter === 'number' && throttled.retryAfter > 0 ? throttled.retryAfter : 60;
    const at = clockTime.format(new Date(now.getTime() + seconds * 1000));
    return `เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่หลังเวลา ${at} น. (อีกประมาณ ${Math.ceil(seconds / 60)} นาที) ⏳`;
  }
  return LOGIN_FAILED;
}
