import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bahtText, fetchStorePage, type ItemFilter, type ItemSort } from './catalogue-oracle';

/** The store page's parts, found by the spec's own texts. */
export const storeUi = {
  games: (page: Page) => page.getByRole('region', { name: 'Games', exact: true }),
  filters: (page: Page) => page.getByRole('region', { name: 'Filter Items', exact: true }),
  results: (page: Page) => page.getByRole('region', { name: 'Best Sellers', exact: true }),
  cards: (page: Page) => storeUi.results(page).getByRole('listitem'),
  slider: (page: Page) => storeUi.filters(page).getByRole('slider'),
  rarityButton: (page: Page, rarity: string) => storeUi.filters(page).getByRole('button', { name: new RegExp(`^${rarity}\\b`) }),
  tab: (page: Page, name: string) => storeUi.results(page).getByRole('button', { name, exact: true }),
  sortBy: (page: Page) => page.getByLabel('Sort By', { exact: true }),
};

export const shownItemNames = (page: Page) => storeUi.cards(page).getByRole('heading').allInnerTexts();

/** The store address's query. It follows a filter change once the browser is idle after painting it: poll it. */
export function storeQuery(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/**
 * Waits until the grid shows exactly the API's first page for `filter` and `sort` (names, in order), and
 * checks each card's game, price and old price against the API's rows.
 */
export async function expectStoreShows(page: Page, shopUrl: string, filter: ItemFilter, sort: ItemSort = 'POPULARITY', pageNumber = 1) {
  const expected = await fetchStorePage(shopUrl, filter, sort, pageNumber);
  const label = `store items for ${JSON.stringify({ filter, sort, pageNumber })}`;
  await expect.poll(() => shownItemNames(page), { message: label }).toEqual(expected.items.map((item) => item.name));
  const cards = await storeUi.cards(page).allInnerTexts();
  expected.items.forEach((item, index) => {
    const card = cards[index] ?? '';
    const about = `card ${index + 1} (${item.name})`;
    expect(card, about).toContain(item.category.name);
    expect(card, about).toContain(item.rarity);
    expect(card, about).toContain(bahtText(item.price));
    if (item.oldPrice) expect(card, about).toContain(bahtText(item.oldPrice));
    expect(card.match(/฿/g), `${about}: its prices`).toHaveLength(item.oldPrice ? 2 : 1);
  });
  return expected;
}
