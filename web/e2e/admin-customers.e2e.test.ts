import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { privateShopTest as test } from './harness/admin-catalogue-ui';
import { registerShopper } from './harness/admin-orders';
import { adminLogin, signInDashboard } from './harness/admin-session';
import {
  adjustWalletThroughApi,
  customerWalletByEmail,
  type CustomerWalletRow,
  fetchCustomerProfile,
  fetchCustomerWallets,
  ledgerReconciliation,
} from './harness/admin-wallets';
import { bahtText, satangOf } from './harness/catalogue-oracle';
import { screenshotAsShown, screenshotAtBothWidths } from './harness/screenshots';

// The spec's thresholds (section 4), worked out here in satang rather than with the page's own helper.
const LEVELS = [
  { from: 300_000, level: 'high', colour: 'rgb(34, 197, 94)' },
  { from: 150_000, level: 'medium', colour: 'rgb(234, 179, 8)' },
  { from: -Infinity, level: 'low', colour: 'rgb(239, 68, 68)' },
] as const;
const levelOf = (balance: string) => LEVELS.find((entry) => satangOf(balance) >= entry.from)!;
const signedSatang = (amount: string) => (amount.startsWith('-') ? -satangOf(amount.slice(1)) : satangOf(amount));
const signedBahtText = (amount: string) => (signedSatang(amount) > 0 ? `+${bahtText(amount)}` : `-${bahtText(amount.replace(/^-/, ''))}`);
const LABEL: Record<string, string> = { DEPOSIT: 'Deposit', WITHDRAWAL: 'Withdrawal', TRANSFER: 'Transfer', COMPLETED: 'Completed', PENDING: 'Pending', FAILED: 'Failed' };
/** A moment as the English dashboard shows it: day, month, year and time in Bangkok ("24 Nov 2026, 00:05"). */
const bangkokTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const PAGE_SIZE = 24;

const cards = (page: Page) => page.getByRole('list', { name: 'Customer credits' }).getByRole('listitem');
const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
/** The value next to a label in a card's, the profile's or the Manage dialog's figures. */
const figure = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const figureText = (scope: Locator, label: string) => figure(scope, label).innerText();
const tableRows = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));

/** A new gamer (REST sign-up) and their wallet row; new customers start with ฿0.00. */
async function newCustomer(shopUrl: string, token: string) {
  const shopper = await registerShopper(shopUrl);
  return { shopper, row: await customerWalletByEmail(shopUrl, token, shopper.user.email) };
}

async function expectCardShows(card: Locator, row: CustomerWalletRow) {
  const expected = levelOf(row.balance);
  expect(await card.getByRole('heading').innerText()).toBe(row.customer.name);
  expect(await card.innerText()).toContain(row.customer.email);
  expect(await figureText(card, 'User ID')).toBe(String(row.customer.id));
  expect(await figureText(card, 'Orders')).toBe(String(row.ordersCount));
  expect(await figureText(card, 'Total Credits')).toBe(bahtText(row.totalCredited));
  const remaining = figure(card, 'Remaining Credits');
  expect(await remaining.innerText()).toBe(bahtText(row.balance));
  expect(await remaining.getAttribute('class'), `${row.customer.name} at ${row.balance}`).toContain(`credit-level--${expected.level}`);
  expect(await remaining.evaluate((element) => getComputedStyle(element).color)).toBe(expected.colour);
}

/** Where a paragraph's text wraps: how many lines, and the character each new line starts with. */
function lineBreaks(paragraph: Locator) {
  return paragraph.evaluate((element) => {
    const characters: { character: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let index = 0; index < node.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (rect) characters.push({ character: node.data[index]!, top: rect.top });
      }
    }
    const starts = characters.filter((entry, index) => index > 0 && entry.top > characters[index - 1]!.top + 2);
    return { lines: starts.length + 1, lineStarts: starts.map((entry) => entry.character) };
  });
}

