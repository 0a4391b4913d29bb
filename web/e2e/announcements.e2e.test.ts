import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished } from 'vitest';
import { createCategory, slowDownOperation, uniqueName } from './harness/admin-catalogue-ui';
import { registerShopper } from './harness/admin-orders';
import { signInDashboard } from './harness/admin-session';
import { test } from './harness/browser-test';
import { fetchBestSellers, fetchCategories, fetchRobuxPackages, fetchStorePage, nameOnThaiPages, robuxText } from './harness/catalogue-oracle';
import { signInShopper } from './harness/shopper-pages';
import { storeUi } from './harness/store-ui';
import { storefrontUi } from './harness/storefront-ui';

/**
 * What screen readers are told without moving focus: the text of every live region on the page (aria-live,
 * or a role that is live by itself), as they would read it.
 */
const announced = (page: Page) =>
  page
    .locator('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]')
    .evaluateAll((regions) => regions.map((region) => (region.textContent ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean));

describe('announcements of what changes without a page load', () => {
  test('adding to the cart is announced on the home, store and top-up pages', async ({ page, shop }) => {
    // On a Thai page cards and the cart name an item by its Thai name where it has one.
    const [bestSeller] = await fetchBestSellers(shop.url);
    await page.goto('/');
    await storefrontUi.addToCart(page, nameOnThaiPages(bestSeller!)).click();
    await expect.poll(() => announced(page)).toContain(`เพิ่ม ${nameOnThaiPages(bestSeller!)} ลงตะกร้าแล้ว`);

    const [game] = await fetchCategories(shop.url);
    const [item] = (await fetchStorePage(shop.url, { categoryId: game!.id })).items;
    await page.goto('/store');
    await storefrontUi.addToCart(page, nameOnThaiPages(item!)).click();
    await expect.poll(() => announced(page)).toContain(`เพิ่ม ${nameOnThaiPages(item!)} ลงตะกร้าแล้ว`);

    const [robux] = await fetchRobuxPackages(shop.url);
    await page.goto('/topuprobux');
    await storefrontUi.addToCart(page, robuxText(robux!.amount)).click();
    await expect.poll(() => announced(page)).toContain(`เพิ่ม ${robuxText(robux!.amount)} ลงตะกร้าแล้ว`);
    await expect.poll(async () => (await storefrontUi.cartButton(page).innerText()).trim()).toBe('3');
  });

  test("a filter's new result count is announced, as the API counts it", async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    await page.goto('/store');
    const everything = await fetchStorePage(shop.url, { categoryId: game!.id });
    await expect.poll(() => announced(page)).toContain(`${everything.total} รายการ`);

    await storeUi.rarityButton(page, 'Rare').click();
    const rare = await fetchStorePage(shop.url, { categoryId: game!.id, rarities: ['Rare'] });
    expect(rare.total).not.toBe(everything.total);
    await expect.poll(() => announced(page)).toContain(rare.total === 1 ? '1 รายการ' : `${rare.total} รายการ`);
  });
});

describe('announcements of form problems and saves', () => {
  test("a failed sign-up reads how many fields need fixing and each field's problem", async ({ page }) => {
    await page.goto('/');
    await storefrontUi.getStarted(page).click();
    const dialog = storefrontUi.signInDialog(page);
    await dialog.getByLabel('อีเมล', { exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect.poll(() => announced(page)).toContainEqual(
      'ต้องแก้ไข 4 ช่อง: ชื่อผู้ใช้: โปรดกรอกช่องนี้. อีเมล: โปรดกรอกอีเมลให้ถูกต้อง. รหัสผ่าน: โปรดกรอกช่องนี้. ' +
        'ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว: โปรดยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัวก่อนสมัครสมาชิก',
    );
    // Typing a fix does not start the reading again; the next failed submit reads what is left.
    await dialog.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('good_name');
    await dialog.getByLabel('อีเมล', { exact: true }).fill('someone@example.com');
    await dialog.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect.poll(() => announced(page)).toContainEqual(
      'ต้องแก้ไข 2 ช่อง: รหัสผ่าน: โปรดกรอกช่องนี้. ฉันยอมรับข้อกำหนดการใช้งานและนโยบายความเป็นส่วนตัว: โปรดยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัวก่อนสมัครสมาชิก',
    );
  });

  test('placing an order without the Roblox username reads which field to fix', async ({ page, shop }) => {
    const shopper = await registerShopper(shop.url);
    const [game] = await fetchCategories(shop.url);
    const [item] = (await fetchStorePage(shop.url, { categoryId: game!.id })).items;
    await page.goto('/store');
    await storefrontUi.addToCart(page, nameOnThaiPages(item!)).click();
    await signInShopper(page, shopper);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
    await expect.poll(() => announced(page)).toContainEqual('ต้องแก้ไข 1 ช่อง: ชื่อผู้ใช้ Roblox: โปรดกรอกชื่อผู้ใช้ Roblox');
  });

  test('a dashboard save is announced while it runs and after its modal has closed', async ({ page, shop }) => {
    const { token } = await signInDashboard(page, shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Announced Game'));
    // The shared shop's game list is the seeded one for the other tests (the home page counts them).
    onTestFinished(async () => {
      await fetch(`${shop.url}/api/categories/${game.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    });
    await slowDownOperation(page, 'UpdateGameCategory');
    await page.goto('/dashboard/map-game-category');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: game.name, exact: true }) });
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Category' });
    await modal.getByLabel('Category Name').fill(`${game.name} Renamed`);
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => announced(page)).toContain('Update game category: saving…');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => announced(page)).toContain('Update game category: saved');
  });
});
