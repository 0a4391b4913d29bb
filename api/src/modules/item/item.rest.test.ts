import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCategories } from '../../seeders/catalogue.data.js';
import { formWith, imageSamples } from '../../test-support/images.js';
import { storedFilesOf } from '../../test-support/stored-files.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

interface ItemJson {
  id: number;
  name: string;
  category_id: number;
  category_name: string;
  price: string;
  oldPrice: string | null;
  rarity: string;
  type: string;
  stock: number;
  sold_count: number;
  image_url: string;
}

interface ErrorJson {
  error: { code: string; message: string };
}

const MONEY = /^\d+\.\d{2}$/;
const UPLOADED_PNG = /^\/uploads\/[\w-]+\.png$/;
const bloxFruitsSeed = seedCategories[0];
const SEEDED_ITEM_COUNT = seedCategories.reduce((sum, category) => sum + category.items.length, 0);

let app: TestApp;
/** Items the tests create, update and delete live in this game of their own, so the seeded games stay as seeded. */
let testCategoryId: number;
let bloxFruitsId: number;
let rivalsId: number;

beforeAll(async () => {
  app = await startTestApp();
  const categories = (await getJson<{ id: number; name: string }[]>('/api/categories')).body;
  bloxFruitsId = categories.find((c) => c.name === 'Blox Fruits')!.id;
  rivalsId = categories.find((c) => c.name === 'Rivals')!.id;
  const created = await fetch(`${app.baseUrl}/api/categories`, {
    method: 'POST',
    headers: app.staffHeaders,
    body: formWith({ name: 'Item REST Tests' }, { image: { bytes: imageSamples.png } }),
  });
  testCategoryId = ((await created.json()) as { id: number }).id;
});
afterAll(() => app.close());

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

/** Sends as the signed-in Editor, unless `signedIn` is false (then with no Authorization header at all). */
async function send<T>(method: string, path: string, body?: unknown, signedIn = true): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(signedIn ? app.staffHeaders : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function listItems(query = ''): Promise<ItemJson[]> {
  const { status, body } = await getJson<ItemJson[]>(`/api/items${query}`);
  expect(status).toBe(200);
  return body;
}

const itemNamed = async (name: string) => (await listItems(`?search=${encodeURIComponent(name)}`)).find((i) => i.name === name)!;

function itemForm(overrides: Record<string, string | undefined> = {}, image: Buffer | null = imageSamples.png) {
  const fields: Record<string, string> = {};
  const all = { name: 'Test Sword', category_id: String(testCategoryId), price: '250', oldPrice: 'null', rarity: 'Rare', ...overrides };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) fields[key] = value;
  return formWith(fields, image ? { image: { bytes: image } } : {});
}

async function createItem(overrides: Record<string, string | undefined> = {}): Promise<ItemJson> {
  const response = await fetch(`${app.baseUrl}/api/items`, { method: 'POST', headers: app.staffHeaders, body: itemForm(overrides) });
  expect(response.status).toBe(201);
  return (await response.json()) as ItemJson;
}

/** What a refused request must leave untouched: every item as it was, and the upload folder. */
async function stateOfShop() {
  return { items: await listItems(), uploads: (await app.uploadedFiles()).sort() };
}

/** Every catalogue row and the audit trail, read straight from the database, plus the upload folder. */
async function databaseAndUploads() {
  const connection = app.db.orm.em.fork().getConnection();
  return {
    categories: await connection.execute('select * from category order by id'),
    items: await connection.execute('select * from item order by id'),
    audit: await connection.execute('select * from audit_entry order by id'),
    uploads: (await app.uploadedFiles()).sort(),
  };
}

function expectItemShape(item: ItemJson) {
  expect(item).toMatchObject({
    id: expect.any(Number),
    name: expect.any(String),
    category_id: expect.any(Number),
    category_name: expect.any(String),
    price: expect.stringMatching(MONEY),
    rarity: expect.stringMatching(/^(Common|Uncommon|Rare|Legendary|Mythical)$/),
    image_url: expect.any(String),
  });
  expect(item).toHaveProperty('oldPrice');
  if (item.oldPrice !== null) expect(item.oldPrice).toMatch(MONEY);
}

const seededCount = (predicate: (item: (typeof bloxFruitsSeed.items)[number]) => boolean) => bloxFruitsSeed.items.filter(predicate).length;

