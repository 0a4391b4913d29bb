import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
let buyer: Shopper;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  buyer = await newShopper(app);
});
afterAll(() => app.close());

const WAITING = '{ waitingWork { orderSlipsToReview topupSlipsToReview ordersToDeliver ordersDelivering unreadSupportConversations todaySales } }';

async function waiting(token = admin.token) {
  const { body } = await app.graphql(WAITING, {}, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.waitingWork;
}

/** Exact baht arithmetic on two-decimal strings, through satang. */
const plus = (a: string, b: string) => {
  const satang = Math.round(Number(a) * 100) + Math.round(Number(b) * 100);
  return `${satang < 0 ? '-' : ''}${Math.floor(Math.abs(satang) / 100)}.${String(Math.abs(satang) % 100).padStart(2, '0')}`;
};

const asStaff = (method: string, path: string, body?: unknown) => callAs(app, admin.token, method, path, body);

async function placedOrder(price: string): Promise<{ number: string; total: string; payment: { amount: string } }> {
  const [item] = await sql(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), ?, 5, '/images/test.png') returning id`,
    [`Waiting fruit ${randomUUID().slice(0, 8)}`, price],
  );
  const reply = await buyer.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

async function sendSlip(path: string) {
  const form = new FormData();
  form.append('slip', new Blob([(await newSlip()).image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
  expect(response.status, await response.text()).toBe(200);
}

async function moveOrder(number: string, status: string, note?: string) {
  const reply = await asStaff('POST', `/api/admin/orders/${number}/status`, { status, note });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

describe('Query.waitingWork', () => {
  it('needs a staff token; an Editor, who may open none of the screens, sees no figure', async () => {
    expectGraphQLError(await app.graphql(WAITING, {}, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(WAITING, {}, buyer.token), 'UNAUTHENTICATED');
    expect(await waiting(app.editor.token)).toEqual({
      orderSlipsToReview: null,
      topupSlipsToReview: null,
      ordersToDeliver: null,
      ordersDelivering: null,
      unreadSupportConversations: null,
      todaySales: null,
    });
  });

  it('an order slip waits in review until approved; the paid order then waits for delivery until it is delivered', async () => {
    const order = await placedOrder('60.00');
    const start = await waiting();
    await sendSlip(`/api/orders/${order.number}/slip`);
    expect(await waiting()).toMatchObject({ orderSlipsToReview: start.orderSlipsToReview + 1, ordersToDeliver: start.ordersToDeliver });

    expect((await asStaff('POST', `/api/admin/orders/${order.number}/payment/approve`)).status).toBe(200);
    expect(await waiting()).toMatchObject({ orderSlipsToReview: start.orderSlipsToReview, ordersToDeliver: start.ordersToDeliver + 1 });

    await moveOrder(order.number, 'DELIVERING');
    expect(await waiting()).toMatchObject({ ordersToDeliver: start.ordersToDeliver, ordersDelivering: start.ordersDelivering + 1 });
    await moveOrder(order.number, 'DELIVERED');
    expect(await waiting()).toMatchObject({ ordersToDeliver: start.ordersToDeliver, ordersDelivering: start.ordersDelivering });
  });

  it('a top-up slip waits in review until approved', async () => {
    const { body: topup } = await buyer.call('POST', '/api/wallet/topups', { amount: 200 });
    const start = await waiting();
    await sendSlip(`/api/wallet/topups/${topup.id}/slip`);
    expect((await waiting()).topupSlipsToReview).toBe(start.topupSlipsToReview + 1);
    expect((await asStaff('POST', `/api/admin/topups/${topup.id}/payment/approve`)).status).toBe(200);
    expect((await waiting()).topupSlipsToReview).toBe(start.topupSlipsToReview);
  });

  it('a shopper message counts as unread support until staff read the conversation', async () => {
    const shopper = await newShopper(app);
    const start = await waiting();
    const { body: opened } = await shopper.call('POST', '/api/support/conversations', {});
    expect((await waiting()).unreadSupportConversations).toBe(start.unreadSupportConversations);
    expect((await shopper.call('POST', `/api/support/conversations/${opened.conversation.id}/messages`, { body: 'Where is my fruit?' })).status).toBe(201);
    expect((await waiting()).unreadSupportConversations).toBe(start.unreadSupportConversations + 1);
    expect((await asStaff('POST', `/api/admin/support/conversations/${opened.conversation.id}/read`)).status).toBe(200);
    expect((await waiting()).unreadSupportConversations).toBe(start.unreadSupportConversations);
  });

  it("today's sales: up by what a slip or the wallet paid, down by a refund; top-ups, demo rows and yesterday's sales never count", async () => {
    let sales = (await waiting()).todaySales;

    const { body: topup } = await buyer.call('POST', '/api/wallet/topups', { amount: 500 });
    await sendSlip(`/api/wallet/topups/${topup.id}/slip`);
    expect((await asStaff('POST', `/api/admin/topups/${topup.id}/payment/approve`)).status).toBe(200);
    await sql(`insert into "transaction" (type, amount, method, status, occurred_at, demo) values ('Deposit', '4321.00', 'PromptPay', 'Completed', now(), true)`);
    await sql(
      `insert into ledger_transfer (key, kind, amount, from_account_id, to_account_id, created_at)
       values (?, 'ORDER_PAYMENT', '999.00', (select id from ledger_account where kind = 'PROMPTPAY_CLEARING'), (select id from ledger_account where kind = 'SALES'), now() - interval '1 day' - interval '1 hour')`,
      [`waiting-test:${randomUUID()}`],
    );
    expect((await waiting()).todaySales).toBe(sales);

    const fromWallet = await placedOrder('120.00');
    expect((await buyer.call('POST', `/api/orders/${fromWallet.number}/pay-with-wallet`)).status).toBe(200);
    sales = plus(sales, fromWallet.total);
    expect((await waiting()).todaySales).toBe(sales);

    const bySlip = await placedOrder('75.00');
    await sendSlip(`/api/orders/${bySlip.number}/slip`);
    expect((await asStaff('POST', `/api/admin/orders/${bySlip.number}/payment/approve`)).status).toBe(200);
    sales = plus(sales, bySlip.payment.amount);
    expect((await waiting()).todaySales).toBe(sales);

    await moveOrder(bySlip.number, 'REFUNDED', 'Out of stock in game');
    expect((await waiting()).todaySales).toBe(plus(sales, `-${bySlip.payment.amount}`));
  });
});
