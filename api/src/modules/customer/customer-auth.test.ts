import { randomBytes } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../test-support/captured-logs.js';
import { GOOGLE_TEST_CLIENT_ID, googleIdToken } from '../../test-support/google-test-keys.js';
import { expectGraphQLError, expectNoStackTrace } from '../../test-support/graphql-assertions.js';
import { multipartForm } from '../../test-support/graphql-multipart.js';
import { imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { expectBurstStoppedAtLimit } from '../../test-support/sign-in-burst.js';
import { SIGN_UPS_PER_IP_PER_HOUR } from '../auth/login-throttle.js';
import { CUSTOMER_AUDIENCE } from '../auth/tokens.js';
import { Customer } from './customer.entity.js';

// Counts password hashes and checks (the real argon2 still runs), so tests can see which requests did one.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

// Tests share one app and database: each uses its own Google subject, username and e-mail. This file signs
// up far more shoppers from 127.0.0.1 than the shop allows in an hour, so the shared app allows more; the
// limit itself is tested on a shop of its own.
let app: TestApp;
let noGoogle: TestApp;
/** What `app` logs for its operators. */
const warnings = captureLogs('warn');
beforeAll(async () => {
  [app, noGoogle] = await Promise.all([
    startTestApp({ signUpsPerIpPerHour: 1000, operations: { logger: warnings.logger } }),
    startTestApp({ googleClientId: null, contents: 'empty' }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), noGoogle?.close()]);
});

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

async function call(
  method: string,
  path: string,
  options: { json?: unknown; token?: string; target?: TestApp; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${(options.target ?? app).baseUrl}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** How many argon2 calls of this kind `work` caused. */
async function argon2CallsDuring(kind: 'hash' | 'verify', work: () => Promise<unknown>): Promise<number> {
  const before = vi.mocked(argon2[kind]).mock.calls.length;
  await work();
  return vi.mocked(argon2[kind]).mock.calls.length - before;
}

const unique = (label: string) => `${label}${randomBytes(4).toString('hex')}`;
const googleSub = () => String(100_000_000_000 + Math.floor(Math.random() * 1e11));
const googleLogin = (token: unknown, target = app) => call('POST', '/api/auth/google-login', { json: { token }, target });

const SESSION_FIELDS = 'token customer { id username email name picture }';
const GOOGLE_LOGIN = `mutation($token: String!) { googleLogin(token: $token) { ${SESSION_FIELDS} } }`;
const REGISTER = 'mutation($input: CustomerRegisterInput!) { customerRegister(input: $input) { email linkHours } }';
const CONFIRM = `mutation($token: String!) { confirmEmail(token: $token) { ${SESSION_FIELDS} } }`;
const LOGIN = `mutation($identifier: String!, $password: String!) { customerLogin(identifier: $identifier, password: $password) { ${SESSION_FIELDS} } }`;
const CUSTOMER_ME = '{ customerMe { id username email name picture } }';

const customersWithSub = (sub: string) => app.db.orm.em.fork().find(Customer, { googleSub: sub });
const customerRows = () =>
  app.db.orm.em.fork().getConnection().execute('select id, google_sub, username, email, name, picture, password_hash from customer order by id');

/** Fails if the response repeats any sizeable piece of the credential that was sent. */
function expectCredentialNotEchoed(reply: { text?: string; body?: unknown }, credential: string) {
  const text = reply.text ?? JSON.stringify(reply.body);
  for (const part of credential.split('.').filter((p) => p.length >= 8)) expect(text).not.toContain(part);
}

describe('POST /api/auth/google-login', () => {
  it('signs in with a valid Google ID token: 200 {token, user:{name,email,picture}} and creates the customer by Google subject', async () => {
    const sub = googleSub();
    const email = `${unique('shopper')}@gmail.com`;
    const picture = 'https://lh3.googleusercontent.com/a/photo-1';
    const reply = await googleLogin(await googleIdToken({ sub, email, name: 'Shopper One', picture }));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ token: expect.any(String), user: { name: 'Shopper One', email, picture, username: null } });
    const rows = await customersWithSub(sub);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ googleSub: sub, email, name: 'Shopper One', picture, passwordHash: null });

    const me = await call('GET', '/api/auth/me', { token: reply.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: { name: 'Shopper One', email, picture, username: null }, mail_settings: { language: 'th', order_update_mails: true } });
  });

  it('a second sign-in with a new name and picture updates the same customer row', async () => {
    const sub = googleSub();
    const email = `${unique('renamed')}@gmail.com`;
    await googleLogin(await googleIdToken({ sub, email, name: 'Old Name', picture: 'https://lh3.googleusercontent.com/a/old' }));
    const [first] = await customersWithSub(sub);
    const reply = await googleLogin(await googleIdToken({ sub, email, name: 'New Name', picture: 'https://lh3.googleusercontent.com/a/new' }));
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ name: 'New Name', picture: 'https://lh3.googleusercontent.com/a/new' });
    const rows = await customersWithSub(sub);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, name: 'New Name', picture: 'https://lh3.googleusercontent.com/a/new' });
  });

  it('stores the e-mail lower-case and drops a picture that is not https', async () => {
    const sub = googleSub();
    const reply = await googleLogin(await googleIdToken({ sub, email: 'Mixed.Case@GMail.com', picture: 'http://insecure.example/p.png' }));
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email: 'mixed.case@gmail.com', picture: null });
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['an expired token (exp in the past)', () => googleIdToken({ sub: googleSub(), exp: now() - 120 })],
    ['a token for another app (wrong audience)', () => googleIdToken({ sub: googleSub(), aud: 'someone-else.apps.googleusercontent.com' })],
    ['a token from another issuer', () => googleIdToken({ sub: googleSub(), iss: 'https://evil.example' })],
    ['a token whose e-mail is not verified', () => googleIdToken({ sub: googleSub(), email_verified: false })],
    ['a junk string', async () => 'this-is-not-a-jwt'],
    ['three junk base64 parts', async () => `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.e30.c2lnbmF0dXJl`],
    [
      'a token signed by another key under Google\'s key id',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ email: 'forger@example.com', email_verified: true, name: 'Forger' })
          .setProtectedHeader({ alg: 'RS256', kid: 'storefront-test-key' })
          .setSubject(googleSub())
          .setIssuer('https://accounts.google.com')
          .setAudience(GOOGLE_TEST_CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey);
      },
    ],
    [
      'a token signed by another key under an unknown key id',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ email: 'forger@example.com', email_verified: true })
          .setProtectedHeader({ alg: 'RS256', kid: 'forged-key' })
          .setSubject(googleSub())
          .setIssuer('https://accounts.google.com')
          .setAudience(GOOGLE_TEST_CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey);
      },
    ],
    [
      'an unsigned token (alg none)',
      async () =>
        new UnsecuredJWT({ email: 'forger@example.com', email_verified: true })
          .setSubject(googleSub())
          .setIssuer('https://accounts.google.com')
          .setAudience(GOOGLE_TEST_CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'an HS256 token',
      async () =>
        new SignJWT({ email: 'forger@example.com', email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: 'storefront-test-key' })
          .setSubject(googleSub())
          .setIssuer('https://accounts.google.com')
          .setAudience(GOOGLE_TEST_CLIENT_ID)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-shared-secret-of-some-length-123')),
    ],
    ['a token with one changed claim', async () => tamperedClaims(await googleIdToken({ sub: googleSub() }))],
  ])('refuses %s with 401 and a clear message, never 500, never echoing the credential, creating nobody', async (_label, make) => {
    const token = await make();
    const before = await customerRows();
    const reply = await googleLogin(token);
    expect(reply.status).toBe(401);
    expect(reply.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/Google/) });
    expectNoStackTrace(reply.body);
    expectCredentialNotEchoed(reply, token);
    expect(await customerRows()).toEqual(before);

    const gql = expectGraphQLError(await app.graphql(GOOGLE_LOGIN, { token }, null), 'UNAUTHENTICATED');
    expect(gql.message).toBe(reply.body.error.message);
    expectCredentialNotEchoed({ body: gql }, token);
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a token that is not a string', { token: 12345 }],
    ['a token over 4096 characters', { token: 'x'.repeat(5000) }],
  ])('refuses %s with 400 BAD_USER_INPUT', async (_label, json) => {
    const reply = await call('POST', '/api/auth/google-login', { json });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('BAD_USER_INPUT');
    expect(reply.text).not.toContain('xxxxxxxxxx');
  });

  it('answers 503 SERVICE_UNAVAILABLE when Google sign-in is not configured, even for a valid token', async () => {
    const token = await googleIdToken({ sub: googleSub() });
    const reply = await googleLogin(token, noGoogle);
    expect(reply.status).toBe(503);
    expect(reply.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/Google/) });
    expectCredentialNotEchoed(reply, token);
    expectGraphQLError(await noGoogle.graphql(GOOGLE_LOGIN, { token }, null), 'SERVICE_UNAVAILABLE');
    expect(await noGoogle.db.orm.em.fork().count(Customer, {})).toBe(0);
  });
});

