/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminGraphQL, signInDashboard } from './harness/admin-session';
import { test } from './harness/browser-test';
import { screenshotAtBothWidths } from './harness/screenshots';

type TransactionType = 'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER';
type TransactionStatus = 'COMPLETED' | 'PENDING' | 'FAILED';
interface Filter {
  from?: string;
  to?: string;
  type?: TransactionType;
  status?: TransactionStatus;
  search?: string;
}
interface ApiTransaction {
  id: number;
  type: TransactionType;
  amount: string;
  method: string;
  status: TransactionStatus;
  date: string;
}
interface ApiReport {
  totalDeposits: string;
  totalWithdrawals: string;
  balance: string;
  daily: { date: string; net: string }[];
}
interface ApiPaymentMethod {
  id: number;
  type: string;
  name: string;
  details: string;
}

const TYPE_LABEL: Record<TransactionType, string> = { DEPOSIT: 'Deposit', WITHDRAWAL: 'Withdrawal', TRANSFER: 'Transfer' };
/** A Thai Transaction History names each type and status in Thai only. */
const TYPE_TH: Record<TransactionType, string> = { DEPOSIT: 'ฝากเงิน', WITHDRAWAL: 'ถอนเงิน', TRANSFER: 'โอนเงิน' };
const STATUS_TH: Record<TransactionStatus, string> = { COMPLETED: 'สำเร็จ', PENDING: 'รอดำเนินการ', FAILED: 'ล้มเหลว' };
const RED = 'rgb(239, 68, 68)';
const GREEN = 'rgb(34, 197, 94)';

/** "-฿1,234.50" or "+฿1,234.50" → "-1234.50" / "1234.50": what a shown amount says, to compare with the API's decimal. */
const shownAmount = (text: string) => Number(text.replace(/[^\d.-]/g, '')).toFixed(2);
const exact = (decimal: string) => Number(decimal).toFixed(2);

// ---- the oracle: the running shop's GraphQL API ----------------------------------------------------------
const TRANSACTION_FIELDS = 'id type amount method status date';

async function apiTransactions(shopUrl: string, token: string, filter: Filter, offset = 0, limit = 20) {
  const data = await adminGraphQL<{ transactions: { total: number; transactions: ApiTransaction[] } }>(
    shopUrl,
    token,
    `query ($filter: TransactionFilterInput, $page: PageInput) { transactions(filter: $filter, page: $page) { total transactions { ${TRANSACTION_FIELDS} } } }`,
    { filter, page: { offset, limit } },
  );
  return data.transactions;
}

/** Every matching row, newest first, fetched 100 at a time. */
async function allApiTransactions(shopUrl: string, token: string, filter: Filter) {
  const rows: ApiTransaction[] = [];
  for (;;) {
    const page = await apiTransactions(shopUrl, token, filter, rows.length, 100);
    rows.push(...page.transactions);
    if (rows.length >= page.total || page.transactions.length === 0) return rows;
  }
}

async function apiReport(shopUrl: string, token: string, filter: Filter) {
  const data = await adminGraphQL<{ paymentReport: ApiReport }>(
    shopUrl,
    token,
    'query ($filter: TransactionFilterInput) { paymentReport(filter: $filter) { totalDeposits totalWithdrawals balance daily { date net } } }',
    { filter },
  );
  return data.paymentReport;
}

async function apiPaymentMethods(shopUrl: string, token: string) {
  const data = await adminGraphQL<{ paymentMethods: ApiPaymentMethod[] }>(shopUrl, token, '{ paymentMethods { id type name details } }');
  return data.paymentMethods;
}

// ---- reading the screens -----------------------------------------------------------------------------------
/** Each body row's cells as a screen reader reads them (decorative icons left out). */
function tableRows(table: Locator) {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        return copy.textContent?.trim() ?? '';
      }),
    ),
  );
}
const comparableRows = async (table: Locator) =>
  (await tableRows(table)).map(([type, amount, detail, date]) => [type, shownAmount(amount ?? ''), detail, date]);
