import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelValues, metricValue } from '../../test-support/prometheus-text.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { expireOverdueOrders } from '../orders/order-expiry.js';
import { afterCommit } from './business-metrics.js';
import { OperationLabels } from './graphql-metrics.js';
import { metricsGate } from './metrics-access.js';
import { walletTransfers } from './metrics.js';

let app: TestApp;
let admin: TestAdmin;
let shopper: Shopper;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  shopper = await newShopper(app);
});
afterAll(() => app?.close());

async function scrape(baseUrl = app.baseUrl, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/metrics`, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** How much each figure moved while `work` ran. */
async function movedBy(figures: Record<string, [name: string, labels?: Record<string, string>]>, work: () => Promise<unknown>) {
  const before = (await scrape()).text;
  await work();
  const after = (await scrape()).text;
  return Object.fromEntries(Object.entries(figures).map(([key, [name, labels]]) => [key, metricValue(after, name, labels) - metricValue(before, name, labels)]));
}

/** A new order of one unit of a new item, and the checkout body that placed it. */
async function placedOrder() {
  const [item] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '99.00', 5, '/images/test.png') returning id`,
    [`Metric fruit ${randomUUID().slice(0, 8)}`],
  );
  const checkout = orderBody([{ item_id: item.id, quantity: 1 }]);
  const reply = await shopper.call('POST', '/api/orders', checkout);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { ...(reply.body as { number: string }), checkout };
}

