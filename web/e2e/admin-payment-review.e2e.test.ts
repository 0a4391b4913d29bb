/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import { describe, expect } from 'vitest';
import { createCategory, uniqueName } from './harness/admin-catalogue-ui';
import { createDeliverableItem, ordersShopTest as test, placeItemOrder, registerShopper, type Shopper, shopperOrder } from './harness/admin-orders';
import { adminGraphQL, adminLogin, signInDashboard } from './harness/admin-session';
import { dashboardSidebar, screenTitle, waitForDashboard } from './harness/admin-ui';
import { screenshotAtBothWidths } from './harness/screenshots';

/** A picture of a bank slip: the slip-verify QR every Thai bank app prints on it. */
const slipPicture = (transRef: string) => QRCode.toBuffer(slipVerify({ sendingBank: '004', transRef }), { type: 'png', width: 300 });

/** The shopper sends the slip for their order through the API. */
async function sendSlip(shopUrl: string, shopper: Shopper, number: string, transRef: string) {
  const picture = await slipPicture(transRef);
  const form = new FormData();
  form.append('slip', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'slip.png');
  const response = await fetch(`${shopUrl}/api/orders/${number}/slip`, { method: 'POST', headers: { authorization: `Bearer ${shopper.token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
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
    const transRef = `0150731440${randomBytes(5).toString('hex').toUpperCase()}`;

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

    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect((await shopperOrder(shop.url, shopper, number)).status).toBe('PAID');
    // The buyer's own page says so.
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
    await sendSlip(shop.url, shopper, number, `0150731440${randomBytes(5).toString('hex').toUpperCase()}`);

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
});
