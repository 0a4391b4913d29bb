import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from './database/embedded-postgres.js';
import { type AppProcess, startAppProcess } from './test-support/app-process.js';
import { databaseUrl } from './test-support/database-url.js';
import { formWith, imageSamples } from './test-support/images.js';

// Two instances of the built shop, as a load balancer would run them: one (empty) database, their own data
// folders, the same JWT_SECRET and Redis (when one is offered), trusting a proxy on loopback.
const ADMIN = { email: 'owner@instances.test', password: 'instances-password' };
let instances: AppProcess[];
let db: pg.Client;
let databaseName: string;
beforeAll(async () => {
  const server = inject('testDatabaseServer');
  databaseName = `${server.prefix}_instances_${randomBytes(3).toString('hex')}`;
  await createDatabaseIfMissing(server.adminUrl, databaseName);
  const env = {
    DATABASE_URL: databaseUrl(server.adminUrl, databaseName),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: 'loopback',
    ROBLOX_LOOKUP: 'off',
    REDIS_URL: process.env.REDIS_URL ?? '',
  };
  // Started at the same moment on the empty database.
  instances = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
});
afterAll(async () => {
  await Promise.all((instances ?? []).map((instance) => instance.stop()));
  await db?.end();
  const admin = new pg.Client({ connectionString: inject('testDatabaseServer').adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${pg.escapeIdentifier(databaseName)} with (force)`).finally(() => admin.end());
});

/** A client address of this run only: Redis keeps failure counts for a day, across runs on one machine. */
const clientAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const count = async (table: string) => (await db.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;

async function call(instance: AppProcess, method: string, path: string, init: { token?: string; json?: unknown; form?: FormData; clientIp?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.clientIp) headers['x-forwarded-for'] = init.clientIp;
  const response = await fetch(`${instance.baseUrl}${path}`, { method, headers, body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)) });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

const signIn = async (instance: AppProcess) => (await call(instance, 'POST', '/api/admin/login', { json: ADMIN })).body.token as string;

describe('two app instances on one database', () => {
  it('both come up when started together on an empty database, with one seed and one first admin', async () => {
    expect(await count('admin')).toBe(1);
    expect([await count('category'), await count('item'), await count('robux_package')]).toEqual([6, 118, 6]);
    const seeded = instances.filter((instance) => instance.output().includes('Seeded the demo catalogue'));
    expect(seeded).toHaveLength(1);
  });

  it('a token from one works on the other', async () => {
    const token = await signIn(instances[0]);
    expect((await call(instances[1], 'GET', '/api/admin/me', { token })).body.admin.email).toBe(ADMIN.email);
  });

  it('an image uploaded through one is served by the other', async () => {
    const token = await signIn(instances[0]);
    const upload = await call(instances[0], 'POST', '/api/uploads', { token, form: formWith({}, { image: { bytes: imageSamples.png } }) });
    expect(upload.status).toBe(201);
    const served = await fetch(`${instances[1].baseUrl}${upload.body.secure_url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('a price change through one is seen by the other at once, not after its cache expires (5 s)', async () => {
    const token = await signIn(instances[0]);
    const [item] = (await call(instances[1], 'GET', '/api/items?sort=PRICE_ASC')).body as { id: number; price: string }[];
    await call(instances[1], 'GET', '/api/items?sort=PRICE_ASC'); // now answered from the second instance's cache
    const changed = await call(instances[0], 'PUT', `/api/items/${item.id}`, { token, json: { price: '1.23' } });
    expect(changed.status).toBe(200);
    const start = performance.now();
    // Polled well inside the cache's 5 s: only the change notification can make the new price appear by then.
    await expect
      .poll(async () => ((await call(instances[1], 'GET', '/api/items?sort=PRICE_ASC')).body as { id: number; price: string }[]).find((i) => i.id === item.id)?.price, {
        timeout: 2_500,
        interval: 20,
      })
      .toBe('1.23');
    console.log(`the second instance showed the new price ${Math.round(performance.now() - start)} ms after the change`);
  });

  it.runIf(Boolean(process.env.REDIS_URL))('sign-in throttling counts failures made through both instances (shared in Redis)', async () => {
    const clientIp = clientAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await call(instances[attempt % 2], 'POST', '/api/admin/login', { json: { email: ADMIN.email, password: `wrong-${attempt}` }, clientIp });
      expect(reply.status).toBe(401);
    }
    expect((await call(instances[0], 'POST', '/api/admin/login', { json: ADMIN, clientIp })).status).toBe(429);
    expect((await call(instances[1], 'POST', '/api/admin/login', { json: ADMIN, clientIp })).status).toBe(429);
  });

  it('behind the trusted proxy, the limit is per client: another client still signs in', async () => {
    const locked = clientAddress();
    for (let attempt = 0; attempt < 5; attempt++) await call(instances[0], 'POST', '/api/admin/login', { json: { email: ADMIN.email, password: 'wrong' }, clientIp: locked });
    expect((await call(instances[0], 'POST', '/api/admin/login', { json: ADMIN, clientIp: locked })).status).toBe(429);
    expect((await call(instances[0], 'POST', '/api/admin/login', { json: ADMIN, clientIp: clientAddress() })).status).toBe(200);
  });
});
