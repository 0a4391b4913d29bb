import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
});
afterAll(() => app.close());

const STATS = `{ dashboardStats {
  totalRevenue totalTransactions totalUsers
  revenueByMonth { month revenue }
  userGrowth { weekday count }
  latestItems { id name stock price category { name } }
} }`;

async function stats() {
  const { status, body } = await app.graphql(STATS, {}, admin.token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data.dashboardStats;
}

// The test's own calendar arithmetic: Bangkok keeps UTC+7 all year (no daylight saving).
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
/** The instant a Bangkok month starts, `monthsAgo` months before the current one. */
function bangkokMonthStart(monthsAgo: number): Date {
  const local = new Date(Date.now() + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsAgo, 1) - BANGKOK_OFFSET_MS);
}
const monthKey = (start: Date) => new Date(start.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 7);
const bangkokWeekday = (instant: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', weekday: 'short' }).format(instant);
/** Start of the Bangkok day `daysAgo` days before today. */
function bangkokDayStart(daysAgo: number): Date {
  const local = new Date(Date.now() + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysAgo) - BANGKOK_OFFSET_MS);
}

async function insertTransaction(type: string, amount: string, status: string, occurredAt: Date) {
  await sql(`insert into "transaction" (type, amount, method, status, occurred_at) values (?, ?, 'PromptPay', ?, ?)`, [type, amount, status, occurredAt]);
}
async function insertCustomer(createdAt: Date) {
  await sql(`insert into customer (name, email, created_at) values ('Dashboard Customer', ?, ?)`, [`dash-${Math.random().toString(36).slice(2)}@shop.test`, createdAt]);
}

describe('Query.dashboardStats', () => {
  it('no token is UNAUTHENTICATED, an Editor FORBIDDEN (VIEW_REPORTS)', async () => {
    expectGraphQLError(await app.graphql(STATS, {}, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(STATS, {}, app.editor.token), 'FORBIDDEN');
  });

  it('shows zeros, six empty months and seven empty weekdays for a shop without money or customers', async () => {
    const empty = await stats();
    expect(empty).toMatchObject({ totalRevenue: '0.00', totalTransactions: 0, totalUsers: 0 });
    expect(empty.revenueByMonth).toEqual([5, 4, 3, 2, 1, 0].map((ago) => ({ month: monthKey(bangkokMonthStart(ago)), revenue: '0.00' })));
    expect(empty.userGrowth).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekday) => ({ weekday, count: 0 })));
  });

  it('sums completed deposits per Bangkok month and overall, and counts every transaction and customer', async () => {
    // Completed deposits at the very first second of a month, and at its last second.
    await insertTransaction('Deposit', '100.10', 'Completed', bangkokMonthStart(0));
    await insertTransaction('Deposit', '0.20', 'Completed', bangkokMonthStart(2));
    await insertTransaction('Deposit', '999.99', 'Completed', new Date(bangkokMonthStart(1).getTime() - 1000)); // last second of 2 months ago
    await insertTransaction('Deposit', '50.00', 'Completed', bangkokMonthStart(5));
    // Not revenue: before the six months, pending, failed, withdrawals and transfers.
    await insertTransaction('Deposit', '7000.00', 'Completed', new Date(bangkokMonthStart(5).getTime() - 1000));
    await insertTransaction('Deposit', '300.00', 'Pending', bangkokMonthStart(0));
    await insertTransaction('Deposit', '400.00', 'Failed', bangkokMonthStart(1));
    await insertTransaction('Withdrawal', '-20.00', 'Completed', bangkokMonthStart(0));
    await insertTransaction('Transfer', '15.00', 'Completed', bangkokMonthStart(3));
    await insertCustomer(bangkokDayStart(100));
    await insertCustomer(bangkokDayStart(1));

    const figures = await stats();
    expect(figures).toMatchObject({ totalRevenue: '8150.29', totalTransactions: 9, totalUsers: 2 }); // 100.10 + 0.20 + 999.99 + 50.00 + 7000.00
    expect(figures.revenueByMonth).toEqual([
      { month: monthKey(bangkokMonthStart(5)), revenue: '50.00' },
      { month: monthKey(bangkokMonthStart(4)), revenue: '0.00' },
      { month: monthKey(bangkokMonthStart(3)), revenue: '0.00' },
      { month: monthKey(bangkokMonthStart(2)), revenue: '1000.19' },
      { month: monthKey(bangkokMonthStart(1)), revenue: '0.00' },
      { month: monthKey(bangkokMonthStart(0)), revenue: '100.10' },
    ]);
  });

  it('counts sign-ups of the last 28 Bangkok days (today included) by weekday, Monday first', async () => {
    await sql('delete from customer');
    const counted = [bangkokDayStart(0), bangkokDayStart(0), bangkokDayStart(3), bangkokDayStart(27), new Date(bangkokDayStart(26).getTime() - 1000), new Date(Date.now() - 60_000)];
    const tooOld = [new Date(bangkokDayStart(27).getTime() - 1000), bangkokDayStart(40)];
    for (const createdAt of [...counted, ...tooOld]) await insertCustomer(createdAt);

    const expected = new Map(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekday) => [weekday, 0]));
    for (const createdAt of counted) expected.set(bangkokWeekday(createdAt), expected.get(bangkokWeekday(createdAt))! + 1);
    const figures = await stats();
    expect(figures.userGrowth).toEqual([...expected].map(([weekday, count]) => ({ weekday, count })));
    expect(figures.totalUsers).toBe(counted.length + tooOld.length);
  });

  it('lists the five newest items with their games', async () => {
    const [{ id: categoryId }] = await sql(`insert into category (name, image_url) values ('Dashboard Game', '/images/x.svg') returning id`);
    const names = ['Newest 1', 'Newest 2', 'Newest 3', 'Newest 4', 'Newest 5', 'Newest 6'];
    for (const [index, name] of names.entries()) {
      await sql(`insert into item (name, category_id, price, stock, image_url, created_at) values (?, ?, '12.50', ?, '/images/x.svg', now() + ? * interval '1 minute')`, [
        name,
        categoryId,
        index,
        index + 1,
      ]);
    }
    expect((await stats()).latestItems).toEqual(
      names
        .slice(1)
        .reverse()
        .map((name) => ({ id: expect.any(Number), name, stock: names.indexOf(name), price: '12.50', category: { name: 'Dashboard Game' } })),
    );
  });

  it('costs at most 5 SQL statements, however many rows there are', async () => {
    const statements = async () => {
      app.db.queryLog.length = 0;
      await stats();
      return app.db.queryLog
        .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').replace(/^\[query\]\s*/, ''))
        .filter((text) => /^(select|with|insert|update|delete)\b/i.test(text))
        .filter((text) => !/from "admin"/.test(text)); // the caller's sign-in check
    };
    const before = await statements();
    for (let day = 0; day < 60; day++) {
      await insertTransaction('Deposit', '1.00', 'Completed', new Date(Date.now() - day * DAY_MS));
      await insertCustomer(new Date(Date.now() - day * DAY_MS));
    }
    const after = await statements();
    expect(before.length, before.join('\n')).toBeGreaterThan(0);
    expect(before.length, before.join('\n')).toBeLessThanOrEqual(5);
    expect(after.length, after.join('\n')).toBe(before.length);
  });
});
