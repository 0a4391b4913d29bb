import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let shopper: Shopper;
let soonItem: number;
let normalItem: number;
beforeAll(async () => {
  app = await startTestApp();
  shopper = await newShopper(app);
  const [soonGame] = await sql<{ id: number }>(`insert into category (name, image_url, coming_soon) values (?, '/images/x.svg', true) returning id`, [`Soon Game ${randomUUID().slice(0, 8)}`]);
  soonItem = await newItem(soonGame.id, 'Soon Sword');
  const [normalGame] = await sql<{ id: number }>(`select id from category where name = 'Blox Fruits'`);
  normalItem = await newItem(normalGame.id, 'Open Fruit');
});
afterAll(async () => {
  await app?.close();
});

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function newItem(categoryId: number, name: string) {
  const [row] = await sql<{ id: number }>(`insert into item (name, category_id, price, stock, image_url) values (?, ?, '100.00', 5, '/images/test.png') returning id`, [
    `${name} ${randomUUID().slice(0, 8)}`,
    categoryId,
  ]);
  return row.id;
}

const stockOf = async (itemId: number) => (await sql<{ stock: number }>('select stock from item where id = ?', [itemId]))[0].stock;
const orderCount = async () => (await sql<{ n: number }>('select count(*)::int as n from customer_order where customer_id = ?', [shopper.id]))[0].n;
const nameOf = async (itemId: number) => (await sql<{ name: string }>('select name from item where id = ?', [itemId]))[0].name;

describe('items of a game marked "Soon" cannot be bought', () => {
  it('placing an order with one is refused with COMING_SOON naming the item and its line, and changes nothing', async () => {
    const reply = await shopper.call('POST', '/api/orders', orderBody([{ item_id: normalItem, quantity: 1 }, { item_id: soonItem, quantity: 1 }]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(409);
    expect(reply.body.error).toEqual({
      code: 'COMING_SOON',
      message: expect.stringContaining(`"${await nameOf(soonItem)}" is not for sale yet`),
      fields: [{ field: 'lines.1.itemId', message: 'is not for sale yet', reason: 'COMING_SOON' }],
    });
    expect([await stockOf(soonItem), await stockOf(normalItem), await orderCount()]).toEqual([5, 5, 0]);
  });

  it('GraphQL placeOrder refuses it the same way', async () => {
    const input = { lines: [{ itemId: soonItem, quantity: 1 }], robloxUsername: 'Builder_Bob', idempotencyKey: randomUUID() };
    const { body } = await app.graphql('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { created } }', { input }, shopper.token);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'COMING_SOON', fields: [{ field: 'lines.0.itemId', reason: 'COMING_SOON' }] });
    expect(body.errors?.[0].message).toContain(await nameOf(soonItem));
    expect([await stockOf(soonItem), await orderCount()]).toEqual([5, 0]);
  });

  it('the checkout preview marks its line COMING_SOON, leaves it out of the total and the cart not orderable', async () => {
    const reply = await shopper.call('POST', '/api/orders/preview', { lines: [{ item_id: normalItem, quantity: 1 }, { item_id: soonItem, quantity: 2 }] });
    expect(reply.status).toBe(200);
    expect(reply.body.lines.map((line: { status: string; problem: string | null }) => [line.status, line.problem])).toEqual([
      ['OK', null],
      ['COMING_SOON', expect.stringContaining(`"${await nameOf(soonItem)}" is not for sale yet`)],
    ]);
    expect(reply.body).toMatchObject({ total: '100.00', orderable: false });
    expect(await stockOf(soonItem)).toBe(5);
  });

  it('an item of a normal game is unaffected: previewed OK and placed', async () => {
    const preview = await shopper.call('POST', '/api/orders/preview', { lines: [{ item_id: normalItem, quantity: 1 }] });
    expect(preview.body).toMatchObject({ orderable: true, lines: [{ status: 'OK' }] });
    const placed = await shopper.call('POST', '/api/orders', orderBody([{ item_id: normalItem, quantity: 1 }]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await stockOf(normalItem)).toBe(4);
  });
});
