import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, test } from './harness/browser-test';
import { bahtText, fetchCategories, fetchStorePage, type GraphQLItem, nameOnThaiPages } from './harness/catalogue-oracle';
import { screenshotAtBothWidths } from './harness/screenshots';
import { expectStoreShows, storeQuery, storeUi } from './harness/store-ui';

// The top bar's item search (issue 17, point 3): a combobox whose listbox suggests items of every game as the
// shopper types, opening an item's page or the store's results across every game.

const LABEL = /^(ค้นหาสินค้า|Search items)$/;
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: LABEL });
const suggestions = (page: Page) => page.getByRole('listbox', { name: /^(สินค้าที่ตรงกับคำค้นหา|Items that match)$/ });
const announcement = (page: Page) => page.getByRole('banner').getByRole('status');
/** A text the popup shows (the announcement, read out only, says some of them again). */
const popupText = (page: Page, text: string) => page.getByRole('search', { name: LABEL }).getByText(text, { exact: true });

/** The box, focused: opened with the top bar's search button where the bar has no room for it (phones), else clicked. */
async function openSearch(page: Page) {
  const box = searchBox(page);
  if (page.viewportSize()!.width < 1200) await page.getByRole('banner').getByRole('button', { name: LABEL }).click();
  else await box.click();
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  return box;
}

