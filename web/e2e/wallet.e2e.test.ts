import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createCategory, uniqueName } from './harness/admin-catalogue-ui';
import { createDeliverableItem, ordersShopTest as test, placeItemOrder, registerShopper, shopperOrder } from './harness/admin-orders';
import { adminGraphQL, adminLogin } from './harness/admin-session';
import { slipPicture, uniqueTransRef } from './harness/bank-slip';
import { bahtTextOfSatang, satangOf } from './harness/catalogue-oracle';
import { E2E_CHECKOUT_ACCOUNT } from './harness/checkout-account';
import { readPromptPayQr } from './harness/promptpay-qr';
import { screenshotAtBothWidths } from './harness/screenshots';
import { storefrontUi } from './harness/storefront-ui';

/** Full-page shots are taken from the top, so the sticky top bar is drawn where it belongs. */
async function shootFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, name);
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'เครดิตคงเหลือ' });
const walletChip = (page: Page) => storefrontUi.topBar(page).getByRole('link', { name: /^เครดิต ฿/ });
const historyRows = (page: Page) => page.getByRole('list', { name: 'ความเคลื่อนไหวของเครดิต' }).getByRole('listitem');
// Staff approval may take a poll of the page (10 s) to show.
const AFTER_A_POLL = { timeout: 25_000 };

