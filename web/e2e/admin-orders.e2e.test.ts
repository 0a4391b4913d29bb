/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createCategory, uniqueName } from './harness/admin-catalogue-ui';
import {
  createDeliverableItem,
  orderPage,
  ordersScreen,
  ordersShopTest as test,
  placeItemOrder,
  registerShopper,
  shopperOrder,
} from './harness/admin-orders';
import { adminGraphQL, adminLogin, createStaffAccount, signInDashboard } from './harness/admin-session';
import { dashboardSidebar, recordGraphQLOperations, screenTitle, sidebarLinkLabels, waitForDashboard } from './harness/admin-ui';
import { bahtText } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';

const INSTRUCTIONS = 'Join our private server "RS Trades" and wait at the dock.';

/** The oracle: what the API says about an order and about the chip counts of a filter. */
async function apiOrder(shopUrl: string, token: string, number: string) {
  const data = await adminGraphQL<{ adminOrder: { status: string; staffMoves: { status: string }[]; timeline: { toStatus: string; note: string | null }[] } }>(
    shopUrl,
    token,
    'query ($number: String!) { adminOrder(number: $number) { status staffMoves { status } timeline { toStatus note } } }',
    { number },
  );
  return data.adminOrder;
}

async function apiStatusCounts(shopUrl: string, token: string, filter: Record<string, string>) {
  const data = await adminGraphQL<{ orders: { total: number; statusCounts: { status: string; count: number }[] } }>(
    shopUrl,
    token,
    'query ($filter: StaffOrderFilterInput) { orders(filter: $filter) { total statusCounts { status count } } }',
    { filter },
  );
  return data.orders;
}

async function apiItemDelivery(shopUrl: string, token: string, id: number) {
  const data = await adminGraphQL<{ item: { deliveryMethod: string; deliveryInstructions: string | null } }>(
    shopUrl,
    token,
    'query ($id: Int!) { item(id: $id) { deliveryMethod deliveryInstructions } }',
    { id },
  );
  return data.item;
}

/** Each body row's cells as shown (phones and desktops show the same cells). */
const tableRows = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim())));

/** Clicks a move that needs no reason: the order moves at once, with no dialog, and its status shows `shown`. */
async function stepOrder(page: Page, button: string, shown: string) {
  const ui = orderPage(page);
  await ui.actions.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => ui.status.innerText()).toBe(shown);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

/** Clicks a move button and confirms its dialog (with a note when given). */
async function moveOrder(page: Page, button: string, note?: string) {
  const ui = orderPage(page);
  await ui.actions.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `${button}?` });
  if (note) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

async function downloadedCsv(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  return { fileName: download.suggestedFilename(), header, lines };
}

