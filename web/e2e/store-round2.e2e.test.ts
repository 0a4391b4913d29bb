import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PHONE, test, type Traffic } from './harness/browser-test';
import { fetchBestSellers, fetchCategories, fetchStorePage, nameOnThaiPages } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';
import { expectStoreShows, shownItemNames, storeQuery, storeUi, THAI_RARITY } from './harness/store-ui';
import { storefrontUi } from './harness/storefront-ui';

// Issue 17: no item hidden without the page saying so (1), the phone store and the chat button's room (4), and
// honest failures (6).

const rarityButtons = (scope: Locator) => scope.getByRole('button', { name: /^(ธรรมดา|ไม่ธรรมดา|หายาก|ตำนาน|เทพ) \d+$/ });

/** Each rarity's count as the filter shows it. */
async function rarityCounts(scope: Locator): Promise<Record<string, number>> {
  const texts = await rarityButtons(scope).allInnerTexts();
  return Object.fromEntries(texts.map((text) => text.replace(/\s+/g, ' ').trim().split(' ')).map(([rarity, count]) => [rarity, Number(count)]));
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, count) => total + count, 0);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'shown on the page').not.toBeNull();
  return box!;
}

/** What floats over the bottom of the screen: the support chat button, and on phones the bottom navigation. */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const boxes = [await boxOf(storefrontUi.chatButton(page))];
  const bottomBar = page.getByRole('navigation', { name: 'เมนูหลัก' });
  const bar = await boxOf(bottomBar);
  if (bar.y > (page.viewportSize()?.height ?? 0) / 2) boxes.push(bar);
  return boxes;
}

/** Brought into view as the browser does for focus or find in page (the nearest edge), then checked uncovered. */
async function expectUncoveredInView(page: Page, target: Locator, what: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await target.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const box = await boxOf(target);
  for (const floating of await floatingBoxes(page)) expect(overlaps(box, floating), `${what} covered: ${JSON.stringify({ box, floating })}`).toBe(false);
}

/** The failed requests to `path` the test caused on purpose, and the browser's console lines about them, are not the shop's problems. */
function forgiveFailedRequests(traffic: Traffic, path: string) {
  const causedByTest = ({ text, url }: { text: string; url: string }) =>
    URL.canParse(url) && new URL(url).pathname === path && (text.startsWith('request failed') || text.startsWith('console error: Failed to load resource'));
  const others = traffic.problems.filter((problem) => !causedByTest(problem));
  traffic.problems.splice(0, traffic.problems.length, ...others);
}

