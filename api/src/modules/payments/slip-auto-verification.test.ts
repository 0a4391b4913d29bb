import { randomUUID } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHECKOUT_ACCOUNT } from '../../test-support/checkout-account.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlipReference, slipImage } from '../../test-support/slip-images.js';
import { type FakeSlip, type SlipVerifierServer, startSlipVerifierServer } from '../../test-support/slip-verifier-server.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { EasySlipVerifier } from './slip-verifier.client.js';

const CREDENTIALS = { easySlipKey: 'easy-slip-test-key', slipOkKey: 'SLIPOKTEST', slipOkBranch: '100' };

/** The shop's receiving account as registered with the provider, which confirms slips paid to it. */
const SHOP_ACCOUNT_AT_PROVIDER = {
  receiverId: TEST_CHECKOUT_ACCOUNT.promptpayId,
  bankCode: '014',
  bankShort: 'SCB',
  bankNumber: '123-4-56789-0',
  nameTh: 'บริษัท โรบัค ช็อป จำกัด',
  nameEn: TEST_CHECKOUT_ACCOUNT.name,
};

let provider: SlipVerifierServer;
let app: TestApp;
let admin: TestAdmin;
let shopper: Shopper;
beforeAll(async () => {
  provider = await startSlipVerifierServer(CREDENTIALS);
  provider.registeredAccount = SHOP_ACCOUNT_AT_PROVIDER;
  app = await startTestApp({ slipVerifier: new EasySlipVerifier(provider.url, CREDENTIALS.easySlipKey, { timeoutMs: 1_000 }) });
  admin = await app.signIn(AdminRole.ADMIN);
  shopper = await newShopper(app);
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function placedOrder() {
  const [item] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '250.00', 5, '/images/test.png') returning id`,
    [`Verified fruit ${randomUUID().slice(0, 8)}`],
  );
  const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { number: string; payment: { amount: string } };
}

/** A transfer the provider's bank knows of: `amount` baht to the shop's PromptPay, now, unless told otherwise; its slip picture. */
async function transferAtBank(amount: string, transfer: Partial<FakeSlip> = {}) {
  const reference = newSlipReference();
  const payload = slipVerify(reference);
  provider.addSlip(payload, {
    amount: Number(amount),
    transRef: reference.transRef,
    receiverId: TEST_CHECKOUT_ACCOUNT.promptpayId,
    receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-5678' },
    receiverNameTh: 'บริษัท โรบัค ช็อป',
    receiverNameEn: TEST_CHECKOUT_ACCOUNT.name,
    ...transfer,
  });
  return slipImage(payload);
}

/**
 * A stranger's own PromptPay: a number ending in the shop's last four digits (the only digits a slip shows) under
 * a name holding the shop's. A real transfer of the exact amount to it is what a thief would upload.
 */
const LOOKALIKE_RECEIVER: Partial<FakeSlip> = {
  receiverId: '0869995678',
  receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-5678' },
  receiverNameTh: 'นาย โรบัค ช็อป',
  receiverNameEn: `MR. ${TEST_CHECKOUT_ACCOUNT.name}`,
};

async function sendSlip(number: string, image: Buffer) {
  const form = new FormData();
  form.append('slip', new Blob([image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/orders/${number}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

const reviewOf = async (number: string) => {
  const reply = await callAs(app, admin.token, 'GET', '/api/admin/payment-reviews');
  return (reply.body.reviews as any[]).find((review) => review.order.number === number);
};
const moneyOf = (number: string) =>
  sql(`select t.type, t.amount::text as amount, t.admin_id, t.payment_slip_id is not null as has_slip from "transaction" t join customer_order o on o.id = t.order_id where o.number = ?`, [number]);

describe('automatic slip verification (SLIP_VERIFIER=easyslip)', () => {
  it('a slip the provider confirms for the amount asked and the shop’s account pays the order at once, recorded as the shop’s own decision', async () => {
    const order = await placedOrder();
    const reply = await sendSlip(order.number, await transferAtBank(order.payment.amount));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe('PAID');
    expect(reply.body.timeline.at(-1)).toMatchObject({ status: 'PAID', from: 'PAYMENT_REVIEW', by: 'system', note: null, note_code: 'PAYMENT_CONFIRMED', note_provider: 'EasySlip' });
    expect(await moneyOf(order.number)).toEqual([{ type: 'Deposit', amount: order.payment.amount, admin_id: null, has_slip: true }]);
    // Asked with the payload read off the slip, the amount to match and a duplicate check.
    expect(provider.requests.at(-1)).toMatchObject({ path: '/v2/verify/bank', body: { matchAmount: Number(order.payment.amount), checkDuplicate: true } });
    expect(await reviewOf(order.number)).toBeUndefined();
  });

  it('a wallet top-up the provider confirms is credited at once', async () => {
    const { body: topup } = await shopper.call('POST', '/api/wallet/topups', { amount: 300 });
    const form = new FormData();
    form.append('slip', new Blob([await transferAtBank(topup.payment.amount)], { type: 'image/png' }), 'slip.png');
    const response = await fetch(`${app.baseUrl}/api/wallet/topups/${topup.id}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(await response.json()).toMatchObject({ status: 'CREDITED', note: null, note_code: 'PAYMENT_CONFIRMED', note_provider: 'EasySlip' });
    const read = await app.graphql('query ($id: Int!) { myTopup(id: $id) { note noteCode noteProvider } }', { id: topup.id }, shopper.token);
    expect(read.body.data.myTopup).toEqual({ note: null, noteCode: 'PAYMENT_CONFIRMED', noteProvider: 'EasySlip' });
    expect((await shopper.call('GET', '/api/wallet')).body).toMatchObject({ balance: topup.payment.amount, entries: [{ kind: 'TOPUP' }] });
  });

  it('a slip for another amount stays for staff, with the provider’s reason beside it', async () => {
    const order = await placedOrder();
    const reply = await sendSlip(order.number, await transferAtBank('250.00'));
    expect(reply.body.status).toBe('PAYMENT_REVIEW');
    expect((await reviewOf(order.number)).slip.verification).toBe(`EasySlip: the amount on the slip is ฿250.00, not ฿${order.payment.amount}`);
    expect(await moneyOf(order.number)).toEqual([]);
  });

  it('a slip paid to another account stays for staff', async () => {
    const order = await placedOrder();
    const reply = await sendSlip(order.number, await transferAtBank(order.payment.amount, { receiverId: '0899999999', receiverProxy: { type: 'MSISDN', value: 'xxx-xxx-9999' } }));
    expect(reply.body.status).toBe('PAYMENT_REVIEW');
    expect((await reviewOf(order.number)).slip.verification).toBe('EasySlip did not confirm that the money reached one of the shop’s registered accounts (paid to บริษัท โรบัค ช็อป / xxx-xxx-9999)');
  });

  it('a real slip of the exact amount to a stranger whose visible digits and name agree with the shop’s stays for staff', async () => {
    const order = await placedOrder();
    const reply = await sendSlip(order.number, await transferAtBank(order.payment.amount, LOOKALIKE_RECEIVER));
    expect(reply.body.status).toBe('PAYMENT_REVIEW');
    expect((await reviewOf(order.number)).slip.verification).toBe('EasySlip did not confirm that the money reached one of the shop’s registered accounts (paid to นาย โรบัค ช็อป / xxx-xxx-5678)');
    expect(await moneyOf(order.number)).toEqual([]);
  });

  it('a top-up paid to such a lookalike receiver is not credited', async () => {
    const { body: topup } = await shopper.call('POST', '/api/wallet/topups', { amount: 100 });
    const form = new FormData();
    form.append('slip', new Blob([await transferAtBank(topup.payment.amount, LOOKALIKE_RECEIVER)], { type: 'image/png' }), 'slip.png');
    const response = await fetch(`${app.baseUrl}/api/wallet/topups/${topup.id}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(await response.json()).toMatchObject({ status: 'PAYMENT_REVIEW' });
    const { body: wallet } = await shopper.call('GET', '/api/wallet');
    expect(wallet.entries.filter((entry: { kind: string }) => entry.kind === 'TOPUP')).toHaveLength(1); // the credited top-up of the test before
  });

  it('a slip of a transfer made before the order was placed stays for staff', async () => {
    const order = await placedOrder();
    const reply = await sendSlip(order.number, await transferAtBank(order.payment.amount, { date: new Date(Date.now() - 3_600_000) }));
    expect(reply.body.status).toBe('PAYMENT_REVIEW');
    expect((await reviewOf(order.number)).slip.verification).toMatch(/^EasySlip: the transfer was made at .+, before this payment was asked for at /);
    expect(await moneyOf(order.number)).toEqual([]);
  });

  it('asks the provider to match the receiving account', async () => {
    const order = await placedOrder();
    await sendSlip(order.number, await transferAtBank(order.payment.amount));
    expect(provider.requests.at(-1)).toMatchObject({ path: '/v2/verify/bank', body: { matchAccount: true } });
  });

  it('when the provider fails, the shopper’s slip is still taken and left for staff with what went wrong', async () => {
    const order = await placedOrder();
    const image = await transferAtBank(order.payment.amount);
    provider.failNext(500);
    const reply = await sendSlip(order.number, image);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe('PAYMENT_REVIEW');
    expect((await reviewOf(order.number)).slip.verification).toMatch(/EasySlip/);

    provider.failNext('hang');
    const slow = await placedOrder();
    const answered = await sendSlip(slow.number, await transferAtBank(slow.payment.amount));
    expect(answered.body.status).toBe('PAYMENT_REVIEW');
    expect((await reviewOf(slow.number)).slip.verification).toMatch(/EasySlip/);
  });
});
