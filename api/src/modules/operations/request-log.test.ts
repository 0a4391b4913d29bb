import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs, type LogLine } from '../../test-support/captured-logs.js';
import { newShopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { createLogger } from './logger.js';

let app: TestApp;
const logs = captureLogs('info');
beforeAll(async () => {
  app = await startTestApp({ operations: { logger: logs.logger } });
});
afterAll(() => app?.close());

interface Sent {
  status: number;
  requestId: string | null;
  body: any;
}

async function send(method: string, path: string, init: { json?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Sent> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, requestId: response.headers.get('x-request-id'), body: text.startsWith('{') ? JSON.parse(text) : text };
}

const linesOf = (requestId: string | null) => logs.lines().filter((line) => line.requestId === requestId);

/** The request's own line, written when its answer has gone out (which the client may see a moment earlier). */
async function requestLineOf(sent: Sent): Promise<LogLine> {
  await vi.waitFor(() => expect(linesOf(sent.requestId).filter((line) => 'route' in line)).toHaveLength(1));
  return linesOf(sent.requestId).find((line) => 'route' in line)!;
}

const fresh = () => randomBytes(4).toString('hex');

describe('request ids', () => {
  it("keeps the load balancer's X-Request-Id, echoes it and logs it", async () => {
    const sent = await send('GET', '/api/categories', { headers: { 'x-request-id': 'lb-4f2a9c01d3e5' } });
    expect(sent.requestId).toBe('lb-4f2a9c01d3e5');
    expect(await requestLineOf(sent)).toMatchObject({ requestId: 'lb-4f2a9c01d3e5' });
  });

  it('makes one (a UUID) when none is given, or when the one given is too long or holds other characters', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const unnamed = await send('GET', '/api/categories');
    expect(unnamed.requestId).toMatch(uuid);
    for (const given of ['x'.repeat(129), 'id with spaces', 'id"},{"level":"fatal', 'ünïcode']) {
      const sent = await send('GET', '/api/categories', { headers: { 'x-request-id': given } });
      expect(sent.requestId).toMatch(uuid);
    }
    const ids = await Promise.all(Array.from({ length: 5 }, () => send('GET', '/api/categories').then((sent) => sent.requestId)));
    expect(new Set(ids).size).toBe(5);
  });
});

describe('one JSON line per request', () => {
  it('holds the method, route pattern (not the URL), status, duration, request id and caller kind, and nothing else', async () => {
    const [{ id: itemId }] = await app.db.orm.em.fork().getConnection().execute<{ id: number }[]>('select id from item order by id limit 1');
    const sent = await send('GET', `/api/items/${itemId}?utm_source=mail`);
    expect(sent.status).toBe(200);
    const line = await requestLineOf(sent);
    expect(line).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      pid: process.pid,
      hostname: expect.any(String),
      requestId: sent.requestId,
      method: 'GET',
      route: '/api/items/:id',
      status: 200,
      durationMs: expect.any(Number),
      caller: 'anonymous',
      msg: 'GET /api/items/:id 200',
    });
    expect(JSON.stringify(line)).not.toContain('utm_source');
    expect(linesOf(sent.requestId)).toHaveLength(1);
  });

  it('names the route of a refusal, an unknown API path and a GraphQL operation; 5xx lines are errors', async () => {
    expect(await requestLineOf(await send('DELETE', '/api/items/1'))).toMatchObject({ route: '/api/items/:id', status: 401, level: 'info', caller: 'anonymous' });
    expect(await requestLineOf(await send('GET', `/api/no-such-thing/${fresh()}`))).toMatchObject({ route: '/api/*', status: 404 });
    const graphql = await send('POST', '/graphql', { json: { query: 'query StoreGames { categories { id name } }' } });
    expect(await requestLineOf(graphql)).toMatchObject({ method: 'POST', route: '/graphql', status: 200, operation: 'StoreGames' });
  });

  it('says whether the caller was a shopper or which staff member, once their token checked out', async () => {
    const shopper = await newShopper(app);
    const own = await send('GET', '/api/orders', { token: shopper.token });
    expect(await requestLineOf(own)).toMatchObject({ route: '/api/orders', status: 200, caller: 'shopper' });
    expect(await requestLineOf(own)).not.toHaveProperty('staffId');

    const admin = await app.signIn(AdminRole.ADMIN);
    const staff = await send('GET', '/api/admin/me', { token: admin.token });
    expect(await requestLineOf(staff)).toMatchObject({ route: '/api/admin/me', caller: 'staff', staffId: admin.admin.id });
    const staffGraphql = await send('POST', '/graphql', { json: { query: 'query Me { me { id } }' }, token: admin.token });
    expect(await requestLineOf(staffGraphql)).toMatchObject({ route: '/graphql', caller: 'staff', staffId: admin.admin.id, operation: 'Me' });

    const forged = await send('GET', '/api/orders', { token: `${shopper.token}x` });
    expect(await requestLineOf(forged)).toMatchObject({ status: 401, caller: 'unverified' });
  });

  it('leaves probes and scrapes out of the request log', async () => {
    const before = logs.lines().length;
    for (const path of ['/healthz', '/readyz', '/metrics']) expect((await send('GET', path)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logs.lines().slice(before)).toEqual([]);
  });
});

