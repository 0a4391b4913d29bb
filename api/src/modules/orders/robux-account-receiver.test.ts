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

/** A Robux account for sale (with a login to hand over), listed by an Admin. */
async function accountForSale(): Promise<string> {
  const reply = await callAs(app, admin.token, 'POST', '/api/admin/robux-accounts', {
    robux: 5000,
    rate: '90',
    acc_type: 'Email verified',
    login: { username: `seller_${randomUUID().slice(0, 6)}`, password: 'a-password' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as string;
}

async function itemInStock(): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), 80, 5, '/images/test.png') returning id`,
    [`Receiver fruit ${randomUUID().slice(0, 8)}`],
  );
  return row.id;
}

const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number robloxUser { name } lines { kind name robuxAmount accountPublicId } } } }`;

describe('the Roblox username an order is delivered to', () => {
  it('is not asked for Robux accounts alone: the preview says so and the order is placed without one (REST and GraphQL)', async () => {
    const [first, second] = [await accountForSale(), await accountForSale()];
    const preview = await shopper.call('POST', '/api/orders/preview', { lines: [{ account_id: first }] });
    expect(preview.body).toMatchObject({ needs_roblox_username: false, lines: [{ kind: 'ROBUX_ACCOUNT', account_id: first, robux_amount: 5000 }] });

    const rest = await shopper.call('POST', '/api/orders', { lines: [{ account_id: first }], idempotency_key: randomUUID() });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.roblox_user).toBeNull();
    expect(rest.body.lines).toEqual([expect.objectContaining({ kind: 'ROBUX_ACCOUNT', account_id: first, robux_amount: 5000 })]);
    const [stored] = await sql<{ roblox_username: string | null }>('select roblox_username from customer_order where number = ?', [rest.body.number]);
    expect(stored.roblox_username).toBeNull();

    const graphql = await app.graphql(PLACE, { input: { lines: [{ accountId: second, quantity: 1 }], idempotencyKey: randomUUID() } }, shopper.token);
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.placeOrder.order).toMatchObject({ robloxUser: null, lines: [{ kind: 'ROBUX_ACCOUNT', robuxAmount: 5000, accountPublicId: second }] });
  });

  it('is still required, and checked, as soon as the cart holds an item or a Robux package beside the account', async () => {
    const [account, itemId] = [await accountForSale(), await itemInStock()];
    const lines = [{ item_id: itemId, quantity: 1 }, { account_id: account }];
    expect((await shopper.call('POST', '/api/orders/preview', { lines })).body.needs_roblox_username).toBe(true);

    const without = await shopper.call('POST', '/api/orders', { lines, idempotency_key: randomUUID() });
    expect(without.status).toBe(400);
    expect(without.body.error.fields).toEqual([expect.objectContaining({ field: 'robloxUsername', reason: 'REQUIRED' })]);
    const graphql = await app.graphql(PLACE, { input: { lines: [{ itemId, quantity: 1 }], idempotencyKey: randomUUID() } }, shopper.token);
    expect(graphql.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field: 'robloxUsername', reason: 'REQUIRED' })] });
    // Nothing was reserved by the refused orders.
    expect((await sql<{ status: string }>('select status from robux_account where public_id = ?', [account]))[0].status).toBe('AVAILABLE');

    const placed = await shopper.call('POST', '/api/orders', orderBody(lines));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.roblox_user).toMatchObject({ name: 'Builder_Bob' });
    expect(placed.body.lines.map((line: { kind: string }) => line.kind)).toEqual(['ITEM', 'ROBUX_ACCOUNT']);
  });
});
