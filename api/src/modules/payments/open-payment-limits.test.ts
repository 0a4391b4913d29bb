import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { DEFAULT_OPEN_PAYMENT_LIMITS } from './open-payment-limits.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ openPayments: DEFAULT_OPEN_PAYMENT_LIMITS });
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function newItem(stock: number): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '40.00', ?, '/images/test.png') returning id`,
    [`Limited fruit ${randomUUID().slice(0, 8)}`, stock],
  );
  return row.id;
}

const statuses = (replies: { status: number }[]) => replies.map((reply) => reply.status).sort();

async function sendSlip(shopper: Shopper, number: string) {
  const form = new FormData();
  form.append('slip', new Blob([(await newSlip()).image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/orders/${number}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('how many payments one shopper may leave open', () => {
  it('12 top-ups of ฿100 at once from one shopper: 5 start, the other 7 are refused saying what to do; another shopper is not held up', async () => {
    const shopper = await newShopper(app);
    const replies = await Promise.all(Array.from({ length: 12 }, () => shopper.call('POST', '/api/wallet/topups', { amount: 100 })));
    expect(statuses(replies)).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
    const refused = replies.find((reply) => reply.status === 409)!;
    expect(refused.body.error).toEqual({ code: 'OPEN_PAYMENTS_LIMIT', message: 'You already have 5 unpaid top-ups. Pay one of them or let it expire before starting another.' });
    expect((await sql('select count(*)::int as n from wallet_topup where customer_id = ?', [shopper.id]))[0].n).toBe(5);
    expect((await sql('select count(*)::int as n from payment p join wallet_topup t on t.id = p.topup_id where t.customer_id = ?', [shopper.id]))[0].n).toBe(5);

    const other = await newShopper(app);
    expect((await other.call('POST', '/api/wallet/topups', { amount: 100 })).status).toBe(201);
  });

  it('a top-up that ran out of time makes room for a new one', async () => {
    const shopper = await newShopper(app);
    for (let n = 0; n < 5; n++) expect((await shopper.call('POST', '/api/wallet/topups', { amount: 100 })).status).toBe(201);
    expect((await shopper.call('POST', '/api/wallet/topups', { amount: 100 })).status).toBe(409);
    await sql(`update wallet_topup set expires_at = now() - interval '1 second' where id = (select min(id) from wallet_topup where customer_id = ?)`, [shopper.id]);
    expect((await shopper.call('POST', '/api/wallet/topups', { amount: 100 })).status).toBe(201);
  });

  it('11 orders at once from one shopper: 10 are placed and take stock, 1 is refused; cancelling one makes room; a placed order’s retry is still answered with it', async () => {
    const shopper = await newShopper(app);
    const itemId = await newItem(50);
    const bodies = Array.from({ length: 11 }, () => orderBody([{ item_id: itemId, quantity: 1 }]));
    const replies = await Promise.all(bodies.map((body) => shopper.call('POST', '/api/orders', body)));
    expect(statuses(replies)).toEqual([...Array(10).fill(201), 409]);
    expect(replies.find((reply) => reply.status === 409)!.body.error).toEqual({
      code: 'OPEN_PAYMENTS_LIMIT',
      message: 'You already have 10 unpaid orders. Pay or cancel one of them (My orders) before placing another.',
    });
    expect((await sql('select stock from item where id = ?', [itemId]))[0].stock).toBe(40);

    const placed = replies.findIndex((reply) => reply.status === 201);
    const retried = await shopper.call('POST', '/api/orders', bodies[placed]);
    expect(retried.status).toBe(200);
    expect(retried.body.number).toBe(replies[placed].body.number);

    expect((await shopper.call('POST', `/api/orders/${replies[placed].body.number}/cancel`, { reason: 'Changed my mind' })).status).toBe(200);
    expect((await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]))).status).toBe(201);
  });

  it('5 slips at once from one shopper: 3 go to review, 2 are refused and leave their orders awaiting payment', async () => {
    const shopper = await newShopper(app);
    const itemId = await newItem(10);
    const orders = await Promise.all(Array.from({ length: 5 }, () => shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]))));
    const replies = await Promise.all(orders.map((order) => sendSlip(shopper, order.body.number)));
    expect(statuses(replies)).toEqual([200, 200, 200, 409, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body.error).toEqual({
      code: 'OPEN_PAYMENTS_LIMIT',
      message: '3 of your slips are waiting to be checked. Wait until staff have checked one before sending another.',
    });
    const inReview = await sql<{ status: string; n: number }>('select status, count(*)::int as n from customer_order where customer_id = ? group by status order by status', [shopper.id]);
    expect(inReview).toEqual([
      { status: 'AWAITING_PAYMENT', n: 2 },
      { status: 'PAYMENT_REVIEW', n: 3 },
    ]);
    expect((await sql('select count(*)::int as n from payment_slip s join payment p on p.id = s.payment_id join customer_order o on o.id = p.order_id where o.customer_id = ?', [shopper.id]))[0].n).toBe(3);
  });

  it('an order holds at most 5 Robux accounts', async () => {
    const shopper = await newShopper(app);
    const lines = Array.from({ length: 6 }, (_, n) => ({ account_id: `RBX-${90001 + n}` }));
    const reply = await shopper.call('POST', '/api/orders', orderBody(lines));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'lines', message: 'must hold at most 5 Robux accounts (this one holds 6); order the others separately', reason: 'INVALID' }],
    });
  });
});
