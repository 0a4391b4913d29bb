import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { expireOverdueOrders } from './order-expiry.js';
import { findTransition, ORDER_TRANSITIONS, OrderStatus, paidWithoutPayment } from './order-status.js';

let app: TestApp;
let admin: TestAdmin;
let superAdmin: TestAdmin;
let shopper: Shopper;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  superAdmin = await app.signIn(AdminRole.SUPER_ADMIN);
  shopper = await newShopper(app);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function newItem(stock = 10) {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '25.00', ?, '/images/test.png') returning id`,
    [`Process fruit ${randomUUID().slice(0, 8)}`, stock],
  );
  return row.id;
}

const itemState = async (id: number) => (await sql<{ stock: number; sold_count: number }>('select stock, sold_count from item where id = ?', [id]))[0];

/** A placed order of 3 units of a fresh item (stock 10 → 7). */
async function placed(owner = shopper) {
  const itemId = await newItem();
  const reply = await owner.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 3 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { itemId, number: reply.body.number as string };
}

const staffMove = (number: string, status: string, note?: string, token = admin.token) =>
  callAs(app, token, 'POST', `/api/admin/orders/${number}/status`, { status, ...(note === undefined ? {} : { note }) });

const PAID_BY_HAND = 'Paid in cash at the counter';
/** Nobody paid these orders: marking one PAID takes a Super Admin and a reason (paid-without-payment.test.ts). */
const markPaid = (number: string) => callAs(app, superAdmin.token, 'POST', `/api/admin/orders/${number}/status`, { status: 'PAID', reason: PAID_BY_HAND });

describe('the order process (staff moves, REST)', () => {
  it('walks the happy path; every move is on the timeline and in the audit log, and PAID counts the units sold', async () => {
    const { itemId, number } = await placed();
    for (const status of ['PAID', 'DELIVERING', 'DELIVERED', 'COMPLETED']) {
      const reply = status === 'PAID' ? await markPaid(number) : await staffMove(number, status, status === 'DELIVERING' ? 'Trading in game now' : undefined);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.status).toBe(status);
    }
    const order = (await shopper.call('GET', `/api/orders/${number}`)).body;
    expect(order.timeline.map((event: { status: string }) => event.status)).toEqual(['AWAITING_PAYMENT', 'PAID', 'DELIVERING', 'DELIVERED', 'COMPLETED']);
    expect(order.timeline[2]).toMatchObject({ from: 'PAID', by: 'staff', note: 'Trading in game now' });
    expect(order.open).toBe(false);
    expect(await itemState(itemId)).toEqual({ stock: 7, sold_count: 3 });
    const audit = await sql<{ before: unknown; after: unknown; admin_id: number }>(`select before, after, admin_id from audit_entry where entity_type = 'Order' and entity_id = ? order by id`, [number]);
    expect(audit.map((entry) => entry.after)).toEqual([
      { status: 'PAID', note: PAID_BY_HAND, withoutPayment: true },
      { status: 'DELIVERING', note: 'Trading in game now' },
      { status: 'DELIVERED', note: null },
      { status: 'COMPLETED', note: null },
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'AWAITING_PAYMENT' }, admin_id: superAdmin.admin.id });
    expect(audit[1]).toMatchObject({ admin_id: admin.admin.id });
  });

  it('an illegal move is a 409 naming the current status, and changes nothing', async () => {
    const { itemId, number } = await placed();
    const reply = await staffMove(number, 'DELIVERED');
    expect(reply.status).toBe(409);
    expect(reply.body.error).toEqual({ code: 'CONFLICT', message: `Order ${number} is AWAITING_PAYMENT; it cannot become DELIVERED` });
    expect((await shopper.call('GET', `/api/orders/${number}`)).body.timeline).toHaveLength(1);
    expect(await itemState(itemId)).toEqual({ stock: 7, sold_count: 0 });
  });

  it('staff cancel and refund need a reason, which the buyer sees; a refund takes the units back off the sold count', async () => {
    const cancelled = await placed();
    const noReason = await staffMove(cancelled.number, 'CANCELLED');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual([{ field: 'note', message: 'is required for this change', reason: 'REQUIRED' }]);
    expect((await staffMove(cancelled.number, 'CANCELLED', 'Buyer asked by chat')).status).toBe(200);
    expect(await itemState(cancelled.itemId)).toEqual({ stock: 10, sold_count: 0 });
    expect((await shopper.call('GET', `/api/orders/${cancelled.number}`)).body.timeline.at(-1)).toMatchObject({ status: 'CANCELLED', note: 'Buyer asked by chat' });

    const refunded = await placed();
    await markPaid(refunded.number);
    expect((await staffMove(refunded.number, 'REFUNDED', 'Could not deliver')).status).toBe(200);
    expect(await itemState(refunded.itemId)).toEqual({ stock: 7, sold_count: 0 });
  });

  it('refuses an unknown status and an unknown order', async () => {
    const { number } = await placed();
    const unknownStatus = await staffMove(number, 'SHIPPED');
    expect(unknownStatus.status).toBe(400);
    expect(unknownStatus.body.error.fields[0].field).toBe('status');
    expect((await staffMove('RS-999999999', 'PAID')).status).toBe(404);
  });

  it('an Editor may not see or move orders (403); a shopper token is not staff (401)', async () => {
    const { number } = await placed();
    const editor = await app.signIn(AdminRole.EDITOR);
    expect((await callAs(app, editor.token, 'GET', '/api/admin/orders')).status).toBe(403);
    expect((await staffMove(number, 'PAID', undefined, editor.token)).status).toBe(403);
    expect((await callAs(app, shopper.token, 'GET', '/api/admin/orders')).status).toBe(401);
    const { body } = await app.graphql('{ orders { total } }', {}, editor.token);
    expect(body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('shoppers and their own orders', () => {
  it("another shopper's order number is a 404, exactly like one that does not exist", async () => {
    const { number } = await placed();
    const stranger = await newShopper(app);
    const theirs = await stranger.call('GET', `/api/orders/${number}`);
    const nobodys = await stranger.call('GET', '/api/orders/RS-999999999');
    expect([theirs.status, nobodys.status]).toEqual([404, 404]);
    expect(theirs.body.error.code).toBe(nobodys.body.error.code);
    expect((await stranger.call('POST', `/api/orders/${number}/cancel`)).status).toBe(404);
    const gql = await app.graphql('query ($n: String!) { order(number: $n) { number } }', { n: number }, stranger.token);
    expect(gql.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await stranger.call('GET', '/api/orders')).body.orders).toEqual([]);
  });

  it('a shopper cancels while awaiting payment: stock back once; cancelling again is a 409', async () => {
    const { itemId, number } = await placed();
    const first = await shopper.call('POST', `/api/orders/${number}/cancel`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'CANCELLED', cancellable: false });
    const again = await shopper.call('POST', `/api/orders/${number}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/is CANCELLED/);
    expect(await itemState(itemId)).toEqual({ stock: 10, sold_count: 0 });
  });

  it('the same cancel sent 10 times at once: one succeeds, nine are 409, the stock comes back once', async () => {
    const { itemId, number } = await placed();
    const replies = await Promise.all(Array.from({ length: 10 }, () => shopper.call('POST', `/api/orders/${number}/cancel`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await itemState(itemId)).toEqual({ stock: 10, sold_count: 0 });
    expect((await shopper.call('GET', `/api/orders/${number}`)).body.timeline).toHaveLength(2);
  });

  it('10 cancels and 10 orders naming the same two items the other way round, all at once: no deadlock, the stock adds up', async () => {
    const [first, second] = [await newItem(100), await newItem(100)];
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => newShopper(app)));
    const earlier = await Promise.all(shoppers.map((owner) => owner.call('POST', '/api/orders', orderBody([{ item_id: first, quantity: 1 }, { item_id: second, quantity: 2 }]))));
    expect(earlier.map((reply) => reply.status)).toEqual(Array(10).fill(201));
    const replies = await Promise.all([
      ...shoppers.map((owner, n) => owner.call('POST', `/api/orders/${earlier[n].body.number}/cancel`)),
      ...shoppers.map((owner) => owner.call('POST', '/api/orders', orderBody([{ item_id: second, quantity: 2 }, { item_id: first, quantity: 1 }]))),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    expect([await itemState(first), await itemState(second)]).toEqual([{ stock: 90, sold_count: 0 }, { stock: 80, sold_count: 0 }]);
  });

  it('staff marking one order paid 10 times at once count its units sold once', async () => {
    const { itemId, number } = await placed();
    const replies = await Promise.all(Array.from({ length: 10 }, () => markPaid(number)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(await itemState(itemId)).toEqual({ stock: 7, sold_count: 3 });
  });

  it('a shopper cannot cancel once the order is paid', async () => {
    const { number } = await placed();
    await markPaid(number);
    expect((await shopper.call('POST', `/api/orders/${number}/cancel`)).status).toBe(409);
  });

  it('lists their orders newest first, paged', async () => {
    const owner = await newShopper(app);
    const numbers = [(await placed(owner)).number, (await placed(owner)).number, (await placed(owner)).number];
    const page = await owner.call('GET', '/api/orders?limit=2');
    expect(page.body).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(page.body.orders.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[1]]);
    expect((await owner.call('GET', '/api/orders?offset=2&limit=2')).body.orders.map((o: { number: string }) => o.number)).toEqual([numbers[0]]);
  });
});

describe('expiry', () => {
  it('expires overdue unpaid orders once, giving their stock back exactly once, even with sweeps running at once', async () => {
    const overdue = await placed();
    const paid = await placed();
    await markPaid(paid.number);
    await sql(`update customer_order set expires_at = now() - interval '1 minute' where number in (?, ?)`, [overdue.number, paid.number]);

    const sweeps = await Promise.all([0, 1, 2].map(() => expireOverdueOrders(app.db.orm.em.fork(), app.orderEffects)));
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await expireOverdueOrders(app.db.orm.em.fork(), app.orderEffects);

    const order = (await shopper.call('GET', `/api/orders/${overdue.number}`)).body;
    expect(order.status).toBe('EXPIRED');
    expect(order.timeline.filter((event: { status: string }) => event.status === 'EXPIRED')).toEqual([expect.objectContaining({ by: 'system', note: null, note_code: 'NOT_PAID_IN_TIME', note_provider: null })]);
    expect(await itemState(overdue.itemId)).toEqual({ stock: 10, sold_count: 0 });
    expect((await shopper.call('GET', `/api/orders/${paid.number}`)).body.status).toBe('PAID');
    expect((await staffMove(overdue.number, 'PAID')).status).toBe(409);
  });
});

describe('the timeline is history', () => {
  it('the database refuses to change or delete an order event', async () => {
    const { number } = await placed();
    await expect(sql(`update order_event set note = 'rewritten' where order_id = (select id from customer_order where number = ?)`, [number])).rejects.toThrow(/never changed or deleted/);
    await expect(sql(`delete from order_event where order_id = (select id from customer_order where number = ?)`, [number])).rejects.toThrow(/never changed or deleted/);
  });
});

describe('the staff order list (GET /api/admin/orders, GraphQL orders) and its CSV', () => {
  it('filters by status, search and Bangkok dates, with per-status counts for the chips', async () => {
    const owner = await newShopper(app);
    const a = await placed(owner);
    const b = await placed(owner);
    await markPaid(b.number);
    const all = await callAs(app, admin.token, 'GET', `/api/admin/orders?search=${b.number}`);
    expect(all.body.orders.map((o: { number: string }) => o.number)).toEqual([b.number]);
    expect(all.body.orders[0]).toMatchObject({
      customer: { id: owner.id },
      staff_moves: [{ status: 'DELIVERING', needs_reason: false }, { status: 'REFUNDED', needs_reason: true }],
    });
    expect(all.body.status_counts).toMatchObject({ PAID: 1, AWAITING_PAYMENT: 0 });

    const paid = await callAs(app, admin.token, 'GET', '/api/admin/orders?status=PAID&limit=100');
    expect(paid.body.orders.every((o: { status: string }) => o.status === 'PAID')).toBe(true);
    expect(paid.body.orders.map((o: { number: string }) => o.number)).toContain(b.number);
    expect(paid.body.orders.map((o: { number: string }) => o.number)).not.toContain(a.number);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    const dated = await callAs(app, admin.token, 'GET', `/api/admin/orders?from=${today}&to=${today}&limit=100`);
    expect(dated.body.orders.map((o: { number: string }) => o.number)).toContain(a.number);
    const yesterday = await callAs(app, admin.token, 'GET', `/api/admin/orders?to=2000-01-01`);
    expect(yesterday.body.total).toBe(0);

    for (const query of ['from=yesterday', 'from=2026-02-30', 'from=2026-03-02&to=2026-03-01']) {
      const bad = await callAs(app, admin.token, 'GET', `/api/admin/orders?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.code).toBe('BAD_USER_INPUT');
    }

    const { body } = await app.graphql(
      'query ($f: StaffOrderFilterInput) { orders(filter: $f) { total statusCounts { status count } orders { number customer { email } staffMoves { status } robloxUser { verified } } } }',
      { f: { search: a.number } },
      admin.token,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.orders.orders).toEqual([{ number: a.number, customer: { email: expect.any(String) }, staffMoves: [{ status: 'PAYMENT_REVIEW' }, { status: 'PAID' }, { status: 'CANCELLED' }], robloxUser: { verified: false } }]);
  });

  it('exports the filtered orders as CSV, guarded against spreadsheet formulas, and records the export', async () => {
    const owner = await newShopper(app);
    const itemId = await newItem();
    const reply = await owner.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }], { roblox_username: 'Formula_Guy' }));
    await sql(`update customer set email = '=cmd@shop.test' where id = ?`, [owner.id]);
    const csv = await callAs(app, admin.token, 'GET', `/api/admin/orders/export.csv?search=${reply.body.number}`);
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('number,date,status,total,customer_email,roblox_username,roblox_verified,lines');
    expect(lines[1]).toMatch(new RegExp(`^${reply.body.number},\\d{4}-\\d{2}-\\d{2},AWAITING_PAYMENT,25.00,'=cmd@shop.test,Formula_Guy,no,1 × Process fruit`));
    const [entry] = await sql<{ action: string; entity_type: string }>(`select action, entity_type from audit_entry where entity_type = 'Order' and action = 'export' order by id desc limit 1`);
    expect(entry).toEqual({ action: 'export', entity_type: 'Order' });
  });
});

describe('the state machine table', () => {
  it('lets nothing leave the final states except a refund after completion', async () => {
    for (const from of [OrderStatus.CANCELLED, OrderStatus.EXPIRED, OrderStatus.REFUNDED]) {
      for (const to of Object.values(OrderStatus)) for (const actor of ['customer', 'staff', 'system'] as const) expect(findTransition(from, to, actor)).toBeUndefined();
    }
    expect(findTransition(OrderStatus.COMPLETED, OrderStatus.REFUNDED, 'staff')).toBeDefined();
    expect(findTransition(OrderStatus.AWAITING_PAYMENT, OrderStatus.EXPIRED, 'staff')).toBeUndefined();
  });

  it('only staff marking PAID an order with no slip waiting mark it paid without payment; the wallet and the slip checker record money', () => {
    const { AWAITING_PAYMENT, PAYMENT_REVIEW, PAID } = OrderStatus;
    const byHand = (from: OrderStatus, actor: 'customer' | 'staff' | 'system', slipWaiting: boolean) => paidWithoutPayment(findTransition(from, PAID, actor)!, actor, slipWaiting);
    expect(byHand(AWAITING_PAYMENT, 'staff', false)).toBe(true);
    expect(byHand(PAYMENT_REVIEW, 'staff', false)).toBe(true);
    expect(byHand(PAYMENT_REVIEW, 'staff', true)).toBe(false);
    expect(byHand(AWAITING_PAYMENT, 'customer', false)).toBe(false);
    expect(byHand(PAYMENT_REVIEW, 'system', false)).toBe(false);
    for (const transition of ORDER_TRANSITIONS.filter((t) => t.to !== PAID)) expect(paidWithoutPayment(transition, 'staff', false)).toBe(false);
  });
});
