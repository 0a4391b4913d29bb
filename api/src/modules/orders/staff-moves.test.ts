import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
let buyer: Shopper;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  buyer = await newShopper(app);
});
afterAll(() => app.close());

const MOVES = 'query($n: String!) { adminOrder(number: $n) { status staffMoves { status needsReason } } }';
const SET = 'mutation($n: String!, $s: OrderStatus!, $note: String) { setOrderStatus(number: $n, status: $s, note: $note) { status staffMoves { status needsReason } } }';

async function movesOf(number: string) {
  const { body } = await app.graphql(MOVES, { n: number }, admin.token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.adminOrder;
}

async function move(number: string, status: string, note?: string) {
  const { body } = await app.graphql(SET, { n: number, s: status, note }, admin.token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.setOrderStatus;
}

describe("an order's staff moves, as the server offers them", () => {
  it('delivery is one step per state with no reason asked; refunding always asks one', async () => {
    const staff = await app.signIn(AdminRole.SUPER_ADMIN);
    expect((await app.graphql('mutation($c: Int!) { adjustWallet(customerId: $c, amount: "100.00", reason: "Moves test credit") { customer { id } } }', { c: buyer.id }, staff.token)).body.errors).toBeUndefined();
    const [item] = await app.db.orm.em.fork().getConnection().execute(
      `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '30.00', 5, '/images/test.png') returning id`,
      [`Moves fruit ${randomUUID().slice(0, 8)}`],
    );
    const placed = await buyer.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
    const number = placed.body.number;
    expect((await buyer.call('POST', `/api/orders/${number}/pay-with-wallet`)).status).toBe(200);

    expect(await movesOf(number)).toEqual({
      status: 'PAID',
      staffMoves: [
        { status: 'DELIVERING', needsReason: false },
        { status: 'REFUNDED', needsReason: true },
      ],
    });
    expect((await move(number, 'DELIVERING')).staffMoves).toEqual([
      { status: 'DELIVERED', needsReason: false },
      { status: 'REFUNDED', needsReason: true },
    ]);
    expect((await move(number, 'DELIVERED')).staffMoves).toEqual([
      { status: 'COMPLETED', needsReason: false },
      { status: 'REFUNDED', needsReason: true },
    ]);

    // Refunded: nothing more is offered, and a second refund is refused, with the money moved once.
    expect(await move(number, 'REFUNDED', 'Could not trade in game')).toEqual({ status: 'REFUNDED', staffMoves: [] });
    expectGraphQLError(await app.graphql(SET, { n: number, s: 'REFUNDED', note: 'Again' }, admin.token), 'CONFLICT');
    const refunds = await app.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from ledger_transfer where key = ?`, [`order:${number}:refund`]);
    expect(refunds[0].n).toBe(1);
  });
});