describe('the wallet', () => {
  test('a gamer tops up ฿500 by PromptPay, staff approve the slip, and the credit pays an order at once', async ({ page, shop }) => {
    const superAdmin = await adminLogin(shop.url);
    const game = await createCategory(shop.url, superAdmin.token, uniqueName('Wallet Game'));
    const item = await createDeliverableItem(shop.url, superAdmin.token, game.id, { deliveryMethod: 'IN_GAME_TRADE' });
    const shopper = await registerShopper(shop.url);
    await page.addInitScript(({ token, user }) => {
      window.localStorage.setItem('userToken', token);
      window.localStorage.setItem('userInfo', JSON.stringify({ name: user.name, email: user.email, picture: user.picture }));
    }, shopper);

    // An empty wallet; the account menu leads to it.
    await page.goto('/');
    await expect.poll(() => walletChip(page).innerText()).toContain('฿0.00');
    await storefrontUi.topBar(page).getByRole('button', { name: shopper.user.name }).click();
    await page.getByRole('menuitem', { name: 'เครดิต' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wallet');
    await expect.poll(() => balanceCard(page).innerText()).toContain('฿0.00');
    expect(await page.getByText('ยังไม่มีความเคลื่อนไหว เติมเครดิตเพื่อเริ่มใช้งาน').count()).toBe(1);

    // Top up ฿500: a QR a bank app reads as ฿500 and a few satang, with a countdown, kept open in the address.
    const topUp = page.getByRole('region', { name: 'เติมเครดิต' });
    await topUp.getByRole('button', { name: '฿500' }).click();
    await topUp.getByRole('button', { name: 'ชำระผ่านพร้อมเพย์' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('topup')).toMatch(/^\d+$/);
    const topupId = Number(new URL(page.url()).searchParams.get('topup'));
    const payPanel = page.getByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' });
    const qr = payPanel.getByRole('img', { name: /^คิวอาร์พร้อมเพย์ ยอด ฿500\.\d\d$/ });
    await expect.poll(() => qr.count()).toBe(1);
    const asked = (await payPanel.locator('.promptpay__amount').innerText()).replace(/[฿,]/g, '');
    expect(satangOf(asked) - 50_000).toBeGreaterThanOrEqual(1);
    expect(satangOf(asked) - 50_000).toBeLessThanOrEqual(99);
    expect(readPromptPayQr((await qr.getAttribute('src'))!)).toEqual({ amount: asked, crcValid: true });
    expect(await payPanel.innerText()).toContain(`ผู้รับเงิน: ${E2E_CHECKOUT_ACCOUNT.name}`);
    expect(await payPanel.innerText()).toContain(`โปรดโอน ${bahtTextOfSatang(satangOf(asked))} พอดี`);
    const countdown = payPanel.locator('.promptpay__countdown strong');
    const firstReading = await countdown.innerText();
    expect(firstReading).toMatch(/^(29|30):\d\d$/);
    await expect.poll(() => countdown.innerText(), { timeout: 3_000 }).not.toBe(firstReading);
    await shootFromTop(page, 'wallet-topup-qr');

    // A reload keeps the top-up open; the slip goes in and the page waits for staff.
    await page.reload();
    await expect.poll(() => qr.count()).toBe(1);
    await payPanel.getByLabel('รูปสลิป').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await slipPicture(uniqueTransRef()) });
    await payPanel.getByRole('button', { name: 'ส่งสลิป' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'กำลังตรวจสอบสลิป' }).count()).toBe(1);

    // Staff approve it (the dashboard's screen for this is another's; the API is the same).
    const approved = await adminGraphQL<{ approveTopup: { status: string } }>(shop.url, superAdmin.token, 'mutation ($id: Int!) { approveTopup(id: $id) { status } }', { id: topupId });
    expect(approved.approveTopup.status).toBe('CREDITED');
    const credited = bahtTextOfSatang(satangOf(asked));
    await expect.poll(() => page.getByRole('heading', { name: 'เติมเครดิตสำเร็จ' }).count(), AFTER_A_POLL).toBe(1);
    await expect.poll(() => balanceCard(page).innerText()).toContain(credited);
    await expect.poll(() => walletChip(page).innerText()).toContain(credited);
    expect(await historyRows(page).first().innerText()).toContain(`+${credited}`);

    // An order for less than that, paid from the wallet on its page.
    const { number, total } = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    expect(satangOf(total)).toBeLessThan(satangOf(asked));
    const left = bahtTextOfSatang(satangOf(asked) - satangOf(total));
    await page.goto(`/orders/${number}`);
    const walletChoice = page.getByRole('region', { name: 'ชำระด้วยเครดิต' });
    await expect.poll(() => walletChoice.innerText()).toContain(credited);
    // PromptPay stays the other way to pay.
    expect(await page.getByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' }).count()).toBe(1);
    await shootFromTop(page, 'order-pay-with-wallet');

    await walletChoice.getByRole('button', { name: `จ่าย ${bahtTextOfSatang(satangOf(total))} ด้วยเครดิต` }).click();
    const confirm = page.getByRole('alertdialog', { name: `จ่าย ${bahtTextOfSatang(satangOf(total))} จากเครดิตของคุณ?` });
    await expect.poll(() => confirm.innerText()).toContain(`เครดิตคงเหลือหลังจ่าย ${left}`);
    await screenshotAtBothWidths(page, 'order-pay-with-wallet-confirm', { overlay: true });
    await confirm.getByRole('button', { name: 'ยืนยันการจ่าย' }).click();
    await expect.poll(() => page.locator('.order-page__status').innerText()).toContain('ชำระเงินแล้ว');
    expect(await walletChoice.count()).toBe(0);
    await expect.poll(() => walletChip(page).innerText()).toContain(left);
    expect((await shopperOrder(shop.url, shopper, number)).status).toBe('PAID');

    // The wallet's history: the order's payment above the top-up, each with the balance it left.
    await walletChip(page).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wallet');
    await expect.poll(() => historyRows(page).count()).toBe(2);
    expect(await balanceCard(page).innerText()).toContain(left);
    const [paid, topped] = [await historyRows(page).nth(0).innerText(), await historyRows(page).nth(1).innerText()];
    expect(paid).toContain(`คำสั่งซื้อ ${number}`);
    expect(paid).toContain(`-${bahtTextOfSatang(satangOf(total))}`);
    expect(paid).toContain(`คงเหลือ ${left}`);
    expect(topped).toContain('เติมเครดิตผ่านพร้อมเพย์');
    expect(topped).toContain(`+${credited}`);
    await shootFromTop(page, 'wallet-history');
  });
});
