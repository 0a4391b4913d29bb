import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { callAs, newShopper, orderBody, type Shopper } from '../../test-support/shoppers.js';
import { newSlip } from '../../test-support/slip-images.js';
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
  totalRevenue totalCustomerDeposits totalTransactions totalUsers
  revenueByMonth { month revenue customerDeposits }
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

async function insertTransaction(type: string, amount: string, status: string, occurredAt: Date, demo = false) {
  await sql(`insert into "transaction" (type, amount, method, status, occurred_at, demo) values (?, ?, 'PromptPay', ?, ?, ?)`, [type, amount, status, occurredAt, demo]);
}
/** A ledger transfer dated `at`, written directly: the app's own ways of moving money all post at the current time. */
async function insertTransfer(kind: string, amount: string, at: Date) {
  await sql(
    `insert into ledger_transfer (key, kind, amount, from_account_id, to_account_id, created_at)
     values (?, ?, ?, (select id from ledger_account where kind = 'PROMPTPAY_CLEARING'), (select id from ledger_account where kind = 'SALES'), ?)`,
    [`dashboard-test:${randomUUID()}`, kind, amount, at],
  );
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
    expect(empty).toMatchObject({ totalRevenue: '0.00', totalCustomerDeposits: '0.00', totalTransactions: 0, totalUsers: 0 });
    expect(empty.revenueByMonth).toEqual([5, 4, 3, 2, 1, 0].map((ago) => ({ month: monthKey(bangkokMonthStart(ago)), revenue: '0.00', customerDeposits: '0.00' })));
    expect(empty.userGrowth).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((weekday) => ({ weekday, count: 0 })));
  });

  it('sums sales less refunds per Bangkok month and overall as revenue, top-ups apart as deposits, and counts every transaction and customer', async () => {
    // Sales at the very first second of a month, and at its last second.
    await insertTransfer('ORDER_PAYMENT', '100.10', bangkokMonthStart(0));
    await insertTransfer('ORDER_PAYMENT', '0.20', bangkokMonthStart(2));
    await insertTransfer('ORDER_PAYMENT', '999.99', new Date(bangkokMonthStart(1).getTime() - 1000)); // last second of 2 months ago
    await insertTransfer('ORDER_PAYMENT', '50.00', bangkokMonthStart(5));
    await insertTransfer('ORDER_PAYMENT', '7000.00', new Date(bangkokMonthStart(5).getTime() - 1000)); // before the six months: in the total only
    await insertTransfer('REFUND', '30.00', bangkokMonthStart(2));
    await insertTransfer('TOPUP', '500.00', bangkokMonthStart(0));
    await insertTransfer('ADJUSTMENT', '15.00', bangkokMonthStart(3)); // staff credit: neither
    // Transaction rows alone are no revenue: a demo deposit, and the deposit row a top-up writes beside its transfer.
    await insertTransaction('Deposit', '300.00', 'Completed', bangkokMonthStart(0), true);
    await insertTransaction('Deposit', '500.00', 'Completed', bangkokMonthStart(0));
    await insertTransaction('Withdrawal', '-20.00', 'Completed', bangkokMonthStart(0), true);
    await insertCustomer(bangkokDayStart(100));
    await insertCustomer(bangkokDayStart(1));

    const figures = await stats();
    // 100.10 + 0.20 + 999.99 + 50.00 + 7000.00 - 30.00
    expect(figures).toMatchObject({ totalRevenue: '8120.29', totalCustomerDeposits: '500.00', totalTransactions: 3, totalUsers: 2 });
    expect(figures.revenueByMonth).toEqual([
      { month: monthKey(bangkokMonthStart(5)), revenue: '50.00', customerDeposits: '0.00' },
      { month: monthKey(bangkokMonthStart(4)), revenue: '0.00', customerDeposits: '0.00' },
      { month: monthKey(bangkokMonthStart(3)), revenue: '0.00', customerDeposits: '0.00' },
      { month: monthKey(bangkokMonthStart(2)), revenue: '970.19', customerDeposits: '0.00' },
      { month: monthKey(bangkokMonthStart(1)), revenue: '0.00', customerDeposits: '0.00' },
      { month: monthKey(bangkokMonthStart(0)), revenue: '100.10', customerDeposits: '500.00' },
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
      await insertTransfer('ORDER_PAYMENT', '1.00', new Date(Date.now() - day * DAY_MS));
      await insertCustomer(new Date(Date.now() - day * DAY_MS));
    }
    const after = await statements();
    expect(before.length, before.join('\n')).toBeGreaterThan(0);
    expect(before.length, before.join('\n')).toBeLessThanOrEqual(5);
    expect(after.length, after.join('\n')).toBe(before.length);
  });
});

