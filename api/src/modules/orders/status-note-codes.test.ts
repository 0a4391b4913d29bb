import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { BACKFILL_STATUS_NOTE_CODES } from '../../migrations/Migration20261208000000_status_note_codes.js';
import { AdminRole } from '../admin/admin-role.js';
import { expireOverdueOrders } from './order-expiry.js';

let app: TestApp;
let admin: TestAdmin;
let shopper: Shopper;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  shopper = await newShopper(app);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function placedOrder(): Promise<{ number: string; total: string }> {
  const [item] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), 120, 5, '/images/test.png') returning id`,
    [`Note fruit ${randomUUID().slice(0, 8)}`],
  );
  const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

async function sendSlip(url: string) {
  const form = new FormData();
  form.append('slip', new Blob([(await newSlip()).image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}${url}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
  expect(response.status).toBe(200);
}

const TIMELINE = 'query ($number: String!) { order(number: $number) { timeline { toStatus note noteCode noteProvider } } }';
const graphqlTimeline = async (number: string) => (await app.graphql(TIMELINE, { number }, shopper.token)).body.data.order.timeline;
const restTimeline = async (number: string) => (await shopper.call('GET', `/api/orders/${number}`)).body.timeline;

describe('notes the shop writes on a timeline are codes; what staff type stays text', () => {
  it('a slip sent, then sent back by staff: SLIP_SENT as a code, the reason as typed (REST and GraphQL)', async () => {
    const order = await placedOrder();
    await sendSlip(`/api/orders/${order.number}/slip`);
    const sentBack = await callAs(app, admin.token, 'POST', `/api/admin/orders/${order.number}/payment/reject`, { reason: 'ยอดเงินไม่ตรง' });
    expect(sentBack.status).toBe(200);

    expect((await restTimeline(order.number)).slice(1)).toEqual([
      expect.objectContaining({ status: 'PAYMENT_REVIEW', note: null, note_code: 'SLIP_SENT', note_provider: null }),
      expect.objectContaining({ status: 'AWAITING_PAYMENT', note: 'ยอดเงินไม่ตรง', note_code: null, note_provider: null }),
    ]);
    expect((await graphqlTimeline(order.number)).slice(1)).toEqual([
      { toStatus: 'PAYMENT_REVIEW', note: null, noteCode: 'SLIP_SENT', noteProvider: null },
      { toStatus: 'AWAITING_PAYMENT', note: 'ยอดเงินไม่ตรง', noteCode: null, noteProvider: null },
    ]);
  });

  it('paid from the wallet: PAID_FROM_WALLET; not paid in time: NOT_PAID_IN_TIME', async () => {
    const paid = await placedOrder();
    expect((await callAs(app, admin.token, 'POST', `/api/admin/customers/${shopper.id}/wallet/adjust`, { amount: '500.00', reason: 'Welcome credit' })).status).toBe(200);
    const payment = await app.graphql('mutation ($number: String!) { payOrderWithWallet(number: $number) { timeline { noteCode note } } }', { number: paid.number }, shopper.token);
    expect(payment.body.data.payOrderWithWallet.timeline.at(-1)).toEqual({ noteCode: 'PAID_FROM_WALLET', note: null });
    expect((await restTimeline(paid.number)).at(-1)).toMatchObject({ status: 'PAID', by: 'customer', note: null, note_code: 'PAID_FROM_WALLET' });

    const overdue = await placedOrder();
    await sql(`update customer_order set expires_at = now() - interval '1 minute' where number = ?`, [overdue.number]);
    await expireOverdueOrders(app.db.orm.em.fork(), app.orderEffects);
    expect((await graphqlTimeline(overdue.number)).at(-1)).toEqual({ toStatus: 'EXPIRED', note: null, noteCode: 'NOT_PAID_IN_TIME', noteProvider: null });
  });

  it('events written before the codes get them from the English the shop wrote; what staff typed is left as typed', async () => {
    const order = await placedOrder();
    const [{ id }] = await sql<{ id: number }>('select id from customer_order where number = ?', [order.number]);
    const old = [
      ['customer', 'Slip sent'],
      ['staff', 'Slip sent'],
      ['system', 'Payment confirmed by EasySlip'],
      ['customer', 'Paid from wallet'],
      ['system', 'Not paid in time'],
    ];
    for (const [actor, note] of old) {
      await sql(`insert into order_event (order_id, from_status, to_status, actor, note) values (?, 'AWAITING_PAYMENT', 'PAYMENT_REVIEW', ?, ?)`, [id, actor, note]);
    }
    for (const statement of BACKFILL_STATUS_NOTE_CODES) await sql(statement);

    expect((await restTimeline(order.number)).slice(1).map(({ by, note, note_code, note_provider }: Record<string, unknown>) => ({ by, note, note_code, note_provider }))).toEqual([
      { by: 'customer', note: null, note_code: 'SLIP_SENT', note_provider: null },
      { by: 'staff', note: 'Slip sent', note_code: null, note_provider: null },
      { by: 'system', note: null, note_code: 'PAYMENT_CONFIRMED', note_provider: 'EasySlip' },
      { by: 'customer', note: null, note_code: 'PAID_FROM_WALLET', note_provider: null },
      { by: 'system', note: null, note_code: 'NOT_PAID_IN_TIME', note_provider: null },
    ]);
    // The timeline is append-only again once they ran.
    await expect(sql('update order_event set note = ? where order_id = ?', ['changed', id])).rejects.toThrow(/never changed/);
  });

  it('a top-up sent back by staff carries the reason as typed and no code (REST and GraphQL)', async () => {
    const { body: topup } = await shopper.call('POST', '/api/wallet/topups', { amount: 100 });
    await sendSlip(`/api/wallet/topups/${topup.id}/slip`);
    const sentBack = await callAs(app, admin.token, 'POST', `/api/admin/topups/${topup.id}/payment/reject`, { reason: 'Wrong account' });
    expect(sentBack.body).toMatchObject({ status: 'AWAITING_PAYMENT', note: 'Wrong account', note_code: null, note_provider: null });
    const read = await app.graphql('query ($id: Int!) { myTopup(id: $id) { note noteCode noteProvider } }', { id: topup.id }, shopper.token);
    expect(read.body.data.myTopup).toEqual({ note: 'Wrong account', noteCode: null, noteProvider: null });
  });
});
