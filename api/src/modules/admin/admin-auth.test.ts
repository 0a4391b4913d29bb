import { randomBytes } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectGraphQLError, expectNoStackTrace } from '../../test-support/graphql-assertions.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { expectBurstStoppedAtLimit } from '../../test-support/sign-in-burst.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { LoginThrottle, limiterFactory } from '../auth/login-throttle.js';
import { TooManyRequestsError } from '../common/errors.js';
import { AdminRole } from './admin-role.js';
import { Admin } from './admin.entity.js';

// Counts password checks (the real argon2 still runs), so the test can see that every sign-in does one.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

// Tests share one app and database: each creates the admins it changes. Every failed sign-in here comes
// from 127.0.0.1 and counts towards the per-IP daily limit (100), so the file stays well below it.
let app: TestApp;
let boss: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  boss = await app.signIn(AdminRole.SUPER_ADMIN);
});
afterAll(() => app.close());

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  body: any;
}

/** A REST call; `json` is sent as a JSON body, `body` as is. */
async function call(
  method: string,
  path: string,
  options: { json?: unknown; body?: string; token?: string; headers?: Record<string, string>; target?: TestApp } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${(options.target ?? app).baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@shop.test`;
const restLogin = (email: string, password: string, target = app) => call('POST', '/api/admin/login', { json: { email, password }, target });

const ADMIN_LOGIN = 'mutation($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token admin { id name email role } } }';
const gqlLogin = (email: string, password: string, target = app) => target.graphql(ADMIN_LOGIN, { email, password }, null);

const ADMIN_FIELDS = 'id name email role';
const REGISTER = `mutation($input: RegisterAdminInput!) { registerAdmin(input: $input) { ${ADMIN_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: UpdateAdminInput!) { updateAdmin(id: $id, input: $input) { ${ADMIN_FIELDS} } }`;
const DELETE = 'mutation($id: Int!) { deleteAdmin(id: $id) }';
const LIST = `{ admins { ${ADMIN_FIELDS} } }`;
const ME = `{ me { ${ADMIN_FIELDS} } }`;

/** The admin row as stored now, or null. */
async function storedAdmin(id: number, target = app): Promise<Admin | null> {
  return target.db.orm.em.fork().findOne(Admin, { id });
}

async function adminRows(target = app) {
  return target.db.orm.em.fork().getConnection().execute('select id, name, email, role, password_hash from admin order by id');
}

/** How many argon2 password checks `work` caused. */
async function passwordChecksDuring(work: () => Promise<unknown>): Promise<number> {
  const before = vi.mocked(argon2.verify).mock.calls.length;
  await work();
  return vi.mocked(argon2.verify).mock.calls.length - before;
}

describe('POST /api/admin/login', () => {
  it('signs in with the right password: 200 {success, token, admin:{id,name,email,role}} and the token works', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('login-ok'), name: 'Login Ok' });
    const reply = await restLogin(admin.email, password);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      token: expect.any(String),
      admin: { id: admin.id, name: 'Login Ok', email: admin.email, role: 'Admin' },
    });
    const me = await call('GET', '/api/admin/me', { token: reply.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ admin: { id: admin.id, name: 'Login Ok', email: admin.email, role: 'Admin' } });
  });

  it('matches the e-mail ignoring case and surrounding spaces', async () => {
    const { admin, password } = await app.signIn(AdminRole.EDITOR, { email: uniqueEmail('case') });
    const reply = await restLogin(`  ${admin.email.toUpperCase()} `, password);
    expect(reply.status).toBe(200);
    expect(reply.body.admin).toMatchObject({ id: admin.id, email: admin.email, role: 'Editor' });
  });

  it('answers a wrong password and an unknown e-mail with the same 401 {success:false, message} body', async () => {
    const { admin } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('wrong-pw') });
    const wrongPassword = await restLogin(admin.email, 'not-the-password');
    const unknownEmail = await restLogin(uniqueEmail('nobody'), 'not-the-password');
    const malformedEmail = await restLogin('not-an-e-mail', 'not-the-password');
    for (const reply of [wrongPassword, unknownEmail, malformedEmail]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ success: false, message: expect.any(String) });
      expectNoStackTrace(reply.body);
    }
    expect(unknownEmail.text).toBe(wrongPassword.text);
    expect(malformedEmail.text).toBe(wrongPassword.text);
  });

  it('checks a password with argon2 for an unknown e-mail exactly as for a wrong password (same cost, no timing tell)', async () => {
    const { admin } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('timing') });
    const wrongPassword = await passwordChecksDuring(async () => expect((await restLogin(admin.email, 'wrong-password')).status).toBe(401));
    const unknownEmail = await passwordChecksDuring(async () => expect((await restLogin(uniqueEmail('ghost'), 'wrong-password')).status).toBe(401));
    expect([wrongPassword, unknownEmail]).toEqual([1, 1]);
  });

  it.each([
    ['a body without a password', { json: { email: 'someone@shop.test' } }],
    ['a body without an e-mail', { json: { password: 'some-password' } }],
    ['an empty password', { json: { email: 'someone@shop.test', password: '' } }],
    ['a password that is not a string', { json: { email: 'someone@shop.test', password: 12345678 } }],
    ['a body that is not JSON', { body: '{"email": "someone@shop.test", "password": ', headers: { 'content-type': 'application/json' } }],
    ['no body at all', {}],
  ])('refuses %s with 400 BAD_USER_INPUT', async (_label, options) => {
    const reply = await call('POST', '/api/admin/login', options);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
    expectNoStackTrace(reply.body);
  });
});

describe('GraphQL adminLogin', () => {
  it('signs in with the right password and returns a working token with the admin', async () => {
    const { admin, password } = await app.signIn(AdminRole.SUPER_ADMIN, { email: uniqueEmail('gql-login') });
    const { status, body } = await gqlLogin(admin.email.toUpperCase(), password);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.adminLogin).toEqual({
      token: expect.any(String),
      admin: { id: admin.id, name: admin.name, email: admin.email, role: 'SUPER_ADMIN' },
    });
    const me = await app.graphql(ME, {}, body.data.adminLogin.token);
    expect(me.body.data.me).toEqual({ id: admin.id, name: admin.name, email: admin.email, role: 'SUPER_ADMIN' });
  });

  it('answers a wrong password and an unknown e-mail with the same UNAUTHENTICATED error', async () => {
    const { admin } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('gql-wrong') });
    const wrongPassword = expectGraphQLError(await gqlLogin(admin.email, 'not-the-password'), 'UNAUTHENTICATED');
    const unknownEmail = expectGraphQLError(await gqlLogin(uniqueEmail('gql-nobody'), 'not-the-password'), 'UNAUTHENTICATED');
    expect(unknownEmail).toEqual(wrongPassword);
    // The REST and GraphQL answers say the same thing.
    expect(wrongPassword.message).toBe((await restLogin(uniqueEmail('rest-nobody'), 'not-the-password')).body.message);
  });

  it('refuses a missing password (GraphQL validation) and an empty one (BAD_USER_INPUT)', async () => {
    const missing = await app.graphql('mutation { adminLogin(email: "a@shop.test") { token } }', {}, null);
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expectGraphQLError(await gqlLogin('a@shop.test', ''), 'BAD_USER_INPUT');
  });
});

describe('who is signed in: GET /api/admin/me and GraphQL me', () => {
  it('returns the signed-in admin with their current role', async () => {
    const { admin, token } = await app.signIn(AdminRole.EDITOR, { name: 'Editor Me' });
    const rest = await call('GET', '/api/admin/me', { token });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ admin: { id: admin.id, name: 'Editor Me', email: admin.email, role: 'Editor' } });
    const gql = await app.graphql(ME, {}, token);
    expect(gql.body.data.me).toEqual({ id: admin.id, name: 'Editor Me', email: admin.email, role: 'EDITOR' });
  });

  it.each([
    ['no token', undefined],
    ['a junk token', 'junk.token.value'],
    ['a tampered token', 'TAMPER'],
  ])('answers %s with 401 / UNAUTHENTICATED', async (_label, rawToken) => {
    const token = rawToken === 'TAMPER' ? `${boss.token.slice(0, -4)}AAAA` : rawToken;
    const rest = await call('GET', '/api/admin/me', { token });
    expect(rest.status).toBe(401);
    expect(rest.body.error.code).toBe('UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(ME, {}, token ?? null), 'UNAUTHENTICATED');
  });

  it('the token carries only standard claims and its token version, and the Admin type has no password field', async () => {
    const gql = await app.graphql('{ me { id passwordHash } }', {}, boss.token);
    expect(gql.status).toBe(400);
    expect(gql.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const payload = JSON.parse(Buffer.from(boss.token.split('.')[1], 'base64url').toString('utf8'));
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sub', 'ver']);
  });
});

describe('sign-in throttling', () => {
  it('after 5 wrong passwords for one e-mail the 6th attempt is refused with 429 and Retry-After ≈ 900 s, even with the right password', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('locked') });
    for (let i = 0; i < 5; i++) expect((await restLogin(admin.email, `wrong-${i}-password`)).status).toBe(401);

    const locked = await restLogin(admin.email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.body.error.retryAfter).toBe(retryAfter);
    expect(locked.text).not.toContain('"token"');

    // The same account in another case, and through GraphQL, is locked too.
    expect((await restLogin(admin.email.toUpperCase(), password)).status).toBe(429);
    const gql = expectGraphQLError(await gqlLogin(admin.email, password), 'TOO_MANY_REQUESTS');
    expect(gql.retryAfter ?? gql.extensions.retryAfter).toBeGreaterThan(880);
  });

  it('another e-mail from the same IP still signs in while one account is locked', async () => {
    const victim = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('victim') });
    const bystander = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('bystander') });
    for (let i = 0; i < 5; i++) await restLogin(victim.admin.email, `wrong-${i}-password`);
    expect((await restLogin(victim.admin.email, victim.password)).status).toBe(429);

    const reply = await restLogin(bystander.admin.email, bystander.password);
    expect(reply.status).toBe(200);
    expect(reply.body.admin.id).toBe(bystander.admin.id);
  });

  it('a successful sign-in clears the consecutive-failure count', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('reset') });
    for (let i = 0; i < 4; i++) expect((await restLogin(admin.email, `wrong-${i}-password`)).status).toBe(401);
    expect((await restLogin(admin.email, password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await restLogin(admin.email, `wrong-${i}-again`)).status).toBe(401);
    // Eight failures in all, but never five in a row: still allowed.
    expect((await restLogin(admin.email, password)).status).toBe(200);
  });

  /** A mutation with six aliased adminLogin calls, each with another wrong password. */
  const sixAliasedLogins = `mutation($email: String!) {
${Array.from({ length: 6 }, (_, i) => `  a${i}: adminLogin(email: $email, password: "wrong-${i}-password") { token }`).join('\n')}
}`;
  const errorCodes = (body: { errors?: { extensions: { code: string } }[] }) => (body.errors ?? []).map((error) => error.extensions.code);

  it('six aliased adminLogin attempts in one request check one password only (execution stops at the first failure), and it counts', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('one-request') });
    const { body } = await app.graphql(sixAliasedLogins, { email: admin.email }, null);
    expect(body.data ?? null).toBeNull();
    expect(errorCodes(body)).toEqual(['UNAUTHENTICATED']);
    expect(body.errors?.[0].path).toEqual(['a0']);
    // Exactly one failure was counted: four more wrong passwords are still answered 401 (so fewer than
    // five had been counted before the last of them), and after them the account is locked (so at least one was).
    for (let i = 0; i < 4; i++) expect((await restLogin(admin.email, `wrong-rest-${i}`)).status).toBe(401);
    expect((await restLogin(admin.email, password)).status).toBe(429);
  });

  it('aliased adminLogin calls are throttled like separate requests: after five failed requests the sixth is TOO_MANY_REQUESTS', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('aliases') });
    const codes: string[][] = [];
    for (let request = 0; request < 6; request++) codes.push(errorCodes((await app.graphql(sixAliasedLogins, { email: admin.email }, null)).body));
    expect(codes).toEqual([...Array(5).fill(['UNAUTHENTICATED']), ['TOO_MANY_REQUESTS']]);
    expect((await restLogin(admin.email, password)).status).toBe(429);
  });

  it('a right password among aliased attempts gives no token when another alias fails', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('alias-guess') });
    const { body } = await app.graphql(
      'mutation($email: String!, $right: String!) { a: adminLogin(email: $email, password: $right) { token } b: adminLogin(email: $email, password: "wrong-password") { token } }',
      { email: admin.email, right: password },
      null,
    );
    expect(body.data ?? null).toBeNull();
    expect(JSON.stringify(body)).not.toContain('"token"');
  });

  it('30 wrong passwords for one e-mail sent at the same moment get 5 password checks; the other 25 are 429 with Retry-After', async () => {
    const { admin, password } = await app.signIn(AdminRole.ADMIN, { email: uniqueEmail('burst') });
    let replies: Reply[] = [];
    const checks = await passwordChecksDuring(async () => {
      replies = await Promise.all(Array.from({ length: 30 }, (_, i) => restLogin(admin.email, `wrong-${i}-password`)));
    });
    expectBurstStoppedAtLimit(replies, checks);
    expect((await restLogin(admin.email, password)).status).toBe(429);
  });

  describe('LoginThrottle rules (the class the app uses, with its in-memory limiter)', () => {
    /** One sign-in attempt with a wrong password: undefined when it was allowed (and counted), else the refusal. */
    const refusal = async (throttle: LoginThrottle, account: string, ip: string) =>
      throttle.attempt(account, ip, async () => undefined).then(
        () => undefined,
        (error: unknown) => error,
      );
    const signIn = (throttle: LoginThrottle, account: string, ip: string) => throttle.attempt(account, ip, async () => 'signed in');

    it('100 failures for different accounts from one IP lock that IP: the 101st attempt is refused, another IP is fine', async () => {
      const throttle = new LoginThrottle(limiterFactory(), 'test_per_ip');
      for (let i = 0; i < 100; i++) expect(await refusal(throttle, `account-${i}@shop.test`, '203.0.113.1')).toBeUndefined();
      const refused = await refusal(throttle, 'account-100@shop.test', '203.0.113.1');
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(0);
      expect(await refusal(throttle, 'account-100@shop.test', '203.0.113.2')).toBeUndefined();
      expect(await refusal(throttle, 'account-0@shop.test', '203.0.113.2')).toBeUndefined();
    });

    it('99 failures from one IP do not lock it yet', async () => {
      const throttle = new LoginThrottle(limiterFactory(), 'test_per_ip_99');
      for (let i = 0; i < 99; i++) await refusal(throttle, `account-${i}@shop.test`, '203.0.113.9');
      expect(await refusal(throttle, 'account-new@shop.test', '203.0.113.9')).toBeUndefined();
    });

    it('5 failures for account A from IP 1 lock A on IP 1 for 15 minutes, but A from IP 2 and B from IP 1 are allowed', async () => {
      const throttle = new LoginThrottle(limiterFactory(), 'test_pair');
      for (let i = 0; i < 5; i++) expect(await refusal(throttle, 'a@shop.test', '198.51.100.1')).toBeUndefined();

      const refused = await refusal(throttle, 'A@Shop.Test', '198.51.100.1');
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(890);
      expect((refused as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(900);
      await expect(signIn(throttle, 'a@shop.test', '198.51.100.1')).rejects.toBeInstanceOf(TooManyRequestsError);
      expect(await refusal(throttle, 'a@shop.test', '198.51.100.2')).toBeUndefined();
      expect(await refusal(throttle, 'b@shop.test', '198.51.100.1')).toBeUndefined();
    });

    it('a success clears the pair count but not the per-IP count', async () => {
      const throttle = new LoginThrottle(limiterFactory(), 'test_success');
      for (let i = 0; i < 4; i++) await refusal(throttle, 'a@shop.test', '198.51.100.7');
      expect(await signIn(throttle, 'a@shop.test', '198.51.100.7')).toBe('signed in');
      for (let i = 0; i < 4; i++) await refusal(throttle, 'a@shop.test', '198.51.100.7');
      // A fifth in a row is still allowed: the success broke the run. That makes nine failures from this IP.
      expect(await refusal(throttle, 'a@shop.test', '198.51.100.7')).toBeUndefined();
      for (let i = 0; i < 91; i++) await refusal(throttle, `other-${i}@shop.test`, '198.51.100.7');
      expect(await refusal(throttle, 'fresh@shop.test', '198.51.100.7')).toBeInstanceOf(TooManyRequestsError);
    });

    it('counts an attempt before its check runs: of 30 sent at once for one account, 5 are checked', async () => {
      const throttle = new LoginThrottle(limiterFactory(), 'test_burst');
      let checks = 0;
      const wrongPassword = async () => {
        checks++;
        return undefined;
      };
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, () =>
          throttle.attempt('a@shop.test', '198.51.100.8', wrongPassword).then(
            () => 'checked',
            (error: unknown) => error,
          ),
        ),
      );
      expect(checks).toBe(5);
      expect(outcomes.filter((outcome) => outcome === 'checked')).toHaveLength(5);
      const refusals = outcomes.filter((outcome): outcome is TooManyRequestsError => outcome instanceof TooManyRequestsError);
      expect(refusals).toHaveLength(25);
      for (const refused of refusals) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    });

    it('an attempt whose check fails with an error (say, the database is down) is given back', async () => {
      const throttle = new LoginThrottle(limiterFactory(), 'test_error');
      const outage = new Error('database unavailable');
      for (let i = 0; i < 10; i++) await expect(throttle.attempt('a@shop.test', '198.51.100.9', () => Promise.reject(outage))).rejects.toBe(outage);
      for (let i = 0; i < 5; i++) expect(await refusal(throttle, 'a@shop.test', '198.51.100.9')).toBeUndefined();
      expect(await refusal(throttle, 'a@shop.test', '198.51.100.9')).toBeInstanceOf(TooManyRequestsError);
    });
  });
});

describe('managing admins over REST (Super Admin)', () => {
  it('registers an admin (201, default role Admin) who can then sign in', async () => {
    const email = uniqueEmail('new-admin');
    const reply = await call('POST', '/api/admin/register', {
      token: boss.token,
      json: { name: '  New Admin ', email: `  ${email.toUpperCase()}`, password: 'long-enough-1' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, admin: { id: expect.any(Number), name: 'New Admin', email, role: 'Admin' } });
    expect(reply.text).not.toMatch(/password|argon2/i);
    const login = await restLogin(email, 'long-enough-1');
    expect(login.status).toBe(200);
    expect(login.body.admin).toEqual(reply.body.admin);
  });

  it('registers an Editor when asked', async () => {
    const reply = await call('POST', '/api/admin/register', {
      token: boss.token,
      json: { name: 'New Editor', email: uniqueEmail('new-editor'), password: 'long-enough-2', role: 'Editor' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.admin.role).toBe('Editor');
  });

  it.each([
    ['a password shorter than 8 characters', { password: 'short12' }, 400, 'BAD_USER_INPUT'],
    ['an unknown role "Owner"', { role: 'Owner' }, 400, 'BAD_USER_INPUT'],
    ['a malformed e-mail', { email: 'not-an-e-mail' }, 400, 'BAD_USER_INPUT'],
    ['a missing name', { name: undefined }, 400, 'BAD_USER_INPUT'],
  ])('refuses %s and adds nobody', async (_label, change, status, code) => {
    const before = await adminRows();
    const reply = await call('POST', '/api/admin/register', {
      token: boss.token,
      json: { name: 'Refused', email: uniqueEmail('refused'), password: 'long-enough-3', ...change },
    });
    expect(reply.status).toBe(status);
    expect(reply.body.error.code).toBe(code);
    expect(await adminRows()).toEqual(before);
  });

  it('refuses an e-mail that exists in another case with 409 and adds nobody', async () => {
    const { admin } = await app.signIn(AdminRole.EDITOR, { email: uniqueEmail('taken') });
    const before = await adminRows();
    const reply = await call('POST', '/api/admin/register', {
      token: boss.token,
      json: { name: 'Copy', email: admin.email.toUpperCase(), password: 'long-enough-4' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('CONFLICT');
    expect(await adminRows()).toEqual(before);
  });

  it('two registrations of one e-mail (in different case) at the same moment: one 201, one 409, one admin', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all(
      [email, email.toUpperCase()].map((address) =>
        call('POST', '/api/admin/register', { token: boss.token, json: { name: 'Racer', email: address, password: 'long-enough-r' } }),
      ),
    );
    expect(replies.map((r) => r.status).sort(), JSON.stringify(replies.map((r) => r.body))).toEqual([201, 409]);
    expect(await app.db.orm.em.fork().count(Admin, { email })).toBe(1);
  });

  it('lists admins as {admins:[{id,name,email,role}]} with no password hash anywhere', async () => {
    const { admin } = await app.signIn(AdminRole.EDITOR, { name: 'Listed Editor' });
    const reply = await call('GET', '/api/admin/all', { token: boss.token });
    expect(reply.status).toBe(200);
    expect(reply.body.admins).toContainEqual({ id: admin.id, name: 'Listed Editor', email: admin.email, role: 'Editor' });
    for (const listed of reply.body.admins) expect(Object.keys(listed).sort()).toEqual(['email', 'id', 'name', 'role']);
    expect(reply.text).not.toMatch(/password|argon2/i);
  });

  it('changes an admin\'s role and name: their session ends, and signed in again they have the new role', async () => {
    const target = await app.signIn(AdminRole.ADMIN);
    const reply = await call('PUT', `/api/admin/update/${target.admin.id}`, { token: boss.token, json: { role: 'Editor', name: 'Renamed' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, admin: { id: target.admin.id, name: 'Renamed', email: target.admin.email, role: 'Editor' } });
    expect((await call('GET', '/api/admin/me', { token: target.token })).status).toBe(401);
    const again = await restLogin(target.admin.email, target.password);
    expect((await call('GET', '/api/admin/me', { token: again.body.token })).body.admin.role).toBe('Editor');
  });

  it('changes an admin\'s password: the old one stops working, the new one works', async () => {
    const target = await app.signIn(AdminRole.ADMIN);
    expect((await call('PUT', `/api/admin/update/${target.admin.id}`, { token: boss.token, json: { password: 'brand-new-pass' } })).status).toBe(200);
    expect((await restLogin(target.admin.email, target.password)).status).toBe(401);
    expect((await restLogin(target.admin.email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses an update to role "Owner" or a short password with 400 and changes nothing', async () => {
    const target = await app.signIn(AdminRole.ADMIN);
    const before = await adminRows();
    expect((await call('PUT', `/api/admin/update/${target.admin.id}`, { token: boss.token, json: { role: 'Owner' } })).status).toBe(400);
    expect((await call('PUT', `/api/admin/update/${target.admin.id}`, { token: boss.token, json: { password: 'short' } })).status).toBe(400);
    expect(await adminRows()).toEqual(before);
  });

  it('answers 404 for an admin that does not exist', async () => {
    expect((await call('PUT', '/api/admin/update/999999', { token: boss.token, json: { role: 'Editor' } })).status).toBe(404);
    expect((await call('DELETE', '/api/admin/delete/999999', { token: boss.token })).status).toBe(404);
  });

  it('deletes an admin, whose token is refused (401) at once', async () => {
    const target = await app.signIn(AdminRole.ADMIN);
    expect((await call('GET', '/api/admin/me', { token: target.token })).status).toBe(200);
    const reply = await call('DELETE', `/api/admin/delete/${target.admin.id}`, { token: boss.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, deleted: true, id: target.admin.id });
    expect(await storedAdmin(target.admin.id)).toBeNull();

    const me = await call('GET', '/api/admin/me', { token: target.token });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(ME, {}, target.token), 'UNAUTHENTICATED');
    const write = await call('POST', '/api/categories', { token: target.token, json: { name: 'Ghost Game' } });
    expect(write.status).toBe(401);
  });

  it('refuses to let anyone delete themselves, changing nothing', async () => {
    const self = await app.signIn(AdminRole.SUPER_ADMIN);
    const before = await adminRows();
    const reply = await call('DELETE', `/api/admin/delete/${self.admin.id}`, { token: self.token });
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe('CONFLICT');
    expect(await adminRows()).toEqual(before);
    expect((await call('GET', '/api/admin/me', { token: self.token })).status).toBe(200);
  });

  it('takes MANAGE_ADMINS from a demoted Super Admin at once: the old session is over (401), a new one is refused (403)', async () => {
    const demoted = await app.signIn(AdminRole.SUPER_ADMIN);
    expect((await call('GET', '/api/admin/all', { token: demoted.token })).status).toBe(200);
    expect((await call('PUT', `/api/admin/update/${demoted.admin.id}`, { token: boss.token, json: { role: 'Admin' } })).status).toBe(200);
    expect((await call('GET', '/api/admin/all', { token: demoted.token })).status).toBe(401);

    const token = (await restLogin(demoted.admin.email, demoted.password)).body.token;
    const list = await call('GET', '/api/admin/all', { token });
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe('FORBIDDEN');
    const register = await call('POST', '/api/admin/register', {
      token,
      json: { name: 'Sneaky', email: uniqueEmail('sneaky'), password: 'long-enough-5', role: 'Super Admin' },
    });
    expect(register.status).toBe(403);
    expectGraphQLError(await app.graphql(LIST, {}, token), 'FORBIDDEN');
  });

  it.each([
    ['an Editor', AdminRole.EDITOR],
    ['an Admin', AdminRole.ADMIN],
  ])('refuses every admin-management route to %s with 403, changing nothing', async (_label, role) => {
    const { token } = await app.signIn(role);
    const victim = await app.signIn(AdminRole.EDITOR);
    const before = await adminRows();
    expect((await call('GET', '/api/admin/all', { token })).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/register', { token, json: { name: 'X', email: uniqueEmail('x'), password: 'long-enough-6' } })).status,
    ).toBe(403);
    expect((await call('PUT', `/api/admin/update/${victim.admin.id}`, { token, json: { role: 'Super Admin' } })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/delete/${victim.admin.id}`, { token })).status).toBe(403);
    expect(await adminRows()).toEqual(before);
  });

  it('refuses every admin-management route without a token with 401', async () => {
    expect((await call('GET', '/api/admin/all')).status).toBe(401);
    expect((await call('POST', '/api/admin/register', { json: { name: 'X', email: uniqueEmail('x'), password: 'long-enough-7' } })).status).toBe(401);
    expect((await call('PUT', `/api/admin/update/${boss.admin.id}`, { json: { role: 'Editor' } })).status).toBe(401);
    expect((await call('DELETE', `/api/admin/delete/${boss.admin.id}`)).status).toBe(401);
    expect((await storedAdmin(boss.admin.id))?.role).toBe(AdminRole.SUPER_ADMIN);
  });
});

