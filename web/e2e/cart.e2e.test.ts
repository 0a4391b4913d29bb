import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { bahtTextOfSatang, fetchCategories, fetchRobuxPackages, fetchStorePage, satangOf } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';
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
    const { items } = await fetchStorePage(shop.url, { categoryId: game!.id, maxPrice: '3680' });
    const [first, second] = items;
    const robux = (await fetchRobuxPackages(shop.url))[1]!;
    const robuxName = `${robux.amount} ROBUX`;

    await page.goto('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(1);
    await storefrontUi.addToCart(page, first!.name).click();
    await storefrontUi.addToCart(page, first!.name).click();
    await storefrontUi.addToCart(page, second!.name).click();
    await expect.poll(() => badge(page)).toBe('3');

    await page.getByRole('banner').getByRole('link', { name: 'Top Up Robux', exact: true }).click();
    await storefrontUi.addToCart(page, robuxName).click();
    await expect.poll(() => badge(page)).toBe('4');

    await storefrontUi.cartButton(page).click();
    const lines: ExpectedLine[] = [
      { name: first!.name, price: first!.price, quantity: 2 },
      { name: second!.name, price: second!.price, quantity: 1 },
      { name: robuxName, price: robux.price, quantity: 1 },
    ];
    await expectDrawerShows(page, lines);
    expect(await storefrontUi.cartDrawer(page).getByRole('button', { name: 'ดำเนินการสั่งซื้อ' }).count()).toBe(1);
    await screenshotAtBothWidths(page, 'cart-drawer', { overlay: true });

    const drawer = storefrontUi.cartDrawer(page);
    const line = (name: string) => drawer.getByRole('listitem').filter({ hasText: name });
    await line(second!.name).getByRole('button', { name: /เพิ่มจำนวน|increase/i }).click();
    lines[1]!.quantity = 2;
    await expectDrawerShows(page, lines);
    await line(first!.name).getByRole('button', { name: /ลดจำนวน|decrease/i }).click();
    lines[0]!.quantity = 1;
    await expectDrawerShows(page, lines);
    await line(first!.name).getByRole('button', { name: /^(ลบ|Remove) / }).click();
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
