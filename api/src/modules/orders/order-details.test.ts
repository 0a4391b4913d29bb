import { randomUUID } from 'node:crypto';
import { wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, newShopper, orderBody } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { findOrderDetails } from './order-details.js';
import { orderJson } from './order-json.js';
import { Order } from './order.entity.js';

// The shopper's order answers are read in one statement and mapped by hand (order-details.ts): they must be the
// order MikroORM would load, field for field.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const sql = <T = any>(query: string, params: unknown[] = []) => app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

describe('an order read in one statement', () => {
  it('is the order MikroORM loads with its lines, timeline and payment, money exact', async () => {
    const shopper = await newShopper(app);
    const [item] = await sql<{ id: number }>(
      `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), '123456.75', 5, '/images/test.png') returning id`,
      [`Details fruit ${randomUUID().slice(0, 8)}`],
    );
    const [pack] = await sql<{ id: number }>('select id from robux_package order by id limit 1');
    const placed = await shopper.call('POST', '/api/orders', orderBody([
      { item_id: item.id, quantity: 2 },
      { package_id: pack.id, quantity: 1, gamepass: 'https://www.roblox.com/game-pass/987654/My-Pass' },
    ]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // Nobody paid it: marking it PAID takes a Super Admin and a reason.
    const staff = await app.signIn(AdminRole.SUPER_ADMIN);
    for (const move of [{ status: 'PAID', reason: 'Paid in cash' }, { status: 'DELIVERING', note: 'Trading in game now' }]) {
      const moved = await callAs(app, staff.token, 'POST', `/api/admin/orders/${placed.body.number}/status`, move);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }

    const read = (await findOrderDetails(app.db.orm.em.fork(), { number: placed.body.number, customerId: shopper.id }))!;
    const loaded = await app.db.orm.em.fork().findOneOrFail(Order, { number: placed.body.number }, { populate: ['lines', 'events', 'payment'] });
    expect(orderJson(read)).toEqual(orderJson(loaded));
    // Read as JSON numbers, 246913.50 would come back as 246913.5.
    expect(orderJson(read)).toMatchObject({ total: expect.stringMatching(/^246\d{3}\.\d\d$/), lines: [{ unit_price: '123456.75', line_total: '246913.50' }, {}] });
    const everything = (order: Order) => wrap(order).toPOJO();
    expect(everything(read)).toEqual(everything(loaded));
    expect(read.payment!.amount).toMatch(/^\d+\.\d\d$/);
    expect(read.payment!.amountOffset).toMatch(/^0\.\d\d$/);
  });

  it('is undefined for another shopper, as for a number that does not exist', async () => {
    const [{ number, customer_id }] = await sql<{ number: string; customer_id: number }>('select number, customer_id from customer_order order by id desc limit 1');
    expect(await findOrderDetails(app.db.orm.em.fork(), { number, customerId: customer_id + 1 })).toBeUndefined();
    expect(await findOrderDetails(app.db.orm.em.fork(), { number: 'RS-999999' })).toBeUndefined();
  });
});
