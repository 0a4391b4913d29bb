/// <reference types="node" />
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { adminUpload, createCategory, solidPng, uniqueName } from './harness/admin-catalogue-ui';
import { ordersShopTest, registerShopper } from './harness/admin-orders';
import { adminGraphQL, adminLogin } from './harness/admin-session';
import { PHONE, test } from './harness/browser-test';
import { bahtTextOfSatang, fetchBestSellers, fetchCategories, fetchRobuxPackages, fetchStorePage, nameOnThaiPages, robuxText, satangOf } from './harness/catalogue-oracle';
import { screenshotAsShown, screenshotAtBothWidths } from './harness/screenshots';
import { storeUi } from './harness/store-ui';
import { readStorage, storefrontUi } from './harness/storefront-ui';

interface ExpectedLine {
  name: string;
  price: string;
  quantity: number;
}

const totalOf = (lines: ExpectedLine[]) => lines.reduce((sum, line) => sum + satangOf(line.price) * line.quantity, 0);

async function badge(page: Page) {
  return (await storefrontUi.cartButton(page).innerText()).trim();
}

/** The drawer lists exactly these lines (name and quantity, in order) and their exact total. */
async function expectDrawerShows(page: Page, lines: ExpectedLine[]) {
  const drawer = storefrontUi.cartDrawer(page);
  const readRows = () =>
    drawer.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        text: item.textContent ?? '',
        quantity: Number(item.querySelector('output')?.textContent ?? item.querySelector('input')?.value),
      })),
    );
  await expect.poll(async () => (await readRows()).map((row) => row.quantity)).toEqual(lines.map((line) => line.quantity));
  const rows = await readRows();
  lines.forEach((line, index) => expect(rows[index]?.text).toContain(line.name));
  expect(await drawer.innerText()).toContain(bahtTextOfSatang(totalOf(lines)));
}

describe('cart', () => {
  test('adds store items and a Robux package, changes quantities, removes, totals exactly and survives a reload', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const { items } = await fetchStorePage(shop.url, { categoryId: game!.id });
    const [first, second] = items;
    const robux = (await fetchRobuxPackages(shop.url))[1]!;
    const robuxName = robuxText(robux.amount);

    await page.goto('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(1);
    // On a Thai page the cards, the cart and the orders name an item by its Thai name where it has one.
    await storefrontUi.addToCart(page, nameOnThaiPages(first!)).click();
    await storefrontUi.addToCart(page, nameOnThaiPages(first!)).click();
    await storefrontUi.addToCart(page, nameOnThaiPages(second!)).click();
    await expect.poll(() => badge(page)).toBe('3');

    await page.getByRole('banner').getByRole('link', { name: 'เติม Robux', exact: true }).click();
    await storefrontUi.addToCart(page, robuxName).click();
    await expect.poll(() => badge(page)).toBe('4');

    await storefrontUi.cartButton(page).click();
    const lines: ExpectedLine[] = [
      { name: nameOnThaiPages(first!), price: first!.price, quantity: 2 },
      { name: nameOnThaiPages(second!), price: second!.price, quantity: 1 },
      { name: robuxName, price: robux.price, quantity: 1 },
    ];
    await expectDrawerShows(page, lines);
    expect(await storefrontUi.cartDrawer(page).getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }).count()).toBe(1);
    await screenshotAtBothWidths(page, 'cart-drawer', { overlay: true });

    const drawer = storefrontUi.cartDrawer(page);
    const line = (name: string) => drawer.getByRole('listitem').filter({ hasText: name });
    await line(nameOnThaiPages(second!)).getByRole('button', { name: /เพิ่มจำนวน|increase/i }).click();
    lines[1]!.quantity = 2;
    await expectDrawerShows(page, lines);
    await line(nameOnThaiPages(first!)).getByRole('button', { name: /ลดจำนวน|decrease/i }).click();
    lines[0]!.quantity = 1;
    await expectDrawerShows(page, lines);
    await line(nameOnThaiPages(first!)).getByRole('button', { name: /^(ลบ|Remove) / }).click();
    lines.shift();
    await expectDrawerShows(page, lines);
    await expect.poll(() => badge(page)).toBe('3');

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toHaveLength(2);

    await page.reload();
    await expect.poll(() => badge(page)).toBe('3');
    await storefrontUi.cartButton(page).click();
    await expectDrawerShows(page, lines);
  });
});

