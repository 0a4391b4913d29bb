import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
let customerId: number;

const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

/**
 * The rows every test here reads. Bangkok is UTC+7, so 16:59:59Z is the last second of a Bangkok day
 * and 17:00:00Z the first of the next one.
 */
const ROWS = {
  lastSecondOfFeb28: { type: 'Deposit', amount: '999.99', status: 'Failed', occurredAt: '2026-02-28T16:59:59Z', date: '2026-02-28' },
  firstSecondOfMar1: { type: 'Transfer', amount: '20.00', status: 'Pending', occurredAt: '2026-02-28T17:00:00Z', date: '2026-03-01' },
  lastSecondOfMar1: { type: 'Deposit', amount: '100.10', status: 'Completed', occurredAt: '2026-03-01T16:59:59Z', date: '2026-03-01', withCustomer: true },
  firstSecondOfMar2: { type: 'Withdrawal', amount: '-50.25', status: 'Completed', occurredAt: '2026-03-01T17:00:00Z', date: '2026-03-02' },
  mar5Noon: { type: 'Withdrawal', amount: '-0.01', status: 'Pending', occurredAt: '2026-03-05T05:00:00Z', date: '2026-03-05' },
  mar5Afternoon: { type: 'Deposit', amount: '12345.67', status: 'Completed', occurredAt: '2026-03-05T06:00:00Z', date: '2026-03-05' },
};
type RowName = keyof typeof ROWS;
const ids = {} as Record<RowName, number>;
const NEWEST_FIRST: RowName[] = ['mar5Afternoon', 'mar5Noon', 'firstSecondOfMar2', 'lastSecondOfMar1', 'firstSecondOfMar1', 'lastSecondOfFeb28'];

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  [{ id: customerId }] = await sql(`insert into customer (name, email) values ('Report Customer', 'report-customer@shop.test') returning id`);
  for (const [name, row] of Object.entries(ROWS) as [RowName, (typeof ROWS)[RowName]][]) {
    const [{ id }] = await sql(
      `insert into "transaction" (type, amount, method, status, occurred_at, customer_id) values (?, ?, 'Bank Transfer', ?, ?, ?) returning id`,
      [row.type, row.amount, row.status, row.occurredAt, 'withCustomer' in row ? customerId : null],
    );
    ids[name] = id;
  }
});
afterAll(() => app.close());

const TRANSACTIONS = `query($filter: TransactionFilterInput, $page: PageInput) {
  transactions(filter: $filter, page: $page) {
    total offset limit
    transactions { id type amount method status occurredAt date customer { id email } }
  }
}`;
const REPORT = `query($filter: TransactionFilterInput) {
  paymentReport(filter: $filter) { totalDeposits totalWithdrawals balance transactionCount daily { date deposits withdrawals net } }
}`;

async function asAdmin<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const { status, body } = await app.graphql<T>(query, variables, admin.token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data!;
}

const listed = async (filter: Record<string, unknown>, page?: Record<string, unknown>) =>
  (await asAdmin(TRANSACTIONS, { filter, page })).transactions as { total: number; offset: number; limit: number; transactions: any[] };
const idsOf = (names: RowName[]) => names.map((name) => ids[name]);
const listedIds = async (filter: Record<string, unknown>) => (await listed(filter)).transactions.map((row) => row.id);
const report = async (filter?: Record<string, unknown>) => (await asAdmin(REPORT, { filter })).paymentReport;

describe('who may read transactions and reports', () => {
  it.each([
    ['transactions (VIEW_TRANSACTIONS)', TRANSACTIONS],
    ['paymentReport (VIEW_REPORTS)', REPORT],
  ])('%s: no token is UNAUTHENTICATED, an Editor FORBIDDEN, an Admin allowed', async (_name, query) => {
    expectGraphQLError(await app.graphql(query, {}, null), 'UNAUTHENTICATED');
    expectGraphQLError(await app.graphql(query, {}, app.editor.token), 'FORBIDDEN');
    await asAdmin(query, {});
  });
});

