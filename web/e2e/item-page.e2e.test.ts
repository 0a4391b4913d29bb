import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from './harness/browser-test';
import { bahtText, fetchBestSellers, fetchCategories, fetchRobuxPackages, fetchStorePage, nameOnThaiPages, robuxText } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';
import { storeUi, THAI_RARITY } from './harness/store-ui';
import { storefrontUi } from './harness/storefront-ui';

// Issue 17, points 2 and 7: a shareable page per item (with the tags link previews read, also without script),
// reached from store cards and home best sellers; the tab's title naming every page; Robux written one way.

const SHOP = 'Robux Storefront';
const NO_SUCH_ITEM = 999999;

interface ShopItem {
  id: number;
  name: string;
  nameTh: string | null;
  price: string;
  oldPrice: string | null;
  rarity: string;
  type: string;
  stock: number;
  imageUrl: string;
  deliveryMethod: 'IN_GAME_TRADE' | 'PRIVATE_SERVER';
  category: { id: number; name: string };
}

const TYPE_TH: Record<string, string> = {
  PERMANENT_FRUIT: 'ผลปีศาจถาวร',
  GAMEPASS: 'เกมพาส',
  PHYSICAL_FRUIT: 'ผลปีศาจ (ตัวผล)',
  OTHER: 'อื่น ๆ',
  ACCOUNT: 'ไอดีเกม',
};
const DELIVERY_TH = { IN_GAME_TRADE: 'เทรดในเกม', PRIVATE_SERVER: 'ส่งในเซิร์ฟเวอร์ส่วนตัว' };

