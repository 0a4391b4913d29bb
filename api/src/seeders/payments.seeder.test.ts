import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { seedCustomers } from './payments.data.js';
import { seedPayments } from './payments.seeder.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('seeded');
  // The template's account active for checkout (checkout-account.ts): the demo seed fills only an empty shop.
  await db.orm.em.fork().getConnection().execute('delete from payment_method');
});
afterAll(() => db.drop());

const sql = (query: string, params: unknown[] = []): Promise<any[]> => db.orm.em.fork().getConnection().execute(query, params);
const counts = async () =>
  (
    await sql(`select (select count(*)::int from payment_method) as methods, (select count(*)::int from customer) as customers,
                      (select count(*)::int from "transaction") as transactions`)
  )[0];

describe('the demo payments seed', () => {
  it('fills the empty tables once; running it again adds nothing', async () => {
    expect(await counts()).toEqual({ methods: 0, customers: 0, transactions: 0 });
    expect(await seedPayments(db.orm.em.fork())).toEqual({ paymentMethods: 3, customers: 24, transactions: 180 });
    const seeded = await counts();
    expect(seeded).toEqual({ methods: 3, customers: 24, transactions: 180 });
    expect(await seedPayments(db.orm.em.fork())).toEqual({ paymentMethods: 0, customers: 0, transactions: 0 });
    expect(await counts()).toEqual(seeded);
  });

  it('links the Bank, PromptPay and Crypto accounts with masked details', async () => {
    expect(await sql('select type, name, details from payment_method order by id')).toEqual([
      { type: 'Bank', name: 'Kasikorn Bank', details: expect.stringMatching(/x{3}.*\d{4}/) },
      { type: 'PromptPay', name: 'PromptPay', details: expect.stringMatching(/^08x-xxx-\d{4}$/) },
      { type: 'Crypto', name: 'USDT (TRC20)', details: expect.stringContaining('…') },
    ]);
  });

  it('signs customers up over the last 90 days, several in the last 28', async () => {
    const customers = await sql(`select email, extract(epoch from now() - created_at) / 86400 as days from customer`);
    expect(customers.map((c) => c.email).sort()).toEqual(seedCustomers.map((c) => c.email).sort());
    expect(customers.every((c) => c.email.endsWith('@example.com') && c.days >= 0 && c.days <= 90)).toBe(true);
    expect(customers.filter((c) => c.days < 28).length).toBeGreaterThanOrEqual(8);
  });

  it('spreads about four months of mostly completed transactions over every method, with signed exact amounts', async () => {
    const [shape] = await sql(`select min(occurred_at) > now() - interval '121 days' as within_four_months,
                                      max(occurred_at) <= now() as none_in_future,
                                      max(occurred_at) > now() - interval '7 days' as recent,
                                      count(distinct date_trunc('month', occurred_at at time zone 'Asia/Bangkok'))::int as months,
                                      count(*) filter (where status = 'Completed')::int as completed,
                                      count(*) filter (where status = 'Pending')::int as pending,
                                      count(*) filter (where status = 'Failed')::int as failed,
                                      count(*) filter (where type = 'Transfer')::int as transfers,
                                      count(distinct method)::int as methods,
                                      bool_and(amount between 100 and 5000) filter (where type = 'Deposit') as deposits_in_range,
                                      bool_and(amount < 0) filter (where type = 'Withdrawal') as withdrawals_negative
                                 from "transaction"`);
    expect(shape).toMatchObject({ within_four_months: true, none_in_future: true, recent: true, methods: 3, deposits_in_range: true, withdrawals_negative: true });
    expect(shape.months).toBeGreaterThanOrEqual(4);
    expect(shape.completed).toBeGreaterThan(180 * 0.7);
    expect(shape.pending).toBeGreaterThan(0);
    expect(shape.failed).toBeGreaterThan(0);
    expect(shape.transfers).toBeGreaterThan(0);
    const [{ with_customer }] = await sql(`select count(*)::int as with_customer from "transaction" t join customer c on c.id = t.customer_id where t.occurred_at >= c.created_at`);
    const [{ linked }] = await sql(`select count(customer_id)::int as linked from "transaction"`);
    expect(linked).toBeGreaterThan(100);
    expect(with_customer).toBe(linked); // nobody pays before signing up
  });
});
