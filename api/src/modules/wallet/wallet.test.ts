import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { statementsDuring } from '../../test-support/sql-statements.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
let editor: TestAdmin;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  editor = await app.signIn(AdminRole.EDITOR);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const asStaff = (method: string, path: string, body?: unknown, token = admin.token) => callAs(app, token, method, path, body);

async function newItem(price: string, stock = 100): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), ?, ?, '/images/test.png') returning id`,
    [`Wallet fruit ${randomUUID().slice(0, 8)}`, price, stock],
  );
  return row.id;
}

async function placeOrder(buyer: Shopper, itemId: number): Promise<{ number: string; total: string }> {
  const reply = await buyer.call('POST', '/api/orders', orderBody([{ item_id: itemId, quantity: 1 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const credit = (buyer: Shopper, amount: string, reason = 'Welcome credit') => asStaff('POST', `/api/admin/customers/${buyer.id}/wallet/adjust`, { amount, reason });
const walletOf = async (buyer: Shopper) => (await buyer.call('GET', '/api/wallet')).body;
const balanceOf = async (buyer: Shopper) => (await walletOf(buyer)).balance as string;
const reconciliation = async () => (await asStaff('GET', '/api/admin/wallets/reconciliation')).body;
const ledgerRows = async () => (await sql<{ n: number }>('select (select count(*) from ledger_transfer) + (select count(*) from ledger_entry) as n'))[0].n;

async function sendTopupSlip(buyer: Shopper, topupId: number, image: Buffer) {
  const form = new FormData();
  form.append('slip', new Blob([image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/wallet/topups/${topupId}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('topping up by PromptPay', () => {
  it('a top-up gets its own amount and QR; its slip goes to review; approved, the wallet holds what was paid, once', async () => {
    const buyer = await newShopper(app);
    const started = await buyer.call('POST', '/api/wallet/topups', { amount: 500 });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ amount: '500.00', status: 'AWAITING_PAYMENT', payment: { method: 'PROMPTPAY', amount: expect.stringMatching(/^500\.\d[1-9]|500\.[1-9]\d$/) } });
    const paid = started.body.payment.amount as string;

    const slip = await newSlip();
    const sent = await sendTopupSlip(buyer, started.body.id, slip.image);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('PAYMENT_REVIEW');
    // The same slip is refused for anything else: it proved this transfer.
    const order = await placeOrder(buyer, await newItem('20.00'));
    const form = new FormData();
    form.append('slip', new Blob([slip.image], { type: 'image/png' }), 'slip.png');
    const reused = await fetch(`${app.baseUrl}/api/orders/${order.number}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(reused.status).toBe(409);

    const queue = (await asStaff('GET', '/api/admin/topup-reviews')).body.reviews;
    expect(queue.find((review: any) => review.topup.id === started.body.id)).toMatchObject({ customer: { id: buyer.id }, slip: { trans_ref: slip.reference.transRef } });
    const approvals = await Promise.all([1, 2, 3].map(() => asStaff('POST', `/api/admin/topups/${started.body.id}/payment/approve`)));
    expect(approvals.map((reply) => reply.status).sort()).toEqual([200, 409, 409]);

    const wallet = await walletOf(buyer);
    expect(wallet).toMatchObject({ balance: paid, total_credited: paid, topup_min: 50, topup_max: 50000, total: 1, entries: [{ amount: paid, balance_after: paid, kind: 'TOPUP', ref: expect.stringMatching(/^topup:\d+$/) }] });
    const deposits = await sql(`select amount::text as amount, method, reference from "transaction" where customer_id = ? and type = 'Deposit'`, [buyer.id]);
    expect(deposits).toEqual([{ amount: paid, method: 'PromptPay', reference: `004 ${slip.reference.transRef}` }]);
  });

  it('two slips sent for one top-up at the same moment: one is taken, the other refused; the top-up is credited once', async () => {
    const buyer = await newShopper(app);
    const { body: topup } = await buyer.call('POST', '/api/wallet/topups', { amount: 200 });
    const replies = await Promise.all([await newSlip(), await newSlip()].map((slip) => sendTopupSlip(buyer, topup.id, slip.image)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await sql('select count(*)::int as n from payment_slip s join payment p on p.id = s.payment_id where p.topup_id = ?', [topup.id])).toEqual([{ n: 1 }]);
    await Promise.all([1, 2].map(() => asStaff('POST', `/api/admin/topups/${topup.id}/payment/approve`)));
    expect(await balanceOf(buyer)).toBe(topup.payment.amount);
  });

  it.each([0, -5, 10.5, 50001, 'x', '10.5', null])('refuses a top-up of %j, starting nothing', async (amount) => {
    const buyer = await newShopper(app);
    const reply = await buyer.call('POST', '/api/wallet/topups', { amount });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'amount', message: expect.stringMatching(/whole baht from 50 to 50,000/) }] });
    expect(await sql('select id from wallet_topup where customer_id = ?', [buyer.id])).toEqual([]);
  });

  it("another gamer's top-up is not found; a rejected slip sends it back with the reason", async () => {
    const [owner, stranger] = [await newShopper(app), await newShopper(app)];
    const { body: topup } = await owner.call('POST', '/api/wallet/topups', { amount: '100' });
    expect((await stranger.call('GET', `/api/wallet/topups/${topup.id}`)).status).toBe(404);
    expect((await sendTopupSlip(stranger, topup.id, (await newSlip()).image)).status).toBe(404);
    await sendTopupSlip(owner, topup.id, (await newSlip()).image);
    expect((await asStaff('POST', `/api/admin/topups/${topup.id}/payment/reject`, {})).status).toBe(400);
    const rejected = await asStaff('POST', `/api/admin/topups/${topup.id}/payment/reject`, { reason: 'No money arrived' });
    expect(rejected.body).toMatchObject({ status: 'AWAITING_PAYMENT', note: 'No money arrived' });
    expect(await balanceOf(owner)).toBe('0.00');
    expect((await asStaff('POST', `/api/admin/topups/${topup.id}/payment/approve`, undefined, editor.token)).status).toBe(403);
  });
});