/** The cart's one confirmation: a status (a polite live region) that every add-to-cart button on every page fills. */
const cartToast = (page: Page) => page.getByRole('status').filter({ hasText: /ตะกร้า|cart/ });

/** Where a box sits on the screen, for checks that it is in view and clear of the bottom bar and the chat button. */
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** The screen as it is, once a toast that has just appeared has finished fading in. */
async function shoot(page: Page, name: string) {
  // A toast that has just appeared is still fading in.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished)),
  );
  await screenshotAsShown(page, name);
}

/** The toast shows `text` inside the screen, above the phone's bottom bar and clear of the chat button. */
async function expectToastInView(page: Page, text: string) {
  const toast = cartToast(page);
  await expect.poll(() => toast.innerText()).toBe(text);
  const box = await boxOf(toast.getByText(text, { exact: true }));
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const bottomBar = page.getByRole('navigation', { name: 'เมนูหลัก' });
  if (viewport.width < 768) expect(box.y + box.height).toBeLessThanOrEqual((await boxOf(bottomBar)).y);
  const chat = await boxOf(storefrontUi.chatButton(page).first());
  const overlapsChat = box.x < chat.x + chat.width && chat.x < box.x + box.width && box.y < chat.y + chat.height && chat.y < box.y + box.height;
  expect(overlapsChat, 'the toast covers the chat button').toBe(false);
}

