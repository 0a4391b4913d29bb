import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { signInMessages } from './sign-in-messages';
import { checkSignInValues, describeFailure, problemsFromError } from './sign-in-problems';

const t = signInMessages.en;
const apiError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('checkSignInValues', () => {
  it('accepts a complete register form and a complete login form', () => {
    const values = { username: 'gamer_1', email: 'gamer@example.com', password: '12345678', identifier: '', terms: true };
    expect(checkSignInValues('register', values, t)).toEqual({});
    expect(checkSignInValues('login', { ...values, identifier: 'gamer_1' }, t)).toEqual({});
  });

  it('rejects the username shapes the API rejects', () => {
    const values = { username: 'a b', email: 'gamer@example.com', password: '12345678', identifier: '', terms: true };
    expect(checkSignInValues('register', values, t)).toEqual({ username: t.usernameShape });
  });
});

describe('problemsFromError', () => {
  it('turns throttling into a wait in minutes', () => {
    const error = apiError('Too many failed sign-in attempts; try again in 15 minute(s)', { code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    expect(problemsFromError(error, 'login', t)).toEqual({ fields: {}, form: 'Too many attempts; please try again in 15 minute(s)' });
  });

  it('puts a field the form does not show above the button', () => {
    const error = apiError('email must be an e-mail address', { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'must be an e-mail address' }] });
    expect(problemsFromError(error, 'login', t)).toEqual({ fields: {}, form: 'Email must be an e-mail address' });
    // The API's words are English: a Thai page says its own.
    expect(problemsFromError(error, 'login', signInMessages.th)).toEqual({ fields: {}, form: signInMessages.th.otherRefusal });
  });

  it('maps a taken username to the Username field', () => {
    const error = apiError('This username is taken', { code: 'CONFLICT', fields: [{ field: 'username', message: 'is taken', reason: 'TAKEN' }] });
    expect(problemsFromError(error, 'register', t)).toEqual({ fields: { username: t.usernameTaken }, form: null });
  });

  it('hides internal errors and explains network failures', () => {
    expect(describeFailure(apiError('boom', { code: 'INTERNAL_SERVER_ERROR' }), t)).toBe(t.unexpectedError);
    expect(describeFailure(new TypeError('Failed to fetch'), t)).toBe(t.networkError);
  });
});