/** The token with its payload changed (name swapped) but the original signature kept. */
function tamperedClaims(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  claims.email = 'someone-else@gmail.com';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('GraphQL googleLogin and customerMe', () => {
  it('signs in with a valid Google ID token and upserts the customer by subject', async () => {
    const sub = googleSub();
    const email = `${unique('gql-shopper')}@gmail.com`;
    const first = await app.graphql(GOOGLE_LOGIN, { token: await googleIdToken({ sub, email, name: 'Gql Shopper' }) }, null);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.googleLogin).toEqual({
      token: expect.any(String),
      customer: { id: expect.any(Number), username: null, email, name: 'Gql Shopper', picture: null },
    });
    const second = await app.graphql(GOOGLE_LOGIN, { token: await googleIdToken({ sub, email, name: 'Gql Renamed' }) }, null);
    expect(second.body.data.googleLogin.customer).toMatchObject({ id: first.body.data.googleLogin.customer.id, name: 'Gql Renamed' });
    expect(await customersWithSub(sub)).toHaveLength(1);

    const me = await app.graphql(CUSTOMER_ME, {}, second.body.data.googleLogin.token);
    expect(me.body.data.customerMe).toMatchObject({ id: first.body.data.googleLogin.customer.id, email, name: 'Gql Renamed' });
  });

  it('customerMe without a token, or with an admin token, is UNAUTHENTICATED', async () => {
    expectGraphQLError(await app.graphql(CUSTOMER_ME, {}, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(CUSTOMER_ME, {}, app.editor.token), 'UNAUTHENTICATED');
  });
});

describe('the web app learns whether Google sign-in is set up', () => {
  it('googleClientId is public: the configured id, or null when Google sign-in is off', async () => {
    expect((await app.graphql('{ googleClientId }', {}, null)).body).toEqual({ data: { googleClientId: GOOGLE_TEST_CLIENT_ID } });
    expect((await noGoogle.graphql('{ googleClientId }', {}, null)).body).toEqual({ data: { googleClientId: null } });
  });

  it("the page's CSP lets Google's sign-in script, frame and calls through only when it is set up", async () => {
    const policyOf = async (target: TestApp) => (await fetch(`${target.baseUrl}/api/categories`)).headers.get('content-security-policy') ?? '';
    const withGoogle = await policyOf(app);
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(withGoogle).toMatch(new RegExp(`${directive} [^;]*https://accounts\\.google\\.com`));
    }
    expect(await policyOf(noGoogle)).not.toContain('google.com');
  });
});

