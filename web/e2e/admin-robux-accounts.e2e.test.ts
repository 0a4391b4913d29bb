/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { watchDialogs } from './harness/admin-catalogue-ui';
import { ordersShopTest as test, registerShopper } from './harness/admin-orders';
import { adminGraphQL, adminLogin, createStaffAccount, signInDashboard } from './harness/admin-session';
import { recordGraphQLOperations, screenTitle, sidebarLinkLabels, waitForDashboard } from './harness/admin-ui';
import { bahtText } from './harness/catalogue-oracle';
import { placeAccountOrder } from './harness/robux-accounts';
import { screenshotAtBothWidths } from './harness/screenshots';

const IMPORT_HEADER = 'id,robux,rate,acc_type,guarantee_days,notes,username,password,recovery_email,login_notes';
const AUDIT_NOTE = 'This reveal is recorded in the audit log.';
const STATUS_LABEL: Record<string, string> = { AVAILABLE: 'Available', RESERVED: 'Reserved', SOLD: 'Sold' };
const PAGE_SIZE = 20;

interface StaffListing {
  id: string;
  robux: number;
  rate: string;
  price: string;
  accountType: string;
  guaranteeDays: number;
  notes: string | null;
  status: string;
  hasLogin: boolean;
  orderNumber: string | null;
}

const LISTING_FIELDS = 'id robux rate price accountType guaranteeDays notes status hasLogin orderNumber';

/** The listings as the API has them (the screen's first page of a filter), the oracle the screen is compared with. */
async function fetchListings(shopUrl: string, token: string, filter: { status?: string; search?: string } = {}) {
  const data = await adminGraphQL<{ staffRobuxAccounts: { total: number; items: StaffListing[] } }>(
    shopUrl,
    token,
    `query ListingsOracle($status: RobuxAccountStatus, $search: String) {
      staffRobuxAccounts(status: $status, search: $search, page: { limit: ${PAGE_SIZE} }) { total items { ${LISTING_FIELDS} } }
    }`,
    filter,
  );
  return data.staffRobuxAccounts;
}

const listingById = async (shopUrl: string, token: string, id: string) =>
  (await fetchListings(shopUrl, token, { search: id })).items.find((listing) => listing.id === id);

/** A listing's login as a Super Admin reads it through the API (each read is audited too). */
async function revealThroughApi(shopUrl: string, token: string, id: string) {
  const data = await adminGraphQL<{ revealRobuxAccountLogin: Record<string, string | null> }>(
    shopUrl,
    token,
    'mutation RevealOracle($id: String!) { revealRobuxAccountLogin(id: $id) { username password recoveryEmail notes } }',
    { id },
  );
  return data.revealRobuxAccountLogin;
}

/** What a row's cells (but the actions) should read for a listing, written out here rather than with the page's helpers. */
function expectedCells(listing: StaffListing): string[] {
  const guarantee = listing.guaranteeDays === 0 ? 'None' : `${listing.guaranteeDays} ${listing.guaranteeDays === 1 ? 'day' : 'days'}`;
  return [
    listing.robux.toLocaleString('en-US'),
    bahtText(listing.rate),
    bahtText(listing.price),
    listing.accountType,
    guarantee,
    STATUS_LABEL[listing.status]!,
    listing.hasLogin ? 'Login stored' : 'No login — not for sale',
    listing.orderNumber ?? '—',
  ];
}

function accountsScreen(page: Page) {
  const screen = page.getByRole('region', { name: 'Manage Roblox Accounts' });
  const table = screen.getByRole('table', { name: 'Roblox account listings' });
  return {
    screen,
    table,
    chip: (name: string) => screen.getByRole('group', { name: 'Status' }).getByRole('button', { name, exact: true }),
    search: screen.getByRole('searchbox', { name: 'Search' }),
    pager: screen.getByRole('navigation', { name: 'Listing pages' }),
    notice: screen.locator('.robux-notice'),
    ids: () => table.getByRole('rowheader').allInnerTexts(),
    row: (id: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: id, exact: true }) }),
    /** Every row as its ID and the texts of its cells but the actions. */
    rows: () =>
      table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].slice(0, 9).map((cell) => (cell as HTMLElement).innerText.trim())),
      ),
  };
}

