import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { SmtpMailTransport } from '../mail/mail-transport.js';

let app: TestApp;
let smtp: SmtpTestServer;
let admin: TestAdmin;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ mailSender: { transport: new SmtpMailTransport(smtp.url, 'Test Shop <no-reply@shop.test>') } });
  admin = await app.signIn(AdminRole.ADMIN);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const asStaff = (method: string, path: string, body?: unknown) => callAs(app, admin.token, method, path, body);

interface Buyer extends Shopper {
  email: string;
}

/** A shopper whose mails are in `language`, optionally with the optional mails turned off (through their settings). */
async function buyer(settings: { language?: 'th' | 'en'; order_update_mails?: boolean } = {}): Promise<Buyer> {
  const shopper = await newShopper(app);
  const changed = await shopper.call('PUT', '/api/auth/me/mail-settings', settings);
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  return { ...shopper, email: changed.body.user.email };
}

/** Places one unit of a new ฿120 item for `shopper`. */
async function placedOrder(shopper: Shopper, name = `Mail fruit ${randomUUID().slice(0, 8)}`) {
  const [item] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), 120, 5, '/images/test.png') returning id`,
    [name],
  );
  const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 2 }]));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { number: string; total: string; payment: { amount: string } };
}

async function sendSlip(shopper: Shopper, number: string) {
  const form = new FormData();
  form.append('slip', new Blob([(await newSlip()).image], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${app.baseUrl}/api/orders/${number}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
  expect(response.status).toBe(200);
}

/** The kinds of the mails queued to `address`, oldest first. */
const kindsTo = async (address: string) => (await sql<{ kind: string }>('select kind from mail_message where recipient = ? order by id', [address])).map((row) => row.kind);
/** The mails `address` received, waiting for `count` of them; in the order they were queued (the sender sends a batch at once). */
async function received(address: string, count: number) {
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 10_000 }).toBe(count);
  const subjects = (await sql<{ subject: string }>('select subject from mail_message where recipient = ? order by id', [address])).map((row) => row.subject);
  return smtp.received.filter((mail) => mail.to.includes(address)).sort((a, b) => subjects.indexOf(a.subject) - subjects.indexOf(b.subject));
}

describe('order mails, sent through SMTP in the buyer\'s language', () => {
  it('placing an order mails the amount to pay, the deadline in Bangkok time and the order link; the same checkout key again mails nothing more', async () => {
    const shopper = await buyer({ language: 'en' });
    const key = randomUUID();
    const [item] = await sql<{ id: number }>(`insert into item (name, category_id, price, stock, image_url) values ('Mail Dragon', (select id from category where name = 'Blox Fruits'), 120, 5, '/x.png') returning id`);
    const body = orderBody([{ item_id: item.id, quantity: 2 }], { idempotency_key: key });
    const first = await shopper.call('POST', '/api/orders', body);
    expect(first.status).toBe(201);
    expect((await shopper.call('POST', '/api/orders', body)).status).toBe(200);

    const [mail] = await received(shopper.email, 1);
    const [{ expires_at }] = await sql<{ expires_at: string }>('select expires_at from customer_order where number = ?', [first.body.number]);
    const deadline = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' }).format(new Date(expires_at));
    expect(mail.subject).toBe(`Order ${first.body.number} placed – please pay by ${deadline}`);
    expect(mail.text).toContain('• Mail Dragon × 2');
    expect(mail.text).toContain(`transfer exactly ฿${first.body.payment.amount} by PromptPay`);
    expect(mail.text).toContain(`http://shop.test/orders/${first.body.number}`);
    expect(mail.html).toContain(`href="http://shop.test/orders/${first.body.number}"`);
    expect(await kindsTo(shopper.email)).toEqual(['ORDER_PLACED']);
  });

  it('writes to a Thai shopper in Thai', async () => {
    const shopper = await buyer({ language: 'th' });
    const order = await placedOrder(shopper);
    const [mail] = await received(shopper.email, 1);
    expect(mail.subject).toMatch(new RegExp(`^ได้รับคำสั่งซื้อ ${order.number} แล้ว – โปรดชำระเงินภายใน \\d+ \\S+ \\d{4}`));
    expect(mail.text).toContain(`โปรดโอน ฿${order.payment.amount} ผ่านพร้อมเพย์`);
    expect(mail.html).toContain('<html lang="th">');
  });

  it('an order that cannot be placed (too few left) mails nothing: the mail is part of the placement', async () => {
    const shopper = await buyer();
    const [item] = await sql<{ id: number }>(`insert into item (name, category_id, price, stock, image_url) values ('Last one', (select id from category where name = 'Blox Fruits'), 50, 1, '/x.png') returning id`);
    expect((await shopper.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 2 }]))).status).toBe(409);
    expect(await kindsTo(shopper.email)).toEqual([]);
  });

  it('follows the order: a slip sent back (with the reason), then approved, delivered and refunded (with the amount and reason)', async () => {
    const shopper = await buyer({ language: 'en' });
    const order = await placedOrder(shopper);
    await sendSlip(shopper, order.number);
    expect((await asStaff('POST', `/api/admin/orders/${order.number}/payment/reject`, { reason: 'The slip is for another amount' })).status).toBe(200);
    await sendSlip(shopper, order.number);
    expect((await asStaff('POST', `/api/admin/orders/${order.number}/payment/approve`)).status).toBe(200);
    for (const status of ['DELIVERING', 'DELIVERED']) expect((await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status })).status).toBe(200);
    expect((await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'REFUNDED', note: 'Wrong server' })).status).toBe(200);

    expect(await kindsTo(shopper.email)).toEqual(['ORDER_PLACED', 'PAYMENT_REJECTED', 'PAYMENT_APPROVED', 'ORDER_DELIVERED', 'ORDER_REFUNDED']);
    const [, rejected, approved, delivered, refunded] = await received(shopper.email, 5);
    expect(rejected.subject).toBe(`We could not confirm the payment for order ${order.number}`);
    expect(rejected.text).toContain('Reason: The slip is for another amount');
    expect(rejected.text).toContain('You can send another slip');
    expect(approved.text).toContain(`We received ฿240.00 for order ${order.number}`);
    expect(delivered.subject).toBe(`Order ${order.number} delivered`);
    expect(delivered.text).toContain('Turn them off at http://shop.test/account/email');
    expect(rejected.text).not.toContain('Turn them off');
    expect(refunded.text).toContain(`We refunded ฿${order.payment.amount} for order ${order.number} to your shop credit`);
    expect(refunded.text).toContain('Reason: Wrong server');
  });

  it('a slip staff cancel the order over says the order is closed', async () => {
    const shopper = await buyer({ language: 'en' });
    const order = await placedOrder(shopper);
    await sendSlip(shopper, order.number);
    expect((await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'CANCELLED', note: 'Fake slip' })).status).toBe(200);
    const [, closed] = await received(shopper.email, 2);
    expect(closed.text).toContain('Reason: Fake slip');
    expect(closed.text).toContain('This order is now closed');
  });

  it('a shopper who turned the optional mails off still gets the essential ones: placed, slip sent back, refunded', async () => {
    const shopper = await buyer({ order_update_mails: false });
    const order = await placedOrder(shopper);
    await sendSlip(shopper, order.number);
    await asStaff('POST', `/api/admin/orders/${order.number}/payment/reject`, { reason: 'Unreadable slip' });
    await sendSlip(shopper, order.number);
    await asStaff('POST', `/api/admin/orders/${order.number}/payment/approve`);
    await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'DELIVERING' });
    await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'DELIVERED' });
    await asStaff('POST', `/api/admin/orders/${order.number}/status`, { status: 'REFUNDED', note: 'Goodwill' });
    expect(await kindsTo(shopper.email)).toEqual(['ORDER_PLACED', 'PAYMENT_REJECTED', 'ORDER_REFUNDED']);
  });

  it('paying from the wallet mails the payment received', async () => {
    const shopper = await buyer({ language: 'en' });
    await asStaff('POST', `/api/admin/customers/${shopper.id}/wallet/adjust`, { amount: '500.00', reason: 'Test credit' });
    const order = await placedOrder(shopper);
    const paid = await shopper.call('POST', `/api/orders/${order.number}/pay-with-wallet`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await kindsTo(shopper.email)).toEqual(['ORDER_PLACED', 'PAYMENT_APPROVED']);
  });
});