describe('store, round 2', () => {
  test('opens with every price: the dearest item and all the home page’s best sellers are on “See all”’s page', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const [dearest] = (await fetchStorePage(shop.url, { categoryId: game!.id }, 'PRICE_DESC')).items;
    expect(dearest!.name).toBe('Permanent Dragon');
    const bestSellers = await fetchBestSellers(shop.url);

    await page.goto('/');
    await page.getByRole('link', { name: 'ดูทั้งหมด', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/store');
    await expectStoreShows(page, shop.url, { categoryId: game!.id });
    const shown = await shownItemNames(page);
    expect(shown).toContain(nameOnThaiPages(dearest!));
    for (const item of bestSellers) expect(shown, `best seller ${item.name}`).toContain(nameOnThaiPages(item));
    expect(await storeUi.results(page).innerText()).not.toMatch(/ราคาเกิน/);
  });

  test('a price bound says how many items it hides, Show all brings them back, and the rarity counts match the results', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    const everything = await fetchStorePage(shop.url, { categoryId: game!.id });
    await page.goto('/store');
    await expectStoreShows(page, shop.url, { categoryId: game!.id });
    await expect.poll(async () => sum(await rarityCounts(storeUi.filters(page)))).toBe(everything.total);

    await storeUi.slider(page).fill('3680');
    const capped = await expectStoreShows(page, shop.url, { categoryId: game!.id, maxPrice: '3680' });
    expect(capped.total).toBeLessThan(everything.total);
    await expect.poll(() => storeUi.results(page).innerText()).toContain(`${capped.total} รายการ · อีก ${everything.total - capped.total} รายการราคาเกิน ฿3,680`);
    // The counts are of what the bound lets through: together they are the results.
    await expect.poll(async () => sum(await rarityCounts(storeUi.filters(page)))).toBe(capped.total);
    await screenshotAtBothWidths(page, 'store-price-bound-notice');

    const legendaryCount = (await rarityCounts(storeUi.filters(page)))[THAI_RARITY.Legendary]!;
    await storeUi.rarityButton(page, 'Legendary').click();
    const legendary = await expectStoreShows(page, shop.url, { categoryId: game!.id, maxPrice: '3680', rarities: ['Legendary'] });
    expect(legendary.total).toBe(legendaryCount);
    const allLegendary = await fetchStorePage(shop.url, { categoryId: game!.id, rarities: ['Legendary'] });
    await expect.poll(() => storeUi.results(page).innerText()).toContain(`${legendary.total} รายการ · อีก ${allLegendary.total - legendary.total} รายการราคาเกิน ฿3,680`);

    await storeUi.results(page).getByRole('button', { name: 'แสดงทั้งหมด', exact: true }).click();
    await expectStoreShows(page, shop.url, { categoryId: game!.id, rarities: ['Legendary'] });
    await expect.poll(() => storeQuery(page)).toEqual({ rarity: 'Legendary' });
    expect(await storeUi.results(page).innerText()).not.toMatch(/ราคาเกิน/);
    expect(await storeUi.slider(page).inputValue()).toBe('18399');
  });

  test('on a phone the first items show on the first screen, and the filters open in a sheet from “Filters (n)”', async ({ page, shop }) => {
    const [game] = await fetchCategories(shop.url);
    await page.setViewportSize(PHONE);
    await page.goto('/store');
    await expectStoreShows(page, shop.url, { categoryId: game!.id });
    const firstCard = await boxOf(storeUi.cards(page).first());
    const [, bottomBar] = await floatingBoxes(page);
    expect(firstCard.y + firstCard.height, 'the first card ends above the bottom navigation').toBeLessThanOrEqual(bottomBar!.y);
    expect(await storeUi.filters(page).count(), 'no filter panel on the page').toBe(0);

    const filtersButton = page.getByRole('button', { name: 'ตัวกรอง', exact: true });
    await filtersButton.click();
    const sheet = page.getByRole('dialog', { name: 'ตัวกรอง', exact: true });
    await sheet.waitFor();
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus moves into the sheet').toBe(true);
    await sheet.getByRole('button', { name: /^ตำนาน \d+$/ }).click();
    const legendary = await fetchStorePage(shop.url, { categoryId: game!.id, rarities: ['Legendary'] });
    const showResults = sheet.getByRole('button', { name: /^ดูผลลัพธ์/ });
    await expect.poll(() => showResults.innerText()).toBe(`ดูผลลัพธ์ (${legendary.total})`);
    await page.screenshot({ path: new URL('../e2e-screenshots/store-filter-sheet-375.png', import.meta.url).pathname });
    await showResults.click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expectStoreShows(page, shop.url, { categoryId: game!.id, rarities: ['Legendary'] });
    const countedButton = page.getByRole('button', { name: 'ตัวกรอง (1)', exact: true });
    expect(await countedButton.evaluate((button) => button === document.activeElement), 'focus back on the button').toBe(true);

    await countedButton.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    await countedButton.click();
    await sheet.getByRole('button', { name: 'ปิด', exact: true }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect.poll(() => storeQuery(page)).toEqual({ rarity: 'Legendary' });
  });

  test('the chat button covers neither the last game card at 1440 px nor the pagers’ last buttons and the footer on a phone', async ({ page }) => {
    await page.goto('/');
    const lastGame = page.getByRole('region', { name: 'เกมของเรา' }).getByRole('listitem').last();
    await lastGame.waitFor();
    expect(overlaps(await boxOf(lastGame), await boxOf(storefrontUi.chatButton(page))), 'on the first screen').toBe(false);
    await lastGame.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    expect(overlaps(await boxOf(lastGame), await boxOf(storefrontUi.chatButton(page))), 'at the bottom of the screen').toBe(false);

    await page.setViewportSize(PHONE);
    await page.goto('/store');
    const storePager = page.getByRole('navigation', { name: 'หน้าของสินค้า' }).getByRole('button').last();
    await storePager.waitFor();
    await expectUncoveredInView(page, storePager, 'the store pager’s last button');
    await page.goto('/topuprobux');
    const last = page.getByRole('button', { name: 'ท้าย', exact: true });
    await last.waitFor();
    await expectUncoveredInView(page, last, 'the top-up pager’s last-page button');
    // At the very end of a page, its last line clears the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByRole('contentinfo').getByText(/©/);
    for (const floating of await floatingBoxes(page)) expect(overlaps(await boxOf(copyright), floating), 'the footer’s last line').toBe(false);
  });

  test('a game that fails to load shows an error with Retry, never another game’s items, and loads once back online', async ({ page, shop, traffic }) => {
    const [first, second] = await fetchCategories(shop.url);
    await page.goto('/store');
    await expectStoreShows(page, shop.url, { categoryId: first!.id });

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failures = 0;
    await page.route('**/graphql', async (route) => {
      await held;
      failures++;
      await route.abort('internetdisconnected');
    });
    await storeUi.games(page).getByRole('button', { name: second!.name }).click();
    await expect.poll(() => storeUi.games(page).getByRole('button', { name: second!.name }).getAttribute('aria-pressed')).toBe('true');
    expect(await storeUi.cards(page).count(), 'while the second game loads').toBe(0);
    release();

    const alert = storeUi.results(page).getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('โหลดสินค้าไม่สำเร็จ');
    expect(await storeUi.cards(page).count(), 'after the failure').toBe(0);
    expect(await storeUi.filters(page).innerText(), 'no made-up price range').not.toContain('฿0');
    const failedSoFar = failures;
    await alert.getByRole('button', { name: 'ลองอีกครั้ง', exact: true }).click();
    await expect.poll(() => failures).toBeGreaterThan(failedSoFar);
    await expect.poll(() => alert.count()).toBe(1);
    await screenshotAtBothWidths(page, 'store-load-failed');

    // The connection comes back: the page asks again by itself.
    await page.unroute('**/graphql');
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expectStoreShows(page, shop.url, { categoryId: second!.id });
    expect(await alert.count()).toBe(0);
    forgiveFailedRequests(traffic, '/graphql');
  });
});