/** Each suggestion's text, spaces collapsed: name (as a Thai page shows it), game and price. */
const suggestionTexts = async (page: Page) =>
  (await suggestions(page).getByRole('option').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
const expectedTexts = (items: GraphQLItem[]) => items.map((item) => `${nameOnThaiPages(item)} ${item.category.name} ${bahtText(item.price)}`);

/** What the API finds for a search across every game, best sellers first, as the suggestions show it. */
async function apiSearch(shopUrl: string, search: string) {
  const { items, total } = await fetchStorePage(shopUrl, { search });
  return { items: items.slice(0, 8), total };
}

const activeOption = (page: Page) =>
  searchBox(page).evaluate((box) => {
    const id = box.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option && { text: option.textContent, selected: option.getAttribute('aria-selected') };
  });

for (const size of [DESKTOP, PHONE]) {
  describe(`item search at ${size.width} px`, () => {
    test('suggests items of another game than the store’s as the shopper types; ArrowDown and Enter open the item page', async ({ page, shop }) => {
      await page.setViewportSize(size);
      const [firstGame] = await fetchCategories(shop.url);
      await page.goto('/store');
      await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);
      const expected = await apiSearch(shop.url, 'vip');
      expect(expected.items.length).toBeGreaterThan(1);
      expect(expected.items.every((item) => item.category.name !== firstGame!.name)).toBe(true);

      const box = await openSearch(page);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.pressSequentially('v');
      // One character suggests nothing; two or more do, after a pause in the typing.
      await page.waitForTimeout(600);
      expect(await suggestions(page).isVisible()).toBe(false);
      await box.pressSequentially('IP');
      await expect.poll(() => suggestionTexts(page)).toEqual(expectedTexts(expected.items));
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await box.getAttribute('aria-controls')).toBe(await suggestions(page).getAttribute('id'));
      expect(await suggestions(page).getByRole('option').first().locator('img').count()).toBe(1);
      await expect.poll(() => announcement(page).innerText()).toBe(`พบ ${expected.total} รายการ`);

      await box.press('ArrowDown');
      expect(await activeOption(page)).toMatchObject({ selected: 'true' });
      await box.press('ArrowDown');
      expect((await activeOption(page))?.text).toContain(expected.items[1]!.category.name);
      await box.press('ArrowUp');
      expect((await activeOption(page))?.text).toContain(expected.items[0]!.category.name);
      expect(await suggestions(page).getByRole('option', { selected: true }).count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');

      await box.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/items/${expected.items[0]!.id}`);
    });

    test('Escape closes the suggestions and keeps focus and text in the box; a clicked suggestion opens its item', async ({ page, shop }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const [corgi] = (await apiSearch(shop.url, 'corgi')).items;
      const box = await openSearch(page);
      await box.fill('corgi');
      await expect.poll(() => suggestionTexts(page)).toEqual(expectedTexts([corgi!]));

      await box.press('Escape');
      expect(await suggestions(page).isVisible()).toBe(false);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await box.inputValue()).toBe('corgi');
      await box.press('ArrowDown');
      expect(await suggestions(page).isVisible()).toBe(true);
      expect((await activeOption(page))?.text).toContain('Huge Corgi');

      await suggestions(page).getByRole('option').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/items/${corgi!.id}`);
    });

    test('says when nothing is called that, and reads it out', async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/store');
      const box = await openSearch(page);
      await box.fill('no item is called this');
      await popupText(page, 'ไม่พบสินค้าหรือเกมที่ชื่อมีคำว่า “no item is called this”').waitFor();
      expect(await suggestions(page).isVisible()).toBe(false);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => announcement(page).innerText()).toBe('ไม่พบสินค้าหรือเกมที่ชื่อมีคำว่า “no item is called this”');
      expect(await popupText(page, 'ลองพิมพ์เพียงบางส่วนของชื่อสินค้าหรือชื่อเกม หรือตรวจการสะกด').isVisible()).toBe(true);
      // Shot from the phone's open search only: a box typed in at 1440 px is hidden, and closed, at 375.
      if (size === PHONE) await screenshotAtBothWidths(page, 'search-no-results', { overlay: true });
    });

    test('Enter with no suggestion chosen shows the store’s results across every game; no results there offers to clear the filters', async ({ page, shop }) => {
      await page.setViewportSize(size);
      const [firstGame] = await fetchCategories(shop.url);
      await page.goto(`/store?game=${firstGame!.id}`);
      await expect.poll(() => storeUi.cards(page).count()).toBeGreaterThan(0);
      const box = await openSearch(page);
      await box.fill('vip');
      await suggestions(page).waitFor();
      await box.press('Enter');

      await expect.poll(() => storeQuery(page)).toEqual({ search: 'vip' });
      const shown = await expectStoreShows(page, shop.url, { search: 'vip' });
      expect(new Set(shown.items.map((item) => item.category.name)).size).toBeGreaterThan(1);
      expect(await page.getByText('ผลการค้นหา “vip” จากทุกเกม').isVisible()).toBe(true);
      expect(await storeUi.games(page).getByRole('button', { name: 'ทุกเกม' }).getAttribute('aria-pressed')).toBe('true');
      // The box shows what was searched for (on phones, once opened again).
      expect(await (await openSearch(page)).inputValue()).toBe('vip');
      await page.keyboard.press('Escape');

      // One game of the search, then a filter that leaves nothing: the page says so and clears the filters.
      const [vipGame] = shown.items.map((item) => item.category.name);
      await storeUi.games(page).getByRole('button', { name: vipGame }).click();
      await expect.poll(() => storeQuery(page)).toMatchObject({ search: 'vip', game: expect.any(String) });
      await page.goto(`/store?${new URLSearchParams({ search: 'vip', rarity: 'Common' })}`);
      await expect.poll(() => storeUi.results(page).innerText()).toContain('ไม่พบสินค้าหรือเกมที่ชื่อมีคำว่า “vip” ตามตัวกรองนี้');
      await storeUi.results(page).getByRole('button', { name: 'ล้างตัวกรอง' }).click();
      await expectStoreShows(page, shop.url, { search: 'vip' });
      await expect.poll(() => storeQuery(page)).toEqual({ search: 'vip' });

      await page.getByRole('button', { name: 'ล้างคำค้นหา' }).click();
      await expectStoreShows(page, shop.url, { categoryId: firstGame!.id });
      await expect.poll(() => storeQuery(page)).toEqual({});
    });

    test('an answer to an earlier text never replaces the newer one; a failed search says so and retries', async ({ page, shop }) => {
      await page.setViewportSize(size);
      const [titanic] = (await apiSearch(shop.url, 'titanic cat')).items;
      expect((await apiSearch(shop.url, 'ti')).items.length).toBeGreaterThan(1);
      // The answer for "ti" is held back until well after the one for "titanic cat" has arrived.
      await page.route('**/graphql', async (route: Route) => {
        const body = route.request().postDataJSON() as { operationName?: string; variables?: { search?: string } } | null;
        if (body?.operationName === 'ItemSuggestions' && body.variables?.search === 'ti') await new Promise((resolve) => setTimeout(resolve, 2_000));
        await route.continue().catch(() => undefined);
      });
      await page.goto('/');
      const box = await openSearch(page);
      await box.pressSequentially('ti');
      await page.waitForTimeout(500);
      await box.pressSequentially('tanic cat');
      await expect.poll(() => suggestionTexts(page)).toEqual(expectedTexts([titanic!]));
      await page.waitForTimeout(2_500);
      expect(await suggestionTexts(page)).toEqual(expectedTexts([titanic!]));
      expect(await announcement(page).innerText()).toBe('พบ 1 รายการ');
      if (size === PHONE) await screenshotAtBothWidths(page, 'search-suggestions', { overlay: true });

      // A server that answers with an error: the popup says the search failed, and Retry asks again.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      let failing = true;
      await page.route('**/graphql', async (route: Route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (failing && body?.operationName === 'ItemSuggestions') {
          await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }) });
        } else {
          await route.continue();
        }
      });
      await box.fill('huge corgi');
      await popupText(page, 'ค้นหาไม่สำเร็จ').waitFor();
      await expect.poll(() => announcement(page).innerText()).toBe('ค้นหาไม่สำเร็จ');
      failing = false;
      await page.getByRole('banner').getByRole('button', { name: 'ลองอีกครั้ง' }).click();
      await expect.poll(() => suggestionTexts(page)).toEqual([`Huge Corgi Pets Go! ${bahtText('1590.00')}`]);
    });
  });
}

