import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrmConfig } from '../../config/orm.config.js';
import { migrationsList } from '../../migrations/index.js';
import { captureLogs } from '../../test-support/captured-logs.js';
import { TcpProxy } from '../../test-support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { stopTakingTraffic } from './graceful-shutdown.js';
import { Readiness } from './readiness.js';

/**
 * The real app on an ORM that reaches PostgreSQL through a TCP proxy (as database-outage.test.ts does), so the
 * database can be taken away and brought back without touching any other test's database.
 */
let db: TestDatabase;
let proxy: TcpProxy;
let proxiedOrm: MikroORM;
let app: TestApp;
const logs = captureLogs('info');

beforeAll(async () => {
  db = await createTestDatabase();
  const target = new URL(db.url);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.up();
  const proxiedUrl = new URL(db.url);
  proxiedUrl.hostname = '127.0.0.1';
  proxiedUrl.port = String(proxy.port);
  proxiedOrm = await MikroORM.init(createOrmConfig(proxiedUrl.toString(), { debug: false }));
  app = await startTestApp({ sharedDatabase: { ...db, orm: proxiedOrm }, operations: { logger: logs.logger } });
});

afterEach(async () => {
  // Whatever a test did, the next one starts with the database reachable.
  proxy.dropConnections();
  await proxy.up();
  await vi.waitFor(async () => expect((await get('/readyz')).status).toBe(200), { timeout: 15_000, interval: 100 });
});

afterAll(async () => {
  await app?.close();
  await proxiedOrm?.close(true).catch(() => undefined);
  await proxy?.close();
  await db?.drop();
});

async function get(path: string, baseUrl = app.baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(20_000) });
  const body = (await response.json()) as any;
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
}

describe('GET /healthz (liveness)', () => {
  it('answers 200 at once, not cached, and asks the database nothing: it answers while the database is gone', async () => {
    const live = await get('/healthz');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(live.headers.get('cache-control')).toBe('no-store');

    await proxy.down();
    const stillLive = await get('/healthz');
    expect(stillLive.status).toBe(200);
    expect(stillLive.ms).toBeLessThan(500);
  });
});