describe('the wallet top-up mail', () => {
  it('tells the gamer the credited amount and the new balance, unless they turned the optional mails off', async () => {
    for (const wanted of [true, false]) {
      const shopper = await buyer({ language: 'en', order_update_mails: wanted });
      const started = await shopper.call('POST', '/api/wallet/topups', { amount: 300 });
      expect(started.status).toBe(201);
      const form = new FormData();
      form.append('slip', new Blob([(await newSlip()).image], { type: 'image/png' }), 'slip.png');
      await fetch(`${app.baseUrl}/api/wallet/topups/${started.body.id}/slip`, { method: 'POST', body: form, headers: { authorization: `Bearer ${shopper.token}` } });
      expect((await asStaff('POST', `/api/admin/topups/${started.body.id}/payment/approve`)).status).toBe(200);
      if (!wanted) {
        expect(await kindsTo(shopper.email)).toEqual([]);
        continue;
      }
      const [mail] = await received(shopper.email, 1);
      const paid = started.body.payment.amount;
      expect(mail.subject).toBe(`฿${paid} added to your shop credit`);
      expect(mail.text).toContain(`Your balance is now ฿${paid}.`);
    }
  });
});

describe('e-mail settings', () => {
  it('are the account\'s: read back on /api/auth/me and through GraphQL, a field left out stays as it is', async () => {
    const shopper = await newShopper(app);
    expect((await shopper.call('GET', '/api/auth/me')).body.mail_settings).toEqual({ language: 'th', order_update_mails: true });
    await shopper.call('PUT', '/api/auth/me/mail-settings', { language: 'EN' });
    expect((await shopper.call('PUT', '/api/auth/me/mail-settings', { order_update_mails: false })).body.mail_settings).toEqual({ language: 'en', order_update_mails: false });
    const changed = await app.graphql('mutation { updateMailSettings(input: { orderUpdateMails: true }) { language orderUpdateMails } }', {}, shopper.token);
    expect(changed.body.data.updateMailSettings).toEqual({ language: 'EN', orderUpdateMails: true });
  });

  it('refuse a language other than th or en and a flag that is not true or false, changing nothing; need a signed-in shopper', async () => {
    const shopper = await newShopper(app);
    const badLanguage = await shopper.call('PUT', '/api/auth/me/mail-settings', { language: 'fr', order_update_mails: false });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.error).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'language', message: 'must be th or en' })] });
    const badFlag = await shopper.call('PUT', '/api/auth/me/mail-settings', { order_update_mails: 'no' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.error.fields).toEqual([expect.objectContaining({ field: 'orderUpdateMails' })]);
    expect((await shopper.call('GET', '/api/auth/me')).body.mail_settings).toEqual({ language: 'th', order_update_mails: true });
    expect((await callAs(app, undefined, 'PUT', '/api/auth/me/mail-settings', { language: 'en' })).status).toBe(401);
    expectGraphQLError(await app.graphql('mutation { updateMailSettings(input: { language: EN }) { language } }', {}, null), 'UNAUTHENTICATED');
  });
});
