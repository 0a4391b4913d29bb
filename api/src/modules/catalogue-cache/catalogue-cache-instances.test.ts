import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { expireOverdueOrders } from '../orders/order-expiry.js';

// Two instances of the shop on one database, each with its own cache. Their answers never expire by age
// here, so the only way the second learns of a write through the first is the change notification.
const NEVER_EXPIRE = { maxAgeMs: 10 * 60_000 };
let first: TestApp;
let second: TestApp;
let shopper: Shopper;
beforeAll(async () => {
  first = await startTestApp({ catalogueCache: NEVER_EXPIRE });
  second = await startTestApp({ catalogueCache: NEVER_EXPIRE, sharedDatabase: first.db });
  shopper = await newShopper(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const ITEM_PRICE = 'query ($id: Int!) { item(id: $id) { price } }';

async function priceSeenBy(app: TestApp, id: number): Promise<{ rest: string; graphql: string }> {
  const rest = (await (await fetch(`${app.baseUrl}/api/items?sort=PRICE_DESC`)).json()) as { id: number; price: string }[];
  const { body } = await app.graphql(ITEM_PRICE, { id }, null);
  return { rest: rest.find((item) => item.id === id)!.price, graphql: body.data.item.price };
}

describe('the catalogue cache across instances', () => {
  it('a price change through one instance empties the cache of the other', async () => {
    const [{ id, price }] = (await (await fetch(`${first.baseUrl}/api/items?sort=PRICE_DESC`)).json()) as { id: number; price: string }[];
    expect(await priceSeenBy(second, id)).toEqual({ rest: price, graphql: price });
    expect(second.catalogueCache.size).toBeGreaterThan(0);

    const changed = await fetch(`${first.baseUrl}/api/items/${id}`, {
      method: 'PUT',
      headers: { ...first.staffHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ price: '19999.99' }),
    });
    expect(changed.status, await changed.text()).toBe(200);

    await expect.poll(() => priceSeenBy(second, id), { timeout: 5_000, interval: 20 }).toEqual({ rest: '19999.99', graphql: '19999.99' });
  });

  it('a catalogue write that rolls back tells no other instance (the notice goes out with the commit, not before)', async () => {
    const [{ id }] = (await (await fetch(`${first.baseUrl}/api/items?sort=PRICE_DESC`)).json()) as { id: number }[];
    await priceSeenBy(second, id);
    const cached = second.catalogueCache.size;
    expect(cached).toBeGreaterThan(0);

    const failedWrite = first.catalogueCache.transactional(first.db.orm.em.fork(), async (tx) => {
      await tx.execute('update item set price = 1 where id = ?', [id]);
      throw new Error('the write fails after its change');
    });
    await expect(failedWrite).rejects.toThrow('the write fails after its change');
    // Time for a notice to cross over, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.catalogueCache.size).toBe(cached);
  });
});

const sql = <T = any>(query: string, params: unknown[] = []) => first.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function newItem(stock: number): Promise<{ id: number; name: string }> {
  const name = `Cache fruit ${randomUUID().slice(0, 8)}`;
  const [{ id }] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '25.00', ?, '/images/test.png') returning id`,
    [name, stock],
  );
  return { id, name };
}

const ITEM_COUNTS = 'query ($id: Int!) { item(id: $id) { stock soldCount } }';

/** What the store shows of an item, through both cached doors: the REST list and the GraphQL item query. */
async function countsSeenBy(app: TestApp, item: { id: number; name: string }) {
  const [listed] = (await (await fetch(`${app.baseUrl}/api/items?search=${encodeURIComponent(item.name)}`)).json()) as { stock: number; sold_count: number }[];
  const { body } = await app.graphql(ITEM_COUNTS, { id: item.id }, null);
  return { rest: { stock: listed.stock, sold: listed.sold_count }, graphql: { stock: body.data.item.stock, sold: body.data.item.soldCount } };
}

const counts = (stock: number, sold: number) => ({ rest: { stock, sold }, graphql: { stock, sold } });

async function placeOrder(lines: Record<string, unknown>[]) {
  const reply = await shopper.call('POST', '/api/orders', orderBody(lines));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.number as string;
}

/** Both instances have the item's counts cached, as `expected`. */
async function cachedOnBoth(item: { id: number; name: string }, expected: ReturnType<typeof counts>) {
  for (const app of [first, second]) expect(await countsSeenBy(app, item)).toEqual(expected);
}

describe('orders moving stock, seen through the catalogue cache', () => {
  // The instance that made the change shows it in the very next answer; the other within a moment (its notice).
  async function seenAtOnceThenEverywhere(item: { id: number; name: string }, expected: ReturnType<typeof counts>) {
    expect(await countsSeenBy(first, item)).toEqual(expected);
    await expect.poll(() => countsSeenBy(second, item), { timeout: 5_000, interval: 20 }).toEqual(expected);
  }

  it('placing, cancelling, paying and expiring an order change the stock and sold count the store shows at once', async () => {
    const item = await newItem(10);
    await cachedOnBoth(item, counts(10, 0));

    const cancelled = await placeOrder([{ item_id: item.id, quantity: 3 }]);
    await seenAtOnceThenEverywhere(item, counts(7, 0));
    expect((await shopper.call('POST', `/api/orders/${cancelled}/cancel`)).status).toBe(200);
    await seenAtOnceThenEverywhere(item, counts(10, 0));

    const paid = await placeOrder([{ item_id: item.id, quantity: 2 }]);
    await seenAtOnceThenEverywhere(item, counts(8, 0));
    // Nobody paid it: marking it PAID takes a Super Admin and a reason.
    const superAdmin = await first.signIn(AdminRole.SUPER_ADMIN);
    expect((await callAs(first, superAdmin.token, 'POST', `/api/admin/orders/${paid}/status`, { status: 'PAID', reason: 'Paid in cash' })).status).toBe(200);
    await seenAtOnceThenEverywhere(item, counts(8, 2));

    const overdue = await placeOrder([{ item_id: item.id, quantity: 4 }]);
    await seenAtOnceThenEverywhere(item, counts(4, 2));
    await sql(`update customer_order set expires_at = now() - interval '1 minute' where number = ?`, [overdue]);
    expect(await expireOverdueOrders(first.db.orm.em.fork(), first.orderEffects)).toBe(1);
    await seenAtOnceThenEverywhere(item, counts(8, 2));
  });

  it('an order without items, and an order refused for stock, leave every cache alone', async () => {
    const item = await newItem(1);
    await cachedOnBoth(item, counts(1, 0));
    const cached = [first.catalogueCache.size, second.catalogueCache.size];

    const [pack] = await sql<{ id: number }>('select id from robux_package order by id limit 1');
    await placeOrder([{ package_id: pack.id, quantity: 1, gamepass: 'https://www.roblox.com/game-pass/987654/My-Pass' }]);
    const refused = await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 2 }]));
    expect(refused.status).toBe(409);
    // Time for a notice to cross over, had one been sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([first.catalogueCache.size, second.catalogueCache.size]).toEqual(cached);
    await cachedOnBoth(item, counts(1, 0));
  });
});
