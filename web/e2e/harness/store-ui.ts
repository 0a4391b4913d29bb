import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bahtText, fetchStorePage, type ItemFilter, type ItemSort, nameOnThaiPages, type Rarity } from './catalogue-oracle';

/** How the store names each rarity in Thai, the language the store tests run in. */
export const THAI_RARITY: Record<Rarity, string> = { Common: 'ธรรมดา', Uncommon: 'ไม่ธรรมดา', Rare: 'หายาก', Legendary: 'ตำนาน', Mythical: 'เทพ' };

/** The store page's parts; its regions are found in either language, its controls by their Thai names. */
export const storeUi = {
  games: (page: Page) => page.getByRole('region', { name: /^(เกม|Games)$/ }),
  filters: (page: Page) => page.getByRole('region', { name: /^(กรองสินค้า|Filter Items)$/ }),
  results: (page: Page) => page.getByRole('region', { name: /^(สินค้าขายดี|Best Sellers)$/ }),
  cards: (page: Page) => storeUi.results(page).getByRole('listitem'),
  slider: (page: Page) => storeUi.filters(page).getByRole('slider'),
  /** A rarity's button: its name is the rarity, then how many items it has. */
  rarityButton: (page: Page, rarity: Rarity) => storeUi.filters(page).getByRole('button', { name: new RegExp(`^${THAI_RARITY[rarity]} `) }),
  tab: (page: Page, name: string) => storeUi.results(page).getByRole('button', { name, exact: true }),
  sortBy: (page: Page) => page.getByLabel('เรียงตาม', { exact: true }),
};

export const shownItemNames = (page: Page) => storeUi.cards(page).getByRole('heading').allInnerTexts();

/** The store address's query. It follows a filter change once the browser is idle after painting it: poll it. */
export function storeQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/**
 * Waits until the grid shows exactly the API's first page for `filter` and `sort` (names as a Thai page shows them, in order), and
 * checks each card's game, price and old price against the API's rows.
 */
export async function expectStoreShows(page: Page, shopUrl: string, filter: ItemFilter, sort: ItemSort = 'POPULARITY', pageNumber = 1) {
  const expected = await fetchStorePage(shopUrl, filter, sort, pageNumber);
  const label = `store items for ${JSON.stringify({ filter, sort, pageNumber })}`;
  await expect.poll(() => shownItemNames(page), { message: label }).toEqual(expected.items.map(nameOnThaiPages));
  const cards = await storeUi.cards(page).allInnerTexts();
  expected.items.forEach((item, index) => {
    const card = cards[index] ?? '';
    const about = `card ${index + 1} (${item.name})`;
    expect(card, about).toContain(item.category.name);
    expect(card, about).toContain(THAI_RARITY[item.rarity]);
    expect(card, about).toContain(bahtText(item.price));
    if (item.oldPrice) expect(card, about).toContain(bahtText(item.oldPrice));
    expect(card.match(/฿/g), `${about}: its prices`).toHaveLength(item.oldPrice ? 2 : 1);
  });
  return expected;
}
