import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../seeders/catalogue.data.js';
import { expectGraphQLError } from '../../test-support/graphql-assertions.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { statementsDuring } from '../../test-support/sql-statements.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { webOperation } from '../../test-support/web-documents.js';

// Searching items by their English or Thai name or their game's name, as the storefront's search box does: across
// every game, in GraphQL and REST alike.

/** Names that a LIKE wildcard or escape in the search would confuse with each other. */
const LOOKALIKES = ['Sale 50% Off', 'Sale 500 Off', 'Gem_Pack', 'Gem-Pack', 'Back\\Slash', 'Back Slash'];

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const created = await fetch(`${app.baseUrl}/api/categories`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({ name: 'Search Tests' }, { image: { bytes: imageSamples.png } }),
  });
  const { id: categoryId } = (await created.json()) as { id: number };
  for (const name of LOOKALIKES) {
    const response = await fetch(`${app.baseUrl}/api/items`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: formWith({ name, category_id: String(categoryId), price: '10' }, { image: { bytes: imageSamples.png } }),
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => app.close());

const SEARCH = `query Search($search: String) {
  items(filter: { search: $search }, page: { limit: 100 }) { total items { name category { name } } }
}`;

interface SearchResult {
  items: { total: number; items: { name: string; category: { name: string } }[] };
}

/** Names GraphQL's items(filter: { search }) finds, with no game given. */
async function graphqlSearch(search: string): Promise<string[]> {
  const { status, body } = await app.graphql<SearchResult>(SEARCH, { search }, null);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  expect(body.data!.items.total).toBe(body.data!.items.items.length);
  return body.data!.items.items.map((item) => item.name).sort();
}

/** Names GET /api/items?search= finds. */
async function restSearch(search: string): Promise<string[]> {
  const response = await fetch(`${app.baseUrl}/api/items?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((item) => item.name).sort();
}

const seeded = seedCategories.flatMap((category) => category.items.map((item) => ({ name: item.name, game: category.name })));
/** Seeded English names holding `part` (lower case, no spaces) once spaces are taken out, as search takes them out. */
const seededNamesContaining = (part: string) =>
  seeded.filter((item) => item.name.toLowerCase().replace(/\s/g, '').includes(part)).map((item) => item.name).sort();

describe('item search (items filter.search and GET /api/items?search=)', () => {
  it('finds part of a name ignoring case, in every game when no game is given', async () => {
    const expected = seededNamesContaining('vip');
    const games = new Set(seeded.filter((item) => expected.includes(item.name)).map((item) => item.game));
    expect(games.size).toBeGreaterThan(1);

    for (const search of ['vip', 'VIP', 'vIp']) {
      expect(await graphqlSearch(search), search).toEqual(expected);
      expect(await restSearch(search), search).toEqual(expected);
    }
    const { body } = await app.graphql<SearchResult>(SEARCH, { search: 'corgi' }, null);
    expect(body.data!.items.items).toEqual([{ name: 'Huge Corgi', category: { name: 'Pets Go!' } }]);
  });

  it('trims the search, and a blank one filters nothing', async () => {
    expect(await graphqlSearch('  huge corgi \n')).toEqual(['Huge Corgi']);
    expect(await restSearch('  huge corgi \t')).toEqual(['Huge Corgi']);
    const everything = await restSearch('');
    expect(everything).toHaveLength(seeded.length + LOOKALIKES.length);
    expect(await restSearch('   ')).toEqual(everything);
  });

  it('takes %, _ and \\ in the search literally, not as LIKE wildcards or escapes', async () => {
    const cases: [search: string, names: string[]][] = [
      ['50%', ['Sale 50% Off']],
      ['%', ['Sale 50% Off']],
      ['0% o', ['Sale 50% Off']],
      ['gem_', ['Gem_Pack']],
      ['_', ['Gem_Pack']],
      ['back\\', ['Back\\Slash']],
      ['\\s', ['Back\\Slash']],
      ['sale 50', ['Sale 50% Off', 'Sale 500 Off']],
    ];
    for (const [search, names] of cases) {
      expect(await graphqlSearch(search), search).toEqual(names);
      expect(await restSearch(search), search).toEqual(names);
    }
  });

  it('answers each search from its own cache entry: a second search never gets the first one’s answer', async () => {
    const vip = await graphqlSearch('vip');
    expect(await graphqlSearch('corgi')).toEqual(['Huge Corgi']);
    expect(await graphqlSearch('vip')).toEqual(vip);
    expect(await restSearch('corgi')).toEqual(['Huge Corgi']);
    expect(await restSearch('vip')).toEqual(vip);
    expect(await restSearch('Corgi')).toEqual(['Huge Corgi']);
  });

  it("finds every item of a game by the game's name, ignoring case and spaces", async () => {
    const bloxFruits = seeded.filter((item) => item.game === 'Blox Fruits').map((item) => item.name).sort();
    for (const search of ['blox fruits', 'BLOX FRUITS', 'Blox', 'bloxfruits', ' blox  fruits ']) {
      expect(await graphqlSearch(search), search).toEqual(bloxFruits);
      expect(await restSearch(search), search).toEqual(bloxFruits);
    }
    // A game's name and an item's name both count: "pets go" is a game, "corgi" one of its items.
    expect(await restSearch('pets go')).toEqual(seeded.filter((item) => item.game === 'Pets Go!').map((item) => item.name).sort());
  });

  it('finds an item by its Thai name, typed with or without tone marks and spaces, and not by unrelated text', async () => {
    const dragons = ['Dragon (Physical)', 'Permanent Dragon'];
    for (const search of ['ผลมังกร', 'ผล มังกร', 'ผลมงกร', 'มังกร ถาวร', 'มงกรถาวร']) {
      const expected = search.includes('ถาวร') ? ['Permanent Dragon'] : dragons;
      expect(await graphqlSearch(search), search).toEqual(expected);
      expect(await restSearch(search), search).toEqual(expected);
    }
    // จิ้งจอก (Kitsune) without its tone mark; ผลจริง is every physical fruit's.
    expect(await restSearch('จิงจอก')).toEqual(['Kitsune (Physical)', 'Permanent Kitsune']);
    const physicalFruits = seeded.filter((item) => item.name.endsWith('(Physical)')).map((item) => item.name).sort();
    expect(await graphqlSearch('ผลจริง')).toEqual(physicalFruits);
    // The English name is still found, and a Thai name that no item has finds nothing.
    expect(await restSearch('dragon')).toEqual(dragons);
    for (const search of ['ผลกล้วย', 'มังกรทอง', 'dragonz', 'fruits blox']) {
      expect(await graphqlSearch(search), search).toEqual([]);
      expect(await restSearch(search), search).toEqual([]);
    }
  });

  it('takes a search of at most 100 characters; a longer one is refused with 400 / BAD_USER_INPUT naming search', async () => {
    const longest = 'a'.repeat(100);
    const tooLong = 'a'.repeat(101);
    expect(await restSearch(longest)).toEqual([]);
    expect(await graphqlSearch(longest)).toEqual([]);
    // Trimmed first: spaces around a search of 100 characters do not make it too long.
    expect(await restSearch(` ${longest} `)).toEqual([]);

    const rest = await fetch(`${app.baseUrl}/api/items?search=${tooLong}`);
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { error: unknown }).error).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'search', message: 'must be at most 100 characters' }],
    });

    const graphql = await app.graphql(SEARCH, { search: tooLong }, null);
    expect(expectGraphQLError(graphql, 'BAD_USER_INPUT').extensions).toMatchObject({ fields: [{ field: 'search' }] });
    const facets = await app.graphql('query($search: String) { itemFacets(filter: { search: $search }) { total } }', { search: tooLong }, null);
    expectGraphQLError(facets, 'BAD_USER_INPUT');
  });
});

describe('the web app’s search operations', () => {
  it('ItemSuggestions: a few items of every game, best sellers first, with the total', async () => {
    const { body } = await app.graphql(await webOperation('ItemSuggestions'), { search: 'vip', limit: 8 }, null);
    expect(body.errors).toBeUndefined();
    const expected = seeded.filter((item) => item.name.toLowerCase().includes('vip'));
    expect(body.data.items.total).toBe(expected.length);
    expect(body.data.items.items.map((item: { category: { name: string } }) => item.category.name).sort()).toEqual(expected.map((item) => item.game).sort());
    expect(body.data.items.items[0]).toEqual({
      id: expect.any(Number),
      name: 'VIP',
      nameTh: null,
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      thumbnailUrl: expect.any(String),
      category: { id: expect.any(Number), name: expect.any(String) },
    });
    const { body: limited } = await app.graphql(await webOperation('ItemSuggestions'), { search: 'ti', limit: 2 }, null);
    expect(limited.data.items.items).toHaveLength(2);
    expect(limited.data.items.total).toBe(seededNamesContaining('ti').length);
  });

  it('StorePage with a search and no game: every game’s matches and their facets, in one statement', async () => {
    const storePage = await webOperation('StorePage');
    const variables = { categoryId: null, search: 'vip', rarities: null, maxPrice: null, type: null, sort: 'POPULARITY', offset: 0, limit: 48 };
    let answer: { data?: any; errors?: unknown[] } = {};
    const statements = await statementsDuring(app.db, async () => {
      answer = (await app.graphql(storePage, variables, null)).body;
    });
    expect(answer.errors).toBeUndefined();
    expect(statements).toHaveLength(1);
    const { items, itemFacets } = answer.data;
    expect(items.items.map((item: { name: string }) => item.name).sort()).toEqual(seededNamesContaining('vip'));
    expect(items.total).toBe(2);
    expect(itemFacets.rarityCounts.reduce((sum: number, { count }: { count: number }) => sum + count, 0)).toBe(items.total);
    expect(itemFacets.maxPrice).toBe('499.00');
  });
});
