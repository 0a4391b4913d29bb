import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../app.js';
import { createOrmConfig } from '../config/orm.config.js';
import { buildGraphQLSchema } from '../graphql/schema.js';
import { AdminRole } from '../modules/admin/admin-role.js';
import { Admin } from '../modules/admin/admin.entity.js';
import { hashPassword } from '../modules/admin/password.js';
import { LoginThrottle, limiterFactory } from '../modules/auth/login-throttle.js';
import { MailOutbox } from '../modules/mail/mail-outbox.js';
import { CatalogueCache } from '../modules/catalogue-cache/catalogue-cache.js';
import { robloxLookupOff } from '../modules/roblox/roblox-users.client.js';
import { AccountExportLimits } from '../modules/robux-account/robux-account-export-limits.js';
import { ADMIN_AUDIENCE, TokenService } from '../modules/auth/tokens.js';
import { Category } from '../modules/category/category.entity.js';
import { GoogleIdTokenVerifier } from '../modules/customer/google-id-token.js';
import { createSupportPubSub } from '../modules/support/support-live.js';
import { DEFAULT_OPEN_PAYMENT_LIMITS } from '../modules/payments/open-payment-limits.js';
import { SlipUploadLimits } from '../modules/payments/slip-upload-limits.js';
import { SupportSendLimits } from '../modules/support/support-send-limits.js';
import { LocalImageStorage } from '../modules/uploads/image-storage.js';
import { GOOGLE_TEST_CLIENT_ID, googleTestKeys } from '../test-support/google-test-keys.js';
import { formWith, imageSamples } from '../test-support/images.js';
import { TcpProxy } from '../test-support/tcp-proxy.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

/**
 * The real app over an ORM that reaches PostgreSQL through a TCP proxy, so the tests can take the
 * database away and bring it back. The ORM uses the app's own configuration (createOrmConfig), so
 * what is measured here is what production does. A second ORM, straight to the database, checks the data.
 */
let db: TestDatabase;
let proxy: TcpProxy;
let orm: MikroORM;
let app: App;
let server: Server;
let baseUrl: string;
let uploadDir: string;
let staffToken: string;
let categoryId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const target = new URL(db.url);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.up();
  const proxiedUrl = new URL(db.url);
  proxiedUrl.hostname = '127.0.0.1';
  proxiedUrl.port = String(proxy.port);
  orm = await MikroORM.init(createOrmConfig(proxiedUrl.toString(), { debug: false }));

  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-outage-uploads-'));
  const tokens = new TokenService(randomBytes(32).toString('hex'));
  const createLimiter = limiterFactory();
  app = await createApp({
    orm,
    schema: await buildGraphQLSchema(),
    images: new LocalImageStorage(uploadDir, 5 * 1024 * 1024),
    tokens,
    adminLoginThrottle: new LoginThrottle(createLimiter, 'admin_login'),
    customerLoginThrottle: new LoginThrottle(createLimiter, 'customer_login'),
    google: new GoogleIdTokenVerifier(GOOGLE_TEST_CLIENT_ID, googleTestKeys),
    catalogueCache: new CatalogueCache(),
    orders: { roblox: robloxLookupOff, paymentMinutes: 30, openPayments: DEFAULT_OPEN_PAYMENT_LIMITS },
    supportLive: createSupportPubSub(),
    supportSendLimits: new SupportSendLimits(createLimiter),
    slipUploadLimits: new SlipUploadLimits(createLimiter),
    accountExportLimits: new AccountExportLimits(createLimiter),
    mail: new MailOutbox({ shopName: 'Outage Shop', publicUrl: 'http://shop.test' }),
    setup: { mailServer: false },
    corsOrigins: [],
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const em = db.orm.em.fork();
  const editor = em.create(Admin, {
    name: 'Outage Editor',
    email: `outage-${randomBytes(3).toString('hex')}@shop.test`,
    passwordHash: await hashPassword('outage-password'),
    role: AdminRole.EDITOR,
  });
  await em.flush();
  staffToken = await tokens.sign(ADMIN_AUDIENCE, editor.id);
  categoryId = (await em.findOneOrFail(Category, { name: 'Blox Fruits' })).id;
});

afterEach(async () => {
  // Whatever a test did, the next one starts with the database reachable and the pool free of dead connections.
  if (!proxy) return;
  proxy.dropConnections();
  await proxy.up();
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await fetch(`${baseUrl}/api/categories`).then((r) => r.status)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await app?.stop();
  await orm?.close(true).catch(() => undefined);
  await proxy?.close();
  await db?.drop();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  body: any;
  ms: number;
}

async function send(method: string, urlPath: string, init: { json?: unknown; form?: FormData; token?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const start = performance.now();
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - start;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body, ms };
}

const graphql = (query: string, token?: string) => send('POST', '/graphql', { json: { query }, token });
const storedCategoryName = async () => (await db.orm.em.fork().findOneOrFail(Category, { id: categoryId })).name;

/** Answers 200 once the database is reachable again (the first request after recovery must already work). */
async function expectServing() {
  const reply = await send('GET', '/api/categories');
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.length).toBeGreaterThan(0);
}

