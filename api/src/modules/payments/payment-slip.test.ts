import { randomUUID } from 'node:crypto';
import { anyId } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test-support/captured-logs.js';
import { TEST_CHECKOUT_ACCOUNT } from '../../test-support/checkout-account.js';
import { imageSamples } from '../../test-support/images.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip, slipImage } from '../../test-support/slip-images.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
let editor: TestAdmin;
let shopper: Shopper;
/** What the app logs for its operators. */
const warnings = captureLogs('warn');
beforeAll(async () => {
  app = await startTestApp({ operations: { logger: warnings.logger } });
  admin = await app.signIn(AdminRole.ADMIN);
  editor = await app.signIn(AdminRole.EDITOR);
  shopper = await newShopper(app);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** A new order of one unit of a new item, placed by `buyer`. */
async function placedOrder(buyer = shopper, price = '120.00') {
  const [item] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), ?, 5, '/images/test.png') returning id`,
    [`Slip fruit ${randomUUID().slice(0, 8)}`, price],
  );
  const reply = await buyer.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { number: string; total: string; payment: { amount: string; promptpay_payload: string } };
}

async function sendSlip(buyer: Shopper | undefined, number: string, image: Buffer) {
  const form = new FormData();
  form.append('slip', new Blob([image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/orders/${number}/slip`, { method: 'POST', body: form, headers: buyer ? { authorization: `Bearer ${buyer.token}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
}

const asStaff = (method: string, path: string, body?: unknown, token = admin.token) => callAs(app, token, method, path, body);
const statusOf = async (number: string) => (await sql<{ status: string }>('select status from customer_order where number = ?', [number]))[0].status;
const depositsOf = (number: string) =>
  sql(`select t.type, t.amount::text as amount, t.method, t.status, t.reference from "transaction" t join customer_order o on o.id = t.order_id where o.number = ? order by t.id`, [number]);

describe('sending a slip (POST /api/orders/:number/slip)', () => {
  it('reads the bank and reference from the slip QR and puts the order in review, on the timeline', async () => {
    const order = await placedOrder();
    const { reference, image } = await newSlip();
    const reply = await sendSlip(shopper, order.number, image);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe('PAYMENT_REVIEW');
    expect(reply.body.timeline.at(-1)).toMatchObject({ status: 'PAYMENT_REVIEW', from: 'AWAITING_PAYMENT', by: 'customer' });
    expect(await sql('select s.sending_bank, s.trans_ref from payment_slip s join payment p on p.id = s.payment_id join customer_order o on o.id = p.order_id where o.number = ?', [order.number])).toEqual([
      { sending_bank: reference.sendingBank, trans_ref: reference.transRef },
    ]);
  });

  it.each([
    ['turned 90°', { rotate: 90 }],
    ['turned 17° and shrunk to half', { rotate: 17, scale: 0.5 }],
    ['on a noisy background', { noisy: true }],
  ])('reads a slip photo %s', async (_name, options) => {
    const order = await placedOrder();
    const { image } = await newSlip(options);
    expect((await sendSlip(shopper, order.number, image)).status).toBe(200);
  });

  it("refuses the shop's payment QR, a picture without a QR, and a file that is no image, changing nothing", async () => {
    const order = await placedOrder();
    const paymentQr = await sendSlip(shopper, order.number, await slipImage(order.payment.promptpay_payload));
    expect(paymentQr.status).toBe(400);
    expect(paymentQr.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/payment QR, not a slip/), fields: [expect.objectContaining({ field: 'slip' })] });
    const noQr = await sendSlip(shopper, order.number, imageSamples.png);
    expect(noQr.status).toBe(400);
    expect(noQr.body.error.message).toMatch(/No slip QR code was found/);
    const otherQr = await sendSlip(shopper, order.number, await slipImage(anyId({ type: 'MSISDN', target: '0899999999' }).slice(0, 20)));
    expect(otherQr.status).toBe(400);
    const notAnImage = await sendSlip(shopper, order.number, Buffer.from('%PDF-1.7 not a picture'));
    expect(notAnImage.status).toBe(415);
    expect(await statusOf(order.number)).toBe('AWAITING_PAYMENT');
  });

  it("answers 404 for another shopper's order and 401 signed out", async () => {
    const order = await placedOrder();
    const { image } = await newSlip();
    expect((await sendSlip(await newShopper(app), order.number, image)).status).toBe(404);
    expect((await sendSlip(undefined, order.number, image)).status).toBe(401);
    expect(await statusOf(order.number)).toBe('AWAITING_PAYMENT');
  });

  it('refuses a slip already used on another order, and a second slip while one is in review (409)', async () => {
    const [first, second] = [await placedOrder(), await placedOrder()];
    const slip = await newSlip();
    expect((await sendSlip(shopper, first.number, slip.image)).status).toBe(200);
    const loggedBefore = warnings.lines().length;
    const reused = await sendSlip(shopper, second.number, slip.image);
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toMatch(/already been used/);
    // Where it was used is for the shop's operators, never for the shopper.
    expect(reused.body.error.message).not.toContain(first.number);
    expect(warnings.lines().slice(loggedBefore)).toContainEqual(
      expect.objectContaining({ level: 'warn', requestId: expect.any(String), msg: `[payments] refused slip 004 ${slip.reference.transRef} for ${second.number}: already used on ${first.number}` }),
    );
    expect(await statusOf(second.number)).toBe('AWAITING_PAYMENT');
    const another = await sendSlip(shopper, first.number, (await newSlip()).image);
    expect(another.status).toBe(409);
    expect(another.body.error.message).toMatch(/already being checked/);
  });

  it('the same slip sent for two orders at once is accepted on one only', async () => {
    const orders = await Promise.all(Array.from({ length: 2 }, () => placedOrder()));
    const slip = await newSlip();
    const replies = await Promise.all(orders.map((order) => sendSlip(shopper, order.number, slip.image)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect((await sql('select count(*)::int as n from payment_slip where trans_ref = ?', [slip.reference.transRef]))[0].n).toBe(1);
  });

  it('refuses a slip for an order that ran out of time', async () => {
    const order = await placedOrder();
    await sql(`update customer_order set expires_at = now() - interval '1 minute' where number = ?`, [order.number]);
    const reply = await sendSlip(shopper, order.number, (await newSlip()).image);
    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toMatch(/ran out of time/);
  });
});

describe('staff checking slips', () => {
  it('lists orders in review with their slip; the slip picture is for staff who manage orders only', async () => {
    const order = await placedOrder();
    const slip = await newSlip();
    await sendSlip(shopper, order.number, slip.image);
    const queue = await asStaff('GET', '/api/admin/payment-reviews');
    const review = queue.body.reviews.find((entry: any) => entry.order.number === order.number);
    expect(review.slip).toMatchObject({ sending_bank: '004', trans_ref: slip.reference.transRef });
    expect(review.order.payment.amount).toBe(order.payment.amount);
    const picture = await fetch(`${app.baseUrl}${review.slip.image_url}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${app.baseUrl}${review.slip.image_url}`, { headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(403);
    expect((await fetch(`${app.baseUrl}${review.slip.image_url}`, { headers: { authorization: `Bearer ${shopper.token}` } })).status).toBe(401);
  });

  it('shows beside each slip the bank account the money was asked into, as recorded when the order was placed', async () => {
    const [active] = await sql<{ id: number }>('select id from payment_method where active_for_checkout');
    const recorded = { receiving_bank: '014', account_number: '1234567890', account_name: 'บจก. โรบัค ช็อป' };
    await sql('update payment_method set receiving_bank = ?, account_number = ?, account_name = ? where id = ?', [...Object.values(recorded), active.id]);
    try {
      const order = await placedOrder();
      // An edit after placement never changes where this order's money was meant to go.
      await sql(`update payment_method set account_number = '9999999999' where id = ?`, [active.id]);
      await sendSlip(shopper, order.number, (await newSlip()).image);
      const queue = await asStaff('GET', '/api/admin/payment-reviews');
      const review = queue.body.reviews.find((entry: any) => entry.order.number === order.number);
      expect(review.receiving_account).toEqual({
        promptpay_id: TEST_CHECKOUT_ACCOUNT.promptpayId,
        receiver_name: TEST_CHECKOUT_ACCOUNT.name,
        bank_code: '014',
        account_number: '1234567890',
        account_name: 'บจก. โรบัค ช็อป',
      });
      const { body } = await app.graphql('{ paymentReviews(page: { limit: 100 }) { reviews { order { number } receivingAccount { promptpayId bankCode accountNumber accountName } } } }', {}, admin.token);
      expect((body.data as any).paymentReviews.reviews.find((entry: any) => entry.order.number === order.number).receivingAccount).toEqual({
        promptpayId: TEST_CHECKOUT_ACCOUNT.promptpayId,
        bankCode: '014',
        accountNumber: '1234567890',
        accountName: 'บจก. โรบัค ช็อป',
      });
    } finally {
      await sql('update payment_method set receiving_bank = null, account_number = null, account_name = null where id = ?', [active.id]);
    }
  });

  it('pages the queue with the slip waiting longest first, and says how many wait in all', async () => {
    const orders = [await placedOrder(), await placedOrder(), await placedOrder()];
    for (const [index, order] of orders.entries()) {
      await sendSlip(shopper, order.number, (await newSlip()).image);
      // Hours before every other slip of this file: 3, 2 and 1 hours ago.
      await sql(
        `update payment_slip set submitted_at = now() - make_interval(hours => ?) where id = (select max(s.id) from payment_slip s join payment p on p.id = s.payment_id join customer_order o on o.id = p.order_id where o.number = ?)`,
        [3 - index, order.number],
      );
    }
    const first = await asStaff('GET', '/api/admin/payment-reviews?limit=2');
    expect(first.body).toMatchObject({ offset: 0, limit: 2, total: expect.any(Number) });
    expect(first.body.reviews.map((review: any) => review.order.number)).toEqual([orders[0].number, orders[1].number]);
    const next = await asStaff('GET', '/api/admin/payment-reviews?offset=2&limit=1');
    expect(next.body.reviews.map((review: any) => review.order.number)).toEqual([orders[2].number]);
    expect(next.body.total).toBe(first.body.total);
    const { body } = await app.graphql('{ paymentReviews(page: { offset: 0, limit: 1 }) { total offset limit reviews { order { number } slip { submittedAt } } } }', {}, admin.token);
    expect((body.data as any).paymentReviews).toMatchObject({ total: first.body.total, offset: 0, limit: 1, reviews: [{ order: { number: orders[0].number } }] });
    expect((await asStaff('GET', '/api/admin/payment-reviews?limit=0')).status).toBe(400);
  });

  it('approving pays the order and records one deposit of the amount asked with the slip reference; approving again is a 409', async () => {
    const order = await placedOrder();
    const slip = await newSlip();
    await sendSlip(shopper, order.number, slip.image);
    const approved = await asStaff('POST', `/api/admin/orders/${order.number}/payment/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('PAID');
    expect(await depositsOf(order.number)).toEqual([
      { type: 'Deposit', amount: order.payment.amount, method: 'PromptPay', status: 'Completed', reference: `004 ${slip.reference.transRef}` },
    ]);
    // Linked to what caused it: the slip that proved it and the staff member who approved.
    expect(
      await sql(
        `select s.trans_ref, t.admin_id from "transaction" t join payment_slip s on s.id = t.payment_slip_id join customer_order o on o.id = t.order_id where o.number = ?`,
        [order.number],
      ),
    ).toEqual([{ trans_ref: slip.reference.transRef, admin_id: admin.admin.id }]);
    const twice = await Promise.all([asStaff('POST', `/api/admin/orders/${order.number}/payment/approve`), asStaff('POST', `/api/admin/orders/${order.number}/payment/approve`)]);
    expect(twice.map((reply) => reply.status)).toEqual([409, 409]);
    expect(await depositsOf(order.number)).toHaveLength(1);
    const audit = await sql(`select action from audit_entry where entity_type = 'Order' and entity_id = ?`, [order.number]);
    expect(audit).toEqual([{ action: 'approve-payment' }]);

    const refunded = await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'REFUNDED', note: 'Out of the item after all' });
    expect(refunded.status).toBe(200);
    // The money stays with the shop, in the buyer's wallet: no withdrawal, a refund on the ledger.
    expect((await depositsOf(order.number)).map((row: any) => [row.type, row.amount])).toEqual([['Deposit', order.payment.amount]]);
    expect((await shopper.call('GET', '/api/wallet')).body).toMatchObject({ balance: order.payment.amount, entries: [{ kind: 'REFUND', amount: order.payment.amount, ref: `order:${order.number}:refund` }] });
  });

  it('rejecting sends the order back to awaiting payment with the reason on its timeline, or expires it when its time has run out', async () => {
    const [inTime, late] = [await placedOrder(), await placedOrder()];
    for (const order of [inTime, late]) await sendSlip(shopper, order.number, (await newSlip()).image);
    const noReason = await asStaff('POST', `/api/admin/orders/${inTime.number}/payment/reject`, {});
    expect(noReason.status).toBe(400);
    const rejected = await asStaff('POST', `/api/admin/orders/${inTime.number}/payment/reject`, { reason: 'The amount on the slip is ฿120.00, not ฿120.01' });
    expect(rejected.body.status).toBe('AWAITING_PAYMENT');
    const seen = await shopper.call('GET', `/api/orders/${inTime.number}`);
    expect(seen.body.timeline.at(-1)).toMatchObject({ status: 'AWAITING_PAYMENT', note: 'The amount on the slip is ฿120.00, not ฿120.01', by: 'staff' });
    expect((await sendSlip(shopper, inTime.number, (await newSlip()).image)).status).toBe(200);

    await sql(`update customer_order set expires_at = now() - interval '1 minute' where number = ?`, [late.number]);
    const expired = await asStaff('POST', `/api/admin/orders/${late.number}/payment/reject`, { reason: 'No money arrived' });
    expect(expired.body.status).toBe('EXPIRED');
    expect(await depositsOf(late.number)).toEqual([]);
    expect((await asStaff('POST', `/api/admin/orders/${late.number}/payment/approve`)).status).toBe(409);
    expect((await asStaff('POST', `/api/admin/orders/${inTime.number}/payment/approve`, undefined, editor.token)).status).toBe(403);
  });
});
