import { describe, expect } from 'vitest';
import { ordersShopTest as test, placeItemOrder } from './harness/admin-orders';
import { latestMailTo, linkIn, outboxOf } from './harness/outbox';
import { screenshotAtBothWidths } from './harness/screenshots';
import { shopperWithOrder, signInShopper } from './harness/shopper-pages';
import { storefrontUi } from './harness/storefront-ui';

async function mailSettingsOf(shopUrl: string, token: string) {
  const response = await fetch(`${shopUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { mail_settings: { language: string; order_update_mails: boolean } }).mail_settings;
}

describe('order mails and e-mail settings', () => {
  test('an order is mailed in the language the shopper signed up in; they switch to English and turn the optional mails off from the account menu; the next order is mailed in English', async ({ page, shop }) => {
    const { shopper, item, order } = await shopperWithOrder(shop.url);
    const outbox = outboxOf(shop.url);
    // The newest mail to the shopper, once the sender has written the order's (the confirmation link came first).
    await expect.poll(async () => (await latestMailTo(outbox, shopper.user.email)).subject).toMatch(new RegExp(`^ได้รับคำสั่งซื้อ ${order.number} แล้ว – โปรดชำระเงินภายใน `));
    const placed = await latestMailTo(outbox, shopper.user.email);
    expect(linkIn(placed, `${shop.url}/orders/`)).toBe(`${shop.url}/orders/${order.number}`);

    await page.goto('/');
    await signInShopper(page, shopper);
    await page.goto('/');
    await storefrontUi.topBar(page).getByRole('button', { name: shopper.user.name }).click();
    await page.getByRole('menuitem', { name: 'ตั้งค่าอีเมล' }).click();
    await page.getByRole('heading', { level: 1, name: 'ตั้งค่าอีเมล' }).waitFor();
    expect(await page.title()).toBe('ตั้งค่าอีเมล — Robux Storefront');
    const updates = page.getByRole('checkbox', { name: /ส่งอีเมลเมื่อได้รับชำระเงิน/ });
    expect(await updates.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'ไทย' }).isChecked()).toBe(true);
    await screenshotAtBothWidths(page, 'email-settings');

    await page.getByRole('radio', { name: 'English' }).check();
    await updates.uncheck();
    await page.getByRole('button', { name: 'บันทึก' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'บันทึกการตั้งค่าอีเมลแล้ว' }).count()).toBe(1);
    expect(await mailSettingsOf(shop.url, shopper.token)).toEqual({ language: 'en', order_update_mails: false });
    await screenshotAtBothWidths(page, 'email-settings-saved');

    await page.reload();
    await page.getByRole('radio', { name: 'English' }).waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /ส่งอีเมลเมื่อได้รับชำระเงิน/ }).isChecked()).toBe(false);

    const second = await placeItemOrder(shop.url, shopper, item.id, 'Some_Name');
    await expect.poll(async () => (await latestMailTo(outbox, shopper.user.email)).subject).toMatch(new RegExp(`^Order ${second.number} placed – please pay by `));
  });

  test('signed out, the page asks for a sign-in', async ({ page }) => {
    await page.goto('/account/email');
    await page.getByRole('heading', { level: 1, name: 'ตั้งค่าอีเมล' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await storefrontUi.signInDialog(page).waitFor();
  });
});
