import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-problems';

const graphQLFailure = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });

describe('loginErrorMessage', () => {
  it("says the credentials are wrong for UNAUTHENTICATED, in Thai or in English", () => {
    expect(loginErrorMessage(graphQLFailure({ code: 'UNAUTHENTICATED' }), 'th')).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง ❌');
    expect(loginErrorMessage(graphQLFailure({ code: 'UNAUTHENTICATED' }), 'en')).toBe('Incorrect email or password ❌');
  });

  it('says the login failed for network faults and other errors', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'), 'th')).toBe('เข้าสู่ระบบล้มเหลว กรุณาลองใหม่ ❌');
    const serverError = new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(loginErrorMessage(serverError, 'en')).toBe('Login failed, please try again ❌');
    expect(loginErrorMessage(graphQLFailure({ code: 'INTERNAL_SERVER_ERROR' }), 'th')).toBe('เข้าสู่ระบบล้มเหลว กรุณาลองใหม่ ❌');
  });

  it('tells a throttled admin when to try again', () => {
    const now = new Date(2026, 0, 5, 14, 0, 0);
    const throttled = graphQLFailure({ code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    expect(loginErrorMessage(throttled, 'th', now)).toContain('14:15 น. (อีกประมาณ 15 นาที)');
    expect(loginErrorMessage(throttled, 'en', now)).toContain('after 14:15 (in about 15 minutes)');
  });
});