describe('the database goes away (connections cut and refused)', () => {
  it('GET /api/categories answers 503 SERVICE_UNAVAILABLE within a few seconds, then 200 as soon as it is back', { timeout: 60_000 }, async () => {
    await expectServing();
    await proxy.down();

    const reply = await send('GET', '/api/categories');
    expect(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect(reply.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
    expect(reply.ms).toBeLessThan(6000);

    await proxy.up();
    await expectServing();
  });

  it('every request during the outage gets a quick 503, even more at once than the pool holds', { timeout: 60_000 }, async () => {
    await expectServing();
    await proxy.down();
    const replies = await Promise.all(Array.from({ length: 15 }, () => send('GET', '/api/items')));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(503);
      expect(reply.body.error.code).toBe('SERVICE_UNAVAILABLE');
      expect(reply.ms).toBeLessThan(6000);
    }
    await proxy.up();
    await expectServing();
  });

  it('GraphQL answers SERVICE_UNAVAILABLE during the outage and data afterwards', { timeout: 60_000 }, async () => {
    await proxy.down();
    const reply = await graphql('{ categories { id name } }');
    expect(reply.body.errors?.[0]?.extensions?.code, JSON.stringify(reply.body)).toBe('SERVICE_UNAVAILABLE');
    expect(reply.body.data ?? null).toBeNull();
    expect(reply.ms).toBeLessThan(6000);
    expect(JSON.stringify(reply.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/i);

    await proxy.up();
    const after = await graphql('{ categories { id name } }');
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data.categories.length).toBeGreaterThan(0);
  });

  it('the store page, read by one prepared statement on a pooled connection, answers SERVICE_UNAVAILABLE during the outage', { timeout: 60_000 }, async () => {
    const storePage = '{ itemFacets { total } items { total items { id name } } }';
    await proxy.down();
    const reply = await graphql(storePage);
    expect(reply.body.errors?.[0]?.extensions?.code, JSON.stringify(reply.body)).toBe('SERVICE_UNAVAILABLE');
    expect(reply.body.data ?? null).toBeNull();
    expect(reply.ms).toBeLessThan(6000);

    await proxy.up();
    const after = await graphql(storePage);
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data.items.total).toBeGreaterThan(0);
  });

  it('a write during the outage is answered 503 and changes nothing; the same write works afterwards', { timeout: 60_000 }, async () => {
    const nameBefore = await storedCategoryName();
    await proxy.down();
    const reply = await send('PUT', `/api/categories/${categoryId}`, { json: { name: 'Renamed During Outage' }, token: staffToken });
    expect(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect(reply.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(reply.ms).toBeLessThan(6000);

    await proxy.up();
    expect(await storedCategoryName()).toBe(nameBefore);
    const after = await send('PUT', `/api/categories/${categoryId}`, { json: { name: nameBefore }, token: staffToken });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('an image upload during the outage is answered 503 and leaves no file behind', { timeout: 60_000 }, async () => {
    await proxy.down();
    const reply = await send('POST', '/api/uploads', { form: formWith({}, { image: { bytes: imageSamples.png } }), token: staffToken });
    expect(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect(reply.ms).toBeLessThan(6000);
    expect(await readdir(uploadDir)).toEqual([]);
  });

  it('a sign-in during the outage is 503, not 401 (the password was not judged)', { timeout: 60_000 }, async () => {
    await proxy.down();
    const reply = await send('POST', '/api/admin/login', { json: { email: 'someone@shop.test', password: 'some-password' } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect(reply.ms).toBeLessThan(6000);
  });
});

describe('the database restarts (connections cut, back at once)', () => {
  it('requests on cut connections get 503 (never 500), and the shop serves again without a restart', { timeout: 60_000 }, async () => {
    await Promise.all([send('GET', '/api/categories'), send('GET', '/api/items'), send('GET', '/api/topuprobux')]);
    proxy.dropConnections();
    const statuses: number[] = [];
    const start = performance.now();
    // A generous window: how fast it recovers is for the benchmarks, this test proves that it does.
    while (performance.now() - start < 15_000) {
      const reply = await send('GET', '/api/categories');
      statuses.push(reply.status);
      if (reply.status === 200) break;
      expect(reply.body.error?.code, JSON.stringify(reply.body)).toBe('SERVICE_UNAVAILABLE');
    }
    expect(statuses.at(-1), statuses.join()).toBe(200);
  });
});

describe('the database stops answering (connections hang)', () => {
  /** Lets the pool notice that its idle connections were cut, so the next request opens a new one. */
  const poolNoticesCutConnections = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('a new connection that gets no answer (host unreachable): 503 SERVICE_UNAVAILABLE within a few seconds, then 200 when it answers again', { timeout: 60_000 }, async () => {
    await expectServing();
    proxy.silent();
    proxy.dropConnections();
    await poolNoticesCutConnections();

    const reply = await send('GET', '/api/categories');
    expect.soft(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect.soft(reply.body.error?.code).toBe('SERVICE_UNAVAILABLE');
    expect.soft(reply.ms).toBeLessThan(6000);

    proxy.dropConnections();
    await proxy.up();
    await poolNoticesCutConnections();
    await expectServing();
  });

  it('an open pooled connection that stops answering (hung server): 503 SERVICE_UNAVAILABLE within a few seconds', { timeout: 90_000 }, async () => {
    await expectServing();
    // The pool keeps the connection from the request above; now nothing comes back on it.
    proxy.silent();
    const reply = await send('GET', '/api/categories');
    expect.soft(reply.status, JSON.stringify(reply.body)).toBe(503);
    expect.soft(reply.body.error?.code).toBe('SERVICE_UNAVAILABLE');
    expect.soft(reply.ms).toBeLessThan(6000);

    proxy.dropConnections();
    await proxy.up();
    await poolNoticesCutConnections();
    await expectServing();
  });
});