const expectedRows = (rows: ApiTransaction[], detail: 'method' | 'status') =>
  rows.map((row) =>
    detail === 'method'
      ? [TYPE_LABEL[row.type], exact(row.amount), row.method, row.date]
      : [TYPE_TH[row.type], exact(row.amount), STATUS_TH[row.status], row.date],
  );

function cardValue(page: Page, title: string) {
  return page.locator('.report-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).locator('.report-card__value');
}
async function shownCards(page: Page) {
  return {
    deposits: shownAmount(await cardValue(page, 'Total Deposits').innerText()),
    withdrawals: shownAmount(await cardValue(page, 'Total Withdrawals').innerText()),
    balance: shownAmount(await cardValue(page, 'Balance').innerText()),
  };
}
const expectedCards = (report: ApiReport) => ({
  deposits: exact(report.totalDeposits),
  withdrawals: Math.abs(Number(report.totalWithdrawals)).toFixed(2),
  balance: exact(report.balance),
});

/** The ids of a downloaded CSV (header id,date,type,amount,method,status,customer_email,order_number,demo), in file order. */
async function downloadedCsv(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  return { fileName: download.suggestedFilename(), header, rows: lines.map((line) => line.split(',')) };
}

describe('Manage Payments', () => {
  test('lists the linked accounts and the 10 latest transactions from the database', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const [methods, recent] = await Promise.all([apiPaymentMethods(shop.url, token), apiTransactions(shop.url, token, {}, 0, 10)]);
    await page.goto('/dashboard/manage-payments');
    const accounts = page.getByRole('region', { name: 'Linked Accounts' }).getByRole('listitem');
    await expect.poll(() => accounts.locator('h3').allInnerTexts()).toEqual(methods.map((method) => method.name));
    const table = page.getByRole('region', { name: 'Recent Transactions' }).getByRole('table');
    await expect.poll(() => comparableRows(table)).toEqual(expectedRows(recent.transactions, 'method'));
    await screenshotAtBothWidths(page, 'admin-manage-payments');
  });

  test('adds, edits and removes a payment method, as the API confirms', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const name = `E2E PromptPay ${Date.now()}`;
    try {
      await page.goto('/dashboard/manage-payments');
      const section = page.getByRole('region', { name: 'Linked Accounts' });
      await section.getByRole('button', { name: 'Add New Payment Method' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Payment Method' });
      await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
      expect(await dialog.getByRole('alert').innerText()).toBe('Please choose a type and fill in the account name and details.');

      await dialog.getByLabel('Type').selectOption({ label: 'PromptPay' });
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Details').fill('089-555-0101');
      // Hold the request so the button's running state can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (route.request().postData()?.includes('CreatePaymentMethod')) await held;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
      const busy = dialog.getByRole('button', { name: 'Adding...' });
      expect(await busy.isDisabled()).toBe(true);
      release();
      await expect.poll(() => dialog.count()).toBe(0);
      const card = section.getByRole('listitem', { name: `PromptPay: ${name}` });
      expect(await card.innerText()).toContain('089-555-0101');
      const created = (await apiPaymentMethods(shop.url, token)).find((method) => method.name === name);
      expect(created).toMatchObject({ type: 'PROMPTPAY', details: '089-555-0101' });

      await card.getByRole('button', { name: 'Edit' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Payment Method' });
      expect(await editDialog.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      await editDialog.getByLabel('Details').fill('089-555-0202');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => editDialog.count()).toBe(0);
      await expect.poll(() => card.innerText()).toContain('089-555-0202');
      expect((await apiPaymentMethods(shop.url, token)).find((method) => method.id === created!.id)?.details).toBe('089-555-0202');

      const confirmations: string[] = [];
      page.once('dialog', (confirm) => {
        confirmations.push(confirm.message());
        void confirm.dismiss();
      });
      await card.getByRole('button', { name: 'Remove' }).click();
      expect(confirmations).toEqual([`Remove the PromptPay account "${name}"?`]);
      expect(await card.count()).toBe(1);

      page.once('dialog', (confirm) => void confirm.accept());
      await card.getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => card.count()).toBe(0);
      expect((await apiPaymentMethods(shop.url, token)).some((method) => method.name === name)).toBe(false);
    } finally {
      for (const method of (await apiPaymentMethods(shop.url, token)).filter((entry) => entry.name === name)) {
        await adminGraphQL(shop.url, token, 'mutation ($id: Int!) { deletePaymentMethod(id: $id) }', { id: method.id });
      }
    }
  });
});

describe('Payment Reports', () => {
  test('cards, chart and table show the completed transactions as the API counts them', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const filter: Filter = { status: 'COMPLETED' };
    const [report, firstPage] = await Promise.all([apiReport(shop.url, token, filter), apiTransactions(shop.url, token, filter)]);
    expect(firstPage.total).toBeGreaterThan(20);
    await page.goto('/dashboard/payment-reports');
    await expect.poll(() => shownCards(page)).toEqual(expectedCards(report));
    const table = page.getByRole('region', { name: 'Transaction History' }).getByRole('table');
    await expect.poll(() => comparableRows(table)).toEqual(expectedRows(firstPage.transactions, 'method'));
    expect(await page.getByRole('navigation', { name: 'Transaction pages' }).innerText()).toContain(
      `Showing 1–20 of ${firstPage.total.toLocaleString('en-US')} transactions`,
    );
    expect(await page.locator('.report-chart__canvas').evaluate((element) => element.getBoundingClientRect().height)).toBe(300);

    const withdrawal = table.locator('tbody tr').filter({ hasText: 'Withdrawal' }).first().locator('td').nth(1);
    expect(await withdrawal.innerText()).toMatch(/^-฿[\d,]+\.\d\d$/);
    expect(await withdrawal.evaluate((cell) => getComputedStyle(cell).color)).toBe(RED);
    const deposit = table.locator('tbody tr').filter({ hasText: 'Deposit' }).first().locator('td').nth(1);
    expect(await deposit.innerText()).toMatch(/^\+฿[\d,]+\.\d\d$/);
    expect(await deposit.evaluate((cell) => getComputedStyle(cell).color)).toBe(GREEN);

    await page.getByRole('button', { name: 'Next' }).click();
    const secondPage = await apiTransactions(shop.url, token, filter, 20);
    await expect.poll(() => comparableRows(table)).toEqual(expectedRows(secondPage.transactions, 'method'));
    await screenshotAtBothWidths(page, 'admin-payment-reports');
  });

  test('the filter (dates, type) drives cards and table, survives a reload, and Download Report saves exactly its rows', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const days = (await apiReport(shop.url, token, { status: 'COMPLETED' })).daily;
    expect(days.length).toBeGreaterThan(10);
    const filter: Filter = { from: days[Math.floor(days.length / 3)]!.date, to: days[days.length - 3]!.date, type: 'WITHDRAWAL', status: 'COMPLETED' };
    const [report, rows] = await Promise.all([apiReport(shop.url, token, filter), allApiTransactions(shop.url, token, filter)]);
    expect(rows.length).toBeGreaterThan(0);

    await page.goto('/dashboard/payment-reports');
    await page.getByRole('button', { name: 'Filter Transactions' }).click();
    const panel = page.getByRole('region', { name: 'Filter Transactions' });
    await panel.getByLabel('Type').selectOption({ label: 'Withdrawal' });
    await panel.getByLabel('From').fill(filter.from!);
    await panel.getByLabel('To').fill(filter.to!);
    const table = page.getByRole('region', { name: 'Transaction History' }).getByRole('table');
    const check = async () => {
      await expect.poll(() => shownCards(page)).toEqual(expectedCards(report));
      await expect.poll(() => comparableRows(table)).toEqual(expectedRows(rows.slice(0, 20), 'method'));
    };
    await check();
    expect(report.totalDeposits).toMatch(/^0(\.0+)?$/);
    expect(new URL(page.url()).search).toBe(`?from=${filter.from}&to=${filter.to}&type=withdrawal`);

    await page.reload();
    await check();
    expect(await panel.getByLabel('Type').inputValue()).toBe('WITHDRAWAL');

    const csv = await downloadedCsv(page, page.getByRole('button', { name: 'Download Report' }));
    expect(csv.fileName).toBe(`payment-report-${filter.from}_${filter.to}-withdrawal.csv`);
    expect(csv.header).toBe('id,date,type,amount,method,status,customer_email,order_number,demo');
    expect(csv.rows.map(([id, date, , amount]) => [Number(id), date, exact(amount!)])).toEqual(
      rows.map((row) => [row.id, row.date, exact(row.amount)]),
    );
    await screenshotAtBothWidths(page, 'admin-payment-reports-filtered');
  });
});

