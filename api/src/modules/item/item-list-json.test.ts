import type { QueryOrderMap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { Category } from '../category/category.entity.js';
import { Item } from './item.entity.js';
import { ItemType, Rarity } from './item.enums.js';
import { itemJson } from './item.routes.js';

/** Names JSON.stringify and PostgreSQL's row_to_json could write differently, if either escaped otherwise. */
const AWKWARD_NAMES = [
  'Quoted "Dragon" fruit',
  'Back\\slash \\u0041 and trailing \\',
  'Emoji 🐉🔥 and a flag 🇹🇭',
  'ผลปีศาจ มังกร',
  'Controls \u0001 \b \t \n \f \r \u001b \u001f end',
  'Not escaped by either: \u007f \u2028 \u2029 / < > & \'',
  'Combining e\u0301 and Ωmega',
  '%_ literal search characters',
];

/** Image URLs on both sides of the thumbnail rule: stored and bundled images, and everything that only looks like one. */
const IMAGE_URLS = [
  '/uploads/abc-DEF_123.png',
  '/uploads/x.jpg',
  '/uploads/x.webp',
  '/uploads/x.gif',
  '/uploads/ผลไม้.png',
  '/uploads/café.png',
  '/uploads/two.dots.png',
  '/uploads/x.PNG',
  '/uploads/x.png\n',
  'https://cdn.example.com/uploads/x.png',
  '/images/items/dragon.svg',
  '/images/games/blox-fruits.svg',
  '/images/placeholder.svg',
  '/images/a/b/c.svg',
  '/images/items/x.SVG',
  '/images/items/ผลไม้.svg',
  '/images/items/two.dots.svg',
  '/images/../etc/x.svg',
  '/images/items/x.svg\n',
  '/imagesx/a.svg',
  'https://cdn.example.com/images/x.svg',
];

/** Prices with and without cents, both ends of the allowed range included. */
const PRICES = ['0.01', '0.50', '10.00', '17.32', '60.50', '60.49', '99.99', '123.45', '1000.00', '42.00', '9999999.99'];

let app: TestApp;
let gameId: number;
let emptyGameId: number;

beforeAll(async () => {
  // Cache off: every request below is written by PostgreSQL.
  app = await startTestApp({ contents: 'empty', catalogueCache: { maxBytes: 0 } });
  const em = app.db.orm.em.fork();
  const game = em.create(Category, { name: 'Game "Ω" \\ ไทย 🎮', imageUrl: '/images/game.svg' });
  const emptyGame = em.create(Category, { name: 'Empty game', imageUrl: '/images/empty.svg' });
  const rarities = Object.values(Rarity);
  const types = Object.values(ItemType);
  IMAGE_URLS.forEach((imageUrl, n) => {
    em.create(Item, {
      name: AWKWARD_NAMES[n % AWKWARD_NAMES.length],
      // Every other item has a Thai name, as awkward as the English ones.
      nameTh: n % 2 ? AWKWARD_NAMES[(n + 3) % AWKWARD_NAMES.length] : null,
      category: game,
      price: PRICES[n % PRICES.length],
      oldPrice: n % 3 === 0 ? null : '99999.99',
      rarity: rarities[n % rarities.length],
      type: types[n % types.length],
      soldCount: (n * 7) % 5,
      stock: n,
      imageUrl,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (n % 4))),
    });
  });
  await em.flush();
  [gameId, emptyGameId] = [game.id, emptyGame.id];
  // The strings went in unchanged, so a difference below can only come from how the list is written.
  const stored = await app.db.orm.em.fork().find(Item, {}, { orderBy: { id: 'asc' } });
  expect(stored.map((item) => [item.name, item.imageUrl])).toEqual(IMAGE_URLS.map((url, n) => [AWKWARD_NAMES[n % AWKWARD_NAMES.length], url]));
});
afterAll(() => app.close());