test('a Thai name finds its items, which the suggestions show by their Thai names', async ({ page, shop }) => {
  const expected = await apiSearch(shop.url, 'มังกร');
  expect(expected.items.length).toBeGreaterThan(1);
  expect(expected.items.every((item) => item.nameTh !== null)).toBe(true);
  await page.goto('/');
  const box = await openSearch(page);
  await box.fill('มังกร');
  await expect.poll(() => suggestionTexts(page)).toEqual(expectedTexts(expected.items));
  await expect.poll(() => announcement(page).innerText()).toBe(`พบ ${expected.total} รายการ`);
});

test('the open suggestions in English, at both widths', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: /^(ภาษา|Language)$/ }).selectOption('en');
  await page.setViewportSize(PHONE);
  const box = await openSearch(page);
  await box.fill('vip');
  await suggestions(page).waitFor();
  await box.press('ArrowDown');
  await expect.poll(() => announcement(page).innerText()).toBe('2 items found');
  expect(await page.getByRole('banner').getByRole('link', { name: 'See all results (2 items)' }).isVisible()).toBe(true);
  await screenshotAtBothWidths(page, 'search-suggestions-en', { overlay: true });

  // ArrowUp from the top wraps to the last suggestion, which the list scrolls into view on a short phone screen.
  await page.setViewportSize({ width: 320, height: 600 });
  await box.fill('permanent');
  await expect.poll(() => suggestions(page).getByRole('option').count()).toBe(8);
  await box.press('ArrowUp');
  const last = suggestions(page).getByRole('option').last();
  await expect.poll(() => last.getAttribute('aria-selected')).toBe('true');
  await expect
    .poll(() =>
      last.evaluate((option) => {
        const popup = option.closest('.item-search__popup')!.getBoundingClientRect();
        const box = option.getBoundingClientRect();
        return box.top >= popup.top && box.bottom <= popup.bottom;
      }),
    )
    .toBe(true);
});
