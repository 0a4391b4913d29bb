import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../test-support/sql-statements.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { webOperation } from '../../test-support/web-documents.js';

// Pages and facets asked for in one operation: how many statements they cost, and that each answer is the one
// it would be if asked for alone.
let app: TestApp;
let games: { id: number; name: string }[];

beforeAll(async () => {
  // No catalogue cache: every request is read from the database.
  app = await startTestApp({ catalogueCache: { maxBytes: 0 } });
  games = (await app.graphql<{ categories: { id: number; name: string }[] }>('{ categories { id name } }', {}, null)).body.data!.categories;
});
afterAll(() => app.close());

const PAGE_FIELDS = 'total items { id name price category { name } }';
const FACETS = 'rarityCounts { rarity count } maxPrice total';

async function dataOf(query: string, variables: Record<string, unknown> = {}) {
  const { body } = await app.graphql(query, variables, null);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** The data of `query` and the SQL statements it cost. */
async function readWithStatements(query: string, variables: Record<string, unknown> = {}) {
  let data: unknown;
  const statements = await statementsDuring(app.db, async () => {
    data = await dataOf(query, variables);
  });
  return { data, statements };
}

describe('store reads asked for together', () => {
  it('reads a page and the facets of the same game with one statement, answering as each alone would', async () => {
    const [game] = games;
    const { data, statements } = await readWithStatements(`query ($game: Int!) {
      itemFacets(filter: { categoryId: $game, rarities: [Common] }) { ${FACETS} }
      items(filter: { categoryId: $game, rarities: [Common], maxPrice: "1000" }, sort: PRICE_ASC, page: { limit: 3 }) { total items { id name price } }
    }`, { game: game.id });
    expect(statements).toHaveLength(1);
    const facets = await dataOf(`query ($game: Int!) { itemFacets(filter: { categoryId: $game }) { ${FACETS} } }`, { game: game.id });
    const page = await dataOf(`query ($game: Int!) {
      items(filter: { categoryId: $game, rarities: [Common], maxPrice: "1000" }, sort: PRICE_ASC, page: { limit: 3 }) { total items { id name price } }
    }`, { game: game.id });
    expect(data).toEqual({ ...facets, ...page });
  });

  it('reads different games with a statement each, and a second page of one game with its own', async () => {
    const [first, second] = games;
    const { data, statements } = await readWithStatements(`query ($first: Int!, $second: Int!) {
      itemFacets(filter: { categoryId: $first }) { ${FACETS} }
      firstPage: items(filter: { categoryId: $first }, page: { limit: 2 }) { ${PAGE_FIELDS} }
      nextPage: items(filter: { categoryId: $first }, page: { offset: 2, limit: 2 }) { ${PAGE_FIELDS} }
      otherGame: items(filter: { categoryId: $second }) { ${PAGE_FIELDS} }
    }`, { first: first.id, second: second.id });
    expect(statements).toHaveLength(3);
    const alone = (filter: string, page = '') => dataOf(`{ items(filter: ${filter}${page}) { ${PAGE_FIELDS} } }`);
    const result = data as Record<string, unknown>;
    expect(result.firstPage).toEqual((await alone(`{ categoryId: ${first.id} }`, ', page: { limit: 2 }')).items);
    expect(result.nextPage).toEqual((await alone(`{ categoryId: ${first.id} }`, ', page: { offset: 2, limit: 2 }')).items);
    expect(result.otherGame).toEqual((await alone(`{ categoryId: ${second.id} }`)).items);
    expect((result.otherGame as { items: { category: { name: string } }[] }).items.every((item) => item.category.name === second.name)).toBe(true);
  });

  it('reads the web store page under a price bound with one statement: the counts agree with the page, the rest lie above', async () => {
    const [game] = games;
    const storePage = await webOperation('StorePage');
    const variables = { categoryId: game.id, rarities: ['Mythical'], maxPrice: '3680', type: null, sort: 'POPULARITY', offset: 0, limit: 48 };
    type StorePage = { itemFacets: { maxPrice: string; aboveMaxPrice: number; rarityCounts: { rarity: string; count: number }[] }; items: { total: number } };
    const { data, statements } = await readWithStatements(storePage, variables);
    expect(statements).toHaveLength(1);
    const capped = data as StorePage;
    const unbounded = (await dataOf(storePage, { ...variables, maxPrice: null })) as StorePage;
    expect(capped.itemFacets.rarityCounts.find((count) => count.rarity === 'Mythical')!.count).toBe(capped.items.total);
    expect(capped.itemFacets.aboveMaxPrice).toBe(unbounded.items.total - capped.items.total);
    expect(capped.itemFacets.aboveMaxPrice).toBeGreaterThan(0);
    expect(unbounded.itemFacets.aboveMaxPrice).toBe(0);
    expect(capped.itemFacets.maxPrice).toBe(unbounded.itemFacets.maxPrice);
  });

  it('counts the matching items with one statement on a page past the end', async () => {
    const [game] = games;
    const { total } = (await dataOf(`{ items(filter: { categoryId: ${game.id} }) { total } }`)).items;
    const { data, statements } = await readWithStatements(`{ items(filter: { categoryId: ${game.id} }, page: { offset: 500 }) { total items { id } } }`);
    expect(statements).toHaveLength(1);
    expect(data).toEqual({ items: { total, items: [] } });
  });

  it('reads only what a card shows when nothing else is asked for, and whole listings otherwise', async () => {
    const [game] = games;
    const cardFields = 'id name price oldPrice rarity stock thumbnailUrl category { id name comingSoon }';
    const card = await readWithStatements(`{ items(filter: { categoryId: ${game.id} }) { items { ${cardFields} } } }`);
    expect(card.statements.join('\n')).not.toMatch(/delivery_instructions/);
    const listing = await readWithStatements(`{ items(filter: { categoryId: ${game.id} }) { items { ${cardFields} type } } }`);
    expect(listing.statements.join('\n')).toMatch(/delivery_instructions/);
    const cards = (card.data as { items: { items: object[] } }).items.items;
    const listings = (listing.data as { items: { items: { type?: string }[] } }).items.items;
    expect(listings.map(({ type: _type, ...cardOnly }) => cardOnly)).toEqual(cards);
  });

  it("reads cards for the web store's own page, whose cards ask for what the card shape holds", async () => {
    const [game] = games;
    const variables = { categoryId: game.id, rarities: null, maxPrice: null, type: null, sort: 'POPULARITY', offset: 0, limit: 48 };
    const { statements } = await readWithStatements(await webOperation('StorePage'), variables);
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/delivery_instructions/);
  });
});