describe('Orders', () => {
  test("a Super Admin finds a new order by search, marks it paid (nobody paid: with a reason) and starts delivery; a cancel needs a reason; the buyer sees the status", async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    const game = await createCategory(shop.url, superAdmin.token, uniqueName('Orders Game'));
    const item = await createDeliverableItem(shop.url, superAdmin.token, game.id, { deliveryMethod: 'PRIVATE_SERVER', deliveryInstructions: INSTRUCTIONS });
    const shopper = await registerShopper(shop.url);
    const placed = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    expect(placed).toMatchObject({ status: 'AWAITING_PAYMENT', roblox_user: { name: 'Some_Name', verified: false } });
    const { number } = placed;

    // No payment is recorded for the order, so marking it paid is a Super Admin's (an Admin is refused).
    await signInDashboard(page, shop.url, 'SUPER_ADMIN');
    await page.goto('/dashboard');
    await waitForDashboard(page);
    await dashboardSidebar(page).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL('**/dashboard/orders');
    await expect.poll(() => screenTitle(page).innerText()).toBe('Orders');

    // Search by number: one row, its Roblox name flagged, and chips that agree with the API.
    const list = ordersScreen(page);
    await list.search.fill(number);
    await page.waitForURL((url) => url.searchParams.get('q') === number);
    await expect.poll(() => tableRows(list.table)).toEqual([
      [number, expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), `${shopper.user.name}\n${shopper.user.email}`, 'Some_Name\n⚠ Not verified', bahtText('404.43'), 'Awaiting payment'],
    ]);
    const counts = await apiStatusCounts(shop.url, superAdmin.token, { search: number });
    expect(counts.statusCounts.find((entry) => entry.status === 'AWAITING_PAYMENT')?.count).toBe(1);
    await expect.poll(() => list.chip('All 1').getAttribute('aria-pressed')).toBe('true');
    expect(await list.chip('Awaiting payment 1').isVisible()).toBe(true);
    expect(await list.chip('Paid 0').isVisible()).toBe(true);
    await screenshotAtBothWidths(page, 'admin-orders-list');

    // Search by the Roblox name finds it too (with the other orders to that name, if any).
    await list.search.fill('some_name');
    await page.waitForURL((url) => url.searchParams.get('q') === 'some_name');
    await expect.poll(async () => (await tableRows(list.table)).map((row) => row[0])).toContain(number);
    await list.search.fill(number);
    await page.waitForURL((url) => url.searchParams.get('q') === number);
    await expect.poll(() => list.table.locator('tbody tr').count()).toBe(1);

    // The order's page.
    await list.table.getByRole('link', { name: number }).click();
    await page.waitForURL(`**/dashboard/orders/${number}`);
    const order = orderPage(page);
    await expect.poll(() => screenTitle(page).innerText()).toBe(`Order ${number}`);
    await expect.poll(() => order.status.innerText()).toBe('Awaiting payment');
    const lineText = await order.lines.locator('tbody tr').first().innerText();
    for (const part of [item.name, game.name, bahtText('404.43'), 'Private server', INSTRUCTIONS]) expect(lineText).toContain(part);
    expect(await order.roblox.getByRole('alert').innerText()).toContain('check this username in Roblox before delivering');
    expect(await order.buyer.innerText()).toContain(shopper.user.email);
    expect(await order.timeline.count()).toBe(1);
    expect(await order.actions.getByRole('button').allInnerTexts()).toEqual(['Move to payment review', 'Mark paid', 'Cancel order']);
    await screenshotAtBothWidths(page, 'admin-orders-detail');

    // Cancel asks for a reason and sends nothing without one.
    await order.actions.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel order?' });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => cancel.getByRole('alert').innerText()).toBe('A reason is required: the buyer sees it on their order.');
    await screenshotAtBothWidths(page, 'admin-orders-cancel-reason', { overlay: true });
    await cancel.getByRole('button', { name: 'Back' }).click();
    expect((await apiOrder(shop.url, superAdmin.token, number)).status).toBe('AWAITING_PAYMENT');

    await moveOrder(page, 'Mark paid', 'Bank slip checked');
    await expect.poll(() => order.status.innerText()).toBe('Paid');
    await expect.poll(() => order.timeline.count()).toBe(2);
    expect(await order.timeline.last().innerText()).toContain('Bank slip checked');
    expect(await order.actions.getByRole('button').allInnerTexts()).toEqual(['Start delivery', 'Refund']);

    await stepOrder(page, 'Start delivery', 'Delivering');
    await expect.poll(() => order.timeline.count()).toBe(3);
    expect(await order.actions.getByRole('button').allInnerTexts()).toEqual(['Mark delivered', 'Refund']);
    const stored = await apiOrder(shop.url, superAdmin.token, number);
    expect(stored.status).toBe('DELIVERING');
    expect(stored.timeline.map((event) => event.toStatus)).toEqual(['AWAITING_PAYMENT', 'PAID', 'DELIVERING']);
    await screenshotAtBothWidths(page, 'admin-orders-detail-delivering');

    // Back to the list as it was left: the row and the chips show the new status.
    await page.getByRole('link', { name: '← All orders' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/orders' && url.searchParams.get('q') === number);
    await expect.poll(() => tableRows(list.table).then((rows) => rows[0]?.at(-1))).toBe('Delivering');
    await expect.poll(() => list.chip('Delivering 1').isVisible()).toBe(true);

    // Export CSV: exactly the filtered list.
    const csv = await downloadedCsv(page, list.exportButton);
    expect(csv.header).toBe('number,date,status,total,customer_email,roblox_username,roblox_verified,lines');
    expect(csv.lines).toHaveLength(1);
    expect(csv.lines[0]).toMatch(new RegExp(`^${number},\\d{4}-\\d{2}-\\d{2},DELIVERING,404\\.43,`));
    expect(csv.fileName).toMatch(new RegExp(`^orders-start_\\d{4}-\\d{2}-\\d{2}-${number.toLowerCase()}\\.csv$`));

    // The buyer's own order page does not exist yet (checkout/orders is being built): REST shows them the status.
    const seenByBuyer = await shopperOrder(shop.url, shopper, number);
    expect(seenByBuyer.status).toBe('DELIVERING');
    expect(seenByBuyer.timeline.map((event) => event.status)).toEqual(['AWAITING_PAYMENT', 'PAID', 'DELIVERING']);

    // Delivered in one more click; a refund asks its reason, and a refunded order offers no Refund.
    await list.table.getByRole('link', { name: number }).click();
    await stepOrder(page, 'Mark delivered', 'Delivered');
    expect(await order.actions.getByRole('button').allInnerTexts()).toEqual(['Complete', 'Refund']);
    await moveOrder(page, 'Refund', 'Could not trade in game');
    await expect.poll(() => order.status.innerText()).toBe('Refunded');
    expect(await order.actions.getByRole('button').count()).toBe(0);
    expect(await page.getByText('Nothing more to do: the order is refunded.').count()).toBe(1);
  });

  test('a move that someone else beat says so and shows the order as it is now', async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    const game = await createCategory(shop.url, superAdmin.token, uniqueName('Conflict Game'));
    const item = await createDeliverableItem(shop.url, superAdmin.token, game.id);
    const placed = await placeItemOrder(shop.url, await registerShopper(shop.url), item.id, 'Other_Name');

    await signInDashboard(page, shop.url, 'ADMIN');
    await page.goto(`/dashboard/orders/${placed.number}`);
    const order = orderPage(page);
    await expect.poll(() => order.status.innerText()).toBe('Awaiting payment');

    await adminGraphQL(shop.url, superAdmin.token, 'mutation ($number: String!) { setOrderStatus(number: $number, status: PAID, reason: "Paid in cash") { status } }', {
      number: placed.number,
    });
    await order.actions.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark paid?' });
    await dialog.getByRole('textbox').fill('Paid in cash');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    // Worded for people: no status or operation name from inside the shop.
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('The order has changed: someone else changed this order first.');
    await expect.poll(() => order.status.innerText()).toBe('Paid');
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await order.actions.getByRole('button').allInnerTexts()).toEqual(['Start delivery', 'Refund']);
  });

  test('the item form sets how an item is delivered: the method and optional instructions, saved and cleared', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url, 'EDITOR');
    const game = await createCategory(shop.url, (await adminLogin(shop.url)).token, uniqueName('Delivery Game'));
    const item = await createDeliverableItem(shop.url, (await adminLogin(shop.url)).token, game.id);
    expect(item).toMatchObject({ deliveryMethod: 'IN_GAME_TRADE', deliveryInstructions: null });

    await page.goto('/dashboard/stock-items');
    const screen = page.getByRole('region', { name: 'Stock Items' });
    const addForm = screen.getByRole('form', { name: 'Add New Item' });
    await addForm.waitFor();
    const method = addForm.getByLabel('Delivery method');
    expect(await method.inputValue()).toBe('IN_GAME_TRADE');
    expect(await method.locator('option').allInnerTexts()).toEqual(['In-game trade', 'Private server']);
    expect(await addForm.getByLabel('Delivery instructions (optional)').inputValue()).toBe('');

    const card = screen.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Item' });
    expect(await modal.getByLabel('Delivery method').inputValue()).toBe('IN_GAME_TRADE');
    await modal.getByLabel('Delivery method').selectOption({ label: 'Private server' });
    await modal.getByLabel('Delivery instructions (optional)').fill(`  ${INSTRUCTIONS}  `);
    await screenshotAtBothWidths(page, 'admin-stock-items-delivery-fields', { overlay: true });
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => apiItemDelivery(shop.url, token, item.id)).toEqual({ deliveryMethod: 'PRIVATE_SERVER', deliveryInstructions: INSTRUCTIONS });

    // The modal starts from what was saved; blank instructions remove them.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await modal.getByLabel('Delivery method').inputValue()).toBe('PRIVATE_SERVER');
    expect(await modal.getByLabel('Delivery instructions (optional)').inputValue()).toBe(INSTRUCTIONS);
    await modal.getByLabel('Delivery instructions (optional)').fill('   ');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => apiItemDelivery(shop.url, token, item.id)).toEqual({ deliveryMethod: 'PRIVATE_SERVER', deliveryInstructions: null });
  });

  test('an Editor does not see Orders, is refused the screen, and the API refuses them too', async ({ page, shop }) => {
    const editor = await adminLogin(shop.url, await createStaffAccount(shop.url, 'EDITOR'));
    await signInDashboard(page, shop.url, 'EDITOR');
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard/stock-items');
    await waitForDashboard(page);
    expect(await sidebarLinkLabels(page)).not.toContain('Orders');

    await page.waitForLoadState('networkidle');
    const operations = recordGraphQLOperations(page);
    await page.goto('/dashboard/orders');
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Your role (Editor) cannot use this screen.');
    expect(operations.filter((name) => name !== 'DashboardMe')).toEqual([]);

    await expect(adminGraphQL(shop.url, editor.token, '{ orders { total } }')).rejects.toThrow('The Editor role may not do this');
    const csv = await fetch(`${shop.url}/api/admin/orders/export.csv`, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(csv.status).toBe(403);
  });
});