describe('managing admins over GraphQL (Super Admin)', () => {
  it('registers (default role ADMIN), lists, updates and deletes an admin', async () => {
    const email = uniqueEmail('gql-admin');
    const registered = await app.graphql(REGISTER, { input: { name: 'Gql Admin', email, password: 'long-enough-8' } }, boss.token);
    expect(registered.body.errors).toBeUndefined();
    const admin = registered.body.data.registerAdmin;
    expect(admin).toEqual({ id: expect.any(Number), name: 'Gql Admin', email, role: 'ADMIN' });

    const listed = await app.graphql(LIST, {}, boss.token);
    expect(listed.body.data.admins).toContainEqual(admin);

    const updated = await app.graphql(UPDATE, { id: admin.id, input: { role: 'EDITOR' } }, boss.token);
    expect(updated.body.data.updateAdmin).toEqual({ ...admin, role: 'EDITOR' });

    const deleted = await app.graphql(DELETE, { id: admin.id }, boss.token);
    expect(deleted.body.data).toEqual({ deleteAdmin: true });
    expect(await storedAdmin(admin.id)).toBeNull();
  });

  it('cannot ask for a password hash', async () => {
    const reply = await app.graphql('{ admins { id passwordHash } }', {}, boss.token);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify((await app.graphql(LIST, {}, boss.token)).body)).not.toMatch(/argon2|password/i);
  });

  it('refuses a short password (BAD_USER_INPUT) and a duplicate e-mail in another case (CONFLICT), adding nobody', async () => {
    const { admin } = await app.signIn(AdminRole.EDITOR, { email: uniqueEmail('gql-taken') });
    const before = await adminRows();
    expectGraphQLError(
      await app.graphql(REGISTER, { input: { name: 'Short', email: uniqueEmail('gql-short'), password: 'short' } }, boss.token),
      'BAD_USER_INPUT',
    );
    expectGraphQLError(
      await app.graphql(REGISTER, { input: { name: 'Dup', email: admin.email.toUpperCase(), password: 'long-enough-9' } }, boss.token),
      'CONFLICT',
    );
    const owner = await app.graphql(REGISTER, { input: { name: 'Owner', email: uniqueEmail('owner'), password: 'long-enough-9', role: 'OWNER' } }, boss.token);
    expect(owner.status).toBe(400);
    expect(await adminRows()).toEqual(before);
  });

  it('refuses to let a Super Admin delete themselves (CONFLICT), changing nothing', async () => {
    const self = await app.signIn(AdminRole.SUPER_ADMIN);
    const before = await adminRows();
    expectGraphQLError(await app.graphql(DELETE, { id: self.admin.id }, self.token), 'CONFLICT');
    expect(await adminRows()).toEqual(before);
  });

  it('refuses admin management to an Editor (FORBIDDEN) and to no token (UNAUTHENTICATED)', async () => {
    const victim = await app.signIn(AdminRole.ADMIN);
    const before = await adminRows();
    for (const [token, code] of [
      [app.editor.token, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      expectGraphQLError(await app.graphql(LIST, {}, token), code);
      expectGraphQLError(await app.graphql(REGISTER, { input: { name: 'X', email: uniqueEmail('x'), password: 'long-enough-0' } }, token), code);
      expectGraphQLError(await app.graphql(UPDATE, { id: victim.admin.id, input: { role: 'SUPER_ADMIN' } }, token), code);
      expectGraphQLError(await app.graphql(DELETE, { id: victim.admin.id }, token), code);
    }
    expect(await adminRows()).toEqual(before);
  });
});

describe('the last Super Admin is always kept', () => {
  /** A shop of its own whose only Super Admin is `only`, so other tests' Super Admins do not count. */
  async function withOneSuperAdmin(work: (shop: TestApp, only: TestAdmin) => Promise<void>) {
    const shop = await startTestApp({ contents: 'empty' });
    try {
      await work(shop, await shop.signIn(AdminRole.SUPER_ADMIN));
    } finally {
      await shop.close();
    }
  }
  const superAdminIds = async (shop: TestApp) =>
    (await shop.db.orm.em.fork().find(Admin, { role: AdminRole.SUPER_ADMIN }, { orderBy: { id: 'asc' } })).map((a) => a.id);

  it('the only Super Admin can neither delete nor demote themselves (REST and GraphQL), and nothing changes', async () => {
    await withOneSuperAdmin(async (shop, only) => {
      const before = await adminRows(shop);
      const del = await call('DELETE', `/api/admin/delete/${only.admin.id}`, { token: only.token, target: shop });
      expect(del.status).toBe(409);
      const demote = await call('PUT', `/api/admin/update/${only.admin.id}`, { token: only.token, json: { role: 'Admin' }, target: shop });
      expect(demote.status).toBe(409);
      expect(demote.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/last Super Admin/i) });
      expectGraphQLError(await shop.graphql(UPDATE, { id: only.admin.id, input: { role: 'EDITOR' } }, only.token), 'CONFLICT');
      expectGraphQLError(await shop.graphql(DELETE, { id: only.admin.id }, only.token), 'CONFLICT');
      expect(await adminRows(shop)).toEqual(before);
      // Renaming themselves, keeping the role, is fine.
      const rename = await call('PUT', `/api/admin/update/${only.admin.id}`, {
        token: only.token,
        json: { name: 'Still Boss', role: 'Super Admin' },
        target: shop,
      });
      expect(rename.status).toBe(200);
      expect(await superAdminIds(shop)).toEqual([only.admin.id]);
    });
  });

  it('with two Super Admins one may be demoted; then the other is protected', async () => {
    await withOneSuperAdmin(async (shop, first) => {
      const second = await shop.signIn(AdminRole.SUPER_ADMIN);
      const demote = await call('PUT', `/api/admin/update/${second.admin.id}`, { token: first.token, json: { role: 'Admin' }, target: shop });
      expect(demote.status).toBe(200);
      expect(demote.body.admin.role).toBe('Admin');

      const before = await adminRows(shop);
      const selfDemote = await call('PUT', `/api/admin/update/${first.admin.id}`, { token: first.token, json: { role: 'Editor' }, target: shop });
      expect(selfDemote.status).toBe(409);
      // The demoted one lost the right to try: their session ended, and a new one is an Admin's.
      expect((await call('DELETE', `/api/admin/delete/${first.admin.id}`, { token: second.token, target: shop })).status).toBe(401);
      const secondAgain = (await restLogin(second.admin.email, second.password, shop)).body.token;
      expect((await call('DELETE', `/api/admin/delete/${first.admin.id}`, { token: secondAgain, target: shop })).status).toBe(403);
      expect(await adminRows(shop)).toEqual(before);
      expect(await superAdminIds(shop)).toEqual([first.admin.id]);
    });
  });

  it('with two Super Admins one may delete the other; the survivor is then protected', async () => {
    await withOneSuperAdmin(async (shop, first) => {
      const second = await shop.signIn(AdminRole.SUPER_ADMIN);
      expect((await call('DELETE', `/api/admin/delete/${first.admin.id}`, { token: second.token, target: shop })).status).toBe(200);
      expect(await superAdminIds(shop)).toEqual([second.admin.id]);
      expect((await call('PUT', `/api/admin/update/${second.admin.id}`, { token: second.token, json: { role: 'Admin' }, target: shop })).status).toBe(
        409,
      );
      expect((await call('DELETE', `/api/admin/delete/${second.admin.id}`, { token: second.token, target: shop })).status).toBe(409);
      expect(await superAdminIds(shop)).toEqual([second.admin.id]);
    });
  });

  /**
   * Races two Super Admins removing each other, five times over. However the two requests interleave, one
   * succeeds and the other is refused (409 if it got past the permission check, 401/403 if the first had
   * already committed), and exactly one Super Admin is left.
   */
  async function raceRemovingEachOther(remove: (shop: TestApp, actor: TestAdmin, target: TestAdmin) => Promise<Reply>) {
    await withOneSuperAdmin(async (shop, first) => {
      let survivor = first;
      for (let round = 0; round < 5; round++) {
        const other = await shop.signIn(AdminRole.SUPER_ADMIN);
        const [one, two] = await Promise.all([remove(shop, survivor, other), remove(shop, other, survivor)]);
        const statuses = [one.status, two.status];
        expect(statuses.filter((status) => status === 200), JSON.stringify([one.body, two.body])).toHaveLength(1);
        expect(statuses.filter((status) => status !== 200)[0]).toBeOneOf([401, 403, 409]);
        const left = await superAdminIds(shop);
        expect(left).toHaveLength(1);
        survivor = left[0] === survivor.admin.id ? survivor : other;
      }
    });
  }

  it('two Super Admins demoting each other at the same moment leave exactly one Super Admin', async () => {
    await raceRemovingEachOther((shop, actor, target) =>
      call('PUT', `/api/admin/update/${target.admin.id}`, { token: actor.token, json: { role: 'Admin' }, target: shop }),
    );
  });

  it('two Super Admins deleting each other at the same moment leave exactly one Super Admin', async () => {
    await raceRemovingEachOther((shop, actor, target) => call('DELETE', `/api/admin/delete/${target.admin.id}`, { token: actor.token, target: shop }));
  });
});

