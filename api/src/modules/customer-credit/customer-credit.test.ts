import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);
const customers: Record<'rich' | 'middle' | 'plain', number> = { rich: 0, middle: 0, plain: 0 };

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  for (const key of ['middle', 'rich', 'plain'] as const) {
    [{ id: customers[key] }] = await sql(`insert into customer (name, email) values (?, ?) returning id`, [`Credit ${key}`, `credit-${key}@shop.test`]);
  }
  // Inserted out of customer order, to see the list sorted by customer.
  await sql(`insert into customer_credit (customer_id, orders_count, total_credits, remaining_credits) values (?, 42, '12500.00', '4820.50')`, [customers.rich]);
  await sql(`insert into customer_credit (customer_id, orders_count, total_credits, remaining_credits) values (?, 7, '2800.00', '1750.00')`, [customers.middle]);
});
afterAll(() => app.close());

const CREDITS = '{ customerCredits { id ordersCount totalCredits remainingCredits customer { id name email } } }';
const PROFILE = `query($customerId: Int!) { customerProfile(customerId: $customerId) {
  customer { id name email }
  credit { ordersCount totalCredits remainingCredits }
  recentTransactions { id type amount date customer { id } }
} }`;

async function asAdmin<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { status, body } = await app.graphql<T>(query, variables, admin.token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data!;
}

describe('who may read customers (VIEW_CUSTOMERS)', () => {
  it.each([
    ['customerCredits', CREDITS, {}],
    ['customerProfile', PROFILE, { customerId: 1 }],
  ])('%s: no token is UNAUTHENTICATED, an Editor FORBIDDEN', async (_name, query, variables) => {
    expectGraphQLError(await app.graphql(query, variables, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(query, variables, app.editor.token), 'FORBIDDEN');
  });
});

describe('Query.customerCredits', () => {
  it('lists one record per customer that has one, by customer id, with exact amounts', async () => {
    const { customerCredits } = await asAdmin(CREDITS);
    expect(customerCredits).toEqual([
      { id: expect.any(Number), ordersCount: 7, totalCredits: '2800.00', remainingCredits: '1750.00', customer: { id: customers.middle, name: 'Credit middle', email: 'credit-middle@shop.test' } },
      { id: expect.any(Number), ordersCount: 42, totalCredits: '12500.00', remainingCredits: '4820.50', customer: { id: customers.rich, name: 'Credit rich', email: 'credit-rich@shop.test' } },
    ]);
  });
});

describe('Query.customerProfile', () => {
  it('shows the customer, their credit and their 10 latest transactions, newest first', async () => {
    const ids: number[] = [];
    for (let day = 1; day <= 12; day++) {
      const [{ id }] = await sql(
        `insert into "transaction" (type, amount, method, status, occurred_at, customer_id) values ('Deposit', ?, 'PromptPay', 'Completed', ?, ?) returning id`,
        [`${day}.00`, `2026-05-${String(day).padStart(2, '0')}T05:00:00Z`, customers.rich],
      );
      ids.push(id);
    }
    await sql(`insert into "transaction" (type, amount, method, status, occurred_at, customer_id) values ('Deposit', '1.00', 'Crypto', 'Completed', '2026-06-01T00:00:00Z', ?)`, [customers.middle]);

    const { customerProfile } = await asAdmin(PROFILE, { customerId: customers.rich });
    expect(customerProfile.customer).toEqual({ id: customers.rich, name: 'Credit rich', email: 'credit-rich@shop.test' });
    expect(customerProfile.credit).toEqual({ ordersCount: 42, totalCredits: '12500.00', remainingCredits: '4820.50' });
    expect(customerProfile.recentTransactions.map((row: { id: number }) => row.id)).toEqual(ids.slice(2).reverse());
    expect(customerProfile.recentTransactions[0]).toEqual({ id: ids[11], type: 'DEPOSIT', amount: '12.00', date: '2026-05-12', customer: { id: customers.rich } });
  });

  it('has no credit and no transactions for a customer without any', async () => {
    const { customerProfile } = await asAdmin(PROFILE, { customerId: customers.plain });
    expect(customerProfile).toEqual({ customer: { id: customers.plain, name: 'Credit plain', email: 'credit-plain@shop.test' }, credit: null, recentTransactions: [] });
  });

  it('answers NOT_FOUND for an unknown customer', async () => {
    const error = expectGraphQLError(await app.graphql(PROFILE, { customerId: 987654 }, admin.token), 'NOT_FOUND');
    expect(error.message).toBe('Customer 987654 does not exist');
    expectGraphQLError(await app.graphql(PROFILE, { customerId: 0 }, admin.token), 'BAD_USER_INPUT');
  });
});

describe('the customer_credit table', () => {
  it.each([
    ['more remaining than total', '100.00', '100.01'],
    ['negative remaining credits', '100.00', '-1.00'],
  ])('refuses %s', async (_case, total, remaining) => {
    await expect(
      sql(`insert into customer_credit (customer_id, total_credits, remaining_credits) values (?, ?, ?)`, [customers.plain, total, remaining]),
    ).rejects.toThrow(/customer_credit_remaining_range/);
  });

  it('allows one record per customer', async () => {
    await expect(
      sql(`insert into customer_credit (customer_id, total_credits, remaining_credits) values (?, '1.00', '1.00')`, [customers.rich]),
    ).rejects.toThrow(/customer_credit_customer_id_unique/);
  });
});