describe('GET /readyz (readiness)', () => {
  it('answers 200 with each check when the database answers and every migration is applied', async () => {
    const ready = await get('/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok', migrations: 'ok' } } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    // No Redis is configured in this app, so there is nothing to check.
    expect(ready.body.checks).not.toHaveProperty('redis');
  });

  it('answers 503 naming the database while it is down, quickly, and 200 again once it is back', { timeout: 60_000 }, async () => {
    await proxy.down();
    const down = await get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'not ready', checks: { database: 'unreachable', migrations: 'unknown' } });
    expect(down.ms).toBeLessThan(3_000);
    // What the shop answers meanwhile is unchanged: a quick 503 of its own.
    expect((await get('/api/categories')).status).toBe(503);

    await proxy.up();
    await vi.waitFor(async () => expect((await get('/readyz')).body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } }), { timeout: 15_000, interval: 100 });
    expect((await get('/api/categories')).status).toBe(200);

    // Operators read the change once each way, with the error behind it; the probes themselves are not logged.
    const changes = logs.lines().filter((line) => /ready/i.test(line.msg));
    expect(changes).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'Not ready: /readyz answers 503', checks: down.body.checks, errors: { database: expect.any(String) } }));
    expect(changes.at(-1)).toMatchObject({ level: 'info', msg: 'Ready again: /readyz answers 200' });
    expect(logs.lines().filter((line) => line.route === '/readyz' || line.route === '/healthz')).toEqual([]);
  });

  it('answers 503 "timed out" when the database stops answering rather than refusing, within its short timeout', { timeout: 60_000 }, async () => {
    const readiness = new Readiness({ orm: proxiedOrm, timeoutMs: 300 });
    proxy.silent();
    const started = performance.now();
    expect(await readiness.report()).toEqual({ ready: false, checks: { database: 'timed out', migrations: 'unknown' } });
    expect(performance.now() - started).toBeLessThan(1_000);

    await proxy.up();
    proxy.dropConnections();
    await vi.waitFor(async () => expect((await readiness.report()).ready).toBe(true), { timeout: 15_000, interval: 200 });
  });

  it('probes arriving together share one check of the database', async () => {
    const queriesBefore = db.queryLog.length;
    const readiness = new Readiness({ orm: db.orm });
    const reports = await Promise.all(Array.from({ length: 10 }, () => readiness.report()));
    expect(reports.every((report) => report.ready)).toBe(true);
    expect(db.queryLog.slice(queriesBefore).filter((query) => query.includes('mikro_orm_migrations'))).toHaveLength(1);
  });

  it('is not ready while a migration this code needs is not applied, or the database was never migrated', async () => {
    const names = migrationsList.map((migration) => migration.name);
    const ahead = new Readiness({ orm: db.orm, migrations: [...names, 'Migration29991231000000_not_applied'] });
    expect(await ahead.report()).toEqual({ ready: false, checks: { database: 'ok', migrations: '1 pending' } });

    const bare = `${db.url.split('/').pop()}_bare`;
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`create database ${pg.escapeIdentifier(bare)}`);
    const bareOrm = await MikroORM.init(createOrmConfig(db.url.replace(/[^/]+$/, bare), { debug: false }));
    try {
      expect(await new Readiness({ orm: bareOrm }).report()).toEqual({ ready: false, checks: { database: 'ok', migrations: `${names.length} pending` } });
    } finally {
      await bareOrm.close(true);
      await admin.query(`drop database ${pg.escapeIdentifier(bare)} with (force)`);
      await admin.end();
    }
  });

  it('checks Redis when one is configured: unreachable makes it not ready', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true, retryStrategy: () => null });
    try {
      expect(await new Readiness({ orm: db.orm, redis }).report()).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'unreachable' } });
    } finally {
      redis.disconnect();
    }
  });

  it.runIf(Boolean(process.env.REDIS_URL))('checks Redis when one is configured: a Redis that answers PING is ready', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { enableOfflineQueue: false });
    try {
      await vi.waitFor(() => expect(redis.status).toBe('ready'));
      expect(await new Readiness({ orm: db.orm, redis }).report()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'ok' } });
    } finally {
      await redis.quit();
    }
  });
});

/** The Connection header of an answer (fetch hides it). */
function connectionHeaderOf(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    httpGet(url, (response) => {
      response.resume();
      resolve(response.headers.connection);
    }).on('error', reject);
  });
}

describe('shutting down behind a load balancer', () => {
  it('/readyz turns 503 first while everything else is still served, then the server drains what is in flight and closes', { timeout: 30_000 }, async () => {
    // An instance of the app of its own (its readiness stops for good), listening as index.ts makes it listen.
    const readiness = new Readiness({ orm: db.orm });
    const instance = await startTestApp({ sharedDatabase: db, operations: { readiness, logger: logs.logger } });
    const server: Server = instance.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A request in flight: it waits on a lock held here until the stop is under way.
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table category in access exclusive mode');
      const inFlight = fetch(`${baseUrl}/api/categories`).then((response) => response.status);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const stopped = stopTakingTraffic(server, readiness, 500, instance.closeLiveConnections);
      expect(await get('/readyz', baseUrl)).toMatchObject({ status: 503, body: { status: 'not ready', checks: { shutdown: 'stopping' } } });
      expect((await get('/healthz', baseUrl)).status).toBe(200);
      expect((await get('/api/topuprobux', baseUrl)).status).toBe(200);
      // Kept-alive connections (a load balancer's pool) are closed after their answer instead of serving on.
      expect(await connectionHeaderOf(`${baseUrl}/api/topuprobux`)).toBe('close');

      await new Promise((resolve) => setTimeout(resolve, 700));
      await blocker.query('commit');
      const committedAt = performance.now();
      expect(await inFlight).toBe(200);
      await stopped;
      expect(performance.now() - committedAt).toBeLessThan(2_000);
      await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    } finally {
      await blocker.end();
      if (server.listening) server.close();
      await instance.close();
    }
  });
});
