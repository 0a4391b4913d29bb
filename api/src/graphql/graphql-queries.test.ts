import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemType, Rarity } from '../modules/item/item.enums.js';
import { seedCategories, seedRobuxPackages } from '../seeders/catalogue.data.js';
import { expectGraphQLError, expectNoStackTrace, type GraphQLBody } from '../test-support/graphql-assertions.js';
import { statementsDuring } from '../test-support/sql-statements.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// This file only reads: every test sees the seeded catalogue as it is.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const seededItems = seedCategories.flatMap((category) => category.items.map((item) => ({ ...item, categoryName: category.name })));
const bloxFruits = seedCategories[0];

/** Cents as a BigInt, so money strings compare exactly ("404.43" -> 40443n). */
const cents = (money: string) => BigInt(money.replace('.', ''));

/** Data of a query that must succeed. */
async function query<T = any>(text: string, variables?: Record<string, unknown>): Promise<T> {
  const { status, body } = await app.graphql<T>(text, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data!;
}

const ITEMS = `query Items($filter: ItemFilterInput, $sort: ItemSort! = POPULARITY, $page: PageInput) {
  items(filter: $filter, sort: $sort, page: $page) {
    total offset limit
    items { id name price oldPrice rarity type soldCount createdAt category { id name } }
  }
}`;

interface ItemRow {
  id: number;
  name: string;
  price: string;
  oldPrice: string | null;
  rarity: Rarity;
  type: keyof typeof ItemType;
  soldCount: number;
  createdAt: string;
  category: { id: number; name: string };
}
interface ItemPageResult {
  items: { total: number; offset: number; limit: number; items: ItemRow[] };
}

const itemsPage = async (variables: Record<string, unknown>) => (await query<ItemPageResult>(ITEMS, variables)).items;
const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

async function bloxFruitsId(): Promise<number> {
  const { categories } = await query<{ categories: { id: number; name: string }[] }>('{ categories { id name } }');
  return categories.find((category) => category.name === 'Blox Fruits')!.id;
}

/** Every item in one ordering, across pages of 100. */
async function allItems(sort: string): Promise<ItemRow[]> {
  const rows: ItemRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await itemsPage({ sort, page: { offset, limit: 100 } });
    rows.push(...page.items);
    if (rows.length >= page.total) return rows;
  }
}

