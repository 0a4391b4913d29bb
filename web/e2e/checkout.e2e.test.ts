import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { bahtTextOfSatang, fetchCategories, fetchRobuxPackages, fetchStorePage, nameOnThaiPages, robuxText, satangOf } from './harness/catalogue-oracle';
import { E2E_CHECKOUT_ACCOUNT } from './harness/checkout-account';
import { readPromptPayQr } from './harness/promptpay-qr';
import { ROBLOX_TEST_USERS } from './harness/roblox-users-server';
import { screenshotAtBothWidths } from './harness/screenshots';
import { confirmSignUpFromMail } from './harness/sign-up';
import { storeUi } from './harness/store-ui';
import { readStorage, storefrontUi } from './harness/storefront-ui';

// Unique per run, so the test also passes against a reused database (E2E_DATABASE_URL).
const shopper = `buyer_${Date.now().toString(36)}`;
const robloxUser = ROBLOX_TEST_USERS[0]!;
const GAMEPASS_LINK = 'https://www.roblox.com/game-pass/987654321/Robux-For-Me';


/** Signs up in the modal, confirms the address from the mail, and goes on to checkout from the confirmation page. */
async function registerInTheModal(page: Page, shopUrl: string) {
  const dialog = storefrontUi.signInDialog(page);
  await dialog.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(shopper);
  await dialog.getByLabel('อีเมล', { exact: true }).fill(`${shopper}@example.com`);
  await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill('e2e-Password-2026');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await confirmSignUpFromMail(page, shopUrl, `${shopper}@example.com`);
  await page.getByRole('link', { name: 'ไปชำระเงิน' }).click();
}

/** Full-page shots are taken from the top, so the sticky top bar is drawn where it belongs. */
async function shootFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtBothWidths(page, name);
}

const orderStatus = (page: Page) => page.locator('.order-page__status');
const timelineEvents = (page: Page) => page.getByRole('list', { name: 'ประวัติสถานะ' }).getByRole('listitem');