/** What the list answered before PostgreSQL wrote it: the items as entities, through itemJson and JSON.stringify. */
async function stringifiedItems(orderBy: QueryOrderMap<Item>[], keep: (item: Item) => boolean): Promise<string> {
  const items = await app.db.orm.em.fork().find(Item, {}, { populate: ['category'], orderBy });
  return JSON.stringify(items.filter(keep).map(itemJson));
}

async function listText(query: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/items${query}`);
  expect(response.status).toBe(200);
  return response.text();
}

const OLDEST_FIRST: QueryOrderMap<Item>[] = [{ id: 'asc' }];
/** Items whose English or Thai name holds `part` as written. */
const eitherNameHolds = (part: string) => (item: Item) => [item.name, item.nameTh ?? ''].some((name) => name.includes(part));
const everything = () => true;

describe('GET /api/items is, byte for byte, JSON.stringify of itemJson over the matching items', () => {
  it.each<[string, () => string, QueryOrderMap<Item>[], (item: Item) => boolean]>([
    ['every item, oldest first', () => '', OLDEST_FIRST, everything],
    ['one game', () => `?category_id=${gameId}`, OLDEST_FIRST, (item) => item.category.id === gameId],
    ['sort=POPULARITY', () => '?sort=POPULARITY', [{ soldCount: 'desc' }, { id: 'asc' }], everything],
    ['sort=PRICE_ASC', () => '?sort=PRICE_ASC', [{ price: 'asc' }, { id: 'asc' }], everything],
    ['sort=PRICE_DESC', () => '?sort=PRICE_DESC', [{ price: 'desc' }, { id: 'asc' }], everything],
    ['sort=NEWEST', () => '?sort=NEWEST', [{ createdAt: 'desc' }, { id: 'desc' }], everything],
    ['a list of rarities', () => '?rarity=Rare,Legendary', OLDEST_FIRST, (item) => [Rarity.Rare, Rarity.Legendary].includes(item.rarity)],
    ['price bounds', () => '?min_price=10&max_price=60.5', OLDEST_FIRST, (item) => Number(item.price) >= 10 && Number(item.price) <= 60.5],
    ['a type', () => `?type=${ItemType.GAMEPASS}`, OLDEST_FIRST, (item) => item.type === ItemType.GAMEPASS],
    ['a search for a quote', () => `?search=${encodeURIComponent('"dragon"')}`, OLDEST_FIRST, eitherNameHolds('"Dragon"')],
    ['a search in Thai', () => `?search=${encodeURIComponent('มังกร')}`, OLDEST_FIRST, eitherNameHolds('มังกร')],
    ['a search for a backslash', () => `?search=${encodeURIComponent('slash \\')}`, OLDEST_FIRST, eitherNameHolds('slash \\')],
  ])('%s', async (_case, query, orderBy, keep) => {
    const expected = await stringifiedItems(orderBy, keep);
    expect(expected).not.toBe('[]');
    expect(await listText(query())).toBe(expected);
  });

  it('answers [] when nothing matches', async () => {
    expect(await listText(`?category_id=${emptyGameId}`)).toBe('[]');
    expect(await listText('?search=no-such-item')).toBe('[]');
  });
});

describe('the thumbnail PostgreSQL keeps beside each item (a trigger)', () => {
  it('follows a changed image, and a write to it alone is overruled, so the list stays byte for byte itemJson', async () => {
    const em = app.db.orm.em.fork();
    const items = await em.find(Item, {}, { orderBy: { id: 'asc' } });
    // Each item takes the next one's image: every URL lands on an item that had one from the other side of the rule.
    items.forEach((item, n) => (item.imageUrl = IMAGE_URLS[(n + 1) % IMAGE_URLS.length]));
    await em.flush();
    await em.execute(`update item set thumbnail_url = '/uploads/forged.thumb.webp'`);
    expect(await listText('')).toBe(await stringifiedItems(OLDEST_FIRST, everything));
  });
});