describe('Query.transactions', () => {
  it('lists every transaction newest first, with exact signed amounts, Bangkok dates and customers', async () => {
    const page = await listed({});
    expect(page).toMatchObject({ total: 6, offset: 0, limit: 24 });
    expect(page.transactions.map((row) => row.id)).toEqual(idsOf(NEWEST_FIRST));
    const byId = new Map(page.transactions.map((row) => [row.id, row]));
    for (const name of NEWEST_FIRST) {
      const { type, amount, status, occurredAt, date } = ROWS[name];
      expect(byId.get(ids[name])).toMatchObject({
        type: type.toUpperCase(),
        amount,
        status: status.toUpperCase(),
        method: 'Bank Transfer',
        occurredAt: new Date(occurredAt).toISOString(),
        date,
      });
    }
    expect(byId.get(ids.lastSecondOfMar1).customer).toEqual({ id: customerId, email: 'report-customer@shop.test' });
    expect(byId.get(ids.mar5Noon).customer).toBeNull();
  });

  it('filters by Bangkok dates, both ends included', async () => {
    expect(await listedIds({ from: '2026-03-01', to: '2026-03-01' })).toEqual(idsOf(['lastSecondOfMar1', 'firstSecondOfMar1']));
    expect(await listedIds({ from: '2026-03-02' })).toEqual(idsOf(['mar5Afternoon', 'mar5Noon', 'firstSecondOfMar2']));
    expect(await listedIds({ to: '2026-02-28' })).toEqual(idsOf(['lastSecondOfFeb28']));
    expect(await listedIds({ from: '2026-03-03', to: '2026-03-04' })).toEqual([]);
  });

  it('filters by type and status, together with dates', async () => {
    expect(await listedIds({ type: 'WITHDRAWAL' })).toEqual(idsOf(['mar5Noon', 'firstSecondOfMar2']));
    expect(await listedIds({ status: 'PENDING' })).toEqual(idsOf(['mar5Noon', 'firstSecondOfMar1']));
    expect(await listedIds({ type: 'DEPOSIT', status: 'COMPLETED' })).toEqual(idsOf(['mar5Afternoon', 'lastSecondOfMar1']));
    expect(await listedIds({ type: 'DEPOSIT', to: '2026-03-01' })).toEqual(idsOf(['lastSecondOfMar1', 'lastSecondOfFeb28']));
  });

  it('searches a case-insensitive part of the type label, taking % and _ literally', async () => {
    expect(await listedIds({ search: 'dep' })).toEqual(idsOf(['mar5Afternoon', 'lastSecondOfMar1', 'lastSecondOfFeb28']));
    expect(await listedIds({ search: ' RAW ' })).toEqual(idsOf(['mar5Noon', 'firstSecondOfMar2']));
    expect(await listedIds({ search: 'ANSF' })).toEqual(idsOf(['firstSecondOfMar1']));
    expect(await listedIds({ search: 'it', status: 'COMPLETED' })).toEqual(idsOf(['mar5Afternoon', 'firstSecondOfMar2', 'lastSecondOfMar1'])); // Depos-it, W-it-hdrawal
    expect(await listedIds({ search: '%' })).toEqual([]);
    expect(await listedIds({ search: '_' })).toEqual([]);
    expect(await listedIds({ search: '' })).toEqual(idsOf(NEWEST_FIRST));
  });

  it('searches the Thai type names Transaction History shows as well: ฝากเงิน, ถอนเงิน, โอนเงิน', async () => {
    expect(await listedIds({ search: 'ฝาก' })).toEqual(await listedIds({ search: 'deposit' }));
    expect(await listedIds({ search: ' ถอนเงิน ' })).toEqual(idsOf(['mar5Noon', 'firstSecondOfMar2']));
    expect(await listedIds({ search: 'โอน' })).toEqual(idsOf(['firstSecondOfMar1']));
    expect(await listedIds({ search: 'เงิน' })).toEqual(idsOf(NEWEST_FIRST));
    expect(await listedIds({ search: 'ฝากถอน' })).toEqual([]);
    const thaiNames = (await asAdmin('{ transactions { transactions { type typeThai } } }')).transactions.transactions;
    expect(new Map(thaiNames.map((row: { type: string; typeThai: string }) => [row.type, row.typeThai]))).toEqual(
      new Map([['DEPOSIT', 'ฝากเงิน'], ['WITHDRAWAL', 'ถอนเงิน'], ['TRANSFER', 'โอนเงิน']]),
    );
  });

  it('pages through the newest-first list and caps pages at 100', async () => {
    const page = await listed({}, { offset: 1, limit: 2 });
    expect(page).toMatchObject({ total: 6, offset: 1, limit: 2 });
    expect(page.transactions.map((row) => row.id)).toEqual(idsOf(['mar5Noon', 'firstSecondOfMar2']));
    expect((await listed({ type: 'DEPOSIT' }, { offset: 0, limit: 5000 })).limit).toBe(100);
  });

  it.each([
    [{ from: '2026-13-01' }, 'from must be a date written YYYY-MM-DD'],
    [{ to: '01/03/2026' }, 'to must be a date written YYYY-MM-DD'],
    [{ from: '2026-02-30' }, 'from must be a date written YYYY-MM-DD'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'to must not be before from'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
  ])('refuses the filter %j with BAD_USER_INPUT: "%s"', async (filter, message) => {
    for (const query of [TRANSACTIONS, REPORT]) {
      expect(expectGraphQLError(await app.graphql(query, { filter }, admin.token), 'BAD_USER_INPUT').message).toBe(message);
    }
  });
});

describe('Query.paymentReport', () => {
  it('sums exactly the listed rows, overall and per Bangkok day', async () => {
    expect(await report()).toEqual({
      totalDeposits: '13445.76', // 999.99 + 100.10 + 12345.67
      totalWithdrawals: '-50.26', // -50.25 - 0.01
      balance: '13395.50',
      transactionCount: 6,
      daily: [
        { date: '2026-02-28', deposits: '999.99', withdrawals: '0.00', net: '999.99' },
        { date: '2026-03-01', deposits: '100.10', withdrawals: '0.00', net: '100.10' }, // the transfer counts in neither
        { date: '2026-03-02', deposits: '0.00', withdrawals: '-50.25', net: '-50.25' },
        { date: '2026-03-05', deposits: '12345.67', withdrawals: '-0.01', net: '12345.66' },
      ],
    });
  });

  it('applies the same filter as the list (the Payment Reports screen asks for completed ones)', async () => {
    expect(await report({ status: 'COMPLETED' })).toEqual({
      totalDeposits: '12445.77', // 100.10 + 12345.67
      totalWithdrawals: '-50.25',
      balance: '12395.52',
      transactionCount: 3,
      daily: [
        { date: '2026-03-01', deposits: '100.10', withdrawals: '0.00', net: '100.10' },
        { date: '2026-03-02', deposits: '0.00', withdrawals: '-50.25', net: '-50.25' },
        { date: '2026-03-05', deposits: '12345.67', withdrawals: '0.00', net: '12345.67' },
      ],
    });
    for (const filter of [{}, { from: '2026-03-01', to: '2026-03-02' }, { type: 'WITHDRAWAL' }, { search: 'dep', status: 'FAILED' }]) {
      expect((await report(filter)).transactionCount, JSON.stringify(filter)).toBe((await listed(filter)).total);
    }
  });

  it('answers zeros with two decimals when nothing matches', async () => {
    expect(await report({ from: '2030-01-01' })).toEqual({ totalDeposits: '0.00', totalWithdrawals: '0.00', balance: '0.00', transactionCount: 0, daily: [] });
  });

  it('adds in decimal, not in binary floats (0.10 + 0.20 + 0.30 is 0.60)', async () => {
    for (const amount of ['0.10', '0.20', '0.30']) {
      await sql(`insert into "transaction" (type, amount, method, status, occurred_at) values ('Deposit', ?, 'PromptPay', 'Completed', '2025-06-01T03:00:00Z')`, [amount]);
    }
    expect(await report({ from: '2025-06-01', to: '2025-06-01' })).toMatchObject({ totalDeposits: '0.60', balance: '0.60', transactionCount: 3 });
  });
});

describe('the transaction table', () => {
  it.each([
    ['a positive withdrawal', 'Withdrawal', '10.00'],
    ['a negative deposit', 'Deposit', '-10.00'],
    ['a zero transfer', 'Transfer', '0.00'],
  ])('refuses %s', async (_case, type, amount) => {
    await expect(
      sql(`insert into "transaction" (type, amount, method, status, occurred_at) values (?, ?, 'Bank Transfer', 'Completed', now())`, [type, amount]),
    ).rejects.toThrow(/transaction_amount_sign/);
  });

  it('keeps a deleted customer’s transactions, without the link', async () => {
    const [{ id: doomed }] = await sql(`insert into customer (name, email) values ('Doomed', 'doomed@shop.test') returning id`);
    const [{ id }] = await sql(
      `insert into "transaction" (type, amount, method, status, occurred_at, customer_id) values ('Deposit', '5.00', 'Crypto', 'Completed', '2025-07-01T00:00:00Z', ?) returning id`,
      [doomed],
    );
    await sql('delete from customer where id = ?', [doomed]);
    expect(await sql('select customer_id, amount from "transaction" where id = ?', [id])).toEqual([{ customer_id: null, amount: '5.00' }]);
  });
});