describe('secrets and personal data never reach the log', () => {
  it('sign-up, sign-in (REST and GraphQL, shoppers and staff) and tokens leave no password, token or e-mail in any line', async () => {
    const before = logs.lines().length;
    const username = `Logger_${fresh()}`;
    const email = `log-secret-${fresh()}@example.com`;
    const password = `pw-${fresh()}-never-logged`;
    const registered = await send('POST', '/api/auth/register', { json: { username, email, password } });
    expect(registered.status).toBe(202);
    const [{ secret: confirmationCode }] = await app.db.orm.em
      .fork()
      .getConnection()
      .execute<{ secret: string }[]>(`select secret from mail_message where recipient = ? and kind = 'CONFIRM_EMAIL'`, [email]);
    const confirmed = await send('POST', '/api/auth/confirm-email', { json: { token: confirmationCode } });
    expect(confirmed.status).toBe(200);
    const signedIn = await send('POST', '/api/auth/login', { json: { identifier: email, password } });
    expect(signedIn.status).toBe(200);
    const wrongPassword = `pw-${fresh()}-wrong-never-logged`;
    expect((await send('POST', '/api/auth/login', { json: { identifier: username, password: wrongPassword } })).status).toBe(401);
    const graphqlSignIn = await send('POST', '/graphql', {
      json: { query: 'mutation SignIn($identifier: String!, $password: String!) { customerLogin(identifier: $identifier, password: $password) { token } }', variables: { identifier: email, password } },
    });
    expect(graphqlSignIn.body.data.customerLogin.token).toEqual(expect.any(String));
    const graphqlEmail = `log-secret-${fresh()}@example.com`;
    const graphqlPassword = `pw-${fresh()}-graphql-never-logged`;
    const graphqlSignUp = await send('POST', '/graphql', {
      json: { query: 'mutation SignUp($input: CustomerRegisterInput!) { customerRegister(input: $input) { linkHours } }', variables: { input: { username: `Logger_${fresh()}`, email: graphqlEmail, password: graphqlPassword } } },
    });
    expect(graphqlSignUp.body.data.customerRegister.linkHours).toBe(24);

    const admin = await app.signIn(AdminRole.ADMIN);
    const staffSignIn = await send('POST', '/api/admin/login', { json: { email: admin.admin.email, password: admin.password } });
    expect(staffSignIn.status).toBe(200);
    const staffGraphql = await send('POST', '/graphql', {
      json: { query: 'mutation { adminLogin(email: "' + admin.admin.email + '", password: "' + admin.password + '") { token } }' },
    });
    expect(staffGraphql.body.data.adminLogin.token).toEqual(expect.any(String));
    const tokens = [signedIn.body.token, confirmationCode, confirmed.body.token, graphqlSignIn.body.data.customerLogin.token, staffSignIn.body.token, staffGraphql.body.data.adminLogin.token, admin.token];
    expect((await send('GET', '/api/auth/me', { token: signedIn.body.token })).status).toBe(200);
    expect((await send('GET', '/api/admin/me', { token: admin.token })).status).toBe(200);

    const sent = [registered, confirmed, signedIn, graphqlSignIn, graphqlSignUp, staffSignIn, staffGraphql];
    await Promise.all(sent.map(requestLineOf));
    const written = logs.lines().slice(before);
    expect(written.length).toBeGreaterThanOrEqual(sent.length + 3);
    const text = JSON.stringify(written);
    for (const secret of [password, wrongPassword, graphqlPassword, admin.password, ...tokens]) expect(text).not.toContain(secret);
    for (const personal of [email, graphqlEmail, admin.admin.email, username]) expect(text.toLowerCase()).not.toContain(personal.toLowerCase());
    expect(text).not.toMatch(/authorization|bearer|password|cookie/i);
  });

  it('an unexpected error is logged once, with the request id and what failed, but without the values of the statement', async () => {
    const sql = (query: string) => app.db.orm.em.fork().getConnection().execute(query);
    const email = `log-failure-${fresh()}@example.com`;
    const before = logs.lines().length;
    // The table the sign-in reads is gone for a moment: a fault no refusal explains.
    await sql('alter table customer rename to customer_away');
    const [rest, graphql] = await Promise.all([
      send('POST', '/api/auth/login', { json: { identifier: email, password: 'pw-unexpected-1' } }),
      send('POST', '/graphql', { json: { query: `mutation { customerLogin(identifier: "${email}", password: "pw-unexpected-2") { token } }` } }),
    ]).finally(() => sql('alter table customer_away rename to customer'));
    expect(rest.status).toBe(500);
    expect(graphql.body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');

    for (const [sent, where] of [
      [rest, 'POST /api/auth/login'],
      [graphql, 'GraphQL customerLogin'],
    ] as const) {
      const failures = linesOf(sent.requestId).filter((line) => line.level === 'error' && line.err);
      expect(failures).toEqual([
        expect.objectContaining({ msg: `Unexpected error in ${where}`, where, err: expect.objectContaining({ message: expect.stringMatching(/relation "customer" does not exist/), code: '42P01' }) }),
      ]);
    }
    expect((await requestLineOf(rest)).level).toBe('error');
    const text = JSON.stringify(logs.lines().slice(before));
    expect(text).not.toContain(email);
    expect(text).not.toContain('pw-unexpected');
    expect(text).not.toMatch(/select /i);
  });
});

describe('the logger', () => {
  it('writes to stdout asynchronously: nothing is written synchronously on the request path', () => {
    const logger = createLogger({ level: 'info', pretty: false });
    const stream = (logger as unknown as Record<symbol, { sync?: boolean; fd?: number }>)[pino.symbols.streamSym];
    expect(stream).toMatchObject({ sync: false, fd: 1 });
  });

  it('honours its level: debug lines are dropped at info', () => {
    const captured = captureLogs('info');
    captured.logger.debug('not written');
    captured.logger.info('written');
    expect(captured.lines().map((line) => line.msg)).toEqual(['written']);
  });
});