describe('add-to-cart confirmation', () => {
  test('store cards, best sellers and top-up packages all confirm in the same toast, in view on a phone and announced politely', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const [first] = (await fetchStorePage(shop.url, { categoryId: game!.id })).items;
    const [bestSeller] = await fetchBestSellers(shop.url);
    const robux = (await fetchRobuxPackages(shop.url)).at(-1)!;
    await page.setViewportSize(PHONE);

    await page.goto('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(1);
    await storefrontUi.addToCart(page, nameOnThaiPages(first!)).click();
    await expectToastInView(page, `เพิ่ม ${nameOnThaiPages(first!)} ลงตะกร้าแล้ว`);
    await shoot(page, 'toast-store-375');

    await page.goto('/topuprobux');
    // The last package's button is below the fold on a phone: the confirmation still shows where the shopper looks.
    await storefrontUi.addToCart(page, robuxText(robux.amount)).click();
    await expectToastInView(page, `เพิ่ม ${robuxText(robux.amount)} ลงตะกร้าแล้ว`);
    await shoot(page, 'toast-topup-375');

    await page.goto('/');
    await storefrontUi.addToCart(page, nameOnThaiPages(bestSeller!)).click();
    await expectToastInView(page, `เพิ่ม ${nameOnThaiPages(bestSeller!)} ลงตะกร้าแล้ว`);
    expect(await badge(page)).toBe('3');
  });

  test('counts in English say "1 item" and "2 items"', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const [first] = (await fetchStorePage(shop.url, { categoryId: game!.id })).items;
    await page.goto('/store');
    await storefrontUi.topBar(page).getByRole('combobox', { name: /^(ภาษา|Language)$/ }).selectOption('en');
    const addButton = page.getByRole('button', { name: `Add to cart: ${first!.name}`, exact: true });
    await addButton.click();
    await expect.poll(() => storefrontUi.cartButton(page).getAttribute('aria-label')).toBe('Cart, 1 item');
    await addButton.click();
    await expect.poll(() => storefrontUi.cartButton(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    await storefrontUi.cartButton(page).click();
    expect(await storefrontUi.cartDrawer(page).getByRole('heading').first().innerText()).toBe('Your cart 2 items');
  });
});

/** An item of its own game with this much stock, for tests that change stock (a private shop's, so nothing else counts it). */
async function itemWithStock(shopUrl: string, token: string, gameId: number, stock: number) {
  const data = await adminUpload<{ createItem: { id: number; name: string; price: string } }>(
    shopUrl,
    token,
    'mutation ArrangeStockedItem($input: CreateItemInput!, $image: Upload!) { createItem(input: $input, image: $image) { id name price } }',
    { input: { name: uniqueName('Stocked Fruit'), categoryId: gameId, price: '120.00', stock } },
    { image: solidPng([60, 90, 200]) },
  );
  return data.createItem;
}

describe('cart and stock', () => {
  ordersShopTest('caps a line at the stock the server reports; a line whose item ran short or went away says so and blocks checkout, as the server does', async ({ page, shop }) => {
    const { token } = await adminLogin(shop.url);
    const game = await createCategory(shop.url, token, uniqueName('Stock Game'));
    const scarce = await itemWithStock(shop.url, token, game.id, 3);
    const doomed = await itemWithStock(shop.url, token, game.id, 5);

    await page.goto(`/store?game=${game.id}`);
    const addScarce = storefrontUi.addToCart(page, scarce.name);
    for (let press = 0; press < 4; press++) await addScarce.click();
    await expect.poll(() => badge(page)).toBe('3');
    await expect.poll(() => cartToast(page).innerText()).toBe(`สั่ง ${scarce.name} ได้สูงสุด 3 ชิ้น และอยู่ในตะกร้าครบแล้ว`);
    await storefrontUi.addToCart(page, doomed.name).click();

    await storefrontUi.cartButton(page).click();
    const drawer = storefrontUi.cartDrawer(page);
    const line = (name: string) => drawer.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => line(scarce.name).innerText()).toContain('มีสินค้า 3 ชิ้น');
    expect(await line(scarce.name).getByRole('button', { name: `เพิ่มจำนวน ${scarce.name}` }).isDisabled()).toBe(true);
    const checkout = drawer.getByRole('button', { name: 'ดำเนินการสั่งซื้อ' });
    expect(await checkout.isDisabled()).toBe(false);
    await page.keyboard.press('Escape');

    // Meanwhile stock runs short and the other item leaves the shop.
    await adminGraphQL(shop.url, token, 'mutation ($id: Int!) { updateItem(id: $id, input: { stock: 1 }) { stock } }', { id: scarce.id });
    await adminGraphQL(shop.url, token, 'mutation ($id: Int!) { deleteItem(id: $id) }', { id: doomed.id });
    await storefrontUi.cartButton(page).click();
    await expect.poll(() => line(scarce.name).innerText()).toContain('เหลือเพียง 1 ชิ้น โปรดลดจำนวน');
    await expect.poll(() => line(doomed.name).innerText()).toContain('สินค้านี้ไม่มีขายแล้ว โปรดลบออกจากตะกร้า');
    expect(await checkout.isDisabled()).toBe(true);
    const why = await checkout.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(why).toBe('แก้ไขรายการที่มีเครื่องหมายก่อนสั่งซื้อ');
    await screenshotAtBothWidths(page, 'cart-drawer-stock-problems', { overlay: true });
    for (const size of [PHONE, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await shoot(page, `cart-stock-problems-${size.width}`);
    }

    // The rule is the server's: it refuses the cart as it stands.
    const shopper = await registerShopper(shop.url);
    const refused = await fetch(`${shop.url}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ item_id: scarce.id, quantity: 3 }], roblox_username: 'Some_Name', idempotency_key: randomUUID() }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'OUT_OF_STOCK' } });

    await line(scarce.name).getByRole('button', { name: 'ลดเหลือ 1 ชิ้น' }).click();
    await line(doomed.name).getByRole('button', { name: `ลบ ${doomed.name} ออกจากตะกร้า` }).click();
    await expect.poll(() => checkout.isDisabled()).toBe(false);
    expect(await drawer.innerText()).not.toContain('แก้ไขรายการที่มีเครื่องหมาย');
    expect(JSON.parse((await readStorage(page, 'cart')) ?? '[]')).toEqual([expect.objectContaining({ id: scarce.id, quantity: 1 })]);
  });
});