async function sendSlip(number: string, image: Buffer) {
  const form = new FormData();
  form.append('slip', new Blob([image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/orders/${number}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
  return response.status;
}

describe('GET /metrics', () => {
  it('answers in the Prometheus text format with the process figures and the database pool', async () => {
    const { status, headers, text } = await scrape();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(headers.get('cache-control')).toBe('no-store');
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
    expect(metricValue(text, 'storefront_db_pool_max_connections')).toBe(10);
    expect(labelValues(text, 'storefront_db_pool_connections', 'state').sort()).toEqual(['idle', 'in_use']);
    expect(text).toMatch(/^storefront_db_pool_waiting_requests \d+$/m);
  });

  it('counts HTTP requests by method, route pattern and status, and times them; probes are not counted', async () => {
    const [{ id }] = await sql<{ id: number }>('select id from item order by id limit 1');
    const moved = await movedBy(
      {
        found: ['storefront_http_request_duration_seconds_count', { method: 'GET', route: '/api/items/:id', status: '200' }],
        missing: ['storefront_http_request_duration_seconds_count', { method: 'GET', route: '/api/items/:id', status: '404' }],
        fast: ['storefront_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/items/:id', status: '200', le: '5' }],
        probes: ['storefront_http_request_duration_seconds_count', { route: '/healthz' }],
      },
      async () => {
        for (let i = 0; i < 3; i++) expect((await fetch(`${app.baseUrl}/api/items/${id}`)).status).toBe(200);
        expect((await fetch(`${app.baseUrl}/api/items/999999999`)).status).toBe(404);
        await fetch(`${app.baseUrl}/healthz`);
      },
    );
    expect(moved).toEqual({ found: 3, missing: 1, fast: 3, probes: 0 });
    // The scrape before the requests was counted too, and no raw URL ever becomes a label.
    const { text } = await scrape();
    expect(labelValues(text, 'storefront_http_request_duration_seconds_count', 'route').every((route) => !/\d/.test(route))).toBe(true);
  });

  it('counts GraphQL operations by name and result, and the catalogue cache hits and misses', async () => {
    const query = `query MetricsGames($tag: String) { categories { id name } items(filter: { search: $tag }) { total } }`;
    const tag = randomUUID().slice(0, 8);
    const moved = await movedBy(
      {
        ok: ['storefront_graphql_operation_duration_seconds_count', { operation: 'MetricsGames', type: 'query', result: 'ok' }],
        failed: ['storefront_graphql_operation_duration_seconds_count', { operation: 'MetricsBroken', result: 'error' }],
        invalid: ['storefront_graphql_operation_duration_seconds_count', { operation: '(invalid)' }],
        hits: ['storefront_catalogue_cache_hits_total'],
        misses: ['storefront_catalogue_cache_misses_total'],
      },
      async () => {
        for (let i = 0; i < 2; i++) expect((await app.graphql(query, { tag }, null)).body.errors).toBeUndefined();
        expect((await app.graphql('query MetricsBroken { item(id: 999999999) { id } }', {}, null)).body.errors).toBeDefined();
        expect((await app.graphql('query { nope }', {}, null)).status).toBe(400);
      },
    );
    // The second identical anonymous query is a hit; the missing item is read (a miss) and has no answer to keep.
    expect(moved).toEqual({ ok: 2, failed: 1, invalid: 1, hits: 1, misses: 2 });
  });

  it('counts sign-in throttling refusals by limit', async () => {
    const email = `throttled-${randomUUID().slice(0, 8)}@shop.test`;
    const moved = await movedBy({ refused: ['storefront_login_throttle_refusals_total', { limit: 'admin_login_fails_account_ip' }] }, async () => {
      for (let attempt = 0; attempt < 5; attempt++) expect((await callAs(app, undefined, 'POST', '/api/admin/login', { email, password: 'wrong-password' })).status).toBe(401);
      expect((await callAs(app, undefined, 'POST', '/api/admin/login', { email, password: 'wrong-password' })).status).toBe(429);
    });
    expect(moved).toEqual({ refused: 1 });
  });

  it('counts orders placed, cancelled and expired', async () => {
    const moved = await movedBy(
      {
        placed: ['storefront_orders_placed_total'],
        cancelled: ['storefront_order_status_changes_total', { to: 'CANCELLED' }],
        expired: ['storefront_order_status_changes_total', { to: 'EXPIRED' }],
      },
      async () => {
        const order = await placedOrder();
        // The same checkout key again answers the same order: not a second placement.
        expect((await shopper.call('POST', '/api/orders', order.checkout)).status).toBe(200);
        expect((await shopper.call('POST', `/api/orders/${order.number}/cancel`)).status).toBe(200);
        const unpaid = await placedOrder();
        await sql(`update customer_order set expires_at = now() - interval '1 minute' where number = ?`, [unpaid.number]);
        expect(await expireOverdueOrders(app.db.orm.em.fork(), app.orderEffects)).toBe(1);
      },
    );
    expect(moved).toEqual({ placed: 2, cancelled: 1, expired: 1 });
  });

  it('counts a slip approved by staff, the order paid, its ledger transfer, and a slip refused as a duplicate', async () => {
    const moved = await movedBy(
      {
        approved: ['storefront_payment_slip_decisions_total', { decision: 'approved', decided_by: 'staff', for: 'order' }],
        paid: ['storefront_order_status_changes_total', { to: 'PAID' }],
        transfers: ['storefront_wallet_transfers_total', { kind: 'ORDER_PAYMENT' }],
        duplicates: ['storefront_payment_slips_refused_duplicate_total'],
      },
      async () => {
        const [first, second] = [await placedOrder(), await placedOrder()];
        const slip = await newSlip();
        expect(await sendSlip(first.number, slip.image)).toBe(200);
        expect((await callAs(app, admin.token, 'POST', `/api/admin/orders/${first.number}/payment/approve`)).status).toBe(200);
        expect(await sendSlip(second.number, slip.image)).toBe(409);
      },
    );
    expect(moved).toEqual({ approved: 1, paid: 1, transfers: 1, duplicates: 1 });
  });

  it('shows how long the slip waiting longest in each review queue has waited, and 0 once none waits', async () => {
    const order = await placedOrder();
    expect(await sendSlip(order.number, (await newSlip()).image)).toBe(200);
    await sql(`update payment_slip set submitted_at = now() - interval '2 hours' where id = (select max(s.id) from payment_slip s join payment p on p.id = s.payment_id join customer_order o on o.id = p.order_id where o.number = ?)`, [order.number]);
    const { text } = await scrape();
    expect(labelValues(text, 'storefront_payment_review_oldest_seconds', 'for').sort()).toEqual(['order', 'topup']);
    const waiting = metricValue(text, 'storefront_payment_review_oldest_seconds', { for: 'order' });
    expect(waiting).toBeGreaterThanOrEqual(7_200);
    expect(waiting).toBeLessThan(7_200 + 600);
    expect(metricValue(text, 'storefront_payment_review_oldest_seconds', { for: 'topup' })).toBe(0);
    // Every slip of this test file's shopper decided: nothing waits.
    for (const { number } of await sql<{ number: string }>(`select number from customer_order where status = 'PAYMENT_REVIEW'`)) {
      expect((await callAs(app, admin.token, 'POST', `/api/admin/orders/${number}/payment/approve`)).status).toBe(200);
    }
    expect(metricValue((await scrape()).text, 'storefront_payment_review_oldest_seconds', { for: 'order' })).toBe(0);
  });

  it('counts what a transaction did only once it commits: nothing for a rolled-back one', async () => {
    const count = () => walletTransfers.inc({ kind: 'ADJUSTMENT' });
    const adjustments = async () => metricValue((await scrape()).text, 'storefront_wallet_transfers_total', { kind: 'ADJUSTMENT' });
    const before = await adjustments();
    await expect(
      app.db.orm.em.fork().transactional(async (tx) => {
        afterCommit(tx, count);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await adjustments()).toBe(before);
    await app.db.orm.em.fork().transactional(async (tx) => {
      afterCommit(tx, count);
      expect(await adjustments()).toBe(before);
    });
    expect(await adjustments()).toBe(before + 1);
  });
});

describe('who may read /metrics', () => {
  const ask = (gate: ReturnType<typeof metricsGate>, ip: string, token?: string) => gate(ip, token === undefined ? undefined : `Bearer ${token}`)?.status ?? 200;

  it('with METRICS_TOKEN: only callers sending it as a bearer token', () => {
    const gate = metricsGate({ token: 'scrape-secret-0123456789', loopbackWhenUnset: false });
    expect(ask(gate, '203.0.113.5', 'scrape-secret-0123456789')).toBe(200);
    expect(ask(gate, '127.0.0.1')).toBe(401);
    expect(ask(gate, '127.0.0.1', 'scrape-secret-012345678')).toBe(401);
    expect(ask(gate, '127.0.0.1', 'scrape-secret-0123456789x')).toBe(401);
  });

  it('with METRICS_ALLOW: only callers from those addresses and ranges, IPv4 clients of a dual-stack socket included', () => {
    const gate = metricsGate({ allow: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'], loopbackWhenUnset: false });
    for (const allowed of ['10.1.2.3', '::ffff:10.200.0.1', '192.0.2.7', 'fd12::1']) expect(ask(gate, allowed), allowed).toBe(200);
    for (const refused of ['192.0.2.8', '127.0.0.1', '::1', '11.0.0.1', 'fe80::1', '']) expect(ask(gate, refused), refused).toBe(403);
  });

  it('with both: the token and an allowed address', () => {
    const gate = metricsGate({ token: 'scrape-secret-0123456789', allow: ['10.0.0.0/8'], loopbackWhenUnset: false });
    expect(ask(gate, '10.0.0.9', 'scrape-secret-0123456789')).toBe(200);
    expect(ask(gate, '10.0.0.9')).toBe(401);
    expect(ask(gate, '192.0.2.1', 'scrape-secret-0123456789')).toBe(403);
  });

  it('with neither: this machine only outside production, and not at all (404) in production', () => {
    const development = metricsGate({ loopbackWhenUnset: true });
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].map((ip) => ask(development, ip))).toEqual([200, 200, 200, 200]);
    expect(ask(development, '192.0.2.1')).toBe(403);
    const production = metricsGate({ loopbackWhenUnset: false });
    expect(ask(production, '127.0.0.1')).toBe(404);
  });

  it('over HTTP: 401 with a Bearer challenge, 403 by address (the client as TRUST_PROXY sees it), 404 when off', async () => {
    const token = 'scrape-secret-0123456789';
    const shared = { sharedDatabase: app.db, trustProxy: ['loopback'] };
    const withToken = await startTestApp({ ...shared, operations: { metricsAccess: { token, loopbackWhenUnset: false } } });
    const byAddress = await startTestApp({ ...shared, operations: { metricsAccess: { allow: ['10.0.0.0/8'], loopbackWhenUnset: false } } });
    const off = await startTestApp({ ...shared, operations: { metricsAccess: { loopbackWhenUnset: false } } });
    try {
      const refused = await scrape(withToken.baseUrl);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(JSON.parse(refused.text)).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
      expect((await scrape(withToken.baseUrl, { authorization: `Bearer ${token}` })).text).toContain('storefront_http_request_duration_seconds');

      expect((await scrape(byAddress.baseUrl)).status).toBe(403);
      expect((await scrape(byAddress.baseUrl, { 'x-forwarded-for': '10.4.4.4' })).status).toBe(200);
      expect((await scrape(byAddress.baseUrl, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);

      expect((await scrape(off.baseUrl)).status).toBe(404);
    } finally {
      await Promise.all([withToken.close(), byAddress.close(), off.close()]);
    }
  });
});

describe('GraphQL operation labels', () => {
  it('keep the names clients send within a bound: malformed names and names past the first 200 are "(other)"', () => {
    const labels = new OperationLabels();
    expect(labels.labelFor('StorePage')).toBe('StorePage');
    expect(labels.labelFor(undefined)).toBe('(anonymous)');
    expect(labels.labelFor('x'.repeat(65))).toBe('(other)');
    for (let i = 0; i < 250; i++) labels.labelFor(`Flood${i}`);
    expect(labels.labelFor('Flood10')).toBe('Flood10');
    expect(labels.labelFor('Flood240')).toBe('(other)');
    expect(labels.labelFor('StorePage')).toBe('StorePage');
  });
});
