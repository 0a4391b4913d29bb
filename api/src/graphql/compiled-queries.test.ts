import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { webOperation } from '../test-support/web-documents.js';

// Counts compilations; compiling and running stay graphql-jit's own.
vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  return { ...jit, compileQuery: vi.fn(jit.compileQuery) };
});

let app: TestApp;
let bloxFruitsId: number;

beforeAll(async () => {
  // No catalogue cache: every request is executed.
  app = await startTestApp({ catalogueCache: { maxBytes: 0 } });
  const { body } = await app.graphql<{ categories: { id: number; name: string }[] }>('{ categories { id name } }', {}, null);
  bloxFruitsId = body.data!.categories.find((category) => category.name === 'Blox Fruits')!.id;
});
afterAll(() => app.close());
beforeEach(() => {
  vi.mocked(compileQuery).mockClear();
});

/** The answer as sent: status and bytes. */
async function post(query: string, variables: Record<string, unknown> = {}, token: string | null = null) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, text: await response.text() };
}

/** The first answer (graphql-js: a query is compiled the second time it is asked for) and the next two (compiled). */
async function askedThrice(query: string, variables: Record<string, unknown> = {}, token: string | null = null) {
  const first = await post(query, variables, token);
  return { first, second: await post(query, variables, token), third: await post(query, variables, token) };
}

/** The query was compiled once, and graphql-jit could compile it (else Apollo would have run it). */
function expectCompiledOnce() {
  expect(compileQuery).toHaveBeenCalledTimes(1);
  expect(isCompiledQuery(vi.mocked(compileQuery).mock.results[0].value)).toBe(true);
}

const ITEM_PAGE_WITH_EVERY_FIELD = `query ($categoryId: Int!, $withGame: Boolean!) {
  items(filter: { categoryId: $categoryId }, sort: PRICE_DESC, page: { limit: 5 }) {
    total offset limit
    items {
      ...Everything
      game: category @include(if: $withGame) { id name imageUrl thumbnailUrl comingSoon createdAt updatedAt __typename }
    }
  }
}
fragment Everything on Item {
  id name price oldPrice rarity type soldCount stock imageUrl thumbnailUrl createdAt updatedAt deliveryMethod deliveryInstructions version
}`;

describe('queries asked for again are compiled', () => {
  it('answers the store page, compiled, with the very bytes graphql-js answered', async () => {
    const variables = { categoryId: bloxFruitsId, rarities: null, maxPrice: '500', type: null, sort: 'POPULARITY', offset: 0, limit: 48 };
    const { first, second, third } = await askedThrice(await webOperation('StorePage'), variables);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text).data.items.items.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expectCompiledOnce();
  });

  it('answers every field of items and games, fragments, aliases and @include alike', async () => {
    const { first, second, third } = await askedThrice(ITEM_PAGE_WITH_EVERY_FIELD, { categoryId: bloxFruitsId, withGame: true });
    expect(JSON.parse(first.text).data.items.items[0].game.createdAt).toMatch(/^\d{4}-/);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const withoutGame = await askedThrice(ITEM_PAGE_WITH_EVERY_FIELD, { categoryId: bloxFruitsId, withGame: false });
    expect(JSON.parse(withoutGame.second.text).data.items.items[0].game).toBeUndefined();
    expect(withoutGame.second).toEqual(withoutGame.first);
  });

  it('does not compile a query asked for once, nor a mutation', async () => {
    await post('{ categories { id } }');
    const adjustNothing = 'mutation { adjustPrices(percentage: "0") { updatedCount } }';
    const { first, second, third } = await askedThrice(adjustNothing, {}, app.editor.token);
    expect(JSON.parse(first.text)).toEqual({ data: { adjustPrices: { updatedCount: 0 } } });
    expect([second, third]).toEqual([first, first]);
    expect(compileQuery).not.toHaveBeenCalled();
  });
});

describe('errors of compiled queries', () => {
  it.each([
    ['NOT_FOUND', '{ item(id: 987654) { id name } }'],
    ['BAD_USER_INPUT (refused by the service)', '{ items(filter: { minPrice: "-1" }) { total } }'],
    ['UNAUTHENTICATED', '{ me { id } }'],
  ])('answers %s with the same status, message, path and code as graphql-js', async (_code, query) => {
    const { first, second, third } = await askedThrice(query);
    expect(JSON.parse(first.text).errors).toHaveLength(1);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expectCompiledOnce();
  });

  it('leaves variables that do not coerce to graphql-js: the same 400 and words as an uncompiled query', async () => {
    const query = 'query ($limit: Int!, $sort: ItemSort!) { items(page: { limit: $limit }, sort: $sort) { total } }';
    await askedThrice(query, { limit: 2, sort: 'NEWEST' });
    expectCompiledOnce();
    for (const variables of [{ limit: 'many', sort: 'NEWEST' }, { limit: 2, sort: 'CHEAPEST' }, { sort: 'NEWEST' }]) {
      // The same document with a space more is another query, asked for once: graphql-js answers it.
      const uncompiled = await post(`${query} `, variables);
      expect(uncompiled.status).toBe(400);
      expect(await post(query, variables)).toEqual(uncompiled);
    }
  });
});
