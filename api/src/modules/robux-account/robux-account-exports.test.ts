import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../test-support/sql-statements.js';
import { callAs, newShopper, orderBody } from '../../test-support/shoppers.js';
import { startTestApp, type TestAdmin, type TestApp } from '../../test-support/test-app.js';
import { AdminRole } from '../admin/admin-role.js';
import { EXPORTS_PER_CLIENT_PER_MINUTE } from './robux-account-export-limits.js';

// Two instances of the shop on one database, behind a trusted proxy on loopback (so each test is a client of its
// own), whose kept answers never expire by age here: only a listing change can make them build a file again.
const NEVER_EXPIRE = { maxAgeMs: 10 * 60_000 };
let first: TestApp;
let second: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  first = await startTestApp({ catalogueCache: NEVER_EXPIRE, trustProxy: ['loopback'] });
  second = await startTestApp({ catalogueCache: NEVER_EXPIRE, trustProxy: ['loopback'], sharedDatabase: first.db });
  admin = await first.signIn(AdminRole.ADMIN);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

async function download(app: TestApp, file: 'export.pdf' | 'export.xlsx', query: string, client: string) {
  const response = await fetch(`${app.baseUrl}/api/robux-accounts/${file}${query}`, { headers: { 'x-forwarded-for': client } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The statements that read the listings of a file: one per file built. */
const listingReads = (statements: string[]) => statements.filter((sql) => /^select .* from robux_account a where/i.test(sql)).length;

/** The listing ids in an Excel export, in its order. */
async function idsIn(xlsx: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(xlsx).buffer);
  return (workbook.getWorksheet('Robux accounts')!.getColumn(1).values as string[]).slice(2);
}

const exportedIds = async (app: TestApp, client: string) => {
  const answer = await download(app, 'export.xlsx', '?sort=price_desc', client);
  expect(answer.status).toBe(200);
  return idsIn(answer.bytes);
};

async function newListing(): Promise<string> {
  const reply = await callAs(first, admin.token, 'POST', '/api/admin/robux-accounts', {
    robux: 999_999,
    rate: '999',
    acc_type: 'Export test',
    login: { username: `seller_${randomUUID().slice(0, 6)}`, password: 'a-password' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.id as string;
}

describe('the public Excel and PDF exports of the Robux accounts for sale', () => {
  it('builds the file of one filter once: requests at once and after share it; another format or filter builds its own', async () => {
    const client = newClient();
    let answers: Awaited<ReturnType<typeof download>>[] = [];
    const statements = await statementsDuring(first.db, async () => {
      answers = await Promise.all([1, 2, 3].map(() => download(first, 'export.pdf', '?sort=price_desc&rate=', client)));
      // The same rows: the page and an empty rate select nothing else.
      answers.push(await download(first, 'export.pdf', '?sort=PRICE_DESC&page=3', client));
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.every((answer) => answer.bytes.equals(answers[0].bytes))).toBe(true);
    expect(listingReads(statements)).toBe(1);

    expect(listingReads(await statementsDuring(first.db, () => download(first, 'export.xlsx', '?sort=price_desc', client)))).toBe(1);
    expect(listingReads(await statementsDuring(first.db, () => download(first, 'export.pdf', '?sort=rate_asc', client)))).toBe(1);
    expect(listingReads(await statementsDuring(first.db, () => download(first, 'export.xlsx', '?sort=price_desc', client)))).toBe(0);
  });

  it('a listing added, then sold, shows in the next exports of every instance, which kept the file until then', async () => {
    const client = newClient();
    for (const app of [first, second]) await exportedIds(app, client);
    expect(listingReads(await statementsDuring(first.db, () => Promise.all([exportedIds(first, client), exportedIds(second, client)])))).toBe(0);

    const id = await newListing();
    // The change reaches each instance's kept files as a notice, a moment after it commits.
    for (const app of [first, second]) await expect.poll(async () => (await exportedIds(app, client))[0], { timeout: 5_000, interval: 50 }).toBe(id);

    const bought = await (await newShopper(first)).call('POST', '/api/orders', orderBody([{ account_id: id }]));
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    for (const app of [first, second]) await expect.poll(async () => (await exportedIds(app, client)).includes(id), { timeout: 5_000, interval: 50 }).toBe(false);
  });

  it(`answers a client's request past ${EXPORTS_PER_CLIENT_PER_MINUTE} a minute with 429 and when to try again; another client still gets its file`, async () => {
    // One client: an IPv6 /64, whichever of its addresses each request comes from.
    const greedy = (request: number) => `2001:db8:a:b::${request.toString(16)}`;
    const other = '2001:db8:a:c::1';
    for (let count = 0; count < EXPORTS_PER_CLIENT_PER_MINUTE; count++) expect((await download(first, 'export.pdf', '', greedy(count + 1))).status).toBe(200);

    const refused = await download(first, 'export.pdf', '', greedy(0xfff));
    expect(refused.status).toBe(429);
    const { error } = JSON.parse(refused.bytes.toString());
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/try again in \d+ seconds?/) });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await download(first, 'export.xlsx', '', greedy(1))).status).toBe(429);

    const served = await download(first, 'export.pdf', '', other);
    expect(served.status).toBe(200);
    expect(served.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
