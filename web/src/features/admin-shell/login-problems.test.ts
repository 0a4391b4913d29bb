import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, loginErrorMessage, WRONG_CREDENTIALS } from './login-problems';

const graphQLFailure = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('loginErrorMessage', () => {
  it('says the credentials are wrong for UNAUTHENTICATED', () => {
    expect(loginErrorMessage(graphQLFailure({ code: 'UNAUTHENTICATED' }))).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง ❌');
    expect(WRONG_CREDENTIALS).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง ❌');
  });

  it('says the login failed for network faults and other errors', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('เข้าสู่ระบบล้มเหลว กรุณาลองใหม่ ❌');
    const serverError = new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(loginErrorMessage(serverError)).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(graphQLFailure({ code: 'INTERNAL_SERVER_ERROR' }))).toBe(LOGIN_FAILED);
  });

  it('tells a throttled admin when to try again', () => {
    const now = new Date(2026, 0, 5, 14, 0, 0);
    const message = loginErrorMessage(graphQLFailure({ code: 'TOO_MANY_REQUESTS', retryAfter: 900 }), now);
    expect(message).toContain('14:15');
    expect(message).toContain('15 นาที');
    expect(message).not.toBe(LOGIN_FAILED);
  });
});