/** The item as the API has it now. */
async function fetchItem(shopUrl: string, id: number): Promise<ShopItem> {
  const response = await fetch(`${shopUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ItemOracle($id: Int!) { item(id: $id) { id name nameTh price oldPrice rarity type stock imageUrl deliveryMethod category { id name } } }',
      variables: { id },
    }),
  });
  const body = (await response.json()) as { data?: { item: ShopItem }; errors?: unknown };
  if (!body.data) throw new Error(`item ${id}: ${JSON.stringify(body.errors)}`);
  return body.data.item;
}

/** Every item with its stock, from the REST list. */
async function fetchStocks(shopUrl: string): Promise<{ id: number; name: string; name_th: string | null; stock: number }[]> {
  return (await fetch(`${shopUrl}/api/items`)).json() as Promise<{ id: number; name: string; name_th: string | null; stock: number }[]>;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const itemIdInUrl = (page: Page) => new URL(page.url()).pathname.match(/^\/items\/(\d+)$/)?.[1];
const metaContent = (page: Page, key: string) =>
  page.evaluate((name) => [...document.head.querySelectorAll(`meta[property="${name}"], meta[name="${name}"]`)].map((tag) => tag.getAttribute('content')), key);
const addButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'เพิ่มลงตะกร้า', exact: true });
const quantityField = (page: Page) => page.getByRole('main').getByLabel('จำนวน', { exact: true });
const cartBadge = async (page: Page) => (await storefrontUi.cartButton(page).innerText()).trim();

/**
 * The page shows this item: name (the Thai one as the heading, the English one under it, when it has both), game
 * (linking to its store), rarity, type, prices, stock, delivery, the refund if it cannot be delivered; tab and tags name it.
 */
async function expectItemPage(page: Page, shopUrl: string, item: ShopItem) {
  const name = nameOnThaiPages(item);
  await expect.poll(() => h1(page).innerText()).toBe(name);
  const main = page.getByRole('main');
  const englishName = main.getByText(item.name, { exact: true });
  if (item.nameTh) expect(await englishName.getAttribute('lang'), 'the English name under the Thai heading').toBe('en');
  else expect(await englishName.evaluateAll((shown) => shown.map((element) => element.tagName))).toEqual(['H1']);
  const gameLink = main.getByRole('link', { name: item.category.name, exact: true });
  expect(await gameLink.getAttribute('href')).toBe(`/store?game=${item.category.id}`);
  const text = await main.innerText();
  for (const part of [THAI_RARITY[item.rarity as keyof typeof THAI_RARITY], TYPE_TH[item.type]!, bahtText(item.price), DELIVERY_TH[item.deliveryMethod], 'หากส่งไม่ได้', 'เงินคืนเต็มจำนวน']) {
    expect(text, name).toContain(part);
  }
  if (item.oldPrice) expect(await main.locator('s').first().innerText()).toContain(bahtText(item.oldPrice));
  expect(text).toContain(item.stock > 0 ? `เหลือ ${item.stock} ชิ้น` : 'สินค้าหมด');
  expect(await main.getByRole('img', { name, exact: true }).getAttribute('src')).toBe(item.imageUrl);
  await expect.poll(() => page.title()).toBe(`${name} — ${SHOP}`);
  expect(await metaContent(page, 'og:title')).toEqual([name]);
  expect(await metaContent(page, 'og:type')).toEqual(['product']);
  expect(await metaContent(page, 'og:image')).toEqual([new URL(item.imageUrl, shopUrl).href]);
  expect(await metaContent(page, 'og:url')).toEqual([`${shopUrl}/items/${item.id}`]);
  expect(await metaContent(page, 'product:price:amount')).toEqual([item.price]);
}

/** The card's add button is a button of its own, not inside the link that opens the item. */
async function expectButtonOutsideLink(card: Locator) {
  expect(await card.getByRole('link').count()).toBe(1);
  expect(await card.getByRole('button').evaluate((button) => button.closest('a') === null)).toBe(true);
}

describe('item pages', () => {
  test('a store card’s picture opens the item’s page with its data; “more from this game” opens others', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const { items } = await fetchStorePage(shop.url, { categoryId: game!.id });
    const index = items.findIndex((item) => item.oldPrice);
    await page.goto('/store');
    await expect.poll(() => storeUi.cards(page).count()).toBe(items.length);
    const card = storeUi.cards(page).nth(index);
    await expectButtonOutsideLink(card);
    // A click where the picture is (the name's link lies over the whole card, so it is what the pointer reaches).
    const picture = (await card.locator('img').boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect.poll(() => itemIdInUrl(page)).toBe(String(items[index]!.id));
    const item = await fetchItem(shop.url, items[index]!.id);
    // A demo fruit, which has a Thai name: the page shows both.
    expect(item.nameTh).not.toBeNull();
    await expectItemPage(page, shop.url, item);
    await screenshotAtBothWidths(page, 'item-page');

    const more = page.getByRole('region', { name: `สินค้าอื่นจาก ${game!.name}` });
    const links = more.getByRole('listitem').getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).not.toContain(`/items/${item.id}`);
    for (const href of hrefs) expect(href).toMatch(/^\/items\/\d+$/);
    await links.first().click();
    const otherId = Number(hrefs[0]!.split('/')[2]);
    await expect.poll(() => itemIdInUrl(page)).toBe(String(otherId));
    const other = await fetchItem(shop.url, otherId);
    expect(other.category.id).toBe(game!.id);
    await expectItemPage(page, shop.url, other);

    // The game's link opens the store on that game.
    await page.getByRole('main').getByRole('link', { name: game!.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?game=${game!.id}`);
  });

  test('a home best seller’s name opens its page; its add button stays a button', async ({ page, shop }) => {
    const [bestSeller] = await fetchBestSellers(shop.url);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'สินค้าขายดีของเรา' });
    const card = section.getByRole('listitem').filter({ hasText: nameOnThaiPages(bestSeller!) }).first();
    await card.waitFor();
    await expectButtonOutsideLink(card);
    await card.getByRole('link', { name: nameOnThaiPages(bestSeller!), exact: true }).click();
    await expect.poll(() => itemIdInUrl(page)).toBe(String(bestSeller!.id));
    await expectItemPage(page, shop.url, await fetchItem(shop.url, bestSeller!.id));
  });

  test('the quantity stops at the stock left, Add to cart adds that many, and an item out of stock says so', async ({ page, shop }) => {
    const stocks = await fetchStocks(shop.url);
    const scarce = stocks.filter((item) => item.stock > 1 && item.stock < 10).sort((a, b) => a.stock - b.stock)[0]!;
    await page.goto(`/items/${scarce.id}`);
    await expect.poll(() => h1(page).innerText()).toBe(nameOnThaiPages(scarce));
    const field = quantityField(page);
    await field.fill('99');
    await expect.poll(() => field.inputValue()).toBe(String(scarce.stock));
    expect(await page.getByRole('button', { name: 'เพิ่มจำนวน' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'ลดจำนวน' }).click();
    expect(await field.inputValue()).toBe(String(scarce.stock - 1));
    await addButton(page).click();
    await expect.poll(() => cartBadge(page)).toBe(String(scarce.stock - 1));
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'ตะกร้า' }).innerText()).toContain(nameOnThaiPages(scarce));
    // One left to add: the field can hold no more than that.
    await expect.poll(() => page.getByRole('main').innerText()).toContain(`มีในตะกร้าแล้ว ${scarce.stock - 1} ชิ้น`);
    await field.fill('5');
    expect(await field.inputValue()).toBe('1');
    await addButton(page).click();
    await expect.poll(() => cartBadge(page)).toBe(String(scarce.stock));
    await expect.poll(() => page.getByRole('main').innerText()).toContain('สินค้าที่เหลือทั้งหมดอยู่ในตะกร้าของคุณแล้ว');
    expect(await addButton(page).isDisabled()).toBe(true);
    await storefrontUi.cartButton(page).click();
    await expect.poll(() => storefrontUi.cartDrawer(page).getByRole('listitem').filter({ hasText: scarce.name }).locator('output').innerText()).toBe(
      String(scarce.stock),
    );
    await page.keyboard.press('Escape');

    const soldOut = stocks.find((item) => item.stock === 0)!;
    await page.goto(`/items/${soldOut.id}`);
    await expect.poll(() => h1(page).innerText()).toBe(nameOnThaiPages(soldOut));
    expect(await page.getByRole('main').innerText()).toContain('สินค้าหมด');
    expect(await addButton(page).count()).toBe(0);
  });

  test('an id that names no item says so, with the way to the store, and the page still works', async ({ page }) => {
    for (const path of [`/items/${NO_SUCH_ITEM}`, '/items/not-a-number']) {
      await page.goto(path);
      await expect.poll(() => h1(page).innerText()).toBe('ไม่พบสินค้านี้');
      expect(await page.getByRole('main').getByRole('link', { name: 'ไปที่ร้านค้า' }).getAttribute('href')).toBe('/store');
      await expect.poll(() => page.title()).toBe(`ไม่พบสินค้านี้ — ${SHOP}`);
    }
    await screenshotAtBothWidths(page, 'item-page-not-found');
    await page.getByRole('main').getByRole('link', { name: 'ไปที่ร้านค้า' }).click();
    await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);
  });
});

