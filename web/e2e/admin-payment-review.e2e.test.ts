/// <reference types="node" />
import { describe, expect } from 'vitest';
import { createCategory, uniqueName } from './harness/admin-catalogue-ui';
import { createDeliverableItem, ordersShopTest as test, placeItemOrder, registerShopper, sendSlip, type Shopper, shopperOrder } from './harness/admin-orders';
import { adminGraphQL, adminLogin, chooseDashboardLanguage, signInDashboard } from './harness/admin-session';
import { dashboardSidebar, screenTitle, waitForDashboard } from './harness/admin-ui';
import { slipPicture, uniqueTransRef } from './harness/bank-slip';
import { screenshotAtBothWidths } from './harness/screenshots';

/** A top-up started and paid by the gamer through the REST API: the amount asked, then the slip of the transfer. */
async function topUpWithSlip(shopUrl: string, shopper: Shopper, baht: number, transRef: string) {
  const auth = { authorization: `Bearer ${shopper.token}` };
  const started = await fetch(`${shopUrl}/api/wallet/topups`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ amount: baht }) });
  expect(started.status, await started.clone().text()).toBe(201);
  const topup = (await started.json()) as { id: number; amount: string; status: string; payment: { amount: string; amount_offset: string } };
  const form = new FormData();
  form.append('slip', new Blob([new Uint8Array(await slipPicture(transRef))], { type: 'image/png' }), 'slip.png');
  const sent = await fetch(`${shopUrl}/api/wallet/topups/${topup.id}/slip`, { method: 'POST', headers: auth, body: form });
  expect(sent.status, await sent.clone().text()).toBe(200);
  expect(((await sent.json()) as { status: string }).status).toBe('PAYMENT_REVIEW');
  return topup;
}