describe('audit log', () => {
  const AUDIT_LOG = `query($page: PageInput) { auditLog(page: $page) { id adminId adminEmail action entityType entityId before after createdAt } }`;

  interface Entry {
    id: number;
    adminId: number;
    adminEmail: string;
    action: string;
    entityType: string;
    entityId: string | null;
    before: any;
    after: any;
    createdAt: string;
  }

  /** Every audit entry, newest first, read page by page through GraphQL as the Super Admin. */
  async function auditEntries(): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (let offset = 0; ; offset += 100) {
      const { body } = await app.graphql(AUDIT_LOG, { page: { offset, limit: 100 } }, boss.token);
      expect(body.errors).toBeUndefined();
      entries.push(...body.data.auditLog);
      if (body.data.auditLog.length < 100) return entries;
    }
  }
  const entriesFor = async (entityType: string, entityId: number | string) =>
    (await auditEntries()).filter((entry) => entry.entityType === entityType && entry.entityId === String(entityId)).reverse();

  it('records catalogue writes: who, what, which record, and an item price before and after', async () => {
    const writer = await app.signIn(AdminRole.EDITOR);
    const auth = { authorization: `Bearer ${writer.token}` };
    const categoryReply = await fetch(`${app.baseUrl}/api/categories`, {
      method: 'POST',
      headers: auth,
      body: formWith({ name: `Audit Game ${randomBytes(3).toString('hex')}` }, { image: { bytes: imageSamples.png } }),
    });
    expect(categoryReply.status).toBe(201);
    const category = (await categoryReply.json()) as { id: number; name: string };
    const itemReply = await fetch(`${app.baseUrl}/api/items`, {
      method: 'POST',
      headers: auth,
      body: formWith({ name: 'Audit Item', category_id: String(category.id), price: '10.00' }, { image: { bytes: imageSamples.png } }),
    });
    expect(itemReply.status).toBe(201);
    const item = (await itemReply.json()) as { id: number };
    expect((await call('PUT', `/api/items/${item.id}`, { token: writer.token, json: { price: '12.50' } })).status).toBe(200);
    expect((await call('DELETE', `/api/items/${item.id}`, { token: writer.token })).status).toBe(200);

    const itemEntries = await entriesFor('Item', item.id);
    expect(itemEntries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of itemEntries) expect(entry).toMatchObject({ adminId: writer.admin.id, adminEmail: writer.admin.email });
    const [created, updated, deleted] = itemEntries;
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ id: item.id, name: 'Audit Item', price: '10.00' });
    expect(updated.before).toMatchObject({ id: item.id, price: '10.00' });
    expect(updated.after).toMatchObject({ id: item.id, price: '12.50' });
    expect(deleted.before).toMatchObject({ id: item.id, price: '12.50' });
    expect(deleted.after).toBeNull();

    const categoryEntries = await entriesFor('Category', category.id);
    expect(categoryEntries.map((entry) => entry.action)).toEqual(['create']);
    expect(categoryEntries[0]).toMatchObject({ adminEmail: writer.admin.email, after: { id: category.id, name: category.name } });
  });

  it('records admin writes with before/after snapshots that never contain a password hash', async () => {
    const email = uniqueEmail('audited');
    const registered = await app.graphql(REGISTER, { input: { name: 'Audited', email, password: 'long-enough-a' } }, boss.token);
    const id = registered.body.data.registerAdmin.id as number;
    await app.graphql(UPDATE, { id, input: { role: 'EDITOR', password: 'another-password' } }, boss.token);
    expect((await call('DELETE', `/api/admin/delete/${id}`, { token: boss.token })).status).toBe(200);

    const entries = await entriesFor('Admin', id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    for (const entry of entries) expect(entry).toMatchObject({ adminId: boss.admin.id, adminEmail: boss.admin.email });
    expect(entries[0].after).toMatchObject({ id, email, role: 'Admin' });
    expect(entries[1].before).toMatchObject({ id, role: 'Admin' });
    expect(entries[1].after).toMatchObject({ id, role: 'Editor' });
    expect(entries[2].before).toMatchObject({ id, email, role: 'Editor' });
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/passwordHash|password_hash|argon2/i);
    // Nor anywhere in the stored trail.
    const raw = await app.db.orm.em.fork().getConnection().execute('select before, after from audit_entry');
    expect(JSON.stringify(raw)).not.toMatch(/passwordHash|password_hash|argon2/i);
  });

  it('writes no entry for a refused change', async () => {
    const self = await app.signIn(AdminRole.SUPER_ADMIN);
    const count = () => app.db.orm.em.fork().count(AuditEntry, {});
    const before = await count();
    expect((await call('DELETE', `/api/admin/delete/${self.admin.id}`, { token: self.token })).status).toBe(409);
    expect((await call('POST', '/api/admin/register', { token: boss.token, json: { name: 'X', email: 'bad', password: 'long-enough-b' } })).status).toBe(
      400,
    );
    expect(await count()).toBe(before);
  });

  it('is for Super Admins only: an Editor or an Admin gets FORBIDDEN, no token UNAUTHENTICATED', async () => {
    expectGraphQLError(await app.graphql(AUDIT_LOG, {}, app.editor.token), 'FORBIDDEN');
    expectGraphQLError(await app.graphql(AUDIT_LOG, {}, (await app.signIn(AdminRole.ADMIN)).token), 'FORBIDDEN');
    expectGraphQLError(await app.graphql(AUDIT_LOG, {}, null), 'UNAUTHENTICATED');
  });
});

describe('me { permissions }', () => {
  it("answers what the admin's current role grants, from the server's one rule table", async () => {
    const editor = await app.signIn(AdminRole.EDITOR);
    const admin = await app.signIn(AdminRole.ADMIN);
    const permissionsOf = async (token: string) => (await app.graphql('{ me { permissions } }', {}, token)).body.data.me.permissions;
    expect(await permissionsOf(editor.token)).toEqual(['MANAGE_CATALOGUE']);
    expect(await permissionsOf(admin.token)).toEqual(['MANAGE_CATALOGUE', 'MANAGE_PAYMENTS', 'VIEW_REPORTS', 'VIEW_TRANSACTIONS', 'VIEW_CUSTOMERS', 'MANAGE_ORDERS', 'MANAGE_WALLETS', 'MANAGE_ROBUX_ACCOUNTS', 'ANSWER_SUPPORT']);
    expect(await permissionsOf(boss.token)).toEqual(expect.arrayContaining(['MANAGE_ADMINS', 'VIEW_AUDIT_LOG', 'VIEW_MAIL_LOG']));
  });
});

