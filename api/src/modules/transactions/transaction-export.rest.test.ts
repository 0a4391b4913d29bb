import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';

let app: TestApp;
let admin: TestAdmin;
const sql = (query: string, params: unknown[] = []): Promise<any[]> => app.db.orm.em.fork().getConnection().execute(query, params);

const HEADER = 'id,date,type,amount,method,status,customer_email,order_number,demo';
/** Inserted oldest first; the export lists them newest first. */
const ROWS = [
  { type: 'Deposit', amount: '1500.50', method: 'Bank, "Gold" tier', status: 'Completed', occurredAt: '2026-04-01T16:59:59Z', withCustomer: true },
  { type: 'Withdrawal', amount: '-200.00', method: 'PromptPay', status: 'Pending', occurredAt: '2026-04-01T17:00:00Z', withCustomer: false, demo: true },
  { type: 'Transfer', amount: '-75.25', method: '=HYPERLINK("http://x")', status: 'Failed', occurredAt: '2026-04-03T02:00:00Z', withCustomer: false },
  { type: 'Deposit', amount: '99.99', method: 'Crypto', status: 'Completed', occurredAt: '2026-04-04T02:00:00Z', withCustomer: true },
];
const ids: number[] = [];

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn(AdminRole.ADMIN);
  const [{ id: customerId }] = await sql(`insert into customer (name, email) values ('CSV Customer', 'csv-customer@shop.test') returning id`);
  for (const row of ROWS) {
    const [{ id }] = await sql(
      `insert into "transaction" (type, amount, method, status, occurred_at, customer_id, demo) values (?, ?, ?, ?, ?, ?, ?) returning id`,
      [row.type, row.amount, row.method, row.status, row.occurredAt, row.withCustomer ? customerId : null, 'demo' in row],
    );
    ids.push(id);
  }
});
afterAll(() => app.close());

async function download(query: string, token: string | null = admin.token) {
  const response = await fetch(`${app.baseUrl}/api/transactions/export.csv${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const linesOf = (csv: string) => csv.split('\r\n').slice(0, -1);

describe('GET /api/transactions/export.csv', () => {
  it('sends every transaction newest first as a CSV attachment, quoting commas and quotes, demo rows marked', async () => {
    const { status, headers, text } = await download('');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(linesOf(text)).toEqual([
      HEADER,
      `${ids[3]},2026-04-04,Deposit,99.99,Crypto,Completed,csv-customer@shop.test,,`,
      // A formula-looking text cell is defused with an apostrophe, then quoted for its quotes.
      `${ids[2]},2026-04-03,Transfer,-75.25,"'=HYPERLINK(""http://x"")",Failed,,,`,
      `${ids[1]},2026-04-02,Withdrawal,-200.00,PromptPay,Pending,,,demo`,
      `${ids[0]},2026-04-01,Deposit,1500.50,"Bank, ""Gold"" tier",Completed,csv-customer@shop.test,,`,
    ]);
  });

  it('applies the GraphQL filter names and enum values', async () => {
    expect(linesOf((await download('?type=DEPOSIT')).text).slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids[3], ids[0]]);
    expect(linesOf((await download('?from=2026-04-02&to=2026-04-03')).text).slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids[2], ids[1]]);
    expect(linesOf((await download('?status=FAILED')).text).slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids[2]]);
    expect(linesOf((await download('?search=RAW')).text).slice(1).map((line) => Number(line.split(',')[0]))).toEqual([ids[1]]);
    expect(linesOf((await download('?from=2030-01-01')).text)).toEqual([HEADER]);
  });

  it('treats empty parameters as "no filter", as a form sends them', async () => {
    expect(linesOf((await download('?from=&to=&type=&status=&search=')).text)).toHaveLength(ROWS.length + 1);
  });

  it.each([
    ['?from=2026-4-1', 'from must be a date written YYYY-MM-DD'],
    ['?from=2026-04-03&to=2026-04-01', 'to must not be before from'],
    ['?type=CASH', 'type must be DEPOSIT, WITHDRAWAL or TRANSFER'],
    ['?status=done', 'status must be COMPLETED, PENDING or FAILED'],
    ['?type=DEPOSIT&type=WITHDRAWAL', 'type must be given once'],
  ])('answers %s with 400 and the reason as JSON', async (query, message) => {
    const { status, headers, text } = await download(query);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ error: expect.objectContaining({ code: 'BAD_USER_INPUT', message }) });
  });

  it('needs an admin token (401) whose role may view transactions (403 for an Editor)', async () => {
    const anonymous = await download('', null);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text).error.code).toBe('UNAUTHENTICATED');
    const editor = await download('', app.editor.token);
    expect(editor.status).toBe(403);
    expect(JSON.parse(editor.text).error.code).toBe('FORBIDDEN');
  });

  it('streams a large export in batches: every row once, newest first, in a chunked answer', async () => {
    // 2,345 transactions on days of their own (more than two batches of 1,000), several sharing one instant.
    await sql(
      `insert into "transaction" (type, amount, method, status, occurred_at)
       select 'Deposit', 1, 'Bulk', 'Completed', timestamptz '2031-01-01T00:00:00Z' + (n / 3) * interval '1 minute' from generate_series(1, 2345) n`,
    );
    const reply = await download('?from=2031-01-01&to=2031-01-03');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('transfer-encoding')).toBe('chunked');
    const rows = linesOf(reply.text).slice(1);
    expect(rows).toHaveLength(2345);
    const rowIds = rows.map((row) => Number(row.split(',')[0]));
    expect(new Set(rowIds).size).toBe(2345);
    const [{ ids: expected }] = await sql(
      `select array_agg(id order by occurred_at desc, id desc) as ids from "transaction" where method = 'Bulk'`,
    );
    expect(rowIds).toEqual(expected);
  });
});

