import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, imageSamples } from '../../test-support/images.js';
import { newShopper } from '../../test-support/shoppers.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { webOperation } from '../../test-support/web-documents.js';
import type { CachedAnswer } from './cached-answer.js';
import { CatalogueCache, DEFAULT_CATALOGUE_CACHE_LIMITS } from './catalogue-cache.js';

/** The text of what `cache` keeps under `key`, as the tests' answers are text. */
const textAt = (cache: CatalogueCache, key: string) => cache.get<CachedAnswer>(key)?.body.toString();
const textOf = (answer: Promise<CachedAnswer>) => answer.then((kept) => kept.body.toString());

describe('CatalogueCache', () => {
  const fakeEm = (work: () => Promise<unknown>) => ({ transactional: work }) as never;

  it('renders once, then answers from memory until maxAgeMs has passed', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE_LIMITS, maxAgeMs: 1000 }, () => now);
    let renders = 0;
    const render = async () => `answer ${++renders}`;
    expect(await textOf(cache.read('k', render))).toBe('answer 1');
    now = 999;
    expect(await textOf(cache.read('k', render))).toBe('answer 1');
    now = 1000;
    expect(await textOf(cache.read('k', render))).toBe('answer 2');
  });

  it('peeks a kept value as fresh until maxAgeMs, then as stale for staleServedMs more, then not at all', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE_LIMITS, maxAgeMs: 1000, staleServedMs: 500 }, () => now);
    cache.store(cache.ticket(), 'page', 'html', 4);
    now = 999;
    expect(cache.peek('page')).toEqual({ value: 'html', fresh: true });
    now = 1000;
    expect(cache.peek('page')).toEqual({ value: 'html', fresh: false });
    // A reader that serves only fresh answers misses it, but does not take it from one that serves it stale.
    expect(cache.get('page')).toBeUndefined();
    now = 1499;
    expect(cache.peek('page')).toEqual({ value: 'html', fresh: false });
    now = 1500;
    expect(cache.peek('page')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('serves nothing stale after a catalogue write', async () => {
    let now = 0;
    const cache = new CatalogueCache({ ...DEFAULT_CATALOGUE_CACHE_LIMITS, maxAgeMs: 1000, staleServedMs: 60_000 }, () => now);
    cache.store(cache.ticket(), 'page', 'html', 4);
    now = 2000;
    await cache.transactional(fakeEm(async () => 'done'), async () => {});
    expect(cache.peek('page')).toBeUndefined();
  });

  it('forgets everything after a catalogue write, also one that failed', async () => {
    const cache = new CatalogueCache();
    await cache.read('k', async () => 'old');
    await expect(cache.transactional(fakeEm(() => Promise.reject(new Error('refused'))), async () => {})).rejects.toThrow('refused');
    expect(textAt(cache, 'k')).toBeUndefined();
    await cache.read('k', async () => 'old');
    await cache.transactional(fakeEm(async () => 'done'), async () => {});
    expect(textAt(cache, 'k')).toBeUndefined();
  });

  it('does not keep an answer that was being read while the catalogue changed', async () => {
    const cache = new CatalogueCache();
    const read = cache.read('k', async () => {
      await cache.transactional(fakeEm(async () => 'written'), async () => {});
      return 'read before the write committed';
    });
    expect(await textOf(read)).toBe('read before the write committed');
    expect(textAt(cache, 'k')).toBeUndefined();
  });

  it('drops the oldest answers when their bytes would pass maxBytes', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 60_000, staleServedMs: 0, maxBytes: 10, maxEntryBytes: 10 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key.repeat(4));
    expect([textAt(cache, 'a'), textAt(cache, 'b'), textAt(cache, 'c')]).toEqual([undefined, 'bbbb', 'cccc']);
    expect(cache.size).toBe(8);
    cache.store(cache.ticket(), 'd', { big: true }, 9);
    expect([textAt(cache, 'b'), textAt(cache, 'c'), cache.get('d')]).toEqual([undefined, undefined, { big: true }]);
    expect(cache.size).toBe(9);
  });

  it('never keeps an answer larger than maxEntryBytes', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 60_000, staleServedMs: 0, maxBytes: 100, maxEntryBytes: 5 });
    await cache.read('small', async () => '12345');
    await cache.read('large', async () => '123456');
    expect([textAt(cache, 'small'), textAt(cache, 'large')]).toEqual(['12345', undefined]);
    expect(cache.size).toBe(5);
  });

  it('frees expired answers when the next one is stored, even if they are never asked for again', async () => {
    let now = 0;
    const cache = new CatalogueCache({ maxAgeMs: 1000, staleServedMs: 0, maxBytes: 100, maxEntryBytes: 100 }, () => now);
    await cache.read('a', async () => 'aaaa');
    now = 500;
    await cache.read('b', async () => 'bbbb');
    now = 1200;
    await cache.read('c', async () => 'cccc');
    expect(cache.size).toBe(8);
    expect([textAt(cache, 'b'), textAt(cache, 'c')]).toEqual(['bbbb', 'cccc']);
  });

  it('keeps nothing with a budget of 0 bytes (the cache turned off)', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 60_000, staleServedMs: 0, maxBytes: 0, maxEntryBytes: 100 });
    let renders = 0;
    await cache.read('k', async () => `answer ${++renders}`);
    await cache.read('k', async () => `answer ${++renders}`);
    expect([renders, cache.size]).toEqual([2, 0]);
  });

  it('counts the compressed copies of an answer once they are made, once each', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 60_000, staleServedMs: 0, maxBytes: 100_000, maxEntryBytes: 100_000 });
    const answer = await cache.read('k', async () => JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Item ${id}` }))));
    const plain = cache.size;
    const brotli = await answer.bytesFor('br');
    expect(brotli.length).toBeLessThan(plain / 4);
    await answer.bytesFor('br');
    const gzipped = await answer.bytesFor('gzip');
    expect(cache.size).toBe(plain + brotli.length + gzipped.length);
  });

  it('builds a value once for the callers that miss it at the same time, then serves it kept', async () => {
    const cache = new CatalogueCache();
    let builds = 0;
    let finish!: (value: string) => void;
    const build = () => {
      builds++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const waiting = [cache.readShared('file', build, (value) => value.length), cache.readShared('file', build, (value) => value.length)];
    finish('bytes');
    expect(await Promise.all(waiting)).toEqual(['bytes', 'bytes']);
    expect(await cache.readShared('file', build, (value) => value.length)).toBe('bytes');
    expect(builds).toBe(1);
  });

  it('after a catalogue change a caller builds afresh instead of waiting for a build begun before it, which is not kept', async () => {
    const cache = new CatalogueCache();
    const finishers: ((value: string) => void)[] = [];
    const build = () => new Promise<string>((resolve) => finishers.push(resolve));
    const before = cache.readShared('file', build, (value) => value.length);
    cache.forgetEverything();
    const after = cache.readShared('file', build, (value) => value.length);
    expect(finishers).toHaveLength(2);
    finishers[1]('new');
    finishers[0]('old');
    expect([await before, await after]).toEqual(['old', 'new']);
    expect(cache.get('file')).toBe('new');
  });

  it('keeps a shared value past maxEntryBytes only when the caller allows it, never past maxBytes, and never a failed build', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 60_000, staleServedMs: 0, maxBytes: 100, maxEntryBytes: 5 });
    const size = (value: string) => value.length;
    await cache.readShared('usual bound', async () => '123456', size);
    await cache.readShared('raised bound', async () => '123456', size, { maxEntryBytes: 50 });
    await cache.readShared('past the budget', async () => 'x'.repeat(101), size, { maxEntryBytes: 1000 });
    expect([cache.get('usual bound'), cache.get('raised bound'), cache.get('past the budget')]).toEqual([undefined, '123456', undefined]);
    await expect(cache.readShared('broken', () => Promise.reject(new Error('the build failed')), size)).rejects.toThrow('the build failed');
    expect(await cache.readShared('broken', async () => 'built again', size)).toBe('built again');
  });

  it('counts an answer stored again under the same key once', async () => {
    const cache = new CatalogueCache({ maxAgeMs: 60_000, staleServedMs: 0, maxBytes: 100, maxEntryBytes: 100 });
    cache.store(cache.ticket(), 'k', 'first', 5);
    cache.store(cache.ticket(), 'k', 'second!', 7);
    expect([cache.get('k'), cache.size]).toEqual(['second!', 7]);
  });
});

describe('cached catalogue answers after each kind of catalogue write', () => {
  let app: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    app = await startTestApp();
    categoryId = await createCategory('Cache Test Game');
  });
  afterAll(() => app.close());

  async function staff(method: string, path: string, body?: FormData | object) {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { ...app.staffHeaders, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { id: number };
  }

  async function createCategory(name: string) {
    return (await staff('POST', '/api/categories', formWith({ name }, { image: { bytes: imageSamples.png } }))).id;
  }

  /** What a shopper (no token) reads, through GraphQL and REST, both of which are cached. */
  async function shopperView() {
    const { body } = await app.graphql(
      `query ($categoryId: Int!) {
        categories { id name comingSoon }
        items(filter: { categoryId: $categoryId }) { total items { id name price oldPrice } }
        robuxPackages { id amount price }
      }`,
      { categoryId },
      null,
    );
    expect(body.errors).toBeUndefined();
    const rest = await (await fetch(`${app.baseUrl}/api/items?category_id=${categoryId}`)).json();
    return { ...body.data, rest };
  }

  /** The shopper's view is read (and cached) before the write; afterwards it must equal a fresh read. */
  async function expectSeenAfter(write: () => Promise<unknown>, check: (view: Awaited<ReturnType<typeof shopperView>>) => void) {
    const before = await shopperView();
    expect(await shopperView()).toEqual(before);
    await write();
    const after = await shopperView();
    check(after);
    expect(after).not.toEqual(before);
  }

  const itemForm = (name: string, price: string) =>
    formWith({ name, category_id: String(categoryId), price, rarity: 'Rare' }, { image: { bytes: imageSamples.png } });

  it('forgetOnCommit empties the cache once the transaction commits: not before, and not if it rolls back', async () => {
    // A cache of its own, which hears no notices: only forgetOnCommit can empty it.
    const cache = new CatalogueCache();
    const keep = () => cache.store(cache.ticket(), 'k', 'old', 3);
    keep();
    await expect(
      app.db.orm.em.fork().transactional(async (tx) => {
        cache.forgetOnCommit(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(cache.get('k')).toBe('old');
    await app.db.orm.em.fork().transactional(async (tx) => {
      cache.forgetOnCommit(tx);
      await tx.execute('select 1');
      expect(cache.get('k')).toBe('old');
    });
    expect(cache.get('k')).toBeUndefined();
    // The hook belonged to that transaction: the next one leaves the cache alone.
    keep();
    await app.db.orm.em.fork().transactional((tx) => tx.execute('select 1'));
    expect(cache.get('k')).toBe('old');
  });

  it('item create, update, delete and price adjustment show at once', async () => {
    let itemId = 0;
    await expectSeenAfter(
      async () => (itemId = (await staff('POST', '/api/items', itemForm('Cached Sword', '100'))).id),
      (view) => expect(view.rest.map((item: { name: string }) => item.name)).toContain('Cached Sword'),
    );
    await expectSeenAfter(
      () => staff('PUT', `/api/items/${itemId}`, { name: 'Cached Sword', category_id: categoryId, price: '120', rarity: 'Rare' }),
      (view) => expect(view.items.items[0].price).toBe('120.00'),
    );
    await expectSeenAfter(
      () => staff('PUT', '/api/items/adjust-prices', { percentage: 10, category_id: categoryId }),
      (view) => expect(view.rest[0].price).toBe('132.00'),
    );
    const { body } = await app.graphql('mutation ($id: Int!) { adjustPrices(percentage: "-50", categoryId: $id) { updatedCount } }', { id: categoryId });
    expect(body.errors).toBeUndefined();
    expect((await shopperView()).items.items[0].price).toBe('66.00');
    await expectSeenAfter(
      () => staff('DELETE', `/api/items/${itemId}`),
      (view) => expect(view.items.total).toBe(0),
    );
  });

  it('category create, update and delete show at once', async () => {
    let otherId = 0;
    await expectSeenAfter(
      async () => (otherId = await createCategory('Cache Test Other Game')),
      (view) => expect(view.categories.map((c: { name: string }) => c.name)).toContain('Cache Test Other Game'),
    );
    await expectSeenAfter(
      () => staff('PUT', `/api/categories/${otherId}`, { name: 'Cache Test Renamed', coming_soon: true }),
      (view) => expect(view.categories.find((c: { id: number }) => c.id === otherId)).toMatchObject({ name: 'Cache Test Renamed', comingSoon: true }),
    );
    await expectSeenAfter(
      () => staff('DELETE', `/api/categories/${otherId}`),
      (view) => expect(view.categories.map((c: { id: number }) => c.id)).not.toContain(otherId),
    );
  });

  it('Robux package create, update and delete show at once', async () => {
    let packageId = 0;
    await expectSeenAfter(
      async () => (packageId = (await staff('POST', '/api/topuprobux', formWith({ amount: '77777', price: '999' }, { image: { bytes: imageSamples.png } }))).id),
      (view) => expect(view.robuxPackages.map((p: { amount: number }) => p.amount)).toContain(77777),
    );
    await expectSeenAfter(
      () => staff('PUT', `/api/topuprobux/${packageId}`, { amount: 77777, price: '888' }),
      (view) => expect(view.robuxPackages.find((p: { id: number }) => p.id === packageId).price).toBe('888.00'),
    );
    await expectSeenAfter(
      () => staff('DELETE', `/api/topuprobux/${packageId}`),
      (view) => expect(view.robuxPackages.map((p: { id: number }) => p.id)).not.toContain(packageId),
    );
  });

  it('keeps a store page per price bound: each answer has its own facets, and asking again gives the same', async () => {
    const storePage = await webOperation('StorePage');
    const variables = (maxPrice: string | null) => ({ categoryId, rarities: null, maxPrice, type: null, sort: 'POPULARITY', offset: 0, limit: 48 });
    await staff('POST', '/api/items', itemForm('Cached Cheap Bow', '50'));
    await staff('POST', '/api/items', itemForm('Cached Dear Bow', '5000'));
    const facetsOf = async (maxPrice: string | null) => {
      const { body } = await app.graphql<{ itemFacets: { aboveMaxPrice: number; rarityCounts: { count: number }[] } }>(storePage, variables(maxPrice), null);
      expect(body.errors).toBeUndefined();
      const { aboveMaxPrice, rarityCounts } = body.data!.itemFacets;
      return { aboveMaxPrice, shown: rarityCounts.reduce((sum, { count }) => sum + count, 0) };
    };
    for (let round = 0; round < 2; round++) {
      expect(await facetsOf(null)).toEqual({ aboveMaxPrice: 0, shown: 2 });
      expect(await facetsOf('100')).toEqual({ aboveMaxPrice: 1, shown: 1 });
      expect(await facetsOf('10')).toEqual({ aboveMaxPrice: 2, shown: 0 });
    }
  });

  it('serves shoppers, staff and callers with a junk token the same cached answer: no catalogue field reads the caller', async () => {
    const query = '{ categories { id name } }';
    const anonymous = await app.graphql(query, {}, null);
    await app.db.orm.em.fork().getConnection().execute(`update category set name = 'Renamed Behind The Cache' where id = ?`, [categoryId]);
    const shopper = await newShopper(app);
    for (const token of [shopper.token, app.editor.token, 'junk.token.here']) {
      const view = await app.graphql(query, {}, token);
      expect(view.status).toBe(200);
      expect(view.body).toEqual(anonymous.body);
    }
  });
});