describe('revenue follows the money as the shop moves it', () => {
  const MONEY = `{
    dashboardStats { totalRevenue totalCustomerDeposits revenueByMonth { revenue customerDeposits } }
    paymentReport { revenue customerDeposits demoTransactionCount }
  }`;
  /** Revenue and deposits, overall and this Bangkok month, checked to be the same on the Overview and in Payment Reports. */
  async function money() {
    const { body } = await app.graphql(MONEY, {}, admin.token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const { dashboardStats: overview, paymentReport: report } = body.data;
    expect(report).toMatchObject({ revenue: overview.totalRevenue, customerDeposits: overview.totalCustomerDeposits });
    return { revenue: overview.totalRevenue, deposits: overview.totalCustomerDeposits, thisMonth: overview.revenueByMonth.at(-1), demoRows: report.demoTransactionCount };
  }
  /** Exact baht arithmetic on two-decimal strings, through satang (whole numbers). */
  const plus = (a: string, b: string) => {
    const satang = Math.round(Number(a) * 100) + Math.round(Number(b) * 100);
    return `${satang < 0 ? '-' : ''}${Math.floor(Math.abs(satang) / 100)}.${String(Math.abs(satang) % 100).padStart(2, '0')}`;
  };
  const minus = (a: string, b: string) => plus(a, `-${b}`);

  const asStaff = (method: string, path: string, body?: unknown) => callAs(app, admin.token, method, path, body);
  async function placedOrder(buyer: Shopper, price: string): Promise<{ number: string; total: string; payment: { amount: string } }> {
    const [item] = await sql(
      `insert into item (name, category_id, price, stock, image_url) values (?, (select id from category where name = 'Blox Fruits'), ?, 5, '/images/test.png') returning id`,
      [`Revenue fruit ${randomUUID().slice(0, 8)}`, price],
    );
    const reply = await buyer.call('POST', '/api/orders', orderBody([{ item_id: item.id, quantity: 1 }]));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body;
  }
  async function sendSlip(buyer: Shopper, path: string) {
    const form = new FormData();
    form.append('slip', new Blob([(await newSlip()).image], { type: 'image/png' }), 'slip.png');
    const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(response.status, await response.text()).toBe(200);
  }

  let buyer: Shopper;
  let slipPaid: { number: string; payment: { amount: string } };
  beforeAll(async () => {
    buyer = await newShopper(app);
  });

  it('a wallet top-up leaves revenue unchanged and shows as a customer deposit', async () => {
    const before = await money();
    const { body: topup } = await buyer.call('POST', '/api/wallet/topups', { amount: 300 });
    await sendSlip(buyer, `/api/wallet/topups/${topup.id}/slip`);
    expect((await asStaff('POST', `/api/admin/topups/${topup.id}/payment/approve`)).status).toBe(200);

    const after = await money();
    expect(after).toMatchObject({ revenue: before.revenue, deposits: plus(before.deposits, topup.payment.amount) });
    expect(after.thisMonth).toEqual({ revenue: before.thisMonth.revenue, customerDeposits: plus(before.thisMonth.customerDeposits, topup.payment.amount) });
  });

  it('an order paid from the wallet adds its total to revenue, this month too, and no deposit', async () => {
    const before = await money();
    const order = await placedOrder(buyer, '120.00');
    expect((await buyer.call('POST', `/api/orders/${order.number}/pay-with-wallet`)).status).toBe(200);

    const after = await money();
    expect(after).toMatchObject({ revenue: plus(before.revenue, order.total), deposits: before.deposits });
    expect(after.thisMonth.revenue).toBe(plus(before.thisMonth.revenue, order.total));
  });

  it('an order paid by PromptPay slip adds what was paid (its total and unique satang) to revenue, and no deposit', async () => {
    const before = await money();
    slipPaid = await placedOrder(buyer, '75.00');
    await sendSlip(buyer, `/api/orders/${slipPaid.number}/slip`);
    expect((await asStaff('POST', `/api/admin/orders/${slipPaid.number}/payment/approve`)).status).toBe(200);

    expect(await money()).toMatchObject({ revenue: plus(before.revenue, slipPaid.payment.amount), deposits: before.deposits });
  });

  it('a refund takes the refunded amount off revenue', async () => {
    const before = await money();
    expect((await asStaff('POST', `/api/admin/orders/${slipPaid.number}/status`, { status: 'REFUNDED', note: 'Out of stock in game' })).status).toBe(200);
    const [{ refunded }] = await sql(`select amount::text as refunded from ledger_transfer where key = ?`, [`order:${slipPaid.number}:refund`]);
    expect(refunded).toBe(slipPaid.payment.amount);

    const after = await money();
    expect(after).toMatchObject({ revenue: minus(before.revenue, refunded), deposits: before.deposits });
    expect(after.thisMonth.revenue).toBe(minus(before.thisMonth.revenue, refunded));
  });

  it('demo transactions change neither revenue nor deposits; Payment Reports counts them apart', async () => {
    const before = await money();
    await insertTransaction('Deposit', '4321.00', 'Completed', new Date(), true);
    await insertTransaction('Withdrawal', '-100.00', 'Completed', new Date(), true);

    const after = await money();
    expect(after).toMatchObject({ revenue: before.revenue, deposits: before.deposits, thisMonth: before.thisMonth });
    expect(after.demoRows).toBe(before.demoRows + 2);
  });

  it('an order paid by slip before the ledger existed (a deposit for it, no sale transfer) counts once', async () => {
    const before = await money();
    const order = await placedOrder(buyer, '40.00');
    await sql(
      `insert into "transaction" (type, amount, method, status, occurred_at, customer_id, order_id) select 'Deposit', ?, 'PromptPay', 'Completed', now(), ?, id from customer_order where number = ?`,
      [order.payment.amount, buyer.id, order.number],
    );
    expect((await money()).revenue).toBe(plus(before.revenue, order.payment.amount));
  });
});