describe('Transaction History (Thai)', () => {
  test("search 'with' shows only withdrawals, status 'pending' only pending rows, and the download holds exactly those", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'SUPER_ADMIN', { language: 'th' });
    await page.goto('/dashboard/transaction-history');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ประวัติการทำรายการ');
    const table = page.getByRole('table');
    const all = await apiTransactions(shop.url, token, {});
    await expect.poll(() => comparableRows(table)).toEqual(expectedRows(all.transactions, 'status'));
    for (const name of ['ประเภท', 'จำนวนเงิน', 'สถานะ', 'วันที่']) {
      expect(await table.getByRole('columnheader', { name, exact: true }).count(), name).toBe(1);
    }
    await screenshotAtBothWidths(page, 'admin-transaction-history');

    await page.getByPlaceholder('ค้นหาตามประเภท...').fill('WiTh');
    const withdrawals = await apiTransactions(shop.url, token, { search: 'WiTh' });
    expect(withdrawals.transactions.every((row) => row.type === 'WITHDRAWAL')).toBe(true);
    await expect.poll(() => comparableRows(table)).toEqual(expectedRows(withdrawals.transactions, 'status'));
    expect(await page.getByRole('navigation', { name: 'หน้ารายการ' }).innerText()).toContain(`จาก ${withdrawals.total.toLocaleString('en-US')} รายการ`);

    await page.getByPlaceholder('ค้นหาตามประเภท...').fill('');
    await page.getByRole('combobox', { name: 'สถานะ' }).selectOption({ label: 'รอดำเนินการ' });
    const pending = await allApiTransactions(shop.url, token, { status: 'PENDING' });
    expect(pending.length).toBeGreaterThan(0);
    await expect.poll(() => comparableRows(table)).toEqual(expectedRows(pending.slice(0, 20), 'status'));
    expect(new URL(page.url()).search).toBe('?status=pending');
    const statuses = table.locator('tbody tr .transaction-status');
    expect(await statuses.evaluateAll((badges) => badges.map((badge) => [badge.className, badge.querySelectorAll('svg').length]))).toEqual(
      Array.from({ length: Math.min(20, pending.length) }, () => ['transaction-status transaction-status--pending', 1]),
    );

    const csv = await downloadedCsv(page, page.getByRole('button', { name: 'ดาวน์โหลดรายงาน' }));
    expect(csv.fileName).toMatch(/^transaction-history-start_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows.map(([id, , , , , status]) => [Number(id), status])).toEqual(pending.map((row) => [row.id, expect.stringMatching(/pending/i)]));
    await screenshotAtBothWidths(page, 'admin-transaction-history-pending');
  });

  test('the search matches the Thai type names shown as well as the English ones', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'SUPER_ADMIN', { language: 'th' });
    await page.goto('/dashboard/transaction-history');
    const table = page.getByRole('table');
    const search = page.getByPlaceholder('ค้นหาตามประเภท...');
    for (const [typed, type] of [
      ['ฝาก', 'DEPOSIT'],
      ['ถอนเงิน', 'WITHDRAWAL'],
      ['โอน', 'TRANSFER'],
    ] as const) {
      const expected = await apiTransactions(shop.url, token, { type });
      expect(expected.total, type).toBeGreaterThan(0);
      await search.fill(typed);
      await expect.poll(() => comparableRows(table), { message: typed }).toEqual(expectedRows(expected.transactions, 'status'));
      expect(await page.getByRole('navigation', { name: 'หน้ารายการ' }).innerText()).toContain(`จาก ${expected.total.toLocaleString('en-US')} รายการ`);
    }
    expect(new URL(page.url()).searchParams.get('q')).toBe('โอน');
    await screenshotAtBothWidths(page, 'admin-transaction-history-thai-search');
  });
});