/** The single-use code of the newest confirmation link mailed to `email` (read from the outbox before it is sent). */
async function confirmationCodeFor(email: string, target = app): Promise<string> {
  const [mail] = await target.db.orm.em
    .fork()
    .getConnection()
    .execute<{ secret: string }[]>(`select secret from mail_message where recipient = ? and kind = 'CONFIRM_EMAIL' order by id desc limit 1`, [email.toLowerCase()]);
  expect(mail, `a confirmation link mailed to ${email}`).toBeDefined();
  return mail.secret;
}

const mailKindsTo = async (email: string, target = app) =>
  (await target.db.orm.em.fork().getConnection().execute<{ kind: string }[]>('select kind from mail_message where recipient = ? order by id', [email.toLowerCase()])).map((row) => row.kind);

describe('the shop\'s own register and login form (REST)', () => {
  const register = (fields: Record<string, unknown>) => call('POST', '/api/auth/register', { json: fields });
  const login = (fields: Record<string, unknown>) => call('POST', '/api/auth/login', { json: fields });
  const confirm = (token: string) => call('POST', '/api/auth/confirm-email', { json: { token } });

  /** A shopper who signed up and confirmed their e-mail through the link. */
  async function registered() {
    const username = unique('Player_');
    const email = `${unique('player')}@example.com`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    expect((await register({ username, email, password })).status).toBe(202);
    const confirmed = await confirm(await confirmationCodeFor(email));
    expect(confirmed.status).toBe(200);
    return { username, email, password, token: confirmed.body.token as string };
  }

  it('registers a customer: 202 "check your e-mail"; the mailed link confirms it and signs in (GET /api/auth/me works); its mails are in the language it signed up in', async () => {
    const username = unique('Newbie_');
    const email = `${unique('newbie')}@example.com`;
    const reply = await register({ username: ` ${username} `, email: email.toUpperCase(), password: 'long-enough-1', language: 'en' });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ success: true, message: expect.stringContaining(`Check ${email}`), email, link_hours: 24 });
    expect(reply.text).not.toMatch(/password|argon2|token/i);
    expect(await mailKindsTo(email)).toEqual(['CONFIRM_EMAIL']);

    const confirmed = await confirm(await confirmationCodeFor(email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ token: expect.any(String), user: { name: username, email, picture: null, username } });
    const me = await call('GET', '/api/auth/me', { token: confirmed.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: { name: username, email, picture: null, username }, mail_settings: { language: 'en', order_update_mails: true } });
  });

  it('a confirmation link works once, and not after a day; a made-up one is refused before any lookup', async () => {
    const email = `${unique('once')}@example.com`;
    await register({ username: unique('Once_'), email, password: 'long-enough-1' });
    const code = await confirmationCodeFor(email);
    expect((await confirm(code)).status).toBe(200);
    const again = await confirm(code);
    expect(again.status).toBe(410);
    expect(again.body.error).toMatchObject({ code: 'LINK_EXPIRED', message: expect.stringMatching(/already used.*sign in/) });

    const late = `${unique('late')}@example.com`;
    await register({ username: unique('Late_'), email: late, password: 'long-enough-1' });
    await app.db.orm.em.fork().getConnection().execute(`update email_confirmation set expires_at = now() - interval '1 second' where customer_id = (select id from customer where email = ?)`, [late]);
    expect((await confirm(await confirmationCodeFor(late))).body.error).toMatchObject({ code: 'LINK_EXPIRED', message: expect.stringMatching(/expired/) });
    expect((await confirm('a'.repeat(43))).status).toBe(410);
    expect((await confirm('not a code')).body.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'token' })] });
  });

  it('an unconfirmed account cannot sign in (the same 401 as a wrong password, so nobody learns it exists); its right password mails a fresh link', async () => {
    const username = unique('Waiting_');
    const email = `${unique('waiting')}@example.com`;
    await register({ username, email, password: 'long-enough-1' });
    const first = await confirmationCodeFor(email);
    const unconfirmed = await login({ identifier: username, password: 'long-enough-1' });
    const wrong = await login({ identifier: username, password: 'not-the-password' });
    expect(unconfirmed.status).toBe(401);
    expect(unconfirmed.text).toBe(wrong.text);
    expect(unconfirmed.body.error.message).toMatch(/Just signed up\? Open the link we e-mailed you first/);
    expect(await mailKindsTo(email)).toEqual(['CONFIRM_EMAIL', 'CONFIRM_EMAIL']);
    // Either link confirms; then the password signs in.
    expect((await confirm(first)).status).toBe(200);
    expect((await login({ identifier: username, password: 'long-enough-1' })).status).toBe(200);
  });

  it('a new link can be asked for (POST /api/auth/confirm-email/resend): the same 202 for an unknown, a confirmed or a waiting address; only the waiting one is mailed', async () => {
    const waiting = `${unique('resend')}@example.com`;
    await register({ username: unique('Resend_'), email: waiting, password: 'long-enough-1' });
    const confirmedShopper = await registered();
    const replies = [];
    for (const email of [waiting, confirmedShopper.email, `${unique('nobody')}@example.com`]) {
      const reply = await call('POST', '/api/auth/confirm-email/resend', { json: { email } });
      expect(reply.status).toBe(202);
      replies.push(reply.text.replaceAll(email, '<email>'));
    }
    expect(new Set(replies).size).toBe(1);
    expect(await mailKindsTo(waiting)).toEqual(['CONFIRM_EMAIL', 'CONFIRM_EMAIL']);
    expect(await mailKindsTo(confirmedShopper.email)).toEqual(['CONFIRM_EMAIL']);
    expect((await call('POST', '/api/auth/confirm-email/resend', { json: { email: 'not-an-e-mail' } })).status).toBe(400);
  });

  it('refuses a username taken in another case with 409, and adds nobody', async () => {
    const taken = await registered();
    const before = await customerRows();
    const sameUsername = await register({ username: taken.username.toUpperCase(), email: `${unique('other')}@example.com`, password: 'long-enough-2' });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.error.code).toBe('CONFLICT');
    expect(await customerRows()).toEqual(before);
  });

  it('two registrations with the same e-mail at the same moment: the same 202 to both, one account', async () => {
    const email = `${unique('race')}@example.com`;
    const replies = await Promise.all([
      register({ username: unique('RaceA_'), email, password: 'long-enough-r' }),
      register({ username: unique('RaceB_'), email, password: 'long-enough-r' }),
    ]);
    expect(replies.map((r) => r.status), JSON.stringify(replies.map((r) => r.body))).toEqual([202, 202]);
    expect(replies[0].text).toBe(replies[1].text);
    expect(await app.db.orm.em.fork().count(Customer, { email })).toBe(1);
  });

  it('two registrations of one username in different case at the same moment: one 202, one 409', async () => {
    const username = unique('Racer_');
    const replies = await Promise.all([
      register({ username, email: `${unique('racer')}@example.com`, password: 'long-enough-r' }),
      register({ username: username.toLowerCase(), email: `${unique('racer')}@example.com`, password: 'long-enough-r' }),
    ]);
    expect(replies.map((r) => r.status).sort(), JSON.stringify(replies.map((r) => r.body))).toEqual([202, 409]);
    expect(replies.find((r) => r.status === 409)!.body.error.message).toBe('This username is taken');
    expect(await app.db.orm.em.fork().count(Customer, { username: { $ilike: username } })).toBe(1);
  });

  it.each([
    ['a password shorter than 8 characters', { password: 'short12' }],
    ['a username with spaces', { username: 'two words' }],
    ['a username of 2 characters', { username: 'ab' }],
    ['a malformed e-mail', { email: 'not-an-e-mail' }],
    ['a missing password', { password: undefined }],
    ['a language other than th or en', { language: 'fr' }],
  ])('refuses %s with 400 and adds nobody', async (_label, change) => {
    const before = await customerRows();
    const reply = await register({ username: unique('ok_'), email: `${unique('ok')}@example.com`, password: 'long-enough-3', ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('BAD_USER_INPUT');
    expect(await customerRows()).toEqual(before);
  });

  it('signs in by username (any case) or by e-mail: 200 with a working session', async () => {
    const customer = await registered();
    for (const fields of [
      { identifier: customer.username, password: customer.password },
      { identifier: customer.username.toLowerCase(), password: customer.password },
      { identifier: ` ${customer.email.toUpperCase()} `, password: customer.password },
      { username: customer.username, password: customer.password },
      { email: customer.email, password: customer.password },
    ]) {
      const reply = await login(fields);
      expect(reply.status, JSON.stringify(fields)).toBe(200);
      expect(reply.body).toEqual({ token: expect.any(String), user: { name: customer.username, email: customer.email, picture: null, username: customer.username } });
      expect((await call('GET', '/api/auth/me', { token: reply.body.token })).body.user.email).toBe(customer.email);
    }
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const customer = await registered();
    const wrongPassword = await login({ identifier: customer.username, password: 'not-the-password' });
    const unknown = await login({ identifier: unique('nobody_'), password: 'not-the-password' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error.code).toBe('UNAUTHENTICATED');
    expect(unknown.text).toBe(wrongPassword.text);
    expect(wrongPassword.text).not.toContain('token');
  });

  it('a Google-only customer (no password) cannot be signed in with the form', async () => {
    const email = `${unique('google-only')}@gmail.com`;
    expect((await googleLogin(await googleIdToken({ sub: googleSub(), email }))).status).toBe(200);
    const reply = await login({ identifier: email, password: 'anything-at-all' });
    expect(reply.status).toBe(401);
  });

  it('refuses a login body without a password with 400', async () => {
    expect((await login({ identifier: 'someone' })).status).toBe(400);
  });

  it('locks an account after 5 wrong passwords (429 with Retry-After), even for the right password', async () => {
    const customer = await registered();
    for (let i = 0; i < 5; i++) expect((await login({ identifier: customer.username, password: `wrong-${i}-pw` })).status).toBe(401);
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: customer.username, password: customer.password }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(880);
    // Another customer from the same IP is not affected.
    const other = await registered();
    expect((await login({ identifier: other.email, password: other.password })).status).toBe(200);
  });

  it('counts wrong passwords once per account: 5 alternating its username and e-mail lock both names', async () => {
    const customer = await registered();
    for (let i = 0; i < 5; i++) {
      const identifier = i % 2 === 0 ? customer.username : customer.email.toUpperCase();
      expect((await login({ identifier, password: `wrong-${i}-pw` })).status).toBe(401);
    }
    for (const identifier of [customer.username.toLowerCase(), customer.email]) {
      const locked = await login({ identifier, password: customer.password });
      expect(locked.status, identifier).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(880);
    }
  });

  it('30 wrong passwords for one account sent at the same moment (by username and e-mail) get 5 password checks; the other 25 are 429', async () => {
    const customer = await registered();
    let replies: Reply[] = [];
    const checks = await argon2CallsDuring('verify', async () => {
      replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login({ identifier: i % 2 === 0 ? customer.username : customer.email, password: `wrong-${i}-pw` })),
      );
    });
    expectBurstStoppedAtLimit(replies, checks);
    expect((await login({ identifier: customer.email, password: customer.password })).status).toBe(429);
  });

  it('GET /api/auth/me without a token, with a junk token or with an admin token is 401', async () => {
    for (const token of [undefined, 'junk', app.editor.token]) {
      const reply = await call('GET', '/api/auth/me', { token });
      expect(reply.status).toBe(401);
      expect(reply.body.error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('the register and login form over GraphQL', () => {
  it('customerRegister, confirmEmail (which signs in), customerLogin (username or e-mail) and customerMe', async () => {
    const username = unique('GqlPlayer_');
    const email = `${unique('gql-player')}@example.com`;
    const started = await app.graphql(REGISTER, { input: { username, email, password: 'long-enough-4', language: 'EN' } }, null);
    expect(started.body).toEqual({ data: { customerRegister: { email, linkHours: 24 } } });
    const confirmed = await app.graphql(CONFIRM, { token: await confirmationCodeFor(email) }, null);
    expect(confirmed.body.errors).toBeUndefined();
    const customer = confirmed.body.data.confirmEmail.customer;
    expect(customer).toEqual({ id: expect.any(Number), username, email, name: username, picture: null });
    expectGraphQLError(await app.graphql(CONFIRM, { token: await confirmationCodeFor(email) }, null), 'LINK_EXPIRED');

    for (const identifier of [username, email]) {
      const loggedIn = await app.graphql(LOGIN, { identifier, password: 'long-enough-4' }, null);
      expect(loggedIn.body.errors).toBeUndefined();
      expect(loggedIn.body.data.customerLogin.customer).toEqual(customer);
      const me = await app.graphql(CUSTOMER_ME, {}, loggedIn.body.data.customerLogin.token);
      expect(me.body.data.customerMe).toEqual(customer);
    }
    const resent = await app.graphql('mutation($input: ResendEmailConfirmationInput!) { resendEmailConfirmation(input: $input) { email linkHours } }', { input: { email } }, null);
    expect(resent.body).toEqual({ data: { resendEmailConfirmation: { email, linkHours: 24 } } });
  });

  it('customerRegister refuses a taken username (CONFLICT) and a short password (BAD_USER_INPUT); customerLogin a wrong password (UNAUTHENTICATED)', async () => {
    const username = unique('GqlDup_');
    const email = `${unique('gql-dup')}@example.com`;
    expect((await app.graphql(REGISTER, { input: { username, email, password: 'long-enough-5' } }, null)).body.errors).toBeUndefined();
    const before = await customerRows();
    expectGraphQLError(await app.graphql(REGISTER, { input: { username: username.toLowerCase(), email: `${unique('x')}@example.com`, password: 'long-enough-5' } }, null), 'CONFLICT');
    expectGraphQLError(await app.graphql(REGISTER, { input: { username: unique('x_'), email: `${unique('x')}@example.com`, password: 'short' } }, null), 'BAD_USER_INPUT');
    expect(await customerRows()).toEqual(before);
    expectGraphQLError(await app.graphql(LOGIN, { identifier: username, password: 'wrong-password' }, null), 'UNAUTHENTICATED');
  });
});

describe('sign-up does not tell whether an e-mail has an account', () => {
  const register = (fields: Record<string, unknown>) => call('POST', '/api/auth/register', { json: fields });
  const newEmail = () => `${unique('fresh')}@example.com`;

  it('an e-mail with a password or a Google account gets the same answer as a new one, its holder is mailed "someone tried to sign up", and the attempt is logged', async () => {
    const username = unique('Holder_');
    const email = `${unique('holder')}@example.com`;
    expect((await register({ username, email, password: 'long-enough-6' })).status).toBe(202);
    await call('POST', '/api/auth/confirm-email', { json: { token: await confirmationCodeFor(email) } });
    const googleEmail = `${unique('google-holder')}@gmail.com`;
    expect((await googleLogin(await googleIdToken({ sub: googleSub(), email: googleEmail }))).status).toBe(200);
    const before = await customerRows();
    const loggedBefore = warnings.lines().length;
    const fresh = newEmail();
    const answers = [];
    for (const address of [email.toUpperCase(), googleEmail, fresh]) {
      const reply = await register({ username: unique('Prober_'), email: address, password: 'long-enough-6' });
      expect(reply.status).toBe(202);
      answers.push(reply.text.replaceAll(address.toLowerCase(), '<email>'));
    }
    expect(new Set(answers).size).toBe(1);
    expect((await customerRows()).length).toBe(before.length + 1);
    // The same work either way, so the time taken does not tell either: one password hash, one mail queued.
    for (const address of [email, newEmail()]) {
      expect(await argon2CallsDuring('hash', () => register({ username: unique('Timer_'), email: address, password: 'long-enough-6' }))).toBe(1);
    }
    expect(await mailKindsTo(email)).toEqual(['CONFIRM_EMAIL', 'SIGN_UP_ATTEMPT', 'SIGN_UP_ATTEMPT']);
    expect(await mailKindsTo(googleEmail)).toEqual(['SIGN_UP_ATTEMPT']);
    expect(await mailKindsTo(fresh)).toEqual(['CONFIRM_EMAIL']);
    const probe = { username: unique('Prober_'), email, password: 'long-enough-6' };
    expect((await app.graphql(REGISTER, { input: probe }, null)).body).toEqual({ data: { customerRegister: { email, linkHours: 24 } } });

    const holder = await app.db.orm.em.fork().findOneOrFail(Customer, { email, passwordHash: { $ne: null } });
    const logged = warnings.lines().slice(loggedBefore);
    expect(logged.map((line) => line.msg)).toContainEqual(expect.stringMatching(new RegExp(`^\\[sign-up\\] .*customer ${holder.id};`)));
    // On the log of the request that probed, with its id.
    expect(logged.every((line) => line.level === 'warn' && typeof line.requestId === 'string')).toBe(true);
    expect(warnings.text()).not.toContain('long-enough-6');
  });

  it('a sign-up again with the address of an account never confirmed mails a fresh link (its holder lost the first), not a second account', async () => {
    const email = newEmail();
    await register({ username: unique('First_'), email, password: 'long-enough-6' });
    expect((await register({ username: unique('Second_'), email, password: 'long-enough-6' })).status).toBe(202);
    expect(await mailKindsTo(email)).toEqual(['CONFIRM_EMAIL', 'CONFIRM_EMAIL']);
    expect(await app.db.orm.em.fork().count(Customer, { email })).toBe(1);
  });

  it('mails to one address are limited (5 an hour): a sixth sign-up with it is 429, whoever holds it', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await register({ username: unique('Flood_'), email, password: 'long-enough-6' })).status).toBe(202);
    const refused = await register({ username: unique('Flood_'), email, password: 'long-enough-6' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many sign-ups with this e-mail address/);
    expect((await mailKindsTo(email)).length).toBe(5);
  });

  it('a taken username gets byte for byte the same answer whether or not the e-mail has an account', async () => {
    const username = unique('Known_');
    const email = `${unique('known')}@example.com`;
    expect((await register({ username, email, password: 'long-enough-7' })).status).toBe(202);
    const withTakenEmail = await register({ username: username.toLowerCase(), email, password: 'long-enough-7' });
    const withFreeEmail = await register({ username: username.toLowerCase(), email: newEmail(), password: 'long-enough-7' });
    expect(withTakenEmail.status).toBe(409);
    expect(withTakenEmail.body.error.message).toBe('This username is taken');
    // The one field it names, with the word clients choose their text by; nothing about the e-mail.
    expect(withTakenEmail.body.error.fields).toEqual([{ field: 'username', message: 'is taken', reason: 'TAKEN' }]);
    expect(withTakenEmail.text).toBe(withFreeEmail.text);
  });
});

describe('sign-up limit per IP', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // Its own shop, with the shop's own limit, behind a proxy (loopback) that says which client is calling.
    shop = await startTestApp({ contents: 'empty', trustProxy: ['loopback'] });
  });
  afterAll(() => shop?.close());

  const signUpFrom = (ip: string, fields: { username?: string; email?: string } = {}) =>
    call('POST', '/api/auth/register', {
      target: shop,
      headers: { 'x-forwarded-for': ip },
      json: { username: unique('Limited_'), email: `${unique('limited')}@example.com`, password: 'long-enough-8', ...fields },
    });

  it(`allows ${SIGN_UPS_PER_IP_PER_HOUR} sign-ups an hour from one IP, clashes included; then 429 with Retry-After, hashing no password`, async () => {
    const first = await signUpFrom('198.51.100.40');
    expect(first.status).toBe(202);
    expect((await signUpFrom('198.51.100.40', { email: first.body.email })).status).toBe(202);
    for (let i = 2; i < SIGN_UPS_PER_IP_PER_HOUR; i++) expect((await signUpFrom('198.51.100.40')).status).toBe(202);
    const customers = await shop.db.orm.em.fork().count(Customer, {});

    let refused!: Reply;
    expect(await argon2CallsDuring('hash', async () => (refused = await signUpFrom('198.51.100.40')))).toBe(0);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/sign-ups/) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.error.retryAfter).toBe(retryAfter);
    expect(await shop.db.orm.em.fork().count(Customer, {})).toBe(customers);

    // Another IP may still sign up, and the limited IP may still sign in.
    expect((await signUpFrom('198.51.100.41')).status).toBe(202);
    await call('POST', '/api/auth/confirm-email', { target: shop, json: { token: await confirmationCodeFor(first.body.email, shop) } });
    const signIn = await call('POST', '/api/auth/login', {
      target: shop,
      headers: { 'x-forwarded-for': '198.51.100.40' },
      json: { identifier: first.body.email, password: 'long-enough-8' },
    });
    expect(signIn.status).toBe(200);
  });

  it('counts GraphQL customerRegister and REST sign-ups together', async () => {
    const graphqlSignUp = async () => {
      const response = await fetch(`${shop.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.42' },
        body: JSON.stringify({
          query: REGISTER,
          variables: { input: { username: unique('GqlLimited_'), email: `${unique('gql-limited')}@example.com`, password: 'long-enough-9' } },
        }),
      });
      return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
    };
    for (let i = 0; i < SIGN_UPS_PER_IP_PER_HOUR; i++) {
      if (i % 2 === 0) expect((await signUpFrom('198.51.100.42')).status).toBe(202);
      else expect((await graphqlSignUp()).body.errors).toBeUndefined();
    }
    const refused = expectGraphQLError(await graphqlSignUp(), 'TOO_MANY_REQUESTS');
    expect(refused.retryAfter ?? refused.extensions?.retryAfter).toBeGreaterThan(3500);
    expect((await signUpFrom('198.51.100.42')).status).toBe(429);
  });
});

describe('a customer token is never a staff token', () => {
  let customerToken: string;
  beforeAll(async () => {
    const reply = await googleLogin(await googleIdToken({ sub: googleSub(), email: `${unique('not-staff')}@gmail.com` }));
    expect(reply.status).toBe(200);
    customerToken = reply.body.token;
  });

  it('GET /api/admin/me and GET /api/admin/all with a customer token are refused with 401', async () => {
    for (const path of ['/api/admin/me', '/api/admin/all']) {
      const reply = await call('GET', path, { token: customerToken });
      expect(reply.status, path).toBe(401);
      expect(reply.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('a customer token whose id is the same number as an admin\'s still does not pass for that admin', async () => {
    const sameId = await app.tokens.sign(CUSTOMER_AUDIENCE, app.editor.admin.id);
    expect((await call('GET', '/api/admin/me', { token: sameId })).status).toBe(401);
    expectGraphQLError(await app.graphql('{ me { id } }', {}, sameId), 'UNAUTHENTICATED');
    // And the other way round: the Editor's token is no customer session.
    expect((await call('GET', '/api/auth/me', { token: app.editor.token })).status).toBe(401);
  });

  it('POST /api/items and POST /api/categories with a customer token are 401 and create nothing', async () => {
    const count = async () => ((await (await fetch(`${app.baseUrl}/api/items`)).json()) as unknown[]).length;
    const before = await count();
    const form = new FormData();
    form.append('name', 'Customer Item');
    form.append('category_id', '1');
    form.append('price', '10.00');
    form.append('image', new Blob([new Uint8Array(imageSamples.png)], { type: 'image/png' }), 'x.png');
    const items = await fetch(`${app.baseUrl}/api/items`, { method: 'POST', headers: { authorization: `Bearer ${customerToken}` }, body: form });
    expect(items.status).toBe(401);
    const categories = await call('POST', '/api/categories', { token: customerToken, json: { name: 'Customer Game' } });
    expect(categories.status).toBe(401);
    expect(await count()).toBe(before);
    expect(await app.uploadedFiles()).toEqual([]);
  });

  it('GraphQL me, admins and createCategory with a customer token are UNAUTHENTICATED and create nothing', async () => {
    expectGraphQLError(await app.graphql('{ me { id } }', {}, customerToken), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql('{ admins { id } }', {}, customerToken), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql('{ auditLog { id } }', {}, customerToken), 'UNAUTHENTICATED');

    const categoriesBefore = await app.graphql('{ categories { id } }', {}, null);
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${customerToken}` },
      body: multipartForm(
        'mutation($image: Upload!, $input: CreateCategoryInput!) { createCategory(image: $image, input: $input) { id } }',
        { image: null, input: { name: 'Customer Game' } },
        { 'variables.image': { bytes: imageSamples.png } },
      ),
    });
    expectGraphQLError({ status: response.status, body: (await response.json()) as { data?: unknown; errors?: any[] } }, 'UNAUTHENTICATED');
    expect((await app.graphql('{ categories { id } }', {}, null)).body).toEqual(categoriesBefore.body);
    expect(await app.uploadedFiles()).toEqual([]);
  });

  it('staff-only introspection is refused to a customer token', async () => {
    expectGraphQLError(await app.graphql('{ __schema { queryType { name } } }', {}, customerToken), 'FORBIDDEN');
  });
});
