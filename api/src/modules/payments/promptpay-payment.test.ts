import { randomUUID } from 'node:crypto';
import { parse } from 'promptparse';
import { anyId } from 'promptparse/validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHECKOUT_ACCOUNT } from '../../test-support/checkout-account.js';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { promptPayIdKind } from './promptpay-id.js';

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

async function newItem(price: string, stock: number): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), ?, ?, '/images/test.png') returning id`,
    [`Paid fruit ${randomUUID().slice(0, 8)}`, price, stock],
  );
  return row.id;
}

const METHOD_FIELDS = 'id type name promptpayId activeForCheckout';
const CREATE = `mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${METHOD_FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $input: PaymentMethodInput!) { updatePaymentMethod(id: $id, input: $input) { ${METHOD_FIELDS} } }`;
const activeAccounts = () => sql<{ id: number; promptpay_id: string }>('select id, promptpay_id from payment_method where active_for_checkout');

describe('PromptPay ids', () => {
  it('knows a mobile number, a national or tax id with a good check digit, and an e-wallet id', () => {
    expect(promptPayIdKind('0812345678')).toBe('MSISDN');
    expect(promptPayIdKind('1103702071811')).toBe('NATID');
    expect(promptPayIdKind('1103702071812')).toBeUndefined();
    expect(promptPayIdKind('123456789012345')).toBe('EWALLETID');
    expect(promptPayIdKind('812345678')).toBeUndefined();
    expect(promptPayIdKind('08123456789')).toBeUndefined();
  });
});

describe("the shop's receiving account (Manage Payments)", () => {
  it('refuses a PromptPay id that is none, and checkout on an account that cannot take PromptPay', async () => {
    const badId = await app.graphql(CREATE, { input: { type: 'PROMPTPAY', name: 'Shop', details: 'x', promptpayId: '1103702071812' } }, admin.token);
    expect(expectGraphQLError(badId, 'BAD_USER_INPUT').message).toMatch(/promptpayId must be a Thai mobile number/);
    const bank = await app.graphql(CREATE, { input: { type: 'BANK', name: 'KBank', details: 'xxx-1234', activeForCheckout: true } }, admin.token);
    expect(expectGraphQLError(bank, 'BAD_USER_INPUT').message).toMatch(/activeForCheckout needs a PromptPay account/);
    expect(await activeAccounts()).toEqual([expect.objectContaining({ promptpay_id: TEST_CHECKOUT_ACCOUNT.promptpayId })]);
  });

  it('keeps the bank account behind a PromptPay id, whole or not at all, for staff to compare slips with', async () => {
    const FIELDS = 'id receivingBank accountNumber accountName';
    const create = (input: Record<string, unknown>) =>
      app.graphql(`mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { ${FIELDS} } }`, { input: { type: 'PROMPTPAY', name: 'Shop', details: '081-xxx-1111', ...input } }, admin.token);
    const whole = await create({ promptpayId: '0811111111', receivingBank: '014', accountNumber: '123-4-56789-0', accountName: ' บจก. ร้าน ' });
    expect(whole.body.errors, JSON.stringify(whole.body.errors)).toBeUndefined();
    expect((whole.body.data as any).createPaymentMethod).toMatchObject({ receivingBank: '014', accountNumber: '1234567890', accountName: 'บจก. ร้าน' });

    const part = await create({ promptpayId: '0811111111', accountNumber: '1234567890' });
    expect(expectGraphQLError(part, 'BAD_USER_INPUT').extensions?.fields).toEqual([
      expect.objectContaining({ field: 'receivingBank', message: 'is needed with the rest of the receiving bank account' }),
      expect.objectContaining({ field: 'accountName', message: 'is needed with the rest of the receiving bank account' }),
    ]);
    const badBank = await create({ promptpayId: '0811111111', receivingBank: 'SCB', accountNumber: '1234567890', accountName: 'A' });
    expect(expectGraphQLError(badBank, 'BAD_USER_INPUT').message).toMatch(/receivingBank must be a 3-digit bank code/);
    const shortNumber = await create({ promptpayId: '0811111111', receivingBank: '014', accountNumber: '12345', accountName: 'A' });
    expect(expectGraphQLError(shortNumber, 'BAD_USER_INPUT').message).toMatch(/accountNumber must be 10 to 15 digits/);
    const onBank = await app.graphql(`mutation($input: PaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`, { input: { type: 'BANK', name: 'KBank', details: 'x', receivingBank: '004', accountNumber: '1234567890', accountName: 'A' } }, admin.token);
    expect(expectGraphQLError(onBank, 'BAD_USER_INPUT').message).toMatch(/receivingBank is only for PromptPay accounts/);
    await sql('delete from payment_method where id = ?', [(whole.body.data as any).createPaymentMethod.id]);
  });

  it('keeps exactly one account active for checkout: making another active retires the first, with both in the audit log', async () => {
    const [before] = await activeAccounts();
    const created = await app.graphql(CREATE, { input: { type: 'PROMPTPAY', name: 'New Shop Co.', details: '110-xxx-1811', promptpayId: '1-1037-02071-81-1', activeForCheckout: true } }, admin.token);
    expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
    const account = (created.body.data as any).createPaymentMethod;
    expect(account).toMatchObject({ promptpayId: '1103702071811', activeForCheckout: true });
    expect(await activeAccounts()).toEqual([{ id: account.id, promptpay_id: '1103702071811' }]);
    const audited = await sql(`select entity_id, after->>'activeForCheckout' as active from audit_entry where entity_type = 'PaymentMethod' and entity_id in (?, ?) order by id`, [String(before.id), String(account.id)]);
    expect(audited).toEqual([
      { entity_id: String(before.id), active: 'false' },
      { entity_id: String(account.id), active: 'true' },
    ]);
    // Back as it was, for the other tests.
    const restored = await app.graphql(UPDATE, { id: before.id, input: { type: 'PROMPTPAY', name: TEST_CHECKOUT_ACCOUNT.name, details: '081-xxx-5678', promptpayId: before.promptpay_id, activeForCheckout: true } }, admin.token);
    expect(restored.body.errors).toBeUndefined();
    expect(await activeAccounts()).toEqual([{ id: before.id, promptpay_id: before.promptpay_id }]);
  });
});

describe('paying an order by PromptPay', () => {
  it('gives the order a payment: its total plus a few satang, to the active account, with a QR payload that scans back to both', async () => {
    const itemId = await newItem('250.00', 3);
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 2 }]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const { payment } = reply.body;
    expect(payment).toMatchObject({ method: 'PROMPTPAY', amount: '500.01', amount_offset: '0.01', receiver_name: TEST_CHECKOUT_ACCOUNT.name, expires_at: reply.body.expires_at });
    const qr = parse(payment.promptpay_payload);
    expect(qr?.validate('63')).toBe(true);
    expect(qr?.getTagValue('01')).toBe('12');
    expect(qr?.getTagValue('54')).toBe('500.01');
    expect(anyId(payment.promptpay_payload)).toMatchObject({ type: 'MSISDN', target: TEST_CHECKOUT_ACCOUNT.promptpayId, amount: 500.01 });
    const again = await shopper.call('GET', `/api/orders/${reply.body.number}`);
    expect(again.body.payment).toEqual(payment);
  });

  it('99 orders of one total at once get 99 different amounts; a 100th is told to try again shortly, and a cancelled order frees its amount', { timeout: 60_000 }, async () => {
    const itemId = await newItem('689.00', 200);
    const shoppers = await Promise.all(Array.from({ length: 9 }, () => newShopper(app)));
    const replies = await Promise.all(Array.from({ length: 99 }, (_, n) => shoppers[n % 9].call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]))));
    expect(replies.map((reply) => reply.status)).toEqual(Array(99).fill(201));
    const amounts = replies.map((reply) => reply.body.payment.amount).sort();
    expect(amounts).toEqual(Array.from({ length: 99 }, (_, n) => `689.${String(n + 1).padStart(2, '0')}`));

    const hundredth = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
    expect(hundredth.status).toBe(503);
    expect(hundredth.body.error.message).toMatch(/Too many open payments of this amount/);
    expect((await sql('select stock from item where id = ?', [itemId]))[0].stock).toBe(101);

    const cancelled = replies.find((reply) => reply.body.payment.amount === '689.42')!;
    const owner = shoppers[replies.indexOf(cancelled) % 9];
    expect((await owner.call('POST', `/api/orders/${cancelled.body.number}/cancel`)).status).toBe(200);
    const next = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
    expect(next.status).toBe(201);
    expect(next.body.payment.amount).toBe('689.42');
  });

  it('orders and top-ups whose bases are less than ฿1 apart, placed at once, never pick the same amount', { timeout: 60_000 }, async () => {
    const [whole, half] = [await newItem('241.00', 100), await newItem('241.50', 100)];
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => newShopper(app)));
    const replies = await Promise.all(
      Array.from({ length: 90 }, (_, n) => {
        const buyer = shoppers[n % 6];
        if (n % 3 === 2) return buyer.call('POST', '/api/wallet/topups', { amount: 241 });
        return buyer.call('POST', '/api/orders', orderBody([{ item_id: n % 3 === 0 ? whole : half, quantity: 1 }]));
      }),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(90).fill(201));
    const amounts = replies.map((reply) => reply.body.payment.amount);
    expect(new Set(amounts).size).toBe(90);
  });

  it('without an account active for checkout, places no order and says payment is not set up', async () => {
    const itemId = await newItem('75.00', 4);
    const [active] = await activeAccounts();
    await sql('update payment_method set active_for_checkout = false where id = ?', [active.id]);
    try {
      const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
      expect(reply.status).toBe(503);
      expect(reply.body.error).toMatchObject({ code: 'PAYMENT_NOT_SET_UP', message: expect.stringMatching(/cannot take payments yet/) });
      expect((await sql('select stock from item where id = ?', [itemId]))[0].stock).toBe(4);
      expect((await sql('select count(*)::int as n from order_line where item_id = ?', [itemId]))[0].n).toBe(0);
    } finally {
      await sql('update payment_method set active_for_checkout = true where id = ?', [active.id]);
    }
  });
});