describe('checkout and orders', () => {
  test('a new shopper checks out an item and a Robux package, sees the order awaiting payment, and cancels it', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const item = (await fetchStorePage(shop.url, { categoryId: game!.id })).items[0]!;
    const robux = (await fetchRobuxPackages(shop.url))[1]!;
    const gamepassPrice = Math.ceil((robux.amount * 10) / 7);
    const total = bahtTextOfSatang(satangOf(item.price) + satangOf(robux.price));

    await page.goto('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);
    // On a Thai page the card, checkout and the order name the item by its Thai name where it has one.
    await storefrontUi.addToCart(page, nameOnThaiPages(item)).click();
    await page.getByRole('banner').getByRole('link', { name: 'เติม Robux', exact: true }).click();
    await storefrontUi.addToCart(page, robuxText(robux.amount)).click();
    await expect.poll(async () => (await storefrontUi.cartButton(page).innerText()).trim()).toBe('2');

    // Signed out, Checkout asks for an account first and carries on to /checkout with the cart intact.
    await storefrontUi.cartButton(page).click();
    await storefrontUi.cartDrawer(page).getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }).click();
    await expect.poll(() => storefrontUi.signInDialog(page).count()).toBe(1);
    await registerInTheModal(page, shop.url);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toHaveLength(2);

    const summary = page.getByRole('complementary', { name: 'สรุปคำสั่งซื้อ' });
    await expect.poll(() => summary.innerText()).toContain(total);
    const itemLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nameOnThaiPages(item), level: 3 }) });
    expect(await itemLine.innerText()).toContain(`${bahtTextOfSatang(satangOf(item.price))} / ชิ้น`);
    expect(await itemLine.innerText()).toContain('วิธีส่งของ:');
    const robuxLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: robuxText(robux.amount), level: 3 }) });
    expect(await robuxLine.innerText()).toContain(`ตั้งราคา Gamepass เป็น ${robuxText(gamepassPrice)} พอดี`);
    await screenshotAtBothWidths(page, 'checkout');

    // The username check reaches the local Roblox stand-in through the shop.
    const username = page.getByLabel('ชื่อผู้ใช้ Roblox', { exact: true });
    await username.fill('Nobody_Here42');
    await page.getByRole('button', { name: 'ตรวจสอบ', exact: true }).click();
    await expect.poll(() => page.getByText('ไม่พบผู้ใช้ Roblox ชื่อ “Nobody_Here42”').count()).toBe(1);
    await username.fill(robloxUser.name.toLowerCase());
    await username.press('Enter');
    await expect.poll(() => page.getByText('ใช่บัญชีนี้หรือไม่?').count()).toBe(1);
    const answer = await page.locator('.roblox-check').innerText();
    expect(answer).toContain(robloxUser.displayName);
    expect(answer).toContain(`@${robloxUser.name}`);
    expect(answer).toContain(`User ID ${robloxUser.id}`);
    await shootFromTop(page, 'checkout-is-this-you');
    await page.getByRole('button', { name: 'ใช่ บัญชีนี้ของฉัน' }).click();
    await robuxLine.getByLabel('ลิงก์หรือ ID ของ Gamepass').fill(GAMEPASS_LINK);

    await summary.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/orders\/RS-\d{6,}$/);
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(number);
    await expect.poll(() => orderStatus(page).innerText()).toContain('รอชำระเงิน');
    expect(await timelineEvents(page).count()).toBe(1);
    expect(await timelineEvents(page).first().innerText()).toContain('สั่งซื้อแล้ว · รอชำระเงิน');
    // Paying: a PromptPay QR a bank app reads as the exact amount asked (the total and a few satang), and a countdown.
    const payPanel = page.getByRole('region', { name: 'ชำระเงินผ่านพร้อมเพย์' });
    const qr = payPanel.getByRole('img', { name: /^คิวอาร์พร้อมเพย์ ยอด ฿/ });
    await expect.poll(() => qr.count()).toBe(1);
    const asked = (await payPanel.locator('.promptpay__amount').innerText()).replace(/[฿,]/g, '');
    expect(satangOf(asked) - (satangOf(item.price) + satangOf(robux.price))).toBeGreaterThanOrEqual(1);
    expect(satangOf(asked) - (satangOf(item.price) + satangOf(robux.price))).toBeLessThanOrEqual(99);
    expect(readPromptPayQr((await qr.getAttribute('src'))!)).toEqual({ amount: asked, crcValid: true });
    expect(await payPanel.innerText()).toContain(`ผู้รับเงิน: ${E2E_CHECKOUT_ACCOUNT.name}`);
    expect(await payPanel.getByRole('link', { name: 'บันทึกคิวอาร์' }).getAttribute('download')).toBe(`${number}-promptpay.png`);
    const countdown = payPanel.locator('.promptpay__countdown strong');
    const firstReading = await countdown.innerText();
    expect(firstReading).toMatch(/^(29|30):\d\d$/);
    await expect.poll(() => countdown.innerText(), { timeout: 3_000 }).not.toBe(firstReading);
    expect(await payPanel.getByRole('button', { name: 'ส่งสลิป' }).count()).toBe(1);
    const orderText = await page.locator('.order-page').innerText();
    expect(orderText).toContain(total);
    expect(orderText).toContain(`Gamepass ID 987654321 · ราคา ${robuxText(gamepassPrice)}`);
    expect(orderText).toContain(`User ID ${robloxUser.id}`);
    expect(orderText).not.toContain('ยังไม่ได้ยืนยันบัญชี');
    // The ordered lines left the cart; the next checkout will have a new key.
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('checkoutKey'))).toBeNull();
    await shootFromTop(page, 'order-awaiting-payment');

    await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).click();
    const confirm = page.getByRole('alertdialog', { name: `ยกเลิกคำสั่งซื้อ ${number}?` });
    await expect.poll(() => confirm.count()).toBe(1);
    await screenshotAtBothWidths(page, 'order-cancel-confirm', { overlay: true });
    await confirm.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
    await expect.poll(() => orderStatus(page).innerText()).toContain('ยกเลิกแล้ว');
    expect(await timelineEvents(page).count()).toBe(2);
    expect(await timelineEvents(page).nth(1).innerText()).toContain('ยกเลิกแล้ว · โดยคุณ');
    expect(await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ' }).count()).toBe(0);
    await shootFromTop(page, 'order-cancelled');

    // The top bar's account menu leads to the shopper's orders, newest first.
    await storefrontUi.topBar(page).getByRole('button', { name: shopper }).click();
    await page.getByRole('menuitem', { name: 'คำสั่งซื้อของฉัน' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders');
    const firstOrder = page.locator('.order-list__item').first();
    await expect.poll(() => firstOrder.innerText()).toContain(number);
    expect(await firstOrder.innerText()).toContain('ยกเลิกแล้ว');
    await screenshotAtBothWidths(page, 'my-orders');
  });

  test('a price that moved since the shopper saw it blocks the line until the new price is accepted', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const item = (await fetchStorePage(shop.url, { categoryId: game!.id })).items[1]!;
    const seen = '1.00';
    await page.addInitScript(
      ({ id, name }) => {
        if (window.localStorage.getItem('cart') === null) {
          window.localStorage.setItem('cart', JSON.stringify([{ kind: 'item', id, name, unitPrice: '1.00', imageUrl: '', quantity: 2 }]));
        }
      },
      { id: item.id, name: item.name },
    );
    await page.goto('/checkout');
    const problem = `ราคาเปลี่ยนจาก ${bahtTextOfSatang(satangOf(seen))} เป็น ${bahtTextOfSatang(satangOf(item.price))}`;
    await expect.poll(() => page.getByText(problem).count()).toBe(1);
    // Signed out, the cart is still priced; ordering waits for a sign-in.
    expect(await page.getByRole('heading', { name: 'เข้าสู่ระบบเพื่อสั่งซื้อ' }).count()).toBe(1);
    await shootFromTop(page, 'checkout-price-changed');

    await page.getByRole('button', { name: `ยอมรับราคาใหม่ ${bahtTextOfSatang(satangOf(item.price))}` }).click();
    await expect.poll(() => page.getByText(problem).count()).toBe(0);
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')[0].unitPrice).toBe(item.price);
    const summary = page.getByRole('complementary', { name: 'สรุปคำสั่งซื้อ' });
    expect(await summary.innerText()).toContain(bahtTextOfSatang(satangOf(item.price) * 2));
  });
});
