import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { expireOverdueOrders } from '../orders/order-expiry.js';
import { AccountLoginCipher } from './account-login-cipher.js';

const cipher = new AccountLoginCipher(randomBytes(32));
let app: TestApp;
let admin: TestAdmin;
let superAdmin: TestAdmin;
beforeAll(async () => {
  app = await startTestApp({ accountLogins: cipher });
  admin = await app.signIn(AdminRole.ADMIN);
  superAdmin = await app.signIn(AdminRole.SUPER_ADMIN);
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const secret = () => `pw-${randomBytes(6).toString('hex')}`;

/** A listing made by an Admin over REST, with a login whose password is unique to it. */
async function listed(fields: Record<string, unknown> = {}) {
  const password = secret();
  const username = `seller_${randomBytes(3).toString('hex')}`;
  const reply = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', {
    robux: 5000,
    rate: '95',
    acc_type: 'Email verified',
    login: { username, password, recovery_email: 'owner@example.test', notes: 'Change the PIN' },
    ...fields,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id as string, username, password, body: reply.body };
}

/** A staff move; marking PAID an order nobody paid takes a Super Admin and a reason, sent as such. */
const staffMove = (number: string, status: string, note?: string, token = admin.token) =>
  callAs(app, token, 'POST', `/api/admin/orders/${number}/status`, { status, ...(note === undefined ? {} : status === 'PAID' ? { reason: note } : { note }) });

const statusOf = async (id: string) => (await sql<{ status: string }>('select status from robux_account where public_id = ?', [id]))[0].status;

describe('listings: price, sealed login, public answers', () => {
  it('computes the price exactly, half-up to the satang, and answers only public fields', async () => {
    const { id, body } = await listed({ robux: 1234, rate: '95.55', guarantee_days: 7, notes: 'Level 120' });
    // 1234 × 95.55 / 1000 = 117.9087 → 117.91; 10 × 1.50 / 1000 = 0.015 → 0.02 (half-up)
    expect(body).toMatchObject({ id, robux: 1234, rate: '95.55', price: '117.91', acc_type: 'Email verified', guarantee_days: 7, status: 'AVAILABLE', has_login: true, order_number: null });
    expect(id).toMatch(/^RBX-\d+$/);
    const half = await listed({ robux: 10, rate: '1.50' });
    expect(half.body.price).toBe('0.02');
    const detail = await callAs(app, undefined, 'GET', `/api/robux-accounts/${id}`);
    expect(detail.body).toEqual({ id, robux: 1234, rate: '95.55', price: '117.91', acc_type: 'Email verified', guarantee_days: 7, notes: 'Level 120' });
  });

  it('keeps the login sealed (AES-256-GCM bound to the listing) in the table, and never in a listing, export or log row', async () => {
    const { id, username, password } = await listed();
    const [row] = await sql<{ login_sealed: Buffer }>('select login_sealed from robux_account where public_id = ?', [id]);
    expect(row.login_sealed.includes(Buffer.from(password))).toBe(false);
    expect(row.login_sealed.includes(Buffer.from(username))).toBe(false);
    expect(cipher.open(row.login_sealed, id)).toEqual({ username, password, recoveryEmail: 'owner@example.test', notes: 'Change the PIN' });
    // Bound to its listing: the same ciphertext under another id does not open.
    expect(() => cipher.open(row.login_sealed, 'RBX-1')).toThrow();

    const answers = await Promise.all([
      callAs(app, undefined, 'GET', '/api/robux-accounts?page_size=100'),
      callAs(app, undefined, 'GET', `/api/robux-accounts/${id}`),
      callAs(app, admin.token, 'GET', '/api/admin/robux-accounts?limit=100'),
      fetch(`${app.baseUrl}/api/robux-accounts/export.xlsx`).then(async (r) => ({ status: r.status, body: Buffer.from(await r.arrayBuffer()).toString('latin1') })),
      app.graphql('{ robuxAccounts(page: {limit: 100}) { items { id robux rate price accountType guaranteeDays notes } } }', {}, null),
      app.graphql('{ staffRobuxAccounts(page: {limit: 100}) { items { id hasLogin notes } } }', {}, admin.token),
    ]);
    for (const answer of answers) {
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      expect(text).not.toContain(password);
      expect(text).not.toContain(username);
    }
    const audit = await sql<{ before: unknown; after: unknown }>(`select before, after from audit_entry where entity_type = 'RobuxAccount' and entity_id = ?`, [id]);
    expect(JSON.stringify(audit)).not.toContain(password);
    expect(audit[0].after).toMatchObject({ id, hasLogin: true });
  });

  it('lists for sale only available listings with a login, with rate chips counted from the data, pages and sort', async () => {
    const rate = `${600 + Math.floor(Math.random() * 300)}.25`;
    const made = [];
    for (const robux of [3000, 1000, 2000]) made.push(await listed({ rate, robux }));
    const withoutLogin = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', { robux: 1500, rate, acc_type: 'No login yet' });
    expect(withoutLogin.status).toBe(201);
    expect(withoutLogin.body.has_login).toBe(false);

    const page1 = await callAs(app, undefined, 'GET', `/api/robux-accounts?rate=${rate}&sort=price_desc&page=1&page_size=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(3);
    expect(page1.body.items.map((item: { robux: number }) => item.robux)).toEqual([3000, 2000]);
    const page2 = await callAs(app, undefined, 'GET', `/api/robux-accounts?rate=${rate}&sort=price_desc&page=2&page_size=2`);
    expect(page2.body.items.map((item: { id: string }) => item.id)).toEqual([made[1].id]);
    expect(page1.body.rate_counts).toContainEqual({ rate, count: 3 });
    const all = await callAs(app, undefined, 'GET', '/api/robux-accounts');
    expect(all.body.all_count).toBe(all.body.rate_counts.reduce((sum: number, chip: { count: number }) => sum + chip.count, 0));
    expect(all.body.total).toBe(all.body.all_count);
    expect((await callAs(app, undefined, 'GET', `/api/robux-accounts/${withoutLogin.body.id}`)).status).toBe(404);
  });

  it('refuses bad listings and bad queries with field errors, changing nothing', async () => {
    const before = (await sql<{ n: number }>('select count(*)::int as n from robux_account'))[0].n;
    const cases: [Record<string, unknown>, string][] = [
      [{ robux: 0 }, 'robux'],
      [{ robux: -1 }, 'robux'],
      [{ robux: 1.5 }, 'robux'],
      [{ rate: '0' }, 'rate'],
      [{ rate: '5000' }, 'rate'],
      [{ rate: 'abc' }, 'rate'],
      [{ acc_type: '' }, 'accountType'],
      [{ guarantee_days: 400 }, 'guaranteeDays'],
      [{ id: 'ABC-1' }, 'id'],
      [{ login: { username: 'x' } }, 'login.password'],
    ];
    for (const [fields, field] of cases) {
      const reply = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', { robux: 1000, rate: '100', acc_type: 'Email verified', ...fields });
      expect(reply.status, JSON.stringify(fields)).toBe(400);
      expect(reply.body.error.code).toBe('BAD_USER_INPUT');
      expect(reply.body.error.fields.map((problem: { field: string }) => problem.field)).toContain(field);
    }
    const { id } = await listed();
    const duplicate = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', { id, robux: 1000, rate: '100', acc_type: 'Email verified' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.fields).toEqual([{ field: 'id', message: 'is already used', reason: 'TAKEN' }]);
    expect((await sql<{ n: number }>('select count(*)::int as n from robux_account'))[0].n).toBe(before + 1);

    for (const query of ['page=0', 'page_size=1000', 'sort=cheapest', 'rate=-5', 'page=abc']) {
      const reply = await callAs(app, undefined, 'GET', `/api/robux-accounts?${query}`);
      expect(reply.status, query).toBe(400);
    }
    const bogus = await app.graphql('query($rate: Decimal) { robuxAccounts(rate: $rate) { total } }', { rate: '-5' }, null);
    expect(bogus.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives the next number to a listing without an id, after any id staff chose', async () => {
    const chosen = 900_000 + Math.floor(Math.random() * 90_000);
    await listed({ id: `rbx-${chosen}` });
    const next = await listed();
    expect(Number(next.id.slice(4))).toBeGreaterThan(chosen);
  });
});

describe('buying an account', () => {
  let buyer: Shopper;
  let rival: Shopper;
  beforeAll(async () => {
    buyer = await newShopper(app);
    rival = await newShopper(app);
  });

  it('N shoppers buying the same listing at once: one order, the others a clear "just sold", nothing half-done', async () => {
    const { id } = await listed();
    const shoppers = [buyer, rival, ...(await Promise.all(Array.from({ length: 6 }, () => newShopper(app))))];
    const replies = await Promise.all(shoppers.map((shopper) => shopper.call('POST', '/api/orders', orderBody([{ account_id: id }]))));
    const placed = replies.filter((reply) => reply.status === 201);
    expect(placed).toHaveLength(1);
    for (const refused of replies.filter((reply) => reply.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'OUT_OF_STOCK', message: `Robux account ${id} was just sold to someone else; remove it from the cart.` });
    }
    expect(placed[0].body.lines).toEqual([expect.objectContaining({ account_id: id, quantity: 1, robux_amount: 5000, unit_price: '475.00', delivery_method: 'ACCOUNT_LOGIN' })]);
    expect(await statusOf(id)).toBe('RESERVED');
    const [{ orders }] = await sql<{ orders: number }>(`select count(*)::int as orders from order_line where account_public_id = ?`, [id]);
    expect(orders).toBe(1);
    // Reserved: gone from the public list, its Detail and a second checkout's preview.
    expect((await callAs(app, undefined, 'GET', `/api/robux-accounts/${id}`)).status).toBe(404);
    const preview = await rival.call('POST', '/api/orders/preview', { lines: [{ account_id: id }] });
    expect(preview.body.lines[0]).toMatchObject({ status: 'SOLD', problem: 'Just sold: someone else bought this account' });
    expect(preview.body.orderable).toBe(false);
  });

  it('carts holding the same accounts and item in any order, all at once: no deadlock, one order takes both accounts', async () => {
    const [first, second] = [await listed(), await listed()];
    const [{ id: itemId }] = await sql<{ id: number }>(`update item set stock = 100 where id = (select min(id) from item) returning id`);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => newShopper(app)));
    const replies = await Promise.all(
      shoppers.map((shopper, index) => {
        const accounts = [{ account_id: first.id }, { account_id: second.id }];
        const lines = index % 2 ? [...accounts.reverse(), { item_id: itemId, quantity: 1 }] : [{ item_id: itemId, quantity: 1 }, ...accounts];
        return shopper.call('POST', '/api/orders', orderBody(lines));
      }),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['RESERVED', 'RESERVED']);
  });

  it('a cancelled or expired order puts the account back on sale; a paid one sells it and shows the buyer (only) its login', async () => {
    const { id, username, password } = await listed();
    const first = await buyer.call('POST', '/api/orders', orderBody([{ account_id: id }]));
    expect((await buyer.call('POST', `/api/orders/${first.body.number}/cancel`)).status).toBe(200);
    expect(await statusOf(id)).toBe('AVAILABLE');

    const second = await rival.call('POST', '/api/orders', orderBody([{ account_id: id, quantity: 1 }]));
    expect(second.status).toBe(201);
    await sql(`update customer_order set expires_at = now() - interval '1 minute' where number = ?`, [second.body.number]);
    await expireOverdueOrders(app.db.orm.em.fork(), app.orderEffects);
    expect(await statusOf(id)).toBe('AVAILABLE');

    const bought = await buyer.call('POST', '/api/orders', orderBody([{ account_id: id }]));
    const number = bought.body.number as string;
    const loginsQuery = `query($number: String!) { order(number: $number) { status accountLogins { accountId login { username password recoveryEmail notes } } lines { accountPublicId deliveryMethod } } }`;
    const unpaid = await app.graphql(loginsQuery, { number }, buyer.token);
    expect(unpaid.body.data.order).toMatchObject({ status: 'AWAITING_PAYMENT', accountLogins: [], lines: [{ accountPublicId: id, deliveryMethod: 'ACCOUNT_LOGIN' }] });

    expect((await staffMove(number, 'PAID', 'Paid in cash at the counter', superAdmin.token)).status).toBe(200);
    expect(await statusOf(id)).toBe('SOLD');
    const paid = await app.graphql(loginsQuery, { number }, buyer.token);
    expect(paid.body.data.order.accountLogins).toEqual([{ accountId: id, login: { username, password, recoveryEmail: 'owner@example.test', notes: 'Change the PIN' } }]);
    const staffView = await app.graphql(`query($number: String!) { adminOrder(number: $number) { accountLogins { accountId } } }`, { number }, admin.token);
    expect(staffView.body.data.adminOrder.accountLogins).toEqual([]);
    expect(JSON.stringify((await callAs(app, admin.token, 'GET', `/api/admin/orders/${number}`)).body)).not.toContain(password);

    // Sold: it cannot be bought, changed or deleted, and a refund leaves it sold (its login was handed over).
    expect((await rival.call('POST', '/api/orders', orderBody([{ account_id: id }]))).status).toBe(409);
    const edit = await callAs(app, admin.token, 'PUT', `/api/admin/robux-accounts/${id}`, { rate: '50' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(`Robux account ${id} was sold (order ${number}); it cannot be changed`);
    expect((await callAs(app, admin.token, 'DELETE', `/api/admin/robux-accounts/${id}`)).status).toBe(409);
    expect((await staffMove(number, 'REFUNDED', 'Seller took the account back')).status).toBe(200);
    expect(await statusOf(id)).toBe('SOLD');
  });

  it('every release of logins to the buyer is in the audit log: one row per read, naming the order and accounts, never a login', async () => {
    const [first, second] = [await listed(), await listed()];
    const bought = await buyer.call('POST', '/api/orders', orderBody([{ account_id: first.id }, { account_id: second.id }]));
    const number = bought.body.number as string;
    const releases = () =>
      sql<{ admin_id: number | null; customer_id: number | null; after: unknown }>(
        `select admin_id, customer_id, after from audit_entry where action = 'reveal_login' and entity_type = 'Order' and entity_id = ? order by id`,
        [number],
      );
    const logins = `query($number: String!) { order(number: $number) { accountLogins { accountId login { username password } } } }`;
    // Nothing is released while the order is unpaid, so nothing is recorded.
    expect((await app.graphql(logins, { number }, buyer.token)).body.data.order.accountLogins).toEqual([]);
    expect(await releases()).toEqual([]);

    expect((await staffMove(number, 'PAID', 'Paid in cash at the counter', superAdmin.token)).status).toBe(200);
    const read = await app.graphql(logins, { number }, buyer.token);
    expect(read.body.data.order.accountLogins.map((login: { accountId: string }) => login.accountId)).toEqual([first.id, second.id].sort());
    // The same order's logins twice in one request are one release.
    const twice = await app.graphql(`query($number: String!) { a: order(number: $number) { accountLogins { accountId } } b: order(number: $number) { accountLogins { accountId } } }`, { number }, buyer.token);
    expect(twice.body.errors).toBeUndefined();
    const rows = await releases();
    expect(rows).toEqual([
      { admin_id: null, customer_id: buyer.id, after: { accountIds: [first.id, second.id].sort() } },
      { admin_id: null, customer_id: buyer.id, after: { accountIds: [first.id, second.id].sort() } },
    ]);
    for (const secretPart of [first.password, first.username, second.password, second.username]) expect(JSON.stringify(rows)).not.toContain(secretPart);

    // Staff reading the order release nothing, so they add no release row; the audit log shows who read what.
    const staffView = await app.graphql(`query($number: String!) { adminOrder(number: $number) { accountLogins { accountId } } }`, { number }, superAdmin.token);
    expect(staffView.body.data.adminOrder.accountLogins).toEqual([]);
    expect(await releases()).toHaveLength(2);
    const log = await app.graphql('{ auditLog(page: { limit: 100 }) { adminId adminEmail customerId action entityType entityId after } }', {}, superAdmin.token);
    expect(log.body.errors).toBeUndefined();
    expect(log.body.data.auditLog).toContainEqual({ adminId: null, adminEmail: null, customerId: buyer.id, action: 'reveal_login', entityType: 'Order', entityId: number, after: { accountIds: [first.id, second.id].sort() } });
  });

  it("the buyer's order list with logins records one release per order it shows", async () => {
    const owner = await newShopper(app);
    const numbers: string[] = [];
    for (const _ of [1, 2]) {
      const { id } = await listed();
      const bought = await owner.call('POST', '/api/orders', orderBody([{ account_id: id }]));
      expect((await staffMove(bought.body.number, 'PAID', 'Paid in cash at the counter', superAdmin.token)).status).toBe(200);
      numbers.push(bought.body.number);
    }
    const list = await app.graphql('{ myOrders { orders { number accountLogins { accountId } } } }', {}, owner.token);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.myOrders.orders.map((order: { accountLogins: unknown[] }) => order.accountLogins.length)).toEqual([1, 1]);
    const rows = await sql<{ entity_id: string }>(`select entity_id from audit_entry where action = 'reveal_login' and customer_id = ? order by entity_id`, [owner.id]);
    expect(rows.map((row) => row.entity_id)).toEqual([...numbers].sort());
  });

  it("a Super Admin's reveal of a sold account's login names the order it was sold in", async () => {
    const { id } = await listed();
    const bought = await buyer.call('POST', '/api/orders', orderBody([{ account_id: id }]));
    expect((await staffMove(bought.body.number, 'PAID', 'Paid in cash at the counter', superAdmin.token)).status).toBe(200);
    expect((await callAs(app, superAdmin.token, 'POST', `/api/admin/robux-accounts/${id}/reveal-login`)).status).toBe(200);
    const entries = await sql<{ admin_id: number; after: unknown }>(`select admin_id, after from audit_entry where action = 'reveal_login' and entity_type = 'RobuxAccount' and entity_id = ?`, [id]);
    expect(entries).toEqual([{ admin_id: superAdmin.admin.id, after: { orderNumber: bought.body.number } }]);
  });

  it('a reserved listing cannot be edited or deleted; an available one can, and the edit moves its price', async () => {
    const reserved = await listed();
    const order = await buyer.call('POST', '/api/orders', orderBody([{ account_id: reserved.id }]));
    const refusal = await callAs(app, admin.token, 'DELETE', `/api/admin/robux-accounts/${reserved.id}`);
    expect(refusal.status).toBe(409);
    expect(refusal.body.error.message).toBe(`Robux account ${reserved.id} is reserved by order ${order.body.number}, awaiting payment; it cannot be deleted`);

    const free = await listed();
    const edited = await callAs(app, admin.token, 'PUT', `/api/admin/robux-accounts/${free.id}`, { rate: '100', notes: '' });
    expect(edited.body).toMatchObject({ rate: '100.00', price: '500.00', notes: null });
    expect((await callAs(app, admin.token, 'DELETE', `/api/admin/robux-accounts/${free.id}`)).body).toEqual({ deleted: true, id: free.id });
    expect((await callAs(app, undefined, 'GET', `/api/robux-accounts/${free.id}`)).status).toBe(404);
  });

  it('refuses account lines with a quantity other than 1 or an id that names no listing', async () => {
    const { id } = await listed();
    const two = await buyer.call('POST', '/api/orders', orderBody([{ account_id: id, quantity: 2 }]));
    expect(two.status).toBe(400);
    expect(two.body.error.fields).toEqual([expect.objectContaining({ field: 'lines.0.quantity', message: 'must be 1: each Robux account is sold once' })]);
    const unknown = await buyer.call('POST', '/api/orders', orderBody([{ account_id: 'RBX-1' }]));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([expect.objectContaining({ field: 'lines.0.accountId', reason: 'NOT_FOUND' })]);
    expect(await statusOf(id)).toBe('AVAILABLE');
  });
});

describe('staff: import, reveal, who may do what', () => {
  const importCsv = (csv: string, token = admin.token) =>
    fetch(`${app.baseUrl}/api/admin/robux-accounts/import`, { method: 'POST', headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` }, body: csv }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as any }),
    );

  it('imports the good rows of a CSV and reports each refused row and why', async () => {
    const taken = (await listed()).id;
    const fresh = `RBX-${800_000 + Math.floor(Math.random() * 90_000)}`;
    const csv = [
      'id,robux,rate,acc_type,guarantee_days,notes,username,password,recovery_email,login_notes',
      `${fresh},4000,110,"Email verified, Premium",5,"Has ""Korblox""",imp_user,imp-pass-1,imp@example.test,`,
      ',2500,88,Unverified,,,imp_user2,imp-pass-2,,',
      `${taken},1000,100,Email verified,,,,,,`,
      ',0,100,Email verified,,,,,,',
      ',1000,,Email verified,,,,,,',
      ',1000,100,Email verified,,,only_user,,,',
      `${fresh},1000,100,Again,,,,,,`,
    ].join('\n');
    const reply = await importCsv(csv);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.created).toHaveLength(2);
    expect(reply.body.created[0]).toBe(fresh);
    expect(reply.body.refused).toEqual([
      { line: 4, id: taken, reason: `id ${taken} is already used by another listing` },
      { line: 5, id: null, reason: 'robux must be a whole number of Robux from 10 to 1,000,000' },
      { line: 6, id: null, reason: 'rate is required' },
      { line: 7, id: null, reason: 'password is required' },
      { line: 8, id: fresh, reason: `id ${fresh} repeats an earlier row of this file` },
    ]);
    const detail = await callAs(app, admin.token, 'GET', `/api/admin/robux-accounts?search=${fresh}`);
    expect(detail.body.items[0]).toMatchObject({ id: fresh, robux: 4000, price: '440.00', acc_type: 'Email verified, Premium', guarantee_days: 5, notes: 'Has "Korblox"', has_login: true });

    const wrongHeader = await importCsv('robux,price\n100,5');
    expect(wrongHeader.status).toBe(400);
    expect(wrongHeader.body.error.message).toContain('unknown column(s) price');
    expect((await importCsv('id,robux,rate,acc_type\n"unclosed,1,2,3')).status).toBe(400);
  });

  it('Super Admins reveal a login, and every reveal is in the audit log; Admins may not, Editors may not manage', async () => {
    const { id, username, password } = await listed();
    const byAdmin = await callAs(app, admin.token, 'POST', `/api/admin/robux-accounts/${id}/reveal-login`);
    expect(byAdmin.status).toBe(403);
    const reveal = `mutation($id: String!) { revealRobuxAccountLogin(id: $id) { username password recoveryEmail notes } }`;
    const revealed = await app.graphql(reveal, { id }, superAdmin.token);
    expect(revealed.body.data.revealRobuxAccountLogin).toEqual({ username, password, recoveryEmail: 'owner@example.test', notes: 'Change the PIN' });
    const entries = await sql<{ action: string; admin_id: number; after: unknown }>(`select action, admin_id, after from audit_entry where entity_type = 'RobuxAccount' and entity_id = ? and action = 'reveal_login'`, [id]);
    expect(entries).toEqual([{ action: 'reveal_login', admin_id: superAdmin.admin.id, after: null }]);

    expect((await callAs(app, app.editor.token, 'GET', '/api/admin/robux-accounts')).status).toBe(403);
    const byEditor = await app.graphql('mutation { createRobuxAccount(input: {robux: 1000, rate: "100", accountType: "x"}) { id } }', {}, app.editor.token);
    expect(byEditor.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await callAs(app, undefined, 'GET', '/api/admin/robux-accounts')).status).toBe(401);
  });
});

describe('a shop without ACCOUNT_SECRET_KEY', () => {
  let keyless: TestApp;
  beforeAll(async () => {
    keyless = await startTestApp({ accountLogins: null });
  });
  afterAll(() => keyless?.close());

  it('refuses to store a login (and says why), but still takes a listing without one', async () => {
    const owner = await keyless.signIn(AdminRole.ADMIN);
    const withLogin = await callAs(keyless, owner.token, 'POST', '/api/admin/robux-accounts', { robux: 1000, rate: '100', acc_type: 'Email verified', login: { username: 'a', password: 'b' } });
    expect(withLogin.status).toBe(503);
    expect(withLogin.body.error.message).toContain('ACCOUNT_SECRET_KEY');
    const [{ n }] = await keyless.db.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from robux_account');
    expect(n).toBe(0);
    const without = await callAs(keyless, owner.token, 'POST', '/api/admin/robux-accounts', { robux: 1000, rate: '100', acc_type: 'Email verified' });
    expect(without.status).toBe(201);
  });
});