async function openAccounts(page: Page, query = '') {
  await page.goto(`/dashboard/manage-roblox-accounts${query}`);
  const ui = accountsScreen(page);
  await ui.screen.waitFor();
  return ui;
}

const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('Manage Roblox Accounts', () => {
  test('an Admin sees the listings newest first as the API has them, without Reveal, and filters them by status and search', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'ADMIN');
    // A shopper's open order reserves one listing.
    const orderNumber = await placeAccountOrder(shop.url, (await registerShopper(shop.url)).token, 'RBX-10040', 'SomeRobloxName');
    const all = await fetchListings(shop.url, token);
    expect(all.total).toBeGreaterThanOrEqual(41);

    const ui = await openAccounts(page);
    await expect.poll(() => ui.ids()).toEqual(all.items.map((listing) => listing.id));
    expect(await ui.table.getByRole('columnheader').allInnerTexts()).toEqual(['ID', 'Robux', 'Rate / 1,000', 'Price', 'Type', 'Guarantee', 'Status', 'Login', 'Order', 'Actions']);
    expect(await ui.rows()).toEqual(all.items.map((listing) => [listing.id, ...expectedCells(listing)]));
    expect(await ui.pager.innerText()).toContain(`Showing 1–${PAGE_SIZE} of ${all.total} listings`);
    expect(await ui.table.getByRole('button', { name: /Reveal login/ }).count()).toBe(0);
    expect(await ui.row(all.items[0]!.id).getByRole('button').allInnerTexts()).toEqual(['Edit', 'Delete']);
    await screenshotAtBothWidths(page, 'admin-robux-accounts');

    await ui.chip('Reserved').click();
    await expect.poll(() => ui.ids()).toEqual(['RBX-10040']);
    expect(searchParams(page)).toEqual({ status: 'reserved' });
    expect(await ui.chip('Reserved').getAttribute('aria-pressed')).toBe('true');
    const reserved = ui.row('RBX-10040');
    const [reservedListing] = (await fetchListings(shop.url, token, { status: 'RESERVED' })).items;
    expect(reservedListing).toMatchObject({ id: 'RBX-10040', status: 'RESERVED', orderNumber });
    expect(await ui.rows()).toEqual([['RBX-10040', ...expectedCells(reservedListing!)]]);
    expect(await reserved.getByRole('link', { name: orderNumber }).getAttribute('href')).toBe(`/dashboard/orders/${orderNumber}`);
    expect(await reserved.getByRole('button', { name: 'Edit RBX-10040' }).isDisabled()).toBe(true);
    expect(await reserved.getByRole('button', { name: 'Delete RBX-10040' }).isDisabled()).toBe(true);
    expect(await reserved.innerText()).toContain('Reserved by an open order: it cannot be edited or deleted.');
    // The server refuses it too, whatever a client offers.
    await expect(adminGraphQL(shop.url, token, 'mutation { deleteRobuxAccount(id: "RBX-10040") }')).rejects.toThrow(`is reserved by order ${orderNumber}`);
    await screenshotAtBothWidths(page, 'admin-robux-accounts-reserved');

    await ui.chip('Sold').click();
    expect((await fetchListings(shop.url, token, { status: 'SOLD' })).total).toBe(0);
    await expect.poll(() => ui.screen.innerText()).toContain('No listings match this filter.');
    expect(searchParams(page)).toEqual({ status: 'sold' });

    await ui.chip('All').click();
    await ui.search.fill('RBX-1000');
    const byId = await fetchListings(shop.url, token, { search: 'RBX-1000' });
    expect(byId.items.length).toBeGreaterThan(0);
    await expect.poll(() => ui.ids()).toEqual(byId.items.map((listing) => listing.id));
    expect(searchParams(page)).toEqual({ q: 'RBX-1000' });
    await ui.search.fill('premium');
    const byType = await fetchListings(shop.url, token, { search: 'premium' });
    expect(byType.items.every((listing) => listing.accountType.toLowerCase().includes('premium'))).toBe(true);
    await expect.poll(() => ui.ids()).toEqual(byType.items.map((listing) => listing.id));
    expect(await ui.pager.innerText()).toContain(`of ${byType.total} listing`);

    // A reload keeps the filter.
    await page.reload();
    await expect.poll(() => ui.ids()).toEqual(byType.items.map((listing) => listing.id));
    expect(await ui.search.inputValue()).toBe('premium');
  });

  test('an Admin adds a listing with a login, sees the server refuse a wrong rate beside the field, edits it and deletes it', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'ADMIN');
    const superAdmin = await adminLogin(shop.url);
    const dialogs = watchDialogs(page);
    const ui = await openAccounts(page);
    await ui.table.waitFor();

    await ui.screen.getByRole('button', { name: '+ Add account' }).click();
    const add = page.getByRole('dialog', { name: 'Add account' });
    await add.getByLabel('Robux', { exact: true }).fill('2500');
    await add.getByLabel('Rate (฿ per 1,000 Robux)').fill('5000');
    await add.getByLabel('Account type').fill('E2E verified');
    await add.getByLabel('Guarantee (days)').fill('5');
    await add.getByLabel('Notes', { exact: true }).fill('Added by the e2e test');
    await add.getByLabel('Username').fill('e2e_owner');
    await add.getByLabel('Password').fill('e2e-secret-1');
    await add.getByLabel('Recovery e-mail').fill('owner@example.com');
    await add.getByLabel('Login notes').fill('Change the password after the sale');
    await add.getByRole('button', { name: 'Add account' }).click();
    await expect.poll(() => add.getByRole('alert').innerText()).toBe('Rate must be from 1.00 to 1000.00 baht per 1,000 Robux');
    expect(await add.getByLabel('Rate (฿ per 1,000 Robux)').getAttribute('aria-invalid')).toBe('true');
    await screenshotAtBothWidths(page, 'admin-robux-accounts-add-refused', { overlay: true });

    await add.getByLabel('Rate (฿ per 1,000 Robux)').fill('88.5');
    expect(await add.innerText()).toContain('Price about ฿221.25; the server works out the exact price when you save.');
    await add.getByRole('button', { name: 'Add account' }).click();
    await expect.poll(() => add.count()).toBe(0);
    await expect.poll(() => ui.notice.innerText()).toMatch(/^RBX-\d+ added; price ฿221\.25\.$/);
    const id = (await ui.notice.innerText()).split(' ')[0]!;
    const added = await listingById(shop.url, token, id);
    expect(added).toEqual({
      id,
      robux: 2500,
      rate: '88.50',
      price: '221.25',
      accountType: 'E2E verified',
      guaranteeDays: 5,
      notes: 'Added by the e2e test',
      status: 'AVAILABLE',
      hasLogin: true,
      orderNumber: null,
    });
    await expect.poll(() => ui.ids().then((ids) => ids[0])).toBe(id);
    expect((await ui.rows())[0]).toEqual([id, ...expectedCells(added!)]);
    const login = { username: 'e2e_owner', password: 'e2e-secret-1', recoveryEmail: 'owner@example.com', notes: 'Change the password after the sale' };
    expect(await revealThroughApi(shop.url, superAdmin.token, id)).toEqual(login);

    await ui.row(id).getByRole('button', { name: `Edit ${id}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${id}` });
    expect(await edit.getByLabel('Robux', { exact: true }).inputValue()).toBe('2500');
    expect(await edit.getByLabel('Rate (฿ per 1,000 Robux)').inputValue()).toBe('88.50');
    expect(await edit.getByLabel('Notes', { exact: true }).inputValue()).toBe('Added by the e2e test');
    expect(await edit.getByLabel('Username').inputValue()).toBe('');
    expect(await edit.getByLabel('Password').inputValue()).toBe('');
    expect(await edit.innerText()).toContain('Leave empty to keep the stored login.');
    await edit.getByLabel('Rate (฿ per 1,000 Robux)').fill('100');
    await edit.getByLabel('Notes', { exact: true }).fill('');
    await screenshotAtBothWidths(page, 'admin-robux-accounts-edit', { overlay: true });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => ui.notice.innerText()).toBe(`${id} saved; price ฿250.00.`);
    const edited = await listingById(shop.url, token, id);
    expect(edited).toMatchObject({ rate: '100.00', price: '250.00', notes: null, hasLogin: true });
    await expect.poll(async () => (await ui.rows())[0]).toEqual([id, ...expectedCells(edited!)]);
    // Login fields left empty keep the stored login.
    expect(await revealThroughApi(shop.url, superAdmin.token, id)).toEqual(login);

    const question = `Delete ${id}? This cannot be undone.`;
    dialogs.confirmAnswer = false;
    await ui.row(id).getByRole('button', { name: `Delete ${id}` }).click();
    await expect.poll(() => dialogs.messages).toEqual([{ type: 'confirm', message: question }]);
    expect(await listingById(shop.url, token, id)).toBeDefined();

    dialogs.confirmAnswer = true;
    await ui.row(id).getByRole('button', { name: `Delete ${id}` }).click();
    await expect.poll(() => ui.row(id).count()).toBe(0);
    expect(await ui.notice.innerText()).toBe(`${id} deleted.`);
    expect(await listingById(shop.url, token, id)).toBeUndefined();
  });

  test('an Admin downloads the template and imports a CSV with one good and two broken rows, and sees row by row what was refused and why', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'ADMIN');
    const ui = await openAccounts(page);
    await ui.table.waitFor();
    await ui.screen.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const template = await download;
    expect(template.suggestedFilename()).toBe('robux-accounts-template.csv');
    const templateLines = (await readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(templateLines[0]).toBe(IMPORT_HEADER);
    expect(templateLines).toHaveLength(2);

    const csv = [
      IMPORT_HEADER,
      ',3000,95,E2E imported,2,Imported by the e2e test,,,,',
      ',lots,95,E2E imported,,,,,,',
      'RBX-10001,1000,100,E2E imported,,,,,,',
    ].join('\n');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const summary = dialog.getByRole('status');
    await expect.poll(() => summary.innerText()).toMatch(/^1 listing added: RBX-\d+\. 2 rows refused\.$/);
    const id = /RBX-\d+/.exec(await summary.innerText())![0];
    const refused = await dialog.getByRole('table', { name: 'Refused rows' }).locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())),
    );
    expect(refused).toEqual([
      ['3', '—', expect.stringMatching(/^robux must be a whole number/)],
      ['4', 'RBX-10001', 'id RBX-10001 is already used by another listing'],
    ]);
    await screenshotAtBothWidths(page, 'admin-robux-accounts-import-report', { overlay: true });

    const imported = await listingById(shop.url, token, id);
    expect(imported).toMatchObject({ robux: 3000, rate: '95.00', price: '285.00', accountType: 'E2E imported', guaranteeDays: 2, hasLogin: false, status: 'AVAILABLE' });
    expect((await fetchListings(shop.url, token, { search: 'E2E imported' })).total).toBe(1);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => ui.ids().then((ids) => ids[0])).toBe(id);
    expect((await ui.rows())[0]).toEqual([id, ...expectedCells(imported!)]);
    expect(await ui.notice.innerText()).toBe(`Imported 1 listing: ${id}.`);
  });

  test('a Super Admin reveals a login in a dialog that says the reveal is audited, copies it, and the audit log has the reveal', async ({ page, shop }) => {
    const { token, admin } = await signInDashboard(page, shop.url);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    const ui = await openAccounts(page);
    await expect.poll(() => ui.table.getByRole('button', { name: /^Reveal login of / }).count()).toBe(PAGE_SIZE);
    await screenshotAtBothWidths(page, 'admin-robux-accounts-super-admin');
    await ui.search.fill('RBX-10001');
    await expect.poll(() => ui.ids()).toEqual(['RBX-10001']);
    expect(await ui.row('RBX-10001').getByRole('button').allInnerTexts()).toEqual(['Edit', 'Delete', 'Reveal login']);

    const reveals = recordGraphQLOperations(page);
    await ui.row('RBX-10001').getByRole('button', { name: 'Reveal login of RBX-10001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login of RBX-10001' });
    expect(await dialog.innerText()).toContain(AUDIT_NOTE);
    // Nothing is read (nor audited) before the admin presses Reveal in the dialog.
    expect(reveals).toEqual([]);
    await dialog.getByRole('button', { name: 'Reveal login' }).click();
    const value = (part: string) => dialog.locator('dt', { hasText: new RegExp(`^${part}$`) }).locator('xpath=following-sibling::dd[1]//code');
    await expect.poll(() => value('Username').innerText()).toBe('demo_account_10001');
    expect(await value('Password').innerText()).toBe('not-a-real-password');
    expect(await value('Recovery e-mail').innerText()).toBe('demo@example.invalid');
    expect(await value('Notes').innerText()).toBe('Demo listing: not a real account');
    expect(reveals).toEqual(['RevealRobuxAccountLogin']);

    await dialog.getByRole('button', { name: 'Copy password' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText()).toBe('Password copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('not-a-real-password');
    await screenshotAtBothWidths(page, 'admin-robux-accounts-reveal', { overlay: true });

    // The dashboard has no audit log screen: the API's auditLog is where the reveal shows.
    const { auditLog } = await adminGraphQL<{ auditLog: { adminId: number; action: string; entityType: string; entityId: string | null }[] }>(
      shop.url,
      token,
      '{ auditLog(page: { limit: 20 }) { adminId action entityType entityId } }',
    );
    expect(auditLog).toContainEqual({ adminId: admin.id, action: 'reveal_login', entityType: 'RobuxAccount', entityId: 'RBX-10001' });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('not-a-real-password');
  });

  test('an Admin cannot reveal a login through the API either', async ({ shop }) => {
    const adminSession = await adminLogin(shop.url, await createStaffAccount(shop.url, 'ADMIN'));
    await expect(revealThroughApi(shop.url, adminSession.token, 'RBX-10001')).rejects.toThrow('may not do this');
  });

  test('an Editor does not see the screen in the sidebar, is refused it without a request, and the API refuses them too', async ({ page, shop }) => {
    const editor = await adminLogin(shop.url, await createStaffAccount(shop.url, 'EDITOR'));
    await signInDashboard(page, shop.url, 'EDITOR');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/stock-items');
    await waitForDashboard(page);
    expect(await sidebarLinkLabels(page)).not.toContain('Manage Roblox Accounts');

    await page.waitForLoadState('networkidle');
    const operations = recordGraphQLOperations(page);
    await page.goto('/dashboard/manage-roblox-accounts');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Your role (Editor) cannot use this screen.');
    expect(await screenTitle(page).innerText()).toBe('Not available for your role');
    expect(operations.filter((name) => name !== 'DashboardMe')).toEqual([]);
    await screenshotAtBothWidths(page, 'admin-robux-accounts-editor');

    await expect(adminGraphQL(shop.url, editor.token, '{ staffRobuxAccounts { total } }')).rejects.toThrow('The Editor role may not do this');
  });
});