describe('tab titles and Robux amounts', () => {
  test('the tab names every customer page in the current language, the store its game', async ({ page, shop }) => {
    const [first, second] = await fetchCategories(shop.url);
    const expectTitle = (name: string) => expect.poll(() => page.title()).toBe(`${name} — ${SHOP}`);
    const visit = async (path: string, name: string) => {
      await page.goto(path);
      await expectTitle(name);
    };

    await visit('/', 'ไอเท็มเกม Roblox และเติม Robux');
    await visit('/store', first!.name);
    await storeUi.games(page).getByRole('button', { name: second!.name }).click();
    await expectTitle(second!.name);
    await visit('/topuprobux', 'เติม Robux');
    await visit('/checkout', 'สั่งซื้อสินค้า');
    await visit('/orders', 'คำสั่งซื้อของฉัน');
    await visit('/orders/RS-000001', 'คำสั่งซื้อ RS-000001');
    await visit('/wallet', 'เครดิตของฉัน');
    await visit('/support', 'ศูนย์ช่วยเหลือ');
    await visit('/tutorial', 'วิธีใช้งาน');
    await visit('/no-such-page', 'ไม่พบหน้าที่คุณต้องการ');

    await storefrontUi.topBar(page).getByRole('combobox', { name: 'ภาษา' }).selectOption('en');
    await expectTitle('Page not found');
    await visit('/', 'Roblox game items and Robux');
    await visit('/topuprobux', 'Top Up Robux');
    await visit(`/store?game=${second!.id}`, second!.name);
    await visit('/support', 'Help center');
  });

  test('Robux amounts read “10,000 ROBUX” on the top-up page, in the cart and at checkout', async ({ page, shop }) => {
    const packages = await fetchRobuxPackages(shop.url);
    const largest = packages.reduce((a, b) => (b.amount > a.amount ? b : a));
    expect(largest.amount).toBeGreaterThanOrEqual(1000);
    const name = robuxText(largest.amount);
    expect(name).toMatch(/^\d{1,3}(,\d{3})+ ROBUX$/);

    await page.goto('/topuprobux');
    const headings = page.getByRole('heading', { level: 3, name: / ROBUX$/ });
    await expect.poll(() => headings.allInnerTexts()).toEqual(packages.map((robuxPackage) => robuxText(robuxPackage.amount)));
    await storefrontUi.addToCart(page, name).click();
    await storefrontUi.cartButton(page).click();
    await expect.poll(() => storefrontUi.cartDrawer(page).getByRole('listitem').first().innerText()).toContain(name);
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
    await expect.poll(() => line.innerText()).toContain(`แพ็กเกจ Robux · ${name}`);
    expect(await line.innerText()).toContain(`ตั้งราคา Gamepass เป็น ${robuxText(Math.ceil((largest.amount * 10) / 7))} พอดี`);
  });
});