describe('paying an order from the wallet', () => {
  it('pays at once when the wallet covers the total, with no deposit (the money came in with the top-up)', async () => {
    const buyer = await newShopper(app);
    await credit(buyer, '300.00');
    const order = await placeOrder(buyer, await newItem('120.00'));
    const paid = await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('PAID');
    expect(paid.body.timeline.at(-1)).toMatchObject({ status: 'PAID', by: 'customer', note: null, note_code: 'PAID_FROM_WALLET' });
    expect(await walletOf(buyer)).toMatchObject({ balance: '180.00', entries: [{ amount: '-120.00', balance_after: '180.00', kind: 'ORDER_PAYMENT', ref: `order:${order.number}:pay` }, { kind: 'ADJUSTMENT', reason: 'Welcome credit' }] });
    expect(await sql(`select 1 from "transaction" t join customer_order o on o.id = t.order_id where o.number = ?`, [order.number])).toEqual([]);
    // Its amount is free again for other payments.
    expect(await sql('select awaiting from payment p join customer_order o on o.id = p.order_id where o.number = ?', [order.number])).toEqual([{ awaiting: false }]);
  });

  it('a payment is at most nine statements, each a round trip: the token check, the order and wallet locked, three writes, the mail, the answer', async () => {
    const buyer = await newShopper(app);
    await credit(buyer, '100.00');
    const [first, order] = [await placeOrder(buyer, await newItem('10.00')), await placeOrder(buyer, await newItem('10.00'))];
    // The first payment of a process also looks up the shop's sales account, once.
    expect((await buyer.call('POST', `/api/orders/${first.number}/pay-with-wallet`)).status).toBe(200);
    const statements = await statementsDuring(app.db, async () => {
      expect((await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`)).status).toBe(200);
    });
    // The mail sender's claims and marks run on their own, whenever a mail is queued.
    const payment = statements.filter((statement) => !/^update mail_message set (attempts|status)/.test(statement));
    expect(payment.length, payment.join('\n')).toBeLessThanOrEqual(9);
  });

  it('refuses, charging nothing: too little in the wallet, an order not awaiting payment, and another gamer’s order', async () => {
    const [buyer, stranger] = [await newShopper(app), await newShopper(app)];
    await credit(buyer, '50.00');
    const order = await placeOrder(buyer, await newItem('80.00'));
    const before = await ledgerRows();
    const short = await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`);
    expect(short.status).toBe(409);
    expect(short.body.error).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: expect.stringMatching(/฿50\.00.*฿80\.00/) });
    expect((await stranger.call('POST', `/api/orders/${order.number}/pay-with-wallet`)).status).toBe(404);
    await buyer.call('POST', `/api/orders/${order.number}/cancel`);
    expect((await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`)).status).toBe(409);
    expect(await ledgerRows()).toBe(before);
    expect(await balanceOf(buyer)).toBe('50.00');
  });

  it('double spend: ฿1,000 and 20 orders of ฿100 paid at the same moment → exactly 10 paid, ฿0.00 left, 10 clean refusals', { timeout: 60_000 }, async () => {
    const buyer = await newShopper(app);
    await credit(buyer, '1000.00');
    const item = await newItem('100.00');
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrder(buyer, item)));
    const replies = await Promise.all(orders.map((order) => buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(10);
    const refusals = replies.filter((reply) => reply.status !== 200);
    expect(refusals.map((reply) => [reply.status, reply.body.error.code])).toEqual(Array(10).fill([409, 'INSUFFICIENT_BALANCE']));
    expect(await balanceOf(buyer)).toBe('0.00');
    const [{ paid }] = await sql(`select count(*)::int as paid from customer_order where customer_id = ? and status = 'PAID'`, [buyer.id]);
    expect(paid).toBe(10);
    expect(await reconciliation()).toMatchObject({ ok: true });
  });

  it('the same pay request 10 times at once pays once', async () => {
    const buyer = await newShopper(app);
    await credit(buyer, '500.00');
    const order = await placeOrder(buyer, await newItem('75.00'));
    const replies = await Promise.all(Array.from({ length: 10 }, () => buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceOf(buyer)).toBe('425.00');
  });
});

describe('refunds', () => {
  it('a refund puts exactly what was paid back into the wallet, once, however often it is asked for at once', async () => {
    const buyer = await newShopper(app);
    await credit(buyer, '200.00');
    const order = await placeOrder(buyer, await newItem('150.00'));
    await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`);
    const refunds = await Promise.all(Array.from({ length: 10 }, () => asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'REFUNDED', note: 'Out of stock in game' })));
    expect(refunds.map((reply) => reply.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await walletOf(buyer)).toMatchObject({ balance: '200.00', entries: [{ amount: '150.00', kind: 'REFUND', reason: 'Out of stock in game', ref: `order:${order.number}:refund` }, {}, {}] });
  });
});

describe('staff adjustments', () => {
  it('credit and debit with a reason, audited; a debit above the balance, a missing reason or a bad amount changes nothing', async () => {
    const buyer = await newShopper(app);
    expect((await credit(buyer, '150.00', 'Sorry for the wait')).body).toMatchObject({ balance: '150.00', total_credited: '150.00' });
    expect((await credit(buyer, '-20.50', 'Corrected a double credit')).body).toMatchObject({ balance: '129.50', total_credited: '150.00' });
    const before = await ledgerRows();
    const tooMuch = await credit(buyer, '-200', 'Too much');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('INSUFFICIENT_BALANCE');
    for (const body of [{ amount: '10' }, { amount: '10', reason: '   ' }, { amount: '0', reason: 'x' }, { amount: '1.234', reason: 'x' }, { amount: 'ten', reason: 'x' }]) {
      expect((await asStaff('POST', `/api/admin/customers/${buyer.id}/wallet/adjust`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await asStaff('POST', '/api/admin/customers/99999999/wallet/adjust', { amount: '10', reason: 'x' })).status).toBe(404);
    expect((await asStaff('POST', `/api/admin/customers/${buyer.id}/wallet/adjust`, { amount: '10', reason: 'x' }, editor.token)).status).toBe(403);
    expect(await ledgerRows()).toBe(before);
    const audit = await sql(`select after from audit_entry where action = 'adjust-wallet' and entity_id = ? order by id`, [String(buyer.id)]);
    expect(audit.map((row) => row.after)).toMatchObject([{ amount: '150.00', reason: 'Sorry for the wait' }, { amount: '-20.50', reason: 'Corrected a double credit' }]);
  });

  it('the same idempotency key sent 5 times at once credits once', async () => {
    const buyer = await newShopper(app);
    const body = { amount: '60.00', reason: 'Goodwill', idempotency_key: randomUUID() };
    const replies = await Promise.all(Array.from({ length: 5 }, () => asStaff('POST', `/api/admin/customers/${buyer.id}/wallet/adjust`, body)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(5).fill(200));
    expect(await balanceOf(buyer)).toBe('60.00');
  });
});

describe('the ledger holds itself to its rules', () => {
  it('refuses to change or delete an entry or a transfer, and a wallet balance below zero', async () => {
    const buyer = await newShopper(app);
    await credit(buyer, '10.00');
    await expect(sql('update ledger_entry set amount = 1000 where account_id = (select id from ledger_account where customer_id = ?)', [buyer.id])).rejects.toThrow(/never changed or deleted/);
    await expect(sql('delete from ledger_transfer where id = (select max(id) from ledger_transfer)')).rejects.toThrow(/never changed or deleted/);
    await expect(sql('update ledger_account set balance = -1 where customer_id = ?', [buyer.id])).rejects.toThrow(/ledger_account_wallet_balance/);
  });

  it('after a random mix of 500 operations at once, every wallet equals the sum of its entries and every transfer nets to zero', { timeout: 120_000 }, async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => newShopper(app)));
    const item = await newItem('15.00', 10_000);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const operations = Array.from({ length: 500 }, () => {
      const buyer = buyers[random(buyers.length)];
      const roll = random(10);
      if (roll < 4) return () => credit(buyer, `${10 + random(90)}.${random(10)}0`);
      if (roll < 6) return () => credit(buyer, `-${1 + random(40)}.00`, 'Random debit');
      return async () => {
        const order = await placeOrder(buyer, item);
        const paid = await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`);
        if (paid.status === 200 && roll === 9) await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'REFUNDED', note: 'Random refund' });
        return paid;
      };
    });
    for (let start = 0; start < operations.length; start += 25) {
      const replies = await Promise.all(operations.slice(start, start + 25).map((operation) => operation()));
      // Every refusal is a clean one: a wallet too low for a debit or a payment.
      for (const reply of replies) if (reply.status !== 200) expect(reply.body.error.code).toBe('INSUFFICIENT_BALANCE');
    }
    const check = await reconciliation();
    expect(check).toMatchObject({ ok: true, mismatched_wallets: [], unbalanced_transfers: 0 });
    const [{ sum }] = await sql<{ sum: string }>('select coalesce(sum(amount), 0)::text as sum from ledger_entry');
    expect(sum).toBe('0.00');
    for (const buyer of buyers) expect(Number(await balanceOf(buyer))).toBeGreaterThanOrEqual(0);
  });
});