describe('Personal Settings (customer wallets)', () => {
  test('shows the newest customers first, one card each with the API’s wallet figures, coloured by the balance level', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    // Wallets start empty: three new gamers are credited to sit on either side of the 3000 and 1500 thresholds.
    for (const amount of ['3000.00', '1500.00', '1499.99']) {
      const { row } = await newCustomer(shop.url, token);
      await adjustWalletThroughApi(shop.url, token, row.customer.id, amount, 'Threshold check');
    }
    const firstPage = await fetchCustomerWallets(shop.url, token);
    expect(new Set(firstPage.customers.slice(0, 3).map((row) => levelOf(row.balance).level))).toEqual(new Set(['high', 'medium', 'low']));

    await page.goto('/dashboard/personal');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Personal Settings');
    await expect.poll(() => cardNames(page)).toEqual(firstPage.customers.map((row) => row.customer.name));
    for (const [index, row] of firstPage.customers.entries()) await expectCardShows(cards(page).nth(index), row);
    const shownTo = Math.min(PAGE_SIZE, firstPage.total);
    expect(await page.getByRole('navigation', { name: 'Customer pages' }).innerText()).toContain(`Showing 1–${shownTo} of ${firstPage.total} customers`);
    await screenshotAtBothWidths(page, 'admin-personal-settings');
  });

  test('searches on the server once typing pauses, keeps the search and the page in the URL, and pages through the customers', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const { shopper } = await newCustomer(shop.url, token);
    // Enough customers for a second page, whatever ran before.
    while ((await fetchCustomerWallets(shop.url, token)).total <= PAGE_SIZE) await registerShopper(shop.url);

    await page.goto('/dashboard/personal');
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill(`  ${shopper.user.email.toUpperCase()} `);
    await page.waitForURL((url) => url.searchParams.get('q') === shopper.user.email.toUpperCase());
    await expect.poll(() => cardNames(page)).toEqual([shopper.user.name]);
    await page.reload();
    expect(await search.inputValue()).toBe(shopper.user.email.toUpperCase());
    await expect.poll(() => cardNames(page)).toEqual([shopper.user.name]);

    await search.fill('no-customer-is-called-this');
    await expect.poll(() => page.getByText('No customer matches “no-customer-is-called-this”.').count()).toBe(1);
    expect(await cards(page).count()).toBe(0);

    await search.fill('');
    await page.waitForURL((url) => url.search === '');
    const first = await fetchCustomerWallets(shop.url, token);
    await expect.poll(() => cardNames(page)).toEqual(first.customers.map((row) => row.customer.name));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await fetchCustomerWallets(shop.url, token, { offset: PAGE_SIZE });
    await expect.poll(() => cardNames(page)).toEqual(second.customers.map((row) => row.customer.name));
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(first.customers.map((row) => row.customer.name));
  });

  test('an Admin credits ฿3,500 with a reason through Manage: the card turns green, and View Profile shows the movement and its reason', async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    await signInDashboard(page, shop.url, 'ADMIN');
    const { shopper, row } = await newCustomer(shop.url, superAdmin.token);
    expect(row.balance).toBe('0.00');
    const reason = `Tournament prize ${Date.now()}`;

    await page.goto('/dashboard/personal');
    const card = cardOf(page, shopper.user.name);
    await expect.poll(() => figureText(card, 'Remaining Credits')).toBe('฿0.00');
    await card.getByRole('button', { name: 'Manage', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Manage credits: ${shopper.user.name}` });
    expect(await figureText(dialog, 'Remaining Credits')).toBe('฿0.00');
    expect(await dialog.getByRole('radio', { name: 'Credit' }).isChecked()).toBe(true);
    await dialog.getByLabel('Amount (฿)').fill('3500');
    await dialog.getByLabel('Reason (the gamer sees it)').fill(reason);
    await screenshotAtBothWidths(page, 'admin-manage-wallet', { overlay: true });
    await dialog.getByRole('button', { name: 'Credit wallet' }).click();

    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => figureText(card, 'Remaining Credits')).toBe('฿3,500.00');
    const credited = await customerWalletByEmail(shop.url, superAdmin.token, shopper.user.email);
    expect(credited).toMatchObject({ balance: '3500.00', totalCredited: '3500.00' });
    await expectCardShows(card, credited);
    expect(await page.getByRole('status').filter({ hasText: 'Credited' }).innerText()).toBe(
      `Credited ฿3,500.00 to ${shopper.user.name}; Remaining Credits now ฿3,500.00.`,
    );
    expect(await ledgerReconciliation(shop.url, superAdmin.token)).toEqual({ ok: true, mismatchedWallets: [], unbalancedTransfers: 0 });

    await card.getByRole('button', { name: 'View Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Customer Profile' });
    const movements = profile.getByRole('region', { name: 'Wallet Movements' });
    await movements.getByRole('table').waitFor();
    const [entry] = (await fetchCustomerProfile(shop.url, superAdmin.token, row.customer.id)).walletEntries;
    expect(entry).toMatchObject({ amount: '3500.00', balanceAfter: '3500.00', kind: 'ADJUSTMENT', reason });
    expect(await tableRows(movements)).toEqual([[bangkokTime(entry!.at), '+฿3,500.00', '฿3,500.00', `Credited by staff\n“${reason}”`]]);
    expect(await figureText(profile, 'Total Credits')).toBe('฿3,500.00');
    expect(await figureText(profile, 'Remaining Credits')).toBe('฿3,500.00');
    expect(await profile.getByRole('region', { name: 'Latest Orders' }).innerText()).toContain('No orders yet.');
    await screenshotAtBothWidths(page, 'admin-customer-profile', { overlay: true });
  });

  test('Manage shows the server’s refusals (a debit above the balance, a malformed amount) and posts nothing', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const { shopper, row } = await newCustomer(shop.url, token);
    await adjustWalletThroughApi(shop.url, token, row.customer.id, '100.00', 'Starting balance');

    await page.goto('/dashboard/personal');
    await cardOf(page, shopper.user.name).getByRole('button', { name: 'Manage', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Manage credits: ${shopper.user.name}` });
    await dialog.getByRole('radio', { name: 'Debit' }).check();
    await dialog.getByLabel('Amount (฿)').fill('250');
    await dialog.getByLabel('Reason (the gamer sees it)').fill('Chargeback');
    await dialog.getByRole('button', { name: 'Debit wallet' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(/^Not enough in the wallet: /);

    await dialog.getByRole('radio', { name: 'Credit' }).check();
    await dialog.getByLabel('Amount (฿)').fill('12.345');
    await dialog.getByRole('button', { name: 'Credit wallet' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(/^Amount must be /);
    expect(await dialog.getByLabel('Amount (฿)').getAttribute('aria-invalid')).toBe('true');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const profile = await fetchCustomerProfile(shop.url, token, row.customer.id);
    expect(profile.wallet.balance).toBe('100.00');
    expect(profile.walletEntries).toHaveLength(1);
  });

  test("View Profile shows a seeded customer's latest orders and transactions as the API lists them", async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const everyone = (await fetchCustomerWallets(shop.url, token, { limit: 100 })).customers;
    const profiles = await Promise.all(everyone.map((row) => fetchCustomerProfile(shop.url, token, row.customer.id)));
    // The customer with the most recent transactions shows the most.
    const profile = profiles.reduce((best, next) => (next.recentTransactions.length > best.recentTransactions.length ? next : best));
    expect(profile.recentTransactions.length).toBeGreaterThan(0);
    const { customer } = profile.wallet;

    await page.goto(`/dashboard/personal?q=${encodeURIComponent(customer.email)}`);
    await cardOf(page, customer.name).getByRole('button', { name: 'View Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customer Profile' });
    const transactions = dialog.getByRole('region', { name: 'Recent Transactions' });
    await transactions.getByRole('table').waitFor();
    expect(await figureText(dialog, 'User ID')).toBe(String(customer.id));
    expect(await figureText(dialog, 'Joined')).toBe(bangkokTime(customer.createdAt));
    expect(await figureText(dialog, 'Orders')).toBe(String(profile.wallet.ordersCount));
    expect(await dialog.locator('img').count()).toBe(customer.picture ? 1 : 0);
    expect(await tableRows(transactions)).toEqual(
      profile.recentTransactions.map((transaction) => [transaction.date, LABEL[transaction.type], signedBahtText(transaction.amount), transaction.method, LABEL[transaction.status]]),
    );
    const orders = dialog.getByRole('region', { name: 'Latest Orders' });
    if (profile.recentOrders.length === 0) expect(await orders.innerText()).toContain('No orders yet.');
    else expect((await tableRows(orders)).map((cells) => cells[0])).toEqual(profile.recentOrders.map((order) => order.number));

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  test('an e-mail too long for its card wraps before its @ or a dot, never mid-word, on a phone', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const username = `brk_${Date.now().toString(36)}`;
    const email = `somchai.jaidee-wongsawat.${username}@customers-example-mail.co.th`;
    const registered = await fetch(`${shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email, password: 'shopper-password-1' }),
    });
    expect(registered.status).toBe(202);
    const { customer } = await customerWalletByEmail(shop.url, token, email);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/dashboard/personal?q=${encodeURIComponent(email)}`);
    const card = cardOf(page, customer.name);
    const address = card.getByText(email, { exact: true });
    await address.waitFor();
    const wrapped = await lineBreaks(address);
    expect(wrapped.lines, 'the address is long enough to wrap').toBeGreaterThan(1);
    expect(wrapped.lineStarts.every((character) => character === '@' || character === '.'), `lines start with ${wrapped.lineStarts.join(' ')}`).toBe(true);
    await screenshotAsShown(page, 'personal-settings-email-375');

    await card.getByRole('button', { name: 'View Profile' }).click();
    const profileAddress = page.getByRole('dialog', { name: 'Customer Profile' }).getByText(email, { exact: true });
    await profileAddress.waitFor();
    expect((await lineBreaks(profileAddress)).lineStarts.every((character) => character === '@' || character === '.')).toBe(true);
  });

  test('Total Users says it counts customer accounts, and agrees with the customer list it links to', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const { total } = await fetchCustomerWallets(shop.url, token);
    await page.goto('/dashboard/overview');
    const card = page.getByRole('region', { name: 'Total Users', exact: true });
    await expect.poll(() => card.getByText(/^[\d,]+$/).innerText()).toBe(total.toLocaleString('en-US'));
    expect(await card.innerText()).toContain('Customer accounts (staff not included)');

    await card.getByRole('link', { name: 'See them in Personal Settings' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/personal');
    await expect.poll(() => page.getByRole('navigation', { name: 'Customer pages' }).innerText()).toContain(`of ${total.toLocaleString('en-US')} customers`);
  });
});