/** The gamer's wallet as they see it (GET /api/wallet). */
async function gamerWallet(shopUrl: string, shopper: Shopper) {
  const response = await fetch(`${shopUrl}/api/wallet`, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { balance: string; total_credited: string; entries: { amount: string; balance_after: string; kind: string }[] };
}

/** The newest deposits the API lists (Transaction History's rows) whose reference is this slip's. */
async function depositsFor(shopUrl: string, token: string, reference: string) {
  const data = await adminGraphQL<{ transactions: { transactions: { type: string; amount: string; method: string; status: string; reference: string | null }[] } }>(
    shopUrl,
    token,
    'query ($filter: TransactionFilterInput) { transactions(filter: $filter) { transactions { type amount method status reference } } }',
    { filter: { type: 'DEPOSIT' } },
  );
  return data.transactions.transactions.filter((row) => row.reference?.endsWith(reference));
}

describe('Payment Review', () => {
  test('the buyer sends the slip from the order page; an Admin sees it beside the amount asked and approves it; the order is paid and the deposit recorded', async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    const game = await createCategory(shop.url, superAdmin.token, uniqueName('Review Game'));
    const item = await createDeliverableItem(shop.url, superAdmin.token, game.id, { deliveryMethod: 'IN_GAME_TRADE' });
    const shopper = await registerShopper(shop.url);
    const { number } = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    const transRef = uniqueTransRef();

    // The buyer pays and sends the slip from their order page.
    await page.addInitScript(({ token, user }) => {
      window.localStorage.setItem('userToken', token);
      window.localStorage.setItem('userInfo', JSON.stringify({ name: user.name, email: user.email, picture: user.picture }));
    }, shopper);
    await page.goto(`/orders/${number}`);
    const payPanel = page.getByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' });
    await payPanel.getByLabel('รูปสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await slipPicture(transRef) });
    await payPanel.getByRole('button', { name: 'ส่งสลิป' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'กำลังตรวจสอบสลิป' }).count()).toBe(1);
    await expect.poll(() => page.locator('.order-page__status').innerText()).toContain('กำลังตรวจสอบการชำระเงิน');
    await screenshotAtBothWidths(page, 'order-slip-in-review');
    const asked = (await fetch(`${shop.url}/api/orders/${number}`, { headers: { authorization: `Bearer ${shopper.token}` } }).then((r) => r.json())).payment.amount as string;

    await signInDashboard(page, shop.url, 'ADMIN');
    await page.goto('/dashboard');
    await waitForDashboard(page);
    await dashboardSidebar(page).getByRole('link', { name: 'Payment Review', exact: true }).click();
    await page.waitForURL('**/dashboard/payment-review');
    await expect.poll(() => screenTitle(page).innerText()).toBe('Payment Review');
    const card = page.getByRole('listitem', { name: `Order ${number}` });
    await expect.poll(() => card.count()).toBe(1);
    const text = await card.innerText();
    expect(text).toContain(`Kasikornbank · ref ${transRef}`);
    expect(text).toContain(`฿${Number(asked).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // The slip picture comes through the staff-only route and is drawn.
    await expect.poll(() => card.locator('.payment-review__slip img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshotAtBothWidths(page, 'admin-payment-review');

    // An approval is held in the page for a minute, undoable: nothing reaches the server before.
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Undo' }).count()).toBe(1);
    expect((await shopperOrder(shop.url, shopper, number)).status).toBe('PAYMENT_REVIEW');
    await card.getByRole('button', { name: 'Undo' }).click();
    await card.getByRole('button', { name: 'Approve' }).click();
    // Leaving the screen sends a held approval at once.
    await dashboardSidebar(page).getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL('**/dashboard/orders');
    await expect.poll(async () => (await shopperOrder(shop.url, shopper, number)).status).toBe('PAID');
    // The buyer's own page says so, in Thai (the staff member chose English for the dashboard in this browser).
    await chooseDashboardLanguage(page, shop.url, 'th');
    await page.goto(`/orders/${number}`);
    await expect.poll(() => page.locator('.order-page__status').innerText()).toContain('ชำระเงินแล้ว');
    await screenshotAtBothWidths(page, 'order-paid');
    expect(await depositsFor(shop.url, superAdmin.token, transRef)).toEqual([{ type: 'DEPOSIT', amount: asked, method: 'PromptPay', status: 'COMPLETED', reference: `004 ${transRef}` }]);
  });

  test('a rejected slip needs a reason, which the buyer then reads on the order', async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    const game = await createCategory(shop.url, superAdmin.token, uniqueName('Review Game'));
    const item = await createDeliverableItem(shop.url, superAdmin.token, game.id, { deliveryMethod: 'IN_GAME_TRADE' });
    const shopper = await registerShopper(shop.url);
    const { number } = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    await sendSlip(shop.url, shopper, number, uniqueTransRef());

    await signInDashboard(page, shop.url, 'ADMIN');
    await page.goto('/dashboard/payment-review');
    await waitForDashboard(page);
    const card = page.getByRole('listitem', { name: `Order ${number}` });
    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the payment of ${number}?` });
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('A reason is required: the buyer sees it on their order.');
    await dialog.getByLabel('Reason (the buyer sees it)').fill('The slip shows a different amount');
    await screenshotAtBothWidths(page, 'admin-payment-review-reject', { overlay: true });
    await dialog.getByRole('button', { name: 'Reject payment' }).click();
    await expect.poll(() => card.count()).toBe(0);
    const seen = await shopperOrder(shop.url, shopper, number);
    expect(seen.status).toBe('AWAITING_PAYMENT');
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'AWAITING_PAYMENT', by: 'staff', note: 'The slip shows a different amount' });
  });

  test("a gamer's top-up slip waits under Wallet top-ups beside the amount asked; an Admin approves it and the gamer's wallet holds what was paid", async ({ page, shop }) => {
    const shopper = await registerShopper(shop.url);
    const transRef = uniqueTransRef();
    const topup = await topUpWithSlip(shop.url, shopper, 500, transRef);
    expect(topup.amount).toBe('500.00');
    expect((await gamerWallet(shop.url, shopper)).balance).toBe('0.00');

    await signInDashboard(page, shop.url, 'ADMIN');
    // The page's clock: the minute an approval can be undone is run forward rather than waited for.
    await page.clock.install();
    await page.goto('/dashboard/payment-review');
    await waitForDashboard(page);
    const section = page.getByRole('region', { name: 'Wallet top-ups' });
    const card = section.getByRole('listitem', { name: `Top-up #${topup.id}` });
    await expect.poll(() => card.count()).toBe(1);
    const text = await card.innerText();
    const baht = (amount: string) => `฿${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(`${baht(topup.payment.amount)} (top-up ฿500.00 + ${baht(topup.payment.amount_offset)})`);
    expect(text).toContain(`Kasikornbank · ref ${transRef}`);
    expect(text).toContain(`${shopper.user.name} · ${shopper.user.email}`);
    await expect.poll(() => card.locator('.payment-review__slip img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await screenshotAtBothWidths(page, 'admin-payment-review-topup');

    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Undo' }).count()).toBe(1);
    await page.clock.fastForward(59_000);
    expect((await gamerWallet(shop.url, shopper)).balance).toBe('0.00');
    await page.clock.fastForward(1_000);
    await expect.poll(() => card.count()).toBe(0);
    const wallet = await gamerWallet(shop.url, shopper);
    expect(wallet).toMatchObject({ balance: topup.payment.amount, total_credited: topup.payment.amount });
    expect(wallet.entries).toMatchObject([{ amount: topup.payment.amount, balance_after: topup.payment.amount, kind: 'TOPUP' }]);
  });
});
