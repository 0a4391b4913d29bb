import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RobloxUsersServer, startRobloxUsersServer } from '../../test-support/roblox-users-server.js';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { RobloxUsersApi } from '../roblox/roblox-users.client.js';

let app: TestApp;
let roblox: RobloxUsersServer;
let shopper: Shopper;
beforeAll(async () => {
  roblox = await startRobloxUsersServer([{ id: 1_234_567_890_123, name: 'Builder_Bob', displayName: 'Bob the Builder' }]);
  app = await startTestApp({ roblox: new RobloxUsersApi(roblox.url, { timeoutMs: 500, cacheMs: 0 }) });
  shopper = await newShopper(app);
});
afterAll(async () => {
  await app?.close();
  await roblox?.close();
});
beforeEach(() => {
  roblox.mode = 'normal';
});

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** A fresh item of its own (so tests never share stock) in the first seeded game. */
async function newItem(fields: { price?: string; stock?: number; deliveryMethod?: string; instructions?: string } = {}) {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url, delivery_method, delivery_instructions)
     values (?, (select id from category where name = 'Blox Fruits'), ?, ?, '/images/test.png', ?, ?) returning id`,
    [`Test fruit ${randomUUID().slice(0, 8)}`, fields.price ?? '100.00', fields.stock ?? 5, fields.deliveryMethod ?? 'IN_GAME_TRADE', fields.instructions ?? null],
  );
  return row.id;
}

async function aPackage() {
  const [row] = await sql<{ id: number; amount: number; price: string }>('select id, amount, price::text as price from robux_package order by id limit 1');
  return row;
}

const stockOf = async (itemId: number) => (await sql<{ stock: number }>('select stock from item where id = ?', [itemId]))[0].stock;
const orderCount = async (customerId: number) => (await sql<{ n: number }>('select count(*)::int as n from customer_order where customer_id = ?', [customerId]))[0].n;

describe('placing an order (POST /api/orders)', () => {
  it('creates the order from database prices, takes the stock, and answers the order with its lines and timeline', async () => {
    const itemId = await newItem({ price: '120.50', stock: 5, deliveryMethod: 'PRIVATE_SERVER', instructions: 'Join our server' });
    const pack = await aPackage();
    const reply = await shopper.call('POST', '/api/orders', orderBody([
      { item_id: itemId, quantity: 2, unit_price: '0.01' },
      { package_id: pack.id, quantity: 1, gamepass: 'https://www.roblox.com/game-pass/987654/My-Pass' },
    ]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const order = reply.body;
    expect(order.number).toMatch(/^RS-\d{6,}$/);
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(order.lines).toEqual([
      expect.objectContaining({ item_id: itemId, unit_price: '120.50', quantity: 2, line_total: '241.00', game_name: 'Blox Fruits', delivery_method: 'PRIVATE_SERVER', delivery_instructions: 'Join our server' }),
      expect.objectContaining({ package_id: pack.id, unit_price: pack.price, quantity: 1, delivery_method: 'GAMEPASS', gamepass_id: '987654', gamepass_price: Math.ceil(pack.amount / 0.7) }),
    ]);
    const expectedTotal = (Math.round(241 * 100) + Math.round(Number(pack.price) * 100)) / 100;
    expect(order.total).toBe(expectedTotal.toFixed(2));
    expect(order.roblox_user).toEqual({ id: '1234567890123', name: 'Builder_Bob', display_name: 'Bob the Builder', verified: true });
    expect(order.timeline).toEqual([expect.objectContaining({ status: 'AWAITING_PAYMENT', from: null, by: 'customer' })]);
    expect(new Date(order.expires_at).getTime() - new Date(order.created_at).getTime()).toBeCloseTo(30 * 60_000, -3);
    expect(await stockOf(itemId)).toBe(3);
  });

  it('keeps what was bought when the catalogue changes later (snapshots)', async () => {
    const itemId = await newItem({ price: '50.00' });
    const placed = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
    await sql(`update item set name = 'Renamed', price = 999 where id = ?`, [itemId]);
    await sql('delete from item where id = ?', [itemId]);
    const read = await shopper.call('GET', `/api/orders/${placed.body.number}`);
    expect(read.body.lines[0]).toMatchObject({ item_id: null, name: placed.body.lines[0].name, unit_price: '50.00' });
    expect(read.body.total).toBe('50.00');
  });

  it('the same idempotency key returns the same order with 200, and orders nothing more', async () => {
    const itemId = await newItem({ stock: 5 });
    const body = orderBody([{ item_id: itemId, quantity: 1 }]);
    const first = await shopper.call('POST', '/api/orders', body);
    const again = await shopper.call('POST', '/api/orders', body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.number).toBe(first.body.number);
    expect(await stockOf(itemId)).toBe(4);
  });

  it('the same key sent 10 times at once places one order', async () => {
    const itemId = await newItem({ stock: 20 });
    const racer = await newShopper(app);
    const body = orderBody([{ item_id: itemId, quantity: 2 }]);
    const replies = await Promise.all(Array.from({ length: 10 }, () => racer.call('POST', '/api/orders', body)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.body.number)).size).toBe(1);
    expect(await orderCount(racer.id)).toBe(1);
    expect(await stockOf(itemId)).toBe(18);
  });

  it('a key reused for a different cart is a 409 and changes nothing', async () => {
    const itemId = await newItem({ stock: 5 });
    const body = orderBody([{ item_id: itemId, quantity: 1 }]);
    await shopper.call('POST', '/api/orders', body);
    const reused = await shopper.call('POST', '/api/orders', { ...body, lines: [{ item_id: itemId, quantity: 2 }] });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/different cart/) });
    expect(await stockOf(itemId)).toBe(4);
  });

  it('50 shoppers racing for the last 10 units: exactly 10 sold, 40 clean OUT_OF_STOCK refusals, stock 0', { timeout: 60_000 }, async () => {
    const itemId = await newItem({ stock: 10 });
    const racers = await Promise.all(Array.from({ length: 50 }, () => newShopper(app)));
    const replies = await Promise.all(racers.map((racer) => racer.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]))));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused).toHaveLength(40);
    for (const reply of refused) expect(reply.body.error.code, JSON.stringify(reply.body)).toBe('OUT_OF_STOCK');
    expect(await stockOf(itemId)).toBe(0);
    const [{ sold }] = await sql<{ sold: number }>('select coalesce(sum(quantity), 0)::int as sold from order_line where item_id = ?', [itemId]);
    expect(sold).toBe(10);
  });

  it('refuses the total the shopper agreed to when prices moved since (PRICE_CHANGED), ordering nothing', async () => {
    const itemId = await newItem({ price: '100.00', stock: 5 });
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 2 }], { expected_total: '150.00' }));
    expect(reply.status).toBe(409);
    expect(reply.body.error).toMatchObject({ code: 'PRICE_CHANGED', message: expect.stringContaining('฿200.00') });
    expect(await stockOf(itemId)).toBe(5);
    const agreed = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 2 }], { expected_total: '200.00' }));
    expect(agreed.status).toBe(201);
  });
});

describe('bad checkouts are 4xx with a code and the field to fix, and change nothing', () => {
  let itemId: number;
  beforeAll(async () => {
    itemId = await newItem({ stock: 3 });
  });

  it.each([
    ['product id 0', [{ item_id: 0, quantity: 1 }], 'lines.0.itemId'],
    ['quantity 0', 'ITEM:0', 'lines.0.quantity'],
    ['quantity -1', 'ITEM:-1', 'lines.0.quantity'],
    ['quantity 100', 'ITEM:100', 'lines.0.quantity'],
    ['quantity 1.5', 'ITEM:1.5', 'lines.0.quantity'],
    ['quantity "x"', 'ITEM:x', 'lines.0.quantity'],
    ['no lines', [], 'lines'],
    ['51 lines', 'MANY', 'lines'],
    ['the same item twice', 'TWICE', 'lines.1'],
    ['both an item and a package on one line', 'BOTH', 'lines.0'],
    ['a gamepass on an item line', 'ITEM_GAMEPASS', 'lines.0.gamepass'],
  ])('%s', async (_label, shape, field) => {
    const lines =
      shape === 'MANY' ? Array.from({ length: 51 }, (_, i) => ({ item_id: 100_000 + i, quantity: 1 }))
      : shape === 'TWICE' ? [{ item_id: itemId, quantity: 1 }, { item_id: itemId, quantity: 2 }]
      : shape === 'BOTH' ? [{ item_id: itemId, package_id: 1, quantity: 1 }]
      : shape === 'ITEM_GAMEPASS' ? [{ item_id: itemId, quantity: 1, gamepass: '123' }]
      : typeof shape === 'string' ? [{ item_id: itemId, quantity: ((q) => (q === 'x' ? 'x' : Number(q)))(shape.split(':')[1]) }]
      : shape;
    const reply = await shopper.call('POST', '/api/orders', orderBody(lines));
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body.error.code).toBe('BAD_USER_INPUT');
    expect(reply.body.error.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await stockOf(itemId)).toBe(3);
  });

  it.each(['ab', '_bob_', 'bob__smith', 'has space', 'x'.repeat(21)])('a username Roblox would not allow: %j', async (username) => {
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }], { roblox_username: username }));
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual([{ field: 'robloxUsername', message: expect.stringMatching(/3–20 letters or digits/), reason: 'INVALID' }]);
  });

  it('an unknown or deleted product: 400 naming the line', async () => {
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }, { item_id: 99_999_999, quantity: 1 }]));
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual([{ field: 'lines.1.itemId', message: 'is no longer sold', reason: 'NOT_FOUND' }]);
    expect(await stockOf(itemId)).toBe(3);
  });

  it('a Robux package without a gamepass, or with a link that is not a gamepass', async () => {
    const pack = await aPackage();
    const missing = await shopper.call('POST', '/api/orders', orderBody([{ package_id: pack.id, quantity: 1 }]));
    expect(missing.body.error.fields).toEqual([{ field: 'lines.0.gamepass', message: 'is required for Robux', reason: 'REQUIRED' }]);
    const wrong = await shopper.call('POST', '/api/orders', orderBody([{ package_id: pack.id, quantity: 1, gamepass: 'https://evil.example/game-pass/1' }]));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields[0].field).toBe('lines.0.gamepass');
  });

  it('a bad idempotency key, and no token at all', async () => {
    const bad = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }], { idempotency_key: 'not-a-uuid' }));
    expect(bad.body.error.fields).toEqual([{ field: 'idempotencyKey', message: expect.any(String), reason: 'INVALID' }]);
    const { idempotency_key: _left, ...withoutKey } = orderBody([{ item_id: itemId, quantity: 1 }]);
    expect((await shopper.call('POST', '/api/orders', withoutKey)).body.error.fields).toEqual([{ field: 'idempotencyKey', message: expect.any(String), reason: 'REQUIRED' }]);
    const anonymous = await fetch(`${app.baseUrl}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody([{ item_id: itemId, quantity: 1 }])) });
    expect(anonymous.status).toBe(401);
    expect(await stockOf(itemId)).toBe(3);
  });

  it('a staff token cannot place an order (shoppers only)', async () => {
    const reply = await fetch(`${app.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...app.staffHeaders },
      body: JSON.stringify(orderBody([{ item_id: itemId, quantity: 1 }])),
    });
    expect(reply.status).toBe(401);
  });
});

describe('the Roblox username', () => {
  let itemId: number;
  beforeAll(async () => {
    itemId = await newItem({ stock: 50 });
  });

  it('check-username answers who it is ("Is this you?") or that nobody has the name', async () => {
    expect((await shopper.call('POST', '/api/orders/check-username', { username: 'builder_bob' })).body).toEqual({
      status: 'FOUND',
      user: { id: '1234567890123', name: 'Builder_Bob', displayName: 'Bob the Builder', verified: true },
    });
    expect((await shopper.call('POST', '/api/orders/check-username', { username: 'Nobody_Here' })).body).toEqual({ status: 'NOT_FOUND', user: null });
  });

  it('an order for a name Roblox does not know is refused with a clear message', async () => {
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }], { roblox_username: 'Nobody_Here' }));
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/There is no Roblox user called "Nobody_Here"/);
    expect(reply.body.error.fields).toEqual([{ field: 'robloxUsername', message: 'is not a Roblox user', reason: 'NOT_FOUND' }]);
  });

  it.each(['rate-limited', 'failing', 'slow'] as const)('when Roblox is %s, the order is still placed, marked not verified', async (mode) => {
    roblox.mode = mode;
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }], { roblox_username: 'Someone_Else' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.roblox_user).toEqual({ id: null, name: 'Someone_Else', display_name: null, verified: false });
  });
});

describe('checkout preview (POST /api/orders/preview and GraphQL checkoutPreview)', () => {
  it('re-prices every line and says which cannot be ordered as it is, and why', async () => {
    const fine = await newItem({ price: '10.00', stock: 5 });
    const repriced = await newItem({ price: '20.00', stock: 5 });
    const scarce = await newItem({ price: '30.00', stock: 1 });
    const pack = await aPackage();
    const reply = await shopper.call('POST', '/api/orders/preview', {
      lines: [
        { item_id: fine, quantity: 2, seen_unit_price: '10.00' },
        { item_id: repriced, quantity: 1, seen_unit_price: '15.00' },
        { item_id: scarce, quantity: 3 },
        { item_id: 99_999_999, quantity: 1 },
        { package_id: pack.id, quantity: 2 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.lines.map((line: { status: string; problem: string | null }) => [line.status, line.problem])).toEqual([
      ['OK', null],
      ['PRICE_CHANGED', 'The price changed from ฿15.00 to ฿20.00'],
      ['OUT_OF_STOCK', 'Only 1 left'],
      ['UNAVAILABLE', 'This item is no longer sold'],
      ['OK', null],
    ]);
    expect(reply.body.lines[4]).toMatchObject({ delivery_method: 'GAMEPASS', gamepass_price: Math.ceil((pack.amount * 2) / 0.7) });
    expect(reply.body.orderable).toBe(false);
    const total = 20 + 20 + Number(pack.price) * 2;
    expect(reply.body.total).toBe(total.toFixed(2));

    const { body } = await app.graphql(
      'query ($lines: [CartLineInput!]!) { checkoutPreview(lines: $lines) { total orderable lines { status unitPrice lineTotal } } }',
      { lines: [{ itemId: fine, quantity: 2 }] },
      null,
    );
    expect(body.data.checkoutPreview).toEqual({ total: '20.00', orderable: true, lines: [{ status: 'OK', unitPrice: '10.00', lineTotal: '20.00' }] });
  });
});

describe('GraphQL placeOrder, myOrders and order', () => {
  it('places an order and reads it back, with the same rules as REST', async () => {
    const itemId = await newItem({ price: '15.00', stock: 2 });
    const input = { lines: [{ itemId, quantity: 2 }], robloxUsername: 'Builder_Bob', idempotencyKey: randomUUID() };
    const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { created order { number status total robloxUser { name verified } lines { name quantity lineTotal } timeline { toStatus } } } }';
    const placed = await app.graphql(PLACE, { input }, shopper.token);
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data.placeOrder).toMatchObject({ created: true, order: { status: 'AWAITING_PAYMENT', total: '30.00', robloxUser: { name: 'Builder_Bob', verified: true } } });
    const again = await app.graphql(PLACE, { input }, shopper.token);
    expect(again.body.data.placeOrder.created).toBe(false);

    const more = await app.graphql(PLACE, { input: { ...input, idempotencyKey: randomUUID() } }, shopper.token);
    expect(more.body.errors?.[0].extensions).toMatchObject({ code: 'OUT_OF_STOCK', fields: [{ field: 'lines.0.quantity', message: 'it is out of stock', reason: 'OUT_OF_STOCK' }] });

    const number = placed.body.data.placeOrder.order.number;
    const mine = await app.graphql('{ myOrders(page: { limit: 100 }) { total orders { number } } }', {}, shopper.token);
    expect(mine.body.data.myOrders.orders.map((o: { number: string }) => o.number)).toContain(number);
    const one = await app.graphql('query ($n: String!) { order(number: $n) { number cancellable open } }', { n: number }, shopper.token);
    expect(one.body.data.order).toEqual({ number, cancellable: true, open: true });
  });
});