describe('GET /api/items', () => {
  it('answers every item as an array of {id, name, category_id, category_name, price, oldPrice, rarity, image_url}, oldest first', async () => {
    const items = await listItems();
    expect(Array.isArray(items)).toBe(true);
    expect(items.filter((i) => i.category_id !== testCategoryId)).toHaveLength(SEEDED_ITEM_COUNT);
    items.forEach(expectItemShape);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({ name: 'Rocket (Physical)', category_name: 'Blox Fruits', price: '17.32', oldPrice: null });
  });

  it('gives prices and old prices as two-decimal strings', async () => {
    const light = await itemNamed('Light (Physical)');
    expect(light).toMatchObject({ price: '404.43', oldPrice: '478.03', rarity: 'Rare', category_id: bloxFruitsId, category_name: 'Blox Fruits' });
    const withWholePrice = (await listItems()).find((i) => i.name === 'Race Reroll')!;
    expect(withWholePrice.price).toBe('89.00');
  });

  it('category_id keeps only the items of that game', async () => {
    const items = await listItems(`?category_id=${bloxFruitsId}`);
    expect(items).toHaveLength(92);
    expect(items.every((i) => i.category_id === bloxFruitsId && i.category_name === 'Blox Fruits')).toBe(true);
  });

  it('rarity takes one rarity or a comma-separated list', async () => {
    const count = async (rarity: string) => (await listItems(`?category_id=${bloxFruitsId}&rarity=${encodeURIComponent(rarity)}`)).length;
    expect(await count('Common')).toBe(21);
    expect(await count('Uncommon')).toBe(10);
    expect(await count('Rare')).toBe(10);
    expect(await count('Legendary')).toBe(20);
    expect(await count('Mythical')).toBe(31);
    expect(await count('Common,Uncommon')).toBe(31);
    expect(await count('Legendary, Mythical')).toBe(51);
    const mixed = await listItems(`?category_id=${bloxFruitsId}&rarity=Rare,Mythical`);
    expect(new Set(mixed.map((i) => i.rarity))).toEqual(new Set(['Rare', 'Mythical']));
  });

  it('min_price and max_price are inclusive bounds compared as amounts, not as text', async () => {
    const exact = await listItems(`?category_id=${bloxFruitsId}&min_price=404.43&max_price=404.43`);
    expect(exact.map((i) => i.name)).toContain('Light (Physical)');
    expect(exact.every((i) => i.price === '404.43')).toBe(true);

    const between = await listItems(`?category_id=${bloxFruitsId}&min_price=100&max_price=1000`);
    expect(between).toHaveLength(seededCount((i) => Number(i.price) >= 100 && Number(i.price) <= 1000));
    expect(between.every((i) => Number(i.price) >= 100 && Number(i.price) <= 1000)).toBe(true);

    const top = await listItems(`?category_id=${bloxFruitsId}&min_price=18399.80`);
    expect(top.map((i) => i.price)).toEqual(['18399.80']);
    expect(await listItems(`?category_id=${bloxFruitsId}&min_price=18399.81`)).toEqual([]);
    expect((await listItems(`?category_id=${bloxFruitsId}&max_price=17.32`)).map((i) => i.name)).toEqual(['Rocket (Physical)']);
  });

  it('type keeps one kind of product', async () => {
    for (const type of ['physical_fruit', 'permanent_fruit', 'gamepass', 'account', 'other']) {
      const items = await listItems(`?category_id=${bloxFruitsId}&type=${type}`);
      expect(items, type).toHaveLength(seededCount((i) => i.type === type));
      expect(items.every((i) => i.type === type)).toBe(true);
    }
  });

  it('search matches part of the name, ignoring case, with % and _ taken literally', async () => {
    const items = await listItems(`?search=${encodeURIComponent('  LIGHT ')}`);
    expect(items.map((i) => i.name)).toContain('Light (Physical)');
    expect(items.every((i) => i.name.toLowerCase().includes('light'))).toBe(true);
    expect(await listItems(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await listItems(`?search=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('combines filters', async () => {
    const items = await listItems(`?category_id=${bloxFruitsId}&rarity=Common&type=physical_fruit&max_price=40`);
    const expected = bloxFruitsSeed.items.filter((i) => i.rarity === 'Common' && i.type === 'physical_fruit' && Number(i.price) <= 40);
    expect(items.map((i) => i.name).sort()).toEqual(expected.map((i) => i.name).sort());
    expect(items.length).toBeGreaterThan(0);
  });

  it('sort=PRICE_ASC and PRICE_DESC order by amount', async () => {
    const ascending = await listItems(`?category_id=${bloxFruitsId}&sort=PRICE_ASC`);
    expect(ascending[0]).toMatchObject({ name: 'Rocket (Physical)', price: '17.32' });
    expect(ascending.map((i) => Number(i.price))).toEqual(ascending.map((i) => Number(i.price)).sort((a, b) => a - b));
    const descending = await listItems(`?category_id=${bloxFruitsId}&sort=PRICE_DESC`);
    expect(descending[0].price).toBe('18399.80');
    expect(descending.map((i) => Number(i.price))).toEqual(descending.map((i) => Number(i.price)).sort((a, b) => b - a));
  });

  it('sort=POPULARITY puts the best sellers first', async () => {
    const items = await listItems(`?category_id=${bloxFruitsId}&sort=POPULARITY`);
    expect(items.map((i) => i.sold_count)).toEqual(items.map((i) => i.sold_count).sort((a, b) => b - a));
    const bestSeller = [...bloxFruitsSeed.items].sort((a, b) => b.soldCount - a.soldCount)[0];
    expect(items[0].name).toBe(bestSeller.name);
  });

  it('sort=NEWEST puts the item created last first', async () => {
    const created = await createItem({ name: 'Newest Item' });
    const items = await listItems(`?category_id=${testCategoryId}&sort=NEWEST`);
    expect(items[0].id).toBe(created.id);
  });

  it.each([
    ['an unknown rarity', 'rarity=Epic'],
    ['a non-numeric category_id', 'category_id=abc'],
    ['a non-numeric min_price', 'min_price=cheap'],
    ['a negative max_price', 'max_price=-5'],
    ['an unknown type', 'type=car'],
    ['an unknown sort', 'sort=CHEAPEST'],
    ['a filter given twice', 'category_id=1&category_id=2'],
  ])('refuses %s with 400 BAD_USER_INPUT, not a 500', async (_label, query) => {
    const { status, body } = await getJson<ErrorJson>(`/api/items?${query}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
  });
});

describe('GET /api/items/:id', () => {
  it('answers one item in the list shape', async () => {
    const light = await itemNamed('Light (Physical)');
    const { status, body } = await getJson<ItemJson>(`/api/items/${light.id}`);
    expect(status).toBe(200);
    expect(body).toEqual(light);
  });

  it.each(['abc', '1.5', '-1', '0', '1e3', '99999999'])('answers 404 NOT_FOUND for the id %s', async (id) => {
    const { status, body } = await getJson<ErrorJson>(`/api/items/${id}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/items (multipart)', () => {
  it('creates an item from the form, answers 201 with its JSON and stores the image', async () => {
    const filesBefore = await app.uploadedFiles();
    const response = await fetch(`${app.baseUrl}/api/items`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: itemForm({ name: '  Created Blade  ', price: '250', oldPrice: 'null', rarity: 'Legendary' }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ItemJson;
    expectItemShape(created);
    expect(created).toMatchObject({
      name: 'Created Blade',
      category_id: testCategoryId,
      category_name: 'Item REST Tests',
      price: '250.00',
      oldPrice: null,
      rarity: 'Legendary',
      image_url: expect.stringMatching(UPLOADED_PNG),
    });

    const filesAfter = await app.uploadedFiles();
    expect(filesAfter.filter((f) => !filesBefore.includes(f)).sort()).toEqual(storedFilesOf(created.image_url));
    const image = await fetch(`${app.baseUrl}${created.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The stored file is a re-encoded copy, so it is checked as a PNG of the sample's size, not byte for byte.
    const served = Buffer.from(await image.arrayBuffer());
    expect(served.subarray(0, 8)).toEqual(imageSamples.png.subarray(0, 8));
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });

    expect((await getJson<ItemJson>(`/api/items/${created.id}`)).body).toEqual(created);
  });

  it('keeps a given old price as a two-decimal string', async () => {
    const created = await createItem({ name: 'Discounted', price: '99.9', oldPrice: '120' });
    expect(created).toMatchObject({ price: '99.90', oldPrice: '120.00' });
  });

  it('defaults the rarity to Common when none is sent', async () => {
    const created = await createItem({ name: 'Plain', rarity: undefined });
    expect(created.rarity).toBe('Common');
  });

  const refusals: [string, Record<string, string | undefined>, Buffer | null][] = [
    ['a missing image', {}, null],
    ['a missing name', { name: undefined }, imageSamples.png],
    ['an empty name', { name: '' }, imageSamples.png],
    ['a name of only spaces', { name: '    ' }, imageSamples.png],
    ['a 101-character name', { name: 'x'.repeat(101) }, imageSamples.png],
    ['a missing price', { price: undefined }, imageSamples.png],
    ['price "0"', { price: '0' }, imageSamples.png],
    ['price "-5"', { price: '-5' }, imageSamples.png],
    ['price "1.234"', { price: '1.234' }, imageSamples.png],
    ['price "10000000"', { price: '10000000' }, imageSamples.png],
    ['price "abc"', { price: 'abc' }, imageSamples.png],
    ['an old price "1.234"', { oldPrice: '1.234' }, imageSamples.png],
    ['rarity "Epic"', { rarity: 'Epic' }, imageSamples.png],
    ['type "car"', { type: 'car' }, imageSamples.png],
    ['an unknown category_id', { category_id: '999999' }, imageSamples.png],
    ['a non-numeric category_id', { category_id: 'Blox Fruits' }, imageSamples.png],
    ['a missing category_id', { category_id: undefined }, imageSamples.png],
  ];

  it.each(refusals)('refuses %s with 400 BAD_USER_INPUT, adding no item and storing no file', async (_label, overrides, image) => {
    const before = await stateOfShop();
    const response = await fetch(`${app.baseUrl}/api/items`, {
      method: 'POST',
      headers: app.staffHeaders,
      body: itemForm({ name: 'Refused Item', ...overrides }, image),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.any(String) });
    expect(await stateOfShop()).toEqual(before);
  });

  it('accepts a 100-character name (the upper bound)', async () => {
    const created = await createItem({ name: 'y'.repeat(100) });
    expect(created.name).toHaveLength(100);
  });
});

describe('PUT /api/items/:id (JSON of the whole edited item)', () => {
  it('persists a price change sent back with the rest of the item', async () => {
    const item = await createItem({ name: 'To Reprice', price: '250', oldPrice: '300' });
    const { status, body } = await send<ItemJson>('PUT', `/api/items/${item.id}`, { ...item, price: '199.5' });
    expect(status).toBe(200);
    expect(body).toEqual({ ...item, price: '199.50' });
    expect((await getJson<ItemJson>(`/api/items/${item.id}`)).body).toEqual({ ...item, price: '199.50' });
  });

  it('oldPrice: null clears the old price', async () => {
    const item = await createItem({ name: 'Clear Old Price', oldPrice: '300' });
    expect(item.oldPrice).toBe('300.00');
    const { status, body } = await send<ItemJson>('PUT', `/api/items/${item.id}`, { ...item, oldPrice: null });
    expect(status).toBe(200);
    expect(body.oldPrice).toBeNull();
    expect((await getJson<ItemJson>(`/api/items/${item.id}`)).body.oldPrice).toBeNull();
  });

  it('ignores fields it does not own (category_name, id, sold_count)', async () => {
    const item = await createItem({ name: 'Ignore Extras' });
    const other = await createItem({ name: 'Other Item' });
    const { status, body } = await send<ItemJson>('PUT', `/api/items/${item.id}`, {
      ...item,
      id: other.id,
      category_name: 'Blox Fruits',
      sold_count: 999,
      name: 'Ignore Extras (edited)',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ...item, name: 'Ignore Extras (edited)' });
    expect((await getJson<ItemJson>(`/api/items/${other.id}`)).body).toEqual(other);
  });

  it('moves the item to another game when category_id changes', async () => {
    const item = await createItem({ name: 'Mover' });
    const { status, body } = await send<ItemJson>('PUT', `/api/items/${item.id}`, { ...item, category_id: rivalsId });
    expect(status).toBe(200);
    expect(body).toMatchObject({ category_id: rivalsId, category_name: 'Rivals' });
    expect((await getJson<ItemJson>(`/api/items/${item.id}`)).body.category_name).toBe('Rivals');
    // Back where it belongs, so the seeded games keep only their seeded items.
    expect((await send<ItemJson>('PUT', `/api/items/${item.id}`, item)).status).toBe(200);
  });

  it('a body with only some of the fields changes those and keeps the rest (not a 500)', async () => {
    const item = await createItem({ name: 'Partly Edited', oldPrice: '300' });
    const { status, body } = await send<ItemJson>('PUT', `/api/items/${item.id}`, { price: '12.34' });
    expect(status).toBe(200);
    expect(body).toEqual({ ...item, price: '12.34' });
    expect((await getJson<ItemJson>(`/api/items/${item.id}`)).body).toEqual({ ...item, price: '12.34' });
  });

  it.each([
    ['price "1.234"', { price: '1.234' }],
    ['price 0', { price: 0 }],
    ['an empty name', { name: '  ' }],
    ['rarity "Epic"', { rarity: 'Epic' }],
    ['an unknown category_id', { category_id: 999999 }],
    ['an image_url that was never uploaded', { image_url: '/uploads/00000000-0000-0000-0000-000000000000.png' }],
    ['an image_url on another host', { image_url: 'https://evil.example/x.png' }],
  ])('refuses %s with 400 BAD_USER_INPUT and changes nothing', async (_label, change) => {
    const item = await createItem({ name: 'Refused Edit', oldPrice: '300' });
    const before = await stateOfShop();
    const { status, body } = await send<ErrorJson>('PUT', `/api/items/${item.id}`, { ...item, ...change });
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_USER_INPUT');
    expect(await stateOfShop()).toEqual(before);
  });

  it('refuses a malformed JSON body with 400 BAD_USER_INPUT and changes nothing', async () => {
    const item = await createItem({ name: 'Malformed Target' });
    const response = await fetch(`${app.baseUrl}/api/items/${item.id}`, {
      method: 'PUT',
      headers: { ...app.staffHeaders, 'content-type': 'application/json' },
      body: '{"price": "1.00",',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('BAD_USER_INPUT');
    expect((await getJson<ItemJson>(`/api/items/${item.id}`)).body).toEqual(item);
  });

  it.each(['abc', '0', '99999999'])('answers 404 NOT_FOUND for the id %s', async (id) => {
    const { status, body } = await send<ErrorJson>('PUT', `/api/items/${id}`, { price: '10.00' });
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
  });
});

describe('DELETE /api/items/:id', () => {
  it('deletes the item; afterwards GET /api/items/:id answers 404 and the list no longer has it', async () => {
    const item = await createItem({ name: 'Doomed' });
    const { status } = await send('DELETE', `/api/items/${item.id}`);
    expect(status).toBe(200);
    const after = await getJson<ErrorJson>(`/api/items/${item.id}`);
    expect(after.status).toBe(404);
    expect(after.body.error.code).toBe('NOT_FOUND');
    expect((await listItems()).map((i) => i.id)).not.toContain(item.id);
    expect((await send<ErrorJson>('DELETE', `/api/items/${item.id}`)).status).toBe(404);
  });

  it.each(['abc', '99999999'])('answers 404 for the id %s and deletes nothing', async (id) => {
    const before = await stateOfShop();
    const { status, body } = await send<ErrorJson>('DELETE', `/api/items/${id}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('NOT_FOUND');
    expect(await stateOfShop()).toEqual(before);
  });
});

describe('item writes without a token', () => {
  it('refuses POST, PUT, DELETE and adjust-prices with 401 UNAUTHENTICATED, changing nothing in the database or the upload folder', async () => {
    const item = await createItem({ name: 'Guarded Item', oldPrice: '300' });
    const before = await databaseAndUploads();

    const created = await fetch(`${app.baseUrl}/api/items`, { method: 'POST', body: itemForm({ name: 'Sneaky Item' }) });
    const writes: [string, { status: number; body: Partial<ErrorJson> }][] = [
      ['POST /api/items', { status: created.status, body: (await created.json()) as Partial<ErrorJson> }],
      ['PUT /api/items/:id', await send<Partial<ErrorJson>>('PUT', `/api/items/${item.id}`, { ...item, price: '1.00' }, false)],
      ['DELETE /api/items/:id', await send<Partial<ErrorJson>>('DELETE', `/api/items/${item.id}`, undefined, false)],
      ['PUT /api/items/adjust-prices', await send<Partial<ErrorJson>>('PUT', '/api/items/adjust-prices', { percentage: 50 }, false)],
    ];
    for (const [label, response] of writes) {
      expect(response.status, label).toBe(401);
      expect(response.body.error, label).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
    }

    expect(await databaseAndUploads()).toEqual(before);
    expect((await getJson<ItemJson>(`/api/items/${item.id}`)).body).toEqual(item);
  });
});

/** New price per the contract: price × (100 + percent) / 100, rounded half-up to the cent (whole percents only). */
function adjusted(price: string, percent: number): string {
  const cents = BigInt(price.replace('.', ''));
  const scaled = cents * BigInt(100 + percent);
  const rounded = (scaled + 50n) / 100n;
  return `${rounded / 100n}.${String(rounded % 100n).padStart(2, '0')}`;
}

describe('PUT /api/items/adjust-prices', () => {
  // These tests change many prices; each puts every price back afterwards so the other tests see the seed.
  let saved: { id: number; price: string; old_price: string | null }[];
  beforeEach(async () => {
    saved = await app.db.orm.em.getConnection().execute('select id, price::text as price, old_price::text as old_price from item');
  });
  afterEach(async () => {
    await app.db.orm.em.getConnection().execute(
      `update item set price = (x->>'price')::numeric, old_price = (x->>'old_price')::numeric
         from json_array_elements(?::json) x where item.id = (x->>'id')::int`,
      [JSON.stringify(saved)],
    );
  });

  const adjust = (body: unknown) => send<{ updatedCount?: number } & Partial<ErrorJson>>('PUT', '/api/items/adjust-prices', body);

  it('+10% multiplies every price and old price, rounded to the cent (17.32 → 19.05, 404.43 → 444.87)', async () => {
    const before = await listItems();
    const { status, body } = await adjust({ percentage: 10 });
    expect(status).toBe(200);
    expect(body.updatedCount).toBe(before.length);

    const after = await listItems();
    expect(after.find((i) => i.name === 'Rocket (Physical)')).toMatchObject({ price: '19.05', oldPrice: null });
    expect(after.find((i) => i.name === 'Light (Physical)')).toMatchObject({ price: '444.87', oldPrice: '525.83' });
    expect(after.find((i) => i.name === 'Permanent Dragon')!.price).toBe('20239.78');
    expect(after.map((i) => [i.id, i.price, i.oldPrice])).toEqual(
      before.map((i) => [i.id, adjusted(i.price, 10), i.oldPrice === null ? null : adjusted(i.oldPrice, 10)]),
    );
  });

  it('takes the percentage as text too, and lowers prices with a negative one', async () => {
    const { status } = await adjust({ percentage: '-10' });
    expect(status).toBe(200);
    expect((await itemNamed('Rocket (Physical)')).price).toBe(adjusted('17.32', -10));
    expect(await itemNamed('Light (Physical)')).toMatchObject({ price: '363.99', oldPrice: '430.23' });
  });

  it.each([
    ['an empty percentage', { percentage: '' }],
    ['percentage 0', { percentage: 0 }],
    ['percentage "0"', { percentage: '0' }],
  ])('%s changes nothing', async (_label, body) => {
    const before = await listItems();
    const response = await adjust(body);
    expect(response.status).toBe(200);
    expect(response.body.updatedCount).toBe(0);
    expect(await listItems()).toEqual(before);
  });

  it.each([
    ['percentage "abc"', { percentage: 'abc' }],
    ['percentage -100', { percentage: -100 }],
    ['percentage 1001', { percentage: 1001 }],
    ['percentage true', { percentage: true }],
    ['an unknown category_id', { percentage: 10, category_id: 999999 }],
    ['a non-numeric category_id', { percentage: 10, category_id: 'Rivals' }],
  ])('refuses %s with 400 BAD_USER_INPUT and changes nothing', async (_label, body) => {
    const before = await listItems();
    const response = await adjust(body);
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('BAD_USER_INPUT');
    expect(await listItems()).toEqual(before);
  });

  it('refuses (400, nothing changed) a cut that would round a price down to 0.00', async () => {
    const before = await listItems();
    const response = await adjust({ percentage: -99.99 });
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe('BAD_USER_INPUT');
    expect(await listItems()).toEqual(before);
  });

  it('with category_id changes only the prices of that game', async () => {
    const before = await listItems();
    const response = await adjust({ percentage: 10, category_id: rivalsId });
    expect(response.status).toBe(200);
    expect(response.body.updatedCount).toBe(before.filter((i) => i.category_id === rivalsId).length);
    const after = await listItems();
    for (const [index, item] of before.entries()) {
      const expected = item.category_id === rivalsId
        ? { ...item, price: adjusted(item.price, 10), oldPrice: item.oldPrice === null ? null : adjusted(item.oldPrice, 10) }
        : item;
      expect(after[index]).toEqual(expected);
    }
    expect(after.find((i) => i.name === 'Rocket (Physical)')!.price).toBe('17.32');
  });
});