describe('Query.categories', () => {
  it('lists the six seeded games, oldest first', async () => {
    const { categories } = await query('{ categories { id name imageUrl comingSoon createdAt updatedAt } }');
    expect(categories.map((c: { name: string }) => c.name)).toEqual(seedCategories.map((c) => c.name));
    expect(categories[0]).toMatchObject({ name: 'Blox Fruits', imageUrl: '/images/games/blox-fruits.svg', comingSoon: false });
    expect(categories.find((c: { name: string }) => c.name === 'Murder Mystery 2').comingSoon).toBe(true);
    expect(new Date(categories[0].createdAt).toISOString()).toBe(categories[0].createdAt);
    const ids = categories.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('filters by a trimmed, case-insensitive part of the name', async () => {
    const { categories } = await query('query($search: String) { categories(search: $search) { name } }', { search: '  FRUIT ' });
    expect(categories).toEqual([{ name: 'Blox Fruits' }]);
  });

  it('treats a blank search as no filter and % or _ in it as plain characters', async () => {
    const blank = await query('{ categories(search: "   ") { name } }');
    expect(blank.categories).toHaveLength(6);
    const wildcard = await query('{ categories(search: "%") { name } }');
    expect(wildcard.categories).toEqual([]);
  });
});

describe('Query.category', () => {
  it('returns one game by id', async () => {
    const id = await bloxFruitsId();
    const { category } = await query('query($id: Int!) { category(id: $id) { id name comingSoon } }', { id });
    expect(category).toEqual({ id, name: 'Blox Fruits', comingSoon: false });
  });

  it('answers an unknown id with NOT_FOUND', async () => {
    const response = await app.graphql('{ category(id: 999999) { id name } }');
    const error = expectGraphQLError(response, 'NOT_FOUND');
    expect(error.path).toEqual(['category']);
    expect(error.message).toContain('999999');
  });
});

describe('Query.items filters', () => {
  it('categoryId keeps only that game\'s items, with their category', async () => {
    const page = await itemsPage({ filter: { categoryId: await bloxFruitsId() }, page: { limit: 100 } });
    expect(page.total).toBe(92);
    expect(page.items).toHaveLength(92);
    expect(new Set(page.items.map((item) => item.category.name))).toEqual(new Set(['Blox Fruits']));
    expect(namesOf(page.items)).toEqual(namesOf(bloxFruits.items));
  });

  it('rarities keeps items of any of the listed rarities', async () => {
    const page = await itemsPage({ filter: { categoryId: await bloxFruitsId(), rarities: ['Rare', 'Legendary'] }, page: { limit: 100 } });
    expect(page.total).toBe(10 + 20);
    expect(new Set(page.items.map((item) => item.rarity))).toEqual(new Set(['Rare', 'Legendary']));
  });

  it('minPrice and maxPrice are inclusive bounds', async () => {
    const page = await itemsPage({ filter: { minPrice: '404.43', maxPrice: '690.00' }, page: { limit: 100 } });
    const expected = seededItems.filter((item) => cents(item.price) >= 40443n && cents(item.price) <= 69000n);
    expect(page.total).toBe(expected.length);
    expect(namesOf(page.items)).toEqual(namesOf(expected));
    expect(page.items.map((item) => item.name)).toContain('Light (Physical)');
    expect(page.items.filter((item) => item.price === '690.00').length).toBeGreaterThan(0);
  });

  it('type keeps one kind of product', async () => {
    const page = await itemsPage({ filter: { type: 'ACCOUNT' }, page: { limit: 100 } });
    const expected = seededItems.filter((item) => item.type === ItemType.ACCOUNT);
    expect(page.total).toBe(expected.length);
    expect(page.items.every((item) => item.type === 'ACCOUNT')).toBe(true);
    expect(namesOf(page.items)).toEqual(namesOf(expected));
  });

  it('search matches a trimmed, case-insensitive part of the name', async () => {
    const page = await itemsPage({ filter: { search: '  (physical)  ' }, page: { limit: 100 } });
    const expected = seededItems.filter((item) => item.name.toLowerCase().includes('(physical)'));
    expect(page.total).toBe(expected.length);
    expect(namesOf(page.items)).toEqual(namesOf(expected));
  });

  it('combines all conditions', async () => {
    const page = await itemsPage({
      filter: { categoryId: await bloxFruitsId(), rarities: ['Rare'], type: 'PHYSICAL_FRUIT', minPrice: '400', maxPrice: '405', search: 'light' },
    });
    expect(page.items.map((item) => [item.name, item.price, item.oldPrice])).toEqual([['Light (Physical)', '404.43', '478.03']]);
    expect(page.total).toBe(1);
  });

  it('returns money as exact two-decimal strings', async () => {
    const page = await itemsPage({ filter: { search: 'Mythical Scroll' } });
    expect(page.items.map((item) => [item.price, item.oldPrice])).toEqual([['690.00', null]]);
  });
});

describe('Query.items sorting', () => {
  it('POPULARITY (the default) orders by units sold, most first', async () => {
    const rows = await allItems('POPULARITY');
    expect(rows).toHaveLength(seededItems.length);
    const sold = rows.map((item) => item.soldCount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const byDefault = await itemsPage({ page: { limit: 5 } });
    expect(byDefault.items.map((item) => item.id)).toEqual(rows.slice(0, 5).map((item) => item.id));
    expect(byDefault.items[0].name).toBe('Permanent Dragon');
  });

  it('PRICE_ASC orders by price, cheapest first', async () => {
    const prices = (await allItems('PRICE_ASC')).map((item) => cents(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(prices[0]).toBe(1732n); // Rocket (Physical), 17.32
  });

  it('PRICE_DESC orders by price, dearest first', async () => {
    const rows = await allItems('PRICE_DESC');
    const prices = rows.map((item) => cents(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(rows[0]).toMatchObject({ name: 'Permanent Dragon', price: '18399.80' });
  });

  it('NEWEST orders by creation time, latest first (newer id first on a tie)', async () => {
    const rows = await allItems('NEWEST');
    expect(rows).toHaveLength(seededItems.length);
    for (let i = 1; i < rows.length; i++) {
      const [previous, current] = [rows[i - 1], rows[i]];
      const order = Date.parse(previous.createdAt) - Date.parse(current.createdAt);
      expect(order > 0 || (order === 0 && previous.id > current.id), `${previous.name} before ${current.name}`).toBe(true);
    }
  });
});

describe('Query.items paging', () => {
  it('offset and limit select a slice of the full ordering; total counts every match', async () => {
    const firstTen = await itemsPage({ sort: 'PRICE_ASC', page: { offset: 0, limit: 10 } });
    const second = await itemsPage({ sort: 'PRICE_ASC', page: { offset: 5, limit: 5 } });
    expect(second).toMatchObject({ offset: 5, limit: 5, total: seededItems.length });
    expect(second.items.map((item) => item.id)).toEqual(firstTen.items.slice(5, 10).map((item) => item.id));
  });

  it('defaults to the first 24 items', async () => {
    const page = await itemsPage({});
    expect(page).toMatchObject({ offset: 0, limit: 24, total: seededItems.length });
    expect(page.items).toHaveLength(24);
  });

  it('caps a limit above 100 to 100', async () => {
    const page = await itemsPage({ page: { limit: 500 } });
    expect(page.limit).toBe(100);
    expect(page.items).toHaveLength(100);
    expect(page.total).toBe(seededItems.length);
  });

  it('returns an empty page past the end, still with the total', async () => {
    const page = await itemsPage({ page: { offset: 1000, limit: 10 } });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(seededItems.length);
  });
});

describe('Query.itemFacets', () => {
  const FACETS = 'query($filter: ItemFilterInput) { itemFacets(filter: $filter) { rarityCounts { rarity count } maxPrice aboveMaxPrice total } }';
  const bloxFruitCounts = [
    { rarity: 'Common', count: 21 },
    { rarity: 'Uncommon', count: 10 },
    { rarity: 'Rare', count: 10 },
    { rarity: 'Legendary', count: 20 },
    { rarity: 'Mythical', count: 31 },
  ];

  it('counts every rarity and gives the highest price for Blox Fruits', async () => {
    const { itemFacets } = await query(FACETS, { filter: { categoryId: await bloxFruitsId() } });
    expect(itemFacets).toEqual({ rarityCounts: bloxFruitCounts, maxPrice: '18399.80', aboveMaxPrice: 0, total: 92 });
  });

  it('ignores the rarities chosen: each rarity counts what choosing it shows', async () => {
    const { itemFacets } = await query(FACETS, { filter: { categoryId: await bloxFruitsId(), rarities: ['Common'] } });
    expect(itemFacets).toEqual({ rarityCounts: bloxFruitCounts, maxPrice: '18399.80', aboveMaxPrice: 0, total: 92 });
  });

  it('counts within the price bounds, keeps the highest price of all, and counts the chosen rarities above the maximum', async () => {
    const bounds = { minPrice: '100.00', maxPrice: '3680.00' };
    const { itemFacets } = await query(FACETS, { filter: { categoryId: await bloxFruitsId(), rarities: ['Mythical', 'Rare'], ...bounds } });
    const inBounds = bloxFruits.items.filter((item) => cents(item.price) >= cents(bounds.minPrice) && cents(item.price) <= cents(bounds.maxPrice));
    const countIn = (rarity: Rarity) => inBounds.filter((item) => item.rarity === rarity).length;
    expect(itemFacets.rarityCounts).toEqual(Object.values(Rarity).map((rarity) => ({ rarity, count: countIn(rarity) })));
    expect(itemFacets.total).toBe(inBounds.length);
    expect(itemFacets.maxPrice).toBe('18399.80');
    const above = bloxFruits.items.filter(
      (item) => [Rarity.Mythical, Rarity.Rare].includes(item.rarity) && cents(item.price) > cents(bounds.maxPrice),
    );
    expect(above.length).toBeGreaterThan(0);
    expect(itemFacets.aboveMaxPrice).toBe(above.length);
    // The page with the same filter shows what the facets say: the chosen rarities' counts, and the rest lie above.
    const page = await itemsPage({ filter: { categoryId: await bloxFruitsId(), rarities: ['Mythical', 'Rare'], ...bounds } });
    expect(page.total).toBe(countIn(Rarity.Mythical) + countIn(Rarity.Rare));
  });

  it('keeps zero counts and honours type and search', async () => {
    const { itemFacets } = await query(FACETS, { filter: { type: 'ACCOUNT', search: 'max level' } });
    const expected = seededItems.filter((item) => item.type === ItemType.ACCOUNT && item.name.toLowerCase().includes('max level'));
    expect(itemFacets.total).toBe(expected.length);
    expect(itemFacets.rarityCounts.map((c: { rarity: string }) => c.rarity)).toEqual(Object.values(Rarity));
    expect(itemFacets.rarityCounts.find((c: { rarity: string }) => c.rarity === 'Common').count).toBe(0);
  });

  it('gives a null maxPrice and zero counts when nothing is in scope', async () => {
    const { itemFacets } = await query(FACETS, { filter: { search: 'no item is called this' } });
    expect(itemFacets).toEqual({ rarityCounts: Object.values(Rarity).map((rarity) => ({ rarity, count: 0 })), maxPrice: null, aboveMaxPrice: 0, total: 0 });
  });
});

describe('Query.item', () => {
  it('returns one item with its category and exact prices', async () => {
    const [light] = (await itemsPage({ filter: { search: 'Light (Physical)' } })).items;
    const { item } = await query('query($id: Int!) { item(id: $id) { id name price oldPrice rarity type category { name } } }', { id: light.id });
    expect(item).toEqual({
      id: light.id, name: 'Light (Physical)', price: '404.43', oldPrice: '478.03', rarity: 'Rare', type: 'PHYSICAL_FRUIT', category: { name: 'Blox Fruits' },
    });
  });

  it('answers an unknown id with NOT_FOUND', async () => {
    expectGraphQLError(await app.graphql('{ item(id: 999999) { id } }'), 'NOT_FOUND');
  });
});

describe('Query.robuxPackages', () => {
  it('lists the six packages, smallest first, with exact prices', async () => {
    const { robuxPackages } = await query('{ robuxPackages { id amount price imageUrl } }');
    expect(robuxPackages.map((p: { amount: number; price: string }) => [p.amount, p.price])).toEqual(
      [...seedRobuxPackages].sort((a, b) => a.amount - b.amount).map((p) => [p.amount, p.price]),
    );
    expect(robuxPackages[0]).toMatchObject({ amount: 80, price: '35.00' });
    expect(robuxPackages.at(-1)).toMatchObject({ amount: 10000 });
  });
});

describe('bad input', () => {
  it('a negative minPrice is BAD_USER_INPUT naming the field', async () => {
    const error = expectGraphQLError(await app.graphql(ITEMS, { filter: { minPrice: '-1' } }), 'BAD_USER_INPUT');
    expect(error.extensions.fields).toEqual([{ field: 'minPrice', message: expect.any(String), reason: 'INVALID' }]);
  });

  it('a Decimal variable that is not a number is BAD_USER_INPUT', async () => {
    const response = await app.graphql(ITEMS, { filter: { maxPrice: 'abc' } });
    expectGraphQLError(response, 'BAD_USER_INPUT');
    expect(response.status).toBe(400);
  });

  it('a Decimal literal that is not a number fails validation with the Decimal message', async () => {
    const response = await app.graphql('{ items(filter: { minPrice: "abc" }) { total } }');
    const error = expectGraphQLError(response, 'GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toContain('Decimal');
  });

  it('a negative offset or a zero limit is BAD_USER_INPUT', async () => {
    expectGraphQLError(await app.graphql(ITEMS, { page: { offset: -1 } }), 'BAD_USER_INPUT');
    expectGraphQLError(await app.graphql(ITEMS, { page: { limit: 0 } }), 'BAD_USER_INPUT');
  });

  it('an unknown field is GRAPHQL_VALIDATION_FAILED with HTTP 400', async () => {
    const response = await app.graphql('{ categories { id nope } }');
    expectGraphQLError(response, 'GRAPHQL_VALIDATION_FAILED');
    expect(response.status).toBe(400);
  });

  it('an unknown enum value is refused as bad input', async () => {
    const response = await app.graphql(ITEMS, { sort: 'CHEAPEST' });
    expectGraphQLError(response, 'BAD_USER_INPUT');
  });

  it('a syntax error is GRAPHQL_PARSE_FAILED', async () => {
    expectGraphQLError(await app.graphql('{ categories { id '), 'GRAPHQL_PARSE_FAILED');
  });
});

describe('query count', () => {
  const PAGE_WITH_CATEGORIES = 'query($limit: Int!) { items(page: { limit: $limit }) { items { name category { name } } total } }';

  function statementsForPage(limit: number) {
    return statementsDuring(app.db, async () => {
      const { items } = await query(PAGE_WITH_CATEGORIES, { limit });
      expect(items.items).toHaveLength(limit);
      expect(items.items.every((item: { category: { name: string } }) => item.category.name.length > 0)).toBe(true);
    });
  }

  it('a page of items with their category names and the total costs one statement, for 5 items as for 100', async () => {
    const five = await statementsForPage(5);
    const hundred = await statementsForPage(100);
    expect(five.length, five.join('\n')).toBe(1);
    expect(hundred.length, hundred.join('\n')).toBe(five.length);
  });
});

describe('HTTP transport', () => {
  it('refuses a GET without a preflight header (CSRF prevention) with HTTP 400', async () => {
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{categories{id}}')}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLBody;
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/CSRF/);
    expectNoStackTrace(body);
  });

  it('answers the same GET once it carries apollo-require-preflight', async () => {
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{categories{id}}')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as GraphQLBody).data.categories).toHaveLength(6);
  });

  it('refuses a batched array of operations', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ categories { id } }' }, { query: '{ robuxPackages { id } }' }]),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLBody;
    expect(Array.isArray(body)).toBe(false);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expectNoStackTrace(body);
  });
});
