import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

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

/** A listing an Admin adds over REST; without `login` it is AVAILABLE but has nothing to hand over yet. */
async function listing({ login }: { login: boolean }): Promise<string> {
  const reply = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', {
    robux: 2000,
    rate: '90',
    acc_type: 'Email verified',
    ...(login ? { login: { username: `seller_${randomUUID().slice(0, 6)}`, password: 'a-password' } } : {}),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as string;
}

const accountRow = async (id: string) =>
  (await sql<{ status: string; has_login: boolean }>('select status, login_sealed is not null as has_login from robux_account where public_id = ?', [id]))[0];
const linesNaming = async (id: string) => (await sql<{ n: number }>('select count(*)::int as n from order_line where account_public_id = ?', [id]))[0].n;
const ordersOf = async (customerId: number) => (await sql<{ n: number }>('select count(*)::int as n from customer_order where customer_id = ?', [customerId]))[0].n;

describe('a Robux account listing without a stored login', () => {
  it('is not for sale: the preview says so, the order is refused like an unlisted account, and nothing is reserved', async () => {
    const id = await listing({ login: false });
    expect(await accountRow(id)).toEqual({ status: 'AVAILABLE', has_login: false });
    // The public listing already hides it.
    expect((await callAs(app, undefined, 'GET', `/api/robux-accounts/${id}`)).status).toBe(404);

    const preview = await shopper.call('POST', '/api/orders/preview', { lines: [{ account_id: id }] });
    expect(preview.status).toBe(200);
    expect(preview.body.lines[0]).toMatchObject({ account_id: id, status: 'UNAVAILABLE', unit_price: null, problem: expect.stringMatching(/pick another account/i) });
    expect(preview.body.orderable).toBe(false);

    const [{ id: itemId, stock }] = await sql<{ id: number; stock: number }>('select id, stock from item where stock > 0 order by id limit 1');
    const ordersBefore = await ordersOf(shopper.id);
    for (const lines of [[{ account_id: id }], [{ item_id: itemId, quantity: 1 }, { account_id: id }]]) {
      const refused = await shopper.call('POST', '/api/orders', orderBody(lines));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: expect.stringMatching(/pick another account/i),
        fields: [{ field: `lines.${lines.length - 1}.accountId`, message: expect.any(String), reason: 'NOT_FOUND' }],
      });
    }
    expect(await accountRow(id)).toEqual({ status: 'AVAILABLE', has_login: false });
    expect(await linesNaming(id)).toBe(0);
    expect(await ordersOf(shopper.id)).toBe(ordersBefore);
    expect((await sql<{ stock: number }>('select stock from item where id = ?', [itemId]))[0].stock).toBe(stock);
  });

  it('goes on sale once staff store its login', async () => {
    const id = await listing({ login: false });
    const edited = await callAs(app, admin.token, 'PUT', `/api/admin/robux-accounts/${id}`, { login: { username: 'seller_late', password: 'a-password' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const preview = await shopper.call('POST', '/api/orders/preview', { lines: [{ account_id: id }] });
    expect(preview.body.lines[0]).toMatchObject({ status: 'OK', problem: null });
    expect((await shopper.call('POST', '/api/orders', orderBody([{ account_id: id }]))).status).toBe(201);
    expect(await accountRow(id)).toEqual({ status: 'RESERVED', has_login: true });
  });
});

describe('an ordinary Robux account listing (with its login)', () => {
  it('previews as OK and is reserved by the order that buys it', async () => {
    const id = await listing({ login: true });
    const preview = await shopper.call('POST', '/api/orders/preview', { lines: [{ account_id: id }] });
    expect(preview.body.lines[0]).toMatchObject({ account_id: id, status: 'OK', unit_price: '180.00', problem: null });
    expect(preview.body.orderable).toBe(true);

    const placed = await shopper.call('POST', '/api/orders', orderBody([{ account_id: id }]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.lines).toEqual([expect.objectContaining({ account_id: id, unit_price: '180.00' })]);
    expect(await accountRow(id)).toEqual({ status: 'RESERVED', has_login: true });
    expect(await linesNaming(id)).toBe(1);
  });
});
